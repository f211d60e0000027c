"""How an answer names a figure asked by its printed label (answer/compose.py noun_of): the
label's words in lower case, but names keep their capitals: a month, a car."""
from __future__ import annotations

from docq.answer.candidates import Candidate
from docq.answer.compose import noun_of
from docq.answer.library import Doc
from docq.records import Sidecar

_DOC = Doc(1, "policy.pdf", None, Sidecar(doc_type="insurance-declarations"))


def _noun(label: str) -> str:
    return noun_of(Candidate(_DOC, "label:" + label.lower(), "money", "1.00", "rows", label=label))


def test_a_car_and_a_month_keep_their_capitals():
    assert _noun("2016 Toyota Corolla L Premium") == "2016 Toyota Corolla L premium"
    assert _noun("Closing balance at 31 March 2026") == "closing balance at 31 March 2026"


def test_other_words_are_said_in_lower_case_and_acronyms_as_printed():
    assert _noun("Investment Return") == "investment return"
    assert _noun("Total Premium (HO-3)") == "total premium (HO-3)"
    assert _noun("TOTAL CHARGE") == "TOTAL CHARGE"
