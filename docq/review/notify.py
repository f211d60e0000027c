"""What the asker hears after a decision: the Answer a decided review stands for, and the
rewrite of the inbox answer file of every item the decision settled.

Approved or corrected → answered with the verified figure and its citation (document file
name and page). Rejected → declined, with no figure at all (a person's note is kept in the
store, not in the answer, since it may quote the wrong figure).
"""
from __future__ import annotations

import json
from pathlib import Path

from docq import money
from docq.records import Answer, Citation
from docq.review.queue import APPROVED, CORRECTED, REJECTED, Review, get
from docq.store import Store


def _label(field: str | None) -> str:
    return (field or "figure").replace("_", " ")


def document_currency(store: Store | None, review: Review) -> str:
    """The currency the reviewed figure is printed in: its field's, else its document's."""
    if store is None or review.doc_id is None:
        return "USD"
    from docq.workers.stored import load_sidecar
    sc = load_sidecar(store, review.doc_id)
    if sc is None:
        return "USD"
    return next((f.currency for f in sc.fields if f.name == review.field and f.currency), sc.currency)


def answer_for(review: Review, store: Store | None = None) -> Answer:
    """The answer a decided review gives its question, its figure in the document's currency."""
    if review.status in (APPROVED, CORRECTED) and review.decision_value is not None:
        how = "you approved it" if review.status == APPROVED else "you corrected it"
        where = f"{review.document or 'the document'}, page {review.page or 1}"
        figure = money.format_amount(review.decision_value, document_currency(store, review))
        text = (f"{_label(review.field).capitalize()}: {figure}"
                f" ({where}; {how} in review {review.id}).")
        cites = [Citation(review.document, review.page or 1)] if review.document else []
        # review_id stays None: the item is no longer waiting, and the text names the review
        return Answer(review.question, "answered", text, amount=review.decision_value,
                      citations=cites, reasons=[review.status])
    if review.status == REJECTED:
        text = (f"The {_label(review.field)} held for review {review.id} was rejected on review,"
                " and I have no verified figure for it. Ask again if a corrected copy arrives.")
        return Answer(review.question, "declined", text, reasons=["rejected"])
    return Answer(review.question, "held",
                  f"The answer is waiting for review {review.id} (`docq review show {review.id}`).",
                  review_id=review.id, reasons=list(review.reasons))


def write(question_file: Path, answer: Answer) -> None:
    from docq.daemon.inbox import write_answer
    write_answer(question_file, answer)


def rewrite_inbox(store: Store, decided: Review) -> list[Path]:
    """Rewrite the inbox answer of the decided item and of each twin it settled."""
    written = []
    for review_id in [decided.id, *decided.settled]:
        review = decided if review_id == decided.id else get(store, review_id)
        if review.channel == "inbox" and review.inbox_path:
            question_file = Path(review.inbox_path)
            if not question_file.parent.is_dir():
                continue   # the inbox itself is gone: nobody is waiting for this answer
            write(question_file, answer_for(review, store))
            written.append(question_file)
    return written


def _still_held(question_file: Path, review_id: int) -> bool:
    from docq.daemon.inbox import answer_paths
    try:
        data = json.loads(answer_paths(question_file)[0].read_text())
    except (OSError, ValueError):
        return False
    return data.get("status") == "held" and data.get("review_id") == review_id


def resync_inbox(store: Store) -> list[Path]:
    """Rewrite any inbox answer still saying "held" for an item already decided (a process
    that died between committing a decision and writing the file leaves one behind)."""
    written = []
    for row in store.all("SELECT id, inbox_path FROM reviews WHERE channel = 'inbox'"
                         " AND status != 'pending' AND inbox_path IS NOT NULL"):
        question_file = Path(row["inbox_path"])
        if question_file.parent.is_dir() and _still_held(question_file, row["id"]):
            write(question_file, answer_for(get(store, row["id"]), store))
            written.append(question_file)
    return written
