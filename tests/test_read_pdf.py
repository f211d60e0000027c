"""read on digital, mixed and image files: which pages get OCR, and where the words land."""
from __future__ import annotations

import io

import numpy as np
import pymupdf
import pytest
from PIL import Image

from docq.errors import BadInput
from docq.workers import ocr_tesseract, render
from docq.workers.read import read_document
from evals.scanner import Item, degrade, render_page, to_digital_pdf, to_image_pdf, to_jpeg
from rowscans import scan

ITEMS = [Item("ENDING BALANCE", 72, 200, 10), Item("42.99", 540, 200, 10, align="right")]


def by_text(page):
    return {w.text: w for w in page.words}


def test_digital_page_uses_the_text_layer(tmp_path):
    (page,) = read_document(to_digital_pdf([ITEMS], tmp_path / "d.pdf"), None)
    assert page.source == "text"
    w = by_text(page)["42.99"]
    assert w.engine == "text" and w.conf == 100.0
    assert w.box.x1 == pytest.approx(540, abs=1) and w.box.y0 < 200 < w.box.y1


def test_mixed_pdf_reads_only_the_scanned_page(tmp_path):
    digital = to_digital_pdf([ITEMS], tmp_path / "d.pdf")
    scanned = to_image_pdf([degrade(render_page(ITEMS), seed=3)], tmp_path / "s.pdf")
    with pymupdf.open(digital) as out, pymupdf.open(scanned) as s:
        out.insert_pdf(s)
        out.save(tmp_path / "mixed.pdf")
    p1, p2 = read_document(tmp_path / "mixed.pdf", None)
    assert (p1.source, p2.source) == ("text", "ocr:tesseract")
    a, b = by_text(p1)["42.99"].box, by_text(p2)["42.99"].box
    # Same figure, same place on the page, whichever way it was read (points, 300 dpi scans).
    assert abs(a.x1 - b.x1) < 2 and abs(a.cy - b.cy) < 2


def _rendered(pdf, dpi=300) -> np.ndarray:
    with pymupdf.open(pdf) as doc:
        pix = doc[0].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width)


def test_a_scanned_page_is_handed_to_the_engine_as_its_rendered_pixels_stored_uncompressed(tmp_path):
    pdf = to_image_pdf([degrade(render_page(ITEMS), seed=3)], tmp_path / "s.pdf")
    with render.page_file(pdf, 1, 300) as f, Image.open(f) as im:
        # Uncompressed: writing the page costs a copy, not a PNG's deflate (~0.09 s a page).
        assert (im.format, im.info.get("compression")) == ("TIFF", "raw")
        assert im.mode == "L" and im.info["dpi"] == pytest.approx((300, 300))
        assert np.array_equal(np.asarray(im), _rendered(pdf))


def test_a_scanned_page_reads_the_words_tesseract_reads_from_its_pixels(tmp_path):
    # A clean generated scan whose first reading leaves no ink to look at again and which
    # does not look turned: read's words are then Tesseract's own on the rendered pixels.
    img, _ = scan("adt-bill")
    pdf = to_image_pdf([img], tmp_path / "bill.pdf")
    png = tmp_path / "bill.png"
    Image.fromarray(_rendered(pdf)).save(png, dpi=(300, 300))
    plain = ocr_tesseract.to_words(ocr_tesseract.data(png, 300), 300)
    (page,) = read_document(pdf, None)
    assert len(plain) > 20 and page.source == "ocr:tesseract" and page.rotation == 0
    assert [(w.text, w.box, w.conf) for w in page.words] == [(w.text, w.box, w.conf) for w in plain]


def test_multi_page_tiff_is_one_page_a_frame(tmp_path):
    frames = [render_page([Item(f"PAGE {n} TOTAL", 72, 100, 14), Item(f"{n}0.00", 300, 100, 14)],
                          width=400, height=200) for n in (1, 2)]
    path = tmp_path / "two.tiff"
    frames[0].save(path, save_all=True, append_images=frames[1:], dpi=(300, 300))
    pages = read_document(path, None)
    assert [p.number for p in pages] == [1, 2]
    assert "20.00" in by_text(pages[1]) and "10.00" in by_text(pages[0])
    assert pages[0].width == pytest.approx(400, abs=0.5)


def test_jpeg_exif_orientation_is_applied(tmp_path):
    img = render_page(ITEMS, width=612, height=300)
    path = to_jpeg(img, tmp_path / "photo.jpg", exif_orientation=6)
    (page,) = read_document(path, None)
    assert (page.width, page.height) == pytest.approx((612, 300), abs=0.5)
    assert by_text(page)["42.99"].box.x1 == pytest.approx(540, abs=3)


@pytest.mark.parametrize("name, content", [("notes.txt", b"hello"), ("broken.pdf", b"%PDF-1.4 nonsense"),
                                           ("broken.png", b"\x89PNG not really")])
