"""read: a document file → its pages as words with boxes, in PDF points.

Digital PDF pages give their text layer (PyMuPDF words, no OCR). Pages without one (scans,
or the scanned pages of a mixed PDF) and image files (JPEG, PNG, multi-page TIFF) are read by
the OCR engine cfg.ocr_engine names, or under "auto" the one docq.workers.ocr picks for the
file's kind (without a configuration: Tesseract alone, the instruments' reading). A page that
reads like a sideways or upside-down scan, or whose lines the recogniser found mostly upside
down, is turned and read again (an upright page is read once), and one its reader still finds
turned after every turn is marked so (`docq docs` flags it); a page whose ink the reading did
not cover is looked at again in sparse-text mode, and a W-2's large printed year the reading could
not make out is read again alone (titleyear); every OCR page carries its estimated skew for rows.
"""
from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

import pymupdf
from PIL import Image

from docq.errors import BadInput
from docq.records import Box, Page, Word
from docq.workers import checkmarks, coverage, legibility, ocr, ocr_tesseract, orient, render, titleyear

MIN_TEXT_WORDS = 3
# A text layer whose words run together ("IfthePOLICYPERIODishownas12MONTHS,thispolicy...",
# a total stored as "0.88,1$"): this share of its letters and digits or more stand in words
# of RUN_TOGETHER_LENGTH characters or longer, on a page of RUN_TOGETHER_MIN_CHARS or more.
# Measured on every PDF of the real and generated corpora: State Farm's renewal 0.66-0.90, a
# page OCR'd by another tool before it was mailed 0.36, every other page 0.13 or less.
RUN_TOGETHER_SHARE = 0.5
RUN_TOGETHER_LENGTH = 20
RUN_TOGETHER_MIN_CHARS = 200

# Reads the pages of a file that need OCR: (path, numbers, cfg) -> {number: Page}. The
# default reads them here; a daemon with a shared queue passes one that sends them to the
# machines reading for it (workers/remote).
OcrPages = Callable[[Path, list[int], object], dict[int, Page]]


def _setting(cfg, name: str, default):
    return getattr(cfg, name, default) if cfg is not None else default


def read_document(path: Path, cfg, ocr_pages: OcrPages | None = None) -> list[Page]:
    """Every page of `path` with its words in page points. Raises BadInput for a file
    docq cannot read, with the reason."""
    path = Path(path)
    if not path.is_file():
        raise BadInput(f"{path.name}: no such file")
    if render.kind(path) == "pdf":
        return _read_pdf(path, cfg, ocr_pages or local_pages)
    return _read_image(path, cfg, ocr_pages or local_pages)


def local_pages(path: Path, numbers: list[int], cfg) -> dict[int, Page]:
    """OCR the pages `numbers` of `path` here, one after another."""
    return {n: ocr_page(path, n, cfg) for n in numbers}


def _check_pages(path: Path, n: int, cfg) -> None:
    limit = _setting(cfg, "max_pages", 300)
    if n == 0:
        raise BadInput(f"{path.name}: the file has no pages")
    if n > limit:
        raise BadInput(f"{path.name}: {n} pages, more than max_pages={limit}")


def text_words(page: pymupdf.Page, turn: int = 0) -> list[Word]:
    """The text layer's words, in the page as displayed (PyMuPDF gives them unrotated; a
    landscape page stored with /Rotate is turned here, as its pixels are when rendered), then
    turned `turn` degrees clockwise (text_turn)."""
    raw = page.get_text("words", sort=False)
    m = display_matrix(page, turn)
    if page.rotation or turn:
        raw = [(*(pymupdf.Rect(w[:4]) * m), w[4]) for w in raw]
    return [Word(w[4], Box(w[0], w[1], w[2], w[3]), 100.0, "text") for w in raw if w[4].strip()]


# A landscape form drawn sideways on an upright page (no /Rotate: its text simply runs up the
# page): nearly all its characters run one way other than left to right. A person turns it to
# read it; so does read, and the page keeps the turn (Page.rotation) so its pixels are cropped
# as its words lie. A margin's sideways note (a form's catalogue number) is far from the share.
SIDEWAYS_SHARE = 0.9
SIDEWAYS_MIN_CHARS = 200
_TURN_FOR = {(0, -1): 90, (-1, 0): 180, (0, 1): 270}      # text direction → clockwise turn


