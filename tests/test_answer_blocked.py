"""A label word no table of meaning/ knows blocks the figure it labels, and the answer is a
decline naming the word: never the next figure along (another row, another field, the
printed-rows route), on either route."""
from __future__ import annotations

from datetime import date

from docq import money
from docq.answer import compose, engine, wording
from docq.answer.engine import answer
from docq.answer.parse import parse
from docq.records import Answer
from docq.review import reasons as R
from tests.test_answer_engine import ctx_for


def no_figure(a) -> bool:
    return a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text)


def rebate_bill(lib):
    lib("quill-2023-06.pdf", [["Quillfeather Electric", "Rebate Statement", "Service Address 6869 Alder St",
                               "Billing Date Jul 6, 2023",
                               "Rebate Amount Due | $83.76", "Supply Charges | 60.71",
                               "Zorvex Delivery Adjustment | 18.31",
                               "Service period Jun 1, 2023 to Jun 30, 2023", "Total kWh | 467"]],
        doc_type="utility-bill", issuer="Quillfeather Electric", address="6869 Alder St",
        dates={"period_start": "2023-06-01", "period_end": "2023-06-30", "statement_date": "2023-07-06"})


def test_a_figure_whose_label_says_an_unknown_word_is_declined_naming_it_never_the_next(lib):
    rebate_bill(lib)
    a = answer("How much was my electric bill for 6869 Alder St in June?", ctx_for(lib))
    # "Rebate" is printed in the bill's own title, and no table knows what it means: the amount
    # due it labels may be another figure, and the kWh or the supply charges are not it either
    assert a.status == "declined" and no_figure(a) and "467" not in a.text, a.text
    assert "“Rebate”" in a.text, a.text


def test_the_printed_rows_route_names_the_blocking_word(lib):
    rebate_bill(lib)
    a = answer("What was the delivery adjustment on my Quillfeather bill?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text
    assert "“Zorvex”" in a.text, a.text


def test_what_a_limit_is_counted_per_and_a_names_caption_are_words_the_grammar_knows(lib):
    # "Occurrence" (what a limit is counted per) and "Address" (the caption of the bill's own
    # address, read into its label by a row that runs on) are printed on the document and known:
    # they do not block
    lib("yarrow-2023-06.pdf", [["Yarrowridge Electric", "Service Address 6869 Alder St",
                                "Service Address 6869 ALDER ST Amount Due | USD 83.76", "Total kWh | 467",
                                "Service period Jun 1, 2023 to Jun 30, 2023"]],
        doc_type="utility-bill", issuer="Yarrowridge Electric", address="6869 Alder St",
        dates={"period_start": "2023-06-01", "period_end": "2023-06-30", "statement_date": "2023-07-06"})
    a = answer("How much was my electric bill for 6869 Alder St in June?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "83.76", a.text
    q = parse("What's the liability limit on my umbrella policy?", [], date(2026, 3, 1))
    where = wording.Described(own={"aspenwater", "umbrella", "liability", "policy", "each", "occurrence"}, printed=set())
    assert wording.label_extra("Each Occurrence Limit", q, None, where) == []


def test_an_organisations_name_on_the_label_is_the_one_the_question_names_it_by():
    # a W-2 whose employer no sidecar read: "LOGISTICS" is a word of the name the question
    # says ("Sablewell"), from that word to the word saying it is a company ("CORP")
    where = wording.Described(own={"sablewell", "logistic", "corp", "ein", "employer", "w2"}, printed=set())
    q = parse("What employer ID number is on the Sablewell W-2?", [], date(2026, 3, 1))
    assert wording.label_extra("SABLEWELL LOGISTICS CORP - EIN", q, None, where) == []
    # a name the question does not say accounts for nothing
    q = parse("What employer ID number is on the Logistics W-2?", [], date(2026, 3, 1))
    assert wording.unknown(wording.label_extra("SABLEWELL LOGISTICS CORP - EIN", q, None, where)) == ["SABLEWELL"]


def test_a_blocked_answer_is_not_followed_by_a_transaction_row_of_the_day(lib, monkeypatch):
    # the document route blocked a figure for a word of unknown meaning: that figure may be the
    # asked one, so the transaction printed on the asked day is not tried in its place
    rebate_bill(lib)
    monkeypatch.setattr(engine, "_by_document", lambda q, *a: compose.declined(q.text, "blocked", R.WORD_UNKNOWN))
    monkeypatch.setattr(engine, "by_row_date", lambda q, *a: Answer(q.text, "answered", "$8.00", amount="8.00"))
    a = answer("How much was deposited on June 12, 2023?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text
    monkeypatch.setattr(engine, "_by_document", lambda q, *a: compose.declined(q.text, "none", "field-unknown"))
    assert answer("How much was deposited on June 12, 2023?", ctx_for(lib)).amount == "8.00"


def return_and_disclosure(lib, payoffs_label: str):
    lib("f1040-2021.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2021 | OMB No. 1545-0074",
                            "25d Add lines 25a through 25c | 25d | 6,120.",
                            "26 2021 estimated tax payments and amount applied from 2020 return | 26 | 8,036.",
                            "33 Add lines 25d, 26, and 32. These are your total payments | 33 | 14,156."]],
        doc_type="1040", issuer="Internal Revenue Service", tax_year=2021)
    lib("closing-2021-08.pdf", [["Closing Disclosure", "Closing Information Date Issued 8/18/2021",
                                 "Loan Amount | $285,000", f"{payoffs_label} | $274,074.46",
                                 "Cash to Close | $10,925.54"]],
        doc_type="other", dates={"closing_date": "2021-08-18", "issue_date": "2021-08-18"})


def _by_label(lib, question: str):
    ctx = ctx_for(lib)
    return engine.by_label(parse(question, ctx.library.issuers(), ctx.date()), ctx, "cli", None)


def test_a_row_that_names_less_of_the_question_on_another_document_does_not_stand_in_the_way(lib):
    # the return's line says every word asked; the disclosure's row says only "payments" and
    # "Estimate" of it, beside a word nobody gave a meaning: it is not the row the words name
    # best, so it neither answers nor blocks the return's
    return_and_disclosure(lib, "Total Payoffs and Payments (K) Loan Estimate")
    a = _by_label(lib, "What were my 2021 estimated tax payments?")
    assert a.status == "answered" and a.amount == "8036.00" and "f1040-2021.pdf" in a.text, a.text


def test_an_unknown_word_on_the_row_named_best_still_blocks_every_other_document(lib):
    # the disclosure's row names the words as well as the return's does: it may be the one asked
    return_and_disclosure(lib, "2021 Estimated Payoffs Tax Payments")
    a = _by_label(lib, "What were my 2021 estimated tax payments?")
    assert a.status == "declined" and no_figure(a) and "“Payoffs”" in a.text, a.text
