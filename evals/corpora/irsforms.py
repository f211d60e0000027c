"""The real IRS recipient forms (../shared/forms/irs/), filled for one household and read box
by box: two W-2s of one year whose boxes 1, 3, 5 and 16 are close in size, 1099-INTs and
1099-DIVs of two tax years on one revision, an original 1099-INT and its CORRECTED copy, and
two years of a 1098 with every money box, each as the payer's PDF, a scan or a phone photo; and
forms with no blank here, drawn from the IRS's published grids: two 1099-NECs for 2025, one with
its state boxes; two 1099-Rs for 2025 (a pension with its state boxes, scanned, and an IRA's
distribution whose taxable amount is less than its gross, as the payer's PDF); a 1098-E's
student loan interest, photographed; a college's 1098-T, scanned; and two 1099-MISCs for 2025
(a property manager's rents with its state boxes, scanned, and a publisher's royalties and
other income, as the payer's PDF), beside the 1099-NECs whose box 4 prints the same caption;
and the Social Security Administration's SSA-1099s for 2024 (scanned) and 2025 (photographed,
with benefits repaid), whose description of box 3 prints the Medicare premiums withheld; and
two brokers' 1099-Bs, one sale each: shares held for years and sold at a gain (2025, scanned)
and shares sold at a loss disallowed as a wash sale, with tax withheld (2024, the broker's PDF);
and a brokerage's consolidated 1099 for 2025 (the broker's PDF): its 1099-DIV and 1099-INT
sections' boxes as lines of a caption and an amount, and its 1099-B's summary of the year's
short- and long-term sales."""
from __future__ import annotations

from evals.docs import Doc
from evals.irs import CAPTIONS, Filled
from evals.layout import LEFT, RIGHT, Sheet, canon
from evals.qa import ask, ask_date, decline

CORPUS = "irs-forms"
PERSON = "MARISOL T OKAFOR"
STREET, CITY = "2217 BEXLEY PARK RD", "COLUMBUS OH 43209"
W2C, W22 = "fw2-2024-copy-c.pdf", "fw2-2024-copy-2.pdf"
INT, DIV, MORTGAGE = "f1099int-rev-2024-01.pdf", "f1099div-rev-2024-01.pdf", "f1098-rev-2022-01.pdf"
NEC, PENSION, STUDENT_LOAN = "f1099nec-rev-2025-01", "f1099r-rev-2025-01", "f1098e-rev-2025-01"
TUITION, MISC, SSA = "f1098t-rev-2025-01", "f1099misc-rev-2025-04", "fssa1099-2025-01"
BROKER = "f1099b-rev-2025-01"


def form(name: str, issuer: str, filled: Filled, seed: int, mode: str = "scan", rotate: float = 0.0) -> Doc:
    """A filled form as a Doc: its pairs (caption, value) are the key; nothing is drawn."""
    sheet = Sheet()
    sheet.pairs = filled.pairs()
    fields = {f"{filled.kind.replace('-', '')}_box{box}": canon(v) for box, v in filled.values.items()
              if box in CAPTIONS[filled.kind] and v[:1].isdigit() and "/" not in v}
    return Doc(name, [sheet], filled.kind, issuer, fields, mode=mode, seed=seed, tax_year=filled.tax_year,
               rotate=rotate, filled=filled)


def w2(copy: str, employer: list[str], ein: str, boxes: dict[str, str]) -> Filled:
    first, last = PERSON.rsplit(" ", 1)
    return Filled(copy, {"a": "XXX-XX-6218", "b": ein, "c": "\n".join(employer), "e first": first.title(),
                         "e last": last.title(), "f": f"{STREET}\n{CITY}", **boxes}, tax_year=2024)


def payer_form(blank: str, payer: list[str], tin: str, account: str, year: int, boxes: dict[str, str],
               corrected: bool = False) -> Filled:
    return Filled(blank, {"payer": "\n".join(payer), "payer tin": tin, "recipient tin": "XXX-XX-6218",
                          "recipient": PERSON, "street": STREET, "city": CITY, "account": account, **boxes},
                  tax_year=year, corrected=corrected)


