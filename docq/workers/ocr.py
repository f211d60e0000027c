"""The one small interface every OCR engine adapter implements, and the registry that picks
an engine by name (cfg.ocr_engine / cfg.reread_engine).

An adapter reads one image file and returns words with boxes in PDF points (pixels taken at
`dpi`, so 1 px = 72/dpi pt). Adapters import their engine lazily, so a missing optional
engine fails with a MissingDependency that says what to install, only when it is asked for.
"""
from __future__ import annotations

import importlib
from pathlib import Path
from typing import Protocol

from docq.errors import ConfigError
from docq.records import Word

ENGINES = {
    "tesseract": "docq.workers.ocr_tesseract",
    "rapidocr": "docq.workers.ocr_rapidocr",
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
        raise ConfigError(f"unknown OCR engine {name!r}; choose one of {', '.join(ENGINES)} "
                          "(settings ocr_engine / reread_engine)")
    key = (name, getattr(cfg, "doctr_weights", "") if name == "doctr" else "")
    if key not in _cache:
        _cache[key] = importlib.import_module(ENGINES[name]).make(cfg)
    return _cache[key]


def px_to_pt(v: float, dpi: int) -> float:
    return v * 72.0 / dpi
