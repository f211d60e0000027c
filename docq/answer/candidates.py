"""A figure about to be returned, whichever tier found it, with the evidence behind it.

Also the small readers that locate a figure in a document's own words and rows: where it
is printed (page, box, confidence) and which label stands beside it. Both the tiers (to fill
a candidate in) and the guards (to check it) use them, so a figure is never judged by what a
tier claims about it, only by what the page says.
"""
from __future__ import annotations

import functools
import re
from decimal import Decimal
from dataclasses import dataclass, field as dc_field

from docq import money
from docq.answer import cellboxes, charts, columns, formlines, rates, vehicles
from docq.answer.library import Doc, DocPage
from docq.workers import dates, labels as printed_labels
from docq.workers.rows_cells import a_date, a_rate, form_answer, label_like
from docq.records import BLOCKS_APART, Box, Word
from docq.meaning.qualifiers import LESS_DEDUCTIBLE, PER


@dataclass
class Candidate:
    doc: Doc
    field: str
    kind: str                   # "money" | "date" | "text"
    value: str                  # money: "1234.56"; date: ISO; text: as printed
    tier: str                   # "reviewed" | "sidecar" | "model"
    page: int | None = None
    box: Box | None = None
    label: str = ""             # the label printed with it (row cells, form-box label)
    printed: str = ""           # the figure as printed
    confidence: float | None = None
    currency: str = "USD"
    conflicting: bool = False
    claimed_row: str = ""       # what the model said the row was (a hint, never evidence)
    notes: list[str] = dc_field(default_factory=list)
    grounds: dict[str, str | None] = dc_field(default_factory=dict)   # question word → where printed
    proof: str = ""             # a sidecar field proved by the document's arithmetic, not by its label
    section: str = ""           # on a document of several accounts, the heading of the account's section it is in
    item: str = ""              # in a table, the item its row names (the label's start), its column what it is
    title: str = ""             # in a table, the title printed over its header ("Employee Deductions"), if any

    def evidence(self, checks: list[str]) -> dict:
        """The proof of the figure, as `docq ask --json` shows it."""
        return {"document": self.doc.name, "page": self.page, "box": self.box.as_list() if self.box else None,
                "label": self.label, "printed": self.printed or self.value, "tier": self.tier,
                "field": self.field, "currency": self.currency, "checks": checks, "words": dict(self.grounds)}


@dataclass(frozen=True)
class Spot:
    """One place a figure is printed: page, the words' union box, their lowest confidence."""
    page: int
    box: Box
    printed: str
    confidence: float


def money_spots(pages: list[DocPage], value: str, window: int = 3, lined: bool = False) -> list[Spot]:
    """Every place on `pages` where the amount `value` is printed, from the words with boxes;
    with `lined` (a return's pages, formlines.py), printed bare in whole dollars too."""
    target = abs(money.parse_amount(value) or money.parse_amount(f"{value}") or 0)
    out = []
    for p in pages:
        words = p.words
        for i in range(len(words)):
            joined = ""
            for j in range(i, min(i + window, len(words))):
                t = words[j].text
                joined = money.unglued(t if j == i else joined + (t if t[:1] in ".,-" or joined.endswith(("$", ",", ".")) else " " + t))
                # the span must be the figure itself, not a label word in front of it
                # (a footnote's mark glued after it is no part of it: "-100.00*" on a pay stub,
                # nor the sign a card's summary adds before it: "+1,676.76")
                found = [raw for raw, v in money.find_figures(joined) if abs(v) == target
                         and raw == joined.strip().rstrip("*").removeprefix("+")]
                if not found and lined and money.bare_whole(joined) == target:
                    found = [joined.strip()]
                if found:
                    span = words[i:j + 1]
                    out.append(Spot(p.page, _union(span), found[0], min(w.conf for w in span)))
                    break
        for sign, amount in dollar_signed(p.words):
            if money.parse_amount("$" + amount.text) == target and not money.find_figures(amount.text) \
                    or money.bare_whole(amount.text) == target:
                out.append(Spot(p.page, _union([sign, amount]), "$" + amount.text, min(sign.conf, amount.conf)))
    return out


# How far right of a lone "$" its amount may start, in the amount's heights: a form prints
# its "$" at its box's left edge and the amount entered at the right ("$ | 983,150", ACORD)
_DOLLAR_REACH = 5


def dollar_signed(words: list[Word]) -> list[tuple[Word, Word]]:
    """(the "$", its amount) for each lone "$" printed left of an amount on its line, the next
    word right of it ("Policy Premium $ 115", a form's "$" at its box's edge), whatever order the
    text layer stores the two words in: the amount is printed in dollars."""
    out = []
    for d in (w for w in words if w.text == "$"):
        h = max(d.box.height, 1.0)
        level = [w for w in words if w is not d and abs(w.box.cy - d.box.cy) < max(h, w.box.height) / 2
                 and w.box.x0 >= d.box.x1 - h / 4]
        nearest = min(level, key=lambda w: w.box.x0, default=None)
        if nearest is not None and nearest.text[:1].isdigit() \
                and nearest.box.x0 - d.box.x1 <= _DOLLAR_REACH * max(h, nearest.box.height):
            out.append((d, nearest))
    return out


def _union(words: list[Word]) -> Box:
    box = words[0].box
    for w in words[1:]:
        box = box.union(w.box)
    return box


def amount_lines(pages: list[DocPage], value: str, lined: bool = False) -> list[tuple[int, str, str]]:
    """(page, the label standing with `value`, the row) for each layout row printing it."""
    target = abs(money.parse_amount(value) or 0)
    return [(page, label, line) for page, label, line, _, v in figure_labels(pages, lined) if abs(v) == target]


# A caption alone on its line, ending in a colon ("Deductibles:"), naming what a figure is, over rows that are each a
# caption and a colon and a figure ("HURRICANE: | 2% - $6560", "ALL OTHER COVERED PERILS: |
# $2500"): the heading names what each row's figure is (the hurricane deductible).
_LIST_HEADING = re.compile(r"[A-Za-z][A-Za-z /&'-]{2,40}(?=:$)")


def _list_heading(cells: list[str], current: str | None) -> str | None:
    """The heading of the list a line is in (see _LIST_HEADING), after this line."""
    if len(cells) == 1 and (m := _LIST_HEADING.match(cells[0])) and not money.find_figures(cells[0]):
        # only a heading that names what a figure is ("Deductibles", "Premiums", "Limits"); one
        # that names a part of the page ("Account Summary:") says nothing of its rows' figures
        return m.group(0).strip() if columns.concept(m.group(0)) else None
    return current if current and cells[0].endswith(":") else None


