"""Label→value pairs from rebuilt lines. Part of rows.

Two ways a value is paired, both conservative: where alignment is ambiguous the value is
left unpaired (an unpaired value costs an answer; a wrong pairing costs money).
- row: a segment holding one amount, last, with a label just before it, level with it.
- column: a label followed by several amounts, each under a column header naming its period
  ("Interest Paid | 0.61 | 7.32" under "This Period | Year to Date"): label and header name it
  (found in rows_columns, chosen here like a row's pair).
- box-above / box-below: a form box (W-2, 1099) or a grid of figures over (or under) their
  captions (a statement's summary, a bill's charges): an amount under (or over) a label that
  starts at or left of it, with the next label on that line starting right of it, no other
  value under that label (else it is a column header) and nothing else inside the box or
  under the label. A page prints its box labels on one side of their values: a value with a
  possible label on both sides is paired only when the page's top row of boxes says which
  side (box_side; a heading or the mailing address over its first figure is no row of
  labels), and when it does not say, a label standing between two figures (amounts, dates,
  numbers) is neither's (contested).
When a value has both, the box wins only if the row's label is itself the content of a box
(it sits under a label too, as a name or TIN does on a 1099); otherwise it stays unpaired.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from docq.meaning.qualifiers import COLUMN as _COLUMN
from docq.workers.rows_cells import C, a_date, label_like, no_figure
from docq.workers.rows_lines import Line, overlap

ROW_OVERLAP = 0.5       # label and value must share this much of their height
FAR = 8.0               # a value further right of its label than this many heights may not be its
LABEL_GAP = 3.0         # label cells further apart than this many heights are different labels
ABOVE_GAP = 3.0         # a box label sits at most this many value heights above the value
ABOVE_REACH = 30.0      # ... and its right end at most this many heights left of the value
HEADING = 1.3           # a line this much taller than a label's, and further off than
HEADING_GAP = 0.8       # ... this many of its heights, is a heading over it, not more of it
OVER = 0.25             # a cell over this much of a value's width stands over it

Segs = list[list[list[C]]]


@dataclass
class Found:
    label: list[C]          # label cells (several lines for a wrapped box label)
    value: C
    how: str                # "row" | "leader" | "column" | "box-above" | "box-below"

    @property
    def label_text(self) -> str:
        return " ".join(c.text for c in self.label).strip().rstrip(":").strip()


@dataclass
class Candidate:
    """What one value could be paired with: its row's label, a box label over or under it."""
    value: C
    li: int
    row: Found | None
    above: Found | None
    below: Found | None
    table: bool = False     # one of several figures on a table's row (_table_row): no box's


def candidates(seg: list[C], li: int, lines: list[Line], segs: Segs,
               columns: dict[int, Found] | None = None, grid: bool = False) -> list[Candidate]:
    """What each amount of `seg` could pair with; `columns`: its pairs through period
    columns (rows_columns), used when the segment is not one label and one amount; `grid`:
    the page is an IRS form (irs_form), whose box captions stand over their entries."""
    row = row_pair(seg)
    columns = columns if row is None and columns else {}
    table = not grid and _table_row(seg) and not _under_captions(seg[0], li, lines, segs)
    return [Candidate(c, li, row if row is not None and row.value is c else columns.get(id(c)),
                      box_label(c, li, lines, segs, -1, grid), box_label(c, li, lines, segs, 1, grid), table)
            for c in seg if c.kind == "amount"]


def _table_row(seg: list[C]) -> bool:
    """A table's row: its own label first, then several figures ("Collision Coverage | Actual
    Cash Value | $2,000.00 | $5.00"), each what its row and its column's header say together,
    never a caption's alone: neither the header over one column ("Premium") nor the next
    table's header under it ("Policy Level Coverages | Limits | Deductible")."""
    return (len(seg) > 2 and seg[0].kind == "text" and label_like(seg[0].text)
            and sum(c.kind == "amount" for c in seg) >= 2)


