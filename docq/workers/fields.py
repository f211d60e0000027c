"""fields: a document's money fields, each with the evidence that proves it.

Three readings of each page propose candidates (candidates.py, formbox.py): the rows
stage's label→value pairs, its rows, and the printed lines rebuilt from the words (same line:
label then the first amount; under a box label: its amount). A candidate survives only when its value
is printed literally inside its box (`evidence.grounded_at`). Two different surviving values
for one field make it conflicting, so answering it goes to review.
"""
from __future__ import annotations

import re
from decimal import Decimal

from docq import money
from docq.meaning.languages import ANOTHER_LANGUAGE as _ANOTHER_LANGUAGE, MONEY_WORD as _MONEY_WORD
from docq.records import Box, Field, Page, PageLayout, Word
from docq.workers import dates, labels, receipts, statements
from docq.workers.candidates import Candidate, label_fields, same_line
from docq.workers.evidence import Item, Token, grounded_at, items, line_height, page_lines, words_in
from docq.workers.formbox import below

_METHOD_RANK = {"row": 0, "column": 0, "form-box": 1, "anchor": 2}
# A figure on a line like these is a projection or illustration, not the policy's value today.
_PROJECTION = re.compile(r"based on|project|assum|illustrat|guarantee|hypothetic|if .*(paid|continu)",
                         re.IGNORECASE)
_DATE = re.compile(r"\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b")
_ROUNDING = re.compile(r"^(?:round|rnd\b)", re.IGNORECASE)      # "ROUNDING", "RND ADJ"
_LIFE = {"cash_value", "surrender_value", "death_benefit"}


def page_candidates(page: Page, layout: PageLayout | None, doc_type: str) -> list[Candidate]:
    words = [w for w in page.words if w.text.strip()]
    if not words:
        return []
    h = line_height(words)
    lines = [[Token(w.text, w.box) for w in ws] for ws in page_lines(page)]
    boxed = below(lines, doc_type, page.number, h, page.width)
    # A page whose captions stand under their figures ("$84.20" over "Amount Due"): below()
    # reads captions over figures, so it has nothing to say here, and the captions rows
    # found under the figures stand for themselves.
    under = layout is not None and _labels_under_values(layout, doc_type)
    if under:
        boxed = []
    form = doc_type.split("+")[0] in labels.FORMS
    out: list[Candidate] = list(boxed)
    if layout is not None:
        for p in layout.pairs:
            v = money.parse_amount(p.value)
            if v is None:
                v = money.parse_whole_dollars(p.value)
            if v is None:
                continue
            method = "form-box" if p.how in ("box-above", "box-below") else \
                "column" if p.how == "column" else "row"
            names = label_fields(p.label, doc_type)
            if method == "form-box" and not form and not (p.how == "box-below" and under):
                # outside a form's grid a value under a label stands only when the figures'
                # line has one per label above it (formbox.below), never a header over a column
                names = [n for n in names if any(c.field == n and c.value == v for c in boxed)]
            out += [Candidate(n, v, p.label, page.number, p.value_box, method, f"{p.label} {p.value}")
                    for n in names]
        for row in layout.rows:
            toks, brk = [], []
            for cell in row.cells:
                ws = sorted(words_in(page, cell.box, pad=0.5), key=lambda w: w.box.x0) or []
                cell_toks = [Token(w.text, w.box) for w in ws] or [Token(cell.text, cell.box)]
                brk += [True] + [False] * (len(cell_toks) - 1)
                toks += cell_toks
            out += same_line(toks, brk, doc_type, page.number, h, "row")
    for toks in lines:
        out += same_line(toks, [False] * len(toks), doc_type, page.number, h, "anchor")
    return out


def _labels_under_values(layout: PageLayout, doc_type: str) -> bool:
    """The page prints its box labels under their values (some payroll forms' W-2s): rows
    paired values with labels below and none with a label above. Only labels that name a
    field count: a heading under a row of boxes ("DESCRIPTION OF AMOUNT IN BOX 3") is none."""
    hows = {p.how for p in layout.pairs if label_fields(p.label, doc_type)}
    return "box-below" in hows and "box-above" not in hows


def _credible(c: Candidate, printed: list[list[Item]], form: bool) -> bool:
    if c.field in _LIFE and (_PROJECTION.search(c.line) or len(_DATE.findall(c.line)) >= 2):
        return False
    if c.method == "column":
        return True             # its column is known from the header over it
    if c.method == "form-box":
        # a form's box is bounded by its neighbours' labels; elsewhere a value under its
        # label stands on a line of figures only (a table's first row has text in it)
        return form or _only_figures(c.box, printed)
    return not _crowded(c.box, printed)


def _line_of(box: Box, printed: list[list[Item]]) -> tuple[list[Item], int] | None:
    for its in printed:
        for k, it in enumerate(its):
            if it.kind == "amount" and it.box.x0 - 1 <= box.cx <= it.box.x1 + 1 \
                    and it.box.y0 - 1 <= box.cy <= it.box.y1 + 1:
                return its, k
    return None


