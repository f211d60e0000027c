"""reread: a figure's pixels read again by the second reader before it is stated."""
from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from docq.records import Box
from docq.workers.read import read_document
from docq.workers.reread import DPI, agrees, crop, decides_for, reading, reread, second_reader, verdict
from docq.workers.rows import build_layout
from evals.scanner import to_image_pdf
from rowscans import scan

SROIE = Path(os.environ.get("DOCQ_SROIE_DIR", Path(__file__).resolve().parents[2] / "shared" / "corpora" / "sroie-dev"))
RAPID = SimpleNamespace(reread_engine="rapidocr")
TESS = SimpleNamespace(reread_engine="tesseract")


@pytest.mark.parametrize("text, expected, ok", [
    ("42.99", "42.99", True), ("$42.99", "42.99", True), ("241.99 CR", "-241.99", True),
    ("241.99", "241.99 CR", True), ("42.90", "42.99", False), ("27. 7.55", "7.55", False),
    ("~27.55", "7.55", False), ("41 102.40", "102.40", False), ("", "42.99", False),
    ("42.99 42.99", "42.99", False)])
def test_agreement_is_one_amount_and_no_other_digit(text, expected, ok):
    assert agrees(text, expected) is ok


@pytest.mark.parametrize("text, figure", [
    ("RM 85. 54", "85.54"), ("68 .00", "68.00"), ("\\ 85.10", "85.10"), ("RM85.54", "85.54"),
    ("“5.70", None), ("'12.00", None), ("12.0U", None), ("4 .00 4.00", None),
    ("85.54 CR", "85.54"), ("\u2611$95.76", "95.76"), ("\u2611-95.76", None),
    # the point taken for another mark is the point; a point not read at all is no reading
    ("52-00", "52.00"), ("45\u00b700", "45.00"), ("4500", None), ("16000", None), ("600", None),
    ("RM52-00", None), ("45 00", None), ("-00", None), ("4500.", None),
    # the full-width forms PP-OCRv5 writes
    ("\uff0819.80\uff09", "19.80"), ("\uff14\uff15.\uff10\uff10", "45.00")])
def test_a_clean_reading_is_one_figure_with_nothing_touching_its_first_digit(text, figure):
    # a space set either side of the decimal point is the reader's, not a word space; a mark
    # against the first digit is a digit the reader could not make out
    assert reading(text) == figure


def test_a_unit_glued_on_after_the_figure_is_set_aside():
    assert agrees("$20,000/year.", "$20,000") and agrees("$66.92/month", "66.92")
    assert not agrees("$20,000/12", "$20,000") and not agrees("$20,000/year", "$2,000")


@pytest.mark.parametrize("text, expected", [("7-55", "27.55"), ("45-00", "4.50"), ("27-55", "7.55")])
def test_a_point_read_as_a_mark_agrees_only_digit_for_digit(text, expected):
    assert not agrees(text, expected)


@pytest.mark.parametrize("looks, expected, ok", [
    (["", "42.00", "12.00"], "12.00", False),           # a clean 42.00 holds 12.00 ...
    (["", "42.00", "12.00"], "42.00", True),            # ... whatever a later look reads
    (["garbled", "", "\u201c5.70", "75.70"], "75.70", True),   # unclean looks are no evidence
    (["garbled", "", "\u201c5.70", "75.70"], "5.70", False),
    (["", "", ""], "12.00", False),                     # nothing read: no proof
])
def test_the_first_clean_look_decides_whatever_figure_is_expected(looks, expected, ok):
    assert decides_for(looks, expected) is ok


@pytest.fixture(scope="module")
def adt(tmp_path_factory):
    img, _ = scan("adt-bill")
    path = to_image_pdf([img], tmp_path_factory.mktemp("adt") / "adt.pdf")
    (page,) = read_document(path, None)
    pairs = {p.label: p for p in build_layout(page).pairs}
    return path, page, pairs


def others(page, pair):
    return [w.box for i, w in enumerate(page.words) if i not in pair.words]


@pytest.mark.slow
@pytest.mark.parametrize("cfg", [RAPID, TESS], ids=["rapidocr", "tesseract"])
def test_reread_agrees_with_the_true_figure_only(adt, cfg):
    path, page, pairs = adt
    ending = pairs["ENDING BALANCE"]
    r = reread(path, 1, ending.value_box, "42.99", cfg, others=others(page, ending))
    assert r.agrees and r.engine == cfg.reread_engine and "42.99" in r.text
    # The seed's failure, asserted against these pixels: they do not say 241.99.
    assert not reread(path, 1, ending.value_box, "241.99", cfg).agrees
    cr = pairs["PAYMENT RECEIVED - THANK YOU"]
    assert reread(path, 1, cr.value_box, cr.value, cfg, others=others(page, cr)).agrees


