"""Whether a page's reading looks like language: the share of its tokens that are neither a
plausible word nor a number. A sideways photo Tesseract could not turn (its orientation
guess below the threshold) reads as a spray of fragments like 'iF', '|l', 'snd' and 'Sws:';
such a page is ready but useless, and `docq docs` says so instead of staying silent. So it
does of a page its reader still found turned after every turn docq tried (workers/read): its
words may be sensible, but not in the order the page prints them.

Pure and cheap (no dictionary): a word has letters only, a vowel, a sane case pattern and no
long consonant run; a number has digits and money or date punctuation only; and either was
read with at least CONFIDENT confidence. Measured on a real receipt (tests/data/review): 0.32
upright, 0.91 turned a quarter and read unturned, 0.88 mirrored.
"""
from __future__ import annotations

import re

from docq.records import Word

TEXT_LAYER = "text"        # the engine name of a PDF's own text layer (workers/read.py)
GARBLED_SHARE = 0.6       # above this share of non-words, a page is flagged
MIN_TOKENS = 12           # a page with fewer tokens says too little to judge
CONFIDENT = 60.0          # the recogniser's own doubt below this (0-100) counts against a token

_STRIP = "\"'()[]{}.,:;!?*"
_NUMBER = re.compile(r"^[$€£-]?\d[\d,./:%-]*$")
_LETTERS = re.compile(r"^[A-Za-z][A-Za-z'&-]*$")
_CASE = re.compile(r"^([A-Z]+|[a-z]+|[A-Z][a-z]+)(['&-]([A-Z]+|[a-z]+|[A-Z][a-z]+))*$")
_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{5,}", re.I)
_SHORT = {"a", "i", "&", "x", "#", "no", "of", "to", "in", "on", "at", "by", "or", "is", "it",
          "us", "we", "be", "as", "an", "if", "up", "so", "do", "my", "me", "id", "dr", "cr", "mr",
          "ms", "st", "ca", "ny", "tx", "fl", "pa", "nj"}


def plausible(token: str) -> bool:
    t = token.strip(_STRIP)
    if not t:
        return False
    low = t.lower()
    if len(t) <= 2:
        return low in _SHORT or bool(_NUMBER.match(t))
    if _NUMBER.match(t):
        return True
    return bool(_LETTERS.match(t) and _CASE.match(t) and re.search(r"[aeiouy]", low)
                and not _RUN.search(t))


def nonword_share(words: list[Word]) -> float | None:
    """The share of a page's words that are not confidently read plausible words or
    numbers; None when there are too few to tell. Only what a recogniser read counts: a
    PDF's own text layer ("text") is the characters the document prints, never a page read
    sideways (a Form 1040's codes and line numbers are no sign of a bad scan)."""
    words = [w for w in words if w.engine != TEXT_LAYER]
    if len(words) < MIN_TOKENS:
        return None
    return sum(1 for w in words if w.conf < CONFIDENT or not plausible(w.text)) / len(words)


def garbled(share: float | None) -> bool:
    return share is not None and share > GARBLED_SHARE


def unreadable(share: float) -> str:
    """Why a page cannot be read, as `docq docs` and `docq ask` say it."""
    return (f"it reads as mostly non-words ({share:.0%}) and may be sideways, mirrored or too"
            " blurred; check it, and drop a better scan")


STILL_TURNED = ("it still reads as turned after every turn docq tried (upside down or sideways,"
                " in whole or in part), so its lines may be read out of order; check it, and drop"
                " an upright scan")


def why(share: float | None, still_turned: bool) -> str | None:
    """Why a page's reading is not to be trusted, as `docq docs` and `docq ask` say it; None
    when it is."""
    if garbled(share):
        return unreadable(share)
    return STILL_TURNED if still_turned else None


def warning(page: int, why: str) -> str:
    return f"page {page} could not be read: {why}"
