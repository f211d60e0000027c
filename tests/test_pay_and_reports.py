"""Pay stubs and the reports a lender pulls (employment and income, assets): their kind, their
dates, and figures read under the column they are printed in: this period or the year to date,
one year of several. On the engine this began from, none of these kinds existed, a year asked
of a report selected the report by its own date, and a pay stub's year-to-date column was read
only when its header was as wide as its rows."""
from __future__ import annotations

from datetime import date

from docq.answer import wording
from docq.answer.candidates import figure_labels
from docq.answer.engine import AnswerContext, answer
from docq.answer.library import DocPage
from docq.answer.parse import parse
from docq.records import Box, Page, Word
from docq.workers import captions, doctype
from docq.workers.rows import build_layout
from tests.answer_support import placed_page, reread_agrees

TODAY = date(2026, 3, 1)


def ctx_for(lib):
    return AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=TODAY)


def words_at(*items: tuple[str, float, float]) -> list[Word]:
    """Words from (text, left x, top y), ~5 pt a character, 8 pt high."""
    out = []
    for text, x, y in items:
        for part in text.split(" "):
            out.append(Word(part, Box(x, y, x + 5.0 * len(part), y + 8), 95.0, "tesseract"))
            x += 5.0 * len(part) + 3.0
    return out


def test_the_kinds_a_person_is_paid_and_holds_by():
    stub = "ACME CORP\nEARNINGS STATEMENT\nPay Date 03/15/2024\nGross Pay | 2,000.00 | 10,000.00\n" \
           "Federal Withholding | 180.00 | 900.00\nNet Pay | 1,500.00 | 7,500.00\nCurrent | Year to Date"
    voe = "The Work Number\nVerification of Employment\nEmployer: Birch Logistics\nOriginal Hire Date 03-30-2018\n" \
          "Rate of Pay: 22.50 Hourly\nBase Salary | Overtime | Bonus | Total"
    voa = "Verification of Assets\nRequestor: Harbor Mortgage\nInstitution | Account Type | Current Balance\n" \
          "Northwind Bank | Checking | 4,210.77"
    assert [doctype.classify(t) for t in (stub, voe, voa)] == ["pay-stub", "income-report", "asset-report"]


def test_a_date_under_a_caption_stacked_on_lines_of_its_own():
    """"Period" over "End" over the date, "Date" over "Paid" over the other; a wide name between
    makes the header's cells and the row's differ in number."""
    ws = words_at(("Dist", 50, 100), ("Employee", 140, 100), ("Period", 400, 100), ("Date", 460, 100),
                  ("No", 50, 108), ("County", 140, 108), ("End", 403, 108), ("Paid", 460, 108),
                  ("18", 50, 120), ("12345", 140, 120), ("JOHN SMITH", 200, 120), ("07/31/2021", 392, 120),
                  ("07/30/2021", 450, 120),
                  ("Date", 50, 200), ("Amount", 300, 200), ("05/01/2021", 50, 210), ("12.00", 300, 210),
                  ("05/02/2021", 50, 220), ("14.00", 300, 220))
    got = captions.captioned_dates(Page(1, 612, 792, ws, "ocr:tesseract"))
    # a table's first date takes its column's caption; the rows under it are values, not captions
    assert got == ["Period End: 07/31/2021", "Date Paid: 07/30/2021", "Date: 05/01/2021"]


def test_a_footnote_mark_after_a_figure_or_a_caption_keeps_its_column():
    ws = words_at(("Current Period", 190, 70), ("Year-To-Date *", 300, 70),
                  ("Total Earnings", 50, 85), ("0.00", 215, 85), ("60,111.08 *", 306, 85),
                  ("NET PAY", 50, 100), ("5,757.70", 200, 100), ("40,818.25 *", 306, 100))
    got = {(p.label, p.value) for p in build_layout(Page(1, 612, 792, ws, "ocr:tesseract")).pairs if p.how == "column"}
    assert ("NET PAY Year-To-Date", "40,818.25") in got and ("NET PAY Current Period", "5,757.70") in got
    assert ("Total Earnings Year-To-Date", "60,111.08") in got


def test_a_pay_stubs_year_to_date_column_under_a_header_without_its_label_column(lib):
    lib("paystub_2024-03-15.pdf", [["ACME CORP", "EARNINGS STATEMENT", "Pay Date: 03/15/2024",
                                    "Current Period | Year-To-Date",
                                    "Federal Withholding | 180.00 | 900.00",
                                    "NET PAY | 1,512.40 | 7,562.00 *"]],
        doc_type="pay-stub", issuer="Acme Corp", dates={"pay_date": "2024-03-15"})
    ytd = answer("How much net pay had I received year to date as of my March 15, 2024 pay stub?", ctx_for(lib))
    assert ytd.amount == "7562.00", ytd.text
    now = answer("What was my net pay on my March 15, 2024 pay stub?", ctx_for(lib))
    assert now.amount == "1512.40", now.text


def test_a_year_asked_of_an_income_report_is_its_column_never_another(lib):
    lib("income_verification.pdf", [["truework", "Verification of Income Report", "Current as of | March 15, 2022",
                                     "Employer | Birch Logistics",
                                     "2022 | 2021 | 2020",
                                     "Base | $10,123.94 | $55,520.77 | $64,480.33",
                                     "Overtime | $303.92 | $14,585.88 | $14,743.12",
                                     "Total | $10,808.26 | $75,106.65 | $79,783.45"]],
        doc_type="income-report", issuer="Truework", dates={"statement_date": "2022-03-15"})
    a = answer("How much overtime did Birch Logistics pay me in 2021 on my Truework report?", ctx_for(lib))
    assert a.amount == "14585.88", a.text
    b = answer("How much overtime did Birch Logistics pay me in 2019 on my Truework report?", ctx_for(lib))
    assert b.status == "declined" and b.amount is None, b.text


def test_what_an_employer_named_in_the_report_paid_the_person(lib):
    # a lender's report sent by its verifier: the employer who paid is named in its body only.
    # "Did Wendy's pay me" asks money paid to the person, by the one the report names; never a
    # figure of the person's own share, and never one a report naming no Wendy's prints
    lib("blend_income.pdf", [["S blend income Report", "Current as of | 04/29/2022",
                              "Employer Name | Wendy's | Pay Type | Salary",
                              "Annual Income Summary",
                              "YEAR | BASE SALARY | BONUS | TOTAL",
                              "2022 | $16,932 | $3,750 | $21,468.55",
                              "2021 | $40,040 | $2,450 | $46,453.61",
                              "Balance Due | $125.00"]],
        doc_type="income-report", issuer="S blend", dates={"statement_date": "2022-04-29"})
    a = answer("How much bonus did Wendy's pay me in 2021 according to the Blend income report?", ctx_for(lib))
    assert a.amount == "2450.00", a.text
    b = answer("How much balance did Wendy's pay me on the Blend income report?", ctx_for(lib))
    assert b.amount is None, b.text
    c = answer("How much bonus did Arby's pay me in 2021 according to the Blend income report?", ctx_for(lib))
    assert c.amount is None, c.text


