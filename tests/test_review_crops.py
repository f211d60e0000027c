"""The evidence images of `docq review show`: a crop around the figure's box and the whole
page with the box drawn, from a real PDF and a real 300-dpi scan image."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from docq.records import Box
from docq.review import crops, queue
from docq.store import Store

from review_support import FIGURE, PAGE_H, PAGE_W, add_document, hold_one, make_pdf

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "docq.sqlite3")
    yield s
    s.close()


def _dark(img: Image.Image, xy) -> bool:
    return sum(img.getpixel(xy)[:3]) < 60


def _red(img: Image.Image, xy) -> bool:
    r, g, b = img.getpixel(xy)[:3]
    return r > 180 and g < 60 and b < 60


def _check_images(ev: crops.Evidence, box: Box) -> None:
    for p in (ev.crop, ev.page):
        assert p.is_file() and p.read_bytes()[:8] == PNG_MAGIC
    crop = Image.open(ev.crop).convert("RGB")
    x0, y0, x1, y1 = ev.crop_box_px
    s = crops.DPI / 72
    # the box's pixels sit where the geometry says, 54 pt of rows above and below it
    assert (x0, x1) == (int(box.x0 * s), round(box.x1 * s + 0.499))
    assert y0 == int(crops.MARGIN_Y_PT * s) and crop.height == y1 + int(crops.MARGIN_Y_PT * s)
    assert crop.width == round(PAGE_W * s)      # the whole row band, labels included
    inner = [(x, y) for x in range(x0 + 3, x1 - 3, 20) for y in range(y0 + 3, y1 - 3, 10)]
    assert inner and all(_dark(crop, xy) for xy in inner)
    assert not _dark(crop, (x0 - 30, (y0 + y1) // 2)) and not _dark(crop, (x0, y0 - 30))
    assert _red(crop, (x0 - 6, (y0 + y1) // 2)) and _red(crop, ((x0 + x1) // 2, y1 + 6))
    page = Image.open(ev.page).convert("RGB")
    ps = s * crops.PAGE_SCALE
    assert page.size == (round(PAGE_W * ps), round(PAGE_H * ps))
    assert _dark(page, (int(box.cx * ps), int(box.cy * ps)))
    assert _red(page, (int(box.x0 * ps) - 4, int(box.cy * ps)))


def test_crop_and_page_of_a_pdf_contain_the_box(store, tmp_path):
    doc = add_document(store, make_pdf(tmp_path / "bill.pdf"))
    review = queue.get(store, hold_one(store, doc))
    ev = crops.write(store, review, tmp_path / "review")
    assert ev.missing is None
    # named by the document's bytes and the item, never by its id alone (kept.py)
    assert ev.crop.name.startswith(f"{review.sha256}-{review.id}-") and ev.crop.name.endswith("-crop.png")
    assert ev.crop.parent == tmp_path / "review"
    _check_images(ev, FIGURE)


def test_crop_of_a_scanned_image_uses_300_dpi_points(store, tmp_path):
    # a "scan": a letter page at 300 dpi with a black figure at a known place in points
    s = 300 / 72
    img = Image.new("RGB", (round(PAGE_W * s), round(PAGE_H * s)), "white")
    box = Box(300.0, 500.0, 350.0, 512.0)
    img.paste((0, 0, 0), (int(box.x0 * s), int(box.y0 * s), int(box.x1 * s), int(box.y1 * s)))
    img.save(tmp_path / "receipt.png")
    doc = add_document(store, tmp_path / "receipt.png")
    rid = queue.hold(store, question="receipt total?", channel="cli", inbox_path=None,
                     field="total", value="12.50", doc_id=doc, page=1, box=box,
                     reasons=["low-confidence"], detail="conf 41")
    _check_images(crops.write(store, queue.get(store, rid), tmp_path / "review"), box)


def test_a_box_at_the_page_edge_is_clipped_not_an_error(store, tmp_path):
    edge = Box(500.0, 2.0, 600.0, 20.0)
    doc = add_document(store, make_pdf(tmp_path / "edge.pdf", box=edge))
    rid = queue.hold(store, question="q", channel="cli", inbox_path=None, field="total",
                     value="1.00", doc_id=doc, page=1, box=edge, reasons=["not-literal"], detail="")
    ev = crops.write(store, queue.get(store, rid), tmp_path / "review")
    crop = Image.open(ev.crop)
    assert ev.crop_box_px[1] == int(2 * 300 / 72)        # the band starts at the page's top
    assert crop.height == ev.crop_box_px[3] + int(crops.MARGIN_Y_PT * 300 / 72)


def test_a_gone_file_or_no_box_says_why(store, tmp_path):
    pdf = make_pdf(tmp_path / "gone.pdf")
    doc = add_document(store, pdf)
    no_box = queue.hold(store, question="q", channel="cli", inbox_path=None, field="total",
                        value="1.00", doc_id=doc, page=1, box=None, reasons=["not-literal"],
                        detail="")
    ev = crops.write(store, queue.get(store, no_box), tmp_path / "review")
    assert ev.crop is None and ev.page.is_file() and "no box" in ev.missing
    pdf.unlink()
    ev = crops.write(store, queue.get(store, hold_one(store, doc)), tmp_path / "review")
    assert (ev.crop, ev.page) == (None, None) and "no longer" in ev.missing


@pytest.mark.slow
def test_the_crop_of_a_real_scan_shows_the_figure_the_recogniser_misread(store, tmp_path):
    """A real receipt: the reader's TOTAL figure is held; the crop band, read again from its
    own pixels, shows the TOTAL row and the printed 27.55, which the person then types in."""
    import pytesseract

    from docq import config, money
    from docq.workers.read import read_document

    receipt = Path(__file__).parent / "data" / "review" / "sroie-023.jpg"
    pages = read_document(receipt, config.load(tmp_path / "home"))
    total = next(w for w in pages[0].words if money.normalise(w.text) and w.text.endswith("7.55"))
    doc = add_document(store, receipt)
    rid = queue.hold(store, question="What was the total on my receipt from Teo Heng?",
                     channel="cli", inbox_path=None, field="total", value=total.text,
                     doc_id=doc, page=1, box=total.box, reasons=["reread-disagrees"], detail="")
    ev = crops.write(store, queue.get(store, rid), tmp_path / "review")
    crop = Image.open(ev.crop).convert("L")
    x0, y0, x1, y1 = ev.crop_box_px
    assert crop.crop((x0, y0, x1, y1)).getextrema()[0] < 80      # ink inside the box
    seen = pytesseract.image_to_string(str(ev.crop), config="--psm 6 --dpi 300")
    assert "TOTAL" in seen and "27.55" in seen
    queue.correct(store, rid, "27.55")
    assert queue.verified(store, doc, "total")["value"] == "27.55"


def test_the_crop_of_a_photo_read_turned_by_its_tilt_is_cut_from_the_turned_pixels(store, tmp_path):
    # a page read turned upright by a photo's tilt keeps that turn in degrees (12.5): cut from
    # pixels turned a whole number of degrees, the figure's box lay beside the figure
    from docq.workers.render import turn
    s = 300 / 72
    upright = Image.new("RGB", (round(PAGE_W * s), round(PAGE_H * s)), "white")
    upright.paste((0, 0, 0), (int(40 * s), int(40 * s), int(80 * s), int(46 * s)))   # far from the turn's centre
    upright.rotate(12.5, expand=True, fillcolor="white").save(tmp_path / "photo.png")
    read_as = turn(Image.open(tmp_path / "photo.png").convert("RGB"), 12.5).convert("L")   # turned back upright
    x0, y0, x1, y1 = read_as.point(lambda v: 255 if v < 60 else 0).getbbox()
    box = Box(x0 / s + 1, y0 / s + 1, x1 / s - 1, y1 / s - 1)      # the figure, as read found it
    doc = add_document(store, tmp_path / "photo.png")
    with store.tx() as c:
        c.execute("INSERT INTO pages (doc_id, page, width, height, source, rotation, skew, words) "
                  "VALUES (?, 1, ?, ?, 'ocr:rapidocr', 12.5, 0, '[]')",
                  (doc, read_as.width / s, read_as.height / s))
    rid = queue.hold(store, question="receipt total?", channel="cli", inbox_path=None,
                     field="total", value="12.50", doc_id=doc, page=1, box=box,
                     reasons=["low-confidence"], detail="conf 41")
    ev = crops.write(store, queue.get(store, rid), tmp_path / "review")
    crop = Image.open(ev.crop).convert("RGB")
    cx0, cy0, cx1, cy1 = ev.crop_box_px
    inner = [(x, y) for x in range(cx0 + 3, cx1 - 3, 10) for y in range(cy0 + 3, cy1 - 3, 3)]
    assert inner and all(_dark(crop, xy) for xy in inner)