def ssa(year: int, paid: str, medicare: str, repaid: str, withheld: str) -> Filled:
    """An SSA-1099: the benefits paid by deposit and the Medicare premiums deducted from them
    (box 3 is their sum), what was repaid (box 4) and the net (box 5)."""
    cents = [int(v.replace(",", "").replace(".", "")) for v in (paid, medicare, repaid)]
    gross, net = cents[0] + cents[1], cents[0] + cents[1] - cents[2]
    box3, box5 = (f"{c // 100:,}.{c % 100:02d}" for c in (gross, net))
    rows = [("Paid by check or direct deposit", paid), ("Medicare Part B premiums deducted from your benefits", medicare),
            ("Total Additions", box3), (f"Benefits for {year}", box3)]
    return Filled(SSA, {"recipient": PERSON, "recipient tin": "XXX-XX-6218", "3": box3, "4": repaid, "5": box5,
                        "desc3": "\n".join(f"{label}\t${v}" for label, v in rows),
                        "desc4": f"Benefits repaid to SSA in {year}\t${repaid}" if repaid != "0.00" else "NONE",
                        "6": withheld, "medicare": medicare, "address": f"{STREET}\n{CITY}",
                        "account": "XXX-XX-6218A"}, tax_year=year)


LARKSPUR = ["LARKSPUR BIOTECH INC", "4100 TORREY PINES RD", "SAN DIEGO CA 92121"]
CEDAR = ["CEDAR VALLEY SCHOOL DISTRICT", "880 WINCHESTER PIKE", "COLUMBUS OH 43232"]
ALLY = ["ALLY BANK", "PO BOX 951", "HORSHAM PA 19044"]
BUCKEYE = ["BUCKEYE STATE CREDIT UNION", "1310 E MAIN ST", "COLUMBUS OH 43205"]
VANGUARD = ["THE VANGUARD GROUP", "PO BOX 982901", "EL PASO TX 79998"]
FIDELITY = ["FIDELITY INVESTMENTS", "PO BOX 770001", "CINCINNATI OH 45277"]
LENDER = ["SCIOTO RIVER MORTGAGE CO", "500 W BROAD ST", "COLUMBUS OH 43215", "(614) 555-0142"]
BRIGHTLINE = ["BRIGHTLINE DESIGN STUDIO LLC", "77 N HIGH ST STE 400", "COLUMBUS OH 43215", "(614) 555-0190"]
OLENTANGY = ["OLENTANGY RIVER ARTS COUNCIL", "2450 N FOURTH ST", "COLUMBUS OH 43202"]
OPERS = ["OHIO PUBLIC EMPLOYEES RETIREMENT SYSTEM", "277 E TOWN ST", "COLUMBUS OH 43215", "(800) 222-7377"]
VFTC = ["VANGUARD FIDUCIARY TRUST COMPANY", "PO BOX 1101", "VALLEY FORGE PA 19482"]
NELNET = ["NELNET", "PO BOX 82561", "LINCOLN NE 68501", "(888) 486-4722"]
CSCC = ["COLUMBUS STATE COMMUNITY COLLEGE", "550 E SPRING ST", "COLUMBUS OH 43215", "(614) 287-5353"]
SHORT_NORTH = ["SHORT NORTH PROPERTY MANAGEMENT LLC", "1100 N HIGH ST", "COLUMBUS OH 43201", "(614) 555-0177"]
MAPLEWOOD = ["MAPLEWOOD PRESS INC", "40 W 23RD ST", "NEW YORK NY 10010"]
MORGAN_STANLEY = ["MORGAN STANLEY SMITH BARNEY LLC", "1585 BROADWAY", "NEW YORK NY 10036", "(800) 869-3326"]
MERRILL = ["MERRILL LYNCH, PIERCE, FENNER & SMITH INC", "4804 DEER LAKE DR E", "JACKSONVILLE FL 32246"]
ROBINHOOD = ["ROBINHOOD SECURITIES LLC", "500 COLONIAL CENTER PKWY STE 100", "LAKE MARY FL 32746"]


# A brokerage's consolidated 1099: one statement holding the 1099-DIV, the 1099-INT and the
# 1099-B's summary of the year's sales, each section with its boxes as lines of a caption and
# its amount, as brokers print them; its kind is the first form it prints.
_SUMMARY = ("Proceeds", "Cost Basis", "Market Discount", "Wash Sale Loss Disallowed", "Realized Gain or (Loss)")