def box_side(cands: list[Candidate], lines: list[Line], segs: Segs) -> int:
    """Which side of their values this page prints box labels on: -1 above (W-2s and 1099s as
    issued), +1 below (some payroll forms, statements' summary grids), 0 when the page does
    not say. The top row of boxed values tells: under labels, the row over it is a label row;
    over labels, nothing boxes it from above but a heading. (A footer under the last row looks
    like a label below, so the bottom row cannot tell "below"; a figure with nothing under it
    there says "not below".)"""
    if irs_form(segs):
        return -1
    boxed = [c for c in cands if c.above or c.below]
    if not boxed:
        return 0
    top = min(c.li for c in boxed)
    first = [c for c in boxed if c.li == top]
    # one cell over every figure of the top row, or a line over one figure of it only, is a
    # section heading ("Account Summary") or the mailing address, not a row of box labels:
    # each box has its own
    over = [c for c in first if c.above]
    heading = (len(first) > 1 and (
        (len(over) == len(first) and len({id(c.above.label[0]) for c in first}) == 1
         and not _captions(c.above.label[0].text for c in over))
        or (len(over) <= 1 and _over_one(first, lines, segs) and _set_off(over, first)))
        # one figure on top, its caption hugging it from below and a line well over it, that
        # caption no other figure's from above (on a form, the next box's label sits just under
        # a figure and is that box's)
        or (len(first) == 1 and over and first[0].below and _set_off(over, first)
            and not any(c.above and c is not first[0] and c.above.label[0] is first[0].below.label[0] for c in cands)))
    # labels under their figures leave none of the last row's without one (a form whose
    # top figure's label the reader missed ends on a figure with nothing under it)
    # (a figure with its label beside it on its own line is a row's, not a box's: "Taxes | 4.21")
    unrowed = [c for c in boxed if c.row is None] or boxed
    last = max(c.li for c in unrowed)
    ends = all(c.below for c in unrowed if c.li == last)
    if heading:
        # the heading is no figure's label: their labels are under them, if anywhere
        return 1 if any(c.below for c in first) and ends else 0
    if all(c.above or _caption_over(c, lines, segs) for c in first):
        # (a figure under captions run into one cell has no label of its own over it, but
        # captions over it all the same: the page is not captions-below)
        return -1
    # one figure alone on top, with nothing over it, does not say its page is captions-below:
    # a form's first box whose label the reader placed elsewhere looks the same
    return 1 if len(first) > 1 and all(c.below and not c.above for c in first) and ends else 0


# The IRS's information returns, and the substitutes it approves, print the IRS's OMB number
# ("OMB No. 1545-0008") and captions naming the parties by role ("PAYER'S name", "Employer's
# name, address, and ZIP code"), and every box's caption over its entry, in the box's top
# corner. (A return, Form 1040, prints the OMB number too, but its lines beside their entries,
# and names no payer or employer.)
IRS_OMB = re.compile(r"\bOMB\s*No\.?\s*1545-?\d{4}\b", re.I)
IRS_ROLE = re.compile(r"\b(?:payer|recipient|lender|borrower|employer|employee)['’]?s\b", re.I)


def irs_form(segs: Segs) -> bool:
    """The page is an IRS information return (a W-2, a 1099, a 1098 as the IRS lays it out): its
    OMB number and its parties' captions are printed on it. Its captions stand over their
    entries, whatever the figures around them suggest (the payer's address beside a box is no
    heading over it)."""
    texts = [" ".join(c.text for c in seg) for line in segs for seg in line]
    return any(IRS_OMB.search(t) for t in texts) and any(IRS_ROLE.search(t) for t in texts)


# A form box's caption starts with its box's number or letter ("1 Wages, tips, other
# compensation", "b Employer identification number"); a reader that runs two captions into one
# cell ("1 Wages, tips, other compensation 2 Federal income tax withheld") leaves both numbers.
BOX_CAPTION = re.compile(r"(?:^|(?<=\s))(?:\d{1,2}[a-g]?|[a-f])\s+[A-Z][a-z]")


def _captions(texts) -> bool:
    """The one cell over a row of figures is boxes' captions run together, not a heading."""
    return any(len(BOX_CAPTION.findall(t)) >= 2 for t in texts)


def _caption_over(c: Candidate, lines: list[Line], segs: Segs) -> bool:
    """The line just over the figure holds a box caption standing over it."""
    li, h = c.li, c.value.h
    if li == 0 or lines[li].y0 - lines[li - 1].y1 > ABOVE_GAP * h:
        return False
    return any(overlap(o.x0, o.x1, c.value.x0, c.value.x1) > OVER and BOX_CAPTION.search(o.text)
               for o in _cells(li - 1, segs))


