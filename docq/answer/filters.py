"""Filters: which documents may answer a question at all.

A document of another period, tax year, issuer or address is removed from the context
entirely, not merely ranked lower: the seed's AmEx statement was ranked first and the model
still read its sibling's figure. When every candidate declares a period or tax year and none
is the one asked, the result is a decline that says what was found instead.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field
from datetime import date
from difflib import SequenceMatcher
from pathlib import PurePath

from docq.answer import identifiers, parties, people, vehicles, wording
from docq.answer.library import Doc, Library, opening
from docq.answer.parse import Period, Question, fold, issuer_score
from docq.answer.vocab import KIND_NOUN, fields_on, forms_of, plural
from docq.meaning import payroll
from docq.meaning.languages import INVOICE_WORDS
from docq.workers import usstates
from docq.workers.dates import MONTH, body_tax_year, dayfirst, own_days, printed_dates
from docq.workers.issuer import captioned_party, issuer_key, kind_words_only, labelled_addresses, legal_name
from docq.workers.kinds import LISTED_IN_REPORTS, RETURNS, SEVERAL_ACCOUNTS, TAX_FORMS, YEARS_BY_COLUMN

# The date a statement or bill is "of": its closing date, else the end of its period.
PRIMARY_DATES = ("closing_date", "period_end", "statement_date", "bill_date", "invoice_date", "date")
BILL_KINDS = ("utility-bill", "medical-bill")
# Kinds a person names by the month their payment is due as often as by the month they were
# printed: "my April mortgage payment" is the one due April 1, on a statement dated in March.
# Either month names such a document; two that each fit must agree (or the question is asked back).
NAMED_BY_DUE = ("mortgage-statement",)
# A tax year declared in the body ("Tax Year 2024", "2024 Form W-2", "Form 1099-INT 2024").
# A bounded standalone year in a file name stem: "w2_2024", not the 2025 of "04132025".
_NAME_YEAR = re.compile(r"(?<![0-9])((?:19|20)\d\d)(?![0-9])")


@dataclass
class Selection:
    docs: list[Doc] = field(default_factory=list)      # candidates, best first
    unproven: set[int] = field(default_factory=set)    # kept, but their period could not be read
    one_issuer: bool = False                           # every candidate is from the issuer the question names
    decline: str | None = None                         # a diagnosis when nothing may answer
    reason: str | None = None


def primary_date(doc: Doc) -> date | None:
    for key in PRIMARY_DATES:
        raw = doc.sidecar.dates.get(key)
        if raw:
            try:
                return date.fromisoformat(raw[:10])
            except ValueError:
                continue
    return None


def period_date(doc: Doc) -> date | None:
    """The date that names a document's period in speech: a bill's service month, a
    policy's start, otherwise its closing (statement) date."""
    keys = (("period_end",) if doc.sidecar.doc_type in BILL_KINDS else
            ("period_start",) if doc.sidecar.doc_type == "insurance-declarations" else ())
    found = _dates(doc, keys)
    return found[0] if found else primary_date(doc)


def statement_period(doc: Doc) -> tuple[date | None, date | None]:
    """The first and last day a statement covers, as it declares them (None when it does not)."""
    start, end = _dates(doc, ("period_start",)), _dates(doc, ("period_end",))
    return (start[0] if start else None), (end[0] if end else None)


def payment_due(doc: Doc) -> date | None:
    """The day a statement a month may name by its due date asks its payment by (NAMED_BY_DUE):
    the answer says it, as a person names a mortgage payment by it."""
    found = _dates(doc, ("due_date",)) if doc.sidecar.doc_type in NAMED_BY_DUE else []
    return found[0] if found else None


def tax_year(doc: Doc, library: Library | None = None) -> int | None:
    """The year a form is for: the sidecar's, else a declaration in the body, else a bounded
    standalone year in the file name stem — never an envelope's mailing date."""
    if doc.sidecar.tax_year:
        return int(doc.sidecar.tax_year)
    if library is not None:
        for page in library.pages(doc.doc_id)[:2]:
            year = body_tax_year(page.text)     # never a revision line ("Rev. January 2024")
            if year:
                return year
    years = set(_NAME_YEAR.findall(PurePath(doc.name).stem))
    return int(years.pop()) if len(years) == 1 else None


def _dates(doc: Doc, keys) -> list[date]:
    out = []
    for key in keys:
        try:
            out.append(date.fromisoformat(doc.sidecar.dates[key][:10]))
        except (KeyError, ValueError, TypeError):
            continue
    return out


def _same(d: date, period: Period) -> bool:
    return ((not period.year or d.year == period.year) and (not period.month or d.month == period.month)
            and (not period.day or d.day == period.day))


