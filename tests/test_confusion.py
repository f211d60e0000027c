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
    assert any("amount due" in q["question"] and q["confusion"] == "188.32" for q in asked)
    assert all("2018" in q["question"] or "2006" in q["question"] for q in qs if q.get("negative"))


def test_a_real_sets_questions_are_asked_with_their_identifier_or_year_changed():
    qs = confusion.build([("adbuy-dev", REAL / "adbuy-dev")])
    assert len(qs) == 60 and all(q["negative"] for q in qs)
    assert "4364415" in next(q["question"] for q in qs if q["id"] == "adbuy-dev-af8ddfc1:changed")


@pytest.mark.slow
@pytest.mark.e2e
def test_no_confusion_on_a_sample():
    ensure(REPO / "evals" / "out" / "corpora")
    docs = [("utilities", REPO / "evals" / "out" / "corpora" / "utilities"),
            ("tax", REPO / "evals" / "out" / "corpora" / "tax"),
            ("adbuy-dev", REAL / "adbuy-dev")]
    result = confusion.run(docs, sample=40)
    assert result["asked"] >= 100
    assert result["confusions"] == 0, result["which"]
