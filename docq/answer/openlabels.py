"""Open vocabulary: a figure asked for in a person's own words, read from the row or form box
whose printed label those words name.

The field table (vocab.py) knows forty fields; a person asks about anything a document
prints: a credit limit, a cash-advance fee, interest charged, an escrow balance, a copay.
Here the document's own labels are the vocabulary. A row answers when its label carries the
question's words (those the document's own description does not already account for) and
every word of the label is the question's, a word that adds nothing, or what the document is
(wording.py): "Credit Limit" answers "what's my credit limit?", "Available Credit" does not.
The figure then goes through the same guards as any other (literal, pixels, period).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable

from docq import money
from docq.answer.candidates import UNIT_SAID, Candidate, figure_items
from docq.answer.library import Doc, DocPage
from docq.answer.parse import Question
from docq.answer.vocab import OPEN, OPEN_TEXT, plain_label, spec_for
from docq.answer import accounts, columns, filters, formlines, wording, wordtables
from docq.meaning.words import GENERIC_KIND, MEASURE_UNITS
from docq.records import Box
from docq.workers import dates, labels as printed_labels
from docq.workers.kinds import TAX_FORMS

# A printed identifier: a claim, account or employer number ("SHP-24-0219-88317", "94-3318820").
_IDENT = re.compile(r"(?<![\w-])(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z0-9]{2})[A-Z0-9][A-Z0-9-]{4,}(?![\w-])")
# Documents whose table rows are named from a closed set, each name a qualifier of its figure:
# a policy's coverages ("Loss Assessment" is not "loss of use"), a form's boxes. A row's item is
# free words of its own (a service, a purchase) only on other documents.
NAMED_ROWS = frozenset({"insurance-declarations", "life-insurance-statement"}) | TAX_FORMS
_TOTAL = re.compile(r"\b(?:sub)?totals?\b", re.I)
_OF_MONEY = re.compile(r"\b(?:amounts?|owe[ds]?|owing|costs?|price|fees?|balance|spen[dt]|due)\b", re.IGNORECASE)
# the kinds of paper that never name one of their figures ("account", "statement", "purchase" may)
_PAPER_ONLY = frozenset("policy policies declaration declarations document documents form forms paperwork copy "
                        "letter notice".split())
_KIND_STEMS = frozenset(wording.stem(w) for w in GENERIC_KIND if w in _PAPER_ONLY)
_HOW_MUCH = re.compile(r"^\s*(?:how much|what (?:was|is) the (?:total|amount))\b", re.I)


# A measured quantity: a bare number under a label naming its unit ("Electricity Used (kWh) |
# 1,179", "Total Therms | 147"). Units are a closed class; a bare number without one is not a
# quantity anyone can be told, and never money (money has its cents or its sign).
_UNIT = re.compile(rf"\b(?:{MEASURE_UNITS}|units?)\b", re.I)
_QUANTITY = re.compile(r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_HOW_MANY = re.compile(r"\bhow many\b", re.I)
_UNIT_END = re.compile(rf"(?:{_UNIT.pattern})[\s:.]*$", re.I)

# What a figure is counted per, at its label's end ("Family Liability Protection Limit each
# occurrence"). Only a single limit's unit: a split limit prints its other half ("$25,000 each
# person / $50,000 each accident") where a row may not hold it (on the next line, under no
# label), so "each person" is never the one.
_UNIT_AT_END = re.compile(r"\s+(?:each|per)\s+(?P<unit>occurrence)s?[\s.:]*$", re.I)


@dataclass(frozen=True)
class Printed:
    """One label and the figure printed with it."""
    page: int
    label: str
    printed: str
    value: str
    quantity: bool = False     # a measured amount in the unit its label names, not an identifier
    section: str = ""          # the heading of the account's section it stands in (accounts.py)
    box: Box | None = None     # where a table read from its word boxes places the figure
    item: str = ""             # the item its table row names, when a column says what the figure is
    title: str = ""            # the title printed over its table ("Employee Deductions"), if any


def money_rows(pages: list[DocPage], lined: bool = False) -> list[Printed]:
    """Every (label, figure) pair the rebuilt rows print (candidates.figure_labels); with
    `lined`, a return's line entries (formlines.py), whose captions are the form's own however
    long they run ("26 2021 estimated tax payments and amount applied from 2020 return"); any
    other label of more than eight words is a sentence."""
    captions = {(e.page, e.label) for e in formlines.entries(pages)} if lined else set()
    return [Printed(page, printed_labels.defined_term(label), raw, f"{value:.2f}", item=item, title=title)
            for page, label, line, raw, value, item, title in figure_items(pages, lined)
            if label and (_words(label) <= 8 or (page, label) in captions or item and _words(item) <= 8)
            and not measured(line, raw)]


# A unit of measure printed right after a number: a meter's reading, a demand, hours, never money
# ("Peak Demand | 1,864.56 kW", "On peak | 461971.00 kWh @1.102¢/kWh")
_MEASURE_AFTER = re.compile(rf"^\s*(?:(?:{MEASURE_UNITS}|lbs?|kgs?|mi)(?![a-z])|%)", re.IGNORECASE)


def measured(line: str, raw: str) -> bool:
    """Whether the figure printed as `raw` on `line`, with no currency sign, is followed by a unit
    of measure: a quantity, however like money it reads."""
    if "$" in raw or not raw:
        return False
    ats = [m.end() for m in re.finditer(re.escape(raw), line)]
    return bool(ats) and all(_MEASURE_AFTER.match(line[at:]) for at in ats)


def _words(label: str) -> int:
    return len(_ASIDE.sub(" ", label).split())


# What a label says in parentheses, aside: "E - Personal Liability (Bodily Injury and Property
# Damage) Each Occurrence" is a label of six words, not a sentence of ten
_ASIDE = re.compile(r"\([^()]*\)")


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text.lower()).split())


def rows_named(question: str, rows: list[Printed]) -> list[Printed]:
    """The money rows whose whole label (two words or more) the question says: "the insurance
    paid on my bill" names the Insurance Paid row, whatever field its other words suggest."""
    said = f" {_plain(question)} "
    named = [r for r in rows if len(_plain(r.label).split()) >= 2 and f" {_plain(r.label)} " in said]
    # "interest paid year to date" names that row, not the "Interest Paid" its words begin with
    return [r for r in named if not any(f" {_plain(r.label)} " in f" {_plain(o.label)} " and
                                        len(_plain(o.label)) > len(_plain(r.label)) for o in named)]