def period_matches(doc: Doc, period: Period) -> bool | None:
    """True/False when the document declares a date to compare; None when it declares none.

    A statement or bill is of its closing (or bill) date's month; a policy of the month its
    term starts; a whole day asked ("closed June 7", "term starting July 15") matches any
    date the document declares for itself."""
    d = primary_date(doc)
    if d is None and not doc.sidecar.dates:
        # a form for a whole tax year (a 1099, a W-2) reports no month's figure: "the interest
        # in June" is not its year's interest
        if doc.sidecar.tax_year:
            # ...and is of the year it is for ("my escrow balance at the end of 2023" on the 1098)
            return False if (period.month or period.day or period.span) else doc.sidecar.tax_year == period.year
        return None
    if doc.sidecar.doc_type in YEARS_BY_COLUMN and period.year and not (period.month or period.day or period.span):
        return True         # the year is its column's: the figure's label must carry it (year_unlabelled)
    if period.span:
        return in_span(doc, period)
    if period.through:
        start, end = _dates(doc, ("period_start",)), _dates(doc, ("period_end",))
        if start or end:
            # a term said by both its ends is the document whose period has those ends: an end
            # it prints that is not the one asked says it is another's ("March 1 to March 15" is
            # not the pay period that ended February 29, paid March 1)
            return ((not start or start[0] == date(period.year, period.month, period.day))
                    and (not end or end[0] == period.through))
    if period.end and (period.day or period.month):
        # a day said as one end of the document's period is that end's, never its pay date ("the
        # pay period beginning March 1" is not the one paid March 1, which ended February 29);
        # so is a month ("the policy ending April 2023" is not the one that began then)
        own = _dates(doc, ("period_start", "policy_start") if period.end == "start" else ("period_end", "closing_date"))
        return bool(own) and _same(own[0], period)
    if period.day:
        # the day that names the document, not the end of its term ("the term that started
        # July 15" is not the one that ended July 15)
        named = [period_date(doc)] + _dates(doc, ("closing_date", "statement_date", "bill_date", "pay_date"))
        if doc.sidecar.doc_type in NAMED_BY_DUE:
            named += _dates(doc, ("due_date",))
        return any(x and _same(x, period) for x in named)
    if (doc.sidecar.doc_type in NAMED_BY_DUE and period.month
            and any(_same(x, period) for x in _dates(doc, ("due_date",)))):
        return True
    if not period.month and doc.sidecar.tax_year:
        return doc.sidecar.tax_year == period.year   # "2024-25 property tax": the year it is for
    if doc.sidecar.doc_type in ("insurance-declarations",):
        starts = _dates(doc, ("period_start",))
        if starts:
            return _same(starts[0], period)
    if doc.sidecar.doc_type in BILL_KINDS:
        # a bill is of the month it bills for, not the day it was printed
        ends = _dates(doc, ("period_end",))
        if ends:
            return _same(ends[0], period)
    if d is None:
        return None
    return _same(d, period)


def year_unlabelled(q: Question, doc: Doc, label: str) -> int | None:
    """The year a question names when `doc` prints several years by column and the figure's
    label does not carry it (period_matches let the document through on the year alone)."""
    p = q.period
    if doc.sidecar.doc_type not in YEARS_BY_COLUMN or not p or not p.year or p.month or p.day or p.span:
        return None
    return None if re.search(rf"(?<!\d){p.year}(?!\d)", label or "") else p.year


def in_span(doc: Doc, period: Period) -> bool:
    """A document is of a span of months (a quarter, a half, "January through June") when the
    dates it is for (its period, else its date) fall inside those months."""
    first, last = period.span
    inside = [x for x in _dates(doc, ("period_start", "period_end")) or [period_date(doc)] if x]
    return bool(inside) and all((not period.year or x.year == period.year) and first <= x.month <= last
                                for x in inside)


def by_issuer(q: Question, docs: list[Doc], library: Library) -> tuple[list[Doc], str | None, bool]:
    """The documents from the issuer the question names. A document is matched by its
    sidecar's issuer or, when that is unknown or is not what its own header prints (a logo's
    glyphs, a caption, the household's name), by the header text itself, fuzzily: one
    extracted string is not the only evidence of who sent a page. The flag says the documents
    kept are the named issuer's (not merely ones printing a place the question names)."""
    asked = q.issuer_asked if q.issuer_asked and issuer_key(q.issuer_asked) not in library.household() else None
    if not q.issuers and not asked:
        return docs, None, False
    names = list(q.issuers) + ([asked] if asked and asked not in q.issuers else [])
    by_sidecar: dict[str | None, bool] = {}  # one comparison per distinct issuer, not per document
    for d in docs:
        if d.sidecar.issuer not in by_sidecar:
            by_sidecar[d.sidecar.issuer] = _same_issuer(d.sidecar.issuer, names)
    # Headers are read only of the documents whose text holds the name at all (one indexed
    # query: a scan of every page costs more than an answer may take at 1,500 documents) and
    # whose sidecar does not already name the issuer. One statement's sidecar naming it does
    # not make its sibling's misread ("Card Services", a caption, the household) another's.
    printing = _printing(names, library)
    fit = {d.doc_id: 1.0 if by_sidecar[d.sidecar.issuer] else
           _issuer_fit(d, names, library) if d.doc_id in printing else 0.0 for d in docs}
    best = max(fit.values(), default=0.0)
    if best >= 0.8:
        # the best evidence, and whatever is nearly as good (an exact sidecar and a header)
        return [d for d in docs if fit[d.doc_id] >= max(0.8, best - 0.1)], None, True
    if q.issuers:
        return [], None, True
    printing = _printed_by(asked, docs, library)
    if printing:
        # a place or a party the documents print ("the Palos Verdes house", the provider on a
        # claim form, the employer on a verification), not their issuer: the documents printing it
        return printing, None, False
    return [], f"I don't have any document from {asked}.", False


HEADER_LINES = 8
MAX_HEADERS = 12        # unnamed candidates whose headers one question may read


def header(library: Library, doc: Doc) -> str:
    """The top of a document's first page (library.opening): where it prints who sent it."""
    first = opening(library.pages(doc.doc_id))
    return "\n".join(first.text.splitlines()[:HEADER_LINES]) if first else ""


