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

import functools
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
    # a make cut short before the asked model ("2016 Toyo Corolla") is the make printed
    cut = any(_is(v, car) for line in text.splitlines() for car in cars(line)) and bool(v.model)
    want = [v.make] + list(v.model) + ([str(v.year)] if v.year else [])
    return [w for w in want if w not in printed and not (w == "chevy" and "chevrolet" in printed)
            and not (cut and w == v.make)]


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
    # a make cut short after its model year ("2021 Suba Forester") names a vehicle too
    for make, nxt in sorted({car for line in text.splitlines() for car in cars(line)}):
        if (make, nxt) not in seen and not _is(v, (make, nxt)) and make not in _AFTER_YEAR_ONLY:
            seen.add((make, nxt))
            out.append(f"{make} {nxt}".title())
    if not v.model and len({n for mk, n in seen if mk == v.make}) > 1:
        # "my 2016 Toyota" on a policy listing two Toyotas: either could be meant
        out += [f"{mk} {n}".title() for mk, n in sorted(seen) if mk == v.make]
    return out


# "VEHICLE #1", "Vehicle 2", "VEH 05", "Veh # 2": the number a policy gives one of its vehicles
_NUMBERED = re.compile(r"(?<![\w-])(?:vehicle|veh)\s*(?:#|no\.?)?\s*(\d{1,2})(?![\d,.])", re.I)
# A row of a table of vehicles that opens with the vehicle's number, then its model year
# ("2 2011 | Kia | OPTIMA LX", "05 | 20 | PORSCHE | MACAN S")
_ROW_NUMBER = re.compile(r"^\s*(\d{1,2})\s+(?:\|\s*)?(?:19|20)?\d\d\b")
# A line that says what follows is the whole policy's, no one vehicle's ("Policy Level Coverages")
_POLICY_WIDE = re.compile(r"\bpolicy[- ]level\b|\bpolicy\s+coverages\b|\bfor\s+(?:the\s+)?policy\b", re.I)
# Heading lines this close together are one heading ("VEHICLE #1" over "Description: JEEP CHEROKEE")
_JOIN = 2


def _make_of(word: str, after_year: bool) -> str | None:
    """The make a printed word is: the make itself, or after a model year a make cut to its
    first four letters or more, as a schedule's narrow column prints it ("2016 Toyo Corolla")."""
    w = word.lower()
    if w in _MAKES or w in _AFTER_YEAR_ONLY and after_year:
        return "chevrolet" if w == "chevy" else w
    cut = [m for m in _MAKES if len(w) >= 4 and m.startswith(w)] if after_year else []
    return cut[0] if len(cut) == 1 else None


def cars(line: str) -> set[tuple[str, str]]:
    """The (make, first word of the model) of every vehicle a line prints."""
    words = re.findall(r"[A-Za-z0-9][\w-]*", line.replace(" | ", " "))
    out = set()
    for i, w in enumerate(words[:-1]):
        after_year = i > 0 and bool(re.fullmatch(r"(?:19|20)\d\d", words[i - 1]))
        make = _make_of(w, after_year)
        if make and words[i + 1].lower() not in _NOT_MODEL:
            out.add((make, words[i + 1].lower()))
    return out


# A label saying its figure is one vehicle's ("Subtotal Premium By Vehicle | Vehicle 2")
_ONE_VEHICLES = re.compile(r"\b(?:by|per|each|for)\s+(?:vehicle|veh)\b|" + _NUMBERED.pattern, re.I)


def one_vehicles(label: str) -> bool:
    """Whether a label says its figure is one vehicle's: asked about one vehicle, its "vehicle"
    words are the question's, and its subtotal is that vehicle's whole figure."""
    return bool(_ONE_VEHICLES.search(label))


def numbered_caption(cell: str) -> bool:
    """Whether a table's caption is only the number a policy gives one of its vehicles
    ("Vehicle 2"): it says whose the figures under it are, never what they are."""
    return bool(_NUMBERED.fullmatch(cell.strip(" :")))


def named_only(cell: str) -> bool:
    """Whether a cell is nothing but one vehicle: its model year, make and model ("2016 Toyota
    Corolla L", "2021 Subaru Forester")."""
    words = cell.split()
    return 3 <= len(words) <= 6 and bool(re.fullmatch(r"(?:19|20)\d\d", words[0])) and len(cars(cell)) == 1 \
        and _make_of(words[1], True) is not None


def _is(v: Vehicle, car: tuple[str, str]) -> bool:
    make = "chevrolet" if v.make == "chevy" else v.make
    return car[0] == make and (not v.model or car[1] == v.model[0])


def number_asked(question: str) -> int | None:
    """The vehicle a question names by its number on the policy ("the premium for vehicle 2"),
    when it names one so."""
    found = {int(n) for n in _NUMBERED.findall(question)}
    return found.pop() if len(found) == 1 else None


