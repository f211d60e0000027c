"""The answer engine: a question → exactly one Answer (answered, declined or held).

Wiring only: parse → retrieve → filter → for each candidate document, the tiers in order
(reviewed, sidecar, model) → guards → compose. Held and declined are values, never
exceptions; only a malformed question raises (BadInput, from limits.py).
"""
from __future__ import annotations

import functools
import logging
import re
import threading
from dataclasses import dataclass, field, replace
from datetime import date
from decimal import Decimal

from docq import money
from docq.answer import (accounts, compose, filters, formboxes, formlines, grossnet, groups, guards, identifiers, limits, model_setup, openlabels,
                         parties, rates, retrieve, sums, tiers, transactions, vehicles, wording, wordtables)
from docq.answer.candidates import UNIT_SAID, Candidate, before_article, split_limit, squash, unplaced, unplaced_key
from docq.answer.library import Doc, DocPage, Library
from docq.answer.parse import Question, parse
from docq.answer.vocab import (BY_VERB_ON_KIND, KIND_NOUN, OPEN, SPECS, TAX_KINDS, fields_on, is_open, plain_label,
                               plural, spec_for)
from docq.meaning import payroll
from docq.meaning.qualifiers import ASKS_PERCENT
from docq.meaning.words import FILLER
from docq.records import Answer
from docq.errors import DocqError
from docq.review import crops, queue, totals
from docq.review import reasons as R
from docq.workers import labels as printed_labels
from docq.workers import receipts, retry
from docq.workers.dates import MONTH
from docq.workers.kinds import MONTHLY, TAX_FORMS

log = logging.getLogger("docq.answer")

MAX_DOCS = 3
MAX_OPEN_DOCS = 24     # documents searched for a label the question names


@dataclass
class Stats:
    """What the model tier did, for the logs and the evals: how many of its figures the
    guards voided."""
    model_replies: int = 0
    model_voided: int = 0
    model_held: int = 0
    model_answered: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def count(self, what: str) -> None:
        with self.lock:
            setattr(self, what, getattr(self, what) + 1)

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in ("model_replies", "model_voided", "model_held", "model_answered")}


class AnswerContext:
    """Everything the engine needs, built once per daemon (store, config, index, model)."""

    def __init__(self, cfg, store, index, reader=None, reread=None, today=None):
        self.cfg, self.store, self.index = cfg, store, index
        self.library = Library(store)
        self.reader = reader
        self.reread = reread
        self.today = today            # pinned by tests; None means the real date
        self.stats = Stats()

    def date(self) -> date:
        return self.today or date.today()


def _second_reader(read_looks=None):
    try:
        from docq.workers.reread import reread
    except ImportError:
        log.warning("no second reader (docq.workers.reread): every money figure will be held")
        return None
    return guards.RereadMemo(reread if read_looks is None else functools.partial(reread, read=read_looks))


def make_context(cfg, store, index, read_looks=None) -> AnswerContext:
    """`read_looks` reads a figure's crops for the second reader (the shared queue's workers,
    workers/remote_reread); by default they are read in this process."""
    return AnswerContext(cfg, store, index, reader=model_setup.reader(cfg), reread=_second_reader(read_looks))


def answer(question: str, ctx: AnswerContext, channel: str = "cli", inbox_path: str | None = None) -> Answer:
    """The answer from what is stored. Answering writes only to hold a figure for review (and
    to re-read its pixels): when the disk is full there, the answer says so, with no figure."""
    text = limits.check_question(question)
    try:
        result = _answer(text, ctx, channel, inbox_path)
        # a decline says which pages could not be read: what was asked may be printed there
        return compose.unread(result, ctx.library.unread()) if result.status == "declined" else result
    except Exception as e:  # noqa: BLE001 - only a full disk is answered here; the rest is raised
        if not retry.no_space(e):
            raise
        log.warning("a question needed room on the disk holding HOME, which is full: %s", e)
        return compose.no_space(text, ctx.cfg.paths.home)


# A case the person supposes ("if I pay $54 a month", "if I only pay the minimum"): what it would
# come to is a card's warning table's row for that case, which no label of one figure says
_WHAT_IF = re.compile(r"\b(?:if|when)\s+(?:i|we)\s+(?:only\s+|just\s+)?(?:pay|paid|make|made|put|send|sent)\s+"
                      r"(?:\$\s?\d|(?:only\s+)?(?:the\s+)?min(?:imum)?\b)", re.IGNORECASE)


# ...and two figures compared ("how much more interest did I pay in March than February", "the
# difference between my 2022 and 2023 premiums"): a difference no document prints
_COMPARED = re.compile(r"\bhow\s+much\s+(?:more|less|higher|lower|bigger|smaller|greater)\b.*\bthan\b|"
                       r"\bdifference\s+(?:between|from|in)\b|\b(?:increase|decrease|go\s+up|go\s+down|went\s+up|"
                       r"went\s+down|rise|rose|drop(?:ped)?)\s+(?:by\s+how\s+much\s+)?from\b|"
                       # ...or one taken from another: "what I spent at REI after the return"
                       r"\b(?:after|net\s+of|less|minus)\s+(?:the\s+|my\s+|a\s+|any\s+)?(?:returns?|refunds?|"
                       r"rebates?|credits?)\b", re.IGNORECASE)


# ...or figures put together: two periods at once ("in August and September", "in 2022 and
# 2023"), one figure and another ("interest plus fees"), a share of one ("15% of my dwelling
# coverage"): what they come to no document prints, and one of them is not it
_COMBINED = re.compile(rf"(?<!between )\b{MONTH}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+(?:19|20)\d\d)?\s+(?:and|&)\s+"
                       rf"{MONTH}(?=\s|$|[,?.])|(?<!between )\b(?:19|20)\d\d\s+(?:and|&)\s+(?:19|20)\d\d\b|"
                       r"\b\d+(?:\.\d+)?\s*(?:%|percent)\s+of\b", re.IGNORECASE)
# ...said with "plus" between words of what is asked (never a name's "Plus": "T Plus F&B")
_PLUS = re.compile(r"\b[a-z][\w()'-]*\s+plus\s+(?:the\s+|my\s+|any\s+|all\s+)?[a-z0-9]")


