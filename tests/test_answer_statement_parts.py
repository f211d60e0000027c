"""Bank and card statements as banks print them: a card's cycle printed as its two ends, a
statement holding a checking and a savings account, a card's own "Purchases" rows, its rates,
and a plan's "X of Y met" lines."""
from __future__ import annotations

from docq import money
from docq.answer.engine import answer
from docq.workers import dates, reread
from docq.workers.reread import ReRead
from tests.test_answer_engine import ctx_for


def no_figure(a) -> bool:
    return a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text)


def test_a_cards_opening_and_closing_dates_are_its_cycles_two_ends():
    # "Opening/Closing Date 02/15/24 - 03/14/24": on main the closing date was read as the
    # first date, the opening's, and the March statement answered every February question
    found = dates.find_dates(["New Balance | $3,370.15", "Opening/Closing Date | 02/15/24 - 03/14/24",
                              "Payment Due Date | 04/11/24"], "credit-card-statement")
    assert found["closing_date"] == "2024-03-14" and found["period_start"] == "2024-02-15", found
    assert dates.find_dates(["Statement Closing Date | 03/14/24"], "credit-card-statement")["closing_date"] == "2024-03-14"


def two_accounts(lib, fields=(), conflicting=()):
    lib("lakeshore-2024-03.pdf", [
        ["Lakeshore Federal Bank | March 01, 2024 through March 31, 2024",
         "CONSOLIDATED BALANCE SUMMARY",
         "ACCOUNT | ACCOUNT NUMBER | BEGINNING BALANCE | ENDING BALANCE",
         "Lakeshore Total Checking | 000000381552290 | $5,564.91 | $6,093.54",
         "Lakeshore Premier Savings | 000003817267715 | $18,871.24 | $19,404.34",
         "CHECKING SUMMARY | Lakeshore Total Checking", "Account Number: 000000381552290",
         "Beginning Balance | $5,564.91", "Checks Paid | -1,725.00", "Ending Balance | $6,093.54"],
        ["SAVINGS SUMMARY | Lakeshore Premier Savings", "Account Number: 000003817267715",
         "Beginning Balance | $18,871.24", "Ending Balance | $19,404.34",
         "Interest Earned This Period | $33.10", "Interest Paid Year-to-Date | $94.95"]],
        doc_type="bank-statement", issuer="Lakeshore Federal Bank",
        dates={"period_start": "2024-03-01", "period_end": "2024-03-31"},
        fields=[("interest_paid", "$33.10", "Interest Earned This Period", 2), *fields], conflicting=conflicting)