def _printing(names: list[str], library: Library) -> set[int]:
    """Documents whose text holds the start of each name's most distinctive word ("harb" of
    Harbor Bank, which a fused "ejHARBOR" or a spaced "HARBO R" still holds): one indexed
    query, so a large library's pages are not all read to match a name."""
    probes = set()
    for name in names:
        words = sorted(re.sub(r"[^a-z0-9]", "", w.lower()) for w in name.split())   # as printed: a text query
        words = [w for w in words if w and w not in _GENERIC_WORDS] or [w for w in words if w]
        if words:
            probes.add(max(words, key=len)[:4])
        # an initialism is printed with its dots ("D.I.Y."), which the word above drops
        dotted = [w.lower().strip(".,") for w in name.split() if re.fullmatch(r"(?:[A-Za-z]\.){2,}[A-Za-z]?\.?", w)]
        if dotted:
            probes.add(max(dotted, key=len))
    out: set[int] = set()
    for probe in probes:
        out |= library.mentions(probe)
    return out


_GENERIC_WORDS = {"bank", "the", "of", "and", "co", "inc", "company", "insurance", "mutual", "financial",
                  "services", "credit", "union", "county", "city", "national", "first"}


def _issuer_fit(doc: Doc, names: list[str], library: Library) -> float:
    """How surely the header of `doc`, whose sidecar names no issuer of `names`, prints one of
    them (0..1): not when the header prints the sidecar's issuer above them (another
    company's letterhead, a name it merely mentions), unless the line naming them names a
    company by its legal form: a brand's receipt prints the company that runs it under the
    brand ("Chili's" over "T.A.S Leisure Sdn Bhd")."""
    mine = doc.sidecar.issuer
    lines = header(library, doc).splitlines()
    def first(hit) -> int:
        return next((i for i, line in enumerate(lines) if hit(line)), len(lines))
    at = first(lambda line: any(header_score(n, line) >= 0.9 for n in names))
    if at == len(lines):
        return max((header_score(n, "\n".join(lines)) for n in names), default=0.0)
    if (mine and not kind_words_only(mine) and first(lambda line: issuer_score(mine, line) >= 1.0) < at
            and not legal_name(lines[at])):
        return 0.0
    if any(captioned_party(lines[at], i) for i in _name_starts(names, lines[at])):
        return 0.0      # printed under the caption of the party the document is for ("Advertiser")
    return max(header_score(n, lines[at]) for n in names)


def _name_starts(names: list[str], line: str) -> list[int]:
    """Where in `line` each name's first word starts."""
    out = []
    for n in names:
        first = n.split()[0] if n.split() else ""
        m = re.search(rf"(?i)\b{re.escape(first)}", line) if first else None
        if m:
            out.append(m.start())
    return out


def header_score(name: str, head: str) -> float:
    """How surely a header prints `name`: as words (issuer_score), or letter for letter with
    the spaces and glyphs a reader adds or drops ("=@-HARBOR BANK", "HARBO R BANK")."""
    score = issuer_score(name, head)
    squashed = _squash(name)
    if score < 0.95 and len(squashed) >= 6 and any(squashed in _squash(line) for line in head.splitlines()):
        score = 0.95
    return score


def _squash(s: str) -> str:
    """A name's letters and digits alone, confusable glyphs folded (parse.fold)."""
    return re.sub(r"[^a-z0-9]", "", fold(s))


def _same_issuer(issuer: str | None, wanted: list[str]) -> bool:
    """Exactly one of `wanted`, or a recogniser's near-spelling of one ("NW Natu ra I")."""
    if not issuer:
        return False
    if issuer in wanted:
        return True
    mine = _squash(issuer)
    return any(len(mine) >= 5 and SequenceMatcher(None, mine, _squash(w)).ratio() >= 0.85 and _unshared_near(issuer, w)
               for w in wanted)


def _unshared_near(a: str, b: str) -> bool:
    """Whether what two names do not share is itself a near-spelling: "WSOC-TV Contract
    Revision" and "WFXG-TV Contract Revision" are alike only in their words for what they are,
    and are two stations; "NW Natu ra I" and "NW Natural" differ by the reader's spelling."""
    wa, wb = re.findall(r"[a-z0-9]+", a.lower()), re.findall(r"[a-z0-9]+", b.lower())
    common = set(wa) & set(wb)
    ra, rb = "".join(w for w in wa if w not in common), "".join(w for w in wb if w not in common)
    return ra == rb or SequenceMatcher(None, ra, rb).ratio() >= 0.75


def same_sender(a: str, b: str) -> bool:
    """Two spellings of one issuer: one key, a near-spelling, or one name inside the other
    ("Evergreen Mutual" and "Evergreen Mutual Insurance")."""
    ka, kb = _squash(a), _squash(b)
    if ka == kb or _same_issuer(a, [b]):
        return True
    short, long_ = sorted((ka, kb), key=len)
    return len(short) >= 6 and long_.startswith(short)


def senders(docs: list[Doc], library: Library | None = None) -> list[str]:
    """The distinct issuers among `docs`, spellings of one issuer counted once (the first
    spelling, in order). A document with no known issuer is another sender unless its header
    prints one of the others: a sender that cannot be told is not proven the same."""
    out: list[str] = []
    for d in docs:
        name = d.sidecar.issuer
        if not name or any(same_sender(name, o) for o in out):
            continue
        # a renewal whose sidecar took a caption for the sender, under the same letterhead
        if library is not None and any(_issuer_fit(d, [o], library) >= 0.9 for o in out):
            continue
        out.append(name)
    known = list(out)
    unnamed = [d for d in docs if not d.sidecar.issuer]
    for d in unnamed:
        if library is None or len(unnamed) > MAX_HEADERS:
            out.append(f"the sender of {d.name}")     # too many to read: not proven the same
            continue
        head = header(library, d)
        if not any(header_score(k, line) >= 0.9 and not any(captioned_party(line, i) for i in _name_starts([k], line))
                   for k in known for line in head.splitlines()):
            # (the agency a station's invoice prints under its caption is not who sent it)
            out.append(f"the sender of {d.name}")
    return out


