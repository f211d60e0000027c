"""Sums across documents: "how much interest did I earn in 2024?", "what did my electric bills
come to?" — one field's total over every document in scope.

Each part is proved by the same path one answer takes (engine.try_document: literal, label,
the question's words, pixels, period); this module decides what may be added and adds it,
with Decimal, never with a model. A partial sum is never stated as a total:

- a document in scope whose figure cannot be found or proved → no total (declined, or held
  with each doubted part in the review queue);
- the same money twice (another copy of one bill; a 1098's box 10 and the county's bills it
  paid from escrow) → counted once, and the answer says which it used;
- a series with a visible gap (January, February, April) → declined naming the gap, unless
  the question asks for what was found;
- two currencies → never added.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal, InvalidOperation

from docq import money
from docq.answer import compose, filters
from docq.answer.candidates import Candidate
from docq.answer.guards import Verdict
from docq.answer.library import Doc, Library
from docq.answer.parse import Period, Question
from docq.answer.vocab import KIND_NOUN, TAX_KINDS, fields_on, forms_of, spec_for
from docq.records import Answer, Citation
from docq.review import reasons as R

MAX_PARTS = 60

# Kinds of document billed once a period: a month with no bill between two that have one is
# a gap in the series, not a month without money.
SERIES_KINDS = ("utility-bill", "bank-statement", "credit-card-statement", "life-insurance-statement")

# A form that reports, for a year, money another kind of document bills one by one: the 1098's
# box 10 is the county's property tax paid from escrow. Both in scope are one payment seen twice.
RECAPS: dict[tuple[str, str], tuple[str, ...]] = {("property_tax", "1098"): ("property-tax-bill",)}

SUM_UNPROVEN = "sum-part-unproven"
SUM_GAP = "sum-gap"
SUM_UNDATED = "sum-part-undated"
SUM_CURRENCIES = "sum-currencies"
SUM_TWO_ACCOUNTS = "sum-two-accounts"


@dataclass
class Part:
    doc: Doc
    candidate: Candidate | None = None
    verdict: Verdict | None = None

    @property
    def proved(self) -> bool:
        return self.candidate is not None and self.verdict is not None and self.verdict.ok

    @property
    def found(self) -> bool:
        return (self.candidate is not None and self.verdict is not None and not self.verdict.void
                and valid_amount(self.candidate.value))

    def amount(self) -> Decimal:
        return Decimal(self.candidate.value)

    def to_dict(self) -> dict:
        c = self.candidate
        return {"amount": c.value, "document": self.doc.name, "page": c.page or 1, "label": c.label}


@dataclass
class Scope:
    docs: list[Doc] = field(default_factory=list)       # dated in the period asked
    undated: list[Doc] = field(default_factory=list)    # of the kind, period unreadable
    decline: Answer | None = None


# ---- which documents ----------------------------------------------------------------------

def in_scope(q: Question, library: Library, ranked: list[int]) -> Scope:
    """Every document that may carry a part: of the kind, issuer and address asked (as a single
    answer selects them), plus any document whose sidecar carries the field under another kind
    (a consolidated 1099 typed by its first page), then of the period asked."""
    if not (q.period or q.tax_year):
        return Scope(decline=compose.declined(
            q.text, f"A total of the {q.spec.noun} needs a period; ask for a year or a month, e.g. “in 2024”.",
            "sum-period"))
    wide = replace(q, period=None, tax_year=None)
    sel = filters.select(wide, library, ranked)
    if sel.decline:
        return Scope()          # the single answer's path says what is missing
    docs = list(sel.docs)
    docs += carrying(q, library, {d.doc_id for d in docs})
    # (a form the selection left out for its CORRECTED one carries the field too: it is no part)
    docs = filters.versions(q, docs)
    out = Scope()
    for d in docs:
        if _not_a_bill(d, library):
            continue        # an explanation of benefits: the provider's bill for the claim is the part
        verdict = in_period(q, d, library)
        if verdict:
            out.docs.append(d)
        elif verdict is None:
            out.undated.append(d)
    out.docs.sort(key=lambda d: (filters.period_date(d) or date.min, d.name))
    return out


def _not_a_bill(doc: Doc, library: Library) -> bool:
    """A document that says it is no bill ("EXPLANATION OF BENEFITS - THIS IS NOT A BILL"): what
    it says the person owes is the provider's bill's, which a sum of what was owed counts once."""
    return library.derived("says no bill", doc, lambda d, pages: any(_NOT_A_BILL.search(p.text) for p in pages))


_NOT_A_BILL = re.compile(r"\bnot\s+a\s+bill\b", re.I)


def carrying(q: Question, library: Library, have: set[int]) -> list[Doc]:
    """Documents of another kind whose sidecar carries the field: only for a field of forms
    ("my 1099-INTs" include the interest page of a consolidated 1099), never to widen "my gas
    bills" to every document with an amount due."""
    if q.doc_kind and q.doc_kind not in spec_for(q.field).kinds:
        return []
    others = [d for d in library.docs().values() if d.doc_id not in have
              and any(f.name in fields_on(q.field, d.sidecar.doc_type) for f in d.sidecar.fields)]
    if q.doc_kind:
        # "on my W-2s": the forms said, and a consolidated form holding one; never another kind
        # of form that reports the same figure (a 1099-B's or an SSA-1099's tax withheld)
        others = [d for d in others if q.doc_kind in forms_of(d.sidecar)]
    if not others:
        return []
    if q.issuers or q.issuer_asked:
        others = filters.by_issuer(q, others, library)[0]
    return filters.by_address(q, others, library)