@pytest.mark.slow
def test_reread_catches_a_dropped_digit_on_a_real_receipt():
    # SROIE 023: Tesseract reads the bold total "27.55" as "7.55"; the crop shows the "2".
    path = SROIE / "023.jpg"
    (page,) = read_document(path, None)
    total = next(p for p in build_layout(page).pairs if p.label == "TOTAL")
    assert total.value == "7.55"
    r = reread(path, 1, total.value_box, total.value, RAPID, others=others(page, total))
    assert not r.agrees and "27.55" in r.text


@pytest.mark.slow
def test_reread_follows_the_turn_read_applied(tmp_path):
    img, _ = scan("adt-bill")
    path = tmp_path / "upside-down.png"
    img.rotate(180).save(path, dpi=(300, 300))
    (page,) = read_document(path, None)
    ending = next(p for p in build_layout(page).pairs if p.label == "ENDING BALANCE")
    assert page.rotation == 180
    assert reread(path, 1, ending.value_box, "42.99", TESS, rotation=page.rotation).agrees
    assert reread(path, 1, ending.value_box, "42.99", TESS).agrees   # recorded by read


def test_box_outside_the_page_reads_nothing(adt):
    path, _, _ = adt
    assert not reread(path, 1, Box(0, 0, 1, 1), "42.99", TESS).agrees


@pytest.fixture(scope="module")
def tight(tmp_path_factory):
    """A label a single space before its figure, and a figure alone (generated here)."""
    from PIL import Image, ImageDraw, ImageFont
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 42)
    im = Image.new("L", (1200, 300), 255)
    draw = ImageDraw.Draw(im)
    draw.text((100, 100), "TOTAL 52.08", font=font, fill=0)
    draw.text((100, 180), "27.55", font=font, fill=0)
    path = tmp_path_factory.mktemp("tight") / "tight.png"
    im.save(path, dpi=(300, 300))
    (page,) = read_document(path, None)
    return path, {w.text: w.box for w in page.words}


@pytest.mark.slow
@pytest.mark.parametrize("cfg", [RAPID, TESS], ids=["rapidocr", "tesseract"])
def test_without_the_page_words_a_label_one_space_away_is_cut_off(tight, cfg):
    path, boxes = tight
    r = reread(path, 1, boxes["52.08"], "52.08", cfg)
    assert r.agrees, r.text


@pytest.mark.slow
def test_without_the_page_words_a_dropped_digit_still_disagrees(tight):
    path, boxes = tight
    b = boxes["27.55"]
    lost_first_digit = Box(b.x0 + b.width / 5, b.y0, b.x1, b.y1)
    r = reread(path, 1, lost_first_digit, "7.55", RAPID)
    assert not r.agrees and "27.55" in r.text


@pytest.mark.slow
def test_a_figure_rapidocr_read_is_re_read_by_another_model():
    # SROIE 023 read by RapidOCR: its own second look at the crop would be one reader asked
    # twice, so the configured second reader (RapidOCR) gives way to the PP-OCRv5 recogniser.
    path = SROIE / "023.jpg"
    (page,) = read_document(path, SimpleNamespace(ocr_engine="rapidocr"))
    total = next(p for p in build_layout(page).pairs if p.label.upper().startswith("TOTAL") and p.value == "27.55")
    read_by = frozenset(page.words[i].engine for i in total.words)
    assert read_by == {"rapidocr"}
    r = reread(path, 1, total.value_box, total.value, RAPID, others=others(page, total), read_by=read_by)
    assert r.engine == "ppocrv5" and r.agrees
    assert reread(path, 1, total.value_box, total.value, RAPID, others=others(page, total)).engine == "rapidocr"


@pytest.mark.parametrize("configured, read_by, second", [
    ("rapidocr", {"rapidocr"}, "ppocrv5"), ("rapidocr", {"tesseract"}, "rapidocr"),
    ("tesseract", {"tesseract"}, "rapidocr"), ("ppocrv5", {"ppocrv5"}, "rapidocr"),
    ("tesseract", {"rapidocr"}, "tesseract"), ("rapidocr", set(), "rapidocr")])
def test_the_second_reader_is_never_the_one_that_read_the_figure(configured, read_by, second):
    assert second_reader(SimpleNamespace(reread_engine=configured), frozenset(read_by)) == second


@pytest.mark.slow
def test_the_other_model_does_not_read_a_figure_whose_first_digit_was_dropped(tight):
    # a first reading that dropped the "2" of 27.55: the recogniser's crop reaches a height
    # either side, so the "2" is in it and the shortened figure is not confirmed
    path, boxes = tight
    b = boxes["27.55"]
    lost_first_digit = Box(b.x0 + b.width / 5, b.y0, b.x1, b.y1)
    r = reread(path, 1, lost_first_digit, "7.55", RAPID, read_by=frozenset({"rapidocr"}))
    assert r.engine.startswith("ppocrv5") and not r.agrees and "27.55" in r.text
    assert reread(path, 1, b, "27.55", RAPID, read_by=frozenset({"rapidocr"})).agrees