def current_term(docs: list[Doc], today: date | None = None) -> Doc:
    """One issuer's series (statements, a policy and its renewals): the term in force on
    `today` when one is, else the latest."""
    if today:
        running = [d for d in docs if (s := _dates(d, ("period_start",))) and (e := _dates(d, ("period_end",)))
                   and s[0] <= today <= e[0]]
        if running:
            docs = running
    return max(docs, key=lambda d: primary_date(d) or date.min)


def _printed_by(name: str, docs: list[Doc], library: Library) -> list[Doc]:
    """The documents of `docs` that print `name`, as a person would say it or without its title."""
    printing = library.mentions(name) | library.mentions(people.bare(name))
    return [d for d in docs if d.doc_id in printing]


def by_kind(q: Question, docs: list[Doc]) -> list[Doc]:
    if q.doc_kind:
        # a consolidated 1099 is each of the forms it holds ("my 1099-INT from Merrill")
        same = [d for d in docs if q.doc_kind in forms_of(d.sidecar)]
        if same or q.doc_kind not in LISTED_IN_REPORTS:
            return same
        # no statement of the account asked: a report verifying assets lists accounts of that
        # kind, each under its own heading (accounts.py decides whose a figure is)
        return [d for d in docs if d.sidecar.doc_type in SEVERAL_ACCOUNTS]
    spec = q.spec
    if spec and spec.kinds:
        # ...or prints it under its own name (vocab.SAME_ON_KIND: a 1099-R's box 4 is the tax withheld)
        fitting = [d for d in docs if set(spec.kinds) & forms_of(d.sidecar)
                   or fields_on(spec.name, d.sidecar.doc_type) != (spec.name,)]
        # a document the extractor could not classify may still be the one
        return fitting or [d for d in docs if d.sidecar.doc_type in ("other", None, "")]
    return docs


# A form named with its variant ("my 1040-SR", "the 1099-INT"): its number and letters.
_VARIANT = re.compile(r"\b\d{3,4}-[a-z]{1,4}\b")
_HEAD_LINES = 8


# ...or without one ("our 2019 Form 1040")
_BARE_FORM = re.compile(r"\b(\d{3,4})\b(?!-)")


def by_variant(q: Question, docs: list[Doc], library: Library) -> list[Doc]:
    """Of the documents of the kind asked, those whose title prints the variant the question
    names ("my 1040-SR" is not the household's Form 1040), when any does; a form asked by its
    bare number ("our Form 1040") is, of one type's, the ones whose title prints no variant of it."""
    kind = q.said.get("kind", "")
    m = _VARIANT.search(kind)
    # (a bare number asks among one type's documents: a 1040 and a 1040-SR are both returns,
    # while "my 1099" names no one of the 1099s, each a type of its own)
    bare = None if m or len({d.sidecar.doc_type for d in docs}) > 1 else _BARE_FORM.search(kind)
    if not (m or bare) or len(docs) < 2:
        return docs

    def head(d: Doc) -> list[str]:
        return [line for p in library.pages(d.doc_id)[:1] for line in p.text.splitlines()[:_HEAD_LINES]]
    if m:
        want = _squash(m.group(0))
        return [d for d in docs if any(want in _squash(line) for line in head(d))] or docs
    variant = re.compile(rf"\b{bare.group(1)}-[a-z]{{1,4}}\b", re.I)
    return [d for d in docs if not any(variant.search(line) for line in head(d))] or docs


def by_vehicle(q: Question, docs: list[Doc], library: Library) -> list[Doc]:
    """The policies that print the car the question names ("the 2016 Toyota Corolla"), when
    any does: like an identifier, a vehicle selects its policy among the issuer's others (a
    condo policy of the same insurer is newer, not the one meant). When none prints it, all
    stay, and the answer says the one it found does not."""
    if q.vehicle is None:
        return docs
    printing = [d for d in docs if not vehicles.unprinted(q.vehicle, library.derived(
        "text", d, lambda _, pages: "\n".join(p.text for p in pages)))]
    return printing or docs


def by_address(q: Question, docs: list[Doc], library: Library) -> list[Doc]:
    """The documents for the address the question names. A page printing it only in the
    block it is mailed to, while a labelled row says the bill is for another ("Service
    Location | 6977 Sycamore Dr"), is that other address's bill, not this one's."""
    if not q.address:
        return docs
    num, *rest = q.address.split()
    street = next((w.lower() for w in rest if len(w) > 2 and w.isalpha()), "")

    def names(text: str) -> bool:
        text = text.lower()
        return re.search(rf"(?<!\d){re.escape(num)}(?!\d)", text) is not None and street in text

    def fits(d: Doc) -> bool:
        pages = library.pages(d.doc_id)[:2]
        if not names((d.sidecar.address or "") + "\n" + "\n".join(p.text for p in pages)):
            return False
        about = library.derived("addresses", d, _labelled_addresses)
        return not about or any(names(a) for a in about)
    return [d for d in docs if fits(d)]


def _labelled_addresses(doc: Doc, pages) -> list[str]:
    return labelled_addresses([line for p in pages[:2] for line in p.text.splitlines()])