def test_a_checking_accounts_question_is_never_answered_from_the_savings_part(lib):
    # on main "checking" was grounded anywhere on the statement ("Checks Paid", the title), and
    # the savings account's interest was stated as the checking account's
    two_accounts(lib)
    for q in ("How much interest did my checking earn in March 2024?",
              "What was the interest on my checking account in March 2024?",
              "How much interest did the account ending 2290 earn in March 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and "33.10" not in a.text and no_figure(a), (q, a.text)
    a = answer("How much interest did I earn in March 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "33.10", a.text


def test_a_savings_accounts_question_is_answered_from_the_savings_part(lib):
    # on main "savings" was grounded nowhere (the statement is titled by the bank, and the
    # part's heading counted for nothing), and every savings question was declined; and a
    # balance asked of neither account was answered with the savings part's
    two_accounts(lib)
    for q, want in (("How much interest did my savings earn in March 2024?", "33.10"),
                    ("What was my savings ending balance in March 2024?", "19404.34"),
                    ("What was the beginning balance of my savings in March 2024?", "18871.24"),
                    ("What was the interest paid year to date on my savings?", "94.95")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    a = answer("What was my ending balance in March 2024?", ctx_for(lib))
    assert a.status != "answered" and no_figure(a), a.text


def test_a_balance_at_the_beginning_of_a_month_is_never_its_ending_balance(lib):
    # "at the beginning of March 2024": "beginning" was read as a word of when (the month
    # named), the field as the balance, and the statement's Ending Balance stated for it
    lib("lakeshore-2024-03.pdf", [
        ["Lakeshore Federal Bank | March 01, 2024 through March 31, 2024",
         "CHECKING SUMMARY | Lakeshore Total Checking", "Account Number: 000000381552290",
         "Beginning Balance | $5,564.91", "Checks Paid | -1,725.00", "Ending Balance | $6,093.54"]],
        doc_type="bank-statement", issuer="Lakeshore Federal Bank",
        dates={"period_start": "2024-03-01", "period_end": "2024-03-31"},
        fields=[("ending_balance", "$6,093.54", "Ending Balance")])
    for q in ("What was my checking balance at the beginning of March 2024?",
              "What was my Lakeshore balance at the start of March 2024?"):
        a = answer(q, ctx_for(lib))
        assert "6,093.54" not in a.text and a.amount != "6093.54", (q, a.text)
    for q, want in (("What was my checking balance at the end of March 2024?", "6093.54"),
                    ("What was my beginning balance in March 2024?", "5564.91")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)


def test_a_figure_only_one_account_prints_needs_no_account_named(lib):
    # the savings alone prints interest: "the interest paid year to date" was declined as
    # "the question names none of the accounts", though no other account prints any interest
    # (the reader's own field of this period's interest was answered all along)
    two_accounts(lib)
    for q, want in (("What was the interest paid year to date in March 2024?", "94.95"),
                    ("How much interest was paid year to date on my Lakeshore statement for March 2024?", "94.95")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    for q in ("What was my ending balance in March 2024?", "What was my beginning balance in March 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and no_figure(a), (q, a.text)     # both accounts print one


def test_how_much_i_had_in_an_account_is_its_ending_balance(lib):
    # "how much did I have in savings at the end of March": no field's words, and declined
    two_accounts(lib)
    for q, want in (("How much did I have in savings at the end of March 2024?", "19404.34"),
                    ("How much did I have in my checking account in March 2024?", "6093.54")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    a = answer("How much did I have in March 2024?", ctx_for(lib))
    assert no_figure(a), a.text      # which account, the question does not say


def test_a_field_printed_for_each_account_is_the_named_accounts(lib):
    # the reader finds "Ending Balance" printed for the checking, the savings and their total,
    # and marks the field conflicting: on main every balance asked of one account went to review
    two_accounts(lib, fields=[("ending_balance", "$6,093.54", "Ending Balance"),
                              ("previous_balance", "$5,564.91", "Beginning Balance")],
                 conflicting=("ending_balance", "previous_balance"))
    for q, want in (("What's my checking ending balance for March 2024?", "6093.54"),
                    ("What's my checking balance?", "6093.54"),
                    ("What was my checking beginning balance in March 2024?", "5564.91"),
                    ("What's my savings balance?", "19404.34"),
                    ("What was the beginning balance in my savings account in March 2024?", "18871.24"),
                    ("What's the ending balance on the account ending 7715?", "19404.34")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    a = answer("What was my ending balance in March 2024?", ctx_for(lib))
    assert a.status != "answered" and no_figure(a), a.text


def test_money_a_bank_summary_prints_going_out_is_asked_by_its_own_word(lib):
    # a checking summary prints what left the account with a minus: on main each was a refund
    # the question did not ask for, and "checks paid" was two figures (the summary's -1,725.00
    # and the checks' total, $1,725.00)
    lib("lakeshore-2024-02.pdf", [
        ["Lakeshore Federal Bank | February 01, 2024 through February 29, 2024",
         "CHECKING SUMMARY | Lakeshore Total Checking", "Account Number: 000000381552290",
         "Beginning Balance | $4,212.55", "Deposits and Additions | 5,836.34", "Checks Paid | -1,975.00",
         "ATM & Debit Card Withdrawals | -535.91", "Fees | -12.00", "Ending Balance | $5,564.91",
         "CHECKS PAID", "1041 | 02/05 | $1,650.00", "1043 | 02/14 | $325.00", "Total Checks Paid | $1,975.00"]],
        doc_type="bank-statement", issuer="Lakeshore Federal Bank",
        dates={"period_start": "2024-02-01", "period_end": "2024-02-29"})
    for q, want in (("How much were my ATM and debit card withdrawals in February 2024?", "-535.91"),
                    ("What fees did I pay on my checking in February 2024?", "-12.00"),
                    ("How much did I pay in checks in February 2024?", "1975.00")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    # ...and a figure going out is never what came in
    a = answer("How much were my deposits in February 2024?", ctx_for(lib))
    assert a.amount != "-535.91" and "535.91" not in a.text, a.text
    # ...and how many checks were paid is a count, never their dollars
    for q in ("How many checks were paid in February?", "How many checks did I pay in February 2024?",
              "How many ATM and debit card withdrawals were there in February 2024?",
              "What was the number of fees charged on checking in February 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None and "$" not in a.text, (q, a.text)


def test_one_accounts_number_printed_on_each_page_is_one_account(lib):
    # a card prints its number at the top of each page and a sentence saying "(Savings $3,134)":
    # one account, whose figures answer a question naming its last four digits
    lib("crestline-2024-03.pdf", [
        ["CRESTLINE", "New Balance | $3,370.15", "Minimum Payment Due | $158.41", "(Savings $3,134)",
         "Account Number: XXXX XXXX XXXX 4417"],
        ["CRESTLINE | Account Number: XXXX XXXX XXXX 4417", "INTEREST CHARGES"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-02-15", "period_end": "2024-03-14", "closing_date": "2024-03-14"},
        fields=[("new_balance", "$3,370.15", "New Balance"), ("minimum_payment", "$158.41", "Minimum Payment Due")])
    a = answer("What is the minimum payment due on the card ending 4417?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "158.41", a.text


def card(lib):
    lib("northgate-2024-03.pdf", [
        ["NORTHGATE Card Services", "Billing Period: Feb 23, 2024 - Mar 22, 2024",
         "Previous Balance | $1,120.40", "Transactions | +$1,337.89", "New Balance | $1,338.51",
         "Interest Charge on Purchases | $0.00", "Interest Charge on Cash Advances | $3.12",
         "Total Interest for This Period | $3.12",
         "Balance Type | Annual | Balance Subject | Interest",
         "Percentage Rate (APR) | To Interest Rate | Charges",
         "Purchases | 21.49% (v)(d) | $1,740.05"]],
        doc_type="credit-card-statement", issuer="NORTHGATE Card Services",
        dates={"period_start": "2024-02-23", "period_end": "2024-03-22", "closing_date": "2024-03-22"},
        fields=[("new_balance", "$1,338.51", "New Balance")])


def test_what_i_paid_toward_a_card_is_its_payments(lib):
    # "how much did I pay" is a receipt's total; of a card, what the person pays is its payments
    lib("northgate-2024-03.pdf", [
        ["NORTHGATE Card Services", "Billing Period: Feb 23, 2024 - Mar 22, 2024",
         "Previous Balance | $1,120.40", "Payments | -$845.20", "Other Credits | -$22.00",
         "Transactions | +$1,085.31", "New Balance | $1,338.51", "Minimum Payment Due | $40.00"]],
        doc_type="credit-card-statement", issuer="NORTHGATE Card Services",
        dates={"period_start": "2024-02-23", "period_end": "2024-03-22", "closing_date": "2024-03-22"})
    for q in ("How much did I pay toward my Northgate card?", "How much did I pay on my Northgate card?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "-845.20", (q, a.text)
    # ...never the minimum due, nor the new balance
    a = answer("How much did I pay in total toward my Northgate card?", ctx_for(lib))
    assert a.amount not in ("40.00", "1338.51"), a.text


def test_a_cards_purchases_are_its_own_row_when_it_prints_one(lib):
    # "Purchases" is any purchase on a receipt, but a card prints it as a row: on main the word
    # was dropped, and the period's whole interest ($3.12) stated as the purchases'
    card(lib)
    a = answer("How much interest did I pay on my Northgate purchases?", ctx_for(lib))
    assert "3.12" not in a.text and (a.status != "answered" or a.amount == "0.00"), a.text


def test_a_rate_is_never_a_sum_of_money(lib):
    # a header wrapped over two lines was read as "Purchases To Interest Rate" beside the balance
    # subject to it: on main "the interest rate on my purchases" was answered $1,740.05
    lib("crestline-2024-03.pdf", [
        ["CRESTLINE", "Opening/Closing Date | 02/15/24 - 03/14/24", "New Balance | $3,370.15",
         "INTEREST CHARGES", "Purchases To Interest Rate | $1,740.05"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-02-15", "period_end": "2024-03-14", "closing_date": "2024-03-14"},
        fields=[("new_balance", "$3,370.15", "New Balance")])
    for q in ("What's the interest rate on my Crestline purchases?", "What is the APR on my Crestline purchases?"):
        a = answer(q, ctx_for(lib))
        assert "1,740.05" not in a.text and a.amount is None, (q, a.text)


def test_a_figure_said_as_part_of_another_is_neither(lib):
    # "Individual deductible: $446.00 of $1,500.00 met": on main $446.00, the part met, was
    # stated as the deductible
    lib("evergreen-eob-2024-05.pdf", [
        ["Evergreen Mutual Health | Explanation of Benefits", "Statement Date: | 05/10/2024",
         "Your Plan Year Summary (01/01/2024 - 12/31/2024) as of 05/09/2024",
         "Individual deductible: | $446.00 of | $1,500.00    met | In-network benefits",
         "Family out-of-pocket maximum: | $1,388.50 of | $8,000.00    met"]],
        doc_type="medical-bill", issuer="Evergreen Mutual Health", dates={"statement_date": "2024-05-10"})
    for q in ("What is my individual deductible?", "What was my individual deductible in May 2024?",
              "What is my family out-of-pocket maximum?"):
        a = answer(q, ctx_for(lib))
        assert "446.00" not in a.text and "1,388.50" not in a.text, (q, a.text)


def test_a_label_printed_again_in_a_row_no_column_reads_is_not_the_other_figures(lib):
    # a mortgage statement's "Explanation of Amount Due" prints the interest of the payment
    # due; its "Past Payments Breakdown" prints the interest paid last month and this year, two
    # figures under a header wrapped over two lines. On main, with that row unread, "how much
    # interest have I paid in 2024" was answered $1,470.29, the interest of the payment due.
    lib("cascade-2024-04.pdf", [
        ["Cascade Home Loans | Mortgage Statement", "Statement Date: | 03/20/2024",
         "Payment Due Date | 04/01/2024", "Explanation of Amount Due",
         "Principal | $352.54", "Interest | $1,470.29", "Escrow (for Taxes and Insurance) | $412.50",
         "Regular Monthly Payment | $2,235.33",
         "Past Payments Breakdown", "Paid Last | Paid Year", "Month | to Date",
         "Principal | $350.75 | $1,046.91", "Interest | $1,472.08 | $4,421.58"]],
        doc_type="other", issuer="Cascade Home Loans", dates={"statement_date": "2024-03-20"})
    for q in ("How much interest have I paid in 2024 on my Cascade mortgage?",
              "How much principal have I paid in 2024 on my Cascade mortgage?"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and "1,470.29" not in a.text and "352.54" not in a.text, (q, a.text)
    a = answer("What is the regular monthly payment on my Cascade mortgage?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2235.33", a.text


def test_a_caption_over_a_table_no_column_reads_is_not_another_figure_by_that_label(lib):
    # an EOB's claim lines print the deductible applied under a header wrapped over two lines;
    # its plan note prints "Deductible: $1,500". On main, with the claim table unread, "how much
    # deductible was applied on my May 3 visit" was answered $1,500.00, the plan's deductible
    lib("eob-2024-05-10.pdf", [
        ["Evergreen Mutual Health | Explanation of Benefits", "Statement Date: | 05/10/2024",
         "Claim Number: 24E1305588201 | Provider: Priya Raman, MD",
         "Service | Service | Amount Network Allowed | Plan Deductible Copay Coinsurance | What You",
         "Date | Description | Billed Savings | Amount | Paid | Owe",
         "05/03/2024 Office visit (99214) | $285.00 | $132.40 | $152.60 $122.60 | $0.00 $30.00 | $0.00 | $30.00",
         "05/03/2024 Metabolic panel (80053) | $96.00 | $71.18 | $24.82 | $0.00 | $24.82 | $0.00 | $0.00 | $24.82",
         "Totals | $406.00 | $219.58 | $186.42 $122.60 | $33.82 $30.00 | $0.00 | $63.82",
         "Individual deductible: | $446.00 of | $1,500.00    met | In-network benefits",
         "Family deductible: | $1,046.00 of | $3,000.00    met | Deductible: $1,500 $3,000 family"]],
        doc_type="medical-bill", issuer="Evergreen Mutual Health",
        dates={"statement_date": "2024-05-10", "service_date": "2024-05-03"})
    for q in ("How much deductible was applied on my May 3 visit?",
              "How much deductible did I pay on claim 24E1305588201?"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and "1,500" not in a.text, (q, a.text)


def test_this_period_is_the_statements_own_scope_not_a_word_its_label_prints(lib):
    # "how much interest was I charged this period": on main "period" had to be printed on the
    # label, and "Interest Charged" does not print it; the year's figure is still not this period's
    lib("crestline-2024-03.pdf", [
        ["CRESTLINE", "Opening/Closing Date | 02/15/24 - 03/14/24", "New Balance | $3,370.15",
         "Interest Charged | + $29.71", "2024 Totals Year-to-Date", "Total interest charged in 2024 | $70.88"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-02-15", "period_end": "2024-03-14", "closing_date": "2024-03-14"},
        fields=[("new_balance", "$3,370.15", "New Balance")])
    a = answer("How much interest was I charged on Crestline this period?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "29.71", a.text
    a = answer("How much interest was I charged on Crestline year to date?", ctx_for(lib))
    assert "29.71" not in a.text, a.text


def card_statement(lib, issuer: str, summary: list[str], interest_page: list[str]):
    """A card's March 2024 statement: its summary lines on page 1, its interest charges on page 2."""
    lib("crestline-2024-03.pdf", [
        ["CRESTLINE | Account Number: XXXX XXXX XXXX 4417", "Opening/Closing Date | 02/15/24 - 03/14/24",
         "New Balance | $3,370.15", "Minimum Payment Due | $158.41", *summary],
        ["INTEREST CHARGES", *interest_page]],
        doc_type="credit-card-statement", issuer=issuer,
        dates={"period_start": "2024-02-15", "period_end": "2024-03-14", "closing_date": "2024-03-14"},
        fields=[("new_balance", "$3,370.15", "New Balance"), ("minimum_payment", "$158.41", "Minimum Payment Due")])


def crestline_with_interest(lib):
    card_statement(lib, "NORTHGATE Card Services", ["Interest Charged + | $29.71"],
                   ["TOTAL INTEREST FOR THIS PERIOD | $29.71", "2024 Totals Year-to-Date",
                    "Total fees charged in 2024 | $95.00", "Total interest charged in 2024 | $70.88"])


def test_the_interest_a_card_charged_is_the_interest_the_person_paid(lib):
    # on main "paid" was a word no card's label prints ("Interest Charged"), and "year to date"
    # two words a label had to print: the year's interest was declined; a bank's "Interest Paid"
    # is what it paid, and a month's interest is never stated for the year to date
    crestline_with_interest(lib)
    a = answer("How much interest have I paid year to date on Northgate?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "70.88", a.text
    a = answer("How much interest did I pay year to date on my card?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "70.88", a.text
    a = answer("What fees have I paid year to date on my card?", ctx_for(lib))
    assert a.status != "answered" or a.amount == "95.00", a.text
    a = answer("How much interest was I charged this period on my card?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "29.71", a.text
    # "interest paid", said of no one, may be what a bank paid: never the interest a card charged
    for q in ("What was the interest paid year to date?", "How much interest was paid year to date in March 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and no_figure(a), (q, a.text)


def test_a_cards_ending_balance_is_its_new_balance(lib):
    # on main "ending balance" named a bank statement's figure only, and a card's was declined
    crestline_with_interest(lib)
    for q in ("What was my ending balance on Northgate in March 2024?",
              "What was the ending balance for the card ending 4417?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "3370.15", (q, a.text)


def test_a_card_issuer_is_named_by_its_own_word_alone():
    # "NORTHGATE Card Services": "card" says what it issues, as "bank" or "insurance" would;
    # on main "on Northgate" at the question's end named no issuer, and every document answered
    from docq.answer.parse import match_issuers
    issuers = ["Crestline", "Lakeshore Federal Bank", "NORTHGATE Card Services"]
    assert match_issuers("how much interest on cash advances on Northgate", issuers) == ["NORTHGATE Card Services"]
    assert match_issuers("what's my card balance", issuers) == []


def test_one_statements_interest_is_never_stated_for_a_whole_year(lib):
    # a card statement printing only this period's interest and fees: on main "How much interest
    # did I pay on my card in 2024?" was answered with March's $29.71 ("TOTAL INTEREST FOR THIS
    # PERIOD"), one month's for the year's
    card_statement(lib, "Crestline", ["Interest Charged + | $29.71", "Fees Charged + | $35.00"],
                   ["TOTAL INTEREST FOR THIS PERIOD | $29.71", "TOTAL FEES FOR THIS PERIOD | $35.00"])
    for q in ("How much interest did I pay on my card in 2024?", "How much interest was I charged in 2024?",
              "What fees did I pay in 2024 on my Crestline card?", "interest charged in 2024"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and no_figure(a), (q, a.text)
    # ...the month's is the month's, and what a statement stands at is asked of it by a year too
    a = answer("How much interest did I pay on my card in March 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "29.71", a.text
    a = answer("What was the new balance on my Crestline card in 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3370.15", a.text


def test_a_payment_a_card_prints_as_a_credit_is_what_was_paid(lib):
    # "Payments | -$845.20": on main the minus made it a refund the question did not ask for, and
    # every payment question was declined; it is stated as printed
    card_statement(lib, "NORTHGATE Card Services", ["Payments | -$845.20", "Purchases | +$1,337.89"], [])
    for q in ("What were my payments on my Northgate statement?", "Northgate payments"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "-845.20" and "-$845.20" in a.text, (q, a.text)


def test_a_label_of_payments_and_credits_is_not_what_was_paid(lib):
    # what came back (a return, a refund) is in the figure too: it is not stated as a payment
    card_statement(lib, "Crestline", ["Payments and Credits | -$1,500.00", "Purchases | +$1,337.89"], [])
    a = answer("What were my payments on my Crestline statement?", ctx_for(lib))
    assert a.status != "answered" and no_figure(a), a.text


def eob(lib, name: str, provider: str, owe: str, day: str):
    lib(name, [
        ["Evergreen Mutual Health | Explanation of Benefits", f"Statement Date: | {day}",
         "Member: | Kevin Tran", "Claim Details", f"Claim Number: 24F0602774519 | Provider: {provider}",
         "Service | Amount Billed | Plan Paid | What You Owe",
         f"06/02/2024 MRI lumbar spine | $2,450.00 | $245.92 | {owe}",
         f"Totals | $2,450.00 | $245.92 | {owe}"]],
        doc_type="medical-bill", issuer="Evergreen Mutual Health", dates={"statement_date": "2024-06-14"})


def test_the_provider_an_eob_captions_names_it(lib):
    # "Provider: Summit Imaging Center": on main the provider's name was grounded nowhere (the
    # EOB is the plan's, and its sentence "sent to Summit Imaging Center" names no figure)
    eob(lib, "eob_2024-06-14.pdf", "Summit Imaging Center", "$1,115.48", "06/14/2024")
    a = answer("How much do I owe Summit Imaging Center?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1115.48", a.text
    # ...a provider it does not caption is not it
    a = answer("How much do I owe Lakeside Family Medicine?", ctx_for(lib))
    assert a.status != "answered" and no_figure(a), a.text


def test_an_eob_captioning_several_providers_names_none_of_its_figures(lib):
    # two claims, two providers: a question naming one is not answered from the document's
    # figures, which may be the other's
    lib("eob_2024-07-01.pdf", [
        ["Evergreen Mutual Health | Explanation of Benefits", "Statement Date: | 07/01/2024",
         "Claim Number: 24F0602774519 | Provider: Summit Imaging Center",
         "Service Date | Description | Amount Billed | What You Owe",
         "06/02/2024 | MRI lumbar spine | $2,450.00 | $1,115.48",
         "Claim Number: 24F0602774520 | Provider: Lakeside Family Medicine",
         "06/20/2024 | Office visit | $285.00 | $30.00",
         "Total You Owe | $1,145.48"]],
        doc_type="medical-bill", issuer="Evergreen Mutual Health", dates={"statement_date": "2024-07-01"})
    a = answer("How much do I owe Summit Imaging Center?", ctx_for(lib))
    assert "1,145.48" not in a.text and a.amount != "1145.48", a.text


def test_the_plus_a_card_prints_before_what_it_adds_is_the_figures_sign(lib):
    # "Purchases | +1,676.76": on main the figure's place was not found (the word is not the
    # figure alone), then its second reading ("+1,676.76") was not clean, and the answer said
    # "the purchases +"; a plus both readers read is the sign
    def reads_plus(path, page, box, expected, cfg, **_):
        return ReRead("+1,676.76", reread.agrees("+1,676.76", expected), "rapidocr")
    card_statement(lib, "Crestline", ["Purchases | +1,676.76"], [])
    a = answer("How much did I spend on purchases on my Crestline card in March 2024?", ctx_for(lib, reread=reads_plus))
    assert a.status == "answered" and a.amount == "1676.76" and "+" not in a.text, a.text


def test_a_plus_only_the_second_reader_reads_is_a_mark_it_could_not_make_out(lib):
    def reads_plus(path, page, box, expected, cfg, **_):
        return ReRead("+1,676.76", reread.agrees("+1,676.76", expected), "rapidocr")
    card_statement(lib, "Crestline", ["Purchases | $1,676.76"], [])
    a = answer("How much did I spend on purchases on my Crestline card in March 2024?", ctx_for(lib, reread=reads_plus))
    assert a.status != "answered" and a.amount is None, a.text


def test_a_cards_credit_line_is_its_credit_limit(lib):
    # "Credit Access Line | $12,000.00": on main "Access" was a word nobody gave a meaning, and
    # every question of the card's credit limit was declined
    card_statement(lib, "Crestline", ["Credit Access Line | $12,000.00", "Available Credit | $8,629.85",
                                      "Cash Access Line | $2,400.00", "Balance over the Credit Access Line | $0.00"], [])
    for q in ("What's my credit limit on Crestline?", "What is my Crestline credit line?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "12000.00", (q, a.text)
    # ...never the cash advances' line, what is left of it, or what is over it
    a = answer("What's my available credit on Crestline?", ctx_for(lib))
    assert a.amount in (None, "8629.85"), a.text


def test_a_payment_named_by_its_month_is_the_one_due_that_month(lib):
    # two lenders: one's statement of March 20 asks the payment due April 1, the other's of
    # April 18 the payment due May 1; on main "my April payment" was either, and declined
    lib("cascade-2024-03.pdf", [["Cascade Home Loans | Mortgage Statement", "Statement Date: | 03/20/2024",
                                 "Payment Due Date | 04/01/2024", "Principal | $352.54", "Escrow | $412.50"]],
        doc_type="mortgage-statement", issuer="Cascade Home Loans",
        dates={"statement_date": "2024-03-20", "due_date": "2024-04-01"})
    lib("ridgeline-2024-04.pdf", [["RIDGELINE | MORTGAGE STATEMENT", "Statement Date | April 18, 2024",
                                   "Payment Due Date | May 1, 2024", "Principal | $203.79", "Escrow | $388.17"]],
        doc_type="mortgage-statement", issuer="Ridgeline",
        dates={"statement_date": "2024-04-18", "due_date": "2024-05-01"})
    a = answer("How much of my April payment goes to escrow?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "412.50", a.text
    a = answer("How much principal is in my May 2024 mortgage payment?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "203.79", a.text


def test_the_amount_billed_names_a_figure_not_a_kind_of_document(lib):
    # "billed" was taken for the kind "bill" (and, with a day named, for a word of when): on
    # main "the amount billed on claim 24F0602774519" had no word to name a row by, and was declined
    eob(lib, "eob_2024-06-14.pdf", "Summit Imaging Center", "$1,115.48", "06/14/2024")
    a = answer("What was the amount billed on claim 24F0602774519?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2450.00", a.text


def test_a_cards_minus_under_fees_is_no_fee_paid(lib):
    # a card prints a fee it took back with a minus: never the fees the question asks were paid
    card_statement(lib, "Crestline", ["Fees Charged | -$35.00"], [])
    a = answer("What fees did I pay on my Crestline card in March 2024?", ctx_for(lib))
    assert a.amount is None and "35.00" not in a.text, a.text


def test_an_accounts_balance_asked_by_its_number_is_that_accounts(lib):
    # "what's the balance on my account ending 2290": "account ending" was read as the field
    # asked (the account's number, which the question gives), and the words' "balance" then
    # named the checking's, the savings' and the total's ending balance alike
    two_accounts(lib)
    for q, want in (("What's the balance on my account ending 2290?", "6093.54"),
                    ("What's the balance on my account ending 7715?", "19404.34")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    # ...an account no part prints is no part's, and the summary's total is neither's
    a = answer("What's the balance on my account ending 4471?", ctx_for(lib))
    assert no_figure(a), a.text


def test_a_word_of_when_before_a_fee_names_the_fee(lib):
    # "how much was the monthly service fee in February": "service" was dropped as a word of
    # when (the date of service) since the question names a month, and a card's "TOTAL FEES
    # FOR THIS PERIOD | $0.00" was stated as the monthly service fee its bank charged
    lib("crestline-2024-02.pdf", [["CRESTLINE", "Opening/Closing Date | 01/15/24 - 02/14/24",
                                   "New Balance | $3,068.68", "TOTAL FEES FOR THIS PERIOD | $0.00"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-01-15", "period_end": "2024-02-14", "closing_date": "2024-02-14"})
    a = answer("How much was the monthly service fee in February?", ctx_for(lib))
    assert no_figure(a), a.text
    a = answer("How much were the fees in February?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "0.00", a.text


def test_a_rate_printed_in_a_rows_cell_is_never_its_figure(lib):
    # a card's interest table prints each balance's rate beside it ("Cash Advances | 29.49%
    # (v)(d) | -0- | -0-"): with the amounts printed "-0-", the rate was the row's one figure,
    # read as $29.49 of cash advances
    from docq.answer.candidates import figure_labels
    from docq.answer.library import DocPage
    assert [f for f in figure_labels([DocPage(1, [], "Cash Advances | 29.49% (v)(d) | -0- | -0-")])] == []
    lib("crestline-2024-03.pdf", [["Crestline Card Services", "Statement Closing Date 03/14/2024",
                                   "Previous Balance | $1,251.38", "New Balance | $1,740.05"],
                                  ["Interest Charge Calculation", "Type of Balance | Annual Percentage Rate",
                                   "Purchases | 21.49% (v)(d) | $1,740.05", "Cash Advances | 29.49% (v)(d) | -0- | -0-"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-02-15", "period_end": "2024-03-14", "closing_date": "2024-03-14"})
    a = answer("How much were my cash advances on my Crestline card in March 2024?", ctx_for(lib))
    assert a.amount != "29.49" and "29.49" not in a.text, a.text


def test_a_cards_interest_asked_of_no_one_is_what_it_charged(lib):
    # "how much interest on cash advances": the row is "Cash Advances Interest Charge", and
    # "Charge" was held as a word the question did not say; the row beside it, "Balance Subject
    # to Interest Rate", blocked every answer for "Subject", a word no table knew
    from tests.test_pay_and_reports import words_at
    first = words_at(("NORTHGATE Card Services", 40, 40), ("Statement Closing Date 03/22/2024", 40, 60),
                     ("Previous Balance", 40, 80), ("$1,802.55", 200, 80), ("New Balance", 40, 93), ("$2,011.19", 200, 93))
    table = words_at(("Interest Charge Calculation", 40, 80),
                     ("Type of Balance", 40, 100), ("Annual Percentage Rate (APR)", 160, 100),
                     ("Balance Subject to Interest Rate", 320, 100), ("Interest Charge", 500, 100),
                     ("Purchases", 40, 113), ("24.99% V", 180, 113), ("$0.00", 360, 113), ("$0.00", 510, 113),
                     ("Cash Advances", 40, 126), ("29.99% V", 180, 126), ("$140.12", 355, 126), ("$3.12", 510, 126))
    lib("northgate-2024-03.pdf", [["NORTHGATE Card Services", "Statement Closing Date 03/22/2024",
                                   "Previous Balance | $1,802.55", "New Balance | $2,011.19"],
                                  ["Interest Charge Calculation",
                                   "Type of Balance | Annual Percentage Rate (APR) | Balance Subject to Interest Rate | Interest Charge",
                                   "Purchases | 24.99% V | $0.00 | $0.00", "Cash Advances | 29.99% V | $140.12 | $3.12"]],
        placed=[first, table],
        doc_type="credit-card-statement", issuer="NORTHGATE Card Services",
        dates={"period_start": "2024-02-23", "period_end": "2024-03-22", "closing_date": "2024-03-22"})
    ctx = ctx_for(lib)
    a = answer("How much interest on cash advances on my Northgate card?", ctx)
    assert a.status == "answered" and a.amount == "3.12", a.text
    # ...the balance it was charged on is still no interest, asked or not
    a = answer("What is my cash advances balance on my Northgate card?", ctx)
    assert a.amount != "3.12", a.text
    a = answer("How much interest did I earn on my Northgate card?", ctx)
    assert a.amount is None, a.text


def test_the_balance_subject_to_interest_rate_is_a_balance_never_a_rate_nor_interest(lib):
    """"The balance subject to interest rate for cash advances" names the column every card
    statement prints beside the interest charge: a sum of money. On the engine this began from
    "interest" was read as the interest paid asked and "interest rate" as a percentage asked,
    and the question was declined both ways; the rate and the interest are still never it."""
    test_a_cards_interest_asked_of_no_one_is_what_it_charged(lib)
    ctx = ctx_for(lib)
    a = answer("What was the balance subject to interest rate for cash advances on my Northgate card in March 2024?", ctx)
    assert a.status == "answered" and a.amount == "140.12", a.text
    for q in ("What is the interest rate for cash advances on my Northgate card?",
              "How much interest was charged on cash advances on my Northgate card in March 2024?"):
        a = answer(q, ctx)
        assert a.amount != "140.12", (q, a.text)
