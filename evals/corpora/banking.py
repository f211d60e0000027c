"""Banking: six near-identical monthly card statements from one issuer (the wrong-dated sibling
trap), two checking statements with side-by-side summary blocks, two savings statements whose
large balance sits among rows of 0.00, and one card statement photographed with a phone."""
from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal as D

from evals.corpora.common import HOME, PERSON
from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet, canon, money
from evals.qa import ask, ask_any, ask_date, decline

CORPUS = "banking"

# (closing date, new balance, payment made, interest, minimum payment)
MERIDIAN = [
    ("2024-01-07", "487.20", "full", "0.00", "40.00"),
    ("2024-02-07", "399.40", "full", "0.00", "40.00"),
    ("2024-03-07", "612.85", "full", "0.00", "40.00"),
    ("2024-04-07", "1045.32", "500.00", "2.31", "45.76"),
    ("2024-05-07", "276.18", "full", "0.00", "40.00"),
    ("2024-06-07", "833.07", "full", "0.00", "40.00"),
]
MERCHANTS = ["WHOLE FOODS MKT #10", "POWELLS BOOKS", "NEW SEASONS MARKET", "SHELL OIL 5744",
             "ALASKA AIR 0271", "TRIMET HOP FASTPASS", "STUMPTOWN COFFEE", "REI #45 PORTLAND",
             "AMAZON MKTPLACE PMTS", "CITY OF PORTLAND PARKING", "FRED MEYER #0669", "NETFLIX.COM"]


def _us(iso: str, short: bool = False) -> str:
    d = date.fromisoformat(iso)
    return d.strftime("%m/%d/%y") if short else d.strftime("%m/%d/%Y")


def _split(total: D, n: int, rng: random.Random) -> list[D]:
    """n positive amounts summing exactly to total."""
    cents = int(total * 100)
    cuts = sorted(rng.sample(range(1, cents), n - 1))
    parts = [b - a for a, b in zip([0] + cuts, cuts + [cents])]
    return [D(p) / 100 for p in parts]


def meridian(i: int, prev: D) -> Doc:
    closing, new, paid, interest, minimum = MERIDIAN[i]
    close = date.fromisoformat(closing)
    start = (close.replace(day=8) - timedelta(days=31)).replace(day=8)
    due = close + timedelta(days=25)
    new_d, int_d = D(new), D(interest)
    pay = prev if paid == "full" else D(paid)
    charges = new_d - prev + pay - int_d
    rng = random.Random(1000 + i)
    s = Sheet()
    s.text("MERIDIAN EXPRESS", LEFT, 62, 18, True)
    s.text("Blue Horizon Cash Card", LEFT, 78, 9.5)
    s.text(f"{PERSON}", LEFT, 96, 9)
    s.text("Account Ending 4-71007", LEFT, 108, 9)
    s.text(f"Closing Date {_us(closing, True)}", 360, 62, 9.5, True)
    s.text(f"Next Closing Date {_us((close + timedelta(days=31)).replace(day=7).isoformat(), True)}", 360, 75, 9)
    s.pair("Payment Due Date", _us(due.isoformat()), 96, 360, RIGHT, 9.5, True)
    s.pair("Minimum Payment Due", money(minimum, True), 110, 360, RIGHT, 9.5, True)
    s.rule(LEFT, 124, RIGHT, 124, 1.2)
    s.text("Account Summary", LEFT, 144, 11, True)
    y = 162
    for label, v in (("Previous Balance", money(prev, True)), ("Payments/Credits", "-" + money(pay, True)),
                     ("New Charges", "+" + money(charges, True)), ("Fees", "+$0.00"),
                     ("Interest Charged", "+" + money(int_d, True))):
        s.pair(label, v, y, LEFT + 6, 300)
        y += 14
    s.rule(LEFT + 6, y - 8, 300, y - 8, 0.5)
    s.pair("New Balance", money(new_d, True), y + 4, LEFT + 6, 300, 11, True)
    s.text("Credit Limit", 340, 162, 9)
    s.right("$12,000.00", RIGHT, 162, 9)
    s.text("Available Credit", 340, 176, 9)
    s.right(money(D("12000") - new_d, True), RIGHT, 176, 9)
    s.text(f"Days in Billing Period: {(close - start).days + 1}", 340, 190, 9)
    s.text("New Charges", LEFT, y + 34, 10, True)
    y = s.table([("Date", LEFT, "left"), ("Description", LEFT + 70, "left"), ("Amount", RIGHT, "right")],
                [], y + 52) - 13
    amounts = _split(charges, 6, rng)
    days = sorted(rng.sample(range(0, (close - start).days), 6))
    for k, amt in enumerate(amounts):
        y += 13
        s.text(_us((start + timedelta(days=days[k])).isoformat(), True), LEFT, y, 8.5)
        s.text(rng.choice(MERCHANTS), LEFT + 70, y, 8.5)
        s.right(money(amt, True), RIGHT, y, 8.5)
    y += 26
    s.text("Payments and Credits", LEFT, y, 10, True)
    s.text(_us((start + timedelta(days=12)).isoformat(), True), LEFT, y + 14, 8.5)
    s.text("AUTOPAY PAYMENT - THANK YOU", LEFT + 70, y + 14, 8.5)
    s.right("-" + money(pay, True), RIGHT, y + 14, 8.5)
    s.text("Interest Charge Calculation  Purchases APR 24.99% (v)", LEFT, 700, 8)
    s.text(f"Page 1 of 1   Statement closing {_us(closing)}", LEFT, 760, 7.5)
    return Doc(f"meridian_express_{close:%Y-%m}.pdf", [s], "credit-card-statement", "Meridian Express",
               {"new_balance": canon(new), "previous_balance": canon(prev), "payments": canon(pay),
                "minimum_payment": canon(minimum)},
               mode="digital" if i == 4 else "scan", seed=10 + i, period_start=start.isoformat(),
               period_end=closing, closing_date=closing, due_date=due.isoformat(),
               rotate=[0.7, -1.1, 0.4, 1.3, 0.0, -0.6][i], noise=0.004 + 0.001 * i)