def by_period(q: Question, docs: list[Doc], library: Library) -> Selection:
    # A document whose period or tax year could not be read neither answers a question that
    # names one nor makes it ambiguous: it is only counted in the decline, unless it prints the
    # whole day asked (prints_day). When it is the one document that could answer at all, its
    # figure may still be held for a person to check the date on the page.
    if q.tax_year:
        years = {d.doc_id: tax_year(d, library) for d in docs}
        keep = [d for d in docs if years[d.doc_id] == q.tax_year]
        if keep:
            return Selection(keep)
        if len(docs) == 1 and years[docs[0].doc_id] is None:
            return Selection(list(docs), unproven={docs[0].doc_id})
        found = sorted({y for y in years.values() if y})
        unread = sum(1 for y in years.values() if y is None)
        have = f"I have {_join([str(y) for y in found])}{_unread(unread)}" if found else _none_read(unread, "tax year")
        return Selection(decline=f"I don't see a {q.tax_year} {_noun(q, docs)}{_from(q, docs)}; {have}.",
                         reason="no-such-year")
    if q.period and q.period.month and not q.period.span:
        said = _said_when(q)
        if said:
            # a month said as when the bill fell due or was sent ("the bill due in September")
            # is that date's month, never the month its service was for
            due = said.group(1).lower() == "due"
            keys = ("due_date",) if due else _SENT_DATES
            keep = [d for d in docs if (found := _dates(d, keys)) and _same(found[0], q.period)]
            if keep and due and not q.issuers:
                # ...and another sender's of the kind, printing a day of that month as due where
                # its due date was not read ("Payment Due 24 June 2023"): which one is asked back
                senders, kinds = {d.sidecar.issuer for d in keep}, {d.sidecar.doc_type for d in keep}
                keep += [d for d in docs if d not in keep and d.sidecar.doc_type in kinds
                         and d.sidecar.issuer not in senders and not _dates(d, keys)
                         and any(_same(date.fromisoformat(iso), q.period)
                                 for iso in library.derived("due days", d, _due_days))]
            if keep:
                return Selection(keep)
            if not q.period.day and all(_dates(d, keys) for d in docs):
                return Selection(decline=f"I don't see a {_noun(q, docs)}{_from(q, docs)} {said.group(1).lower()} in "
                                         f"{q.period.describe()}.", reason="no-such-period")
            # (where that date was not read, or for a day, any date a document declares, as a
            # month or a day said otherwise: "the Solstice bill issued in August", its issue
            # date unread, is its August bill)
    if q.period:
        verdicts = {d.doc_id: period_matches(d, q.period) for d in docs}
        keep = [d for d in docs if verdicts[d.doc_id]]
        filed = [d for d in keep if _filed_after(d, q)]
        if filed and len(filed) == len(keep):
            year = q.period.year
            return Selection(decline=f"Your {year} {_noun(q, filed)} is for the {year} tax year, and what it "
                                     f"pays was paid when it was filed, after {year} ended; I can't tell what "
                                     f"you paid during {year}. Ask about the {year} tax year if that is what "
                                     f"you mean.", reason="ambiguous")
        keep = [d for d in keep if d not in filed]
        if keep and q.period.month and not q.period.day and _PAYMENT_OF_MONTH.search(q.text):
            # "my April payment" is the one due in April, not the one a statement printed in
            # April asks for May
            keep = [d for d in keep if (due := payment_due(d)) and _same(due, q.period)] or keep
        elif keep and q.period.month and not q.period.day and parties.asks_paid(q.text):
            # ...and what was paid in March is on the statement printed in March, not the one
            # whose payment falls due in March (printed in February, of what was paid before)
            # (and a statement matched only by the payment it asks for says nothing of the month,
            # unless the month names the statement: "the year to date on my April statement")
            keep = [d for d in keep if (printed := period_date(d)) and _same(printed, q.period)] or \
                (keep if q.doc_kind or _STATEMENT_SAID.search(q.text) else
                 [d for d in keep if d.sidecar.doc_type not in NAMED_BY_DUE])
        if keep and q.period.day and q.period.year and not q.issuers:
            # a day asked of no sender is as much another sender's document of the kind that
            # prints it where its dates were not read ("Payment Due Mar 24, 2023" beside one
            # read "2023-03-24"): which one is asked back, never guessed
            senders = {d.sidecar.issuer for d in keep}
            kinds = {d.sidecar.doc_type for d in keep}
            keep += [d for d in docs if d not in keep and d.sidecar.doc_type in kinds
                     and d.sidecar.issuer not in senders and prints_any_day(d, q.period, library)]
        if keep:
            return Selection(keep)
        printing = [d for d in docs if verdicts[d.doc_id] is None and prints_day(d, q.period, library)]
        if printing:
            return Selection(printing)
        if len(docs) == 1 and verdicts[docs[0].doc_id] is None:
            return Selection(list(docs), unproven={docs[0].doc_id})
        found = nearest(sorted({period_date(d) for d in docs if period_date(d) and verdicts[d.doc_id] is False}),
                        q.period)
        unread = sum(1 for v in verdicts.values() if v is None)
        yearly = sorted({d.sidecar.tax_year for d in docs if verdicts[d.doc_id] is False and not period_date(d)})
        have = (f"I have {describe_dates(found[0], bool(q.period.day))}{found[1]}{_unread(unread)}" if found[0]
                else _none_read(unread, "date") if unread or not yearly
                else f"I have only the {_join([str(y) for y in yearly])} {_noun(q, docs)}, which "
                     f"{'covers' if len(yearly) == 1 else 'cover'} the whole year")
        return Selection(decline=f"I don't see a {q.period.describe()} {_noun(q, docs)}{_from(q, docs)}; {have}.",
                         reason="no-such-period")
    return Selection(list(docs))


def _filed_after(doc: Doc, q: Question) -> bool:
    """Whether the question asks what the person paid in a calendar year and the document is
    a return for that tax year: a return (or a request to extend it) is filed after its year ends,
    and what it pays is paid then ("how much did I pay the IRS in 2022" is not what the 2022
    extension request paid, in April 2023). A year said with "for" is the year paid for."""
    return (doc.sidecar.doc_type in RETURNS and not q.tax_year and bool(q.period.year)
            and not (q.period.month or q.period.day or q.period.span) and parties.person_paid(q.text)
            and re.search(rf"\b(?:in|during)\s+(?:the\s+(?:calendar\s+)?year\s+)?{q.period.year}\b", q.text) is not None)

