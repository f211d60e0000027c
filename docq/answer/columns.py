"""Columns: what a table's header says the figures under it are, from the closed sets of
qualifiers a figure is told apart by (wording.EXCLUSIVE): a declarations table's "Limits of
Liability | Applicable Deductible(s) | Premium", a pay stub's "Current | YTD". A figure in such
a table is its row's label and its column's concept together.
"""
from __future__ import annotations

import re

_COLUMN = re.compile(r"\b(?P<c>limits?|deductibles?|premiums?|ytd|y-t-d|year[- ]to[- ]date)\b", re.I)
_WORD = {"limit": "Limit", "limits": "Limit", "deductible": "Deductible", "deductibles": "Deductible",
         "premium": "Premium", "premiums": "Premium", "ytd": "Year-to-Date", "y-t-d": "Year-to-Date"}
# A label that is nothing but a column's concept ("Premium:")
WORDS = frozenset(_WORD)
# How far below its header a table's rows may run
REACH = 15


def concept(header: str) -> str | None:
    """The one concept a column header names, or None."""
    found = {_WORD.get(m.group("c").lower(), "Year-to-Date") for m in _COLUMN.finditer(header)}
    return found.pop() if len(found) == 1 else None


def header_cells(cells: list[str]) -> list[str] | None:
    """A table's header: several short cells without figures, one of them after the first
    naming a column concept; None when the line is no header. A header may end in a cell that
    prints a figure for the whole table ("Property Coverages | Limits Of Liability |
    Deductible: | $500 ALL PERILS"): the header is the cells before it, and rows align with those."""
    words = cells[:next((i for i, c in enumerate(cells) if any(ch.isdigit() for ch in c)), len(cells))]
    if len(words) < 2 or len(words) < len(cells) and not words[-1].rstrip().endswith(":"):
        return None      # a figure inside the line that no label of the header announces
    if all(len(c.split()) <= 5 for c in words) and any(concept(c) for c in words[1:]):
        return words
    return None


def other_concept(row: str, column: str) -> bool:
    """Whether a row's own label names another concept than its column ("Water Backup
    Deductible" in a Limits of Liability column): the row's words decide what it is."""
    said = concept(row)
    return said is not None and said != column


def ends_table(cells: list[str]) -> bool:
    """A section title below a table ("TOTAL PRICE FOR THE POLICY PERIOD"): one cell of three
    words or more, no figure, in capitals. The rows under it are another table's, whatever
    the header above said."""
    letters = [ch for ch in cells[0] if ch.isalpha()] if len(cells) == 1 else []
    return (len(cells[0].split()) >= 3 and not any(ch.isdigit() for ch in cells[0])
            and len(letters) >= 8 and sum(ch.isupper() for ch in letters) >= 0.8 * len(letters)) if letters else False