def test_an_income_reports_year_rows_under_the_parts_of_pay(lib):
    lib("twn_verification.pdf", [["EQUIFAX", "VERIFICATION SERVICES", "Employer: | YMCA",
                                  "ANNUAL INCOME SUMMARY",
                                  "Base Salary | Overtime | Commissions | Bonus | Other | Total",
                                  "2021 | $681.23 | $0.00 | $0.00 | $12.00 | $0.00 | $693.23",
                                  "2020 | $443.13 | $0.00 | $0.00 | $0.00 | $0.00 | $443.13"]],
        doc_type="income-report", issuer="Equifax", dates={"statement_date": "2022-05-23"})
    a = answer("What total income from the YMCA does my Equifax verification show for 2021?", ctx_for(lib))
    assert a.amount == "693.23", a.text
    b = answer("What bonus did the YMCA pay me in 2021 on my Equifax verification?", ctx_for(lib))
    assert b.amount == "12.00", b.text


ASSETS = [["PLAID", "ASSET REPORT", "AccountChek data partner", "Requested on | November 17, 2020",
           "Institution | Account | Account Mask | Current Balance | Page",
           "Chase | TOTAL CHECKING | 1111 | $132,189.10 | 2",
           "Chase | Sapphire Reserve | 2222 | $2,714.71 | 5",
           "Total Assets | $142,303.81"],
          ["PLAID", "ASSET REPORT",
           "INSTITUTION: CHASE ACCOUNT NAME: TOTAL CHECKING ACCOUNT MASK: 1111",
           "Account Summary", "Current balance | $132,189.10", "Available balance | $132,180.00"],
          ["PLAID", "ASSET REPORT",
           "INSTITUTION: NORTHWIND ACCOUNT NAME: HOLIDAY SAVINGS ACCOUNT MASK: 3333",
           "Account Summary", "Current balance | $7,400.00"]]


def test_a_report_of_several_accounts_answers_only_for_the_account_named(lib):
    lib("plaid_asset_report.pdf", ASSETS, doc_type="asset-report", issuer="Plaid",
        dates={"statement_date": "2020-11-17"})
    checking = answer("What was the current balance of my Chase Total Checking on my Plaid asset report?", ctx_for(lib))
    assert checking.amount == "132189.10", checking.text
    card = answer("What was the current balance of my Chase Sapphire Reserve on my Plaid asset report?", ctx_for(lib))
    assert card.amount == "2714.71", card.text
    savings = answer("What was the current balance of my Northwind Holiday Savings on my Plaid asset report?", ctx_for(lib))
    assert savings.amount == "7400.00", savings.text
    by_number = answer("What was the current balance of account 3333 on my Plaid asset report?", ctx_for(lib))
    assert by_number.amount in (None, "7400.00"), by_number.text
    # which account is meant is not for a rule to guess
    unnamed = answer("What was the current balance on my Plaid asset report?", ctx_for(lib))
    assert unnamed.amount is None, unnamed.text
    other = answer("What was the current balance of account 9999 on my Plaid asset report?", ctx_for(lib))
    assert other.amount is None, other.text
    mixed = answer("What was the current balance of my Chase Holiday Savings on my Plaid asset report?", ctx_for(lib))
    assert mixed.amount is None, mixed.text
    # a figure of the whole report, asked by a name its title prints ("AccountChek" is no
    # word of the headings' "ACCOUNT NAME")
    whole = answer("What total assets did my AccountChek asset report show?", ctx_for(lib))
    assert whole.amount == "142303.81", whole.text


def test_a_years_row_under_a_year_caption_and_the_parts_of_pay(lib):
    lib("voe_report.pdf", [["xactus", "Verification of Employment Report", "Information Current As Of: | 04/15/2022",
                            "Employer: | Berkshire Hathaway",
                            "Year | Base Pay | Overtime | Commission | Bonuses | Other Income | Total Pay",
                            "2021 | $89775 | $0 | $0 | $0 | $525 | $90300",
                            "2020 | $0 | $0 | $0 | $0 | $0 | $98000",
                            # a row the reader dropped a cell of: its figures line up with no column
                            "2019 | $91000 | $0 | $0 | $300 | $91300"]],
        doc_type="income-report", issuer="Xactus", dates={"statement_date": "2022-04-15"})
    a = answer("What was my total 2021 pay on my Xactus employment report?", ctx_for(lib))
    assert a.amount == "90300.00", a.text
    b = answer("What was my total 2019 pay on my Xactus employment report?", ctx_for(lib))
    assert b.amount is None, b.text


