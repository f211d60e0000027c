"""Sidecar rules on digital pages (text layer, no OCR) and on hand-built records: tax years
never from a mailing date, issuer names, labels that must not match, grounding at the box,
and conflicting values."""
from __future__ import annotations

from pathlib import Path

import pytest

from docq.records import Box, Field, Page, PageLayout, Pair, Word
from docq.workers import dates, labels
from docq.workers.evidence import grounded_at as figure_grounded_at
from docq.workers.issuer import find_account, issuer_key, normalise_issuer
from docq.workers.read import read_document
from docq.workers.rows import build_layout
from docq.workers.sidecar import extract
from evals.scanner import Item, to_digital_pdf


def sidecar_of(path: Path):
    pages = read_document(path, None)
    return extract(path.name, pages, [build_layout(p) for p in pages])


def fields(sc) -> dict:
    return {f.name: f for f in sc.fields}


@pytest.mark.parametrize("name, year", [
    ("04132025_W2_Acme.pdf", None),          # mailing date, not a tax year
    ("scan_20250413.pdf", None),
    ("2025-04-13 w2.pdf", None),
    ("statement_apr_2025.pdf", None),
    ("W2_2024.pdf", 2024),
    ("acme-w2-2023.pdf", 2023),
    ("04132025_W2_2024.pdf", 2024),
    ("W2_2023_2024.pdf", None),              # two years: no answer
])
def test_filename_tax_year_is_a_bounded_standalone_year(name, year):
    assert dates.filename_tax_year(name) == year


def test_body_year_wins_over_the_file_name_and_the_disagreement_is_noted():
    year, source, notes = dates.tax_year("Form W-2 Wage and Tax Statement 2024", "W2_2025.pdf")
    assert (year, source) == (2024, "body")
    assert notes and "2025" in notes[0]
    assert dates.tax_year("Tax Year: 2023", "x.pdf")[:2] == (2023, "body")
    assert dates.body_tax_year("2024 Form 1099-INT   (Rev. January 2022)") == 2024
    assert dates.body_tax_year("Cat. No. 10134D  OMB No. 1545-0008") is None


def test_statement_dates():
    got = dates.find_dates(["Statement Period: 01/01/2024 - 01/31/2024", "Payment Due Date: Feb 25, 2024",
                            "Closing Date 01/07/25 | Next Closing Date 02/07/25", "Minimum Payment Due | $25.00",
                            "03/03/2024"])
    assert got == {"period_start": "2024-01-01", "period_end": "2024-01-31", "due_date": "2024-02-25",
                   "closing_date": "2025-01-07"}
    got = dates.find_dates(["Policy Period | 08/01/2024 to 08/01/2025", "Issue Date: August 1, 2024"])
    assert got["period_start"] == got["policy_start"] == "2024-08-01" and got["policy_end"] == "2025-08-01"
    assert got["issue_date"] == "2024-08-01"


def test_a_bill_is_of_the_day_its_summary_is_as_of_not_its_next_bills():
    got = dates.find_dates(["Your billing summary as of Aug 29, 2024", "Payments through Aug 28, thank you",
                            "Billing period: Jul 30, 2024 to Aug 28, 2024",
                            "Next Billing Date: Friday, September 27, 2024"], "utility-bill")
    assert got["statement_date"] == got["closing_date"] == "2024-08-29"
    assert (got["period_start"], got["period_end"]) == ("2024-07-30", "2024-08-28")
    assert dates.find_dates(["Next Billing Date: 09/27/2024"], "utility-bill").get("statement_date") is None


def test_an_eob_is_of_its_statement_date_not_the_day_its_claim_was_processed():
    # the EOB prints both; the claim was processed the day before: neither was kept, and "my May
    # 10 EOB" found no document of that day
    got = dates.find_dates(["Statement Date: | 05/10/2024", "Received: | 05/06/2024", "Processed: | 05/09/2024",
                            "Service | Service", "Date | Description", "05/03/2024 Office visit | $285.00"],
                           "medical-bill")
    assert got["statement_date"] == got["closing_date"] == "2024-05-10"
    # ...and a remittance printing only the day it was processed is of that day
    assert dates.find_dates(["Date Processed: 06/13/2023"], "other")["statement_date"] == "2023-06-13"


def test_implied_periods_and_day_first_documents():
    card = dates.find_dates(["Closing Date 01/07/24", "Days in Billing Period: 31"])
    assert (card["period_start"], card["period_end"]) == ("2023-12-08", "2024-01-07")
    visit = dates.find_dates(["Statement Date | 05/20/2024", "Date of Service: 05/09/2024"], "medical-bill")
    assert (visit["closing_date"], visit["period_start"], visit["period_end"]) == ("2024-05-20", "2024-05-09", "2024-05-09")
    receipt = dates.find_dates(["KEDAI BUKU", "Date: 05/03/2018 | 13:01", "Printed 17/01/2018"], "receipt")
    assert receipt == {}                                   # two dates on a receipt: which one is unknown
    receipt = dates.find_dates(["KEDAI BUKU", "Date: 05/03/2018 | 13:01", "05/03/2018 17/03/2018 x"], "receipt")
    assert receipt == {}
    one = dates.find_dates(["KEDAI BUKU", "Date: 17/01/2018 | 13:01"], "receipt")
    assert one["closing_date"] == one["period_start"] == "2018-01-17"
    assert dates.dayfirst(["05/03/2018", "17/03/2018"]) and dates.parse_date("05/03/2018", True).month == 3
    assert not dates.dayfirst(["05/03/2018", "03/17/2018"])


def test_issuer_names_normalise_to_one_name():
    assert normalise_issuer("CASCADE BROADBAND") == normalise_issuer("Cascade Broadband, Inc.") == "Cascade Broadband"
    assert issuer_key("HARBOR HOME LOANS, N.A.") == issuer_key("Harbor Home Loans") == "harbor home loans"
    assert normalise_issuer("ADT SECURITY SERVICES LLC") == "ADT Security Services"
    assert find_account("Account Number: 1234-5678-9012-4417") == "4417"
    assert find_account("Policy Number: UL-0048213397") == "3397"
    assert find_account("Account 1111 and Account 2222") is None
    assert find_account("Account number ending in 5521") == "5521"
    assert find_account("Account Number | 2210-4471-8") == "4718"


