"""Varied corpora: every document drawn from a seed, so the gate sees documents nobody tuned to.

One seed is one household (one or two people whose names recur across issuers, a home, a
rental and a cabin) and ~24 documents of its year: credit-card and bank statements, gas and
electric bills for two addresses (electric only at the cabin), a homeowners policy and its
renewal, umbrella, earthquake and auto policies, W-2s in two box layouts, a 1099-INT, a 1098
with escrow, medical bills with a copay, a receipt. Everything a page could vary is drawn from
`random.Random(seed)`, threaded explicitly: issuer names from word parts, label wording from
synonym sets, label left of / above / below its value, one or two columns and which block
goes where, the DejaVu face and size, grey or black ink, a logo mark of glyphs glued before
the issuer's name, where the header sits, date and number formats, file names, scan / photo /
digital. Amounts are Decimals and every printed label/value pair is recorded as drawn
(`Sheet.pair()`), so the keys are true by construction, as in the other corpora.

Questions are drawn from templates in a person's own words. `open_vocab: true` marks a question
about a printed label outside the engine's field table (a credit limit, kWh used, a copay...),
so a report can count what open-vocabulary answering earns. Negatives carry premises checked
against every corpus's truth (tests/test_eval_corpora.py).

Seeds: `varied-1` to `varied-4` may be tuned on and their failures read; `unseen` is sealed:
its report shows aggregate counts only, and nobody tunes on it (evals/README.md).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal as D
from typing import Callable

from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet
from evals.qa import ask, ask_any, ask_date, decline

SEEDS = {"varied-1": 1101, "varied-2": 2202, "varied-3": 3303, "varied-4": 4404, "unseen": 5827}
SEALED = {"unseen"}
CENT = D("0.01")

# Word parts for invented names. None of them may spell an issuer another corpus's negatives
# rely on being absent (Chase, Edison, Kaiser, Costco, Cascade, Meridian, Northstar, ...);
# ABSENT_PARTS are used only for issuers that must exist nowhere.
HEADS = ["Alder", "Birch", "Copper", "Elm", "Fern", "Granite", "Hazel", "Juniper", "Lark", "Maple", "Oak",
         "Quarry", "Silver", "Stone", "Summit", "Willow", "Aspen", "Brook", "Clear", "Fox", "Iron", "Key",
         "Amber", "Beacon", "Crane", "Dover", "Ember", "Gold", "Heron", "Linden", "Mill", "Orchard", "Pioneer",
         "Raven", "Sable", "Thistle", "Union", "Vista", "Wren", "Yarrow"]
TAILS = ["field", "brook", "ridge", "wood", "gate", "crest", "haven", "vale", "point", "mont", "ford",
         "bury", "line", "stead", "water", "ton", "dale", "moor", "bank", "well"]
ABSENT_PARTS = ["Zephyr", "Quillon", "Obsidian", "Marigold", "Tamarack"]
FIRST = ["Avery", "Jordan", "Morgan", "Riley", "Casey", "Taylor", "Quinn", "Rowan", "Elena", "Marcus",
         "Priya", "Tomas", "Noor", "Grace", "Oliver", "Hana", "Felix", "Ines", "Luca", "Maya"]
LAST = ["Okafor", "Lindqvist", "Moreau", "Castellano", "Nakamura", "Brennan", "Haddad", "Kowalski",
        "Delgado", "Fairweather", "Ashby", "Petrov", "Sorensen", "Valdez", "Whitcombe", "Iyer"]
STREETS = ["Alder St", "Birchwood Ave", "Cypress Ln", "Dogwood Dr", "Hemlock Ct", "Larch Way", "Magnolia Blvd",
           "Poplar St", "Sequoia Rd", "Tamarind Pl", "Spruce Ter", "Laurel Ave", "Chestnut St", "Sycamore Dr"]
# Where issuers sit: never a household street, so an address in a question names one place.
COMMERCIAL = ["Commerce Blvd", "Market St", "Industrial Way", "Corporate Dr", "Main St", "Harbor Plaza", "Exchange Pl"]
CITIES = [("Eugene", "OR", "974"), ("Tacoma", "WA", "984"), ("Boise", "ID", "837"), ("Fresno", "CA", "937"),
          ("Spokane", "WA", "992"), ("Reno", "NV", "895"), ("Salem", "OR", "973"), ("Bend", "OR", "977")]
LOGOS = ["=@-", "◆", "|||", "▲", "//", "◎", "≡", "(*)", "#", "◆◆"]
FACES = ["", "", "serif", "condensed", "serif-condensed"]
INKS = [0, 0, 0, 40, 60, 80]      # grey, never so light that a plain OCR pass loses a figure

# Label synonym sets: a page prints one; the key is whatever it printed.
L = {
    "amount_due": ["Amount Due", "Total Amount Due", "Please Pay", "Balance Due", "Amount Now Due", "Total Due"],
    "new_balance": ["New Balance", "Statement Balance", "Closing Balance", "Total New Balance"],
    "minimum": ["Minimum Amount Due", "Minimum Payment Due", "Total Minimum Payment Due", "Minimum Payment"],
    "due_date": ["Payment Due Date", "Due Date", "Pay By", "Payment Due"],
    "prev": ["Previous Balance", "Prior Balance", "Balance Forward", "Last Statement Balance"],
    "payments": ["Payments", "Payments and Credits", "Payments Received", "- Payments"],
    "purchases": ["Purchases", "Purchases and Adjustments", "+ Purchases", "New Purchases"],
    "cash_adv": ["Cash Advances", "Cash Advance", "+ Cash Advances"],
    "cash_fee": ["Cash Advance Fee", "Cash Advance Fees", "Fee - Cash Advance"],
    "interest_charged": ["Interest Charged", "Interest Charge", "Total Interest Charged", "Interest Charged This Period"],
    "credit_limit": ["Credit Limit", "Credit Line", "Total Credit Line", "Total Credit Limit"],
    "available": ["Available Credit", "Credit Available", "Available Credit Line"],
    "begin": ["Beginning Balance", "Opening Balance", "Balance Last Statement", "Starting Balance"],
    "deposits": ["Deposits", "Deposits and Credits", "Total Deposits", "+ Deposits"],
    "withdrawals": ["Withdrawals", "Withdrawals and Debits", "Total Withdrawals", "- Withdrawals"],
    "interest_paid": ["Interest Paid", "Interest Earned", "Interest Credited", "Monthly Interest Paid"],
    "interest_ytd": ["Interest Paid Year-to-Date", "YTD Interest Earned", "Interest Earned This Year"],
    "ending": ["Ending Balance", "Closing Balance", "Balance at End of Period", "Ending Account Balance"],
    "supply": ["Supply Charges", "Energy Supply Charges", "Generation Charges", "Supply Services"],
    "gas_supply": ["Gas Supply Charges", "Natural Gas Supply", "Commodity Charges", "Supply Charges"],
    "delivery": ["Delivery Charges", "Distribution Charges", "Delivery Services", "Transmission & Delivery"],
    "taxes_fees": ["Taxes and Fees", "Taxes & Surcharges", "Fees and Taxes"],
    "current": ["Total Current Charges", "Current Charges", "New Charges This Period"],
    "kwh": ["kWh Used", "Total kWh", "Electricity Used (kWh)", "Energy Used kWh"],
    "therms": ["Therms Used", "Total Therms", "Gas Used (therms)"],
    "service_addr": ["Service Address", "Service Location", "Premises"],
    "account": ["Account Number", "Account No.", "Account #", "Acct Number"],
    "premium": ["Total Annual Premium", "Policy Premium", "Total Premium", "Annual Premium", "Total Policy Premium"],
    "deductible": ["Deductible", "All Perils Deductible", "Section I Deductible", "All Other Perils Deductible"],
    "dwelling": ["Coverage A - Dwelling", "Dwelling", "Dwelling Coverage", "A. Dwelling"],
    "liability": ["Personal Liability", "Coverage E - Personal Liability", "Liability Limit"],
    "policy_no": ["Policy Number", "Policy No.", "Policy #"],
    "period": ["Policy Period", "Policy Term", "Coverage Period", "Effective Dates"],
    "eq_deductible": ["Earthquake Deductible", "Dwelling Deductible", "Deductible (Dwelling)"],
    "umb_limit": ["Each Occurrence Limit", "Umbrella Liability Limit", "Limit of Liability"],
    "umb_retained": ["Retained Limit", "Self-Insured Retention"],
    "collision": ["Collision Deductible", "Collision - Deductible", "Collision Ded."],
    "comprehensive": ["Comprehensive Deductible", "Other Than Collision Deductible", "Comprehensive Ded."],
    "total_charges": ["Total Charges", "Charges", "Total Billed Charges", "Gross Charges"],
    "ins_paid": ["Insurance Paid", "Plan Paid", "Insurance Payments", "Paid by Insurance"],
    "adjust": ["Adjustments", "Contractual Adjustment", "Plan Discount"],
    "copay": ["Copay", "Co-pay", "Copayment", "Copay Due"],
    "you_owe": ["Amount You Owe", "Patient Responsibility", "Balance Due", "Your Balance", "Please Pay"],
    "escrow": ["Escrow Balance", "Escrow Account Balance", "Escrow Balance as of 12/31"],
}

# How a person asks, by what they ask about. {who}, {when}, {issuer}, {addr}... are filled in.
Q = {
    "card_owe": ["How much do I owe on my {issuer} card for {when}?", "What's the balance on my {issuer} credit card statement from {when}?",
                 "What did my {when} {issuer} card statement say I owe in total?"],
    "card_min": ["What's the minimum I have to pay on my {issuer} card for {when}?", "Minimum payment on the {when} {issuer} statement?",
                 "How little can I pay on my {issuer} card this time ({when})?"],
    "card_late": ["If I pay my {issuer} card late, how much will it be ({when} statement)?",
                  "What will I owe on my {when} {issuer} card if I miss the due date?"],
    "card_limit": ["What's my credit limit on the {issuer} card?", "How high is my {issuer} credit line?"],
    "card_cashfee": ["What did {issuer} charge me for the cash advance on my {when} statement?",
                     "How much was the cash advance fee on my {when} {issuer} card?"],
    "card_interest": ["How much interest did {issuer} charge me in {when}?", "What was the interest charged on my {when} {issuer} card statement?"],
    "bank_interest": ["How much interest did I earn at {issuer} in {when}?", "What was my monthly interest from {issuer} for {when}?",
                      "Interest paid on my {issuer} account in {when}?"],
    "bank_end": ["How much was in my {issuer} account at the end of {when}?", "What was my {issuer} balance at the end of the {when} statement?"],
    "gas_due": ["How much was the gas bill for {addr} in {when}?", "What do I owe on the {when} gas bill at {addr}?"],
    "gas_late": ["If I pay the gas bill for the {addr} rental late, how much will it be?",
                 "What's the late amount on the gas bill for the rental at {addr}?"],
    "elec_due": ["How much was my electric bill for {addr} in {when}?", "What was the {when} electricity bill at {addr}?"],
    "elec_supply": ["What were the supply charges on my electric bill for {addr} in {when}?",
                    "How much were the electricity supply charges at {addr} for {when}?"],
    "elec_delivery": ["What were the delivery charges on the {when} electric bill at {addr}?"],
    "elec_kwh": ["How many kWh did I use at {addr} in {when}?", "How much electricity did {addr} use in {when}, in kWh?"],
    "elec_late": ["If I pay the {when} electric bill for {addr} late, what will I owe?"],
    "ho_premium_new": ["What's the premium on my renewed homeowners policy (the term starting {start})?",
                       "How much does my homeowners insurance cost for the term beginning {start}?"],
    "ho_premium_old": ["What was my homeowners premium for the term that started {start}?"],
    "ho_deductible": ["What's the deductible on my homeowners policy?", "How big is my home insurance deductible?"],
    "ho_dwelling": ["How much dwelling coverage do I have on my homeowners policy?"],
    "ho_expiry": ["When does my renewed homeowners policy expire?"],
    "umb_premium": ["What's the premium on my umbrella policy?", "How much do I pay for umbrella insurance?"],
    "umb_limit": ["What's the liability limit on my umbrella policy?"],
    "eq_premium": ["What's the premium on my earthquake policy?", "How much is my earthquake insurance?"],
    "eq_deductible": ["What's my earthquake deductible?"],
    "auto_collision": ["What's my collision deductible on the car insurance?", "How much is the collision deductible on my auto policy?"],
    "auto_comp": ["What's the comprehensive deductible on my auto policy?"],
    "auto_premium": ["How much is my car insurance premium?"],
    "w2_wages": ["What were {whose} wages on the {year} W-2 from {issuer}?", "How much did {who} earn at {issuer} in {year}?"],
    "w2_fed": ["How much federal tax was withheld from {whose} pay at {issuer} in {year}?"],
    "w2_box12": ["What's in box 12 on {whose} {year} {issuer} W-2?", "How much went in under box 12 code D on {whose} {year} W-2?"],
    "w2_ein": ["What's {issuer}'s EIN on {whose} W-2?", "What employer ID number is on the {issuer} W-2?"],
    "int_box1": ["How much interest did {issuer} report on my {year} 1099-INT?", "What's on box 1 of my {year} 1099-INT from {issuer}?"],
    "mort_interest": ["How much mortgage interest did I pay in {year}?", "What's the mortgage interest on my {year} 1098 from {issuer}?"],
    "mort_tax": ["How much property tax did {issuer} pay from escrow in {year}?", "What were the real estate taxes on my {year} 1098?"],
    "mort_escrow": ["What was my escrow balance at the end of {year}?"],
    "med_owe": ["How much do I owe {issuer}?", "What's the balance on my bill from {issuer}?"],
    "med_copay": ["What was the copay at {issuer}?", "How much was {whose} copay for the {issuer} visit?"],
    "med_total": ["What were the total charges on the {issuer} bill?"],
    "rcpt_total": ["How much did I spend at {issuer}?", "What was the total on my {issuer} receipt?"],
    "rcpt_tax": ["How much sales tax did I pay at {issuer}?"],
}


@dataclass
class Style:
    """How one document is printed."""
    face: str
    ink: int
    size: float
    header: str          # "left" | "center" | "right"
    logo: str
    place: str           # label "left" of / "above" / "below" its value
    columns: int         # 1 or 2
    swap: bool           # two columns: which block goes on the left
    date: Callable[[date], str]
    num: Callable[[D], str]


DATE_FORMATS = [lambda d: f"{d:%m/%d/%Y}", lambda d: f"{d:%b} {d.day}, {d.year}",
                lambda d: f"{d.day} {d:%B} {d.year}", lambda d: d.isoformat(), lambda d: f"{d:%B} {d.day}, {d.year}"]
NUM_FORMATS = [lambda v: f"${v:,.2f}", lambda v: f"{v:,.2f}", lambda v: f"USD {v:,.2f}"]


def style(rng: random.Random) -> Style:
    return Style(rng.choice(FACES), rng.choice(INKS), rng.choice([8.5, 9.0, 9.5, 10.0, 10.5]),
                 rng.choice(["left", "center", "right"]), rng.choice(LOGOS + ["", ""]),
                 rng.choice(["left", "left", "above", "below"]), rng.choice([1, 2]), rng.random() < 0.5,
                 rng.choice(DATE_FORMATS), rng.choice(NUM_FORMATS))


def cents(rng: random.Random, lo: float, hi: float) -> D:
    return D(rng.randint(round(lo * 100), round(hi * 100))) / 100


def end_of_month(d: date) -> date:
    return (d.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)


def add_months(d: date, n: int) -> date:
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, 1)


# ---- the household -------------------------------------------------------------------------

@dataclass
class Household:
    people: list[str]              # as printed: "AVERY OKAFOR"
    home: list[str]                # street line, city line
    rental: list[str]
    cabin: list[str]
    year: int


def household(rng: random.Random) -> Household:
    last = rng.choice(LAST)
    firsts = rng.sample(FIRST, 2)
    people = [f"{firsts[0]} {last}".upper()]
    if rng.random() < 0.6:
        people.append(f"{firsts[1]} {rng.choice([last, rng.choice(LAST)])}".upper())
    streets = rng.sample(STREETS, 3)
    cities = rng.sample(CITIES, 3)

    def addr(street: str, city: tuple[str, str, str]) -> list[str]:
        return [f"{rng.randint(12, 9899)} {street}".upper(), f"{city[0]} {city[1]} {city[2]}{rng.randint(10, 99)}".upper()]

    return Household(people, addr(streets[0], cities[0]), addr(streets[1], cities[1]), addr(streets[2], cities[2]),
                     rng.choice([2023, 2024]))


class Names:
    """Invented issuer names, none repeated within a corpus."""

    def __init__(self, rng: random.Random):
        self.rng, self.used = rng, set()

    def stem(self) -> str:
        while True:
            s = self.rng.choice(HEADS) + self.rng.choice(TAILS)
            if s not in self.used:
                self.used.add(s)
                return s

    def issuer(self, kinds: list[str]) -> str:
        return self.rng.choice(kinds).format(self.stem())


class Files:
    """File names as they land in a person's folder: scanner counters, phone names, downloads."""

    def __init__(self, rng: random.Random):
        self.rng, self.used = rng, set()

    def name(self, mode: str, issuer: str, when: date | None) -> str:
        r = self.rng
        stem = issuer.split()[0]
        while True:
            if mode == "photo":
                cands = [f"IMG_{r.randint(1000, 9999)}.jpg", f"PXL_{(when or date(2024, 1, 1)):%Y%m%d}_{r.randint(100000, 999999)}.jpg",
                         "photo.jpg"]
            else:
                cands = [f"scan_{r.randint(1, 9999):04d}.pdf", "bill.pdf", "statement.pdf", "download.pdf",
                         f"Document ({r.randint(1, 30)}).pdf", f"{stem}.pdf", f"{stem.lower()}_{r.randint(100, 999)}.pdf"]
                if when:
                    cands += [f"{when:%Y-%m} statement.pdf", f"{stem}_{when:%b%Y}.pdf", f"eStatement_{when:%Y%m%d}.pdf"]
            n = r.choice(cands)
            if n not in self.used:
                self.used.add(n)
                return n