def said_more_by(label: str, row: str, question: str) -> bool:
    """Whether a figure's own `label` holds the named `row`'s whole label and more of the
    question's words: "my net Social Security benefits for 2025" names the "Benefits for 2025"
    row in its words, but the "Net Benefits for 2025" box more fully."""
    own, named = _plain(label), _plain(row)
    if not named or f" {named} " not in f" {own} ":
        return False
    return bool((wording.stems(own) - wording.stems(named) - wording.FILLER) & wording.stems(question))


# What a rebuilt line leaves around a label that is no word of it: a neighbouring cell's
# count after its colon ("Grand Total: 10", the spots column), the unit a figure carried once
# the figure is taken out ("annual limit of /year"), and the small word left dangling before it
_CELL_COUNT = re.compile(r"(?<=:)\s*[\d,.]+$")
_STRAY_UNIT = re.compile(r"(?:^|\s)/(?:month|mo|year|yr|week|wk|day|hour|hr)\b\.?", re.IGNORECASE)
_PER_UNIT = re.compile(r"\bper\s+/(?=(?:month|mo|year|yr|week|wk|day|hour|hr)\b)", re.IGNORECASE)
_DANGLING = re.compile(r"\s+(?:of|at|for|per|is|to)$|\s+of(?=\s+per\s)", re.IGNORECASE)