def consolidated(name: str, issuer: str, payer: list[str], tin: str, account: str, year: int,
                 dividends: dict[str, str], interest: dict[str, str], sales: dict[str, list[str]], seed: int) -> Doc:
    """A consolidated 1099 as the broker's PDF: `dividends` and `interest` map a box's caption
    ("1a Total Ordinary Dividends") to its amount, `sales` a term ("Short-term", "Long-term",
    "Total") to its amounts under `_SUMMARY`'s columns."""
    sh = Sheet()
    sh.text(issuer.split()[0].rstrip(",").upper(), LEFT, 62, 16, bold=True)
    sh.right(f"{year} TAX REPORTING STATEMENT", RIGHT, 62, 11, bold=True)
    sh.right("Consolidated Form 1099", RIGHT, 76, 9)
    sh.right(f"Account No. {account}", RIGHT, 90, 9)
    sh.text("PAYER'S Name and Address", LEFT, 118, 7)
    sh.lines(payer, LEFT, 131, 9)
    sh.text(f"PAYER'S Federal ID No: {tin}", LEFT, 131 + 12 * len(payer) + 4, 8)
    sh.text("RECIPIENT'S Name and Address", 320, 118, 7)
    sh.lines([PERSON, STREET, CITY], 320, 131, 9)
    sh.text("RECIPIENT'S ID No: XXX-XX-6218", 320, 131 + 12 * 3 + 4, 8)
    top = 228
    sh.rule(LEFT, top - 14, RIGHT, top - 14, 0.8)
    for x, vx, title, omb, boxes in ((LEFT, 282, f"{year} 1099-DIV* DIVIDENDS AND DISTRIBUTIONS", "1545-0110", dividends),
                                     (300, RIGHT, f"{year} 1099-INT* INTEREST INCOME", "1545-0112", interest)):
        sh.text(title, x, top, 8.5, bold=True)
        sh.text(f"Copy B for Recipient (OMB No. {omb})", x, top + 11, 7)
        for i, (caption, amount) in enumerate(boxes.items()):
            sh.pair(caption, amount, top + 30 + 14 * i, lx=x, vx=vx, size=7.5)
    y = top + 30 + 14 * max(len(dividends), len(interest)) + 24
    sh.rule(LEFT, y - 14, RIGHT, y - 14, 0.8)
    sh.text(f"{year} 1099-B* SUMMARY OF PROCEEDS, GAINS & LOSSES, ADJUSTMENTS AND INCOME TAX WITHHELD", LEFT, y, 8.5, bold=True)
    xs = (292, 356, 412, 482, RIGHT)
    for lines, x in zip((("", "Proceeds"), ("", "Cost Basis"), ("Market", "Discount"), ("Wash Sale Loss", "Disallowed"),
                         ("Realized", "Gain or (Loss)")), xs):
        for k, part in enumerate(lines):
            if part:
                sh.right(part, x, y + 18 + 10 * k, 7.5, bold=True)
    sh.text("Term", LEFT, y + 28, 7.5, bold=True)
    sh.text("Form 8949 type", 120, y + 28, 7.5, bold=True)
    sh.rule(LEFT, y + 32, RIGHT, y + 32, 0.5)
    for i, (term, amounts) in enumerate(sales.items()):
        row = y + 46 + 14 * i
        sh.text(term, LEFT, row, 8.5, bold=term == "Total")
        sh.text({"Short-term": "A (basis reported to the IRS)", "Long-term": "D (basis reported to the IRS)"}.get(term, ""),
                120, row, 7.5)
        for header, x, amount in zip(_SUMMARY, xs, amounts):
            sh.right(amount, x, row, 8.5, bold=term == "Total")
            sh.pairs.append([f"{term} {header}", amount])
    sh.lines(["* This is important tax information and is being furnished to the Internal Revenue Service. If you are",
              "required to file a return, a negligence penalty or other sanction may be imposed on you if this income is",
              "taxable and the IRS determines that it has not been reported."], LEFT, y + 46 + 14 * len(sales) + 30, 7, 9)
    return Doc(name, [sh], "1099-div", issuer, {}, mode="digital", seed=seed, tax_year=year)


