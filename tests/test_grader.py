"""The published grader rules, one behaviour per test, plus the monotonicity property the
money bar relies on: widening the decline heuristic never adds a violation."""
from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from docq.errors import BadInput
from docq.evals import grader
from docq.evals.grader import Question, Run


def q(**kw) -> Question:
    base = {"id": "t1", "corpus": "banking", "question": "What was the new balance?", "expected": "x"}
    base.update(kw)
    return Question.from_dict(base)


AMEX = q(expected="$487.20", mustContainAny=["487.20"], citedTitles=["amex_2024-01-07.pdf"])


def run(question, status="answered", text="", cited=(), amount=None) -> Run:
    return Run(question, status, text, amount=amount, cited=tuple(cited))


def test_money_question_from_needles_or_expected_prose():
    assert grader.is_money_question(q(mustContainAll=["1,234.56"]))
    assert grader.is_money_question(q(mustContainAny=["$12.00"]))
    # The audit finding: a figure only in the prose expectation is still a money question.
    assert grader.is_money_question(q(expected="The premium is $1,927.00 a year."))
    assert not grader.is_money_question(q(expected="Policy CEA-5512", mustContainAll=["CEA-5512"]))
    assert not grader.is_money_question(q(expected="due on 2024-02-01", mustContainAll=["February 1"]))


def test_right_needs_answered_needles_and_citation():
    ok = run(AMEX, text="Your new balance was $487.20.", cited=["amex_2024-01-07.pdf"])
    assert grader.grade(AMEX, ok)[0] == grader.RIGHT
    assert grader.grade(AMEX, run(AMEX, text="$487.20", cited=["amex_2024-02-07.pdf"]))[0] == grader.WRONG
    assert grader.grade(AMEX, run(AMEX, "held", "$487.20", ["amex_2024-01-07.pdf"]))[0] == grader.WRONG
    assert grader.grade(AMEX, run(AMEX, text="$399.40", cited=["amex_2024-01-07.pdf"]))[0] == grader.WRONG


def test_money_compared_with_dollar_and_commas_normalised_but_not_inside_bigger_numbers():
    w2 = q(expected="1,552,945.61", mustContainAll=["$1,552,945.61"])
    assert grader.grade(w2, run(w2, text="Box 1 wages: 1552945.61"))[0] == grader.RIGHT
    assert grader.grade(w2, run(w2, text="Box 1 wages: $ 1,552,945.61 (2025)"))[0] == grader.RIGHT
    assert grader.grade(w2, run(w2, text="Box 1 wages: $11,552,945.61"))[0] == grader.WRONG
    assert grader.grade(w2, run(w2, text="Box 1 wages: $1,552,945.612"))[0] == grader.WRONG


def test_must_contain_all_and_any():
    both = q(expected="x", mustContainAll=["42.99", "ADT"], mustContainAny=["due", "owe"])
    assert grader.grade(both, run(both, text="You owe ADT $42.99"))[0] == grader.RIGHT
    assert grader.grade(both, run(both, text="You owe $42.99"))[0] == grader.WRONG
    assert grader.grade(both, run(both, text="ADT balance $42.99"))[0] == grader.WRONG


def test_negative_is_right_only_when_declined():
    neg = q(expected="No Edison bill exists; decline.", negative=True)
    assert grader.grade(neg, run(neg, "declined", "I couldn't find an Edison bill."))[0] == grader.RIGHT
    assert grader.grade(neg, run(neg, "held", "Held for your review."))[0] == grader.WRONG
    assert grader.grade(neg, run(neg, "answered", "Your Edison bill was $201.74."))[0] == grader.WRONG


