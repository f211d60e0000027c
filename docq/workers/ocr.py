"""The one small interface every OCR engine adapter implements, the registry that picks
an engine by name (cfg.ocr_engine / cfg.reread_engine), and the reading strategy that picks
the engine for a page when cfg.ocr_engine is "auto".

The strategy, measured on the 60 real SROIE receipts of sroie-dev (JPEG scans and photos of
thermal slips; evals/README.md has the table): with RapidOCR (the PP-OCR models its wheel
ships) the sidecar read the key's total on 52 and its date on 56, with Tesseract on 40 and 42;
RapidOCR's words hold every key total, Tesseract's 47. It costs 2-2.5 times Tesseract's time
a page (12.2 s against 4.8 s on the shared 2-core machine under load; 2.31 s against 1.19 s
quiet).
Image files (a phone photo, a receipt's scan saved as JPEG) are read with RapidOCR, its
detector seeing the page at most 1280 px on its longer side (ocr_rapidocr.DETECTOR); pages of
PDFs (the 300 dpi office scans the generated corpora are made of, where the rules were
measured on Tesseract's reading) with Tesseract. A figure's proof is another reader's
(reread.second_reader): RapidOCR re-reads a figure Tesseract read, and the PP-OCRv5
recogniser (ocr_ppocrv5, a model trained apart from the one RapidOCR ships) one RapidOCR read.
The reading choices measured for photos and thermal slips (RapidOCR's detector sizes and
thresholds, upscaling, contrast, deskew) and the second readers are in docs/reading.md.

An adapter reads one image file and returns words with boxes in PDF points (pixels taken at
`dpi`, so 1 px = 72/dpi pt). Adapters import their engine lazily, so a missing optional
engine fails with a MissingDependency that says what to install, only when it is asked for.
"""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Protocol

from docq.errors import ConfigError, MissingDependency
from docq.records import Word
from docq.workers.orient import quality

ENGINES = {
    "tesseract": "docq.workers.ocr_tesseract",
    "rapidocr": "docq.workers.ocr_rapidocr",
    "ppocrv5": "docq.workers.ocr_ppocrv5",
    "doctr": "docq.workers.ocr_doctr",
}


class OcrEngine(Protocol):
    name: str

    def read(self, image: Path, dpi: int) -> list[Word]:
        """Words on the image file at `image`, boxes in points."""
        ...


_cache: dict[tuple, OcrEngine] = {}


def engine(name: str, cfg=None) -> OcrEngine:
    """The engine called `name`; built once per process (model loading is the slow part)."""
    if name not in ENGINES:
        raise ConfigError(f"unknown OCR engine {name!r}; choose {AUTO} or one of {', '.join(ENGINES)} "
                          "(settings ocr_engine / reread_engine)")
    key = (name, getattr(cfg, "doctr_weights", "") if name == "doctr" else "")
    if key not in _cache:
        _cache[key] = importlib.import_module(ENGINES[name]).make(cfg)
    return _cache[key]


AUTO = "auto"
# which engine reads a page of each kind of file under the "auto" strategy
_STRATEGY = {"image": "rapidocr", "pdf": "tesseract"}


def engine_for(kind: str, cfg=None) -> OcrEngine:
    """The engine that reads a page of a file of `kind` ("image" or "pdf"): cfg.ocr_engine,
    or under "auto" the strategy's choice, Tesseract when that engine is not installed."""
    name = getattr(cfg, "ocr_engine", "tesseract") if cfg is not None else "tesseract"
    if name != AUTO:
        return engine(name, cfg)
    try:
        return engine(_STRATEGY.get(kind, "tesseract"), cfg)
    except MissingDependency:
        return engine("tesseract", cfg)


# A page Tesseract reads the way it reads a photo or a thermal slip, not an office scan: measured
# on real SROIE receipts wrapped as scanner PDF pages (Tesseract's mean word confidence 66-84 and
# plausible upright words 45-67% of its reading, every one under both bounds) against the
# generated 300 dpi office scans (82-96 and 64-93%; one page of 60 under both). Such a page is
# read as an image file is (RapidOCR).
STRUGGLING_CONF = 86.0
STRUGGLING_SHARE = 0.70


def struggled(words: list[Word]) -> bool:
    """Whether Tesseract's reading of a page looks like its reading of a photo or a thermal
    receipt: too few confident, plausible words."""
    if len(words) < 3:
        return False          # nearly blank, or turned: orientation handles it
    mean = sum(w.conf for w in words) / len(words)
    return mean < STRUGGLING_CONF and quality(words) < STRUGGLING_SHARE * len(words)


def second_look(kind: str, cfg=None) -> OcrEngine | None:
    """Under "auto", the engine that reads a PDF page Tesseract struggled with: the one image
    files are read with; None when another engine is configured or that one is missing."""
    if (getattr(cfg, "ocr_engine", "tesseract") if cfg is not None else "tesseract") != AUTO or kind != "pdf":
        return None
    try:
        eng = engine(_STRATEGY["image"], cfg)
    except MissingDependency:
        return None
    return eng if eng.name != _STRATEGY["pdf"] else None


def read_turns(eng: OcrEngine, image: Path, dpi: int) -> tuple[list[Word], float]:
    """The engine's words on `image`, and the share of their lines it found upside down: an
    engine whose recogniser turns such lines itself says so (RapidOCR's `read_turns`); for the
    others the words show it (orient.looks_turned), and the share is 0."""
    if hasattr(eng, "read_turns"):
        return eng.read_turns(image, dpi)
    return eng.read(image, dpi), 0.0


def px_to_pt(v: float, dpi: int) -> float:
    return v * 72.0 / dpi
