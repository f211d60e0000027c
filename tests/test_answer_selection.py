"""Which document a question is about, over constructed libraries (real Store, real index, real
guards): a name the question says that a document prints as a party other than its sender (the
provider on a claim form, a payee) picks the documents printing it, said with or without a
person's title; a cover read as nothing does not hide the sender printed on the next page; a
field's usual kind of document is not a kind the question said; a day a document prints dates
it when its own date was not read; and a decline's nouns are proper plurals."""
from __future__ import annotations

from datetime import date

from docq import money
from docq.answer.engine import AnswerContext, answer
from tests.answer_support import reread_agrees


def ctx_for(lib) -> AnswerContext:
    return AnswerContext(lib.cfg, lib.store, lib.index, reader=None, reread=reread_agrees, today=date(2026, 3, 1))


def claim(lib, name: str, issuer: str, provider: str, due: str) -> None:
    lib(name, [[issuer, "Statement of Services", f"Rendering Provider | {provider}", f"Amount Due | ${due}"]],
        doc_type="medical-bill", issuer=issuer, dates={"statement_date": "2024-05-02"},
        fields=[("amount_due", f"${due}", "Amount Due")])


def test_a_provider_said_with_a_title_picks_the_bill_printing_the_name(lib):
    # "Dr. Jane Doe" is printed "Jane Doe, MD": the bill she rendered, not another sender's
    claim(lib, "bayview-2024-05.pdf", "Bayview Clinic", "Jane Doe, MD", "140.00")
    claim(lib, "harbor-2024-05.pdf", "Harbor Hospital", "Omar Reyes, MD", "95.00")
    a = answer("What is the amount due on the bill from Dr. Jane Doe?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "140.00" and a.citations[0].document == "bayview-2024-05.pdf", a.text


def test_a_party_printed_on_one_document_picks_it_though_its_date_was_not_read(lib):
    # the claim form prints the provider the question names but its date was not read; the
    # only other document is a receipt of another day, which does not print her name: the
    # claim is the one meant, its figure held for a person to check the date on the page
    lib("cafe-2021-08.jpg", [["Harbor Cafe", "18/08/2021", "TOTAL | 12.40"]], doc_type="receipt",
        issuer="Harbor Cafe", dates={"closing_date": "2021-08-18"}, fields=[("total", "12.40", "TOTAL")])
    lib("claim.pdf", [["HEALTH INSURANCE CLAIM FORM", "31. SIGNATURE OF PHYSICIAN | Jane Doe, MD",
                       "28. TOTAL CHARGE | 100.00"]], doc_type="medical-bill", issuer="Test")
    a = answer("What was the total charge on the claim form from Dr. Jane Doe for my June 10, 2022 visit?",
               ctx_for(lib))
    assert a.status == "held" and "claim.pdf" in a.text, a.text
    assert a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text)


def policy_pages(lines: list[str], cover_unread: bool) -> list[list[str]]:
    return [[], lines] if cover_unread else [lines]