# ---- drawing -------------------------------------------------------------------------------

def new_sheet(st: Style) -> Sheet:
    return Sheet(face=st.face, ink=st.ink)


def header(s: Sheet, st: Style, issuer: str, sub: str, y: float = 60) -> float:
    """The issuer's name with its logo mark glued before it, and a line under it."""
    size = st.size + 8
    logo = (st.logo + " ") if st.logo else ""
    w = s.width_of(logo + issuer, size, True)
    x = {"left": LEFT, "center": (s.width - w) / 2, "right": RIGHT - w}[st.header]
    s.text(logo + issuer, x, y, size, True)
    ws = s.width_of(sub, st.size - 1.5)
    xs = {"left": LEFT, "center": (s.width - ws) / 2, "right": RIGHT - ws}[st.header]
    s.text(sub, xs, y + 14, st.size - 1.5)
    return y + 34


def mailing(s: Sheet, st: Style, people: list[str], addr: list[str], y: float, x: float = LEFT) -> float:
    return s.lines([" & ".join(people) if len(people) > 1 and len(" & ".join(people)) < 34 else people[0]] + addr,
                   x, y, st.size, lead=st.size + 3)


def block(s: Sheet, st: Style, rows: list[tuple[str, str]], x0: float, x1: float, y: float,
          bold: tuple[str, ...] = (), place: str | None = None) -> float:
    """Label/value pairs between x0 and x1 in the document's placement; returns the next y."""
    place = place or st.place
    size = st.size
    if place == "left":
        for label, value in rows:
            s.pair(label, value, y, x0, x1, size, label in bold)
            y += size + 6
        return y
    per = 3 if x1 - x0 > 330 else 2
    w = (x1 - x0) / per
    for i in range(0, len(rows), per):
        for j, (label, value) in enumerate(rows[i:i + per]):
            x = x0 + j * w
            if place == "above":
                s.text(label, x, y, size - 1.5)
                s.text(value, x, y + size + 4, size + 0.5, label in bold)
            else:
                s.text(value, x, y, size + 0.5, label in bold)
                s.text(label, x, y + size + 2, size - 1.5)
            s.pairs.append([label, value])
        y += 2 * size + 16
    return y


