"""Every word of a question is accounted for (docq/answer/wording.py), and a figure asked for
in a person's own words is read from the row whose printed label those words name
(docq/answer/openlabels.py). Each class of wrong figure seen on documents nobody tuned for is
replayed here over constructed libraries (real Store, real index, real guards)."""
from __future__ import annotations

from datetime import date

from hypothesis import HealthCheck, given, settings, strategies as st
import pytest

from docq import money
from docq.answer import wording
from docq.answer.engine import answer
from docq.answer.lines import LINES
from docq.answer.openlabels import label_words
from docq.answer.parse import parse
from docq.meaning import grammar, qualifiers, words as meaning_words
from tests.test_answer_engine import ctx_for

RENTAL = "88 Alder Ct, Salem OR 97301"


def no_figure(a) -> bool:
    return a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text)


def household(lib):
    """An electric bill for the rental, a gas bill for the home, an earthquake policy and a
    homeowners policy, a card statement, a bank statement."""
    lib("pge-2024-03.pdf", [["Valley Power Co", "Electric Service Statement", f"Service Address {RENTAL}",
                             "Supply Charges | 45.12", "Delivery Charges | 38.40",
                             "Amount Due | $83.52", "Amount Due After 04/15/2024 | $88.52"]],
        doc_type="utility-bill", issuer="Valley Power Co", address=RENTAL,
        dates={"period_end": "2024-03-31", "statement_date": "2024-04-02", "due_date": "2024-04-15"},
        fields=[("amount_due", "$83.52", "Amount Due")])
    lib("nwn-2024-03.pdf", [["NW Natural", "Service Address 4410 SE Oak St Portland OR",
                             "Current Gas Charges | 61.10", "Total Amount Due | $61.10"]],
        doc_type="utility-bill", issuer="NW Natural", address="4410 SE Oak St Portland OR",
        dates={"period_end": "2024-03-31", "statement_date": "2024-04-03"},
        fields=[("amount_due", "$61.10", "Total Amount Due")])
    lib("cea-2024.pdf", [["California Earthquake Authority", "Earthquake Policy Declarations",
                          "Annual Premium | $1,927.00", "Deductible | $25,000.00"]],
        doc_type="insurance-declarations", issuer="California Earthquake Authority",
        dates={"period_start": "2024-02-01", "period_end": "2025-02-01"},
        fields=[("premium", "$1,927.00", "Annual Premium"), ("deductible", "$25,000.00", "Deductible")])
    lib("shield-home-2024.pdf", [["Pacific Shield Insurance", "Homeowners Policy Declarations",
                                  "Flood damage is not covered by this policy.",
                                  "Annual Premium | $2,210.00", "All Perils Deductible | $1,000.00"]],
        doc_type="insurance-declarations", issuer="Pacific Shield Insurance",
        dates={"period_start": "2024-05-01", "period_end": "2025-05-01"},
        fields=[("premium", "$2,210.00", "Annual Premium"), ("deductible", "$1,000.00", "All Perils Deductible")])
    lib("northstar-2024-06.pdf", [["Northstar Bank", "Credit Card Statement", "Closing Date 06/07/2024",
                                   "New Balance | $1,204.33", "Minimum Amount Due | $35.00",
                                   "Credit Limit | $8,000.00", "Available Credit | $6,795.67",
                                   "Interest Charged | $18.21", "Cash Advance Fee | $10.00"]],
        doc_type="credit-card-statement", issuer="Northstar Bank", dates={"closing_date": "2024-06-07"},
        fields=[("new_balance", "$1,204.33", "New Balance"), ("minimum_payment", "$35.00", "Minimum Amount Due")])
    lib("harbor-2024-06.pdf", [["Harbor Bank", "Savings Statement June 2024", "Statement Period 06/01/2024 - 06/30/2024",
                                "Interest Paid Year to Date | 45.10", "Interest Paid This Period | 3.20",
                                "Ending Balance | 12,400.00"]],
        doc_type="bank-statement", issuer="Harbor Bank",
        dates={"period_start": "2024-06-01", "period_end": "2024-06-30"})


