"""A return's numbered lines: the entry in its amount column, with what its line says it is.

A Form 1040 prints each line as a number, a caption and an entry in the amount column, most
often in whole dollars with no sign ("7 | Adjusted gross income. If you have no adjustments
... | 7 | 74,944"; the 2019 form adds the point of its cents column: "529,351."). A bare
number is no money figure anywhere else; here the line number printed beside it, in the
cell before it, makes it the line's entry. Its label is the line's number and the caption's
own words: the caption's first sentence ("Taxable income. Subtract line 14 from line 11.")
or the figure it names ("Subtract line 10 from line 9. This is your adjusted gross income.").
Only documents whose kind prints such lines (kinds.RETURNS) are read this way.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from docq import money
from docq.answer import cellboxes
from docq.workers.kinds import RETURNS

# The line number in the cell before the entry; the form's arrow (▶, which readers give as
# "a", "G" or "u") and a ticked box ("X") may stand with it: "8b", "a 8b", "G 11", "u X 11".
_LINE_CELL = re.compile(r"^(?:[A-Za-z▶►]\s+){0,2}(?P<no>\d{1,2}(?P<sub>[a-z])?)$")
# A line whose caption and number were read as one cell: "23 Amount you owe. Subtract line 19
# from line 16 ... a 23" (the number opens the caption and stands again before the entry).
_CLOSED_LINE = re.compile(r"^(?P<no>\d{1,2}(?P<sub>[a-z])?)\s+(?P<caption>[A-Z].*?)\s+(?:[A-Za-z▶►]\s+)?(?P=no)$")
# The form's arrow or a ticked box, read as a cell of its own.
_ARROW = re.compile(r"[A-Za-z▶►]")
# A cell that opens a line: its number (and sub-letter), then its caption.
_OPENS = "^(?:{no}|{digits}\\s+{sub})\\b\\s*(?P<rest>.*)$"
# A sub-line opened by its letter alone after the line before it in the same row ("b Taxable
# amount"); an entry of the line before may lead the cell ("85249 d Taxable amount").
_SUB_OPENS = "^(?:[\\d,]+\\.?\\s+)?{sub}\\s+(?P<rest>[A-Z].*)$"
# What a caption says the line's figure is: "This is your total income", "These are your total
# payments", "This is the amount you overpaid".
_THIS_IS = re.compile(r"\b(?:this is|these are) (?:your|the) (?P<what>[^.;]+)", re.I)
_FIRST_SENTENCE = re.compile(r"^(?P<what>.+?)(?:\.(?=\s|$)|\s\((?:see|from)\b|;|$)")
# "Amount of line 20 you want refunded to you": the figure is the amount refunded; the line it
# is taken from and what the filer wanted are how the form asks, not what the figure is.
_PART_OF_LINE = re.compile(r"^amount of lines? \d+[a-z]?(?:,? (?:and|or|to|through) \d+[a-z]?)? you want (?P<what>.+)$", re.I)
# A caption that names its figure by the kinds it takes in, the first standing for them all
_KINDS_OF = re.compile(r"^(?P<first>[A-Za-z][\w ]*?)(?:, [\w ]+)+,? etc$")
# A sub-line whose caption says only which part of the line before it is meant.
_PART_OF_LINE_BEFORE = frozenset({"taxable amount"})
_ABOVE = 3          # rows above the entry's row its line's caption may be printed on


def lined(doc) -> bool:
    """Whether a document's kind prints numbered lines with whole-dollar entries."""
    return doc.sidecar.doc_type in RETURNS


@dataclass(frozen=True)
class Entry:
    page: int
    line: str           # "8b"
    label: str          # "8b Adjusted gross income"
    printed: str        # "529,351."
    value: Decimal


def entries(pages) -> list[Entry]:
    """Every numbered line's whole-dollar entry the rebuilt rows print, with its label; entries
    with cents are money figures on their own (money.find_figures) and are not repeated here."""
    out = []
    for p in pages:
        rows = [[c.strip() for c in line.split(" | ")] for line in p.text.splitlines()]
        for i, cells in enumerate(rows):
            # the row's last cell, and any before it that a line's number leads: a row may hold two
            # lines side by side ("3a Qualified dividends | 3a | 25. | b Ordinary dividends | 3b | 69.")
            for end in range(len(cells), 1, -1):
                entry = _entry(rows[:i] + [cells[:end]], i, p.page)
                if entry is not None:
                    out.append(entry)
    return out


def _entry(rows: list[list[str]], i: int, page: int) -> Entry | None:
    """The entry ending row `i` (its last cell, with its line's number in the cell before)."""
    cells = rows[i]
    value = money.bare_whole(cells[-1])
    line = _LINE_CELL.match(cells[-2])
    closed = None if line else _CLOSED_LINE.match(cells[-2])
    line = line or closed
    if value is None or line is None:
        return None
    caption = _concept(closed.group("caption")) if closed else _caption(rows, i, line.group("no"), line.group("sub"))
    return Entry(page, line.group("no"), f"{line.group('no')} {caption}", cells[-1], value) if caption else None