def in_period(q: Question, doc: Doc, library: Library) -> bool | None:
    p = q.period
    year_only = q.tax_year or (p.year if p and not (p.month or p.day or p.span) else None)
    if year_only and (q.tax_year or doc.sidecar.tax_year or doc.sidecar.doc_type in TAX_KINDS):
        # a form is of the year it is for, wherever its envelope's date falls
        year = filters.tax_year(doc, library)
        return None if year is None else year == year_only
    return filters.period_matches(doc, p)


# ---- what may be added ----------------------------------------------------------------------

def undated(q: Question, docs: list[Doc]) -> Answer:
    names = _names(docs)
    return compose.declined(q.text, f"I couldn't read the date on {names}, so I can't tell whether it belongs in the "
                                    f"total for {_when(q)}; I won't state a total that may leave it out.",
                            SUM_UNDATED, _cites(docs))


def same_series(dropped: list[Doc], kept: list[Doc]) -> list[Doc]:
    """Documents the question's words left out that are of a kind and sender a kept part is:
    one bill of a series not printing "gas" is more likely misread than another kind of bill."""
    return [d for d in dropped if any(d.sidecar.doc_type == k.sidecar.doc_type and d.sidecar.issuer
                                      and k.sidecar.issuer and filters.same_sender(d.sidecar.issuer, k.sidecar.issuer)
                                      for k in kept)]


def unworded(q: Question, docs: list[Doc]) -> Answer:
    return compose.declined(q.text, f"{_names(docs)} {'is' if len(docs) == 1 else 'are'} from the same sender as the "
                                    f"others for {_when(q)} but {'does' if len(docs) == 1 else 'do'} not print every "
                                    f"word of your question, so I can't tell whether to count "
                                    f"{'it' if len(docs) == 1 else 'them'}; I won't state a total that may leave "
                                    f"{'it' if len(docs) == 1 else 'them'} out.", SUM_UNPROVEN, _cites(docs))


def unproven(q: Question, parts: list[Part]) -> Answer | None:
    """A part whose figure is absent or is not this field's: the total cannot be stated."""
    bad = [p for p in parts if not p.found]
    if not bad:
        return None
    noun = spec_for(q.field).noun
    return compose.declined(q.text, f"I can't give a total of the {noun} for {_when(q)}: I couldn't find the {noun} "
                                    f"on {_names([p.doc for p in bad])} in a way I can prove, and a total "
                                    f"without it would be wrong.", SUM_UNPROVEN, _cites([p.doc for p in bad]))


