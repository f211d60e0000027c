"""coverage: did the reading cover the ink on the page?

Tesseract's page segmentation (`--psm 3`) sometimes drops a whole right-hand column of
amounts on a sparse page (a receipt, a short bill), even at an explicit dpi. This finds ink
that no word box covers, after removing ruled lines (form and table borders are ink no word
should cover), so read can look again at only those pages.
"""
from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
from PIL import Image

from docq.records import Box, Word

DPI = 300               # the resolution a page is rendered at to map its ink
SCALE = 4               # look at the page at a quarter of its resolution (75 dpi for 300)
INK = 150               # grey level below which a reduced pixel holds ink
RULE_PX = 30            # a straight run this long (~29 pt) is a ruled line, not text
MIN_PIXELS = 60         # uncovered ink below this is dust, not a dropped word
DOT_PX = 2              # a blob this small (reduced pixels) is a dot
LEADER_GAP = 6          # reduced pixels between a leader's dots (~6 pt)


def _runs(ink: np.ndarray, k: int, axis: int) -> np.ndarray:
    """Pixels inside a straight run of at least k ink pixels along `axis`: an erosion keeps the
    first pixel of every window of k ink pixels, a dilation back over the window marks all of
    it (outside the page is no ink). OpenCV does the two in ~1 ms a page; a cumulative sum in
    numpy took ~5 ms, beside Tesseract on the same two cores."""
    a = ink.astype(np.uint8)
    line = np.ones((1, k) if axis == 1 else (k, 1), np.uint8)
    last = (k - 1, 0) if axis == 1 else (0, k - 1)
    firsts = cv2.erode(a, line, anchor=(0, 0), borderType=cv2.BORDER_CONSTANT, borderValue=0)
    return cv2.dilate(firsts, line, anchor=last, borderType=cv2.BORDER_CONSTANT, borderValue=0).astype(bool)


def ink_map(image: Path) -> np.ndarray:
    """The page's ink at a quarter of its resolution, ruled lines removed. Independent of any
    reading, so read computes it while the recogniser runs."""
    with Image.open(image) as im:
        full_width = im.width
        if im.format == "JPEG":
            im.draft("L", (im.width // SCALE, im.height // SCALE))   # decode at (up to) 1/4 size
        grey = im.convert("L")
    left = max(1, round(SCALE * grey.width / full_width))             # reduction still to do
    ink = np.asarray(grey.reduce(left) if left > 1 else grey) < INK
    return ink & ~(_runs(ink, RULE_PX, 1) | _runs(ink, RULE_PX, 0))


def _without_leaders(mask: np.ndarray) -> np.ndarray:
    """`mask` less its dot leaders ("Premium ........ 412.00"): dot-sized blobs strung along
    one line for at least a ruled line's length. They are ink no word covers, and reading them
    again finds nothing. Loose dots (dust, or the fragments of faint print) stay."""
    n, labels, stats, _ = cv2.connectedComponentsWithStats(mask.astype(np.uint8), connectivity=8)
    if n <= 1:
        return mask
    dot = (stats[:, cv2.CC_STAT_AREA] <= DOT_PX) & (stats[:, cv2.CC_STAT_HEIGHT] <= 2)
    dot[0] = False
    dots = dot[labels].astype(np.uint8)
    # Dots one leader apart joined into a line, one pixel of wobble allowed up or down.
    line = cv2.morphologyEx(cv2.dilate(dots, np.ones((3, 1), np.uint8)), cv2.MORPH_CLOSE,
                            np.ones((1, LEADER_GAP + 1), np.uint8))
    leader = _runs(line.astype(bool), RULE_PX, 1) & dots.astype(bool)
    return mask & ~leader


def uncovered(ink: np.ndarray, words: list[Word], dpi: int) -> tuple[int, tuple[int, int, int, int] | None]:
    """Ink (from ink_map) no word box covers: its amount in reduced pixels, and the
    full-resolution pixel box around it (with a margin), or None when there is none."""
    mask = ink.copy()
    k = dpi / 72 / SCALE
    h, w = mask.shape
    for wd in words:
        b = wd.box
        mask[max(int(b.y0 * k) - 2, 0):min(int(b.y1 * k) + 3, h), max(int(b.x0 * k) - 2, 0):min(int(b.x1 * k) + 3, w)] = False
    mask = _without_leaders(mask)
    n = int(mask.sum())
    if not n:
        return 0, None
    ys, xs = np.nonzero(mask)
    m = 6     # reduced pixels of margin: a word's edge left outside the box is read badly
    box = (max(int(xs.min()) - m, 0) * SCALE, max(int(ys.min()) - m, 0) * SCALE,
           min(int(xs.max()) + m + 1, w) * SCALE, min(int(ys.max()) + m + 1, h) * SCALE)
    return n, box


MIN_CONF = 60.0         # a second look's word below this is more often a rule or dust read as text


def shifted(words: list[Word], x_px: int, y_px: int, dpi: int) -> list[Word]:
    """Words read on a crop whose top-left is (x_px, y_px), moved back onto the page."""
    dx, dy = x_px * 72 / dpi, y_px * 72 / dpi
    return [Word(w.text, Box(w.box.x0 + dx, w.box.y0 + dy, w.box.x1 + dx, w.box.y1 + dy), w.conf, w.engine)
            for w in words]


def merge(first: list[Word], second: list[Word], keep_all: bool = False) -> list[Word]:
    """`first`, plus the confident words of `second` (with `keep_all`, every word: a whole
    page's reading, whose confidence the answer's guards weigh) that no word of `first` overlaps."""
    def inside(w: Word, o: Word) -> bool:
        return o.box.x0 <= w.box.cx <= o.box.x1 and o.box.y0 <= w.box.cy <= o.box.y1
    return first + [w for w in second if (keep_all or w.conf >= MIN_CONF)
                    and not any(inside(w, o) or inside(o, w) for o in first)]