def label_words(label: str) -> str:
    """A printed label as it is quoted in an answer: its own words only ("Grand Total: 10" →
    "Grand Total", "annual limit of /year" → "annual limit")."""
    text = _STRAY_UNIT.sub("", _PER_UNIT.sub("per ", _CELL_COUNT.sub("", label.strip()))).strip()
    return _DANGLING.sub("", text).strip(" :") or label.strip()


def labels_printed(rows: list[Printed], limit: int = 8, near: str = "") -> list[str]:
    """The distinct labels of a document's money rows (printed(...)[0]): those sharing a word
    with `near` (the question) first, then in reading order."""
    seen: dict[str, str] = {}
    for r in rows:
        key = plain_label(r.label)
        if key and key not in seen and any(ch.isalpha() for ch in key):
            seen[key] = label_words(r.label)
    asked = wording.stems(near) - wording.FILLER
    ordered = sorted(seen.values(), key=lambda lab: not (wording.stems(lab) & asked))
    return ordered[:limit]


def text_rows(pages: list[DocPage]) -> list[Printed]:
    """Every (label, identifier) pair the rebuilt rows print: an identifier with the words
    before it in its cell, or the cell before it."""
    out = []
    for p in pages:
        for line in p.text.splitlines():
            cells = [c.strip() for c in line.split(" | ")]
            for i, cell in enumerate(cells):
                for m in _IDENT.finditer(cell):
                    token = m.group(0)
                    if dates.printed_dates(token) or money.find_amounts(token) and "-" not in token:
                        continue
                    label = _bare(cell[:m.start()])      # a reader's speck before it is no label
                    if not label and i > 0 and not money.find_amounts(cells[i - 1]):
                        label = _bare(cells[i - 1])
                    if label and any(ch.isalpha() for ch in label) and len(label.split()) <= 6:
                        out.append(Printed(p.page, label, token, token))
            # a quantity: the line's last cell a bare number, the cell before it naming its unit
            if len(cells) >= 2 and _QUANTITY.fullmatch(cells[-1]) and _UNIT.search(cells[-2]) \
                    and not money.find_amounts(cells[-2]) and len(cells[-2].split()) <= 6:
                out.append(Printed(p.page, cells[-2].strip(" :"), cells[-1], cells[-1], quantity=True))
    return out


def _counts(label: str) -> bool:
    """Whether a label ends in the unit its figure counts ("Total Hours", "Overtime hours"), not
    in a count or rate of the unit the figure is charged for ("Peak usage 1,104 kWh", "System
    Benefit Charge @0.918¢/kWh", "Water - volume 14 CCF")."""
    m = _UNIT_END.search(label)
    if m is None:
        return False
    before = label[:m.start()]
    return not re.search(r"[\d/@¢%]\s*$", before)


def _bare(text: str) -> str:
    """A label without the marks around it (": ", "#", a reader's "~")."""
    return re.sub(r"^[^\w(]+|[^\w)]+$", "", text)


@dataclass
class Match:
    candidate: Candidate | None = None
    conflicting: list[Printed] | None = None
    # when no row the words name says only what they ask, the best named whose label says a
    # word nobody gave a meaning (its notes name it): the answer is a decline naming the word
    blocked: Candidate | None = None
    # how well the question's words name what was found: words of the question its label says
    # (a verb counting half), then the question's own words it repeats
    score: tuple[float, int] = (0, 0)


def _per_unit(line_label: str, label: str) -> bool:
    """Whether the line's label of a figure is the layout's label and the unit it is counted per,
    or the span its column is of ("Holiday Year-to-Date": a stub's holiday pay so far this year,
    none this period)."""
    return line_label.startswith(label.lower() + " ") and _SAYS_MORE.match(line_label[len(label) + 1:]) is not None


_SAYS_MORE = re.compile(r"(?:per|each|a|/)\b|(?:year[- ]to[- ]date|ytd|y-t-d|this period|current)\s*$", re.IGNORECASE)


