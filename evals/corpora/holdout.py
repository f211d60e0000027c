"""Holdout: documents in layouts and wordings the six dev corpora never use (Statement Balance,
Please Pay, Closing Balance, BALANCE DUE, a W-2 with values above their captions), added after
the engine was tuned on the dev corpora. It measures whether the money bar holds on layouts
nobody tuned to; it is not for tuning (fix the engine for a class of documents, never for one
of these)."""
from __future__ import annotations

from decimal import Decimal as D

from evals.corpora.common import HOME, PERSON
from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet, canon, money
from evals.qa import ask, decline

CORPUS = "holdout"


def northstar(closing: str, prev: str, paid: str, purchases: str, due: str, minimum: str, seed: int, rotate: float) -> Doc:
    bal = D(prev) - D(paid) + D(purchases)
    y0, m0, d0 = closing.split("-")
    s = Sheet()
    s.text("northstar", LEFT, 58, 22, True)
    s.text("CARD SERVICES", LEFT + 2, 72, 8, True)
    s.rect(300, 44, RIGHT, 128, 1.2)
    s.pair("Statement Balance", money(bal, True), 64, 310, RIGHT - 10, 12, True)
    s.pair("Total Minimum Due", money(minimum, True), 84, 310, RIGHT - 10, 10)
    s.pair("Payment Due By", due, 102, 310, RIGHT - 10, 10)
    s.text(f"Statement closing {m0}-{d0}-{y0}", 310, 120, 8)
    s.lines([PERSON] + HOME, LEFT, 100, 9)
    s.text("Summary of Account Activity", LEFT, 170, 10.5, True)
    y = 188
    for label, v in (("Previous Statement Balance", money(prev)), ("Payments & Credits", money(paid)),
                     ("Purchases & Adjustments", money(purchases)), ("Interest", "0.00"), ("Statement Balance", money(bal))):
        s.text(label, LEFT, y, 9.5, label == "Statement Balance")
        s.text(".", 240, y, 9.5)
        s.right(v, 330, y, 9.5, label == "Statement Balance")
        s.pairs.append([label, v])
        y += 15
    s.text("Card ending 2284", 380, 188, 9)
    s.text("Credit line $8,500", 380, 202, 9)
    return Doc(f"northstar_{y0}{m0}.pdf", [s], "credit-card-statement", "Northstar Card Services",
               {"new_balance": canon(bal), "minimum_payment": canon(minimum), "previous_balance": canon(prev)},
               seed=seed, closing_date=closing, period_end=closing, rotate=rotate, noise=0.005)


def water_district() -> Doc:
    s = Sheet()
    s.center("WILLAMETTE VALLEY WATER DISTRICT", 56, 13, True)
    s.center("Service for " + HOME[0].title(), 72, 9)
    s.table([("Service Period", LEFT, "left"), ("Meter", 260, "left"), ("Usage (gal)", RIGHT, "right")],
            [["07/01/2024 - 08/31/2024", "WV-55120", "9,800"]], 110)
    y = 170
    for label, v in (("Past Due Amount", "0.00"), ("Water Service", "61.30"), ("Wastewater", "48.75"), ("Franchise Fee", "3.36")):
        s.pair(label, v, y, LEFT, 300, 9.5)
        y += 14
    s.pair("Current Charges", "113.41", y + 4, LEFT, 300, 9.5, True)
    s.rule(LEFT, 300, RIGHT, 300, 0.5)
    s.text("Return this stub with your payment", LEFT, 316, 8)
    s.pair("Please Pay", "$113.41", 340, LEFT, 300, 12, True)
    s.pair("By", "09/20/2024", 358, LEFT, 300, 10)
    s.text("Amount Enclosed  $__________", 330, 340, 10)
    return Doc("WVWD_bill_Aug2024.pdf", [s], "utility-bill", "Willamette Valley Water District",
               {"amount_due": "113.41"}, seed=402, period_start="2024-07-01", period_end="2024-08-31",
               due_date="2024-09-20", rotate=-1.0, noise=0.006)


