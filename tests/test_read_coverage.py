"""coverage: ink no word covers sends read back for a second look; dot leaders and a PNG's
EXIF do not cost a page its speed."""
from __future__ import annotations

import numpy as np
import pytest
from PIL import Image, ImageFile

from docq.records import Box, Word
from docq.workers import coverage, render
from evals.scanner import Item, render_page


def _png(img: Image.Image, path, **kw):
    img.save(path, dpi=(300, 300), **kw)
    return path


def _words_at(items):
    """Word boxes exactly over the items' text, as if the recogniser read all of it."""
    return [Word(it.text, Box(it.x - 2, it.y - it.size - 2, it.x + 6 * len(it.text) + 2, it.y + 3), 95, "t")
            for it in items]


LABEL = Item("Annual premium", 72, 200, 10)
LEADER = Item("." * 60, 160, 200, 10)
AMOUNT = Item("1,412.00", 500, 200, 10)


def _runs_by_hand(ink: np.ndarray, k: int) -> np.ndarray:
    """Each row's runs of at least k ink pixels, walked pixel by pixel."""
    out = np.zeros_like(ink)
    for r, row in enumerate(ink):
        start = None
        for j, v in enumerate([*row, False]):
            if v and start is None:
                start = j
            elif not v and start is not None:
                out[r, start:j] = j - start >= k
                start = None
    return out


@pytest.mark.parametrize("seed", range(40))
def test_ruled_lines_are_the_runs_of_at_least_rule_length(seed):
    # Random masks, dense enough for long runs, some smaller than the run length, runs
    # touching the page's edges (outside the page is no ink).
    rng = np.random.default_rng(seed)
    h, w = rng.integers(1, 70, 2)
    k = int(rng.integers(1, 40))
    ink = rng.random((h, w)) < rng.uniform(0.6, 1.0)
    assert np.array_equal(coverage._runs(ink, k, 1), _runs_by_hand(ink, k))
    assert np.array_equal(coverage._runs(ink, k, 0), _runs_by_hand(ink.T, k).T)


def test_a_dot_leader_is_not_ink_to_read_again(tmp_path):
    page = _png(render_page([LABEL, LEADER, AMOUNT], height=300), tmp_path / "p.png")
    n, _ = coverage.uncovered(coverage.ink_map(page), _words_at([LABEL, AMOUNT]), 300)
    assert n < coverage.MIN_PIXELS


def test_a_dropped_amount_is_still_found_beside_a_leader(tmp_path):
    page = _png(render_page([LABEL, LEADER, AMOUNT], height=300), tmp_path / "p.png")
    n, box = coverage.uncovered(coverage.ink_map(page), _words_at([LABEL]), 300)
    assert n >= coverage.MIN_PIXELS
    # The box to read again holds the amount (x 500 pt = 2083 px at 300 dpi).
    assert box[0] <= 2083 <= box[2]


def test_png_exif_orientation_is_read_without_decoding(tmp_path, monkeypatch):
    exif = Image.Exif()
    exif[0x0112] = 6
    turned = _png(render_page([AMOUNT], width=300, height=200), tmp_path / "t.png", exif=exif.tobytes())
    plain = _png(render_page([AMOUNT], width=300, height=200), tmp_path / "u.png")
    def no_decoding(self):
        raise AssertionError("the pixels were decoded to find the orientation")

    with Image.open(turned) as a, Image.open(plain) as b:
        monkeypatch.setattr(ImageFile.ImageFile, "load", no_decoding)
        assert (render.exif_orientation(a), render.exif_orientation(b)) == (6, 1)
        assert render.needs_transpose(a) and not render.needs_transpose(b)