def _answer(text: str, ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer:
    if _COMBINED.search(text) or _PLUS.search(text):
        return compose.declined(text, "I answer with one figure a document prints, for one period; ask for each "
                                      "figure on its own, e.g. “the interest in August”.", "field-unknown")
    if _COMPARED.search(text):
        return compose.declined(text, "I answer with one figure a document prints, not the difference between two; "
                                      "ask for each figure on its own and compare them.", "field-unknown")
    if _WHAT_IF.search(text):
        return compose.declined(text, "I can only answer with a figure your documents print under its own label, "
                                      "not what a payment you suppose would come to; ask for the figure by its "
                                      "label, e.g. “the minimum payment due”.", "field-unknown")
    q = parse(text, ctx.library.issuers(), ctx.date())
    numbered = by_row_number(q, ctx, channel, inbox_path)
    if numbered is not None:
        return numbered
    result = _by_document(q, ctx, channel, inbox_path)
    if result.status == "declined" and result.reasons[:1] != [R.WORD_UNKNOWN] and (
            q.period is None or q.period.month):
        # no document's figure answers; a transaction printed on the day asked, or named by its
        # words, may (never after a figure was blocked for a word nobody gave a meaning: that
        # one may be the asked one)
        return by_row_date(q, ctx, channel, inbox_path) or result
    return result


def _by_document(q: Question, ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer:
    text = q.text
    if q.spec is None or _coverage_named(q) or _paid_total(q):
        q = _by_verb(q, ctx.library)
    if _tax_of_a_year(q):
        return compose.declined(text, "“Tax” could be the sales tax a receipt prints or the tax a return or a W-2 "
                                      "reports; ask for the one you mean, e.g. “the sales tax on my receipt from "
                                      "the pharmacy” or “the total tax on my tax return”.", "ambiguous")
    if q.spec is None:
        return by_label(q, ctx, channel, inbox_path) or compose.declined(
            text, "I can't tell which figure you are asking about; ask for one by name, "
                  "e.g. the amount due, new balance, wages, property tax or deductible.", "field-unknown")
    summed = by_sum(q, ctx, channel, inbox_path) if q.total else None
    if summed is not None:
        return summed
    row_named = _row_named(q)
    if row_named:
        # the field was only guessed from "bill" while the words name a row ("the current gas
        # charges on my bill", "the late amount on the gas bill"): the row first, in one pass
        opened = by_label(q, ctx, channel, inbox_path)
        if opened is not None and (opened.status != "declined" or opened.reasons[:1] == [R.WORD_UNKNOWN]):
            return opened   # (the row named is labelled with a word nobody gave a meaning: no field in its place)
    result = by_field(q, ctx, channel, inbox_path)
    for other in _also_said(q) if result.status == "declined" and result.reasons[:1] in _NOT_FOUND else ():
        # words that name no figure ("how much was") are as much another field's: what an
        # invoice printing no amount due came to is its total
        also = by_field(replace(q, field=other), ctx, channel, inbox_path)
        if also.status != "declined":
            return also
    if not row_named and result.status == "declined" and (result.reasons[:1] in (
            [R.WORDS_UNGROUNDED], ["field-absent"], ["no-such-document"], [R.NOT_LITERAL])
            or _kind_guessed(q, result)):
        # the words name a row the field table does not know ("the supply charges", "the
        # interest charged" on a card, which no 1099 field is), or the field's only figure is
        # not printed at all (a guess no row holds): a row the words name may answer
        opened = by_label(q, ctx, channel, inbox_path)
        if opened is not None and opened.status != "declined":
            return opened
    return result


def by_row_date(q: Question, ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer | None:
    """A deposit, payment or balance asked for by the date its transaction row prints
    (transactions.py), proved as any figure is; None when no row is picked out."""
    if transactions.asks(q.text) == "balance" and not (q.period and q.period.day):
        return None     # a row's running balance is its day's: "my Chase checking balance" asks no day's
    if q.tax_year and q.period is None:
        return None     # a tax year asked ("state tax I paid in 2022") is a year's figure, as a year is: no row's
    if filters.said_due(q):
        return None     # "the payment due 05/02/2024" is a statement's, not a purchase made that day
    found = [f for f in transactions.select(q.text, q.period, _docs_rows(q, ctx), q.said.get("kind", ""))
             if not identifiers.unprinted(q.identifiers, filters.printed_identifiers(ctx.library, f.doc))]
    if q.issuers and (transactions.asks(q.text) == "balance" or transactions.account_named(q.text, q.issuer_asked)
                      or transactions.spent_with_card(q.text, _kinds_of(q.issuers, ctx.library))):
        # "my Crestline balance" is the card's own: never the running balance of another's account
        # that a row paying Crestline left; nor is what was spent "on the Northgate card" a
        # checking account's row paying it
        found = [f for f in found if any(filters.same_sender(f.doc.sidecar.issuer or "", i) for i in q.issuers)]
    if len(found) > 1:
        names = ", ".join(sorted({f.doc.name for f in found}))
        where = f"printed on {q.period.describe()}" if q.period else "your words name"
        return compose.declined(q.text, f"More than one transaction {where} could be the one you mean ({names}); "
                                        f"name it by {'the words its row prints' if q.period else 'its date'}.",
                                R.CONFLICTING)
    return _row_answer(q, found[0], ctx, channel, inbox_path) if found else None


def _kinds_of(issuers: list[str], library: Library) -> set[str | None]:
    """The kinds of the documents the named senders sent."""
    return {d.sidecar.doc_type for d in library.docs().values() if d.sidecar.issuer in issuers}


def by_row_number(q: Question, ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer | None:
    """A transaction asked for by the number its row prints ("how much was check 1043"): the
    number names the row, not the document; None when the question gives no such number or
    no row prints it."""
    named = [i for i in q.identifiers if identifiers.names_row(q.text, i)]
    if not named:
        return None
    found = [f for f in transactions.numbered(q.text, named, q.period, _docs_rows(q, ctx))
             if not identifiers.unprinted(q.identifiers, filters.printed_identifiers(ctx.library, f.doc))]
    if len(found) > 1:
        names = ", ".join(sorted({f.doc.name for f in found}))
        return compose.declined(q.text, f"More than one transaction prints {identifiers.quote(named)} ({names}); "
                                        "say which by its date or the words its row prints.", R.CONFLICTING)
    return _row_answer(q, found[0], ctx, channel, inbox_path) if found else None


def _docs_rows(q: Question, ctx: AnswerContext) -> list[tuple[Doc, list, set[str], date | None]]:
    """Each document of a kind that prints transactions, with its transaction rows, the stems
    of its words and the date that names it."""
    out = []
    for d in ctx.library.docs().values():
        if not transactions.in_scope(q.doc_kind, d.sidecar.doc_type):
            continue
        rows = ctx.library.derived("transactions", d, lambda doc, pages: transactions.rows(
            pages, *filters.statement_period(doc)))
        if rows:
            out.append((d, rows, ctx.library.derived(
                "stems", d, lambda doc, pages: wording.stems(" ".join(p.text for p in pages))),
                filters.period_date(d)))
    return out


def _row_answer(q: Question, f: transactions.Found, ctx: AnswerContext, channel: str,
                inbox_path: str | None) -> Answer | None:
    """A transaction row's figure, proved as any figure is."""
    label = transactions.label(f.row, f.caption)
    c = Candidate(f.doc, OPEN + plain_label(label), "money", f"{abs(money.parse_amount(f.word.text)):.2f}", "rows",
                  page=f.row.page, box=f.word.box, label=label, printed=f.word.text, confidence=f.word.conf,
                  currency=f.doc.sidecar.currency or "USD")
    verdict = guards.check_money(c, ctx.library.pages(f.doc.doc_id), tiers.rejected(ctx.store, f.doc, c.field),
                                 False, ctx.cfg, ctx.reread)
    if verdict.void:
        return None
    return compose.answered(q, c) if verdict.ok else hold(q, c, verdict, ctx, channel, inbox_path)


def _kind_guessed(q: Question, result: Answer) -> bool:
    """The only documents searched were of the kind the field lives on ("total": a receipt),
    a kind the question's words do not say, and none was of the date or year asked: the
    document meant is another kind ("the total warrant amount on my remittance advice dated
    01/13/2022"), whose own printed labels the words may name."""
    return (not q.doc_kind and q.spec is not None and bool(q.spec.kinds)
            and result.reasons[:1] in (["no-such-period"], ["no-such-year"]))


def _tax_of_a_year(q: Question) -> bool:
    """"How much tax did I pay in 2021?": the bare word names a receipt's sales tax in the field
    table, but said of a year, and of no receipt, store or day, it is as much the year's income
    tax: neither is guessed."""
    return (q.field == "tax" and (q.said.get("field") or "").lower() in ("tax", "taxes") and not q.doc_kind
            and re.search(r"\b(?:much|the|my|our|any|in|what|of)\s+(?:total\s+)?tax(?:es)?\b", q.text, re.I) is not None
            and not (q.issuers or q.issuer_asked or q.identifiers) and not (q.period and (q.period.month or q.period.day or q.period.span)))


# A field's decline that says its figure was not found (not that another stood in its way)
_NOT_FOUND = (["field-absent"], [R.NOT_LITERAL], [R.WORDS_UNGROUNDED])


def _said_bare(q: Question) -> str:
    """The words the field was read from, when they name no figure ("how much was"); else ""."""
    said = (q.said.get("field") or "").lower()
    return said if said and all(w in FILLER for w in said.split()) else ""


def _also_said(q: Question) -> list[str]:
    """The other fields the question's words ask as well, when they name no figure ("how much
    was" is the amount due's and the total's): each may answer where the first found none."""
    said = _said_bare(q)
    # (of the kind of document asked: "how much was my paycheck" is no receipt's total, and a
    # pay stub's "Amount" of earnings is not what it came to)
    return [spec.name for spec in SPECS if spec.name != q.field and said in spec.asks
            and not (q.doc_kind and spec.kinds and q.doc_kind not in spec.kinds)] if said else []


def _row_named(q: Question) -> bool:
    """A question whose field was only guessed, from "bill" (what it came to) or from words
    that name no figure ("how much was"), and whose other words name what a row's label says,
    not what the document is: "how much was the total tax on the 2021 1040" asks the return's
    total tax, never its amount owed."""
    guessed = q.said.get("field") in ("bill", "bills") or bool(_said_bare(q))
    return guessed and any(not (t.of_doc or t.name or t.soft) for t in wording.terms(q))


def _paid_total(q: Question) -> bool:
    """The field was read from "how much did I pay" alone, a receipt's total: of a document of
    another kind, what the verb asks of that kind comes first (a card's payments, a policy's
    premium)."""
    return q.field == "total" and not re.search(r"\btotal\b", q.said.get("field") or "", re.I)


def _coverage_named(q: Question) -> bool:
    """The field was read from the bare noun "coverage", which names a row ("how much does
    collision coverage cost"): what the verb asks of it (its cost, the premium) comes first."""
    return q.field == "coverage_limit" and (q.said.get("field") or "").lower() == "coverage"


def _by_verb(q: Question, library: Library) -> Question:
    """"How much did I earn at Yarrowwater?", "what does my homeowners insurance cost?" name no
    figure, but their verb and the kind of document they are about do: what a W-2 reports
    earned, what a policy costs. Only when every document the question names is of one kind."""
    if q.issuers:
        kinds = {d.sidecar.doc_type for d in library.docs().values() if d.sidecar.issuer in q.issuers}
    elif q.issuer_asked and not q.doc_kind:
        # a sender no sidecar names (a W-2 whose employer box was not read): what prints its name
        docs = library.docs()
        kinds = {docs[i].sidecar.doc_type for i in library.mentions(q.issuer_asked) if i in docs}
    else:
        kinds = {q.doc_kind} if q.doc_kind else set()
    if len(kinds) != 1:
        return q
    kind = kinds.pop()
    for verb, fields in BY_VERB_ON_KIND:
        m = verb.search(q.text)
        if m and kind in fields:
            q = replace(q, field=fields[kind], said={**q.said, "field": m.group(0), "verb": m.group(0)})
            break
    else:
        return q
    if kind in TAX_KINDS and q.period and q.period.month is None and not q.period.span and not q.period.day:
        q = replace(q, tax_year=q.period.year, period=None)   # "in 2023": the tax year a form is for
    return q


def by_field(q: Question, ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer:
    """The figure for a field of the field table (vocab.py)."""
    ranked, best_page = retrieve.rank(ctx.index, q)
    sel = filters.select(q, ctx.library, ranked)
    if sel.decline:
        return compose.declined(q.text, sel.decline, sel.reason or "not-found")
    docs = worded(q, sel.docs, ctx)
    if isinstance(docs, Answer):
        return docs
    docs = narrow(q, filters.prefer_described(q, docs, ctx.library) if not q.issuers else docs,
                  sel.one_issuer, ctx.date(), ctx.library)
    if isinstance(docs, Answer):
        return docs
    outcomes = [o for o in (try_document(q, d, d.doc_id in sel.unproven, best_page.get(d.doc_id), ctx)
                            for d in docs) if o]
    return settle(q, outcomes, docs, ctx, channel, inbox_path)


def by_sum(q: Question, ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer | None:
    """A total over every document in scope (sums.py), each part proved as one answer is; None
    when one figure answers instead (one document in scope of a question that did not say
    "total", by the path above)."""
    ranked, best_page = retrieve.rank(ctx.index, q)
    scope = sums.in_scope(q, ctx.library, ranked)
    if scope.decline is not None:
        return scope.decline if q.total != "maybe" else None
    if len(scope.docs) + len(scope.undated) < 2 and (q.total == "maybe" or not scope.docs):
        # one document: its one figure answers, unless it says it is one of several payments
        missing = sums.installments(scope.docs, ctx.library)
        return sums.gap_declined(q, scope.docs, missing) if missing else None
    if scope.undated:
        return sums.undated(q, scope.undated)
    docs = worded(q, scope.docs[:sums.MAX_PARTS + 1], ctx)
    if isinstance(docs, Answer) or not docs:
        return docs if q.total != "maybe" and isinstance(docs, Answer) else None
    stray = sums.same_series([d for d in scope.docs if d not in docs], docs)
    if stray:
        return sums.unworded(q, stray)
    if len(scope.docs) > sums.MAX_PARTS:
        return compose.declined(q.text, f"More than {sums.MAX_PARTS} documents are in scope; ask for a shorter "
                                        f"period or one issuer.", "sum-too-many")
    parts = [sums.Part(d, *(try_document(q, d, False, best_page.get(d.doc_id), ctx) or (None, None))) for d in docs]
    refused = sums.unproven(q, parts) or sums.currencies(q, parts)
    if refused:
        return refused
    parts, copies = sums.once(parts)
    parts, same, refused = sums.recaps(q, parts)
    if refused:
        return refused
    missing = sums.gaps(parts, q.period, ctx.date()) + sums.installments([p.doc for p in parts], ctx.library)
    if missing and q.total != "found":
        return sums.gap_declined(q, [p.doc for p in parts], missing)
    doubted = [p for p in parts if not p.proved]
    if doubted:
        ids = {p.doc.doc_id: hold_part(q, p, len(parts), ctx) for p in doubted}
        totals.hold(ctx.store, question=q.text, channel=channel, inbox_path=inbox_path, field=q.field,
                    currency=parts[0].candidate.currency or "USD", head=sums.heading(q), kind=sums.kind_of(parts),
                    parts=sums.for_review(parts, ids), review_ids=list(ids.values()))
        return sums.held(q, parts, ids)
    return sums.answered(q, parts, copies, same, missing)


def hold_part(q: Question, p: "sums.Part", n: int, ctx: AnswerContext) -> int:
    """One doubted part of a sum, held as its own review item: approving it makes it a verified
    field, which the sum asked again reads. Always on the CLI channel: a decision rewrites an
    inbox answer with the decided figure, and one part is not the answer to a sum (the held
    total answers the inbox once its last part is decided, review/totals.py)."""
    c, verdict = p.candidate, p.verdict
    review_id = queue.hold(ctx.store, question=q.text, channel="cli", inbox_path=None, field=c.field,
                           value=c.value, doc_id=c.doc.doc_id, page=c.page, box=c.box, reasons=verdict.reasons,
                           detail=f"one of {n} parts of a total; " + "; ".join(verdict.detail) + f" (tier: {c.tier})")
    _keep_pixels(ctx, review_id)
    return review_id


def worded(q: Question, docs: list[Doc], ctx: AnswerContext, open_vocabulary: bool = False) -> list[Doc] | Answer:
    """Only documents that print every word of the question may answer it: "my flood
    policy" is not the homeowners policy, "the gas bill" not the electric one."""
    ts = wording.terms(q, open_vocabulary)
    if not ts or not docs:
        return docs
    kept, missing = [], []
    for d in docs:
        gone = wording.unprinted(ts, ctx.library.derived("described", d, wording.described))
        (missing if gone else kept).append((d, gone))
    if kept:
        return [d for d, _ in kept]
    return compose.declined(q.text, _none_say(missing), R.WORDS_UNGROUNDED)


def _none_say(missing: list[tuple[Doc, list]]) -> str:
    """"I have a policy from Evergreen Mutual, but none that says “flood”."""
    d, gone = missing[0]
    kind = KIND_NOUN.get(d.sidecar.doc_type or "", "document")
    kinds = {x.sidecar.doc_type for x, _ in missing}
    issuers = sorted({x.sidecar.issuer for x, _ in missing if x.sidecar.issuer})
    noun = kind if len(kinds) == 1 else "document"
    if issuers:
        names = issuers[:4] + ([f"{len(issuers) - 4} others"] if len(issuers) > 4 else [])
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        have = f"I have {'a ' + noun if len(missing) == 1 else plural(noun)} from {listed}"
    else:
        have = f"I have {'a ' + noun if len(missing) == 1 else str(len(missing)) + ' ' + plural(noun)}"
    return f"{have}, but none that says {wording.quote(gone)}."


def by_label(q: Question, ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer | None:
    """A figure asked for in words the field table does not know, read from the row whose
    printed label those words name (openlabels.py); None when no document prints one."""
    oq = replace(q, field=None)
    ranked, best_page = retrieve.rank(ctx.index, oq)
    sel = filters.select(oq, ctx.library, ranked)
    if sel.decline:
        # no document of what the question names ("my 2022 Form 1040"): say what there is
        return compose.declined(q.text, sel.decline, sel.reason or "not-found")
    docs = worded(oq, sel.docs[:MAX_OPEN_DOCS], ctx, open_vocabulary=True)
    if isinstance(docs, Answer):
        return _no_such_label(oq, sel.docs[:MAX_OPEN_DOCS], ctx)
    # the names the documents the question may mean are called by, in their headings
    heads = {d.doc_id: ctx.library.derived("described", d, wording.described) for d in sel.docs[:MAX_OPEN_DOCS]}
    called = {d: h.titled if h.titled is not None else h.own for d, h in heads.items()}
    matches = [(d, openlabels.propose(oq, d, _own_rows(oq, d, ctx),
                                      heads[d.doc_id], q.field,
                                      accounts.unnamer(oq, ctx.library.pages(d.doc_id), d.sidecar.doc_type),
                                      set().union(*(s for k, s in called.items() if k != d.doc_id))))
               for d in docs]
    matches = [(d, m) for d, m in matches if m.candidate or m.conflicting or m.blocked]
    # what one document's row names less of the question than another document's row does is
    # not the row the words name best: it neither answers nor stands in the way
    top = max((m.score for _, m in matches), default=(0, 0))
    for d, m in matches:
        if m.blocked and m.score == top:
            # the row the words name best says a word nobody gave a meaning: no other row, on this
            # document or another, is answered in its place
            return compose.unmatched(oq, m.blocked, None, openlabels.labels_printed(_money_rows(ctx, d), near=q.text))
    found = [(d, m) for d, m in matches if m.candidate or m.conflicting and m.score == top]
    if not found:
        return _no_such_label(oq, docs, ctx)
    meant = could_mean(oq, found, sel.docs[:MAX_OPEN_DOCS], ctx)
    # a document whose heading the question's names describe is the one meant, not another
    # printing them in its body ("the gross amount on the WZZM order": not the order of another
    # station listing WZZM's share of the market)
    found = [(d, m) for d, m in found if d.doc_id in {x.doc_id for x in meant}] or found
    conflicts = [(d, m) for d, m in found if m.conflicting]
    if conflicts:
        d, m = conflicts[0]
        labels = ", ".join(dict.fromkeys(r.label for r in m.conflicting))
        return compose.declined(q.text, f"{d.name} prints more than one figure your words could mean ({labels}); "
                                        f"ask for one by its label.", R.CONFLICTING)
    asked = which_one(oq, meant, sel.one_issuer, ctx.library)
    if asked:
        return asked
    chosen = narrow(oq, [d for d, _ in found], sel.one_issuer, ctx.date(), ctx.library)
    if isinstance(chosen, Answer):
        return chosen
    newer = _newer_silent(oq, chosen, meant, ctx)
    if newer:
        return newer
    by_doc = {d.doc_id: m.candidate for d, m in found}
    outcomes = []
    for d in chosen:
        c = by_doc[d.doc_id]
        pages = ctx.library.pages(d.doc_id)
        verified = tiers.reviewed(ctx.store, d, c.field)
        if verified is not None:
            outcomes.append((verified, guards.Verdict()))
            continue
        verdict = judge(oq, c, pages, _laid_out(ctx, d), tiers.rejected(ctx.store, d, c.field),
                        d.doc_id in sel.unproven, ctx)
        if q.spec is not None and q.spec.name == "total":
            paid_total(c, verdict)
        outcomes.append((c, verdict))
    return settle(oq, outcomes, chosen, ctx, channel, inbox_path, scope=docs)


def could_mean(q: Question, found: list[tuple[Doc, openlabels.Match]], pool: list[Doc],
               ctx: AnswerContext) -> list[Doc]:
    """The documents of `pool` the question could mean as well as those `found` to answer it:
    of their kinds, printing every word of the question that says which document (a word a
    found one is described by: its title, sender or kind; a kind of document grounded as the
    question's words are), and described by every name it says. The other words name the
    figure, in a label another sender may print otherwise: a lender's statement printing
    "mortgage" with no row "Regular Monthly Payment" is as much the one meant by "my regular
    monthly mortgage payment in April" as the lender's that prints it; a gas bill is not the one
    meant by "the electricity I used", nor another insurer's policy printing "State Farm" as a
    prior carrier the one meant by "my State Farm policy"."""
    def own(w: wording.Described) -> set[str]:
        return w.own if w.titled is None else w.titled

    def fits(t: wording.Term, w: wording.Described) -> bool:
        if t.name:
            return wording.same_name(t.stem, own(w))
        if t.of_doc:
            # a kind of document is grounded as the question's words are (a renters policy is
            # not "my homeowners policy", whatever its perils list prints)
            return wording.grounding([t], w, question=q.text)[t.said] is not None
        return not wording.unprinted([t], w)

    kinds = {d.sidecar.doc_type for d, _ in found}
    described = [ctx.library.derived("described", d, wording.described) for d, _ in found]
    ts = [t for t in wording.terms(q, open_vocabulary=True)
          if t.name or any(wording.same_word(t.stem, own(w)) for w in described)]
    return [d for d in pool if d.sidecar.doc_type in kinds
            and all(fits(t, ctx.library.derived("described", d, wording.described)) for t in ts)]


def paid_total(c: Candidate, verdict: guards.Verdict) -> None:
    """A row stated as a receipt's total must be what the receipt says was paid, as the
    sidecar's own total must (workers/receipts.py)."""
    if c.kind != "money" or c.doc.sidecar.doc_type != "receipt":
        return
    paid = receipts.paid_contradicts(c.doc.sidecar.fields, Decimal(c.value))
    if paid is not None:
        verdict.fail(R.LABEL_DISAGREES, f"{c.value} is not what the receipt says was paid ({paid})")


def _no_such_label(q: Question, docs: list[Doc], ctx: AnswerContext) -> Answer | None:
    """When the question names one document (by issuer) and it prints no label the words
    name, say what it does print; otherwise there is nothing to say."""
    if not q.issuers or len({d.sidecar.issuer for d in docs}) != 1:
        return None
    d = sorted(docs, key=lambda x: filters.primary_date(x) or date.min, reverse=True)[0]
    ts = wording.terms(q, open_vocabulary=True)
    if not ts:
        return None
    words = wording.quote(ts)
    labels = openlabels.labels_printed(_money_rows(ctx, d), near=q.text)
    prints = f" It prints: {', '.join(labels)}." if labels else ""
    kind = KIND_NOUN.get(d.sidecar.doc_type or "", "document")
    return compose.declined(q.text, f"I found your {d.sidecar.issuer} {kind} ({d.name}), but no figure on it "
                                    f"is labelled with {words}.{prints}", "field-absent")


def _printed(ctx: AnswerContext, doc: Doc) -> tuple[list[openlabels.Printed], list[openlabels.Printed]]:
    """The document's printed (label, figure) and (label, identifier) pairs, its lines' and its
    layout's, read once per document."""
    return ctx.library.derived("printed", doc, lambda d, pages: openlabels.printed(d, pages, _laid_out(ctx, d)))


def _unplaced_twin(q: Question, ctx: AnswerContext, c: Candidate, label: str) -> str | None:
    """The candidate's label when the document prints it again in a row of several figures
    no column tells apart (candidates.unplaced), none of them the candidate's: "Interest" of
    a mortgage's amount due is not "how much interest have I paid", which its "Paid Last Month
    | Paid Year to Date" row, unread, may hold. A figure of that row the word boxes placed
    under its column's caption (wordtables.scope_pairs: "Principal Paid Last Month") is told
    apart, when the question says no word of that caption (nor asks what was paid, when it
    says "Paid")."""
    rows = ctx.library.derived("unplaced rows", c.doc, lambda d, pages: unplaced(pages, formlines.lined(d)))
    key = unplaced_key(openlabels.label_words(label))
    figures = rows.get(key)
    if figures:
        asked = wording.stems(q.text)
        placed = {abs(v) for _, lab, raw in _laid_out(ctx, c.doc) if unplaced_key(lab).startswith(key + " ")
                  and not _caption_asked(unplaced_key(lab)[len(key):], asked, q.text)
                  for _, v in money.find_figures(raw)}
        figures = figures - placed
    if not figures:
        return None
    try:
        value = abs(Decimal(c.value))
    except (ArithmeticError, ValueError):
        return None
    return None if value in figures else openlabels.label_words(label)


def _caption_asked(caption: str, asked: set[str], question: str) -> bool:
    """Whether the question says a word of a column's caption, or asks what was paid of a
    caption saying "paid"."""
    return bool(wording.stems(caption) & asked) or "paid" in caption.split() and parties.self_paid(question)


def _own_rows(q: Question, doc: Doc, ctx: AnswerContext) -> tuple[list[openlabels.Printed], list[openlabels.Printed]]:
    """What the document prints; for a question about one vehicle of a policy listing others,
    only the rows printed in that vehicle's block or column (vehicles.of_figure); for one
    account of a statement holding several, only the rows standing in that account's part
    (accounts.named_part: a savings account's question is never answered by the checking's
    or the statement's total's "Ending Balance")."""
    rows = _printed(ctx, doc)
    pages = ctx.library.pages(doc.doc_id)
    part = accounts.named_part(q, pages, doc.sidecar.doc_type)
    if part is not None:
        rows = tuple([r for r in kind if part((r.page, r.label, r.printed))] for kind in rows)
    asked = parties.payer_asked(q.text)
    paying = {p.page for p in pages if parties.payer_columns(p.text)} if asked else set()
    if paying:
        # who paid, asked of a document printing what each party paid (a closing disclosure):
        # on those pages only a label saying who is proof; elsewhere a figure saying no one is
        # the person's own ("Closing Costs" on its first page), never another party's
        rows = tuple([r for r in kind if parties.parties_paid(r.label) or asked == "person" and r.page not in paying]
                     for kind in rows)
    if q.vehicle is None or not _other_vehicles(q.vehicle, doc, ctx):
        return rows
    texts, at = tuple(p.text for p in pages), {p.page: i for i, p in enumerate(pages)}
    own = [[r for r in kind if vehicles.of_figure(q.vehicle, texts, at.get(r.page, -1), r.printed, r.label)]
           for kind in rows]
    return own[0], own[1]


def _vehicle_pages(q: Question, doc: Doc, pages: list[DocPage], ctx: AnswerContext) -> list[DocPage]:
    """The pages; for a question about one vehicle of a policy listing others, their text
    cut to the lines of that vehicle's own blocks (vehicles.own_lines): another vehicle's
    collision deductible is neither a candidate nor a second value of the asked one's."""
    if q.vehicle is None or not _other_vehicles(q.vehicle, doc, ctx):
        return pages
    own = vehicles.own_lines(q.vehicle, tuple(p.text for p in pages))
    return [replace(p, text=text) for p, text in zip(pages, own)]


def _other_vehicles(v: vehicles.Vehicle, doc: Doc, ctx: AnswerContext) -> list[str]:
    """The other vehicles a document that prints the asked one lists."""
    text = ctx.library.derived("text", doc, lambda d, pages: "\n".join(p.text for p in pages))
    return [] if vehicles.unprinted(v, text) else vehicles.others(v, text)


def _money_rows(ctx: AnswerContext, doc: Doc) -> list[openlabels.Printed]:
    return _printed(ctx, doc)[0]


def narrow(q: Question, docs: list[Doc], one_issuer: bool = False, today: date | None = None,
           library: Library | None = None) -> list[Doc] | Answer:
    """Without a period, a run of one issuer's statements (or a policy and its renewals)
    answers from the current or latest; several issuers that could each answer make the
    question ambiguous, and guessing one is not an answer. Spellings of one issuer are one."""
    if len(docs) <= 1:
        return docs
    asked = which_one(q, docs, one_issuer, library)
    if asked:
        return asked
    if len(q.issuers) > 1 and len(named := filters.senders(docs, library)) > 1:
        # "my qualified dividends from Brookline and Northfield": two senders' figures, of which
        # the newer document's alone is no answer
        return compose.declined(q.text, f"You named {len(named)} senders ({', '.join(named)}); I answer with one "
                                        "figure a document prints: ask for each on its own, or for the total "
                                        "with a year, e.g. “in total in 2024”.", "ambiguous")
    apart = _accounts_apart(docs)
    if apart:
        # one sender's bills for two accounts (two homes' electricity, two cards) are two runs:
        # "how much do I owe Clearbank" is neither account's alone
        return compose.declined(q.text, f"I have {plural(KIND_NOUN.get(docs[0].sidecar.doc_type or '', 'document'))} "
                                        f"for {len(apart)} accounts from {docs[0].sidecar.issuer or 'that sender'} "
                                        f"(ending {', '.join(apart)}); say which, by its number or its address.",
                                "ambiguous")
    if q.latest:
        return [filters.current_term(docs)]     # "my last paycheck of 2023": the newest, in force or not
    if not (q.period or q.tax_year) and all(d.sidecar.doc_type == "receipt" for d in docs):
        # receipts are purchases, each its own, not a run whose latest stands for the rest:
        # "how much did I spend at Target" is none of three Target receipts alone
        return compose.declined(q.text, f"I have {len(docs)} receipts from {docs[0].sidecar.issuer or 'that shop'}; "
                                        "say which by its date, e.g. “on March 3, 2024”.", "ambiguous")
    if not (q.period or q.tax_year):
        return [filters.current_term(docs, today)]
    return docs[:MAX_DOCS]


def _newer_silent(q: Question, chosen: list[Doc], meant: list[Doc], ctx: AnswerContext) -> Answer | None:
    """Asked with no period, a figure is the one in force: when a newer document of the same
    run (one sender, one kind, one account) prints every word of the question but no row the
    words name, an older one's row is not its answer ("how much available credit do I have":
    not August's figure when September's statement prints it under a label not matched)."""
    if q.period or q.tax_year or q.latest or len(chosen) != 1:
        return None
    old = chosen[0]
    run = [d for d in meant if d.sidecar.doc_type == old.sidecar.doc_type
           and not (d.sidecar.account and old.sidecar.account and d.sidecar.account[-4:] != old.sidecar.account[-4:])
           and len(filters.senders([old, d], ctx.library)) == 1]
    current = filters.current_term(run + [old], ctx.date())
    if current.doc_id == old.doc_id or wording.unprinted(wording.terms(q, open_vocabulary=True),
                                                         ctx.library.derived("described", current, wording.described)):
        return None     # (a word only the older prints, "the metabolic panel", says the older is meant)
    kind = KIND_NOUN.get(old.sidecar.doc_type or "", "document")
    when = filters.primary_date(current)
    said = f" of {when:%B %-d, %Y}" if when else ""
    then = filters.primary_date(old)
    return compose.declined(q.text, f"Your latest {kind} from {old.sidecar.issuer or 'that sender'}{said} ({current.name}) "
                                    f"prints no figure I can match to your words; an older one ({old.name}) does. "
                                    + (f"Ask for {then:%B %Y} if that is the one you mean." if then else
                                       "Name its date if that is the one you mean."), "not-found")


# The kinds whose sender keeps one number per account, statement after statement
_NUMBERED_RUNS = MONTHLY | {"utility-bill"}


def _accounts_apart(docs: list[Doc]) -> list[str]:
    """The account numbers (last four) of a run of one kind's statements or bills when they are
    of more than one account; empty when all are of one (or their numbers were not read)."""
    if any(d.sidecar.doc_type not in _NUMBERED_RUNS for d in docs):
        return []
    found = sorted({d.sidecar.account[-4:] for d in docs if d.sidecar.account})
    return found if len(found) > 1 else []


def which_one(q: Question, docs: list[Doc], one_issuer: bool = False, library: Library | None = None) -> Answer | None:
    """The question asked back when `docs` come from several senders and it names none."""
    issuers = filters.senders(docs, library)
    if len(issuers) <= 1 or q.issuers or one_issuer:
        return None
    kind = KIND_NOUN.get(docs[0].sidecar.doc_type or "", "document")
    names = sorted(issuers)
    if len(names) > 5:
        names = names[:5] + [f"{len(issuers) - 5} others"]
    listed = ", ".join(names[:-1]) + " and " + names[-1]
    return compose.declined(q.text, f"I have a {kind} from {listed}; which one do you mean?", "ambiguous")


def settle(q: Question, outcomes: list, docs: list[Doc], ctx: AnswerContext, channel: str,
           inbox_path: str | None, scope: list[Doc] | None = None) -> Answer:
    """One figure is stated only when every document that offers one agrees — two
    statements of one period that disagree are not an answer. `scope`: every document the
    question could mean (default `docs`), of which one that offers nothing may be the one meant."""
    stopped = next(((c, v) for c, v in outcomes if blocked(v)), None)
    if stopped is not None:
        # a document's best figure is labelled with a word nobody gave a meaning: another
        # document's figure is not the answer in its place
        c, _ = stopped
        return compose.unmatched(q, c, stopped[1], openlabels.labels_printed(_money_rows(ctx, c.doc), near=q.text))
    offered = [(c, v) for c, v in outcomes if not v.void]
    values = {c.value for c, _ in offered}
    twin = _silent_twin([c.doc for c, _ in offered], scope if scope is not None else docs)
    if twin is not None:
        # two bills of one sender for one month, for two accounts or addresses: the one that
        # answered may not be the one meant, and the other could not say
        a, b = twin
        return compose.declined(q.text, f"I have two {plural(KIND_NOUN.get(a.sidecar.doc_type or '', 'document'))} from "
                                        f"{a.sidecar.issuer} for that period ({a.name}: {_whose(a)}; {b.name}: "
                                        f"{_whose(b)}); name the {'person' if a.sidecar.doc_type in TAX_KINDS else 'account or address'} "
                                        "you mean.", "ambiguous")
    if len(values) > 1:
        names = ", ".join(sorted({c.doc.name for c, _ in offered}))
        return compose.declined(q.text, f"The documents that match ({names}) show different figures for the "
                                        f"{spec_for(offered[0][0].field).noun}; name the one you mean.", R.CONFLICTING)
    proved = [c for c, v in offered if v.ok]
    if proved:
        return compose.answered(q, proved[0])
    if offered:
        c, verdict = offered[0]
        return hold(q, c, verdict, ctx, channel, inbox_path)
    if outcomes:
        c, verdict = outcomes[0]
        unmatched = next(((c, v) for c, v in outcomes if R.WORDS_UNGROUNDED in v.reasons), None)
        if unmatched:
            c, verdict = unmatched
            return compose.unmatched(q, c, verdict, openlabels.labels_printed(_money_rows(ctx, c.doc), near=q.text))
        return compose.unreadable(q, c, verdict.reasons)
    doc = docs[0]
    kind = KIND_NOUN.get(doc.sidecar.doc_type or "", "document")
    labels = openlabels.labels_printed(_money_rows(ctx, doc), near=q.text)
    prints = f" It prints: {', '.join(labels)}." if labels else ""
    return compose.declined(q.text, f"I don't see the {q.spec.noun} on the {kind} I found "
                                    f"({doc.name}).{prints}", "field-absent")


def _silent_twin(answering: list[Doc], docs: list[Doc]) -> tuple[Doc, Doc] | None:
    """(a document that offered a figure, a document in scope that did not) when both are
    from one sender, of one period, and for another account or address."""
    for a in answering:
        for b in docs:
            if b in answering or b.doc_id == a.doc_id:
                continue
            sa, sb = a.sidecar, b.sidecar
            if not (sa.issuer and sb.issuer and filters.same_sender(sa.issuer, sb.issuer)):
                continue
            if _one_filers_year(sa, sb):
                # two returns (or two forms of one kind) of one sender for one tax year: one is
                # one filer's, the other another's, and the question names neither
                return a, b
            pa, pb = filters.period_date(a), filters.period_date(b)
            if pa is None or pb is None or (pa.year, pa.month) != (pb.year, pb.month):
                continue
            if _differ(sa.account, sb.account) or _differ(sa.address, sb.address):
                return a, b
    return None


def _one_filers_year(sa, sb) -> bool:
    """Whether two tax documents are of one kind and one tax year, neither correcting the other."""
    return (sa.doc_type in TAX_KINDS and sa.doc_type == sb.doc_type and sa.tax_year is not None
            and sa.tax_year == sb.tax_year and not (sa.corrected or sb.corrected))


def _differ(x: str | None, y: str | None) -> bool:
    return bool(x and y) and squash(x) != squash(y)


def _whose(doc: Doc) -> str:
    return ", ".join(v for v in (doc.sidecar.person, doc.sidecar.address,
                                 doc.sidecar.account and f"account {doc.sidecar.account}") if v) \
        or ("another filer" if doc.sidecar.doc_type in TAX_KINDS else "another account")


def try_document(q: Question, doc: Doc, unproven: bool, first_page: int | None, ctx: AnswerContext):
    """(candidate, verdict) for the best proposal this document yields, or None: for each
    field its kind of document may print the asked one as, in turn (vocab.SAME_ON_KIND)."""
    first = None
    for field_name in fields_on(q.field, doc.sidecar.doc_type):
        got = _try_field(q, doc, field_name, unproven, first_page, ctx)
        if got is not None and (not got[1].void or blocked(got[1])):
            return got      # (a figure whose label says a word nobody gave a meaning: no other field's)
        first = first or got
    return first


def _try_field(q: Question, doc: Doc, field_name: str, unproven: bool, first_page: int | None,
               ctx: AnswerContext):
    verified = tiers.reviewed(ctx.store, doc, field_name)
    if verified is not None:
        # a person looked at the pixels and decided; the question's words must still be its
        verdict = guards.Verdict()
        check_words(q, verified, verdict, ctx)
        return verified, verdict
    pages = ctx.library.pages(doc.doc_id)
    pairs = _laid_out(ctx, doc)
    rejected = tiers.rejected(ctx.store, doc, field_name) if spec_for(field_name).kind == "money" else set()
    first_void = None
    words = filters.qualifiers(q)
    part = accounts.named_part(q, pages, doc.sidecar.doc_type)
    for c in tiers.from_sidecar(doc, field_name, pages):
        if c.conflicting and part is not None:
            # the values that conflict may be other accounts': the named account's rows decide
            c = replace(c, conflicting=tiers.conflicts(c, [r for r in tiers.field_rows(pages, field_name, words,
                                                                                        doc.sidecar.doc_type) if part(r)]))
        verdict = judge(q, c, pages, pairs, rejected, unproven, ctx, words)
        if not verdict.void or blocked(verdict):
            return c, verdict   # a blocked figure is the answer's end: a decline naming the word
        first_void = first_void or (c, verdict)
    where = ctx.library.derived("described", doc, wording.described)
    c = tiers.from_rows(doc, _vehicle_pages(q, doc, pages, ctx), field_name, words,
                        fits=lambda label: not wording.label_extra(label, q, spec_for(field_name), where), part=part)
    if c is not None:
        verdict = judge(q, c, pages, pairs, rejected, unproven, ctx, words)
        if not verdict.void:
            return c, verdict
        first_void = first_void or (c, verdict)
        return first_void   # the rows that name the field were found; a model would only pick among them
    c = _model_candidate(q, doc, pages, first_page, ctx) if field_name == q.field else None
    if c is not None:
        verdict = judge(q, c, pages, pairs, rejected, unproven, ctx, words)
        ctx.stats.count("model_voided" if verdict.void else "model_answered" if verdict.ok else "model_held")
        log.info("model proposed %s=%s on %s: %s", field_name, c.value, doc.name, verdict.reasons or "proved")
        if not verdict.void:
            return c, verdict
        first_void = first_void or (c, verdict)
    return first_void


def blocked(verdict: guards.Verdict) -> bool:
    """Whether the figure's label says a word no table of meaning/ knows: the figure may be any
    other, so the answer declines naming the word and never goes on to the next figure."""
    return R.WORD_UNKNOWN in verdict.reasons


def _model_candidate(q: Question, doc: Doc, pages, first_page, ctx: AnswerContext) -> Candidate | None:
    if ctx.reader is None or not pages or spec_for(q.field).kind != "money":
        return None   # dates and identifiers come from the sidecar, checked literally
    c = tiers.from_model(ctx.reader, doc, pages, q.field, first_page)
    ctx.stats.count("model_replies")
    return c


def judge(q: Question, c: Candidate, pages, pairs, rejected: set[str], unproven: bool, ctx: AnswerContext,
          words: set[str] = frozenset()) -> guards.Verdict:
    if c.kind == "money":
        guards.locate(c, pages, pairs)
        verdict = guards.check_money(c, pages, rejected, unproven, ctx.cfg, ctx.reread)
    else:
        verdict = guards.check_other(c, pages, unproven, pairs)
    guards.check_specific(c, verdict, tiers.field_rows(_vehicle_pages(q, c.doc, pages, ctx), c.field, set(words),
                                                       c.doc.sidecar.doc_type), words)
    if c.field == "total" and c.tier != "sidecar":     # (the sidecar's total was chosen by the same arithmetic)
        paid_total(c, verdict)
    check_words(q, c, verdict, ctx)
    return verdict


def check_words(q: Question, c: Candidate, verdict: guards.Verdict, ctx: AnswerContext) -> None:
    """Every identifier of the question is printed on the figure's document, every word of
    the question is grounded in the figure's label or in what its document is, and every word
    of the label in the question (wording.py)."""
    gone = identifiers.unprinted(q.identifiers, filters.printed_identifiers(ctx.library, c.doc))
    if gone:
        verdict.fail(R.IDENTIFIER_UNPRINTED, f"{identifiers.quote(gone)} is not printed on {c.doc.name}")
        return
    if q.vehicle and not _for_vehicle(q.vehicle, c, verdict, ctx):
        return
    number = vehicles.number_asked(q.text)
    if number is not None and number not in vehicles.numbered(f"{c.label} {c.item}"):
        # "the premium for vehicle 2": never the policy's total, nor another vehicle's
        verdict.fail(R.WORDS_UNGROUNDED, f"the question names vehicle {number}; {c.label!r} is printed for no "
                                         f"vehicle of that number")
        return
    if c.kind == "money" and c.doc.sidecar.doc_type in TAX_FORMS:
        boxes = formboxes.named(q.text, [p.text for p in ctx.library.pages(c.doc.doc_id)])
        own = printed_labels.normalise_label(c.label)[1]
        if boxes and own and own not in boxes:
            # "the state income on my 1099-NEC" is box 7's, printed empty: never box 1's figure
            verdict.fail(R.WORDS_UNGROUNDED, f"the question names box {' or '.join(sorted(boxes))} of "
                                             f"{c.doc.name}; {c.value} is box {own}'s")
            return
    asked = money.currencies_asked(q.text) if c.kind == "money" else set()
    if asked and (c.currency or c.doc.sidecar.currency) not in asked:
        # "how much was the Lidl receipt in dollars": its TOTALE EURO 17,36 is no dollar figure
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} prints its figures in {c.currency or c.doc.sidecar.currency}, "
                                         f"not the {'/'.join(sorted(asked))} the question asks for")
        return
    if q.vehicle is None and c.kind == "money" and c.printed:
        pages = ctx.library.pages(c.doc.doc_id)
        at = next((i for i, p in enumerate(pages) if p.page == c.page), -1)
        one = vehicles.whose(tuple(p.text for p in pages), at, c.printed, c.label)
        if one:
            # a policy of several vehicles prints a figure for each: which one is meant, the question does not say
            c.notes.append(f"vehicle it is printed for the {one}, and the policy lists other vehicles; "
                           f"ask for one by its make and model")
            verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name}: {c.value} is the {one}'s; the question names no vehicle")
            return
    if c.kind == "money" and c.printed and not UNIT_SAID.search(q.text):
        pages = ctx.library.pages(c.doc.doc_id)
        text = next((p.text for p in pages if p.page == c.page), "")
        halves = split_limit(text, c.printed)
        if halves:
            # "$25,000 each person / $50,000 each accident": which half, the question does not say
            c.notes.append(f"one half of a split limit (each {' / each '.join(halves)}); ask for the limit "
                           f"{' or '.join('each ' + h for h in halves)}")
            verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name}: {c.value} is one half of a split limit; "
                                             f"the question names neither")
            return
    where = ctx.library.derived("described", c.doc, wording.described)
    label = c.label
    if c.tier == "reviewed":
        label = next((f.label for f in c.doc.sidecar.fields if f.name == c.field and f.label), "")
    elif c.kind == "money":
        label = _rated(c, ctx) or label
    year = filters.year_unlabelled(q, c.doc, label) if c.tier != "reviewed" else None
    if year:
        c.notes.append(f"not {year}")
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} prints several years; the figure's label ({label!r}) "
                                         f"does not say it is {year}'s")
        return
    elsewhere = accounts.identifiers_elsewhere(q, label, c.section, c.doc.sidecar.doc_type)
    if elsewhere:
        verdict.fail(R.IDENTIFIER_UNPRINTED, f"{identifiers.quote(elsewhere)} is not the account {c.value} is printed under")
        return
    other = accounts.other_account(q, ctx.library.pages(c.doc.doc_id), c.page, c.printed or c.value,
                                   c.doc.sidecar.doc_type)
    if other:
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} holds several accounts; {', '.join(other)} is not the one "
                                         f"{c.printed or c.value} is printed under")
        return
    ts = wording.terms(q, is_open(c.field))
    named = ctx.library.derived("account words", c.doc, lambda d, pages: accounts.account_words(pages)) \
        if accounts.several(c.doc.sidecar.doc_type) else set()
    c.grounds = accounts.grounding(q, ts, where, label, c.section, c.doc.sidecar.doc_type, named, c.page, c.item,
                                   c.value, c.title)
    missing = [t for t in ts if c.grounds[t.said] is None]
    if not missing and accounts.unnamed(q, ts, c.grounds, c.section, c.doc.sidecar.doc_type, c.label,
                                        _money_rows(ctx, c.doc)):
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} holds several accounts; the question names none of them")
        return
    if missing:
        c.notes.append(wording.quote(missing))
        verdict.fail(R.WORDS_UNGROUNDED, f"{wording.quote(missing)} is printed neither with the figure "
                                         f"({label!r}) nor on {c.doc.name}'s heading")
        return
    if c.kind == "money" and transactions.came_in(q.text, label, c.printed or c.value, c.doc.sidecar.doc_type):
        c.notes.append("money in")
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.printed or c.value} came into the account on the day its row prints; "
                                         f"the question asks what went out")
        return
    if c.kind == "money" and c.value.startswith("-") and payroll.deducted(q.text, label, c.doc.sidecar.doc_type):
        c.value = c.value[1:]     # what was withheld, which the stub prints as taken from the pay
    # a payment a statement prints taken off the balance is stated as printed, minus and all
    if c.kind == "money" and c.value.startswith("-") and not wording.asks_credit(q) \
            and not parties.paid_as_credit(q.text, label, c.doc.sidecar.doc_type):
        c.notes.append("negative")
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.printed or c.value} is printed as a refund or a credit, which the "
                                         f"question does not ask for")
        return
    # a field's figure (the amount due, the new balance) for a question whose words name another
    # row; a label asked for in the question's own words was matched to them already
    named = (openlabels.rows_named(q.text, _money_rows(ctx, c.doc))
             if c.kind == "money" and not is_open(c.field) and c.tier != "reviewed" else [])   # a person decided the figure
    if any(r.value.lstrip("-") == c.value.lstrip("-") for r in named):
        named = []          # the figure is the named row's own
    named = [r for r in named if not openlabels.said_more_by(label, r.label, q.text)]
    if named:
        c.notes.append("row " + named[0].label)
        verdict.fail(R.WORDS_UNGROUNDED, f"the question names the row {named[0].label!r}, which prints "
                                         f"{named[0].printed}, not {c.value}")
        return
    # (a receipt's total is proved by its own arithmetic; its tax summary's columns are no twin of it)
    twin = _unplaced_twin(q, ctx, c, label) \
        if c.kind == "money" and c.tier != "reviewed" and c.doc.sidecar.doc_type != "receipt" else None
    if twin:
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} prints {twin!r} again in a row of several figures whose "
                                         f"columns I can't tell apart; one of those may be the one asked")
        return
    loan = parties.loan_mismatch(q.text, label, c.doc.sidecar.doc_type,
                                 lambda: [r.label for r in _money_rows(ctx, c.doc)]) if c.kind == "money" else None
    if loan:
        note, why = loan
        c.notes.append(note)
        verdict.fail(R.WORDS_UNGROUNDED, why)
        return
    if c.kind == "money" and ASKS_PERCENT.search(q.text):
        verdict.fail(R.WORDS_UNGROUNDED, f"the question asks a rate; {c.printed or c.value} is a sum of money")
        return
    if c.kind == "money" and c.item and c.printed and c.doc.sidecar.doc_type != "receipt" and any(
            groups.one_line_of_many(p.text, c.item, c.printed) for p in ctx.library.pages(c.doc.doc_id) if p.page == c.page):
        # a claim's first service line ("0007777 DOE, JANE ... | 500.00 | 29.00") under which a
        # "***CLAIM TOTAL***" row sums it with the lines after it: the line's figure is not the claim's
        c.notes.append("one line of " + c.item)
        verdict.fail(R.WORDS_UNGROUNDED, f"the row {c.item!r} is the first of several lines a total row below sums; "
                                         f"its {c.printed} is that line's alone")
        return
    if c.kind == "money" and is_open(c.field) and c.doc.sidecar.doc_type == "receipt" and any(
            groups.names_apart(p.text) for p in ctx.library.pages(c.doc.doc_id) if p.page == c.page):
        c.notes.append("names apart from their prices")
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} prints an item's count and price on a line without its name: "
                                         f"its names and prices were read on lines apart, and which is which I can't tell")
        return
    against = wording.opposed(label, q, c.doc.sidecar.doc_type, filters.statement_period(c.doc)) if c.kind == "money" else []
    if against:
        c.notes.append("label " + " ".join(against))
        verdict.fail(R.WORDS_UNGROUNDED, f"the label {label!r} says {' '.join(against)!r}: another figure than the "
                                         f"one asked")
        return
    both = grossnet.two_totals(q.text, _money_rows(ctx, c.doc), [p.text for p in ctx.library.pages(c.doc.doc_id)]) \
        if c.kind == "money" and c.doc.sidecar.doc_type != "receipt" else []
    if both:
        c.notes.append("totals " + " | ".join(both))
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} prints two totals ({', '.join(both)}); the question "
                                         f"names neither")
        return
    later = grossnet.later_balance(q.text, _money_rows(ctx, c.doc), c.value) \
        if c.kind == "money" and c.doc.sidecar.doc_type != "receipt" else None
    if later and later != openlabels.label_words(label):
        # "Net Amount Due | $6,222.00" beside "Invoice Balance as of 05/05/20 | $0.00": what is
        # owed now may be either
        c.notes.append(f"totals {openlabels.label_words(label)} | {later}")
        verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name} prints {label!r} and a later {later!r} of another figure; "
                                         f"the question names neither")
        return
    if c.tier == "reviewed" or c.kind != "money" or is_open(c.field) or c.proof:
        return
    if label == c.label and c.field in printed_labels.match(c.label, c.doc.sidecar.doc_type or "other"):
        return    # the label table names this very field by this label
    label = accounts.without_name(q, ctx.library.pages(c.doc.doc_id), c.doc.sidecar.doc_type, label)
    extra = wording.label_extra(label, q, spec_for(c.field), where, c.item)
    unknown = wording.unknown(extra)
    if unknown:
        c.notes.append("unknown " + " ".join(unknown))
        verdict.fail(R.WORD_UNKNOWN, f"the label {c.label!r} says {' '.join(unknown)!r}, a word whose meaning "
                                     f"is not known")
    elif extra:
        c.notes.append("label " + " ".join(extra))
        verdict.fail(R.WORDS_UNGROUNDED, f"the label {c.label!r} says {' '.join(extra)!r}, which the question does not")


