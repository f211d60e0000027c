"""coverage: did the reading cover the ink on the page?

Tesseract's page segmentation (`--psm 3`) sometimes drops a whole right-hand column of
amounts on a sparse page (a receipt, a short bill), even at an explicit dpi. This finds ink
that no word box covers, after removing ruled lines (form and table borders are ink no word
should cover), so read can look again at only those pages.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from docq.records import Word

SCALE = 4               # look at the page at a quarter of its resolution (75 dpi for 300)
INK = 150               # grey level below which a reduced pixel holds ink
RULE_PX = 30            # a straight run this long (~29 pt) is a ruled line, not text
MIN_PIXELS = 60         # uncovered ink below this is dust, not a dropped word


def _runs(ink: np.ndarray, k: int, axis: int) -> np.ndarray:
    """Pixels inside a straight run of at least k ink pixels along `axis`."""
    a = ink if axis == 1 else ink.T
    c = np.cumsum(np.pad(a.astype(np.int32), ((0, 0), (1, 0))), axis=1)
    full = (c[:, k:] - c[:, :-k]) == k            # window starting at j is all ink
    out = np.zeros_like(a, dtype=bool)
    for d in range(k):                            # spread each full window over its k pixels
        out[:, d:d + full.shape[1]] |= full
    return out if axis == 1 else out.T


def uncovered_ink(image: Path, words: list[Word], dpi: int) -> int:
    """Reduced-resolution ink pixels that no word box covers (ruled lines removed)."""
    with Image.open(image) as im:
        small = im.convert("L").reduce(SCALE)
    ink = np.asarray(small) < INK
    ink &= ~(_runs(ink, RULE_PX, 1) | _runs(ink, RULE_PX, 0))
    k = dpi / 72 / SCALE
    covered = np.zeros_like(ink)
    h, w = ink.shape
    for wd in words:
        b = wd.box
        covered[max(int(b.y0 * k) - 2, 0):min(int(b.y1 * k) + 3, h), max(int(b.x0 * k) - 2, 0):min(int(b.x1 * k) + 3, w)] = True
    return int((ink & ~covered).sum())


def missed_text(image: Path, words: list[Word], dpi: int) -> bool:
    return uncovered_ink(image, words, dpi) >= MIN_PIXELS


MIN_CONF = 60.0         # a second look's word below this is more often a rule or dust read as text


def merge(first: list[Word], second: list[Word]) -> list[Word]:
    """`first`, plus the confident words of `second` that no word of `first` overlaps."""
    def inside(w: Word, o: Word) -> bool:
        return o.box.x0 <= w.box.cx <= o.box.x1 and o.box.y0 <= w.box.cy <= o.box.y1
    return first + [w for w in second if w.conf >= MIN_CONF
                    and not any(inside(w, o) or inside(o, w) for o in first)]