# A heading naming the concept of the figures listed under it, each printed before what it is
# for: State Farm's "Limit of Liability - Section 1" over "$10,400 | Personal Property"
_CONCEPT_HEADING = re.compile(r"(?:limits?(?: of (?:liability|insurance))?|deductibles?|premiums?)"
                              r"(?:\s*[-–:]?\s*section\s+[\dIV]+)?\s*:?", re.IGNORECASE)


def _figures_first(cells: list[str], current: str | None) -> str | None:
    """The concept of the list of figure-first rows a line is in, after this line (see
    _CONCEPT_HEADING): set by the heading, kept by rows that print their figure first or no
    figure, ended by a row labelled the ordinary way ("Deductibles - Section I $1,000")."""
    if _CONCEPT_HEADING.fullmatch(cells[0]) and not money.find_figures(cells[0]):
        return columns.concept(cells[0])
    if money.find_figures(" | ".join(cells)) and not money.find_figures(cells[0]):
        return None
    return current


def _after_figure(cells: list[str], raw: str, nth: int, concept: str | None) -> str | None:
    """A figure printed first in its row, in a list under a heading naming its concept, is
    what the cell after it names: "$10,400 | Personal Property" under "Limit of Liability" is
    the Personal Property Limit. Only a row that opens with the figure alone, followed by a
    short cell of words."""
    if not concept or nth or len(cells) < 2 or cells[0] != raw:
        return None
    what = cells[1].strip(" :")
    if not what or len(what.split()) > 6 or any(ch.isdigit() for ch in what) or not what[:1].isalpha():
        return None
    return f"{what} {concept}"


def _of_vehicles(cells: list[str], current: str | None) -> str | None:
    """The concept of a list of one figure per vehicle a line is in, after this line: set by a
    heading naming one concept ("Premium Summary and Other Charges"), kept by the rows right
    under it that are each a vehicle and its figure ("2016 Toyota Corolla L | $1,088.05"),
    ended by any other line."""
    if len(cells) == 1 and not money.find_figures(cells[0]) and len(cells[0].split()) <= 6 \
            and columns.concept(cells[0]) in columns.WORDS_OF_COVERAGE:
        return columns.concept(cells[0])
    if current and len(cells) >= 2 and vehicles.named_only(cells[0]):
        return current
    return None


# A plus sign before a figure, which a card's summary prints before what it adds to the balance
_PLUS_SIGN = re.compile(r"^\+\s?\$?\d")
# ...a letter alone in a cell, which a table's column of dollar signs may be read as
_LONE_LETTER = re.compile(r"[A-Za-z]")
# ...and the percent sign after a figure: a rate, never a sum of money
_RATE_AFTER = re.compile(r"\s?%")


def _dollar_joined(cells: list[str]) -> list[str]:
    """A row's cells with a dollar sign read as a cell of its own joined to the amount after it
    ("Wind or Hail 3% | $ | 7,227", a form's "$" printed at its box's left edge): one figure."""
    out: list[str] = []
    for cell in cells:
        if _PLUS_SIGN.match(cell):
            cell = cell.lstrip("+ ")    # "+1,676.76", "+ $29.71": the sign a card's summary adds
        if out and out[-1] == "$" and cell[:1].isdigit():
            out[-1] = "$" + cell
        elif out and out[-1].endswith(" $") and cell[:1].isdigit() and not money.find_figures(out[-1]):
            # "Each Occurrence.. $ | 100,000": the sign printed at the end of the leader dots
            out[-1] = out[-1][:-2].rstrip()
            out.append("$" + cell)
        else:
            out.append(cell)
    return out


def figure_labels(pages: list[DocPage], lined: bool = False) -> list[tuple[int, str, str, str, Decimal]]:
    """(page, label, row, figure as printed, value) for every money figure the rebuilt rows
    print: its label is the cells before it, or in a table whose header names what its columns
    are, its row's label and its column's concept ("Personal Property Protection Deductible").
    With `lined` (a return), each numbered line's whole-dollar entry too (formlines.py)."""
    return [f[:5] for f in figure_items(pages, lined)]


def _of_coverage(header: list[str] | None) -> bool:
    """A declarations table's header: it names a policy's concepts ("Coverage | Limit of
    Liability")."""
    return bool(header) and any(columns.concept(c) in columns.WORDS_OF_COVERAGE for c in header)


def _bare_under(header: list[str] | None, cells: list[str]) -> list[tuple[str, Decimal]]:
    """The figures a declarations table prints without a dollar sign under a header naming a
    policy's concepts ("Coverage | Limit of Liability", then "B Personal Property | 96,360"):
    under a limit, deductible or premium, a grouped whole number alone in its cell is dollars.
    Elsewhere it is any count (square feet, miles, a population)."""
    if not _of_coverage(header):
        return []
    return [(c, v) for c in cells if (v := money.grouped_whole(c)) is not None]


def _without_stray_sign(header: list[str] | None, cells: list[str]) -> list[str]:
    """A declarations row's cells without a letter standing alone between its label and its
    figure ("A Dwelling | A | 240,900"): the column's dollar sign misread, where the rows
    under it read "$" or nothing. Only under a coverage header, whose rows are a label and
    its figures: elsewhere a lone letter is a column's own (a day of the week, a code)."""
    if not _of_coverage(header) or len(cells) != len(header) + 1:
        return cells
    return stray_signs_out(cells)


def stray_signs_out(cells: list[str]) -> list[str]:
    """`cells` without a letter alone in its cell between words and a figure (see above)."""
    return [c for i, c in enumerate(cells)
            if not (0 < i < len(cells) - 1 and _LONE_LETTER.fullmatch(c) and cells[i + 1][:1].isdigit())]


