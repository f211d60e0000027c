"""Real receipt scans wrapped as scanner PDF pages: the same JPEG bytes, one image a page, the
page sized as a 300 dpi scan of it, no text layer, as a scanner or a phone's scanning app
writes them. docq must read a receipt the same whether it arrives as the image or as a PDF.

    python -m evals.wrap SRC_DIR OUT_DIR      # every SRC_DIR/*.jpg → OUT_DIR/<stem>.pdf
"""
from __future__ import annotations

import sys
from pathlib import Path

import pymupdf

DPI = 300


def wrap(image: Path, out: Path) -> Path:
    """`image` (a JPEG) as a one-page image-only PDF at `out`, its bytes embedded unchanged."""
    data = image.read_bytes()
    pix = pymupdf.Pixmap(data)
    w, h = pix.width * 72 / DPI, pix.height * 72 / DPI
    doc = pymupdf.open()
    page = doc.new_page(width=w, height=h)
    page.insert_image(page.rect, stream=data)
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(out, garbage=3, deflate=True, no_new_id=True)
    return out


def wrap_all(src: Path, out: Path) -> list[Path]:
    return [wrap(p, out / f"{p.stem}.pdf") for p in sorted(src.glob("*.jpg"))]


def questions(theirs: list[dict], corpus: str) -> list[dict]:
    """A receipt set's questions asked of its PDFs: each cites `<stem>.pdf` for `<stem>.jpg`."""
    return [{**q, "id": q["id"].replace("sroie-", f"{corpus}-", 1), "corpus": corpus,
             "citedTitles": [Path(t).with_suffix(".pdf").name for t in q["citedTitles"]]} for q in theirs]


if __name__ == "__main__":
    for p in wrap_all(Path(sys.argv[1]), Path(sys.argv[2])):
        print(p)
