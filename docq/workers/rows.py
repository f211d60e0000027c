"""rows: a page's word boxes → rows of cells, label/value pairs and layout text.
(Minimal placeholder: one row per text line; the box-based rebuild replaces this.)"""
from __future__ import annotations

from docq.records import Cell, Page, PageLayout, Row


def build_layout(page: Page) -> PageLayout:
    rows: list[Row] = []
    for i, w in enumerate(sorted(page.words, key=lambda w: (round(w.box.cy / 4), w.box.x0))):
        if rows and abs(rows[-1].box.cy - w.box.cy) < w.box.height / 2:
            rows[-1].cells.append(Cell(w.text, w.box, [i]))
            rows[-1].box = rows[-1].box.union(w.box)
        else:
            rows.append(Row([Cell(w.text, w.box, [i])], w.box))
    text = "\n".join(" ".join(c.text for c in r.cells) for r in rows)
    return PageLayout(page.number, rows, [], text)
