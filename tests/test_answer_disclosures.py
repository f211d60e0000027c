"""A loan's closing disclosure: its terms printed with the sentences defining them, and what a
person brings to closing asked in their own words. On the engine this began from, "Finance
Charge. The dollar amount the loan will cost you." was a label of eight words no question
says, and "how much cash did I have to bring to close my refinance" named no label: "bring" was
a word to ground, and "refinance", the document's own title, stood for a word the label lacks."""
from __future__ import annotations

from datetime import date

from docq.answer import wording
from docq.answer.engine import answer
from docq.answer.parse import parse
from docq.workers import labels
from tests.test_answer_engine import ctx_for

DISCLOSURE = [["Closing Disclosure", "Closing Information | Date Issued 8/18/2021",
               "Loan Purpose | Refinance", "Appraised Prop. Value | $960,000",
               "Loan Amount | $548,250", "Appraisal Fee | $500.00",
               "Cash to Close | $10,925.54"],
              ["Loan Calculations",
               "Finance Charge. The dollar amount the loan will | $75,739.45",
               "Amount Financed. The loan amount available after paying your | $548,010.15"]]


def disclosure(lib):
    lib("closing-2021-08.pdf", DISCLOSURE, doc_type="other",
        dates={"closing_date": "2021-08-18", "issue_date": "2021-08-18"})


def test_a_term_printed_with_its_definition_is_the_term():
    assert labels.defined_term("Finance Charge. The dollar amount the loan will") == "Finance Charge"
    assert labels.normalise_label("Amount Financed. The loan amount available after paying your")[0] == \
        "amount financed"
    # an abbreviation's point inside a label, or a few words after it, is no definition
    for label in ("Appraised Prop. Value", "Addl. Fed. Withholding", "Total Amt. Due now", "holidays. A charge of"):
        assert labels.defined_term(label) == label


def test_a_disclosures_terms_are_asked_by_their_names(lib):
    disclosure(lib)
    a = answer("What's the finance charge on my August 2021 refinance closing disclosure?", ctx_for(lib))
    assert a.amount == "75739.45", a.text
    assert "dollar amount" not in a.text.lower(), a.text
    b = answer("How much was the amount financed on my closing disclosure?", ctx_for(lib))
    assert b.amount == "548010.15", b.text


def test_what_a_person_brought_to_closing(lib):
    disclosure(lib)
    a = answer("How much cash did I have to bring to close my August 18, 2021 refinance?", ctx_for(lib))
    assert a.amount == "10925.54", a.text
    # a word the document prints but its title does not still has to be the label's
    b = answer("How much cash did I bring for the appraisal on my refinance?", ctx_for(lib))
    assert b.amount is None, b.text


COSTS = ["Closing Cost Details", "Borrower-Paid | Paid by", "At Closing | Before Closing | Others",
         "A. Origination Charges", "% of Loan Amount (Points)",
         "B. Services Borrower Did Not Shop For",
         "Credit Report | (L) | $11.49",
         "Title - Lender's Title Insurance | (L) | $425.00",
         "E. Taxes and Other Government Fees",
         "F. Prepaids | $239.85",
         "Prepaid Interest ( | $26.65    per day from 8/23/21 to 9/1/21 ) | $239.85",
         "I. TOTAL OTHER COSTS (Borrower-Paid) | $239.85",
         "J. TOTAL CLOSING COSTS (Borrower-Paid) | $239.85",
         "Closing Costs Subtotals (D + I) | $239.85 | $751.99"]


def test_who_paid_a_closing_cost_is_the_column_it_stands_in(lib):
    lib("closing-2021-08.pdf", [DISCLOSURE[0], COSTS, DISCLOSURE[1]], doc_type="other",
        dates={"closing_date": "2021-08-18", "issue_date": "2021-08-18"})
    ctx = ctx_for(lib)
    # the lender paid for the title insurance and the credit report ("(L)" in Paid by Others);
    # the person paid none of it, and no column the reader placed says who paid what
    for q in ("How much did I pay for title insurance at closing?",
              "How much did I pay for the credit report at closing?",
              # (the borrower's total is no cost paid by others, nor what the lender paid)
              "What were the closing costs paid by others?",
              "How much did the lender pay at closing?"):
        a = answer(q, ctx)
        assert a.amount is None, (q, a.text)
    # what a cost was, asked of no one's paying, is its figure whoever paid it
    a = answer("How much was the credit report on my closing disclosure?", ctx)
    assert a.amount == "11.49", a.text


def test_a_daily_rate_is_not_the_sum_it_comes_to(lib):
    lib("closing-2021-08.pdf", [DISCLOSURE[0], COSTS, DISCLOSURE[1]], doc_type="other",
        dates={"closing_date": "2021-08-18", "issue_date": "2021-08-18"})
    a = answer("How much was the prepaid interest on my closing disclosure?", ctx_for(lib))
    assert a.amount != "26.65", a.text
    q = parse("How much was the prepaid interest?", [], date(2026, 1, 1))
    assert wording.opposed("Prepaid Interest ( per day", q) == ["per day"]
    assert wording.opposed("Prepaid Interest ( per day", parse("the prepaid interest per day?", [], date(2026, 1, 1))) == []



def test_two_rows_of_one_item_alike_are_two_figures(lib):
    # a Medicaid remittance's two claims of one patient at $29.00 each: either one is half of
    # what was paid for her, as either office visit below is half of what the plan paid for them
    lib("evergreen-eob-2023-06.pdf", [["Evergreen Health Plan", "Explanation of Benefits",
                                       "Member: Jane Doe", "Statement date: 06/13/2023",
                                       "Service | Date of Service | Amount Billed | Plan Paid",
                                       "Office visit | 05/18/2023 | 150.00 | 29.00",
                                       "Office visit | 05/31/2023 | 150.00 | 29.00",
                                       "Lab work | 05/31/2023 | 80.00 | 12.00"]],
        doc_type="medical-bill", issuer="Evergreen Health Plan", dates={"statement_date": "2023-06-13"})
    a = answer("How much did the plan pay for the office visit?", ctx_for(lib))
    assert a.amount is None, a.text
    a = answer("How much did the plan pay for lab work?", ctx_for(lib))
    assert a.amount == "12.00", a.text