def printed(doc: Doc, pages: list[DocPage], layout: list[tuple[int, str, str]] = ()) -> tuple[list[Printed], list[Printed]]:
    """A document's (label, figure) and (label, identifier) pairs: read once per document.
    `layout` is what the layout stage paired by the words' boxes (page, label, value): a label
    printed over or under its figure, as a grid or a form box prints it, which no line holds."""
    figures, idents = money_rows(pages, formlines.lined(doc)), text_rows(pages)
    seen = {(r.label.lower(), r.value) for r in figures + idents}
    if accounts.several(doc.sidecar.doc_type):
        # a summary's balance is its column's, for the account its row names (wordtables.py)
        held = [Printed(h.page, h.caption, h.figure.text, money.normalise(h.figure.text), section=h.account,
                        box=h.figure.box)
                for h in wordtables.account_balances(pages)]
        figures = held + figures
        seen |= {(r.label.lower(), r.value) for r in held}
    # (a figure its line reads with the unit it is counted per after the layout's label is that
    # line's: "Prepaid Interest ( | $26.65 per day" is no "Prepaid Interest (" of $26.65)
    fuller = {(r.page, r.value): r.label.lower() for r in figures}
    texts = {p.page: p.text for p in pages}
    for page, label, raw in layout:
        if not any(ch.isalpha() for ch in label) or len(label.split()) > 8:
            continue
        amounts = money.find_amounts(raw)
        value = money.normalise(amounts[0][0]) if len(amounts) == 1 and not measured(raw, amounts[0][0]) \
            and not measured(texts.get(page, ""), raw.strip()) else None
        if value and (label.lower(), value) not in seen and not _per_unit(fuller.get((page, value), ""), label):
            figures.append(Printed(page, label, amounts[0][0], value))
            seen.add((label.lower(), value))
        elif not amounts and _IDENT.fullmatch(raw.strip()) and (label.lower(), raw.strip()) not in seen:
            idents.append(Printed(page, label, raw.strip(), raw.strip()))
            seen.add((label.lower(), raw.strip()))
    # a figure whose label ends in what it counts ("Total Hours" under a stub's Hours column,
    # "Regular Hours Hours") is a quantity of that unit, printed however like an amount: never
    # stated in dollars
    counted = [r for r in figures if (_counts(r.label) or r.item and _counts(r.item)) and "$" not in r.printed]
    if counted:
        figures = [r for r in figures if r not in counted]
        idents = idents + [replace(r, quantity=True) for r in counted]
    # each figure of a document holding several accounts is its section's: an asset report's
    # account sections, a statement's parts ("SAVINGS SUMMARY | Premier Savings")
    known = (accounts.sections(pages) if accounts.several(doc.sidecar.doc_type)
             else accounts.parts_of_several(doc.sidecar.doc_type, pages))
    if known is not None:
        figures, idents = ([replace(r, section=r.section or accounts.section_of(pages, r.page, r.printed, known))
                            for r in rows]
                           for rows in (figures, idents))
    return figures, idents