def test_violation_needs_money_wrong_not_declined_and_a_figure():
    wrong_money = run(AMEX, text="Your new balance was $399.40.", cited=["amex_2024-01-07.pdf"])
    assert grader.money_violations([wrong_money]) == [wrong_money]
    # An honest decline, a held answer, a wrong answer without a figure: correctness only.
    assert not grader.money_violations([run(AMEX, "declined", "The January statement isn't in the sources.")])
    assert not grader.money_violations([run(AMEX, "held", "A figure is waiting for your review.")])
    assert not grader.money_violations([run(AMEX, text="It was paid in full.")])
    # A wrong figure stated only in the JSON amount still counts.
    assert grader.money_violations([run(AMEX, text="Here it is.", amount="399.40")])
    # A non-money question's wrong figure is not a money violation.
    plain = q(expected="Policy CEA-5512", mustContainAll=["CEA-5512"])
    assert not grader.money_violations([run(plain, text="It cost 12.00")])


def test_negative_answered_with_money_is_a_violation():
    neg = q(expected="No Edison bill exists; decline.", negative=True)
    bad = run(neg, text="Your Southern California Edison bill was $201.74.", cited=["nwnatural.pdf"])
    assert grader.money_violations([bad]) == [bad]


def test_load_questions_rejects_duplicates_and_missing_keys(tmp_path):
    p = tmp_path / "q.json"
    p.write_text(json.dumps([AMEX.to_dict(), AMEX.to_dict()]))
    with pytest.raises(BadInput, match="repeated"):
        grader.load_questions([p])
    p.write_text(json.dumps([{"id": "x", "question": "?"}]))
    with pytest.raises(BadInput, match="expected"):
        grader.load_questions([p])
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps([{"id": "x", "question": "What is my deductible?", "expected": "500.00"}]))
    assert grader.load_questions([mine])[0].corpus == "mine"


def test_shipped_question_files_load():
    from pathlib import Path
    files = sorted((Path(__file__).parent.parent / "evals" / "questions").glob("*.json"))
    assert files, "evals/questions holds the question sets"
    qs = grader.load_questions(files)
    assert len(qs) >= 100


_texts = st.one_of(
    st.sampled_from(["Your balance was $399.40.", "I couldn't find that.", "It is 1,234.56 total",
                     "Paid in full", "$ 5", "not in the sources: 12.00", "the new balance is 487.20",
                     "Nothing matches 41.00 here"]),
    st.text(alphabet="abc $.,0123456789'", max_size=30),
)
_questions = st.builds(
    lambda money, neg, needle: q(expected=needle if money else "text", negative=neg,
                                 mustContainAny=[needle] if money else ["CEA"]),
    st.booleans(), st.booleans(), st.sampled_from(["487.20", "$1,234.56", "12.00"]),
)
_runs = st.builds(lambda qq, status, text, amount: run(qq, status, text, amount=amount),
                  _questions, st.sampled_from(["answered", "declined", "held", "error"]), _texts,
                  st.one_of(st.none(), st.sampled_from(["399.40", "487.20"])))
_phrases = st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyz '$.0123456789", min_size=1, max_size=8), max_size=4)


@settings(max_examples=300, deadline=None)
@given(st.lists(_runs, max_size=6), _phrases, _phrases, st.booleans())
def test_widening_decline_phrasings_never_adds_a_violation(runs, base_extra, extra, from_default):
    base = (grader.DECLINE_PHRASES if from_default else ()) + tuple(base_extra)
    before = grader.money_violations(runs, phrases=base)
    after = grader.money_violations(runs, phrases=base + tuple(extra))
    assert all(any(a is b for b in before) for a in after)
    assert len(after) <= len(before)


def test_the_property_is_not_vacuous():
    """Widening does remove a violation when the new phrase matches the answer."""
    bad = run(AMEX, text="Nothing matches, the closest is $399.40", cited=["amex_2024-01-07.pdf"])
    assert grader.money_violations([bad], phrases=()) == [bad]
    assert grader.money_violations([bad], phrases=("nothing matches",)) == []


INTEREST = q(expected="1,203.40 in total", mustContainAll=["1,203.40"],
             citedTitles=["harbor.pdf", "cascade.pdf"],
             parts=[{"amount": "318.15", "document": "harbor.pdf"}, {"amount": "885.25", "document": "cascade.pdf"}])
