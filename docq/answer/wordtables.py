"""Tables rebuilt from word boxes, never from layout text: a text layer or a scan prints a
row's cells at slightly different heights (a date over two lines, a figure a little lower
than its date, a description above it), and the layout text then holds them out of place.

A table's header line opens with "Date" (a transaction table: at least one caption of money,
Debit, Credit, Inflow, Outflow, Amount, Balance) or "Year" (a report's years or dates as
rows, each other caption a part of what it reports: "Base Pay | Overtime | ... | Total Pay").
Each line below it whose first column holds words starts a row (an anchor). A word belongs
to the row whose anchor it stands nearest, and only when clearly nearer to it than to the
anchor on its other side; a figure half-way between two rows belongs to neither, and both
rows are then unsure. A figure belongs to the column whose caption it stands over, and to
one only. A summary of several accounts is read the same way (account_balances), each row
anchored by its balances, its words those of the account.
"""
from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field
from datetime import date

from docq import money
from docq.answer.library import DocPage
from docq.meaning.qualifiers import ASKS_TO_DATE, BALANCE_CAPTION, SCOPE_CAPTION
from docq.records import Box, Word
from docq.workers import dates
from docq.workers.rows_cells import no_figure

_MONEY_CAPTION = re.compile(r"^(?:debits?|credits?|inflows?|outflows?|amount|balance|withdrawals?|deposits?|"
                            r"payments?|charges?)$", re.I)
_BALANCE = re.compile(r"balance", re.I)
_IN_CAPTION = re.compile(r"credit|inflow|deposit", re.I)
_OUT_CAPTION = re.compile(r"debit|outflow|withdrawal|payment|charge", re.I)
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_MONTH_DAY = re.compile(r"^[A-Za-z]{3,9}\.? \d{1,2},?$")     # "September 22," over its year
# A transaction table's date caption: "Date", or the day it was made or posted ("Trans Date |
# Post Date", "Transaction Date", "Posting Date"), the first of them the row's own
_ROW_DATE_CAPTION = re.compile(r"^(?:(?:trans(?:action)?|post(?:ing|ed)?)\.?\s+)?date"
                               r"(?:\s+(?:trans(?:action)?|post(?:ing|ed)?)\.?\s+date)?$", re.I)
_DATE_START = re.compile(rf"^(?:\d{{1,4}}[/.-]|{dates.MONTH}$)", re.I)


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
    return [c for c, _ in _cells(line)]


def _header(line: list[Word]) -> tuple[str, list[Caption], float] | None:
    """("date", captions, left edge) for a transaction table's header, ("year", captions, left
    edge) for a report's table of years; None for any other line. A transaction table printed
    beside another panel shares its header's line with that panel's captions ("Paid Last |
    Paid Year | Date | Description | Charges | Payments"): its captions start at "Date", and
    its words are those printed right of half-way between the panel's last caption and it."""
    caps = _captions(line)
    if len(caps) < 2:
        return None
    at = next((k for k, c in enumerate(caps[:-1]) if _ROW_DATE_CAPTION.match(c.text)), None)
    if at is not None and any(_MONEY_CAPTION.match(w) for c in caps[at + 1:] for w in c.text.split()):
        return "date", caps[at:], (caps[at - 1].x1 + caps[at].x0) / 2 if at else float("-inf")
    first = caps[0].text.lower()
    if first == "year" and len(caps) >= 3 and all(any(ch.isalpha() for ch in c.text) for c in caps[1:]):
        return "year", caps, float("-inf")
    return None


