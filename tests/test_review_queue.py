"""The review queue on a real Store: holding, every decision, every refusal, restarts and
crashes mid-decision."""
from __future__ import annotations

import signal
import subprocess
import sys
import sqlite3
import textwrap

import pytest

from docq.errors import BadInput, DocqError, NotFound
from docq.records import Box
from docq.review import queue, reasons
from docq.store import Store

from review_support import FIGURE, add_document, hold_one, make_pdf


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "docq.sqlite3")
    yield s
    s.close()


@pytest.fixture
def doc(store, tmp_path):
    return add_document(store, make_pdf(tmp_path / "adt-2012-02.pdf"))


def test_hold_records_everything_and_lists_oldest_first(store, doc):
    first = hold_one(store, doc, codes=[reasons.LABEL_DISAGREES, reasons.REREAD_DISAGREES])
    second = hold_one(store, doc, question="amount due in February?", value="$1,241.99")
    items = queue.pending(store)
    assert [r.id for r in items] == [first, second]
    r = items[0]
    assert (r.question, r.channel, r.field, r.value, r.doc_id, r.page) == (
        "what is the amount due on the ADT bill?", "cli", "amount_due", "241.99", doc, 1)
    assert r.box == FIGURE and r.reasons == ["label-disagrees", "reread-disagrees"]
    assert r.document == "adt-2012-02.pdf" and r.status == "pending"
    assert items[1].value == "1241.99"          # stored normalised
    assert queue.pending_count(store) == 2


def test_the_same_pending_question_is_not_held_twice(store, doc):
    assert hold_one(store, doc) == hold_one(store, doc)
    other_file = hold_one(store, doc, channel="inbox", inbox_path="/tmp/x/q.txt")
    assert other_file != hold_one(store, doc)
    assert queue.pending_count(store) == 2


def test_hold_refuses_an_unknown_channel_or_no_reason(store, doc):
    with pytest.raises(BadInput):
        hold_one(store, doc, channel="email")
    with pytest.raises(BadInput):
        queue.hold(store, question="q", channel="cli", inbox_path=None, field="total",
                   value="1.00", doc_id=doc, page=1, box=None, reasons=[], detail="")


def test_approve_makes_a_verified_field(store, doc):
    rid = hold_one(store, doc)
    decided = queue.approve(store, rid, who="ana")
    assert decided.status == "approved" and decided.decided_by == "ana"
    v = queue.verified(store, doc, "amount_due")
    assert (v["value"], v["method"], v["who"], v["review_id"], v["page"]) == (
        "241.99", "reviewed", "ana", rid, 1)
    assert v["at"] > 0
    assert queue.pending(store) == []


def test_approve_defaults_to_the_local_user(store, doc):
    queue.approve(store, hold_one(store, doc))
    assert queue.verified(store, doc, "amount_due")["who"] == queue.local_user() != ""


def test_correct_stores_the_typed_figure(store, doc):
    rid = hold_one(store, doc)
    decided = queue.correct(store, rid, "$1,042.99")
    assert decided.status == "corrected" and decided.decision_value == "1042.99"
    v = queue.verified(store, doc, "amount_due")
    assert (v["value"], v["method"]) == ("1042.99", "corrected")


@pytest.mark.parametrize("bad", ["", "forty two", "42.9.9", "12/03/2024", "1e5"])
def test_correct_refuses_anything_that_is_not_an_amount(store, doc, bad):
    rid = hold_one(store, doc)
    with pytest.raises(BadInput, match="not an amount"):
        queue.correct(store, rid, bad)
    assert queue.get(store, rid).status == "pending"
    assert queue.verified(store, doc, "amount_due") is None


def test_reject_records_the_figure_as_wrong_for_that_field_only(store, doc):
    rid = hold_one(store, doc)
    decided = queue.reject(store, rid, note="that is the previous balance")
    assert decided.status == "rejected" and decided.note == "that is the previous balance"
    assert queue.rejected_values(store, doc, "amount_due") == {"241.99"}
    assert queue.rejected_values(store, doc, "previous_balance") == set()
    assert queue.verified(store, doc, "amount_due") is None


def test_a_later_rejection_removes_an_earlier_approval_of_that_figure(store, doc):
    queue.approve(store, hold_one(store, doc))
    queue.reject(store, hold_one(store, doc, question="amount due again?"))
    assert queue.verified(store, doc, "amount_due") is None
    # and approving it once more takes it back out of the rejected set
    queue.approve(store, hold_one(store, doc, question="and again?"))
    assert queue.rejected_values(store, doc, "amount_due") == set()
    assert queue.verified(store, doc, "amount_due")["value"] == "241.99"