def _set_off(over: list[Candidate], first: list[Candidate]) -> bool:
    """True when the one line over a figure of the row stands further off it than the row's
    labels under it do: a heading is set off from its grid, a label hugs its figure (a row
    whose other labels over it the reader lost keeps its side unknown)."""
    gaps = [c.value.y0 - c.above.label[-1].y1 for c in over]
    return all(g > c.below.label[0].y0 - c.value.y1 for g in gaps for c in first if c.below)


def _over_one(first: list[Candidate], lines: list[Line], segs: Segs) -> bool:
    """True when the line just over a row of figures stands over one of them at most (a bold
    heading may reach a little over the next figure's start)."""
    li = first[0].li
    h = max(c.value.h for c in first)
    if li == 0 or lines[li].y0 - lines[li - 1].y1 > ABOVE_GAP * h:
        return True
    over = _cells(li - 1, segs)
    return sum(any(overlap(o.x0, o.x1, c.value.x0, c.value.x1) > OVER for o in over) for c in first) <= 1


def contested(cands: list[Candidate], lines: list[Line], segs: Segs) -> set[int]:
    """Box labels that stand under one value and over another ("New Balance" between two
    rows of figures, "Billing Date" between its date and a figure under it): on a page that
    does not say which side its labels are on, such a label is neither's."""
    over = {id(_near(c.below)) for c in cands if c.below}
    under = {id(_near(c.above)) for c in cands if c.above}
    beyond = {id(_near(f)) for c in cands for f in (c.above, c.below) if f and _figure_beyond(f, lines, segs)}
    return (over & under) | beyond


def _near(f: Found) -> C:
    """The line of a box label next to its value (a wrapped label reads away from it)."""
    return f.label[-1] if f.how == "box-above" else f.label[0]


def _figure_beyond(f: Found, lines: list[Line], segs: Segs) -> bool:
    """True when a figure (an amount, a date, a number) stands on the label's other side,
    the nearest thing over (or under) it on the adjacent line."""
    up = f.how == "box-above"
    far = f.label[0] if up else f.label[-1]
    edge, h = (far.y0 if up else far.y1), f.value.h
    for ln, cells in zip(lines, segs):
        gap = edge - ln.y1 if up else ln.y0 - edge
        if not 0 <= gap <= ABOVE_GAP * h:
            continue
        near = [c for s in cells for c in s if overlap(c.x0, c.x1, far.x0, far.x1) > 0]
        if near:
            return any(c.kind == "amount" or not label_like(c.text) for c in near)
    return False


def choose(c: Candidate, side: int, lines: list[Line], segs: Segs, disputed: set[int] = frozenset()) -> Found | None:
    """The one pairing of a value, or None where its alignment is ambiguous."""
    if c.table:
        return c.row
    if c.above and c.below:
        box = c.above if side < 0 else c.below if side > 0 else None
    else:
        box = c.above or c.below
        if box is not None and side and box.how != ("box-above" if side < 0 else "box-below"):
            box = None            # a label on the side this page does not use
        if box is not None and not side and id(_near(box)) in disputed:
            box = None            # a label another value may own from its other side
    if c.row and box and c.row.how == "column":
        # the column's header read alone as a box label over the value: the same header
        return c.row if box.label[-1] is c.row.label[-1] else None
    if c.row and box:
        if _table_header(box, c.row, segs):
            return c.row
        return box if _in_a_box(c.row.label[0], c.li, lines, segs) else None
    return c.row or box


def _table_header(box: Found, row: Found, segs: Segs) -> bool:
    """True when the caption over a value is a table's column header, not a form box's label:
    it names what the column's figures are ("Limits of Liability", "Deductible", "Premium")
    and the same header line captions the row's label too ("Coverage | Limits of Liability"
    over "Dwelling Protection | $813,000.00"). The row's own label then says what it is."""
    if box.how != "box-above" or len(box.label) != 1:
        return False
    caption = box.label[0]
    if not _COLUMN.search(caption.text) or any(ch.isdigit() for ch in caption.text):
        return False
    lj = next((k for k in range(len(segs)) if any(c is caption for c in _cells(k, segs))), None)
    if lj is None:
        return False
    first = row.label[0]
    return any(c is not caption and c.kind == "text" and overlap(c.x0, c.x1, first.x0, first.x1) > 0
               for c in _cells(lj, segs))


