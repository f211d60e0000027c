"""Columns: what a table's header says the figures under it are, from the closed sets of
qualifiers a figure is told apart by (meaning/qualifiers.py): a declarations table's "Limits of
Liability | Applicable Deductible(s) | Premium", a pay stub's "Current | YTD", an income
report's "2022 | 2021 | 2020" (the year each column is for) or "Base Salary | Overtime | ... |
Total" (the part of pay each is). A figure in such a table is its row's label and its
column's concept together.
"""
from __future__ import annotations

import re

from docq import money
from docq.meaning.qualifiers import BALANCE_CAPTION as _BALANCE, COLUMN as _COLUMN, COLUMN_CONCEPT as _WORD
from docq.meaning.qualifiers import PAY_PART as _PAY_PART
from docq.answer.vehicles import numbered_caption
from docq.workers.rows_cells import no_figure

# A label that is nothing but a column's concept ("Premium:")
WORDS = frozenset(_WORD)
# The concepts a policy prints one of for each coverage or each vehicle
WORDS_OF_COVERAGE = frozenset({"Limit", "Deductible", "Premium"})
# A year alone: the column of a report's several years
_YEAR = re.compile(r"^(?:19|20)\d\d$")
# The caption of a table's label column over years ("Year | Base Pay | Overtime | Total Pay")
_STUB = re.compile(r"^(?:year|years|period)$", re.I)
# A footnote's mark after a caption ("Year-To-Date *")
_MARK = re.compile(r"\s*(?:[*†‡]+|\(\d\))$")
# How far below its header, or below the last row its columns labelled, a table's rows may run
REACH = 15


# A tax form named in a caption ("Form 8949 type", "Schedule 1 line"): its number is a name, not
# a figure
_FORM_NAMED = re.compile(r"\b(?:form|schedule)\s+\d{1,4}(?:-[a-z]+)?\b", re.I)


def _digits(cell: str) -> bool:
    """Whether a caption holds a digit other than a form's name's."""
    return any(ch.isdigit() for ch in _FORM_NAMED.sub("", cell))


def _bare(cell: str) -> str:
    return _MARK.sub("", " ".join(cell.split())).strip(" :")


def concept(header: str) -> str | None:
    """The one concept a column header names, or None."""
    found = {_WORD.get(m.group("c").lower(), "Year-to-Date") for m in _COLUMN.finditer(header)}
    if found == {"Year-to-Date"} and _PERIOD_CAPTION.search(header):
        return None     # two captions run into one cell ("This Period Year-to-Date"): two columns
    if len(found) == 1:
        return found.pop()
    bare = _bare(header)
    return bare if _YEAR.match(bare) or _PAY_PART.match(bare) or _BALANCE.match(bare) else None


def run_together(header: str) -> tuple[str, str] | None:
    """The two captions of a header cell that holds a period's and the year's run together
    ("This Period Year-to-Date"), in the order printed; None for any other cell."""
    if concept(header) is not None or _PERIOD_CAPTION.search(header) is None:
        return None
    ytd = [m for m in _COLUMN.finditer(header) if _WORD.get(m.group("c").lower(), "Year-to-Date") == "Year-to-Date"]
    period = _PERIOD_CAPTION.search(header)
    if len(ytd) != 1 or not (period.end() <= ytd[0].start() or ytd[0].end() <= period.start()):
        return None
    cut = period.end() if period.end() <= ytd[0].start() else ytd[0].end()
    first, second = header[:cut].strip(), header[cut:].strip()
    return (first, second) if first and second else None


# A column of one period's figures, beside the year's ("This Period | Year-to-Date")
_PERIOD_CAPTION = re.compile(r"\b(?:this|current|last)\s+(?:period|month|statement)\b|\bcurrent\b|"
                             r"\bsince\s+last\s+statement\b", re.I)


def header_cells(cells: list[str]) -> list[str] | None:
    """A table's header (is_header), or the cells of one that ends in a figure for the whole
    table, announced by a label of the header ("Property Coverages | Limits Of Liability |
    Deductible: | $500 ALL PERILS"): the header is the cells before it, and rows align with
    those. None when the line is no header."""
    if is_header(cells):
        return cells
    words = cells[:next((i for i, c in enumerate(cells) if any(ch.isdigit() for ch in c)), len(cells))]
    if 2 <= len(words) < len(cells) and words[-1].rstrip().endswith(":") and is_header(words):
        return words
    return None


