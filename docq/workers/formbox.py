"""formbox: a box label with its figure printed under it.

On a form's grid (W-2, 1099, 1098) the box runs from its label to the next label on the line
(or the page's edge) and down until another box's label; elsewhere a line of labels pairs
only with a line of nothing but figures ("Cash Value: | Surrender Value:" over "$41,208.16 |
$39,020.84"), so a table header never takes its first row.
"""
from __future__ import annotations

import re

from docq.records import Box
from docq.workers import labels
from docq.workers.candidates import Candidate, label_fields, phrases, span_box, text
from docq.workers.evidence import Item, Token, items

_BOX_START = re.compile(r"^(?:\d{1,2}[a-z]?|[a-f])\s")
_BOX_NUMBER = re.compile(r"\d{1,2}[a-z]?\.?")
# the lines an IRS caption wraps onto under its first in a narrow box, at the most
_MOST_WRAPS = 3
# a gap wider than this many line heights between two words on a form's line is a box's edge
_BOX_GAP = 2.5


def below(lines: list[list[Token]], doc_type: str, page: int, h: float, right: float) -> list[Candidate]:
    """A box label with its amount printed under it: a form's grid (W-2, 1099, 1098), or
    elsewhere a line of labels over a line of nothing but amounts ("Cash Value: | Surrender
    Value:" over "$41,208.16 | $39,020.84"). A table header over a row with any text in it
    never pairs: its first row is one of many."""
    form = doc_type.split("+")[0] in labels.FORMS
    out = []
    for li, toks in enumerate(lines):
        its = items(toks)
        if not form and any(it.kind == "amount" for it in its):
            continue
        spans = phrases(its, [False] * len(its), h)
        if form:
            spans = [part for span in spans for part in _captions(its, span)]
        for k, (i, j) in enumerate(spans):
            if j < len(its) and its[j].kind == "amount":
                continue              # the same-line reading covers it
            label = text(its[i:j])
            lb = span_box(its[i:j])
            nxt = spans[k + 1][0] if k + 1 < len(spans) else None
            # the box runs to the next label on the line, else to the page's edge
            x1 = its[nxt].box.x0 - 1 if nxt is not None else right
            names, rest = label_fields(label, doc_type), lines[li + 1:]
            # a caption wrapped in its narrow box, over as many lines as it takes ("1 Payments
            # received for" / "qualified tuition and related" / "expenses")
            for _ in range(_MOST_WRAPS if form and not names else 0):
                label, lb, more, x1 = _wrapped(label, lb, rest, x1, h)
                if more is rest:
                    break
                rest, names = more, label_fields(label, doc_type)
                if names:
                    break
            if not names:
                continue
            # a caption with no box number over a row of several figures is a table's column
            # header on a form's page (a consolidated 1099's "Proceeds" over its short-term,
            # long-term and total rows): read as one elsewhere, it never takes the first row
            # under it. A box whose number the reader lost keeps its figure.
            boxed = form and (bool(labels.normalise_label(label)[1]) or not _a_table_row(rest))
            found = _under(rest, lb, lb.x0 - h, x1, h, doc_type, boxed)
            if found:
                it, line = found
                out += [Candidate(n, it.value, label, page, it.box, "form-box", line) for n in names]
    return out


# a row of a table holds this many figures or more, one under each column's header
_TABLE_ROW = 3


def _a_table_row(lines: list[list[Token]]) -> bool:
    """Whether the first line under a caption is a table's row: several figures side by side."""
    first = next((toks for toks in lines if toks), [])
    return sum(it.kind == "amount" for it in items(first)) >= _TABLE_ROW


def _captions(its: list[Item], span: tuple[int, int]) -> list[tuple[int, int]]:
    """A phrase of a form's grid split where another box's caption begins in it: a reader
    runs two captions together when the space between their boxes is narrow ("18 Local wages,
    tips, etc. 19 Local income tax"), and every caption begins with its box's number, or with
    "Box" and its number (the SSA-1099's "Box 4. Benefits Repaid to SSA")."""
    i, j = span
    cuts = [k for k in range(i + 1, j - 1)
            if _BOX_NUMBER.fullmatch(its[k].text) and its[k + 1].text[:1].isalpha()
            and not its[k - 1].text.lower().startswith("(")]       # "(Box 3 minus Box 4)" refers to one
    # a caption that says "Box" before its number ("Box 4. Benefits Repaid") begins at that word
    cuts = [k - 1 if its[k - 1].text.lower() == "box" else k for k in cuts]
    cuts = [k for k in cuts if k > i]
    bounds = [i, *cuts, j]
    return list(zip(bounds, bounds[1:]))


def _wrapped(label: str, lb: Box, lines: list[list[Token]], x1: float,
             h: float) -> tuple[str, Box, list[list[Token]], float]:
    """A form's caption wrapped in its narrow box ("19 Local income" over "tax", "4 Refund of
    overpaid" over "interest"): the caption with the words printed just under it in its box,
    the lines after them, and the box's right edge (a word past a wide gap on the caption's
    line stands in the next box). The caption as it is, `lines` and `x1`, when the line under
    it holds in the box a figure, another box's caption, or nothing."""
    for li, toks in enumerate(lines):
        col = sorted((t for t in toks if lb.x0 - h <= t.box.cx <= x1), key=lambda t: t.box.x0)
        if not col:
            continue
        # the caption's own words run on from the left with a word's space between them; past a
        # wide gap stands another box's ("1 Payments received for" over "qualified tuition and
        # related", with "Copy B" an inch to the right: a box at the grid's edge runs to the page's)
        run = col[:1]
        for t in col[1:]:
            if t.box.x0 - run[-1].box.x1 > _BOX_GAP * h:
                break
            run.append(t)
        its = items(run)
        edge = min((t.box.x0 - 1 for t in col[len(run):]), default=x1)
        col = run
        more = text(its)
        if (min(t.box.y0 for t in col) - lb.y1 > 1.0 * h or any(it.kind != "text" for it in its)
                or _BOX_START.match(more + " ")):
            break
        return f"{label} {more}", lb.union(span_box(its)), lines[li + 1:], edge
    return label, lb, lines, x1


def _under(lines: list[list[Token]], lb: Box, x0: float, x1: float, h: float,
           doc_type: str, form: bool) -> tuple[Item, str] | None:
    skipped = 0
    for toks in lines:
        col = [t for t in toks if x0 <= t.box.cx <= x1]
        if not col:
            continue
        if min(t.box.y0 for t in col) - lb.y1 > (6 if form else 3.5) * h:
            return None
        its = items(col)
        amounts = [it for it in its if it.kind == "amount"]
        texts = [it for it in its if it.kind == "text"]
        if not form and any(it.kind == "text" for it in items(toks)):
            return None
        code_ok = doc_type.startswith("w2") and len(texts) == 1 and re.fullmatch(r"[A-Z]{1,2}", texts[0].text)
        if len(amounts) == 1 and (not texts or code_ok):
            return amounts[0], text(its)
        if not form or amounts or skipped or label_fields(text(texts), doc_type):
            return None
        if _BOX_START.match(text(texts)) or min(t.box.y0 for t in col) - lb.y1 > 1.5 * h:
            return None           # the next box's own label, not this one wrapped
        skipped += 1              # one wrapped line of the label itself
    return None