def propose(q: Question, doc: Doc, pairs: tuple[list[Printed], list[Printed]], where: wording.Described,
            field: str | None = None, unnamed: Callable[[str], str] = str,
            called: set[str] = frozenset()) -> Match:
    """The row of `doc` whose label the question's words name, as a candidate; `pairs` is
    printed(doc, pages). `field`: the field the question asks, whose printed labels
    (meaning/printed.py) say all a label of it says ("Credit Access Line" is the credit limit).
    `unnamed`: a label less the words naming the account the question names (accounts.unnamer),
    which say nothing of which of its figures. `called`: the stems other documents the question
    may mean are called by (their headings'), which name those documents, not a row of this."""
    ts = wording.terms(q, open_vocabulary=True)
    if not ts:
        return Match()
    best: list[tuple[tuple[float, int], Printed, str]] = []
    unknown: list[tuple[tuple[float, int], Printed, str, list[str]]] = []
    held = (0, 0)       # how well the words name the best row held for words of its own
    # (a kind of document said names the document, never which of its labels: "the premium
    # subtotal on my Dairyland policy" is "Premium Subtotal", not "Subtotal Premium By Policy")
    asked = wording.stems(q.text) - _KIND_STEMS
    # "how much" asks an amount: of money, or of what a quantity's unit measures; never an identifier
    how_much = bool(_HOW_MUCH.search(q.text))
    # ...and a question that pays, owes or spends asks money, never a quantity, unless it counts
    # ("how many checks were paid": how many, not their dollars)
    of_money = any(t.soft and t.stem != "use" for t in ts) and not _HOW_MANY.search(q.text) \
        or "$" in q.text or "dollar" in q.text.lower()
    # ...while "how many" counts: hours, kilowatt-hours, never dollars; so does a unit asked with
    # no word of money ("my regular hours year to date": never "Regular Hours | $22,100.00", the
    # pay for them)
    counts = _HOW_MANY.search(q.text) or _UNIT.search(q.text) and not _OF_MONEY.search(q.text)
    rows = [(r, "money") for r in pairs[0]] if of_money or not counts else []
    # ...and words of money asked ("the transaction amount", "what did they owe") are never
    # answered with an identifier printed where a figure would be ("BEST BUY 00011")
    how_much = how_much or bool(_OF_MONEY.search(q.text))
    rows += [(r, "text") for r in pairs[1] if (r.quantity and not of_money) or not (how_much or r.quantity)]
    named = {s for r, _ in rows if r.section for s in wording.stems(r.section)}
    # a W-2's box 12 holds up to four amounts, each beside its code: a code asked for ("box 12
    # code D") is that one's, never another code's
    code = printed_labels.box12_code_asked(q.text) if doc.sidecar.doc_type == "w2" else None
    for row, kind in rows:
        if code and printed_labels.box12_code_of(row.label) not in (None, code):
            continue
        found = _whole_names(accounts.grounding(q, ts, where, row.label, row.section, doc.sidecar.doc_type, named,
                                                row.page, row.item, row.value, row.title), ts, q.text)
        by_label = [t for t in ts if found[t.said] == "label"]
        if not by_label:
            continue
        if not any(not (t.soft or t.of_doc or t.name) for t in by_label) and any(
                not (t.soft or t.of_doc or t.name) and found[t.said] != "heading" for t in ts):
            continue      # the label must carry a word that names the figure, not the document
            #               (a word the document's title grounds names the document: "my refinance")
        if any(v is None for v in found.values()):
            continue
        if kind == "money" and _one_of_several(q.text, row.label):
            continue      # "how much was each avocado": "AVOCADO x4 | 9.61" is four's price
        if any(t.name for t in by_label) and all(t.name for t in by_label if not (t.soft or t.of_doc)) and all(
                wording.same_name(t.stem, (where.titled if where.titled is not None else where.own) | called)
                for t in by_label if t.name) and not _says_more_than(row.label, [t for t in by_label if t.name]):
            continue      # the name the question calls the document by ("the WDTV order", its
            #               station's call letters in its heading) names none of its rows, whose
            #               label is that name and codes ("N WDTV CM S-"), nor those of another
            #               document listing it ("WZZM | 0% | $0.00", a competitor's share); a
            #               caption it abbreviates ("Employer identification number (EIN)") is named by it
        if accounts.identifiers_elsewhere(q, row.label, row.section, doc.sidecar.doc_type) or \
                accounts.unnamed(q, ts, found, row.section, doc.sidecar.doc_type, row.label, (r for r, _ in rows)):
            continue      # "account 22222": another account's section; or no account named
        if any(t.soft and t.stem == "charge" for t in ts) and not wording.stems(row.label) & wording.LEVIED:
            continue      # "what did they charge me for the cash advance": its fee, not the cash
        named_box = any(t.stem.startswith(wording.BOX) for t in by_label)
        if not named_box and wording.swapped(row.label, q, ts, found, where, doc.sidecar.issuer):
            continue      # "Total tax" for the total income on an Income Tax Return
        if field and _deductible_unsaid(field, row) and field not in printed_labels.match(row.label, doc.sidecar.doc_type or ""):
            continue      # "my deductible on personal property": the coverage's row, its figure
            #               under the table's "Limit" column, says no deductible
        said = unnamed(row.label)
        if wording.opposed(said, q, doc.sidecar.doc_type, filters.statement_period(doc)) or not named_box and wording.unnamed_qualifiers(
                said, q, where, doc.sidecar.issuer):
            continue      # "Net Total" for the gross amount, a year's total for one statement's;
            #               "Social security tax withheld" for the state income tax withheld
        # a verb counts for less than a noun; of labels equally named, the one that carries more
        # of the question's own words ("Interest Paid Year-to-Date" for "interest paid year to date")
        # (a word the title over the row's table says counts as its label's: "Total" under "Employee
        # Taxes Withheld" names the total tax withheld as well as "Federal Income Tax" names that tax)
        score = (sum(0.5 if t.soft else 1 for t in ts if found[t.said] in ("label", "title")),
                 len(wording.stems(row.label) & asked))
        extra = [] if named_box or field and field in printed_labels.match(row.label, doc.sidecar.doc_type or "other") \
            else wording.label_extra(said, q, None, where, row.item)
        if extra and field and q.said.get("verb"):
            # what the verb asks of the document is the field's figure ("what does collision cost"
            # on a policy: its premium), a word its row's column names ("Collision Premium")
            extra = [w for w in extra if wording.stem(w) not in wording.stems(spec_for(field).noun)]
        item = wording.stems(row.item) if doc.sidecar.doc_type not in NAMED_ROWS else set()
        if extra and any(not (t.soft or t.of_doc) and wording.same_word(t.stem, item)
                         and not _elsewhere(t.stem, row, rows) for t in by_label):
            # a table row names its item ("Office visit, established patient"), its column what
            # the figure is: a question naming the item by a word only it prints names the
            # whole item ("deposit", printed in many rows and the summary's, names none)
            extra = [w for w in extra if wording.stem(w) not in item]
        if extra and _sole_of_column(row, rows):
            # "my deductible" on a policy printing one deductible, in one coverage's row: the
            # coverage's name says which row, and there is no other to tell it from
            extra = [w for w in extra if wording.stem(w) not in wording.stems(row.item)]
        if extra and _one_unit(row.label, rows, q.text):
            unit = {wording.stem(w) for w in wording.tokens(_UNIT_AT_END.search(row.label).group(0))}
            extra = [w for w in extra if wording.stem(w) not in unit]
        if _joined(row, by_label, rows):
            continue      # two rows' names read as one ("TAPE EGGS DOZ | 11.37": the tape's price
            #               lost, the eggs' under both names): the asked name's figure is not it
        if extra:         # (a box asked by its number is named by it, whatever its caption says)
            if wording.unknown(extra):
                unknown.append((score, row, kind, wording.unknown(extra)))
            held = max(held, score)
            continue
        best.append((score, row, kind))
    stop = max(unknown, key=lambda u: u[0], default=None)
    if stop is not None and not best:
        return _blocked(doc, *stop)
    if not best:
        return Match()
    top = max(n for n, _, _ in best)
    if held[0] > top[0] and all(_TOTAL.search(r.label) for n, r, _ in best if n == top):
        # a row the words name by more of them is held for words of its own ("Office visit,
        # established patient Allowed Amount"): the total of the rows it is one of ("Totals
        # Allowed Amount"), grounding the rest elsewhere on the page, is not the one asked
        return _blocked(doc, *stop) if stop is not None and stop[0] == held else Match()
    chosen = [(r, k) for n, r, k in best if n == top]
    if len({r.value.lstrip("-") for r, _ in chosen}) == 1:
        # one sum printed again with the minus a summary marks money going out by ("Checks Paid
        # | -1,725.00", "Total Checks Paid | $1,725.00"): the sum as its total names it
        chosen = [(r, k) for r, k in chosen if not r.value.startswith("-")] or chosen
    items = {r.item for r, _ in chosen}
    if len({r.value for r, _ in chosen}) > 1 or "" not in items and len(items) > 1:
        # (two rows of a table, each its own item, are two figures however alike: one of a
        # patient's two claims at $29.00 is not what was paid for her)
        return Match(conflicting=[r for r, _ in chosen], score=top)
    row, kind = chosen[0]
    return Match(_candidate(doc, row, kind), score=top)


