"""Retrieval: rank documents for a question with the search index (docq.workers.index,
the only module that knows Whoosh). Ranking only orders candidates; filters.py decides
which documents may answer at all."""
from __future__ import annotations

import re

from docq.answer.parse import Question

_STOP = {"what", "was", "is", "the", "my", "a", "an", "of", "on", "in", "for", "how", "much", "did", "do",
         "i", "me", "to", "from", "at", "with", "and", "or", "it", "this", "that", "which", "when", "does",
         "are", "were", "be", "by", "as", "last", "year", "month", "s"}


def query_terms(q: Question) -> str:
    words = re.findall(r"[A-Za-z0-9]+", q.text)
    terms = [w for w in words if w.lower() not in _STOP]
    for issuer in q.issuers:
        terms += re.findall(r"[A-Za-z0-9]+", issuer)
    if q.spec:
        terms += re.findall(r"[A-Za-z]+", q.spec.noun)
    return " ".join(dict.fromkeys(terms))


def rank(index, q: Question, limit: int = 60) -> tuple[list[int], dict[int, int]]:
    """Document ids, best first, and each document's best-matching page."""
    order: list[int] = []
    best_page: dict[int, int] = {}
    for hit in index.search(query_terms(q), limit=limit):
        if hit.doc_id not in best_page:
            order.append(hit.doc_id)
            best_page[hit.doc_id] = hit.page
    return order, best_page
