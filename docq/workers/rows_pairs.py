"""Label→value pairs from rebuilt lines. Part of rows.

Two ways a value is paired, both conservative: where alignment is ambiguous the value is
left unpaired (an unpaired value costs an answer; a wrong pairing costs money).
- row: a segment holding one amount, last, with a label just before it, level with it.
- box-above: a form box (W-2, 1099): an amount under a label that starts at or left of it,
  with the next label on that line starting right of it, no other value under that label
  (else it is a column header) and no other text or amount inside the box.
When a value has both, the box wins only if the row's label is itself the content of a box
(it sits under a label too, as a name or TIN does on a 1099); otherwise it stays unpaired.
"""
from __future__ import annotations

from dataclasses import dataclass

from docq.workers.rows_cells import C, value_like
from docq.workers.rows_lines import Line, overlap

ROW_OVERLAP = 0.5       # label and value must share this much of their height
FAR = 8.0               # a value further right of its label than this many heights may not be its
LABEL_GAP = 3.0         # label cells further apart than this many heights are different labels
ABOVE_GAP = 3.0         # a box label sits at most this many value heights above the value
ABOVE_REACH = 30.0      # ... and its right end at most this many heights left of the value

Segs = list[list[list[C]]]


@dataclass
class Found:
    label: list[C]          # label cells (several lines for a wrapped box label)
    value: C
    how: str                # "row" | "leader" | "box-above"

    @property
    def label_text(self) -> str:
        return " ".join(c.text for c in self.label).strip().rstrip(":").strip()


def pairs_in(seg: list[C], li: int, lines: list[Line], segs: Segs) -> list[Found]:
    """The pairs whose values are in segment `seg` of line `li`."""
    out = []
    row = row_pair(seg)
    for c in seg:
        if c.kind != "amount":
            continue
        above = box_above(c, li, lines, segs)
        mine = row if row is not None and row.value is c else None
        if mine and above:
            if _in_a_box(mine.label[0], li, lines, segs):
                out.append(above)
        elif mine or above:
            out.append(mine or above)
    return out


def row_pair(seg: list[C]) -> Found | None:
    amounts = [i for i, c in enumerate(seg) if c.kind == "amount"]
    if len(amounts) != 1 or amounts[0] != len(seg) - 1:
        return None
    value = seg[-1]
    label: list[C] = []
    for c in reversed(seg[:-1]):
        if label and label[0].x0 - c.x1 > LABEL_GAP * max(c.h, label[0].h):
            break
        label.insert(0, c)
    while label and label[0].kind != "text":
        label.pop(0)
    if not label or label[-1].kind not in ("text", "other"):
        return None
    last = label[-1]
    if overlap(last.y0, last.y1, value.y0, value.y1) < ROW_OVERLAP:
        return None
    return Found(label, value, "leader" if value.leader_before else "row")


def lonely(f: Found, li: int, lines: list[Line], segs: Segs) -> bool:
    """True when a row's label is one line of a bare text block (an address) and its value
    sits far off to the right: the lines above and below start where the label starts and hold
    nothing else, so the value more likely belongs to something else (a label under it)."""
    first = f.label[0]
    if f.value.x0 - f.label[-1].x1 <= FAR * f.value.h:
        return False
    return all(_bare_neighbour(first, f.value, li, step, lines, segs) for step in (-1, 1))


def _bare_neighbour(first: C, value: C, li: int, step: int, lines: list[Line], segs: Segs) -> bool:
    lk, last_y = li + step, (lines[li].y0 if step < 0 else lines[li].y1)
    while 0 <= lk < len(lines):
        gap = last_y - lines[lk].y1 if step < 0 else lines[lk].y0 - last_y
        if gap > ABOVE_GAP * first.h:
            return False
        row = [c for c in _cells(lk, segs) if c.x1 > first.x0 - first.h and c.x0 < value.x1]
        starts = [c for c in row if abs(c.x0 - first.x0) <= first.h and c.kind == "text"]
        if starts:
            return len(row) == 1
        lk += step
    return False


