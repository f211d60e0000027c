"""Utilities: monthly gas and electric siblings for one Portland address, a quarterly water
bill, and the flattened two-column security bill (a paid previous balance of 241.99 beside an
amount due of 42.99), with its sibling month where the figures swap roles."""
from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal as D

from evals.corpora.common import HOME, PERSON
from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet, canon, money
from evals.qa import ask, ask_any, ask_date, ask_sum, decline

CORPUS = "utilities"


def _end_of_month(month: str) -> date:
    start = date.fromisoformat(month + "-01")
    return (start + timedelta(days=32)).replace(day=1) - timedelta(days=1)


def gas(month: str, prev: str, due_amt: str, therms: int, seed: int, rotate: float, mode: str = "scan") -> Doc:
    start, end = date.fromisoformat(month + "-01"), _end_of_month(month)
    billed = end + timedelta(days=3)
    due = billed + timedelta(days=21)
    s = Sheet()
    s.text("NW Natural", LEFT, 64, 20, True)
    s.text("250 SW Taylor St, Portland OR 97204   nwnatural.example", LEFT, 80, 8)
    s.rect(340, 50, RIGHT, 128, 0.8)
    s.pair("Account Number", "2210-4471-8", 66, 348, RIGHT - 8, 9)
    s.pair("Bill Date", f"{billed:%m/%d/%Y}", 80, 348, RIGHT - 8, 9)
    s.pair("Due Date", f"{due:%m/%d/%Y}", 94, 348, RIGHT - 8, 9, True)
    s.pair("Amount Due", money(due_amt, True), 114, 348, RIGHT - 8, 12, True)
    s.text("Service Address", LEFT, 112, 8)
    s.lines([PERSON] + HOME, LEFT, 126, 9.5)
    s.text("Account Summary", LEFT, 190, 11, True)
    s.rule(LEFT, 196, RIGHT, 196, 0.8)
    cur = D(due_amt)
    rows = [("Previous Balance", money(prev)), ("Payment Received - Thank You", money(D(prev) * -1)),
            ("Balance Forward", "0.00"), ("Current Gas Charges", money(cur)), ("Total Amount Due", money(cur, True))]
    y = 214
    for label, v in rows:
        s.pair(label, v, y, LEFT + 6, RIGHT - 6, 10, label == "Total Amount Due")
        y += 15
    base = D("11.00")
    delivery = (cur - base) * D("0.42")
    delivery = delivery.quantize(D("0.01"))
    gas_cost = cur - base - delivery
    s.text(f"Gas Usage  {start:%m/%d/%Y} - {end:%m/%d/%Y}  ({(end - start).days + 1} days)", LEFT, y + 24, 10, True)
    s.table([("Charge", LEFT, "left"), ("Therms", 330, "right"), ("Amount", RIGHT, "right")],
            [["Basic Charge", "", money(base)], ["Delivery Charge", str(therms), money(delivery)],
             ["Gas Cost", str(therms), money(gas_cost)]], y + 42)
    s.text("Smart Energy: offset your carbon footprint for $6 a month.", LEFT, 720, 8)
    return Doc(f"NWNatural_{start:%Y-%m}.pdf", [s], "utility-bill", "NW Natural",
               {"amount_due": canon(due_amt), "previous_balance": canon(prev)}, mode=mode, seed=seed,
               period_start=start.isoformat(), period_end=end.isoformat(), closing_date=billed.isoformat(),
               due_date=due.isoformat(), rotate=rotate, noise=0.005)


def security(month: str, prev: str, items: list[tuple[str, str]], seed: int, rotate: float) -> Doc:
    """The flattened two-column bill: labels in one column, values far to their right, an
    account box beside them. ENDING BALANCE is the amount due; PREVIOUS BALANCE was paid."""
    start, end = date.fromisoformat(month + "-01"), _end_of_month(month)
    invoice = start + timedelta(days=4)
    due = start + timedelta(days=28)
    total = sum(D(v) for _, v in items)
    s = Sheet()
    s.text("SENTINEL", LEFT, 66, 22, True)
    s.text("HOME SECURITY SERVICES", LEFT, 82, 9, True)
    s.lines([PERSON] + HOME, LEFT, 118, 9.5)
    s.text("STATEMENT OF ACCOUNT", 360, 60, 10, True)
    s.rect(360, 68, RIGHT, 160, 0.8)
    s.pair("ACCOUNT NUMBER", "401-77213", 84, 368, RIGHT - 8, 8.5)
    s.pair("INVOICE DATE", f"{invoice:%m/%d/%y}", 98, 368, RIGHT - 8, 8.5)
    s.pair("DUE DATE", f"{due:%m/%d/%y}", 112, 368, RIGHT - 8, 8.5)
    s.pair("AMOUNT DUE", money(total), 136, 368, RIGHT - 8, 12, True)
    s.text("DESCRIPTION", LEFT, 200, 8.5, True)
    s.text("AMOUNT", 330, 200, 8.5, True, "right")
    s.rule(LEFT, 204, 330, 204, 0.5)
    y = 220
    for label, v in [("PREVIOUS BALANCE", money(prev)), ("PAYMENT RECEIVED", money(prev) + " CR")] + \
            [(f"{lab} {start:%m/%d}-{end:%m/%d}" if "MONITOR" in lab else lab, money(v)) for lab, v in items]:
        s.pair(label, v, y, LEFT, 330, 9)
        y += 14
    s.rule(LEFT, y - 6, 330, y - 6, 0.5)
    s.pair("ENDING BALANCE", money(total), y + 8, LEFT, 330, 9.5, True)
    s.text("Thank you for choosing Sentinel. Your system is monitored 24/7.", LEFT, 640, 8)
    s.text("Please detach and return this portion with your payment.", LEFT, 700, 7.5)
    return Doc(f"Sentinel_{start:%b%Y}.pdf", [s], "utility-bill", "Sentinel Home Security",
               {"amount_due": canon(total), "previous_balance": canon(prev), "ending_balance": canon(total)},
               seed=seed, period_start=start.isoformat(), period_end=end.isoformat(),
               closing_date=invoice.isoformat(), due_date=due.isoformat(), rotate=rotate, noise=0.006, blur=0.7)


