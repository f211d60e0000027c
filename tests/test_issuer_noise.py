"""Who sent a document, whom it is for and what kind it is, on layouts and noise the rules were
not written on: a logo read as glyphs glued to the issuer's name, the account holder's mailing
block printed above the letterhead, a W-2 whose title is split from its name, a 1099 printing
"CAPTION: value" lines, a policy headed by the word "AUTO". Generated pages (evals.layout.Sheet)
scanned by evals.scanner and read by real Tesseract where the noise is a reader's."""
from __future__ import annotations

from pathlib import Path

import pytest

from docq.records import Sidecar
from docq.workers import doctype, issuer
from docq.workers.issuer import find_issuer, find_person
from docq.workers.read import read_document
from docq.workers.rows import build_layout
from docq.workers.sidecar import extract, printed_lines
from evals.layout import Sheet
from sidecar_scans import scan


def read(sheet: Sheet, path: Path, seed: int) -> tuple[Sidecar, list[str]]:
    pages = read_document(scan(sheet.items, path, seed=seed), None)
    return extract(path.name, pages, [build_layout(p) for p in pages]), printed_lines(pages[0])


def savings_statement(logo: str, logo_size: float, gap: float) -> Sheet:
    """A bank statement whose logo is a run of glyphs just left of the bank's name."""
    s = Sheet()
    s.text(logo, 54, 60, logo_size, True)
    s.text("HARBOR BANK", 54 + gap, 60, 16, True)
    s.text("Savings Statement", 54, 84, 11)
    s.text("Statement Period: 03/01/2024 - 03/31/2024", 54, 100, 9)
    s.pair("Beginning Balance", "1,000.00", 140)
    s.pair("Ending Balance", "1,010.00", 160)
    s.text("Questions? Call Harbor Bank at 1-800-555-0100", 54, 220, 9)
    return s


@pytest.mark.slow
@pytest.mark.parametrize("logo, size, gap, seed", [("=@-", 18, 38, 1), ("◆◆", 16, 22, 2)])
def test_a_logo_read_as_glyphs_is_not_part_of_the_issuer(tmp_path, logo, size, gap, seed):
    sc, lines = read(savings_statement(logo, size, gap), tmp_path / "harbor.pdf", seed)
    assert "HARBOR BANK" in lines[0] and lines[0] != "HARBOR BANK"     # the reader glued the logo to it
    assert sc.issuer == "Harbor Bank"


@pytest.mark.parametrize("first, rest, want", [
    ("ejHarbor Bank", ["Questions? Call Harbor Bank"], "Harbor Bank"),      # two letters fused to the first word
    ("ej Harbor Bank", ["Harbor Bank, PO Box 12"], "Harbor Bank"),         # or standing before it
    ("Harbor Bankxe", ["Call Harbor Bank today"], "Harbor Bank"),          # or fused after the last
    ("NW Natural", ["Pay NW Natural online"], "NW Natural"),               # printed with it elsewhere: its own
    ("NW Natural", ["Natural gas service"], "NW Natural"),                 # an acronym before one word stays
    ("Acme Widgets", ["Acme Widget Works"], "Acme Widgets"),               # a plural is not a fused letter
    ("ejHarbor Bank", ["no other mention"], "ejHarbor Bank"),              # nothing to test against: kept
    ("Cascade Broadband", ["cascadebroadband.com", "Broadband"], "Cascade Broadband"),
])
def test_letters_fused_to_a_name_are_dropped_only_when_the_rest_of_the_page_proves_it(first, rest, want):
    assert find_issuer([first, "Statement Date: 03/31/2024"] + rest, "bank-statement") == want


@pytest.mark.slow
def test_the_account_holder_printed_above_the_letterhead_is_the_person_not_the_issuer(tmp_path):
    s = Sheet()
    s.lines(["DANA R WHITFIELD", "4410 SE OAK ST APT 3", "PORTLAND OR 97214"], 54, 60, 10)
    s.text("Cascade Federal Credit Union", 330, 110, 14, True)
    s.text("Checking Statement", 330, 126, 10)
    s.text("Statement Period: 03/01/2024 - 03/31/2024", 54, 150, 9)
    for i, (label, value) in enumerate([("Beginning Balance", "1,000.00"), ("Deposits", "10.00"),
                                        ("Withdrawals", "0.00"), ("Ending Balance", "1,010.00")]):
        s.pair(label, value, 180 + 16 * i)
    sc, lines = read(s, tmp_path / "cascade.pdf", 3)
    assert lines[0].upper() == "DANA R WHITFIELD"
    assert sc.issuer == "Cascade Federal Credit Union"
    assert sc.person and sc.person.upper() == "DANA R WHITFIELD"


