"""checkmarks: a digital form's ticked boxes, which its text layer does not hold.

A filled-in PDF form often draws its tick as a few strokes inside the box, not as a glyph: the
text layer has the box's caption ("Married filing jointly") and nothing for the mark. A mark
is read only where the page draws a box for it: a small square outline, with a stroke of its own
inside that is not an outline (a tick or a cross has a slanted stroke). It becomes a "✓" word
at the mark, so what reads a form's boxes (forms.py) sees it as it sees a printed X.
"""
from __future__ import annotations

import pymupdf

from docq.records import Box, Word

MARK = "✓"
_BOX = (5.0, 16.0)         # a checkbox's side, in points
_SQUARE = 1.5              # how far its width and height may differ


def marks(page: pymupdf.Page, shown: pymupdf.Matrix | None = None) -> list[Word]:
    """The ticks drawn inside the page's checkboxes, as words (page points, as displayed, or
    through `shown`: unrotated points → the page as read)."""
    try:
        drawings = page.get_drawings()
    except (RuntimeError, ValueError):
        return []
    boxes = [d["rect"] for d in drawings if _is_box(d)]
    if not boxes:
        return []
    out = []
    for d in drawings:
        r = d["rect"]
        if not _is_stroke_mark(d) or not any(_inside(r, b) for b in boxes):
            continue
        if shown is not None:
            r = r * shown
        elif page.rotation:
            r = r * page.rotation_matrix
        out.append(Word(MARK, Box(r.x0, r.y0, r.x1, r.y1), 100.0, "text"))
    return out


def _is_box(d: dict) -> bool:
    r = d["rect"]
    return (len(d["items"]) == 1 and d["items"][0][0] == "re" and "s" in (d.get("type") or "")
            and _BOX[0] <= r.width <= _BOX[1] and _BOX[0] <= r.height <= _BOX[1]
            and abs(r.width - r.height) <= _SQUARE)


def _is_stroke_mark(d: dict) -> bool:
    """Strokes, at least one of them slanted: a tick or a cross, never a box or a rule."""
    if "s" not in (d.get("type") or "") or any(it[0] not in ("l", "c") for it in d["items"]):
        return False
    return any(_slanted(it[1], it[-1]) for it in d["items"])


def _slanted(a: pymupdf.Point, b: pymupdf.Point) -> bool:
    return abs(a.x - b.x) > 1.0 and abs(a.y - b.y) > 1.0


def _inside(r: pymupdf.Rect, box: pymupdf.Rect) -> bool:
    grown = pymupdf.Rect(box.x0 - 1.5, box.y0 - 1.5, box.x1 + 1.5, box.y1 + 1.5)
    return grown.contains(pymupdf.Point((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2)) and r.width <= box.width + 3