# A month said as when a document fell due or was sent ("due in September", "the bill I received
# in March", "billed in May"), not what it was for
_MONTH_OF = re.compile(rf"\b(due|received|billed|dated|issued|sent|mailed)\s+(?:in|during|on)\s+{MONTH}", re.I)
# ...and a day said as when it fell due ("the bill due 2024-09-27", "due on March 24, 2023")
_DUE_DAY = re.compile(rf"\b(due)\s+(?:on\s+|by\s+)?(?=\d|{MONTH}\s+\d)", re.I)


def _said_when(q: Question) -> re.Match | None:
    """Where the question says its month or day as when a document fell due or was sent."""
    return _MONTH_OF.search(q.text) or (_DUE_DAY.search(q.text) if q.period and q.period.day else None)


def said_due(q: Question) -> bool:
    """Whether the question's day or month is when something fell due ("the payment due
    05/02/2024", "the bill due in September"): a due date, never a transaction's day."""
    m = _said_when(q)
    return m is not None and m.group(1).lower() == "due"


# ...the dates a document is sent by (its service period's end is not one)
_SENT_DATES = ("bill_date", "statement_date", "invoice_date", "closing_date", "date")
# A payment named by its month ("my April payment", "my April 2024 mortgage payment")
# A question naming the document it asks of by its kind's noun ("my April 2024 statement")
_STATEMENT_SAID = re.compile(r"\bstatements?\b", re.I)
_PAYMENT_OF_MONTH = re.compile(rf"\b{MONTH}(?:\s+\d{{4}})?"
                               r"(?:\s+(?:mortgage|loan|car|auto))?\s+payment\b", re.I)


def prints_day(doc: Doc, period: Period, library: Library) -> bool:
    """Whether a document whose own date could not be read prints the whole day the question
    names ("my remittance advice dated 01/13/2022" on a page printing "DATE 01/13/2022"): the
    day printed grounds the question's date for that document, as a name printed on it grounds
    the question's name. Never a month or a term, which any page may print a day of."""
    if not (period.year and period.month and period.day) or period.span or period.through:
        return False
    return date(period.year, period.month, period.day).isoformat() in library.derived("printed days", doc, _days)


def prints_any_day(doc: Doc, period: Period, library: Library) -> bool:
    """Whether a document prints the whole day asked anywhere, under any label."""
    return date(period.year, period.month, period.day).isoformat() in library.derived("every day", doc, _every_day)


def _every_day(doc: Doc, pages) -> set[str]:
    return _days_on(pages, lambda line: True)


def _due_days(doc: Doc, pages) -> set[str]:
    """Every day a document prints on a line saying something is due."""
    return _days_on(pages, _DUE_WORD.search)


def _days_on(pages, kept) -> set[str]:
    """Every day printed on the lines `kept` keeps, read as the document writes its dates."""
    lines = [line for p in pages for line in p.text.splitlines()]
    df = dayfirst(lines)
    return {iso for line in lines if kept(line) for _, iso in printed_dates(line, df)}


_DUE_WORD = re.compile(r"\bdue\b", re.I)


def _days(doc: Doc, pages) -> set[str]:
    """Every day a document prints that can be its own date (never a card's expiry, a due date
    or a birth date), read as its own dates are read (day-first where it writes so)."""
    lines = [line for p in pages for line in p.text.splitlines()]
    return own_days(lines, dayfirst(lines))


def nearest(found: list[date], period: Period, most: int = 5) -> tuple[list[date], str]:
    """The dates closest to the one asked (all of them when few), and how many are left out."""
    if len(found) <= most:
        return found, ""
    if period.year:
        asked = date(period.year, period.month or 6, period.day or 15)
        found = sorted(found, key=lambda d: abs((d - asked).days))
    return sorted(found[:most]), f", and {len(found) - most} others"


def _none_read(n: int, what: str) -> str:
    return f"I couldn't read the {what} on the one I have" if n == 1 else f"I couldn't read the {what} on any of the {n} I have"


def _unread(n: int) -> str:
    if not n:
        return ""
    return f" ({n} more whose date I couldn't read)" if n > 1 else " (and one whose date I couldn't read)"


def printed_identifiers(library: Library, doc: Doc) -> identifiers.Printed:
    return library.derived("identifiers", doc, lambda d, pages: identifiers.printed([p.text for p in pages]))


def by_identifier(q: Question, library: Library) -> tuple[set[int], list[identifiers.Identifier]]:
    """The documents that print every identifier the question names, and the identifiers no
    document prints."""
    catalog = library.docs()
    kept = set(catalog)
    nowhere = []
    for ident in q.identifiers:
        printing = {i for i in library.holding(identifiers.search_key(ident)) & set(catalog)
                    if identifiers.prints(printed_identifiers(library, catalog[i]), ident)}
        if not printing:
            nowhere.append(ident)
        kept &= printing
    return kept, nowhere


def identified(q: Question, library: Library) -> tuple[set[int] | None, Selection | None]:
    """The documents printing every identifier the question names (None when it names none),
    or a decline naming the identifier no document prints."""
    if not q.identifiers:
        return None, None
    kept, nowhere = library.memo(("by_identifier", q.said.get("identifiers", "")), lambda: by_identifier(q, library))
    if nowhere:
        return kept, Selection(decline=f"No document I have prints {identifiers.quote(nowhere)}.",
                               reason="identifier-absent")
    if not kept:
        return kept, Selection(decline=f"No one document I have prints {identifiers.quote(q.identifiers)} together.",
                               reason="identifier-absent")
    return kept, None


