"""orient: is a page upright, and how far is it skewed?

Turning: a page scanned sideways or upside down reads as a handful of low-confidence
fragments. Only such a page pays for Tesseract's orientation detection (`--psm 0`) and a
second reading; an upright page costs nothing extra. A recogniser that turns each line it
finds upside down (RapidOCR) reads such a page as confident words instead; its classifier's
share of turned lines (UPSIDE_DOWN) is what gives the page away, at no extra cost.

Skew: estimated from the word boxes themselves, as the angle at which the box centres line
up into the sharpest horizontal bands. rows de-rotates box centres by it before grouping lines
(measured: on a 0.7° page naive y-clustering paired 0-1 of 32 rows; deskewed, 32/32).
"""
from __future__ import annotations

import math

import numpy as np

from docq.records import Word

# A page is taken for upside down when its recogniser's classifier turned this share of its
# lines (RapidOCR): measured on 13 real receipts (wildreceipt-dev, sroie-dev), 0.00-0.07 upright
# and 0.44-1.00 turned half round.
UPSIDE_DOWN = 0.3

MAX_SKEW = 5.0          # degrees searched either way
SKEW_STEP = 0.05

# A photo tilted further than this reads as broken lines: the recogniser's line boxes, slanting
# across a receipt's width by more than a line's height, cut neighbours' characters off (the
# Target receipt 12 degrees askew read "01/05/2015 05:41 PM" as "01/0/0 0:0"), and rows pair
# each label with the next line's figure. Such a page is read again turned upright (read.py).
# Measured on wildreceipt-dev's 53 photos (the slant of RapidOCR's own line boxes): tilts of
# 0-2.7 degrees, and 5.0-12.3 (five), nothing between. TILT_SEARCH is how far the tilt is looked for.
TILTED = 4.0
TILT_SEARCH = 20.0


def _readable(w: Word) -> bool:
    t = "".join(ch for ch in w.text if ch.isalnum())
    # A word of three or more letters taller than wide was read down a sideways page.
    return w.conf >= 70 and len(t) >= 3 and w.box.width >= w.box.height


def quality(words: list[Word]) -> int:
    """How much of a reading is plausible upright text: confident, horizontal words of three
    or more characters."""
    return sum(1 for w in words if _readable(w))


def looks_turned(words: list[Word]) -> bool:
    """True when a reading looks like a sideways or upside-down page (or no text at all)."""
    if len(words) < 3:
        return True
    return quality(words) < 0.4 * len(words)


def _sharpest(x, y, weight, bin_h: float, angles) -> tuple[float, float]:
    """The angle whose de-rotated centres pile into the sharpest horizontal bands."""
    best, best_score = 0.0, -1.0
    for a in angles:
        yy = y - math.tan(math.radians(a)) * x
        hist = np.bincount(np.floor((yy - yy.min()) / bin_h).astype(int), weights=weight)
        score = float((hist * hist).sum())
        # Ties (a flat optimum on sparse pages) favour the smallest angle.
        if score > best_score * 1.0001 or (abs(score - best_score) <= best_score * 1e-4 and abs(a) < abs(best)):
            best, best_score = float(a), score
    return best, best_score


def estimate_skew(words: list[Word], limit: float = MAX_SKEW) -> float:
    """Skew in degrees (positive: text lines fall to the right, y growing with x): a coarse
    search over +-`limit` degrees with bands a third of a word high, then a fine one around it
    with bands a sixth high (a 0.15 degree error moves a right-hand amount 1.2 pt on a letter
    page)."""
    ws = [w for w in words if w.box.width > 0 and w.box.height > 0]
    if len(ws) < 6:
        return 0.0
    h = float(np.median([w.box.height for w in ws]))
    # Flat boxes (leader dots, rules read as text) sit on the baseline, not the centre line.
    ws = [w for w in ws if w.box.height >= 0.5 * h]
    if len(ws) < 6:
        return 0.0
    x = np.array([w.box.cx for w in ws])
    y = np.array([w.box.cy for w in ws])
    weight = np.array([min(w.box.width, 4 * h) for w in ws])   # one long box must not outvote a page
    x = x - x.mean()
    coarse, _ = _sharpest(x, y, weight, max(h / 3.0, 0.5), np.arange(-limit, limit + SKEW_STEP / 2, SKEW_STEP))
    fine, _ = _sharpest(x, y, weight, max(h / 6.0, 0.25), np.arange(coarse - 0.1, coarse + 0.105, 0.01))
    return round(fine, 2) if abs(fine) >= 0.02 else 0.0


def deskewed_centres(words: list[Word], skew: float) -> list[tuple[float, float]]:
    """Box centres rotated by -skew about the page origin (small-angle exact rotation)."""
    if not skew:
        return [((w.box.x0 + w.box.x1) / 2, (w.box.y0 + w.box.y1) / 2) for w in words]
    r = math.radians(skew)
    c, s = math.cos(r), math.sin(r)
    out = []
    for w in words:
        x, y = (w.box.x0 + w.box.x1) / 2, (w.box.y0 + w.box.y1) / 2
        out.append((x * c + y * s, -x * s + y * c))
    return out
