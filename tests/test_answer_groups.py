"""A record printed over several lines and closed by its own total (a remittance's claim): the
first line's figure is that line's, never the record's. On main "What was allowed for Jane
Doe's claim 0007777" stated the first service line's $29.00; its claim total is $43.50."""
from __future__ import annotations

from datetime import date

from docq.answer.engine import AnswerContext, answer
from docq.answer.groups import one_line_of_many
from tests.answer_support import placed_page, reread_agrees

PAGE = ["REMITTANCE ADVICE FOR MEDICAID/CHIP/MHSP",
        "RECIP ID | NAME | FROM | TO | SVC | CHARGES | ALLOWED",
        "0007777 | DOE, JANE | 12152021 12152021 | 4.000 H2019 HA | 500.00 | 29.00",
        "ICN 33311111111111111 PATIENT NUMBER=333-222222222",
        "12172021 12172021 | 2.000 H2019 HA | 250.00 | 14.50",
        "***CLAIM TOTAL*************** | 750.00 | 43.50",
        "0008888 | DOE, JANE | 12222021 12222021 | 4.000 H2019 HA | 500.00 | 31.00",
        "ICN 33311111111111111 PATIENT NUMBER=333-222222222",
        "***CLAIM TOTAL*************** | 500.00 | 31.00"]


def test_a_records_first_line_under_a_total_of_several_lines_is_one_line():
    text = "\n".join(PAGE)
    assert one_line_of_many(text, "0007777 DOE, JANE 12152021 12152021 4.000 H2019 HA", "29.00")
    # a claim of one line is its own total; a receipt's items are records of their own
    assert not one_line_of_many(text, "0008888 DOE, JANE 12222021 12222021 4.000 H2019 HA", "31.00")
    items = "\n".join(["1 PEPSI | 12.00", "2 FRIES | 5.00", "SUBTOTAL | 17.00"])
    assert not one_line_of_many(items, "1 PEPSI", "12.00")


def test_a_claims_first_service_line_is_not_the_claim(lib):
    rows = [[(20, "RECIP ID"), (90, "NAME"), (170, "FROM TO"), (300, "SVC"), (400, "CHARGES"), (480, "ALLOWED")],
            [(20, "0007777"), (90, "DOE, JANE"), (170, "12152021 12152021"), (300, "4.000 H2019 HA"), (400, "500.00"),
             (480, "29.00")],
            [(20, "ICN 33311111111111111 PATIENT NUMBER=333-222222222")],
            [(170, "12172021 12172021"), (300, "2.000 H2019 HA"), (400, "250.00"), (480, "14.50")],
            [(20, "***CLAIM TOTAL***************"), (400, "750.00"), (480, "43.50")],
            [(20, "0008888"), (90, "DOE, JANE"), (170, "12222021 12222021"), (300, "4.000 H2019 HA"), (400, "500.00"),
             (480, "31.00")],
            [(20, "***CLAIM TOTAL***************"), (400, "500.00"), (480, "31.00")]]
    page = placed_page(*rows)
    lib("medicaid-remit.pdf", [page.text.splitlines()], doc_type="medical-bill", issuer="Sensible",
        dates={"statement_date": "2022-01-13"}, placed=[page.words])
    ctx = AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=date(2026, 3, 1))
    for q in ("What was allowed for Jane Doe's claim 0007777?", "What were the charges on Jane Doe's claim 0007777?"):
        a = answer(q, ctx)
        assert a.amount in (None, "43.50", "750.00"), (q, a.text)
    # a claim of one line is its own
    a = answer("What was allowed for Jane Doe's claim 0008888?", ctx)
    assert a.amount in (None, "31.00"), a.text


def test_a_pay_stubs_deduction_rows_are_records_of_their_own():
    # "401k Pre-Tax | 193.70" over other deductions and "Total Deductions": each row is its own
    text = "\n".join(["401k Pre-Tax | 193.70 | 1,105.00", "401k Match | 116.22 | 663.00", "Dental | 12.00 | 72.00",
                      "Total Deductions | 321.92 | 1,840.00"])
    assert not one_line_of_many(text, "401k Pre-Tax", "193.70")
    text = "\n".join(["INV-20931 | Spot package | 500.00", "Agency commission | 75.00", "Total | 425.00"])
    assert not one_line_of_many(text, "INV-20931 Spot package", "500.00")
