"""The review queue: money answers held because they could not be proved, and what a person
decided about them.

A held item lives in the store's `reviews` table until someone approves, corrects or rejects
it. Each decision is one store transaction: the item's status, the verified field (approve,
correct) or the rejected value (reject) are written together or not at all, so a crash never
leaves an item half-decided. The answer engine reads `verified` and `rejected_values` on every
money answer; both are single indexed lookups.

A decision also settles every other pending item holding the same figure (`figure_key`: the
same document bytes, page, field, box and value; the same question asked twice, two wordings
of it, or from the inbox and the CLI): one look at the page answers them all, and the queue
shows them as one (`pending_groups`).
"""
from __future__ import annotations

import getpass
import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from docq import money
from docq.errors import BadInput, NotFound
from docq.records import Box
from docq.review import kept
from docq.review import reasons as reason_codes
from docq.review.provenance import document_problem
from docq.store import Store, dumps, now

APPROVED, CORRECTED, REJECTED, PENDING = "approved", "corrected", "rejected", "pending"
CHANNELS = ("cli", "inbox")


@dataclass
class Review:
    id: int
    created_at: float
    question: str
    channel: str
    inbox_path: str | None
    field: str | None
    value: str | None
    doc_id: int | None
    page: int | None
    box: Box | None
    reasons: list[str]
    detail: str | None
    status: str = PENDING
    decided_at: float | None = None
    decided_by: str | None = None
    decision_value: str | None = None
    note: str | None = None
    sha256: str | None = None            # the bytes the figure was read from
    document: str | None = None          # the document's file name as dropped
    settled: list[int] = field(default_factory=list)   # other items this decision settled
    # a part of a total: every part of it, [{"document", "page", "label", "value"|"review_id"}]
    # (a proved part's figure; a doubted one's item, whose figure only that item shows)
    sum_of: list[dict] | None = None
    # the kept images (review/kept.py): their names in HOME/review/ and the sha256 of each
    page_png: str | None = None
    page_png_sha256: str | None = None
    crop_png: str | None = None
    crop_png_sha256: str | None = None

    @classmethod
    def from_row(cls, row: sqlite3.Row, document: str | None = None) -> "Review":
        d = dict(row)
        d["box"] = Box.from_list(json.loads(d["box"])) if d["box"] else None
        d["reasons"] = json.loads(d["reasons"])
        d["sum_of"] = json.loads(d["sum_of"]) if d.get("sum_of") else None
        return cls(**d, document=document)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "created_at": self.created_at, "question": self.question,
            "channel": self.channel, "inbox_path": self.inbox_path, "field": self.field,
            "value": self.value, "document": self.document, "doc_id": self.doc_id,
            "page": self.page, "box": self.box.as_list() if self.box else None,
            "reasons": list(self.reasons),
            "explained": [reason_codes.explain(r) for r in self.reasons],
            "detail": self.detail, "status": self.status, "decided_at": self.decided_at,
            "decided_by": self.decided_by, "decision_value": self.decision_value,
            "note": self.note, "sha256": self.sha256, "settled": list(self.settled),
            "sum_parts": [dict(p) for p in self.sum_of] if self.sum_of else None,
        }


def local_user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):   # no login name and no USER/LOGNAME in a bare container
        return "unknown"


def _norm(value: str | None) -> str | None:
    """Amounts are kept normalised ("1234.56") so lookups compare like with like."""
    if value is None:
        return None
    return money.normalise(str(value)) or str(value).strip()


def _box_json(box: Box | list | tuple | None) -> str | None:
    if box is None:
        return None
    return dumps(box.as_list() if isinstance(box, Box) else Box.from_list(list(box)).as_list())


# ---- holding ---------------------------------------------------------------------------

def hold(store: Store, *, question: str, channel: str, inbox_path: str | None, field: str | None,
         value: str | None, doc_id: int | None, page: int | None, box: Box | list | None,
         reasons: list[str], detail: str) -> int:
    """Record a held money answer; the review id. The same question held again for the same
    figure (and inbox file) while still pending returns the existing id, not a duplicate."""
    if channel not in CHANNELS:
        raise BadInput(f"channel {channel!r} is not one of {', '.join(CHANNELS)}")
    if not reasons:
        raise BadInput("a held answer needs at least one reason code")
    value = _norm(value)
    inbox = str(inbox_path) if inbox_path is not None else None
    with store.tx() as c:
        row = c.execute(
            "SELECT id FROM reviews WHERE status = 'pending' AND question = ? AND channel = ?"
            " AND inbox_path IS ? AND field IS ? AND value IS ? AND doc_id IS ? AND page IS ?",
            (question, channel, inbox, field, value, doc_id, page)).fetchone()
        if row is not None:
            return row["id"]
        sha = c.execute("SELECT sha256 FROM documents WHERE id = ?", (doc_id,)).fetchone()
        cur = c.execute(
            "INSERT INTO reviews (created_at, question, channel, inbox_path, field, value, doc_id,"
            " page, box, reasons, detail, sha256) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (now(), question, channel, inbox, field, value, doc_id, page, _box_json(box),
             dumps(list(reasons)), detail, sha["sha256"] if sha else None))
        kept.name(c, cur.lastrowid, sha["sha256"] if sha else None)
        return cur.lastrowid


