"""How an answer names a figure asked by its printed label (answer/compose.py noun_of): the
label's words in lower case, but names keep their capitals: a month, a car."""
from __future__ import annotations

import pytest

from docq.answer.candidates import Candidate
from docq.answer.compose import _be, noun_of
from docq.answer.library import Doc
from docq.records import Sidecar

_DOC = Doc(1, "policy.pdf", None, Sidecar(doc_type="insurance-declarations"))


def _noun(label: str) -> str:
    return noun_of(Candidate(_DOC, "label:" + label.lower(), "money", "1.00", "rows", label=label))


def test_a_car_and_a_month_keep_their_capitals():
    assert _noun("2016 Toyota Corolla L Premium") == "2016 Toyota Corolla L premium"
    assert _noun("Closing balance at 31 March 2026") == "closing balance at 31 March 2026"


def test_a_labels_opening_article_is_the_answers_own():
    # "The a late charge on your statement": the sentence's article gives way to the answer's
    assert _noun("A late charge of") == "late charge"
    assert _noun("The Total Due") == "total due"
    assert _noun("An") == "an"
    assert _noun("A - Dwelling") == "a - dwelling"      # a coverage's letter is no article


def test_other_words_are_said_in_lower_case_and_acronyms_as_printed():
    assert _noun("Investment Return") == "investment return"
    assert _noun("Total Premium (HO-3)") == "total premium (HO-3)"
    assert _noun("TOTAL CHARGE") == "TOTAL CHARGE"


@pytest.mark.parametrize("noun, verb", [
    ("Medicare Part B premiums deducted (SSA-1099)", "are"),
    ("benefits repaid to SSA (SSA-1099 box 4)", "are"),
    ("wash sale loss disallowed (1099-B box 1g)", "is"),
    ("proceeds (1099-B box 1d)", "are"),
    ("federal income tax withheld (W-2 box 2)", "is"),
    ("total billed charges", "are"),
    ("gross distribution (1099-R box 1)", "is"),
])
def test_the_verb_agrees_with_the_noun_s_head_not_the_participle_after_it(noun, verb):
    assert _be(noun) == verb