@pytest.mark.slow
@pytest.mark.parametrize("stem, total", [("077", "23.25"), ("419", "247.55")])
def test_the_other_model_proves_a_figure_rapidocr_read_on_a_real_receipt(stem, total):
    # RapidOCR's boxes stand taller than the figure's ink: a crop cut half a height above and
    # below held the line beside it (23.25 under its -0.01 rounding line); the recogniser's
    # crop is cut close, so it reads the figure's line alone.
    path = SROIE / f"{stem}.jpg"
    (page,) = read_document(path, SimpleNamespace(ocr_engine="rapidocr"))
    pair = next(p for p in build_layout(page).pairs if p.value == total)
    r = reread(path, 1, pair.value_box, total, RAPID, others=others(page, pair), read_by=frozenset({"rapidocr"}))
    assert r.engine == "ppocrv5" and r.agrees, r.text


def test_a_box_s_rule_read_into_the_figure_is_no_part_of_it():
    assert agrees("$145.30", "$ 145.30|")
    assert not agrees("$145.30", "$ 145.80|")


def test_a_form_box_s_rule_bounds_the_figure_s_crop():
    """A 1098's box 5 prints its figure against the box's right rule, and the next column's
    text just past it: a reader took the rule and the letter for a last digit ("$1,146.005").
    What lies past a rule running down beyond the figure's line is another box's; a digit
    beside the figure with no rule between them stays in the crop."""
    k = DPI / 72
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 38)
    im = Image.new("L", (1400, 400), 255)
    draw = ImageDraw.Draw(im)
    draw.text((700, 150), "1,146.00", font=font, fill=0)
    draw.text((640, 150), "2", font=font, fill=0)          # a digit the first reading dropped
    draw.line((905, 60, 905, 330), fill=0, width=3)          # the box's right rule
    draw.text((925, 150), "to", font=font, fill=0)           # the next box's small print
    figure = Box(700 / k, 155 / k, 880 / k, 190 / k)
    out = crop(im, figure, others=[], ruled=True)
    x0 = int(figure.x0 * k - 2 * figure.height * k)
    ink = [x0 + i for i, v in enumerate((np.asarray(out) < 128).any(axis=0)) if v]
    assert min(ink) < 700 and any(700 <= x <= 880 for x in ink), ink     # the dropped digit and the figure
    assert max(ink) < 905, ink                                             # nothing from the rule on


def test_the_crop_cut_at_the_rules_decides_only_when_the_crop_as_cut_reads_nothing_clean():
    assert verdict("rapidocr", ["$1,146.005", "$1,146.00"], "$ 1,146.00").agrees
    assert not verdict("rapidocr", ["$1,146.005", "$1,148.00"], "$ 1,146.00").agrees
    assert not verdict("rapidocr", ["1,003.15", "1,003.75"], "1,003.75").agrees     # the first clean reading decides
    assert verdict("rapidocr", ["$15,000"], "$15,000").agrees


def test_a_figure_cut_before_its_point_is_expected_as_one_figure():
    # TGIF's "166" ".10": the evidence's words joined are "166 .10"; the pixels read "166.10"
    assert agrees("166.10", "166 .10") and agrees("166 .10", "166 .10")
    assert not agrees("166.10", "16 .10")


def test_the_next_line_s_figure_reaching_into_the_figure_s_box_is_painted_out():
    """A text layer's word boxes are as tall as the font's ascent and descent, so one line's
    box reaches into the next's: a billing summary's "$125.00" over "$125.00" was read
    "$125.0000" while the lower figure, its box overlapping, stayed in the crop's margin."""
    k = DPI / 72
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 46)
    im = Image.new("L", (1400, 400), 255)
    draw = ImageDraw.Draw(im)
    draw.text((600, 100), "$125.00", font=font, fill=0)
    draw.text((600, 150), "$125.00", font=font, fill=0)
    figure, below = Box(600 / k, 92 / k, 800 / k, 155 / k), Box(600 / k, 142 / k, 800 / k, 205 / k)
    y0 = int(figure.y0 * k - 0.5 * figure.height * k)

    def inked(out) -> list[int]:
        return [y0 + i for i, v in enumerate((np.asarray(out) < 128).any(axis=1)) if v]
    ink = inked(crop(im, figure, others=[below], tall=True))
    assert ink and min(ink) < 130 and max(ink) <= 155 + 1, (min(ink), max(ink))
    # a recogniser's boxes hug their ink: one reaching into the figure's is the figure's own
    # line, tilted, and nothing of it is painted out
    assert max(inked(crop(im, figure, others=[below]))) > 160