def w2_lumen() -> Doc:
    """Values above their captions, abbreviated captions, no box grid."""
    s = Sheet()
    s.text("W-2  Wage and Tax Statement  2023", LEFT, 54, 13, True)
    s.text("LUMEN LABS CORP  ·  EIN 47-1190023  ·  18 N MAIN ST, BEND OR 97701", LEFT, 70, 8)
    s.lines([PERSON] + HOME, LEFT, 92, 9)
    cols = [(LEFT, "98,410.55", "1 Wages, tips, other comp."), (LEFT + 170, "14,022.18", "2 Federal income tax withheld"),
            (LEFT + 340, "98,410.55", "3 Social security wages")]
    row2 = [(LEFT, "6,101.45", "4 Social security tax withheld"), (LEFT + 170, "98,410.55", "5 Medicare wages and tips"),
            (LEFT + 340, "1,426.95", "6 Medicare tax withheld")]
    for y, row in ((170, cols), (220, row2)):
        for x, v, cap in row:
            s.text(v, x, y, 11)
            s.text(cap, x, y + 12, 6.5)
            s.pairs.append([cap, v])
    s.text("OR state wages 98,410.55   OR income tax 7,310.20", LEFT, 280, 9)
    s.text("Form W-2 2023  Dept. of the Treasury - IRS  Copy B", LEFT, 300, 7)
    return Doc("W2_Lumen_2023.pdf", [s], "w2", "Lumen Labs Corp",
               {"w2_box1": "98410.55", "w2_box2": "14022.18", "w2_box3": "98410.55", "w2_box4": "6101.45",
                "w2_box5": "98410.55", "w2_box6": "1426.95"}, seed=403, tax_year=2023, rotate=1.4, noise=0.005)


def granite_auto() -> Doc:
    s = Sheet()
    s.text("GRANITE STATE CASUALTY", LEFT, 58, 15, True)
    s.text("Personal Auto Declarations — Policy GSC-88-104721", LEFT, 74, 9)
    s.text("Term: 03/01/2024 – 03/01/2025   Insured: " + PERSON, LEFT, 88, 9)
    s.table([("Coverage", LEFT, "left"), ("Limit", 300, "right"), ("Deductible", 400, "right"), ("Premium", RIGHT, "right")],
            [["Liability", "250,000/500,000", "", "612.00"], ["Comprehensive", "ACV", "100", "188.00"],
             ["Collision", "ACV", "1,000", "402.00"], ["Roadside", "Included", "", "12.00"]], 120)
    s.pair("Total Annual Premium", "$1,214.00", 210, LEFT, RIGHT, 11, True)
    s.pair("Paid in full 03/01/2024", "-$1,214.00", 226, LEFT, RIGHT, 9)
    s.pair("Balance", "$0.00", 242, LEFT, RIGHT, 9)
    return Doc("GraniteState_Auto_2024.pdf", [s], "insurance-declarations", "Granite State Casualty",
               {"premium": "1214.00"}, seed=404, period_start="2024-03-01", period_end="2025-03-01", rotate=0.6, noise=0.005)


def cedar_receipt() -> Doc:
    s = Sheet(width=230, height=380, mono=True)
    s.center("CEDAR HARDWARE & GARDEN", 30, 9.5, True)
    s.center("411 NE FREMONT ST  PORTLAND", 42, 7)
    s.text("10/05/2024 15:22  REG 2  TRN 5531", 12, 60, 7)
    y = 80
    for label, v in (("2 X CEDAR MULCH 2CF", "13.98"), ("PRUNING SHEAR", "21.49"), ("TWINE JUTE", "4.29")):
        s.text(label, 12, y, 7.5)
        s.right(v, 218, y, 7.5)
        y += 12
    for label, v in (("ITEMS 3", ""), ("BALANCE DUE", "39.76"), ("AMOUNT TENDERED", "50.00"), ("CHANGE DUE", "10.24")):
        s.text(label, 12, y + 8, 8, label == "BALANCE DUE")
        if v:
            s.right(v, 218, y + 8, 8, label == "BALANCE DUE")
            s.pairs.append([label, v])
        y += 13
    return Doc("cedar_hardware.jpg", [s], "receipt", "Cedar Hardware & Garden",
               {"total": "39.76", "cash_tendered": "50.00", "change": "10.24"}, mode="photo", seed=405,
               period_start="2024-10-05", period_end="2024-10-05", closing_date="2024-10-05")


