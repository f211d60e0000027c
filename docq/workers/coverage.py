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

SCALE = 4               # look at the page at a quarter of its resolution (75 dpi for 300)
INK = 150               # grey level below which a reduced pixel holds ink
RULE_PX = 30            # a straight run this long (~29 pt) is a ruled line, not text
MIN_PIXELS = 60         # uncovered ink below this is dust, not a dropped word
DOT_PX = 2              # a blob this small (reduced pixels) is a dot
LEADER_GAP = 6          # reduced pixels between a leader's dots (~6 pt)


def _runs(ink: np.ndarray, k: int, axis: int) -> np.ndarray:
    """Pixels inside a straight run of at least k ink pixels along `axis`."""
    a = ink if axis == 1 else ink.T
    n = a.shape[1]
    c = np.zeros((a.shape[0], n + 1), dtype=np.int32)
    np.cumsum(a, axis=1, out=c[:, 1:])
    if n < k:
        return np.zeros_like(ink, dtype=bool)
    # starts[:, s + 1]: how many all-ink windows start at or before s (s in 0 .. n-k).
    starts = np.zeros((a.shape[0], n - k + 2), dtype=np.int32)
    np.cumsum((c[:, k:] - c[:, :-k]) == k, axis=1, out=starts[:, 1:])
    # A pixel j lies in a full window starting anywhere in [j-k+1, j].
    j = np.arange(n)
    lo = np.clip(j - k + 1, 0, n - k + 1)
    hi = np.maximum(np.minimum(j, n - k) + 1, lo)
    out = starts[:, hi] - starts[:, lo] > 0
    return out if axis == 1 else out.T


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


def merge(first: list[Word], second: list[Word]) -> list[Word]:
    """`first`, plus the confident words of `second` that no word of `first` overlaps."""
    def inside(w: Word, o: Word) -> bool:
        return o.box.x0 <= w.box.cx <= o.box.x1 and o.box.y0 <= w.box.cy <= o.box.y1
    return first + [w for w in second if w.conf >= MIN_CONF
                    and not any(inside(w, o) or inside(o, w) for o in first)]
