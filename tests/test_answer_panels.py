"""Panels printed side by side: a mortgage statement's "Payment History" beside its "Payment
Breakdown", a "Past Payments Breakdown" beside the "Transaction Activity". The layout text runs
the panels' lines together; the words' boxes say which figure stands under which caption."""
from __future__ import annotations

from docq.answer import wordtables
from docq.answer.engine import answer
from docq.answer.library import DocPage
from tests.test_answer_engine import ctx_for
from tests.test_pay_and_reports import words_at


# Three panels on one band of lines (Ridgeline's page): the right one's captions printed over
# two lines, on the lines that print the other panels' first figures
HISTORY = (("Loan Information", 40, 180), ("Payment Breakdown", 228, 180), ("Payment History", 404, 180),
           ("Principal Balance*", 40, 197), ("$214,878.67", 157, 197), ("Principal", 228, 197), ("$203.79", 353, 197),
           ("Since Last", 475, 197), ("Year to", 548, 197),
           ("Interest Rate", 40, 210), ("7.250% Fixed", 163, 210), ("Interest", 228, 210), ("$1,297.00", 343, 210),
           ("Statement", 476, 210), ("Date", 557, 210),
           ("Escrow Balance", 40, 223), ("$1,036.42", 167, 223), ("Escrow (Taxes & Insurance)", 228, 223),
           ("$388.17", 353, 223), ("Principal", 404, 223), ("$0.00", 491, 223), ("$600.43", 537, 223),
           ("Past Due Payment(s)", 228, 236), ("$1,888.96", 343, 236), ("Interest", 404, 236), ("$0.00", 491, 236),
           ("$3,901.94", 527, 236),
           ("Total Amount Due", 228, 249), ("$3,852.96", 343, 249), ("Total", 404, 249), ("$1,000.00", 467, 249),
           ("$6,666.88", 527, 249),
           ("Transaction Activity 03/19/2024 - 04/18/2024", 40, 290),
           ("Date", 40, 305), ("Description", 84, 305), ("Total", 282, 305), ("Principal", 318, 305))


def test_a_panels_columns_of_scope_are_read_by_where_their_figures_stand():
    # on main no line of the layout text was the header ("Since Last | Year to" shares its line
    # with the other panels' figures), and the year to date paid was never read
    got = set(wordtables.scope_pairs([DocPage(1, words_at(*HISTORY), "")]))
    assert (1, "Principal Year to Date", "$600.43") in got
    assert (1, "Interest Since Last Statement", "$0.00") in got
    assert (1, "Interest Year to Date", "$3,901.94") in got
    assert (1, "Total Year to Date", "$6,666.88") in got
    # ...and the panel beside it is never its rows: its labels, its figures
    assert not any("Escrow (Taxes" in label or "Past Due" in label for _, label, _ in got), got
    assert not any(figure in ("$388.17", "$1,888.96", "$3,852.96", "$203.79") for _, _, figure in got), got


def test_captions_that_are_not_of_scope_make_no_panel():
    # "Charges | Payments" over a transaction table, "Current Balance" alone: no scope columns
    words = words_at(("Paid Last", 170, 100), ("Date", 320, 100), ("Description", 356, 100), ("Charges", 478, 100),
                     ("Payments", 530, 100), ("Month", 170, 109),
                     ("Principal", 44, 124), ("$350.75", 187, 124), ("03/17 Late Fee", 320, 124), ("$45.00", 486, 124))
    assert wordtables.scope_pairs([DocPage(1, words, "")]) == []


# A mortgage statement's amount due and, below it, its past payments under captions of scope
CASCADE_LINES = ["Cascade Home Loans | Mortgage Statement", "Statement Date: | 03/20/2024",
                 "Payment Due Date | 04/01/2024", "Explanation of Amount Due", "Principal | $352.54",
                 "Interest | $1,470.29", "Past Payments Breakdown", "Paid Last | Paid Year", "Month | to Date",
                 "Principal | $350.75 | $1,046.91", "Interest | $1,472.08 | $4,421.58"]
