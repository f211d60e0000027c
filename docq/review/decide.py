"""One decision on a held item, as every front end makes it (`docq review approve|correct|
reject` and the browser's page): the store transaction, then the asker's inbox answer rewritten.

Keeping the two steps in one function is what lets the CLI and the web page agree: the same
item decided from either is the same rows in the store and the same answer file.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from docq.errors import BadInput
from docq.review import notify, queue
from docq.store import Store

ACTIONS = ("approve", "correct", "reject")


@dataclass
class Decided:
    review: queue.Review
    inbox_rewritten: list[Path] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {**self.review.to_dict(), "inbox_rewritten": [str(p) for p in self.inbox_rewritten]}


def decide(store: Store, review_id: int, action: str, *, amount: str | None = None,
           note: str | None = None, who: str | None = None) -> Decided:
    """Approve, correct (with `amount` as printed) or reject (with an optional `note`)."""
    if action == "approve":
        review = queue.approve(store, review_id, who=who)
    elif action == "correct":
        if amount is None or not str(amount).strip():
            raise BadInput("a correction needs the right amount, as printed, e.g. 1,234.56")
        review = queue.correct(store, review_id, str(amount), who=who)
    elif action == "reject":
        review = queue.reject(store, review_id, note=(note or "").strip() or None, who=who)
    else:
        raise BadInput(f"unknown decision {action!r}; one of {', '.join(ACTIONS)}")
    # a process that died between an earlier decision and its file left one still "held"
    written = notify.rewrite_inbox(store, review) + notify.resync_inbox(store)
    return Decided(review, written)
