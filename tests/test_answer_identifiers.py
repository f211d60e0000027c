"""Identifiers in a question select documents: a number the question names a document by must
be printed on the document an answer cites, and a number no document prints is declined by
name. On main before this rule, "the gross amount on contract 4410275" was answered from
another contract's Totals row."""
from __future__ import annotations

from datetime import date

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from docq import money
from docq.answer import identifiers
from docq.answer.engine import AnswerContext, answer
from tests.answer_support import reread_agrees


def said(text: str) -> list[str]:
    return [i.said for i in identifiers.asked(text)]


@pytest.mark.parametrize("text, expected", [
    ("What is the gross amount on contract 4410275?", ["4410275"]),
    ("What is the gross amount on invoice 1612547-1?", ["1612547-1"]),
    ("What is the gross amount on invoice 1930?", ["1930"]),           # after its noun, not a year
    ("What is the total on invoice SI80000 from Sample, Inc.?", ["SI80000"]),
    ("What was the balance of account 22222?", ["22222"]),
    ("What is the balance on my card ending in 4471?", ["ending in 4471"]),
    ("What is the balance on XXXX-4471?", ["XXXX-4471"]),
    ("What is my policy premium on policy GS-88-104721?", ["GS-88-104721"]),
    ("What is the gross amount on contract 1099?", ["1099"]),         # after its noun, not a form
    # three parts joined by dashes that make no date are an account's number, not a day
    ("What is the gas bill for account 2210-4471-9?", ["2210-4471-9"]),
])
def test_identifiers_a_question_names(text, expected):
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "What were my Box 1 wages on my 2023 W-2 from Test Company?",
    "How much did I put into my 401(k) in 2023 according to box 12 code D of my W-2?",
    "What was my adjusted gross income on my 2018 Form 1040?",
    "How much did I owe on my 2019 Form 1040-SR?",
    "How much did I pay with my extension request (Form 4868) for tax year 2021?",
    "What is the wind/hail deductible on my policy for 2022-2023?",
    "What is the total policy premium on my Travelers renters policy for 12/10/21 to 12/10/22?",
    "How much did I transfer out for June rent on 5/14/2023?",
    "What is the collision deductible on my 1998 Jeep Cherokee?",
    "What was the total on my receipt from 99 Speed Mart on 19 March 2018?",
    "What was the total on my receipt from 7-Eleven on November 5, 2015?",
    "What were our wages on line 1 of our 2019 joint return?",
    "Was my total $1,234.56 or 99.10?",
    "What was the new balance on my card statement 12/15/2024?",
    "What was the new balance on my statement of 31.12.2023?",
    "What was due on my statement dated 2024-03-05?",
])
def test_what_is_not_an_identifier(text):
    assert said(text) == []


@pytest.mark.parametrize("asked, page, printed", [
    ("contract 4410275", "Contract # 4410275", True),
    ("contract 4410275", "Contract # 44102751", False),
    ("contract 4410275", "Contract # 4410276", False),
    ("invoice 1612547-1", "Invoice 1612547 - 1", True),
    ("invoice 1612547-1", "Invoice 1612547-10", False),
    ("invoice 1612547-1", "Invoice 1612547 | Page 1", False),
    ("invoice KT20020037", "INVOICE NO: KT 20020037", True),
    ("account 0042517", "Account 42517", True),                        # leading zeros aside
    ("card ending in 4471", "Account XXXX XXXX XXXX 4471", True),
    ("card ending in 4471", "Account XXXX XXXX XXXX 4472", False),
    ("account 4417123456784471", "Account ****4471", True),             # the document masks it
    ("account 4417123456784471", "Account ****4472", False),
    ("account ending 2398", "Account # | 511-48239-8", True),          # its end across the dashes
    ("account ending 2398", "Account # | 511-48239-7", False),
    ("account ending 2398", "Billed 12-03-2398", False),
])
def test_a_document_prints_an_identifier(asked, page, printed):
    (ident,) = identifiers.asked(f"What is the amount on {asked}?")
    assert identifiers.prints(identifiers.printed([page]), ident) is printed


def test_a_number_given_by_its_end_is_looked_for_wherever_a_dash_stands():
    """The first pass over the store looked for "398" of "ending 2398", which "511-48239-8"
    does not hold: the number's end is looked for by its last digit."""
    (ident,) = identifiers.asked("How much do I owe on account ending 2398?")
    assert identifiers.search_key(ident) in "511-48239-8"


