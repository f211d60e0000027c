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
    assert read._turn_if_needed(tmp_path / "page.png", 300, NeverRead(), words, 0.05) == (0, words)
