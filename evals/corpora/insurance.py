"""Insurance: auto declarations for two consecutive terms, a condo and a house policy, the
California earthquake policy that answers a question once thought unanswerable, two universal
life statements whose "Cash Value:" caption sits apart from its figure above projection lines
of 0.00, and a photographed umbrella renewal."""
from __future__ import annotations

from datetime import date

from evals.corpora.common import HOME, PERSON, PV_HOUSE
from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet, canon, money
from evals.qa import ask, ask_any, ask_date, decline

CORPUS = "insurance"


def _dec_header(s: Sheet, insurer: str, tagline: str, title: str, policy: str, start: str, end: str,
                address: list[str]) -> None:
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    s.text(insurer, LEFT, 62, 17, True)
    s.text(tagline, LEFT, 77, 8.5)
    s.text(title, LEFT, 104, 12, True)
    s.pair("Policy Number", policy, 124, LEFT, 300, 9.5)
    s.pair("Policy Period", f"{a:%m/%d/%Y} to {b:%m/%d/%Y}", 138, LEFT, 300, 9.5)
    s.text("Named Insured", 340, 104, 8, True)
    s.lines([PERSON] + address, 340, 118, 9)


def auto(start: str, end: str, premium: str, parts: list[str], seed: int, rotate: float) -> Doc:
    s = Sheet()
    _dec_header(s, "Evergreen Mutual", "Auto · Home · Umbrella", "AUTO POLICY DECLARATIONS", "EM-A-7718204",
                start, end, HOME)
    s.text("Vehicle 1: 2021 SUBARU OUTBACK  VIN 4S4BTANC5M3178842", LEFT, 176, 9)
    rows = [["Bodily Injury Liability", "$100,000 / $300,000", "", parts[0]],
            ["Property Damage Liability", "$100,000", "", parts[1]],
            ["Personal Injury Protection", "$15,000", "", parts[2]],
            ["Uninsured Motorist", "$100,000 / $300,000", "", parts[3]],
            ["Comprehensive", "Actual Cash Value", "$250", parts[4]],
            ["Collision", "Actual Cash Value", "$500", parts[5]]]
    y = s.table([("Coverage", LEFT, "left"), ("Limits", 250, "left"), ("Deductible", 430, "right"),
                 ("Premium", RIGHT, "right")], rows, 200)
    s.rule(LEFT, y - 6, RIGHT, y - 6, 0.5)
    s.pair("Total Six-Month Policy Premium", money(premium, True), y + 10, LEFT, RIGHT, 11, True)
    s.text("Policy Summary", LEFT, y + 50, 11, True)
    s.pair("Collision Deductible", "$500.00", y + 68, LEFT + 6, 300, 9.5)
    s.pair("Comprehensive Deductible", "$250.00", y + 82, LEFT + 6, 300, 9.5)
    s.text("Discounts applied: multi-policy, good driver, paperless.", LEFT, y + 110, 8.5)
    return Doc(f"Evergreen_Auto_Dec_{start[:7]}.pdf", [s], "insurance-declarations", "Evergreen Mutual",
               {"premium": canon(premium), "collision_deductible": "500.00", "comprehensive_deductible": "250.00"},
               seed=seed, period_start=start,
               period_end=end, rotate=rotate, noise=0.005)


def homeowners(insurer: str, name: str, policy: str, start: str, end: str, address: list[str], premium: str,
               deductible: str, dwelling: str, seed: int, rotate: float, mode: str = "scan") -> Doc:
    s = Sheet()
    _dec_header(s, insurer, "Homeowners Policy Declarations", "DECLARATIONS PAGE", policy, start, end, address)
    s.text("Residence Premises: " + ", ".join(address), LEFT, 176, 9)
    s.text("Section I Coverages", LEFT, 204, 11, True)
    y = 222
    for label, v in (("Coverage A - Dwelling", dwelling), ("Coverage B - Other Structures", f"{float(dwelling) * 0.1:.2f}"),
                     ("Coverage C - Personal Property", f"{float(dwelling) * 0.5:.2f}"), ("Coverage D - Loss of Use", f"{float(dwelling) * 0.2:.2f}")):
        s.pair(label, money(v, True), y, LEFT + 6, 400, 9.5)
        y += 14
    s.text("Section II Coverages", LEFT, y + 12, 11, True)
    s.pair("Coverage E - Personal Liability", "$300,000.00", y + 30, LEFT + 6, 400, 9.5)
    s.pair("Coverage F - Medical Payments", "$5,000.00", y + 44, LEFT + 6, 400, 9.5)
    s.pair("All Perils Deductible", money(deductible, True), y + 72, LEFT + 6, 400, 10, True)
    s.pair("Annual Premium", money(premium, True), y + 90, LEFT + 6, 400, 11, True)
    s.text("Earthquake and flood are not covered by this policy.", LEFT, y + 120, 8.5)
    return Doc(name, [s], "insurance-declarations", insurer,
               {"premium": canon(premium), "deductible": canon(deductible), "coverage_limit": canon(dwelling)},
               mode=mode, seed=seed, period_start=start, period_end=end, rotate=rotate, noise=0.005)


