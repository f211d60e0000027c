"""A servicer's monthly mortgage statement: a kind of its own (not a property tax bill for the
escrow it pays, not the year's 1098), named by the month it is printed in and by the month its
payment is due."""
from __future__ import annotations

from datetime import date

from docq import money
from docq.answer.engine import answer
from docq.answer.parse import parse
from docq.workers import doctype
from tests.test_answer_engine import ctx_for

_CASCADE = ["Cascade Home Loans", "Mortgage Statement", "Statement Date: | 03/20/2024",
            "Loan Number | 0048217753", "Payment Due Date | 04/01/2024", "Amount Due | $2,280.33",
            "Explanation of Amount Due", "Principal | $352.54", "Interest | $1,470.29",
            "Escrow (for Taxes and Insurance) | $412.50", "Total Amount Due | $2,280.33",
            "Past Payments Breakdown | Paid Last Month | Paid Year to Date",
            "Outstanding Principal | $288,057.36"]
_RIDGELINE = ["RIDGELINE MORTGAGE SERVICING, LLC", "MORTGAGE STATEMENT", "Statement Date | April 18, 2024",
              "Payment Due Date | May 1, 2024", "Total Amount Due | $3,852.96",
              "Payment Breakdown", "Principal | $203.79", "Interest | $1,297.00",
              "Escrow (Taxes & Insurance) | $388.17", "Principal Balance* | $214,878.67",
              "Your escrow account paid Ada County property taxes of $1,412.33 on 12/15/2023."]


def no_figure(a) -> bool:
    return a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text)


def two_lenders(lib):
    lib("cascade-2024-04.pdf", [_CASCADE], doc_type="mortgage-statement", issuer="Cascade Home Loans",
        dates={"statement_date": "2024-03-20", "closing_date": "2024-03-20", "due_date": "2024-04-01"},
        fields=[("amount_due", "$2,280.33", "Amount Due")])
    lib("ridgeline-2024-05.pdf", [_RIDGELINE], doc_type="mortgage-statement", issuer="Ridgeline",
        dates={"statement_date": "2024-04-18", "closing_date": "2024-04-18", "due_date": "2024-05-01"},
        fields=[("amount_due", "$3,852.96", "Total Amount Due")])


def ridgeline(lib, *lines: str, fields=()) -> None:
    """Ridgeline's statement of April 2024 (its payment due May 1), with `lines` after its own."""
    lib("ridgeline-2024-05.pdf", [_RIDGELINE + list(lines)], doc_type="mortgage-statement", issuer="Ridgeline",
        dates={"statement_date": "2024-04-18", "closing_date": "2024-04-18", "due_date": "2024-05-01"},
        fields=list(fields))


def test_a_mortgage_statement_is_its_own_kind():
    # on main Ridgeline's was typed a property tax bill (its escrow paid the county's tax) and
    # Cascade's was left undecided
    assert doctype.rules("\n".join(_CASCADE))[0] == "mortgage-statement"
    assert doctype.rules("\n".join(_RIDGELINE))[0] == "mortgage-statement"
    # the year's form the servicer sends is still the 1098, and the county's bill its own
    assert doctype.rules("Form 1098 Mortgage Interest Statement\nRECIPIENT'S/LENDER'S name\n"
                         "1 Mortgage interest received from payer(s)/borrower(s) | 13,204.11\n"
                         "Escrow | Outstanding mortgage principal")[0] == "1098"
    assert doctype.rules("Ada County Treasurer\n2024 Property Tax Statement\nParcel R1234\n"
                         "Assessed Value | 412,000\nFirst installment | $1,412.33\n"
                         "If your taxes are paid by your mortgage company through escrow, keep this copy")[0] \
        == "property-tax-bill"


def test_my_mortgage_statement_is_the_monthly_statement_not_the_1098():
    # on main "mortgage statement" named the 1098, and "my April 2024 mortgage statement" was
    # answered "I don't have any 1098s"
    today = date(2024, 12, 1)
    assert parse("what are the total fees charged on my April 2024 mortgage statement", [], today).doc_kind \
        == "mortgage-statement"
    assert parse("how much mortgage interest is on my mortgage interest statement", [], today).doc_kind == "1098"


