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
# How far below its header a table's rows may run
REACH = 15


def concept(header: str) -> str | None:
    """The one concept a column header names, or None."""
    found = {_WORD.get(m.group("c").lower(), "Year-to-Date") for m in _COLUMN.finditer(header)}
    return found.pop() if len(found) == 1 else None


def is_header(cells: list[str]) -> bool:
    """A table's header: several short cells, no figures, one of them naming a column concept."""
    return (len(cells) >= 2 and not any(ch.isdigit() for c in cells for ch in c)
            and all(len(c.split()) <= 5 for c in cells) and any(concept(c) for c in cells[1:]))


def ends_table(cells: list[str]) -> bool:
    """A section title below a table ("TOTAL PRICE FOR THE POLICY PERIOD"): one cell of three
    words or more, no figure, in capitals. The rows under it are another table's, whatever
    the header above said."""
    letters = [ch for ch in cells[0] if ch.isalpha()] if len(cells) == 1 else []
    return (len(cells[0].split()) >= 3 and not any(ch.isdigit() for ch in cells[0])
            and len(letters) >= 8 and sum(ch.isupper() for ch in letters) >= 0.8 * len(letters)) if letters else False