# ---- reading ---------------------------------------------------------------------------

def doc_name(store: Store, doc_id: int | None) -> str | None:
    """The document's file name as dropped: a present name first, the latest seen otherwise."""
    if doc_id is None:
        return None
    row = store.one("SELECT name FROM names WHERE doc_id = ? ORDER BY present DESC, seen_at DESC"
                    " LIMIT 1", doc_id)
    return row["name"] if row else None


def _review(store: Store, row: sqlite3.Row) -> Review:
    review = Review.from_row(row, document=doc_name(store, row["doc_id"]))
    if review.sum_of is None:
        # a part of a total held as one (review/totals.py); `sum_of` is only older items' copy
        total = store.one("SELECT t.parts FROM held_totals t JOIN held_total_items i ON i.total_id = t.id"
                          " WHERE i.review_id = ? ORDER BY t.id DESC LIMIT 1", review.id)
        review.sum_of = json.loads(total["parts"]) if total else None
    return review


def pending(store: Store) -> list[Review]:
    """Pending items, oldest first."""
    rows = store.all("SELECT * FROM reviews WHERE status = 'pending' ORDER BY created_at, id")
    return [_review(store, r) for r in rows]


def figure_key(review: Review) -> tuple | None:
    """What makes two held items the same figure, so that one decision settles both: the same
    document bytes (sha256), page, field, box and value. The field is part of it because a
    decision verifies a field: the same printed figure asked as another field is another
    claim. An item without a document hash, page, field or value is the same as no other."""
    if review.sha256 is None or review.page is None or not review.field or review.value is None:
        return None
    return (review.sha256, review.page, review.field,
            tuple(review.box.as_list()) if review.box else None, review.value)


def pending_groups(store: Store) -> list[list[Review]]:
    """Pending items, one list for each figure (its items oldest first), the groups in the
    order of their oldest item: what a person decides, once for each group."""
    groups: dict[object, list[Review]] = {}
    for r in pending(store):
        key = figure_key(r)
        groups.setdefault(key if key is not None else ("item", r.id), []).append(r)
    return list(groups.values())


def twins(store: Store, review: Review) -> list[Review]:
    """The other pending items holding the same figure as `review`, oldest first."""
    key = figure_key(review)
    if key is None:
        return []
    return [r for r in pending(store) if r.id != review.id and figure_key(r) == key]


def pending_count(store: Store) -> int:
    return store.one("SELECT count(*) FROM reviews WHERE status = 'pending'")[0]


def get(store: Store, review_id: int) -> Review:
    row = store.one("SELECT * FROM reviews WHERE id = ?", review_id)
    if row is None:
        raise NotFound(f"there is no review {review_id}; `docq review list` shows pending ones")
    return _review(store, row)


def verified(store: Store, doc_id: int, field: str) -> sqlite3.Row | None:
    """The verified value of a document's field (columns of verified_fields), or None."""
    return store.one("SELECT * FROM verified_fields WHERE doc_id = ? AND field = ?", doc_id, field)


def verified_for_doc(store: Store, doc_id: int) -> list[sqlite3.Row]:
    """Every verified field of a document, for `docq show DOC` (value, method, who, at)."""
    return store.all("SELECT * FROM verified_fields WHERE doc_id = ? ORDER BY field", doc_id)


def rejected_values(store: Store, doc_id: int, field: str) -> set[str]:
    """Figures a person rejected for this field of this document, normalised ("1234.56")."""
    rows = store.all("SELECT value FROM rejected_values WHERE doc_id = ? AND field = ?",
                     doc_id, field)
    return {r["value"] for r in rows}


def is_rejected(store: Store, doc_id: int, field: str, value: str) -> bool:
    """Whether a person rejected this figure (as printed or normalised) for this field."""
    return _norm(value) in rejected_values(store, doc_id, field)


# ---- deciding --------------------------------------------------------------------------

def approve(store: Store, review_id: int, *, who: str | None = None) -> Review:
    """The held figure is right: it becomes a verified field (method "reviewed")."""
    return _decide(store, review_id, APPROVED, who=who)


def correct(store: Store, review_id: int, amount: str, *, who: str | None = None) -> Review:
    """The held figure is wrong and `amount` is right: verified with method "corrected"."""
    value = f"{money.strict_amount(amount):.2f}"
    return _decide(store, review_id, CORRECTED, who=who, value=value)


def reject(store: Store, review_id: int, *, note: str | None = None,
           who: str | None = None) -> Review:
    """The held figure is wrong: never answer it again for that field of that document."""
    return _decide(store, review_id, REJECTED, who=who, note=note)