def test_a_labelled_person_is_never_the_issuer():
    lines = ["Dana Whitfield", "Account Holder: Dana Whitfield", "Evergreen Mutual Insurance Company",
             "Policy Period: 08/01/2024 to 08/01/2025"]
    assert find_issuer(lines, "insurance-declarations",
                       {"dana whitfield"}) == "Evergreen Mutual Insurance"


@pytest.mark.parametrize("heading", ["AUTO", "HOME", "Home & Auto", "AUTO POLICY"])
def test_a_heading_of_kind_words_is_not_the_issuer(heading):
    lines = [heading, "Evergreen Mutual Insurance Company", "Personal Auto Policy Declarations",
             "Policy Period: 08/01/2024 to 08/01/2025"]
    assert find_issuer(lines, "insurance-declarations") == "Evergreen Mutual Insurance"


def payroll_w2() -> Sheet:
    """A payroll provider's W-2: "W-2" and "Wage and Tax Statement" on lines of their own in the
    top right, the boxes in another order than the IRS form's."""
    s = Sheet()
    s.text("2024", 430, 50, 12, True)
    s.text("W-2", 480, 50, 22, True)
    s.text("Wage and Tax Statement", 400, 72, 11, True)
    s.text("Copy B - To Be Filed With Employee's FEDERAL Tax Return", 54, 50, 7)
    s.box("a Employee's social security number", "XXX-XX-1234", 54, 90, 300, 120)
    s.box("b Employer identification number (EIN)", "12-3456789", 54, 120, 300, 150)
    s.box("c Employer's name, address, and ZIP code", "", 54, 150, 300, 200)
    s.text("PINECREST LABS LLC", 60, 175, 10)
    s.text("100 MAIN ST, BEND OR 97701", 60, 188, 9)
    s.box("e Employee's first name and initial   Last name", "", 54, 200, 300, 240)
    s.text("Dana R Whitfield", 60, 228, 10)
    boxes = [("1 Wages, tips, other compensation", "88,412.50"), ("2 Federal income tax withheld", "12,001.10"),
             ("3 Social security wages", "88,412.50"), ("4 Social security tax withheld", "5,481.58"),
             ("5 Medicare wages and tips", "88,412.50"), ("6 Medicare tax withheld", "1,281.98")]
    for k, (label, value) in enumerate(boxes):
        r, c = divmod(k, 2)
        s.box(label, value, 300 + 129 * c, 90 + 40 * r, 429 + 129 * c, 130 + 40 * r, align="right")
    return s


@pytest.mark.slow
def test_a_w2_is_known_by_its_box_captions_in_any_arrangement(tmp_path):
    sc, lines = read(payroll_w2(), tmp_path / "pinecrest_w2.pdf", 4)
    assert not any("w-2" in l.lower() and "wage and tax" in l.lower() for l in lines)   # no title line
    assert sc.doc_type == "w2"
    assert sc.issuer == "Pinecrest Labs" and sc.person == "Dana R Whitfield"
    assert {f.name: f.value for f in sc.fields}["w2_box1"] == "88412.50"


@pytest.mark.parametrize("text, want", [
    ("Wages, tips, other compensation 1\nFederal income tax withheld\nSocial security wages\n"
     "Medicare wages and tips", "w2"),                                          # captions, no title at all
    ("Savings Statement\nInterest earned | 4.12\nFederal income tax withheld | 0.00\nEnding Balance | 10.00\n"
     "Deposits | 1.00\nWithdrawals | 0.00", "bank-statement"),                 # one W-2 caption is not a W-2
])
def test_w2_captions_decide_only_when_enough_of_them_are_printed(text, want):
    assert doctype.classify(text) == want


@pytest.mark.slow
def test_a_1099_printing_caption_colon_value_never_takes_a_caption_as_a_name(tmp_path):
    s = Sheet()
    s.text("2024 Form 1099-INT  Interest Income", 54, 60, 13, True)
    s.text("PAYER'S name: Harbor Bank, N.A.", 54, 90, 10)
    s.text("RECIPIENT'S name: Dana R Whitfield", 54, 106, 10)
    s.text("RECIPIENT'S TIN: XXX-XX-1234", 54, 122, 10)
    s.pair("1 Interest income", "412.80", 160)
    s.pair("4 Federal income tax withheld", "0.00", 176)
    sc, _ = read(s, tmp_path / "harbor_1099.pdf", 5)
    assert (sc.doc_type, sc.issuer, sc.person) == ("1099-int", "Harbor Bank", "Dana R Whitfield")


