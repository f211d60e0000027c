"""A receipt photographed askew is read again turned upright by its tilt.

RapidOCR's line boxes slant across a receipt photographed 12 degrees askew and cut each
other's characters off ("01/05/2015 05:41 PM" read "01/0/0 0:0"), and rows, which straighten
lines by at most orient.MAX_SKEW, paired each label with the next line's figure ("TOTAL |
$3.36", the tax; "CASH | $59.30", the total). The page is now read turned by its tilt, keeps
that turn, and its pixels are cropped as its words lie.
"""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from docq import config
from docq.records import Box, Word
from docq.workers import orient, read
from docq.workers.render import page_image
from docq.workers.rows import build_layout

WILD = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "wildreceipt-dev"
TARGET = WILD / "44abca3ec7d13b4f47a9c1858aefb2d1716867a6.jpeg"


def _tilted(degrees: float) -> list[Word]:
    """A receipt's words on lines falling `degrees` to the right."""
    t = math.tan(math.radians(degrees))
    words = []
    for line, text in enumerate(["TARGET LEXINGTON", "01/05/2015 05:41 PM", "ME TANK TOP T $5.00",
                                 "SUBTOTAL $55.94", "TOTAL $59.30", "CASH PAYMENT $60.00", "CHANGE DUE $0.70"]):
        for i, w in enumerate(text.split()):
            x = 20 + 45 * i
            y = 40 + 14 * line + t * x
            words.append(Word(w, Box(x, y, x + 40, y + 10), 95.0, "rapidocr"))
    return words


class Turned:
    """An engine that reads the words of an upright page whatever it is shown, and notes the
    turns it was asked to read at."""
    name = "rapidocr"

    def __init__(self):
        self.turns = []

    def read_turns(self, image, dpi):
        return _tilted(0.0), 0.0


def test_a_photo_tilted_past_what_rows_straighten_is_read_again_turned_upright(tmp_path, monkeypatch):
    eng = Turned()
    monkeypatch.setattr(read, "_read_turned", lambda f, dpi, e, rotation: (eng.turns.append(rotation), e.read_turns(f, dpi))[1])
    rotation, words = read._straighten(tmp_path / "page.png", 300, eng, _tilted(12.0))
    assert eng.turns == [rotation] and rotation == pytest.approx(-12.0, abs=1.0)
    assert words == _tilted(0.0)
    # a page tilted no further than rows straighten is not read again
    assert read._straighten(tmp_path / "page.png", 300, eng, _tilted(2.0)) == (0, _tilted(2.0))
    assert eng.turns == [rotation]


@pytest.mark.slow
def test_a_receipt_photographed_askew_reads_its_date_and_pairs_its_total(tmp_path):
    page = read.ocr_page(TARGET, 1, config.load(tmp_path))      # the photo reader, as docq reads images
    assert page.rotation == pytest.approx(-12.3, abs=1.0) and abs(page.skew) < orient.MAX_SKEW
    assert "01/05/2015" in [w.text for w in page.words]
    pairs = {p.label: p.value for p in build_layout(page).pairs}
    assert pairs.get("TOTAL") == "$59.30" and pairs.get("CHANGE DUE") == "$0.70", pairs
    im = page_image(TARGET, 1, 300, page.rotation)
    assert im.size == pytest.approx((page.width * 300 / 72, page.height * 300 / 72), abs=2)
