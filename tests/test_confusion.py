"""The confusion harness (evals/confusion.py) on a fixed sample, through the real daemon: every
figure asked for by its own label, and again with the period or the identifier changed, never
comes back as another figure. The whole harness over every corpus is run by hand
(evals/README.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from evals import confusion
from evals.generate import ensure

REPO = Path(__file__).resolve().parent.parent
REAL = REPO.parent / "shared" / "corpora"


def test_the_questions_ask_each_printed_figure_and_a_period_no_document_has():
    corpora = ensure(REPO / "evals" / "out" / "corpora")
    assert "utilities" in corpora
    qs = confusion.build([("utilities", REPO / "evals" / "out" / "corpora" / "utilities")])
    asked = [q for q in qs if not q.get("negative")]
    assert asked and len(qs) == 2 * len(asked)
    assert any("amount due" in q["question"] and "188.32" in q["confusion"] for q in asked)
    assert all("2018" in q["question"] or "2006" in q["question"] for q in qs if q.get("negative"))


def test_a_label_two_alike_documents_print_is_asked_of_neither_and_a_keyed_field_is_an_answer():
    ensure(REPO / "evals" / "out" / "corpora")
    # a 1099-INT and its CORRECTED copy are one issuer's, one year's: "box 1" asks for either
    forms = confusion.build([("irs-forms", REPO / "evals" / "out" / "corpora" / "irs-forms")])
    assert forms and not [q for q in forms if q["id"].startswith("irs-forms:Ally_1099INT_2023")
                          and "Interest income" in q["id"]]
    # a receipt printing TOTAL beside ROUNDED TOTAL: the corpus keys "total" as what was paid
    receipts = confusion.build([("receipts", REPO / "evals" / "out" / "corpora" / "receipts")])
    total = next(q for q in receipts if q["id"] == "receipts:granville_deli.jpg:TOTAL")
    assert total["confusion"] == ["22.40", "22.42"]
    cash = next(q for q in receipts if q["id"] == "receipts:granville_deli.jpg:CASH")
    assert cash["confusion"] == ["25.00"]


def test_a_real_sets_questions_are_asked_with_their_identifier_or_year_changed():
    qs = confusion.build([("adbuy-dev", REAL / "adbuy-dev")])
    assert len(qs) == 60 and all(q["negative"] for q in qs)
    assert "4364415" in next(q["question"] for q in qs if q["id"] == "adbuy-dev-af8ddfc1:changed")
    # ...to a number no document of the set prints: another station order prints "Estimate:
    # 1931", so "invoice 1931" would ask for a document that exists
    assert "1931" in confusion.numbers_printed(REAL / "adbuy-dev")
    invoice = next(q["question"] for q in qs if q["question"].startswith("What is the gross amount on invoice 193"))
    assert invoice == "What is the gross amount on invoice 1932?"


@pytest.mark.slow
@pytest.mark.e2e
def test_no_confusion_on_a_sample(shared_readings, monkeypatch):
    monkeypatch.setenv("DOCQ_READ_CACHE", str(shared_readings))   # its daemon's readings, the gate's too
    ensure(REPO / "evals" / "out" / "corpora")
    docs = [("utilities", REPO / "evals" / "out" / "corpora" / "utilities"),
            ("tax", REPO / "evals" / "out" / "corpora" / "tax"),
            ("adbuy-dev", REAL / "adbuy-dev")]
    result = confusion.run(docs, sample=40)
    assert result["asked"] >= 100
    assert result["confusions"] == 0, result["which"]
