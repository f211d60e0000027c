"""evidence: printed lines and label/amount items from word boxes, and the pixel check.

The sidecar extractor reads a page three ways (the rows stage's pairs, its rows, and the
printed lines rebuilt here from the words); all three end in the same test: the value must
be printed literally inside its box (`grounded_at`). This module owns that test and the
small geometry it needs, so every extractor proves its figure the same way.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from decimal import Decimal
from statistics import median

from docq import money
from docq.records import Box, Page, Word

# Rule lines and box borders a recogniser reads as glyphs; never part of a label or value.
_JUNK = re.compile(r"^[|_\-—–=~.:;,'\"`/]+$")
_PREFIX = {"$", "RM", "USD", "US$", "-", "(", "MYR", "S$", "£", "€", "₹", "GBP", "EUR", "INR", "RS", "RS."}
_SUFFIX = {"CR", "DR", "-", ")"}
# a currency printed in its own column, as a recogniser reads it (RM often comes back as RN;
# a form's ruled edge just before a box's "$" comes back as "|$")
_CURRENCY_ONLY = re.compile(r"^\|?(?:RM|RN|MYR|USD|US\$|\$|S\$|SGD|CAD|EUR|GBP|INR|Rs\.?|€|£|₹)$")


@dataclass
class Token:
    text: str
    box: Box


@dataclass
class Item:
    """A run of a printed line: a text phrase piece or one amount."""
    kind: str               # "text" | "amount"
    text: str
    box: Box
    value: Decimal | None = None
    raw: list[str] | None = None


def deskewed_cy(box: Box, skew: float) -> float:
    # Box centres are turned back by the page's estimated skew, so words of one printed line
    # share a y even when the scan is tilted (measured: 0.7 degrees breaks naive clustering).
    return box.cy - box.cx * math.tan(math.radians(skew)) if skew else box.cy


def line_height(words: list[Word]) -> float:
    hs = [w.box.height for w in words if w.box.height > 0]
    return median(hs) if hs else 10.0


def page_lines(page: Page) -> list[list[Word]]:
    """The page's words grouped into printed lines (top to bottom, each left to right)."""
    words = [w for w in page.words if w.text.strip() and not _JUNK.match(w.text.strip())]
    if not words:
        return []
    h = line_height(words)
    keyed = sorted(words, key=lambda w: deskewed_cy(w.box, page.skew))
    lines: list[tuple[float, list[Word]]] = []
    for w in keyed:
        cy = deskewed_cy(w.box, page.skew)
        if lines and abs(cy - lines[-1][0]) < 0.5 * h:
            cys, ws = lines[-1]
            ws.append(w)
            lines[-1] = ((cys * (len(ws) - 1) + cy) / len(ws), ws)
        else:
            lines.append((cy, [w]))
    return [sorted(ws, key=lambda w: w.box.x0) for _, ws in lines]


def grouped_tail(head: Token, tail: Token) -> bool:
    """`tail` is the last group of a number grouped by a narrow space or an apostrophe that
    starts at `head` ("1 234,56"), not a figure of its own (money.grouped_tail)."""
    return money.grouped_by_narrow_space(head.text, tail.text, tail.box.x0 - head.box.x1,
                                         max(head.box.height, tail.box.height))


def items(tokens: list[Token]) -> list[Item]:
    """A line's tokens as items: each amount (with a split-off `$`/`RM`/`CR`) one item,
    every other token a text item."""
    toks = [t for t in tokens if t.text.strip() and not _JUNK.match(t.text.strip())]
    out: list[Item] = []
    i = 0
    while i < len(toks):
        best = None
        # Longest run of up to 3 tokens (prefix, figure, suffix) that is exactly one amount.
        for n in (3, 2, 1):
            run = toks[i:i + n]
            if len(run) < n:
                continue
            split = n == 2 and _split_cents(run[0], run[1])
            if n > 1 and not (split or run[0].text.upper() in _PREFIX or run[-1].text.upper() in _SUFFIX):
                continue
            joined = " ".join(t.text for t in run).replace("( ", "(").replace(" )", ")")
            if split:
                joined = run[0].text + run[1].text
            v = money.parse_amount(joined)
            if v is not None and n == 1 and i > 0 and grouped_tail(toks[i - 1], run[0]):
                v = None          # "1 234,56": 234,56 is the end of a larger number
            if v is None and n <= 2:
                v = money.parse_whole_dollars(joined.replace("$ ", "$"))
            if v is not None:
                best = (n, v)
                break
        if best:
            n, v = best
            run = toks[i:i + n]
            box = run[0].box
            for t in run[1:]:
                box = box.union(t.box)
            out.append(Item("amount", " ".join(t.text for t in run), box, v, [t.text for t in run]))
            i += n
        elif _CURRENCY_ONLY.match(toks[i].text) and i + 1 < len(toks) and toks[i + 1].text[:1].isdigit():
            i += 1                # "RM | 9.90": the currency column belongs to the figure, not the label
        else:
            out.append(Item("text", toks[i].text, toks[i].box))
            i += 1
    return out


def _split_cents(a: Token, b: Token) -> bool:
    """ "24." "30": one figure the recogniser cut after its decimal mark (a tight gap only), or
    "166" ".10" and "8" "1,20", cut before it or inside it (touching: money.cut_figure)."""
    gap, h = b.box.x0 - a.box.x1, max(a.box.height, b.box.height)
    return (bool(re.fullmatch(r"[$]?\d[\d,.]*[.,]", a.text)) and bool(re.fullmatch(r"\d{2}", b.text))
            and gap < 1.5 * h) or money.cut_figure(a.text, b.text, gap, h)


def words_in(page: Page, box: Box, pad: float = 1.0) -> list[Word]:
    """Page words whose centre lies inside `box` (grown by `pad` points)."""
    return [w for w in page.words
            if box.x0 - pad <= w.box.cx <= box.x1 + pad and box.y0 - pad <= w.box.cy <= box.y1 + pad]


def grounded_at(page: Page, box: Box, value: Decimal | str) -> tuple[bool, float, list[str]]:
    """Whether `value` is printed literally by the words inside `box`; with the lowest OCR
    confidence of those words and their texts (the evidence a Field carries)."""
    ws = _uncut([w for w in sorted(words_in(page, box), key=lambda w: (round(w.box.cy / 4), w.box.x0)) if w.text])
    texts = [w.text for w in ws]
    run = money.grounding(value, texts) if ws else None
    if run is None:
        return False, 0.0, texts
    # a figure of the line above or below that the box's edge took in ("9.65" over "126.63")
    # is no part of the evidence; a sign or a currency mark beside the figure is
    ws = [w for k, w in enumerate(ws) if run[0] <= k < run[1] or money.parse_amount(w.text) is None]
    return True, min(w.conf for w in ws), [w.text for w in ws]


def _uncut(ws: list[Word]) -> list[Word]:
    """The words, with a figure the recogniser cut between two of its digits ("8" "1,20",
    touching) one word again: their texts alone read as a quantity and a price."""
    out: list[Word] = []
    for w in ws:
        a = out[-1] if out else None
        if a is not None and abs(a.box.cy - w.box.cy) < max(a.box.height, w.box.height) / 2 \
                and money.cut_between_digits(a.text, w.text, w.box.x0 - a.box.x1, max(a.box.height, w.box.height)):
            out[-1] = replace(a, text=a.text + w.text, box=a.box.union(w.box), conf=min(a.conf, w.conf))
        else:
            out.append(w)
    return out