def earthquake() -> Doc:
    s = Sheet()
    s.text("CALIFORNIA EARTHQUAKE AUTHORITY", LEFT, 62, 15, True)
    s.text("Homeowners Earthquake Policy Declarations · Participating insurer: Pacific Shield Insurance", LEFT, 77, 8)
    s.pair("Policy Number", "CEA-5512-0874", 104, LEFT, 300, 9.5)
    s.pair("Policy Period", "08/01/2024 to 08/01/2025", 118, LEFT, 300, 9.5)
    s.text("Insured Property", 340, 104, 8, True)
    s.lines([PERSON] + PV_HOUSE, 340, 118, 9)
    s.text("Coverage", LEFT, 180, 10, True)
    s.text("Limit", 400, 180, 10, True, "right")
    s.text("Deductible", RIGHT, 180, 10, True, "right")
    s.rule(LEFT, 184, RIGHT, 184, 0.5)
    s.pair("Dwelling (combined)", "$979,291.00", 200, LEFT, 400, 9.5)
    s.right("15%", RIGHT, 200, 9.5)
    s.pair("Personal Property", "$100,000.00", 214, LEFT, 400, 9.5)
    s.pair("Loss of Use", "$25,000.00", 228, LEFT, 400, 9.5)
    s.pair("Annual Earthquake Premium", "$1,927.00", 262, LEFT, 400, 11, True)
    s.pair("Dwelling Deductible", "15%", 278, LEFT, 400, 9.5)
    s.text("Premium includes a 5% mitigation discount for a retrofitted foundation.", LEFT, 300, 8.5)
    return Doc("CEA_Earthquake_PalosVerdes_2024.pdf", [s], "insurance-declarations", "California Earthquake Authority",
               {"premium": "1927.00", "coverage_limit": "979291.00"}, seed=91, period_start="2024-08-01",
               period_end="2025-08-01", rotate=-1.3, noise=0.006)


def life(year: int, cash: str, surrender: str, seed: int, rotate: float) -> Doc:
    """The stranded caption: each value sits in its own box under its caption, and the only
    line that prints 'CASH VALUE' beside figures is a projection of 0.00."""
    s = Sheet()
    s.text("BRIGHTWAY LIFE", LEFT, 62, 17, True)
    s.text("Universal Life Annual Statement", LEFT, 78, 10)
    s.pair("Policy Number", "BL-UL-3390271", 104, LEFT, 300, 9.5)
    s.pair("Statement Period", f"03/16/{year - 1} to 03/15/{year}", 118, LEFT, 300, 9.5)
    s.text("Insured", 340, 104, 8, True)
    s.lines([PERSON] + HOME, 340, 118, 9)
    s.text("POLICY VALUES AS OF " + f"03/15/{year}", LEFT, 184, 10, True)
    s.box("Cash Value:", money(cash, True), LEFT, 194, 220, 240, size=12, label_size=9, align="right")
    s.box("Surrender Value:", money(surrender, True), 220, 194, 390, 240, size=12, label_size=9, align="right")
    s.box("Death Benefit:", "$500,000.00", 390, 194, RIGHT, 240, size=12, label_size=9, align="right")
    s.text("Values shown are net of the cost of insurance and expense charges for the period.", LEFT, 256, 8)
    s.text("PROTECTION CONTINUATION PROJECTION", LEFT, 300, 10, True)
    rows = [["BASED ON CASH VALUE", "03/16/2077", "09/16/2041", "0.00", "0.00"],
            ["BASED ON GUARANTEED VALUES", "03/16/2052", "09/16/2038", "0.00", "0.00"]]
    s.table([("Basis", LEFT, "left"), ("Coverage To", 290, "right"), ("Lapse Date", 370, "right"),
             ("Value at Lapse", 470, "right"), ("Premium Due", RIGHT, "right")], rows, 318, size=8.5)
    s.text("This projection assumes planned premiums of 0.00 and current charges.", LEFT, 380, 8)
    return Doc(f"Brightway_UL_Statement_{year}.pdf", [s], "life-insurance-statement", "Brightway Life",
               {"cash_value": canon(cash), "surrender_value": canon(surrender), "death_benefit": "500000.00"},
               seed=seed, period_start=f"{year - 1}-03-16", period_end=f"{year}-03-15",
               closing_date=f"{year}-03-15", rotate=rotate, noise=0.005)