def figure_items(pages: list[DocPage], lined: bool = False) -> list[tuple[int, str, str, str, Decimal, str, str]]:
    """figure_labels, each with the item its table row names when a column gives the concept
    ("Office visit, established patient" of "Office visit, established patient Allowed
    Amount"), else "", and the title printed over its table's header (see _title), else ""."""
    out = [(e.page, e.label, e.printed, e.printed, e.value, "", "") for e in formlines.entries(pages)] if lined else []
    for p in pages:
        header, captions, since, above, header_at, listed, wrapped = None, None, 0, [], None, None, []
        head_cells: list[str] = []      # the header's cells as printed on its line
        # a line of words whose captions ran together, and the lines since it and since the header
        loose, loose_since, head_since, loose_heads = None, 0, 0, False
        title, titled = "", ""      # the title over the table in force; this line's, if it is one
        first_of = per_vehicle = None
        lines = beside_tables(p.text.splitlines())
        ticks = charts.axis_ticks(p.words)
        units_before: list[str] = []        # the labels of the line before's figures counted per a unit
        for at_line, line in enumerate(lines):
            units_here: list[str] = []
            cells = charts.without_ticks(_dollar_joined([c.strip() for c in line.split(" | ")]), ticks)
            cells = _without_stray_sign(header, cells)
            line = " | ".join(cells)
            listed = _list_heading(cells, listed)
            first_of = _figures_first(cells, first_of)
            per_vehicle = _of_vehicles(cells, per_vehicle)
            found = columns.header_cells(cells)
            if _words_line(cells) and any(len(c.split()) > _CAPTION_WORDS for c in cells):
                # captions run into a cell of many words; whether they are the header's own
                loose, loose_since, loose_heads = cells, -1, bool(found or columns.is_caption_row(cells))
            if found:
                title = titled or (title if header is None and captions is not None and since == 0 else "")
                header, captions, since = _with_line_over(found, above, p.words), None, 0
                head_since = -1
                header_at = functools.partial(cellboxes.spans, p.words, found)   # looked up only when needed
                head_cells = found
                continue
            if columns.is_caption_row(cells):
                # a caption row right under another is the second line of one header
                upper = captions if captions is not None else header
                wrapped = [upper, cells] if upper is not None and since == 0 else [cells]
                title = titled or (title if upper is not None and since == 0 else "")
                header, captions, since = None, _with_line_over(cells, above, p.words), 0
                head_since = -1
                header_at = functools.partial(cellboxes.spans, p.words, cells)
                head_cells = cells
                continue
            if since == 0 and (header or captions) and _words_line(cells):
                # the header's shorter second line ("Paid Last | Paid Year" over "Month | to Date")
                joined = cellboxes.with_line(p.words, head_cells, cells, below=True)
                if joined is not None:
                    loose = None if loose is cells else loose    # the header's own, now
                    if header is not None:
                        header = joined
                    else:
                        captions = joined
                    continue
            since += 1
            if since > columns.REACH or columns.ends_table(cells):
                header = captions = None
                title = ""
            loose_since += 1
            head_since += 1
            if loose_since > columns.REACH:
                loose = None
            titled = _title(cells)
            seen: dict[str, int] = {}
            figures = money.find_figures(line) + _bare_under(header, cells)
            by_place = under = centred = None
            for raw, value in figures:
                nth = seen[raw] = seen.get(raw, -1) + 1
                # a row of several figures is a table's: each figure is what its column says
                table = header or (captions if len(figures) > 1 else None)
                placed = _by_position(header_at, p.words, cells) if table else None
                # a row under a header of captions that leaves some blank ("Total" under "Term |
                # Form 8949 type") is placed by where its cells stand, as under a header
                short = table is not None and table is captions and len(cells) < len(table)
                label, item = None, ""
                if table is captions and len(wrapped) == 2 and len(figures) > 1:
                    # a header printed on two lines ("Ending | Cost" over "Value | Basis"): each
                    # cell's caption is the words of both lines printed over it, whatever the
                    # number of the row's cells (a total row leaves the quantity blank)
                    by_place = by_place if by_place is not None else (cellboxes.stacked(p.words, wrapped, cells) or [])
                    if by_place:
                        label, item = _in_column(by_place, cells, raw, nth)
                if label is None:
                    label, item = _in_column(table, cells, raw, nth, placed if table is header or short else None, placed)
                if label is not None and table is header:
                    since = 1       # a row of the table: its header reaches on from here
                if label is None and table is captions and captions and len(cells) > len(captions):
                    # a header wrapped onto two lines, its words run into fewer cells than the row's
                    by_place = by_place or cellboxes.stacked(p.words, wrapped, cells) or []
                    label, item = _in_column(by_place or None, cells, raw, nth)
                if label is None and table is captions and len(wrapped) == 2:
                    # ...or its captions and its figures run together: each figure is the
                    # column's whose caption is printed over it
                    under = under or cellboxes.under_captions(p.words, wrapped, cells) or ([], [])
                    label, item = _in_column(under[1], under[0], raw, nth) if under[0] else (None, "")
                if label is None and loose and len(figures) > 1 and (
                        table is None or loose_heads and loose_since <= head_since or loose_since < head_since):
                    # ...or a header whose captions the reader ran into one cell, no caption
                    # row at all ("Time Period | # of Spots Gross Amount Agency Comm. Net
                    # Amount" over "Totals | 14 | $2,935.00 | ($440.25) $2,494.75")
                    centred = centred or cellboxes.under_captions(p.words, [loose], cells, centred=True) or ([], [])
                    label, item = _in_column(centred[1], centred[0], raw, nth) if centred[0] else (None, "")
                    if label is not None:
                        loose_since = 0     # a row of its table: its captions reach on from here
                if label is None and lined:
                    at = _cell_of(cells, raw, nth)
                    label = formlines.wrapped_label(above, cells, at, p.words) if at is not None else None
                if _part_of_whole(line, raw):
                    # "$446.00 of $1,500.00 met": how much of a whole, which neither is alone,
                    # unless its row says what each is
                    said = [lab for r, lab in _of_whole_labels(cells) if r == raw][nth:nth + 1]
                    out += [(p.page, lab, line, raw, value, "", "") for lab in said]
                    continue
                named = _named_after_article(line, raw, nth, lines[at_line + 1:at_line + 2]) if label is None else None
                if named is not None:
                    if named:
                        out.append((p.page, named, line, raw, value, "", ""))
                    continue
                if label is None:
                    label = _wrapped_at(above, _under_row(above, label_before(line, abs(value), lined)))
                    if len(figures) > 1 and (_next_is_figure(cells, raw, nth) or _after_figure_alone(cells, raw, nth)):
                        label = None    # its row's label, but which of the row's figures it is, no column says
                if not label:
                    label = _after_figure(cells, raw, nth, first_of) or label
                elif per_vehicle and len(figures) == 1 and label == label_of(cells[0]):
                    label = f"{label} {per_vehicle}"     # "2016 Toyota Corolla L Premium"
                if label is not None and _RATE_AFTER.match(_after(line, raw, nth)):
                    label = None    # "Cash Advances | 29.49% (v)(d)": a rate, never a sum of money
                if label is not None:
                    label = _with_after(label, line, raw, nth)
                    label = _other_half(label, units_before)
                    if _SPLIT_UNIT_ENDS.search(label) and not _SPLIT_UNIT_ONLY.fullmatch(label):
                        units_here.append(label)
                    if listed and cells[0].endswith(":"):
                        label = f"{listed} {label}"
                    if not rates.of_label(label):
                        label = _with_rate_under(label, p.words, lines[at_line + 1:at_line + 2], raw)
                    out.append((p.page, label, line, raw, value, item if label.startswith(item) else "",
                                title if table is not None and table is (header or captions) else ""))
            above = cells
            units_before = units_here
    return out


