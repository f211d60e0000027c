"""A total asked end to end: the real daemon reads generated scans of three monthly gas bills
(real Tesseract, real second reader), and `docq ask --json` states the sum with its parts — but
only once the series has no gap."""
from __future__ import annotations

from decimal import Decimal

import pytest

from docq import money
from evals.docs import write
from evals.generate import build

pytestmark = [pytest.mark.e2e]

QUESTION = "What did my NW Natural gas bills come to in 2024?"


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