@pytest.mark.parametrize("label, doc_type, want", [
    ("Cash Value:", "life-insurance-statement", ["cash_value"]),
    ("BASED ON CASH VALUE", "life-insurance-statement", []),
    ("Cash Surrender Value", "life-insurance-statement", ["surrender_value"]),
    ("Amount Due", "utility-bill", ["amount_due"]),
    ("Total Amount Due", "utility-bill", ["amount_due"]),
    ("Please Pay", "utility-bill", ["amount_due"]),
    ("Minimum Amount Due", "credit-card-statement", ["minimum_payment"]),
    ("Amount Past Due", "utility-bill", []),
    ("1 Wages, tips, other compensation", "w2", ["w2_box1"]),
    ("2 Wages, tips, other compensation", "w2", []),        # a box number that is not box 1
    ("4 Federal income tax withheld", "1099-int", ["int_box4"]),
    ("2 Federal income tax withheld", "w2", ["w2_box2"]),
    ("10 Real estate taxes paid", "1098", ["property_tax"]),
    ("2024-25 TOTAL TAX", "property-tax-bill", ["property_tax"]),
    ("TOTAL INCL. GST", "receipt", ["total"]),
    ("TOTAL DISCOUNT", "receipt", []),
    # as real receipts print them (sroie-more 096, 386, 452, 454, 078, 067, 232, 066)
    ("Total RM Incl. of GST", "receipt", ["total"]),
    ("TOTAL (GST INCL)", "receipt", ["total"]),
    ("Total Amount Payable", "receipt", ["total"]),
    ("Total Amt Payable", "receipt", ["total"]),
    ("GrandTotal", "receipt", ["total"]),
    ("Net Amt", "receipt", ["total"]),
    ("Amount To Be Paid", "receipt", ["total"]),
    ("Total Includes GST 0%", "receipt", ["total"]),
    ("Total GST", "receipt", ["tax"]),
    ("Total Excl. GST", "receipt", ["subtotal"]),
    ("Total Sales (Excluding GST)", "receipt", ["subtotal"]),
    ("Total Qty", "receipt", []),
    # a guest check's total, taxes named by who levies them or as several, a currency in brackets
    ("Check Total", "receipt", ["total"]),
    ("State Tax", "receipt", ["tax"]),
    ("Govt. Tax (6%)", "receipt", ["tax"]),
    ("Total Taxes", "receipt", ["tax"]),
    ("Total(SGD)", "receipt", ["total"]),
    ("Sub Total(SGD)", "receipt", ["subtotal"]),
    ("Tax Exempt", "receipt", []),
    ("*7524 DISCOVER NETWORK CHARGE", "receipt", ["_card_paid"]),
    ("VISA CHARGE", "receipt", ["_card_paid"]),
    ("Card Charge", "receipt", []),
    ("12a See instructions for box 12", "w2", ["w2_box12a"]),
    # receipts printed in another language: the total, the cash, the change and the card by
    # their words there, a currency after the total and accented letters kept as letters
    ("TOTALE EURO", "receipt", ["total"]),
    ("TOTALE EURD", "receipt", ["total"]),
    ("Summe EUR", "receipt", ["total"]),
    ("Total (Euros)", "receipt", ["total"]),
    ("PAGAMENTO CONTANTE", "receipt", ["cash_tendered"]),
    ("CASH PAYMENT", "receipt", ["cash_tendered"]),      # Target's: the cash handed over
    ("Espèces", "receipt", ["cash_tendered"]),
    ("RESTO", "receipt", ["change"]),
    ("Rückgeld", "receipt", ["change"]),
    ("KREDITKORT", "receipt", ["_card_paid"]),
    ("Sconti e maggiorazioni", "receipt", []),
    # a tax named by one word of who or what levies it, never a word placing a figure before,
    # after, with or without the tax
    ("Gorv. Tax (6%):", "receipt", ["tax"]),
    ("FOOD TAX", "receipt", ["tax"]),
    ("Before Tax", "receipt", []),
    ("Excl. Tax", "receipt", []),
    ("Pre Tax", "receipt", []),
    ("Subtotal Tax", "receipt", ["subtotal"]),
    ("GST payable (6%):", "receipt", ["tax"]),
    # a card by its masked number, never an account by its own
    ("VF S VS XXXXXXXXXXX1207", "receipt", ["_card_paid"]),
    ("Account XXXX1234", "receipt", []),
])
def test_labels_name_fields_only_by_the_whole_phrase(label, doc_type, want):
    from docq.workers.candidates import label_fields
    assert label_fields(label, doc_type) == want


def _page(words: list[tuple[str, float, float]]) -> Page:
    return Page(1, 612, 792, [Word(t, Box(x, y, x + 6 * len(t), y + 9), 91.0, "tesseract")
                              for t, x, y in words], "ocr:tesseract")


def test_a_pair_whose_value_is_not_printed_at_its_box_gives_no_field():
    # The pairing says 42.99, but the pixels at that box read 41.99: nothing is emitted.
    page = _page([("Amount", 50, 100), ("Due", 100, 100), ("41.99", 400, 100)])
    pair = Pair("Amount Due", "42.99", Box(50, 100, 120, 109), Box(400, 100, 430, 109), "row", [2])
    sc = extract("bill.pdf", [page], [PageLayout(1, [], [pair], "Amount Due | 42.99")])
    assert "amount_due" not in fields(sc) or fields(sc)["amount_due"].value == "41.99"
    assert all(f.value != "42.99" for f in sc.fields)


def test_two_readings_of_one_field_make_it_conflicting(tmp_path):
    items = [Item("CASCADE BROADBAND", 50, 60, size=14, bold=True),
             Item("Internet service  Service Address: 18 Alder Lane", 50, 80, size=9),
             Item("Amount Due", 60, 140), Item("$42.99", 540, 140, align="right"),
             Item("Due Date 02/24/2024", 60, 160),
             Item("Please return this portion with your payment", 60, 600, size=8),
             Item("Amount Due", 60, 630), Item("$44.99", 540, 630, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "cascade_2024-02.pdf"))
    f = fields(sc)["amount_due"]
    assert f.conflicting and {f.value, *f.alternatives} == {"42.99", "44.99"}
    assert any("amount_due" in n for n in sc.notes)
    assert sc.issuer == "Cascade Broadband" and sc.dates.get("due_date") == "2024-02-24"


def test_the_adt_bill_pairs_each_amount_with_its_own_label(tmp_path):
    rows = [("PREVIOUS BALANCE", "241.99"), ("PAYMENT RECEIVED", "241.99 CR"),
            ("SERVICE PROTECTION PLAN", "7.00"), ("BURGLAR ALARM MONITORING", "26.99"),
            ("CELLULAR COMMUNICATION", "4.00"), ("REGULATORY RECOVERY FEE", "5.00"),
            ("ENDING BALANCE", "42.99")]
    items = [Item("SENTINEL HOME SECURITY", 50, 60, size=14, bold=True),
             Item("Alarm monitoring statement   Due Date 02/29/2012", 50, 80, size=9)]
    items += [x for i, (label, value) in enumerate(rows)
              for x in (Item(label, 60, 140 + 18 * i), Item(value, 540, 140 + 18 * i, align="right"))]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "sentinel_feb2012.pdf"))
    got = fields(sc)
    assert got["ending_balance"].value == "42.99" and not got["ending_balance"].conflicting
    assert got["previous_balance"].value == "241.99"
    assert "amount_due" not in got                       # not printed, so not stated
    assert sc.tax_year is None


def test_every_field_carries_what_docq_show_prints(tmp_path):
    items = [Item("Form 1099-INT Interest Income 2024", 50, 60, size=12),
             Item("PAYER'S name", 50, 90, size=7), Item("HARBOR BANK", 50, 104),
             Item("1 Interest income", 320, 90, size=7), Item("5,102.77", 450, 104, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "harbor_1099int.pdf"))
    d = sc.to_dict()
    f = d["fields"][0]
    assert d["doc_type"] == "1099-int" and d["tax_year"] == 2024 and d["issuer"] == "Harbor Bank"
    assert (f["name"], f["value"], f["page"], f["method"]) == ("int_box1", "5102.77", 1, "form-box")
    assert f["label"] == "1 Interest income" and f["words"] == ["5,102.77"] and len(f["box"]) == 4


def test_a_table_header_never_pairs_with_its_first_row(tmp_path):
    items = [Item("EVERGREEN MUTUAL", 50, 50, size=14, bold=True),
             Item("AUTO POLICY DECLARATIONS", 50, 70, size=10),
             Item("Policy Period 01/15/2024 to 07/15/2024", 50, 88, size=9),
             Item("Coverage", 60, 130), Item("Limit", 300, 130), Item("Deductible", 400, 130),
             Item("Premium", 540, 130, align="right"),
             Item("Collision", 60, 150), Item("Actual Cash Value", 300, 150), Item("$500.00", 400, 150),
             Item("324.40", 540, 150, align="right"),
             Item("Total Six-Month Policy Premium", 60, 190), Item("$1,284.00", 540, 190, align="right"),
             Item("Based on the current premium of", 60, 230), Item("0.00", 540, 230, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "auto_dec.pdf"))
    got = fields(sc)
    assert sc.doc_type == "insurance-declarations"
    assert got["premium"].value == "1284.00" and not got["premium"].conflicting
    assert "deductible" not in got                      # a column header, not a label
    assert (sc.dates["period_start"], sc.dates["period_end"]) == ("2024-01-15", "2024-07-15")


def test_an_empty_form_box_never_takes_the_next_box_value(tmp_path):
    items = [Item("Form 1099-INT Interest Income   For calendar year 2023", 50, 50, size=11),
             Item("PAYER'S name", 50, 80, size=7), Item("HARBOR BANK", 50, 94),
             Item("1 Interest income", 320, 80, size=7), Item("5,102.77", 450, 94, align="right"),
             Item("3 Interest on U.S. Savings Bonds and Treasury obligations", 320, 112, size=7),
             Item("4 Federal income tax withheld", 320, 140, size=7), Item("612.00", 450, 152, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "harbor_1099int_2023.pdf"))
    got = {f.name: f.value for f in sc.fields}
    assert got == {"int_box1": "5102.77", "int_box4": "612.00"}   # box 3 was left empty
    assert sc.tax_year == 2023