# A caption is a few words: a cell of more is several run together, or prose
_CAPTION_WORDS = 4


def _words_line(cells: list[str]) -> bool:
    """A line of two or more cells of words, no digit: a header's line, or a caption's half."""
    return len(cells) >= 2 and all(c and not any(ch.isdigit() for ch in c) for c in cells)


def _with_line_over(captions: list[str], above: list[str], words) -> list[str]:
    """A header's captions with the words of the line right over them, when that line is the
    header's upper half (cellboxes.with_line); else the captions as they are. A line with words
    over the header's first column, that of the rows' labels, is the page's ("Employer | Birch
    Logistics" over "2022 | 2021 | 2020"), not the upper half of the captions'."""
    if not above or not _words_line(above) or columns.is_caption_row(above) or columns.header_cells(above):
        return captions
    joined = cellboxes.with_line(words, captions, above, below=False)
    return joined if joined is not None and joined[0] == captions[0] else captions


def _title(cells: list[str]) -> str:
    """A line that may title the table whose header is printed right under it: one short cell
    of words, no figure ("Employee Deductions" over "Description | Type | Current |
    Year-To-Date", "Employer Contributions" over "Company Contribution | Current"). What the
    title says of the rows' figures (they are deductions, or the employer's) grounds a
    question's word as their label would (accounts.grounding), never a word they must say."""
    cell = cells[0] if len(cells) == 1 else ""
    words = cell.split()
    if not 1 <= len(words) <= 5 or any(ch.isdigit() for ch in cell) or cell.endswith(":") \
            or not any(len(w) >= 3 for w in words):
        return ""
    return cell if all(w[:1].isalpha() for w in words) else ""


def beside_tables(lines: list[str]) -> list[str]:
    """A page's lines with the boxes printed beside a table's rows set apart from them, so that
    no row runs on into its neighbour's cells. Under a header whose first block alone is a
    table's ("Earnings | rate | hours | this period | year to date" beside "Other Benefits and"),
    each row keeps its first block, and what stands beside it follows the page's lines
    ("Overtime | 68.5100 | 6.00 | 411.06 | 411.06" beside "Vacation Hrs Avail | 64.00"). Under a
    header over both boxes ("This Period Year-to-Date | This Period | Year-to-Date"), a row of
    one label and its figures in each box is one row a box, in order ("Dividends | 84.12 |
    231.50" and "Short-term Gain | 0.00 | 0.00"): each box's figures are its own label's."""
    out, beside, reach, shared = [], [], 0, 0
    for line in lines:
        first, _, rest = line.partition(BLOCKS_APART)
        whole = columns.header_cells(_cells(line))
        if whole:
            reach, shared = 0, columns.REACH
        elif rest and columns.header_cells(_cells(first)):
            reach, shared = columns.REACH, 0
        elif columns.ends_table(_cells(line)):
            reach = shared = 0
        elif reach or shared:
            step = columns.REACH if money.find_figures(first) else None
            reach = (step or reach - 1) if reach else 0
            shared = (step or shared - 1) if shared else 0
        blocks = [b for b in line.split(BLOCKS_APART) if b.strip()]
        if reach and rest:
            out.append(first)
            beside += blocks[1:]
        elif shared and len(blocks) > 1 and all(_labelled_figures(b) for b in blocks):
            out += blocks
        else:
            out.append(line)
    return out + beside


def _labelled_figures(block: str) -> bool:
    """A box's row: a label, then cells that are each one figure and nothing else."""
    cells = _cells(block)
    return len(cells) >= 2 and not money.find_figures(cells[0]) and any(ch.isalpha() for ch in cells[0]) \
        and all(len(f := money.find_figures(c)) == 1 and f[0][0] == c for c in cells[1:])


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.split(" | ")]


# A split limit's second half printed under its first, under no label of its own
# ("Bodily injury liability | $25,000 each person" over "Premium: $395 | $50,000 each accident")
_EACH_UNIT = r"(?:each|per)\s+(?:" + "|".join(PER) + r")s?\s*"
_SPLIT_UNIT_ENDS = re.compile(rf"\s{_EACH_UNIT}$", re.IGNORECASE)
_SPLIT_UNIT_ONLY = re.compile(rf"\s*{_EACH_UNIT}", re.IGNORECASE)


def _other_half(label: str, above: list[str]) -> str:
    """A figure labelled by its unit alone is the other half of the split limit the line above
    prints, when that line prints exactly one figure counted per another unit: that row's label
    with this unit ("Bodily injury liability each accident")."""
    if not _SPLIT_UNIT_ONLY.fullmatch(label) or len(above) != 1:
        return label
    row = _SPLIT_UNIT_ENDS.sub("", above[0]).strip()
    unit = " ".join(label.split())
    return label if not row or above[0].strip().endswith(unit) else f"{row} {unit}"


def unplaced(pages: list[DocPage], lined: bool = False) -> dict[str, set[Decimal]]:
    """The label of every row that prints two figures or more and whose figures no column
    tells apart ("Interest | $1,472.08 | $4,421.58" under a header the rows could not read),
    with the row's figures: one of them may be the figure a question asks by that label, so no
    other figure printed by the same label answers it alone. A table of such rows says so by
    its header too: each word of the captions over it ("Plan | Deductible | Copay", wrapped
    over two lines) is a key, with every figure of the rows under it."""
    read = {(page, row) for page, label, row, _, _ in figure_labels(pages, lined) if label}
    out: dict[str, set[Decimal]] = {}
    for p in pages:
        lines = p.text.splitlines()
        unread = {}
        for at, line in enumerate(lines):
            row = " | ".join(_dollar_joined([c.strip() for c in line.split(" | ")]))
            if len(money.find_figures(line)) < 2 or (p.page, row) in read or (p.page, line) in read:
                continue
            unread[at] = [abs(v) for _, v in money.find_figures(line)]
            for block in line.split(BLOCKS_APART):      # boxes printed side by side, each its own rows
                figures = money.find_figures(block)
                label = label_before(block, abs(figures[0][1]), lined) if len(figures) >= 2 else None
                if label:
                    out.setdefault(unplaced_key(label), set()).update(abs(v) for _, v in figures)
        for word, figures in _captioned(lines, unread):
            out.setdefault(word, set()).update(figures)
    return out