def currencies(q: Question, parts: list[Part]) -> Answer | None:
    found = sorted({(p.candidate.currency or p.doc.sidecar.currency or "USD") for p in parts})
    if len(found) < 2:
        return None
    return compose.declined(q.text, f"The {spec_for(q.field).noun} for {_when(q)} is in {' and '.join(found)} on "
                                    f"different documents; I don't add amounts in different currencies.",
                            SUM_CURRENCIES, _cites([p.doc for p in parts]))


def once(parts: list[Part]) -> tuple[list[Part], list[tuple[Part, Part]]]:
    """Another copy of one document (the same issuer, kind, period and figure) counted once:
    the parts kept, and (copy, the part it repeats) for each dropped."""
    kept: list[Part] = []
    copies: list[tuple[Part, Part]] = []
    for p in parts:
        twin = next((k for k in kept if _same_money(p, k)), None)
        if twin is None:
            kept.append(p)
        else:
            copies.append((p, twin))
    return kept, copies


def _same_money(a: Part, b: Part) -> bool:
    sa, sb = a.doc.sidecar, b.doc.sidecar
    return (sa.doc_type == sb.doc_type and a.amount() == b.amount()
            and bool(sa.issuer and sb.issuer and filters.same_sender(sa.issuer, sb.issuer))
            and _when_doc(a.doc) == _when_doc(b.doc) and _when_doc(a.doc) is not None)


def _when_doc(doc: Doc):
    return doc.sidecar.tax_year if doc.sidecar.doc_type in TAX_KINDS \
        else filters.period_date(doc)


def recaps(q: Question, parts: list[Part]) -> tuple[list[Part], list[Part], Answer | None]:
    """A yearly form and the bills whose money it reports (RECAPS): the form's parts when the two
    agree (parts kept, parts left out as the same money), a decline when they do not."""
    for (fname, recap_kind), detail_kinds in RECAPS.items():
        if fname != q.field:
            continue
        recap = [p for p in parts if p.doc.sidecar.doc_type == recap_kind]
        detail = [p for p in parts if p.doc.sidecar.doc_type in detail_kinds]
        if not recap or not detail:
            continue
        if sum(p.amount() for p in recap) == sum(p.amount() for p in detail):
            return [p for p in parts if p not in detail], detail, None
        return parts, [], compose.declined(
            q.text, f"{_described(recap)} and {_described(detail)} both show the {spec_for(q.field).noun} for "
                    f"{_when(q)}, and their figures differ. They are most likely the same tax seen twice (paid "
                    f"from escrow), so I won't add them; ask for one, e.g. “on my {KIND_NOUN[recap_kind]}” or "
                    f"“on my {KIND_NOUN[detail_kinds[0]]}”.", SUM_TWO_ACCOUNTS, _cites([p.doc for p in parts]))
    return parts, [], None


def gaps(parts: list[Part], asked: Period | None = None, today: date | None = None) -> list[str]:
    """The periods missing inside each issuer's series of bills or statements ("April 2024"),
    and at either end of the months the question names ("January through June"), or of the
    year it names (January to December; to this month in the year still going): two months'
    statements are not a year's interest."""
    groups: dict[tuple[str, str], list[Doc]] = {}
    for p in parts:
        sc = p.doc.sidecar
        if sc.doc_type in SERIES_KINDS:
            key = next((k for k in groups if k[1] == sc.doc_type and filters.same_sender(k[0], sc.issuer or "")),
                       (sc.issuer or p.doc.name, sc.doc_type))
            groups.setdefault(key, []).append(p.doc)
    missing: list[str] = []
    for docs in groups.values():
        lacking: list[int] = []
        months = sorted({_month(d) for d in docs if filters.period_date(d)})
        ends = _ends(asked, months, today)
        if len(months) < 2 and ends is None:
            continue
        step = _step(docs, months)
        lo, hi = ends or (months[0], months[-1] - 1)
        for m in range(lo, hi + 1, step):
            if not any(abs(m - h) < step for h in months):
                lacking.append(m)
        missing += _runs(lacking, step)
    return missing