_DATE_ITEM = re.compile(r"^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$")


def _only_figures(box: Box, printed: list[list[Item]]) -> bool:
    """The value's printed line holds nothing but figures: amounts, and dates boxed beside
    them ("$84.20   02/15/2024" over "Amount Due   Due Date")."""
    found = _line_of(box, printed)
    return bool(found) and all(it.kind == "amount" or _DATE_ITEM.match(it.text) for it in found[0])


def _crowded(box: Box, printed: list[list[Item]]) -> bool:
    """The value is followed on its printed line by another figure (a table's next column):
    whichever reading paired it, the column it belongs to is not known."""
    found = _line_of(box, printed)
    if not found:
        return False
    its, k = found
    nxt = its[k + 1] if k + 1 < len(its) else None
    return bool(nxt and nxt.kind == "amount" and nxt.value != its[k].value)


_DOLLARS = {"USD", "SGD", "AUD", "CAD"}


def _stray_dollar(f: Field, currency: str) -> bool:
    """A figure printed with "$" on a document in ringgit, pounds or euros: the "$" is a
    misread digit ("$0. 10" read from 30.10), so the figure is not what is printed."""
    return currency not in _DOLLARS and any(t.lstrip("-(").startswith("$") for t in f.words)


def _prints_cents(printed: list[list[Item]]) -> bool:
    """Whether a page prints its amounts with cents (any one read so)."""
    return any(it.kind == "amount" and money.parse_amount(it.text) is not None for its in printed for it in its)


def _lost_cents(f: Field) -> bool:
    """A form's box read without cents where the form prints its amounts with them: a reader
    that drops the point of "57.13" reads "$" "5713", a figure a hundred times larger, and
    one that drops ".50" reads a smaller one. Neither is what the box prints."""
    return not money.grounded(f.value, f.words, whole=False)


def to_field(c: Candidate, page: Page) -> Field | None:
    ok, conf, texts = grounded_at(page, c.box, c.value)
    if not ok:
        return None
    return Field(name=c.field, value=f"{c.value:.2f}", label=c.label, page=c.page, box=c.box,
                 words=texts, confidence=conf, method=c.method)


def group(found: list[Field]) -> dict[str, list[Field]]:
    """Surviving fields by name, best evidence first (row pairing, then form box, then anchor)."""
    by_name: dict[str, list[Field]] = {}
    for f in found:
        by_name.setdefault(f.name, []).append(f)
    for fs in by_name.values():
        fs.sort(key=lambda f: (_METHOD_RANK.get(f.method, 9), f.page, f.box.y0))
    return by_name


def settle(fs: list[Field], chosen: str | None = None) -> Field:
    """One Field: the chosen value's own evidence; any other value printed for the same
    field makes it conflicting (unless the document's arithmetic chose among them)."""
    best = next((f for f in fs if f.value == chosen), fs[0])
    best.alternatives = sorted({f.value for f in fs} - {best.value})
    best.conflicting = bool(best.alternatives) and chosen is None
    return best


def extract_fields(pages: list[Page], layouts: list[PageLayout], doc_type: str) -> list[Field]:
    """`doc_type` names whose labels apply: one type, or forms joined by "+" for a composite
    statement ("1099-int+1099-div")."""
    by_page = {l.page: l for l in layouts}
    form = doc_type.split("+")[0] in labels.FORMS
    found: list[Field] = []
    doubted: list = []
    receipt = doc_type in labels.RECEIPTS
    currency = document_currency(pages)
    for page in pages:
        printed = [items([Token(w.text, w.box) for w in ws]) for ws in page_lines(page)]
        cents = form and _prints_cents(printed)
        table = receipts.tax_table_top(by_page.get(page.number)) if receipt else None
        for c in page_candidates(page, by_page.get(page.number), doc_type):
            if receipt and c.field == "subtotal":
                doubted.append(c)       # enough to doubt a total under it, credible or not
            if not _credible(c, printed, form):
                continue
            if table is not None and c.field in receipts.IN_TAX_TABLE and c.box.y0 > table:
                continue
            f = to_field(c, page)
            if f is not None and not _stray_dollar(f, currency) and not (cents and _lost_cents(f)):
                found.append(f)
    groups = group(found)
    chosen: dict[str, str | None] = {}
    contradicted: set[str] = set()
    if receipt:
        rounding = (any(_ROUNDING.search(w.text) for p in pages for w in p.words)
                    or receipts.step_printed_between(groups, layouts))
        receipts.total_from_amount_due(groups)
        receipts.total_from_payment(groups, rounding)
        taxed = any("tax" in labels.match(row.cells[0].text, doc_type) for l in layouts for row in l.rows
                    if len(row.cells) > 1)
        discounted = any(receipts.TAKEN_OFF.search(w.text) for p in pages for w in p.words)
        subtotals = {abs(Decimal(c.value)) for c in doubted}
        chosen, contradicted = receipts.choose(groups, rounding, taxed, discounted, subtotals)
    else:
        contradicted = statements.contradicted(groups, doc_type, _unnamed(layouts, doc_type))
    out = []
    for name, fs in groups.items():
        if name.startswith("_"):
            continue
        f = settle(fs, chosen.get(name))
        f.currency = currency
        if name in contradicted:
            f.conflicting = True
        out.append(f)
    return out