def _captioned(lines: list[str], unread: dict[int, list[Decimal]]) -> list[tuple[str, set[Decimal]]]:
    """Each word of the captions over a table of TABLE_ROWS or more unread rows of three figures
    or more, one after another, with all the table's figures: the one or two lines above its
    first row that print no figure and several cells (a header wrapped over two lines)."""
    rows = {at for at, figures in unread.items() if len(figures) >= 3}
    out = []
    for first in sorted(rows):
        if first - 1 in rows:
            continue
        last = first
        while last + 1 in rows:
            last += 1
        if last - first + 1 < TABLE_ROWS:
            continue
        figures = set().union(*(unread[at] for at in range(first, last + 1)))
        for at in range(first - 1, max(first - 3, -1), -1):
            line = lines[at]
            if money.find_figures(line) or len(line.split(" | ")) < 3:
                break
            out += [(w, figures) for w in unplaced_key(line).split() if w.isalpha()]
    return out


TABLE_ROWS = 2


def unplaced_key(label: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9]+", " ", label.lower()).split())


# A figure a sentence prints after an article ("...include a $10.00 late charge and a $25.00
# fee for payments returned by your bank.") is the amount of the phrase after it, which runs to
# the end of its clause: a mark, a conjunction, or a verb that begins the clause's predicate.
# The article is in lower case, or capitalised where a sentence opens ("A $10.00 late fee may
# be assessed"): after a word, "A" is a letter naming a part ("Coverage A | $300,000 Dwelling").
_ARTICLE_BEFORE = re.compile(r"(?:(?:^|[\s|])an?|(?:^|[.!?:][\s|]+)An?)\s*(?:\|\s*)?$")
_CLAUSE_END = re.compile(r"[.;:,!?()]|\b(?:and|or|but|nor|if|when|whenever|unless|because|since|which|that|"
                         r"who|whom|whose|where|while|as|so|than|until|may|might|will|would|shall|should|"
                         r"can|could|must|is|are|was|were|be|been|has|have|had|do|does|did)\b", re.IGNORECASE)
NAMED_AFTER_WORDS = 8


def before_article(label: str) -> bool:
    """Whether a label is the words of a sentence up to the article before its figure ("late
    charge and a" paired with the "$25.00" of "...and a $25.00 fee"): the phrase after the
    figure names it, these words never do."""
    return bool(re.search(r"(?:^|\s)an?$", label.strip()))


def _named_after_article(line: str, raw: str, nth: int, below: list[str]) -> str | None:
    """The phrase naming the `nth` figure printed as `raw` when a sentence prints it after an
    article with words following it in its cell ("fee for payments returned by your bank"),
    its clause run on to the next line when the line ends first; "" when the clause does not
    end within NAMED_AFTER_WORDS words (what names it is not known, and the words before the
    article never do: "late charge and a" is not the $25.00 fee); None when the figure is not
    so printed (a table's "a" column, a cell of its own, is no word of a sentence)."""
    rest = _rest(line, raw, nth)
    before = line[:len(line) - len(rest) - len(raw)]
    after = rest.split(" | ", 1)[0]
    cells = before.rstrip(" |").split(" | ")
    if not (_ARTICLE_BEFORE.search(before) and after[:1].isspace() and after.strip()[:1].isalpha()):
        return None
    if len(cells) > 1 and len(cells[-1].split()) == 1:
        return None
    phrase = after
    if " | " not in rest and below and " | " not in below[0] and not money.find_figures(below[0]):
        phrase = f"{phrase} {below[0]}"     # the sentence goes on under it
    end = _CLAUSE_END.search(phrase)
    if end is None:
        return ""
    words = phrase[:end.start()].split()
    return " ".join(words) if 0 < len(words) <= NAMED_AFTER_WORDS else ""


# A figure printed as a part of another ("$446.00 of $1,500.00 met", "$606.00 of | $4,000.00"):
# the one before "of" is how much of the one after it, and the label before them names neither
_OF_WHOLE = r"\s*\|?\s*of\s*\|?\s*\$?\d[\d,]*(?:\.\d\d)?\b"


def _part_of_whole(line: str, raw: str) -> bool:
    """Whether the figure printed as `raw` is either side of "X of Y" in `line`."""
    esc = re.escape(raw)
    return bool(re.search(rf"(?<![\d.,]){esc}(?=\s*\|?\s*of\s*\|?\s*\$?\d)", line)
                or re.search(rf"\bof\s*\|?\s*{esc}(?![\d,])", line)
                and re.search(rf"\$?\d[\d,]*(?:\.\d\d)?{_OF_WHOLE}", line))


_PART_CELL = re.compile(r"(\$?\d[\d,]*(?:\.\d\d)?)\s+of")
_WHOLE_CELL = re.compile(rf"(\$?\d[\d,]*(?:\.\d\d)?)(?:\s+|{BLOCKS_APART})([A-Za-z]+)")


def _of_whole_labels(cells: list[str]) -> list[tuple[str, str]]:
    """A plan's running total printed as a part of its whole, each figure in a cell of its own
    after the label that names the whole ("Individual deductible: | $446.00 of | $1,500.00
    met"): the whole is the label's ("Individual deductible", $1,500.00), the part the label's
    and the word after the whole ("Individual deductible met", $446.00). Else nothing."""
    for i in range(1, len(cells) - 1):
        part, whole = _PART_CELL.fullmatch(cells[i]), _WHOLE_CELL.fullmatch(cells[i + 1])
        label = label_of(cells[i - 1]).rstrip(":").strip()
        if part and whole and label and not money.find_figures(cells[i - 1]) and label_like(label):
            return [(part.group(1), f"{label} {whole.group(2)}"), (whole.group(1), label)]
    return []


def _cell_of(cells: list[str], raw: str, nth: int) -> int | None:
    """The index of the cell holding the `nth` figure printed as `raw` in a row, or None."""
    at = [i for i, c in enumerate(cells) if c == raw or any(r == raw for r, _ in money.find_figures(c))]
    return at[nth] if nth < len(at) else None


def _next_is_figure(cells: list[str], raw: str, nth: int) -> bool:
    """Whether the cell after the one holding the `nth` figure printed as `raw` is a figure
    too: the row is a table's, its figures told apart by their columns only."""
    at = _cell_of(cells, raw, nth)
    if at is None or at + 1 >= len(cells) or BLOCKS_APART in cells[at].split(raw, 1)[-1]:
        return False    # (the block printed beside it starts after it: its row ends there)
    following = cells[at + 1]
    # a count or a rate between them ("Totals | 492.00 | 31 | $3,590.00") makes it a table's row too
    return bool(money.find_figures(following) or _NUMBER_CELL.fullmatch(following)) \
        and not any(ch.isalpha() for ch in label_of(following))