def _labels_only(seg: list[C]) -> bool:
    return not any(c.kind == "amount" for c in seg)


def _cells(lj: int, segs: Segs) -> list[C]:
    return sorted((c for s in segs[lj] for c in s), key=lambda c: c.x0)


def box_above(value: C, li: int, lines: list[Line], segs: Segs) -> Found | None:
    """The form-box label above `value` (on line `li`), or None when it is not unambiguous."""
    h = value.h
    zone0 = value.x0 - ABOVE_REACH * h
    for lj in range(li - 1, -1, -1):
        ln = lines[lj]
        if value.y0 - ln.y1 > ABOVE_GAP * h:
            return None
        row = _cells(lj, segs)
        if not any(c.x1 > zone0 and c.x0 < value.x1 for c in row):
            continue
        left = [c for c in row if c.x0 <= value.x0 + 0.5 * h]
        if not left:
            return None
        label = left[-1]
        after = [c for c in row if c.x0 > label.x0]
        seg = next(s for s in segs[lj] if label in s)
        if label.kind != "text" or value_like(label.text) or not _labels_only(seg) or label.x1 < zone0:
            return None
        if after and value.x1 > after[0].x0 - 0.5 * h:
            return None
        if _crowded(value, label, li, segs) or _column_header(label, value, lj, lines, segs):
            return None
        return Found(_wrapped(label, lj, lines, segs), value, "box-above")
    return None


def _crowded(value: C, label: C, li: int, segs: Segs) -> bool:
    """Anything else in the box on the value's line (another amount, a quantity, a code, a
    row's label): a box holds one value, so the value may belong to something else."""
    for c in _cells(li, segs):
        # The previous box's value may end a hair before this box's label starts.
        if c is not value and c.x1 > label.x0 and c.x0 < value.x0:
            return True
    return False


def _column_header(label: C, value: C, lj: int, lines: list[Line], segs: Segs) -> bool:
    """True when more than one amount stands under `label` (across the span from the label's
    left to the value's right) before any text does: a table's column header ("AMOUNT"),
    not a form box's label."""
    count, last_y = 0, lines[lj].y1
    for lk in range(lj + 1, len(lines)):
        if lines[lk].y0 - last_y > ABOVE_GAP * value.h:
            break
        col = [c for c in _cells(lk, segs) if c.x1 > label.x0 and c.x0 < value.x1]
        if not col:
            continue
        if any(c.kind == "text" for c in col):
            break
        if any(c.kind == "amount" for c in col):
            count += 1
            last_y = lines[lk].y1
        if count > 1:
            return True
    return False


def _in_a_box(cell: C, li: int, lines: list[Line], segs: Segs) -> bool:
    """True when `cell` sits just under a label line over it, as a 1099's recipient name sits
    under "RECIPIENT'S name": the content of a box rather than a row's label."""
    for lj in range(li - 1, max(li - 3, -1), -1):
        if cell.y0 - lines[lj].y1 > ABOVE_GAP * cell.h:
            return False
        over = [c for c in _cells(lj, segs) if c.x0 <= cell.x0 + cell.h and c.x1 > cell.x0]
        if over:
            seg = next(s for s in segs[lj] if over[0] in s)
            return over[0].kind == "text" and _labels_only(seg)
    return False


def _wrapped(label: C, lj: int, lines: list[Line], segs: Segs) -> list[C]:
    """A box label printed over two or three lines, top line first."""
    out = [label]
    for k in range(lj - 1, max(lj - 3, -1), -1):
        top = out[0]
        if top.y0 - lines[k].y1 > 1.2 * top.h:
            break
        above = [c for s in segs[k] if _labels_only(s) for c in s
                 if c.kind == "text" and abs(c.x0 - top.x0) <= top.h]
        if len(above) != 1:
            break
        out.insert(0, above[0])
    return out