def select(q: Question, library: Library, ranked: list[int]) -> Selection:
    """The documents that may answer `q`, best first (by the search ranking `ranked`)."""
    kept, refused = identified(q, library)
    if refused:
        return refused
    catalog = library.docs()
    if kept is not None:
        # a number the question names a document by is the surest selector it carries
        catalog = {i: d for i, d in catalog.items() if i in kept}
    narrowed = bool(q.issuers or q.issuer_asked or q.doc_kind or (q.spec and q.spec.kinds) or q.address
                    or q.identifiers)
    docs = list(catalog.values()) if narrowed else [catalog[i] for i in ranked if i in catalog]
    if not docs:
        return Selection(decline="I don't have any documents that could answer that yet.", reason="no-documents")
    if narrowed:
        # the whole catalog: who sent what is the same for the question asked by field or by label
        ids, why, named = library.memo(("by_issuer", tuple(q.issuers), q.issuer_asked, tuple(sorted(kept or ()))), lambda: (
            lambda r: ([d.doc_id for d in r[0]], r[1], r[2]))(by_issuer(q, docs, library)))
        docs = [catalog[i] for i in ids]
    else:
        docs, why, named = by_issuer(q, docs, library)
    if why:
        return Selection(decline=why, reason="no-such-issuer")
    of_issuer = docs
    kept = by_variant(q, by_kind(q, docs), library)
    if not kept and not q.doc_kind and q.spec:
        return Selection(decline=f"None of the documents I have{_from(q, [])} shows the {q.spec.noun}.",
                         reason="no-such-document")
    docs = kept
    if not docs:
        return Selection(decline=f"I don't have any {_kind_phrase(q)}{_from(q, [])}.", reason="no-such-document")
    if _INVOICE.search(q.text):
        # "the Steve Daines invoice": a contract or an order of the same advertiser is no invoice
        docs = [d for d in docs if d.sidecar.doc_type == "receipt" or _prints_invoice(library, d)]
        if not docs:
            return Selection(decline=f"None of the documents I have{_from(q, [])} says it is an invoice.",
                             reason="no-such-document")
    at_address = by_address(q, by_vehicle(q, docs, library), library)
    if not at_address:
        return Selection(decline=f"I don't see a {_noun(q, docs)}{_from(q, docs)} for {q.address}.",
                         reason="no-such-address")
    if q.state:
        # a form for another state is no more the one asked than another issuer's
        at_address = of_state(q, at_address)
        if not at_address:
            return Selection(decline=f"None of the {plural(_noun(q, docs))} I found prints "
                             f"{usstates.name(q.state)} ({q.state}) as its only state.", reason="no-such-document")
    sel = by_period(q, at_address, library)
    if sel.reason in ("no-such-period", "no-such-year"):
        sel = of_another_kind(q, of_issuer, at_address, library) or sel
    if q.version == "corrected" and sel.docs and not any(d.sidecar.corrected for d in sel.docs):
        return Selection(decline=f"None of the {plural(_noun(q, sel.docs))} I found is marked CORRECTED.",
                         reason="no-such-document")
    sel.docs = versions(q, sel.docs)
    if q.filing and any(d.sidecar.doc_type in RETURNS for d in sel.docs):
        sel.docs = filed_as(q, sel.docs)
        if not sel.docs:
            return Selection(decline=f"None of the returns I found has its “{q.filing}” box marked.",
                             reason="no-such-document")
    sel.one_issuer = named
    order = {doc_id: i for i, doc_id in enumerate(ranked)}
    sel.docs.sort(key=lambda d: (order.get(d.doc_id, len(order)), -(primary_date(d) or date.min).toordinal()))
    return sel


# An invoice asked by that name: the document must say it is one (a receipt may be called one)
_INVOICE = re.compile(r"\binvoices?\b", re.IGNORECASE)


_CALLS_ITSELF_INVOICE = re.compile(r"\b(?:" + "|".join(INVOICE_WORDS) + r")\w*", re.IGNORECASE)


def _prints_invoice(library: Library, doc: Doc) -> bool:
    """Whether the document calls itself an invoice, in any language it may be printed in."""
    return library.derived("invoice", doc, lambda d, pages: any(_CALLS_ITSELF_INVOICE.search(p.text) for p in pages))


def of_another_kind(q: Question, docs: list[Doc], of_kind: list[Doc], library: Library) -> Selection | None:
    """A field's usual kind of document is only a guess when the question names no kind ("the
    total": a receipt's): none of that kind is of the date asked, but a document of another
    kind is (a remittance advice, an invoice, a tax return). That one is not declined as
    missing; which of its figures the words mean is for its own labels to say (by_label)."""
    if q.doc_kind or q.spec is None or not q.spec.kinds or q.address or q.state:
        return None
    if all(k in TAX_FORMS for k in q.spec.kinds):
        # a form's box is printed on that form and no other: "I don't see a 2024 1098-E" says it
        return None
    rest = [d for d in docs if d not in of_kind and d.sidecar.doc_type not in q.spec.kinds]
    found = by_period(q, rest, library) if rest else Selection()
    # a document whose own date could not be read is no document of the date asked, and one
    # that does not print the question's words is no document it is about
    ts = wording.terms(q)
    others = [d for d in found.docs if d.doc_id not in found.unproven
              and not wording.unprinted(ts, library.derived("described", d, wording.described))]
    if not others:
        return None
    d, guess = others[0], KIND_NOUN.get(q.spec.kinds[0], q.spec.kinds[0])
    kind = KIND_NOUN.get(d.sidecar.doc_type or "")
    what = f"it is {_a(kind)} {kind}, not {_a(guess)} {guess}" if kind else f"I can't tell it is {_a(guess)} {guess}"
    return Selection(decline=f"I found {d.name}{' and others' if len(others) > 1 else ''}, but {what}, and I "
                             f"can't tell which of its figures is the {q.spec.noun} you mean; ask for it by the "
                             f"words printed beside it.", reason="no-such-document")