def test_a_month_names_the_statement_printed_in_it_and_the_one_whose_payment_is_due_in_it(lib):
    # Cascade's statement dated March 20 bills the payment due April 1; Ridgeline's dated
    # April 18 bills the one due May 1. On main "April 2024" was only Ridgeline's date, and
    # "how much is due on my mortgage for April 2024" was answered $3,852.96 (its May payment).
    two_lenders(lib)
    for q in ("how much is due on my mortgage for April 2024",
              "what is the amount due on my April 2024 mortgage statement"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and no_figure(a), (q, a.text)
        assert "Cascade" in a.text and "Ridgeline" in a.text, (q, a.text)     # asked back: which one
    a = answer("how much is due on my Cascade mortgage for April 2024", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2280.33", a.text
    # the answer names the statement by the payment it bills, as it was asked (on main only "for
    # March 2024", the month it was printed in, when April was asked)
    assert "payment due April 1, 2024" in a.text, a.text
    a = answer("what's the amount due on my Ridgeline mortgage statement for May 2024", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3852.96", a.text
    # ...and a whole day names it by its payment's due date too
    a = answer("what's the principal on my Ridgeline May 1 2024 payment", ctx_for(lib))
    assert a.status == "answered" and a.amount == "203.79", a.text
    # a month neither statement is printed in nor due in is none of them
    a = answer("how much is due on my Cascade mortgage for June 2024", ctx_for(lib))
    assert a.status != "answered" and no_figure(a), a.text


def test_one_lenders_row_is_not_stated_for_a_question_both_lenders_statements_fit(lib):
    # Cascade prints "Regular Monthly Payment"; Ridgeline, due in May, prints its payment as
    # "Current Payment Due". Both are statements of April 2024 (Cascade's payment is due then,
    # Ridgeline's was printed then): the one row found is not an answer to "my mortgage payment"
    lib("cascade-2024-04.pdf", [_CASCADE[:3] + ["Regular Monthly Payment | $2,235.33"] + _CASCADE[3:]],
        doc_type="mortgage-statement",
        issuer="Cascade Home Loans",
        dates={"statement_date": "2024-03-20", "closing_date": "2024-03-20", "due_date": "2024-04-01"})
    lib("ridgeline-2024-05.pdf", [_RIDGELINE + ["Current Payment Due 05/01/2024 | $1,888.96"]],
        doc_type="mortgage-statement", issuer="Ridgeline",
        dates={"statement_date": "2024-04-18", "closing_date": "2024-04-18", "due_date": "2024-05-01"})
    a = answer("what's my regular monthly mortgage payment in April 2024", ctx_for(lib))
    assert a.status != "answered" and no_figure(a) and "Ridgeline" in a.text, a.text
    a = answer("what's my regular monthly payment on my Cascade mortgage in April 2024", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2235.33", a.text


def test_the_payment_due_in_a_month_is_an_amount_and_when_it_is_due_a_date():
    # on main "what is my mortgage payment due in March 2024" was answered with the due date
    today = date(2024, 12, 1)
    for q in ("what is my mortgage payment due in May 2024", "what's the interest on my Ridgeline payment due 05/01/2024",
              "how much is the bill due in June"):
        assert parse(q, [], today).field != "due_date", q
    for q in ("when is my Ridgeline payment due", "what's my mortgage payment due date", "what date is my bill due",
              "by what date must I pay my electric bill"):
        assert parse(q, [], today).field == "due_date", q



def test_another_senders_document_is_one_meant_only_when_described_as_the_question_says(lib):
    # one brand's two companies: "my State Farm homeowners policy" is the homeowners one, not
    # the renters policy whose perils list prints "homeowners", nor another insurer's
    # application printing "State Farm" as its prior carrier
    lib("statefarm-home.pdf", [["State Farm Lloyds", "Homeowners Policy Declarations",
                                "Wind or Hail Deductible | $2,000", "Other Losses Deductible | $1,000"]],
        doc_type="insurance-declarations", issuer="State Farm Lloyds", dates={"period_start": "2024-03-01"})
    lib("statefarm-renters.pdf", [["State Farm Fire and Casualty Company", "Renters Policy Declarations",
                                   "Policy Type | Renters", "Perils insured as on homeowners forms: wind, hail",
                                   "Personal Property Deductible | $500"]],
        doc_type="insurance-declarations", issuer="State Farm Fire and Casualty", dates={"period_start": "2024-03-01"})
    lib("harbor-application.pdf", [["Harbor Insurance", "Homeowners Application", "Prior carrier: State Farm",
                                    "Wind and hail coverage requested", "All Other Perils Deductible | $1,500"]],
        doc_type="insurance-declarations", issuer="Harbor Insurance", dates={"period_start": "2024-03-01"})
    a = answer("What is my wind or hail deductible on my State Farm homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2000.00", a.text


def test_a_kind_of_document_said_after_its_senders_name_names_the_document(lib):
    # "my Ridgeline mortgage": "mortgage" was a word the figure must be named by, grounded only
    # by the statement's title, while "Payment(s)" in "Past Due Payment(s)" was accounted for
    # only by the title's words too: read as the label naming another concept than the question's
    ridgeline(lib, "Payment History", "Past Due Payment(s) | $1,888.96", "Current Payment Due 05/01/2024 | $1,888.96")
    a = answer("How much is past due on my Ridgeline mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1888.96", a.text
    # ...a word after the name that is no kind of document still names the figure
    a = answer("How much is the Ridgeline principal due May 1, 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "203.79", a.text


def test_what_is_overdue_is_what_is_printed_past_due(lib):
    ridgeline(lib, "Payment History", "Past Due Payment(s) | $1,888.96", "Unpaid Late Charges | $75.04")
    a = answer("What's my overdue payment on my Ridgeline mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1888.96", a.text


def test_what_is_still_owed_on_a_loan_is_never_the_payment_due(lib):
    # "how much do I still owe on my Ridgeline loan" was answered with the statement's Total
    # Amount Due ($3,852.96), one month's payment, where the loan's balance is $214,878.67
    ridgeline(lib, fields=[("amount_due", "$3,852.96", "Total Amount Due")])
    a = answer("How much do I still owe on my Ridgeline loan?", ctx_for(lib))
    assert no_figure(a) and "payment due" in a.text, a.text
    a = answer("What's left to pay on my Ridgeline mortgage?", ctx_for(lib))
    assert no_figure(a), a.text
    a = answer("What's the principal balance on my Ridgeline mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "214878.67", a.text
    a = answer("How much is due on my Ridgeline mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3852.96", a.text


def test_a_payments_part_named_alone_beside_its_balance_is_neither(lib):
    # "what is the principal on my Cascade mortgage" was answered with the payment's principal
    # ($352.54), beside which the statement prints the loan's Outstanding Principal ($288,057.36)
    lib("cascade-2024-04.pdf", [_CASCADE], doc_type="mortgage-statement", issuer="Cascade Home Loans",
        dates={"statement_date": "2024-03-20", "closing_date": "2024-03-20", "due_date": "2024-04-01"})
    a = answer("What is the principal on my Cascade mortgage?", ctx_for(lib))
    assert no_figure(a) and "Outstanding Principal" in a.text, a.text
    a = answer("How much principal is in my payment on my Cascade mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "352.54", a.text
