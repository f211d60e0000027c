"""Period columns: a label followed by several amounts, each told apart by the period its
column is for ("Interest Paid | 614.75 | 6,890.12" under "This Period | Year to Date"). Part
of rows; rows_pairs chooses among these and the other pairings."""
from __future__ import annotations

import re

from docq.workers.rows_cells import C
from docq.workers.rows_lines import Line, overlap
from docq.workers.rows_pairs import ABOVE_GAP, Found, Segs, _cells
COLUMN_REACH = 40       # a column's header may stand this many lines of its table above a row
# A footnote's mark printed after a figure or a header ("60,111.08 *", "Year-To-Date *"): it
# says where to read more, never what the figure is
_MARK = re.compile(r"^[*†‡]+$|^\(\d\)$")


def _unmarked(cells: list[C]) -> list[C]:
    return [c for c in cells if not _MARK.match(c.text.strip())]


def _bare(text: str) -> str:
    return re.sub(r"\s*(?:[*†‡]+|\(\d\))$", "", " ".join(text.split())).strip(" :")


def column_pairs(seg: list[C], li: int, lines: list[Line], segs: Segs) -> dict[int, Found]:
    """A label followed by several amounts ("Interest Paid | 0.61 | 7.32"): each amount paired
    with the label and the header of its own column ("This Period" | "Year to Date"), found
    over the table's rows. Every amount needs exactly one header cell over it, and every header
    cell over the amounts one amount under it; anything else leaves them all unpaired."""
    seg = _unmarked(seg)
    amounts = [c for c in seg if c.kind == "amount"]
    k = next((i for i, c in enumerate(seg) if c.kind == "amount"), len(seg))
    label = [c for c in seg[:k] if c.kind != "currency"]
    while label and label[0].kind != "text":
        label.pop(0)                      # a date or a reference number before the label
    if len(amounts) < 2 or seg[k:] != amounts or not label:
        return {}
    h = max(a.h for a in amounts)
    x0, x1 = amounts[0].x0 - h, amounts[-1].x1 + h
    edge = lines[li].y0
    for lj in range(li - 1, max(li - COLUMN_REACH, -1) - 1, -1):
        if edge - lines[lj].y1 > ABOVE_GAP * h:
            return {}
        span = _unmarked([c for c in _cells(lj, segs) if c.x1 > x0 and c.x0 < x1])
        edge = lines[lj].y0
        if not span or all(c.kind == "amount" for c in span):
            continue                      # a row of the same table, or a line beside it
        heads = _headers(span, amounts)
        if heads is None:
            return {}
        return {id(a): Found(label + [hc], a, "column") for a, hc in zip(amounts, heads)}
    return {}


# The columns a label's several amounts may be told apart by: the period each is for. Other
# headers are not enough: a receipt's GST summary prints "TOTAL | 26.00 | 1.56" under
# "AMOUNT | TAX" (or under "(RM) | (RM)"), and "TOTAL AMOUNT" would name the wrong figure.
_PERIOD_HEADER = re.compile(
    r"^(?:(?:this|current|billing|statement) (?:period|statement|statement period|month|cycle|quarter|year)"
    r"|current|this period|year[- ]to[- ]date|ytd|y-t-d|calendar year to date)$", re.IGNORECASE)


def _headers(span: list[C], amounts: list[C]) -> list[C] | None:
    """The one header cell over each amount, when the line over the columns names the period
    of each ("This Period | Year to Date")."""
    if any(c.kind != "text" or not _PERIOD_HEADER.match(_bare(c.text)) for c in span):
        return None
    heads = []
    for a in amounts:
        over = [c for c in span if overlap(c.x0, c.x1, a.x0, a.x1) > 0]
        if len(over) != 1 or (heads and over[0] is heads[-1]):
            return None
        heads.append(over[0])
    return heads if len(heads) == len(span) else None
