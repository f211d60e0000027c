"""The review queue through the real daemon: held items survive kill -9 and restarts, the
status counts them, and each decision rewrites the asker's inbox answer file."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from docq.records import Box
from docq.review import queue, reasons

pytestmark = pytest.mark.e2e

BILL = ("ADT SECURITY SERVICES  Statement date February 1, 2012\n"
        "PREVIOUS BALANCE 241.99\nPAYMENT RECEIVED 241.99 CR\n"
        "MONITORING 26.99\nENDING BALANCE 42.99\nAMOUNT DUE 42.99")


def _ready_bill(daemon, make_pdf, tmp_path) -> int:
    daemon.drop(make_pdf(tmp_path / "adt-2012-02.pdf", [BILL]))
    daemon.wait_for(lambda: daemon.store().one(
        "SELECT d.id FROM documents d JOIN names n ON n.doc_id = d.id WHERE n.name = ?"
        " AND d.state = 'ready'", "adt-2012-02.pdf"), what="the bill to be ready")
    return daemon.store().one("SELECT doc_id FROM names WHERE name = 'adt-2012-02.pdf'")[0]


def _inbox_question(daemon, name: str, text: str) -> Path:
    q = daemon.home / "inbox" / name
    q.write_text(text + "\n")
    daemon.wait_for(lambda: q.with_name(q.stem + ".answer.json").exists(),
                    what=f"the daemon to answer {name}")
    return q


def _answer(q: Path) -> dict:
    return json.loads(q.with_name(q.stem + ".answer.json").read_text())


def _hold(daemon, doc_id: int, value: str, question: str, code: str, inbox: Path | None = None) -> int:
    return queue.hold(daemon.store(), question=question, channel="inbox" if inbox else "cli",
                      inbox_path=str(inbox) if inbox else None, field="amount_due", value=value,
                      doc_id=doc_id, page=1, box=Box(72, 60, 200, 76), reasons=[code],
                      detail="held in the test's HOME store")


def test_held_items_survive_kill_and_decisions_rewrite_inbox_answers(daemon, make_pdf, tmp_path):
    doc_id = _ready_bill(daemon, make_pdf, tmp_path)
    q1 = _inbox_question(daemon, "amount-due.txt", "What is the amount due on the ADT bill?")
    q2 = _inbox_question(daemon, "previous.txt", "How much do I owe ADT?")
    approve_id = _hold(daemon, doc_id, "42.99", q1.read_text().strip(), reasons.REREAD_DISAGREES, q1)
    reject_id = _hold(daemon, doc_id, "241.99", q2.read_text().strip(), reasons.LABEL_DISAGREES, q2)
    cli_id = _hold(daemon, doc_id, "26.99", "amount due ADT", reasons.LOW_CONFIDENCE)
    assert daemon.json("status")["review"]["pending"] == 3

    daemon.kill()
    daemon.start()
    listed = daemon.json("review", "list")
    assert [i["id"] for i in listed] == [approve_id, reject_id, cli_id]
    assert daemon.json("status")["review"]["pending"] == 3

    shown = daemon.json("review", "show", str(cli_id))
    assert Path(shown["images"]["crop"]).read_bytes()[:4] == b"\x89PNG"
    assert shown["document"] == "adt-2012-02.pdf" and shown["reasons"] == ["low-confidence"]

    daemon.run("review", "approve", str(approve_id))
    a1 = _answer(q1)
    assert (a1["status"], a1["amount"]) == ("answered", "42.99")
    assert a1["citations"] == [{"document": "adt-2012-02.pdf", "page": 1}]

    daemon.run("review", "reject", str(reject_id), "--note", "previous balance, already paid")
    a2 = _answer(q2)
    assert a2["status"] == "declined" and a2["amount"] is None
    assert "241.99" not in a2["text"] and "241.99" not in q2.with_name("previous.answer.txt").read_text()

    # the daemon's inbox does not answer the decided questions over again
    daemon.stop()
    daemon.start()
    _inbox_question(daemon, "later.txt", "What is the amount due?")   # the inbox has had its turn
    assert _answer(q1)["status"] == "answered" and _answer(q2)["status"] == "declined"
    assert [i["id"] for i in daemon.json("review", "list")] == [cli_id]
    assert daemon.json("status")["review"]["pending"] == 1