def test_a_form_box_read_without_its_decimal_point_is_never_stored(tmp_path):
    # A scanned 1099-INT prints "$ 57.13" in box 2; the recogniser reads "$" and "5713". The
    # form prints its other amounts with cents, so 5713.00 is a lost point, not a figure.
    items = [Item("Form 1099-INT Interest Income   For calendar year 2024", 50, 50, size=11),
             Item("PAYER'S name", 50, 80, size=7), Item("ALLY BANK", 50, 94),
             Item("1 Interest income", 320, 80, size=7), Item("$", 320, 94), Item("3,046.92", 450, 94, align="right"),
             Item("2 Early withdrawal penalty", 320, 112, size=7), Item("$", 320, 126), Item("5713", 450, 126, align="right"),
             Item("4 Federal income tax withheld", 320, 140, size=7), Item("$", 320, 152), Item("304.69", 450, 152, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "ally_1099int_2024.pdf"))
    got = {f.name: f.value for f in sc.fields}
    assert got == {"int_box1": "3046.92", "int_box4": "304.69"}


def test_whole_dollars_stand_on_a_form_printing_no_cents(tmp_path):
    items = [Item("Form 1099-INT Interest Income   For calendar year 2024", 50, 50, size=11),
             Item("PAYER'S name", 50, 80, size=7), Item("ALLY BANK", 50, 94),
             Item("1 Interest income", 320, 80, size=7), Item("$3,046", 450, 94, align="right"),
             Item("4 Federal income tax withheld", 320, 140, size=7), Item("$304", 450, 152, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "ally_1099int_2024.pdf"))
    assert {f.name: f.value for f in sc.fields} == {"int_box1": "3046.00", "int_box4": "304.00"}


def test_whole_dollar_limits_and_a_percentage_deductible(tmp_path):
    items = [Item("CALIFORNIA EARTHQUAKE AUTHORITY", 50, 50, size=14, bold=True),
             Item("Homeowners Earthquake Policy Declarations", 50, 70, size=10),
             Item("Policy Period 08/01/2024 to 08/01/2025", 50, 88, size=9),
             Item("Dwelling (combined)", 60, 130), Item("$979,291", 400, 130, align="right"),
             Item("Deductible", 60, 150), Item("15%", 400, 150, align="right"),
             Item("Bodily Injury Liability", 60, 170), Item("$100,000 / $300,000", 400, 170, align="right"),
             Item("Annual Earthquake Premium", 60, 190), Item("$1,927.00", 400, 190, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "cea_2024.pdf"))
    got = {f.name: f.value for f in sc.fields}
    assert got == {"coverage_limit": "979291.00", "premium": "1927.00"}   # 15% is not a dollar figure
    assert fields(sc)["coverage_limit"].words == ["$979,291"]


def test_a_composite_brokerage_1099_reads_each_form_boxes(tmp_path):
    items = [Item("NORTHFIELD BROKERAGE   2024 Form 1099 Composite Statement", 50, 50, size=11),
             Item("PAYER'S name: Northfield Brokerage LLC", 50, 70, size=9),
             Item("Form 1099-INT Interest Income", 50, 110, size=10, bold=True),
             Item("1 Interest income", 60, 130), Item("412.08", 540, 130, align="right"),
             Item("Form 1099-DIV Dividends and Distributions", 50, 170, size=10, bold=True),
             Item("1a Total ordinary dividends", 60, 190), Item("2,940.17", 540, 190, align="right"),
             Item("1b Qualified dividends", 60, 208), Item("2,611.52", 540, 208, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "northfield_1099_2024.pdf"))
    assert sc.doc_type == "1099-int" and sc.tax_year == 2024
    assert {f.name: f.value for f in sc.fields} == {"int_box1": "412.08", "div_box1a": "2940.17",
                                                    "div_box1b": "2611.52"}


def test_a_box_above_pairing_on_a_table_header_is_refused_outside_forms():
    # Whatever pairs "Premium" (a column header) with the first row's figure, the sidecar
    # does not take it: that figure's line has text in it, so it is one row of many.
    page = _page([("DECLARATIONS", 50, 40), ("Policy", 50, 60), ("Period", 90, 60), ("premium", 130, 60),
                  ("Coverage", 50, 100), ("Premium", 400, 100),
                  ("Collision", 50, 120), ("324.40", 400, 120)])
    pair = Pair("Premium", "324.40", Box(400, 100, 442, 109), Box(400, 120, 436, 129), "box-above", [7])
    sc = extract("dec.pdf", [page], [PageLayout(1, [], [pair], "Premium | 324.40")])
    assert sc.doc_type == "insurance-declarations"
    assert "premium" not in fields(sc)


def _card(tmp_path, new_balance: str):
    rows = [("Previous Balance", "$1,102.64"), ("Payments/Credits", "-$1,102.64"), ("New Charges", "+$487.20"),
            ("Fees Charged", "+$0.00"), ("Interest Charged", "+$0.00"), ("New Balance", new_balance)]
    items = [Item("MERIDIAN EXPRESS", 50, 50, size=14, bold=True), Item("Closing Date 01/07/24", 400, 50, size=9),
             Item("Minimum Payment Due", 320, 120, size=9), Item("$40.00", 560, 120, size=9, align="right"),
             Item("Credit Limit", 320, 136, size=9), Item("$12,000.00", 560, 136, size=9, align="right")]
    for i, (label, value) in enumerate(rows):
        items += [Item(label, 60, 120 + 16 * i, size=9), Item(value, 280, 120 + 16 * i, size=9, align="right")]
    return sidecar_of(to_digital_pdf([items], tmp_path / f"card_{new_balance[1:]}.pdf"))


def test_a_card_summary_that_does_not_add_up_holds_its_balances(tmp_path):
    good = fields(_card(tmp_path, "$487.20"))
    assert good["new_balance"].value == "487.20" and not good["new_balance"].conflicting
    # a recogniser's dropped digit (487.20 read as 87.20) is printed "literally" in its own
    # reading; the summary's arithmetic is what catches it
    bad = fields(_card(tmp_path, "$87.20"))
    assert bad["new_balance"].conflicting and bad["previous_balance"].conflicting
    assert not bad["minimum_payment"].conflicting


def test_a_summary_line_no_field_names_is_a_term_missing_not_a_contradiction(tmp_path):
    rows = [("Last Statement Balance", "$1,493.91"), ("Payments", "-$793.07"), ("New Purchases", "$1,386.57"),
            ("Cash Advance", "$100.00"), ("Cash Advance Fee", "$10.00"), ("Interest Charged This Period", "$9.33"),
            ("New Balance", "$2,206.74")]
    items = [Item("MILLGATE REWARDS CARD", 50, 50, size=14, bold=True), Item("Closing Date 02/12/23", 400, 50, size=9)]
    for i, (label, value) in enumerate(rows):
        items += [Item(label, 60, 120 + 16 * i, size=9), Item(value, 300, 120 + 16 * i, size=9, align="right")]
    got = fields(sidecar_of(to_digital_pdf([items], tmp_path / "millgate.pdf")))
    assert got["new_balance"].value == "2206.74" and not got["new_balance"].conflicting
    # ...while a misread balance that no line explains is still held
    items[-1] = Item("$2,206.24", 300, 120 + 16 * 6, size=9, align="right")
    got = fields(sidecar_of(to_digital_pdf([items], tmp_path / "millgate-misread.pdf")))
    assert got["new_balance"].conflicting


def test_a_summary_footer_over_two_columns_is_no_total():
    # A GST summary's "TOTAL:" over its amount and tax columns: whoever pairs the label with
    # the first figure below it, the receipt's total is not read from there.
    page = _page([("TAX", 50, 40), ("INVOICE", 80, 40), ("GST", 50, 60), ("SUMMARY", 80, 60),
                  ("TOTAL:", 50, 100), ("144.68", 200, 108), ("8.68", 260, 109)])
    pair = Pair("TOTAL:", "144.68", Box(50, 100, 86, 109), Box(200, 108, 236, 117), "box-above", [5])
    sc = extract("receipt.jpg", [page], [PageLayout(1, [], [pair], "TOTAL: | 144.68")])
    assert "total" not in fields(sc)


def test_the_rounded_total_is_the_one_a_rounding_line_lands_on():
    from decimal import Decimal as D
    from docq.workers.receipts import after_rounding
    assert after_rounding({D("23.26"), D("23.25")}, D("-0.01"), True) == D("23.25")
    assert after_rounding({D("23.26"), D("23.25")}, D("0.01"), True) is None     # a dropped minus
    assert after_rounding({D("23.26"), D("23.25")}, None, True) == D("23.25")      # adjustment unread
    assert after_rounding({D("23.26"), D("23.25")}, None, False) is None           # no rounding printed
    assert after_rounding({D("23.26"), D("25.25")}, None, True) is None            # not a rounding step
    assert after_rounding({D("23.20"), D("23.25")}, None, True) is None            # both look rounded