def text_turn(page: pymupdf.Page) -> int:
    """The quarter turn (clockwise) that makes a page's sideways text layer read left to
    right; 0 for a page whose text mostly does, or one already turned by /Rotate."""
    if page.rotation:
        return 0
    counts: dict[tuple[int, int], int] = {}
    for block in page.get_text("dict")["blocks"]:
        for line in block.get("lines", []):
            d = (round(line["dir"][0]), round(line["dir"][1]))
            counts[d] = counts.get(d, 0) + sum(len(s["text"].strip()) for s in line["spans"])
    total = sum(counts.values())
    if total < SIDEWAYS_MIN_CHARS:
        return 0
    way, n = max(counts.items(), key=lambda kv: kv[1])
    return _TURN_FOR.get(way, 0) if n >= SIDEWAYS_SHARE * total else 0


def display_matrix(page: pymupdf.Page, turn: int = 0) -> pymupdf.Matrix:
    """Unrotated page coordinates → the page as displayed, turned `turn` degrees clockwise."""
    m = page.rotation_matrix if page.rotation else pymupdf.Matrix(1, 1)
    w, h = page.rect.width, page.rect.height
    return m * {0: pymupdf.Matrix(1, 1), 90: pymupdf.Matrix(0, 1, -1, 0, h, 0),
                180: pymupdf.Matrix(-1, 0, 0, -1, w, h), 270: pymupdf.Matrix(0, -1, 1, 0, 0, w)}[turn]


def has_text_layer(words: list[Word], page: pymupdf.Page) -> bool:
    """A page with a real text layer; a scan with a stray stamp of text over its image does
    not count (its image is read instead), nor a page drawn as images of its text whose text
    layer holds only its list's bullets ("•"): no word of it says anything."""
    if sum(any(ch.isalnum() for ch in w.text) for w in words) >= MIN_TEXT_WORDS:
        return True
    return bool(words) and not page.get_images()


def run_together(words: list[Word]) -> bool:
    """A text layer whose words run together, read from its pixels instead (see
    RUN_TOGETHER_SHARE): its words would never match a label or a question."""
    chars = [sum(ch.isalnum() for ch in w.text) for w in words]
    total = sum(chars)
    long_ = sum(n for n, w in zip(chars, words) if len(w.text) >= RUN_TOGETHER_LENGTH)
    return total >= RUN_TOGETHER_MIN_CHARS and long_ >= RUN_TOGETHER_SHARE * total


# A page whose ink is mostly an image's: at least this share of its ink lies outside every text
# word. Measured on real PDFs: a redacted scan with its names typed over the image leaves
# 0.64-1.00 of its ink uncovered, a digital page with a logo or a seal 0.00-0.27.
TYPED_OVER_SHARE = 0.5
# ...and the image spans at least this share of the page (a logo or a signature does not), or
# its images together do: a declarations page whose coverage lines are each printed as an image
# of their text, under captions in its text layer (Travelers: 0.26 of the page, 0.64 of its ink
# uncovered). A digital page whose images span as much but whose ink its text layer covers
# (Allstate's 0.32 of the page, 0.16 of its ink uncovered) stays its text layer.
TYPED_OVER_IMAGE = 0.5
TYPED_OVER_IMAGES = 0.1


def typed_over(path: Path, number: int, words: list[Word], page: pymupdf.Page) -> bool:
    """A scanned page with a few words typed over its image (a redacted copy's names, a
    form-filling tool's entries): its text layer holds only those words, the rest is pixels."""
    area = abs(page.rect)
    spans = [abs(r & page.rect) for img in page.get_images() for r in page.get_image_rects(img[0])]
    if not area or not (any(a >= TYPED_OVER_IMAGE * area for a in spans) or sum(spans) >= TYPED_OVER_IMAGES * area):
        return False
    with render.page_file(path, number, coverage.DPI) as f:
        ink = coverage.ink_map(f)
    total = int(ink.sum())
    missed, _ = coverage.uncovered(ink, words, coverage.DPI)
    return total >= coverage.MIN_PIXELS and missed >= TYPED_OVER_SHARE * total


def _with_text(typed: list[Word], read: Page) -> Page:
    """The words typed over a scan, and the scan's own words read beside them (none that
    overlaps a typed word: the typed one is what the document prints there)."""
    if read.rotation:
        return read            # read turned: its words are in another frame than the text layer's
    return Page(read.number, read.width, read.height, coverage.merge(typed, read.words, keep_all=True),
                read.source, read.rotation, read.skew, read.still_turned)


