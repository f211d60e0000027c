"""The socket ops the review pages use (`docq review web` is a client like the CLI): the
queue, one item with its page images, a decision, a document.

Decisions go through review.decide, the same function `docq review approve|correct|reject`
calls, so a figure decided in the browser is decided for the CLI and the inbox alike.
"""
from __future__ import annotations

import threading

from docq.errors import BadInput
from docq.review import decide, view
from docq.store import Store


def _id(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)) or not str(value).isdigit():
        raise BadInput(f"{what} must be a number, not {value!r}")
    return int(value)


class ReviewOps:
    def __init__(self, cfg, store: Store):
        self.cfg, self.store = cfg, store
        # one item's PNGs are rewritten in place: two requests at once must not interleave
        self._images = threading.Lock()

    def ops(self) -> dict:
        return {"review_queue": self.queue, "review_item": self.item,
                "review_decide": self.decide, "review_document": self.document, "review_total": self.total}

    def queue(self) -> dict:
        items = view.queue_items(self.store)
        return {"items": items, "count": len(items)}

    def item(self, review_id) -> dict:
        with self._images:
            return view.item(self.store, _id(review_id, "review_id"), self.cfg.paths.review)

    def decide(self, review_id, action: str, amount: str | None = None, note: str | None = None,
               who: str | None = None) -> dict:
        for name, value in (("action", action), ("amount", amount), ("note", note), ("who", who)):
            if value is not None and not isinstance(value, str):
                raise BadInput(f"{name} must be text")
        return decide.decide(self.store, _id(review_id, "review_id"), action, amount=amount,
                             note=note, who=who).to_dict()

    def total(self, total_id) -> dict:
        with self._images:
            return view.total(self.store, _id(total_id, "total_id"), self.cfg.paths.review)

    def document(self, doc_id) -> dict:
        return view.document(self.store, _id(doc_id, "doc_id"))
