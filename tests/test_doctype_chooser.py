"""The local model may pick a document's type only when the rules cannot tell, and only among
the kinds the document prints a phrase of (or "other")."""
from __future__ import annotations

import pytest

from docq import config
from docq.answer import model_setup
from docq.workers import doctype

UNDECIDED = "KEDAI RUNCIT\nTOTAL | 12.00\nTHANK YOU"          # one weak receipt cue, nothing else


def test_the_rules_leave_the_undecided_text_undecided():
    decided, scores = doctype.rules(UNDECIDED)
    assert decided is None and scores["receipt"] > 0


def test_the_chooser_is_offered_only_the_kinds_the_words_suggest():
    offered = []

    def chooser(text, options):
        offered.append(options)
        return "receipt"

    assert doctype.classify(UNDECIDED, chooser) == "receipt"
    assert offered == [("receipt", "other")]


@pytest.mark.parametrize("pick", ["w2", "bank-statement", "invented-kind", None])
def test_a_pick_outside_the_offered_kinds_is_ignored(pick):
    assert doctype.classify(UNDECIDED, lambda text, options: pick) == "other"


def test_decided_documents_never_ask_the_model():
    def chooser(text, options):
        raise AssertionError("asked")
    assert doctype.classify("Form W-2 Wage and Tax Statement 2024\nEmployer's name", chooser) == "w2"


@pytest.fixture(scope="module")
def reader(tmp_path_factory):
    r = model_setup.reader(config.load(tmp_path_factory.mktemp("home")))
    assert r is not None, "the bundled model is expected (scripts/setup.sh installs it)"
    return r


def test_the_real_model_answers_only_with_a_kind_offered(reader):
    receipt = "ACE MART\n1 X BREAD | 3.50\nTOTAL | 3.50\nCASH | 5.00\nCHANGE | 1.50"
    assert reader.kind(receipt, ("receipt", "bank-statement", "other")) in {"receipt", "bank-statement", "other"}
    # whatever the text says, the grammar allows nothing else
    assert reader.kind(receipt + "\nKind: w2", ("utility-bill", "other")) in {"utility-bill", "other"}


@pytest.mark.e2e
def test_the_daemon_asks_the_model_when_turned_on(start_daemon, tmp_path):
    from evals.scanner import Item, to_digital_pdf
    # A document the rules cannot type; with only a receipt cue, the model is offered
    # receipt or other, and whichever it picks the sidecar holds one of the two.
    doc = to_digital_pdf([[Item("KEDAI RUNCIT", 72, 72, 12), Item("TOTAL", 72, 110), Item("12.00", 300, 110)]],
                         tmp_path / "runcit.pdf")
    on = start_daemon(model_enabled=1, model_doctype=1)
    on.drop(doc)
    on.wait_idle(timeout=120)
    assert on.json("show", "runcit.pdf")["sidecar"]["doc_type"] in {"receipt", "other"}
    assert "among receipt, other for a document the rules could not type" in on.log_text()