def contract(number: str, gross: str, net: str) -> list[list[str]]:
    return [[
        "WKRG-TV Contract",
        f"Contract # {number}",
        "Flight 10/01/2020 - 10/31/2020",
        f"Totals | 12 | ${gross} | ${net}",
        f"Gross Total | ${gross}",
        f"Net Amount Due | ${net}",
    ]]


CONTRACTS = [("4410275", "9,200.00", "7,820.00"), ("2291634", "3,400.00", "2,890.00"),
             ("1612547", "50.00", "42.50")]


def with_contracts(lib):
    for number, gross, net in CONTRACTS:
        lib(f"contract-{number}.pdf", contract(number, gross, net), doc_type="other", issuer="WKRG-TV",
            dates={"period_start": "2020-10-01", "period_end": "2020-10-31"},
            fields=[("total", f"${gross}", "Gross Total")])


def ctx_for(lib):
    return AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=date(2026, 3, 1))


def test_the_contract_named_answers(lib):
    with_contracts(lib)
    a = answer("What is the gross total on contract 2291634?", ctx_for(lib))
    if a.status == "answered":
        assert a.amount == "3400.00" and [c.document for c in a.citations] == ["contract-2291634.pdf"]
    assert a.amount in (None, "3400.00")


def test_a_number_no_document_prints_is_declined_by_name(lib):
    with_contracts(lib)
    a = answer("What is the gross total on contract 5550123?", ctx_for(lib))
    assert a.status == "declined"
    assert "5550123" in a.text and a.amount is None
    assert not money.MONEY_IN_ANSWER_RE.search(a.text)


def test_two_numbers_on_two_documents_are_not_one_document(lib):
    with_contracts(lib)
    a = answer("What is the gross total on contract 2291634 and order 4410275?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None


def test_the_noun_a_number_names_says_which_document_never_what_the_figure_is(lib):
    """"How much do I owe on contract 26690236?" stated $0 from the contract's revision history
    ("Contracting | 12/2/19 11:18 AM | $0 | $0"): "contract" was a word to ground, and the row's
    "Contracting" grounded it. The noun before a number says what the number numbers."""
    lib("contract-26690236.pdf", [["WZTV", "Contract 26690236", "Total $: | $2,095.00",
                                   "Revision | 11/27/19 9:32 AM | Confirmed | $0 | $2,095.00",
                                   "Contracting | 12/2/19 11:18 AM | $0 | $0"]],
        doc_type="other", issuer="WZTV", dates={"period_start": "2019-12-04", "period_end": "2019-12-09"})
    a = answer("How much do I owe on contract 26690236?", ctx_for(lib))
    assert a.amount is None and a.status != "answered", a.text

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(number=st.integers(min_value=100, max_value=99_999_999), extra=st.booleans())
def test_a_changed_number_never_answers_from_a_document_not_printing_it(lib, number, extra):
    """Change (or add) the number of a correctly answered question: the answer never cites a
    document that does not print the number it now names."""
    if not lib.store.one("SELECT count(*) FROM documents")[0]:
        with_contracts(lib)
    asked = f"{number}"
    text = (f"What is the gross total on contract 2291634, order {asked}?" if extra
            else f"What is the gross total on contract {asked}?")
    a = answer(text, ctx_for(lib))
    printers = {f"contract-{n}.pdf": g for n, g, _ in CONTRACTS if n == asked.lstrip("0")}
    if a.status == "answered":
        assert [c.document for c in a.citations] and all(c.document in printers for c in a.citations), (text, a.text)
        assert money.normalise(printers[a.citations[0].document]) == a.amount
    else:
        assert a.amount is None or a.status == "held"


def test_a_number_a_reader_split_with_a_space_is_the_number_printed():
    # a scanned contract's text layer reads "116870 /" as "1 16870 I"
    where = identifiers.printed(["Contract / Revision", "1 16870 I"])
    assert identifiers.prints(where, identifiers.asked("the gross amount on contract 116870")[0])
    assert not identifiers.prints(where, identifiers.asked("the gross amount on contract 216870")[0])
    # short figures side by side are two figures, not one number
    assert not identifiers.prints(identifiers.printed(["Spots 12 345"]), identifiers.asked("order 12345")[0])
