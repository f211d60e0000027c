"""read: a document file → its pages as words with boxes. (Minimal: digital text layer only;
the OCR engines replace this.)"""
from __future__ import annotations

from pathlib import Path

import fitz  # PyMuPDF

from docq.records import Box, Page, Word


def read_document(path: Path, cfg) -> list[Page]:
    """Every page of `path` with its words in page points. Raises BadInput for a file
    docq cannot read, with the reason."""
    pages = []
    with fitz.open(path) as doc:
        for i, p in enumerate(doc, start=1):
            words = [Word(w[4], Box(w[0], w[1], w[2], w[3]), 100.0, "text")
                     for w in p.get_text("words")]
            pages.append(Page(i, p.rect.width, p.rect.height, words, "text"))
    return pages