def approve_all(store: Store, review_ids: list[int], *, who: str | None = None) -> list[Review]:
    """Every item approved, in one transaction: all of them or, when one cannot be (decided
    already, its document changed), none."""
    return _decide_all(store, review_ids, APPROVED, who=who)


def _decide(store: Store, review_id: int, status: str, *, who: str | None,
            value: str | None = None, note: str | None = None) -> Review:
    return _decide_all(store, [review_id], status, who=who, value=value, note=note)[0]


def _decide_all(store: Store, review_ids: list[int], status: str, *, who: str | None,
                value: str | None = None, note: str | None = None) -> list[Review]:
    who = who or local_user()
    if status != REJECTED:
        for review_id in review_ids:
            _check_evidence(store, get(store, review_id))
    settled: dict[int, list[int]] = {}
    with store.tx() as c:
        at = now()
        for review_id in review_ids:
            row = c.execute("SELECT * FROM reviews WHERE id = ?", (review_id,)).fetchone()
            if row is not None and row["status"] != PENDING and any(review_id in ids for ids in settled.values()):
                continue            # a twin of an item decided just before, settled with it
            item = _check_decidable(row, review_id, status)
            settled[review_id] = _settle(c, item, status, who, at, value, note)
            if status != REJECTED:
                _record_verified(c, item, value or item.value, status, who, at)
            elif item.doc_id is not None and item.field and item.value is not None:
                _record_rejected(c, item, who, at, note)
    out = []
    for review_id, ids in settled.items():
        decided = get(store, review_id)
        decided.settled = [i for i in ids if i != review_id]
        out.append(decided)
    return out


def _check_decidable(row: sqlite3.Row | None, review_id: int, status: str) -> Review:
    if row is None:
        raise NotFound(f"there is no review {review_id}; `docq review list` shows pending ones")
    item = Review.from_row(row)
    if item.status != PENDING:
        raise BadInput(f"review {review_id} was already {item.status} by {item.decided_by};"
                       " a decision is final (`docq review show` has it)")
    if status != REJECTED and (item.doc_id is None or not item.field
                               or (status == APPROVED and item.value is None)):
        raise BadInput(f"review {review_id} names no document, field or figure to verify;"
                       " reject it instead")
    return item


def _check_evidence(store: Store, item: Review) -> None:
    """Verifying needs the bytes the figure was read from still on disk: a person looking at
    a replaced file would verify a figure against pixels it was never read from."""
    problem = document_problem(store, item.doc_id, item.sha256) \
        if item.status == PENDING and item.doc_id is not None else None
    if problem:
        raise BadInput(f"review {item.id} cannot be decided from the document now: {problem}")


def _settle(c: sqlite3.Connection, item: Review, status: str, who: str, at: float,
            value: str | None, note: str | None) -> list[int]:
    """Mark this item and every pending twin (`figure_key`: the same figure) decided."""
    key = figure_key(item)
    rows = c.execute("SELECT * FROM reviews WHERE status = 'pending' AND doc_id = ? AND field = ?"
                     " AND value = ? ORDER BY created_at, id", (item.doc_id, item.field, item.value))
    ids = [r["id"] for r in rows if key and figure_key(Review.from_row(r)) == key]
    if item.id not in ids:
        ids.append(item.id)
    for i in ids:
        c.execute("UPDATE reviews SET status = ?, decided_at = ?, decided_by = ?,"
                  " decision_value = ?, note = ? WHERE id = ? AND status = 'pending'",
                  (status, at, who, value or (item.value if status == APPROVED else None),
                   note, i))
    return ids


def _record_verified(c: sqlite3.Connection, item: Review, value: str, method_status: str,
                     who: str, at: float) -> None:
    method = "reviewed" if method_status == APPROVED else "corrected"
    # the latest decision wins: an approved figure is no longer a rejected one
    c.execute("DELETE FROM rejected_values WHERE doc_id = ? AND field = ? AND value = ?",
              (item.doc_id, item.field, value))
    c.execute(
        "INSERT INTO verified_fields (doc_id, field, value, method, page, box, who, at, review_id)"
        " VALUES (?,?,?,?,?,?,?,?,?) ON CONFLICT(doc_id, field) DO UPDATE SET value = excluded.value,"
        " method = excluded.method, page = excluded.page, box = excluded.box, who = excluded.who,"
        " at = excluded.at, review_id = excluded.review_id",
        (item.doc_id, item.field, value, method, item.page,
         _box_json(item.box) if method == "reviewed" else None, who, at, item.id))


def _record_rejected(c: sqlite3.Connection, item: Review, who: str, at: float,
                     note: str | None) -> None:
    c.execute("INSERT INTO rejected_values (doc_id, field, value, note, who, at, review_id)"
              " VALUES (?,?,?,?,?,?,?)", (item.doc_id, item.field, item.value, note, who, at, item.id))
    # a figure a person has now called wrong must not go on answering from an earlier approval
    c.execute("DELETE FROM verified_fields WHERE doc_id = ? AND field = ? AND value = ?",
              (item.doc_id, item.field, item.value))