SUM_TEXT = "$1,203.40 in total: $318.15 from Harbor Bank (harbor.pdf) + $885.25 from Cascade (cascade.pdf)."


def test_a_sum_is_right_only_with_the_total_and_every_part():
    parts = (("318.15", "harbor.pdf"), ("885.25", "cascade.pdf"))
    ok = Run(INTEREST, "answered", SUM_TEXT, amount="1203.40", cited=("harbor.pdf", "cascade.pdf"), parts=parts)
    assert grader.grade(INTEREST, ok)[0] == grader.RIGHT
    # the right total, but one part read from the wrong document
    swapped = Run(INTEREST, "answered", SUM_TEXT, amount="1203.40", cited=("harbor.pdf",),
                  parts=(("318.15", "harbor.pdf"), ("885.25", "harbor.pdf")))
    assert grader.grade(INTEREST, swapped)[0] == grader.WRONG
    # a part left out (and the total without it): wrong, and a violation
    partial = Run(INTEREST, "answered", "$318.15 in total: $318.15 from Harbor Bank (harbor.pdf).", amount="318.15",
                  cited=("harbor.pdf",), parts=(("318.15", "harbor.pdf"),))
    assert grader.grade(INTEREST, partial)[0] == grader.WRONG
    assert grader.is_violation(partial)
    # an extra part, though the text carries the key's total
    extra = Run(INTEREST, "answered", SUM_TEXT, amount="1203.40", cited=("harbor.pdf",),
                parts=parts + (("0.00", "other.pdf"),))
    assert "not in the key" in grader.grade(INTEREST, extra)[1]


def test_a_total_where_one_figure_was_asked_is_wrong():
    one = q(expected="318.15", mustContainAll=["318.15"], citedTitles=["harbor.pdf"])
    r = Run(one, "answered", SUM_TEXT, amount="1203.40", cited=("harbor.pdf",),
            parts=(("318.15", "harbor.pdf"), ("885.25", "cascade.pdf")))
    assert grader.grade(one, r) == (grader.WRONG, "stated a total where one figure was asked")


def test_a_sum_key_round_trips():
    assert Question.from_dict(INTEREST.to_dict()) == INTEREST


# Keys the receipt's pixels show wrong (evals/README.md, "Keys the pixels show wrong"): the
# published key, and what the question set asks for instead.
KEYS_CORRECTED = {
    "sroie-more": {
        # the key is the sub-total before a coupon; the Grand Total is what was paid
        "sroie-173": ("60.60", "33.00", ["33.00"]),
        "sroie-297": ("21.60", "12.40", ["12.40"]),
        # prints its total before rounding and after it; SROIE keys either (sroie-dev 104 after)
        "sroie-149": ("26.82", "26.82", ["26.82", "26.80"]),
    },
    "realdocs-dev": {
        # the report contradicts itself: its summary prints account 22222's current balance
        # 420.54, and page 3, headed "Hometown Bank of Alabama 22222 - Mtg Account", prints
        # "Current Balance: 14.47" (the summary's figure for account 111111)
        "realdocs-dev-accountchek-3": (
            "420.54 (Current Balance on AccountChek_asset_report_2021-05.pdf); the other account shows 14.47",
            "420.54 (the summary's Current Balance for 22222) or 14.47 (page 3's Current Balance under "
            "'Hometown Bank of Alabama 22222 - Mtg Account'): the report prints both",
            ["420.54", "14.47"]),
    },
}


def test_the_sroie_pdf_questions_are_sroies_asked_of_its_pdfs():
    """sroie-pdf asks sroie-dev's questions of the same receipts wrapped as scanner PDFs."""
    from pathlib import Path
    from evals.wrap import questions
    evals = Path(__file__).parent.parent / "evals"
    mine = json.loads((evals / "questions-by-hand" / "sroie-pdf.json").read_text())
    assert mine == questions(json.loads((evals / "questions" / "sroie.json").read_text()), "sroie-pdf")
    assert len(mine) == 60 and all(q["citedTitles"][0].endswith(".pdf") for q in mine)


