"""Charts: the figures a page prints as a chart's axis, which are no one's money.

A statement's chart ("Your account history") prints its axis ("$150,000", "$120,000", ...
"$0") beside the summary it illustrates; read into lines, a tick lands on a summary row
("Investment return | $8,770.20 | $90,000") and the row has two figures no column tells apart.
An axis is told by its shape, not its words: four or more whole figures in one column (their
right edges aligned), evenly spaced down the page, falling by one step each from the top to
$0. Summary figures are neither evenly stepped nor end at nothing.
"""
from __future__ import annotations

from decimal import Decimal

from docq import money
from docq.records import Word

_MIN_TICKS = 4
_ALIGN = 1.5          # points: a column's right edges
_EVEN = 0.15          # the spacing's spread, as a share of the mean spacing


def _whole(word: Word) -> Decimal | None:
    figures = money.find_figures(word.text)
    if len(figures) != 1 or figures[0][0] != word.text.strip():
        return None
    value = figures[0][1]
    return value if value == value.to_integral_value() and value >= 0 else None


def axis_ticks(words: list[Word]) -> set[str]:
    """The printed texts of the ticks of every chart axis on a page (see the module's doc)."""
    whole = [(w, v) for w in words if (v := _whole(w)) is not None]
    out: set[str] = set()
    for w0, v0 in whole:
        if v0 != 0:
            continue
        above = sorted(((w, v) for w, v in whole if abs(w.box.x1 - w0.box.x1) <= _ALIGN and w.box.cy < w0.box.cy),
                       key=lambda wv: -wv[0].box.cy)   # from $0 upwards
        if not above or above[0][1] <= 0:
            continue
        step, gap = above[0][1], w0.box.cy - above[0][0].box.cy
        column = [w0, above[0][0]]
        for w, v in above[1:]:
            # the next tick up: one step more, one spacing higher; the axis ends at the first other
            if v != step * len(column) or abs((column[-1].box.cy - w.box.cy) - gap) > _EVEN * gap:
                break
            column.append(w)
        if len(column) >= _MIN_TICKS:
            out |= {w.text.strip() for w in column}
    return out


def without_ticks(cells: list[str], ticks: set[str]) -> list[str]:
    """A line's cells less a chart's ticks printed at its end, after its own figure or words
    ("Investment return | $8,770.20 | $90,000" → "Investment return | $8,770.20")."""
    kept = list(cells)
    while len(kept) > 1 and kept[-1] in ticks:
        kept.pop()
    return kept