def row_pair(seg: list[C]) -> Found | None:
    amounts = [i for i, c in enumerate(seg) if c.kind == "amount"]
    if len(amounts) != 1 or amounts[0] != len(seg) - 1:
        return None
    value = seg[-1]
    label: list[C] = []
    for c in reversed(seg[:-1]):
        if label and label[0].x0 - c.x1 > LABEL_GAP * max(c.h, label[0].h):
            break
        label.insert(0, c)
    while label and label[0].kind != "text":
        label.pop(0)
    if not label or label[-1].kind not in ("text", "other") or a_date(" ".join(c.text for c in label)):
        return None
    last = label[-1]
    if overlap(last.y0, last.y1, value.y0, value.y1) < ROW_OVERLAP:
        return None
    return Found(label, value, "leader" if value.leader_before else "row")


def lonely(f: Found, li: int, lines: list[Line], segs: Segs) -> bool:
    """True when a row's label is one line of a bare text block (an address) and its value
    sits far off to the right: the lines above and below start where the label starts and hold
    nothing else, so the value more likely belongs to something else (a label under it)."""
    first = f.label[0]
    if f.value.x0 - f.label[-1].x1 <= FAR * f.value.h:
        return False
    return all(_bare_neighbour(first, f.value, li, step, lines, segs) for step in (-1, 1))


def _bare_neighbour(first: C, value: C, li: int, step: int, lines: list[Line], segs: Segs) -> bool:
    lk, last_y = li + step, (lines[li].y0 if step < 0 else lines[li].y1)
    while 0 <= lk < len(lines):
        gap = last_y - lines[lk].y1 if step < 0 else lines[lk].y0 - last_y
        if gap > ABOVE_GAP * first.h:
            return False
        row = [c for c in _cells(lk, segs) if c.x1 > first.x0 - first.h and c.x0 < value.x1]
        starts = [c for c in row if abs(c.x0 - first.x0) <= first.h and c.kind == "text"]
        if starts:
            return len(row) == 1
        lk += step
    return False


def _labels_only(seg: list[C]) -> bool:
    return not any(c.kind == "amount" for c in seg)


def _cells(lj: int, segs: Segs) -> list[C]:
    return sorted((c for s in segs[lj] for c in s), key=lambda c: c.x0)


def _gap(value: C, ln: Line, step: int) -> float:
    return value.y0 - ln.y1 if step < 0 else ln.y0 - value.y1


def box_label(value: C, li: int, lines: list[Line], segs: Segs, step: int = -1, grid: bool = False) -> Found | None:
    """The form-box label of `value` (on line `li`) above it (step -1) or below it (step +1),
    or None when it is not unambiguous. On an IRS form's grid (`grid`) a box's caption stands
    over its entry, in the same box: only what reaches over the value is looked at (the
    payer's address in the block beside the box is no caption of it)."""
    h = value.h
    if not grid and _dated_row(value, li, segs):
        return None     # a transaction's entry ("04/10/2024 | Partial Payment | $0.00"): its column's, no box's
    zone0 = value.x0 - ABOVE_REACH * h if not grid else value.x0
    lj = li + step
    while 0 <= lj < len(lines):
        if _gap(value, lines[lj], step) > ABOVE_GAP * h:
            return None
        row = _cells(lj, segs)
        if grid:
            row = [c for c in row if c.x1 > zone0]
        if not any(c.x1 > zone0 and c.x0 < value.x1 for c in row):
            lj += step
            continue
        # (a photo's keystone shifts a caption a little right of its box's "$" printed under it)
        left = [c for c in row if c.x0 <= value.x0 + (1.0 if grid else 0.5) * h]
        if not left:
            return None
        label = left[-1]
        after = [c for c in row if c.x0 > label.x0]
        seg = next(s for s in segs[lj] if label in s)
        if grid:
            label = _whole_caption(label, seg, value, _beside(label, lj, lines, segs))
        if label.kind != "text" or not label_like(label.text) or not _labels_only(seg) or label.x1 < zone0:
            return None
        if after and value.x1 > after[0].x0 - 0.5 * h:
            return None
        if _crowded(value, label, li, segs, grid) or _column_header(label, value, lj, lines, segs, -step):
            return None
        return Found(_wrapped(label, lj, lines, segs, step, grid), value, "box-above" if step < 0 else "box-below")
    return None