# A cell that opens a numbered line with its caption: "6 Balance due. Subtract line 5 from line 4."
_OPENS_CAPTION = re.compile(r"^(?P<no>\d{1,2}[a-z]?)\s+(?P<caption>[A-Z].*)$")


def wrapped_entries(pages) -> list[Entry]:
    """Every figure printed beside the wrapped words of a numbered line's caption
    (wrapped_label), with that line's label."""
    out = []
    for p in pages:
        rows = [[c.strip() for c in line.split(" | ")] for line in p.text.splitlines()]
        for above, cells in zip(rows, rows[1:]):
            for at, cell in enumerate(cells):
                figures = money.find_figures(cell)
                label = wrapped_label(above, cells, at, p.words) if len(figures) == 1 else None
                if label:
                    raw, value = figures[0]
                    out.append(Entry(p.page, label.split()[0], label, raw, value))
    return out


def wrapped_label(above: list[str], cells: list[str], at: int, words) -> str | None:
    """The label of a figure in cell `at` whose line's caption wraps onto the figure's row:
    "Address | 6 Balance due. Subtract line 5 from line 4." over "123 Happy Lane | See
    instructions | 18996.00" is line 6's entry, not the address's. Only when the cell right
    before the figure opens no line of its own and is printed under the row above's last cell,
    which is a line's number and caption with no figure: that line ends with no entry, so the
    entry beside its wrapped words is its own. `words` are the page's, to place the cells."""
    if at < 1 or not above or money.find_figures(above[-1]):
        return None
    wrap = cells[at - 1]
    if _OPENS_CAPTION.match(wrap) or money.find_figures(wrap) or money.bare_whole(wrap) is not None:
        return None
    m = _OPENS_CAPTION.match(above[-1])
    if not m:
        return None
    over, under = cellboxes.spans(words, above), cellboxes.spans(words, cells)
    if not over or not under or not over[-1][0] <= under[at - 1][0] < over[-1][1]:
        return None
    what = _concept(m.group("caption"))
    return f"{m.group('no')} {what}" if what else None


def _caption(rows: list[list[str]], i: int, no: str, sub: str | None) -> str | None:
    """The caption of line `no`: in the entry's own row, before its number, else on a row
    just above that opens with the number."""
    digits = no[:-1] if sub else no
    opens = re.compile(_OPENS.format(no=re.escape(no), digits=re.escape(digits), sub=sub or "(?!)"))
    sub_opens = re.compile(_SUB_OPENS.format(sub=sub)) if sub else None
    cells = [c for c in rows[i][:-2] if not _ARROW.fullmatch(c)]
    for j in range(len(cells) - 1, -1, -1):
        cell = cells[j]
        if cell == no or cell.endswith(f" {no}") and j + 1 < len(cells):   # "Amount You Owe 22 | Amount you owe."
            return _concept(" ".join(_own(cells[j + 1:]))) if j + 1 < len(cells) else None
        if money.bare_whole(cell) is not None or money.find_amounts(cell):
            break                       # the entry of the line before it: no caption here
        m = opens.match(cell) or (sub_opens.match(cell) if sub_opens else None)
        if m:
            rest = " ".join([m.group("rest"), *_own(cells[j + 1:])]).strip()
            return _concept(rest, _parent(cells[:j]) if sub else None)
    for above in reversed(rows[max(0, i - _ABOVE):i]):
        for j, cell in enumerate(above):
            m = opens.match(cell)
            if m and m.group("rest"):
                return _concept(m.group("rest"))
            if cell == no and j + 1 < len(above) and re.search(r"[A-Za-z]{3}", above[j + 1]):
                return _concept(above[j + 1])
    return None


def _own(cells: list[str]) -> list[str]:
    """A caption's cells, up to one that opens with another line's entry ("2,000 b Add ...")."""
    out = []
    for cell in cells:
        if re.match(r"^[\d,]+\.?\s", cell):
            break
        out.append(cell)
    return out


def _parent(cells: list[str]) -> str | None:
    """The caption of the line a sub-line is part of, printed before it in the same row."""
    for cell in reversed(cells):
        m = re.match(r"^(?:\d{1,2}\s?[a-z]?|[a-z])\s+(?P<rest>[A-Z].*)$", cell)
        if m:
            return _concept(m.group("rest"))
    return None


def _concept(caption: str, parent: str | None = None) -> str | None:
    """What a caption says its line's figure is."""
    caption = " ".join(caption.split())
    if re.match(r"^[a-z]\s", caption):
        return None         # a sub-line's caption ("a Child tax credit") under the whole line's number
    m = _THIS_IS.search(caption) or _FIRST_SENTENCE.match(caption)
    what = m.group("what").strip(" .:,") if m else ""
    if (part := _PART_OF_LINE.match(what)):
        what = f"Amount {part.group('what')}"
    if (kinds := _KINDS_OF.match(what)):
        what = kinds.group("first")     # "Wages, salaries, tips, etc": what the line reports is wages
    if not re.search(r"[A-Za-z]{3}", what):
        return None
    if what.lower() in _PART_OF_LINE_BEFORE and parent:
        what = f"{parent} {what.lower()}"
    return what