def test_unreadable_files_are_bad_input(tmp_path, name, content):
    (tmp_path / name).write_bytes(content)
    with pytest.raises(BadInput, match=name):
        read_document(tmp_path / name, None)


def test_missing_file_is_bad_input(tmp_path):
    with pytest.raises(BadInput):
        read_document(tmp_path / "absent.pdf", None)


def test_oversized_image_is_refused(tmp_path):
    from types import SimpleNamespace
    path = tmp_path / "big.png"
    Image.new("L", (3000, 3000), 255).save(path)
    with pytest.raises(BadInput, match="max_image_pixels"):
        read_document(path, SimpleNamespace(max_image_pixels=1_000_000, max_pages=10,
                                            ocr_engine="tesseract", ocr_dpi=300))


def test_rotated_digital_page_words_are_where_its_pixels_are(tmp_path):
    path = to_digital_pdf([ITEMS], tmp_path / "d.pdf")
    with pymupdf.open(path) as doc:
        doc[0].set_rotation(90)
        doc.save(tmp_path / "turned.pdf")
    (page,) = read_document(tmp_path / "turned.pdf", None)
    assert (page.width, page.height) == (792, 612)
    box = by_text(page)["42.99"].box
    im = render.page_image(tmp_path / "turned.pdf", 1, dpi=72)
    assert im.size == (792, 612)
    crop = im.crop((int(box.x0), int(box.y0), int(box.x1) + 1, int(box.y1) + 1))
    assert crop.getextrema()[0] < 128          # ink under the word's box


def test_a_scan_with_a_few_words_typed_over_its_image_is_read_from_its_pixels_too(tmp_path):
    # a redacted copy: the page is one image of the report; a tool typed the names back over it
    report = [Item("Verification of Income Report", 72, 120, 14), Item("Overtime", 72, 200, 10),
              Item("14,585.88", 540, 200, 10, align="right"), Item("Total", 72, 230, 10),
              Item("75,106.65", 540, 230, 10, align="right")]
    scanned = to_image_pdf([degrade(render_page(report), seed=3)], tmp_path / "s.pdf")
    with pymupdf.open(scanned) as doc:
        doc[0].insert_text((72, 80), "Employee: Jack Bauer", fontsize=10)
        doc.save(tmp_path / "typed.pdf")
    (page,) = read_document(tmp_path / "typed.pdf", None)
    w = by_text(page)
    assert page.source == "ocr:tesseract"
    assert "14,585.88" in w and "75,106.65" in w
    assert w["Jack"].engine == "text" and w["Bauer"].engine == "text"    # the typed words as typed


def test_a_page_whose_figures_are_printed_as_images_of_their_lines_is_read_from_its_pixels_too(tmp_path):
    # a declarations page: its captions in the text layer, each coverage line an image of its text
    page_items = [Item("POLICY COVERAGES AND LIMITS OF LIABILITY, CONTINUED", 72, 120, 11),
                  Item("Section II - Liability Coverages", 72, 150, 10)]
    digital = to_digital_pdf([page_items], tmp_path / "d.pdf")
    lines = ["A - Dwelling ..................................... $ 240,900",
             "C - Personal Property ............................ $ 96,360",
             "E - Personal Liability Each Occurrence ........ $ 100,000",
             "F - Medical Payments to Others Each Person ...... $ 1,000",
             "Section I Property Coverages Deductible (All Perils) $ 500"]
    with pymupdf.open(digital) as doc:
        for k, line in enumerate(lines):
            im = render_page([Item(line, 10, 24, 11, mono=True)], width=480, height=40, dpi=200)
            doc[0].insert_image(pymupdf.Rect(72, 180 + 48 * k, 552, 220 + 48 * k), stream=_png(im))
        doc.save(tmp_path / "lines.pdf")
    (page,) = read_document(tmp_path / "lines.pdf", None)
    w = by_text(page)
    assert page.source == "ocr:tesseract"
    assert "100,000" in w and "1,000" in w
    assert w["CONTINUED"].engine == "text"       # the text layer's words as typed


def test_a_digital_page_with_a_logo_keeps_its_text_layer(tmp_path):
    digital = to_digital_pdf([ITEMS + [Item("Statement of account for the month", 72, 300, 10)]], tmp_path / "d.pdf")
    logo = Image.new("L", (300, 90), 255)
    logo.paste(0, (20, 20, 280, 70))
    with pymupdf.open(digital) as doc:
        doc[0].insert_image(pymupdf.Rect(400, 30, 550, 75), stream=_png(logo))
        doc.save(tmp_path / "logo.pdf")
    (page,) = read_document(tmp_path / "logo.pdf", None)
    assert page.source == "text"


def _png(im: Image.Image) -> bytes:
    buf = io.BytesIO()
    im.save(buf, format="PNG")
    return buf.getvalue()


