"""reread: read a figure's pixels again, with another reader, before it is ever stated.

The answer guard calls this for every figure it is about to return: the crop of the figure's
box (with a margin, so a digit the first reading dropped at either end is in it) is read by
cfg.reread_engine (RapidOCR by default, or Tesseract in single-line mode; never the reader
that produced the figure: a page RapidOCR read is re-read by the PP-OCRv5 recogniser, another
model trained apart), and it agrees only when that reading is a clean reading of one figure
(see `reading`) and equals the expected one. Tesseract looks again, closer or larger, while it
reads nothing clean (TESSERACT_LOOKS); its first clean reading decides. The PP-OCRv5 reader
looks once at a crop cut close above and below the figure (a recogniser reads a line that fills
its height), and Tesseract's looks follow only when that look reads nothing clean.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

from docq.money import find_amounts, normalise, parse_whole_dollars, unglued
from docq.records import Box
from docq.workers import ocr, render

DPI = 300


@dataclass
class ReRead:
    text: str
    agrees: bool
    engine: str


def _apart(a: Box, b: Box) -> bool:
    return a.x1 <= b.x0 or b.x1 <= a.x0 or a.y1 <= b.y0 or b.y1 <= a.y0


def crop(im: Image.Image, box: Box, others: list[Box] | None = None, band: bool = False,
         closer: bool = False, side: float = 2.0, over: float = 0.5, ruled: bool = False,
         tall: bool = False) -> Image.Image:
    """The box's pixels from the page image `im` (300 dpi), with a margin of `over` its height
    above and below and `side` heights either side. The other words read on the page (`others`)
    are painted out, so a label beside the figure is not read into it, while ink no word
    claimed (a digit the first reading dropped) stays. With `band`, the crop is cut to the
    figure's inked line (for Tesseract's one-line reading): by the rows inked anywhere across
    it, or (`closer`) by the ink in the figure's own columns, which a pen's circle or a page
    rule crossing the margin does not join to the next line. With `ruled`, the crop ends at the
    printed rules either side of the figure (_rules). With `tall`, the boxes are a text
    layer's, as tall as the font, and a next line's word reaching into the figure's box is
    painted out up to it (_off_line); a recogniser's boxes hug their ink, and one reaching
    into the figure's is the figure's own line, tilted."""
    k = DPI / 72
    h = box.height
    x0, x1 = (box.x0 - side * h) * k, (box.x1 + side * h) * k
    y0, y1 = (box.y0 - over * h) * k, (box.y1 + over * h) * k
    area = (max(0, int(x0)), max(0, int(y0)), min(im.width, int(x1) + 1), min(im.height, int(y1) + 1))
    out = im.crop(area)
    out = out.copy()
    paint = ImageDraw.Draw(out)
    white = 255 if out.mode == "L" else (255, 255, 255)
    if others is None:
        # Not told where the other words are: cut at the first word space on either side of
        # the figure (a digit the first reading dropped sits closer than a space does).
        left, right = _word_gaps(out, (box.x0 * k - area[0], box.x1 * k - area[0]), h * k)
        if left is not None:
            paint.rectangle((0, 0, left, out.height), fill=white)
        if right is not None:
            paint.rectangle((right, 0, out.width, out.height), fill=white)
        return out
    near = [o for o in others if _apart(o, box) and not _apart(o, Box(x0 / k, y0 / k, x1 / k, y1 / k))]
    if tall:
        near += [part for o in others if (part := _off_line(o, box)) is not None]
    for o in near:
        paint.rectangle((o.x0 * k - area[0], o.y0 * k - area[1], o.x1 * k - area[0], o.y1 * k - area[1]), fill=white)
    if ruled:
        left, right = _rules(out, (box.x0 * k - area[0], box.x1 * k - area[0]),
                             (box.y0 * k - area[1], box.y1 * k - area[1]))
        if left is not None:
            paint.rectangle((0, 0, left, out.height), fill=white)
        if right is not None:
            paint.rectangle((right, 0, out.width, out.height), fill=white)
    if not band:
        return out
    span = (box.x0 * k - area[0], box.x1 * k - area[0]) if closer else (0, out.width)
    return _line_band(out, (box.y0 + box.y1) / 2 * k - area[1], span, 0.04 if closer else 0.0)


def _off_line(other: Box, box: Box) -> Box | None:
    """The part of a word's box beyond the figure's, when the word stands on the line above or
    below (its middle outside the figure's rows) and its box overlaps the figure's: a text
    layer's boxes are as tall as the font's ascent and descent, so a line's box reaches into
    the next line's, and the next line's figure, left in the crop's margin, was read into it
    ("$125.0000" for "$125.00" over "$125.00"). What stays is the figure's own box."""
    if _apart(other, box) or box.y0 <= other.cy <= box.y1:
        return None
    if other.cy > box.y1:
        return Box(other.x0, box.y1, other.x1, max(box.y1, other.y1))
    return Box(other.x0, min(box.y0, other.y0), other.x1, box.y0)


RULE_INK = 0.9     # a rule is inked over this share of the rows it must cross
RULE_REACH = 0.3   # ...which are the figure's rows and this many of its heights above or below


def _rules(im: Image.Image, span: tuple[float, float], rows: tuple[float, float]) -> tuple[int | None, int | None]:
    """The nearest printed rule left and right of the figure's columns `span`: a form's or a
    table's vertical line runs down past the figure's top or bottom (`rows`), as no glyph of
    its line does. The figure's box ends there; what is beyond it is the next box's (a reader
    took a rule and the letter past it for a last digit, "$1,146.005")."""
    ink = np.asarray(im.convert("L")) < 128
    reach = RULE_REACH * (rows[1] - rows[0])
    top, y0, y1, bottom = (max(0, min(ink.shape[0], int(round(v)))) for v in
                           (rows[0] - reach, rows[0], rows[1], rows[1] + reach))
    if y1 - y0 < 4 or (y0 == top and y1 == bottom):
        return None, None

    def ruled(rng: tuple[int, int]) -> np.ndarray:
        return ink[rng[0]:rng[1]].mean(axis=0) >= RULE_INK if rng[1] > rng[0] else np.zeros(ink.shape[1], bool)
    crossing = ruled((y0, y1)) & (ruled((top, y0)) | ruled((y1, bottom)))
    cols = np.flatnonzero(crossing)
    left = [int(c) for c in cols if c < span[0]]
    right = [int(c) for c in cols if c > span[1]]
    return (max(left) if left else None), (min(right) if right else None)


def _line_band(im: Image.Image, centre: float, span: tuple[float, float], share: float) -> Image.Image:
    """The crop cut to the run of inked rows through the figure's middle: a reader's box can
    stand taller than the figure's ink (RapidOCR's do), and the margin then holds the line
    below, which a one-line reading cannot read. A row is inked when more than `share` of the
    `span` columns (and more than two pixels) are dark, or any one is when `share` is 0."""
    a = np.asarray(im.convert("L"))[:, max(0, int(span[0])):max(1, int(span[1]))] < 128
    if a.shape[1] == 0:
        return im
    ink = a.sum(axis=1) > (max(2, share * a.shape[1]) if share else 0)
    c = int(centre)
    if not 0 <= c < len(ink) or not ink[c]:
        return im
    top, bottom = c, c
    while top > 0 and ink[top - 1]:
        top -= 1
    while bottom < len(ink) - 1 and ink[bottom + 1]:
        bottom += 1
    if top == 0 and bottom == len(ink) - 1:
        return im        # no blank row apart from the figure's own line: nothing to cut
    return im.crop((0, max(0, top - 2), im.width, min(im.height, bottom + 3)))


SPACE = 0.25      # a blank run this many heights wide between ink is a word space


def _word_gaps(im: Image.Image, span: tuple[float, float], h_px: float) -> tuple[int | None, int | None]:
    """Columns of the first word space left of `span` and right of it (None: no space)."""
    ink = (np.asarray(im.convert("L")) < 128).any(axis=0)
    need = max(2, int(SPACE * h_px))
    a, b = max(0, int(span[0])), min(len(ink), int(span[1]) + 1)

    def first_gap(cols) -> int | None:
        run = 0
        for c in cols:
            run = 0 if ink[c] else run + 1
            if run >= need:
                return c
        return None

    # Walk outward from the figure's own edge; a blank run of `need` columns ends the figure.
    left = first_gap(range(a - 1, -1, -1))
    right = first_gap(range(b, len(ink)))
    return left, right


# A whole number of dollars as a table prints it, with its sign or without: "$15,000", "548,250",
# or as a return's amount column does, with the point of its cents column: "529,351."
_WHOLE = re.compile(r"\$?\s?(\d{1,3}(?:,\d{3})+|\d{1,9})\.?")


def _whole(text: str) -> str | None:
    m = _WHOLE.fullmatch(unicodedata.normalize("NFKC", text).strip())
    return f"{int(m.group(1).replace(',', '')):.2f}" if m else None


def _magnitude(text: str) -> str | None:
    v = normalise(text)
    return _whole(text) if v is None else v.lstrip("-")


# A reader sets a space either side of the decimal point of a thermal print's spaced digits
# ("85. 54", "68 .00"); inside one figure's crop it is not a word space.
_DECIMAL_GAP = re.compile(r"(?<=\d) +(?=[.,]\d{2}(?!\d))|(?<=\d[.,]) +(?=\d{2}(?!\d))")


# A figure whose decimal point the reader took for another mark ("52-00", "45·00": a dot
# matrix's point is a speck): the reading is the digits and that one mark, before the cents.
# A reading with no mark there at all ("4500") is not clean: a reader that lost the point has
# lost a digit with it as often (PP-OCRv5 read "200" for a "22.00" whose first digit was cut
# off, scripts/second_readers.py on sroie-more).
_POINT_MISREAD = re.compile(r"(\d{1,3}(?:,\d{3})*|\d+)[-:;'`·•](\d{2})")


def reading(text: str) -> str | None:
    """The one figure a crop's reading holds, as a magnitude ("85.54"), or None when the
    reading is not a clean reading of one figure: no amount, two, another digit beside it
    (a dropped leading "2" of "27.55" read apart as "27." must not let "7.55" through), or a
    mark touching its first digit ("“5.70": a digit the reader could not make out; in
    "☑$95.76" the sign stands between them). The full-width forms a recogniser trained on
    Chinese writes ("（19.80）") are read as their ASCII; a reading that is the figure alone
    with its point read as another mark ("52-00") is that figure."""
    t = _DECIMAL_GAP.sub("", unicodedata.normalize("NFKC", text)).strip()
    misread = _POINT_MISREAD.fullmatch(t)
    if misread:
        t = f"{misread.group(1)}.{misread.group(2)}"
    found = find_amounts(t)
    if not found and (whole := parse_whole_dollars(t)) is not None:
        return f"{whole:.2f}"       # "$15,000" alone, as a declarations table prints a limit
    if len(found) != 1:
        return None
    raw = found[0][0]
    at = t.find(raw)
    rest = t[:at] + " " + t[at + len(raw):]
    # the mark must touch the digit itself: "☑$95.76" has its dollar sign between them
    bare = not (raw[0].isalpha() or raw[0] in "$£€₹")
    if any(ch.isdigit() for ch in rest) or (bare and at > 0 and not t[at - 1].isspace()):
        return None
    return f"{abs(found[0][1]):.2f}"


def agrees(text: str, expected: str) -> bool:
    """The reading is a clean reading of one figure, equal in magnitude to the expected one
    (the sign is the label's business: "241.99 CR" and "241.99" are one printed figure), the
    unit glued on after it aside ("$20,000/year.")."""
    text = unglued(unicodedata.normalize("NFKC", text).strip())
    # a box's rule read into the figure's last word ("145.30|") is no part of the figure, nor
    # the space the first reader set before its point ("166 .10")
    printed = _DECIMAL_GAP.sub("", expected.strip().strip("|[]").strip())
    # a figure printed with one decimal ("$96600.0", as a report's export writes a salary) is
    # the one figure it reads as
    want = _magnitude(printed) or reading(printed)
    if want is not None and _whole(expected) is not None:
        # a figure printed in whole dollars is read back in whole dollars, its sign aside
        return _whole(text) == want or reading(text) == want
    return want is not None and reading(text) == want


# Glyphs a reader takes a dollar sign for: "$10.06" read "310.06" or "S10.06"
_SIGN_LOOKALIKES = "3S5s8"


def sign_as_digit(text: str, expected: str) -> bool:
    """The reading is the expected figure, printed with its dollar sign, every character the
    same but the sign, read as a glyph of its shape ("310.06" for "$10.06"). Alone it proves
    nothing (a "3" read as "$" is the same pair of readings): what else the page prints must
    say which one is the sign."""
    t, e = unicodedata.normalize("NFKC", text).strip(), expected.strip()
    return len(e) > 1 and e[0] == "$" and len(t) == len(e) and t[0] in _SIGN_LOOKALIKES and t[1:] == e[1:]


def _otsu(img: Image.Image) -> Image.Image:
    """Black and white at the threshold that best splits the crop's ink from its paper."""
    a = np.asarray(img.convert("L"))
    hist = np.bincount(a.ravel(), minlength=256).astype(float)
    levels = np.arange(256)
    w0 = np.cumsum(hist)
    m0 = np.cumsum(hist * levels)
    w1, total = w0[-1] - w0, m0[-1]
    with np.errstate(divide="ignore", invalid="ignore"):
        between = (m0 * w0[-1] - total * w0) ** 2 / (w0 * w1)
    t = int(np.nanargmax(np.where((w0 > 0) & (w1 > 0), between, np.nan))) if (w1 > 0).any() else 127
    return Image.fromarray(np.where(a > t, 255, 0).astype("uint8"))


def read_crop(img: Image.Image, engine: str, cfg=None, line_px: int = 0, binarize: bool = False) -> str:
    if engine == "tesseract":
        from docq.workers import ocr_tesseract
        # A small line is enlarged to `line_px` when asked; padded with white so a figure
        # touching the crop's edge is still read (psm 7: one line).
        if line_px and 0 < img.height < line_px:
            img = img.resize((round(img.width * line_px / img.height), line_px), Image.LANCZOS)
        if binarize:
            img = _otsu(img)
        padded = Image.new("L", (img.width + 40, img.height + 40), 255)
        padded.paste(img.convert("L"), (20, 20))
        with render.as_file(padded) as f:
            d = ocr_tesseract.data(f, DPI, psm=7)
        return " ".join(t.strip() for t in d["text"] if t and t.strip())
    eng = ocr.engine(engine, cfg)
    if hasattr(eng, "line_text"):
        return eng.line_text(np.asarray(img.convert("RGB")))
    with render.as_file(img) as f:
        return " ".join(w.text for w in eng.read(f, DPI))


# How Tesseract looks at a figure's crop, in turn, until one look reads it cleanly: the band
# cut to the figure's own columns and enlarged to 48 px (Tesseract reads a line best with its
# characters about that tall, and a photo's figures are often half of it; it misreads small thermal
# figures that a closer, larger crop shows it: on real receipts the line band as printed read
# 31.60 for 31.00, 34.19 for 54.19, RM 65.20 for 53.20, where this look read them right);
# the line band as it is; the band at 64 px; the close crop at 64 px in black and white
# (faint thermal ink); the band at 96 px. A look that reads no clean figure is no evidence
# either way and the next one is tried; the first clean reading decides, agreeing or not,
# so one figure is never read until it says yes. (Requiring the figure to win more than
# half of every look's clean readings was tried: on sroie-dev it held six right totals more,
# 38 answered against 44, since Tesseract's clean readings of thermal digits are often wrong.)
# (closer, line_px, binarize)
TESSERACT_LOOKS = ((True, 48, False), (False, 0, False), (False, 64, False), (True, 64, True),
                   (False, 96, False))


@dataclass(frozen=True)
class Look:
    """One crop and how it is read: by `engine`, and for Tesseract enlarged to `line_px` when
    smaller and (`binarize`) in black and white."""
    image: Image.Image
    engine: str
    line_px: int = 0
    binarize: bool = False


def read_looks(looks: list[Look], cfg=None) -> list[str]:
    """The looks' readings in turn, until one reads one figure cleanly. Which look decides
    does not depend on the figure expected, so the looks can be read on another machine
    (workers/remote_reread) and the verdict still drawn here, the same."""
    seen: list[str] = []
    for look in looks:
        seen.append(read_crop(look.image, look.engine, cfg, look.line_px, look.binarize))
        if reading(seen[-1]) is not None:
            break
    return seen


def reread(path: Path, page: int, box: Box, expected: str, cfg, rotation: float | None = None,
           others: list[Box] | None = None, read_by: frozenset[str] = frozenset(),
           read=read_looks) -> ReRead:
    """Re-read the figure at `box` on `page` of `path`. `rotation` is Page.rotation (by
    default the rotation read recorded in this process, else none); `others` are the boxes of
    the page's other words (Page.words), painted out of the crop: without them a label close
    beside the figure is read into the crop and the re-read disagrees (held, never wrong).
    `read_by` names the engines whose words gave the figure: the second reader is never one
    of them (see second_reader). `read` reads the crops (read_looks, here, by default)."""
    return reread_image(render.page_image(Path(path), page, DPI, rotation), box, expected, cfg, others,
                        read_by, read)


# The reader that checks a figure when the configured second reader is the one that read it.
_OTHER = {"rapidocr": "ppocrv5", "ppocrv5": "rapidocr", "tesseract": "rapidocr", "doctr": "tesseract"}

# The recogniser's crop: one height either side (a leading digit the first reading dropped
# sits within a digit's width of the figure) and 0.15 above and below. A recogniser reads a
# line that fills its input's height: with half a height above and below, PP-OCRv5 read 98
# of sroie-dev's 148 printed totals the same, at 0.15 it read 139 (docs/reading.md).
RECOGNISER_CROP = {"side": 1.0, "over": 0.15}


def second_reader(cfg, read_by: frozenset[str] = frozenset()) -> str:
    """cfg.reread_engine, unless that engine produced the figure: one reader asked twice is
    no proof, so a page RapidOCR read is re-read by PP-OCRv5, a page Tesseract read by
    RapidOCR."""
    engine = getattr(cfg, "reread_engine", "rapidocr") if cfg is not None else "rapidocr"
    return _OTHER.get(engine, "tesseract") if engine in read_by else engine


def looks(im: Image.Image, box: Box, engine: str, others: list[Box] | None = None, tall: bool = False) -> list[Look]:
    """The crops `engine` looks at, in turn: RapidOCR one crop, then one cut at the box's
    printed rules while that reads nothing clean; the PP-OCRv5 recogniser one
    cut close above and below, then Tesseract's looks while it reads nothing clean;
    Tesseract its looks (TESSERACT_LOOKS)."""
    if engine not in ("tesseract", "ppocrv5"):
        # the crop as cut, then, while that reads nothing clean, cut at the box's rules
        return [Look(crop(im, box, others, tall=tall), engine), Look(crop(im, box, others, ruled=True, tall=tall), engine)]
    first = [Look(crop(im, box, others, tall=tall, **RECOGNISER_CROP), engine)] if engine == "ppocrv5" else []
    return first + [Look(crop(im, box, others, band=True, closer=closer, tall=tall), "tesseract", line_px, binarize)
                    for closer, line_px, binarize in TESSERACT_LOOKS]


def verdict(engine: str, readings: list[str], expected: str) -> ReRead:
    """What the readings of `engine`'s looks say of the expected figure."""
    if engine == "ppocrv5" and reading(readings[0]) is not None:
        return ReRead(readings[0], agrees(readings[0], expected), engine)
    if engine not in ("tesseract", "ppocrv5"):
        # the crop as cut decides when it reads one figure (whole dollars too), else the crop
        # cut at the box's rules: which look decides does not depend on the figure expected
        at = 0 if len(readings) == 1 or reading(readings[0]) is not None or _whole(readings[0]) is not None else 1
        return ReRead(readings[at], agrees(readings[at], expected), engine)
    label = "ppocrv5, then tesseract" if engine == "ppocrv5" else engine
    return ReRead(deciding(readings) or " / ".join(t for t in readings if t), decides_for(readings, expected), label)


def reread_image(im: Image.Image, box: Box, expected: str, cfg, others: list[Box] | None = None,
                 read_by: frozenset[str] = frozenset(), read=read_looks) -> ReRead:
    """reread on a page image already rendered at 300 dpi (for callers checking many boxes)."""
    engine = second_reader(cfg, read_by)
    # (a text layer's word boxes are as tall as its font: crop(tall))
    return verdict(engine, read(looks(im, box, engine, others, tall="text" in read_by), cfg), expected)


def deciding(readings: list[str]) -> str | None:
    """The first of the readings that reads one figure cleanly; None while none does."""
    return next((t for t in readings if reading(t) is not None), None)


def decides_for(readings: list[str], expected: str) -> bool:
    """The first clean reading is the expected figure. Which reading decides does not depend
    on the figure asked about, so looking again never searches for a yes."""
    first = deciding(readings)
    return first is not None and agrees(first, expected)