def _date_wrapped(above: list[Word], line: list[Word]) -> tuple[str, list[Caption], float] | None:
    """A transaction table's header whose date caption is wrapped over two lines ("Date of" over
    "Transaction | Merchant Name or Transaction Description | $ Amount", as card statements
    print it): the line under the date's first words, its first caption the date column's."""
    over, caps = _captions(above), _captions(line)
    if len(over) != 1 or not over[0].text.lower().startswith("date") or len(caps) < 2:
        return None
    first = caps[0]
    height = max(w.box.height for w in above)
    if not (over[0].x0 < first.x1 and first.x0 < over[0].x1) or line[0].box.y0 - above[0].box.y1 > height:
        return None
    if not any(_MONEY_CAPTION.match(w) for c in caps[1:] for w in c.text.split()):
        return None
    date = Caption(f"{over[0].text} {first.text}", min(over[0].x0, first.x0), max(over[0].x1, first.x1))
    return "date", [date, *caps[1:]], float("-inf")


def _is_figure(w: Word) -> bool:
    """The word is one amount and nothing else ("$954.37", "(1,685.00)")."""
    found = money.find_amounts(w.text)
    return len(found) == 1 and found[0][0].strip("$()") == w.text.strip().strip("$()")


def tables(pages: list[DocPage]) -> list[tuple[str, list[Row]]]:
    """Every table the pages print, as ("date" or "year", its rows)."""
    out: list[tuple[str, list[Row]]] = []
    # a row's date read in the document's own order ("06/01/2026" is 6 January on a day-first one)
    df = dates.dayfirst([line for p in pages for line in p.text.splitlines()])
    for p in pages:
        lines = _lines(p.words)
        heads = [(i, found) for i, line in enumerate(lines)
                 if (found := _header(line) or (_date_wrapped(lines[i - 1], line) if i else None))]
        for n, (i, (kind, caps, left)) in enumerate(heads):
            end = heads[n + 1][0] if n + 1 < len(heads) else len(lines)
            below = [kept for line in lines[i + 1:end] if (kept := [w for w in line if w.box.x0 >= left])]
            out.append((kind, _table(p.page, lines[i][0].box.cy, kind, caps, below, df)))
    return out


def year_pairs(pages: list[DocPage]) -> list[tuple[int, str, str]]:
    """(page, label, figure) for each figure of a report's table of years: its row's year or
    date and its column's caption ("2021 Total Pay"), as the word boxes place it."""
    return [(r.page, f"{r.printed_date} {cap.text}", w.text)
            for kind, rows in tables(pages) if kind == "year" for r in rows
            if not r.unsure and r.printed_date and (r.day or _YEAR.match(r.printed_date)) for cap, w in r.figures]


def _table(page: int, top: float, kind: str, caps: list[Caption], lines: list[list[Word]], df: bool = False
           ) -> list[Row]:
    date_edge = caps[1].x0 - 1
    money_caps = caps[1:] if kind == "year" else \
        [c for c in caps[1:] if any(_MONEY_CAPTION.match(w) for w in c.text.split())]
    anchors: list[tuple[float, Row]] = []
    rest: list[Word] = []
    for line in map(_signed, lines):
        # a figure is never the first column's, however far left its cell begins
        in_date = [w for w in line if w.box.x0 < date_edge and not _is_figure(w)]
        others = [w for w in line if w not in in_date]
        text = " ".join(w.text for w in in_date)
        if in_date and _YEAR.match(text) and anchors and _MONTH_DAY.match(anchors[-1][1].printed_date) \
                and line[0].box.cy - anchors[-1][0] < 2.5 * max(in_date[0].box.height, 1.0):
            # a date printed over two lines ("September 22," over "2020")
            row = anchors[-1][1]
            row.printed_date = f"{row.printed_date} {text}"
            row.day = _day(row.printed_date, df)
            rest += others
            continue
        if in_date:
            cy = statistics.mean(w.box.cy for w in in_date)
            anchors.append((cy, Row(page, (page, top), text, _day(text, df) if _DATE_START.match(in_date[0].text) else None)))
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


def _signed(line: list[Word]) -> list[Word]:
    """The line with a minus printed apart from its figure joined to it ("- $845.20", a card's
    payment): the sign is the figure's, never a word of its row's description."""
    out: list[Word] = []
    for w in line:
        if out and out[-1].text in ("-", "–") and _is_figure(w) and not _negative_text(w.text) \
                and w.box.x0 - out[-1].box.x1 < 2 * max(w.box.height, 1.0):
            sign = out.pop()
            w = Word("-" + w.text, Box(sign.box.x0, min(sign.box.y0, w.box.y0), w.box.x1, max(sign.box.y1, w.box.y1)),
                     min(sign.conf, w.conf), w.engine)
        out.append(w)
    return out


