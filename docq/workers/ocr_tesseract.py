"""Tesseract adapter (the default engine): Debian `tesseract-ocr` through pytesseract.

Settings measured on this machine kind (DESIGN.md): OMP_THREAD_LIMIT=1 (OpenMP on 2 cores is
~6x slower), an explicit dpi (without it `--psm 3` dropped whole right-hand amount columns),
and a file path rather than an in-memory image (pytesseract re-encodes an image: +1.9 s/page).
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytesseract

from docq.errors import MissingDependency, OCRError
from docq.records import Box, Word
from docq.workers.ocr import px_to_pt

INSTALL = "install it with `sudo apt-get install tesseract-ocr` (Debian/Ubuntu)"


def _require_binary() -> None:
    if shutil.which(pytesseract.pytesseract.tesseract_cmd) is None:
        raise MissingDependency(f"the tesseract OCR program was not found; {INSTALL}")


def data(image: Path, dpi: int, psm: int = 3) -> dict:
    """pytesseract.image_to_data of the file at `image` (a path, never a PIL image)."""
    _require_binary()
    # Tesseract reads the variable at start-up; set here, the one place it is spawned.
    os.environ["OMP_THREAD_LIMIT"] = "1"
    try:
        return pytesseract.image_to_data(str(image), lang="eng", config=f"--psm {psm} --dpi {dpi}",
                                         output_type=pytesseract.Output.DICT)
    except pytesseract.TesseractNotFoundError as e:
        raise MissingDependency(f"the tesseract OCR program was not found; {INSTALL}") from e
    except pytesseract.TesseractError as e:
        raise OCRError(f"tesseract could not read {image.name}: {e.message}") from e


def to_words(d: dict, dpi: int) -> list[Word]:
    """Tesseract's word rows (level 5, non-empty text, conf >= 0) as Words in points."""
    out = []
    for i, text in enumerate(d["text"]):
        text = (text or "").strip()
        conf = float(d["conf"][i])
        if d["level"][i] != 5 or not text or conf < 0:
            continue
        x, y, w, h = (d[k][i] for k in ("left", "top", "width", "height"))
        out.append(Word(text, Box(px_to_pt(x, dpi), px_to_pt(y, dpi),
                                  px_to_pt(x + w, dpi), px_to_pt(y + h, dpi)), conf, "tesseract"))
    return out


def osd(image: Path, dpi: int) -> tuple[int, float]:
    """Tesseract's orientation guess: (degrees to turn the image clockwise, confidence)."""
    _require_binary()
    os.environ["OMP_THREAD_LIMIT"] = "1"
    try:
        r = pytesseract.image_to_osd(str(image), config=f"--psm 0 --dpi {dpi}",
                                     output_type=pytesseract.Output.DICT)
    except pytesseract.TesseractError:
        return 0, 0.0   # too little text to tell: leave the page as it is
    return int(r.get("rotate", 0)) % 360, float(r.get("orientation_conf", 0.0))


class Tesseract:
    name = "tesseract"

    def __init__(self, psm: int = 3):
        self.psm = psm

    def read(self, image: Path, dpi: int) -> list[Word]:
        return to_words(data(image, dpi, self.psm), dpi)


def make(cfg=None) -> Tesseract:
    _require_binary()
    return Tesseract()