_NUMBER_CELL = re.compile(r"[$(-]*\d[\d,.]*%?\)?")


def _after_figure_alone(cells: list[str], raw: str, nth: int) -> bool:
    """Whether the cell before the one holding the `nth` figure printed as `raw` is a figure
    alone: the last of a row's figures no column tells apart ("Late Charges/Fees | $0.00 |
    $0.00" under "Since Last Statement | Year to Date"), which the row's label names no more
    than the first."""
    at = _cell_of(cells, raw, nth)
    return at is not None and at > 0 and bool(money.find_figures(cells[at - 1])) \
        and not any(ch.isalpha() for ch in label_of(cells[at - 1]))


# What is printed right after a figure, in its cell, and says what it is: how often it recurs
# ("$66.92 per month", "$351.00/year": rates.after_figure), what it is counted per ("$100,000 each person / $300,000
# each accident"), or its concept ("Collision | $500 deductible" under a Limits column).
_UNIT_AFTER = re.compile(r"^\s*(?:each|per|/)\s*(?:" + "|".join(PER) + r")\b", re.IGNORECASE)
_CONCEPT_AFTER = re.compile(r"^\s*(?:limits?|deductibles?|premiums?)\b", re.IGNORECASE)
# A figure and the unit it is counted per, anywhere in a cell ("$25,000 each person")
_PER_FIGURE = re.compile(r"\$?\s?\d[\d,]*(?:\.\d\d)?\s*(?:each|per|/)\s*(?P<unit>" + "|".join(PER) + r")\b", re.I)
# ...and any word naming such a unit, in a question
UNIT_SAID = re.compile(r"\b(?:" + "|".join(PER) + r")s?\b", re.I)


def split_limit(text: str, printed: str) -> list[str]:
    """The units of a split limit the figure printed as `printed` is one half of: "$25,000 each
    person / $50,000 each accident" on its line, or its other half on the next line under no
    label of its own ("Premium: $395 | $50,000 each accident"). Empty when the figure is counted
    per one unit only ("Family Liability Protection | $100,000 each occurrence", the next row
    "Guest Medical Protection | $1,000 each person" being another coverage's)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        own = [m for m in _PER_FIGURE.finditer(line) if printed in m.group(0)]
        if not own:
            continue
        units = {m.group("unit").lower() for m in _PER_FIGURE.finditer(line)}
        if i + 1 < len(lines):
            cells = lines[i + 1].split(" | ")
            for j, cell in enumerate(cells):
                m = _PER_FIGURE.search(cell)
                # a unit figure that opens its line or follows a figure's cell has no label of its own
                if m and not any(ch.isalpha() for ch in cell[:m.start()]) and (
                        j == 0 or money.find_figures(cells[j - 1])):
                    units.add(m.group("unit").lower())
        if len(units) > 1:
            return sorted(units)
    return []


def _after(line: str, raw: str, nth: int) -> str:
    """What the `nth` figure printed as `raw` has after it in its cell."""
    return _rest(line, raw, nth).split(" | ", 1)[0]


def _rest(line: str, raw: str, nth: int) -> str:
    """What the `nth` figure printed as `raw` has after it on its row, its cells' bars kept."""
    at = -1
    for _ in range(nth + 1):
        at = line.find(raw, at + 1)
        if at < 0:
            return ""
    return line[at + len(raw):]


def _with_after(label: str, line: str, raw: str, nth: int) -> str:
    """The label with what the figure's cell prints right after it: it is part of what the
    figure is. A concept printed there ("$500 deductible") is the figure's, whatever its
    column's header said."""
    after = _after(line, raw, nth)
    m = _CONCEPT_AFTER.match(after)
    if m:
        said = columns.concept(m.group(0))
        column = columns.concept(label.split()[-1]) if label.split() else None
        if said and column and said != column:
            return f"{label.rsplit(' ', 1)[0]} {said}"
        return label if column else f"{label} {said}"
    m = _UNIT_AFTER.match(after)
    said = rates.after_figure(after) or (m.group(0) if m else "") or rates.frequency_after(_rest(line, raw, nth))
    return f"{label.rstrip(' :')} {' '.join(said.split())}" if said else label


def _with_rate_under(label: str, words: list[Word], below: list[str], raw: str) -> str:
    """The label with the rate printed alone under its figure ("Policy Premium" over "$29.25"
    over "/month"): a figure's unit set on the next line, in its own column. Only a cell that is
    nothing but a rate, printed once on the page, overlapping the figure's own word (printed
    once too) from side to side and starting within a line's height under it."""
    rated = [c.strip() for c in below[0].split(" | ") if rates.after_figure(c) and
             rates.after_figure(c).strip() == c.strip()] if below else []
    figure = [w.box for w in words if w.text == raw]
    if len(rated) != 1 or len(rated[0].split()) != 1 or len(figure) != 1:
        return label
    unit = [w.box for w in words if w.text == rated[0]]
    if len(unit) != 1:
        return label
    f, u = figure[0], unit[0]
    side_by_side = min(f.x1, u.x1) - max(f.x0, u.x0) > 0
    just_under = u.cy > f.y1 - (f.y1 - f.y0) / 3 and u.y0 - f.y1 < (f.y1 - f.y0)
    return f"{label} {rated[0]}" if side_by_side and just_under else label


# A label cut after the word that says a date follows ("Closing balance at", "Balance as of")
_BEFORE_DATE = re.compile(r"\b(?:at|as at|as of|on)$", re.IGNORECASE)


def _wrapped_at(above: list[str], label: str | None) -> str | None:
    """A figure labelled only by a date ("31 March 2026 | $110,813.81"), under a line whose
    last cell ends with the word that announces it ("Closing balance at"): the label wrapped
    onto the figure's line, and is both ("Closing balance at 31 March 2026")."""
    if not label or not above or money.find_figures(above[-1]) or not _BEFORE_DATE.search(above[-1].strip()):
        return label
    printed = dates.printed_dates(label, True) or dates.printed_dates(label)
    if len(printed) != 1 or printed[0][0].strip() != label.strip():
        return label
    return f"{above[-1].strip()} {label.strip()}"