@pytest.mark.parametrize("ours, shared", [("questions/sroie.json", "sroie-dev"),
                                          ("questions-by-hand/sroie-more.json", "sroie-more"),
                                          ("questions-real/realdocs-dev.json", "realdocs-dev"),
                                          ("questions-real/wildreceipt-dev.json", "wildreceipt-dev"),
                                          ("questions-real/adbuy-dev.json", "adbuy-dev")])
def test_the_sroie_question_sets_are_the_corpus_own_under_their_name(ours, shared):
    """evals asks the real receipts' own questions, renamed only so each set has its floor, and
    with only the keys listed as wrong corrected."""
    from pathlib import Path
    repo = Path(__file__).parent.parent
    mine = json.loads((repo / "evals" / ours).read_text())
    theirs = json.loads((repo.parent / "shared" / "corpora" / shared / "questions.json").read_text())
    name = Path(ours).stem
    corrected = KEYS_CORRECTED.get(name, {})
    assert {q["corpus"] for q in mine} == {name}
    for q in theirs:
        if q["id"] in corrected:
            published, expected, needles = corrected[q["id"]]
            assert q["expected"] == published, f"{q['id']}'s published key changed: look again"
            q.update(expected=expected, mustContainAny=needles)
            q.pop("mustContainAll", None)
    assert [{**q, "corpus": name} for q in theirs] == mine
    assert all(i in {q["id"] for q in mine} for i in corrected)


@pytest.mark.parametrize("name", ["realdocs-asked", "realdocs-more", "realdocs-fresh", "realdocs-probed"])
def test_the_questions_asked_of_realdocs_by_hand_cite_its_documents_and_key_a_figure_or_a_decline(name):
    from pathlib import Path
    repo = Path(__file__).parent.parent
    mine = json.loads((repo / "evals" / "questions-by-hand" / f"{name}.json").read_text())
    files = {p.name for p in (repo.parent / "shared" / "corpora" / "realdocs-dev").iterdir()}
    assert len({q["id"] for q in mine}) == len(mine) and {q["corpus"] for q in mine} == {name}
    for q in mine:
        if q.get("negative"):
            assert q["expected"].startswith("Should decline: ") and "mustContainAny" not in q
        else:
            assert q["mustContainAny"] and all(n in q["expected"] for n in q["mustContainAny"][:1])
            assert q["citedTitles"] and set(q["citedTitles"]) <= files


@pytest.mark.parametrize("name, module, documents", [("statements-drawn", "drawn_statements", 5),
                                                      ("mortgages-drawn", "drawn_mortgages", 5),
                                                      ("paystubs-drawn", "drawn_paystubs", 4),
                                                      ("brokerage-drawn", "drawn_brokerage", 3)])
def test_the_drawn_questions_cite_the_drawn_documents_and_key_a_figure_or_a_decline(tmp_path, name, module, documents):
    """The drawn sets (statements, mortgages, pay stubs, brokerage) ask the documents evals/drawn_*.py draw: each question
    keys the figures it may be answered with (more than one where its words fit several, as "the
    payments" printed with and without their sign), or is to be declined."""
    import importlib
    from pathlib import Path
    repo = Path(__file__).parent.parent
    mine = json.loads((repo / "evals" / "questions-by-hand" / f"{name}.json").read_text())
    files = {p.name for p in importlib.import_module(f"evals.{module}").draw(tmp_path)}
    assert len(files) == documents
    assert len({q["id"] for q in mine}) == len(mine) and {q["corpus"] for q in mine} == {name}
    assert len({q["question"].lower() for q in mine}) == len(mine)
    for q in mine:
        if q.get("negative"):
            assert q["expected"].startswith("Should decline: ") and "mustContainAny" not in q
        else:
            assert q["mustContainAny"] and all(re.fullmatch(r"\d{1,3}(?:,\d{3})*\.\d\d", n) for n in q["mustContainAny"])
            assert set(q.get("citedTitles", [])) <= files
