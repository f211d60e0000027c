"""A total asked end to end: the real daemon reads generated scans of three monthly gas bills
(real Tesseract, real second reader), and `docq ask --json` states the sum with its parts — but
only once the series has no gap; and a total asked from the inbox, held for one part, written
there once that part is decided."""
from __future__ import annotations

import json
from decimal import Decimal

import pytest

from docq import money
from evals.docs import write
from evals.generate import build
from test_review_e2e import UTILITY, ZENITH, bill_pdf

pytestmark = [pytest.mark.e2e]

QUESTION = "What did my NW Natural gas bills come to from January through March 2024?"


def test_a_sum_is_declined_with_its_gap_then_stated_with_every_part(daemon, tmp_path):
    bills = {d.name: d for d in build("utilities")[0] if d.name.startswith("NWNatural_2024-")}
    assert sorted(bills) == ["NWNatural_2024-01.pdf", "NWNatural_2024-02.pdf", "NWNatural_2024-03.pdf"]
    files = {name: write(doc, tmp_path) for name, doc in bills.items()}
    for name in ("NWNatural_2024-01.pdf", "NWNatural_2024-03.pdf"):
        daemon.drop(files[name])
    daemon.wait_for(lambda: daemon.status()["documents"]["ready"] == 2, timeout=300, what="two bills read")
    gap = daemon.json("ask", QUESTION)
    assert gap["status"] == "declined", gap
    assert "February 2024" in gap["text"] and gap["amount"] is None and gap["parts"] == []
    assert not money.MONEY_IN_ANSWER_RE.search(gap["text"])

    daemon.drop(files["NWNatural_2024-02.pdf"])
    daemon.wait_for(lambda: daemon.status()["documents"]["ready"] == 3, timeout=300, what="the third bill read")
    a = daemon.json("ask", QUESTION)
    dues = {name: Decimal(doc.fields["amount_due"]) for name, doc in bills.items()}
    assert a["status"] == "answered", a
    assert Decimal(a["amount"]) == sum(dues.values())
    assert sorted((p["document"], Decimal(p["amount"]), p["page"]) for p in a["parts"]) == \
        sorted((name, v, 1) for name, v in dues.items())
    assert sorted(c["document"] for c in a["citations"]) == sorted(dues)
    assert money.format_amount(str(sum(dues.values())), "USD") in a["text"]


def test_a_total_asked_from_the_inbox_is_written_once_its_held_part_is_corrected(daemon, tmp_path):
    april = ["ZENITH WATER", "Statement date April 5, 2023", "Account 777", *UTILITY,
             "PREVIOUS BALANCE 51.20", "AMOUNT DUE 60.00", "Thank you"]
    daemon.drop(bill_pdf(tmp_path / "zenith-2023-04.pdf", april))
    # May's figure is printed as pixels (48.99) over a text layer saying 42.99: held
    daemon.drop(bill_pdf(tmp_path / "zenith-2023-05.pdf", ZENITH, wrong_layer=("48.99", "42.99")))
    daemon.wait_for(lambda: daemon.status()["documents"]["ready"] == 2, timeout=120, what="two bills read")
    question = daemon.home / "inbox" / "water.txt"
    question.write_text("What did my Zenith Water bills come to from April to May 2023?\n")
    answer_file = question.with_name("water.answer.json")
    daemon.wait_for(answer_file.exists, what="the inbox answer")
    held = json.loads(answer_file.read_text())
    assert held["status"] == "held" and held["amount"] is None, held

    out = daemon.run("review", "correct", str(held["review_id"]), "48.99")
    assert "is settled (its inbox answer is rewritten): $108.99 in total" in out.stdout, out.stdout
    answered = json.loads(answer_file.read_text())
    assert answered["status"] == "answered" and answered["amount"] == "108.99", answered
    assert sorted((p["document"], p["amount"]) for p in answered["parts"]) == [
        ("zenith-2023-04.pdf", "60.00"), ("zenith-2023-05.pdf", "48.99")]
    assert "you corrected it in review" in answered["text"]
