"""A receipt photographed upside down (no EXIF orientation to say so) is turned and read.

RapidOCR turns each line its classifier finds upside down before recognising it, so such a
photo reads as confident, plausible words, bottom line first, with word boxes mirrored within
their lines: nothing in the words looked turned, the page stayed unturned, its rows paired
nothing, and the receipt was "ready" with no money figure while `docq ask` declined.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from docq.records import Box, Word
from docq.workers import read

WILD = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "wildreceipt-dev"
GARAGE = WILD / "ecb782b38a6fa4fcc5fcbff0abad3d7008f70b2f.jpeg"
RECEIPT = Path(__file__).parent / "data" / "review" / "sroie-023.jpg"
QUESTION = "What was the total on my receipt from Mitcheldean Garage on June 13, 2015?"


@pytest.mark.slow
@pytest.mark.parametrize("turn", [180, 90])
def test_a_receipt_photographed_upside_down_is_turned_and_answered(daemon, tmp_path, turn):
    photo = tmp_path / f"garage-{turn}.jpg"
    Image.open(GARAGE).convert("RGB").rotate(turn, expand=True).save(photo, quality=92)
    daemon.drop(photo)
    daemon.wait_idle(300)
    page = daemon.store().one("SELECT rotation FROM pages WHERE page = 1")
    assert page["rotation"] == turn     # PIL turned it counter-clockwise; read turns it back
    answer = daemon.request("ask", question=QUESTION, channel="cli", timeout=120)
    # stated only once the second reader agreed on the turned page's pixels
    assert answer["status"] == "answered", answer["text"]
    assert answer["amount"] == "15.25"


class NeverRead:
    """An engine that must not be asked to read: an upright page is read once."""
    name = "rapidocr"

    def read_turns(self, image, dpi):
        raise AssertionError("an upright page was read a second time")


def test_an_upright_page_is_not_read_again(tmp_path):
    words = [Word(t, Box(20 + 60 * i, 20 + 14 * (i // 4), 70 + 60 * i, 32 + 14 * (i // 4)), 97.0, "rapidocr")
             for i, t in enumerate("Mitcheldean Garage Unleaded Total 15.25 Cash Change Thank you".split())]
    assert read._turn_if_needed(tmp_path / "page.png", 300, NeverRead(), words, 0.05) == (0, words, False)


class ReadsSideways:
    """An engine whose every reading looks like a page read sideways (words taller than wide),
    whichever way the page is turned for it: no turn helps."""
    name = "tesseract"

    def __init__(self):
        self.turns = 0

    def read_turns(self, image, dpi):
        self.turns += 1
        return _sideways(), 0.0


def _sideways() -> list[Word]:
    return [Word(t, Box(20, 20 + 60 * i, 32, 70 + 60 * i), 91.0, "tesseract")
            for i, t in enumerate("TEO HENG STATIONERY BOOKS CASH TOTAL ROUNDING CHANGE "
                                  "SUB-TOTAL RECEIPT DATE ITEM".split())]


@pytest.mark.parametrize("turn, still", [(90, True), (0, False)])
def test_a_page_the_orientation_detection_is_sure_is_turned_stays_flagged_when_no_turn_helps(
        tmp_path, turn, still):
    # real Tesseract orientation detection on the real receipt: sure of a quarter turn, or
    # sure the page is upright (then the doubtful reading is kept, unflagged, as before)
    slip = Image.open(RECEIPT).convert("RGB")
    slip = slip.crop((0, 0, slip.width, slip.height * 78 // 100))
    slip = slip.resize((slip.width // 2, slip.height // 2))
    page = tmp_path / "page.png"
    slip.rotate(turn, expand=True).save(page)
    eng, words = ReadsSideways(), _sideways()
    assert read._turn_if_needed(page, 150, eng, words, 0.0) == (0, words, still)
    assert eng.turns == (1 if still else 0)       # the detection's turn was tried, and failed
