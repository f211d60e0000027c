"""The OCR engines behind the one interface: registry, clear errors, and each adapter's
conversion of its engine's geometry to our word boxes in points."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from docq.errors import ConfigError, DocqError, MissingDependency
from docq.workers import ocr, ocr_doctr
from docq.workers.read import read_document
from evals.scanner import Item, render_page

PAGE = [Item("ENDING BALANCE", 72, 100, 12), Item("42.99", 540, 100, 12, align="right")]


@pytest.fixture
def page_png(tmp_path):
    path = tmp_path / "page.png"
    render_page(PAGE, height=200).save(path, dpi=(300, 300))
    return path


def test_missing_tesseract_names_the_package(monkeypatch, page_png, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))       # a system without the program
    ocr._cache.clear()
    with pytest.raises(MissingDependency, match="apt-get install tesseract-ocr"):
        read_document(page_png, None)
    ocr._cache.clear()


def test_unknown_engine_is_a_config_error(page_png):
    with pytest.raises(ConfigError, match="ocr_engine"):
        read_document(page_png, SimpleNamespace(ocr_engine="abbyy", max_pages=10, max_image_pixels=10**9))


def test_tesseract_words_in_points(page_png):
    words = ocr.engine("tesseract").read(page_png, 300)
    w = next(w for w in words if w.text == "42.99")
    assert w.engine == "tesseract" and w.conf > 80
    assert w.box.x1 == pytest.approx(540, abs=2) and w.box.y0 < 100 < w.box.y1 + 1


@pytest.mark.slow
def test_rapidocr_reads_the_same_page_into_the_same_boxes(page_png):
    words = read_document(page_png, SimpleNamespace(ocr_engine="rapidocr", max_pages=10,
                                                    max_image_pixels=10**9, ocr_dpi=300))[0].words
    w = next(w for w in words if "42.99" in w.text)
    assert w.engine == "rapidocr"
    assert w.box.x1 == pytest.approx(540, abs=4) and w.box.y0 < 100 < w.box.y1 + 2


@pytest.mark.slow
def test_rapidocr_read_and_line_reads_at_once_each_run_their_own_stages(page_png, monkeypatch):
    # a worker reading a page while an answer re-reads a crop, on the one engine the process
    # holds: RapidOCR keeps the stages a call asks for on itself, so a line read (no detection,
    # no classifier) arriving while a page is in detection must not change the page's stages
    import threading
    import time
    import numpy as np
    from PIL import Image
    eng = ocr.engine("rapidocr")
    inner = eng._engine
    seen, detecting = [], threading.Event()
    detect = inner.detect_and_crop

    def slow_detect(img, op_record):
        detecting.set()
        time.sleep(0.5)                         # the line read arrives meanwhile
        seen.append((inner.use_det, inner.use_cls))
        return detect(img, op_record)

    monkeypatch.setattr(inner, "detect_and_crop", slow_detect)
    words = []
    reader = threading.Thread(target=lambda: words.extend(eng.read(page_png, 300)))
    reader.start()
    assert detecting.wait(30)
    crop = np.asarray(Image.open(page_png).convert("RGB"))[380:440, 2150:2300]
    line = eng.line_text(crop)
    reader.join(60)
    assert seen == [(True, True)], seen
    assert "42.99" in [w.text for w in words] and isinstance(line, str)


def _doctr_export(geometry):
    # The shape of doctr.io.Document.export() (checked against python-doctr 1.1.0).
    word = {"value": "42.99", "confidence": 0.97, "geometry": geometry, "objectness_score": 0.9,
            "crop_orientation": {"value": 0, "confidence": None}}
    return {"pages": [{"page_idx": 0, "dimensions": (3300, 2550), "orientation": {"value": None},
                       "language": {"value": None},
                       "blocks": [{"geometry": geometry, "objectness_score": 0.9, "artefacts": [],
                                   "lines": [{"geometry": geometry, "objectness_score": 0.9,
                                              "words": [word, dict(word, value=" ")]}]}]}]}


def test_doctr_straight_box_to_points():
    (w,) = ocr_doctr.to_words(_doctr_export(((0.5, 0.1), (0.6, 0.12))), 300)
    assert (w.text, w.engine, w.conf) == ("42.99", "doctr", pytest.approx(97))
    assert w.box.as_list() == [306.0, 79.2, 367.2, 95.04]


def test_doctr_rotated_polygon_to_its_bounding_box():
    quad = [(0.5, 0.11), (0.6, 0.1), (0.61, 0.12), (0.51, 0.13)]
    (w,) = ocr_doctr.to_words(_doctr_export(quad), 300)
    assert w.box.as_list() == [306.0, 79.2, 373.32, 102.96]


def test_doctr_without_weights_says_what_to_set(tmp_path):
    ocr._cache.clear()
    with pytest.raises(DocqError, match="doctr"):
        ocr.engine("doctr", SimpleNamespace(doctr_weights=str(tmp_path)))


def test_the_auto_strategy_reads_image_files_with_rapidocr_and_pdf_scans_with_tesseract(page_png, tmp_path):
    from evals.scanner import to_image_pdf
    from PIL import Image
    auto = SimpleNamespace(ocr_engine="auto", max_pages=10, max_image_pixels=10**9, ocr_dpi=300)
    (photo,) = read_document(page_png, auto)
    assert photo.source == "ocr:rapidocr" and "42.99" in [w.text for w in photo.words]
    with Image.open(page_png) as im:
        pdf = to_image_pdf([im.convert("RGB")], tmp_path / "scan.pdf")
    (scan,) = read_document(pdf, auto)
    assert scan.source == "ocr:tesseract" and "42.99" in [w.text for w in scan.words]
    assert read_document(page_png, None)[0].source == "ocr:tesseract"    # no configuration: Tesseract alone
    from docq.config import SETTINGS
    assert next(s for s in SETTINGS if s.name == "ocr_engine").default == "auto"


@pytest.mark.slow
def test_a_photo_with_no_text_reads_as_a_page_without_words(tmp_path):
    # a blank page photographed (the back of a bill, a page of a multi-page TIFF): RapidOCR
    # finds nothing, which is a page with no words, not a reading that failed
    from PIL import Image
    blank = tmp_path / "blank.png"
    Image.new("RGB", (1200, 900), "white").save(blank)
    pages = read_document(blank, SimpleNamespace(ocr_engine="rapidocr", max_pages=10,
                                                 max_image_pixels=120_000_000))
    assert len(pages) == 1 and pages[0].words == []