def test_a_decision_settles_every_pending_twin(store, doc):
    a = hold_one(store, doc)
    b = hold_one(store, doc, channel="inbox", inbox_path="/tmp/inbox/q.txt")
    c = hold_one(store, doc, value="42.99", question="amount due, the other figure")
    decided = queue.approve(store, a)
    assert decided.settled == [b]
    assert queue.get(store, b).status == "approved"
    assert [r.id for r in queue.pending(store)] == [c]


def _hold_at(store, doc, *, page=1, box=FIGURE, field="amount_due", value="241.99",
             question="what is the amount due on the ADT bill?") -> int:
    return queue.hold(store, question=question, channel="cli", inbox_path=None, field=field,
                      value=value, doc_id=doc, page=page, box=box, reasons=[reasons.LABEL_DISAGREES],
                      detail="")


@pytest.mark.parametrize("action", ["approve", "reject"])
def test_one_figure_is_one_entry_and_one_decision_and_other_figures_never_join_it(store, doc, tmp_path, action):
    """The same figure: the same document bytes, page, field, box and value. The same question
    asked again from the inbox, and another wording, are that figure; the same value on
    another page, in another box, as another field or in another document is not."""
    asked = hold_one(store, doc)
    inbox = hold_one(store, doc, channel="inbox", inbox_path="/tmp/inbox/q.txt")
    worded = hold_one(store, doc, question="how much do I owe ADT?")
    page_two = _hold_at(store, doc, page=2, question="amount due on page 2?")
    elsewhere = _hold_at(store, doc, box=Box(100.0, 600.0, 160.0, 614.0), question="the other box?")
    as_field = _hold_at(store, doc, field="previous_balance", question="previous balance?")
    other_doc = add_document(store, make_pdf(tmp_path / "adt-2012-03.pdf", box=Box(400.0, 300.0, 460.0, 315.0)))
    other = hold_one(store, other_doc)
    boxless = [_hold_at(store, doc, box=None, question=f"no box {n}?") for n in (1, 2)]

    groups = [[r.id for r in g] for g in queue.pending_groups(store)]
    assert groups == [[asked, inbox, worded], [page_two], [elsewhere], [as_field], [other], boxless]
    assert [t.id for t in queue.twins(store, queue.get(store, worded))] == [asked, inbox]
    assert queue.twins(store, queue.get(store, page_two)) == []

    decided = queue.approve(store, worded) if action == "approve" else queue.reject(store, worded)
    assert decided.settled == [asked, inbox]
    assert {queue.get(store, i).status for i in (asked, inbox)} == {decided.status}
    assert [g[0].id for g in queue.pending_groups(store)] == [page_two, elsewhere, as_field, other, boxless[0]]


@pytest.mark.parametrize("decide", [
    lambda s, i: queue.approve(s, i),
    lambda s, i: queue.correct(s, i, "42.99"),
    lambda s, i: queue.reject(s, i),
])
def test_deciding_twice_is_a_clear_error(store, doc, decide):
    rid = hold_one(store, doc)
    decide(store, rid)
    before = queue.get(store, rid)
    for again in (queue.approve, queue.reject):
        with pytest.raises(BadInput, match=f"review {rid} was already {before.status}"):
            again(store, rid)
    with pytest.raises(BadInput):
        queue.correct(store, rid, "1.00")
    assert queue.get(store, rid) == before


def test_an_unknown_id_is_a_clear_error(store, doc):
    for call in (lambda: queue.get(store, 99), lambda: queue.approve(store, 99),
                 lambda: queue.correct(store, 99, "1.00"), lambda: queue.reject(store, 99)):
        with pytest.raises(NotFound, match="no review 99"):
            call()
    assert issubclass(NotFound, DocqError)


def test_an_item_without_a_figure_can_only_be_rejected(store, doc):
    rid = queue.hold(store, question="what was my deductible?", channel="cli", inbox_path=None,
                     field="deductible", value=None, doc_id=doc, page=1, box=None,
                     reasons=[reasons.NOT_LITERAL], detail="model answer not in the text")
    with pytest.raises(BadInput, match="reject it instead"):
        queue.approve(store, rid)
    assert queue.reject(store, rid).status == "rejected"
    assert queue.rejected_values(store, doc, "deductible") == set()


def test_pending_items_survive_reopening_the_store(tmp_path, doc, store):
    ids = [hold_one(store, doc, question=f"question {i}", value=f"{i}41.99") for i in range(3)]
    queue.approve(store, ids[0])
    store.close()
    again = Store(tmp_path / "docq.sqlite3")
    assert [r.id for r in queue.pending(again)] == ids[1:]
    assert queue.verified(again, doc, "amount_due")["value"] == "41.99"
    again.close()


