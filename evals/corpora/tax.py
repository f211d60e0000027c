"""Tax: a W-2 pair from consecutive years of one employer where the older form's file name
starts with a later mailing date, 1099-INT siblings from two years, a 1099-DIV, two 1098s, a
county property-tax statement whose total differs from the 1098's escrow figure, a 1099-G."""
from __future__ import annotations

from decimal import Decimal as D

from evals.corpora.common import HOME, PERSON
from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet, canon, money
from evals.qa import ask, ask_any, ask_date, ask_sum, decline

CORPUS = "tax"

W2 = {
    2024: {"1": "1148528.02", "2": "315259.24", "3": "168600.00", "4": "10453.20", "5": "1171528.02",
           "6": "25730.91", "12a": "23000.00", "16": "1148528.02", "17": "110204.36"},
    2025: {"1": "1552945.61", "2": "421877.90", "3": "176100.00", "4": "10918.20", "5": "1576445.61",
           "6": "35246.47", "12a": "23500.00", "16": "1552945.61", "17": "148920.55"},
}
W2_LABELS = {"1": "1 Wages, tips, other compensation", "2": "2 Federal income tax withheld",
             "3": "3 Social security wages", "4": "4 Social security tax withheld",
             "5": "5 Medicare wages and tips", "6": "6 Medicare tax withheld",
             "12a": "12a See instructions for box 12", "16": "16 State wages, tips, etc.",
             "17": "17 State income tax"}


def w2(year: int, name: str, seed: int, rotate: float) -> Doc:
    v = W2[year]
    s = Sheet()
    s.text(f"{year}", RIGHT, 50, 16, True, "right")
    s.text("Copy B—To Be Filed With Employee's FEDERAL Tax Return.", LEFT, 50, 7.5)
    x0, xm, xr, x1 = LEFT, 306, 432, RIGHT
    s.box("a Employee's social security number", "XXX-XX-4821", x0, 60, xm, 88)
    s.text("OMB No. 1545-0008", xm + 8, 78, 7.5)
    s.box("b Employer identification number (EIN)", "94-3318820", x0, 88, xm, 116)
    s.rect(x0, 116, xm, 176, 0.5)
    s.text("c Employer's name, address, and ZIP code", x0 + 3, 124.5, 6.5)
    s.lines(["ACME ROBOTICS INC", "500 TERMINAL WAY", "SAN FRANCISCO CA 94107"], x0 + 6, 138, 9)
    s.box("d Control number", "A0413-22", x0, 176, xm, 204)
    s.rect(x0, 204, xm, 290, 0.5)
    s.text("e Employee's first name and initial    Last name", x0 + 3, 212.5, 6.5)
    s.lines([PERSON] + HOME, x0 + 6, 228, 9)
    s.text("f Employee's address and ZIP code", x0 + 3, 286, 6.5)
    grid = [("1", "2"), ("3", "4"), ("5", "6")]
    y = 88
    for a, b in grid:
        s.box(W2_LABELS[a], money(v[a]), xm, y, xr, y + 28, align="right")
        s.box(W2_LABELS[b], money(v[b]), xr, y, x1, y + 28, align="right")
        y += 28
    s.box("7 Social security tips", "", xm, y, xr, y + 28)
    s.box("8 Allocated tips", "", xr, y, x1, y + 28)
    y += 28
    s.box("10 Dependent care benefits", "", xr, y, x1, y + 28)
    s.box("11 Nonqualified plans", "", xm, y, xr, y + 28)
    y += 28
    s.rect(xr, y, x1, y + 28, 0.5)
    s.text("12a See instructions for box 12", xr + 3, y + 8.5, 6.5)
    s.text("D", xr + 8, y + 23, 10)
    s.right(money(v["12a"]), x1 - 6, y + 23, 10)
    s.pairs.append([W2_LABELS["12a"], money(v["12a"])])
    s.box("14 Other", "", xm, y, xr, y + 56)
    s.box("12b", "", xr, y + 28, x1, y + 56)
    y = 300
    s.box("15 State  Employer's state ID number", "OR  1182-4410", x0, y, 250, y + 28)
    s.box(W2_LABELS["16"], money(v["16"]), 250, y, 400, y + 28, align="right")
    s.box(W2_LABELS["17"], money(v["17"]), 400, y, x1, y + 28, align="right")
    s.text("Form W-2 Wage and Tax Statement", LEFT, y + 52, 14, True)
    s.text(f"{year}", 352, y + 52, 14, True)
    s.text("Department of the Treasury—Internal Revenue Service", 380, y + 64, 7)
    s.text(f"Mailed {name[:2]}/{name[2:4]}/{name[4:8]}" if name[:8].isdigit() else "Employee copy", LEFT, y + 80, 7)
    fields = {f"w2_box{k}": canon(val) for k, val in v.items()}
    return Doc(name, [s], "w2", "Acme Robotics Inc", fields, seed=seed, tax_year=year, rotate=rotate, noise=0.005)


