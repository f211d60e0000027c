"""Investment statements, as a broker or a retirement plan prints them: the account's value at
the period's two ends, its income this period beside the year to date, and a holdings table
(quantity, price, value, cost basis, unrealized gain) a row per security."""
from __future__ import annotations

from datetime import date

from docq import money
from docq.answer import wording
from docq.answer.engine import AnswerContext, answer
from docq.answer.parse import parse
from docq.workers import doctype
from tests.answer_support import reread_agrees

TODAY = date(2026, 3, 1)

_HARBORVIEW = [
    "HARBORVIEW | INVESTMENT REPORT",
    "INVESTMENTS | March 1, 2024 - March 31, 2024",
    "Account Number: Z28-551904",
    "Account Summary",
    "This Period | Year-to-Date",
    "Beginning Account Value | $45,961.44 | $47,612.08",
    "Additions | 500.00 | 1,500.00",
    "Change in Investment Value | 1.66 | -1,269.00",
    "Ending Account Value | $46,343.10 | $46,343.10",
    "Income Summary",
    "This Period | Year-to-Date",
    "Dividends | 84.12 | 231.50",
    "Interest | 3.21 | 11.51",
    "Holdings",
    "Description | Quantity | Price Per Unit | Ending Value | Cost Basis | Unrealized Gain/Loss",
    "FIDELITY 500 INDEX FUND (FXAIX) | 121.017 | 178.3400 | 21,582.86 | 18,122.10 | 3,460.76",
    "APPLE INC (AAPL) | 50.000 | 171.4800 | 8,574.00 | 6,210.55 | 2,363.45",
    "MICROSOFT CORP (MSFT) | 12.000 | 420.7200 | 5,048.64 | 3,191.34 | 1,857.30",
    "Total Holdings | $35,205.50 | $27,523.99 | $7,681.51",
]


def ctx_for(lib):
    return AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=TODAY)


def _harborview(lib):
    lib("Statement_Z28-551904_2024-03.pdf", [_HARBORVIEW], doc_type="investment-statement", issuer="Harborview",
        dates={"period_start": "2024-03-01", "period_end": "2024-03-31", "closing_date": "2024-03-31"})


def test_a_statement_of_holdings_is_an_investment_statement():
    # on main a broker's statement was of no kind ("other"), and a retirement plan's, which
    # prints a beginning and an ending balance, a bank statement
    assert doctype.rules("\n".join(_HARBORVIEW))[0] == "investment-statement"
    roth = ["Sequoia | Roth IRA Statement", "Retirement Services | January 1 - March 31, 2024",
            "Account value as of 03/31/2024 | $38,412.67", "Beginning balance | $34,960.15",
            "Contributions | $1,500.00", "Ending balance | $38,412.67", "Holdings as of 03/31/2024",
            "Fund name | Shares | Share price | Balance",
            "Sequoia Target Retirement 2055 Fund | 612.884 | $48.61 | $29,792.29"]
    assert doctype.rules("\n".join(roth))[0] == "investment-statement"


def test_a_holding_is_asked_by_the_security_s_name_and_stock_or_shares(lib):
    # "my Apple stock", "my Microsoft shares": on main no label printed "stock" or "shares",
    # and every holding's question was declined
    _harborview(lib)
    for q, want in (("How much is my Apple stock worth on my March 2024 Harborview statement?", "8574.00"),
                    ("What is the cost basis of my Apple shares on my March 2024 Harborview statement?", "6210.55"),
                    ("What was the value of my Microsoft shares on my March 2024 Harborview statement?", "5048.64"),
                    ("How much is my Fidelity 500 Index Fund worth as of March 2024?", "21582.86")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)