@pytest.mark.parametrize("lines", [
    ["PAYER'S name, street address, city or town", "RECIPIENT'S name", "Dana Whitfield"],   # payer box empty
    ["PAYER'S name, street address, city or town", "RECIPIENT'S TIN | XXX-XX-1234"],
])
def test_a_form_box_with_no_name_under_it_names_no_one(lines):
    assert find_issuer(lines, "1099-div") is None
    assert find_person(["RECIPIENT'S name", "street address (including apt. no.)", "Dana Whitfield"],
                       "1099-div") == "Dana Whitfield"


def test_a_labelled_name_with_a_middle_initial_is_the_person():
    lines = ["GRANITE STATE CASUALTY", "Term: 03/01/2024 | 03/01/2025 | Insured: DANA R WHITFIELD"]
    assert find_person(lines, "insurance-declarations") == "DANA R WHITFIELD"


@pytest.mark.parametrize("lines, want", [
    (["HoLig ¢", "RESTORAN SIAM VILLAGE", "No. 8, Jalan Permas 10/7,"], "Restoran Siam Village"),
    (["-ATIONERY SHOP", "SANYO ST.", "JALAN SETIA INDAH"], "Sanyo ST"),
    (["=@-HARBOR BANK", "Savings Statement", "Questions? Call Harbor Bank"], "Harbor Bank"),
])
def test_a_name_left_after_cutting_glyphs_must_be_printed_elsewhere_on_the_page(lines, want):
    # a recogniser's reading of a logo ("HoLig ¢") or a torn word ("-ATIONERY") is no letterhead
    assert find_issuer(lines, "receipt") == want


@pytest.mark.parametrize("lines, want", [
    (["MR. D.I.Y. (M) SDN BHD", "(CO REG | 860871-D)", "LOT 1851-A & 1851-B, JALAN KPB 6,"], "MR. D.I.Y"),
    (["BEMED (SP) SDN. BHD.", "NO.49, JALAN DINAR G U3/G,"], "Bemed"),
    (["(CO REG | 860871-D)", "LOT 1851-A & 1851-B, JALAN KPB 6,"], None),
])
def test_a_bracketed_branch_is_not_the_name_and_a_registration_label_is_no_name(lines, want):
    # "(M)" after a company's name is its country, not a reason to skip the letterhead; the
    # company registration line under it ("CO REG: 860871-D") is a label, never the issuer
    assert find_issuer(lines, "receipt") == want


# Letterheads of real receipts as RapidOCR reads them (sroie-more), each losing its issuer before:
@pytest.mark.parametrize("lines, want", [
    # a branch or country in brackets, glued to the name or not; the address block under it
    (["MR.D.I.Y(M)SDN BHD", "Co-REG:860671-D", "LOT 1851-A & 1851-B, JALAN KPB 6,",
      "KAWASAN PERINDUSTRIAN BALAKONG,", "43300 SERI KEMBANGAN, SELANGOR"], "MR.D.I.Y"),
    (["MR. D.I.Y.(KUCHAI) SDN BHD", "(CO Reg 750441-W)", "LOT 1851-A & 1851-B, JALAN KPB 6,",
      "KAWASAN PERINDUSTRIAN BALAKONG,"], "MR. D.I.Y. Kuchai"),
    # a reader's noise or a cashier's name in small letters over the letterhead
    (["shohasie", "MR. D.I.Y. (M) SDN BHD", "(CO.REG :860671-D)"], "MR. D.I.Y"),
    (["tan chay yee", "ABC HO TRADING", "No.2&4, JALAN HARMONI 3/2,", "TAMAN DESA HARMONI."], "ABC HO Trading"),
    # a name starting with a number on the first line; S/B and the registration number after it
    (["99 SPEED MART 5/B (519537-X)", "LOT P.T. 2811, JALAN ANGSA,", "TAMAN BERKELEY"], "99 Speed Mart"),
    (["KING'S CONFECTIONERY S/B 273500-U (GKJ)", "LOT NO. G23, GIANT KELANA JAYA",
      "PUSAT BANDAR KELANA JAYA, PETALING"], "King's Confectionery"),
    # a space read as an underscore (sroie-dev 505), the name wrapped onto the next line
    (["AIK_HUAT HARUWARE", "ENTERPRISE (SETIA", "ALAM) SDN BH D", "822737-X", "NO. 17-G, JALAN SETIA INDAH"],
     "AIK Huat Haruware"),
    # the registration number under its caption in brackets after the name (sroie-dev)
    (["Dion Realties Sdn Bhd (Co. No:20154-T)", "(GST Registration No 000850247680)",
      "Menara Dion #02-03, Level 2,"], "Dion Realties"),
    (["ACME HARDWARE (CO.REG :860671-D)", "LOT 12, JALAN KPB 6,"], "Acme Hardware"),
    (["ACME TRADING (Company No. 123456-X)", "LOT 12, JALAN KPB 6,"], "Acme Trading"),
    # a logo in small letters over words any card issuer prints stays the sender
    (["nor thstar", "Statement Balance | $1,488.07", "CARD SERVICES", "Total Minimum Due | $44.64"], "nor thstar"),
    # the closing courtesy read first
    (["Thank You. Please come again.", "Goods Sold Are Not Returnable.", "011-3194 0284",
      "Segi Cash & Carry Sdn.Bhd"], "Segi Cash & Carry"),
])
def test_a_receipts_letterhead_survives_its_brackets_numbers_and_address(lines, want):
    assert find_issuer(lines, "receipt") == want


