"""captions: a date under a column caption printed on several lines of its own.

A pay stub's header prints "Period" over "End" and "Date" over "Paid", and the row under them
"07/31/2021 | 07/30/2021": no line holds a caption and its date together, and the cells of
the caption lines do not line up one for one with the row's (a wide name sits between them).
Read by the words' boxes, each date takes the words stacked straight over it, top to bottom,
as its caption ("Period End: 07/31/2021"), a line the date readers already understand.
"""
from __future__ import annotations

import re

from docq.records import Box, Page, Word
from docq.workers.dates import DATE_RE
from docq.workers.evidence import line_height, page_lines

MOST_LINES = 3          # a caption is at most this many lines deep
GAP = 1.0               # ...each within this many line heights of the one under it


def _over(a: Box, b: Box) -> bool:
    return min(a.x1, b.x1) - max(a.x0, b.x0) > 0


def _caption(lines: list[list[Word]], at: int, date: Word, h: float) -> str:
    """The words stacked over `date` (on line `at`), or "" when what is over it is a value."""
    found: list[str] = []
    top = date.box.y0
    for ws in reversed(lines[max(0, at - MOST_LINES):at]):
        if top - max(w.box.y1 for w in ws) > GAP * h:
            break
        over = [w for w in ws if _over(w.box, date.box)]
        if not over:
            break
        if any(ch.isdigit() for w in over for ch in w.text):
            return ""           # a row of values over it: it is a table's cell, not under a caption
        found[:0] = [w.text for w in over]
        top = min(w.box.y0 for w in over)
    return " ".join(found)


def captioned_dates(page: Page) -> list[str]:
    """"<caption>: <date>" for each date printed alone in its cell under a caption of its own."""
    lines = page_lines(page)
    words = [w for ws in lines for w in ws]
    h = line_height(words) if words else 10.0
    out = []
    for at, ws in enumerate(lines):
        for w in ws:
            if DATE_RE.fullmatch(w.text.strip()):
                caption = _caption(lines, at, w, h)
                if re.search(r"[A-Za-z]{2}", caption):
                    out.append(f"{caption}: {w.text.strip()}")
    return out