def test_a_landscape_form_drawn_sideways_on_an_upright_page_is_read_turned(tmp_path):
    # no /Rotate: the text itself runs up the page, as on a contract printed landscape on a
    # portrait page; read as a person turns it, its pixels cropped the same way
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    lines = ["Contract # 26690236   Total $: $2,095.00", "Total Spots: 28   Total CPP: $0.00"]
    lines += [f"Line {k}   Local News   $145.00" for k in range(1, 9)]
    for k, line in enumerate(lines):
        page.insert_text((60 + 18 * k, 740), line, fontsize=11, rotate=90)
    doc.save(tmp_path / "sideways.pdf")
    (read,) = read_document(tmp_path / "sideways.pdf", None)
    assert (read.width, read.height, read.rotation) == (792, 612, 90)
    words = [w for w in read.words if w.text in ("Total", "$:", "$2,095.00")][:3]
    assert [w.text for w in sorted(words, key=lambda w: w.box.x0)] == ["Total", "$:", "$2,095.00"]
    box = by_text(read)["$2,095.00"].box
    assert box.x1 - box.x0 > box.y1 - box.y0            # a word runs left to right now
    im = render.page_image(tmp_path / "sideways.pdf", 1, dpi=72, rotation=read.rotation)
    assert im.size == (792, 612)
    crop = im.convert("L").crop((int(box.x0), int(box.y0), int(box.x1) + 1, int(box.y1) + 1))
    assert crop.getextrema()[0] < 128          # ink under the word's box


def test_a_sideways_note_in_a_margin_does_not_turn_an_upright_page(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    for k in range(12):
        page.insert_text((72, 100 + 20 * k), f"Line {k} of the statement   Balance   $1{k},000.00", fontsize=11)
    page.insert_text((30, 700), "Cat. No. 11320B  Form 1040 (2020)", fontsize=7, rotate=90)
    doc.save(tmp_path / "upright.pdf")
    (read,) = read_document(tmp_path / "upright.pdf", None)
    assert (read.width, read.height, read.rotation) == (612, 792, 0)


def test_a_page_drawn_as_images_of_its_text_with_only_its_bullets_as_text_is_read_from_its_pixels(tmp_path):
    # a policy printer draws each block of the page as an image and leaves only its list's
    # bullets ("•") in the text layer: the bullets say nothing, the pixels are the page
    summary = [Item("Premium Summary", 72, 120, 14), Item("Total Policy Premium", 72, 200, 10),
               Item("1709.56", 540, 200, 10, align="right")]
    im = degrade(render_page(summary), seed=3)
    w, h = im.size
    with pymupdf.open() as doc:
        page = doc.new_page(width=612, height=792)
        for k in range(4):      # strips, none a page's half: no one image covers the page
            strip = im.crop((0, k * h // 4, w, (k + 1) * h // 4))
            page.insert_image(pymupdf.Rect(0, k * 198, 612, (k + 1) * 198), stream=_png(strip))
        for y in (300, 320, 340, 360):
            page.insert_text((60, y), "•", fontsize=10)
        doc.save(tmp_path / "bullets.pdf")
    (read,) = read_document(tmp_path / "bullets.pdf", None)
    assert read.source == "ocr:tesseract"
    assert "1709.56" in by_text(read)


def test_a_text_layer_whose_words_run_together_is_read_from_its_pixels(tmp_path):
    # a policy printer stored its text with the spaces dropped (State Farm's renewal): no label
    # or question word ever matches it, while its pixels read as the page prints
    summary = [Item("Premium Summary", 72, 120, 14), Item("Total Premium", 72, 200, 10),
               Item("1888.00", 540, 200, 10, align="right")]
    im = render_page(summary)
    with pymupdf.open() as doc:
        page = doc.new_page(width=612, height=792)
        page.insert_image(page.rect, stream=_png(im))
        for k in range(6):      # the layer under it: every line one run of letters
            page.insert_text((72, 300 + 14 * k), "IfthePOLICYPERIODisshownas12MONTHSthispolicywillberenewed",
                             fontsize=6, render_mode=3)
        doc.save(tmp_path / "runtogether.pdf")
    (read,) = read_document(tmp_path / "runtogether.pdf", None)
    assert read.source == "ocr:tesseract"
    assert "1888.00" in by_text(read) and "Premium" in by_text(read)


def test_a_text_layer_with_a_few_long_words_is_read_as_text(tmp_path):
    with pymupdf.open() as doc:
        page = doc.new_page(width=612, height=792)
        for k in range(12):
            page.insert_text((72, 100 + 20 * k), f"Line {k} of the statement   Balance   $1{k},000.00", fontsize=11)
        page.insert_text((72, 400), "Questions? customerservice@examplefinancialgroup.com", fontsize=9)
        doc.save(tmp_path / "plain.pdf")
    (read,) = read_document(tmp_path / "plain.pdf", None)
    assert read.source == "text"
