"""titleyear: the tax year a form prints large beside its title, read again alone when the
page's reading could not make it out.

The W-2 has no "For calendar year" box: its year is printed beside "Wage and Tax Statement" in
figures several times the size of the page's print, in a face a page-wide reading takes for
letters (Tesseract reads the scanned "2024" as "Evie"). The word the page's reading put there
is cut out of the pixels and read again by two other recognisers (both read the scanned W-2's
"2024" so); the year replaces the word only when both read the same whole year.
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from PIL import Image

from docq.errors import MissingDependency
from docq.records import Word
from docq.workers import reread

TITLE = ("wage", "and", "tax", "statement")
_YEAR = re.compile(r"(?:19|20)\d\d")
# the year's word: to the title's right within this many title heights, and at least as tall
REACH = 12.0
# ...read as this when the page's reading had it (a digital year reads 96 or more)
UNSURE = 80.0
# the two recognisers that read it again; Tesseract, which read the page, is not one of them
READERS = ("rapidocr", "ppocrv5")


def _title(words: list[Word]) -> Word | None:
    """The title's last word ("Statement") when the title's four words run in order on a line."""
    for i in range(len(words) - len(TITLE) + 1):
        run = words[i:i + len(TITLE)]
        if tuple(w.text.strip(" .,:").lower() for w in run) == TITLE and all(
                abs(w.box.cy - run[0].box.cy) < 0.5 * run[0].box.height for w in run):
            return run[-1]
    return None


def _beside(words: list[Word], title: Word) -> list[Word]:
    """Words on the title's band, to its right within REACH of its height."""
    h = title.box.height
    return [w for w in words if title.box.x1 < w.box.x0 <= title.box.x1 + REACH * h
            and w.box.y0 < title.box.y1 and w.box.y1 > title.box.y0]


def unread(words: list[Word]) -> Word | None:
    """The word beside a W-2's title where its year is printed, when the reading did not make
    out a year there: the tallest word beside it that is at least the title's height and was
    read unsurely or with no figure. None when a year was read there or no such word is."""
    title = _title(words)
    if title is None:
        return None
    near = _beside(words, title)
    if any(_YEAR.fullmatch(w.text.strip(" .,:")) for w in near):
        return None
    tall = [w for w in near if w.box.height >= title.box.height
            and (w.conf < UNSURE or not any(c.isdigit() for c in w.text))]
    return max(tall, key=lambda w: w.box.height, default=None)


def read_year(image: Path, dpi: int, words: list[Word], cfg=None) -> list[Word]:
    """`words` with the title's year read again from `image` (the page at `dpi`) when the
    reading missed it; otherwise `words` as they are."""
    word = unread(words)
    if word is None:
        return words
    pad, px = 0.3 * word.box.height, dpi / 72.0
    box = tuple(round(v * px) for v in (word.box.x0 - pad, word.box.y0 - pad, word.box.x1 + pad, word.box.y1 + pad))
    with Image.open(image) as im:
        part = im.convert("L").crop(box)
    try:
        readings = {reread.read_crop(part, engine, cfg).strip(" .,:;'\"|") for engine in READERS}
    except MissingDependency:
        return words           # a reader is not installed: the word stays as read
    year = readings.pop() if len(readings) == 1 else ""
    if not _YEAR.fullmatch(year):
        return words
    return [replace(w, text=year, conf=UNSURE) if w is word else w for w in words]
