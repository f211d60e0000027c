"""Which documents a question's issuer names, over constructed libraries (real Store, real index,
real guards): the question's issuer is matched against each document's header, not only the one
string the sidecar extracted; the household's own names are recipients, never issuers; "Home" and
"Auto" are kinds of policy; and a policy with its renewal is one series, not an ambiguity."""
from __future__ import annotations

from datetime import date

import pytest

from docq import money
from docq.answer.engine import AnswerContext, answer
from tests.answer_support import reread_agrees

DANA = "Dana R Whitfield"


def ctx_for(lib) -> AnswerContext:
    return AnswerContext(lib.cfg, lib.store, lib.index, reader=None, reread=reread_agrees, today=date(2026, 3, 1))


def statement(name: str, lines: list[str], ending: str, **kw) -> tuple:
    return (name, [lines + [f"Ending Balance | ${ending}"]],
            dict(doc_type="bank-statement", dates={"period_start": "2024-03-01", "period_end": "2024-03-31"},
                 fields=[("ending_balance", f"${ending}", "Ending Balance")], **kw))


def with_household(lib):
    """The account holder's name taken as one statement's issuer; the same name is the person
    on documents of two other issuers."""
    for name, pages, kw in (
            statement("cascade-2024-03.pdf", [DANA, "4410 SE Oak St Apt 3", "Cascade Federal Credit Union",
                                              "Checking Statement"], "1,010.00", issuer=DANA),
            statement("harbor-2024-03.pdf", ["Harbor Bank", "Savings Statement"], "5,000.00",
                      issuer="Harbor Bank", person=DANA)):
        lib(name, pages, **kw)
    lib("meridian-2024-03.pdf", [["Meridian Express", DANA, "New Balance | $612.85"]],
        doc_type="credit-card-statement", issuer="Meridian Express", person=DANA,
        dates={"closing_date": "2024-03-07"}, fields=[("new_balance", "$612.85", "New Balance")])


def test_the_household_name_is_never_an_issuer_and_the_header_names_the_sender(lib):
    with_household(lib)
    ctx = ctx_for(lib)
    assert DANA not in ctx.library.issuers()
    a = answer("What was the ending balance on my Cascade Federal statement?", ctx)
    assert a.status == "answered" and a.amount == "1010.00" and a.citations[0].document == "cascade-2024-03.pdf"
    a = answer("What was the ending balance on my Harbor Bank statement?", ctx)
    assert a.status == "answered" and a.amount == "5000.00"


def test_two_senders_one_of_them_unnamed_are_still_two(lib):
    with_household(lib)
    a = answer("What was the ending balance on my bank statement?", ctx_for(lib))
    assert a.status == "declined" and a.reasons == ["ambiguous"]
    assert "Dana" not in a.text and "Harbor Bank" in a.text and not money.MONEY_IN_ANSWER_RE.search(a.text)


def test_a_garbled_sidecar_issuer_is_matched_by_the_header_it_sits_under(lib):
    # the sidecar took a row label for the issuer; the header prints the bank under a logo's glyphs
    for name, pages, kw in (
            statement("harbor-2024-03.pdf", ["=@-HARBOR BANK", "Savings Statement", "Beginning Balance | $4,990.00"],
                      "5,000.00", issuer="Beginning Balance"),
            statement("cascade-2024-03.pdf", ["Cascade Federal Credit Union", "Checking Statement",
                                              "Transfer to Harbor Bank | $10.00"], "1,010.00",
                      issuer="Cascade Federal Credit Union")):
        lib(name, pages, **kw)
    a = answer("What was the ending balance on my Harbor Bank statement?", ctx_for(lib))
    # Cascade's header mentions Harbor Bank below its own letterhead: it is not Harbor's
    assert a.status == "answered" and a.amount == "5000.00" and a.citations[0].document == "harbor-2024-03.pdf"


def policy(name: str, issuer: str, start: str, end: str, premium: str) -> tuple:
    return (name, [[issuer, "Personal Auto Policy Declarations", f"Policy Period | {start} to {end}",
                    f"Total Annual Premium | ${premium}"]],
            dict(doc_type="insurance-declarations", issuer=issuer,
                 dates={"period_start": date.fromisoformat(start).isoformat(),
                        "period_end": date.fromisoformat(end).isoformat()},
                 fields=[("premium", f"${premium}", "Total Annual Premium")]))


