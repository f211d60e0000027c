"""The reader is chosen by the page, not by the file's container: a receipt scanned to PDF is
read as the same receipt's image is. On main a PDF page always went to Tesseract, which read a
real receipt's total on far fewer pages than RapidOCR (37% against 68% of 120 real receipts)."""
from __future__ import annotations

from pathlib import Path

import pytest

from docq.records import Box, Word
from docq.workers import ocr, read
from evals.wrap import wrap

SROIE = Path(__file__).resolve().parent.parent.parent / "shared" / "corpora" / "sroie-dev"


def words(conf: float, text: str = "Total", n: int = 40) -> list[Word]:
    return [Word(text, Box(10 * i, 10, 10 * i + 30, 20), conf, "tesseract") for i in range(n)]


def test_an_office_scan_stays_with_tesseract_and_a_struggling_page_does_not():
    assert not ocr.struggled(words(93.0))
    assert ocr.struggled(words(70.0, "iF"))        # unsure, and not words
    assert not ocr.struggled(words(70.0))          # unsure, but plausible words: an office scan still
    assert not ocr.struggled(words(40.0, "x", 2))  # nearly blank: orientation's business


@pytest.mark.parametrize("stem", ["023", "062"])
def test_a_receipt_scanned_to_pdf_is_read_as_its_image(stem, cfg, tmp_path):
    pdf = wrap(SROIE / f"{stem}.jpg", tmp_path / f"{stem}.pdf")
    page = read.read_document(pdf, cfg)[0]
    assert page.source == "ocr:rapidocr", page.source


def test_a_configured_engine_is_never_second_guessed(cfg):
    cfg.values["ocr_engine"] = "tesseract"
    assert ocr.second_look("pdf", cfg) is None