def _negative_text(text: str) -> bool:
    return text.strip().startswith(("-", "(", "$(", "$-"))


def _day(text: str, df: bool = False) -> date | None:
    found = dates.printed_dates(text, df)
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


# A summary of several accounts, a row an account: captions printed over one to three lines
# ("Financial" over "Institution", "Current" over "Balance"), at least one of them a balance's
# ("Current Balance", "Average Monthly Bal."); each row's words (institution, account name,
# number, type) printed at several heights beside its figures, as a cell's lines are centred
# in a tall row. Read from word boxes only: the layout text holds such a row's words on the
# lines around its figures', out of place.
_HEADER_LINES = 3


@dataclass(frozen=True)
class Held:
    """One balance of a summary of accounts: its column's caption, its figure, and the words
    of the row it stands in (the account)."""
    page: int
    caption: str
    figure: Word
    account: str


def account_balances(pages: list[DocPage]) -> list[Held]:
    """Every balance printed in a summary table of accounts, with the account its row names;
    a row whose figures do not each stand under one balance caption is left out."""
    out: list[Held] = []
    for p in pages:
        lines = _lines([w for w in p.words if any(ch.isalnum() for ch in w.text)])
        i = 0
        while i < len(lines):
            found = _account_header(lines, i)
            if found is None:
                i += 1
                continue
            cols, i = found
            end = next((k for k in range(i, len(lines)) if _account_header(lines, k) or _header(lines[k])
                        or _leaves_table(lines, k, cols)), len(lines))
            out += _account_rows(p.page, cols, lines[i:end])
            i = end
    return out


def _account_header(lines: list[list[Word]], i: int) -> tuple[list[Caption], int] | None:
    """(the columns, the index of the line after the header) when a header of a summary of
    accounts opens at line `i`: its longest run of caption lines that stacks into three
    columns or more, a balance's among them and the first not."""
    best = None
    for n in range(1, _HEADER_LINES + 1):
        block = lines[i:i + n]
        if len(block) < n or not _caption_line(block[-1]) or n > 1 and _apart(block[-2], block[-1]):
            break
        cols = _stack(block)
        if cols and len(cols) >= 3 and not BALANCE_CAPTION.match(cols[0].text) \
                and any(BALANCE_CAPTION.match(c.text) for c in cols) and not _DATE_CAPTION.search(cols[0].text):
            best = (cols, i + n)
    return best


_DATE_CAPTION = re.compile(r"\b(?:date|year)\b", re.I)


def _caption_line(line: list[Word]) -> bool:
    return not any(ch.isdigit() for w in line for ch in w.text)


def _apart(upper: list[Word], lower: list[Word]) -> bool:
    """Two lines too far apart to be one caption's."""
    h = max(w.box.height for w in upper + lower)
    return min(w.box.y0 for w in lower) - max(w.box.y1 for w in upper) > h


def _stack(block: list[list[Word]]) -> list[Caption] | None:
    """The columns a header's lines make, each caption joined to the one over it; None when a
    line's caption stands under two columns, or two of one line's under one column."""
    cols: list[Caption] = []
    for line in block:
        taken: set[int] = set()
        for cap in _captions(line):
            over = [k for k, c in enumerate(cols) if min(cap.x1, c.x1) - max(cap.x0, c.x0) > 0]
            if len(over) > 1 or over and over[0] in taken:
                return None
            if over:
                c = cols[over[0]]
                cols[over[0]] = Caption(f"{c.text} {cap.text}", min(c.x0, cap.x0), max(c.x1, cap.x1))
                taken.add(over[0])
            else:
                cols.append(cap)
                taken.add(len(cols) - 1)
    return sorted(cols, key=lambda c: c.x0)