def pediatrics() -> Doc:
    s = Sheet()
    s.text("Westside Pediatrics", LEFT, 60, 16, True)
    s.text("Statement date 09/12/2024", 380, 60, 9)
    s.lines(["Guarantor", PERSON] + HOME, LEFT, 84, 9)
    s.table([("Date", LEFT, "left"), ("Patient", 120, "left"), ("Service", 220, "left"), ("Charge", 420, "right"), ("Ins. Paid", RIGHT, "right")],
            [["08/14/24", "Avery W.", "Well-child visit", "245.00", "160.00"], ["08/14/24", "Avery W.", "Vaccine admin", "85.00", "pending"]], 160)
    s.pair("Insurance Pending", "85.00", 220, 320, RIGHT, 9.5)
    s.pair("Your Balance", "$85.00", 236, 320, RIGHT, 11, True)
    return Doc("WestsidePeds_0912.pdf", [s], "medical-bill", "Westside Pediatrics",
               {"patient_responsibility": "85.00", "amount_due": "85.00"}, seed=406, period_start="2024-08-14",
               period_end="2024-08-14", closing_date="2024-09-12", rotate=-0.8, noise=0.005)


def olympia() -> Doc:
    s = Sheet()
    s.text("Olympia Savings Bank", LEFT, 58, 15, True)
    s.text("Money Market Statement · 07/01/2024 through 09/30/2024", LEFT, 74, 9)
    s.lines([PERSON] + HOME, LEFT, 96, 9)
    y = 160
    for label, v in (("Opening Balance", "24,880.10"), ("Total Credits", "1,245.66"), ("Total Debits", "600.00"),
                     ("Closing Balance", "25,525.76")):
        s.pair(label, v, y, 300, RIGHT, 10, label == "Closing Balance")
        y += 16
    s.text("Account ****3047", LEFT, 160, 9)
    s.text("Dividends this quarter 245.66", LEFT, 176, 9)
    return Doc("Olympia_MM_2024Q3.pdf", [s], "bank-statement", "Olympia Savings Bank",
               {"ending_balance": "25525.76", "previous_balance": "24880.10"}, mode="digital", seed=407,
               period_start="2024-07-01", period_end="2024-09-30", closing_date="2024-09-30")


def build() -> tuple[list[Doc], list[dict]]:
    oct_ = northstar("2024-10-18", "1311.40", "1311.40", "702.95", "11/12/2024", "35.00", 400, 0.9)
    nov = northstar("2024-11-18", "702.95", "702.95", "1488.07", "12/13/2024", "44.64", 401, -1.3)
    water, w2, auto, cedar, peds, bank = water_district(), w2_lumen(), granite_auto(), cedar_receipt(), pediatrics(), olympia()
    docs = [oct_, nov, water, w2, auto, cedar, peds, bank]
    c = CORPUS
    qs = [
        ask("hold-northstar-oct", c, "What was the statement balance on my Northstar card for October 2024?", oct_, "Statement Balance"),
        ask("hold-northstar-nov", c, "What was my Northstar card statement balance in November 2024?", nov, "Statement Balance"),
        ask("hold-northstar-nov-min", c, "What is the minimum due on my November 2024 Northstar statement?", nov, "Total Minimum Due"),
        ask("hold-water", c, "How much did the Willamette Valley Water District ask me to pay for July-August 2024?", water, "Please Pay"),
        ask("hold-w2-box1", c, "What were my Box 1 wages on my 2023 W-2 from Lumen Labs?", w2, "1 Wages, tips, other comp."),
        ask("hold-w2-box2", c, "How much federal tax was withheld on my 2023 Lumen Labs W-2?", w2, "2 Federal income tax withheld"),
        ask("hold-granite-premium", c, "What is the annual premium on my Granite State auto policy?", auto, "Total Annual Premium"),
        ask("hold-cedar-total", c, "What was the total at Cedar Hardware on October 5, 2024?", cedar, "BALANCE DUE"),
        ask("hold-cedar-change", c, "How much change did I get at Cedar Hardware?", cedar, "CHANGE DUE"),
        ask("hold-peds", c, "What is my balance on the Westside Pediatrics statement?", peds, "Your Balance"),
        ask("hold-olympia", c, "What was the closing balance of my Olympia Savings money market account in September 2024?", bank, "Closing Balance"),
        decline("hold-neg-northstar-dec", c, "What was my Northstar card statement balance for December 2024?",
                "Northstar statements close in October and November 2024 only", {"issuer": "Northstar", "closing_month": "2024-12"}),
        decline("hold-neg-w2-2024", c, "What were my Box 1 wages on my 2024 W-2 from Lumen Labs?", "the Lumen Labs W-2 is for 2023 only",
                {"type": "w2", "issuer": "Lumen", "tax_year": 2024}),
        decline("hold-neg-peds-2022", c, "What did I owe Westside Pediatrics in 2022?", "the Westside Pediatrics statement is from 2024",
                {"issuer": "Westside", "year": 2022}),
    ]
    return docs, qs