def electric(month: str, kwh: int, due_amt: str, seed: int, rotate: float, mode: str = "scan") -> Doc:
    start, end = date.fromisoformat(month + "-01"), _end_of_month(month)
    due = end + timedelta(days=19)
    s = Sheet()
    s.text("Rose City Electric", LEFT, 62, 17, True)
    s.text("Your Electric Bill", LEFT, 78, 10)
    s.lines([PERSON] + HOME, LEFT, 104, 9)
    s.text(f"Billing period {start:%b %d, %Y} to {end:%b %d, %Y}", 320, 62, 9)
    s.pair("Account", "88-01920-3", 76, 320, RIGHT, 9)
    s.pair("Please pay by", f"{due:%B %d, %Y}", 90, 320, RIGHT, 9.5, True)
    s.pair("Total due", money(due_amt, True), 110, 320, RIGHT, 13, True)
    s.text("Electricity Use", LEFT, 180, 11, True)
    s.pair("Kilowatt-hours used", f"{kwh} kWh", 198, LEFT + 6, 290, 9.5)
    s.pair("Average daily use", f"{kwh / ((end - start).days + 1):.1f} kWh", 212, LEFT + 6, 290, 9.5)
    cur = D(due_amt)
    basic, energy = D("13.50"), (cur - D("13.50") - D("4.12")).quantize(D("0.01"))
    s.text("Charges", 320, 180, 11, True)
    y = 198
    for label, v in (("Basic Charge", basic), ("Energy Charge", energy), ("Public Purpose Charge", D("4.12"))):
        s.pair(label, money(v), y, 320, RIGHT, 9)
        y += 14
    s.rule(320, y - 8, RIGHT, y - 8, 0.5)
    s.pair("Current Charges", money(cur), y + 4, 320, RIGHT, 9.5, True)
    s.text("Previous balance of the last bill was paid in full. Thank you.", LEFT, 320, 9)
    return Doc(f"RoseCityElectric_{start:%Y%m}.{'jpg' if mode == 'photo' else 'pdf'}", [s], "utility-bill",
               "Rose City Electric", {"amount_due": canon(due_amt)}, mode=mode, seed=seed,
               period_start=start.isoformat(), period_end=end.isoformat(), closing_date=end.isoformat(),
               due_date=due.isoformat(), rotate=rotate, noise=0.004)


def water() -> Doc:
    s = Sheet()
    s.text("City of Portland", LEFT, 60, 15, True)
    s.text("Water Bureau · Environmental Services", LEFT, 76, 9)
    s.lines([PERSON] + HOME, LEFT, 104, 9)
    s.pair("Account Number", "4401-22781-02", 60, 340, RIGHT, 9)
    s.pair("Service Period", "01/01/2024 - 03/31/2024", 74, 340, RIGHT, 9)
    s.pair("Due Date", "04/25/2024", 88, 340, RIGHT, 9.5, True)
    s.text("Quarterly Charges", LEFT, 180, 11, True)
    y = 198
    rows = [("Water - base charge", "39.16"), ("Water - volume 14 CCF", "79.24"), ("Sewer - volume 14 CCF", "144.20"),
            ("Stormwater - off site", "11.96")]
    for label, v in rows:
        s.pair(label, v, y, LEFT + 6, 400, 9.5)
        y += 15
    total = sum(D(v) for _, v in rows)
    s.rule(LEFT + 6, y - 8, 400, y - 8, 0.5)
    s.pair("Total Amount Due", money(total, True), y + 6, LEFT + 6, 400, 11, True)
    return Doc("PortlandWater_Q1-2024.pdf", [s], "utility-bill", "City of Portland Water Bureau",
               {"amount_due": canon(total)}, mode="digital", seed=81, period_start="2024-01-01",
               period_end="2024-03-31", closing_date="2024-04-02", due_date="2024-04-25")


