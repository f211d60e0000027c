"""Which documents a question's issuer names, over constructed libraries (real Store, real index,
real guards): the question's issuer is matched against each document's header, not only the one
string the sidecar extracted; the household's own names are recipients, never issuers; "Home" and
"Auto" are kinds of policy; and a policy with its renewal is one series, not an ambiguity."""
from __future__ import annotations

from datetime import date

import pytest

from docq import money
from docq.answer.engine import AnswerContext, answer
from tests.answer_support import reread_agrees

DANA = "Dana R Whitfield"


def ctx_for(lib) -> AnswerContext:
    return AnswerContext(lib.cfg, lib.store, lib.index, reader=None, reread=reread_agrees, today=date(2026, 3, 1))


def statement(name: str, lines: list[str], ending: str, **kw) -> tuple:
    return (name, [lines + [f"Ending Balance | ${ending}"]],
            dict(doc_type="bank-statement", dates={"period_start": "2024-03-01", "period_end": "2024-03-31"},
                 fields=[("ending_balance", f"${ending}", "Ending Balance")], **kw))


def with_household(lib):
    """The account holder's name taken as one statement's issuer; the same name is the person
    on documents of two other issuers."""
    for name, pages, kw in (
            statement("cascade-2024-03.pdf", [DANA, "4410 SE Oak St Apt 3", "Cascade Federal Credit Union",
                                              "Checking Statement"], "1,010.00", issuer=DANA),
            statement("harbor-2024-03.pdf", ["Harbor Bank", "Savings Statement"], "5,000.00",
                      issuer="Harbor Bank", person=DANA)):
        lib(name, pages, **kw)
    lib("meridian-2024-03.pdf", [["Meridian Express", DANA, "New Balance | $612.85"]],
        doc_type="credit-card-statement", issuer="Meridian Express", person=DANA,
        dates={"closing_date": "2024-03-07"}, fields=[("new_balance", "$612.85", "New Balance")])


def test_the_household_name_is_never_an_issuer_and_the_header_names_the_sender(lib):
    with_household(lib)
    ctx = ctx_for(lib)
    assert DANA not in ctx.library.issuers()
    a = answer("What was the ending balance on my Cascade Federal statement?", ctx)
    assert a.status == "answered" and a.amount == "1010.00" and a.citations[0].document == "cascade-2024-03.pdf"
    a = answer("What was the ending balance on my Harbor Bank statement?", ctx)
    assert a.status == "answered" and a.amount == "5000.00"


def test_two_senders_one_of_them_unnamed_are_still_two(lib):
    with_household(lib)
    a = answer("What was the ending balance on my bank statement?", ctx_for(lib))
    assert a.status == "declined" and a.reasons == ["ambiguous"]
    assert "Dana" not in a.text and "Harbor Bank" in a.text and not money.MONEY_IN_ANSWER_RE.search(a.text)


def test_a_garbled_sidecar_issuer_is_matched_by_the_header_it_sits_under(lib):
    # the sidecar took a row label for the issuer; the header prints the bank under a logo's glyphs
    for name, pages, kw in (
            statement("harbor-2024-03.pdf", ["=@-HARBOR BANK", "Savings Statement", "Beginning Balance | $4,990.00"],
                      "5,000.00", issuer="Beginning Balance"),
            statement("cascade-2024-03.pdf", ["Cascade Federal Credit Union", "Checking Statement",
                                              "Transfer to Harbor Bank | $10.00"], "1,010.00",
                      issuer="Cascade Federal Credit Union")):
        lib(name, pages, **kw)
    a = answer("What was the ending balance on my Harbor Bank statement?", ctx_for(lib))
    # Cascade's header mentions Harbor Bank below its own letterhead: it is not Harbor's
    assert a.status == "answered" and a.amount == "5000.00" and a.citations[0].document == "harbor-2024-03.pdf"


def policy(name: str, issuer: str, start: str, end: str, premium: str) -> tuple:
    return (name, [[issuer, "Personal Auto Policy Declarations", f"Policy Period | {start} to {end}",
                    f"Total Annual Premium | ${premium}"]],
            dict(doc_type="insurance-declarations", issuer=issuer,
                 dates={"period_start": date.fromisoformat(start).isoformat(),
                        "period_end": date.fromisoformat(end).isoformat()},
                 fields=[("premium", f"${premium}", "Total Annual Premium")]))


