"""Turned and skewed scans: read turns them upright, estimates skew, and render gives back the
pixels the words were read from."""
from __future__ import annotations

import pytest

from docq.evals.rowcheck import Read, score
from docq.workers import orient
from docq.workers.read import read_document
from docq.workers.render import page_image
from docq.workers.rows import build_layout
from rowscans import scan
from test_rows import adt_words


@pytest.mark.parametrize("skew", [-2.0, -0.7, 0.0, 0.7, 3.0])
def test_skew_estimated_from_word_boxes(skew):
    assert orient.estimate_skew(adt_words(skew=skew)) == pytest.approx(skew, abs=0.1)


@pytest.mark.slow
@pytest.mark.parametrize("turn", [90, 180])
def test_turned_scan_is_read_upright(tmp_path, turn):
    img, truth = scan("adt-bill")
    path = tmp_path / f"turned{turn}.png"
    img.rotate(turn, expand=True).save(path, dpi=(300, 300))
    (page,) = read_document(path, None)
    assert page.rotation == turn        # PIL turned it counter-clockwise; read turns it back
    assert (page.width, page.height) == pytest.approx((612, 792), abs=1)
    got = {p.label: p.value for p in build_layout(page).pairs}
    assert got["ENDING BALANCE"] == "42.99"
    im = page_image(path, 1, 300, page.rotation)
    assert im.size == (round(page.width * 300 / 72), round(page.height * 300 / 72))


@pytest.mark.slow
def test_skewed_scan_rows_rebuilt(tmp_path):
    from evals.scanner import to_image_pdf
    img, truth = scan("statement-rotated")          # turned 0.7° counter-clockwise
    (page,) = read_document(to_image_pdf([img], tmp_path / "s.pdf"), None)
    assert page.skew == pytest.approx(-0.7, abs=0.15)
    reads = [Read(p) for p in build_layout(page).pairs]
    result = score(reads, truth, "statement")
    assert (result.right, result.wrong) == (32, [])