def _rated(c: Candidate, ctx: AnswerContext) -> str | None:
    """The figure's label with the rate its row prints beside or under it ("Policy Premium" over
    "$29.25" over "/month": candidates._with_rate_under), when its own label says none: the
    figure is that often, and a question asking no rate, or another, is asking another figure."""
    if rates.of_label(c.label) or not c.printed:
        return None
    return next((r.label for r in _money_rows(ctx, c.doc) if r.page == c.page and r.printed == c.printed
                 and r.label.startswith(c.label.rstrip(" :")) and rates.of_label(r.label)), None)


def _for_vehicle(v: vehicles.Vehicle, c: Candidate, verdict: guards.Verdict, ctx: AnswerContext) -> bool:
    """Whether the figure can be the asked vehicle's: its document prints the vehicle and no
    other, or the figure stands in that vehicle's block or column (vehicles.of_figure)."""
    text = ctx.library.derived("text", c.doc, lambda d, pages: "\n".join(p.text for p in pages))
    gone = vehicles.unprinted(v, text)
    other = [] if gone else vehicles.others(v, text)
    if not (gone or other):
        return True
    pages = ctx.library.pages(c.doc.doc_id)
    at = next((i for i, p in enumerate(pages) if p.page == c.page), -1)
    if other and c.printed and vehicles.of_figure(v, tuple(p.text for p in pages), at, c.printed, c.label):
        return True
    why = (f"it does not print the {v.describe()}" if gone else
           f"it also lists {', '.join(other)}, so I can't tell which of its figures is the {v.describe()}'s")
    c.notes.append("vehicle " + why)
    verdict.fail(R.WORDS_UNGROUNDED, f"{c.doc.name}: {why}")
    return False


