"""The answer engine: a question → exactly one Answer (answered, declined or held).

Wiring only: parse → retrieve → filter → for each candidate document, the tiers in order
(reviewed, sidecar, model) → guards → compose. Held and declined are values, never
exceptions; only a malformed question raises (BadInput, from limits.py).
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from datetime import date

from docq.answer import compose, filters, guards, limits, model_setup, retrieve, tiers
from docq.answer.candidates import Candidate
from docq.answer.library import Doc, Library
from docq.answer.parse import Question, parse
from docq.answer.vocab import BY_NAME, KIND_NOUN
from docq.records import Answer
from docq.review import reasons as R

log = logging.getLogger("docq.answer")

MAX_DOCS = 3


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


def _second_reader():
    try:
        from docq.workers.reread import reread
    except ImportError:
        log.warning("no second reader (docq.workers.reread): every money figure will be held")
        return None
    return guards.RereadMemo(reread)


def make_context(cfg, store, index) -> AnswerContext:
    return AnswerContext(cfg, store, index, reader=model_setup.reader(cfg), reread=_second_reader())


def answer(question: str, ctx: AnswerContext, channel: str = "cli", inbox_path: str | None = None) -> Answer:
    text = limits.check_question(question)
    q = parse(text, ctx.library.issuers(), ctx.date())
    if q.spec is None:
        return compose.declined(text, "I can't tell which figure you are asking about; ask for one by name, "
                                      "e.g. the amount due, new balance, wages, property tax or deductible.",
                                "field-unknown")
    ranked, best_page = retrieve.rank(ctx.index, q)
    sel = filters.select(q, ctx.library, ranked)
    if sel.decline:
        return compose.declined(text, sel.decline, sel.reason or "not-found")
    docs = narrow(q, filters.prefer_described(q, sel.docs, ctx.library) if not q.issuers else sel.docs,
                  sel.one_issuer, ctx.date(), ctx.library)
    if isinstance(docs, Answer):
        return docs
    return settle(q, docs, sel.unproven, best_page, ctx, channel, inbox_path)


def narrow(q: Question, docs: list[Doc], one_issuer: bool = False, today: date | None = None,
           library: Library | None = None) -> list[Doc] | Answer:
    """Without a period, a run of one issuer's statements (or a policy and its renewals)
    answers from the current or latest; several issuers that could each answer make the
    question ambiguous, and guessing one is not an answer. Spellings of one issuer are one."""
    if len(docs) <= 1:
        return docs
    issuers = filters.senders(docs, library)
    if len(issuers) > 1 and not (q.issuers or one_issuer):
        kind = KIND_NOUN.get(docs[0].sidecar.doc_type or "", "document")
        names = sorted(issuers)
        if len(names) > 5:
            names = names[:5] + [f"{len(issuers) - 5} others"]
        listed = ", ".join(names[:-1]) + " and " + names[-1]
        return compose.declined(q.text, f"I have a {kind} from {listed}; which one do you mean?", "ambiguous")
    if not (q.period or q.tax_year):
        return [filters.current_term(docs, today)]
    return docs[:MAX_DOCS]


def settle(q: Question, docs: list[Doc], unproven: set[int], best_page: dict[int, int],
           ctx: AnswerContext, channel: str, inbox_path: str | None) -> Answer:
    """Every remaining document is read; one figure is stated only when all of them that
    offer one agree — two statements of one period that disagree are not an answer."""
    outcomes = [o for o in (try_document(q, d, d.doc_id in unproven, best_page.get(d.doc_id), ctx) for d in docs) if o]
    offered = [(c, v) for c, v in outcomes if not v.void]
    values = {c.value for c, _ in offered}
    if len(values) > 1:
        names = ", ".join(sorted({c.doc.name for c, _ in offered}))
        return compose.declined(q.text, f"The documents that match ({names}) show different figures for the "
                                        f"{BY_NAME[q.field].noun}; name the one you mean.", R.CONFLICTING)
    proved = [c for c, v in offered if v.ok]
    if proved:
        return compose.answered(q, proved[0])
    if offered:
        c, verdict = offered[0]
        return hold(q, c, verdict, ctx, channel, inbox_path)
    if outcomes:
        c, verdict = outcomes[0]
        return compose.unreadable(q, c, verdict.reasons)
    doc = docs[0]
    kind = KIND_NOUN.get(doc.sidecar.doc_type or "", "document")
    return compose.declined(q.text, f"I don't see the {BY_NAME[q.field].noun} on the {kind} I found "
                                    f"({doc.name}).", "field-absent")


def try_document(q: Question, doc: Doc, unproven: bool, first_page: int | None, ctx: AnswerContext):
    """(candidate, verdict) for the best proposal this document yields, or None."""
    field_name = q.field
    verified = tiers.reviewed(ctx.store, doc, field_name)
    if verified is not None:
        return verified, guards.Verdict()   # a person looked at the pixels and decided
    pages = ctx.library.pages(doc.doc_id)
    pairs = _pairs(ctx.store, doc.doc_id)
    rejected = tiers.rejected(ctx.store, doc, field_name) if BY_NAME[field_name].kind == "money" else set()
    first_void = None
    words = filters.qualifiers(q)
    for c in tiers.from_sidecar(doc, field_name, pages):
        verdict = judge(c, pages, pairs, rejected, unproven, ctx, words)
        if not verdict.void:
            return c, verdict
        first_void = first_void or (c, verdict)
    c = tiers.from_rows(doc, pages, field_name, words)
    if c is not None:
        verdict = judge(c, pages, pairs, rejected, unproven, ctx, words)
        if not verdict.void:
            return c, verdict
        first_void = first_void or (c, verdict)
        return first_void   # the rows that name the field were found; a model would only pick among them
    c = _model_candidate(q, doc, pages, first_page, ctx)
    if c is not None:
        verdict = judge(c, pages, pairs, rejected, unproven, ctx, words)
        ctx.stats.count("model_voided" if verdict.void else "model_answered" if verdict.ok else "model_held")
        log.info("model proposed %s=%s on %s: %s", field_name, c.value, doc.name, verdict.reasons or "proved")
        if not verdict.void:
            return c, verdict
        first_void = first_void or (c, verdict)
    return first_void


def _model_candidate(q: Question, doc: Doc, pages, first_page, ctx: AnswerContext) -> Candidate | None:
    if ctx.reader is None or not pages or BY_NAME[q.field].kind != "money":
        return None   # dates and identifiers come from the sidecar, checked literally
    c = tiers.from_model(ctx.reader, doc, pages, q.field, first_page)
    ctx.stats.count("model_replies")
    return c


def judge(c: Candidate, pages, pairs, rejected: set[str], unproven: bool, ctx: AnswerContext,
          words: set[str] = frozenset()) -> guards.Verdict:
    if c.kind == "money":
        guards.locate(c, pages, pairs)
        verdict = guards.check_money(c, pages, rejected, unproven, ctx.cfg, ctx.reread)
    else:
        verdict = guards.check_other(c, pages, unproven)
    guards.check_specific(c, verdict, tiers.field_rows(pages, c.field, set(words)), words)
    return verdict


def hold(q: Question, c: Candidate, verdict: guards.Verdict, ctx: AnswerContext, channel: str,
         inbox_path: str | None) -> Answer:
    try:
        from docq.review.queue import hold as queue_hold
    except ImportError:
        return compose.unreadable(q, c, verdict.reasons)
    review_id = queue_hold(ctx.store, question=q.text, channel=channel if channel in ("cli", "inbox") else "cli",
                           inbox_path=str(inbox_path) if inbox_path else None, field=c.field,
                           value=c.value, doc_id=c.doc.doc_id, page=c.page, box=c.box,
                           reasons=verdict.reasons, detail="; ".join(verdict.detail) + f" (tier: {c.tier})")
    return compose.held(q, c, review_id, verdict.reasons)


def _pairs(store, doc_id: int) -> list[tuple[int, str, str]]:
    """Form-box and row pairs the layout stage found: (page, label, value)."""
    try:
        from docq.workers.pipeline import load_layouts
    except ImportError:
        return []
    try:
        return [(lay.page, p.label, p.value) for lay in load_layouts(store, doc_id) for p in lay.pairs]
    except (KeyError, TypeError, ValueError) as e:   # a layout stored by an older version
        log.warning("layout of document %s unreadable: %s", doc_id, e)
        return []