def _unnamed(layouts: list[PageLayout], doc_type: str) -> list[Decimal]:
    """Figures the layout paired with labels no field names ("New Purchases"), at most once each."""
    out = []
    for layout in layouts:
        for p in layout.pairs:
            v = money.parse_amount(p.value)
            if v is not None and not label_fields(p.label, doc_type) and abs(v) not in out:
                out.append(abs(v))
    return out


# Marks of each currency as a recogniser reads them, one word at a time.
_MARKS = {
    "RM": r"^\(?(?:RM|MYR)(?:\d|\)?$)",
    # the code in capitals; the word in any case ("TOTALE EURO", "Totale Euro", "in euros")
    "EUR": r"€|^\(?(?:EUR|(?i:euros?))\)?$",
    "GBP": r"£|^GBP$",
    # India's GST registration and its central / state / integrated parts mark rupee invoices
    # (a recogniser often reads ₹ as "%")
    "INR": r"₹|^(?:INR|Rs\.?)(?:\d|$)|^(?:GSTIN|CGST|SGST|IGST)\b",
    "SGD": r"^(?:S\$|SGD)",
    "AUD": r"^(?:A\$|AUD)",
    "CAD": r"^(?:C\$|CAD)",
    "CHF": r"^CHF",
    "USD": r"^\(?-?(?:US)?\$(?:\d|$)|^USD$",
}


def document_currency(pages: list[Page]) -> str:
    """The currency the document prints most often ("RM" for ringgit, else an ISO code), USD
    when it prints none. A recogniser's stray "$" on a ringgit receipt does not make it
    dollars, and a euro invoice is never stated in dollars."""
    texts = [w.text for p in pages for w in p.words]
    marks = [w.text for p in pages for w in _money_marks(p)]
    counts = {cur: sum(1 for t in marks if re.search(pat, t)) for cur, pat in _MARKS.items()}
    best = max(counts, key=lambda c: (counts[c], c == "USD"))
    if counts[best] > 0:
        return best
    # no currency printed: a Malaysian company's form or number says the money is ringgit, and
    # a sale written in another language is in no currency a rule can name (a Swedish clinic's
    # "KREDITKORT 3880.00" is kronor): never dollars
    text = " ".join(texts)
    if re.search(dates.MALAYSIAN_COMPANY, text, re.IGNORECASE):
        return "RM"
    return money.UNKNOWN_CURRENCY if _ANOTHER_LANGUAGE.search(text) else "USD"


def _money_marks(page: Page) -> list[Word]:
    """The page's words that can mark a currency where they stand: a sign or a tax's name
    anywhere; a currency's code (letters that are also words, places, initials) with a
    figure in it ("RM12.90"), beside a figure or a word for money on its line ("RM" "9.90",
    "TOTALE EURO") or heading a column of figures ("RM" over the prices). A code elsewhere is
    no currency: "Roma (RM)" on a Lidl receipt is the province of Rome after its town."""
    words = [w for w in page.words if w.text.strip()]
    if not words:
        return []
    h = line_height(words)
    out = []
    for line in page_lines(page):
        for i, w in enumerate(line):
            if not _CODE.match(w.text):
                out.append(w)
                continue
            # a code marks money only in its place: looked for only for a code (a page's every
            # word against every other would be quadratic on a dense statement)
            beside = [o.text for o in line[max(0, i - 1):i + 2] if o is not w]
            if any(_figure(t) or _MONEY_WORD.match(t) for t in beside) or _heads_figures(w, words, h):
                out.append(w)
    return out


# a currency's code printed alone, which a page may print for something else
_CODE = re.compile(r"^\(?(?:RM|MYR|EUR|EUROS?|GBP|INR|Rs\.?|SGD|AUD|CAD|CHF|USD)\)?$", re.IGNORECASE)


def _figure(text: str) -> bool:
    return bool(money.find_amounts(text)) or money.parse_whole_dollars(text) is not None


def _heads_figures(w: Word, words: list[Word], h: float) -> bool:
    """A word over a figure printed in its column, within a few lines under it."""
    return any(0 <= o.box.y0 - w.box.y1 <= 3 * h and o.box.x0 - h <= w.box.cx <= o.box.x1 + h and _figure(o.text)
               for o in words)

