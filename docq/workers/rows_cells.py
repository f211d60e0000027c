"""Cells from a line: words split at wide horizontal gaps and at leader dots; a trailing
amount split off its label; a lone currency sign joined to its amount and a lone CR / DR /
minus to the amount before it; lines cut into side-by-side segments. Part of rows."""
from __future__ import annotations

import re
from dataclasses import dataclass

from docq import money
from docq.money import parse_amount
from docq.workers.rows_lines import Line, Tok

CELL_GAP = 1.5          # a gap wider than this many line heights starts a new cell
FIGURE_GAP = 1.0        # ...or, after a value ("$1,036.42", "06/01/2052"), wider than this before a word
CURRENCY = {"$", "US$", "USD", "RM", "MYR", "CAD", "C$", "A$", "AUD", "EUR", "GBP", "S$", "SGD", "€", "£", "₹", "INR",
            "RS", "RS."}
SIGNS = {"CR", "DR", "-"}
_LETTER = re.compile(r"[A-Za-z]")
_DIGIT = re.compile(r"\d")


@dataclass
class C:
    toks: list[Tok]
    kind: str = "other"          # "amount" | "text" | "currency" | "sign" | "other"
    leader_before: bool = False

    @property
    def text(self) -> str:
        return text_of(self.toks)

    @property
    def x0(self) -> float: return self.toks[0].x0
    @property
    def x1(self) -> float: return self.toks[-1].x1
    @property
    def y0(self) -> float: return min(t.y0 for t in self.toks)
    @property
    def y1(self) -> float: return max(t.y1 for t in self.toks)
    @property
    def h(self) -> float: return max(self.y1 - self.y0, 0.1)


def text_of(toks: list[Tok]) -> str:
    """The words as printed: a space between two, none before a figure's cents cut off it."""
    return "".join(t.text if k == 0 or t.glued else " " + t.text for k, t in enumerate(toks))


def _glue(line: Line) -> None:
    """Mark each word that is the rest of the figure touching it on its left ("166" ".10",
    "8" "1,20"): one figure the recogniser cut in two (money.cut_figure)."""
    for a, b in zip(line.toks, line.toks[1:]):
        b.glued = money.cut_figure(a.text, b.text, b.x0 - a.x1, max(a.h, b.h))