def _a(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def versions(q: Question, docs: list[Doc]) -> list[Doc]:
    """A CORRECTED form replaces the original of the same form, payer, recipient and year: of
    the two, only the corrected answers, unless the question asks for the original."""
    def key(d: Doc):
        sc = d.sidecar
        if sc.doc_type not in TAX_FORMS or not sc.issuer or not sc.tax_year:
            return None
        return sc.doc_type, issuer_key(sc.issuer), sc.tax_year, issuer_key(sc.person or "")
    if q.version == "corrected":
        return [d for d in docs if d.sidecar.corrected]
    fixed = {key(d) for d in docs if d.sidecar.corrected and key(d)}
    if not fixed:
        return docs
    want = q.version == "original"
    return [d for d in docs if key(d) not in fixed or d.sidecar.corrected != want]


def filed_as(q: Question, docs: list[Doc]) -> list[Doc]:
    """The returns filed with the status the question names: a return whose marked status is
    another one is not the one meant; one whose mark could not be read stays (it may be),
    unless another return is marked with that status."""
    statuses = {d.sidecar.filing_status for d in docs if d.sidecar.doc_type in RETURNS}
    ok = {q.filing} if q.filing in statuses else {q.filing, None}
    return [d for d in docs if d.sidecar.doc_type not in RETURNS or d.sidecar.filing_status in ok]


def of_state(q: Question, docs: list[Doc]) -> list[Doc]:
    """The forms whose "State" box prints the state the question names and no other: a form
    for another state, for two, or whose state box was not read, never answers for it. A
    pay stub, which has no state boxes, is kept: the row must name the state (wording.opposed)."""
    return [d for d in docs if d.sidecar.states == [q.state] or d.sidecar.doc_type in payroll.KINDS]


_WORD = re.compile(r"[a-z]{4,}")


def qualifiers(q: Question) -> set[str]:
    """The question's own describing words ("earthquake", "electric", "umbrella"): not the
    field, the kind of document, the period, or filler."""
    from docq.answer.retrieve import _STOP
    from docq.answer.vocab import SPECS
    common = set(_STOP) | {w for s in SPECS for a in s.asks for w in a.split()}
    common |= {w for s in SPECS for w in s.noun.lower().split()}
    common |= {"bill", "bills", "statement", "statements", "policy", "form", "document", "insurance",
               "much", "what", "when", "many", "according", "report", "reported", "about", "have", "there",
               "were", "paid", "pay", "term", "started", "starting", "began", "year", "month", "date"}
    common |= {m for m in calendar.month_name[1:] + calendar.month_abbr[1:]}
    # words that name a kind of document and no one document of it ("my bank statement" is
    # not the one whose issuer is called a Bank); "umbrella", "gas", "savings" do describe one
    common |= {"bank", "card", "credit", "utility", "declarations", "annual"}
    common = {c.lower() for c in common}
    return set(_WORD.findall(q.text.lower())) - common


def prefer_described(q: Question, docs: list[Doc], library: Library) -> list[Doc]:
    """Among documents of several issuers, those whose own description (title lines, issuer,
    kind) grounds most of the question's describing words, by the same word-for-word rule
    that grounds them at all (wording.py): an "earthquake policy" is the one titled so, not
    one that mentions earthquakes in its exclusions; an "electric bill" from a Power & Light
    company is as much one as an Electric company's. All of them when none does."""
    # (a name the question says is for whom or from whom, never what: a name printed in one
    # document's title lines, under its "Advertiser" caption, describes no kind of document)
    named = {w.lower() for w in (q.issuer_asked or "").split()}
    ts = [t for t in wording.terms(q) if not t.soft and t.said.lower() not in named]
    if not ts:
        return docs
    def score(d: Doc) -> int:
        own = library.derived("described", d, wording.described).own
        return sum(1 for t in ts if wording.same_word(t.stem, own))
    scores = {d.doc_id: score(d) for d in docs}
    best = max(scores.values())
    return [d for d in docs if scores[d.doc_id] == best] if best > 0 else docs


def describe_dates(dates: list[date], with_day: bool) -> str:
    """"September and October 2017", "December 2016 and January 2017", "January 7, 2025"."""
    if with_day:
        return _join([f"{calendar.month_name[d.month]} {d.day}, {d.year}" for d in dates])
    by_year: dict[int, list[str]] = {}
    for d in dates:
        months = by_year.setdefault(d.year, [])
        if calendar.month_name[d.month] not in months:
            months.append(calendar.month_name[d.month])
    return _join([f"{_join(ms)} {y}" for y, ms in sorted(by_year.items())])


def _join(items: list[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _noun(q: Question, docs: list[Doc]) -> str:
    kind = q.doc_kind or (docs[0].sidecar.doc_type if docs else None)
    return KIND_NOUN.get(kind or "", "document")


def _kind_phrase(q: Question) -> str:
    kind = q.doc_kind or (q.spec.kinds[0] if q.spec and q.spec.kinds else "")
    noun = KIND_NOUN.get(kind, "")
    return plural(noun) if noun else "document that shows that"


def _from(q: Question, docs: list[Doc]) -> str:
    if q.issuers:
        # of the issuers the question's name fits ("Vanguard"), the one that sent these documents
        sent = {issuer_key(d.sidecar.issuer) for d in docs if d.sidecar.issuer}
        return f" from {next((n for n in q.issuers if issuer_key(n) in sent), q.issuers[0])}"
    if q.issuer_asked:
        return f" from {q.issuer_asked}"
    return ""