def test_a_number_starts_an_address_below_the_first_line():
    assert find_issuer(["41150 KLANG, SELANGOR", "12 JALAN ANGSA"], "receipt") is None
    assert find_issuer(["ACME HARDWARE", "12 Oak Street", "Springfield"], "receipt") == "Acme Hardware"


def test_a_zip_code_after_a_city_is_no_registration_number():
    assert find_issuer(["PORTLAND OR 97214"], "receipt") is None


def test_the_organisation_every_page_names_stands_in_for_a_letterhead_that_is_a_sentence():
    from docq.workers import issuer
    pages = [["Let’s get back to getting", "each other’s back.", "Automobile",
              "BX A DECK OH 042020 | Branch Insurance Exchange | Page 1 of 5"],
             ["Policy number: | Policy effective date:", "BX A DECK OH 042020 | Branch Insurance Exchange | Page 2 of 5"],
             ["VEHICLE # 2", "BX A DECK OH 042020 | Branch Insurance Exchange | Page 3 of 5"]]
    running = issuer.running_name(pages)
    assert running == "Branch Insurance Exchange"
    assert issuer.find_issuer(pages[0], "insurance-declarations", set(), running) == "Branch Insurance Exchange"
    # a letterhead that is a name keeps its place; a lone organisation word is no running name
    assert issuer.find_issuer(["Nationwide", "Policy Declarations"], "insurance-declarations", set(),
                              "Branch Insurance Exchange") == "Nationwide"
    assert issuer.running_name([["CO | 12"], ["CO | 14"]]) is None


@pytest.mark.parametrize("lines, want", [
    # a shop's number after its name, and its town after that
    (["CIRCLE K #7408", "2790 TAMIAMI TRAIL", "NORTH PT MYERS", "FLORIDA"], "Circlek"),
    (["Hess 30300", "973 Memorial Pkwy.", "Phillipsburg, NJ", "08865"], "Hess"),
    (["la aie", "LA BAIE 1601 MONTREAL", "585 STE-CATHERINE0 H3B3Y5", "MONTREAL | QC"], "LA Baie"),
    # the shop's name over its street is no person's mailing block; the street is no name
    (["Kalamazoo Beer Exchange", "211 E. Water Street", "269-532-1188"], "Kalamazoo Beer Exchange"),
    # a greeting and a street without its number are no one's name
    (["WELCOME", "WEST RIVER RD", "DATE 03/26/15 8:17PM"], None),
])
def test_a_receipts_shop_is_named_before_its_number_and_never_by_its_street_or_a_greeting(lines, want):
    assert find_issuer(lines, "receipt") == want


def test_a_zip_code_or_a_telephone_number_is_no_shops_number():
    assert find_issuer(["BEVERLY MA 01915", "9789276781"], "receipt") is None
    assert find_issuer(["TRX RESUMED 0002 1190", "SUSPENDED ON 1/24/2013"], "receipt") is None