def numbered(label: str) -> set[int]:
    """The vehicle numbers a label prints ("Subtotal Premium By Vehicle Vehicle 2" → {2})."""
    return {int(n) for n in _NUMBERED.findall(label)}


def _number(text: str) -> int | None:
    found = {int(n) for n in _NUMBERED.findall(text)}
    m = _ROW_NUMBER.match(text)
    if m and cars(text):
        found.add(int(m.group(1)))
    return found.pop() if len(found) == 1 else None


@functools.lru_cache(maxsize=64)
def headings(page_texts: tuple[str, ...]) -> list[list[str]]:
    """For each page, the vehicle heading in force at each of its lines: the last line above it
    on its page that names one vehicle or one vehicle number ("VEHICLE #1" with the
    "Description: JEEP CHEROKEE" under it); "" before the first, and after a line that says
    the whole policy's coverages follow."""
    out = []
    for text in page_texts:
        here, heading, since = [], "", _JOIN + 1
        for line in text.splitlines():
            named = cars(line)
            if len(named) == 1 or not named and _NUMBERED.search(line) and _number(line) is not None \
                    and not any(ch.isdigit() for ch in _NUMBERED.sub("", line)):
                heading = f"{heading} {line}" if since <= _JOIN and len(cars(heading)) + len(named) <= 1 else line
                since = 0
            elif len(named) > 1 or _POLICY_WIDE.search(line):
                heading, since = "", _JOIN + 1
            else:
                since += 1
            here.append(heading)
        out.append(here)
    return out


def numbers(v: Vehicle, page_texts: tuple[str, ...]) -> set[int]:
    """The numbers the document gives the asked vehicle: a heading naming it with its number,
    or a row of its table of vehicles opening with the number."""
    found = set()
    for text, heads in zip(page_texts, headings(page_texts)):
        for line, heading in zip(text.splitlines(), heads):
            for said in (line, heading):
                named = cars(said)
                if len(named) == 1 and _is(v, named.pop()) and _number(said) is not None:
                    found.add(_number(said))
    return found


def _bare(text: str) -> str:
    """A figure or a line without the spaces and cell breaks between its words: "$ 179.13" as a
    scan's words space it, "Less $ | 500" as a row's cells split a sign from its amount."""
    return text.replace(" ", "").replace("|", "")


def whose(page_texts: tuple[str, ...], at: int, printed: str, label: str) -> str | None:
    """The vehicle a figure is printed for, as its heading or column names it ("VEHICLE # 2
    ... HONDA ODYSSEY", "Vehicle 2"), when its document lists several; None when it stands in
    no one vehicle's block or column, or the document lists one vehicle."""
    listed = {car for text in page_texts for line in text.splitlines() for car in cars(line)}
    if len(listed) < 2:
        return None
    column = _NUMBERED.findall(label)
    if column:
        return f"vehicle {column[0]}"
    if not 0 <= at < len(page_texts):
        return None
    bare = _bare(printed)
    heads = {h for line, h in zip(page_texts[at].splitlines(), headings(page_texts)[at])
             if bare and bare in _bare(line)}
    heading = heads.pop() if len(heads) == 1 else ""
    named = cars(heading)
    if len(named) == 1:
        make, model = named.pop()
        return f"{make} {model}".title()
    return f"vehicle {_number(heading)}" if heading and _number(heading) is not None else None


def of_figure(v: Vehicle, page_texts: tuple[str, ...], at: int, printed: str, label: str) -> bool | None:
    """Whether a figure (printed as `printed` on the page at index `at`, with `label`) is the asked
    vehicle's: True when it stands in that vehicle's block (under a heading naming it) or in
    the column of its number ("Subtotal Premium By Vehicle Vehicle 2" where the table of
    vehicles numbers it 2); False when in another vehicle's; None when in no one vehicle's."""
    column = [int(n) for n in _NUMBERED.findall(label)]
    if len(column) == 1:
        own = numbers(v, page_texts)
        return None if len(own) != 1 else column[0] in own
    if len(column) > 1 or not 0 <= at < len(page_texts):
        return None
    lines = page_texts[at].splitlines()
    heads = headings(page_texts)[at]
    bare = _bare(printed)
    found = {heads[i] for i, line in enumerate(lines) if bare and bare in _bare(line)}
    if len(found) != 1:
        return None
    heading = found.pop()
    named = cars(heading)
    if len(named) == 1:
        return _is(v, named.pop())
    n = _number(heading)
    return None if n is None else n in numbers(v, page_texts)


def own_lines(v: Vehicle, page_texts: tuple[str, ...]) -> list[str]:
    """Each page's text cut to the lines standing under a heading that names the asked vehicle
    (or gives the number the document gives it)."""
    own = numbers(v, page_texts)
    out = []
    for text, heads in zip(page_texts, headings(page_texts)):
        keep = []
        for line, heading in zip(text.splitlines(), heads):
            named = cars(heading)
            if len(named) == 1 and _is(v, next(iter(named))) or not named and _number(heading) in own:
                keep.append(line)
        out.append("\n".join(keep))
    return out