@pytest.mark.parametrize("table, decide", [
    ("verified_fields", lambda s, i: queue.approve(s, i)),
    ("verified_fields", lambda s, i: queue.correct(s, i, "42.99")),
    ("rejected_values", lambda s, i: queue.reject(s, i, note="wrong")),
])
def test_a_failure_inside_the_decision_leaves_the_item_pending(store, doc, table, decide):
    twin = hold_one(store, doc, channel="inbox", inbox_path="/tmp/inbox/q.txt")
    rid = hold_one(store, doc)
    # a fault injected through the database itself, after the status update has been made
    store.conn.execute(f"CREATE TEMP TRIGGER boom BEFORE INSERT ON {table} "
                       "BEGIN SELECT RAISE(ABORT, 'disk gone'); END")
    with pytest.raises(sqlite3.IntegrityError, match="disk gone"):
        decide(store, rid)
    assert [r.status for r in queue.pending(store)] == ["pending", "pending"]
    assert {r.id for r in queue.pending(store)} == {twin, rid}
    assert queue.get(store, rid).decided_at is None
    assert queue.verified(store, doc, "amount_due") is None
    assert queue.rejected_values(store, doc, "amount_due") == set()


CRASH = textwrap.dedent("""
    import os, signal, sys
    from docq.review import queue
    from docq.store import Store
    store = Store(sys.argv[1])
    # die mid-transaction: the review row is already updated, the verified row half-written
    store.conn.create_function("die", 0, lambda: os.kill(os.getpid(), signal.SIGKILL))
    store.conn.execute("CREATE TEMP TRIGGER die AFTER INSERT ON verified_fields BEGIN SELECT die(); END")
    queue.approve(store, int(sys.argv[2]))
""")


def test_kill_9_in_the_middle_of_a_decision_leaves_the_item_pending(tmp_path, store, doc):
    rid = hold_one(store, doc)
    proc = subprocess.run([sys.executable, "-c", CRASH, str(tmp_path / "docq.sqlite3"), str(rid)],
                          capture_output=True, timeout=60)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    again = Store(tmp_path / "docq.sqlite3")
    assert [r.id for r in queue.pending(again)] == [rid]
    assert queue.verified(again, doc, "amount_due") is None
    assert queue.approve(again, rid).status == "approved"   # and it can still be decided
    again.close()


def test_reason_codes_are_declared_once_with_an_explanation():
    assert len(set(reasons.ALL)) == len(reasons.ALL) >= 6
    for code in ("not-literal", "label-disagrees", "reread-disagrees", "low-confidence",
                 "conflicting", "wrong-period"):
        assert code in reasons.ALL and reasons.explain(code) != code
    assert reasons.explain("from-the-future") == "from-the-future"


def test_is_rejected_compares_figures_as_printed_or_normalised(store, doc):
    queue.reject(store, hold_one(store, doc, value="$1,241.99"))
    assert queue.is_rejected(store, doc, "amount_due", "1,241.99")
    assert queue.is_rejected(store, doc, "amount_due", "1241.99")
    assert not queue.is_rejected(store, doc, "amount_due", "241.99")
    assert not queue.is_rejected(store, doc, "new_balance", "1241.99")



def test_two_people_deciding_at_once_one_wins_the_other_is_told(tmp_path, store, doc):
    import threading

    rid = hold_one(store, doc)
    barrier, results = threading.Barrier(2), []

    def decide(action):
        own = Store(tmp_path / "docq.sqlite3")     # a second process's connection, in effect
        barrier.wait()
        try:
            results.append(action(own, rid).status)
        except BadInput as e:
            results.append(f"refused: {e}")
        finally:
            own.close()

    threads = [threading.Thread(target=decide, args=(a,)) for a in
               (lambda s, i: queue.approve(s, i, who="ana"), lambda s, i: queue.reject(s, i, who="bo"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert len(results) == 2 and sum(r.startswith("refused: ") for r in results) == 1
    final = queue.get(store, rid)
    assert final.status in results
    assert (queue.verified(store, doc, "amount_due") is not None) == (final.status == "approved")
    assert bool(queue.rejected_values(store, doc, "amount_due")) == (final.status == "rejected")


def test_the_answer_a_decision_gives_is_in_the_document_currency(store, doc):
    from docq.records import Sidecar
    from docq.review.notify import answer_for
    with store.tx() as c:
        c.execute("INSERT INTO sidecars (doc_id, data, updated_at) VALUES (?,?,?)",
                  (doc, store_dumps(Sidecar(doc_type="receipt", currency="RM").to_dict()), "now"))
    decided = queue.approve(store, hold_one(store, doc, value="27.55", field="total"))
    a = answer_for(decided, store)
    assert a.status == "answered" and "RM 27.55" in a.text and "$" not in a.text
    # without the store (the document unknown) it is stated as before, in dollars
    assert "$27.55" in answer_for(decided).text


def store_dumps(d):
    from docq.store import dumps
    return dumps(d)
