"""One decision on a held item, as every front end makes it (`docq review approve|correct|
reject` and the browser's page): the store transaction, then the asker's inbox answer rewritten,
and any total whose last held part it decided stated (review/totals.py).

Keeping the two steps in one function is what lets the CLI and the web page agree: the same
item decided from either is the same rows in the store and the same answer file.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from docq.errors import BadInput
from docq.review import notify, queue, totals
from docq.store import Store

ACTIONS = ("approve", "correct", "reject", "approve-total")


@dataclass
class Decided:
    review: queue.Review
    inbox_rewritten: list[Path] = field(default_factory=list)
    also: list[queue.Review] = field(default_factory=list)     # the other parts a whole total approved
    totals: list[totals.Total] = field(default_factory=list)   # totals this decision settled

    def to_dict(self) -> dict:
        return {**self.review.to_dict(), "inbox_rewritten": [str(p) for p in self.inbox_rewritten],
                "also_approved": [r.id for r in self.also], "totals": [t.to_dict() for t in self.totals]}


def decide(store: Store, review_id: int, action: str, *, amount: str | None = None,
           note: str | None = None, who: str | None = None) -> Decided:
    """Approve, correct (with `amount` as printed) or reject (with an optional `note`); or
    approve every held part of the total this item is a part of ("approve-total")."""
    also: list[queue.Review] = []
    if action == "approve":
        review = queue.approve(store, review_id, who=who)
    elif action == "correct":
        if amount is None or not str(amount).strip():
            raise BadInput("a correction needs the right amount, as printed, e.g. 1,234.56")
        review = queue.correct(store, review_id, str(amount), who=who)
    elif action == "reject":
        review = queue.reject(store, review_id, note=(note or "").strip() or None, who=who)
    elif action == "approve-total":
        ids = totals.pending_parts(store, review_id)
        if review_id not in ids:
            queue.get(store, review_id)         # NotFound names what to do
            raise BadInput(f"review {review_id} is not a held part of a total still waiting; "
                           "approve it alone with `docq review approve`")
        decided = queue.approve_all(store, [review_id] + [i for i in ids if i != review_id], who=who)
        review, also = decided[0], decided[1:]
    else:
        raise BadInput(f"unknown decision {action!r}; one of {', '.join(ACTIONS)}")
    written = [p for r in [review, *also] for p in notify.rewrite_inbox(store, r)]
    # a process that died between an earlier decision and its file left one still "held"
    written += notify.resync_inbox(store)
    stated = totals.settle_ready(store)
    written += [Path(t.inbox_path) for t in stated if t.channel == "inbox" and t.inbox_path
                and Path(t.inbox_path).parent.is_dir()]
    return Decided(review, written, also, stated)