def test_a_cover_read_as_nothing_does_not_hide_the_sender_on_the_next_page(lib):
    # the revised policy's cover (its letterhead) was not read; its next page prints the insurer
    lib("revised-2021.pdf", policy_pages(["Nationwide | Important Reminders from Nationwide",
                                          "Policy Period | Jan 19, 2021 - Jun 23, 2021",
                                          "Total Policy Premium | $1,709.56"], cover_unread=True),
        doc_type="insurance-declarations", dates={"period_start": "2021-01-19", "period_end": "2021-06-23"},
        fields=[("premium", "$1,709.56", "Total Policy Premium", 2)])
    lib("condo-2022.pdf", [["Nationwide", "Condominium Unitowners Policy Declarations",
                            "Policy Period | Mar 31, 2022 - Mar 31, 2023", "Total Policy Premium | $612.00"]],
        doc_type="insurance-declarations", issuer="Nationwide",
        dates={"period_start": "2022-03-31", "period_end": "2023-03-31"},
        fields=[("premium", "$612.00", "Total Policy Premium")])
    a = answer("What is the total policy premium on my Nationwide policy starting January 19, 2021?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1709.56" and a.citations[0].document == "revised-2021.pdf", a.text


def test_a_total_on_a_document_that_is_no_receipt_is_read_from_its_own_label(lib):
    # "total" is a receipt's field, but the question says no receipt: the remittance of the
    # date asked prints the total it names, while the only receipt is of another date
    lib("cafe-2021-08.jpg", [["Harbor Cafe", "18/08/2021", "TOTAL | 12.40"]], doc_type="receipt",
        issuer="Harbor Cafe", dates={"closing_date": "2021-08-18"}, fields=[("total", "12.40", "TOTAL")])
    lib("remittance-2022-01.pdf", [["State Medical Assistance Program", "Remittance Advice", "Date | 01/13/2022",
                                    "Total Warrant Amount | $5,745.85"]],
        doc_type="medical-bill", issuer="State Medical Assistance Program", dates={"statement_date": "2022-01-13"})
    a = answer("What was the total warrant amount on my remittance advice dated 01/13/2022?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5745.85", a.text
    assert "receipt" not in a.text


def test_several_policies_are_policies(lib):
    for name, issuer in (("granite-home.pdf", "Granite State Casualty"), ("evergreen-home.pdf", "Evergreen Mutual")):
        lib(name, [[issuer, "Homeowners Policy Declarations", "Dwelling | $300,000"]],
            doc_type="insurance-declarations", issuer=issuer, dates={"period_start": "2025-04-01"})
    a = answer("What is the flood premium on my homeowners policy?", ctx_for(lib))
    assert a.status == "declined" and "policies from" in a.text and "policys" not in a.text, a.text


def bill(lib, name: str, start: str, end: str, due: str) -> None:
    lib(name, [["Con Edison", f"Billing period: {start} to {end}", f"Total amount due | ${due}"]],
        doc_type="utility-bill", issuer="Con Edison",
        dates={"period_start": date.fromisoformat(start).isoformat(), "period_end": date.fromisoformat(end).isoformat()},
        fields=[("amount_due", f"${due}", "Total amount due")])


def test_a_term_said_by_both_its_ends_is_the_document_of_that_period(lib):
    # a bill is named in speech by the day its period ends; said by both ends, by its period
    bill(lib, "coned-2024-08.pdf", "2024-07-30", "2024-08-28", "521.68")
    bill(lib, "coned-2024-09.pdf", "2024-08-29", "2024-09-27", "498.10")
    a = answer("What was the total amount due on my Con Edison bill for July 30 to August 28, 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "521.68" and a.citations[0].document == "coned-2024-08.pdf", a.text
    # ends that are no bill's period name none of them, though one of them starts on the day
    a = answer("What was the total amount due on my Con Edison bill for August 29 to September 30, 2024?", ctx_for(lib))
    assert a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text), a.text


def test_a_document_whose_date_was_not_read_is_of_the_day_it_prints(lib):
    # the remittance's own date was not read, but its page prints the day the question names;
    # another undated document that prints no such day is not of it
    lib("cafe-2021-08.jpg", [["Harbor Cafe", "18/08/2021", "TOTAL | 12.40"]], doc_type="receipt",
        issuer="Harbor Cafe", dates={"closing_date": "2021-08-18"}, fields=[("total", "12.40", "TOTAL")])
    lib("remittance.pdf", [["Remittance Advice for Medicaid", "Vendor # 0001 | Date 01/13/2022",
                            "Total Warrant Amount | $5,745.85"]], doc_type="medical-bill", issuer="Snesible")
    lib("remittance-other.pdf", [["Remittance Advice for Medicaid", "Vendor # 0001 | Date 03/02/2022",
                                  "Total Warrant Amount | $912.00"]], doc_type="medical-bill", issuer="Snesible")
    a = answer("What was the total warrant amount on my Medicaid remittance advice dated 01/13/2022?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5745.85", a.text
    assert a.citations[0].document == "remittance.pdf"


def test_a_month_printed_somewhere_does_not_date_a_document(lib):
    # any page prints some day of some month: only the whole day asked grounds the date
    lib("remittance.pdf", [["Remittance Advice for Medicaid", "Vendor # 0001 | Date 01/13/2022",
                            "Total Warrant Amount | $5,745.85"]], doc_type="medical-bill", issuer="Snesible")
    lib("remittance-other.pdf", [["Remittance Advice for Medicaid", "Vendor # 0001 | Date 01/20/2022",
                                  "Total Warrant Amount | $912.00"]], doc_type="medical-bill", issuer="Snesible")
    a = answer("What was the total warrant amount on my January 2022 Medicaid remittance advice?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None, a.text
    assert not money.MONEY_IN_ANSWER_RE.search(a.text)


def test_a_day_printed_as_an_expiry_or_a_due_date_does_not_date_a_document(lib):
    # the remittance's own date was not read, and it prints the day asked only as a card's
    # expiry and as a payment's due date: neither is the day it is of, so it is not taken as
    # of that day (only held for a person to check the date on the page)
    lib("remittance.pdf", [["Remittance Advice for Medicaid", "Vendor # 0001 | Card Expires 01/13/2022",
                            "Payment Due Date | 01/13/2022", "Total Warrant Amount | $5,745.85"]],
        doc_type="medical-bill", issuer="Snesible")
    a = answer("What was the total warrant amount on my Medicaid remittance advice dated 01/13/2022?", ctx_for(lib))
    assert a.status == "held" and a.amount is None, a.text
    assert not money.MONEY_IN_ANSWER_RE.search(a.text)


def test_an_undated_document_printing_the_day_only_as_a_birth_date_is_not_of_it(lib):
    # of two undated documents, the one printing the day asked as a birth date is not of it
    lib("card.pdf", [["Remittance Advice for Medicaid", "Date of Birth | 01/13/1980",
                      "Total Warrant Amount | $912.00"]], doc_type="medical-bill", issuer="Snesible")
    lib("remittance.pdf", [["Remittance Advice for Medicaid", "Vendor # 0001 | Date 03/02/1980",
                            "Total Warrant Amount | $5,745.85"]], doc_type="medical-bill", issuer="Snesible")
    a = answer("What was the total warrant amount on my Medicaid remittance advice dated 01/13/1980?", ctx_for(lib))
    assert a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text), a.text


def test_the_total_of_a_contract_printing_a_grand_and_a_net_total_is_not_picked_silently(lib):
    # the sidecar's total is the Net Total; the contract prints its Grand Total too, and "the
    # total" names neither: both labels are said, no figure
    lib("af8ddfc1.pdf", [["KECI+KCFW Combo", "CONFIRMATION CONTRACT", "Contract # | 4364414",
                          "Grand Total: | 10 | $1,525.00", "Commission | $228.75", "Net Total | $1,296.25"]],
        doc_type="other", issuer="KECI+KCFW Combo", fields=[("total", "$1,296.25", "Net Total")])
    a = answer("What is the total on contract 4364414?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None, a.text
    assert "Grand Total" in a.text and "Net Total" in a.text and not money.MONEY_IN_ANSWER_RE.search(a.text)
    # asked by its qualifier, each is its own figure
    a = answer("What is the net total on contract 4364414?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1296.25", a.text


def test_the_total_of_an_invoice_printing_a_gross_total_and_a_net_amount_due_is_not_picked(lib):
    # a station's invoice: "Gross Total", "Net Amount Due" after the agency's commission, and the
    # balance left as of a date; "the total" names none of them
    lib("1e4a18d4.pdf", [["KWCH Invoice", "Invoice # | 1612547-1",
                          "Payment Terms 30 Days | Gross Total | $9,200.00", "Agency Commission | $1,380.00",
                          "Net Amount Due | $7,820.00", "Invoice Balance as of 05/12/20 8:25:26 AM CT | $0.00"]],
        doc_type="other", issuer="KWCH")
    a = answer("What was the total on invoice 1612547-1?", ctx_for(lib))
    assert a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text), a.text
    assert "Gross Total" in a.text and "Net Amount Due" in a.text


def test_a_total_captioned_apart_from_its_figure_still_makes_the_total_two(lib):
    # "Grand Total:" printed in a cell of its own, its figure on the line below with the count of
    # spots; the Net Total beside its figure is not "the total" on its own
    lib("090bd765.pdf", [["Contract # 4382934 | Date Entered | 05/27/20 | Tri Cities (WEMT)",
                          "101 Lee St | Agency | Ax Media (18799) | CO-OP | No | Grand Total:", "9 | $1,230.00",
                          "Commission | $184.50", "Net Total | $1,045.50"]],
        doc_type="other", issuer="WEMT")
    a = answer("What was the total on contract 4382934?", ctx_for(lib))
    assert a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text), a.text
    a = answer("What is the net total on contract 4382934?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1045.50", a.text


def test_a_document_of_the_date_asked_is_not_declined_as_a_missing_receipt(lib):
    # "the total charges" guess a receipt, but the one document of the day asked is a
    # remittance whose label says no total of those words: it is named, never called missing
    lib("cafe-2021-08.jpg", [["Harbor Cafe", "18/08/2021", "TOTAL | 12.40"]], doc_type="receipt",
        issuer="Harbor Cafe", dates={"closing_date": "2021-08-18"}, fields=[("total", "12.40", "TOTAL")])
    lib("remittance-2022-01.pdf", [["State Medical Assistance Program", "Remittance Advice", "Date | 01/13/2022",
                                    "Paid claims: charges listed by claim", "Total Warrant Amount | $5,745.85"]],
        doc_type="medical-bill", issuer="State Medical Assistance Program", dates={"statement_date": "2022-01-13"})
    a = answer("What were the total charges of the paid claims on my January 13, 2022 remittance?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text
    assert "don't see" not in a.text and "remittance-2022-01.pdf" in a.text, a.text
    # a day with no document of any kind is still declined as missing
    a = answer("What were the total charges of the paid claims on my March 2, 2022 remittance?", ctx_for(lib))
    assert a.status == "declined" and "don't see" in a.text, a.text


def no_figure(a) -> bool:
    return a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text)


def test_the_last_of_a_kind_is_the_newest_document_of_it(lib):
    """"My last Crestline statement", "my final paycheck of 2023": the newest document of those
    asked, not a word its figure must print. On the engine this began from both were declined
    ("none that says last"); a card's own "Last Statement Balance" row stays a row's words."""
    for month, due in (("02", "1,208.44"), ("03", "3,370.15")):
        lib(f"Crestline_Statement_2024-{month}-14.pdf", [["CRESTLINE", "ACCOUNT SUMMARY", f"New Balance | ${due}"]],
            doc_type="credit-card-statement", issuer="Crestline", dates={"closing_date": f"2024-{month}-14"})
    for month, net in (("11", "1,790.12"), ("12", "1,780.97")):
        lib(f"harbor_stub_2023-{month}.pdf", [["HARBOR POINT LOGISTICS LLC", "Earnings Statement",
                                               f"Net Pay | {net}"]],
            doc_type="pay-stub", issuer="Harbor Point Logistics",
            dates={"pay_date": f"2023-{month}-29", "period_end": f"2023-{month}-23"})
    for q, want in (("What was the new balance on my last Crestline statement?", "3370.15"),
                    ("What was my net pay on my final Harbor Point paycheck of 2023?", "1780.97"),
                    ("What was the net pay on the most recent Harbor Point pay stub?", "1780.97")):
        a = answer(q, ctx_for(lib))
        assert a.amount == want, (q, a.text)
    a = answer("What was my last statement balance on my Crestline card?", ctx_for(lib))
    assert a.amount is None, a.text
    # ...and "last" of a figure's own words is no document's: "my last payment on my statement"
    from docq.answer.parse import parse
    for q in ("What was my last payment on my Crestline statement?", "How much was the last month on my bill?",
              "What was my last statement balance?"):
        assert not parse(q, ["Crestline"], date(2026, 3, 1)).latest, q


def test_a_figure_asked_with_no_period_is_never_an_older_statements_when_the_newest_is_silent(lib):
    """"How much available credit do I have on Orchardridge?" stated August's $8,018.27: the
    September statement prints its figure under a label the words were not matched to, and the
    August one was the only one found. Asked with no period, the newest of the run is meant."""
    lib("download.pdf", [["Orchardridge Rewards Card", "Closing Date 08/22/2024", "Credit Available | USD 8,018.27"]],
        doc_type="credit-card-statement", issuer="Orchardridge Rewards Card", dates={"closing_date": "2024-08-22"})
    lib("PXL_20240927.jpg", [["Orchardridge Rewards Card", "Closing Date 09/27/2024", "Credit Available Line",
                               "Open | $5,804.65"]],
        doc_type="credit-card-statement", issuer="Orchardridge Rewards Card", dates={"closing_date": "2024-09-27"})
    a = answer("How much available credit do I have on Orchardridge?", ctx_for(lib))
    assert a.amount is None and "PXL_20240927.jpg" in a.text, a.text
    # ...while the month the figure is of, said, is answered from it
    a = answer("How much credit was available on Orchardridge in August 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "8018.27", a.text


def test_two_senders_named_are_never_answered_by_one_of_them(lib):
    """"What were my qualified dividends from Brookline and Northfield?" stated Northfield's
    $4,980.10 alone: with no period asked, the newest document of the two senders' was taken
    for the run's current one."""
    for issuer, name, value, day in (("Brookline Securities", "brookline-1099div.pdf", "640.02", "2025-02-10"),
                                     ("Northfield Investments", "northfield-1099div.pdf", "4,980.10", "2025-02-14")):
        lib(name, [[issuer.upper(), "Form 1099-DIV Dividends and Distributions For calendar year 2024",
                    f"1b Qualified dividends | {value}"]],
            doc_type="1099-div", issuer=issuer, tax_year=2024, dates={"statement_date": day},
            fields=[("div_box1b", value, "1b Qualified dividends")])
    a = answer("What were my qualified dividends from Brookline and Northfield?", ctx_for(lib))
    assert a.amount is None, a.text
    a = answer("What were my qualified dividends from Northfield?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "4980.10", a.text


def test_a_kind_of_account_asked_is_never_another_kinds_statement(lib):
    """"What was the balance of my checking account in December 2024?" stated a savings
    statement's $182,536.15, and "my savings account balance in October 2024" a checking
    statement's, whose row "ONLINE TRANSFER TO SAVINGS" printed the word: "checking balance" is
    the field's phrase, and a row's label billed the word. Which account is the statement's to say."""
    lib("harbor-savings-2024-12.pdf", [["HARBOR BANK", "Online Savings Statement", "Statement Date | December 31, 2024",
                                        "Beginning Balance | $181,921.40", "Ending Balance | $182,536.15"]],
        doc_type="bank-statement", issuer="Harbor Bank",
        dates={"period_start": "2024-12-01", "period_end": "2024-12-31", "statement_date": "2024-12-31"},
        fields=[("ending_balance", "$182,536.15", "Ending Balance")])
    lib("cascade-checking-2024-10.pdf", [["CASCADE FEDERAL CREDIT UNION", "FREE CHECKING ****6613",
                                          "10/29 | ONLINE TRANSFER TO SAVINGS | 1,729.63 | 5,153.66",
                                          "Ending Balance | 5,153.66"]],
        doc_type="bank-statement", issuer="Cascade Federal Credit Union",
        dates={"period_start": "2024-10-01", "period_end": "2024-10-31", "statement_date": "2024-10-31"},
        fields=[("ending_balance", "5,153.66", "Ending Balance")])
    a = answer("What was the balance of my checking account in December 2024?", ctx_for(lib))
    assert a.amount is None, a.text
    a = answer("What was my savings account balance in October 2024?", ctx_for(lib))
    assert a.amount is None, a.text
    a = answer("What was my savings account balance in December 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "182536.15", a.text

