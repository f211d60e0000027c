"""Transaction rows: the rows of a statement's or an asset report's transaction table, each
selected by its own printed date ("how much was deposited on March 3", "the BMW payment on
September 22, 2020", "the balance on 02/15").

A table is found from the page's word boxes, never from its layout text: its header line
prints "Date" and at least one column of money (Debit, Credit, Inflow, Outflow, Amount,
Balance); each line below it whose date column holds words starts a row (an anchor). A word
belongs to the row whose anchor it stands nearest, and only when clearly nearer to it than
to the anchor on its other side: a description printed above or below its date, a figure
printed a little lower than the date (a misaligned text layer), go with their own row; a
word half-way between two rows belongs to neither, and both rows are then unsure and never
answer. A figure belongs to the column whose caption it stands under, and to one only.

Selecting: the rows printed on the asked day (or in the asked month, when the question's
words pick the row out by its description); of those, the ones whose description carries
the question's distinctive words and whose column says what the question asks (a deposit is
a credit, inflow or deposit; a payment or withdrawal a debit or outflow; a balance the
balance column). One row answers; two rows that could, with different figures, do not. A
transaction printed both in a summary table and in the full history is one transaction (the
same date and figure in two tables).
"""
from __future__ import annotations

import calendar
import re
import statistics
from dataclasses import dataclass, field
from datetime import date

from docq import money
from docq.answer import wording
from docq.answer.library import DocPage
from docq.records import Box, Word
from docq.workers import dates

_MONEY_CAPTION = re.compile(r"^(?:debits?|credits?|inflows?|outflows?|amount|balance|withdrawals?|deposits?|"
                            r"payments?|charges?)$", re.I)
_BALANCE = re.compile(r"balance", re.I)
_IN_CAPTION = re.compile(r"credit|inflow|deposit", re.I)
_OUT_CAPTION = re.compile(r"debit|outflow|withdrawal|payment|charge", re.I)
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_DATE_START = re.compile(r"^(?:\d{1,4}[/.-]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$)", re.I)


@dataclass
class Caption:
    text: str
    x0: float
    x1: float

    @property
    def kind(self) -> str:
        """"balance", "in", "out" or "amount" (a column of both)."""
        if _BALANCE.search(self.text):
            return "balance"
        if _IN_CAPTION.search(self.text):
            return "in"
        if _OUT_CAPTION.search(self.text):
            return "out"
        return "amount"


@dataclass
class Row:
    page: int
    table: tuple[int, float]            # (page, the header's y): which table it is printed in
    printed_date: str
    day: date | None                    # None: its date could not be read, so it never answers
    figures: list[tuple[Caption, Word]] = field(default_factory=list)
    words: list[Word] = field(default_factory=list)   # its description (and tags)
    unsure: bool = False                # a word stood half-way between it and a neighbour

    @property
    def description(self) -> str:
        return " ".join(w.text for w in self.words)


def _lines(words: list[Word]) -> list[list[Word]]:
    """The page's words in lines: each line the words whose centre lies within half the
    first word's height of it, left to right."""
    out: list[list[Word]] = []
    for w in sorted(words, key=lambda w: (w.box.cy, w.box.x0)):
        if out and abs(out[-1][0].box.cy - w.box.cy) < max(out[-1][0].box.height, 1.0) / 2:
            out[-1].append(w)
        else:
            out.append([w])
    return [sorted(line, key=lambda w: w.box.x0) for line in out]


def _captions(line: list[Word]) -> list[Caption]:
    """A header line's captions: its words, those printed close together as one."""
    out: list[Caption] = []
    for w in line:
        gap = max(w.box.height, 1.0)
        if out and w.box.x0 - out[-1].x1 < gap * 0.6:
            out[-1] = Caption(out[-1].text + " " + w.text, out[-1].x0, w.box.x1)
        else:
            out.append(Caption(w.text, w.box.x0, w.box.x1))
    return out


def _header(line: list[Word]) -> list[Caption] | None:
    caps = _captions(line)
    if not caps or caps[0].text.lower() != "date":
        return None
    if not any(_MONEY_CAPTION.match(w) for c in caps[1:] for w in c.text.split()):
        return None
    return caps


def _is_figure(w: Word) -> bool:
    """The word is one amount and nothing else ("$954.37", "(1,685.00)")."""
    found = money.find_amounts(w.text)
    return len(found) == 1 and found[0][0].strip("$()") == w.text.strip().strip("$()")