def test_a_total_the_cash_paid_for_it_rounds_to_stands_as_printed():
    from decimal import Decimal as D
    from docq.workers.receipts import cash_rounded
    assert cash_rounded({D("13.78")}, D("13.80"), D("0.02"), True) == D("13.78")
    assert cash_rounded({D("2.56")}, D("2.55"), D("-0.01"), True) == D("2.56")
    assert cash_rounded({D("72.93")}, D("72.95"), None, True) == D("72.93")      # adjustment unread
    assert cash_rounded({D("72.93")}, D("72.95"), None, False) is None           # no rounding printed
    # a last digit misread (13.79 for 13.78) rounds to the same 0.05; the adjustment does not follow it
    assert cash_rounded({D("13.79")}, D("13.80"), D("0.02"), True) is None
    assert cash_rounded({D("13.78")}, D("13.85"), None, True) is None            # not its rounding
    assert cash_rounded({D("13.78"), D("13.80")}, D("13.80"), None, True) is None


def test_a_card_charge_printed_as_taken_off_the_bill_is_the_charge(tmp_path):
    # "Mastercard -99.80" under the total it pays: it backs the total, not a second figure
    lines = [("IKANO HANDEL", None), ("TAX INVOICE", None), ("Total RM Including GST 6%", "99.80"),
             ("TotalRounded", "08.66"), ("Mastercard", "-99.80"), ("THANK YOU", None)]
    got = _receipt(tmp_path, "card.pdf", lines)
    assert got["total"].value == "99.80" and not got["total"].conflicting


def test_a_receipts_payment_is_what_was_handed_over():
    # "Payment 50.00 / Change Due 17.00": on a receipt, not a bill's payment received
    assert labels_match("Payment", "receipt") == ["cash_tendered"]
    assert "cash_tendered" not in labels_match("Payment", "utility-bill")


def test_box_one_read_as_la_and_a_card_charge_backing_the_total():
    assert labels_match("la Total ordinary dividends", "1099-div") == ["div_box1a"]
    assert labels_match("l Interest income", "1099-int") == ["int_box1"]
    assert labels_match("VISA **** 4417", "receipt") == ["_card_paid"]


def test_a_box_lettered_past_d_read_with_an_l_for_its_one():
    # a 1099-B's boxes run 1a to 1g: Tesseract reads "1e" as "le"; "if checked" stays a phrase
    assert labels_match("le Cost or other basis", "1099-b") == ["b_box1e"]
    assert labels_match("lg Wash sale loss disallowed", "1099-b") == ["b_box1g"]
    assert labels.normalise_label("If checked, proceeds from:") == ("if checked proceeds from", "")


def labels_match(label, doc_type):
    from docq.workers.labels import match
    return match(label, doc_type)


def test_a_lone_total_beside_a_rounding_line_stands_only_when_it_needs_no_rounding(tmp_path):
    def receipt(total: str):
        lines = [("KEDAI RUNCIT MAJU", None), ("TAX INVOICE", None), ("NASI LEMAK", "6.36"),
                 ("ROUNDING", None), ("TOTAL", total), ("THANK YOU", None)]
        items = [x for i, (label, value) in enumerate(lines)
                 for x in [Item(label, 16, 40 + 15 * i, size=9)] + ([Item(value, 272, 40 + 15 * i, size=9, align="right")]
                                                                   if value else [])]
        return fields(sidecar_of(to_digital_pdf([items], tmp_path / f"r{total}.pdf")))["total"]
    assert not receipt("6.35").conflicting     # a multiple of 0.05: rounded already
    assert receipt("6.36").conflicting         # before rounding: what was paid is not printed legibly


@pytest.mark.parametrize("lines, want", [
    # a range standing anywhere in a line, and the only one the document prints
    (["Money Market Statement 07/01/2024 through 09/30/2024", "Closing Balance | 25,525.76"],
     ("2024-07-01", "2024-09-30")),
    # the range in a table cell under its header, with other dates elsewhere
    (["Service Period | Meter | Usage (gal)", "07/01/2024 - 08/31/2024 | WV-55120 | 9,800", "By | 09/20/2024"],
     ("2024-07-01", "2024-08-31")),
    # the start printed without its year takes the end's, or the one before across New Year
    (["Statement period: Oct 1 - Oct 31, 2024"], ("2024-10-01", "2024-10-31")),
    (["Billing period 12/15 - 01/14/2025"], ("2024-12-15", "2025-01-14")),
    (["Periode 15/12 - 14/01/2025 | RM 12.00"], ("2024-12-15", "2025-01-14")),
])
def test_a_period_printed_as_one_date_range(lines, want):
    got = dates.find_dates(lines)
    assert (got.get("period_start"), got.get("period_end")) == want


def test_ranges_that_are_not_one_period_give_none():
    two = ["01/02/2024 - 01/05/2024 | Hotel", "02/02/2024 - 02/05/2024 | Hotel"]
    too_long = ["Coverage history 01/01/2019 - 12/31/2024"]
    backwards = ["Printed 09/30/2024 - 07/01/2024"]
    payment_window = ["Acme Card Services", "Payments received 10/01/2024 - 10/05/2024 post next day"]
    for lines in (two, too_long, backwards, payment_window):
        got = dates.find_dates(lines)
        assert "period_start" not in got and "period_end" not in got, lines


def test_a_policy_term_is_the_policy_period():
    got = dates.find_dates(["Term: 03/01/2024 - 03/01/2025 Insured: DANA R WHITFIELD"])
    assert (got["policy_start"], got["policy_end"]) == ("2024-03-01", "2025-03-01")


@pytest.mark.parametrize("text, want", [
    # a W-2 that never prints "employer": its box labels say what it is
    ("W-2 Wage and Tax Statement 2023\nLUMEN LABS CORP\n1 Wages, tips, other comp. | 98,410.55", "w2"),
    # a bank statement that only mentions the form is still a bank statement
    ("Harbor Bank\nOpening Balance | 10.00\nEnding Balance | 12.00\nDeposits | 2.00\n"
     "Interest income is reported to you on Form 1099-INT", "bank-statement"),
    # a W-2 under another title whose box captions are abbreviated
    ("2023 W-2 and EARNINGS SUMMARY\nSABLEWELL LOGISTICS CORP\n1 Wages, tips, other comp. | 122,956.65\n"
     "2 Fed. income tax withheld | 24,217.63\n3 Soc. sec. wages | 142,456.65\n6 Medicare tax withheld | 2,065.62", "w2"),
    ("CEDAR HARDWARE | GARDEN\nBALANCE DUE | 39.76\nAMOUNT TENDERED | 50.00\nCHANGE DUE | 10.24", "receipt"),
    ("Westside Pediatrics | Statement date 09/12/2024\nGuarantor\nDate | Patient | Service | Charge | Ins. Paid\n"
     "Your Balance | $85.00", "medical-bill"),
    # receipts printed in another language, and a pump's fuel sale
    ("LiDL\nTOTALE EURO | 17,36\nPAGAMENTO CONTANTE | 17.50\nRESTO | 0.14\nSCONTRINO N. 38", "receipt"),
    ("Berghotel\nBar | Tisch 7/01\nTotal | CHF | 54.50\nIncl. 7.6% MwSt | 3.85", "receipt"),
    ("C/SAN BERNARDO 10\nFac. | 12159 Fecha:05/03/11 08:10:53 PM\nMesa. | 3\nTotal: | 19,65 Euro\nIVA INCLUIDO", "receipt"),
    ("LA BAIE 1601\nSOMME PARTIELLE | 6.95\n5% TPS | .35\n7.5%TVQ | .55\nTOTAL | 7.85\nCOMPTANT | 20.00\n"
     "MONNAIE | 12.15", "receipt"),
    ("Hess 30300\nAppr: 869134\nPUMP NO. | 11\nGALLONS | 16.397\nPRICE/GAL | $3.549\nTOTAL AMOUNT | $58.19", "receipt"),
])
def test_document_types_from_what_only_that_kind_prints(text, want):
    from docq.workers import doctype
    assert doctype.classify(text) == want