def hold(q: Question, c: Candidate, verdict: guards.Verdict, ctx: AnswerContext, channel: str,
         inbox_path: str | None) -> Answer:
    review_id = queue.hold(ctx.store, question=q.text, channel=channel if channel in ("cli", "inbox") else "cli",
                           inbox_path=str(inbox_path) if inbox_path else None, field=c.field,
                           value=c.value, doc_id=c.doc.doc_id, page=c.page, box=c.box,
                           reasons=verdict.reasons, detail="; ".join(verdict.detail) + f" (tier: {c.tier})")
    _keep_pixels(ctx, review_id)
    return compose.held(q, c, review_id, verdict.reasons)


def _keep_pixels(ctx: AnswerContext, review_id: int) -> None:
    """The page and crop as they are now, so the person later sees the pixels that were
    doubted; an item whose pixels could not be kept is still held (show draws them then,
    from the file, only if its bytes are unchanged)."""
    try:
        crops.keep(ctx.store, queue.get(ctx.store, review_id), ctx.cfg.paths.review)
    except DocqError as e:
        log.warning("review %s: the held page could not be kept: %s", review_id, e)


def _laid_out(ctx: AnswerContext, doc: Doc) -> list[tuple[int, str, str]]:
    """(page, label, value) of what the layout stage paired by the words' boxes, and of a
    report's table of years as its word boxes place its cells (wordtables.py): a row whose
    cells the layout text ran together ("$0.00 $500.00") under a header it ran together too;
    and of a panel's columns of scope beside other panels ("Since Last | Year to" over
    "Statement | Date")."""
    return ctx.library.derived("laid out", doc, lambda d, pages: _pairs(ctx.store, d.doc_id)
                               + wordtables.year_pairs(pages) + wordtables.scope_pairs(pages))


def _pairs(store, doc_id: int) -> list[tuple[int, str, str]]:
    """Form-box and row pairs the layout stage found: (page, label, value)."""
    try:
        from docq.workers.pipeline import load_layouts
    except ImportError:
        return []
    try:
        return [(lay.page, p.label, p.value) for lay in load_layouts(store, doc_id) for p in lay.pairs
                if not before_article(p.label)]
    except (KeyError, TypeError, ValueError) as e:   # a layout stored by an older version
        log.warning("layout of document %s unreadable: %s", doc_id, e)
        return []