def test_an_address_is_read_after_its_label_and_looks_like_one():
    # a sentence ending "at the residence premises." is no label, and what follows it no address
    assert issuer.find_address(["Standard Time at the residence premises. | 12 months, this policy will be renewed"]) is None
    assert issuer.find_address(["Residence Premises: | Payment Received: $125.00"]) is None
    assert issuer.find_address(["Location of Residence Premises", "12 Main St, Springfield IL"]) == "12 Main St, Springfield IL"
    assert issuer.find_address(["Service Address: 4410 SE Oak St, Portland OR"]) == "4410 SE Oak St, Portland OR"
    # an account number printed before the street
    assert issuer.find_address(["Service Address", "501-95636-5 6869 ALDER ST"]) == "501-95636-5 6869 ALDER ST"


def test_an_address_ends_where_a_figure_and_its_label_begin():
    # a mortgage statement prints "Total Fees Charged | $45.00" on the property address's line:
    # on main the fees were read into the address, which then grounded "fees" and "charged" for
    # any figure ("the total fees charged" was answered with the amount due)
    assert issuer.find_address(["Property Address | 4127 Juniper Ln, Boise ID 83706 | Total Fees Charged | $45.00"]) \
        == "4127 Juniper Ln, Boise ID 83706"
    assert issuer.find_address(["Service Address: 123 Main St | Springfield, IL 62704"]) == "123 Main St Springfield, IL 62704"


@pytest.mark.parametrize("heading", ["CONTRACT", "Order", "DUPLICATE", "Agreement"])
def test_a_heading_naming_the_paper_is_not_the_issuer(heading):
    # a station's contract headed "CONTRACT": the word says what the paper is, not who sent it
    lines = [heading, "Evergreen Broadcasting Company", "Contract Dates 05/19/20 - 05/25/20"]
    assert find_issuer(lines, "other") != issuer.normalise_issuer(heading)


@pytest.mark.parametrize("lines, want", [
    # a heading that says what the paper is, and the company named in its letter
    (["Home Insurance Renewal", "Your Farmers Policy", "Policy Number: 11112-33-44",
      "Thank you for choosing Farmers for your homeowners insurance needs. We appreciate the"], "Farmers"),
    (["Renters Declarations Page", "This is your proof of insurance.", "Policy Number | Named Insured",
      "Underwritten By: Toggle Insurance Company, 3 Beaver Valley Road, Wilmington, DE 19803. If you"],
     "Toggle Insurance"),
    # a caption for the person, and the company's thanks
    (["Information as of December 30, 2020", "Policyholder(s) | Page 1 of 2", "Policy number",
      "Thank you for being a loyal Allstate customer—we’re happy to have you"], "Allstate"),
    # an agency's name over the page is who sold it
    (["GABI PERSONAL INS AGCY", "Policy Number", "Thank you for your business!",
      "Thank you for renewing your homeowners insurance with Travelers. | A Faster, easier way to manage"],
     "Travelers"),
    # a verifier's report: its title, the person it is about, and who provided it
    (["Verification of Assets | This report is provided by Finicity, a Mastercard Company",
      "Steve Balmer | Requestor: ABC Home Mortgage, LLC", "1111 Louisville Ln, Sewickley, PA 22334"], "Finicity"),
    # a greeting, and the copyright line at the foot
    (["Paddington,", "Say hi to your", "new insurance!", "We promise to do our best to make sure you love it here!",
      "© 2020 Lemonade Insurance Company New York, NY Page 1"], "Lemonade Insurance"),
])
def test_a_heading_caption_or_sentence_is_not_the_issuer_the_company_its_letter_names_is(lines, want):
    assert find_issuer(lines, "insurance-declarations") == want


@pytest.mark.parametrize("lines", [
    ["NORTH CAROLINA | Policy Number 114075911111", "AUTO APPLICATION | Effective Date: 02/22/2022", "Corporation"],
    ["Page 1 of 4", "Current balance due", "Pay By", "$521,341.68 | 09/20/24"],
    ["HOMEOWNER APPLICATION", "5/7/2021"],
    ["Customer Id/ Name: 33333-Fake Mortgage LLC | User Name: Sandy Duncan"],
])
def test_a_state_a_caption_or_a_title_alone_names_no_issuer(lines):
    assert find_issuer(lines, "insurance-declarations") is None