def build() -> tuple[list[Doc], list[dict]]:
    larkspur = form("W2_2024_LarkspurBiotech.pdf", "Larkspur Biotech Inc", w2(W2C, LARKSPUR, "33-2918451", {
        "1": "176,310.44", "2": "31,877.12", "3": "168,600.00", "4": "10,453.20", "5": "201,710.44",
        "6": "2,924.80", "12a code": "D", "12a": "23,000.00", "12b code": "W", "12b": "1,800.00",
        "12c code": "DD", "12c": "14,388.96", "12d code": "C", "12d": "312.00", "13 retirement": "X",
        "14": "CASDI 1,984.22", "15": "CA", "15 id": "402-7716-5", "16": "178,110.44", "17": "12,044.61"}),
        seed=301, mode="digital")
    cedar = form("scan_0117.pdf", "Cedar Valley School District", w2(W22, CEDAR, "31-6000412", {
        "1": "38,450.00", "2": "3,102.40", "3": "40,150.00", "4": "2,489.30", "5": "40,150.00", "6": "582.18",
        "10": "2,500.00", "12a code": "E", "12a": "1,700.00", "12b code": "DD", "12b": "6,120.00",
        "13 retirement": "X", "15": "OH", "15 id": "51-882014", "16": "38,450.00", "17": "1,104.87",
        "18": "40,150.00", "19": "1,003.75", "20": "COLUMBUS"}), seed=302, rotate=0.7)
    ally23 = form("Ally_1099INT_2023.pdf", "Ally Bank", payer_form(INT, ALLY, "38-0437370", "XXXXXX4471", 2023, {
        "1": "2,318.40", "4": "0.00"}), seed=303, rotate=-0.9)
    ally23c = form("Ally_1099INT_2023_corrected.pdf", "Ally Bank", payer_form(INT, ALLY, "38-0437370", "XXXXXX4471", 2023, {
        "1": "2,381.40", "4": "0.00"}, corrected=True), seed=304, mode="digital")
    ally24 = form("scan_0122.pdf", "Ally Bank", payer_form(INT, ALLY, "38-0437370", "XXXXXX4471", 2024, {
        "1": "3,046.92", "2": "57.13", "4": "304.69"}), seed=305, rotate=0.5)
    buckeye = form("IMG_2291.jpg", "Buckeye State Credit Union", payer_form(INT, BUCKEYE, "31-4401196", "88012", 2024, {
        "1": "412.77", "3": "1,137.50", "8": "96.20"}), seed=306, mode="photo")
    vg24 = form("Vanguard_1099DIV_2024.pdf", "The Vanguard Group", payer_form(DIV, VANGUARD, "23-1945930", "88231047", 2024, {
        "1a": "4,870.36", "1b": "4,115.09", "2a": "1,264.50", "3": "48.12", "4": "0.00", "5": "211.40", "7": "63.88"}),
        seed=307, mode="digital")
    vg23 = form("scan_0088.pdf", "The Vanguard Group", payer_form(DIV, VANGUARD, "23-1945930", "88231047", 2023, {
        "1a": "4,402.18", "1b": "3,688.51", "2a": "975.25", "5": "190.07", "7": "57.34"}), seed=308, rotate=-0.6)
    fid24 = form("scan_0123.pdf", "Fidelity Investments", payer_form(DIV, FIDELITY, "04-3523567", "Z31-559812", 2024, {
        "1a": "1,522.64", "1b": "1,390.02", "2a": "388.71", "12": "145.30", "16": "22.80"}), seed=309, rotate=1.1)
    m24 = form("1098_2024_SciotoRiver.pdf", "Scioto River Mortgage Co", payer_form(MORTGAGE, LENDER, "31-1187420", "0041187733", 2024, {
        "1": "14,906.31", "2": "331,418.76", "3": "06/28/2021", "5": "1,146.00", "6": "0.00", "10": "5,872.44"}),
        seed=310, rotate=-0.4)
    m23 = form("scan_0089.pdf", "Scioto River Mortgage Co", payer_form(MORTGAGE, LENDER, "31-1187420", "0041187733", 2023, {
        "1": "15,240.87", "2": "339,905.12", "3": "06/28/2021", "4": "84.10", "5": "1,146.00", "6": "3,312.50",
        "10": "5,640.18"}), seed=311, rotate=0.8)
    brightline = form("Brightline_1099NEC_2025.pdf", "Brightline Design Studio LLC", payer_form(
        NEC, BRIGHTLINE, "82-4417093", "C-2025-0418", 2025, {"1": "18,450.00"}), seed=312, mode="digital")
    olentangy = form("scan_0131.pdf", "Olentangy River Arts Council", payer_form(NEC, OLENTANGY, "31-1062270", "", 2025, {
        "1": "4,200.00", "4": "420.00", "5": "126.00", "6": "OH 51-8820141", "7": "4,200.00"}), seed=313, rotate=0.6)
    opers = form("scan_0140.pdf", "Ohio Public Employees Retirement System", payer_form(
        PENSION, OPERS, "31-6400011", "", 2025, {"1": "28,416.00", "2a": "27,204.00", "4": "2,720.40", "5": "1,212.00",
                                                "7": "7", "14": "816.12", "15": "OH 31-6400011", "16": "27,204.00"}),
        seed=314, rotate=-0.7)
    vgira = form("Vanguard_1099R_2025.pdf", "Vanguard Fiduciary Trust Company", payer_form(
        PENSION, VFTC, "23-2186884", "XXXX7719", 2025, {"1": "15,000.00", "2a": "13,860.00", "4": "1,500.00", "7": "7",
                                                        "ira": "X"}), seed=315, mode="digital")
    nelnet = form("IMG_3318.jpg", "Nelnet", payer_form(STUDENT_LOAN, NELNET, "84-0748903", "XXXXXX2290", 2025,
                                                       {"1": "1,842.37"}), seed=316, mode="photo")
    cscc = form("scan_0144.pdf", "Columbus State Community College", payer_form(
        TUITION, CSCC, "31-0827146", "0004471902", 2025, {"1": "6,418.50", "5": "2,150.00", "8": "X"}), seed=317, rotate=0.9)
    rents = form("scan_0152.pdf", "Short North Property Management LLC", payer_form(
        MISC, SHORT_NORTH, "82-3390417", "U-2217", 2025, {"1": "16,800.00", "16": "504.00", "17": "OH 51-0041772",
                                                         "18": "16,800.00"}), seed=318, rotate=-0.5)
    royalties = form("Maplewood_1099MISC_2025.pdf", "Maplewood Press Inc", payer_form(
        MISC, MAPLEWOOD, "13-4471920", "A-88104", 2025, {"2": "3,412.66", "3": "500.00", "4": "341.27"}),
        seed=319, mode="digital")
    ssa24 = form("scan_0160.pdf", "Social Security Administration", ssa(2024, "19,203.60", "2,096.40", "0.00",
                                                                           "1,930.00"), seed=320, rotate=0.4)
    ssa25 = form("IMG_4410.jpg", "Social Security Administration", ssa(2025, "20,011.20", "2,220.00", "1,184.00",
                                                                         "2,001.00"), seed=321, mode="photo")
    # one sale each: shares held for years and sold at a gain (scanned), and shares sold at a loss
    # within a month of buying more, whose loss is disallowed as a wash sale (the broker's PDF)
    pg = form("scan_0171.pdf", "Morgan Stanley Smith Barney LLC", payer_form(
        BROKER, MORGAN_STANLEY, "26-4310844", "412-058831-207", 2025, {
            "1a": "85 SH PROCTER &\nGAMBLE CO", "1b": "03/14/2019", "1c": "08/22/2025", "1d": "13,284.15",
            "1e": "9,102.50", "12": "X", "cusip": "742718109"}), seed=322, rotate=0.5)
    ford = form("Robinhood_1099B_2024.pdf", "Robinhood Securities LLC", payer_form(
        BROKER, ROBINHOOD, "46-4364776", "5QR-88210-17", 2024, {
            "1a": "120 SH FORD\nMOTOR CO", "1b": "01/05/2024", "1c": "06/18/2024", "1d": "1,456.80", "1e": "1,690.20",
            "1g": "233.40", "4": "145.68", "12": "X", "14": "OH", "15": "51-2290447", "16": "43.70"}),
        seed=323, mode="digital")
    merrill = consolidated("Merrill_Consolidated_1099_2025.pdf", "Merrill Lynch, Pierce, Fenner & Smith Inc", MERRILL,
                           "13-5674085", "8WK-20417", 2025, {
                               "1a Total Ordinary Dividends": "2,318.44", "1b Qualified Dividends": "1,906.12",
                               "2a Total Capital Gain Distributions": "412.80", "3 Nondividend Distributions": "0.00",
                               "4 Federal Income Tax Withheld": "0.00", "5 Section 199A Dividends": "88.15",
                               "7 Foreign Tax Paid": "31.07"}, {
                               "1 Interest Income": "642.19", "3 Interest on U.S. Savings Bonds and Treas. Obligations": "1,210.00",
                               "4 Federal Income Tax Withheld": "0.00", "8 Tax-Exempt Interest": "0.00"}, {
                               "Short-term": ["4,120.00", "4,388.50", "0.00", "0.00", "(268.50)"],
                               "Long-term": ["18,905.30", "12,240.75", "0.00", "0.00", "6,664.55"],
                               "Total": ["23,025.30", "16,629.25", "0.00", "0.00", "6,396.05"]}, seed=324)
    docs = [larkspur, cedar, ally23, ally23c, ally24, buckeye, vg24, vg23, fid24, m24, m23, brightline, olentangy,
            opers, vgira, nelnet, cscc, rents, royalties, ssa24, ssa25, pg, ford, merrill]
    c = CORPUS
    W, I, D, M, N, R, E, T, X, S, B = (CAPTIONS[k] for k in ("w2", "1099-int", "1099-div", "1098", "1099-nec", "1099-r",
                                                              "1098-e", "1098-t", "1099-misc", "ssa-1099", "1099-b"))
    qs = [
        ask("irs-w2-larkspur-wages", c, "What were my wages on my 2024 W-2 from Larkspur Biotech?", larkspur, W["1"],
            "boxes 3, 5 and 16 hold figures of the same size"),
        ask("irs-w2-larkspur-fed", c, "How much federal tax was withheld on my Larkspur Biotech W-2?", larkspur, W["2"]),
        ask("irs-w2-larkspur-ss-wages", c, "What were my social security wages at Larkspur Biotech in 2024?", larkspur, W["3"]),
        ask("irs-w2-larkspur-medicare-wages", c, "What Medicare wages does my 2024 Larkspur W-2 show?", larkspur, W["5"]),
        ask("irs-w2-larkspur-state-wages", c, "What state wages are on my Larkspur Biotech W-2 for 2024?", larkspur, W["16"]),
        ask("irs-w2-larkspur-state-tax", c, "How much California income tax was withheld on my Larkspur W-2?", larkspur, W["17"]),
        ask("irs-w2-larkspur-12-d", c, "What's in box 12 code D on my Larkspur Biotech W-2?", larkspur, W["12a"] + " D",
            "the 401(k) deferral; codes W, DD and C fill 12b-12d"),
        ask("irs-w2-larkspur-12-dd", c, "How much was the employer-sponsored health coverage, code DD, on my Larkspur W-2?",
            larkspur, W["12c"] + " DD"),
        ask("irs-w2-cedar-wages", c, "What were my box 1 wages from Cedar Valley School District?", cedar, W["1"]),
        ask("irs-w2-cedar-fed", c, "How much federal income tax did Cedar Valley School District withhold in 2024?", cedar, W["2"]),
        ask("irs-w2-cedar-ss-tax", c, "How much social security tax was withheld on my Cedar Valley W-2?", cedar, W["4"]),
        ask("irs-w2-cedar-local-tax", c, "How much local income tax was withheld on my Cedar Valley School District W-2?",
            cedar, W["19"]),
        ask("irs-w2-cedar-dependent-care", c, "What dependent care benefits are on my 2024 W-2 from Cedar Valley?", cedar, W["10"]),
        ask("irs-w2-cedar-12-e", c, "How much went into my 403(b), box 12 code E, on the Cedar Valley W-2?", cedar, W["12a"] + " E"),
        ask("irs-int-ally-2023", c, "How much interest did Ally pay me in 2023?", ally23c, I["1"],
            "the CORRECTED 1099-INT replaces the original's 2,318.40"),
        ask("irs-int-ally-2024", c, "What interest income did Ally Bank report on my 2024 1099-INT?", ally24, I["1"]),
        ask("irs-int-ally-2024-penalty", c, "What early withdrawal penalty did Ally charge me in 2024?", ally24, I["2"]),
        ask("irs-int-ally-2024-withheld", c, "How much federal income tax was withheld on my 2024 Ally 1099-INT?", ally24, I["4"]),
        ask("irs-int-buckeye-treasury", c, "How much interest on Treasury obligations did Buckeye State Credit Union report?",
            buckeye, I["3"]),
        ask("irs-int-buckeye-exempt", c, "What tax-exempt interest is on my Buckeye State 1099-INT for 2024?", buckeye, I["8"]),
        ask("irs-div-vanguard-qualified", c, "How much in qualified dividends did Vanguard pay me in 2024?", vg24, D["1b"]),
        ask("irs-div-vanguard-ordinary", c, "What were my total ordinary dividends from Vanguard for 2024?", vg24, D["1a"]),
        ask("irs-div-vanguard-capgain", c, "What capital gain distributions did Vanguard report for 2024?", vg24, D["2a"]),
        ask("irs-div-vanguard-199a", c, "How much in section 199A dividends did Vanguard pay me in 2024?", vg24, D["5"]),
        ask("irs-div-vanguard-foreign", c, "What foreign tax did I pay through Vanguard in 2023?", vg23, D["7"]),
        ask("irs-div-vanguard-2023-ordinary", c, "What were my total ordinary dividends from Vanguard in 2023?", vg23, D["1a"]),
        ask("irs-div-fidelity-exempt", c, "How much in exempt-interest dividends did Fidelity report for 2024?", fid24, D["12"]),
        ask("irs-div-fidelity-qualified", c, "What qualified dividends did Fidelity pay me in 2024?", fid24, D["1b"]),
        ask("irs-1098-2024-interest", c, "How much mortgage interest did I pay in 2024?", m24, M["1"]),
        ask("irs-1098-2024-principal", c, "What was the outstanding principal on my 2024 1098?", m24, M["2"]),
        ask("irs-1098-2024-pmi", c, "How much mortgage insurance premium did I pay in 2024?", m24, M["5"]),
        ask("irs-1098-2023-points", c, "What were the points I paid on my mortgage in 2023?", m23, M["6"]),
        ask("irs-1098-2023-refund", c, "What refund of overpaid interest is on my 2023 1098?", m23, M["4"]),
        ask("irs-1098-2023-principal", c, "What outstanding mortgage principal did Scioto River report for 2023?", m23, M["2"]),
        ask_date("irs-1098-origination", c, "When did my mortgage with Scioto River originate?", m24, "2021-06-28")
        | {"citedTitles": [m24.name, m23.name]},
        ask("irs-nec-brightline-pay", c, "How much did Brightline Design Studio pay me as a contractor in 2025?",
            brightline, N["1"]),
        ask("irs-nec-olentangy-comp", c, "What nonemployee compensation is on my 1099-NEC from Olentangy River Arts Council?",
            olentangy, N["1"], "box 7's state income prints the same figure"),
        ask("irs-nec-olentangy-fed", c, "How much federal tax was withheld from my Olentangy River Arts Council 1099-NEC?",
            olentangy, N["4"]),
        ask("irs-nec-olentangy-state", c, "How much Ohio tax was withheld on my 1099-NEC from Olentangy River Arts Council?",
            olentangy, N["5"], "box 6 says OH"),
        ask("irs-r-opers-gross", c, "How much did my pension from Ohio Public Employees Retirement System pay me in 2025?",
            opers, R["1"]),
        ask("irs-r-opers-taxable", c, "How much of my 2025 pension from Ohio Public Employees Retirement System was taxable?",
            opers, R["2a"], "box 16's state distribution prints the same figure"),
        ask("irs-r-opers-state", c, "How much Ohio tax was withheld from my Ohio Public Employees Retirement System 1099-R?",
            opers, R["14"], "box 15 says OH"),
        ask("irs-r-vanguard-gross", c, "What was the gross distribution from my Vanguard IRA in 2025?", vgira, R["1"]),
        ask("irs-r-vanguard-taxable", c, "What was the taxable amount of my 2025 IRA distribution from Vanguard?",
            vgira, R["2a"]),
        ask("irs-r-vanguard-fed", c, "How much federal income tax did Vanguard withhold from my IRA distribution in 2025?",
            vgira, R["4"], "Vanguard's 1099-DIVs print a box 4 too, for 2023 and 2024"),
        decline("irs-neg-r-2024", c, "What was the gross distribution on my 2024 1099-R from Vanguard?",
                "Vanguard's only 1099-R is for 2025", {"type": "1099-r", "issuer": "Vanguard", "tax_year": 2024}),
        ask("irs-1098e-interest", c, "How much student loan interest did I pay in 2025?", nelnet, E["1"]),
        decline("irs-neg-1098e-2024", c, "How much student loan interest did I pay in 2024?",
                "the only 1098-E is for 2025", {"type": "1098-e", "tax_year": 2024}),
        ask("irs-1098t-tuition", c, "How much tuition did I pay Columbus State Community College in 2025?", cscc, T["1"]),
        ask("irs-1098t-scholarships", c, "What scholarships or grants are on my 2025 1098-T?", cscc, T["5"]),
        decline("irs-neg-1098t-2024", c, "How much tuition did I pay in 2024?", "the only 1098-T is for 2025",
                {"type": "1098-t", "tax_year": 2024}),
        ask("irs-misc-rents", c, "How much did Short North Property Management pay me in rent in 2025?", rents, X["1"],
            "box 18's state income prints the same figure"),
        ask("irs-misc-rents-state", c, "How much Ohio tax was withheld on my 1099-MISC from Short North Property "
            "Management?", rents, X["16"], "box 17 says OH"),
        ask("irs-misc-royalties", c, "What royalties did Maplewood Press pay me in 2025?", royalties, X["2"]),
        ask("irs-misc-other", c, "What other income is on my 1099-MISC from Maplewood Press?", royalties, X["3"]),
        ask("irs-misc-fed", c, "How much federal income tax did Maplewood Press withhold in 2025?", royalties, X["4"]),
        decline("irs-neg-misc-2024", c, "How much in royalties did Maplewood Press pay me in 2024?",
                "Maplewood Press's only 1099-MISC is for 2025", {"type": "1099-misc", "issuer": "Maplewood", "tax_year": 2024}),
        ask("irs-ssa-2024-benefits", c, "How much in Social Security benefits did I get in 2024?", ssa24, S["5"],
            "nothing repaid: box 3 prints the same figure"),
        ask("irs-ssa-2024-medicare", c, "How much was taken out of my Social Security for Medicare Part B in 2024?",
            ssa24, S["medicare"]),
        ask("irs-ssa-2025-net", c, "What were my net Social Security benefits for 2025?", ssa25, S["5"]),
        ask("irs-ssa-2025-paid", c, "What benefits did Social Security pay me in 2025, before what I repaid?", ssa25, S["3"]),
        ask("irs-ssa-2025-repaid", c, "How much did I repay to Social Security in 2025?", ssa25, S["4"]),
        ask("irs-ssa-2024-withheld", c, "How much federal tax was withheld from my Social Security in 2024?", ssa24, S["6"],
            "the voluntary withholding of box 6"),
        decline("irs-neg-ssa-2023", c, "How much in Social Security benefits did I get in 2023?",
                "the SSA-1099s are for 2024 and 2025", {"type": "ssa-1099", "tax_year": 2023}),
        ask("irs-b-pg-proceeds", c, "What were the proceeds from the Procter & Gamble shares I sold in 2025?", pg, B["1d"]),
        ask("irs-b-pg-basis", c, "What was my cost basis in the Procter & Gamble stock I sold in 2025?", pg, B["1e"]),
        ask("irs-b-ford-proceeds", c, "How much did I get from selling my Ford stock in 2024?", ford, B["1d"]),
        ask("irs-b-ford-wash", c, "How much of my loss was disallowed as a wash sale on my 2024 1099-B from Robinhood?",
            ford, B["1g"]),
        ask("irs-b-ford-fed", c, "How much federal income tax did Robinhood withhold in 2024?", ford, B["4"]),
        ask("irs-b-ford-state", c, "How much state tax did Robinhood withhold from my stock sale in 2024?", ford, B["16"]),
        decline("irs-neg-b-gain", c, "What was my gain on the Procter & Gamble shares I sold in 2025?",
                "a 1099-B prints the proceeds and the basis, never the gain", {"type": "1099-b", "mentions": "gain"}),
        decline("irs-neg-b-ms-2024", c, "What were the proceeds on my 2024 1099-B from Morgan Stanley?",
                "Morgan Stanley's only 1099-B is for 2025", {"type": "1099-b", "issuer": "Morgan Stanley", "tax_year": 2024}),
        ask("irs-cons-ordinary", c, "How much in ordinary dividends did Merrill pay me in 2025?", merrill,
            "1a Total Ordinary Dividends", "the 1099-DIV section of a consolidated 1099"),
        ask("irs-cons-qualified", c, "What were my qualified dividends from Merrill Lynch for 2025?", merrill,
            "1b Qualified Dividends"),
        ask("irs-cons-interest", c, "What interest income is on my 2025 Merrill consolidated 1099?", merrill,
            "1 Interest Income", "the 1099-INT section, beside box 3's Treasury interest"),
        ask("irs-cons-treasury", c, "How much interest on Treasury obligations did Merrill report for 2025?", merrill,
            "3 Interest on U.S. Savings Bonds and Treas. Obligations"),
        ask("irs-cons-proceeds", c, "What were my total proceeds from sales at Merrill in 2025?", merrill, "Total Proceeds",
            "the summary's total row, short-term 4,120.00 and long-term 18,905.30"),
        ask("irs-cons-basis", c, "What was the total cost basis of what I sold at Merrill in 2025?", merrill,
            "Total Cost Basis"),
        ask("irs-cons-gain", c, "What was my total realized gain at Merrill for 2025?", merrill,
            "Total Realized Gain or (Loss)", "printed in the summary, unlike a single sale's 1099-B"),
        decline("irs-neg-cons-2024", c, "What were my ordinary dividends from Merrill in 2024?",
                "Merrill's only consolidated 1099 is for 2025", {"issuer": "Merrill", "tax_year": 2024}),
        decline("irs-neg-nec-2024", c, "How much did Brightline Design Studio pay me in 2024?",
                "Brightline's only 1099-NEC is for 2025", {"type": "1099-nec", "issuer": "Brightline", "tax_year": 2024}),
        decline("irs-neg-w2-2023", c, "What were my wages on my 2023 W-2 from Larkspur Biotech?",
                "no W-2 for 2023 (2024 only)", {"type": "w2", "tax_year": 2023, "issuer": "Larkspur"}),
        decline("irs-neg-int-chase", c, "How much interest did Chase pay me in 2024?", "no Chase 1099-INT",
                {"issuer": "Chase"}),
        decline("irs-neg-div-2022", c, "How much in qualified dividends did Vanguard pay me in 2022?",
                "no 1099-DIV for 2022 (2023 and 2024 only)", {"type": "1099-div", "issuer": "Vanguard", "tax_year": 2022}),
        decline("irs-neg-1098-2025", c, "How much mortgage interest did I pay in 2025 according to my 1098?",
                "no 1098 for 2025 (2023 and 2024 only)", {"type": "1098", "issuer": "Scioto", "tax_year": 2025}),
        decline("irs-neg-int-buckeye-2023", c, "How much interest did Buckeye State Credit Union pay me in 2023?",
                "Buckeye State's only 1099-INT is for 2024", {"issuer": "Buckeye", "tax_year": 2023}),
        decline("irs-neg-div-schwab", c, "What were my ordinary dividends from Schwab in 2024?", "no Schwab 1099-DIV",
                {"issuer": "Schwab"}),
    ]
    return docs, qs