_MONTH = re.compile(r"\b(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s+\d{1,2},?\s+\d{4}\b", re.I)
_NUMERIC_DATE = re.compile(r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b")


# A table's entry where a coverage or a charge has no figure ("N/A", "Not Purchased",
# "Not Selected", "Included"): what a cell says, under its column's header, never a caption.
_ENTRY = (r"(?:n/?a|none|included|excluded|waived|declined|rejected|"
          r"not\s+(?:purchased|selected|covered|included|applicable|provided|elected))")
# (two columns' entries a reader ran into one cell, "Not Selected Not Selected", "N/A, N/A")
_NO_FIGURE = re.compile(rf"^{_ENTRY}(?:[\s,]+{_ENTRY})*$", re.I)


def no_figure(text: str) -> bool:
    """An entry saying its cell has no figure ("N/A", "Included", "Not Purchased")."""
    return bool(_NO_FIGURE.match(text.strip(" ,.")))


def value_like(text: str) -> bool:
    """A cell that reads as a value, not a label: a date ("February 19, 2024", "01/29/12"),
    mostly digits (an account number, a TIN), or an entry saying there is no figure."""
    if _MONTH.search(text) or _NUMERIC_DATE.search(text) or no_figure(text):
        return True
    alnum = [ch for ch in text if ch.isalnum()]
    return bool(alnum) and sum(ch.isdigit() for ch in alnum) >= 0.5 * len(alnum)


# A printed identifier alone in its cell: an employer's or a payer's number ("77-1204004",
# "94-3318820"), digits grouped by dashes, a reader's speck before it aside; never a date.
_IDENTIFIER = re.compile(r"^\W?(\d{2,}(?:-\d{2,}){1,3})$")


def identifier(text: str) -> str | None:
    m = _IDENTIFIER.match(text.strip())
    if m is None or _NUMERIC_DATE.search(m.group(1)) or len(m.group(1).replace("-", "")) < 6:
        return None
    return m.group(1)


_WORD = re.compile(r"[A-Za-z]{2,}")


def _undated(text: str) -> str:
    return _NUMERIC_DATE.sub(" ", _MONTH.sub(" ", text))


def label_like(text: str) -> bool:
    """A cell that may name a value: not a value itself, or words left beside its date
    ("Amount Due After May 23, 2023"); a bare date or account number names nothing."""
    if not value_like(text):
        return True
    rest = _undated(text)
    return bool(_WORD.search(rest)) and not value_like(rest)


def a_date(text: str) -> bool:
    """A date and nothing else ("Oct 24, 2024"): the figure beside it is not what it names."""
    return _undated(text) != text and not any(ch.isalnum() for ch in _undated(text))


def kind_of(text: str) -> str:
    up = text.strip().upper()
    # a credit's minus may stand before its currency ("-USD 449.63", "-$ 12.00")
    if up in CURRENCY or (up[:1] == "-" and up[1:] in CURRENCY):
        return "currency"
    if up in SIGNS:
        return "sign"
    if _DIGIT.search(text) and parse_amount(text) is not None:
        return "amount"
    return "text" if _LETTER.search(text) else "other"


def _gap_split(line: Line) -> list[C]:
    cells: list[C] = []
    cur: list[Tok] = []
    leader = False
    limit = CELL_GAP * line.h
    for t in line.toks:
        if t.leader:
            if cur:
                cells.append(C(cur, leader_before=leader))
                cur = []
            leader = True
            continue
        if cur and (t.x0 - cur[-1].x1 > limit or _value_then_label(cur, t, line.h)):
            cells.append(C(cur, leader_before=leader))
            cur, leader = [], False
        cur.append(t)
    if cur:
        cells.append(C(cur, leader_before=leader))
    return cells


def _value_then_label(cur: list[Tok], t: Tok, h: float) -> bool:
    """A figure, a date or a yes or no and the next panel's label, closer than a cell's gap
    but set apart by more than a space: "$1,036.42 | Escrow (Taxes & Insurance)" where a
    statement prints its panels side by side. Words after a figure at a space's distance stay
    with it ("$500 ALL PERILS"), and so does its unit at any distance ("$ 100,000   Each
    Person")."""
    text = text_of(cur)
    return (t.x0 - cur[-1].x1 > FIGURE_GAP * h and _LETTER.match(t.text) is not None
            and t.text.lower() not in _UNIT_STARTS
            and (_MONEY.fullmatch(text) is not None or a_date(text) or form_answer(text)
                 or _RATE.fullmatch(text) is not None))


# A rate and the word of its kind ("7.250% Fixed", "6.125%"): a value as a figure is
_RATE = re.compile(r"\d+(?:\.\d+)?\s?%(?:\s+[A-Za-z]+)?")
# What a figure is counted per, printed after it ("$ 100,000   Each Person"): the figure's own
_UNIT_STARTS = frozenset({"each", "per", "a", "an"})
# A form's answer to the question its label asks ("Prepayment Penalty | No")
_ANSWERS = frozenset({"yes", "no", "y", "n"})


def form_answer(text: str) -> bool:
    """A form's yes or no, alone."""
    return text.strip().lower() in _ANSWERS


def a_rate(text: str) -> bool:
    """A rate and the word of its kind, alone ("7.250% Fixed")."""
    return _RATE.fullmatch(text.strip()) is not None


# A figure of money as a statement prints it: its currency sign, or its cents ("$1,036.42",
# "1,036.42"); never a bare number, which may be a line's or a box's ("1 Wages, tips")
_MONEY = re.compile(r"\(?-?\$\s?-?[\d,]+(?:\.\d{2})?\)?|\(?-?[\d,]*\d\.\d{2}\)?")


def _grouped_tail(head: Tok, tail: Tok) -> bool:
    return money.grouped_by_narrow_space(head.text, tail.text, tail.x0 - head.x1, max(head.h, tail.h))


def _split_amounts(c: C) -> list[C]:
    """Amounts printed inside a run of words split out of it: "TOTAL 27.55" → "TOTAL" |
    "27.55" (also "BALANCE 241.99 CR", "TOTAL RM 27.55"), and "OR state wages 98,410.55 OR
    income tax" → "OR state wages" | "98,410.55" | "OR income tax", so each label keeps its
    own figure. Only an amount after a word with letters is split off."""
    toks = c.toks
    if len(toks) < 2 or not any(_DIGIT.search(t.text) for t in toks[1:]):
        return [c]
    out: list[C] = []
    start, i = 0, 1
    while i < len(toks):
        k = next((k for k in (3, 2, 1) if i + k <= len(toks) and _DIGIT.search(toks[i + k - 1].text + toks[i].text)
                  and not toks[i].glued and (i + k == len(toks) or not toks[i + k].glued)
                  and parse_amount(text_of(toks[i:i + k])) is not None), 0)
        if k == 1 and _grouped_tail(toks[i - 1], toks[i]):
            k = 0             # "1 234,56": 234,56 is the end of a larger number, not a figure
        if k and any(_LETTER.search(t.text) for t in toks[start:i]):
            out += [C(toks[start:i], leader_before=c.leader_before if not out else False), C(toks[i:i + k])]
            start, i = i + k, i + k + 1
        else:
            i += 1
    if not out:
        return [c]
    if start < len(toks):
        out.append(C(toks[start:]))
    return out


def _merge_marks(cells: list[C]) -> list[C]:
    """A lone currency sign joins the amount after it; a lone CR/DR/minus the amount before it."""
    out: list[C] = []
    for c in cells:
        if out and c.kind == "sign" and out[-1].kind == "amount":
            out[-1] = C(out[-1].toks + c.toks, "amount", out[-1].leader_before)
        elif out and c.kind == "amount" and out[-1].kind == "currency":
            out[-1] = C(out[-1].toks + c.toks, "amount", out[-1].leader_before or c.leader_before)
        else:
            out.append(c)
    return out


def sign_apart(seg: list[C]) -> list[C]:
    """The currency sign after a figure as a cell of its own: on an IRS form every money box
    prints its "$" at its left edge, just past the figure in the box before it ("$ 211.40 $"
    is box 5's figure and box 6's sign)."""
    out: list[C] = []
    for c in seg:
        if c.kind == "amount" and len(c.toks) > 1 and kind_of(c.toks[-1].text) == "currency":
            out += [C(c.toks[:-1], "amount", c.leader_before), C(c.toks[-1:], "currency")]
        else:
            out.append(c)
    return out


# A footnote's mark after a figure or a caption ("60,111.08 *", "Year-To-Date *"): its own cell,
# so the figure stays a figure and the caption a caption.
_FOOTNOTE = re.compile(r"^[*†‡]+$")


def _split_footnote(c: C) -> list[C]:
    if len(c.toks) < 2 or not _FOOTNOTE.match(c.toks[-1].text):
        return [c]
    return [C(c.toks[:-1], leader_before=c.leader_before), C(c.toks[-1:])]


def split_cells(line: Line) -> list[C]:
    _glue(line)
    cells = [part for c in _gap_split(line) for cut in _split_footnote(c) for part in _split_amounts(cut)]
    for c in cells:
        c.kind = kind_of(c.text)
    return _merge_marks(cells)


def segments(cells: list[C]) -> list[list[C]]:
    """A line cut where a label follows a value: two tables or a summary and a coupon side by
    side are never one row."""
    segs: list[list[C]] = []
    for c in cells:
        if segs and not (c.kind == "text" and any(x.kind == "amount" for x in segs[-1])):
            segs[-1].append(c)
        else:
            segs.append([c])
    return segs
