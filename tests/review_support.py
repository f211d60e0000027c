"""Shared set-up for the review tests: a real Store in a temp dir holding one document
(a real one-page PDF with a black bar where the held figure is printed)."""
from __future__ import annotations

from pathlib import Path

import pymupdf

from docq.records import Box
from docq.review import queue, reasons
from docq.store import Store, now
from docq.workers.stored import file_sha256

# The figure's box in page points, and the page size (US letter).
FIGURE = Box(400.0, 300.0, 460.0, 314.0)
PAGE_W, PAGE_H = 612.0, 792.0


def make_pdf(path: Path, box: Box = FIGURE) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=PAGE_W, height=PAGE_H)
    page.insert_text((72, 311), "AMOUNT DUE", fontsize=11)
    page.draw_rect(pymupdf.Rect(box.x0, box.y0, box.x1, box.y1), color=(0, 0, 0), fill=(0, 0, 0))
    doc.save(path)
    doc.close()
    return path


def add_document(store: Store, path: Path, name: str | None = None) -> int:
    """The document as intake records it: identified by the sha256 of its bytes."""
    with store.tx() as c:
        cur = c.execute("INSERT INTO documents (sha256, state, kind, pages, size, created_at,"
                        " updated_at) VALUES (?, 'ready', 'pdf', 1, 1, ?, ?)",
                        (file_sha256(path), now(), now()))
        doc_id = cur.lastrowid
        c.execute("INSERT INTO names (doc_id, path, name, present, seen_at) VALUES (?,?,?,1,?)",
                  (doc_id, str(path), name or path.name, now()))
    return doc_id


def hold_one(store: Store, doc_id: int, *, value: str = "241.99", field: str = "amount_due",
             question: str = "what is the amount due on the ADT bill?", channel: str = "cli",
             inbox_path: str | None = None, codes: list[str] | None = None) -> int:
    return queue.hold(store, question=question, channel=channel, inbox_path=inbox_path,
                      field=field, value=value, doc_id=doc_id, page=1, box=FIGURE,
                      reasons=codes or [reasons.LABEL_DISAGREES], detail="row label PREVIOUS BALANCE")
