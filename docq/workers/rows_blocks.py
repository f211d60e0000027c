"""Side-by-side blocks: where lines were cut into segments (a value followed by another
block's label), the cut positions, gathered into gutters with the vertical extent over which
they hold. A row's label and value on opposite sides of a gutter belong to different blocks
and are never paired. Part of rows."""
from __future__ import annotations

from dataclasses import dataclass

from docq.workers.rows_cells import C
from docq.workers.rows_lines import Line

SAME_X = 24.0           # cuts within this many points are one gutter
MIN_GAP = 2.0           # blocks stand at least this many line heights apart
REACH = 4.0             # a gutter holds this many line heights above and below its cuts


@dataclass
class Gutter:
    x: float            # where the right-hand block starts
    y0: float
    y1: float


def gutters(lines: list[Line], segs: list[list[list[C]]]) -> list[Gutter]:
    out: list[Gutter] = []
    for ln, line_segs in zip(lines, segs):
        for prev, seg in zip(line_segs, line_segs[1:]):
            if seg[0].x0 - prev[-1].x1 < MIN_GAP * ln.h:
                continue          # words of one phrase ("Payment 241.99 thank you"), not blocks
            x, reach = seg[0].x0, REACH * ln.h
            g = next((g for g in out if abs(g.x - x) <= SAME_X and ln.y0 - g.y1 <= reach), None)
            if g:
                g.y1 = max(g.y1, ln.y1 + reach)
            else:
                out.append(Gutter(x, ln.y0 - reach, ln.y1 + reach))
    return out


def recut(ln: Line, line_segs: list[list[C]], gs: list[Gutter]) -> list[list[C]]:
    """A line cut where a gutter found on the lines around it runs, though the value before it
    is no figure ("Prepayment Penalty | None" beside "Escrow | $412.50", "Interest Rate |
    6.125%" beside "Interest | $1,470.29"): the left block's row is a label and its value (two
    cells at least), and the right block's label starts at the gutter, blocks apart."""
    out: list[list[C]] = []
    for seg in line_segs:
        start = 0
        for k in range(2, len(seg)):
            c = seg[k]
            if (c.kind == "text" and seg[start].kind == "text" and c.x0 - seg[k - 1].x1 >= MIN_GAP * ln.h
                    and any(abs(g.x - c.x0) <= SAME_X / 2 and g.y0 <= ln.y0 and ln.y1 <= g.y1 for g in gs)
                    and k - start >= 2):
                out.append(seg[start:k])
                start = k
        out.append(seg[start:])
    return out


def across(label: C, value: C, gs: list[Gutter]) -> bool:
    """True when a gutter runs between `label` and `value` at their height."""
    cy = (value.y0 + value.y1) / 2
    return any(label.x1 < g.x <= value.x0 and g.y0 <= cy <= g.y1 for g in gs)


def block_of(x0: float, gs: list[Gutter]) -> int:
    return len({round(g.x / SAME_X) for g in gs if g.x <= x0})