def with_evergreen_terms(lib):
    """One insurer's auto policy, its renewal (the name printed in full) and next year's renewal
    offer, mailed before that term starts."""
    for name, pages, kw in (policy("evergreen-auto-2024.pdf", "Evergreen Mutual", "2024-08-01", "2025-08-01", "1,100.00"),
                            policy("evergreen-auto-2025.pdf", "Evergreen Mutual Insurance", "2025-08-01", "2026-08-01",
                                   "1,180.00"),
                            policy("evergreen-auto-2026.pdf", "Evergreen Mutual Insurance", "2026-08-01", "2027-08-01",
                                   "1,260.00")):
        lib(name, pages, **kw)


def test_a_policy_and_its_renewals_are_one_series_answered_from_the_term_in_force(lib):
    with_evergreen_terms(lib)
    a = answer("What is the premium on my auto policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1180.00"
    assert "August 1, 2025" in a.text                               # it says which term
    a = answer("What was the premium on my auto policy for the term starting August 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1100.00" and "August 1, 2024" in a.text


def test_policies_of_two_insurers_are_still_ambiguous(lib):
    with_evergreen_terms(lib)
    name, pages, kw = policy("granite-auto-2025.pdf", "Granite State Casualty", "2025-09-01", "2026-09-01", "990.00")
    lib(name, pages, **kw)
    a = answer("What is the premium on my auto policy?", ctx_for(lib))
    assert a.status == "declined" and a.reasons == ["ambiguous"] and not money.MONEY_IN_ANSWER_RE.search(a.text)


@pytest.mark.parametrize("question", ["What is the collision deductible on my Auto policy?",
                                      "What is the collision deductible on my Home & Auto policy?"])
def test_kind_words_in_capitals_are_not_an_issuer(lib, question):
    lib("granite-vehicle.pdf", [["Granite State Casualty", "Private Passenger Vehicle Declarations",
                                 "Collision Deductible | $500.00"]],
        doc_type="insurance-declarations", issuer="Granite State Casualty",
        fields=[("collision_deductible", "$500.00", "Collision Deductible")])
    a = answer(question, ctx_for(lib))
    assert a.reasons != ["no-such-issuer"] and "from Auto" not in a.text and "from Home" not in a.text


def receipt(lib, name: str, head: str, issuer: str, day: str, printed: str, total: str) -> None:
    lib(name, [[head, printed, f"TOTAL | RM {total}"]], doc_type="receipt", issuer=issuer,
        dates={"period_start": day, "period_end": day, "closing_date": day}, fields=[("total", total, "TOTAL")])


def test_a_store_name_misread_only_by_confusable_glyphs_is_the_store(lib):
    # The recogniser reads MR. D.I.Y.'s dotted I and its Y as a one and a yen sign on one of
    # three receipts; asked for that day, the receipt is the store's, not "another date".
    receipt(lib, "085.jpg", "MR. D.I.Y. (M) SDN BHD", "MR. D.I.Y.", "2017-12-28", "28-12-17", "9.90")
    receipt(lib, "205.jpg", "MR. D.I.Y. (M) SDN BHD", "MR. D.I.Y", "2018-03-23", "23-03-18", "26.10")
    receipt(lib, "450.jpg", "MR. D.1.¥ (M) SDN BHD", "MR. D.1.¥", "2018-04-28", "28-04-18", "53.20")
    a = answer("What was the total on my receipt from Mr. D.I.Y. on 28 April 2018?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "53.20" and a.citations[0].document == "450.jpg"


def test_a_misread_name_of_other_letters_is_another_store(lib):
    # "Erie" is what a recogniser made of a Gardenia letterhead: different letters, not a
    # confusion of glyphs, so a question about Gardenia is not answered from it.
    receipt(lib, "358.jpg", "Erie", "Erie", "2017-10-30", "30/10/2017", "62.60")
    receipt(lib, "363.jpg", "GARDENIA BAKERIES (KL) SDN BHD", "Gardenia Bakeries (KL)", "2017-10-29",
            "29/10/2017", "58.86")
    a = answer("What was the total on my receipt from Gardenia Bakeries (KL) on 30 October 2017?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None and "62.60" not in a.text