def test_an_account_s_worth_is_its_ending_value_and_never_a_holding_s(lib):
    _harborview(lib)
    for q, want in (("What was my Harborview account worth at the end of March 2024?", "46343.10"),
                    ("What was my beginning account value on the March 2024 Harborview statement?", "45961.44"),
                    ("How much in dividends have I received so far this year per my March 2024 Harborview "
                     "statement?", "231.50")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    for q in ("What was my Harborview account value at the beginning of March 2024?",
              "How much is my Tesla stock worth on my March 2024 Harborview statement?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text), (q, a.text)


_ROTH = ["Sequoia | Roth IRA Statement", "Retirement Services | January 1 - March 31, 2024",
         "RILEY T MARCHETTI | Account: Roth Contributory IRA", "Quarter at a glance",
         "Beginning balance | $34,960.15", "Contributions | $1,500.00", "Fees | -$25.00",
         "Ending balance | $38,412.67",
         "Your contributions",
         "2024 contributions to date | $1,500.00",
         "2023 contributions (through 04/15/2024) | $7,000.00"]


def test_a_years_contributions_to_date_are_that_years(lib):
    # "2024 contributions to date": the year printed before what it counts is the label's scope,
    # as "Year-to-Date" is; on main its "date" was a word the question did not say
    lib("sequoia_roth_q1_2024.pdf", [_ROTH], doc_type="investment-statement", issuer="Sequoia",
        dates={"period_start": "2024-01-01", "period_end": "2024-03-31", "closing_date": "2024-03-31"})
    a = answer("How much has Riley contributed to the Roth IRA for 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1500.00", a.text
    # ...and another year's is never this one's, nor the quarter's fees a year's
    for q in ("How much did I contribute to my Roth IRA for 2025?", "What fees did my Roth IRA charge in 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text), (q, a.text)


def test_a_value_as_of_a_day_is_never_the_value_at_another_end(lib):
    # "what was my Roth IRA worth at the beginning of 2024" stated "Account value as of
    # 03/31/2024", $38,412.67: the label prints no word of either end, only its day, and the
    # day was never compared with the one asked (the value at the start is $34,960.15)
    lib("sequoia_roth_q1_2024.pdf", [["Sequoia | Roth IRA Statement", "Retirement Services | January 1 - March 31, 2024",
                                      "RILEY T MARCHETTI | Account: Roth Contributory IRA", "Your account value",
                                      "Account value as of 03/31/2024 | $38,412.67",
                                      "Account value as of 12/31/2023 | $34,960.15", "Holdings as of 03/31/2024",
                                      "Fund name | Shares | Share price | Balance",
                                      "Sequoia Federal Money Market | 351.840 | $1.00 | $351.84", "Total | $38,412.67"]],
        doc_type="investment-statement", issuer="Sequoia",
        dates={"period_start": "2024-01-01", "period_end": "2024-03-31", "closing_date": "2024-03-31"})
    ctx = ctx_for(lib)
    for q in ("What was my Roth IRA worth at the beginning of 2024?", "What was my Roth IRA worth at the start of the quarter?"):
        a = answer(q, ctx)
        assert a.amount != "38412.67" and "38,412.67" not in a.text, (q, a.text)
    a = answer("What was my Roth IRA worth at the end of March 2024?", ctx)
    assert a.status == "answered" and a.amount == "38412.67", a.text
    start = parse("the value at the beginning of 2024", [], date(2026, 1, 1))
    assert wording.opposed("Account value as of 03/31/2024", start, "investment-statement")
    assert not wording.opposed("Account value as of 12/31/2023", start, "investment-statement")
    # ...never a policy's: "the policy starting August 31" names its term, and its limits are the term's
    assert not wording.opposed("Personal Liability Limit", parse("the liability limit on my policy starting August 31",
                                                                 [], date(2026, 1, 1)), "insurance-declarations")
    # ...and a statement closing March 14 ends "March": its balance as of that day is March's ending one
    march = (date(2024, 2, 15), date(2024, 3, 14))
    assert not wording.opposed("Balance as of 03/14/2024", parse("my ending balance in March 2024", [], date(2026, 1, 1)),
                               "bank-statement", march)
    assert wording.opposed("Balance as of 03/14/2024", parse("my balance at the beginning of March 2024", [],
                                                             date(2026, 1, 1)), "bank-statement", march)


def test_the_value_this_period_began_at_is_never_the_years_beginning(lib):
    """"What was my account value at the beginning of the year?" of a March statement printing
    "Beginning Account Value | This Period | Year-to-Date": on the engine this began from the
    This Period column's $45,961.44 was stated, the value on March 1. A column of this period
    stands where the statement's period begins; the year's beginning is the year-to-date one."""
    _harborview(lib)
    ctx = ctx_for(lib)
    for q in ("What was my brokerage account value at the beginning of the year?",
              "What was my Harborview account value at the beginning of 2024?"):
        a = answer(q, ctx)
        assert a.amount != "45961.44", (q, a.text)
    a = answer("What was the beginning account value this period on my March 2024 Harborview statement?", ctx)
    assert a.status == "answered" and a.amount == "45961.44", a.text


def test_a_charge_a_fund_prints_taken_out_is_its_charge_never_a_credit(lib):
    """A fund's summary prints its annual charge taken from the account ("Annual fund charge |
    -$990.83"): on the engine this began from the minus was read as a refund the question did
    not ask, and "what did the annual fund charge cost me" was declined."""
    lib("anz-funds-2026.pdf", [["ANZ Investment Funds", "Annual statement", "From 1 April 2025 to 31 March 2026",
                                "Opening balance at 1 April 2025 | $120,000.00", "Investment return | $8,412.55",
                                "Annual fund charge | -$990.83", "Closing balance at 31 March 2026 | $127,421.72"]],
        doc_type="investment-statement", issuer="ANZ Investments",
        dates={"period_start": "2025-04-01", "period_end": "2026-03-31"})
    a = answer("What did the annual fund charge cost me on my ANZ account for the year to 31 March 2026?", ctx_for(lib))
    assert a.status == "answered" and a.amount in ("990.83", "-990.83"), a.text