def _month_name(m: int) -> str:
    return f"{calendar.month_name[m % 12 + 1]} {m // 12}"


def _runs(months: list[int], step: int) -> list[str]:
    """Missing months by name, three or more in a row said by their ends ("April through
    December 2024")."""
    out, run = [], []
    for m in months + [None]:
        if run and (m is None or m - run[-1] != step):
            if len(run) >= 3:
                first = calendar.month_name[run[0] % 12 + 1] if run[0] // 12 == run[-1] // 12 else _month_name(run[0])
                out.append(f"{first} through {_month_name(run[-1])}")
            else:
                out += [_month_name(r) for r in run]
            run = []
        if m is not None:
            run.append(m)
    return out


# "Installment 1 of 2", "2nd installment of 3", "first half": one of a bill's numbered payments.
_INSTALLMENT = re.compile(r"\binstall?ment\s*(?:no\.?\s*)?(\d)\s*of\s*(\d)\b|\b(\d)(?:st|nd|rd|th)\s+install?ment\s+of\s+(\d)\b|"
                          r"\b(first|second|1st|2nd)\s+half\b", re.I)
_HALVES = {"first": 1, "1st": 1, "second": 2, "2nd": 2}


def installments(docs: list[Doc], library: Library) -> list[str]:
    """The numbered payments missing from a sender's bills ("installment 2 of 2"): one of two
    installments is half the tax, never the total."""
    seen: dict[tuple[str, int], set[int]] = {}
    for doc in docs:
        pages = library.pages(doc.doc_id)
        m = next((m for page in pages[:2] for m in [_INSTALLMENT.search(page.text)] if m), None)
        if m is None:
            continue
        if m.group(5):
            n, of = _HALVES[m.group(5).lower()], 2
        else:
            n, of = (int(m.group(1)), int(m.group(2))) if m.group(1) else (int(m.group(3)), int(m.group(4)))
        sender = next((k for k, _ in seen if filters.same_sender(k, doc.sidecar.issuer or "")),
                      doc.sidecar.issuer or doc.name)
        seen.setdefault((sender, of), set()).add(n)
    return [f"installment {n} of {of} from {sender}" for (sender, of), have in seen.items()
            for n in range(1, of + 1) if n not in have]


def _month(doc: Doc) -> int:
    d = filters.period_date(doc)
    return d.year * 12 + d.month - 1


def _ends(asked: Period | None, months: list[int], today: date | None = None) -> tuple[int, int] | None:
    """The first and last month a question's span of months, or its year, names, as month
    numbers."""
    if asked is None or not months:
        return None
    if asked.span:
        year = asked.year or months[0] // 12
        return year * 12 + asked.span[0] - 1, year * 12 + asked.span[1] - 1
    if asked.year and asked.month is None and asked.day is None and asked.through is None:
        last = 11 if today is None or asked.year < today.year else max(m - asked.year * 12 for m in months)
        return asked.year * 12, asked.year * 12 + last
    return None