def with_evergreen_terms(lib):
    """One insurer's auto policy, its renewal (the name printed in full) and next year's renewal
    offer, mailed before that term starts."""
    for name, pages, kw in (policy("evergreen-auto-2024.pdf", "Evergreen Mutual", "2024-08-01", "2025-08-01", "1,100.00"),
                            policy("evergreen-auto-2025.pdf", "Evergreen Mutual Insurance", "2025-08-01", "2026-08-01",
                                   "1,180.00"),
                            policy("evergreen-auto-2026.pdf", "Evergreen Mutual Insurance", "2026-08-01", "2027-08-01",
                                   "1,260.00")):
        lib(name, pages, **kw)


def test_a_policy_and_its_renewals_are_one_series_answered_from_the_term_in_force(lib):
    with_evergreen_terms(lib)
    a = answer("What is the premium on my auto policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1180.00"
    assert "August 1, 2025" in a.text                               # it says which term
    a = answer("What was the premium on my auto policy for the term starting August 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1100.00" and "August 1, 2024" in a.text


def test_policies_of_two_insurers_are_still_ambiguous(lib):
    with_evergreen_terms(lib)
    name, pages, kw = policy("granite-auto-2025.pdf", "Granite State Casualty", "2025-09-01", "2026-09-01", "990.00")
    lib(name, pages, **kw)
    a = answer("What is the premium on my auto policy?", ctx_for(lib))
    assert a.status == "declined" and a.reasons == ["ambiguous"] and not money.MONEY_IN_ANSWER_RE.search(a.text)


@pytest.mark.parametrize("question", ["What is the collision deductible on my Auto policy?",
                                      "What is the collision deductible on my Home & Auto policy?"])
def test_kind_words_in_capitals_are_not_an_issuer(lib, question):
    lib("granite-vehicle.pdf", [["Granite State Casualty", "Private Passenger Vehicle Declarations",
                                 "Collision Deductible | $500.00"]],
        doc_type="insurance-declarations", issuer="Granite State Casualty",
        fields=[("collision_deductible", "$500.00", "Collision Deductible")])
    a = answer(question, ctx_for(lib))
    assert a.reasons != ["no-such-issuer"] and "from Auto" not in a.text and "from Home" not in a.text


def electric_bill(name: str, issuer: str, lines: list[str], due: str) -> tuple:
    return (name, [[issuer, "PRIYA HADDAD", "1214 HEMLOCK CT", "BEND OR 97723", *lines, f"Amount Due | ${due}"]],
            dict(doc_type="utility-bill", issuer=issuer, dates={"period_start": "2023-05-01", "period_end": "2023-05-31"},
                 fields=[("amount_due", f"${due}", "Amount Due")]))


@pytest.mark.parametrize("rental", [["Service Location | 6977 SYCAMORE DR"],
                                    ["Account Number | Service Address | Billing Date",
                                     "945-59881-8 | 6977 SYCAMORE DR | Jun 4, 2023"],
                                    ["Electric service - 6977 SYCAMORE DR, BOISE ID 83712"]])
def test_a_bill_mailed_to_an_address_is_not_that_address_bill(lib, rental):
    # both bills are mailed to the home; the rental's says, in a labelled row, where it serves
    for name, pages, kw in (electric_bill("yarrowridge.pdf", "Yarrowridge Electric", rental, "214.05"),
                            electric_bill("goldpoint.pdf", "Goldpoint Power", ["Premises | 1214 HEMLOCK CT"], "222.07")):
        lib(name, pages, **kw)
    a = answer("What was the May electric bill for 1214 Hemlock Ct?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "222.07" and a.citations[0].document == "goldpoint.pdf"
    a = answer("What was the May electric bill for 6977 Sycamore Dr?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "214.05" and a.citations[0].document == "yarrowridge.pdf"


def test_a_bill_that_labels_no_address_is_still_one_the_question_may_mean(lib):
    # no row says where either serves: both print the address, so neither is chosen
    for name, pages, kw in (electric_bill("yarrowridge.pdf", "Yarrowridge Electric", [], "214.05"),
                            electric_bill("goldpoint.pdf", "Goldpoint Power", [], "222.07")):
        lib(name, pages, **kw)
    a = answer("What was the May electric bill for 1214 Hemlock Ct?", ctx_for(lib))
    assert a.status == "declined" and a.reasons == ["ambiguous"]


def test_a_sender_address_in_a_labelled_row_is_not_what_the_bill_is_for(lib):
    for name, pages, kw in (electric_bill("goldpoint.pdf", "Goldpoint Power", ["Remit to: 55 Power Plant Rd"], "222.07"),):
        lib(name, pages, **kw)
    a = answer("What was the May electric bill for 1214 Hemlock Ct?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "222.07"


def test_the_household_line_of_a_rental_bill_is_not_its_sender(lib):
    # the reader took the mailing block's first line for the sender; the household's name in it says whose it is
    lib("cabin.pdf", [["Northfork Power", "GRACE IYER", "12 Pine Rd", "Amount Due | $50.00"]],
        doc_type="utility-bill", issuer="Northfork Power", person="Grace Iyer",
        dates={"period_start": "2023-03-01", "period_end": "2023-03-31"}, fields=[("amount_due", "$50.00", "Amount Due")])
    lib("rental.pdf", [["Clearbank Electric", "GRACE IYER - CHESTNUT ST RENTAL", "7456 LAUREL AVE",
                        "Premises | 8332 CHESTNUT ST", "Amount Due | $160.69"]],
        doc_type="utility-bill", issuer="Grace Iyer Chestnut ST Rental", person="Grace Iyer",
        dates={"period_start": "2023-03-01", "period_end": "2023-03-31"}, fields=[("amount_due", "$160.69", "Amount Due")])
    lib("gas.pdf", [["Alderford Natural Gas Co.", "GRACE IYER - CHESTNUT ST RENTAL", "7456 LAUREL AVE",
                     "Premises | 8332 CHESTNUT ST", "Amount Due | $155.11"]],
        doc_type="utility-bill", issuer="Alderford Natural Gas", person="Grace Iyer",
        dates={"period_start": "2023-03-01", "period_end": "2023-03-31"}, fields=[("amount_due", "$155.11", "Amount Due")])
    ctx = ctx_for(lib)
    assert not any("Iyer" in i for i in ctx.library.issuers())
    a = answer("What was the Clearbank Electric bill in March 2023?", ctx)
    assert a.status == "answered" and a.amount == "160.69"
    # "Chestnut St" is where the rental is, not who sent its bills
    a = answer("What was the gas bill for the rental at Chestnut St in March 2023?", ctx)
    assert a.status == "answered" and a.amount == "155.11", a.text


def test_an_ordinary_word_is_not_an_issuer_abbreviation(lib):
    for name, pages, kw in (policy("beacongate.pdf", "Beacongate Insurance Group", "2023-09-01", "2024-09-01", "415.80"),
                            policy("willowmoor.pdf", "Willowmoor Insurance", "2023-05-01", "2024-05-01", "3,754.99")):
        lib(name, pages, **kw)
    # "big" spells Beacongate Insurance Group's initials; only a word written as one (BIG) may be
    a = answer("How big is the premium on my Willowmoor policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3754.99", a.text


def test_a_renewal_whose_sender_was_read_as_a_caption_is_one_series(lib):
    lib("willowmoor-2022.pdf", [["Willowmoor Insurance", "Homeowners Policy Declarations",
                                 "Policy Period | 2022-05-01 to 2023-05-01", "Total Annual Premium | $2,002.03"]],
        doc_type="insurance-declarations", issuer="Willowmoor Insurance",
        dates={"period_start": "2022-05-01", "period_end": "2023-05-01"},
        fields=[("premium", "$2,002.03", "Total Annual Premium")])
    lib("willowmoor-2023.pdf", [["=@- Willowmoor Insurance", "Homeowners Policy - Renewal", "Narned-insured | GRACE IYER",
                                 "Policy Period | 2023-05-01 to 2024-05-01", "Total Annual Premium | $3,754.99"]],
        doc_type="insurance-declarations", issuer="Narned-insured",
        dates={"period_start": "2023-05-01", "period_end": "2024-05-01"},
        fields=[("premium", "$3,754.99", "Total Annual Premium")])
    a = answer("What is the premium on my homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3754.99", a.text     # the latest term, not "which one?"
    a = answer("When does my renewed homeowners policy expire?", ctx_for(lib))
    assert a.status == "answered" and "2024-05-01" in a.text, a.text


def test_earned_at_a_sender_is_what_its_form_reports_earned(lib):
    lib("yarrowwater-w2.pdf", [["Form W-2 Wage and Tax Statement 2023", "c Employer's name | YARROWWATER LABS LLC",
                                "1 Wages, tips, other compensation | 42,322.02", "2 Federal income tax withheld | 12,494.06"]],
        doc_type="w2", issuer="Yarrowwater Labs", tax_year=2023,
        fields=[("w2_box1", "42,322.02", "1 Wages, tips, other compensation"),
                ("w2_box2", "12,494.06", "2 Federal income tax withheld")])
    lib("granitevale-1099.pdf", [["Granitevale Savings Bank", "Form 1099-INT 2023", "1 Interest income | 1,424.26"]],
        doc_type="1099-int", issuer="Granitevale Savings Bank", tax_year=2023,
        fields=[("int_box1", "1,424.26", "1 Interest income")])
    ctx = ctx_for(lib)
    a = answer("How much did I earn at Yarrowwater in 2023?", ctx)
    assert a.status == "answered" and a.amount == "42322.02", a.text
    a = answer("How much did I make at Yarrowwater in 2022?", ctx)
    assert a.status == "declined" and a.amount is None and "2023" in a.text, a.text
    # a form for the year reports no month's figure: not held, declined with what there is
    a = answer("How much interest did I earn at Granitevale in June 2023?", ctx)
    assert a.status == "declined" and a.amount is None, a.text


def test_a_form_for_the_year_never_answers_for_a_month(lib):
    lib("granitevale-1099.pdf", [["Granitevale Savings Bank", "Form 1099-INT 2023", "1 Interest income | 1,424.26"]],
        doc_type="1099-int", issuer="Granitevale Savings Bank", tax_year=2023,
        fields=[("int_box1", "1,424.26", "1 Interest income")])
    a = answer("How much interest did Granitevale pay me in October 2023?", ctx_for(lib))
    # not held for a person to approve: the year's interest does not answer October's
    assert a.status == "declined" and a.amount is None and a.review_id is None, a.text


def test_earned_at_a_sender_no_sidecar_names_is_read_from_what_prints_its_name(lib):
    lib("scan_3806.pdf", [["2023 W-2 and EARNINGS SUMMARY", "SABLEWELL LOGISTICS CORP - EIN 71-3559739",
                           "1 Wages, tips, other comp. | 122,956.65", "2 Fed. income tax withheld | 24,217.63"]],
        doc_type="w2", tax_year=2023,
        fields=[("w2_box1", "122,956.65", "1 Wages, tips, other comp."), ("w2_box2", "24,217.63", "2 Fed. income tax withheld")])
    a = answer("How much did I earn at Sablewell in 2023?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "122956.65", a.text
    a = answer("How much did I earn at Quillon in 2023?", ctx_for(lib))
    assert a.amount is None, a.text


def receipt(lib, name: str, head: str, issuer: str, day: str, printed: str, total: str) -> None:
    lib(name, [[head, printed, f"TOTAL | RM {total}"]], doc_type="receipt", issuer=issuer,
        dates={"period_start": day, "period_end": day, "closing_date": day}, fields=[("total", total, "TOTAL")])


def test_a_store_name_misread_only_by_confusable_glyphs_is_the_store(lib):
    # The recogniser reads MR. D.I.Y.'s dotted I and its Y as a one and a yen sign on one of
    # three receipts; asked for that day, the receipt is the store's, not "another date".
    receipt(lib, "085.jpg", "MR. D.I.Y. (M) SDN BHD", "MR. D.I.Y.", "2017-12-28", "28-12-17", "9.90")
    receipt(lib, "205.jpg", "MR. D.I.Y. (M) SDN BHD", "MR. D.I.Y", "2018-03-23", "23-03-18", "26.10")
    receipt(lib, "450.jpg", "MR. D.1.¥ (M) SDN BHD", "MR. D.1.¥", "2018-04-28", "28-04-18", "53.20")
    a = answer("What was the total on my receipt from Mr. D.I.Y. on 28 April 2018?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "53.20" and a.citations[0].document == "450.jpg"


def test_a_misread_name_of_other_letters_is_another_store(lib):
    # "Erie" is what a recogniser made of a Gardenia letterhead: different letters, not a
    # confusion of glyphs, so a question about Gardenia is not answered from it.
    receipt(lib, "358.jpg", "Erie", "Erie", "2017-10-30", "30/10/2017", "62.60")
    receipt(lib, "363.jpg", "GARDENIA BAKERIES (KL) SDN BHD", "Gardenia Bakeries (KL)", "2017-10-29",
            "29/10/2017", "58.86")
    a = answer("What was the total on my receipt from Gardenia Bakeries (KL) on 30 October 2017?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None and "62.60" not in a.text


def test_a_brands_receipt_is_also_the_company_it_names_by_its_legal_form(lib):
    # a restaurant's receipt prints its brand over the company that runs it: asked by the
    # company's name, it is that company's receipt, though the sidecar took the brand (another
    # of its receipts, of another day, was filed under the company)
    receipt(lib, "103.jpg", "T.A.S LEISURE SDN BHD", "T.A.S Leisure", "2017-12-28", "28/12/17", "45.10")
    lib("104.jpg", [["Chili's", "Chili's Grill & Bar KLCC", "T.A.S Leisure Sdn Bhd (256864-P)", "30 Dec 17",
                     "Total | 102.40"]], doc_type="receipt", issuer="Chili's",
        dates={"period_start": "2017-12-30", "period_end": "2017-12-30", "closing_date": "2017-12-30"},
        fields=[("total", "102.40", "Total")])
    a = answer("What was the total on my receipt from T.A.S Leisure on 30 December 2017?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "102.40", a.text
    # a company it merely mentions under its own letterhead is still not its sender
    test_a_garbled_sidecar_issuer_is_matched_by_the_header_it_sits_under(lib)


def test_a_logos_garble_over_a_dotted_name_does_not_hide_the_name(lib):
    # the sidecar read a logo's glyphs as the issuer; the company line under it spells the
    # name with its dots, which the text probe must find as printed
    receipt(lib, "446.jpg", "MR. D.I.Y. (M) SDN BHD", "MR. D.I.Y.", "2018-03-16", "16-03-18", "9.90")
    lib("447.jpg", [["C", "shohesie", "MR. D.I.Y. (M) SDN BHD", "25-04-18", "TOTAL | RM 48.10"]], doc_type="receipt",
        issuer="shohesie C", dates={"period_start": "2018-04-25", "period_end": "2018-04-25",
                                    "closing_date": "2018-04-25"}, fields=[("total", "48.10", "TOTAL")])
    a = answer("What was the total on my receipt from MR. D.I.Y on 25 April 2018?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "48.10" and a.citations[0].document == "447.jpg", a.text


def test_a_brand_names_every_issuer_it_begins():
    """"Vanguard" is the brand of The Vanguard Group and of Vanguard Fiduciary Trust Company: a
    question naming it, before a kind or not, matches both (on main only the shorter name, so
    the IRA's 1099-R was never looked at). A word of another issuer's name that is not its
    first is not its brand, and a word asked as a field ("Interest") never is."""
    from docq.answer.parse import match_issuers
    names = ["The Vanguard Group", "Vanguard Fiduciary Trust Company", "Nelnet", "Harbor Interest Partners"]
    for q in ("How much federal income tax did Vanguard withhold from my IRA distribution in 2025?",
              "What was the gross distribution from my Vanguard IRA in 2025?"):
        assert match_issuers(q, names) == ["The Vanguard Group", "Vanguard Fiduciary Trust Company"], q
    assert match_issuers("How much Trust interest did I earn?", names) == []
    assert match_issuers("What Interest did Nelnet report?", names) == ["Nelnet"]
    # a brand only widens the issuers a question names, never narrows them: one issuer of a
    # brand named by its brand alone is matched as before (Branch Insurance Exchange's home
    # policy, whose header prints only "Branch", is still found by its header)
    assert match_issuers("What is the dwelling limit on my Branch homeowners policy?",
                         ["Branch Insurance Exchange", "State Farm"]) == []


def test_a_name_the_question_says_is_never_grounded_by_a_printed_word_it_begins_with(lib):
    # "AccountChek" is no "Account": the report of another provider prints "Account Overview"
    lib("plaid-assets-2024.pdf", [["PLAID", "ASSET REPORT", "Account Overview",
                                   "Institution | Account | Account Mask | Current Balance",
                                   "Chase | TOTAL CHECKING | 1111 | $132,189.10"]],
        doc_type="asset-report", issuer="Plaid", dates={"closing_date": "2024-11-17"})
    a = answer("What was the total balance on my AccountChek asset report?", ctx_for(lib))
    assert a.amount is None and "132,189.10" not in a.text, a.text
    b = answer("What is the current balance of my checking account on my Plaid asset report?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "132189.10", b.text


def test_tax_said_of_a_year_alone_is_neither_a_receipts_sales_tax_nor_a_returns(lib):
    lib("acme-invoice-2021.pdf", [["Acme Supply", "Invoice SI80000", "Invoice Date 11/02/2021",
                                   "Subtotal | $78,277.81", "Total Sales Tax | $0.00", "Total | $78,277.81"]],
        doc_type="receipt", issuer="Acme Supply", dates={"closing_date": "2021-11-02"},
        fields=[("tax", "$0.00", "Total Sales Tax"), ("total", "$78,277.81", "Total")])
    a = answer("How much tax did I pay in 2021?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None and "sales tax" in a.text, a.text
    b = answer("How much tax was on my Acme Supply invoice?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "0.00", b.text


def test_a_total_tax_said_of_a_year_names_no_property_tax_bill_nor_a_receipt(lib):
    """"What was my total tax for 2021?" says nothing of property: a county's bill prints "Total
    Tax" as a return prints "total tax". On the engine this began from "total tax" was the
    property tax's own phrase, and the bill's figure was stated for a question a return answers;
    said without "total" it was already neither, and now with it too. The bill named is its own."""
    test_tax_said_of_a_year_alone_is_neither_a_receipts_sales_tax_nor_a_returns(lib)
    lib("multnomah-2021.pdf", [["Multnomah County", "Property Tax Statement", "Tax Year 2021-22",
                                "Total Tax | $4,812.40"]],
        doc_type="property-tax-bill", issuer="Multnomah County", dates={"closing_date": "2021-10-25"},
        fields=[("property_tax", "$4,812.40", "Total Tax")])
    for q in ("What was my total tax for 2021?", "What was our total tax in 2021?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None and "4,812.40" not in a.text, (q, a.text)
    b = answer("What was the property tax on my 2021 Multnomah County bill?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "4812.40", b.text


def test_two_stations_alike_only_in_what_their_papers_are_are_two_senders():
    # "WSOC net amount" stated WFXG-TV's $497.25: the two contracts' senders, read "WSOC-TV
    # Contract Revision" and "WFXG-TV Contract Revision", were one near-spelling
    from docq.answer import filters
    assert not filters.same_sender("WSOC-TV Contract Revision", "WFXG-TV Contract Revision")
    assert filters.same_sender("NW Natu ra I", "NW Natural")
    assert filters.same_sender("Evergreen Mutal Health", "Evergreen Mutual Health")


def test_a_name_under_the_advertiser_caption_is_whom_the_documents_are_for_never_their_sender(lib):
    # a station's invoice opens with the campaign that bought the air time, under a bare
    # "Advertiser" caption; the agency's contract for the same campaign prints it further down.
    # "The net total for Steve Daines" stated the invoice's, as if the campaign had sent it
    lib("eabf486e.pdf", [["Advertiser | Steve Daines for Montana-R (135449)",
                          "REMIT TO Sinclair Broadcast | Invoice | 7382690",
                          "c/o KECI | Agency | FP1 Strategies LLC (19867)", "Inv Date 4/26/2020",
                          "Gross Total | $6,170.00 | Total Spots | 40", "Net Total | $5,244.50"]],
        doc_type="other", dates={"statement_date": "2020-04-26"})
    lib("bbb5a335.pdf", [["FP1 Strategies", "Contract # 4356152 | Date Entered | 04/30/20 | KECI+KCFW Combo",
                          "Schedule Dates | 05/01/20-05/07/20", "May. 2020 | 55 | $7,190.00",
                          "KECI+KCFW Combo KECI+KCFW Advertiser | Steve Daines for Montana-R (135449) | Entered By",
                          "Grand Total: | 55 | $7,190.00", "Net Total | $6,111.50"]],
        doc_type="other", issuer="FP1 Strategies")
    a = answer("What was the net total for Steve Daines?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None, a.text
    # ...and the invoice asked by its number still answers
    a = answer("What is the net total on invoice 7382690?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5244.50", a.text
