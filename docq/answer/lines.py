"""Lines of insurance: which line (auto, homeowners, renters, pet, umbrella...) each page of a
policy document is printed under.

A policy packet often opens with a cover letter and names its line only on the declarations
page inside ("Automobile | Declarations" on page 2), and one packet may hold two lines (a
homeowners policy with a personal umbrella addendum from page 8). "My auto policy" is grounded
by the title of the section the figure is printed in, never by a word anywhere in the packet:
a homeowners packet's flood notice does not make its deductible a flood deductible.

A section title is a short heading line naming one line of insurance; a page belongs to the
section whose title is the last one at or before it. A heading naming two lines ("your home,
landlord, rental or personal automobile policy premium") is body text, not a title.
"""
from __future__ import annotations

import re

# Each line of insurance and the words a title prints for it. Homeowners, renters, tenant and
# condominium policies are one family (property) but each word stays itself when grounding a
# question's word: a renters question is not grounded by a homeowners title.
LINES: dict[str, tuple[str, ...]] = {
    "auto": ("auto", "automobile", "automobiles", "vehicle", "vehicles", "car"),
    "property": ("home", "homeowner", "homeowners", "homeowner's", "renter", "renters", "renter's",
                 "tenant", "tenants", "condo", "condominium", "landlord"),
    "pet": ("pet",),
    "umbrella": ("umbrella",),
    "flood": ("flood", "flooding"),
    "earthquake": ("earthquake",),
    "motorcycle": ("motorcycle",),
    "watercraft": ("boat", "watercraft"),
    "life": ("life",),
}
_LINE_OF = {w: line for line, words in LINES.items() for w in words}
_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
MAX_TITLE_WORDS = 6


def is_line_word(word: str) -> bool:
    """Whether a word (or its stem: "homeowner", "renter") names a line of insurance."""
    return word.lower() in _LINE_OF


def line_of(word: str) -> str | None:
    """The line of insurance a word (or its stem) names, or None."""
    return _LINE_OF.get(word.lower())


def named(line: str) -> dict[str, set[str]]:
    """{line of insurance: the words naming it} in one line of text."""
    out: dict[str, set[str]] = {}
    for w in _WORD.findall(line):
        low = w.lower().replace("’", "'")
        if low in _LINE_OF:
            out.setdefault(_LINE_OF[low], set()).add(low)
    return out


def title_words(line: str) -> set[str]:
    """The words of a section title naming one line of insurance, or none: a short heading
    line, all of whose line words are of one line."""
    if len(_WORD.findall(line)) > MAX_TITLE_WORDS:
        return set()
    found = named(line)
    return found.popitem()[1] if len(found) == 1 else set()


# A policy form's title printed alone on its line ("Homeowners Basic Policy", "Renters Policy"),
# or beside its form number in a list of the policy's forms ("Renters Protection Policy | ASI
# HOR GA 12 16"): capitals and figures, no word in lower case
_FORM_TITLE = re.compile(r"[A-Za-z][A-Za-z' ]{2,40}\bpolicy", re.IGNORECASE)
_FORM_NUMBER = re.compile(r"(?=[^a-z]*\d)[A-Z0-9][A-Z0-9 ./()-]{2,30}")
# a label saying which line of insurance the policy is ("Policy Type | Renters", "Line of
# Business: Personal Auto"): what it names is what the document is, as a title says
_TYPE_LABEL = re.compile(r"^(?:policy|coverage|insurance|product) type|^type of (?:policy|coverage|insurance)|"
                         r"^line of (?:business|insurance)|^policy form", re.IGNORECASE)


def declared(text: str) -> set[str]:
    """The words of the one line of insurance the document's type label names, or none: the
    value after the label in its own cell, or after its colon. Without a type label, the
    policy form's own title on a line by itself ("Homeowners Basic Policy") or beside its form
    number, when every such title the document prints names the same words."""
    found: set[str] = set()
    titles: set[frozenset[str]] = set()
    for line in text.splitlines():
        cells = [c.strip() for c in line.split(" | ")]
        for i, cell in enumerate(cells):
            label, colon, rest = cell.partition(":")
            if not _TYPE_LABEL.match(label.strip()):
                continue
            value = rest if colon and rest.strip() else (cells[i + 1] if i + 1 < len(cells) else "")
            found |= title_words(value)
        if (len(cells) == 1 or len(cells) == 2 and _FORM_NUMBER.fullmatch(cells[1])) and _FORM_TITLE.fullmatch(cells[0]):
            titles.add(frozenset(title_words(cells[0])))
    if not found and len(titles) == 1:
        found = set(titles.pop())
    return found if len(named(" ".join(found))) == 1 else set()


# The standard homeowners forms a property policy is written on say which kind it is, whatever
# its title calls it ("Homeowners Declaration Page" over a renters policy): HO 00 04 (HO-4)
# insures a renter's contents, HO 00 06 (HO-6) a condominium unit, HO 00 02, 03, 05 and 08 a
# house. An endorsement's number ("HO 04 14 0511") is no form: its second pair of digits tells it.
_FORM = re.compile(r"\bHO[ -]?00[ -]?0(?P<full>[234568])\b|\bHO[ -]?0?(?P<short>[234568])\b(?![ -]*\d)")
_FORM_KIND: dict[str, tuple[str, ...]] = {
    "4": ("renters", "tenant"), "6": ("condo", "condominium"),
    "2": ("homeowners",), "3": ("homeowners",), "5": ("homeowners",), "8": ("homeowners",),
}


def form_words(text: str) -> set[str]:
    """The words of the one kind of property policy the forms printed in `text` are for, or
    none when it prints none or forms of two kinds."""
    kinds = {_FORM_KIND[m.group("full") or m.group("short")] for m in _FORM.finditer(text)}
    return set(kinds.pop()) if len(kinds) == 1 else set()


def sections(headings: list[tuple[int, list[str]]]) -> dict[int, set[str]]:
    """{page: the words of its section's title} from each page's heading lines (page, lines)
    in page order; pages before the first title are in no section."""
    out: dict[int, set[str]] = {}
    current: set[str] = set()
    for page, lines in headings:
        titled = [w for above, h in zip(["", *lines], lines) if (w := title_words(h)) and not _wrapped(above, h)]
        if titled:
            current = titled[0]
        if current:
            out[page] = set(current)
    return out


def _wrapped(above: str, line: str) -> bool:
    """Whether a heading line is the end of the heading line above it, wrapped: both printed in
    capitals, the one above no title itself and not ended by a mark, and the two together naming
    two lines of insurance ("IMPORTANT INFORMATION ABOUT YOUR HOME, LANDLORD, RENTAL OR PERSONAL"
    over "AUTOMOBILE POLICY PREMIUM"): body text, as a heading naming two lines on one is."""
    return (above.isupper() and line.isupper() and not above.rstrip().endswith((".", ":", ";", "!", "?"))
            and not title_words(above) and len(named(f"{above} {line}")) > 1)