def _step(docs: list[Doc], months: list[int]) -> int:
    """How many months one bill covers: its printed period, else the shortest distance
    between two bills of the series."""
    spans = []
    for d in docs:
        try:
            start = date.fromisoformat(d.sidecar.dates["period_start"][:10])
            end = date.fromisoformat(d.sidecar.dates["period_end"][:10])
        except (KeyError, ValueError, TypeError):
            continue
        spans.append(max(1, round(((end - start).days + 1) / 30.44)))
    if spans:
        return sorted(spans)[len(spans) // 2]
    return max(1, min((b - a for a, b in zip(months, months[1:])), default=1))


def gap_declined(q: Question, docs: list[Doc], missing: list[str]) -> Answer:
    kinds = {d.sidecar.doc_type for d in docs}
    noun = KIND_NOUN.get(next(iter(kinds)) or "", "document") if len(kinds) == 1 else "document"
    return compose.declined(q.text, f"I have {_count(len(docs), noun)} for {_when(q)}, but {filters._join(missing)} "
                                    f"{'is' if len(missing) == 1 else 'are'} missing, so I can't give a total. Drop "
                                    f"the missing {noun} into your folder, or ask for the total of the ones I have.",
                            SUM_GAP, _cites(docs))


# ---- the answer ---------------------------------------------------------------------------

def total(parts: list[Part]) -> Decimal:
    return sum((p.amount() for p in parts), Decimal("0"))


def answered(q: Question, parts: list[Part], copies: list[tuple[Part, Part]], same: list[Part],
             missing: list[str]) -> Answer:
    """"$274.63 in total for the amount due on 3 bills in 2024: $96.41 from Rose City Electric
    (e1.pdf, page 1) + …". The total and every part, each with its document and page."""
    currency = parts[0].candidate.currency or "USD"
    whole = total(parts)
    names = spellings(parts)
    text = said(str(whole), currency, heading(q), kind_of(parts),
                [Listed(p.candidate.value, names.get(p.doc.doc_id), p.doc.name, p.candidate.page or 1) for p in parts],
                missing)
    for copy, kept in copies:
        text += f" {copy.doc.name} is another copy of {kept.doc.name} (same sender, period and figure); I counted it once."
    if same:
        text += (f" I used {_described(parts)}; {_described(same)} show{'s' if len(same) == 1 else ''} the same money "
                 f"and {'is' if len(same) == 1 else 'are'} not added again.")
    checks = ["each part printed literally", "label names the field", "words of the question grounded",
              "period", "second reader agrees on the pixels", "added with Decimal"]
    evidence = {"sum": {"total": str(whole), "currency": currency, "checks": checks,
                        "parts": [p.candidate.evidence([]) for p in parts],
                        "counted_once": [{"document": c.doc.name, "same_as": k.doc.name} for c, k in copies]
                        + [{"document": p.doc.name, "same_as": "the " + KIND_NOUN.get(parts[0].doc.sidecar.doc_type or "", "")}
                           for p in same],
                        "missing": list(missing)}}
    return Answer(q.text, "answered", text, amount=str(whole), citations=_cites_parts(parts),
                  reasons=["sum"], evidence=evidence, parts=[p.to_dict() for p in parts])


@dataclass
class Listed:
    """One part as a total's answer lists it: "$96.41 from Rose City Electric (e1.pdf, page 1)"."""
    amount: str
    sender: str | None
    document: str
    page: int
    note: str = ""             # said after the page: "you approved it in review 12"


def heading(q: Question) -> str:
    """What a total is of, as its answer says it: "in total for the interest in 2024"."""
    what = "" if q.field == "total" else f" for the {spec_for(q.field).noun}"      # not "in total for the total"
    return f"in total{what} in {_when(q)}"


def kind_of(parts: list[Part]) -> str:
    """The parts' kind of document as a noun ("1099-INT"), or "document" when they are of several."""
    kinds = {p.doc.sidecar.doc_type for p in parts}
    return KIND_NOUN.get(next(iter(kinds)) or "", "document") if len(kinds) == 1 else "document"


def said(whole: str, currency: str, head: str, kind: str, listed: list[Listed], missing: list[str] = ()) -> str:
    """A total stated with every part: the one wording for a total answered at once and for one
    stated after its held parts were decided."""
    parts = " + ".join(f"{money.format_amount(x.amount, currency)}{' from ' + x.sender if x.sender else ''} "
                       f"({x.document}, page {x.page}{'; ' + x.note if x.note else ''})" for x in listed)
    have = f" of the {_count(len(listed), kind)} I have ({filters._join(missing)} {'is' if len(missing) == 1 else 'are'} " \
           f"missing)" if missing else f" from {_count(len(listed), kind)}"
    return f"{money.format_amount(whole, currency)} {head}{have}: {parts}."


def held(q: Question, parts: list[Part], review_ids: dict[int, int]) -> Answer:
    """Some parts could not be proved: no total is shown; each doubted part waits for review."""
    noun = spec_for(q.field).noun
    doubted = [p for p in parts if p.doc.doc_id in review_ids]
    ids = [review_ids[p.doc.doc_id] for p in doubted]
    reviews = ", ".join(f"#{i} ({p.doc.name})" for i, p in zip(ids, doubted))
    text = (f"I found the {noun} on {len(parts)} documents for {_when(q)}, but I could not prove "
            f"{len(doubted)} of them against the page, so I won't state a total yet. "
            f"{'It waits' if len(ids) == 1 else 'They wait'} for review: {reviews} "
            f"(`docq review show {ids[0]}`); once each is approved or corrected, ask again.")
    evidence = {"sum": {"parts": [{"document": p.doc.name, "page": p.candidate.page,
                                   "review_id": review_ids.get(p.doc.doc_id),
                                   "unproven": [R.explain(r) for r in p.verdict.reasons]} for p in parts]}}
    return Answer(q.text, "held", compose.scrub(text), citations=_cites_parts(parts), review_id=ids[0],
                  reasons=sorted({r for p in doubted for r in p.verdict.reasons}), evidence=evidence)


def for_review(parts: list[Part], review_ids: dict[int, int]) -> list[dict]:
    """The parts as a held total keeps them: a proved part with its figure, a doubted one by its
    review item only (its figure is shown in that item, nowhere else); each with the box and
    sender its answer and its crop need once every held part is decided."""
    names = spellings(parts)
    out = []
    for p in parts:
        c = p.candidate
        entry = {"document": p.doc.name, "doc_id": p.doc.doc_id, "page": c.page or 1, "label": c.label,
                 "field": c.field, "box": c.box.as_list() if c.box else None, "sender": names.get(p.doc.doc_id)}
        if p.doc.doc_id in review_ids:
            entry["review_id"] = review_ids[p.doc.doc_id]
        else:
            entry["value"] = c.value
        out.append(entry)
    return out


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _when(q: Question) -> str:
    return str(q.tax_year) if q.tax_year else q.period.describe()


def spellings(parts: list[Part]) -> dict[int, str]:
    """Each part's sender, spelt as most of that sender's documents spell it: a reader's
    "NWNaturaI" on one bill of three is said as the other two say it."""
    groups: list[list[str]] = []
    for p in parts:
        name = p.doc.sidecar.issuer
        if name:
            group = next((g for g in groups if filters.same_sender(g[0], name)), None)
            (group.append(name) if group is not None else groups.append([name]))
    best = {n: max(g, key=g.count) for g in groups for n in g}
    return {p.doc.doc_id: best[p.doc.sidecar.issuer] for p in parts if p.doc.sidecar.issuer}


def _names(docs: list[Doc]) -> str:
    return filters._join(sorted(d.name for d in docs))


def _described(parts: list[Part]) -> str:
    """"your 1098 from Pioneer Home Loans (1098_2024.pdf)"."""
    kinds = {p.doc.sidecar.doc_type for p in parts}
    noun = KIND_NOUN.get(next(iter(kinds)) or "", "document") if len(kinds) == 1 else "document"
    issuers = sorted({p.doc.sidecar.issuer for p in parts if p.doc.sidecar.issuer})
    who = f" from {filters._join(issuers)}" if issuers else ""
    plural = "s" if len(parts) > 1 else ""
    return f"your {noun}{plural}{who} ({_names([p.doc for p in parts])})"


def _cites(docs: list[Doc]) -> list[Citation]:
    return [Citation(d.name, 1) for d in docs]


def _cites_parts(parts: list[Part]) -> list[Citation]:
    return [Citation(p.doc.name, (p.candidate.page if p.candidate else None) or 1) for p in parts]


def valid_amount(value: str) -> bool:
    try:
        Decimal(value)
    except (InvalidOperation, TypeError):
        return False
    return True
