"""coverage: ink no word covers sends read back for a second look; dot leaders and a PNG's
EXIF do not cost a page its speed."""
from __future__ import annotations

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