def _under_row(above: list[str], label: str | None) -> str | None:
    """A figure labelled only by a column's concept ("Premium: $395"), printed under the
    coverage it is for ("Bodily injury liability | $25,000 each person"): that coverage's
    premium. Only the line right above, when its first cell is a label with no figure and no
    concept of its own."""
    if not label or columns.concept(label) is None or label.strip(" :").lower() not in columns.WORDS:
        return label
    row = label_of(above[0]) if above else ""
    if not row or money.find_figures(above[0]) or not any(ch.isalpha() for ch in row) or columns.concept(row):
        return label
    return f"{row.rstrip(' -:')} {columns.concept(label)}"


def _by_position(header_at, words: list[Word], cells: list[str]):
    """The header cell over each of the row's cells by where they are printed (cellboxes),
    computed only when asked for: a row with fewer cells than its header; with `cell`, the
    caption printed over that cell when it is another than `caption`, the one its order gives,
    while the header's first caption is printed wholly right of the row's first cell (its
    label): the captions then count one short of the cells they are matched to by order; with
    `grouped`, the caption each cell stands under, several cells under one (cellboxes.columns_of).
    The header is the one printed nearest above the row, when a page prints it over several tables."""
    def placed(header: list[str], cell: int | None = None, caption: str | None = None, grouped: bool = False):
        rs, height = cellboxes.spans_and_height(words, cells)
        hs = header_at(above=height) if rs else None
        if not hs or not rs:
            return None
        if grouped:
            return cellboxes.columns_of(hs, rs)
        if cell is None:
            return cellboxes.under(header, hs, rs, labelled=not money.find_figures(cells[0]))
        if cell >= len(rs) or hs[0][0] <= rs[0][1]:
            return None
        over = cellboxes.captions_over(hs, rs[cell])
        if len(over) != 1:
            return None
        got = header[over[0]]
        parts = columns.run_together(got)
        if parts:
            # two captions read as one cell ("This Period Year-to-Date"): the one whose words
            # the cell stands under
            got = cellboxes.part_over(words, header, over[0], parts, rs[cell], height) or got
        return got if got != caption else None
    return placed


def _in_column(header: list[str] | None, cells: list[str], raw: str, nth: int = 0, placed=None,
               checked=None) -> tuple[str | None, str]:
    """A table cell's figure (the `nth` printed as `raw` in its row) labelled by its row and
    its column, when the row lines up with the header (columns.aligned, or where its cells
    are printed when it leaves a column blank) and the header names the column's concept. A
    year is a row's label too (an income report's "2021 | 681.23"). With the label, the row's
    own words (the item it names); (None, "") when no column says what the figure is."""
    cols = columns.aligned(header, cells) if header else None
    by_order = cols is not None
    if cols is None and header and placed is not None and len(cells) < len(header):
        cols = placed(header)
    if header and placed is not None and len(cells) > len(header) and (cols is None or cols[0] is None):
        # more cells than captions: by their order, a row's label in no captioned column; by
        # where they stand, maybe one column's entry printed in several cells
        grouped = _grouped(header, cells, placed(header, grouped=True))
        if grouped is not None:
            cells, cols = grouped
            by_order = False
    if cols is None:
        return None, ""
    at = _cell_of(cells, raw, nth)
    if at is None or at < 1 or len(cellboxes.figures_only(cells[at])) > 1 or BLOCKS_APART in cells[at]:
        # (figures run together into one cell are several columns', not this one's; and a figure
        # whose cell runs on into another box, "4,237.75    not applicable", stands where the
        # row's cells no longer count its columns)
        return None, ""
    moved = checked(header, cell=at, caption=cols[at]) if checked is not None and by_order else None
    if moved:
        # cells lined up with captions by their order is no proof they stand under them: a
        # header with no caption over the rows' labels and one over prose beside the figures
        # ("Loan Estimate | Final | Did this change?" over "Cash to Close | $11,142.00 |
        # $10,925.54") counts as many, each figure then taking the caption left of its own;
        # the figure is the column's it is printed under
        cols = cols[:at] + [moved] + cols[at + 1:]
    # the column's concept, or for a column no closed set names, its caption as printed
    concept = (columns.concept(cols[at]) or columns.caption(cols[at])) if cols[at] else None
    if concept and LESS_DEDUCTIBLE.search(_before_in_cell(cells[at], raw)):
        concept = "Deductible"      # "Actual Cash Value Less $500" in a column of limits
    # the row's label: its cells before the figure that are not figures ("Chase | TOTAL CHECKING
    # | 1111 | $132,189.10" is the Chase Total Checking account's row), nor the words standing
    # in another column the header names ("Collision Coverage | Actual Cash Value | $500.00":
    # "Actual Cash Value" is its limit, not what the deductible is)
    # ...and in a row of pairs under a header that repeats its captions ("Coverage | Limit |
    # Coverage | Limit" over "Coverage A - Dwelling | $398,000 | Coverage C - Personal Property |
    # $218,900"), only the cells after the last figure of the same column's concept: the row
    # starts again there
    repeated = concept is not None and sum((columns.concept(h) or columns.caption(h)) == concept
                                           for h in header if h) > 1
    start = max((i + 1 for i in range(at) if repeated and money.find_figures(cells[i])
                 and cols[i] and (columns.concept(cols[i]) or columns.caption(cols[i])) == concept), default=0)
    words = [c for c in cells[start:at] if not money.find_figures(c)]
    own = [c for i, c in enumerate(cells[:at]) if i >= start and not money.find_figures(c)
           and not (i and cols[i] and (columns.concept(cols[i]) or _DECIMAL.fullmatch(c.strip())))]
    # ...unless what is left is only a group's caption ("SECTION II: | E. Personal Liability"):
    # the header then stands over other columns than the row's, and the row keeps its words;
    # a group's caption printed in no column of the header is the group's, not the row's
    group = len(own) == 1 and own[0].rstrip().endswith(":")
    if group and cols[cells.index(own[0])] is None:
        words = [c for c in words if c is not own[0]] or words
    row = label_of(" ".join(words if group else own))
    if not row and columns.is_year(cells[0]):
        row = cells[0].strip()
    if cols[at] and columns.whose(cols[at]):
        # a column of one vehicle's figures ("Vehicle 2") says whose each is, never what: only a
        # row whose own label names its concept ("Subtotal Premium By Vehicle") is labelled
        return (f"{row.rstrip(' -:')} {columns.caption(cols[at])}", "") if row and columns.concept(row) else (None, "")
    if not concept or not row or not (any(ch.isalpha() for ch in row) or columns.is_year(row)) \
            or columns.other_concept(row, concept):
        return None, ""
    return f"{row.rstrip(' -:')} {concept}", row.rstrip(' -:')


# a number with its decimals under a caption of its own (a pay rate's "45.6731" under "rate"):
# that column's entry, none of the row's words
_DECIMAL = re.compile(r"\d[\d,]*\.\d+")