CASCADE_WORDS = (("Cascade Home Loans", 44, 40), ("Mortgage Statement", 320, 40), ("Statement Date:", 320, 60),
                 ("03/20/2024", 500, 60), ("Payment Due Date", 320, 80), ("04/01/2024", 500, 80),
                 ("Explanation of Amount Due", 320, 180), ("Principal", 320, 200), ("$352.54", 530, 200),
                 ("Interest", 320, 213), ("$1,470.29", 520, 213), ("Past Payments Breakdown", 44, 310),
                 ("Paid Last", 170, 330), ("Paid Year", 238, 330), ("Month", 170, 339), ("to Date", 238, 339),
                 ("Principal", 44, 354), ("$350.75", 180, 354), ("$1,046.91", 250, 354),
                 ("Interest", 44, 367), ("$1,472.08", 170, 367), ("$4,421.58", 250, 367))


def test_a_row_read_by_its_panels_columns_leaves_the_amount_dues_figure_its_own(lib):
    # "Principal" of the amount due and "Principal | $350.75 | $1,046.91" under "Paid Last Month
    # | Paid Year to Date": once the boxes place that row's figures under their captions, the
    # payment's principal is answered, and what was paid is still never the payment due's
    lib("cascade-2024-04.pdf", [CASCADE_LINES], placed=[words_at(*CASCADE_WORDS)],
        doc_type="mortgage-statement", issuer="Cascade Home Loans",
        dates={"statement_date": "2024-03-20", "due_date": "2024-04-01"})
    a = answer("How much principal is in my April 2024 mortgage payment?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "352.54", a.text
    a = answer("How much principal did I pay year to date on my Cascade mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1046.91", a.text
    for q in ("How much principal have I paid on my Cascade mortgage?",
              "How much interest did I pay on my Cascade mortgage?"):
        a = answer(q, ctx_for(lib))
        assert "352.54" not in a.text and "1,470.29" not in a.text, (q, a.text)


def test_the_payment_dues_parts_are_never_what_was_paid(lib):
    # Ridgeline prints the next payment's parts bare under "Payment Breakdown", its rate beside
    # the interest; what was paid it prints under "Year to Date", a caption of its own
    lib("ridgeline-2024-05.pdf", [["Ridgeline | Mortgage Statement", "Statement Date | April 18, 2024",
                                   "Payment Due Date | May 1, 2024", "Loan Information | Payment Breakdown",
                                   "Principal Balance* | $214,878.67 | Principal | $203.79",
                                   "Interest Rate | 7.250% Fixed | Interest | $1,297.00",
                                   "Escrow Balance | $1,036.42 | Escrow (Taxes & Insurance) | $388.17",
                                   "Current Payment Due 05/01/2024 | $1,888.96",
                                   "Interest Paid Year to Date | $3,901.94"]],
        doc_type="mortgage-statement", issuer="Ridgeline",
        dates={"statement_date": "2024-04-18", "due_date": "2024-05-01"})
    a = answer("How much interest is in my May 2024 Ridgeline payment?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1297.00", a.text
    for q in ("How much principal did I pay on my Ridgeline mortgage?",
              "How much interest have I paid on my Ridgeline mortgage?",
              "How much escrow did we pay on the Ridgeline loan?"):
        a = answer(q, ctx_for(lib))
        assert a.amount not in ("203.79", "1297.00", "388.17"), (q, a.text)
    a = answer("How much interest have I paid year to date on my Ridgeline mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3901.94", a.text


def cascade_of_march(lib) -> None:
    """Cascade's statement printed March 20, 2024 (its period February 21 to March 20), its
    payment due April 1."""
    lib("cascade-2024-04.pdf", [CASCADE_LINES], placed=[words_at(*CASCADE_WORDS)],
        doc_type="mortgage-statement", issuer="Cascade Home Loans",
        dates={"period_start": "2024-02-21", "period_end": "2024-03-20", "statement_date": "2024-03-20",
               "due_date": "2024-04-01"})


def test_what_was_paid_last_month_is_the_statements_own_months(lib):
    # the servicer's "Paid Last Month" column is what moved in the statement's own period (a
    # form every servicer prints): "the interest I paid in March" on the statement of March 20
    # was declined, "Last Month" held as words the question did not say
    cascade_of_march(lib)
    a = answer("How much interest did I pay in March 2024 on my Cascade mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1472.08", a.text
    a = answer("How much principal did I pay in March 2024 on my mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "350.75", a.text
    # ...one month's is never the year's, nor the interest due with the next payment
    a = answer("How much interest did I pay in 2024 on my Cascade mortgage?", ctx_for(lib))
    assert a.amount not in ("1472.08", "1470.29"), a.text
    # ...and what a payment holds is still the payment due's, never what was paid
    a = answer("How much principal is in my April 2024 mortgage payment?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "352.54", a.text
    a = answer("How much principal is in my March 2024 mortgage payment?", ctx_for(lib))
    assert a.amount != "350.75", a.text


def test_what_was_paid_in_a_month_is_on_the_statement_printed_in_it(lib):
    # the statement of February 20 asks the payment due March 1: "the interest I paid in March"
    # matched it by its due date as well as the statement of March 20, and two figures were
    # declined as conflicting; what was paid in March is on the one printed in March
    cascade_of_march(lib)
    def earlier(text: str) -> str:     # the statement a month before, and the payment it paid
        for now, then in (("03/20/2024", "02/20/2024"), ("04/01/2024", "03/01/2024"), ("$350.75", "$348.97"),
                          ("$1,472.08", "$1,473.86")):
            text = text.replace(now, then)
        return text
    lib("cascade-2024-03.pdf", [[earlier(line) for line in CASCADE_LINES]],
        placed=[words_at(*((earlier(t), x, y) for t, x, y in CASCADE_WORDS))],
        doc_type="mortgage-statement", issuer="Cascade Home Loans",
        dates={"period_start": "2024-01-21", "period_end": "2024-02-20", "statement_date": "2024-02-20",
               "due_date": "2024-03-01"})
    a = answer("How much interest did I pay in March 2024 on my Cascade mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1472.08", a.text
    a = answer("How much interest did I pay in February 2024 on my Cascade mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1473.86", a.text
    # ...and a month no statement was printed in is paid on none: the statement of March 20 asks
    # the payment due April 1, and its "Paid Last Month" is March's (on the engine this began
    # from, "the interest I paid in April" stated it, $1,472.08)
    for q in ("How much interest did I pay on my Cascade mortgage in April 2024?",
              "How much principal did I pay on my Cascade mortgage in April 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.amount not in ("1472.08", "350.75"), (q, a.text)
    # ...unless the month names the statement itself ("my April 2024 statement")
    a = answer("How much interest was paid year to date on my Cascade mortgage April 2024 statement?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "4421.58", a.text


def test_what_a_payment_holds_is_never_what_was_paid_since_the_last_statement(lib):
    # Ridgeline prints the payment due's parts beside "Since Last Statement": the month a
    # payment is due in names the statement, and its principal is the payment's, not the one paid
    lines = ["Ridgeline | Mortgage Statement", "Statement Date | April 18, 2024", "Payment Due Date | May 1, 2024",
             "Loan Information | Payment Breakdown | Payment History",
             "Principal Balance* | $214,878.67 | Principal | $203.79 | Since Last | Year to",
             "Interest Rate | 7.250% Fixed | Interest | $1,297.00 | Statement | Date",
             "Escrow Balance | $1,036.42 | Escrow (Taxes & Insurance) | $388.17 | Principal | $0.00 | $600.43",
             "Past Due Payment(s) | $1,888.96 | Interest | $0.00 | $3,901.94",
             "Total Amount Due | $3,852.96 | Total | $1,000.00 | $6,666.88"]
    head = words_at(("Ridgeline", 40, 40), ("Mortgage Statement", 320, 40), ("Statement Date", 320, 60),
                    ("April 18, 2024", 450, 60), ("Payment Due Date", 320, 80), ("May 1, 2024", 450, 80))
    lib("ridgeline-2024-05.pdf", [lines], placed=[head + words_at(*HISTORY)], doc_type="mortgage-statement",
        issuer="Ridgeline", dates={"period_start": "2024-03-19", "period_end": "2024-04-18",
                                   "statement_date": "2024-04-18", "due_date": "2024-05-01"})
    a = answer("How much principal is in my May 2024 Ridgeline payment?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "203.79", a.text