def form_1099(kind: str, year: int, payer: list[str], boxes: list[tuple[str, str]], name: str,
              fields: dict, seed: int, mode: str = "scan", rotate: float = 0.0) -> Doc:
    title = {"1099-int": ("1099-INT", "Interest Income"), "1099-div": ("1099-DIV", "Dividends and Distributions"),
             "1099-g": ("1099-G", "Certain Government Payments")}[kind]
    s = Sheet()
    s.text("CORRECTED (if checked)", LEFT, 52, 7.5)
    s.rect(LEFT, 60, 300, 150, 0.5)
    s.text("PAYER'S name, street address, city or town, state or province, country, ZIP", LEFT + 3, 68.5, 6.5)
    s.lines(payer, LEFT + 6, 84, 9)
    s.box("PAYER'S TIN", "91-0784412", LEFT, 150, 177, 178)
    s.box("RECIPIENT'S TIN", "XXX-XX-4821", 177, 150, 300, 178)
    s.rect(LEFT, 178, 300, 250, 0.5)
    s.text("RECIPIENT'S name, street address, city, state, ZIP", LEFT + 3, 186.5, 6.5)
    s.lines([PERSON] + HOME, LEFT + 6, 202, 9)
    s.text(f"Form {title[0]}", 420, 70, 12, True)
    s.text(title[1], 420, 86, 10, True)
    s.text(f"For calendar year {year}", 420, 102, 9)
    y = 150
    for label, value in boxes:
        s.box(label, value, 300, y, RIGHT, y + 28, align="right")
        y += 28
    s.text(f"Form {title[0]} (keep for your records)   www.irs.gov/Form{title[0]}", LEFT, max(y, 250) + 22, 7.5)
    return Doc(name, [s], kind, payer[0].title(), fields, mode=mode, seed=seed, tax_year=year,
               rotate=rotate, noise=0.004)


def consolidated() -> Doc:
    """A two-page brokerage statement: dividends on page 1, interest on page 2 (a figure that
    only page 2 holds, cited as page 2)."""
    broker = ["BROOKLINE SECURITIES LLC", "75 STATE ST", "BOSTON MA 02109"]
    div = form_1099("1099-div", 2024, broker, [("1a Total ordinary dividends", "812.44"), ("1b Qualified dividends", "640.02"),
                    ("2a Total capital gain distr.", "0.00"), ("4 Federal income tax withheld", "0.00")], "x", {}, 0)
    int_ = form_1099("1099-int", 2024, broker, [("1 Interest income", "233.10"), ("2 Early withdrawal penalty", "0.00"),
                     ("3 Interest on U.S. Savings Bonds and Treasury obligations", "1,220.00"), ("4 Federal income tax withheld", "0.00")], "x", {}, 0)
    for n, sheet in enumerate((div.sheets[0], int_.sheets[0]), 1):
        sheet.text("2024 CONSOLIDATED FORM 1099", LEFT, 30, 9, True)
        sheet.right(f"Page {n} of 2", RIGHT, 30, 8)
    return Doc("Brookline_Consolidated_1099_2024.pdf", [div.sheets[0], int_.sheets[0]], "1099-div", "Brookline Securities LLC",
               {"div_box1a": "812.44", "div_box1b": "640.02", "int_box1": "233.10", "int_box3": "1220.00"},
               seed=49, tax_year=2024, rotate=0.7, noise=0.004)