def test_interest_paid_this_period_is_read_from_its_column(tmp_path):
    items = [Item("Harbor Bank", 72, 60, 14), Item("Savings Statement 11/01/2024 - 11/30/2024", 72, 80),
             Item("Beginning Balance", 72, 120), Item("181,306.65", 540, 120, align="right"),
             Item("Ending Balance", 72, 135), Item("181,921.40", 540, 135, align="right"),
             Item("Deposits", 72, 150), Item("614.75", 540, 150, align="right"),
             Item("This Period", 380, 190, align="right"), Item("Year to Date", 540, 190, align="right"),
             Item("Interest Paid", 72, 205), Item("614.75", 380, 205, align="right"),
             Item("6,890.12", 540, 205, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "harbor.pdf"))
    f = fields(sc)["interest_paid"]
    assert (f.value, f.method, f.conflicting) == ("614.75", "column", False)
    assert f.label == "Interest Paid This Period"


def test_a_w2_printing_labels_under_values_takes_no_value_from_the_box_below(tmp_path):
    # values left-aligned over their captions, no box grid: the label over each value of the
    # second row is the first row's caption, which a labels-over-values reading would take
    items = [Item("W-2  Wage and Tax Statement  2023", 54, 54, 13), Item("LUMEN LABS CORP", 54, 70, 8)]
    for y, row in ((170, (("98,410.55", "1 Wages, tips, other comp."), ("14,022.18", "2 Federal income tax withheld"),
                          ("98,410.55", "3 Social security wages"))),
                   (220, (("6,101.45", "4 Social security tax withheld"), ("98,410.55", "5 Medicare wages and tips"),
                          ("1,426.95", "6 Medicare tax withheld")))):
        for k, (value, caption) in enumerate(row):
            items += [Item(value, 54 + 170 * k, y, 11), Item(caption, 54 + 170 * k, y + 12, 6.5)]
    got = {n: (f.value, f.conflicting) for n, f in fields(sidecar_of(to_digital_pdf([items], tmp_path / "w2.pdf"))).items()}
    assert got["w2_box1"] == ("98410.55", False) and got["w2_box2"] == ("14022.18", False)
    assert got["w2_box4"] == ("6101.45", False) and got["w2_box6"] == ("1426.95", False)


def test_a_receipt_balance_due_is_its_total_only_when_the_cash_proves_it(tmp_path):
    def receipt(due, tendered, change):
        return [Item("CEDAR HARDWARE", 72, 60, 12), Item("10/05/2024 15:22", 72, 80),
                Item("BALANCE DUE", 72, 120), Item(due, 300, 120, align="right"),
                Item("AMOUNT TENDERED", 72, 135), Item(tendered, 300, 135, align="right"),
                Item("CHANGE DUE", 72, 150), Item(change, 300, 150, align="right")]
    proved = fields(sidecar_of(to_digital_pdf([receipt("39.76", "50.00", "10.24")], tmp_path / "a.pdf")))
    assert proved["total"].value == "39.76" and not proved["total"].conflicting
    unproved = fields(sidecar_of(to_digital_pdf([receipt("39.76", "50.00", "5.00")], tmp_path / "b.pdf")))
    assert "total" not in unproved and unproved["amount_due"].value == "39.76"


def test_a_receipt_paid_by_cash_payment_is_proved_by_it(tmp_path):
    # Target prints "CASH PAYMENT" and "CHANGE DUE", and its tax on a line of two figures no
    # label table reads: the total stood against its subtotal alone and was held
    items = [Item("TARGET", 72, 60, 12), Item("01/05/2015 05:41 PM", 72, 80),
             Item("SUBTOTAL", 72, 120), Item("$55.94", 300, 120, align="right"),
             Item("T KY TAX 6.0000% on", 72, 135), Item("$55.94", 220, 135, align="right"),
             Item("$3.36", 300, 135, align="right"),
             Item("TOTAL", 72, 150), Item("$59.30", 300, 150, align="right"),
             Item("CASH PAYMENT", 72, 165), Item("$60.00", 300, 165, align="right"),
             Item("CHANGE DUE", 72, 180), Item("$0.70", 300, 180, align="right")]
    got = fields(sidecar_of(to_digital_pdf([items], tmp_path / "target.pdf")))
    assert got["total"].value == "59.30" and not got["total"].conflicting


def test_a_european_invoice_total_is_never_read_as_its_last_digit_group(tmp_path):
    items = [Item("Boulangerie Martin SARL", 72, 60, 12), Item("Facture 2024-118", 72, 80),
             Item("Total HT", 72, 120), Item("1 028,80", 540, 120, align="right"),
             Item("TVA 20%", 72, 135), Item("205,76", 540, 135, align="right"),
             Item("Total", 72, 150), Item("1 234,56 €", 540, 150, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "facture.pdf"))
    values = {f.value for f in sc.fields}
    assert "234.56" not in values and "28.80" not in values


@pytest.mark.parametrize("marks, want", [(["1.234,56 €", "EUR"], "EUR"), (["£12.50", "GBP"], "GBP"),
                                         (["RM 9.90", "RM"], "RM"), (["$42.99"], "USD"), (["42.99"], "USD"),
                                         # no currency printed, a Malaysian company's form and number
                                         (["Gerbang Alaf Restaurants Sdn Bhd", "(65351-M)", "26.60"], "RM"),
                                         # its number alone, padded to nine digits
                                         (["Happy Snacks Enterprise", "(002022599-U)", "26.80"], "RM"),
                                         # a telephone number in brackets is not a company's
                                         (["Tel (555) 0123-4567", "26.80"], "USD"),
                                         # "EURO" after an Italian total is the euro
                                         (["TOTALE EURO", "17,36"], "EUR"),
                                         # ...the word in any case, as a till or an invoice prints it
                                         (["Totale Euro", "17,36"], "EUR"),
                                         (["Importo euro | 17,36"], "EUR"),
                                         (["Amount (Euros) | 17.36"], "EUR"),
                                         # "RM" heading the column of prices is ringgit
                                         (["RM", "9.90"], "RM"),
                                         # "Roma (RM)" is the province of Rome after its town,
                                         # beside no figure: no ringgit
                                         (["LIDL ITALIA SRL Roma (RM)", "Via Della Rustica, 133 00155",
                                           "TOTALE 17,36"], "XXX"),
                                         # a Swedish clinic's sale, no currency printed: not dollars
                                         (["SUBTOTAL 3880.00", "KREDITKORT 3880.00"], "XXX")])
def test_the_document_currency_is_the_one_it_prints(tmp_path, marks, want):
    items = [Item("Some Shop", 72, 60, 12)] + [Item(m, 72, 100 + 15 * i) for i, m in enumerate(marks)]
    assert sidecar_of(to_digital_pdf([items], tmp_path / "c.pdf")).currency == want


def test_a_letterhead_with_a_curly_apostrophe_is_the_issuer():
    from docq.workers.issuer import find_issuer
    lines = ["KING’S CONFECTIONERY | S/B 273500-U", "NO. 20-A1, JALAN SS4/3, KELANA JAYA", "47301 PETALING JAYA",
             "SELANGOR D.E."]
    assert find_issuer(lines, "receipt") == "King's Confectionery"
    assert issuer_key("King’s Confectionery") == issuer_key("KING'S CONFECTIONERY")


@pytest.mark.parametrize("lines, first", [
    (["AEON CO. (M) BHD (126926-H)", "09/03/2018 18:54"], True),     # a Malaysian company form
    (["KOPI HOUSE PTE LTD", "09/03/2018"], True),                    # Singapore
    (["Harbour Books Pty Ltd", "09/03/2018"], True),                 # Australia
    (["Total (RM) | 12.00", "09/03/2018"], True),                    # the currency as a column header
    (["Cascade Broadband, Inc.", "09/03/2018"], False),              # nothing says day-first
    (["Rechnung vom 09.03.2024"], True),                             # dates written with dots
    (["Total CHF | 12.50", "09/03/2024"], True),
    (["Golden Wok", "Singapore noodles | 11.95", "India Pale Ale | 6.50", "09/03/2018"], False),
])
def test_a_company_form_or_country_says_the_dates_are_day_first(lines, first):
    assert dates.dayfirst(lines) is first


