"""Label→value pairs from rebuilt lines. Part of rows.

Two ways a value is paired, both conservative: where alignment is ambiguous the value is
left unpaired (an unpaired value costs an answer; a wrong pairing costs money).
- row: a segment holding one amount, last, with a label before it, level with it.
- box-above: a form box (W-2, 1099): an amount with no label on its own line, under a label
  that starts at or left of it, with the next label on that line starting right of it, and
  nothing else in between.
"""
from __future__ import annotations

from dataclasses import dataclass

from docq.workers.rows_cells import C
from docq.workers.rows_lines import Line, overlap

ROW_OVERLAP = 0.5       # label and value must share this much of their height
ABOVE_GAP = 3.0         # a box label sits at most this many value heights above the value
ABOVE_REACH = 14.0      # ... and its right end at most this many heights left of the value
STRAY_OVERLAP = 0.15    # any text level with the value, inside the box, makes it ambiguous


@dataclass
class Found:
    label: list[C]          # label cells (several lines for a wrapped box label)
    value: C
    how: str                # "row" | "leader" | "box-above"

    @property
    def label_text(self) -> str:
        return " ".join(c.text for c in self.label).strip().rstrip(":").strip()


def row_pair(seg: list[C]) -> Found | None:
    amounts = [i for i, c in enumerate(seg) if c.kind == "amount"]
    if len(amounts) != 1 or amounts[0] != len(seg) - 1:
        return None
    texts = [i for i, c in enumerate(seg[:-1]) if c.kind == "text"]
    if not texts:
        return None
    value, last_label = seg[-1], seg[texts[-1]]
    if overlap(last_label.y0, last_label.y1, value.y0, value.y1) < ROW_OVERLAP:
        return None
    return Found(seg[texts[0]:-1], value, "leader" if value.leader_before else "row")


def _labels_only(seg: list[C]) -> bool:
    return not any(c.kind == "amount" for c in seg)


def box_above(value: C, li: int, lines: list[Line], segs: list[list[list[C]]]) -> Found | None:
    """The form-box label above `value` (on line `li`), or None when it is not unambiguous."""
    h = value.h
    zone0 = value.x0 - ABOVE_REACH * h
    for lj in range(li - 1, -1, -1):
        ln = lines[lj]
        if value.y0 - ln.y1 > ABOVE_GAP * h:
            return None
        cells = [(c, s) for s in segs[lj] for c in s if c.x1 > zone0 and c.x0 < value.x1]
        if not cells:
            continue
        row = sorted((c for s in segs[lj] for c in s), key=lambda c: c.x0)
        left = [c for c in row if c.x0 <= value.x0 + 0.5 * h]
        if not left:
            return None
        label = left[-1]
        after = [c for c in row if c.x0 > label.x0]
        seg = next(s for s in segs[lj] if label in s)
        if label.kind != "text" or not _labels_only(seg) or label.x1 < zone0:
            return None
        if after and value.x1 > after[0].x0 - 0.5 * h:
            return None
        if _crowded(value, label, li, segs):
            return None
        return Found(_wrapped(label, lj, lines, segs), value, "box-above")
    return None


def _crowded(value: C, label: C, li: int, segs: list[list[list[C]]]) -> bool:
    """Another amount sharing the box on the value's line, or text level with the value
    inside the box (the value may then belong to that text's row)."""
    for s in segs[li]:
        for c in s:
            if c is value:
                continue
            inside = c.x1 > label.x0 - value.h and c.x0 < value.x0
            if inside and (c.kind == "amount" or
                           (c.kind == "text" and overlap(c.y0, c.y1, value.y0, value.y1) >= STRAY_OVERLAP)):
                return True
    return False


def _wrapped(label: C, lj: int, lines: list[Line], segs: list[list[list[C]]]) -> list[C]:
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