def _read_pdf(path: Path, cfg, ocr_pages: OcrPages) -> list[Page]:
    try:
        doc = pymupdf.open(path)
    except (pymupdf.FileDataError, RuntimeError, ValueError) as e:
        raise BadInput(f"{path.name}: not a readable PDF ({e})") from e
    with doc:
        if doc.needs_pass:
            raise BadInput(f"{path.name}: the PDF is password-protected; save an unlocked copy")
        _check_pages(path, doc.page_count, cfg)
        pages: dict[int, Page] = {}
        scanned, typed = [], {}
        for i, p in enumerate(doc, start=1):
            words = text_words(p)
            garbled = run_together(words)
            if has_text_layer(words, p) and not garbled and not typed_over(path, i, words, p):
                turn = text_turn(p)
                width, height = (p.rect.height, p.rect.width) if turn in (90, 270) else (p.rect.width, p.rect.height)
                pages[i] = Page(i, width, height, (text_words(p, turn) if turn else words)
                                + checkmarks.marks(p, display_matrix(p, turn)), "text", turn)
                render.remember_rotation(path, i, turn)
            else:
                scanned.append(i)
                if words and not garbled:
                    typed[i] = words
    if scanned:
        read = ocr_pages(path, scanned, cfg)
        pages.update({i: _with_text(typed[i], pg) if i in typed else pg for i, pg in read.items()})
    return [pages[i] for i in sorted(pages)]


def _read_image(path: Path, cfg, ocr_pages: OcrPages) -> list[Page]:
    with render.open_image(path) as im:
        n = getattr(im, "n_frames", 1)
        if im.width * im.height > _setting(cfg, "max_image_pixels", 120_000_000):
            raise BadInput(f"{path.name}: {im.width}x{im.height} pixels, more than max_image_pixels")
    _check_pages(path, n, cfg)
    read = ocr_pages(path, list(range(1, n + 1)), cfg)
    return [read[i] for i in sorted(read)]


def ocr_page(path: Path, number: int, cfg) -> Page:
    """OCR one page, turning it first when it reads like a sideways or upside-down scan."""
    dpi = render.IMAGE_DPI if render.kind(path) == "image" else _setting(cfg, "ocr_dpi", 300)
    eng = ocr.engine_for(render.kind(path), cfg)
    with render.page_file(path, number, dpi) as f, ThreadPoolExecutor(1) as pool:
        # The ink map is read from the file while the recogniser runs (it is a subprocess).
        ink = pool.submit(coverage.ink_map, f) if eng.name == "tesseract" else None
        words, upside_down = ocr.read_turns(eng, f, dpi)
        other = ocr.second_look(render.kind(path), cfg) if eng.name == "tesseract" and ocr.struggled(words) else None
        if other is not None:
            # the reader is chosen by the page: a receipt or a photo scanned to PDF reads as its image would
            eng, ink = other, None
            words, upside_down = ocr.read_turns(eng, f, dpi)
        rotation, words, still_turned = _turn_if_needed(f, dpi, eng, words, upside_down)
        if rotation == 0 and eng.name != "tesseract":
            rotation, words = _straighten(f, dpi, eng, words)
        if rotation == 0 and ink is not None:
            words = _look_again(f, dpi, words, ink.result())
        if rotation == 0:
            words = titleyear.read_year(f, dpi, words, cfg)
    size = _page_size(path, number, dpi, rotation)
    render.remember_rotation(path, number, rotation)
    return Page(number, size[0], size[1], words, f"ocr:{eng.name}", rotation,
                orient.estimate_skew(words), still_turned)


def _look_again(f: Path, dpi: int, words: list[Word], ink) -> list[Word]:
    """Page segmentation sometimes drops text (often a receipt's whole amount column): read
    again as one uniform block, then as sparse text, keeping what earlier readings missed."""
    for psm in (6, 11):
        n, box = coverage.uncovered(ink, words, dpi)
        if n < coverage.MIN_PIXELS or box is None:
            break
        # Only the part of the page holding the missed ink is read again (often one column).
        with Image.open(f) as im, render.as_file(im.crop(box)) as part:
            again = ocr_tesseract.Tesseract(psm=psm).read(part, dpi)
        words = coverage.merge(words, coverage.shifted(again, box[0], box[1], dpi))
    return words