def test_an_auto_policy_reads_each_coverage_deductible_and_no_single_one(tmp_path):
    items = [Item("Evergreen Mutual", 72, 60, 14), Item("Personal Auto Policy Declarations", 72, 80),
             Item("Policy Period: 07/15/2024 - 01/15/2025", 72, 100),
             Item("Total Six-Month Policy Premium", 72, 140), Item("$1,341.50", 540, 140, align="right"),
             Item("Collision Deductible", 72, 160), Item("$500.00", 540, 160, align="right"),
             Item("Comprehensive Deductible", 72, 175), Item("$250.00", 540, 175, align="right")]
    got = fields(sidecar_of(to_digital_pdf([items], tmp_path / "auto.pdf")))
    assert got["collision_deductible"].value == "500.00" and got["comprehensive_deductible"].value == "250.00"
    assert "deductible" not in got          # which one would it be?


def test_a_uk_energy_bill_is_typed_and_its_total_to_pay_is_the_amount_due(tmp_path):
    items = [Item("OCTAVIA ENERGY", 72, 60, 16), Item("Bill date 09/03/2024", 72, 90),
             Item("Your electricity bill for 01/02/2024 to 29/02/2024", 72, 120),
             Item("Standing charge 29 days at 53.35p", 72, 140), Item("£15.47", 540, 140, align="right"),
             Item("Electricity used 412 kWh", 72, 155), Item("£100.94", 540, 155, align="right"),
             Item("Total to pay", 72, 175), Item("£116.41", 540, 175, align="right")]
    sc = sidecar_of(to_digital_pdf([items], tmp_path / "bill.pdf"))
    assert (sc.doc_type, sc.currency) == ("utility-bill", "GBP")
    assert fields(sc)["amount_due"].value == "116.41"
    assert (sc.dates["period_start"], sc.dates["period_end"]) == ("2024-02-01", "2024-02-29")


def test_the_one_date_a_document_of_no_known_kind_prints_is_its_date():
    assert dates.find_dates(["THE HA'PENNY CAFE", "12/03/2024 13:02", "TOTAL | €25.40"])["closing_date"] == "2024-03-12"
    # two dates: which is the document's is unknown
    assert "closing_date" not in dates.find_dates(["Cafe", "12/03/2024", "Valid until 12/04/2024"])


def test_an_indian_gst_invoice_is_in_rupees_though_the_rupee_sign_is_misread(tmp_path):
    items = [Item("SHARMA ELECTRONICS", 72, 60, 14), Item("GSTIN 29ABCDE1234F1Z5", 72, 80),
             Item("CGST 9%", 300, 120), Item("%180.00", 540, 120, align="right"),
             Item("SGST 9%", 300, 135), Item("%180.00", 540, 135, align="right")]
    assert sidecar_of(to_digital_pdf([items], tmp_path / "inv.pdf")).currency == "INR"


def test_a_bill_printing_captions_under_its_figures_reads_them(tmp_path):
    items = [Item("Cascade Broadband", 72, 60, 16), Item("Statement date 01/20/2024", 72, 80),
             Item("$84.20", 72, 130, 18), Item("Amount Due", 72, 144, 8),
             Item("02/15/2024", 250, 130, 18), Item("Due Date", 250, 144, 8),
             Item("Internet 500 Mbps", 72, 200), Item("79.99", 540, 200, align="right"),
             Item("Taxes and fees", 72, 215), Item("4.21", 540, 215, align="right")]
    got = fields(sidecar_of(to_digital_pdf([items], tmp_path / "bill.pdf")))
    assert got["amount_due"].value == "84.20" and got["amount_due"].method == "form-box"


def test_a_caption_under_a_column_of_figures_is_not_the_last_one_label(tmp_path):
    items = [Item("Cascade Broadband", 72, 60, 16), Item("Statement date 01/20/2024", 72, 80),
             Item("79.99", 540, 130, align="right"), Item("4.21", 540, 145, align="right"),
             Item("84.20", 540, 160, align="right"), Item("Amount Due", 500, 174, 8)]
    assert "amount_due" not in fields(sidecar_of(to_digital_pdf([items], tmp_path / "column.pdf")))


@pytest.mark.parametrize("lines", [
    ["Cascade Broadband", "Statement Date | Due Date", "01/20/2024 | 02/15/2024"],
    ["Cascade Broadband", "Due Date | Statement Date", "02/15/2024 | 01/20/2024"],
])
def test_a_row_of_captions_over_a_row_of_dates_pairs_them_by_column(lines):
    # reading the first date under any caption dated the statement by its due date (a
    # wrong-dated sibling) or gave the statement date as the due date
    got = dates.find_dates(lines)
    assert (got["statement_date"], got["due_date"]) == ("2024-01-20", "2024-02-15")


def test_a_document_whose_one_date_is_its_due_date_is_not_dated_by_it():
    got = dates.find_dates(["Cascade Broadband", "Payment Due Date", "02/15/2024"])
    assert got == {"due_date": "2024-02-15"}


def _receipt(tmp_path, name: str, lines: list[tuple[str, str | None]]):
    items = [x for i, (label, value) in enumerate(lines)
             for x in [Item(label, 16, 40 + 15 * i, size=9)] + ([Item(value, 272, 40 + 15 * i, size=9, align="right")]
                                                               if value else [])]
    return fields(sidecar_of(to_digital_pdf([items], tmp_path / name)))


def test_a_tax_tables_total_is_never_the_receipts_total(tmp_path):
    # sroie-more 048: the GST SUMMARY box's "Total : 95.17" sums the taxable amounts
    got = _receipt(tmp_path, "summary.pdf", [
        ("YONG TAT HARDWARE TRADING", None), ("TOTAL SALES (EXCLUDING GST)", "95.17"), ("TOTAL GST", "5.71"),
        ("ROUNDING", "0.02"), ("TOTAL SALES (INCLUSIVE OF GST)", "100.90"),
        ("GST SUMMARY", None), ("SR 6%", "95.17"), ("TOTAL", "95.17")])
    assert got["total"].value == "100.90" and not got["total"].conflicting


def test_a_total_that_is_the_subtotal_before_a_printed_tax_is_held(tmp_path):
    # the same receipt as read: the tax's figure unread ("571"), the table's heading unread
    got = _receipt(tmp_path, "unread.pdf", [
        ("YONG TAT HARDWARE TRADING", None), ("TOTAL SALES (EXCLUDING GST)", "95.17"), ("TOTAL GST", "571"),
        ("ROUNDING", "0.02"), ("TOTAL", "95.17")])
    assert got["total"].conflicting
    # a zero-rated sale: the cash paid lands on it
    got = _receipt(tmp_path, "zero.pdf", [
        ("KEDAI MAJU", None), ("TOTAL (EXCLUDING GST)", "4.80"), ("GST @ 0%", "0.00"), ("TOTAL", "4.80"),
        ("CASH", "4.80")])
    assert got["total"].value == "4.80" and not got["total"].conflicting


def test_a_dollar_sign_on_a_ringgit_receipt_is_a_misread_digit(tmp_path):
    # sroie-dev 221 as read: "Total RM Incl. of GST | $0. 10" for 30.10
    got = _receipt(tmp_path, "dollar.pdf", [
        ("POPULAR BOOK CO. (M) SDN BHD", None), ("PB SHT/P 50'S", "RM 16.90"),
        ("Total RM Incl. of GST", "$0.10"), ("Cash", "RM 50.00")])
    assert "total" not in got


def _receipt(tmp_path, name: str, lines) -> dict:
    items = [x for i, (label, value) in enumerate(lines)
             for x in [Item(label, 16, 40 + 15 * i, size=9)] + ([Item(value, 272, 40 + 15 * i, size=9, align="right")]
                                                               if value else [])]
    return fields(sidecar_of(to_digital_pdf([items], tmp_path / name)))


def test_an_unlabelled_step_between_two_totals_is_their_rounding(tmp_path):
    # sroie-dev 104 (Chili's): "Total: 102.39", the adjustment "0.01" alone, "Total 102.40"
    def receipt(name, step):
        lines = [("CHILI'S GRILL & BAR", None), ("Subtotal", "87.80"), ("10% Srv Chg", "8.78"),
                 ("GST @6%", "5.81"), ("Total:", "102.39"), (None, step), ("Total", "102.40")]
        items = [x for i, (label, value) in enumerate(lines)
                 for x in ([Item(label, 16, 40 + 15 * i, size=9)] if label else [])
                 + ([Item(value, 272, 40 + 15 * i, size=9, align="right")] if value else [])]
        return fields(sidecar_of(to_digital_pdf([items], tmp_path / name)))["total"]
    got = receipt("step.pdf", "0.01")
    assert got.value == "102.40" and not got.conflicting
    assert receipt("other.pdf", "0.03").conflicting     # a figure that is not their difference
    assert receipt("none.pdf", None).conflicting        # no adjustment printed: which was paid is unknown