def cascade(month: str, begin: str, deposits: str, withdrawals: str, interest: str, seed: int) -> Doc:
    start = date.fromisoformat(month + "-01")
    end = (start + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    ending = D(begin) + D(deposits) - D(withdrawals)
    s = Sheet()
    s.text("Cascade Federal Credit Union", LEFT, 60, 16, True)
    s.lines(["PO Box 4410", "Beaverton OR 97076", "cascadefcu.example  (503) 555-0142"], LEFT, 76, 8.5)
    s.lines([PERSON] + HOME, LEFT, 128, 9.5)
    s.text("Statement Period", 380, 76, 8.5)
    s.right(f"{start:%m/%d/%Y} - {end:%m/%d/%Y}", RIGHT, 88, 9, True)
    s.text("Member Number ****2290", 380, 104, 8.5)
    s.text("FREE CHECKING  ****6613", LEFT, 190, 11, True)
    s.rule(LEFT, 196, RIGHT, 196, 1)
    # Two summary blocks side by side on shared baselines: rows must not merge across them.
    rows_l = [("Beginning Balance", money(begin)), ("Deposits and Credits", money(deposits)),
              ("Withdrawals and Debits", money(withdrawals)), ("Ending Balance", money(ending))]
    rows_r = [("Interest Paid This Period", money(interest)), ("Interest Paid Year to Date", money(D(interest) * 10 + D("0.37"))),
              ("Annual Percentage Yield Earned", "0.15%"), ("Days in Period", str((end - start).days + 1))]
    for k, ((a, b), (c, d)) in enumerate(zip(rows_l, rows_r)):
        y = 214 + 15 * k
        s.pair(a, b, y, LEFT + 6, 282, 9.5, a == "Ending Balance")
        s.pair(c, d, y, 318, RIGHT, 9.5)
    rng = random.Random(seed)
    rows, bal = [], D(begin)
    plan = [("PAYROLL DEP ACME ROBOTICS", D(deposits) / 2), ("POS PURCHASE NEW SEASONS", None),
            ("ACH PMT MERIDIAN EXPRESS", None), ("PAYROLL DEP ACME ROBOTICS", D(deposits) / 2),
            ("CHECK 1187", None), ("ONLINE TRANSFER TO SAVINGS", None)]
    outs = _split(D(withdrawals), 4, rng)
    for k, (desc, dep) in enumerate(plan):
        amt = dep if dep is not None else -outs.pop()
        bal += amt
        day = start + timedelta(days=3 + 5 * k)
        rows.append([f"{day:%m/%d}", desc, money(amt) if amt > 0 else "", money(-amt) if amt < 0 else "", money(bal)])
    s.table([("Date", LEFT, "left"), ("Description", LEFT + 50, "left"), ("Deposits", 380, "right"),
              ("Withdrawals", 460, "right"), ("Balance", RIGHT, "right")], rows, 300)
    s.text("Dividends and interest are reported on Form 1099-INT.", LEFT, 720, 8)
    return Doc(f"CFCU_Checking_{start:%b%Y}.pdf", [s], "bank-statement", "Cascade Federal Credit Union",
               {"ending_balance": canon(ending), "interest_paid": canon(interest), "previous_balance": canon(begin)},
               seed=seed, period_start=start.isoformat(), period_end=end.isoformat(),
               closing_date=end.isoformat(), rotate=-0.9 if seed % 2 else 1.2, noise=0.006)


def harbor(month: str, begin: str, interest: str, seed: int) -> Doc:
    start = date.fromisoformat(month + "-01")
    end = (start + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    ending = D(begin) + D(interest)
    s = Sheet()
    s.text("HARBOR BANK", LEFT, 64, 20, True)
    s.text("Online Savings Statement", LEFT, 82, 10)
    s.lines([PERSON] + HOME, LEFT, 110, 9)
    s.pair("Statement Date", f"{end:%B %d, %Y}", 64, 360, RIGHT, 9)
    s.pair("Account Number", "XXXXXX8834", 78, 360, RIGHT, 9)
    s.text("Account Activity Summary", LEFT, 172, 11, True)
    s.rule(LEFT, 178, RIGHT, 178, 0.8)
    y = 196
    for label, v, bold in (("Beginning Balance", money(begin, True), False), ("Deposits", "$0.00", False),
                           ("Withdrawals", "$0.00", False), ("Interest Paid", money(interest, True), False),
                           ("Fees", "$0.00", False), ("Ending Balance", money(ending, True), True)):
        s.pair(label, v, y, LEFT + 6, RIGHT - 6, 10, bold)
        y += 16
    s.pair("Annual Percentage Yield Earned", "4.05%", y + 10, LEFT + 6, RIGHT - 6, 9)
    s.text("Interest Detail", LEFT, y + 44, 11, True)
    s.table([("Date", LEFT, "left"), ("Description", LEFT + 80, "left"), ("Amount", 420, "right"),
             ("Balance", RIGHT, "right")],
            [[f"{start:%m/%d/%Y}", "Beginning Balance", "", money(begin)],
             [f"{end:%m/%d/%Y}", "Interest Paid", money(interest), money(ending)],
             [f"{end:%m/%d/%Y}", "Ending Balance", "", money(ending)]], y + 62)
    s.text("Other accounts: Money Market ****4410 closed 03/2023", LEFT, 560, 8.5)
    s.pair("Balance", "$0.00", 574, LEFT, 300, 8.5)
    s.text("Member FDIC. Questions? 1-800-555-0199", LEFT, 750, 8)
    return Doc(f"harbor_savings_{start:%Y%m}.pdf", [s], "bank-statement", "Harbor Bank",
               {"ending_balance": canon(ending), "interest_paid": canon(interest), "previous_balance": canon(begin)},
               seed=seed, period_start=start.isoformat(), period_end=end.isoformat(),
               closing_date=end.isoformat(), rotate=0.5 if seed % 2 else -1.4, noise=0.005)


def crest() -> Doc:
    s = Sheet()
    s.text("Pacific Crest Bank", LEFT, 60, 17, True)
    s.text("Summit Rewards Visa Signature", LEFT, 76, 10)
    s.text("Account number ending in 5521", LEFT, 90, 9)
    s.text("Statement closing date 09/14/2024", 330, 60, 9.5)
    s.rect(330, 72, RIGHT, 140, 0.8)
    s.text("Payment Information", 338, 86, 10, True)
    s.pair("New Balance", "$2,318.64", 102, 338, RIGHT - 8, 10, True)
    s.pair("Minimum Payment Due", "$69.00", 116, 338, RIGHT - 8, 9.5)
    s.pair("Payment Due Date", "10/10/2024", 130, 338, RIGHT - 8, 9.5)
    s.text("Account Summary", LEFT, 170, 11, True)
    y = 188
    for label, v in (("Previous Balance", "$1,904.12"), ("Payments", "-$1,904.12"), ("Other Credits", "-$42.50"),
                     ("Purchases", "+$2,361.14"), ("Cash Advances", "+$0.00"), ("Fees Charged", "+$0.00"),
                     ("Interest Charged", "+$0.00"), ("New Balance", "$2,318.64")):
        s.pair(label, v, y, LEFT + 6, 290, 9.5, label == "New Balance")
        y += 14
    s.text("Rewards: 2,361 points earned this period", LEFT, y + 20, 9)
    s.text("Late Payment Warning: If we do not receive your minimum payment by the date listed", LEFT, y + 44, 8)
    s.text("above, you may have to pay a late fee of up to $41.00.", LEFT, y + 55, 8)
    return Doc("IMG_20240918_0931.jpg", [s], "credit-card-statement", "Pacific Crest Bank",
               {"new_balance": "2318.64", "minimum_payment": "69.00", "previous_balance": "1904.12"},
               mode="photo", seed=77, period_start="2024-08-15", period_end="2024-09-14",
               closing_date="2024-09-14", due_date="2024-10-10")


def build() -> tuple[list[Doc], list[dict]]:
    docs, prev = [], D("1102.64")
    for i in range(len(MERIDIAN)):
        docs.append(meridian(i, prev))
        prev = D(MERIDIAN[i][1])
    cf_oct = cascade("2024-10", "4812.33", "6245.10", "5903.77", "0.61", 21)
    cf_nov = cascade("2024-11", "5153.66", "6245.10", "7011.42", "0.58", 22)
    hb_nov = harbor("2024-11", "181323.18", "598.22", 31)
    hb_dec = harbor("2024-12", "181921.40", "614.75", 32)
    card = crest()
    docs += [cf_oct, cf_nov, hb_nov, hb_dec, card]
    m = {d.closing_date[:7]: d for d in docs[:6]}
    c = CORPUS
    qs = [
        ask("bank-meridian-jan", c, "What was the new balance on my Meridian Express statement with the January 7, 2024 closing date?", m["2024-01"], "New Balance", "the February sibling says 399.40"),
        ask("bank-meridian-feb", c, "What was the new balance on the Meridian Express statement that closed in February 2024?", m["2024-02"], "New Balance"),
        ask("bank-meridian-mar", c, "How much was the new balance on my March 2024 Meridian Express card statement?", m["2024-03"], "New Balance"),
        ask("bank-meridian-apr-min", c, "What was the minimum payment due on my April 2024 Meridian Express statement?", m["2024-04"], "Minimum Payment Due"),
        ask("bank-meridian-apr-int", c, "How much interest was charged on the Meridian Express statement that closed April 7, 2024?", m["2024-04"], "Interest Charged"),
        ask("bank-meridian-may-prev", c, "What was the previous balance on my May 2024 Meridian Express statement?", m["2024-05"], "Previous Balance", also=(m["2024-04"],)),
        ask_date("bank-meridian-jun-due", c, "When is the payment due for the Meridian Express statement that closed on June 7, 2024?", m["2024-06"], m["2024-06"].due_date),
        ask_any("bank-meridian-acct", c, "What account ending is printed on my Meridian Express statements?", m["2024-03"], ["71007"], "Account ending 4-71007 (any Meridian statement)") | {"citedTitles": [d.name for d in docs[:6]]},
        ask("bank-cfcu-nov-end", c, "What was the ending balance on my Cascade Federal checking statement for November 2024?", cf_nov, "Ending Balance"),
        ask("bank-cfcu-oct-int", c, "How much interest did Cascade Federal Credit Union pay on my checking in October 2024?", cf_oct, "Interest Paid This Period"),
        ask("bank-harbor-dec-end", c, "What was the ending balance of my Harbor Bank savings account in December 2024?", hb_dec, "Ending Balance", "rows of 0.00 sit beside it"),
        ask("bank-harbor-dec-int", c, "How much interest did my Harbor Bank savings earn in December 2024?", hb_dec, "Interest Paid"),
        ask("bank-harbor-nov-end", c, "What was my Harbor Bank savings balance at the end of November 2024?", hb_nov, "Ending Balance", also=(hb_dec,)),
        ask("bank-crest-new", c, "What is the new balance on my Pacific Crest Visa statement from September 2024?", card, "New Balance"),
        ask_date("bank-crest-due", c, "When is my Pacific Crest Visa payment due for the September 2024 statement?", card, "2024-10-10"),
        decline("bank-neg-meridian-jul", c, "What was the new balance on my Meridian Express statement that closed July 7, 2024?",
                "no Meridian Express statement closes in July 2024 (January to June only)", {"issuer": "Meridian Express", "closing_month": "2024-07"}),
        decline("bank-neg-cfcu-2023", c, "What was the ending balance on my Cascade Federal checking statement for March 2023?",
                "Cascade Federal statements cover October and November 2024 only", {"issuer": "Cascade Federal", "month": "2023-03"}),
        decline("bank-neg-chase", c, "What was the new balance on my Chase Sapphire statement for May 2024?",
                "there is no Chase statement", {"issuer": "Chase"}),
    ]
    return docs, qs
