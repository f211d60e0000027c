"""Income and asset verification reports: an employer or institution named on the report, a
year heading a row of the report's table, a rate of pay printed with how often it recurs."""
from __future__ import annotations

from datetime import date

from docq.answer.engine import AnswerContext, answer
from docq.workers import doctype
from docq.workers.reread import agrees
from tests.answer_support import reread_agrees

TODAY = date(2026, 3, 1)


def ctx_for(lib):
    return AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=TODAY)


def _ccc(lib):
    lib("CCC_Verify_income_2021.pdf", [[
        "CCC VERIFY | Verification of Income and Employment",
        "Report Requested: 12/3/2021 3:30 PM",
        "Data Source", "Name: | STATE OF COLORADO", "Division: | First Division",
        "Pay: | 5107.00 | Rate Frequency: | Monthly",
        "Year-to-Date Income Details",
        "Year | Regular | Overtime | Gross",
        "2021 | 55283.00 | 0.00 | 55283.00",
        "2020 | 59267.17 | 0.00 | 59267.17",
        "2019 | 58632.00 | 0.00 | 58632.00"]],
        doc_type="income-report", issuer="CCC Verify",
        dates={"statement_date": "2021-12-02", "closing_date": "2021-12-02"})


def test_an_employer_named_state_of_somewhere_is_no_state_tax(lib):
    # "State" of "State of Colorado" names the employer, not what a tax is for: on main the
    # question was refused as asking a state figure the "2020 Gross" label does not name
    _ccc(lib)
    a = answer("What were my 2020 gross earnings from the State of Colorado on my CCC Verify report?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "59267.17", a.text
    # the year heading the row decides: another year's gross is never stated for it
    b = answer("What were my 2017 gross earnings from the State of Colorado on my CCC Verify report?", ctx_for(lib))
    assert b.amount is None and b.status != "answered", b.text


def _xactus(lib):
    lib("Xactus_VOE_2022.pdf", [[
        "xactus | Verification of Employment Report",
        "Date Ordered: | 4/14/2022 1:57 PM",
        "Job Title: | Senior Software Developer",
        "Rate of Pay: | $96600.0 Annual",
        "Average Hours Per Pay Period: | 87"]],
        doc_type="income-report", issuer="xactus",
        dates={"statement_date": "2022-04-15", "closing_date": "2022-04-15"})


def test_a_rate_of_pay_printed_with_its_cadence_after_it(lib):
    # "$96600.0 Annual": the word ending the figure's cell says how often it recurs
    _xactus(lib)
    a = answer("What annual rate of pay does my April 2022 Xactus report show?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "96600.00", a.text
    b = answer("What monthly rate of pay does my April 2022 Xactus report show?", ctx_for(lib))
    assert b.amount is None and b.status != "answered", b.text


def test_a_figure_printed_with_one_decimal_is_read_back_as_itself():
    assert agrees("$96600.0", "$96600.0") and agrees("96600.00", "$96600.0")
    assert not agrees("$9660.0", "$96600.0") and not agrees("$96600.0", "$9660.0")


def _plaid(lib):
    lib("Plaid_asset_report_2020-11.pdf", [[
        "PLAID | ASSET REPORT", "Overview", "Requested on | November 17, 2020",
        "Asset Summary", "Institution | Account | Account Mask | Current Balance | Page",
        "Chase | TOTAL CHECKING | 1111 | $132,189.10 | 2",
        "Chase | Chase Sapphire Reserve | 2222 | $2,714.71 | 5"]],
        doc_type="asset-report", issuer="Plaid",
        dates={"statement_date": "2020-11-17", "closing_date": "2020-11-17"})


def test_a_card_named_by_its_own_name_is_that_account(lib):
    # "my Chase Sapphire Reserve card": the name says which account; the report need not
    # print "card" (on main the word went unprinted and nothing answered)
    _plaid(lib)
    a = answer("What balance did my Chase Sapphire Reserve card show on the Plaid asset report?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2714.71", a.text
    # a card named by its issuer alone names neither account: never the checking's balance
    b = answer("What balance did my Chase card show on the Plaid asset report?", ctx_for(lib))
    assert b.amount is None and b.status != "answered", b.text


_BLEND = [
    ["olend", "Borrower Details | Lender Details",
     "Names: | Larry Bird | Name: | RoundCountry Mortgage, LLC",
     "Account Details",
     "Institution: | Falsetone Financial | Account Number. | 4774",
     "Website: | Account Name: | PRIMARY SHARE",
     "Account Type: | Savings",
     "Account Holders: | Larry Bird",
     "Current Balance: | $28.68",
     "For more information about Blend, please visit www.blend.com."],
    ["olend", "Cash Flow", "4/15/2023 - Current | 3/16/2023 - Current",
     "Deposits | 3,438.09 | 5,138.32", "Withdrawals | (3,415.00) | (5,348.00)",
     "Transaction History | 3/16/2023 - Current",
     "3/31/2023 | DEPOSIT DIVIDEND TIERED RATE ANNUAL PERCENTAGE YIELD EARNED 0.10% | 0.23",
     "For more information about Blend, please visit www.blend.com."]]


def test_a_report_whose_logo_was_not_read_is_named_by_its_running_footer(lib):
    # the report's maker prints its site on every page; the account asked is a savings
    # account, which no statement but the report lists (on main: "no statements from ...")
    lib("Blend_asset_report_2023.pdf", _BLEND, doc_type="asset-report", issuer="olend",
        dates={"period_start": "2023-01-01", "period_end": "2023-03-31"})
    a = answer("What is the current balance of my Falsetone Financial savings account on my Blend report?",
               ctx_for(lib))
    assert a.status == "answered" and a.amount == "28.68", a.text
    # an account the report does not list is never answered by the one it does
    b = answer("What is the current balance of my Falsetone Financial checking account on my Blend report?",
               ctx_for(lib))
    assert b.amount is None and b.status != "answered", b.text


def test_a_report_from_a_lender_s_verifier_is_an_asset_report():
    assert doctype.rules("\n".join(_BLEND[0] + _BLEND[1]))[0] == "asset-report"