@pytest.mark.parametrize("cash, change, rounding, want", [
    ("153.35", "0.00", True, "153.35"),     # subtotal plus tax, 153.36, rounded as the till does
    ("153.36", "0.00", False, "153.36"),    # no rounding printed: the parts' sum itself
    ("153.35", "0.00", False, None),        # off by a cent with no rounding line: not proved
    ("160.00", "6.65", True, None),         # change given: what was paid is printed nowhere
    ("160.00", "0.00", True, None),         # the parts do not land on the payment
])
def test_a_total_whose_figure_was_not_read_is_the_payment_the_parts_land_on(tmp_path, cash, change, rounding, want):
    # "TOTAL" printed over a figure no reader could make out (here: none printed at all)
    lines = [("TEO HENG STATIONERY", None), ("TAX INVOICE", None), ("SUB-TOTAL", "144.68"),
             ("TOTAL TAX", "8.68")] + ([("ROUNDING", None)] if rounding else []) + [
             ("TOTAL", None), ("CASH", cash), ("CHANGE", change), ("THANK YOU", None)]
    got = _receipt(tmp_path, f"r{cash}{change}{rounding}.pdf", lines)
    assert (got["total"].value if "total" in got else None) == want
    if want:
        assert got["total"].method == "proved-by-payment" and got["total"].label == "CASH"


@pytest.mark.parametrize("cash, change, want", [
    ("10.00", "7.50", "2.50"),      # the cash less the change is the subtotal: that is what was paid
    ("10.00", "7.00", None),        # it is not: the subtotal is no total
    ("2.50", "0.00", "2.50"),       # paid exactly, beside another subtotal (before tax)
])
def test_a_subtotal_the_cash_less_the_change_lands_on_is_the_total(tmp_path, cash, change, want):
    lines = [("AIK HUAT HARDWARE", None), ("TAX INVOICE", None), ("SUB-TOTAL (GST)", "2.50"),
             ("Total Excl. of GST", "2.36"), ("TO  AL", None), ("CASH", cash), ("CHANGE", change),
             ("THANK YOU", None)]
    got = _receipt(tmp_path, f"s{cash}{change}.pdf", lines)
    assert (got["total"].value if "total" in got else None) == want
    if want:
        assert got["total"].method == "proved-by-payment" and got["total"].label == "SUB-TOTAL (GST)"


def test_a_total_in_another_language_stands_when_the_cash_less_the_change_lands_on_it(tmp_path):
    lines = [("LIDL ITALIA SRL", None), ("SCONTRINO", None), ("SALE FINO", "0.19"), ("UOVA", "17,17"),
             ("TOTALE EURO", "17,36"), ("PAGAMENTO CONTANTE", "17,50"), ("RESTO", "0,14")]
    got = _receipt(tmp_path, "it.pdf", lines)
    assert got["total"].value == "17.36" and not got["total"].conflicting
    assert got["cash_tendered"].value == "17.50" and got["change"].value == "0.14"


@pytest.mark.parametrize("card, want", [
    ("3880.00", "3880.00"),     # the card was charged the last subtotal: that is what was paid
    ("3900.00", None),          # it was not: neither subtotal is the total
])
def test_a_subtotal_the_card_was_charged_is_the_total(tmp_path, card, want):
    # no TOTAL line: a second subtotal after an item added, and the card's charge (in Swedish)
    lines = [("WASA VACCINATION", None), ("2006-01-10", None), ("HAVRIX", "3705.00"), ("SUBTOTAL", "3705.00"),
             ("POLIO", "175.00"), ("SUBTOTAL", "3880.00"), ("KREDITKORT", card)]
    got = _receipt(tmp_path, f"k{card}.pdf", lines)
    assert (got["total"].value if "total" in got else None) == want
    if want:
        assert got["total"].method == "proved-by-payment" and not got["total"].conflicting


def test_a_tax_named_by_a_misread_word_still_adds_up_to_the_total(tmp_path):
    # "Govt. Tax" read as "Gorv. Tax": without its tax the parts never reached the total, which
    # was held as contradicted by the receipt's own arithmetic
    lines = [("BHARAT CURRY HOUSE", None), ("GUEST CHECK", None), ("Chicken Meal", "9.50"), ("Mutton Meal", "16.00"),
             ("Subtotal", "25.50"), ("Gorv. Tax (6%):", "1.53"), ("Rounding Adj", "0.02"), ("TOTAL:", "27.05")]
    got = _receipt(tmp_path, "gt.pdf", lines)
    assert got["total"].value == "27.05" and not got["total"].conflicting
    assert got["tax"].value == "1.53" and not got["tax"].conflicting


@pytest.mark.parametrize("charged, want", [("21.76", "21.76"), ("20.00", None)])
def test_a_balance_due_the_card_by_its_masked_number_was_charged_is_the_total(tmp_path, charged, want):
    lines = [("FOOD LION", None), ("H360 AUTO DISH LMN", "3.99"), ("VISA XXXXXXXXXXX1207", charged),
             ("2% FOOD TAX", ".34"), ("BALANCE DUE", "21.76"), ("CHANGE", ".00")]
    got = _receipt(tmp_path, f"m{charged}.pdf", lines)
    assert (got["total"].value if "total" in got else None) == want
    assert got["amount_due"].value == "21.76"


def _w2(**boxes) -> dict:
    return {f"w2_box{n}": [Field(f"w2_box{n}", v, f"{n}", 1, Box(0, 0, 1, 1), [v], 95.0, "form-box")]
            for n, v in boxes.items()}


@pytest.mark.parametrize("boxes, held", [
    ({"3": "89850.52", "4": "5570.73", "5": "89850.52", "6": "1302.83"}, set()),
    # a photographed W-2 whose captions were read under the wrong figures: box 1's wages as
    # box 3's, box 2's tax as box 4's
    ({"3": "67350.52", "4": "15274.59"}, {"w2_box3", "w2_box4"}),
    ({"5": "250000.00", "6": "4075.00"}, set()),        # 1.45% and 0.9% over $200,000
    ({"5": "250000.00", "6": "3625.00"}, set()),        # (or without the extra, as some payrolls print)
    ({"5": "1148528.02", "6": "26990.41"}, set()),      # (or with it on all the wages)
    ({"5": "136054.91", "6": "1927.80"}, {"w2_box5", "w2_box6"}),   # a misread digit
    ({"3": "136054.91"}, set()),                         # nothing to compare
])
def test_a_w2s_withholding_must_be_its_rate_of_the_wages_beside_it(boxes, held):
    from docq.workers.statements import contradicted
    assert contradicted(_w2(**boxes), "w2") == held


@pytest.mark.parametrize("printed, field", [
    ("TOTL", "total"), ("Totel Amt Peyable", "total"), ("TOTAI", "total"), ("Chanqe", "change"),
    ("Total Amcunt", "total"),
])
def test_a_label_word_misread_by_one_look_alike_letter_is_the_word(printed, field):
    assert labels.match(printed, "receipt") == [field]


@pytest.mark.parametrize("printed", ["CHARGE", "Ground", "Lease", "Purchase", "Come again", "Wash"])
def test_a_real_word_a_letter_from_a_label_word_stays_itself(printed):
    words, _ = labels.normalise_label(printed)
    assert words == printed.lower()


@pytest.mark.parametrize("printed, names", [
    ("Total Incl. GST:RH", ["total"]), ("Total RM Incl. of GST", ["total"]), ("Cash:RM", ["cash_tendered"]),
    ("Change:RM", ["change"]), ("TOTAL INCL. GST 6.00% RM", ["total"]), ("GST 6.00%", ["tax"]),
    ("Rounding RN", ["_rounding"]), ("Subtotal Incl. GST:RM", ["subtotal"]), ("Total GST RM", ["tax"]),
    # an amount named as including the tax is the total, as "Total Incl. GST" is
    ("Anount Incl, GST", ["total"]), ("Amount excl GST", []),
    # two label words run together, the space lost
    ("TotalSales (Inclusive GST) RH", ["total"]), ("Totalitems", [])])
