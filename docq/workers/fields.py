"""fields: a document's money fields, each with the evidence that proves it.

Three readings of each page propose candidates: the rows stage's label→value pairs, its
rows, and the printed lines rebuilt from the words (same line: label then the first amount;
in a form's grid: the amount below its box label). A candidate survives only when its value
is printed literally inside its box (`evidence.grounded_at`). Two different surviving values
for one field make it conflicting, so answering it goes to review.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from docq import money
from docq.records import Box, Field, Page, PageLayout
from docq.workers import labels, receipts, statements
from docq.workers.evidence import Item, Token, grounded_at, items, line_height, page_lines, words_in

_METHOD_RANK = {"row": 0, "form-box": 1, "anchor": 2}
# A figure on a line like these is a projection or illustration, not the policy's value today.
_PROJECTION = re.compile(r"based on|project|assum|illustrat|guarantee|hypothetic|if .*(paid|continu)",
                         re.IGNORECASE)
_DATE = re.compile(r"\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b")
_ROUNDING = re.compile(r"^round", re.IGNORECASE)
_BOX_START = re.compile(r"^(?:\d{1,2}[a-z]?|[a-f])\s")
_LIFE = {"cash_value", "surrender_value", "death_benefit"}
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


def _phrases(its: list[Item], brk: list[bool], h: float) -> list[tuple[int, int]]:
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


def _text(its: list[Item]) -> str:
    return " ".join(it.text for it in its)


def _span_box(its: list[Item]) -> Box:
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
    line = _text(its)
    out = []
    for i, j in _phrases(its, ibrk, h):
        if j >= len(its) or its[j].kind != "amount":
            continue
        if j + 1 < len(its) and its[j + 1].kind == "amount" and its[j + 1].value != its[j].value:
            continue                  # two figures after one label: which column is unknowable
        label = _text(its[i:j])
        for name in label_fields(label, doc_type):
            out.append(Candidate(name, its[j].value, label, page, its[j].box, method, line))
    return out


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
        spans = _phrases(its, [False] * len(its), h)
        for k, (i, j) in enumerate(spans):
            if j < len(its) and its[j].kind == "amount":
                continue              # the same-line reading covers it
            label = _text(its[i:j])
            names = label_fields(label, doc_type)
            if not names:
                continue
            lb = _span_box(its[i:j])
            nxt = spans[k + 1][0] if k + 1 < len(spans) else None
            # the box runs to the next label on the line, else to the page's edge
            x1 = its[nxt].box.x0 - 1 if nxt is not None else right
            found = _under(lines[li + 1:], lb, lb.x0 - h, x1, h, doc_type, form)
            if found:
                it, line = found
                out += [Candidate(n, it.value, label, page, it.box, "form-box", line) for n in names]
    return out


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
            return amounts[0], _text(its)
        if not form or amounts or skipped or label_fields(_text(texts), doc_type):
            return None
        if _BOX_START.match(_text(texts)) or min(t.box.y0 for t in col) - lb.y1 > 1.5 * h:
            return None           # the next box's own label, not this one wrapped
        skipped += 1              # one wrapped line of the label itself
    return None


def page_candidates(page: Page, layout: PageLayout | None, doc_type: str) -> list[Candidate]:
    words = [w for w in page.words if w.text.strip()]
    if not words:
        return []
    h = line_height(words)
    out: list[Candidate] = []
    if layout is not None:
        for p in layout.pairs:
            v = money.parse_amount(p.value)
            if v is None:
                v = money.parse_whole_dollars(p.value)
            if v is None:
                continue
            method = "form-box" if p.how == "box-above" else "row"
            out += [Candidate(n, v, p.label, page.number, p.value_box, method, f"{p.label} {p.value}")
                    for n in label_fields(p.label, doc_type)]
        for row in layout.rows:
            toks, brk = [], []
            for cell in row.cells:
                ws = sorted(words_in(page, cell.box, pad=0.5), key=lambda w: w.box.x0) or []
                cell_toks = [Token(w.text, w.box) for w in ws] or [Token(cell.text, cell.box)]
                brk += [True] + [False] * (len(cell_toks) - 1)
                toks += cell_toks
            out += same_line(toks, brk, doc_type, page.number, h, "row")
    lines = [[Token(w.text, w.box) for w in ws] for ws in page_lines(page)]
    for toks in lines:
        out += same_line(toks, [False] * len(toks), doc_type, page.number, h, "anchor")
    out += below(lines, doc_type, page.number, h, page.width)
    return out


def _credible(c: Candidate, printed: list[list[Item]], form: bool) -> bool:
    if c.field in _LIFE and (_PROJECTION.search(c.line) or len(_DATE.findall(c.line)) >= 2):
        return False
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


def _only_figures(box: Box, printed: list[list[Item]]) -> bool:
    found = _line_of(box, printed)
    return bool(found) and all(it.kind == "amount" for it in found[0])


def _crowded(box: Box, printed: list[list[Item]]) -> bool:
    """The value is followed on its printed line by another figure (a table's next column):
    whichever reading paired it, the column it belongs to is not known."""
    found = _line_of(box, printed)
    if not found:
        return False
    its, k = found
    nxt = its[k + 1] if k + 1 < len(its) else None
    return bool(nxt and nxt.kind == "amount" and nxt.value != its[k].value)


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
    for page in pages:
        printed = [items([Token(w.text, w.box) for w in ws]) for ws in page_lines(page)]
        for c in page_candidates(page, by_page.get(page.number), doc_type):
            if not _credible(c, printed, form):
                continue
            f = to_field(c, page)
            if f is not None:
                found.append(f)
    groups = group(found)
    chosen: dict[str, str | None] = {}
    contradicted: set[str] = set()
    if doc_type in labels.RECEIPTS:
        rounding = any(_ROUNDING.search(w.text) for p in pages for w in p.words)
        chosen, contradicted = receipts.choose(groups, rounding)
    else:
        contradicted = statements.contradicted(groups, doc_type)
    currency = document_currency(pages)
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


def document_currency(pages: list[Page]) -> str:
    """"RM" when the document prints ringgit more often than dollars (SROIE's receipts; a
    recogniser's stray "$" in a ringgit receipt must not make it dollars), else USD."""
    texts = [w.text for p in pages for w in p.words]
    ringgit = sum(1 for t in texts if re.match(r"^\(?(?:RM|MYR)(?:\d|\)?$)", t))
    dollar = sum(1 for t in texts if re.match(r"^\(?-?(?:US)?\$(?:\d|$)", t))
    return "RM" if ringgit > dollar else "USD"