def _leaves_table(lines: list[list[Word]], k: int, cols: list[Caption]) -> bool:
    """The line is below the table: words under a balance column that are no figure nor an
    entry saying there is none, or a blank band of four lines' height above it."""
    balances = [c for c in cols if BALANCE_CAPTION.match(c.text)]
    if any(_under(w.box, balances) and not _is_figure(w) and not no_figure(w.text) for w in lines[k]):
        return True
    if k == 0:
        return False
    h = max(w.box.height for w in lines[k])
    return min(w.box.y0 for w in lines[k]) - max(w.box.y1 for w in lines[k - 1]) > 4 * h


def _account_rows(page: int, cols: list[Caption], lines: list[list[Word]]) -> list[Held]:
    balances = [c for c in cols if BALANCE_CAPTION.match(c.text)]
    edge = balances[0].x0
    anchors: list[tuple[float, Row]] = []
    words: list[Word] = []
    for line in lines:
        figures = [w for w in line if _is_figure(w)]
        if figures:
            row = Row(page, (page, cols[0].x0), "", None)
            for w in figures:
                cap = _under(w.box, balances)
                if cap is None:
                    row.unsure = True      # a figure under no balance column, or under two
                else:
                    row.figures.append((cap, w))
            anchors.append((statistics.mean(w.box.cy for w in figures), row))
        words += [w for w in line if not _is_figure(w) and w.box.x1 < edge]
    if not anchors:
        return []
    gaps = [b[0] - a[0] for a, b in zip(anchors, anchors[1:])]
    height = max(w.box.height for line in lines for w in line)
    pitch = statistics.median(gaps) if gaps else 4 * height
    for w in words:
        row = _owner(w.box.cy, anchors, pitch, False)
        if row is not None:
            row.words.append(w)
    out = []
    for _, row in anchors:
        account = " ".join(w.text for w in sorted(row.words, key=lambda w: (_column_of(w, cols), w.box.cy, w.box.x0)))
        if row.unsure or not account or dates.printed_dates(account):
            continue       # (a row that prints a date is a transaction's, not an account's)
        out += [Held(page, cap.text, w, account) for cap, w in row.figures]
    return out


def _column_of(w: Word, cols: list[Caption]) -> int:
    """The index of the column a row's word stands in: the caption nearest its centre (a
    cell's words may begin a little left of their caption)."""
    x = (w.box.x0 + w.box.x1) / 2
    return min(range(len(cols)), key=lambda k: max(cols[k].x0 - x, x - cols[k].x1, 0))


# A panel's columns of scope, printed beside other panels on the same lines ("Past Payments
# Breakdown" left of "Transaction Activity"; "Payment History" right of "Payment Breakdown"):
# captions of one or two lines each ("Since Last" over "Statement", "Year to" over "Date"), a
# label cell left of the first and a figure under each. The layout text runs the panels'
# lines together and no line of it is the header; the word boxes place each figure under its
# caption.
def scope_pairs(pages: list[DocPage]) -> list[tuple[int, str, str]]:
    """(page, label, figure) for each figure of a panel whose columns are of scope, one of them
    the year to date ("Principal Year to Date"): its row's label and its column's caption."""
    out: list[tuple[int, str, str]] = []
    for p in pages:
        lines = [_cells(line) for line in _lines([w for w in p.words if w.text.strip()])]
        i = 0
        while i < len(lines):
            found = _scope_header(lines, i)
            if found is None:
                i += 1
                continue
            cols, i = found
            rows, i = _scope_rows(lines, i, cols)
            out += [(p.page, f"{label} {cap.text}", w.text) for label, figures in rows for cap, w in figures]
    return out