def test_a_currency_or_a_rates_decimals_in_a_label_do_not_change_what_it_names(printed, names):
    # "RH" and "RN" are how a recogniser reads a thermal receipt's RM
    assert labels.match(printed, "receipt") == names


@pytest.mark.parametrize("printed, names", [
    # a tax named by its kind and as a tax too; change named by the tender it came from
    ("GST/TAX 6%", ["tax"]), ("SST/Tax", ["tax"]), ("CASH CHANGE", ["change"]), ("RND ADJ", ["_rounding"]),
    ("Tax Refund", []), ("Cash Changed", [])])
def test_a_tax_or_change_named_twice_over_is_still_the_one_field(printed, names):
    assert labels.match(printed, "receipt") == names


def test_a_mark_glued_to_the_cash_does_not_lose_the_payment_that_proves_the_total(tmp_path):
    # sroie-more 164: "RM CASH 100.00℃", no total line; the cash less the change is the subtotal
    lines = [("SUNFISH", None), ("SUBTOTAL", "28.70"), ("RM CASH", "100.00*"), ("CHANGE", "71.30"),
             ("INC 6% GST", "1.62")]
    got = _receipt(tmp_path, "glued.pdf", lines)
    assert got["cash_tendered"].value == "100.00"
    assert got["total"].value == "28.70" and got["total"].method == "proved-by-payment"


def test_a_total_under_its_own_subtotal_is_not_what_was_paid():
    """A tilted photo pairs TOTAL with the tax line above the real total (Firehouse Pizza:
    SUB TOTAL 17.83, ..., 0.40 beside TOTAL:, $25.76 under it): a total less than a printed
    subtotal, with nothing printed as taken off, is contradicted; with a discount it may stand."""
    from decimal import Decimal
    from docq.records import Box, Field
    from docq.workers import receipts

    def f(name, value, label):
        return Field(name, value, label, 1, Box(0, 0, 1, 1), [value], 90.0, "row")
    groups = {"total": [f("total", "0.40", "TOTAL:")]}
    chosen, contradicted = receipts.choose(groups, False, False, False, {Decimal("17.83")})
    assert "total" in contradicted and not chosen
    chosen, contradicted = receipts.choose(groups, False, False, True, {Decimal("17.83")})
    assert "total" not in contradicted
    rounded = {"total": [f("total", "26.80", "Amount To Be Paid")]}
    assert "total" not in receipts.choose(rounded, True, False, False, {Decimal("26.82")})[1]


def test_a_guest_checks_total_stands_when_its_subtotal_and_state_tax_add_up_to_it(tmp_path):
    def check(total: str):
        rows = [("Sub Total", "94.40"), ("State Tax", "6.61"), ("Check Total", total), ("15% tip is", "15.15")]
        items = [Item("KOKORO SUSHI BAR", 50, 60, size=14, bold=True), Item("Server Stephen  Date 06/27/14", 50, 80)]
        items += [x for i, (label, value) in enumerate(rows)
                  for x in (Item(label, 60, 140 + 18 * i), Item(value, 300, 140 + 18 * i, align="right"))]
        return fields(sidecar_of(to_digital_pdf([items], tmp_path / f"check_{total}.pdf")))
    got = check("101.01")
    assert got["total"].value == "101.01" and not got["total"].conflicting and got["tax"].value == "6.61"
    assert "tip" not in got                     # a suggested tip is no tip paid
    misread = check("107.01")                   # the parts do not land on it: held, never stated
    assert "total" not in misread or misread["total"].conflicting


def test_a_total_the_card_network_was_charged_stands_though_its_tax_row_prints_the_taxable_amount(tmp_path):
    def slip(charged: str):
        items = [Item("TARGET", 50, 60, size=14, bold=True), Item("10/20/2015   11:50 AM", 50, 80),
                 Item("SUBTOTAL", 60, 140), Item("$24.98", 300, 140, align="right"),
                 Item("T NJ TAX 7.0000% on", 60, 158), Item("$24.98", 200, 158, align="right"),
                 Item("$1.75", 300, 158, align="right"),
                 Item("TOTAL", 60, 176), Item("$26.73", 300, 176, align="right"),
                 Item("*7524 DISCOVER NETWORK CHARGE", 60, 194), Item(charged, 300, 194, align="right")]
        return fields(sidecar_of(to_digital_pdf([items], tmp_path / f"target_{charged}.pdf")))
    got = slip("$26.73")
    assert got["total"].value == "26.73" and not got["total"].conflicting
    other = slip("$28.73")                      # charged another figure: the total is not proved
    assert "total" not in other or other["total"].conflicting


def test_a_total_the_only_payment_lands_on_stands_over_a_misread_subtotal():
    """sroie-dev 139 as a scanner PDF: "Total (Excluding GST): 6.33" read as 8.33, GST 0.37,
    "TOTAL: 6.70", "CASH : 6.70". The cash handed over, on its own line, is the total: the
    subtotal is the misread figure and is held instead. A split payment (cash and a card) or
    one figure paired with both labels proves nothing, and the total stays held."""
    from decimal import Decimal
    from docq.records import Box, Field
    from docq.workers import receipts

    def f(name, value, label, y):
        return Field(name, value, label, 1, Box(300, y, 340, y + 10), [value], 90.0, "row")
    base = {"subtotal": [f("subtotal", "8.33", "Total (Excluding GST):", 100)],
            "tax": [f("tax", "0.37", "GST payable (6%):", 115)],
            "total": [f("total", "6.70", "Total (Inclusive of GST):", 130), f("total", "6.70", "TOTAL:", 145)]}
    paid = dict(base, cash_tendered=[f("cash_tendered", "6.70", "CASH :", 170)])
    chosen, contradicted = receipts.choose(paid, False, True, False, {Decimal("8.33")})
    assert chosen == {"total": "6.70"} and "total" not in contradicted and "subtotal" in contradicted
    split = dict(paid, _card_paid=[f("_card_paid", "2.00", "VISA", 185)])
    assert "total" in receipts.choose(split, False, True, False, {Decimal("8.33")})[1]
    one_figure = dict(base, cash_tendered=[f("cash_tendered", "6.70", "CASH :", 145)])
    assert "total" in receipts.choose(one_figure, False, True, False, {Decimal("8.33")})[1]


def test_a_guest_checks_amount_due_and_a_pumps_coded_total_name_the_total():
    # TGIF's "07:18PM Amt. Due", Betawi's "BILL AMOUNT", a fuel pump's "TOTAL (D)"
    assert labels_match("07:18PM Amt. Due", "receipt") == ["total", "amount_due"]
    assert labels_match("BILL AMOUNT", "receipt") == ["total"]
    assert labels_match("TOTAL (D)", "receipt") == ["total"]
    assert labels_match("TOTAL (D)", "utility-bill") == []


def test_a_figures_evidence_is_its_own_words_not_the_line_aboves_figure():
    # Bed Bath & Beyond's photo (wildreceipt 4455): lines so close that TOTAL's box took in the
    # tax figure above it, and the second reader was asked to read "9.65 126.63" in one crop
    from docq.workers.evidence import grounded_at
    page = Page(1, 200, 200, [Word("9.65", Box(64.0, 60.5, 70.0, 65.0), 99.0, "rapidocr"),
                              Word("$", Box(60.0, 64.0, 62.5, 69.0), 99.0, "rapidocr"),
                              Word("126.63", Box(63.0, 64.0, 72.0, 69.0), 99.0, "rapidocr")], "ocr:rapidocr")
    ok, _, words = grounded_at(page, Box(59.5, 63.6, 72.0, 68.64), "126.63")
    assert ok and words == ["$", "126.63"]


def test_a_figure_cut_between_its_digits_is_its_own_evidence_only_when_touching():
    # an Italian till's TOTALE 81,20 read as "8" and "1,20" a digit's spacing apart
    def page(gap):
        return Page(1, 200, 250, [Word("8", Box(115.4, 202.1, 123.1, 211.2), 100.0, "rapidocr"),
                                  Word("1,20", Box(123.1 + gap, 201.8, 153.6 + gap, 211.2), 100.0, "rapidocr")],
                    "ocr:rapidocr")
    ok, _, words = figure_grounded_at(page(1.4), Box(115.4, 201.8, 155.0, 211.2), "81.20")
    assert ok and words == ["81,20"]
    # a word space apart: a quantity and a price, no 81.20
    assert not figure_grounded_at(page(6.0), Box(115.4, 201.8, 159.6, 211.2), "81.20")[0]
