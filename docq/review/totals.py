"""A total held for review as one thing: the question it answers, its parts, and the answer it
gives once a person has decided every held part.

A total with a part that could not be proved is never stated; each doubted part waits as its
own review item (its figure shown there and nowhere else). The total itself is kept here, so
that deciding its last held part states it at once, computed again with Decimal from the
figures as proved and as decided ("correcting one part recomputes the sum"):

- every held part approved or corrected, every document still the bytes its figure was read
  from → the total, each part listed with its document and page, and a decided part saying so;
- any part rejected, or a document changed or gone since → declined, naming the part; a total
  without one of its parts would be a partial sum stated as a whole.

Asked from the inbox, the answer file is rewritten then, as a single held answer's is. Asked
from the command line, asking again gives the same total (the engine reads verified fields).
Approving a whole total approves every held part of it in one transaction.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from docq import money
from docq.errors import NotFound
from docq.answer import sums
from docq.records import Answer, Citation
from docq.review import notify, queue
from docq.review.provenance import document_problem
from docq.store import Store, dumps, now

PENDING, STATED, DECLINED = "pending", "stated", "declined"


@dataclass
class Total:
    id: int
    question: str
    channel: str
    inbox_path: str | None
    field: str
    currency: str
    head: str
    kind: str
    parts: list[dict]
    status: str
    review_ids: list[int]
    created_at: float = 0.0
    answer: Answer | None = None

    def to_dict(self) -> dict:
        return {"id": self.id, "question": self.question, "channel": self.channel,
                "inbox_path": self.inbox_path, "status": self.status, "review_ids": list(self.review_ids),
                "answer": self.answer.to_dict() if self.answer else None}


def hold(store: Store, *, question: str, channel: str, inbox_path: str | None, field: str, currency: str,
         head: str, kind: str, parts: list[dict], review_ids: list[int]) -> int:
    """Keep a total whose `review_ids` wait for review; its id. The same question held again on
    the same channel, while pending with the same items, is the same total."""
    inbox = str(inbox_path) if inbox_path is not None else None
    for p in parts:
        if p.get("review_id") is None and p.get("doc_id") is not None and not p.get("sha256"):
            row = store.one("SELECT sha256 FROM documents WHERE id = ?", p["doc_id"])
            p["sha256"] = row["sha256"] if row else None
    with store.tx() as c:
        for row in c.execute("SELECT id FROM held_totals WHERE status = 'pending' AND question = ?"
                             " AND channel = ? AND inbox_path IS ?", (question, channel, inbox)).fetchall():
            have = {r[0] for r in c.execute("SELECT review_id FROM held_total_items WHERE total_id = ?", (row["id"],))}
            if have == set(review_ids):
                return row["id"]
        total_id = c.execute(
            "INSERT INTO held_totals (created_at, question, channel, inbox_path, field, currency, head, kind, parts)"
            " VALUES (?,?,?,?,?,?,?,?,?)",
            (now(), question, channel, inbox, field, currency, head, kind, dumps(parts))).lastrowid
        c.executemany("INSERT INTO held_total_items (total_id, review_id) VALUES (?, ?)",
                      [(total_id, i) for i in sorted(set(review_ids))])
    return total_id


def _total(store: Store, row) -> Total:
    ids = [r[0] for r in store.all("SELECT review_id FROM held_total_items WHERE total_id = ? ORDER BY review_id",
                                   row["id"])]
    answer = Answer.from_dict(json.loads(row["answer"])) if row["answer"] else None
    return Total(row["id"], row["question"], row["channel"], row["inbox_path"], row["field"], row["currency"],
                 row["head"], row["kind"], json.loads(row["parts"]), row["status"], ids, row["created_at"], answer)


def get(store: Store, total_id: int) -> Total:
    row = store.one("SELECT * FROM held_totals WHERE id = ?", total_id)
    if row is None:
        raise NotFound(f"there is no held total {total_id}; `docq review list` shows pending items")
    return _total(store, row)


def of_item(store: Store, review_id: int) -> list[Total]:
    """The totals a review item is a part of (one question asked from the CLI and the inbox
    holds one item in two totals)."""
    rows = store.all("SELECT t.* FROM held_totals t JOIN held_total_items i ON i.total_id = t.id"
                     " WHERE i.review_id = ? ORDER BY t.id", review_id)
    return [_total(store, r) for r in rows]


def pending_parts(store: Store, review_id: int) -> list[int]:
    """Every item still held in the totals `review_id` is a part of, oldest first: what
    approving the whole total approves."""
    rows = store.all("SELECT DISTINCT r.id FROM held_total_items a JOIN held_total_items b ON b.total_id = a.total_id"
                     " JOIN held_totals t ON t.id = a.total_id JOIN reviews r ON r.id = b.review_id"
                     " WHERE a.review_id = ? AND t.status = 'pending' AND r.status = 'pending' ORDER BY r.id",
                     review_id)
    return [r[0] for r in rows]


# ---- settling -----------------------------------------------------------------------------

def settle_ready(store: Store) -> list[Total]:
    """Every pending total none of whose items still waits: stated or declined now, its inbox
    answer written. Safe to call again (a process that died between a decision and this call
    leaves a ready total for the next decision to settle)."""
    rows = store.all("SELECT * FROM held_totals t WHERE status = 'pending' AND NOT EXISTS ("
                     " SELECT 1 FROM held_total_items i JOIN reviews r ON r.id = i.review_id"
                     " WHERE i.total_id = t.id AND r.status = 'pending')")
    done = []
    for row in rows:
        total = _total(store, row)
        total.answer = answer_for(store, total)
        total.status = STATED if total.answer.status == "answered" else DECLINED
        if total.channel == "inbox" and total.inbox_path:
            _write_inbox(Path(total.inbox_path), total.answer)
        with store.tx() as c:
            changed = c.execute("UPDATE held_totals SET status = ?, settled_at = ?, answer = ? WHERE id = ?"
                                " AND status = 'pending'",
                                (total.status, now(), dumps(total.answer.to_dict()), total.id)).rowcount
        if changed:
            done.append(total)
    return done


def answer_for(store: Store, total: Total) -> Answer:
    """The total's answer from its parts as proved and as decided, or why there is none."""
    items = {i: queue.get(store, i) for i in total.review_ids}
    rejected = [r for r in items.values() if r.status == queue.REJECTED]
    if rejected:
        return _declined(total, f"{_which(rejected)} {'was' if len(rejected) == 1 else 'were'} rejected on review, "
                                "and I have no verified figure for "
                                f"{'it' if len(rejected) == 1 else 'them'}; a total without "
                                f"{'it' if len(rejected) == 1 else 'them'} would be wrong. Ask again if a "
                                "corrected copy arrives.", "sum-part-rejected")
    listed, cites, parts = [], [], []
    for p in total.parts:
        item = items.get(p.get("review_id")) if p.get("review_id") is not None else None
        sha = item.sha256 if item is not None else p.get("sha256")
        problem = document_problem(store, p.get("doc_id"), sha)
        if problem:
            return _declined(total, f"{p.get('document') or 'one part'} can no longer be checked: {problem}. "
                                    "Ask again once it is back.", "sum-part-changed")
        if item is not None:
            value = item.decision_value
            how = "you approved it" if item.status == queue.APPROVED else "you corrected it"
            note = f"{how} in review {item.id}"
        else:
            value, note = p.get("value"), ""
        if value is None or money.parse_amount(str(value)) is None:
            return _declined(total, f"the figure of {p.get('document') or 'one part'} is not an amount I can add.",
                             "sum-part-unproven")
        listed.append(sums.Listed(str(value), p.get("sender"), p["document"], int(p.get("page") or 1), note))
        cites.append(Citation(p["document"], int(p.get("page") or 1)))
        parts.append({"amount": str(value), "document": p["document"], "page": int(p.get("page") or 1),
                      "label": p.get("label") or ""})
    whole = sum((Decimal(x.amount) for x in listed), Decimal("0"))
    text = sums.said(str(whole), total.currency, total.head, total.kind, listed)
    evidence = {"sum": {"total": str(whole), "currency": total.currency, "held_total": total.id,
                        "reviews": [{"review_id": r.id, "status": r.status, "value": r.decision_value}
                                    for r in items.values()]}}
    return Answer(total.question, "answered", text, amount=str(whole), citations=cites,
                  reasons=["sum", "reviewed"], evidence=evidence, parts=parts)


def _which(reviews: list[queue.Review]) -> str:
    named = [f"review {r.id} ({r.document or 'a document'})" for r in reviews]
    return "The part held as " + (named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1])


def _declined(total: Total, why: str, reason: str) -> Answer:
    return Answer(total.question, "declined", f"I won't state this total: {why[0].lower()}{why[1:]}",
                  reasons=[reason])


def _write_inbox(question_file: Path, answer: Answer) -> None:
    if question_file.parent.is_dir():      # the inbox itself is gone: nobody is waiting
        notify.write(question_file, answer)