def two_blocks(s: Sheet, st: Style, a: list[tuple[str, str]], b: list[tuple[str, str]], y: float,
               bold: tuple[str, ...] = ()) -> float:
    """Two groups of pairs: side by side (either order) or one under the other."""
    if st.columns == 2:
        left, right = (b, a) if st.swap else (a, b)
        y1 = block(s, st, left, LEFT, 290, y, bold)
        y2 = block(s, st, right, 322, RIGHT, y, bold)
        return max(y1, y2) + 8
    if st.swap:
        a, b = b, a
    y = block(s, st, a, LEFT, RIGHT if st.place != "left" else 380, y, bold)
    return block(s, st, b, LEFT, RIGHT if st.place != "left" else 380, y + 10, bold)


def doc_mode(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.22:
        return "digital"
    if r < 0.32:
        return "photo"
    return "scan"


def make_doc(rng: random.Random, files: Files, s: Sheet, type_: str, issuer: str, fields: dict, when: date | None,
             **dates) -> Doc:
    mode = doc_mode(rng)
    return Doc(files.name(mode, issuer, when), [s], type_, issuer, fields, mode=mode, seed=rng.randint(1, 10 ** 6),
               rotate=round(rng.uniform(-1.5, 1.5), 2) if mode == "scan" else 0.0,
               noise=rng.choice([0.003, 0.004, 0.005, 0.006]), blur=rng.choice([0.5, 0.6, 0.7]), **dates)


def canon(v: D) -> str:
    return f"{v:.2f}"


# ---- documents -----------------------------------------------------------------------------

@dataclass
class Built:
    doc: Doc
    labels: dict[str, str]         # what this page called each figure
    when: date | None = None
    extra: dict | None = None


def card_statement(rng, files, hh: Household, issuer: str, closing: date, prev: D, limit: D, acct: str) -> Built:
    st = style(rng)
    lab = {k: rng.choice(L[k]) for k in ("new_balance", "minimum", "due_date", "prev", "payments", "purchases",
                                        "cash_adv", "cash_fee", "interest_charged", "credit_limit", "available")}
    paid = min(prev, cents(rng, 50, 900)) if prev else D("0.00")
    purchases = cents(rng, 150, 2400)
    adv = D(rng.choice([100, 200, 250, 300, 500]))
    fee = max(D("10.00"), (adv * D("0.05")).quantize(CENT))
    interest = cents(rng, 4, 60)
    new = prev - paid + purchases + adv + fee + interest
    minimum = max(D("35.00"), (new * D("0.02")).quantize(D("1")))
    late_fee = D(rng.choice(["29.00", "32.00", "40.00"]))
    due = closing + timedelta(days=25)
    late_label = f"Amount Due After {st.date(due)}"
    lab["late"] = late_label
    f = st.num
    s = new_sheet(st)
    y = header(s, st, issuer, rng.choice(["Card Services", "Rewards Visa Signature", "Platinum Mastercard", "Credit Card Statement"]))
    mailing(s, st, hh.people[:1], hh.home, y + 10, LEFT)
    s.text(f"Account ending in {acct}", 330, y + 10, st.size)
    s.text(f"Statement closing date {st.date(closing)}", 330, y + 10 + st.size + 4, st.size)
    y += 70
    summary = [(lab["prev"], f(prev)), (lab["payments"], f(paid)), (lab["purchases"], f(purchases)),
               (lab["cash_adv"], f(adv)), (lab["cash_fee"], f(fee)), (lab["interest_charged"], f(interest)),
               (lab["new_balance"], f(new))]
    box = [(lab["new_balance"], f(new)), (lab["minimum"], f(minimum)), (lab["due_date"], st.date(due)),
           (late_label, f(new + late_fee)), (lab["credit_limit"], f(limit)), (lab["available"], f(limit - new))]
    s.text("Account Summary", LEFT, y, st.size + 1.5, True)
    y = two_blocks(s, st, summary, box, y + 18, bold=(lab["new_balance"], lab["minimum"]))
    s.text(f"Late Payment Warning: if we do not receive your minimum payment by {st.date(due)}, a late fee of up to "
           f"{f(late_fee)} applies.", LEFT, y + 14, st.size - 2)
    start = (closing - timedelta(days=30))
    d = make_doc(rng, files, s, "credit-card-statement", issuer,
                 {"new_balance": canon(new), "minimum_payment": canon(minimum), "previous_balance": canon(prev)},
                 closing, period_start=start.isoformat(), period_end=closing.isoformat(),
                 closing_date=closing.isoformat(), due_date=due.isoformat())
    return Built(d, lab, closing, {"new": new})


def bank_statement(rng, files, hh, issuer: str, month: date, begin: D, ytd_before: D, acct: str, apy: str) -> Built:
    st = style(rng)
    lab = {k: rng.choice(L[k]) for k in ("begin", "deposits", "withdrawals", "interest_paid", "interest_ytd", "ending")}
    deposits, withdrawals = cents(rng, 800, 6500), cents(rng, 300, 5200)
    interest = cents(rng, 1, 45)
    end = begin + deposits - withdrawals + interest
    start, stop = month, end_of_month(month)
    f = st.num
    s = new_sheet(st)
    y = header(s, st, issuer, rng.choice(["Member FDIC", "Personal Banking", "Your Account Statement", "Federally insured by NCUA"]))
    mailing(s, st, hh.people, hh.home, y + 10)
    product = ["Everyday Checking", "High Yield Savings", "Premier Checking", "Money Market Savings"][int(acct) % 4]
    s.text(f"{product}  ····{acct}",
           330, y + 10, st.size)
    s.text(f"Statement period {st.date(start)} - {st.date(stop)}", 330, y + 10 + st.size + 4, st.size)
    y += 72
    a = [(lab["begin"], f(begin)), (lab["deposits"], f(deposits)), (lab["withdrawals"], f(withdrawals)),
         (lab["interest_paid"], f(interest)), (lab["ending"], f(end))]
    b = [(lab["interest_ytd"], f(ytd_before + interest)), ("Annual Percentage Yield Earned", apy)]
    s.text("Account Summary", LEFT, y, st.size + 1.5, True)
    y = two_blocks(s, st, a, b, y + 18, bold=(lab["ending"],))
    d = make_doc(rng, files, s, "bank-statement", issuer, {"ending_balance": canon(end), "interest_paid": canon(interest)},
                 stop, period_start=start.isoformat(), period_end=stop.isoformat(), closing_date=stop.isoformat())
    return Built(d, lab, month, {"end": end, "ytd": ytd_before + interest})


def utility_bill(rng, files, hh, issuer: str, kind: str, month: date, addr: list[str], acct: str, rental: bool) -> Built:
    """A gas or electric bill: supply vs delivery vs taxes, the current charges, the amount due
    (last month's bill was paid), the late amount after the due date, the usage."""
    st = style(rng)
    lab = {k: rng.choice(L[k]) for k in ("amount_due", "delivery", "taxes_fees", "current", "service_addr", "account", "due_date")}
    lab["supply"] = rng.choice(L["supply" if kind == "electric" else "gas_supply"])
    lab["usage"] = rng.choice(L["kwh" if kind == "electric" else "therms"])
    usage = rng.randint(280, 1450) if kind == "electric" else rng.randint(18, 160)
    supply = (D(usage) * (D(rng.randint(7, 14)) / 100 if kind == "electric" else D(rng.randint(55, 95)) / 100)).quantize(CENT)
    delivery = cents(rng, 18, 75)
    taxes = ((supply + delivery) * D("0.06")).quantize(CENT)
    current = supply + delivery + taxes
    prev = cents(rng, 40, 260)
    start, stop = month, end_of_month(month)
    billed = stop + timedelta(days=rng.randint(2, 6))
    due = billed + timedelta(days=rng.randint(18, 24))
    late = (current * D("1.015")).quantize(CENT)
    lab["late"] = f"Amount Due After {st.date(due)}"
    f = st.num
    s = new_sheet(st)
    y = header(s, st, issuer, rng.choice(["Customer Service 1-800-555-0142", "Residential Service", "Your Energy Statement",
                                          "Pay online or by phone"]))
    holder = hh.people[0] + (f" - {addr[0].split(' ', 1)[1]} RENTAL" if rental else "")
    s.lines([holder] + hh.home, LEFT, y + 10, st.size, lead=st.size + 3)
    y += 66
    info = [(lab["account"], acct), (lab["service_addr"], addr[0]), ("Billing Date", st.date(billed)),
            (lab["due_date"], st.date(due)), (lab["amount_due"], f(current))]
    charges = [("Previous Balance", f(prev)), ("Payment Received - Thank You", f"-{f(prev)}"),
               (lab["supply"], f(supply)), (lab["delivery"], f(delivery)), (lab["taxes_fees"], f(taxes)),
               (lab["current"], f(current)), (lab["late"], f(late))]
    y = two_blocks(s, st, info, charges, y, bold=(lab["amount_due"],))
    s.text(f"Service period {st.date(start)} to {st.date(stop)}", LEFT, y + 10, st.size)
    y = block(s, st, [(lab["usage"], f"{usage:,}")], LEFT, 300, y + 30, place="left")
    s.text(f"{'Electric' if kind == 'electric' else 'Natural gas'} service  ·  {addr[0]}, {addr[1]}", LEFT, y + 14, st.size - 1.5)
    d = make_doc(rng, files, s, "utility-bill", issuer, {"amount_due": canon(current)}, month,
                 period_start=start.isoformat(), period_end=stop.isoformat(), closing_date=billed.isoformat(),
                 due_date=due.isoformat())
    return Built(d, lab, month, {"usage": usage})


def policy(rng, files, hh, issuer: str, title: str, start: date, number: str, rows: list[tuple[str, str, str]],
           addr: list[str]) -> Built:
    """A declarations page: `rows` are (key, label, value); the label set is the page's own."""
    st = style(rng)
    lab = {"policy_no": rng.choice(L["policy_no"]), "period": rng.choice(L["period"])}
    end = start.replace(year=start.year + 1)
    lab.update({k: label for k, label, _ in rows})
    s = new_sheet(st)
    y = header(s, st, issuer, title)
    s.text("Declarations Page", LEFT, y, st.size + 2, True)
    s.text("Named Insured", LEFT, y + 18, st.size - 1.5)
    mailing(s, st, hh.people, addr, y + 30)
    info = [(lab["policy_no"], number), (lab["period"], f"{st.date(start)} to {st.date(end)}")]
    y = max(block(s, st, info, 322, RIGHT, y + 18, place="left"), y + 30 + 3 * (st.size + 3)) + 24
    s.text("Coverages and Limits", LEFT, y, st.size + 1, True)
    values = [(label, value) for _, label, value in rows]
    y = block(s, st, values, LEFT, RIGHT if st.place != "left" else 420, y + 18)
    s.text(f"Renewal of this policy is subject to the terms in effect on {st.date(end)}.", LEFT, y + 16, st.size - 2)
    d = make_doc(rng, files, s, "insurance-declarations", issuer, {}, start,
                 period_start=start.isoformat(), period_end=end.isoformat())
    return Built(d, lab, start, {"end": end, "date": st.date})


def w2(rng, files, person: str, addr: list[str], issuer: str, year: int, layout: str) -> Built:
    st = style(rng)
    st.place = "left"
    wages = cents(rng, 42000, 185000)
    fed = (wages * D(rng.randint(12, 24)) / 100).quantize(CENT)
    ss_w = min(wages, D("160200.00") if year == 2023 else D("168600.00"))
    ss_t = (ss_w * D("0.062")).quantize(CENT)
    med_t = (wages * D("0.0145")).quantize(CENT)
    box12 = D(rng.choice([6500, 9000, 12000, 15500, 19500, 22500]))
    wages_box1 = wages - box12
    ein = f"{rng.randint(10, 98)}-{rng.randint(1000000, 9999999)}"
    caps = {"1": "1 Wages, tips, other compensation", "2": "2 Federal income tax withheld", "3": "3 Social security wages",
            "4": "4 Social security tax withheld", "5": "5 Medicare wages and tips", "6": "6 Medicare tax withheld"}
    if layout == "short":
        caps = {"1": "1 Wages, tips, other comp.", "2": "2 Fed. income tax withheld", "3": "3 Soc. sec. wages",
                "4": "4 Soc. sec. tax withheld", "5": "5 Medicare wages", "6": "6 Medicare tax withheld"}
    vals = {"1": wages_box1, "2": fed, "3": ss_w, "4": ss_t, "5": wages, "6": med_t}
    s = new_sheet(st)
    f = lambda v: f"{v:,.2f}"  # noqa: E731  (forms print bare amounts)
    if layout == "grid":
        s.text(f"Form W-2 Wage and Tax Statement {year}", LEFT, 50, 12, True)
        s.box("b Employer identification number (EIN)", ein, LEFT, 60, 306, 88)
        s.rect(LEFT, 88, 306, 150, 0.5)
        s.text("c Employer's name, address, and ZIP code", LEFT + 3, 96.5, 6.5)
        s.lines([issuer.upper(), f"{rng.randint(100, 999)} {rng.choice(COMMERCIAL).upper()}", "PORTLAND OR 97201"], LEFT + 6, 110, 9)
        s.rect(LEFT, 150, 306, 214, 0.5)
        s.text("e Employee's name, address and ZIP code", LEFT + 3, 158.5, 6.5)
        s.lines([person] + addr, LEFT + 6, 172, 9)
        y = 60
        for a, b in (("1", "2"), ("3", "4"), ("5", "6")):
            s.box(caps[a], f(vals[a]), 306, y, 432, y + 28, align="right")
            s.box(caps[b], f(vals[b]), 432, y, RIGHT, y + 28, align="right")
            y += 28
        s.rect(432, y, RIGHT, y + 28, 0.5)
        s.text("12a See instructions for box 12", 435, y + 8.5, 6.5)
        s.text("D", 440, y + 23, 10)
        s.right(f(box12), RIGHT - 6, y + 23, 10)
        s.pairs.append(["12a See instructions for box 12", f(box12)])
        lab12 = "12a See instructions for box 12"
        ein_label = "b Employer identification number (EIN)"
    else:
        # values printed above their captions, no grid: the other common employer layout
        s.text(f"{year} W-2 and EARNINGS SUMMARY", LEFT, 54, 13, True)
        s.text(f"{issuer.upper()}  ·  EIN {ein}", LEFT, 70, 8)
        s.pairs.append(["EIN", ein])
        s.lines([person] + addr, LEFT, 92, 9)
        keys = ["1", "2", "3", "4", "5", "6"]
        for r in range(2):
            for c in range(3):
                k = keys[r * 3 + c]
                x, yy = LEFT + c * 170, 170 + r * 50
                s.text(f(vals[k]), x, yy, 11)
                s.text(caps[k], x, yy + 12, 6.5)
                s.pairs.append([caps[k], f(vals[k])])
        s.text("D", LEFT, 270, 11)
        s.text(f(box12), LEFT + 24, 270, 11)
        s.text("12a Code / Amount", LEFT, 282, 6.5)
        s.pairs.append(["12a Code / Amount", f(box12)])
        lab12, ein_label = "12a Code / Amount", "EIN"
    s.text("Copy B - To Be Filed With Employee's FEDERAL Tax Return", LEFT, 330, 7.5)
    lab = {"1": caps["1"], "2": caps["2"], "12": lab12, "ein": ein_label}
    fields = {"w2_box1": canon(wages_box1), "w2_box2": canon(fed), "w2_box3": canon(ss_w), "w2_box4": canon(ss_t),
              "w2_box5": canon(wages), "w2_box6": canon(med_t)}
    d = make_doc(rng, files, s, "w2", issuer, fields, date(year + 1, 1, 28), tax_year=year)
    return Built(d, lab, None, {"ein": ein, "box12": f(box12)})


def form_1099_int(rng, files, hh, issuer: str, year: int) -> Built:
    st = style(rng)
    interest = cents(rng, 40, 2400)
    s = new_sheet(st)
    s.text(f"Form 1099-INT  Interest Income  {year}", LEFT, 52, 12, True)
    s.rect(LEFT, 60, 306, 130, 0.5)
    s.text("PAYER'S name, street address, city, state, ZIP", LEFT + 3, 68.5, 6.5)
    s.lines([issuer.upper(), f"PO BOX {rng.randint(1000, 9999)}", "SEATTLE WA 98101"], LEFT + 6, 82, 9)
    s.rect(LEFT, 130, 306, 190, 0.5)
    s.text("RECIPIENT'S name", LEFT + 3, 138.5, 6.5)
    s.lines([hh.people[0]] + hh.home, LEFT + 6, 152, 9)
    f = lambda v: f"{v:,.2f}"  # noqa: E731
    y = 60
    for label, v in (("1 Interest income", f(interest)), ("2 Early withdrawal penalty", "0.00"),
                     ("3 Interest on U.S. Savings Bonds and Treasury obligations", "0.00"), ("4 Federal income tax withheld", "0.00")):
        s.box(label, v, 306, y, RIGHT, y + 28, align="right")
        y += 28
    d = make_doc(rng, files, s, "1099-int", issuer, {"int_box1": canon(interest)}, date(year + 1, 1, 31), tax_year=year)
    return Built(d, {"1": "1 Interest income"}, None)


def form_1098(rng, files, hh, issuer: str, year: int) -> Built:
    st = style(rng)
    interest = cents(rng, 4000, 21000)
    tax = cents(rng, 2500, 9800)
    escrow = cents(rng, 600, 4200)
    lab = {"1": "1 Mortgage interest received from payer(s)/borrower(s)", "10": rng.choice(["10 Property tax", "10 Real estate taxes paid"]),
           "escrow": rng.choice(L["escrow"])}
    f = lambda v: f"{v:,.2f}"  # noqa: E731
    s = new_sheet(st)
    s.text(f"Form 1098  Mortgage Interest Statement  {year}", LEFT, 52, 12, True)
    s.rect(LEFT, 60, 306, 130, 0.5)
    s.text("RECIPIENT'S/LENDER'S name, street address", LEFT + 3, 68.5, 6.5)
    s.lines([issuer.upper(), f"{rng.randint(100, 999)} {rng.choice(COMMERCIAL).upper()}", "DENVER CO 80202"], LEFT + 6, 82, 9)
    s.rect(LEFT, 130, 306, 190, 0.5)
    s.text("PAYER'S/BORROWER'S name", LEFT + 3, 138.5, 6.5)
    s.lines(hh.people[:1] + hh.home, LEFT + 6, 152, 9)
    s.box(lab["1"], f(interest), 306, 60, RIGHT, 92, align="right")
    s.box("2 Outstanding mortgage principal", f(cents(rng, 150000, 620000)), 306, 92, RIGHT, 120, align="right")
    s.box(lab["10"], f(tax), 306, 120, RIGHT, 148, align="right")
    s.text("Escrow Account Summary (not part of Form 1098)", LEFT, 230, st.size + 1, True)
    hazard = cents(rng, 900, 2600)
    block(s, st, [("Property taxes disbursed", f(tax)), ("Hazard insurance disbursed", f(hazard)),
                  (lab["escrow"], f(escrow))], LEFT, 380, 250, place="left")
    d = make_doc(rng, files, s, "1098", issuer, {"mortgage_interest": canon(interest), "property_tax": canon(tax)},
                 date(year + 1, 1, 31), tax_year=year)
    return Built(d, lab, None)


def medical_bill(rng, files, hh, issuer: str, patient: str, visit: date) -> Built:
    st = style(rng)
    lab = {k: rng.choice(L[k]) for k in ("total_charges", "ins_paid", "adjust", "copay", "you_owe")}
    charges = cents(rng, 180, 2400)
    adjust = (charges * D(rng.randint(15, 35)) / 100).quantize(CENT)
    copay = D(rng.choice([20, 25, 30, 40, 50]))
    paid = charges - adjust - copay - cents(rng, 10, 90)
    owe = charges - adjust - paid
    f = st.num
    s = new_sheet(st)
    y = header(s, st, issuer, rng.choice(["Patient Statement", "Statement of Services", "Billing Office"]))
    mailing(s, st, [f"Patient: {patient}"], hh.home, y + 10)
    stmt = visit + timedelta(days=rng.randint(20, 40))
    a = [("Date of Service", st.date(visit)), ("Statement Date", st.date(stmt)), ("Guarantor", hh.people[0])]
    b = [(lab["total_charges"], f(charges)), (lab["ins_paid"], f"-{f(paid)}"), (lab["adjust"], f"-{f(adjust)}"),
         (lab["copay"], f(copay)), (lab["you_owe"], f(owe))]
    y = two_blocks(s, st, a, b, y + 70, bold=(lab["you_owe"],))
    s.text("Your copay is included in the amount you owe.", LEFT, y + 12, st.size - 1.5)
    d = make_doc(rng, files, s, "medical-bill", issuer, {"patient_responsibility": canon(owe)}, visit,
                 period_start=visit.isoformat(), period_end=visit.isoformat(), closing_date=stmt.isoformat(),
                 due_date=(stmt + timedelta(days=30)).isoformat())
    return Built(d, lab, visit)


def receipt(rng, files, issuer: str, when: date) -> Built:
    st = style(rng)
    s = Sheet(width=288, height=540, mono=True, ink=st.ink)
    items = [(rng.choice(["BREAD", "MILK 2%", "COFFEE BEANS", "APPLES", "BATTERIES AA", "TAPE", "SOAP", "RICE 5LB",
                          "PAPER TOWELS", "EGGS DOZ", "CHEESE", "OLIVE OIL"]), cents(rng, 1.5, 24)) for _ in range(rng.randint(3, 6))]
    sub = sum((v for _, v in items), D("0.00"))
    tax = (sub * D("0.0825")).quantize(CENT)
    total = sub + tax
    x0, x1 = 18, 270
    s.text((st.logo + " " if st.logo else "") + issuer.upper(), x0, 40, 11, True)
    s.text(f"{rng.randint(100, 999)} {rng.choice(COMMERCIAL).upper()}", x0, 54, 8)
    s.text(f"{when:%m/%d/%Y} {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}", x0, 66, 8)
    y = 92
    for name, v in items:
        s.pair(name, f"{v:,.2f}", y, x0, x1, 8.5)
        y += 12
    tl = rng.choice(["TOTAL", "TOTAL DUE", "AMOUNT DUE", "BALANCE"])
    for label, v in (("SUBTOTAL", sub), (rng.choice(["TAX", "SALES TAX", "TAX 8.25%"]), tax), (tl, total)):
        s.pair(label, f"{v:,.2f}", y + 6, x0, x1, 8.5 if label != tl else 10, label == tl)
        y += 14
    s.text("THANK YOU FOR SHOPPING", x0, y + 24, 8)
    mode = rng.choice(["scan", "photo"])
    labels = {"total": tl, "tax": [p[0] for p in s.pairs][-2]}
    d = Doc(files.name(mode, issuer, when), [s], "receipt", issuer, {"total": canon(total), "subtotal": canon(sub), "tax": canon(tax)},
            mode=mode, seed=rng.randint(1, 10 ** 6), period_start=when.isoformat(), period_end=when.isoformat(),
            closing_date=when.isoformat(), rotate=round(rng.uniform(-1.2, 1.2), 2) if mode == "scan" else 0.0)
    return Built(d, labels, when)


# ---- one corpus ----------------------------------------------------------------------------

def street(addr: list[str]) -> str:
    """How a person names an address: "4120 Alder St"."""
    return addr[0].title()


def build_seed(corpus: str, seed: int) -> tuple[list[Doc], list[dict]]:
    rng = random.Random(seed)
    hh = household(rng)
    names, files = Names(rng), Files(rng)
    year = hh.year
    m0 = rng.randint(1, 8)
    first = date(year, m0, 1)
    months = [add_months(first, i) for i in range(3)]

    card_name = names.issuer(["{} Card Services", "{} Bank Visa", "{} Rewards Card", "{} Credit Union"])
    bank_name = names.issuer(["{} Bank", "{} Savings Bank", "{} Federal Credit Union", "First {} Bank"])
    gas_home = names.issuer(["{} Gas", "{} Natural Gas Co.", "{} Gas Company"])
    gas_rental = names.issuer(["{} Gas", "{} Natural Gas Co.", "{} Gas Company"])
    elec_home = names.issuer(["{} Electric", "{} Power & Light", "{} Electric Cooperative"])
    elec_rental = names.issuer(["{} Electric", "{} Power", "{} Public Power District"])
    ho_ins = names.issuer(["{} Insurance", "{} Mutual Insurance", "{} Casualty Co."])
    umb_ins = names.issuer(["{} Insurance Group", "{} Indemnity Co.", "{} Mutual"])
    eq_ins = names.issuer(["{} Earthquake Insurance", "{} Specialty Insurance"])
    auto_ins = names.issuer(["{} Auto Insurance", "{} Insurance Co."])
    employers = [names.issuer(["{} Systems Inc", "{} Labs LLC", "{} Logistics Corp", "{} Analytics Inc"]) for _ in hh.people]
    lender = names.issuer(["{} Home Loans", "{} Mortgage", "{} Mortgage Co."])
    clinics = [names.issuer(["{} Medical Group", "{} Family Clinic", "{} Health Partners"]) for _ in range(2)]
    store = names.issuer(["{} Market", "{} Hardware", "{} Grocers"])

    docs: list[Doc] = []
    c, qs = corpus, []
    pfx = {"varied-1": "v1", "varied-2": "v2"}.get(corpus, corpus)
    n = [0]

    def qid(tag: str) -> str:
        n[0] += 1
        return f"{pfx}-{n[0]:02d}-{tag}"

    def say(key: str, **slots) -> str:
        return rng.choice(Q[key]).format(**slots)

    def open_q(q: dict) -> dict:
        return q | {"open_vocab": True}

    # credit card: two consecutive statements
    limit = D(rng.randrange(9000, 30001, 500))      # above any two months of balance
    acct = f"{rng.randint(1000, 9999)}"
    cards, prev = [], cents(rng, 200, 1800)
    for m in months[:2]:
        closing = m.replace(day=rng.choice([12, 18, 22, 27]))
        b = card_statement(rng, files, hh, card_name, closing, prev, limit, acct)
        cards.append(b)
        prev = b.extra["new"]
    docs += [b.doc for b in cards]
    short = card_name.split()[0]
    c1, c2 = cards
    qs.append(ask(qid("card-owe"), c, say("card_owe", issuer=short, when=f"{c1.when:%B}"), c1.doc, c1.labels["new_balance"],
                  also=(c2.doc,)))
    qs.append(ask(qid("card-owe"), c, say("card_owe", issuer=short, when=f"{c2.when:%B %Y}"), c2.doc, c2.labels["new_balance"]))
    qs.append(ask(qid("card-min"), c, say("card_min", issuer=short, when=f"{c2.when:%B}"), c2.doc, c2.labels["minimum"]))
    qs.append(open_q(ask(qid("card-late"), c, say("card_late", issuer=short, when=f"{c1.when:%B}"), c1.doc, c1.labels["late"])))
    qs.append(open_q(ask(qid("card-limit"), c, say("card_limit", issuer=short), c2.doc, c2.labels["credit_limit"], also=(c1.doc,))))
    qs.append(open_q(ask(qid("card-cashfee"), c, say("card_cashfee", issuer=short, when=f"{c2.when:%B}"), c2.doc, c2.labels["cash_fee"])))
    qs.append(open_q(ask(qid("card-interest"), c, say("card_interest", issuer=short, when=f"{c1.when:%B}"), c1.doc,
                         c1.labels["interest_charged"])))
    absent = add_months(months[1], rng.choice([3, 4, 5]))
    qs.append(decline(qid("neg-card-month"), c, f"How much did I owe on my {short} card for {absent:%B %Y}?",
                      f"the {card_name} statements close in {months[0]:%B} and {months[1]:%B %Y} only",
                      {"issuer": card_name, "closing_month": f"{absent:%Y-%m}"}))

    # bank: two monthly statements
    begin, ytd = cents(rng, 2500, 48000), cents(rng, 5, 120)
    bank_acct, apy = f"{rng.randint(1000, 9999)}", rng.choice(["0.35%", "1.10%", "2.05%", "4.15%"])
    banks = []
    for m in months[:2]:
        b = bank_statement(rng, files, hh, bank_name, m, begin, ytd, bank_acct, apy)
        banks.append(b)
        begin, ytd = b.extra["end"], b.extra["ytd"]
    docs += [b.doc for b in banks]
    bshort = bank_name.replace("First ", "").split()[0]
    b1, b2 = banks
    qs.append(ask(qid("bank-interest"), c, say("bank_interest", issuer=bshort, when=f"{b2.when:%B}"), b2.doc, b2.labels["interest_paid"]))
    qs.append(ask(qid("bank-interest"), c, say("bank_interest", issuer=bshort, when=f"{b1.when:%B %Y}"), b1.doc, b1.labels["interest_paid"]))
    qs.append(ask(qid("bank-end"), c, say("bank_end", issuer=bshort, when=f"{b1.when:%B}"), b1.doc, b1.labels["ending"], also=(b2.doc,)))
    qs.append(decline(qid("neg-bank-month"), c, f"How much interest did {bshort} pay me in {absent:%B %Y}?",
                      f"the {bank_name} statements cover {months[0]:%B} and {months[1]:%B %Y} only",
                      {"issuer": bank_name, "month": f"{absent:%Y-%m}"}))

    # utilities: gas and electric at home (two months) and at the rental; the cabin has electric only
    acct_no = lambda: f"{rng.randint(100, 999)}-{rng.randint(10000, 99999)}-{rng.randint(1, 9)}"  # noqa: E731
    ah, ae, rg, re_ = acct_no(), acct_no(), acct_no(), acct_no()
    g_home = [utility_bill(rng, files, hh, gas_home, "gas", m, hh.home, ah, False) for m in months[:2]]
    e_home = [utility_bill(rng, files, hh, elec_home, "electric", m, hh.home, ae, False) for m in months[:2]]
    g_rent = [utility_bill(rng, files, hh, gas_rental, "gas", months[0], hh.rental, rg, True)]
    e_rent = [utility_bill(rng, files, hh, elec_rental, "electric", m, hh.rental, re_, True) for m in months[:2]]
    e_cabin = utility_bill(rng, files, hh, elec_rental, "electric", months[1], hh.cabin, acct_no(), False)
    docs += [b.doc for b in g_home + e_home + g_rent + e_rent] + [e_cabin.doc]
    home_st, rent_st, cabin_st = street(hh.home), street(hh.rental), street(hh.cabin)
    rent_name = rent_st.split(" ", 1)[1]
    g = g_home[1]
    qs.append(ask(qid("gas-due"), c, say("gas_due", addr=home_st, when=f"{g.when:%B}"), g.doc, g.labels["amount_due"]))
    g = g_rent[0]
    qs.append(open_q(ask(qid("gas-late"), c, say("gas_late", addr=rent_name), g.doc, g.labels["late"])))
    e = e_home[0]
    qs.append(ask(qid("elec-due"), c, say("elec_due", addr=home_st, when=f"{e.when:%B}"), e.doc, e.labels["amount_due"]))
    e = e_rent[1]
    qs.append(open_q(ask(qid("elec-supply"), c, say("elec_supply", addr=rent_st, when=f"{e.when:%B}"), e.doc, e.labels["supply"])))
    e = e_home[1]
    qs.append(open_q(ask(qid("elec-delivery"), c, say("elec_delivery", addr=home_st, when=f"{e.when:%B}"), e.doc, e.labels["delivery"])))
    e = e_rent[0]
    usage = e.extra["usage"]
    qs.append(open_q(ask_any(qid("elec-kwh"), c, say("elec_kwh", addr=rent_st, when=f"{e.when:%B}"), e.doc,
                             sorted({f"{usage:,}", str(usage)}), f"{usage:,} kWh ({e.labels['usage']} on {e.doc.name})")))
    e = e_cabin
    qs.append(ask(qid("elec-due"), c, say("elec_due", addr=cabin_st, when=f"{e.when:%B}"), e.doc, e.labels["amount_due"]))
    e = e_home[0]
    qs.append(open_q(ask(qid("elec-late"), c, say("elec_late", addr=home_st, when=f"{e.when:%B}"), e.doc, e.labels["late"])))
    qs.append(decline(qid("neg-gas-cabin"), c, f"How much was the gas bill for {cabin_st}?",
                      f"{cabin_st} has electric service only; no gas bill for it", {"issuer": "Gas", "mentions": hh.cabin[0]}))
    qs.append(decline(qid("neg-gas-rental-month"), c, f"What was the gas bill for the {rent_name} rental in {months[2]:%B %Y}?",
                      f"the rental's only gas bill is for {months[0]:%B %Y} (billed early {months[1]:%B})",
                      {"issuer": gas_rental, "month": f"{months[2]:%Y-%m}"}))

    # insurance: homeowners and its renewal, umbrella, earthquake, auto
    ho_no = f"HO-{rng.randint(1000000, 9999999)}"
    ded = D(rng.choice([1000, 1500, 2500, 5000]))
    dwelling = D(rng.randrange(310000, 980001, 1000))
    ho_start = date(year - 1, rng.randint(1, 12), 1)
    ded_label, dw_label = rng.choice(L["deductible"]), rng.choice(L["dwelling"])
    hos = []
    for i in range(2):
        p_rng = rng.choice(L["premium"])
        prem = cents(rng, 900, 3800)
        rows = [("dwelling", dw_label, f"${dwelling * (1 + D(i) / 20):,.2f}"), ("liability", rng.choice(L["liability"]), "$300,000.00"),
                ("deductible", ded_label, f"${ded:,.2f}"), ("premium", p_rng, f"${prem:,.2f}")]
        hos.append(policy(rng, files, hh, ho_ins, "Homeowners Policy" + (" - Renewal" if i else ""),
                          ho_start.replace(year=ho_start.year + i), ho_no, rows, hh.home))
    umb_rows = [("umb_limit", rng.choice(L["umb_limit"]), f"${rng.choice([1, 2, 3])},000,000.00"),
                ("umb_retained", rng.choice(L["umb_retained"]), "$1,000.00"), ("premium", rng.choice(L["premium"]), f"${cents(rng, 180, 700):,.2f}")]
    umb = policy(rng, files, hh, umb_ins, "Personal Umbrella Liability Policy", date(year, rng.randint(1, 12), 1),
                 f"PUP {rng.randint(100000, 999999)}", umb_rows, hh.home)
    eq_rows = [("dwelling", rng.choice(L["dwelling"]), f"${dwelling:,.2f}"),
               ("eq_deductible", rng.choice(L["eq_deductible"]) + " (15%)", f"${(dwelling * D('0.15')).quantize(CENT):,.2f}"),
               ("premium", rng.choice(L["premium"]), f"${cents(rng, 700, 3200):,.2f}")]
    eq = policy(rng, files, hh, eq_ins, "Residential Earthquake Policy", date(year, rng.randint(1, 12), 1),
                f"EQ-{rng.randint(10000000, 99999999)}", eq_rows, hh.home)
    auto_rows = [("bodily", "Bodily Injury Liability", "$250,000 / $500,000"),
                 ("collision", rng.choice(L["collision"]), f"${rng.choice([250, 500, 1000]):,}.00"),
                 ("comprehensive", rng.choice(L["comprehensive"]), f"${rng.choice([100, 250, 500]):,}.00"),
                 ("premium", rng.choice(L["premium"]), f"${cents(rng, 600, 2400):,.2f}")]
    auto = policy(rng, files, hh, auto_ins, f"Personal Auto Policy  ·  {rng.choice(['2019 Subaru Outback', '2021 Toyota RAV4', '2017 Honda Civic'])}",
                  date(year, rng.randint(1, 12), 1), f"PA {rng.randint(10000000, 99999999)}", auto_rows, hh.home)
    docs += [b.doc for b in hos] + [umb.doc, eq.doc, auto.doc]
    old, new = hos
    qs.append(ask(qid("ho-premium"), c, say("ho_premium_new", start=f"{new.when:%B %Y}"), new.doc, new.labels["premium"]))
    qs.append(ask(qid("ho-premium"), c, say("ho_premium_old", start=f"{old.when:%B %Y}"), old.doc, old.labels["premium"]))
    qs.append(ask(qid("ho-deductible"), c, say("ho_deductible"), new.doc, new.labels["deductible"], also=(old.doc,)))
    qs.append(open_q(ask_date(qid("ho-expiry"), c, say("ho_expiry"), new.doc, new.extra["end"].isoformat())))
    qs.append(ask(qid("umb-premium"), c, say("umb_premium"), umb.doc, umb.labels["premium"]))
    qs.append(ask(qid("eq-premium"), c, say("eq_premium"), eq.doc, eq.labels["premium"]))
    qs.append(ask(qid("eq-deductible"), c, say("eq_deductible"), eq.doc, eq.labels["eq_deductible"]))
    qs.append(ask(qid("auto-collision"), c, say("auto_collision"), auto.doc, auto.labels["collision"]))
    qs.append(ask(qid("auto-comp"), c, say("auto_comp"), auto.doc, auto.labels["comprehensive"]))
    qs.append(open_q(ask(qid("umb-limit"), c, say("umb_limit"), umb.doc, umb.labels["umb_limit"])))
    qs.append(decline(qid("neg-flood"), c, "What's my flood insurance deductible?",
                      f"only homeowners, umbrella, earthquake and auto policies exist; no flood policy",
                      {"type": "insurance-declarations", "mentions": "flood"}))
    qs.append(decline(qid("neg-boat"), c, "How much is the premium on my boat policy?", "no boat or watercraft policy",
                      {"type": "insurance-declarations", "mentions": "boat"}))

    # tax: a W-2 per person (two box layouts), a 1099-INT from the bank, the 1098 with escrow
    layouts = ["grid", rng.choice(["above", "short"])]
    rng.shuffle(layouts)
    w2s = [w2(rng, files, p, hh.home, employers[i], year, layouts[i]) for i, p in enumerate(hh.people)]
    i99 = form_1099_int(rng, files, hh, bank_name, year)
    m98 = form_1098(rng, files, hh, lender, year)
    docs += [b.doc for b in w2s] + [i99.doc, m98.doc]
    for i, b in enumerate(w2s):
        who = "I" if i == 0 else hh.people[i].split()[0].title()
        whose = "my" if i == 0 else f"{who}'s"
        emp = b.doc.issuer.split()[0]
        qs.append(ask(qid("w2-wages"), c, say("w2_wages", who=who, whose=whose, year=year, issuer=emp), b.doc, b.labels["1"]))
        if i == 0:
            qs.append(ask(qid("w2-fed"), c, say("w2_fed", whose=whose, year=year, issuer=emp), b.doc, b.labels["2"]))
            qs.append(open_q(ask_any(qid("w2-ein"), c, say("w2_ein", whose=whose, issuer=emp), b.doc,
                                     [b.extra["ein"], b.extra["ein"].replace("-", "")], b.extra["ein"])))
        else:
            qs.append(open_q(ask(qid("w2-box12"), c, say("w2_box12", whose=whose, year=year, issuer=emp), b.doc, b.labels["12"])))
    emp0 = employers[0].split()[0]
    qs.append(decline(qid("neg-w2-year"), c, f"What were my wages on the {year - 1} W-2 from {emp0}?",
                      f"the {employers[0]} W-2 is for {year} only", {"type": "w2", "issuer": employers[0], "tax_year": year - 1}))
    qs.append(ask(qid("int-box1"), c, say("int_box1", issuer=bshort, year=year), i99.doc, i99.labels["1"]))
    lshort = lender.split()[0]
    qs.append(ask(qid("mort-interest"), c, say("mort_interest", issuer=lshort, year=year), m98.doc, m98.labels["1"]))
    qs.append(ask(qid("mort-tax"), c, say("mort_tax", issuer=lshort, year=year), m98.doc, m98.labels["10"]))
    qs.append(open_q(ask(qid("mort-escrow"), c, say("mort_escrow", year=year), m98.doc, m98.labels["escrow"])))

    # medical bills (the second person is the patient when there is one) and a receipt
    patient = hh.people[-1]
    meds = [medical_bill(rng, files, hh, clinics[i], patient, months[i].replace(day=rng.randint(3, 26))) for i in range(2)]
    rc = receipt(rng, files, store, months[2].replace(day=rng.randint(2, 27)))
    docs += [b.doc for b in meds] + [rc.doc]
    whose = "my" if len(hh.people) == 1 else f"{patient.split()[0].title()}'s"
    m1, m2 = meds
    qs.append(ask(qid("med-owe"), c, say("med_owe", issuer=m1.doc.issuer), m1.doc, m1.labels["you_owe"]))
    qs.append(open_q(ask(qid("med-copay"), c, say("med_copay", issuer=m2.doc.issuer, whose=whose), m2.doc, m2.labels["copay"])))
    qs.append(ask(qid("med-total"), c, say("med_total", issuer=m2.doc.issuer), m2.doc, m2.labels["total_charges"]))
    sshort = store.split()[0]
    qs.append(ask(qid("rcpt-total"), c, say("rcpt_total", issuer=sshort), rc.doc, rc.labels["total"]))
    qs.append(ask(qid("rcpt-tax"), c, say("rcpt_tax", issuer=sshort), rc.doc, rc.labels["tax"]))
    ghost = f"{rng.choice(ABSENT_PARTS)} {rng.choice(['Bank', 'Medical Group', 'Insurance'])}"
    qs.append(decline(qid("neg-issuer"), c, f"How much do I owe {ghost}?", f"nothing from {ghost} exists", {"issuer": ghost}))
    if corpus in SEALED:
        qs = [q | {"sealed": True} for q in qs]
    return docs, qs


def builder(corpus: str) -> Callable[[], tuple[list[Doc], list[dict]]]:
    return lambda: build_seed(corpus, SEEDS[corpus])
