"""A page whose reading is mostly non-words is flagged in `docq docs`: a mirrored photo (a
front camera's selfie of a receipt, which no quarter turn fixes) read by real Tesseract
through the real daemon, beside the same receipt upright, which is not flagged."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageOps

from docq.answer import compose
from docq.answer.library import Doc
from docq.records import Box, Citation, Sidecar, Word
from docq.review import reasons as R
from docq.workers import legibility

RECEIPT = Path(__file__).parent / "data" / "review" / "sroie-023.jpg"


def _words(texts: list[str], conf: float = 95.0) -> list[Word]:
    return [Word(t, Box(0, 0, 10, 10), conf, "tesseract") for t in texts]


def test_words_and_numbers_are_plausible_and_fragments_are_not():
    page = ("ADT SECURITY SERVICES Statement date February 1, 2012 PREVIOUS BALANCE 241.99 "
            "PAYMENT RECEIVED CR AMOUNT DUE $42.99 Account 4-71007 Wages, tips 12/31/2024").split()
    assert legibility.nonword_share(_words(page)) == 0.0
    junk = "iF |l snd Sws: ~ — =a Ki ; iy | ,_ } YAMOITAT2 dM3H WA2H4a RODMAII2".split()
    assert legibility.nonword_share(_words(junk)) > 0.8
    assert legibility.nonword_share(_words(page, conf=30.0)) == 1.0     # the reader's own doubt
    assert legibility.nonword_share(_words(page[:5])) is None           # too little to tell


@pytest.mark.e2e
def test_docs_flags_a_page_read_as_garbage(daemon, tmp_path):
    mirrored = tmp_path / "receipt-selfie.png"
    ImageOps.mirror(Image.open(RECEIPT)).save(mirrored)
    daemon.drop(mirrored)
    daemon.drop(RECEIPT, "receipt.jpg")
    daemon.wait_for(lambda: daemon.store().one(
        "SELECT count(*) FROM documents WHERE state IN ('ready','failed')")[0] == 2,
        timeout=240, what="both receipts read")
    docs = {d["name"]: d for d in daemon.json("docs")}
    assert docs["receipt.jpg"]["warnings"] == []
    [warning] = docs["receipt-selfie.png"]["warnings"]
    assert "page 1 could not be read: it reads as mostly non-words" in warning
    text = daemon.run("docs").stdout
    assert f"! {warning}" in text and text.count("mostly non-words") == 1


@pytest.mark.e2e
def test_ask_says_a_page_could_not_be_read(daemon, tmp_path):
    """The receipt asked about is the unreadable one: the answer says a page could not be read
    and names it, not merely that no such receipt is held."""
    mirrored = tmp_path / "receipt-selfie.png"
    ImageOps.mirror(Image.open(RECEIPT)).save(mirrored)
    daemon.drop(mirrored)
    daemon.wait_idle(240)
    a = daemon.request("ask", question="What was the total on my receipt from Teo Heng Stationery & Books "
                                       "on 17 January 2018?", channel="cli", timeout=120)
    assert a["status"] == "declined"
    assert "could not read 1 page (receipt-selfie.png page 1)" in a["text"], a["text"]


def test_a_decline_about_an_unreadable_page_says_so_not_that_the_figure_is_unprinted():
    doc = Doc(1, "receipt-selfie.png", None, Sidecar(doc_type="receipt"))
    said = compose.declined("What was the total on my receipt?", "I found your receipt but could not "
                            "read its total reliably enough to state it (the figure is not printed "
                            "literally in the cited document).", R.NOT_LITERAL, [Citation(doc.name, 1)])
    a = compose.unread(said, [(doc, 1, legibility.unreadable(0.91))])
    assert a.status == "declined" and a.reasons == [R.PAGE_UNREAD]
    assert a.text.startswith("I found receipt-selfie.png but could not read its page 1: it reads as "
                             "mostly non-words (91%)"), a.text
    assert "literally" not in a.text
    assert compose.unread(said, []) is said
    which = compose.declined(said.question, "I have a receipt from two shops; which one do you mean?", "ambiguous")
    assert compose.unread(which, [(doc, 1, legibility.unreadable(0.91))]) is which       # nothing was not found


def test_a_pdfs_own_text_layer_is_never_a_page_read_sideways():
    from docq.records import Box, Word
    from docq.workers import legibility
    # a return's codes and line numbers, as its own text layer prints them
    codes = ["8b", "11a", "G", "u", "12b", "4a", "Sch", "8812", "1040", "25c", "u", "G", "7b"] * 3
    layer = [Word(t, Box(0, 0, 10, 10), 100.0, "text") for t in codes]
    read = [Word(t, Box(0, 0, 10, 10), 95.0, "tesseract") for t in codes]
    assert legibility.nonword_share(layer) is None
    assert legibility.garbled(legibility.nonword_share(read))


def _head_to_tail(tmp_path: Path) -> Path:
    """Two copies of the receipt on one page, the second upside down (two slips photographed
    head to tail): RapidOCR turns each line itself, so the page reads as sensible words either
    way up, while its classifier finds a third of the lines upside down whichever way it is
    turned. A third of the size keeps the reading quick."""
    slip = Image.open(RECEIPT).convert("RGB")
    slip = slip.crop((0, 0, slip.width, slip.height * 78 // 100))      # the slip, not the bed
    slip = slip.resize((slip.width // 3, slip.height // 3))
    page = Image.new("RGB", (slip.width, 2 * slip.height), "white")
    page.paste(slip, (0, 0))
    page.paste(slip.rotate(180), (0, slip.height))
    page.save(tmp_path / "two-slips.jpg", quality=92)
    return tmp_path / "two-slips.jpg"


@pytest.mark.e2e
def test_a_page_still_turned_after_every_turn_is_flagged_though_it_reads_as_words(daemon, tmp_path):
    daemon.drop(_head_to_tail(tmp_path))
    daemon.wait_idle(240)
    [doc] = daemon.json("docs")
    assert doc["state"] == "ready"
    [warning] = doc["warnings"]
    assert warning.startswith("page 1 could not be read: it still reads as turned"), warning
    page = daemon.store().one("SELECT nonwords, rotation FROM pages WHERE page = 1")
    assert not legibility.garbled(page["nonwords"]) and page["rotation"] == 0   # sensible words
    assert f"! {warning}" in daemon.run("docs").stdout

    a = daemon.request("ask", question="What was the total on my receipt from Mitcheldean Garage?",
                       channel="cli", timeout=120)
    assert a["status"] == "declined"
    assert "could not read 1 page (two-slips.jpg page 1)" in a["text"], a["text"]
