"""Lines from word boxes: box centres de-rotated by the page's skew, then words grouped into
lines by vertical overlap. Part of rows."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from statistics import median

from docq.records import Page, Word
from docq.workers.orient import deskewed_centres

LEADER_CHARS = set("._-·…_•‥")
CENTRE = 0.35           # a word's centre may sit this fraction of the smaller height off its line's


@dataclass
class Tok:
    """One word as rows sees it: cleaned text and its de-rotated box."""
    i: int                 # index in Page.words
    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    leader: bool = False   # a run of leader dots / underscores between a label and its value
    glued: bool = False    # one figure with the word before it, cut at its point ("166" ".10")

    @property
    def h(self) -> float:
        return self.y1 - self.y0


@dataclass
class Line:
    toks: list[Tok] = field(default_factory=list)
    y0: float = 0.0
    y1: float = 0.0

    def add(self, t: Tok) -> None:
        self.toks.append(t)
        if len(self.toks) == 1:
            self.y0, self.y1 = t.y0, t.y1
        elif len(self.toks) <= 12:      # a median, so one tall word does not stretch the line
            self.y0 = median(x.y0 for x in self.toks)
            self.y1 = median(x.y1 for x in self.toks)

    @property
    def h(self) -> float:
        return max(self.y1 - self.y0, 0.1)


def is_leader(text: str) -> bool:
    return len(text) >= 3 and all(ch in LEADER_CHARS for ch in text)


def _mark(ch: str) -> bool:
    """A thermal print's mark a reader glued to the figure before it ("100.00℃", "12.50*"):
    a symbol or a star; never a percent, a sign, a bracket or a currency, which say what
    the figure is."""
    return ch in "*#'\"`" or unicodedata.category(ch) in ("So", "Sk", "Sm") and ch not in "+-<>=~"


def clean(text: str) -> str:
    """A word without leader dots glued to either end ("BALANCE......." → "BALANCE"), and an
    amount without a mark glued after it ("100.00℃" → "100.00")."""
    if len(text) >= 5 and _mark(text[-1]) and re.search(r"\d[.,]\d\d$", text[:-1]):
        return text[:-1]
    s = text
    while len(s) >= 4 and s[-1] in LEADER_CHARS and s[-2] in LEADER_CHARS and s[-3] in LEADER_CHARS:
        s = s.rstrip("".join(LEADER_CHARS))
    while len(s) >= 4 and s[0] in LEADER_CHARS and s[1] in LEADER_CHARS and s[2] in LEADER_CHARS:
        s = s.lstrip("".join(LEADER_CHARS))
    return s or text


def _speck(text: str) -> bool:
    """Dust read as a mark (".", "'", ","): no letter, digit, sign or leader run in it."""
    return not any(ch.isalnum() or ch in "$€£₹-+()%*#&" for ch in text)


def _flat_run(w: Word, h: float) -> bool:
    """A dotted or ruled leader the recogniser read as letters ("ccceeecsiececcece...",
    "oc.", conf 0): a box under half as tall as a word, wider than high, read with next to
    no confidence, holding no digit."""
    b = w.box
    return (b.y1 - b.y0 < 0.5 * h and b.x1 - b.x0 > b.y1 - b.y0 and w.conf < 30
            and not any(ch.isdigit() for ch in w.text))


def tokens(page: Page) -> list[Tok]:
    out = []
    hmed = median([w.box.height for w in page.words]) if page.words else 0.0
    for i, (w, (cx, cy)) in enumerate(zip(page.words, deskewed_centres(page.words, page.skew))):
        b = w.box
        hw, hh = (b.x1 - b.x0) / 2, (b.y1 - b.y0) / 2
        text = w.text.strip()
        if not text:
            continue
        leader = is_leader(text) or _flat_run(w, hmed)
        if not leader and _speck(text):
            continue
        out.append(Tok(i, clean(text) if len(text) >= 4 else text, cx - hw, cy - hh, cx + hw, cy + hh, leader))
    return out


def overlap(a0: float, a1: float, b0: float, b1: float) -> float:
    """Overlap of two intervals as a fraction of the shorter one."""
    inter = min(a1, b1) - max(a0, b0)
    return max(inter, 0.0) / max(min(a1 - a0, b1 - b0), 0.1)


def group_lines(toks: list[Tok]) -> list[Line]:
    """Lines top to bottom, each word in the line it overlaps most (at least half its height);
    a word never shares a line with a word it overlaps horizontally."""
    if not toks:
        return []
    hmed = median(t.h for t in toks)
    lines: list[Line] = []
    for t in sorted(toks, key=lambda t: (t.y0 + t.y1) / 2):
        # A tiny mark ("-", ".") is judged as if it were a normal-height word around its centre.
        y0, y1 = t.y0, t.y1
        tiny = t.h < 0.5 * hmed
        if tiny:
            c = (t.y0 + t.y1) / 2
            y0, y1 = c - hmed / 2, c + hmed / 2
        best, best_ov = None, 0.5
        # Words come in centre order, so only the last few lines can still take this one.
        for ln in lines[-4:]:
            inter = min(y1, ln.y1) - max(y0, ln.y0)
            if inter <= 0:
                continue
            small = max(min(y1 - y0, ln.y1 - ln.y0), 0.1)
            ov = inter / small
            # Overlap alone lets a big word (a bold "Total due") join the small-print line it
            # half covers (an address beside it); its centre must be level with the line too.
            level = tiny or abs((y0 + y1) - (ln.y0 + ln.y1)) / 2 <= CENTRE * small
            if ov >= best_ov and level and not any(overlap(t.x0, t.x1, o.x0, o.x1) > 0.3 for o in ln.toks):
                best, best_ov = ln, ov
        if best is None:
            best = Line()
            lines.append(best)
        best.add(t)
    for ln in lines:
        ln.toks.sort(key=lambda t: t.x0)
    lines.sort(key=lambda ln: (ln.y0 + ln.y1) / 2)
    return lines
