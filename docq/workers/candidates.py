"""candidates: a printed label and the figure it names, as proposed by one reading of a page.

A line's items split into label phrases (at figures, at cell starts, at gaps wider than a
word space); a phrase names canonical fields only by its whole text (labels.match); the figure
right after it on the same line is its candidate value, unless a second figure follows (a
table's next column, whose label is unknowable).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from docq.records import Box
from docq.workers import labels
from docq.workers.evidence import Item, Token, items

_BOX12 = re.compile(r"(?:box )?12 ?([a-d])(?: see instructions for box 12)?(?: code)?(?: [a-z]{1,2})?")


@dataclass
class Candidate:
    field: str
    value: Decimal
    label: str
    page: int
    box: Box
    method: str
    line: str               # the whole printed line, for the projection guard


def label_fields(label: str, doc_type: str) -> list[str]:
    names = labels.match(label, doc_type)
    if "w2" in doc_type.split("+"):
        s = re.sub(r"\s+", " ", re.sub(r"[^a-z0-9 ]+", " ", label.lower())).strip()
        m = _BOX12.fullmatch(s)
        if m:
            names.append(f"w2_box12{m.group(1)}")
    return names


def phrases(its: list[Item], brk: list[bool], h: float) -> list[tuple[int, int]]:
    """Spans [i, j) of text items forming one label phrase: split at amounts, at cell
    starts, and at gaps wider than a word space."""
    spans, start = [], None
    for i, it in enumerate(its):
        if it.kind != "text":
            if start is not None:
                spans.append((start, i))
            start = None
            continue
        gap = it.box.x0 - its[i - 1].box.x1 if i else 0.0
        if start is not None and (brk[i] or gap > 1.2 * h):
            spans.append((start, i))
            start = None
        if start is None:
            start = i
    if start is not None:
        spans.append((start, len(its)))
    return spans


def text(its: list[Item]) -> str:
    return " ".join(it.text for it in its)


def span_box(its: list[Item]) -> Box:
    box = its[0].box
    for it in its[1:]:
        box = box.union(it.box)
    return box


def same_line(tokens: list[Token], brk: list[bool], doc_type: str, page: int, h: float,
              method: str) -> list[Candidate]:
    """Label phrase followed by exactly one amount on the same printed line."""
    its = items(tokens)
    # cell starts survive the token→item merge by their first token's box
    starts = {id(t.box) for t, b in zip(tokens, brk) if b}
    ibrk = [id(it.box) in starts for it in its]
    line = text(its)
    out = []
    for i, j in phrases(its, ibrk, h):
        if j >= len(its) or its[j].kind != "amount":
            continue
        if j + 1 < len(its) and its[j + 1].kind == "amount" and its[j + 1].value != its[j].value:
            continue                  # two figures after one label: which column is unknowable
        label = text(its[i:j])
        for name in label_fields(label, doc_type):
            out.append(Candidate(name, its[j].value, label, page, its[j].box, method, line))
    return out