_POSSESSIVE = re.compile(r"['’]s?$", re.I)


def _whole_names(found: dict[str, str | None], ts: list[wording.Term], text: str) -> dict[str, str | None]:
    """A word of a name the question says ("Family" of "Lakeside Family Medicine") names a row
    only with the rest of that name: a label printing one word of it ("Family deductible met")
    is not the name's, and the word is said where the rest of the name is."""
    runs: list[list[wording.Term]] = []
    for t in ts:
        # (a possessive ends its name: "Yarrowwater's EIN" is the employer's number)
        if t.name and runs and runs[-1][-1].name and not _POSSESSIVE.search(runs[-1][-1].said) and re.search(
                rf"(?<!\w){re.escape(runs[-1][-1].said)}\s+{re.escape(t.said)}(?!\w)", text):
            runs[-1].append(t)
        else:
            runs.append([t])
    for run in runs:
        labelled = [t for t in run if found[t.said] == "label"]
        if len(run) < 2 or not labelled or len(labelled) == len(run):
            continue
        rest = next((found[t.said] for t in run if found[t.said] != "label"), None)
        for t in labelled:
            found[t.said] = rest
    return found


def _says_more_than(label: str, names: list[wording.Term]) -> bool:
    """Whether a label holds a word of known meaning besides the names it prints."""
    rest = [w for w in wording.tokens(label) if w.isalpha() and len(w) >= 3
            and not any(wording.same_name(t.stem, {wording.stem(w)}) for t in names)]
    return any(not wording.unknown([w]) for w in rest)


