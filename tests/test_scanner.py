"""The eval renderer: deterministic bytes, image-only scans without a text layer, digital
PDFs whose text layer holds what was drawn, and scans Tesseract can still read."""
from __future__ import annotations

import hashlib
import subprocess

import pymupdf
import pytest

from evals.scanner import Item, Rule, degrade, phone_photo, render_page, to_digital_pdf, to_image_pdf, to_jpeg

ITEMS = [Item("STATEMENT OF ACCOUNT", 72, 90, 16, bold=True), Item("New Balance", 72, 200, 12),
         Item("$1,234.56", 540, 200, 12, align="right"), Rule(72, 206, 540, 206)]


def _md5(path) -> str:
    return hashlib.md5(path.read_bytes()).hexdigest()


def test_image_pdf_is_deterministic_and_has_no_text_layer(tmp_path):
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    for p in (a, b):
        to_image_pdf([degrade(render_page(ITEMS), rotate_deg=1.2, noise=0.01, blur=0.6, seed=4)], p)
    assert _md5(a) == _md5(b)
    with pymupdf.open(a) as doc:
        assert doc[0].get_text().strip() == ""
        assert len(doc[0].get_images()) == 1
        assert round(doc[0].rect.width) == 612 and round(doc[0].rect.height) == 792


def test_seeds_change_the_scan(tmp_path):
    page = render_page(ITEMS)
    one = degrade(page, noise=0.01, seed=1).tobytes()
    assert one == degrade(page, noise=0.01, seed=1).tobytes()
    assert one != degrade(page, noise=0.01, seed=2).tobytes()


def test_digital_pdf_text_layer_places_right_aligned_amounts(tmp_path):
    path = to_digital_pdf([ITEMS], tmp_path / "d.pdf")
    with pymupdf.open(path) as doc:
        words = {w[4]: w for w in doc[0].get_text("words")}
    assert "$1,234.56" in words and "Balance" in words
    assert words["$1,234.56"][2] == pytest.approx(540, abs=0.5)   # right edge at x
    assert words["Balance"][3] == pytest.approx(words["$1,234.56"][3], abs=0.5)


def test_degraded_scan_and_phone_photo_still_read(tmp_path):
    page = render_page(ITEMS)
    scan = tmp_path / "scan.png"
    degrade(page, rotate_deg=1.0, noise=0.008, blur=0.6, seed=9, jpeg_quality=70).save(scan, dpi=(300, 300))
    photo = to_jpeg(phone_photo(page, seed=3), tmp_path / "photo.jpg")
    for path in (scan, photo):
        out = subprocess.run(["tesseract", str(path), "-", "--dpi", "300"], capture_output=True,
                             text=True, env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"}).stdout
        assert "1,234.56" in out, out


def test_exif_orientation_is_written(tmp_path):
    from PIL import Image
    page = render_page(ITEMS, width=200, height=100)
    path = to_jpeg(page, tmp_path / "r.jpg", exif_orientation=6)
    with Image.open(path) as im:
        assert im.getexif()[0x0112] == 6
        assert im.size == (page.height, page.width)