def rows(pages: list[DocPage]) -> list[Row]:
    """Every transaction row the pages' tables print."""
    out: list[Row] = []
    for p in pages:
        lines = _lines(p.words)
        heads = [(i, caps) for i, line in enumerate(lines) if (caps := _header(line))]
        for n, (i, caps) in enumerate(heads):
            end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
            out += _table(p.page, lines[i][0].box.cy, caps, lines[i + 1:end])
    return out


def _table(page: int, top: float, caps: list[Caption], lines: list[list[Word]]) -> list[Row]:
    date_edge = caps[1].x0 - 1 if len(caps) > 1 else float("inf")
    money_caps = [c for c in caps[1:] if any(_MONEY_CAPTION.match(w) for w in c.text.split())]
    anchors: list[tuple[float, Row]] = []
    rest: list[Word] = []
    for line in lines:
        in_date = [w for w in line if w.box.x0 < date_edge]
        others = [w for w in line if w.box.x0 >= date_edge]
        text = " ".join(w.text for w in in_date)
        if in_date and _YEAR.match(text) and anchors and anchors[-1][1].day is None \
                and line[0].box.cy - anchors[-1][0] < 2.5 * max(in_date[0].box.height, 1.0):
            # a date printed over two lines ("September 22," over "2020")
            row = anchors[-1][1]
            row.printed_date = f"{row.printed_date} {text}"
            row.day = _day(row.printed_date)
            rest += others
            continue
        if in_date:
            cy = statistics.mean(w.box.cy for w in in_date)
            anchors.append((cy, Row(page, (page, top), text, _day(text) if _DATE_START.match(in_date[0].text) else None)))
        rest += others
    if not anchors:
        return []
    gaps = [b[0] - a[0] for a, b in zip(anchors, anchors[1:])]
    pitch = statistics.median(gaps) if gaps else float("inf")
    for w in rest:
        figure = _is_figure(w)
        row = _owner(w.box.cy, anchors, pitch, figure)
        if row is None:
            continue
        cap = _under(w.box, money_caps) if figure else None
        if cap is not None:
            row.figures.append((cap, w))
        elif not figure:
            row.words.append(w)
        else:
            row.unsure = True        # a figure under no money column, or under two
    return [r for _, r in anchors]


def _day(text: str) -> date | None:
    found = dates.printed_dates(text)
    if len(found) != 1:
        return None
    return date.fromisoformat(found[0][1])


def _owner(cy: float, anchors: list[tuple[float, Row]], pitch: float, figure: bool) -> Row | None:
    """The row a word at height `cy` belongs to; None when it is clearly no row's. A figure
    as near one row as the other makes both rows unsure (a description word is left out)."""
    below = next((k for k, (y, _) in enumerate(anchors) if y >= cy), len(anchors))
    up = anchors[below - 1] if below > 0 else None
    down = anchors[below] if below < len(anchors) else None
    d_up = cy - up[0] if up else float("inf")
    d_down = down[0] - cy if down else float("inf")
    if up is None or down is None:
        near, d = (down, d_down) if up is None else (up, d_up)
        return near[1] if d < pitch / 2 else None
    if d_up <= d_down / 2 or d_up < 1.0:
        return up[1]
    if d_down <= d_up / 2 or d_down < 1.0:
        return down[1]
    if figure:
        up[1].unsure = down[1].unsure = True
    return None


def _under(box: Box, caps: list[Caption]) -> Caption | None:
    over = [c for c in caps if min(box.x1, c.x1) - max(box.x0, c.x0) > 0]
    return over[0] if len(over) == 1 else None


# What the question asks of a row: its balance, money in, or money out.
_ASKS_BALANCE = re.compile(r"\bbalance\b", re.I)
_ASKS_IN = re.compile(r"\b(?:deposit(?:s|ed)?|credit(?:s|ed)?|received|refund(?:s|ed)?|inflows?|came in)\b", re.I)
_ASKS_OUT = re.compile(r"\b(?:withdr[ae]w\w*|payments?|paid|pay|spent|spend|debit(?:s|ed)?|outflows?|charged|"
                       r"transfer(?:red)? out|sent)\b", re.I)


def asks(question: str) -> str | None:
    """"balance", "in", "out", or None when the question asks none of a row's figures."""
    if _ASKS_BALANCE.search(question):
        return "balance"
    ins, outs = bool(_ASKS_IN.search(question)), bool(_ASKS_OUT.search(question))
    if ins == outs:
        return None
    return "in" if ins else "out"