_ROW_DATE = re.compile(r"^\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$")


def _dated_row(value: C, li: int, segs: Segs) -> bool:
    """Whether `value`'s line opens with a date left of it and holds words between: a row of a
    table of dated entries (a statement's transactions), whose figures are under column headers."""
    row = [c for c in _cells(li, segs) if c.x1 <= value.x0]
    if not row or not row[0].toks or not _ROW_DATE.match(row[0].toks[0].text.strip()):
        return False
    return len(row[0].toks) > 1 or any(c.kind == "text" for c in row[1:])


# A box's number opening its caption ("1a", "12", "b"), a token of its own before a word.
_BOX_NUMBER = re.compile(r"^(?:\d{1,2}[a-g]?|[a-f])$")


def _opens_caption(toks, k: int) -> bool:
    return bool(_BOX_NUMBER.match(toks[k].text)) and k + 1 < len(toks) and toks[k + 1].text[:1].isalpha()


def _whole_caption(label: C, seg: list[C], value: C, beside: list[C]) -> C:
    """On an IRS form's grid, the caption of `value`'s box as printed: from its box number,
    not the text run into the cell before it ("...reimbursed by another person. 1 Mortgage
    interest received"), and with the caption's words a reader split into cells of their own
    ("1 Wages, tips," | "other compensation"), or onto a line of their own on a scan turned a
    little, joined again. `beside`: the cells of the label's printed line before it, nearest
    first (_beside)."""
    toks = label.toks
    opens = [k for k in range(len(toks)) if _opens_caption(toks, k) and toks[k].x0 <= value.x0 + value.h]
    if opens:
        # ...and up to the next box's caption run into the same cell ("3 Nondividend
        # distributions 4 Federal income tax withheld")
        end = next((k for k in range(opens[-1] + 1, len(toks)) if _opens_caption(toks, k)), len(toks))
        return label if (opens[-1], end) == (0, len(toks)) else C(toks[opens[-1]:end], label.kind)
    run, edge = [], label.x0
    for prev in beside:
        if prev.kind != "text" or edge - prev.x1 > LABEL_GAP * max(prev.h, label.h):
            return label
        starts = [j for j in range(len(prev.toks)) if _opens_caption(prev.toks, j)]
        if starts:
            return C(prev.toks[starts[-1]:] + [t for c in reversed(run) for t in c.toks] + label.toks, label.kind)
        run.append(prev)
        edge = prev.x0
    return label


def _beside(label: C, lj: int, lines: list[Line], segs: Segs) -> list[C]:
    """The cells printed on `label`'s line before it, nearest first: on its own line or the
    lines either side of it where their middle is within a line's height of the label's."""
    mid = (label.y0 + label.y1) / 2
    near = [c for k in range(max(0, lj - 1), min(len(lines), lj + 2)) for c in _cells(k, segs)
            if c is not label and c.x1 <= label.x0 + 0.5 * label.h and abs((c.y0 + c.y1) / 2 - mid) <= label.h]
    return sorted(near, key=lambda c: -c.x1)


def _crowded(value: C, label: C, li: int, segs: Segs, grid: bool = False) -> bool:
    """Anything else in the box on the value's line (another amount, a quantity, a code, a
    row's label), or under the label past the value (labels read as one cell over two
    boxes): a box holds one value, so the value may belong to something else. (An IRS
    form's money box prints its own "$" at its left edge, well before a figure set right.)"""
    for c in _cells(li, segs):
        if grid and c.kind == "currency":
            continue
        # The previous box's value may end a hair before this box's label starts.
        if c is not value and c.x1 > label.x0 and (c.x0 < value.x0 or c.x0 < label.x1 - value.h):
            return True
    return False