def test_a_title_line_names_its_sender_before_what_the_document_is():
    # "AccountChek Asset Report for: Barry Bonds": no letterhead, no organisation's word; the
    # name before the document's own kind is who made it, never a person's name or a kind alone
    opening = ["AccountChek Asset Report for: Barry Bonds", "Information current as of: 05/07/2021 - 18:32 EDT",
               "Reissue Key: 5398ghrspb"]
    assert find_issuer(opening, "asset-report") == "AccountChek"
    assert find_issuer(["Asset Report for: Barry Bonds", opening[1]], "asset-report") is None
    assert find_issuer(["Barry Bonds Asset Report for: Lender", opening[1]], "asset-report",
                       {issuer.issuer_key("Barry Bonds")}) is None


def test_a_logos_mark_read_as_a_closing_quote_is_no_part_of_the_name():
    # Equifax's logo "EQUIFAX’" (its mark read as a closing quote) over "VERIFICATION SERVICES":
    # no letterhead was read, and the report had no sender
    opening = ["EQUIFAX’", "VERIFICATION SERVICES", "CURRENT AS OF: 06-11-2021", "ORDER INFORMATION"]
    assert find_issuer(opening, "income-report") == "Equifax"
    # ...a name's own apostrophe inside it stays
    assert find_issuer(["LOWE’S HOME CENTERS", "Receipt"], "receipt") == "Lowe's Home Centers"
    # ...and a logo's glyph read before the name as a sign ("¢" for a diamond): the slip was
    # read as sent by its first item, "Eggs DOZ"
    slip = ["¢ CLEARWATER GROCERS", "338 HARBOR PLAZA", "10/07/2024 11:48", "EGGS DOZ | 17.26", "TAPE"]
    assert find_issuer(slip, "other") == "Clearwater Grocers"
    assert find_issuer(slip, "receipt") == "Clearwater Grocers"


def test_a_caption_is_no_name_and_whom_to_pay_is_the_sender():
    # station invoices open with captions: "Remit Address:" over the station's call sign, and
    # "REMIT TO Sinclair Broadcast"; they were read as senders named "Remit Address" and
    # "REMIT TO Sinclair Broadcast"
    opening = ["Page 1 of 3", "INVOICE", "Remit Address:", "KMSP | Invoice # | 941456-1",
               "4614 Collection Center Drive | Advertiser | Michael Bloomberg 2020, Inc"]
    assert find_issuer(opening, "other") == "KMSP"
    assert find_issuer(["REMIT TO Sinclair Broadcast | Invoice | 7302075", "c/o WTTO | Agency | Crossroads Media"],
                       "other") == "Sinclair Broadcast"
    assert find_issuer(["Market: Nashville | Total $: | $2,095.00", "Product: MIKE BLOOMBERG | Office: WASHINGTON"],
                       "other") is None
    # ...nor is the heading of a station's order ("Orders | Order Rev:"), whatever noise a reader
    # leaves beside it ("ORDER | aS")
    order = ["Print Date 01/30/20 09:16:08 | Page 1 of 1", "ORDER", "Orders | Order Rev: | 1931646",
             "Alt Order #: | WOC12375760", "Estimate: | 6035 | WZZM 13"]
    assert find_issuer(order, "other") is None
    assert find_issuer(["Print Date 02/13/20 10:40:35 | Page 1 of 2", "ORDER | aS", "Orders | Order Rev: | 2381236"],
                       "other") is None
    # ...and the campaign buying the air time is printed under its caption, bare: no sender
    daines = ["Advertiser | Steve Daines for Montana-R (135449)", "REMIT TO Sinclair Broadcast | Invoice | 7382690",
              "c/o KECI | Agency | FP1 Strategies LLC (19867)"]
    assert find_issuer(daines, "other") == "Sinclair Broadcast"
    # ...and a bill printing no letterhead is sent by whom it says to pay
    con_ed = ["Page 1 of 4", "Current balance due", "Pay By", "$521,341.68 09/20/24",
              "Please make checks payable to Con Edison."]
    assert find_issuer(con_ed, "utility-bill") == "Con Edison"