def figure_of(row: Row, wanted: str) -> tuple[Caption, Word] | None:
    """The row's one figure of the kind asked: its balance, or its one amount of money in or
    out (a figure printed in brackets or with a minus is money out, whatever its column)."""
    if wanted == "balance":
        found = [(c, w) for c, w in row.figures if c.kind == "balance"]
    else:
        found = [(c, w) for c, w in row.figures if c.kind != "balance"]
        if len({w.text for _, w in found}) != 1:
            return None
        cap, w = found[0]
        out = cap.kind == "out" or (cap.kind == "amount" and _negative(w.text)) or \
            (cap.kind == "in" and _negative(w.text))
        if cap.kind == "in" and _negative(w.text):
            return None           # a bracketed figure under a credit caption: which it is, unsure
        if (wanted == "out") != out:
            return None
    values = {money.normalise(w.text) for _, w in found}
    return found[0] if len(values) == 1 and None not in values else None


def _negative(text: str) -> bool:
    t = text.strip()
    return t.startswith(("(", "-", "$(", "($")) or t.endswith(("-", ")"))


# The question's words that say what is asked of a row rather than which row it is.
_ASKING = re.compile(r"\b(?:deposit(?:s|ed)?|withdr[ae]w\w*|payments?|paid|pay|spent|spend|debit(?:s|ed)?|"
                     r"credit(?:s|ed)?|inflows?|outflows?|balance|amount|received|charged|sent|out|in|into|from|"
                     r"much|total)\b", re.I)
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


# The documents that print transactions, and what a question may call them: a row of
# another kind's table (a bill's usage history, a policy's schedule) is not a transaction.
KINDS = frozenset({"bank-statement", "credit-card-statement", "asset-report", "other", None})


def in_scope(doc_kind_asked: str | None, doc_type: str | None) -> bool:
    return doc_kind_asked in KINDS and doc_type in KINDS


def label(row: Row, caption: Caption) -> str:
    """"Debit on 5/14/2023": the row's figure as its column and its own date name it."""
    return f"{caption.text} on {row.printed_date}"


@dataclass
class Found:
    doc: object                   # library.Doc
    row: Row
    caption: Caption
    word: Word


def _row_stems(row: Row) -> set[str]:
    return wording.stems(_CAMEL.sub(" ", row.description))


def asked_words(question: str, month: int) -> set[str]:
    """The stems of the question's words that may pick out a row or its document: not its
    date (the asked month's name, its numbers), not what it asks of the row, not filler."""
    rest = question
    for printed, _ in dates.printed_dates(rest):
        rest = rest.replace(printed, " ")
    rest = re.sub(rf"\b(?:{calendar.month_name[month]}|{calendar.month_abbr[month]})\b\.?|\d[\d/,.-]*", " ", rest,
                  flags=re.I)
    return wording.stems(_ASKING.sub(" ", rest)) - wording.FILLER


def select(question: str, period, docs_rows: list[tuple[object, list[Row], set[str], date | None]]
           ) -> list[Found]:
    """The rows the question picks out: printed on the asked day (or in the asked month, when
    its words name both the row and its document), of the figure it asks, carrying its
    distinctive words, on a document that prints the rest of them. `docs_rows`: (document,
    its rows, the stems of every word it prints, the date that names it). A date that is the
    document's own names the document, not one of its rows."""
    wanted = asks(question)
    if wanted is None or period is None or not period.month or not period.year:
        return []
    words = asked_words(question, period.month)
    found: list[tuple[Found, set[str]]] = []
    for doc, rows_, printed, own in docs_rows:
        if own is not None and (own.year, own.month) == (period.year, period.month) and \
                (not period.day or own.day == period.day):
            continue
        for r in rows_:
            if r.unsure or r.day is None or (r.day.year, r.day.month) != (period.year, period.month):
                continue
            if period.day and r.day.day != period.day:
                continue
            got = figure_of(r, wanted)
            if got is not None:
                found.append((Found(doc, r, *got), printed))
    if not found:
        return []
    described = {w for f, _ in found for w in words if wording.same_word(w, _row_stems(f.row))}
    kept = [f for f, printed in found
            if all(wording.same_word(w, _row_stems(f.row)) for w in described)
            and all(wording.same_word(w, printed) for w in words - described)]
    if not period.day and not (described and words - described):
        return []          # a month holds many rows: only words naming one, and its document, pick it out
    return _once(kept)


def _once(found: list[Found]) -> list[Found]:
    """One transaction printed in two tables (a summary's and the full history's) is one; two
    rows of one table are two transactions, even of one date and figure."""
    out: list[Found] = []
    for f in found:
        twin = next((o for o in out if o.doc is f.doc and o.row.day == f.row.day and o.row.table != f.row.table
                     and money.normalise(o.word.text) == money.normalise(f.word.text)), None)
        if twin is None:
            out.append(f)
    return out