def test_a_frequency_printed_after_a_figure_says_how_often_it_is_paid(lib):
    # CCC Verify prints the pay rate's frequency as a field of its own on the figure's row
    lib("ccc_verify.pdf", [["CCC VERIFY", "Verification of Income and Employment", "Name: | BIRCH LOGISTICS",
                            "Payroll", "Pay: | 5107.00    Rate Frequency: | Monthly",
                            "Unused Vacation Amount: | 0.00"]],
        doc_type="income-report", issuer="CCC Verify", dates={"statement_date": "2021-12-03"})
    a = answer("What monthly pay does my CCC Verify employment report show?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5107.00", a.text
    b = answer("What annual pay does my CCC Verify employment report show?", ctx_for(lib))
    assert b.status == "declined" and b.amount is None, b.text
    labels = {label for _, label, _, _, _ in figure_labels([DocPage(1, [], "\n".join([
        "Pay: | 5107.00    Rate Frequency: | Monthly", "Amount | $1,200.00 | Pay Frequency | Biweekly"]))])}
    assert labels == {"Pay Monthly", "Amount"}     # a frequency no closed set knows says nothing


# A verification of assets' summary: a row an account, its words centred at several heights
# beside its figures, its captions stacked over two and three lines ("Current" over "Balance")
SUMMARY = (("Financial", 27, 296), ("Account", 200, 296), ("Account", 373, 296), ("Beginning", 431, 296),
           ("Average", 488, 296), ("Current", 556, 296), ("Account", 143, 301), ("Institution", 27, 305),
           ("Owner", 200, 305), ("Type", 373, 305), ("Balance", 431, 305), ("Monthly Bal.", 488, 305),
           ("Balance", 556, 305),
           ("$9,029.81", 424, 328), ("Roth IRA", 136, 328), ("ROTH", 367, 328), ("N/A", 482, 328),
           ("$9,029.81", 550, 328), ("Steve Balmer", 194, 329), ("Fidelity Investments", 20, 332),
           ("*****2222", 136, 338), ("1854 Louisville Ln", 194, 338), ("USA", 194, 348),
           ("Steve Balmer", 194, 376), ("Brokerage", 136, 378), ("Investment,", 367, 378),
           ("$560,544.26", 420, 378), ("$560,544.26", 484, 378), ("$560,544.26", 546, 378),
           ("Fidelity Investments", 20, 382), ("*****3333", 136, 387), ("Taxable", 367, 387),
           ("Cash", 136, 427), ("Investment,", 367, 427), ("$9,016.47", 424, 427), ("$9,016.47", 484, 427),
           ("$9,016.47", 550, 427), ("Fidelity Investments", 20, 431), ("Management", 136, 437),
           ("*****4444", 136, 447),
           ("TRANSACTION DATA BY ACCOUNT", 25, 488))


def test_a_summary_of_accounts_read_by_where_its_words_stand():
    from docq.answer import wordtables
    held = wordtables.account_balances([DocPage(1, words_at(*SUMMARY), "")])
    got = {(h.caption, h.figure.text, h.account.split()[2]) for h in held}     # (after the institution's name)
    assert ("Current Balance", "$9,029.81", "Roth") in got
    assert ("Current Balance", "$9,016.47", "Cash") in got
    assert ("Current Balance", "$560,544.26", "Brokerage") in got
    # each account's words are its own row's, never a neighbour's
    roth = next(h.account for h in held if h.figure.text == "$9,029.81")
    assert "*****2222" in roth and "Brokerage" not in roth and "Cash" not in roth
    assert not any("TRANSACTION" in h.account for h in held)


def test_a_plain_word_of_an_accounts_row_names_that_account():
    from docq.answer import accounts, wording
    from docq.answer.parse import parse
    from docq.answer.wording import Described
    q = parse("What was my Fidelity brokerage balance on the Finicity report?", set(), TODAY)
    ts = wording.terms(q, open_vocabulary=True)
    where = Described(own={"finicity"}, printed={"finicity", "fidelity", "brokerage", "cash"})
    mine = accounts.grounding(q, ts, where, "Current Balance", "Fidelity Investments Brokerage *****3333",
                              "asset-report")
    other = accounts.grounding(q, ts, where, "Current Balance", "Fidelity Investments Cash Management *****4444",
                               "asset-report")
    assert mine["brokerage"] == "section" and other["brokerage"] is None


ADP_STUB = [["Birch Logistics LLC", "Earnings Statement", "Period Ending: 03/09/2024", "Pay Date: 03/15/2024",
             "Earnings | rate | hours | this period | year to date",
             "Regular | 25.0000 | 80.00 | 2,000.00 | 10,000.00",
             "Gross Pay | $2,000.00 | 10,000.00",
             "Statutory Deductions | this period | year to date",
             "Federal Income Tax | -180.00 | 900.00",
             "Social Security Tax | -124.00 | 620.00",
             "Medicare Tax | -29.00 | 145.00",
             "CA State Income Tax | -60.00 | 300.00",
             "Net Pay | $1,607.00"]]

SHORTHAND_STUB = [["NORTHWIND SCHOOL DISTRICT", "PAY STUB", "Pay Date: 04/30/2024",
                   "Current | YTD",
                   "FITW | 210.00 | 840.00",
                   "Fed OASDI/EE | 130.20 | 520.80",
                   "Fed MED/EE | 30.45 | 121.80",
                   "State Withholding | 75.00 | 300.00",
                   "Medicare Wages | 2,100.00 | 8,400.00",
                   "NET PAY | 1,654.35 | 6,617.40"]]


def _answers_each(lib, asked: dict[str, str]) -> None:
    """Each question is answered with its figure."""
    for question, amount in asked.items():
        a = answer(question, ctx_for(lib))
        assert a.amount == amount, (question, a.text[:200], a.reasons)


def test_a_pay_stubs_taxes_asked_as_a_person_says_them(lib):
    """A payroll's lines are the taxes withheld from the pay, asked for in a person's words:
    "the Social Security tax taken out", "how much was withheld for Medicare", "my take-home pay".
    On the engine this began from each was declined: "withheld" and "Withholding" were two
    words, and a line's shorthand ("MEDI", "OASDI", "FITW") meant nothing."""
    lib("adp_stub_2024-03-15.pdf", ADP_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15"})
    lib("northwind_stub_2024-04-30.pdf", SHORTHAND_STUB, doc_type="pay-stub", issuer="Northwind School District",
        dates={"pay_date": "2024-04-30"})
    asked = {
        "How much Social Security tax was withheld on my March 15, 2024 pay stub?": "124.00",
        "How much Medicare tax had been withheld year to date on my March 15, 2024 pay stub?": "145.00",
        "What was my take-home pay on my March 15, 2024 pay stub?": "1607.00",
        "How much state tax was withheld year to date on my April 30, 2024 pay stub?": "300.00",
        "How much federal income tax was withheld on my April 30, 2024 pay stub?": "210.00",
        "How much Social Security tax was withheld year to date on my April 30, 2024 pay stub?": "520.80",
        "How much was withheld for Medicare on my April 30, 2024 pay stub?": "30.45",
        "What was my year-to-date take home pay on my April 30, 2024 pay stub?": "6617.40",
    }
    _answers_each(lib, asked)


def test_a_payroll_shorthand_means_one_thing_or_nothing(lib):
    """"FICA" is Social Security on one payroll and both taxes on another: never stated for either.
    A wage base ("Medicare Wages") is no tax withheld, and a W-2's Medicare tax is no pay stub's."""
    lib("fica_stub_2024-05-31.pdf", [["Harbor Cafe", "EARNINGS STATEMENT", "Pay Date: 05/31/2024",
                                      "Current | Year to Date",
                                      "Federal Withholding | 95.00 | 475.00",
                                      "FICA | 114.75 | 573.75",
                                      "Net Pay | 1,290.25 | 6,451.25"]],
        doc_type="pay-stub", issuer="Harbor Cafe", dates={"pay_date": "2024-05-31"})
    for q in ("How much Social Security tax was withheld on my May 31, 2024 pay stub?",
              "How much Medicare tax was withheld on my May 31, 2024 pay stub?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "declined" and a.amount is None, (q, a.text)
    lib("northwind_stub_2024-04-30.pdf", SHORTHAND_STUB, doc_type="pay-stub", issuer="Northwind School District",
        dates={"pay_date": "2024-04-30"})
    wages = answer("How much Medicare tax was withheld year to date on my April 30, 2024 pay stub?", ctx_for(lib))
    assert wages.amount == "121.80", wages.text


def test_a_deduction_asked_by_its_name_is_its_tax_line(lib):
    """"What was the CA SDI on my March 15 paycheck?" declined: the stub prints "CA SDI Tax",
    and "Tax" was a word the question did not say. Every line of a stub's taxes is taken from
    the pay; the tax a line names by name is asked by that name."""
    lib("birchwood_2024-03-15.pdf", [["CO. FILE | DEPT. CLOCK VCHR. NO. | Earnings Statement",
                                      "Birchwood Labs Inc | Period Beginning: 03/01/2024",
                                      "400 Innovation Way | Pay Date: | 03/15/2024",
                                      "this period | year to date",
                                      "Gross Pay | $4,430.29 | 20,507.21",
                                      "Deductions Statutory",
                                      "Federal Income Tax | -447.90 | 2,066.42",
                                      "CA State Income Tax | -183.96 | 848.72",
                                      "CA SDI Tax | -48.73 | 225.57",
                                      "Net Pay | $2,986.06"]],
        doc_type="pay-stub", issuer="Birchwood Labs", dates={"pay_date": "2024-03-15"})
    a = answer("What was the CA SDI on my March 15, 2024 Birchwood paycheck?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "48.73", a.text
    a = answer("What was the CA SDI year to date on my March 15, 2024 Birchwood paycheck?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "225.57", a.text
    # (the stub's own word boxes read "CA SDI Tax" beside its columns, where "Tax" was the word
    # left over; on a bill it still is one)
    asked = parse("What was the CA SDI on my March 1, 2024 Birchwood paycheck?", [], TODAY)
    stub = wording.Described(own={"birchwood", "lab", "pay", "stub"}, printed=set(), kind="pay-stub")
    assert wording.label_extra("CA SDI Tax this period", asked, None, stub, "CA SDI Tax") == []
    bill = wording.Described(own=set(), printed=set(), kind="utility-bill")
    assert wording.label_extra("CA SDI Tax", asked, None, bill, "") == ["Tax"]


YEAR_SO_FAR_STUB = [["Birch Logistics LLC", "Earnings Statement", "Pay Date: 03/15/2024",
                     "this period | year to date",
                     "Gross Pay | $2,150.00 | 10,450.00",
                     "Health Plan | -61.15 | 305.75",
                     "Medicare Tax | -31.18 | 151.53",
                     "401(k) | -100.00* | 500.00",
                     "Net Pay | $1,528.52 | 7,642.60",
                     "* Excluded from federal taxable wages"]]


def test_the_year_so_far_is_a_stubs_year_to_date_never_its_pay_period(lib):
    """"This year" and "so far" ask the year to date; a pay period's figure never answers them.
    On the engine this began from, "how much Medicare tax did I pay this year" stated this
    period's $31.18, and "how much did I earn in 2021 so far" the period's net pay, read for the
    "pay" of "pay stub"."""
    lib("birch_stub_2024-03-15.pdf", YEAR_SO_FAR_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15", "period_end": "2024-03-09"})
    asked = {
        "How much Medicare tax did I pay this year as of my March 15, 2024 pay stub?": "151.53",
        "How much did I earn in 2024 so far according to my pay stub?": "10450.00",
        "How much did I contribute to my 401(k) on my March 15, 2024 pay stub?": "100.00",
        "How much went into my 401k year to date on my March 15, 2024 pay stub?": "500.00",
    }
    _answers_each(lib, asked)


def test_a_year_asked_of_a_pay_stub_is_never_one_pays_figure(lib):
    """"How much did I earn in 2023" asks a year's worth: a stub's current column is one pay's.
    On the engine this began from it was answered with the December stub's current gross pay
    ($2,500.00 of a year's $65,937.50)."""
    lib("scan_0147.pdf", [["HARBOR POINT LOGISTICS LLC", "Earnings Statement", "Check Date 12/29/2023",
                           "Period Ending 12/23/2023",
                           "| Gross Earnings | Total Withholdings | Net Pay",
                           "Current | 2,500.00 | 557.88 | 1,780.97",
                           "YTD | 65,937.50 | 14,719.18 | 46,990.92"]],
        doc_type="pay-stub", issuer="Harbor Point Logistics", dates={"pay_date": "2023-12-29", "period_end": "2023-12-23"})
    for q in ("How much did I earn in total at Harbor Point Logistics in 2023?",
              "What were my gross earnings at Harbor Point in 2023?"):
        a = answer(q, ctx_for(lib))
        assert a.amount in (None, "65937.50"), (q, a.text)


def test_a_pay_period_asked_by_its_two_ends_is_never_the_one_paid_on_its_first_day(lib):
    """"The pay period of March 1 to March 15" is the stub whose period has those ends, not the
    one paid on March 1 for the period that ended February 29. On the engine this began from,
    a stub whose period's first day was not read was taken by its pay date."""
    lib("birch_2024-03-01.pdf", [["Birchwood Labs Inc", "Earnings Statement", "this period | year to date",
                                  "Gross Pay | $4,019.23 | 16,076.92", "Net Pay | $2,696.68"]],
        doc_type="pay-stub", issuer="Birchwood Labs", dates={"period_end": "2024-02-29", "pay_date": "2024-03-01"})
    lib("birch_2024-03-15.pdf", [["Birchwood Labs Inc", "Earnings Statement", "this period | year to date",
                                  "Gross Pay | $4,430.29 | 20,507.21", "Net Pay | $2,986.06"]],
        doc_type="pay-stub", issuer="Birchwood Labs",
        dates={"period_start": "2024-03-01", "period_end": "2024-03-15", "pay_date": "2024-03-15"})
    a = answer("What were my gross earnings for the pay period of March 1 to March 15, 2024?", ctx_for(lib))
    assert a.amount == "4430.29", a.text
    # ...and a term one of whose printed ends is another is not it
    a = answer("What was my net pay for the pay period of February 1 to February 29, 2024?", ctx_for(lib))
    assert a.amount is None, a.text


def test_a_pay_period_asked_by_one_end_is_the_stub_whose_period_has_it(lib):
    """"The pay period beginning March 1" is the stub whose period starts March 1, never the one
    paid March 1 for the period that ended February 29: on the engine this began from the day
    matched any date the stub printed, and its pay date won ($4,019.23 for $4,430.29)."""
    test_a_pay_period_asked_by_its_two_ends_is_never_the_one_paid_on_its_first_day(lib)
    _answers_each(lib, {
        "What was my gross pay for the pay period beginning March 1, 2024?": "4430.29",
        "What were my gross earnings for the pay period starting March 1, 2024?": "4430.29",
        "What was my gross pay for the pay period ending February 29, 2024?": "4019.23",
    })
    a = answer("What was my gross pay for the pay period beginning February 29, 2024?", ctx_for(lib))
    assert a.amount is None, a.text


def test_the_first_day_of_a_pay_period_printed_under_its_own_caption():
    from docq.workers.dates import find_dates
    got = find_dates(["Birchwood Labs Inc | Period Beginning: | 02/16/2024",
                      "400 Innovation Way | Period Ending: | 02/29/2024",
                      "San Jose, CA 95134 | Pay Date: | 03/01/2024"], "pay-stub")
    assert (got["period_start"], got["period_end"], got["pay_date"]) == ("2024-02-16", "2024-02-29", "2024-03-01")


def test_the_year_so_far_said_with_its_year_and_money_put_into_a_plan(lib):
    """"So far in 2024" asks the year to date, which the year it names does not make another
    figure; what a person "put into" a plan is what the stub says went into it. On the engine
    this began from both were declined."""
    lib("birch_stub_2024-03-15.pdf", YEAR_SO_FAR_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15", "period_end": "2024-03-09"})
    _answers_each(lib, {
        "How much have I contributed to my 401(k) so far in 2024 according to my March 15 pay stub?": "500.00",
        "How much did I put into my 401(k) from my March 15, 2024 paycheck?": "100.00",
    })


def test_what_the_employer_put_into_a_plan_is_never_the_persons_own_deduction(lib):
    """"How much did Harbor Point contribute to my 401K?" stated the stub's 401(k) deduction,
    the person's own money: the employer sent the stub, and a sender paying was taken to ground
    every figure not of the person's share, as an insurer's claim lines are. On a stub the
    employer's contribution is a row that says it is the employer's."""
    lib("birch_stub_2024-03-15.pdf", YEAR_SO_FAR_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15", "period_end": "2024-03-09"})
    for q in ("How much did Birch Logistics contribute to my 401(k) on my March 15, 2024 stub?",
              "What did Birch Logistics put into my 401(k) in March 2024?",
              "How much did my employer put in my 401(k) on my March 15, 2024 stub?",
              # (a plan's name in the person's own deduction is no employer's money either)
              "How much did Birch Logistics pay toward my health plan on my March 15, 2024 stub?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None, (q, a.text)
    lib("birch_stub_2024-03-29.pdf", [YEAR_SO_FAR_STUB[0][:5] + ["Employer 401(k) Match | 50.00 | 250.00"]],
        doc_type="pay-stub", issuer="Birch Logistics", dates={"pay_date": "2024-03-29", "period_end": "2024-03-23"})
    for q in ("How much did Birch Logistics contribute to my 401(k) on my March 29, 2024 stub?",
              "How much did my employer put in my 401(k) on my March 29, 2024 stub?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "50.00", (q, a.text)
    # ...while the person the stub is of, said by name, put in their own deduction
    lib("fernhill_2024-03-22.pdf", [["Fernhill Dental Group", "Riley T. Marchetti", "Pay Date 03/22/2024",
                                     "Current | Year-to-Date", "Gross Earnings | $3,874.00 | $22,100.00",
                                     "401k Pre-Tax | $193.70 | $1,105.00", "Net Pay | $2,764.89 | $15,750.42"]],
        doc_type="pay-stub", issuer="Fernhill Dental Group", person="Riley T. Marchetti",
        dates={"pay_date": "2024-03-22", "period_end": "2024-03-17"})
    a = answer("How much did Riley contribute to the 401k on the March 22 2024 Fernhill stub?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "193.70", a.text


def test_hours_asked_are_never_the_dollars_printed_on_the_hours_row(lib):
    """"What were Riley's regular hours year to date?" stated "$22,100.00", the pay for them,
    printed on the row "Regular Hours": a unit asked with no word of money is a quantity."""
    lib("fernhill_2024-03-22.pdf", [["Fernhill Dental Group", "Pay Date 03/22/2024",
                                     "Earnings | Rate | Hours | Current | Year-to-Date",
                                     "Regular Hours | $52.00 | 74.50 | $3,874.00 | $22,100.00"]],
        doc_type="pay-stub", issuer="Fernhill Dental Group", dates={"pay_date": "2024-03-22", "period_end": "2024-03-17"})
    for q in ("What were my regular hours year to date on the Fernhill stub?",
              "What were my regular hours this period on the Fernhill stub?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None and "$" not in a.text, (q, a.text)
    a = answer("What was my regular pay year to date on the Fernhill stub?", ctx_for(lib))
    assert a.amount in (None, "22100.00"), a.text


def test_a_states_tax_on_a_pay_stub_is_the_row_that_names_the_state(lib):
    """A pay stub has no state boxes: "my California income tax" is the row printing CA or
    California, and a row naming no state, or another, is not it. On the engine this began from,
    every stub was refused for printing no state box."""
    lib("adp_stub_2024-03-15.pdf", ADP_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15"})
    _answers_each(lib, {"How much California income tax came out of my March 15, 2024 paycheck?": "60.00"})
    for q in ("How much Oregon income tax came out of my March 15, 2024 paycheck?",
              "How much New York state tax was withheld on my March 15, 2024 pay stub?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None, (q, a.text)
    lib("plain_stub_2024-04-30.pdf", [["Alder Tool Works", "EARNINGS STATEMENT", "Pay Date: 04/30/2024",
                                       "Current | YTD", "State Income Tax | 55.00 | 220.00",
                                       "Net Pay | 1,500.00 | 6,000.00"]],
        doc_type="pay-stub", issuer="Alder Tool Works", dates={"pay_date": "2024-04-30"})
    a = answer("How much California income tax was withheld on my April 30, 2024 pay stub?", ctx_for(lib))
    assert a.amount is None, a.text


BESIDE_STUB = [["Birchwood Labs Inc", "Earnings Statement", "Pay Date: 03/15/2024",
                "Earnings | rate | hours | this period | year to date    Other Benefits and",
                "Information | this period total to date",
                "Regular | 45.6731 | 88.00 | 4,019.23 | 19,730.77",
                "Overtime | 68.5100 | 6.00 | 411.06 | 411.06    Vacation Hrs Avail | 64.00",
                "Gross Pay | $4,430.29 | 20,507.21    Sick Hrs Avail | 22.50",
                "Net Pay | $2,986.06"]]


def test_a_table_printed_beside_another_box_is_read_by_its_own_columns(lib):
    """The big payrolls print the earnings table beside a box of other benefits, on the same
    lines: the header ran on into the box's caption and was no header, and a row into the box's
    cells. On the engine this began from the earnings rows were not read at all ("how much
    overtime pay did I get" was declined), and a pay rate printed under its own caption was read
    as a word of its row's label ("Regular 45.6731")."""
    from docq.answer.candidates import beside_tables
    lines = BESIDE_STUB[0]
    assert beside_tables(lines)[3:7] == ["Earnings | rate | hours | this period | year to date",
                                         "Information | this period total to date",
                                         "Regular | 45.6731 | 88.00 | 4,019.23 | 19,730.77",
                                         "Overtime | 68.5100 | 6.00 | 411.06 | 411.06"]
    assert beside_tables(lines)[-3:] == ["Other Benefits and", "Vacation Hrs Avail | 64.00", "Sick Hrs Avail | 22.50"]
    lib("birch_2024-03-15.pdf", BESIDE_STUB, doc_type="pay-stub", issuer="Birchwood Labs",
        dates={"pay_date": "2024-03-15"})
    _answers_each(lib, {
        "How much overtime pay did I get on my March 15, 2024 pay stub?": "411.06",
        "What was my regular pay this period on my March 15, 2024 pay stub?": "4019.23",
    })



def test_a_figure_of_a_column_of_this_period_is_said_as_its_row_then_when(lib):
    # "The this period for net pay" was how the answer read
    lib("adp_stub_2024-03-15.pdf", ADP_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15"})
    a = answer("How much federal income tax was withheld year to date on my March 15, 2024 pay stub?", ctx_for(lib))
    assert a.text.startswith("The federal income tax year-to-date on ") and a.amount == "900.00", a.text


def test_a_figure_printed_after_a_sentence_is_that_sentences(lib):
    """"Your federal taxable wages this period are $3,612.73": the sentence's verb says no
    figure (it was a word the question did not say, and the figure was declined), and the
    answer says its own verb."""
    lib("birch_2024-03-01.pdf", [["Birchwood Labs Inc", "Earnings Statement", "Pay Date: 03/01/2024",
                                  "Net Pay | $2,696.68",
                                  "Your federal taxable wages this period are | $3,612.73"]],
        doc_type="pay-stub", issuer="Birchwood Labs", dates={"pay_date": "2024-03-01", "period_end": "2024-02-29"})
    a = answer("What were my federal taxable wages for the pay period ending February 29, 2024?", ctx_for(lib))
    assert a.amount == "3612.73" and a.text.startswith("Your federal taxable wages this period on "), a.text


def test_a_tables_rows_indented_under_a_heading_of_their_own_keep_its_columns():
    """The big payrolls print the deductions under the earnings' columns, each row's label
    indented under a heading of its own ("Deductions Statutory"): the label stands under no
    caption, its figures under "this period" and "year to date". Only the rows whose label
    happened to reach under the "rate" caption were read; "Medicare Tax | -61.84 | 285.36",
    shorter, was in no column, and the Medicare tax withheld was never stated."""
    ws = words_at(("Earnings", 40, 100), ("rate", 150, 100), ("hours", 200, 100), ("this period", 250, 100),
                  ("year to date", 320, 100),
                  ("Regular", 40, 112), ("45.6731", 150, 112), ("88.00", 200, 112), ("4,019.23", 255, 112),
                  ("19,730.77", 325, 112),
                  ("Deductions Statutory", 40, 124),
                  ("Social Security Tax", 84, 136), ("-264.43", 255, 136), ("1,220.19", 325, 136),
                  ("Medicare Tax", 84, 148), ("-61.84", 255, 148), ("285.36", 325, 148))
    text = "\n".join(["Earnings | rate | hours | this period | year to date",
                      "Regular | 45.6731 | 88.00 | 4,019.23 | 19,730.77",
                      "Deductions Statutory",
                      "Social Security Tax | -264.43 | 1,220.19",
                      "Medicare Tax | -61.84 | 285.36"])
    got = {(label, printed) for _, label, _, printed, _ in figure_labels([DocPage(1, ws, text)])}
    assert ("Medicare Tax this period", "-61.84") in got and ("Medicare Tax Year-to-Date", "285.36") in got, got
    assert ("Social Security Tax this period", "-264.43") in got, got
    # a sentence running across the captions is no row of the table: its figure is under no column
    ws += words_at(("Your federal taxable wages this period are", 40, 160), ("$3,612.73", 255, 160))
    text += "\nYour federal taxable wages this period are | $3,612.73"
    got = {(label, printed) for _, label, _, printed, _ in figure_labels([DocPage(1, ws, text)])}
    assert ("Your federal taxable wages this period are", "$3,612.73") in got, got


def test_what_a_pay_stub_prints_subtracted_is_what_was_taken_from_the_pay(lib):
    """A payroll prints its deductions as negatives under no word saying so ("Dental | -18.75"):
    "what was deducted for dental" is said by the sign. Before, the question was declined ("I
    can't tell which figure"), and a "stub" was no pay stub. A positive figure is not what was
    taken, and a refund asked is never a deduction's."""
    lib("birch_2024-03-15.pdf", [["Birchwood Labs Inc", "Earnings Statement", "Pay Date: 03/15/2024",
                                  "Current | Year to Date",
                                  "Gross Pay | 4,430.29 | 20,507.21",
                                  "Dental | -18.75 | 93.75",
                                  "Vision | -4.10 | 20.50",
                                  "Bonus | 250.00 | 250.00",
                                  "Net Pay | 2,986.06 | 14,100.00"]],
        doc_type="pay-stub", issuer="Birchwood Labs", dates={"pay_date": "2024-03-15"})
    _answers_each(lib, {
        "What was deducted for dental on my March 15, 2024 pay stub?": "18.75",
        "How much was taken out for vision on my March 15 2024 Birchwood stub?": "4.10",
    })
    for q in ("How much was deducted for the bonus on my March 15, 2024 pay stub?",
              "How much dental was refunded on my March 15, 2024 pay stub?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None, (q, a.text)


TABLES_STUB = [["Fernhill Dental Group", "Pay Stub", "Pay Day: Mar 22, 2024",
                "Employee Taxes Withheld",
                "Employee Tax | Current | Year-To-Date",
                "Federal Income Tax | $340.47 | $1,939.58",
                "Medicare | $54.78 | $312.07",
                "Total | $819.01 | $4,666.18",
                "Employee Deductions",
                "Description | Type | Current | Year-To-Date",
                "401k | Pre-Tax | $193.70 | $1,105.00",
                "Medical | Pre-Tax | $96.40 | $578.40",
                "Total | $290.10 | $1,683.40",
                "Employer Contributions",
                "Company Contribution | Current | Year-To-Date",
                "401k Match | $96.85 | $552.50",
                "Medical | $210.00 | $1,260.00",
                "Total | $306.85 | $1,812.50"]]


def test_a_pay_stubs_tables_are_told_apart_by_their_titles(lib):
    """An online payroll prints one item in several tables, each titled over its header:
    "Medical" under "Employee Deductions" is what was taken from the pay, under "Employer
    Contributions" what the employer put in. The title says which; "Pre-Tax" in a deduction's
    own column says how it was taken, and its "Tax" is no tax. Before, each was declined
    ("I can't tell which figure")."""
    lib("fernhill_2024-03-22.pdf", TABLES_STUB, doc_type="pay-stub", issuer="Fernhill Dental Group",
        dates={"pay_date": "2024-03-22"})
    _answers_each(lib, {
        "What was my medical deduction on my March 22, 2024 Fernhill pay stub?": "96.40",
        "What is the employer contribution to medical on my March 22, 2024 Fernhill pay stub?": "210.00",
        "How much total tax was withheld from my March 22, 2024 Fernhill paycheck?": "819.01",
    })
    for q in ("How much medical was on my March 22, 2024 Fernhill pay stub?",           # either table's
              "How much tax was taken for medical on my March 22, 2024 Fernhill pay stub?"):  # no tax
        a = answer(q, ctx_for(lib))
        assert a.amount is None, (q, a.text)


def test_a_figure_a_tables_title_says_is_named_by_it(lib):
    """"The total current on your pay stub is $819.01" said nothing of what the total was of."""
    lib("fernhill_2024-03-22.pdf", TABLES_STUB, doc_type="pay-stub", issuer="Fernhill Dental Group",
        dates={"pay_date": "2024-03-22"})
    a = answer("How much total tax was withheld from my March 22, 2024 Fernhill paycheck?", ctx_for(lib))
    assert a.text.startswith("The current total under Employee Taxes Withheld on ") and a.amount == "819.01", a.text


def test_a_periods_and_the_years_captions_run_together_are_told_apart_by_where_they_stand():
    """A broker's income summary prints "This Period" and "Year-to-Date" so close that they
    read as one caption, "This Period Year-to-Date", over both figures: this period's dividends
    were "Dividends This Period Year-to-Date", never stated. Each figure is the caption's whose
    words it is printed under."""
    ws = words_at(("This Period", 186, 100), ("Year-to-Date", 250, 100), ("This Period", 456, 100),
                  ("Year-to-Date", 520, 100),
                  ("Dividends", 50, 112), ("84.12", 210, 112), ("231.50", 270, 112),
                  ("Interest", 50, 124), ("3.21", 215, 124), ("11.51", 275, 124))
    text = "\n".join(["This Period Year-to-Date | This Period | Year-to-Date",
                      "Dividends | 84.12 | 231.50",
                      "Interest | 3.21 | 11.51"])
    got = {(label, printed) for _, label, _, printed, _ in figure_labels([DocPage(1, ws, text)])}
    assert {("Dividends This Period", "84.12"), ("Dividends Year-to-Date", "231.50"),
            ("Interest This Period", "3.21"), ("Interest Year-to-Date", "11.51")} <= got, got


def test_a_panels_row_never_takes_the_figures_of_the_box_beside_it():
    """A broker prints its income summary and its realized gains side by side under captions
    of scope, one row of each on a line: "Dividends | 84.12 | 231.50" beside "Short-term Gain
    | 0.00 | 0.00". The panel's rows were read as the label left of the first column with every
    figure under a caption: the dividends this period were 84.12 and 0.00, the interest this
    period 3.21 and the long-term gain's 1,412.55, kept apart only by their conflict."""
    from docq.answer import wordtables
    ws = words_at(("This Period", 186, 100), ("Year-to-Date", 250, 100), ("This Period", 456, 100),
                  ("Year-to-Date", 520, 100),
                  ("Dividends", 50, 112), ("84.12", 210, 112), ("231.50", 270, 112),
                  ("Short-term Gain", 318, 112), ("0.00", 484, 112), ("0.00", 552, 112),
                  ("Interest", 50, 124), ("3.21", 215, 124), ("11.51", 275, 124),
                  ("Long-term Gain", 318, 124), ("1,412.55", 462, 124), ("1,412.55", 530, 124))
    got = set(wordtables.scope_pairs([DocPage(1, ws, "")]))
    assert {(1, "Dividends This Period", "84.12"), (1, "Dividends Year-to-Date", "231.50"),
            (1, "Interest This Period", "3.21")} <= got, got
    assert not {(1, "Dividends This Period", "0.00"), (1, "Interest This Period", "1,412.55")} & got, got


def _hours_stub(lib):
    """Fernhill's earnings table, placed as printed: its Total row leaves the Rate column blank."""
    page = placed_page([(40, "Fernhill Dental Group"), (300, "Pay Stub")], [(40, "Pay Day: Mar 22, 2024")],
                       [(40, "Employee Gross Earnings")],
                       [(40, "Description"), (200, "Rate"), (260, "Hours"), (320, "Current"), (400, "Year-To-Date")],
                       [(40, "Regular Hours"), (200, "$52.00"), (260, "74.50"), (320, "$3,874.00"), (400, "$22,074.00")],
                       [(40, "Total"), (260, "74.50"), (320, "$3,874.00"), (400, "$22,074.00")])
    lib("paystub_fernhill_2024-03-22.pdf", [page.text.splitlines()], placed=[page.words], doc_type="pay-stub",
        issuer="Fernhill Dental Group", dates={"pay_date": "2024-03-22"}, person="Riley Chen")


def test_hours_are_counted_never_stated_in_dollars(lib):
    """A stub's Hours column prints its figures as amounts ("74.50"): "how many hours did Riley
    work" was answered "$74.50". A figure whose label ends in the unit it counts is a quantity,
    and "how many" asks a count, never money."""
    _hours_stub(lib)
    ctx = ctx_for(lib)
    for q in ("How many hours did Riley work on the Fernhill pay stub?",
              "How many regular hours did Riley work on the Fernhill pay stub?",
              "What were the total hours on the Fernhill pay stub?"):
        a = answer(q, ctx)
        assert a.amount is None and "$74.50" not in a.text, (q, a.text)


def test_a_month_asked_of_a_stub_paid_twice_a_month_is_never_one_pays_figure(lib):
    """"How much Medicare tax was withheld from my pay in March 2024" asks the month's: a stub
    of March 1 to 15 is one of its two pays. On the engine this began from it was answered with
    that one pay's $31.18. A stub named by the question ("my March 15 paycheck") is its own."""
    lib("birch_stub_2024-03-15.pdf", YEAR_SO_FAR_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15", "period_start": "2024-03-01", "period_end": "2024-03-15"})
    for q in ("How much Medicare tax was withheld from my pay in March 2024?",
              "How much did I earn in March 2024 at Birch Logistics?"):
        a = answer(q, ctx_for(lib))
        assert a.amount not in ("31.18", "2150.00", "1528.52"), (q, a.text)
    _answers_each(lib, {"How much Medicare tax was withheld from my March 15, 2024 paycheck?": "31.18"})
    # ...nor of a stub whose period's first day is not printed: it may be one of several pays
    # (on the engine this began from, "my net pay in December 2023" stated one biweekly check's)
    lib("harbor_stub_2023-12-29.pdf", SPANS_AS_ROWS_STUB, doc_type="pay-stub", issuer="Harbor Point Logistics",
        dates={"pay_date": "2023-12-29", "period_end": "2023-12-23"})
    a = answer("What was my net pay in December 2023?", ctx_for(lib))
    assert a.amount != "1780.97", a.text
    _answers_each(lib, {"What was my net pay on my December 29, 2023 paycheck?": "1780.97"})


SPANS_AS_ROWS_STUB = [["HARBOR POINT LOGISTICS LLC", "Earnings Statement", "Check Date | 12/29/2023",
                       "Withholdings | Amount | YTD Amount",
                       "Fed Income Tax | 243.24 | 6,417.84",
                       "Gross Earnings | Total Withholdings | Total Deductions | Net Pay",
                       "Current | 2,500.00 | 557.88 | 161.15 | 1,780.97",
                       "YTD | 65,937.50 | 14,719.18 | 4,227.40 | 46,990.92"]]


def test_a_stubs_summary_printed_with_its_spans_as_rows(lib):
    """A stub's summary printed with the parts of pay as columns and "Current", "YTD" as rows:
    the YTD row's figures are each column's year to date. On the engine this began from the row
    was read as naming another concept than its columns ("YTD" is one of the closed set), and
    "my year-to-date net pay" was declined with $46,990.92 printed on the page."""
    lib("scan_0147.pdf", SPANS_AS_ROWS_STUB, doc_type="pay-stub", issuer="Harbor Point Logistics",
        dates={"pay_date": "2023-12-29"})
    _answers_each(lib, {
        "What was my year-to-date net pay on my December 29, 2023 Harbor Point pay stub?": "46990.92",
        "What were my total deductions so far this year on my December 29, 2023 Harbor Point stub?": "4227.40",
        "What was my net pay on my December 29, 2023 Harbor Point paycheck?": "1780.97",
    })


def test_a_persons_pronouns_say_whose_never_which_figure(lib):
    """"...when she filed her return", "...from his paycheck": whose the document is, as "my"
    and "their" already were. On the engine this began from "she" and "her" were words the
    document had to print, and the question was declined."""
    lib("adp_stub_2024-03-15.pdf", ADP_STUB, doc_type="pay-stub", issuer="Birch Logistics",
        dates={"pay_date": "2024-03-15"})
    _answers_each(lib, {
        "How much Social Security tax was withheld from her March 15, 2024 paycheck?": "124.00",
        "What was his net pay on the March 15, 2024 pay stub?": "1607.00",
    })


def test_what_a_paycheck_came_to_is_never_a_receipts_total_on_a_stub(lib):
    # "how much was my Harbor Point paycheck" stated its earnings "Amount | 2,500.00" as "the
    # total": the words that ask a receipt's total are no pay stub's, whose gross is not its pay
    lib("scan_0147.pdf", [["HARBOR POINT LOGISTICS LLC | Earnings Statement", "2800 Marina Blvd, Oakland CA 94607",
                           "Employee | Jordan A Marchetti | Check Date | 12/29/2023",
                           "Employee ID | 30217 | Period Ending | 12/23/2023",
                           "Earnings | Rate | Hours | Amount | YTD Hours | YTD Amount",
                           "Regular | Sieco | 2080.00 | 65,000.00", "Hours | 80.00", "Amount | 2,500.00",
                           "Overtime | 20.00 | 937.50", "Withholdings | Amount | YTD Amount",
                           "Fed Income Tax | 243.24 | 6,417.84", "Deductions | Amount | YTD Amount",
                           "401K | 100.00 | 2,637.50",
                           "Gross Earnings | Total Withholdings | Total Deductions | Net Pay",
                           "Current | 2,500.00 | 557.88 | 161.15 | 1,780.97",
                           "YTD | 65,937.50 | 14,719.18 | 4,227.40 | 46,990.92",
                           "Net Pay Allocations | Checking XXXXXX2290 | 1,780.97"]],
        doc_type="pay-stub", issuer="Harbor Point Logistics", dates={"pay_date": "2023-12-29"})
    a = answer("How much was my Harbor Point paycheck?", ctx_for(lib))
    assert a.amount != "2500.00", a.text
    from docq.answer import engine
    from docq.answer.parse import parse as parse_question
    q = parse_question("How much was my Harbor Point paycheck?", ["Harbor Point Logistics"], date(2026, 1, 1))
    assert "total" not in engine._also_said(q)
    assert "total" in engine._also_said(parse_question("How much was it at Safeway?", ["Safeway"], date(2026, 1, 1)))


def test_a_layout_label_gives_way_to_its_lines_column():
    # Birchwood's "Holiday | 365.38", read on its line under "year to date" as "Holiday
    # Year-to-Date" and by the layout as "Holiday": "holiday pay on my March 1 paycheck" stated
    # the year's 365.38 as the pay period's, by the layout's label
    from docq.answer import openlabels
    assert openlabels._per_unit("holiday year-to-date", "Holiday")
    assert openlabels._per_unit("prepaid interest ( per day", "Prepaid Interest (")
    assert not openlabels._per_unit("annual premium premium", "Annual Premium")
