"""Vehicles: the car a question names ("my 1998 Jeep Cherokee", "the Porsche Macan"), and
whether a policy's figure can be that car's.

A vehicle in a question is a selector, like an identifier (identifiers.py): its make and model
(and its model year, when given) must be printed on the document an answer cites. Its year is
not the period ("1998" is when the car was built, not the policy) and its make is not the
issuer ("Toyota" did not write the policy). An auto policy that lists several vehicles prints
one coverage per vehicle; until a figure is tied to the vehicle it is printed for, a question
about one vehicle is not answered from a policy that lists another.

Makes are a closed set. A make that is also a common word or an insurer's name ("Ram",
"Mini", "Mercury", "Lincoln", "Genesis") counts only after a model year ("2019 Ram 1500").
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_MAKES = """acura audi bmw buick cadillac chevrolet chevy chrysler dodge ford gmc honda hyundai infiniti
jaguar jeep kia lexus mazda mercedes mercedes-benz mitsubishi nissan porsche subaru tesla toyota
volkswagen vw volvo pontiac scion oldsmobile plymouth saab suzuki isuzu hummer rivian polestar
harley-davidson yamaha kawasaki ducati""".split()
_AFTER_YEAR_ONLY = "ram mini mercury lincoln genesis saturn fiat land-rover".split()
_MAKE = "|".join(sorted((re.escape(m) for m in _MAKES + _AFTER_YEAR_ONLY), key=len, reverse=True))
# A model: up to two words printed as names ("Cherokee", "Grand Cherokee", "Model 3", "F-150")
_MODEL = r"(?:\s+(?P<model>[A-Z0-9][\w-]*(?:\s+[A-Z0-9][\w-]*)?))?"
_ASKED = re.compile(rf"(?:(?<!\d)(?P<year>(?:19|20)\d\d)\s+)?(?<![\w-])(?P<make>(?i:{_MAKE}))(?![\w-]){_MODEL}")
# Words after a make that are not its model: "my Toyota Insurance policy" names no car
_NOT_MODEL = frozenset("""insurance policy policies auto automobile car vehicle declarations bill statement
coverage premium deductible limit""".split())


@dataclass(frozen=True)
class Vehicle:
    said: str                  # the words of the question that name it
    make: str                  # lower case ("jeep")
    model: tuple[str, ...]     # lower case words ("cherokee",)
    year: int | None = None

    def describe(self) -> str:
        return " ".join(filter(None, [str(self.year or ""), self.make.title(), " ".join(self.model).title()]))


def asked(text: str) -> Vehicle | None:
    """The vehicle a question names, or None: a make (capitalised) with its model or after
    its model year."""
    for m in _ASKED.finditer(text):
        make = m.group("make")
        if not make[:1].isupper():
            continue
        model = tuple(w.lower() for w in (m.group("model") or "").split())
        cut = next((i for i, w in enumerate(model) if w in _NOT_MODEL), len(model))
        model = model[:cut]
        year = int(m.group("year")) if m.group("year") else None
        if not (year or model) or (make.lower() in _AFTER_YEAR_ONLY and not year):
            continue
        said = " ".join(filter(None, [m.group("year"), make] + list((m.group("model") or "").split()[:cut])))
        return Vehicle(said, make.lower(), model, year)
    return None


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9][a-z0-9-]*", text.lower()))


def unprinted(v: Vehicle, text: str) -> list[str]:
    """The words naming the vehicle that `text` (a document's) does not print."""
    printed = _words(text)
    want = [v.make] + list(v.model) + ([str(v.year)] if v.year else [])
    return [w for w in want if w not in printed and not (w == "chevy" and "chevrolet" in printed)]


def others(v: Vehicle, text: str) -> list[str]:
    """Other vehicles `text` prints: a make of the closed set followed by a model that is not
    the asked vehicle's ("HONDA ODYSSEY" on a policy asked about the Jeep Cherokee)."""
    out, seen = [], set()
    for m in re.finditer(rf"(?<![\w-])(?P<make>{_MAKE})(?![\w-])\s+(?P<next>[A-Za-z0-9][\w-]*)", text, re.I):
        make, nxt = m.group("make").lower(), m.group("next").lower()
        if make in _AFTER_YEAR_ONLY or nxt in _NOT_MODEL:
            continue
        if (make, nxt) in seen:
            continue
        seen.add((make, nxt))
        if make != v.make or (v.model and nxt != v.model[0]):
            out.append(f"{m.group('make')} {m.group('next')}")
    if not v.model and len({n for mk, n in seen if mk == v.make}) > 1:
        # "my 2016 Toyota" on a policy listing two Toyotas: either could be meant
        out += [f"{mk} {n}".title() for mk, n in sorted(seen) if mk == v.make]
    return out