def _column_header(label: C, value: C, lj: int, lines: list[Line], segs: Segs, toward: int = 1) -> bool:
    """True when more than one amount (or entry saying there is none, "Included") stands under
    `label` (over it, toward=-1), across the span from the label's left to the value's right,
    before any label does: a table's column header ("AMOUNT") or footer, not a form box's label."""
    count, edge = 0, (lines[lj].y1 if toward > 0 else lines[lj].y0)
    lk = lj + toward
    while 0 <= lk < len(lines):
        ln = lines[lk]
        if (ln.y0 - edge if toward > 0 else edge - ln.y1) > ABOVE_GAP * value.h:
            break
        col = [c for c in _cells(lk, segs) if c.x1 > label.x0 and c.x0 < value.x1]
        # (a column's entry saying it has no figure, "Included" under "Premium", is the column's)
        if any(c.kind == "text" and not no_figure(c.text) for c in col):
            break
        if any(c.kind == "amount" or no_figure(c.text) for c in col):
            count += 1
            edge = ln.y1 if toward > 0 else ln.y0
            if count > 1:
                return True
        lk += toward
    return False


def _under_captions(cell: C, li: int, lines: list[Line], segs: Segs) -> bool:
    """True when `cell` is the content of a box (_in_a_box) on a line of boxes whose captions
    stand over them ("c Employer's name, address, and ZIP code | 3 Social security wages"):
    the line over it holds captions only, no table's entry ("N/A", "Not Purchased") or figure."""
    if not _in_a_box(cell, li, lines, segs):
        return False
    over = next((lj for lj in range(li - 1, -1, -1)
                 if any(c.x0 <= cell.x0 + cell.h and c.x1 > cell.x0 for c in _cells(lj, segs))), None)
    return over is not None and all(c.kind == "text" and label_like(c.text) for c in _cells(over, segs))


def _in_a_box(cell: C, li: int, lines: list[Line], segs: Segs) -> bool:
    """True when `cell` sits just under a label line over it, as a 1099's recipient name sits
    under "RECIPIENT'S name": the content of a box rather than a row's label."""
    for lj in range(li - 1, max(li - 3, -1), -1):
        if cell.y0 - lines[lj].y1 > ABOVE_GAP * cell.h:
            return False
        over = [c for c in _cells(lj, segs) if c.x0 <= cell.x0 + cell.h and c.x1 > cell.x0]
        if over:
            seg = next(s for s in segs[lj] if over[0] in s)
            return over[0].kind == "text" and _labels_only(seg) and not _valued(over[0], seg)
    return False


def _valued(label: C, seg: list[C]) -> bool:
    """True when `label` is printed with its own value after it, a date or a number ("Payment
    Due Date | 04/01/2024"): a row of its own, not the caption of a box under it."""
    return any(c.x0 > label.x1 and c.kind == "other" and any(ch.isdigit() for ch in c.text) for c in seg)


def _wrapped(label: C, lj: int, lines: list[Line], segs: Segs, step: int = -1, grid: bool = False) -> list[C]:
    """A box label printed over two or three lines, read on away from the value (upward for a
    label above it, downward for a label below it); top line first. On an IRS form's grid a
    caption's second line may be indented under its first's words ("2 Outstanding mortgage"
    over "principal"), and the caption ends at the line its box number opens."""
    out = [label]
    reach = 2.5 if grid else 1.0
    k = lj + step
    while 0 <= k < len(lines) and abs(k - lj) <= 2:
        end = out[0] if step < 0 else out[-1]
        gap = end.y0 - lines[k].y1 if step < 0 else lines[k].y0 - end.y1
        if gap > 1.2 * end.h:
            break
        if grid and step < 0 and _opens_caption(end.toks, 0):
            break
        if grid and not any(overlap(c.x0, c.x1, end.x0, end.x1) > 0 for c in _cells(k, segs)):
            k += step         # a line of the box beside it, read between the caption's two lines
            continue
        more = [c for s in segs[k] if _labels_only(s) for c in s
                if c.kind == "text" and abs(c.x0 - end.x0) <= reach * end.h and label_like(c.text)]
        if len(more) == 1 and more[0].h > HEADING * end.h and gap > HEADING_GAP * end.h:
            break             # a heading in larger print, set off from the label: no line of it
        if len(more) != 1:
            break
        if step < 0:
            out.insert(0, more[0])
        else:
            out.append(more[0])
        k += step
    return out