def _blocked(doc: Doc, score: tuple[float, int], row: Printed, kind: str, said: list[str]) -> Match:
    """The row the words name best, held for words nobody gave a meaning (`said`)."""
    c = _candidate(doc, row, kind)
    c.notes.append("unknown " + " ".join(said))
    return Match(blocked=c, score=score)


def _elsewhere(stem: str, row: Printed, rows: list[tuple[Printed, str]]) -> bool:
    """Whether a money label of another item, or of no item, prints the word `stem` (one that
    is only the item's own words, its code's label, is of the item)."""
    return any(kind == "money" and o.item != row.item and o.label not in row.item
               and wording.same_word(stem, wording.stems(o.label)) for o, kind in rows)


def _joined(row: Printed, asked: list[wording.Term], rows: list[tuple[Printed, str]]) -> bool:
    """Whether a row's label is the asked words and, after them, the whole label of another
    money row of its page: two rows' names the reader set as one, beside one of their figures."""
    said = wording.stems(row.label)
    rest = {s for s in said if not any(wording.same_word(t.stem, {s}) for t in asked)}
    if rest == said or all(wording.known(s) or len(s) < 3 or not any(ch.isalpha() for ch in s) for s in rest):
        return False        # (a count, "ES AYAM 2" beside the line "2 | 20.00", a box's letter, "d DD"
        #                     beside "d D", or a column's caption, "Medical Amount" beside "Amount |
        #                     2,500.00", names no row)
    others = [o for o, kind in rows if kind == "money" and o is not row and o.page == row.page
              and wording.stems(o.label) == rest]
    # (the rest read again beside this very figure is one row read two ways: "401k | Pre-Tax |
    # 193.70" is also "Pre-Tax | 193.70")
    return bool(others) and all(o.value != row.value for o in others)


