"""rows: a page's word boxes → rows of cells, label/value pairs and layout text.

Lines by vertical overlap after de-rotating box centres by the page's skew (rows_lines);
cells by horizontal gaps, leader dots, amounts split from their labels, and side-by-side
segments (rows_cells), gathered into gutters between blocks (rows_blocks); pairs by row or
form box, leaving anything ambiguous unpaired (rows_pairs), and never across a gutter.

Layout text is one printed line a line, cells joined by " | " ("PREVIOUS BALANCE | 241.99");
side-by-side rows of one printed line are four spaces apart on it; a form box's value is
written beside its label on a line of its own ("1 Wages, tips, other compensation | 116,701.45").
"""
from __future__ import annotations

from docq.records import BLOCKS_APART, Box, Cell, Page, PageLayout, Pair, Row
from docq.workers.rows_blocks import Gutter, across, block_of, gutters, recut
from docq.workers.rows_cells import C, identifier, segments, sign_apart, split_cells
from docq.workers.rows_lines import group_lines, tokens
from docq.workers.rows_columns import column_pairs
from docq.workers.rows_pairs import (BOX_CAPTION, Candidate, Found, box_label, box_side, candidates, choose, contested,
                                     irs_form, lonely)


def build_layout(page: Page) -> PageLayout:
    lines = group_lines(tokens(page))
    segs = [segments(split_cells(ln)) for ln in lines]
    grid = irs_form(segs)
    if grid:
        segs = [[sign_apart(seg) for seg in line_segs] for line_segs in segs]
    gs = gutters(lines, segs)
    segs = [recut(ln, line_segs, gs) for ln, line_segs in zip(lines, segs)]
    cands = [[c for seg in line_segs
              for c in candidates(seg, li, lines, segs, column_pairs(seg, li, lines, segs), grid)]
             for li, line_segs in enumerate(segs)]
    every = [c for line in cands for c in line]
    side = box_side(every, lines, segs)
    disputed = contested(every, lines, segs) if not side else set()
    idents = [identifier_boxes(line_segs, li, lines, segs, side, disputed, grid) for li, line_segs in enumerate(segs)]
    rows, found, text = [], [], []
    for li, line_segs in enumerate(segs):
        rows += [_row(page, seg, gs) for seg in line_segs]
        boxed: list[Found] = []
        for c in cands[li]:
            f = choose(c, side, lines, segs, disputed)
            if f is None:
                continue
            if f.how.startswith("box"):
                boxed.append(f)
            elif not across(f.label[-1], f.value, gs) and not lonely(f, li, lines, segs):
                found.append(f)
        found += boxed
        boxed += idents[li]          # written beside their captions; no field is read from them
        found += idents[li]
        text += _line_text(line_segs, boxed)
    return PageLayout(page.number, rows, [_pair(page, f) for f in found], "\n".join(text))


def identifier_boxes(line_segs: list[list[C]], li: int, lines, segs, side: int, disputed: set[int],
                     grid: bool = False) -> list[Found]:
    """Form boxes holding an identifier ("b Employer identification number (EIN)" over
    "77-1204004"): the identifier alone in its cell, paired with its box caption as a figure
    is (on the side the page prints its captions), never with a row's label, and only with a
    caption that starts with its box's letter or number."""
    out = []
    for seg in line_segs:
        for c in seg:
            if identifier(c.text) is None:
                continue
            cand = Candidate(c, li, None, box_label(c, li, lines, segs, -1, grid), box_label(c, li, lines, segs, 1, grid))
            f = choose(cand, side, lines, segs, disputed)
            # an identifier's box is lettered or numbered as a form letters its boxes ("b
            # Employer identification number"); a title or a name over it is no caption
            if f is not None and BOX_CAPTION.match(f.label_text):
                out.append(f)
    return out


def _line_text(line_segs: list[list[C]], above: list[Found]) -> list[str]:
    """A line as text; a form box's value is written beside its label on a line of its own,
    after whatever else the line holds (a name, a TIN in the next box)."""
    taken = {id(p.value) for p in above}
    rest = BLOCKS_APART.join(t for t in (" | ".join(c.text for c in seg if id(c) not in taken) for seg in line_segs) if t)
    return ([rest] if rest else []) + [f"{p.label_text} | {p.value.text}" for p in above]


def _box(page: Page, toks) -> Box:
    b = page.words[toks[0].i].box
    for t in toks[1:]:
        b = b.union(page.words[t.i].box)
    return b


def _cell(page: Page, c: C) -> Cell:
    return Cell(c.text, _box(page, c.toks), [t.i for t in c.toks])


def _row(page: Page, seg: list[C], gs: list[Gutter]) -> Row:
    cells = [_cell(page, c) for c in seg]
    box = cells[0].box
    for c in cells[1:]:
        box = box.union(c.box)
    return Row(cells, box, block=block_of(seg[0].x0, gs))


def _pair(page: Page, f: Found) -> Pair:
    label_box = _box(page, [t for c in f.label for t in c.toks])
    return Pair(f.label_text, f.value.text, label_box, _box(page, f.value.toks), f.how,
                [t.i for t in f.value.toks])