def form_1098(year: int, interest: str, principal: str, tax: str, seed: int, rotate: float) -> Doc:
    s = Sheet()
    s.rect(LEFT, 60, 300, 150, 0.5)
    s.text("RECIPIENT'S/LENDER'S name, street address, city, state, ZIP", LEFT + 3, 68.5, 6.5)
    s.lines(["PIONEER HOME LOANS", "2200 SW FIRST AVE", "PORTLAND OR 97201"], LEFT + 6, 84, 9)
    s.text("Form 1098", 420, 70, 12, True)
    s.text("Mortgage Interest Statement", 420, 86, 10, True)
    s.text(f"For calendar year {year}", 420, 102, 9)
    s.rect(LEFT, 150, 300, 230, 0.5)
    s.text("PAYER'S/BORROWER'S name and address", LEFT + 3, 158.5, 6.5)
    s.lines([PERSON] + HOME, LEFT + 6, 174, 9)
    boxes = [("1 Mortgage interest received from payer(s)/borrower(s)", money(interest)),
             ("2 Outstanding mortgage principal", money(principal)),
             ("3 Mortgage origination date", "06/15/2021"),
             ("5 Mortgage insurance premiums", "0.00"),
             ("10 Real estate taxes paid", money(tax))]
    y = 150
    for label, value in boxes:
        s.box(label, value, 300, y, RIGHT, y + 28, align="right")
        y += 28
    s.box("11 Account number", "PHL-0088213", LEFT, 250, 300, 278)
    s.text("Form 1098 (Keep for your records)   Department of the Treasury - Internal Revenue Service", LEFT, 310, 7.5)
    return Doc(f"1098_PioneerHomeLoans_{year}.pdf", [s], "1098", "Pioneer Home Loans",
               {"mortgage_interest": canon(interest), "property_tax": canon(tax)},
               seed=seed, tax_year=year, rotate=rotate, noise=0.005)


def county_bill() -> Doc:
    parts = [("Education", D("2110.44")), ("General Government", D("3604.19")), ("Bonds - Excluded from Limitation", D("698.24"))]
    total = sum(p for _, p in parts)
    s = Sheet()
    s.text("MULTNOMAH COUNTY", LEFT, 60, 16, True)
    s.text("2024-25 PROPERTY TAX STATEMENT", LEFT, 78, 11, True)
    s.text("July 1, 2024 to June 30, 2025", LEFT, 92, 9)
    s.lines([PERSON] + HOME, LEFT, 120, 9.5)
    s.pair("Account", "R-714502", 60, 360, RIGHT, 9)
    s.pair("Property Location", "1420 NW LOVEJOY ST #5", 74, 360, RIGHT, 8.5)
    s.text("VALUES", LEFT, 190, 10, True)
    s.pair("Real Market Value", "842,300", 206, LEFT + 6, 290)
    s.pair("Assessed Value", "498,210", 220, LEFT + 6, 290)
    s.text("TAX BY DISTRICT", 320, 190, 10, True)
    y = 206
    for label, v in parts:
        s.pair(label, money(v), y, 320, RIGHT, 8.5)
        y += 14
    s.rule(320, y - 8, RIGHT, y - 8, 0.5)
    s.pair("2024-25 TOTAL TAX", money(total), y + 4, 320, RIGHT, 10, True)
    s.text("PAYMENT OPTIONS", LEFT, 300, 10, True)
    s.table([("Option", LEFT, "left"), ("Discount", 330, "right"), ("Net Amount Due", RIGHT, "right")],
            [["Full Payment (3% discount)", "192.39", "6,220.48"],
             ["2/3 Payment (2% discount)", "85.51", "4,189.74"],
             ["1/3 Payment (no discount)", "0.00", "2,137.62"]], 316)
    s.pair("Due Date", "November 15, 2024", 390, LEFT, 290, 10, True)
    s.text("Tear here and return the lower portion with your payment", LEFT, 700, 7.5)
    return Doc("Multnomah_PropertyTax_2024-25.pdf", [s], "property-tax-bill", "Multnomah County",
               {"property_tax": canon(total)}, seed=61, tax_year=2024, period_start="2024-07-01",
               period_end="2025-06-30", due_date="2024-11-15", rotate=-0.8, noise=0.006)


