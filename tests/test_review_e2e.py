"""The review queue through the real daemon: held items survive kill -9 and restarts, the
status counts them, and each decision rewrites the asker's inbox answer file."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import pytesseract

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
    twin_id = _hold(daemon, doc_id, "26.99", "what did ADT monitoring cost?", reasons.LOW_CONFIDENCE)
    # the same figure held for two questions is one entry in the queue and one decision:
    # status counts both, the questions held and the figures to decide, and says which is which
    assert daemon.json("status")["review"] == {"pending": 4, "figures": 3}
    assert "review     3 figures waiting for a decision, held for 4 questions" in daemon.run("status").stdout

    daemon.kill()
    daemon.start()
    listed = daemon.json("review", "list")
    assert [i["id"] for i in listed] == [approve_id, reject_id, cli_id]
    assert listed[2]["twins"] == [twin_id]
    assert daemon.json("status")["review"] == {"pending": 4, "figures": 3}

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
    assert daemon.json("status")["review"] == {"pending": 2, "figures": 1}
    assert "review     1 figure waiting for a decision, held for 2 questions" in daemon.run("status").stdout


# ---- held by the answer engine itself ----------------------------------------------------

def bill_pdf(path: Path, lines: list[str], wrong_layer: tuple[str, str] | None = None) -> Path:
    """A digital bill, one line a row. `wrong_layer` = (printed, layer): that figure is on the
    page only as pixels, with a different figure in the text layer at the same place, as on
    a scan whose OCR layer misread it."""
    import pymupdf

    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    for i, line in enumerate(lines):
        y = 72 + 16 * i
        if wrong_layer and wrong_layer[0] in line:
            label = line.replace(wrong_layer[0], "").rstrip()
            page.insert_text((72, y), label, fontsize=11)
            x = 72 + pymupdf.get_text_length(label + " ", fontsize=11)
            stamp = pymupdf.open()
            stamp.new_page(width=60, height=16).insert_text((0, 12), wrong_layer[0], fontsize=11)
            page.insert_image(pymupdf.Rect(x, y - 12, x + 60, y + 4), pixmap=stamp[0].get_pixmap(dpi=300))
            page.insert_text((x, y), wrong_layer[1], fontsize=11, render_mode=3)   # invisible
        else:
            page.insert_text((72, y), line, fontsize=11)
    doc.save(path)
    doc.close()
    return path


# Service address, meter and usage make each a utility bill; issuers are asked by full name.
UTILITY = ["Service address 12 Oak Street", "Meter 4411  Usage 412 kWh"]
ACME = ["ACME POWER", "Statement date March 3, 2023", "Account 1234", *UTILITY,
        "PREVIOUS BALANCE 88.10", "AMOUNT DUE 142.17", "AMOUNT DUE 152.17", "Thank you"]  # two amounts due
ZENITH = ["ZENITH WATER", "Statement date May 5, 2023", "Account 777", *UTILITY,
          "PREVIOUS BALANCE 60.00", "AMOUNT DUE 48.99", "Thank you"]     # its layer says 42.99
COMCAST = ["COMCAST CABLE", "Account 5555", *UTILITY,
           "PREVIOUS BALANCE 90.00", "AMOUNT DUE 77.31", "Thank you"]    # no date at all

Q_ACME = "What was the amount due on my Acme Power bill?"
Q_ZENITH = "What was the amount due on my Zenith Water bill?"
Q_COMCAST = "What was the amount due on my June 2023 Comcast Cable bill?"
Q_COMCAST_ANY = "What was the amount due on my Comcast Cable bill?"


def ask(daemon, question: str) -> dict:
    return daemon.json("ask", question)


@pytest.fixture
def library(daemon, tmp_path):
    daemon.drop(bill_pdf(tmp_path / "acme-2023-03.pdf", ACME))
    daemon.drop(bill_pdf(tmp_path / "zenith-2023-05.pdf", ZENITH, wrong_layer=("48.99", "42.99")))
    daemon.drop(bill_pdf(tmp_path / "comcast.pdf", COMCAST))
    daemon.wait_for(lambda: daemon.store().one(
        "SELECT count(*) FROM documents WHERE state = 'ready'")[0] == 3, timeout=90,
        what="three bills ready")
    return daemon


def _held(daemon, question: str, code: str) -> dict:
    a = ask(daemon, question)
    assert a["status"] == "held" and a["amount"] is None, a
    item = next(i for i in daemon.json("review", "list") if i["id"] == a["review_id"])
    assert code in item["reasons"], item
    return item


def test_engine_holds_per_reason_and_each_decision_answers_the_next_ask(library, tmp_path):
    daemon = library
    conflicting = _held(daemon, Q_ACME, reasons.CONFLICTING)
    reread = _held(daemon, Q_ZENITH, reasons.REREAD_DISAGREES)
    period = _held(daemon, Q_COMCAST, reasons.WRONG_PERIOD)
    assert (conflicting["value"], reread["value"], period["value"]) == ("142.17", "42.99", "77.31")
    assert reread["document"] == "zenith-2023-05.pdf" and reread["box"] is not None

    # asking again while pending holds the same item, it does not pile up duplicates
    assert ask(daemon, Q_ACME)["review_id"] == conflicting["id"]
    daemon.kill()
    daemon.start()
    assert {i["id"] for i in daemon.json("review", "list")} == {conflicting["id"], reread["id"], period["id"]}

    # the person looks at the pixels: the crop shows what is printed where the layer said 42.99
    shown = daemon.json("review", "show", str(reread["id"]))
    crop = Path(shown["images"]["crop"])
    assert crop.read_bytes()[:4] == b"\x89PNG"
    seen = pytesseract.image_to_string(str(crop), config="--psm 6 --dpi 300")
    assert "AMOUNT DUE" in seen and "48.99" in seen and "42.99" not in seen

    daemon.run("review", "approve", str(conflicting["id"]))
    a = ask(daemon, Q_ACME)
    assert (a["status"], a["amount"]) == ("answered", "142.17")
    assert a["citations"] == [{"document": "acme-2023-03.pdf", "page": 1}]

    daemon.run("review", "correct", str(reread["id"]), "48.99")
    a = ask(daemon, Q_ZENITH)
    assert (a["status"], a["amount"]) == ("answered", "48.99")
    assert a["citations"][0]["document"] == "zenith-2023-05.pdf"

    shown = {v["field"]: v for v in daemon.json("show", "zenith-2023-05.pdf")["verified"]}
    assert (shown["amount_due"]["value"], shown["amount_due"]["method"]) == ("48.99", "corrected")
    assert shown["amount_due"]["who"] == queue.local_user() and shown["amount_due"]["at"]
    shown = {v["field"]: v for v in daemon.json("show", "acme-2023-03.pdf")["verified"]}
    assert (shown["amount_due"]["value"], shown["amount_due"]["method"]) == ("142.17", "reviewed")

    daemon.run("review", "reject", str(period["id"]), "--note", "not the June bill")
    for question in (Q_COMCAST, Q_COMCAST_ANY, "How much do I owe Comcast Cable?"):
        a = ask(daemon, question)
        assert a["amount"] != "77.31" and "77.31" not in a["text"], a
    assert daemon.json("review", "list") == []
    assert daemon.json("status")["review"]["pending"] == 0


def test_an_inbox_question_held_by_the_engine_is_answered_by_the_decision(library):
    daemon = library
    q = _inbox_question(daemon, "acme.txt", Q_ACME)
    held = _answer(q)
    assert held["status"] == "held" and held["amount"] is None
    item = daemon.json("review", "show", str(held["review_id"]))
    assert item["channel"] == "inbox" and item["inbox_path"] == str(q)
    cli = ask(daemon, Q_ACME)                       # the same figure held from the CLI too
    assert cli["status"] == "held" and cli["review_id"] != held["review_id"]

    out = daemon.run("review", "correct", str(cli["review_id"]), "152.17").stdout
    assert "inbox answer rewritten for acme.txt" in out        # the twin was settled with it
    a = _answer(q)
    assert (a["status"], a["amount"]) == ("answered", "152.17")
    assert a["citations"] == [{"document": "acme-2023-03.pdf", "page": 1}]
    assert ask(daemon, Q_ACME)["amount"] == "152.17"


def test_a_figure_read_with_low_confidence_is_held(start_daemon, tmp_path):
    # every figure on a digital page is read at confidence 100; a floor above it holds them all
    daemon = start_daemon(min_confidence=101)
    daemon.drop(bill_pdf(tmp_path / "comcast.pdf", COMCAST))
    daemon.wait_for(lambda: daemon.store().one("SELECT 1 FROM documents WHERE state = 'ready'"),
                    what="the bill ready")
    item = _held(daemon, Q_COMCAST_ANY, reasons.LOW_CONFIDENCE)
    assert item["value"] == "77.31"
    daemon.run("review", "approve", str(item["id"]))
    a = ask(daemon, Q_COMCAST_ANY)
    assert (a["status"], a["amount"]) == ("answered", "77.31")
