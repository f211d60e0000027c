"""Tesseract adapter (the default engine): Debian `tesseract-ocr`, run as a child process
tied to the daemon's life (workers/engine_proc), its TSV read from its standard output.

Settings measured on this machine kind (DESIGN.md): OMP_THREAD_LIMIT=1 (OpenMP on 2 cores is
~6x slower), an explicit dpi (without it `--psm 3` dropped whole right-hand amount columns),
and a file path rather than an in-memory image (re-encoding an image cost +1.9 s/page).
The output goes to stdout, so Tesseract writes no file of its own.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from docq.errors import MissingDependency, OCRError
from docq.records import Box, Word
from docq.workers import engine_proc
from docq.workers.ocr import px_to_pt

PROGRAM = "tesseract"
INSTALL = "install it with `sudo apt-get install tesseract-ocr` (Debian/Ubuntu)"


def _program() -> str:
    found = shutil.which(PROGRAM)
    if found is None:
        raise MissingDependency(f"the tesseract OCR program was not found; {INSTALL}")
    return found


def _run(image: Path, *args: str) -> subprocess.CompletedProcess:
    # Tesseract reads the variable at start-up; given here, the one place it is spawned.
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    try:
        return engine_proc.run([_program(), str(image), "stdout", *args], env=env)
    except FileNotFoundError as e:
        raise MissingDependency(f"the tesseract OCR program was not found; {INSTALL}") from e


def parse_tsv(text: str) -> dict:
    """Tesseract's TSV as columns (a dict of lists): text as printed, every other column a
    whole number (confidence truncated, as the figures docq was measured with had it)."""
    lines = text.rstrip("\n").split("\n")
    header = lines[0].split("\t") if lines and lines[0] else []
    cols: dict = {h: [] for h in header}
    for line in lines[1:]:
        cells = line.split("\t")
        cells += [""] * (len(header) - len(cells))      # an empty last cell may be cut off
        for h, cell in zip(header, cells):
            cols[h].append(cell if h == "text" else int(float(cell)))
    return cols


def data(image: Path, dpi: int, psm: int = 3) -> dict:
    """Tesseract's word table of the file at `image` (a path, never an in-memory image):
    columns text, conf, level, left, top, width, height."""
    r = _run(image, "-l", "eng", "-c", "tessedit_create_tsv=1", "--psm", str(psm), "--dpi", str(dpi))
    if r.returncode != 0:
        why = r.stderr.decode("utf-8", "replace").strip().splitlines()
        raise OCRError(f"tesseract could not read {image.name}: {why[-1] if why else r.returncode}")
    return parse_tsv(r.stdout.decode("utf-8", "replace"))


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
    r = _run(image, "-l", "osd", "--psm", "0", "--dpi", str(dpi))
    if r.returncode != 0:
        return 0, 0.0   # too little text to tell: leave the page as it is
    found = dict(line.split(": ", 1) for line in r.stdout.decode("utf-8", "replace").splitlines()
                 if ": " in line)
    try:
        return int(found.get("Rotate", 0)) % 360, float(found.get("Orientation confidence", 0.0))
    except ValueError:
        return 0, 0.0


class Tesseract:
    name = "tesseract"

    def __init__(self, psm: int = 3):
        self.psm = psm

    def read(self, image: Path, dpi: int) -> list[Word]:
        return to_words(data(image, dpi, self.psm), dpi)


def make(cfg=None) -> Tesseract:
    _program()
    return Tesseract()