def is_header(cells: list[str]) -> bool:
    """A table's header: several short cells, one of them naming a column concept; no figures,
    unless each cell is a year (a report's "2022 | 2021 | 2020")."""
    if len(cells) < 2 or not all(len(c.split()) <= 5 for c in cells):
        return False
    if all(_YEAR.match(_bare(c)) for c in cells):
        return True
    if any(_digits(c) for c in cells if not whose(c)):
        return False
    parts = cells[1:] if _STUB.match(_bare(cells[0])) else cells
    if all(_PAY_PART.match(_bare(c)) for c in parts):
        return len(parts) >= 3          # "Base Salary | Overtime | ... | Total", under "Year" or not
    return any(concept(c) and not _PAY_PART.match(_bare(c)) for c in cells[1:])


def aligned(header: list[str], cells: list[str]) -> list[str | None] | None:
    """The header cell over each of a row's cells, by order: a header as wide as the row, or
    one cell narrower when the row's label stands in a column the header leaves uncaptioned
    ("Current Period | Year-To-Date" over "NET PAY | 5,757.70 | 40,818.25") and every other
    cell of the row is one figure, or a group's caption stands before the row's label. None
    when they do not line up."""
    if len(header) == len(cells):
        return list(header)
    if len(header) == len(cells) - 1 and not money.find_figures(cells[0]) and all(
            len(money.find_figures(c)) == 1 for c in cells[1:]):
        return [None, *header]
    if len(header) == len(cells) - 1 and cells[0].rstrip().endswith(":") and not any(
            ch.isdigit() for ch in cells[0] + cells[1]):
        # a group's caption printed before its first row ("SECTION I: | C. Personal Property |
        # $15,000 | 96.68" under "Coverages and Limits of Liability | Limit | Premium"): in no column
        return [None, *header]
    if len(cells) > len(header) and not any(money.find_figures(c) for c in cells[len(header):]):
        return [*header, *([None] * (len(cells) - len(header)))]    # prose printed beside the table
    return None


def is_caption_row(cells: list[str]) -> bool:
    """A row of captions over a table's columns ("Service | Billed | Plan Paid | You Owe"):
    several short cells of words, no figure, no digit, and no entry saying a cell has no figure
    ("Comprehensive Coverage | Not Purchased | N/A | Not Purchased" is a row of the table)."""
    return len(cells) >= 3 and all(cells) and all(len(c.split()) <= 4 and not _digits(c)
                                                  and any(ch.isalpha() for ch in c) and not no_figure(c)
                                                  for c in cells)


def whose(header: str) -> bool:
    """A column captioned by whose its figures are, not what: one vehicle of a policy's
    ("Vehicle 1 | Vehicle 2"). A figure under it is what its row's own label names."""
    return numbered_caption(_bare(header))


def caption(header: str) -> str | None:
    """A column's caption as printed, when it is words ("Plan Paid")."""
    bare = _bare(header)
    return bare if bare and any(ch.isalpha() for ch in bare) else None


def is_year(cell: str) -> bool:
    return bool(_YEAR.match(_bare(cell)))


def other_concept(row: str, column: str) -> bool:
    """Whether a row's own label names another concept than its column ("Water Backup
    Deductible" in a Limits of Liability column): the row's words decide what it is. Only the
    concepts a declarations table's columns name count ("Total" is a row, not a part of pay).
    A row saying only how far its figures run ("YTD") under a caption no closed set names
    ("Gross Earnings | ... | Net Pay") is that caption's figure over that span: the pay stub's
    summary printed with its spans as rows."""
    said = {_WORD.get(m.group("c").lower(), "Year-to-Date") for m in _COLUMN.finditer(row)}
    if said == {"Year-to-Date"} and not _COLUMN.sub("", row).strip(" -:") and column and column not in WORDS:
        return False
    return len(said) == 1 and said.pop() != column


def ends_table(cells: list[str]) -> bool:
    """A section title below a table ("TOTAL PRICE FOR THE POLICY PERIOD"): one cell of three
    words or more, no figure, in capitals. The rows under it are another table's, whatever
    the header above said."""
    letters = [ch for ch in cells[0] if ch.isalpha()] if len(cells) == 1 else []
    return (len(cells[0].split()) >= 3 and not any(ch.isdigit() for ch in cells[0])
            and len(letters) >= 8 and sum(ch.isupper() for ch in letters) >= 0.8 * len(letters)) if letters else False