def build() -> tuple[list[Doc], list[dict]]:
    w24 = w2(2024, "04132025_W2_Acme.pdf", 41, 0.9)
    w25 = w2(2025, "W2_2025_Acme.pdf", 42, -0.6)
    harbor = ["HARBOR BANK", "1 HARBOR PLAZA", "BOSTON MA 02110"]
    hb24 = form_1099("1099-int", 2024, harbor, [("1 Interest income", "6,948.31"), ("2 Early withdrawal penalty", "0.00"),
                     ("3 Interest on U.S. Savings Bonds and Treasury obligations", "0.00"), ("4 Federal income tax withheld", "0.00")],
                     "HarborBank_1099INT_2024.pdf", {"int_box1": "6948.31", "int_box3": "0.00", "int_box4": "0.00"}, 43, rotate=1.3)
    hb23 = form_1099("1099-int", 2023, harbor, [("1 Interest income", "5,102.77"), ("2 Early withdrawal penalty", "0.00"),
                     ("3 Interest on U.S. Savings Bonds and Treasury obligations", "0.00"), ("4 Federal income tax withheld", "0.00")],
                     "HarborBank_1099INT_2023.pdf", {"int_box1": "5102.77", "int_box3": "0.00", "int_box4": "0.00"}, 44, rotate=-1.0)
    div = form_1099("1099-div", 2024, ["NORTHFIELD INVESTMENTS LLC", "PO BOX 9120", "VALLEY FORGE PA 19482"],
                    [("1a Total ordinary dividends", "5,412.88"), ("1b Qualified dividends", "4,980.10"),
                     ("2a Total capital gain distr.", "1,305.66"), ("4 Federal income tax withheld", "0.00")],
                    "Northfield_1099-DIV_2024.pdf", {"div_box1a": "5412.88", "div_box1b": "4980.10"}, 45, mode="digital")
    g = form_1099("1099-g", 2024, ["OREGON DEPARTMENT OF REVENUE", "955 CENTER ST NE", "SALEM OR 97301"],
                  [("2 State or local income tax refunds, credits, or offsets", "812.00"), ("3 Box 2 amount is for tax year", "2023")],
                  "IMG_4471.jpg", {}, 46, mode="photo")
    m24 = form_1098(2024, "18744.56", "588211.40", "6310.22", 47, 0.6)
    m23 = form_1098(2023, "19402.10", "601870.95", "6104.88", 48, -1.2)
    county = county_bill()
    brook = consolidated()
    docs = [w24, w25, hb24, hb23, div, g, m24, m23, county, brook]
    c = CORPUS
    qs = [
        ask("tax-w2-2025-box1", c, "What were my Box 1 wages on my 2025 W-2 from Acme Robotics?", w25, W2_LABELS["1"]),
        ask("tax-w2-2025-box2", c, "How much federal income tax was withheld (Box 2) on my 2025 W-2?", w25, W2_LABELS["2"], "the 2024 form's file name starts with a 2025 mailing date"),
        ask("tax-w2-2024-box1", c, "What were my wages in Box 1 of my 2024 W-2?", w24, W2_LABELS["1"]),
        ask("tax-w2-2024-box2", c, "What was the federal income tax withheld on my W-2 for tax year 2024?", w24, W2_LABELS["2"]),
        ask("tax-w2-2025-box12a", c, "What amount is in box 12a of my 2025 W-2?", w25, W2_LABELS["12a"]),
        ask("tax-w2-2024-box17", c, "How much state income tax was withheld on my 2024 W-2?", w24, W2_LABELS["17"]),
        ask_any("tax-w2-ein", c, "What is the employer identification number on my 2025 W-2 from Acme Robotics?", w25, ["94-3318820"], "94-3318820") | {"citedTitles": [w24.name, w25.name]},
        ask("tax-1099int-2024", c, "How much interest did Harbor Bank report on my 2024 1099-INT?", hb24, "1 Interest income"),
        ask("tax-1099int-2023", c, "What interest income did Harbor Bank report for 2023?", hb23, "1 Interest income"),
        ask("tax-1099div-1a", c, "What were my total ordinary dividends from Northfield in 2024?", div, "1a Total ordinary dividends"),
        ask("tax-1099div-1b", c, "How much of my 2024 Northfield dividends were qualified dividends?", div, "1b Qualified dividends"),
        ask("tax-brookline-treasury", c, "How much interest on U.S. Treasury obligations did Brookline Securities report for 2024?", brook,
            "3 Interest on U.S. Savings Bonds and Treasury obligations", "page 2 of the consolidated statement"),
        ask("tax-brookline-div", c, "What were my total ordinary dividends from Brookline Securities in 2024?", brook, "1a Total ordinary dividends"),
        ask("tax-1099g", c, "How much was my Oregon state tax refund reported on the 1099-G for 2024?", g, "2 State or local income tax refunds, credits, or offsets"),
        ask("tax-1098-2024-int", c, "How much mortgage interest did I pay in 2024 according to my 1098?", m24, "1 Mortgage interest received from payer(s)/borrower(s)"),
        ask("tax-1098-2023-int", c, "What mortgage interest did Pioneer Home Loans report for 2023?", m23, "1 Mortgage interest received from payer(s)/borrower(s)"),
        ask("tax-1098-2024-proptax", c, "How much real estate tax did my mortgage lender report paying in 2024 on the 1098?", m24, "10 Real estate taxes paid", "the county statement's total differs"),
        ask("tax-county-total", c, "What was the total tax on my 2024-25 Multnomah County property tax statement?", county, "2024-25 TOTAL TAX", "the 1098's escrow figure is 6,310.22"),
        ask_date("tax-county-due", c, "When is my 2024-25 Multnomah County property tax due?", county, "2024-11-15"),
        ask_sum("tax-sum-interest-2024", c, "How much interest did I earn in 2024 in total?",
                [(hb24, "1 Interest income"), (brook, "1 Interest income")],
                "Harbor Bank's 1099-INT and the interest page of Brookline's consolidated 1099"),
        decline("tax-neg-sum-interest-2022", c, "How much interest did I earn in 2022 altogether?",
                "no 1099-INT for 2022 (2023 and 2024 only)", {"type": "1099-int", "tax_year": 2022}),
        decline("tax-neg-w2-2022", c, "What were my Box 1 wages on my 2022 W-2?", "no W-2 for 2022 (2024 and 2025 only)", {"type": "w2", "tax_year": 2022}),
        decline("tax-neg-cfcu-1099", c, "How much interest did Cascade Federal Credit Union report on a 1099-INT for 2024?",
                "no Cascade Federal 1099-INT exists", {"type": "1099-int", "issuer": "Cascade"}),
        decline("tax-neg-1098-2021", c, "How much mortgage interest did I pay in 2021 according to my 1098?", "no 1098 for 2021", {"type": "1098", "tax_year": 2021}),
    ]
    return docs, qs