def _grouped(header: list[str], cells: list[str], under: list[int | None] | None
             ) -> tuple[list[str], list[str | None]] | None:
    """A row's cells joined where several stand under one caption and one of them is a figure
    (cellboxes.columns_of: "Actual Cash Value Less | $500", one entry of a column of limits),
    each with the caption over it; None unless some are, or unless the row's first cell stands
    under the header's first caption while its order put the row's label in no column. Words
    only under one caption are left as they are ("SECTION I: | A. Dwelling Coverage": a group's
    caption before its row's label)."""
    if under is None or len(set(under)) == len(under) and under[0] is None:
        return None
    out: list[str] = []
    cols: list[str | None] = []
    joined: list[bool] = []
    for i, (cell, c) in enumerate(zip(cells, under)):
        if i and c is not None and c == under[i - 1]:
            out[-1] = f"{out[-1]} {cell}"
            joined[-1] = True
        else:
            out.append(cell)
            cols.append(header[c] if c is not None else None)
            joined.append(False)
    if any(j and not money.find_figures(cell) for j, cell in zip(joined, out)):
        return None
    return out, cols


def _before_in_cell(cell: str, raw: str) -> str:
    """The words of a cell printed before a figure of it (its first printed so)."""
    return cell.split(raw)[0] if raw in cell else ""


def label_before(line: str, target, lined: bool = False) -> str | None:
    """The label of the figure `target` in a row: the cells between it and the previous
    figure. A row holding two blocks side by side ("Interest Paid | 614.75 | Ending Balance |
    182,536.15") gives each figure its own label, not the whole row's words. On a form of
    numbered lines (`lined`), a cell that opens with its line's number begins the label: the
    cells before it are another column ("321 Sad Street | 7 Amount you're paying | 11111.00").
    None when the row does not print the figure."""
    cells = [c.strip() for c in line.split(" | ")]
    for i, cell in enumerate(cells):
        if not any(abs(v) == target for _, v in money.find_figures(cell)):
            continue
        own = _own_words(cell, target)
        if own:
            return own
        before = money.before_figure(cell)
        if BLOCKS_APART in before:
            # the block beside it ends there ("$288,057.36    Principal $352.54")
            return label_of(before.rsplit(BLOCKS_APART, 1)[1])
        parts = [before] if before.strip() else []
        for j in range(i - 1, -1, -1):
            prev = cells[j]
            if BLOCKS_APART in prev:
                # the figure's label starts the row printed beside another ("Prepayment Penalty |
                # None    Escrow | $412.50"); a figure with words of its own in its cell
                # ("$3,000.00    met | Deductible: $1,500") is labelled by them alone
                own = prev.rsplit(BLOCKS_APART, 1)[1]
                if not parts and own.strip() and not money.find_figures(own):
                    parts.insert(0, own)
                break
            if money.find_figures(prev) or lined and parts and _OPENS_LINE.match(parts[0]):
                break
            if _words_of_its_own(parts) and _answers_the_label_before(cells, j):
                break       # "Maturity Date | 06/01/2052 | Past Due Payment(s) | $1,888.96": the date is
                #             the maturity's; the figure's label starts after it
            if parts and parts[0].endswith(":") and _CAPTIONED.match(prev):
                break       # "SEX: M | WELLNESS ENDORSEMENT: | $168.00": a caption and its own value before
            parts.insert(0, prev)
        return label_of(" ".join(parts))
    return None


def _words_of_its_own(parts: list[str]) -> bool:
    """Whether the cells gathered before a figure hold a word, not only dates and numbers."""
    return any(label_like(p) for p in parts)


def _answers_the_label_before(cells: list[str], at: int) -> bool:
    """Whether cells[at] is the value of the label before it, not a word of the next one's: a
    date alone in its cell after a label ("Maturity Date | 06/01/2052"), a form's yes or no
    ("Prepayment Penalty | No") or a rate ("Interest Rate | 7.250% Fixed"), with words of the
    figure's own after it (else the date says which figure: "Amount Due After | 05/16/2024 |
    $3,928.00"). A date opening its row is a transaction's, whose label goes on."""
    if at <= 0:
        return False
    cell = cells[at].strip()
    return (form_answer(cell) or a_date(cell) or a_rate(cell)) and label_like(cells[at - 1]) \
        and not a_date(cells[at - 1])


def _own_words(cell: str, target) -> str | None:
    """The words a cell prints between the figure before `target` and `target`, when they say
    something of their own: a sentence's second figure ("an Annual Limit of $20,000/year.
    There's also an Annual $250 Deductible") is not labelled by the words before its first.
    None for the cell's first figure, or when only the figure before's own unit stands between
    ("$100,000 each person / $300,000 each accident"): the cell's label is both figures'."""
    placed, taken = [], set()
    for raw, value in money.find_figures(cell):
        at = cell.find(raw)
        while at in taken:
            at = cell.find(raw, at + 1)
        taken.add(at)
        placed.append((at, at + len(raw), value))
    placed.sort()
    hit = next((i for i, (_, _, v) in enumerate(placed) if abs(v) == target), None)
    if not hit:
        return None
    between = cell[placed[hit - 1][1]:placed[hit][0]]
    unit = rates.after_figure(between) or (_UNIT_AFTER.match(between) or [""])[0]
    words = label_of(between[len(unit):])
    return words if any(ch.isalpha() for ch in words) else None


# A cell that opens a form's numbered line: "7 Amount you're paying", "12a Tax".
_OPENS_LINE = re.compile(r"^\d{1,2}[a-z]?\s+[A-Z]")
# A cell that is a caption and its value ("SEX: M", "AGE: 3"): another field's, printed in
# the row before a caption ending in its colon that labels the figure after it
_CAPTIONED = re.compile(r"^[A-Za-z][^:]{0,30}:\s*\S.*$")
# A form's reference to its instructions: where to read more, never what a figure is.
_REFERENCE = re.compile(r"\((?:see|from) [^)]*\)", re.I)


def label_of(line: str) -> str:
    """A row's words without its amounts, bare numbers and references to instructions ("(see
    instructions)"), and a term's definition after it: what the row says it is."""
    text = money.AMOUNT_RE.sub(" ", _REFERENCE.sub(" ", line))
    text = re.sub(r"[|$]", " ", text)
    return printed_labels.defined_term(" ".join(text.split()))


def squash(text: str) -> str:
    """Identifiers compared without spaces, dashes or case ("HO-4471 22" ~ "ho447122")."""
    return re.sub(r"[\s\-–_.#:]", "", text).lower()
