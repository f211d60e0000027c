"""RapidOCR adapter (3.x): the reader of photographed pages and image files (ocr_engine
'auto'), and the second reader of a figure's crop on pages Tesseract read. The PP-OCRv5
adapter (ocr_ppocrv5) is this class with another recogniser.

Its default detection/recognition models ship inside the wheel, so it works offline; any
other model is downloaded at first use (and fails without a network). Word boxes come from
`return_word_box=True`.
"""
from __future__ import annotations

import threading
from pathlib import Path

import numpy as np

from docq.errors import MissingDependency, OCRError
from docq.records import Box, Word
from docq.workers.ocr import px_to_pt


def _load(params: dict | None = None):
    try:
        from rapidocr import RapidOCR
    except ImportError as e:
        raise MissingDependency("rapidocr is not installed; install it with `pip install 'rapidocr>=3,<4' onnxruntime`") from e
    # It logs every model load at INFO, and sets its logger's level from this setting.
    try:
        return RapidOCR(params={"Global.log_level": "warning", **(params or {})})
    except Exception as e:   # a model file it cannot load: onnxruntime raises its own types
        raise OCRError(f"rapidocr could not load its models ({params or 'as shipped'}): {e}") from e


def to_words(output, dpi: int) -> list[Word]:
    """RapidOCR's per-line word results [(text, score, quad), ...] as Words in points."""
    out = []
    if not output.txts:
        return out      # nothing detected: its word results hold one empty placeholder
    for line in output.word_results or ():
        for text, score, quad in line:
            text = (text or "").strip()
            if not text:
                continue
            xs = [float(p[0]) for p in quad]
            ys = [float(p[1]) for p in quad]
            out.append(Word(text, Box(px_to_pt(max(min(xs), 0), dpi), px_to_pt(max(min(ys), 0), dpi),
                                      px_to_pt(max(xs), dpi), px_to_pt(max(ys), dpi)),
                            float(score) * 100, "rapidocr"))
    return out


class Rapid:
    """RapidOCR with the models its wheel ships, or (`params`) others named by path."""

    def __init__(self, name: str = "rapidocr", params: dict | None = None):
        self.name = name
        self._engine = _load(params)
        # RapidOCR sets the stages a call asks for on the object itself, then runs them: two
        # threads at once (a worker reading a page, an answer re-reading a crop) would run
        # each other's stages. Its sessions already use every core, so one call at a time.
        self._lock = threading.Lock()

    def run(self, image: Path | np.ndarray, **kw):
        src = str(image) if isinstance(image, Path) else image
        try:
            with self._lock:
                return self._engine(src, **kw)
        except Exception as e:   # onnxruntime/opencv raise assorted types; translated here
            raise OCRError(f"rapidocr could not read the image: {e}") from e

    def read(self, image: Path, dpi: int) -> list[Word]:
        return self.read_turns(image, dpi)[0]

    def read_turns(self, image: Path, dpi: int) -> tuple[list[Word], float]:
        """The page's words, and the share of its lines the classifier found upside down.

        RapidOCR turns each line its classifier calls upside down before recognising it, so
        a page photographed upside down reads as plausible, confident words whose lines run
        bottom to top and whose word boxes are mirrored within each line: nothing in the
        words says so, only the classifier's verdicts do, and those RapidOCR's call drops.
        This is its call made step by step (the same public steps) to keep them.
        """
        src = str(image)
        try:
            with self._lock:
                e = self._engine
                # Every stage named: RapidOCR keeps the stages of its last call, so a page read
                # after a crop's line_text (no detection) would otherwise be read as one line.
                e.update_params(use_det=True, use_cls=True, use_rec=True, return_word_box=True)
                original = e.load_img(src)
                img, op = e.preprocess_img(original)
                det, cls, rec, crops = e.run_ocr_steps(img, op)
                out = e.build_final_output(original, det, cls, rec, crops, op)
        except Exception as e:   # onnxruntime/opencv raise assorted types; translated here
            raise OCRError(f"rapidocr could not read the image: {e}") from e
        verdicts = cls.cls_res or []
        turned = sum(1 for label, score in verdicts if "180" in label and score > CLS_SURE)
        return to_words(out, dpi), (turned / len(verdicts) if verdicts else 0.0)

    def line_text(self, image: np.ndarray) -> str:
        """The text of a one-line crop, recognised whole (no detection pass: ~20x faster)."""
        out = self.run(image, use_det=False, use_cls=False, use_rec=True)
        return " ".join(t.strip() for t in (out.txts or ()) if t and t.strip())


# RapidOCR's own threshold (Cls.cls_thresh) for turning a line it calls upside down.
CLS_SURE = 0.9

# The detector sees the page at most 1280 px on its longer side (RapidOCR's own default: at
# least 736 px on the shorter side, which for a 2481x3508 receipt scan is its full size).
# Detection was most of a page's time; the recogniser still reads each line from the image
# itself. Over 120 real receipts every key total stayed in the words, the dates read went from
# 112 to 116, at 0.71 of the time (docs/reading.md).
DETECTOR = {"Det.limit_type": "max", "Det.limit_side_len": 1280}


def make(cfg=None) -> Rapid:
    return Rapid(params=DETECTOR)