def _turn_if_needed(f: Path, dpi: int, eng, words: list[Word],
                    upside_down: float) -> tuple[int, list[Word], bool]:
    """An upright page is read once. Any other is read turned, and the turned reading kept
    when it is better on the count that condemned the first (more plausible upright words, or
    lines no longer upside down) and its recogniser did not find its lines upside down.

    The third value: no turn helped and the page's reader still says it is turned (its
    recogniser found its lines upside down, or Tesseract's orientation detection is sure of a
    turn). Its words may read as sensible (RapidOCR turns each line itself) while its lines
    run in the wrong order, so the page is flagged rather than trusted."""
    turned = orient.looks_turned(words)
    if not turned and upside_down < orient.UPSIDE_DOWN:
        return 0, words, False
    tries, sure = _turns_to_try(f, dpi, turned, upside_down)
    for rotation in tries:
        again, still = _read_turned(f, dpi, eng, rotation)
        better = orient.quality(again) > orient.quality(words) if turned else not orient.looks_turned(again)
        if better and still < orient.UPSIDE_DOWN:
            return rotation, again, False
    said = upside_down >= orient.UPSIDE_DOWN or sure
    return 0, words, said and len(words) >= legibility.MIN_TOKENS   # too few lines say nothing


# The share of a tilted reading's plausible words its upright reading must keep: turned by its
# own lines' tilt, a receipt photo read 34 of 35 (the lines that had run together part).
_UPRIGHT_ENOUGH = 0.9


def _straighten(f: Path, dpi: int, eng, words: list[Word]) -> tuple[float, list[Word]]:
    """A photo tilted past orient.TILTED is read again turned upright by its tilt (the page
    keeps that turn, Page.rotation, so its pixels are cropped as its words lie), and the
    upright reading kept unless it reads clearly less plausible text (a tilt wrongly found
    turns lines askew: then fewer words read upright) or reads upside down. Any other page
    keeps its reading, at no cost."""
    tilt = orient.estimate_skew(words, orient.TILT_SEARCH)
    if abs(tilt) < orient.TILTED:
        return 0, words
    rotation = -tilt        # turned counter-clockwise by as much as its lines fall to the right
    again, still = _read_turned(f, dpi, eng, rotation)
    if still < orient.UPSIDE_DOWN and orient.quality(again) >= _UPRIGHT_ENOUGH * orient.quality(words):
        return rotation, again
    return 0, words


def _turns_to_try(f: Path, dpi: int, turned: bool, upside_down: float) -> tuple[list[int], bool]:
    """Confident words whose lines the recogniser found upside down (RapidOCR's classifier
    turns each such line itself): half round. Words that look sideways or upside down:
    Tesseract's orientation detection's turn (whichever engine reads); then, when the
    recogniser turned some lines, both quarter turns, the likelier first (RapidOCR stands a
    tall line up one way, then its classifier turns most lines of a page turned a quarter
    clockwise): a photo or a thermal slip often leaves the detection unsure, or wrong. The
    second value: the detection is sure the page is turned."""
    if not turned:
        return [180], False
    rotation, conf = ocr_tesseract.osd(f, dpi)
    if conf >= 1.0 and rotation == 0:
        return [], False
    tries = [rotation] if conf >= 1.0 else []
    if upside_down > 0:
        tries += [r for r in ((90, 270) if upside_down >= 0.5 else (270, 90)) if r not in tries]
    return tries, conf >= 1.0


def _read_turned(f: Path, dpi: int, eng, rotation: float) -> tuple[list[Word], float]:
    with Image.open(f) as im, render.as_file(render.turn(im, rotation)) as turned:
        return ocr.read_turns(eng, turned, dpi)


def _page_size(path: Path, number: int, dpi: int, rotation: float) -> tuple[float, float]:
    if render.kind(path) == "pdf":
        with pymupdf.open(path) as doc:
            r = doc[number - 1].rect
            w, h = r.width, r.height
    else:
        with render.open_image(path) as im:
            im.seek(number - 1)
            w, h = im.width * 72 / dpi, im.height * 72 / dpi
            if render.exif_orientation(im) in (5, 6, 7, 8):
                w, h = h, w
    if rotation % 90:
        # turned by a photo's tilt: the turned image holds the whole of the unturned one
        c, s = abs(math.cos(math.radians(rotation))), abs(math.sin(math.radians(rotation)))
        return w * c + h * s, w * s + h * c
    return (h, w) if rotation in (90, 270) else (w, h)