def build() -> tuple[list[Doc], list[dict]]:
    g1 = gas("2024-01", "156.20", "188.32", 142, 71, 0.8)
    g2 = gas("2024-02", "188.32", "201.74", 151, 72, -1.2)
    g3 = gas("2024-03", "201.74", "143.09", 104, 73, 0.3, mode="digital")
    s1 = security("2012-01", "42.99", [("ANNUAL EQUIPMENT SERVICE PLAN", "199.00"), ("BURGLAR ALARM MONITORING", "26.99"),
                                        ("CELLULAR COMMUNICATION", "7.00"), ("REGULATORY RECOVERY FEE", "9.00")], 74, -0.7)
    s2 = security("2012-02", "241.99", [("SERVICE PROTECTION PLAN", "7.00"), ("BURGLAR ALARM MONITORING", "26.99"),
                                         ("CELLULAR COMMUNICATION", "4.00"), ("REGULATORY RECOVERY FEE", "5.00")], 75, 1.1)
    e1 = electric("2024-01", 684, "96.41", 76, -0.5)
    e2 = electric("2024-02", 597, "88.17", 77, 1.4)
    e3 = electric("2024-03", 612, "90.05", 78, 0.0, mode="photo")
    e5 = electric("2024-05", 455, "71.12", 79, -0.4)     # April's bill is not in the folder
    w = water()
    docs = [g1, g2, g3, s1, s2, e1, e2, e3, e5, w]
    c = CORPUS
    qs = [
        ask("util-gas-feb", c, "How much was my NW Natural gas bill for February 2024?", g2, "Total Amount Due"),
        ask("util-gas-jan", c, "What was the amount due on my January 2024 NW Natural bill?", g1, "Total Amount Due", also=(g2,)),
        ask_date("util-gas-mar-due", c, "When was my March 2024 NW Natural gas bill due?", g3, g3.due_date),
        ask_any("util-gas-acct", c, "What is my NW Natural account number?", g2, ["2210-4471-8", "221044718"], "2210-4471-8") | {"citedTitles": [g1.name, g2.name, g3.name]},
        ask("util-sec-feb-due", c, "What was the amount due on my February 2012 Sentinel security bill?", s2, "ENDING BALANCE", "241.99 is the previous balance, already paid"),
        ask("util-sec-feb-prev", c, "What was the previous balance on my February 2012 Sentinel bill?", s2, "PREVIOUS BALANCE", also=(s1,)),
        ask("util-sec-jan-due", c, "How much did I owe on the Sentinel Home Security statement for January 2012?", s1, "ENDING BALANCE", also=(s2,)),
        ask("util-elec-feb", c, "What was the total due on my Rose City Electric bill for February 2024?", e2, "Total due"),
        ask("util-elec-jan", c, "How much was my January 2024 electric bill?", e1, "Total due"),
        ask_any("util-elec-mar-kwh", c, "How many kilowatt-hours did I use on my March 2024 electric bill?", e3, ["612"], "612 kWh"),
        ask("util-water-q1", c, "What was the total amount due on my Portland water bill for the first quarter of 2024?", w, "Total Amount Due"),
        ask_date("util-water-due", c, "When was my Q1 2024 Portland water bill due?", w, "2024-04-25"),
        ask_sum("util-sum-gas-2024", c, "What did my NW Natural gas bills come to in 2024?",
                [(g, "Total Amount Due") for g in (g1, g2, g3)]),
        ask_sum("util-sum-elec-have", c, "What did the Rose City Electric bills I have for 2024 come to?",
                [(e, "Total due") for e in (e1, e2, e3, e5)], "April 2024 is missing, and the answer must say so")
        | {"mustContainAll": [f"{sum(D(e.fields['amount_due']) for e in (e1, e2, e3, e5)):,.2f}", "April 2024"]},
        decline("util-neg-sum-elec-gap", c, "How much did my Rose City Electric bills come to in total for 2024?",
                "the April 2024 bill is missing, so no total of the year's bills is right",
                {"issuer": "Rose City Electric", "month": "2024-04"}),
        decline("util-neg-sce", c, "How much was my Southern California Edison bill for the Portland apartment in February 2024?",
                "Edison never served the Portland address; only NW Natural, Rose City Electric and the Water Bureau bills exist", {"issuer": "Edison"}),
        decline("util-neg-gas-dec", c, "What was my NW Natural gas bill for December 2024?", "no December 2024 gas bill (January to March 2024 only)",
                {"issuer": "NW Natural", "month": "2024-12"}),
        decline("util-neg-elec-2023", c, "How much was my Rose City Electric bill for July 2023?", "no 2023 electric bills",
                {"issuer": "Rose City Electric", "month": "2023-07"}),
    ]
    return docs, qs
