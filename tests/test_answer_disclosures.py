"""A loan's closing disclosure: its terms printed with the sentences defining them, and what a
person brings to closing asked in their own words. On the engine this began from, "Finance
Charge. The dollar amount the loan will cost you." was a label of eight words no question
says, and "how much cash did I have to bring to close my refinance" named no label: "bring" was
a word to ground, and "refinance", the document's own title, stood for a word the label lacks."""
from __future__ import annotations

from docq.answer.engine import answer
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