def _one_of_several(question: str, label: str) -> bool:
    """Whether the question asks the price of one ("each", "apiece", "one avocado") of an item
    its row prints a count of ("AVOCADO x4", "LED BULB 4PK", "PAPER TOWELS 6CT"): that row's
    figure is the price of them all, and no row prints one's."""
    counts = [int(n) for m in _SEVERAL.finditer(label) for n in m.groups() if n]
    if not counts or max(counts) < 2:
        return False
    if _EACH.search(question):
        return True
    item = wording.stems(label)
    return any(wording.stem(m.group(1)) in item for m in _ONE_OF.finditer(question))


# A count printed with an item ("x4", "3 x", "4PK", "6CT", "2 @")
_SEVERAL = re.compile(r"\bx\s?(\d+)\b|\b(\d+)\s?x\b|\b(\d+)\s?(?:pk|ct|pack|count|pcs?)\b|\b(\d+)\s?@", re.I)
# ...and one of them asked ("each", "apiece", "per item"; "one avocado", "a single bulb")
# (never "each month", "each accident": a rate or a limit's unit)
_EACH = re.compile(r"\b(?:each(?!\s+(?:day|week|month|quarter|year|person|accident|occurrence|claim|time)\b)|apiece|"
                   r"per\s+(?:item|unit|piece))\b", re.I)
_ONE_OF = re.compile(r"\b(?:one|a\s+single)\s+(\w+)", re.I)


def _deductible_unsaid(field: str, row: Printed) -> bool:
    """Whether the field asked is a deductible, which a policy prints beside each coverage's
    limit, and the row does not say it: its label, item and title name the coverage alone, and
    the column its figure stands in was not read. (A coverage's figure that says nothing more is
    most often its limit: "Family Liability Protection each occurrence | $100,000"; a premium
    asked is left to the row the words name, "What am I paying for the special computer
    coverage" being that coverage's bare row.)"""
    asked = wording.stems(spec_for(field).noun) & _DEDUCTIBLE
    return bool(asked) and not asked & wording.stems(" ".join((row.label, row.item, row.title)))


_DEDUCTIBLE = frozenset({wording.stem("Deductible")})


def _sole_of_column(row: Printed, rows: list[tuple[Printed, str]]) -> bool:
    """A table row's figure labelled by its item and a policy's column concept ("Personal
    Property Protection Deductible"), when no other money row of the document says that
    concept: the document's one deductible or premium. Never its one limit: a policy prints
    a limit for nearly every coverage, and a row whose blank cells left its figure in no
    column says no "Limit", so one limit read is most often one of several."""
    if not row.item or not row.label.startswith(row.item):
        return False
    concept = row.label[len(row.item):].strip()
    if concept not in columns.WORDS_OF_COVERAGE - {"Limit"}:
        return False
    word = wording.stem(concept)
    return not any(kind == "money" and o is not row and word in wording.stems(o.label) for o, kind in rows)


def _one_unit(label: str, rows: list[tuple[Printed, str]], question: str) -> bool:
    """The label ends in the unit its figure is counted per, the document prints that row's
    figure per no other unit, and the question names no unit: "$100,000 each occurrence" is the
    liability limit asked, where "$25,000 each person / $50,000 each accident" would be two."""
    m = _UNIT_AT_END.search(label)
    if not m or UNIT_SAID.search(question):
        return False
    base = label[:m.start()].strip().lower()
    units = {u.group("unit").lower() for r, _ in rows
             if (u := _UNIT_AT_END.search(r.label)) and r.label[:u.start()].strip().lower() == base}
    return units == {m.group("unit").lower()}


def _candidate(doc: Doc, row: Printed, kind: str) -> Candidate:
    name = (OPEN if kind == "money" else OPEN_TEXT) + plain_label(row.label)
    return Candidate(doc, name, kind, row.value, "rows", page=row.page, box=row.box, label=row.label,
                     printed=row.printed, currency=doc.sidecar.currency, section=row.section, item=row.item,
                     title=row.title)