def _cells(line: list[Word]) -> list[tuple[Caption, list[Word]]]:
    """A line's cells (its words printed close together as one: within 0.6 of a word's height),
    each with its words."""
    out: list[tuple[Caption, list[Word]]] = []
    for w in line:
        gap = max(w.box.height, 1.0)
        if out and w.box.x0 - out[-1][0].x1 < gap * 0.6:
            c, ws = out[-1]
            out[-1] = (Caption(c.text + " " + w.text, c.x0, w.box.x1), ws + [w])
        else:
            out.append((Caption(w.text, w.box.x0, w.box.x1), [w]))
    return out


def _scope_header(lines, i: int) -> tuple[list[Caption], int] | None:
    """(the columns, the index of the line after the header) when captions of scope start on
    line `i`, each stacked with the caption under it on the next line: two or more side by
    side, with nothing between them, one of them the year to date."""
    line = lines[i]
    under = lines[i + 1] if i + 1 < len(lines) else []
    height = max(w.box.height for _, ws in line for w in ws)
    near = under and min(w.box.y0 for _, ws in under for w in ws) - max(w.box.y1 for _, ws in line for w in ws) < height
    caps: list[tuple[int, Caption, bool]] = []
    for k, (c, _) in enumerate(line):
        if any(ch.isdigit() for ch in c.text):
            continue
        below = [b for b, _ in under if near and min(b.x1, c.x1) - max(b.x0, c.x0) > 0] if under else []
        if len(below) == 1 and not any(ch.isdigit() for ch in below[0].text) \
                and SCOPE_CAPTION.match(" ".join(f"{c.text} {below[0].text}".split())):
            b = below[0]
            caps.append((k, Caption(" ".join(f"{c.text} {b.text}".split()), min(c.x0, b.x0), max(c.x1, b.x1)), True))
        elif SCOPE_CAPTION.match(c.text):
            caps.append((k, c, False))
    # the captions printed next to each other on the line, as one header
    runs: list[list[tuple[int, Caption, bool]]] = []
    for cap in caps:
        if runs and cap[0] == runs[-1][-1][0] + 1:
            runs[-1].append(cap)
        else:
            runs.append([cap])
    for run in runs:
        if len(run) >= 2 and any(ASKS_TO_DATE.search(c.text) for _, c, _ in run):
            two = any(s for _, _, s in run)
            return [c for _, c, _ in run], i + (2 if two else 1)
    return None


# How far below its header a panel's rows may run, in lines
_PANEL_REACH = 12


def _scope_rows(lines, i: int, cols: list[Caption]) -> tuple[list[tuple[str, list[tuple[Caption, Word]]]], int]:
    """The panel's rows from line `i`: each line with a figure under one of the columns and a
    label cell left of the first; the panel ends at a line printing words under its columns,
    or after a line with none of its figures when a row was read. Returns the rows and the
    index of the line after them."""
    left = cols[0].x0
    rows = []
    k = i
    while k < len(lines) and k < i + _PANEL_REACH:
        cells = lines[k]
        inside = [(c, ws) for c, ws in cells if any(min(c.x1, col.x1) - max(c.x0, col.x0) > 0 for col in cols)]
        if any(not (len(ws) == 1 and _is_figure(ws[0])) for _, ws in inside):
            break       # words under the columns: the panel has ended
        if not inside:
            k += 1
            continue
        before = [(c, ws) for c, ws in cells if c.x1 <= left]
        # a figure is the label's only when no other label stands between them: a box printed
        # beside the panel, under captions of its own ("Dividends | 84.12 | 231.50" beside
        # "Short-term Gain | 0.00 | 0.00"), holds rows of its own
        words = [c for c, ws in cells if not (len(ws) == 1 and _is_figure(ws[0]))]
        own = before[-1][0] if before else None
        figures = [(_under(ws[0].box, cols), ws[0]) for _, ws in inside
                   if max((c for c in words if c.x1 <= ws[0].box.x0), key=lambda c: c.x1, default=None) is own]
        label = own.text if own else ""
        if label and not any(ch.isdigit() for ch in label) and all(cap is not None for cap, _ in figures) \
                and len({id(cap) for cap, _ in figures}) == len(figures):
            rows.append((label, figures))
        k += 1
    return rows, k