def test_a_narrowing_word_no_document_prints_is_declined_by_name(lib):
    household(lib)
    a = answer("What was the gas bill for the rental in March 2024?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text
    a = answer("What is the premium on my umbrella policy?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined" and "umbrella" in a.text, a.text
    a = answer("What is my flood deductible?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined" and a.review_id is None and "flood" in a.text, a.text


def test_the_words_that_pick_a_document_pick_it(lib):
    household(lib)
    a = answer("What is the premium on my earthquake policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1927.00", a.text
    a = answer("How much was my gas bill for March 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "61.10", a.text
    a = answer("What was the amount due on my electric bill for March 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "83.52", a.text


def test_a_row_the_question_names_is_read_not_the_total(lib):
    household(lib)
    a = answer("What were the supply charges on my electric bill in March 2024?", ctx_for(lib))
    assert a.amount in (None, "45.12") and a.amount != "83.52", a.text
    assert a.status == "answered" and a.amount == "45.12", a.text


def test_paying_late_is_never_the_on_time_amount(lib):
    household(lib)
    a = answer("If I pay my electric bill late, how much will I owe for March 2024?", ctx_for(lib))
    assert a.amount != "83.52", a.text
    a = answer("What is the amount due on my March 2024 electric bill?", ctx_for(lib))
    assert a.amount == "83.52", a.text     # and the on-time question is never the late figure


def test_a_minimum_amount_due_is_not_what_i_owe(lib):
    household(lib)
    a = answer("How much do I owe on my card?", ctx_for(lib))
    assert a.amount != "35.00", a.text
    # what a person owes on a card statement is its new balance
    assert a.status == "answered" and a.amount == "1204.33", a.text


def test_a_months_interest_is_not_the_years(lib):
    household(lib)
    a = answer("How much interest did my savings earn in June 2024?", ctx_for(lib))
    assert a.amount in (None, "3.20"), a.text


def test_labels_outside_the_field_table_are_answered_from_the_row(lib):
    household(lib)
    for question, want in (("What is my credit limit?", "8000.00"),
                           ("How much interest was I charged on my Northstar card?", "18.21"),
                           ("What was the cash advance fee on my card statement?", "10.00")):
        a = answer(question, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (question, a.text)
        assert a.citations[0].document == "northstar-2024-06.pdf"
    a = answer("What is my available credit limit?", ctx_for(lib))
    assert no_figure(a), a.text    # "Available Credit" is not the limit, "Credit Limit" is not available


def test_when_no_label_matches_the_decline_lists_what_is_printed(lib):
    household(lib)
    a = answer("What was the balance transfer fee on my Northstar card?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text
    a = answer("What is the late fee on my Northstar statement?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text
    assert "Cash Advance Fee" in a.text or "New Balance" in a.text, a.text


ANSWERED = [
    ("What is the premium on my earthquake policy?", "1927.00", "cea-2024.pdf"),
    ("How much was my gas bill for March 2024?", "61.10", "nwn-2024-03.pdf"),
    ("What is the new balance on my Northstar statement?", "1204.33", "northstar-2024-06.pdf"),
    ("What is my credit limit?", "8000.00", "northstar-2024-06.pdf"),
    ("What is the deductible on my homeowners policy?", "1000.00", "shield-home-2024.pdf"),
]
# describing words: every line of insurance the tables name (answer/lines.py, as it stands; the
# household's own two, its homes' and its earthquake policy's, left out), and words no table holds
KIND_WORDS = sorted({w for line, ws in LINES.items() if line not in ("property", "earthquake") for w in ws}
                    | {"rental", "Volvo", "dental", "water", "checking", "second installment", "first installment",
                       "monthly", "401(k)", "business", "vacation", "storage", "penalty", "escrow", "overdraft",
                       "Tesla", "lake house"})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=st.sampled_from(ANSWERED), word=st.sampled_from(KIND_WORDS), where=st.integers(0, 30))
def test_a_word_the_evidence_does_not_print_never_adds_an_answer(lib, case, word, where):
    """Monotone: a correctly answered question, plus any describing word its document does
    not print, is never answered."""
    if not getattr(lib, "_household", False):
        household(lib)
        lib._household = True
    question, want, doc = case
    assert answer(question, ctx_for(lib)).amount == want
    words = question.rstrip("?").split()
    at = 1 + where % len(words)
    asked = " ".join(words[:at] + [word] + words[at:]) + "?"
    a = answer(asked, ctx_for(lib))
    assert a.status == "declined" and no_figure(a), (asked, a.text)


def test_the_proof_of_a_figure_travels_with_it(lib):
    household(lib)
    a = answer("What were the supply charges on my electric bill in March 2024?", ctx_for(lib))
    ev = a.to_dict()["evidence"]
    assert ev["document"] == "pge-2024-03.pdf" and ev["label"] == "Supply Charges" and ev["box"]
    assert ev["words"] == {"supply": "label", "charges": "label", "electric": "heading"}
    assert "second reader agrees on the pixels" in ev["checks"]
    a = answer("What is the premium on my umbrella policy?", ctx_for(lib))
    assert a.to_dict()["evidence"] is None


def test_a_day_first_date_is_proved_as_the_sidecar_read_it(lib):
    # the sidecar reads 05/04/2024 on a bill in pounds as 5 April; the guard must read it so too
    lib("octavia-2024-03.pdf", [["Octavia Energy", "Electricity bill", "Bill date 12/03/2024",
                                 "Payment due 05/04/2024", "Total to pay | £122.23"]],
        doc_type="utility-bill", issuer="Octavia Energy", currency="GBP",
        dates={"statement_date": "2024-03-12", "due_date": "2024-04-05"},
        fields=[("amount_due", "£122.23", "Total to pay")])
    a = answer("When is my Octavia Energy bill due?", ctx_for(lib))
    assert a.status == "answered" and "05/04/2024" in a.text, a.text


def test_a_receipt_whose_date_was_not_read_neither_answers_nor_confuses_a_dated_question(lib):
    for i, (day, total) in enumerate((("2018-03-02", "12.90"), ("2018-03-23", "48.10"), (None, "7.50"),
                                      (None, "19.99"), ("2017-12-28", "5.20"))):
        printed = f"Date: {day[8:]}/{day[5:7]}/{day[:4]}" if day else "Date: ?? /?? /2O1B"
        lib(f"diy-{i}.jpg", [["MR. D.I.Y. (M) SDN BHD", printed, f"TOTAL | RM {total}"]], doc_type="receipt",
            issuer="Mr. D.I.Y.", currency="RM", dates={"closing_date": day} if day else {},
            fields=[("total", f"RM {total}", "TOTAL")])
    a = answer("What was the total on my receipt on March 2, 2018?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "12.90", a.text
    a = answer("What was the total on my MR. D.I.Y. receipt on March 17, 2018?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text
    assert "March 23, 2018" in a.text and "couldn't read" in a.text, a.text


def test_an_identifier_is_read_from_the_row_its_words_name(lib):
    lib("eob-2024-03.pdf", [["Summit Health Plan", "Explanation of Benefits", "Claim Number: SHP-24-0219-88317",
                             "Member ID | XQ-4471920", "Plan Paid | 1,203.55", "You May Owe | 226.00"]],
        doc_type="medical-bill", issuer="Summit Health Plan", dates={"statement_date": "2024-03-04"})
    a = answer("What is the claim number on my Summit Health Plan explanation of benefits?", ctx_for(lib))
    assert a.status == "answered" and "SHP-24-0219-88317" in a.text and a.amount is None, a.text
    a = answer("What is my member ID on the Summit Health Plan statement?", ctx_for(lib))
    assert a.status == "answered" and "XQ-4471920" in a.text, a.text
    a = answer("How much did Summit Health Plan pay?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1203.55", a.text
    a = answer("What is my group number on the Summit Health Plan statement?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None, a.text


def test_the_balance_of_a_card_statement_is_its_new_balance(lib):
    # "credit card" and "card statement" name one "credit card statement": neither "credit"
    # nor "card" is left for a label to print; the bare "balance" of a card is its new balance
    from docq.answer.parse import doc_kind_said
    assert doc_kind_said("what's the balance on my credit card statement?") == (
        "credit-card-statement", "credit card statement")
    household(lib)
    a = answer("What's the balance on my Northstar credit card statement from June?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1204.33", a.text
    a = answer("What's the available balance on my Northstar credit card statement from June?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text


@pytest.mark.parametrize("label", ["10 Real estate taxes paid", "Property taxes disbursed"])
def test_a_lenders_property_tax_is_what_it_paid_from_escrow(lib, label):
    # a 1098's property tax is what the lender paid from the borrower's escrow, whether it
    # prints it as box 10 or as the escrow's disbursement
    lib("foxmoor-1098.pdf", [["Foxmoor Mortgage", "Form 1098 Mortgage Interest Statement 2023",
                              "1 Mortgage interest received from payer(s)/borrower(s) | 20,712.72",
                              f"{label} | 5,887.36"]],
        doc_type="1098", issuer="Foxmoor Mortgage", tax_year=2023,
        fields=[("mortgage_interest", "20,712.72", "1 Mortgage interest received from payer(s)/borrower(s)"),
                ("property_tax", "5,887.36", label)])
    a = answer("How much property tax did Foxmoor pay from escrow in 2023?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5887.36", a.text


def test_what_i_owe_a_clinic_is_the_patients_responsibility(lib):
    lib("foxgate-2023-04.pdf", [["Foxgate Family Clinic", "Patient Statement", "Total Charges | 1,033.81",
                                 "Insurance Paid | 812.00", "Copayment | 40.00", "Patient Responsibility | 121.84"]],
        doc_type="medical-bill", issuer="Foxgate Family Clinic", dates={"statement_date": "2023-04-07"},
        fields=[("total", "1,033.81", "Total Charges"), ("patient_responsibility", "121.84", "Patient Responsibility")])
    a = answer("How much do I owe Foxgate Family Clinic?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "121.84", a.text
    # a bill that prints no patient responsibility, only what it asks to be paid
    lib("lindenpoint-2023-03.pdf", [["Lindenpoint Family Clinic", "Statement of Services", "Total Charges | $348.19",
                                     "Copay Due | $25.00", "Please Pay | $73.99"]],
        doc_type="medical-bill", issuer="Lindenpoint Family Clinic", dates={"statement_date": "2023-03-31"},
        fields=[("total", "$348.19", "Total Charges")])
    a = answer("How much do I owe Lindenpoint Family Clinic?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "73.99", a.text


def test_a_w2s_box_12_amount_is_named_by_its_code(lib):
    # box 12 prints each amount beside its code, under the box's caption: "D | 22,500.00" is
    # box 12 code D, however the question comes at it
    lib("foxbury-w2.pdf", [["2023 W-2 and EARNINGS SUMMARY", "FOXBURY ANALYTICS INC - EIN 29-9093283",
                            "TOMAS PETROV", "1 Wages, tips, other comp. | 64,943.93", "D | 22,500.00",
                            "12a Code Amount"]],
        doc_type="w2", issuer="Foxbury Analytics", person="TOMAS PETROV", tax_year=2023,
        fields=[("w2_box1", "64,943.93", "1 Wages, tips, other comp.")])
    for question in ("How much went in under box 12 code D on Tomas's 2023 W-2?",
                     "What's in box 12 on Tomas's 2023 W-2?"):
        a = answer(question, ctx_for(lib))
        assert a.status == "answered" and a.amount == "22500.00" and "box 12 code D" in a.text, a.text
    a = answer("How much went in under box 12 code W on Tomas's 2023 W-2?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text


def _larkspur_w2(lib, *lines: str) -> None:
    """Larkspur Biotech's 2024 W-2: its wages box, and the `lines` printed after it."""
    lib("larkspur-w2.pdf", [["Form W-2 Wage and Tax Statement 2024", "LARKSPUR BIOTECH INC",
                             "1 Wages, tips, other compensation | 176,310.44", *lines]],
        doc_type="w2", issuer="Larkspur Biotech", tax_year=2024,
        fields=[("w2_box1", "176,310.44", "1 Wages, tips, other compensation")])


def test_a_box_12_code_is_only_the_plan_and_the_party_it_names(lib):
    """Code D is the employee's own 401(k) deferral: asked as typed ("401k") it answers; asked
    as a Roth 401(k)'s, a 457's, or what the employer put in, it is another figure (on main the
    pages' instructions grounded "Roth", "457" was no word, and the employer was the W-2's sender:
    all three were answered $23,000.00)."""
    _larkspur_w2(lib, "D | 23,000.00", "12a Code Amount", "W | 1,800.00", "12b Code Amount",
                 "Instructions: code AA designated Roth contributions under a section 401(k) plan; "
                 "code G deferrals to a section 457(b) plan")
    for q in ("How much did I contribute to my 401k in 2024?", "What were my 401(k) contributions on my 2024 W-2?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "23000.00", (q, a.text)
    a = answer("How much did my employer contribute to my HSA in 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1800.00", a.text
    for q in ("How much did I contribute to my Roth 401k in 2024?", "How much did I contribute to my 457 plan in 2024?",
              "How much did my employer contribute to my 401k in 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.status != "answered" and "23,000.00" not in a.text, (q, a.text)


def test_an_uncollected_tax_code_is_never_the_cost_it_is_a_tax_on(lib):
    """Code N is the Medicare tax an employer could not collect on the cost of group-term life
    insurance, code C that cost: on the engine this began from "my group term life insurance"
    was answered with code N's $1.51, its meaning printing the same words."""
    _larkspur_w2(lib, "N | 1.51", "12d Code Amount")
    a = answer("How much was my group term life insurance on my 2024 W-2?", ctx_for(lib))
    assert a.amount != "1.51", a.text
    a = answer("How much is in box 12 code N on my 2024 W-2?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1.51", a.text


def test_the_sender_paying_the_person_is_what_the_form_reports_paid(lib):
    # "how much did Larkspur pay me": the employer named as the one paying is the W-2's wages
    # (on main the name after "did" was no issuer, and the question no field)
    _larkspur_w2(lib)
    for q in ("How much did Larkspur pay me in 2024?", "What was my income from Larkspur in 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "176310.44", (q, a.text)


def test_social_security_is_what_every_figure_of_an_ssa_1099_is_of(lib):
    # "how much social security did I repay": on main "social" was a tax the label had to name
    # (a W-2's Social Security tax is not its Medicare tax), and "repaid" no "repay"
    lib("ssa-1099-2025.pdf", [["FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT", "2025",
                               "Box 3. Benefits Paid in 2025 | $22,231.20",
                               "Box 4. Benefits Repaid to SSA in 2025 | $1,184.00",
                               "Box 5. Net Benefits for 2025 (Box 3 minus Box 4) | $21,047.20"]],
        doc_type="ssa-1099", issuer="Social Security Administration", tax_year=2025)
    a = answer("How much social security did I repay in 2025?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1184.00", a.text


def test_an_acronym_on_the_label_stands_for_the_questions_words(lib):
    # "EIN" printed after the employer's name is the question's "employer ID number"; a
    # reader's speck before the number ("~") is not its label
    lib("sablewell-w2.pdf", [["2023 W-2 and EARNINGS SUMMARY", "SABLEWELL LOGISTICS CORP - EIN 71-3559739",
                              "1 Wages, tips, other comp. | 122,956.65"]],
        doc_type="w2", issuer="Sablewell Logistics", tax_year=2023,
        fields=[("w2_box1", "122,956.65", "1 Wages, tips, other comp.")])
    lib("elmfield-w2.pdf", [["Form W-2 Wage and Tax Statement 2023",
                             "b Employer identification number (EIN) | ~77-1204004"]],
        doc_type="w2", issuer="Elmfield Labs", tax_year=2023)
    a = answer("What employer ID number is on the Sablewell W-2?", ctx_for(lib))
    assert a.status == "answered" and "71-3559739" in a.text and a.amount is None, a.text
    a = answer("What employer ID number is on the Elmfield W-2?", ctx_for(lib))
    assert a.status == "answered" and "77-1204004" in a.text, a.text
    assert a.text.startswith("The employer identification number (EIN) on your 2023 W-2"), a.text
    # a number the label does not name is not the one printed
    a = answer("What routing number is on the Sablewell W-2?", ctx_for(lib))
    assert a.status != "answered" or "71-3559739" not in a.text, a.text


def test_a_state_after_its_towns_comma_is_no_acronym(lib):
    # "Augusta, GA" printed beside a zip code is in Georgia: it spells no "gross amount"
    lib("contract.pdf", [["WAGT Contract Agreement Between", "Contract / Revision 116087",
                          "Ee Augusta, GA | 30907", "Totals | 15 | $585.00", "Augusta, GA 30907", "Time Period | #ofSpots | GrossAmount | Agency Comm. | Net Amount",
                          "Totals | 15 | $585.00 | ($87.75) | $497.25"]],
        doc_type="other", issuer="WAGT")
    a = answer("What is the gross amount on contract 116087?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "585.00", a.text
    q = parse("What is the gross amount on contract 116087?", [], date(2026, 3, 1))
    where = wording.Described(own=set(), printed=set())
    found = wording.grounding(wording.terms(q, open_vocabulary=True), where, "Augusta, GA", q.text)
    assert found["gross"] is None
    found = wording.grounding(wording.terms(q, open_vocabulary=True), where, "Totals GA", q.text)
    assert found["gross"] == "label"          # a label's own acronym still stands for the words


def test_a_box_the_question_names_is_the_box_the_label_numbers(lib):
    lib("ravenwell-1099.pdf", [["Ravenwell Bank", "Form 1099-INT 2023", "1 Interest income | 293.60",
                                "2 Early withdrawal penalty | 0.00", "4 Federal income tax withheld | 12.00"]],
        doc_type="1099-int", issuer="Ravenwell Bank", tax_year=2023,
        fields=[("int_box1", "293.60", "1 Interest income"), ("int_box4", "12.00", "4 Federal income tax withheld")])
    a = answer("What's in box 1 of my 2023 1099-INT from Ravenwell?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "293.60", a.text
    a = answer("What's the interest income in box 3 of my 2023 1099-INT from Ravenwell?", ctx_for(lib))
    assert a.amount is None, a.text


def test_paying_late_is_not_grounded_by_the_late_figure_the_bill_also_prints(lib):
    # the bill prints "Amount Due After ..." (what a late payment owes) as one of its rows:
    # that grounds nothing about the on-time amount, which must not answer "if I pay late"
    lib("summit-2023-08.pdf", [["Summitbank Natural Gas Co.", "AVERY SORENSEN - DOGWOOD DR RENTAL",
                                "Account Number | Premises", "853-74517-1 | 5451 DOGWOOD DR",
                                "Supply Charges | 83.07", "Amount Now Due | $116.85",
                                "Amount Due After Sep 24, 2023 | $118.60", "Late fee | 1.75"]],
        doc_type="utility-bill", issuer="Summitbank Natural Gas", address="5451 Dogwood Dr",
        dates={"period_end": "2023-08-31", "due_date": "2023-09-24"},
        fields=[("amount_due", "$116.85", "Amount Now Due")])
    a = answer("If I pay the gas bill for the Dogwood Dr rental late, how much will it be?", ctx_for(lib))
    assert a.amount != "116.85", a.text
    a = answer("How much is the gas bill for the Dogwood Dr rental?", ctx_for(lib))
    assert a.amount == "116.85", a.text
    a = answer("How much will I owe on the Summitbank gas bill if I pay late?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "118.60", a.text


def test_the_previous_bill_is_no_bill_of_the_previous_balance_row(lib):
    """"The balance from my previous Con Edison bill" was answered with the bill's total due: the
    word "previous" before "bill" was taken to say which bill, and found in a row the bill prints
    ("Balance from previous bill"). A word of a closed set says which figure, never which bill."""
    lib("coned-2024-08.pdf", [["Con Edison", "Your billing summary as of Aug 29, 2024",
                               "Total charges from your last bill | $284,856.22",
                               "Payments through Aug 28, thank you | -$31,737.09",
                               "Balance from previous bill | $253,119.13",
                               "Total from this billing period | $268,222.55",
                               "Total amount due | $521,341.68"]],
        doc_type="utility-bill", issuer="Con Edison", dates={"period_end": "2024-08-28", "statement_date": "2024-08-29"},
        fields=[("amount_due", "$521,341.68", "Total amount due")])
    a = answer("What was the balance from my previous Con Edison bill?", ctx_for(lib))
    assert a.amount in (None, "253119.13"), a.text
    due = answer("What is the total amount due on my Con Edison bill?", ctx_for(lib))
    assert due.amount == "521341.68", due.text

def _page_of(lines: list[tuple[float, list[tuple[str, float]]]]) -> "DocPage":
    """A page from (baseline y, [(word, box height)]) lines, words laid left to right."""
    from docq.answer.library import DocPage
    from docq.records import Box, Word
    words = []
    for y, ws in lines:
        x = 40.0
        for text, h in ws:
            words.append(Word(text, Box(x, y - h, x + 8 * len(text), y), 95.0, "tesseract"))
            x += 8 * len(text) + 6
    return DocPage(1, words, "\n".join(" ".join(t for t, _ in ws) for _, ws in lines))


def test_title_words_are_a_line_printed_larger_not_a_tall_glyph_in_body_text():
    from docq.answer.wording import _title_words
    body = [(100 + 14 * i, [("Previous", 8.0), ("Balance", 8.0), ("Delivery", 10.2), ("Charges", 10.2),
                            ("Amount", 8.0), ("Due", 8.0), ("one", 6.0), ("more", 6.0)]) for i in range(3)]
    odd = (160, [("Amount", 8.0), ("Due", 8.0), ("After", 12.3), ("Previous", 8.0)])   # a reader's merged box
    title = (40, [("Umbrella", 16.0), ("Policy", 16.0)])
    words = _title_words(_page_of([title, *body, odd]))
    # descenders make "Delivery" taller than "Amount" without making it a title
    assert set(words) == {"Umbrella", "Policy"}


def test_words_that_mean_the_same_on_a_real_label_are_accounted_for(lib):
    household(lib)
    lib("graniteton-auto.pdf", [["Graniteton Insurance", "Personal Auto Declarations",
                                 "Collision Ded. | $1,000.00", "Comprehensive Ded. | $100.00", "Policy Premium | $912.00"]],
        doc_type="insurance-declarations", issuer="Graniteton Insurance",
        dates={"period_start": "2024-03-01", "period_end": "2025-03-01"},
        fields=[("collision_deductible", "$1,000.00", "Collision Ded."),
                ("comprehensive_deductible", "$100.00", "Comprehensive Ded.")])
    for question, want in (("How big is my homeowners deductible?", "1000.00"),      # "how big": how much
                           ("How high is my Northstar credit line?", "8000.00"),      # a line is its limit
                           ("What is the collision deductible on my auto policy?", "1000.00"),   # "Ded."
                           ("What's the comprehensive deductible on my auto policy?", "100.00"),
                           ("What was my monthly interest from Harbor Bank in June 2024?", "3.20")):
        a = answer(question, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (question, a.text)
    # the same words never stretch to a figure they do not name
    a = answer("How big is the collision premium on my auto policy?", ctx_for(lib))
    assert no_figure(a), a.text
    a = answer("What was my quarterly interest from Harbor Bank in June 2024?", ctx_for(lib))
    assert no_figure(a), a.text     # a statement of one month is not a quarter's


def test_a_word_printed_with_its_plurals_ending_in_brackets_is_that_word():
    # "Past Due Payment(s)": "Payment(s)" was a word of its own, said by no question, and the
    # row was held for it
    assert wording.tokens("Past Due Payment(s)") == ["Past", "Due", "Payments"]
    assert wording.stems("Fee(s) Charged") == wording.stems("Fees Charged")
    assert wording.tokens("401(k) Contribution") == ["401(k)", "Contribution"]


def test_missing_the_due_date_is_paying_late(lib):
    household(lib)
    a = answer("What will I owe on my March 2024 electric bill if I miss the due date?", ctx_for(lib))
    assert a.amount != "83.52", a.text
    assert a.status == "answered" and a.amount == "88.52", a.text


def test_a_quantity_is_read_in_the_unit_its_label_names_and_is_never_money(lib):
    lib("yarrow-2023-05.pdf", [["Yarrowridge Electric", "Service Location | 6977 SYCAMORE DR",
                                "Meter Number | 88123", "Electricity Used (kWh) | 1,179", "Please Pay | $214.05"]],
        doc_type="utility-bill", issuer="Yarrowridge Electric",
        dates={"period_start": "2023-05-01", "period_end": "2023-05-31"}, fields=[("amount_due", "$214.05", "Please Pay")])
    lib("stonebury-2023-05.pdf", [["Stonebury Gas", "Total Therms | 129", "Amount Due | $116.12"]],
        doc_type="utility-bill", issuer="Stonebury Gas",
        dates={"period_start": "2023-05-01", "period_end": "2023-05-31"}, fields=[("amount_due", "$116.12", "Amount Due")])
    ctx = ctx_for(lib)
    for question, want, doc in (("How much electricity did I use in May 2023, in kWh?", "1,179", "yarrow-2023-05.pdf"),
                                ("How many kWh did 6977 Sycamore Dr use in May 2023?", "1,179", "yarrow-2023-05.pdf"),
                                ("How much gas did I use in May 2023?", "129", "stonebury-2023-05.pdf")):
        a = answer(question, ctx)
        assert a.status == "answered" and want in a.text and a.amount is None, (question, a.text)
        assert "$" not in a.text and a.citations[0].document == doc, a.text
    a = answer("How much did I pay for electricity in May 2023?", ctx)
    assert "1,179" not in a.text and "1179" not in a.text, a.text
    a = answer("How much water did I use in May 2023?", ctx)     # no bill measures water
    assert a.status == "declined" and not any(ch.isdigit() for ch in a.text.replace("2023", "")), a.text


def test_a_label_that_spells_out_the_question_word_answers_it(lib):
    lib("birchhaven.pdf", [["Birchhaven Family Clinic", "Patient: GRACE IYER", "Gross Charges | $2,074.38",
                            "Insurance Paid | -$1,366.61", "Copayment. | $25.00", "Your Balance | $85.46"]],
        doc_type="medical-bill", issuer="Birchhaven Family Clinic", dates={"statement_date": "2023-04-11"})
    a = answer("What was the copay at Birchhaven Family Clinic?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "25.00", a.text
    a = answer("What was the copay for the X-ray at Birchhaven Family Clinic?", ctx_for(lib))
    assert no_figure(a), a.text


def test_a_label_printed_under_its_figure_is_read_as_the_layout_paired_it(lib):
    # a grid of figures over their labels: no line holds a label with its figure
    lib("elmford-2023-03.pdf", [["Elmford Savings Bank", "Statement period 1 March 2023 - 31 March 2023",
                                 "$43.63 | $10,940.82", "Interest Paid | Ending Balance",
                                 "$194.95 | 2.05%", "Interest Paid Year-to-Date | Annual Percentage Yield Earned",
                                 "EQ-22651382", "Member Number"]],
        doc_type="bank-statement", issuer="Elmford Savings Bank",
        dates={"period_start": "2023-03-01", "period_end": "2023-03-31"},
        box_pairs=[(1, "Interest Paid", "$43.63"), (1, "Ending Balance", "$10,940.82"),
                   (1, "Interest Paid Year-to-Date", "$194.95"), (1, "Member Number", "EQ-22651382")])
    ctx = ctx_for(lib)
    a = answer("What was the annual percentage yield earned on my Elmford statement?", ctx)
    assert no_figure(a), a.text          # 2.05% is no money, and no pair holds it
    a = answer("What was the interest paid year-to-date on my Elmford statement for March 2023?", ctx)
    assert a.status == "answered" and a.amount == "194.95", a.text
    a = answer("What is my Elmford member number?", ctx)
    assert a.status == "answered" and "EQ-22651382" in a.text, a.text


def test_what_a_policy_costs_is_its_premium_and_a_missed_due_date_is_never_the_on_time_figure(lib):
    household(lib)
    a = answer("What does my earthquake policy cost?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1927.00", a.text
    # the card prints no figure for paying late: neither its new balance nor its minimum answers
    a = answer("What will I owe on my Northstar card if I miss the due date?", ctx_for(lib))
    assert no_figure(a), a.text
    a = answer("How much will the March 2024 electric bill be if I pay after the due date?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "88.52", a.text


def test_how_much_insurance_is_is_what_it_costs(lib):
    # "how much is my earthquake insurance" asks its price as "what does it cost" does (on
    # main it named no figure); what a coverage covers is still asked of the coverage
    household(lib)
    for q in ("How much is my earthquake insurance?", "How much is my earthquake policy?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "1927.00", (q, a.text)
    a = answer("How much is my earthquake insurance deductible?", ctx_for(lib))
    assert a.amount != "1927.00", a.text


def test_what_a_card_charged_for_something_is_its_fee_not_the_thing(lib):
    lib("willowton-2023-06.pdf", [["Willowton Credit Union", "Card Services", "Statement closing date 06/22/2023",
                                   "New Balance | $2,510.82", "Cash Advance | $250.00", "Fee - Cash Advance | $12.50",
                                   "Purchases | $646.79"]],
        doc_type="credit-card-statement", issuer="Willowton Credit Union", dates={"closing_date": "2023-06-22"},
        fields=[("new_balance", "$2,510.82", "New Balance")])
    ctx = ctx_for(lib)
    a = answer("What did Willowton charge me for the cash advance on my June statement?", ctx)
    assert a.amount != "250.00", a.text
    assert a.status == "answered" and a.amount == "12.50", a.text
    a = answer("How much cash advance did I take on my June Willowton statement?", ctx)
    assert a.amount in (None, "250.00"), a.text


def test_a_1098s_outstanding_principal_is_the_years_start_never_its_end(lib):
    # box 2 of a 1098 is the principal as of January 1 (or the loan's origination): "at the end
    # of 2024" stated it as the year-end balance
    lib("scioto-1098.pdf", [["Scioto River Mortgage", "Form 1098 Mortgage Interest Statement For calendar year 2024",
                             "1 Mortgage interest received from payer(s)/borrower(s) | $14,902.11",
                             "2 Outstanding mortgage principal | $331,418.76"]],
        doc_type="1098", issuer="Scioto River Mortgage", tax_year=2024,
        fields=[("mortgage_interest", "$14,902.11", "1 Mortgage interest received from payer(s)/borrower(s)")])
    for asked in ("What was my outstanding principal at the end of 2024?",
                  "What was my outstanding mortgage principal on December 31, 2024?",
                  # (nor what was paid of it: "the principal I paid" stated box 2)
                  "What was the mortgage principal I paid in 2024?"):
        a = answer(asked, ctx_for(lib))
        assert a.amount is None, (asked, a.text)
    a = answer("What was the outstanding mortgage principal on my 2024 1098?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "331418.76", a.text


def test_a_box_named_by_its_caption_is_never_another_boxs_figure(lib):
    # "the state income on the Brightline 1099-NEC" stated box 1's nonemployee compensation:
    # box 7, State income, is printed empty
    lib("brightline-1099nec.pdf", [["PAYER’S name, street address, city or town, state or province, country, ZIP",
                                    "BRIGHTLINE DESIGN STUDIO LLC | Nonemployee", "For calendar year | 2025",
                                    "1 Nonemployee compensation | $ 18,450.00",
                                    "4 Federal income tax withheld | $",
                                    "5 State tax withheld | 6 State/Payer’s state no. | 7 State income", "$ | $"]],
        doc_type="1099-nec", issuer="Brightline Design Studio", tax_year=2025,
        fields=[("nec_box1", "$ 18,450.00", "1 Nonemployee compensation")])
    a = answer("What was the state income on the Brightline 1099-NEC?", ctx_for(lib))
    assert a.amount is None, a.text
    a = answer("What was the nonemployee compensation on the Brightline 1099-NEC?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "18450.00", a.text


def test_a_form_for_a_year_answers_for_that_year_and_a_box_is_its_number_through_specks(lib):
    lib("sablewood-1098.pdf", [["Sablewood Home Loans", "Form 1098 Mortgage Interest Statement 2023",
                                "1 Mortgage interest received from payer(s)/borrower(s) | $6,736.16",
                                "10 Property tax | $3,069.21", "Escrow Balance as of 12/31 | $3,545.38"]],
        doc_type="1098", issuer="Sablewood Home Loans", tax_year=2023,
        fields=[("mortgage_interest", "$6,736.16", "1 Mortgage interest received from payer(s)/borrower(s)")])
    lib("granitevale-1099.pdf", [["Granitevale Savings Bank", "Form 1099-INT 2023", "ee 1 Interest income | 1,424.26",
                                  "2 Early withdrawal penalty | 0.00"]],
        doc_type="1099-int", issuer="Granitevale Savings Bank", tax_year=2023)
    lib("unionwater.pdf", [["Unionwater Health Partners", "Patient: PRIYA HADDAD", "Gross Charges | $1,236.76",
                            "Insurance Paid | -$980.00", "Please Pay | $206.76"]],
        doc_type="medical-bill", issuer="Unionwater Health Partners", dates={"statement_date": "2023-06-05"},
        fields=[("amount_due", "$206.76", "Please Pay")])
    ctx = ctx_for(lib)
    for question, want in (("What was my escrow balance at the end of 2023?", "3545.38"),
                           ("What's on box 1 of my 2023 1099-INT from Granitevale?", "1424.26"),
                           ("What were the total charges on the Unionwater Health Partners bill?", "1236.76")):
        a = answer(question, ctx)
        assert a.status == "answered" and a.amount == want, (question, a.text)
    a = answer("What was my escrow balance at the end of 2022?", ctx)
    assert no_figure(a), a.text


def test_in_dollars_says_only_how_the_figure_is_given():
    # "my hurricane deductible in dollars": the unit every money answer is in, no label's word
    assert {"dollars", "dollar"} <= wording.FILLER


@pytest.mark.parametrize("printed, quoted", [
    ("Grand Total: 10", "Grand Total"),             # the spots column's count beside it
    ("annual limit of /year", "annual limit"),      # "$20,000/year." taken out of the sentence
    ("Cost per /day", "Cost per day"),
    ("premium of per month", "premium per month"),  # "$27.50 per month" taken out
    ("Net Total:", "Net Total"),
    ("Total Policy Premium", "Total Policy Premium"),
    ("Balance as of 10/2024", "Balance as of 10/2024"),
])
def test_a_label_is_quoted_in_its_own_words(printed, quoted):
    assert label_words(printed) == quoted


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_a_label_naming_another_member_of_a_closed_set_is_another_figure(data):
    """For every closed set of qualifiers (meaning/qualifiers.py EXCLUSIVE, as it stands), a label
    printing one member is never the figure of a question naming another."""
    group = data.draw(st.sampled_from(qualifiers.EXCLUSIVE))
    printed, said = data.draw(st.lists(st.sampled_from(sorted(group)), min_size=2, max_size=2, unique=True))
    q = parse(f"What is the {said} amount on my 2024 statement?", [], date(2026, 3, 1))
    assert printed in wording.opposed(f"{printed.title()} Amount", q)


def test_a_label_that_counts_the_days_of_the_term_asked_says_when_not_what(lib):
    lib("coned-2024-08.pdf", [["Con Edison", "Your electricity bill", "Billing period: Jul 30, 2024 to Aug 28, 2024",
                               "Balance from previous bill | $253,119.13",
                               "Electricity charges - for 29 days | $114,529.21",
                               "Late payment charges | $6,681.25", "Total amount due | $521,341.68"]],
        doc_type="utility-bill", issuer="Con Edison",
        dates={"period_start": "2024-07-30", "period_end": "2024-08-28", "statement_date": "2024-08-29"},
        fields=[("amount_due", "$521,341.68", "Total amount due")])
    ctx = ctx_for(lib)
    a = answer("What were the electricity charges for July 30 to August 28, 2024 on my Con Edison bill?", ctx)
    assert a.status == "answered" and a.amount == "114529.21", a.text
    # a count of days the term asked does not have is another period's figure
    a = answer("What were the electricity charges for July 30 to August 8, 2024 on my Con Edison bill?", ctx)
    assert a.amount != "114529.21" and no_figure(a), a.text


def test_how_much_of_a_whole_went_to_a_part_is_the_part_whose_line_the_words_name(lib):
    lib("f1040-2020.pdf", [["Form 1040 U.S. Individual Income Tax Return 2020",
                            "33 | Add lines 25d, 26, and 32. These are your total payments | 33 | 500.",
                            "34 | If line 33 is more than line 24, subtract line 24 from line 33. This is the amount "
                            "you overpaid | 34 | 468.",
                            "35a Amount of line 34 you want refunded to you. If Form 8888 is attached, check here | a | 35a | 0.",
                            "36 | Amount of line 34 you want applied to your 2021 estimated tax | a | 36 | 468."]],
        doc_type="1040", issuer="Internal Revenue Service", tax_year=2020)
    assert wording.stem("applied") == wording.stem("apply") == "apply"
    ctx = ctx_for(lib)
    a = answer("How much of our 2020 overpayment did we apply to our 2021 estimated tax?", ctx)
    assert a.status == "answered" and a.amount == "468.00", a.text
    # the whole is grounded by what the document prints, never by the question alone
    a = answer("How much of our 2020 windfall did we apply to our 2021 estimated tax?", ctx)
    assert no_figure(a), a.text


def test_a_label_word_only_the_document_prints_and_the_grammar_does_not_know_blocks():
    # "Rebate" is in the document's own description (its title), and no table of meaning/
    # knows it: it says something about the figure nobody gave a meaning, so it is named
    q = parse("What is the total on my Quillfeather receipt?", [], date(2026, 3, 1))
    where = wording.Described(own={"quillfeather", "rebate", "receipt", "store"}, printed=set(),
                              named={"quillfeather"})
    assert wording.label_extra("Rebate Total", q, None, where) == ["Rebate"]
    # ...while a name of the document's (its issuer's) is no word of meaning: it passes
    assert wording.label_extra("Quillfeather Total", q, None, where) == []
    # a word the grammar knows, printed in the document's description, still passes ("Umbrella
    # Premium" on an umbrella policy asked as "the premium")
    q = parse("What is the premium on my Vantor policy?", [], date(2026, 3, 1))
    where = wording.Described(own={"vantor", "umbrella", "policy"}, printed=set())
    assert wording.label_extra("Umbrella Premium", q, None, where) == []


# Class 2's properties over the tables of meaning/ themselves, as they stand: whatever a table
# holds today is what is drawn, so a word added to one is exercised by the next run.
_RECEIPT_Q = "What is the total on my Quillfeather receipt?"


def _passes_otherwise(word: str) -> bool:
    """Whether a label word would pass on another ground than the document's description: the
    question says it, a neutral or a month's word, or a word the question's own words begin."""
    q = parse(_RECEIPT_Q, [], date(2026, 3, 1))
    asked = {wording.stem(t) for t in wording.tokens(q.text)}
    s = wording.stem(word)
    return (wording.same_word(s, asked) or s in meaning_words.NEUTRAL_LABEL or word in meaning_words.NEUTRAL_LABEL
            or word in meaning_words.MONTH_NAMES or word in meaning_words.PRONOUNS
            or any(len(a) >= 5 and s.startswith(a) for a in asked))


@settings(max_examples=200, deadline=None)
@given(word=st.sampled_from(sorted(grammar.known_words() - qualifiers.COVERED)))
def test_a_word_the_grammar_knows_passes_where_the_document_says_it(word):
    """Any word of any table of meaning/, printed in the document's own description, does not
    block a label for being unknown; but whom a plan's figure counts (one member, the family)
    the document's own words never say ("Lakeside Family Medicine")."""
    q = parse(_RECEIPT_Q, [], date(2026, 3, 1))
    where = wording.Described(own={"quillfeather", "receipt", wording.stem(word)}, printed=set(),
                              named={"quillfeather"})
    assert wording.label_extra(f"{word.title()} Total", q, None, where) == []


@settings(max_examples=200, deadline=None)
@given(word=st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=4, max_size=12))
def test_a_word_no_table_knows_blocks_however_the_document_prints_it(word):
    """A label word no table of meaning/ knows, which the question does not say, is named (it
    blocks the figure) even when the document's title prints it; a name of the document's own
    (its issuer) passes."""
    if wording.stem(word) in grammar.known_words() or word in grammar.known_words() \
            or wording.known(wording.stem(word)) or _passes_otherwise(word):
        return
    q = parse(_RECEIPT_Q, [], date(2026, 3, 1))
    where = wording.Described(own={"quillfeather", "receipt", wording.stem(word)}, printed=set(),
                              named={"quillfeather"})
    assert wording.label_extra(f"{word.title()} Total", q, None, where) == [word.title()]
    named = wording.Described(own={"receipt", wording.stem(word)}, printed=set(), named={wording.stem(word)})
    assert wording.label_extra(f"{word.title()} Total", q, None, named) == []


@pytest.mark.parametrize("label, question", [
    ("b Employer identification number (EIN)", "What employer ID number is on my Elmfield W-2?"),
    ("EMPLOYER IDENTIFICATION NUMBER (EIN)", "What employer ID number is on my Elmfield W-2?"),
    ("EIN - Employer Identification Number", "What is the EIN on my Elmfield W-2?"),
])
def test_an_acronym_and_its_expansion_on_the_label_say_one_thing(label, question):
    # the expansion's words ("identification") are accounted for by the acronym the question
    # spells ("employer ID number" is EIN), or the acronym by the question saying it
    q = parse(question, [], date(2026, 3, 1))
    where = wording.Described(own={"elmfield", "identification", "w-2"}, printed=set(), named={"elmfield"})
    assert wording.label_extra(label, q, None, where) == []
    # an acronym the question does not account for accounts for nothing: its words still say more
    q = parse("What routing number is on my Elmfield W-2?", [], date(2026, 3, 1))
    assert "identification" in [w.lower() for w in wording.label_extra(label, q, None, where)]


def test_a_policys_section_names_where_a_figure_is_printed_not_what_it_is():
    # State Farm prints the policy's one property deductible as "Deductibles - Section I"
    q = parse("What's my deductible on the State Farm renters policy?", [], date(2026, 3, 1))
    where = wording.Described(own={"state", "farm", "renter", "policy"}, printed=set())
    assert wording.label_extra("Deductibles - Section I", q, None, where) == []


def test_which_forms_a_returns_line_adds_up_is_not_what_it_is():
    q = parse("How much federal income tax was withheld on my 2018 tax return?", [], date(2026, 3, 1))
    where = wording.Described(own={"form", "1040", "return", "income", "tax", "and"}, printed=set())
    assert wording.label_extra("16 Federal income tax withheld from Forms W-2 and 1099", q, None, where) == []
    # a direction is what a transfer is: "from" stays a word the question must say
    q = parse("How much did I transfer to savings in March 2024?", [], date(2026, 3, 1))
    assert "from" in wording.label_extra("Transfer from Savings", q, None, where)


def test_examples_in_a_question_may_pick_a_label_but_need_not_be_printed(lib):
    lib("farmers-2021.pdf", [["Farmers Insurance Homeowners Policy Declarations", "Policy Period 08/31/2021 - 08/31/2022",
                              "All Peril Deductible | $2,500",
                              "Coverage | Limit", "Coverage A - Dwelling | $398,000",
                              "Coverage B - Separate Structures | $39,800"]],
        doc_type="insurance-declarations", issuer="Farmers",
        dates={"period_start": "2021-08-31", "period_end": "2022-08-31"})
    ctx = ctx_for(lib)
    a = answer("How much are separate structures like my garage or fence covered for on my Farmers policy?", ctx)
    assert a.status == "answered" and a.amount == "39800.00", a.text
    a = answer("How much is my dwelling insured for on my Farmers policy?", ctx)
    assert a.status == "answered" and a.amount == "398000.00", a.text
    # an example is no name: what the question names must still be printed
    a = answer("How much are sheds like my garage or fence covered for on my Farmers policy?", ctx)
    assert no_figure(a), a.text
    # "would like", "looks like" give no examples: every word after them is still to be printed
    q = parse("I would like my garage covered on my Farmers policy", ["Farmers"], date(2026, 3, 1))
    assert not any(t.soft for t in wording.terms(q, open_vocabulary=True) if t.stem == "garag")


def test_the_place_a_property_policy_insures_is_said_by_the_policy():
    def stems_of(text):
        return {t.stem for t in wording.terms(parse(text, ["Travelers"], date(2026, 3, 1)), open_vocabulary=True)}
    assert "apartment" not in stems_of("How much loss of use coverage do I get if my apartment burns, on my "
                                       "Travelers renters policy?")
    # asked of no property policy, the place is a word to ground; "property damage" is a coverage
    assert "apartment" in stems_of("How much did I pay for my apartment on my Travelers statement?")
    assert wording.stem("property") in stems_of("What's my property damage limit on my Travelers homeowners policy?")
    # "my home insurance": the place's word names the line of insurance, which says which policy
    assert wording.stem("home") in stems_of("How big is my home insurance deductible?")


def test_a_part_asked_in_my_payment_is_the_part_the_payment_is_made_of(lib):
    lib("cascade-2024-03.pdf", [["Cascade Home Loans", "Mortgage Statement", "Statement Date: 03/20/2024",
                                 "Payment Due Date | 04/01/2024", "Explanation of Amount Due", "Principal | $352.54",
                                 "Interest | $1,470.29", "Regular Monthly Payment | $2,235.33",
                                 "Total Amount Due | $2,235.33"]],
        doc_type="mortgage-statement", issuer="Cascade Home Loans",
        dates={"statement_date": "2024-03-20", "due_date": "2024-04-01"},
        fields=[("amount_due", "$2,235.33", "Total Amount Due")])
    ctx = ctx_for(lib)
    a = answer("How much interest is in my Cascade mortgage payment?", ctx)
    assert a.status == "answered" and a.amount == "1470.29", a.text
    a = answer("How much of my Cascade payment goes to principal?", ctx)
    assert a.status == "answered" and a.amount == "352.54", a.text
    # the payment is the whole: what the part is, the label must still say
    a = answer("How much escrow is in my Cascade mortgage payment?", ctx)
    assert no_figure(a), a.text
    # ...in any words: the part "due on my mortgage for the 04/01/2024 payment"
    a = answer("What's the principal due on my Cascade mortgage for the 04/01/2024 payment?", ctx)
    assert a.status == "answered" and a.amount == "352.54", a.text
    a = answer("What's the escrow due on my Cascade mortgage for the 04/01/2024 payment?", ctx)
    assert no_figure(a), a.text


@pytest.mark.parametrize("said", ["incepting", "expiring"])
def test_when_a_policy_incepts_or_expires_says_its_period_not_a_figure(said):
    q = parse(f"What is the total premium on my ASI renters policy {said} March 31, 2021?", ["ASI"], date(2026, 3, 1))
    assert q.period is not None
    assert wording.stem(said) not in {t.stem for t in wording.terms(q, open_vocabulary=True)}


def test_a_tax_year_says_when_and_a_tax_says_what():
    def stems_of(text):
        return {t.stem for t in wording.terms(parse(text, [], date(2026, 3, 1)), open_vocabulary=True)}
    assert "tax" in stems_of("What was my total tax for 2021?")
    assert "tax" not in stems_of("What were my wages for tax year 2023?")


def test_which_end_of_a_period_a_standing_figure_is_at_names_it(lib):
    """"The beginning account value" asks the figure at the period's start: "beginning" names
    which figure, not when (it was dropped as a word of when, and every account value was
    held for the word "Ending", so the question was declined)."""
    lib("Statement_Z28-551904_2024-03.pdf", [["HARBORVIEW INVESTMENTS", "INVESTMENT REPORT",
                                              "March 1, 2024 - March 31, 2024",
                                              "Account Summary | This Period | Year-to-Date",
                                              "Beginning Account Value | $45,961.44 | $47,612.08",
                                              "Additions | 500.00 | 1,500.00",
                                              "Ending Account Value ** | $46,343.10 | $46,343.10"]],
        doc_type="other", issuer="Harborview", dates={"period_start": "2024-03-01", "period_end": "2024-03-31"})
    for q, want in (("What was my beginning account value on the March 2024 Harborview statement?", "45961.44"),
                    ("What was my ending account value on the March 2024 Harborview statement?", "46343.10")):
        a = answer(q, ctx_for(lib))
        assert a.amount == want, (q, a.text)


def test_what_an_account_is_worth_is_its_value(lib):
    # "worth" named no printed word: the Roth IRA's value was declined, none "says worth"
    lib("sequoia_roth_q1_2024.pdf", [["Sequoia Retirement Services", "Roth IRA Statement",
                                      "January 1 - March 31, 2024",
                                      "Account value as of 03/31/2024 | $38,412.67",
                                      "Contributions | $1,500.00"]],
        doc_type="bank-statement", issuer="Sequoia", dates={"period_start": "2024-01-01", "period_end": "2024-03-31"})
    a = answer("What is my Roth IRA worth as of March 31, 2024?", ctx_for(lib))
    assert a.amount == "38412.67", a.text


HOLDINGS = [["HARBORVIEW INVESTMENTS", "INVESTMENT REPORT", "March 1, 2024 - March 31, 2024",
             "Account Value | $46,343.10",
             "Description | Quantity | Ending Value | Cost Basis | Unrealized Gain/Loss",
             "APPLE INC (AAPL) | 50.000 | 8,574.00 | 6,210.55 | 2,363.45",
             "MICROSOFT CORP (MSFT) | 12.000 | 5,048.64 | 3,191.34 | 1,857.30"]]


def test_a_holding_is_named_by_its_name_its_symbol_and_a_caption_by_its_first_word(lib):
    """A holding's row: "AAPL" is Apple's symbol, no word of what the figure is (it blocked
    "my unrealized gain on Apple" as a word nobody gave a meaning); "Gain/Loss" is one column,
    named by its first word (asked by "loss", the figure may be a gain: not stated); a standing
    figure asked of a statement is where it stood at the statement's end ("Ending Value"). And
    a holding named is never the account's value (found while building these: "my Apple stock"
    read as a document's name stated the account's $46,343.10)."""
    lib("Statement_2024-03.pdf", HOLDINGS, doc_type="other", issuer="Harborview",
        dates={"period_start": "2024-03-01", "period_end": "2024-03-31"})
    for q, want in (("What's my unrealized gain on Apple on my March 2024 Harborview statement?", "2363.45"),
                    ("What was the value of Microsoft on my March 2024 Harborview statement?", "5048.64"),
                    ("What is my unrealized loss on Apple on my March 2024 Harborview statement?", None),
                    ("How much is my Apple stock worth on my March 2024 Harborview statement?", None),
                    ("How much is my Tesla stock worth on my March 2024 Harborview statement?", None)):
        a = answer(q, ctx_for(lib))
        assert a.amount == want, (q, a.text)


def test_a_word_of_a_provider_s_name_is_no_label_s_word(lib):
    """"What do I owe Lakeside Family Medicine": the EOB prints "Family deductible met" too. The
    name's "Family" made that the row the words named best, held for "met", and the claim's
    total of what is owed, grounding the name only on the page, stood behind it: declined. A
    word of a name names a row only with the rest of the name."""
    lib("eob_2024-05-10.pdf", [["Evergreen Mutual Health | Explanation of Benefits", "Statement Date: | 05/10/2024",
                                "Claim Number: 24E1305588201 | Provider: Priya Raman, MD - Lakeside Family Medicine",
                                "Service | Amount Billed | Plan Paid | What You Owe",
                                "Office visit | $285.00 | $122.60 | $30.00",
                                "Metabolic panel | $96.00 | $0.00 | $24.82",
                                "Totals | $381.00 | $122.60 | $54.82",
                                "Individual deductible met | $446.00", "Family deductible met | $1,046.00"]],
        doc_type="medical-bill", issuer="Evergreen Mutual Health",
        dates={"statement_date": "2024-05-10", "service_date": "2024-05-03"})
    a = answer("What do I owe Lakeside Family Medicine?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "54.82", a.text
    a = answer("How much of the family deductible have I met at Lakeside Family Medicine?", ctx_for(lib))
    assert a.amount in (None, "1046.00"), a.text


def test_a_possessive_ends_the_name_it_is_of(lib):
    # "Yarrowwater's EIN": the employer's name ends at its "'s", and "EIN" is the label's word
    lib("yarrowwater-w2.pdf", [["2023 W-2 and EARNINGS SUMMARY", "YARROWWATER LABS",
                                "b Employer identification number (EIN) | 19-8185396",
                                "1 Wages, tips, other comp. | 88,120.00"]],
        doc_type="w2", issuer="Yarrowwater Labs", tax_year=2023,
        fields=[("w2_box1", "88,120.00", "1 Wages, tips, other comp.")])
    a = answer("What's Yarrowwater's EIN on my W-2?", ctx_for(lib))
    assert a.status == "answered" and "19-8185396" in a.text, a.text


def test_an_item_a_receipt_lists_is_never_its_total(lib):
    # "Ice tea" over "1 PEPSI | 12.00", its price set apart by the reader; "Modelo Especial |
    # 600", its price unread as money: the receipt prints the item, its total is not its price
    lib("tgif.jpg", [["TGIF", "21 JENNY DUBAI MALL", "Chk 1304", "Nov26'09 06:11PM | Gst 2", "Dining",
                      "Ice tea", "1 PEPSI | 12.00", "1 Chkn Qusd | 11.00", "Food | 23.00", "Amt. Due | 23.00"]],
        doc_type="receipt", issuer="TGIF", dates={"closing_date": "2009-11-26"},
        fields=[("total", "23.00", "Amt. Due")])
    lib("mezcalero.jpg", [["Mezcalero Cocina Mexicana", "3714 14th St NW", "Washington DC 20010",
                           "Table 14", "Tacos de Canasta | 7.00", "Mole Rojo | 12.00", "Modelo Especial | 600",
                           "Subtotal | 25.00", "Tax | 2.50", "Total | 27.50"]],
        doc_type="receipt", issuer="Mezcalero", dates={"closing_date": "2017-02-08"},
        fields=[("total", "27.50", "Total")])
    lib("kalamazoo.jpg", [["Kalamazoo Ber Exchange", "211 E. Water Street", "269-532-1188", "Guest Receipt",
                           "BEER TASTE 10Z", "1 Lion Stout | 4.50", "1 Fish n Chips | 13.00",
                           "Sub Total | 17.50", "Check Total | 17.50"]],
        doc_type="receipt", issuer="Kalamazoo Ber Exchange", dates={"closing_date": "2011-06-16"},
        fields=[("total", "17.50", "Check Total")])
    ctx = ctx_for(lib)
    for q in ("How much was the ice tea at TGIF?", "How much was the Modelo?",
              "How much did I pay for beer at Kalamazoo Beer Exchange?"):
        a = answer(q, ctx)
        assert a.amount is None, (q, a.text)
    lib("550.jpeg", [["IKEA", "Tampines", "60 Tampines North Drive 2", "Singapore 528764", "IKANO PTE LTD",
                      "GST Reg No 19-8701230-W", "18/12/2010", "FRAKTA BAG | 5.00", "TOTAL | 12.50"]],
        doc_type="receipt", issuer="Ikea", dates={"closing_date": "2010-12-18"},
        fields=[("total", "12.50", "TOTAL")])
    # the shop asked by its name as the question spells it is still its total, wherever its
    # heading prints it
    for q, want in (("What was the total at TGIF?", "23.00"), ("What was the total at Mezcalero?", "27.50"),
                    ("What was the total on my receipt from Ikano Pte Ltd on December 18, 2010?", "12.50"),
                    ("How much did I spend at Kalamazoo Beer Exchange?", "17.50")):
        a = answer(q, ctx)
        assert a.amount == want, (q, a.text)


def test_a_way_of_paying_asked_of_a_split_tender_is_its_row(lib):
    # paid $50.00 in cash and $13.05 by EFTPOS: "in cash" is never the $63.05 total
    lib("auspost.jpg", [["AUSTRALIA POST", "Slacks Creek | 4127", "Economy (Air) | 63.05", "TOTAL | $63.05",
                         "Payment Tendered Details", "Cash | 50.00", "EFTPOS | 13.05"]],
        doc_type="receipt", issuer="Australia Post", dates={"closing_date": "2016-12-14"},
        fields=[("total", "63.05", "TOTAL")])
    a = answer("How much did I pay in cash at Australia Post?", ctx_for(lib))
    assert a.amount in (None, "50.00"), a.text


def test_whom_the_money_went_to_is_said_whole():
    assert wording._said_as_sender("What's the total on invoice SI80000 from Sample, Inc.?") == {"sample", "inc"}
    assert wording._said_as_sender("What was the total on my receipt from T.A.S Leisure on 30 December 2017?") \
        >= {"leisure"}
    assert "beer" not in wording._said_as_sender("How much did I pay for beer at Kalamazoo Beer Exchange?")


def test_a_shops_receipts_are_each_a_purchase_of_its_own(lib):
    # "how much did I spend at Target" stated one of three Target receipts' totals, $26.73
    for name, day, total in (("target-1.jpg", "2015-10-20", "26.73"), ("target-2.jpg", "2010-06-17", "399.99")):
        lib(name, [["TARGET", "Lexington KY", f"TOTAL | {total}"]], doc_type="receipt", issuer="Target",
            dates={"closing_date": day}, fields=[("total", total, "TOTAL")])
    a = answer("How much did I spend at Target?", ctx_for(lib))
    assert a.amount is None and "2 receipts" in a.text, a.text
    a = answer("How much did I spend at Target on October 20, 2015?", ctx_for(lib))
    assert a.amount == "26.73", a.text