def test_a_mailing_block_over_its_street_is_no_sender_and_a_street_is_no_name():
    # a renewal whose logo is a picture opens with the policyholder's mailing block: it was
    # read as sent by "Jeremy JOEL Ringwold"; the site it names twice is its sender's
    usaa = ["JUNE 24, 2020", "AUTOMOBILE POLICY PACKET", "Jeremy JOEL Ringwold", "1907 FRANKLIN ST",
            "NASHVILLE TN 31111", "Check your vehicle for a safety recall today! Visit www.usaa.com/autorecall",
            "time to your policy on usaa.com. Or you may call us at"]
    assert find_issuer(usaa, "insurance-declarations") == "USAA"
    # ...never a site of the sender's own name, which is its letterhead ("Cascade Home Loans")
    cascade = ["Cascade Home Loans | Mortgage Statement", "P.O. Box 7720", "Statement Date: | 03/20/2024",
               "www.cascadehomeloans.com | Payment Due Date | 04/01/2024", "cascadehomeloans.com/pay"]
    assert find_issuer(cascade, "mortgage-statement") == "Cascade Home Loans"
    # a street printed without its number, its number left at the end of the name's line
    root = ["Root Insurance Co. 80", "E Poor Street", "Suite 500", "Birmingham, AL", "43215",
            "Auto insurance policy initial declarations"]
    assert find_issuer(root, "insurance-declarations") == "Root Insurance"


def test_a_row_of_captions_over_its_codes_and_the_title_after_a_name_are_no_name():
    # a payroll's earnings statement opens with its company, file, department, clock and voucher
    # captions over their codes; it was read as sent by "CO. File Dept. Clock VCHR. NO"
    adp = ["CO. FILE | DEPT. CLOCK VCHR. NO. | Earnings Statement", "BWL 004417 210 | 0088 | 0090412",
           "Birchwood Labs Inc | Period Beginning: | 02/16/2024", "400 Innovation Way | Period Ending: | 02/29/2024"]
    assert find_issuer(adp, "pay-stub") == "Birchwood Labs"
    # ...and the title printed after the name on its line is what the document is, not its sender
    # ("Fernhill Dental Group Pay Stub")
    assert find_issuer(["Fernhill Dental Group | Pay Stub", "1180 Alder Street, Suite 200, Portland, OR 97205"],
                       "pay-stub") == "Fernhill Dental Group"
    # a name over a row of telephone numbers is still a name
    assert find_issuer(["SYARIKAT PERNIAGAAN GIN KEE", "TEL 03-3362 4137 FAX 03-3362 4138", "TOTAL 12.00"],
                       "receipt") == "Syarikat Perniagaan GIN KEE"
    # ...and over the date, time and telephone number a receipt prints under its name
    assert find_issuer(["Penda Fi | res", "10/1/2009 | (704)547-6396 7:51:24 PM", "Order: 206260"],
                       "receipt") == "PendaFi res"
    # ...as is a report's ("HARBORVIEW INVESTMENT REPORT": Harborview's investment report)
    assert find_issuer(["HARBORVIEW | INVESTMENT REPORT", "INVESTMENTS | March 1, 2024 - March 31, 2024"],
                       "other") == "Harborview"


def test_a_cover_pages_sentence_in_small_letters_is_no_sender():
    # a brochure's cover line, its full stop and its possessive marking it a sentence, with no
    # running name to stand in: the letter's own sentence names the sender
    lines = ["Let’s get back to getting", "each other’s back.", "When insurance was first created, it was meant",
             "This is your Branch insurance policy. It contains all the details of your coverage."]
    assert find_issuer(lines, "insurance-declarations") == "Branch"
    # a logo in small letters that the reader cut in pieces is still a name
    assert find_issuer(["nor thstar", "CARD SERVICES"], "credit-card-statement") == "nor thstar"


def test_a_returns_filers_are_the_names_under_its_name_captions():
    # a Form 1040 prints its filer's and spouse's names in the row under "first name and
    # middle initial | Last name"; the print may set a name's last letter apart ("Pec k")
    lines = ["Form 1040 | 2019", "Your first name and middle initial | Last name | Your social security number",
             "Gregori | Pec k | 888-99-0000",
             "If joint return, spouse’s first name and middle initial | Last name | Spouse’s social security number",
             "Susan | Collins | 999-00-1111",
             "Home address (number and street). If you have a P.O. box, see instructions. | Apt. no."]
    assert find_person(lines, "1040") == "Gregori Peck and Susan Collins"
    single = ["Your first name and middle initial | Last name | Your social security number", "Connor Roy | 337-18-2333",
              "If joint return, spouse's first name and middle initial | Last name | Spouse's social security number",
              "Home address (number and street). If you have a P.O. box, see instructions. | Apt. no."]
    assert find_person(single, "1040") == "Connor Roy"