def umbrella() -> Doc:
    s = Sheet()
    _dec_header(s, "Evergreen Mutual", "Auto · Home · Umbrella", "PERSONAL UMBRELLA RENEWAL", "EM-U-220419",
                "2024-06-01", "2025-06-01", HOME)
    s.pair("Umbrella Liability Limit", "$1,000,000.00", 190, LEFT + 6, 400, 10)
    s.pair("Retained Limit", "$1,000.00", 206, LEFT + 6, 400, 10)
    s.pair("Annual Premium", "$385.00", 230, LEFT + 6, 400, 11, True)
    return Doc("umbrella_renewal_photo.jpg", [s], "insurance-declarations", "Evergreen Mutual",
               {"premium": "385.00", "coverage_limit": "1000000.00"}, mode="photo", seed=95,
               period_start="2024-06-01", period_end="2025-06-01")


def build() -> tuple[list[Doc], list[dict]]:
    a1 = auto("2024-01-15", "2024-07-15", "1284.00", ["402.10", "231.60", "88.40", "96.30", "141.20", "324.40"], 101, 0.9)
    a2 = auto("2024-07-15", "2025-01-15", "1341.50", ["418.90", "240.15", "91.85", "99.70", "148.40", "342.50"], 102, -1.1)
    condo = homeowners("Cascadia Home Insurance", "Cascadia_HO6_2024.pdf", "CHI-HO6-550187", "2024-05-01", "2025-05-01",
                       HOME, "612.00", "1000.00", "150000.00", 103, 0.4)
    house = homeowners("Pacific Shield Insurance", "PacificShield_Home_PalosVerdes_2024.pdf", "PSI-HO3-9920417",
                       "2024-08-01", "2025-08-01", PV_HOUSE, "4862.00", "2500.00", "979291.00", 104, 0.0, mode="digital")
    eq = earthquake()
    l25 = life(2025, "45783.79", "43912.55", 105, 1.2)
    l24 = life(2024, "41208.16", "39020.84", 106, -0.4)
    umb = umbrella()
    docs = [a1, a2, condo, house, eq, l25, l24, umb]
    c = CORPUS
    qs = [
        ask("ins-eq-premium", c, "What is the premium on my earthquake policy for the Palos Verdes house?", eq, "Annual Earthquake Premium", "once a negative; the policy is in the library"),
        ask("ins-eq-limit", c, "What is the dwelling limit on my California Earthquake Authority policy?", eq, "Dwelling (combined)"),
        ask_any("ins-eq-number", c, "What is the policy number of my earthquake insurance?", eq, ["CEA-5512-0874"], "CEA-5512-0874"),
        ask("ins-life-cash-2025", c, "What was the cash value of my Brightway universal life policy on the 2025 statement?", l25, "Cash Value:", "the projection lines read 0.00"),
        ask("ins-life-cash-2024", c, "What was my Brightway life policy's cash value as of March 2024?", l24, "Cash Value:"),
        ask("ins-life-surrender-2025", c, "What is the surrender value on my 2025 Brightway Life statement?", l25, "Surrender Value:"),
        ask("ins-life-death", c, "What is the death benefit on my Brightway life policy according to the 2025 statement?", l25, "Death Benefit:") | {"citedTitles": [l25.name, l24.name]},
        ask("ins-auto-jul-premium", c, "What is the premium for my Evergreen auto policy term that started July 15, 2024?", a2, "Total Six-Month Policy Premium"),
        ask("ins-auto-jan-premium", c, "What was the six-month premium on my Evergreen auto policy for the term starting January 15, 2024?", a1, "Total Six-Month Policy Premium"),
        ask("ins-auto-collision", c, "What is my collision deductible on the Evergreen auto policy starting July 2024?", a2, "Collision Deductible") | {"citedTitles": [a1.name, a2.name]},
        ask("ins-condo-deductible", c, "What is the deductible on my Cascadia condo insurance policy?", condo, "All Perils Deductible"),
        ask("ins-house-premium", c, "What is the annual premium on the Pacific Shield homeowners policy for the Palos Verdes house?", house, "Annual Premium"),
        ask("ins-umbrella-premium", c, "How much is my umbrella policy premium?", umb, "Annual Premium"),
        ask_date("ins-auto-end", c, "When does the Evergreen auto policy term that began July 15, 2024 end?", a2, "2025-01-15"),
        decline("ins-neg-flood", c, "What is the premium on my flood insurance policy?", "no flood policy (the homeowners policies exclude flood)",
                {"type": "insurance-declarations", "issuer": "Flood"}),
        decline("ins-neg-motorcycle", c, "What is the deductible on my motorcycle insurance?", "no motorcycle policy", {"mentions": "motorcycle"}),
        decline("ins-neg-life-2022", c, "What was the cash value on my Brightway life statement from March 2022?", "Brightway statements for 2024 and 2025 only",
                {"issuer": "Brightway", "closing_month": "2022-03"}),
    ]
    return docs, qs
