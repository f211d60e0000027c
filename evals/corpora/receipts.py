"""Receipts: narrow thermal slips in a fixed-pitch face, scanned or photographed, with the
figures that get confused with the total: subtotal, tax, tip, cash rounding, cash and change;
two from one store on different days."""
from __future__ import annotations

from datetime import date
from decimal import Decimal as D

from evals.docs import Doc
from evals.layout import Sheet, canon, money
from evals.qa import ask, ask_sum, decline

CORPUS = "receipts"
W = 240.0


def receipt(name: str, store: list[str], when: str, time: str, items: list[tuple[str, str]], *,
            tax_rate: str | None = None, tax_label: str = "TAX", tip: str | None = None,
            rounding: str | None = None, cash: str | None = None, card: str | None = None,
            seed: int, mode: str = "scan", rotate: float = 0.0, exif: int | None = None) -> Doc:
    sub = sum(D(v) for _, v in items)
    tax = (sub * D(tax_rate) / 100).quantize(D("0.01")) if tax_rate else D("0")
    total = sub + tax + (D(tip) if tip else 0)
    height = 300 + 14 * len(items) + 16 * sum(x is not None for x in (tax_rate, tip, rounding, cash, card))
    s = Sheet(width=W, height=height, mono=True)
    s.center(store[0], 30, 11, True)
    y = 44
    for line in store[1:]:
        s.center(line, y, 7.5)
        y += 10
    d = date.fromisoformat(when)
    s.text(f"{d:%m/%d/%Y}  {time}", 14, y + 10, 7.5)
    s.right(f"#{seed:04d}", W - 14, y + 10, 7.5)
    s.text("-" * 38, 14, y + 22, 7.5)
    y += 38
    for label, v in items:
        s.text(label, 14, y, 7.5)
        s.right(money(v), W - 14, y, 7.5)
        y += 12
    y += 6
    rows = [("SUBTOTAL", money(sub))]
    if tax_rate:
        rows.append((f"{tax_label} {tax_rate}%", money(tax)))
    if tip:
        rows.append(("TIP", money(tip)))
    rows.append(("TOTAL", money(total)))
    fields = {"subtotal": canon(sub), "tax": canon(tax), "total": canon(total)}
    if rounding:
        total_r = total + D(rounding)
        rows += [("ROUNDING", rounding), ("ROUNDED TOTAL", money(total_r))]
        fields["total"] = canon(total_r)
    if cash:
        paid = D(fields["total"])
        rows += [("CASH", money(cash)), ("CHANGE", money(D(cash) - paid))]
        fields["cash_tendered"], fields["change"] = canon(cash), canon(D(cash) - paid)
    if card:
        rows.append((f"VISA **** {card}", money(fields["total"])))
    if tip:
        fields["tip"] = canon(tip)
    for label, v in rows:
        s.pair(label, v, y, 14, W - 14, 8 if "TOTAL" not in label else 9, "TOTAL" in label)
        y += 13
    s.center("THANK YOU - PLEASE COME AGAIN", y + 20, 7)
    return Doc(name, [s], "receipt", store[0].title(), fields, mode=mode, seed=seed, period_start=when,
               period_end=when, closing_date=when, rotate=rotate, noise=0.003, blur=0.5, exif_orientation=exif)


def build() -> tuple[list[Doc], list[dict]]:
    r1 = receipt("rivera_hardware_0309.pdf", ["RIVERA HARDWARE", "3320 SE HAWTHORNE BLVD", "PORTLAND OR 97214"],
                 "2024-03-09", "10:42", [("WOOD SCREWS #8 1-1/4", "6.49"), ("PAINTERS TAPE 1.88IN", "8.99"),
                                         ("LED BULB A19 4PK", "14.97"), ("SANDPAPER ASST", "7.49"), ("CAULK WHITE", "9.89")],
                 card="4417", seed=201, rotate=0.8)
    r2 = receipt("rivera_hardware_0420.pdf", ["RIVERA HARDWARE", "3320 SE HAWTHORNE BLVD", "PORTLAND OR 97214"],
                 "2024-04-20", "14:05", [("HOSE NOZZLE 8-PATTERN", "12.99"), ("POTTING MIX 1CU FT", "11.49"),
                                         ("GARDEN GLOVES M", "9.99")], card="4417", seed=202, rotate=-1.2)
    r3 = receipt("bluefin_sushi.jpg", ["BLUEFIN SUSHI BAR", "550 SILVER SPUR RD", "ROLLING HILLS ESTATES CA"],
                 "2024-08-17", "19:31", [("OMAKASE SET", "58.00"), ("HAMACHI ROLL", "14.50"), ("MISO SOUP x2", "7.00"),
                                         ("GREEN TEA", "6.90")], tax_rate="9.5", tip="17.28", card="4417",
                 seed=203, mode="photo")
    r4 = receipt("lomita_market_cash.pdf", ["LOMITA MARKET", "24510 NARBONNE AVE", "LOMITA CA 90717"],
                 "2024-08-18", "09:12", [("STRAWBERRIES 1LB", "4.99"), ("SOURDOUGH LOAF", "6.49"), ("EGGS LG DOZ", "5.29"),
                                         ("PAPER TOWELS 6CT", "11.80"), ("COFFEE BEANS 12OZ", "13.99"), ("AVOCADO x4", "9.61")],
                 tax_rate="9.5", cash="60.00", seed=204, rotate=1.4)
    r5 = receipt("granville_deli.jpg", ["GRANVILLE ISLAND DELI", "1689 JOHNSTON ST", "VANCOUVER BC"],
                 "2024-07-02", "12:48", [("SMOKED SALMON BAGEL", "12.95"), ("SOUP OF THE DAY", "6.25"), ("LATTE", "2.15")],
                 tax_rate="5", tax_label="GST", rounding="-0.02", cash="25.00", seed=205, mode="photo", exif=6)
    r6 = receipt("powells_books.pdf", ["POWELL'S CITY OF BOOKS", "1005 W BURNSIDE ST", "PORTLAND OR 97209"],
                 "2024-03-16", "16:20", [("THE OVERSTORY PB", "18.99"), ("FIELD GUIDE BIRDS NW", "19.98")],
                 card="4417", seed=206, mode="digital")
    r7 = receipt("shell_fuel.pdf", ["SHELL", "1510 NW 23RD AVE", "PORTLAND OR 97210"],
                 "2024-03-21", "07:58", [("UNLEADED 12.402 GAL @ 4.199", "52.08")], card="4417", seed=207, rotate=-0.6)
    r8 = receipt("orchard_supply.pdf", ["ORCHARD SUPPLY", "28090 S WESTERN AVE", "SAN PEDRO CA 90732"],
                 "2024-08-19", "11:33", [("CORDLESS DRILL KIT", "99.00"), ("DRILL BIT SET 21PC", "19.98"),
                                         ("STUD FINDER", "10.99")], tax_rate="9.5", card="4417", seed=208, rotate=0.5)
    docs = [r1, r2, r3, r4, r5, r6, r7, r8]
    c = CORPUS
    qs = [
        ask("rcpt-rivera-mar", c, "What was the total on my Rivera Hardware receipt from March 9, 2024?", r1, "TOTAL"),
        ask("rcpt-rivera-apr", c, "How much did I spend at Rivera Hardware on April 20, 2024?", r2, "TOTAL", "the March receipt is a sibling"),
        ask("rcpt-bluefin-tip", c, "How much did I tip at Bluefin Sushi Bar?", r3, "TIP"),
        ask("rcpt-bluefin-total", c, "What was the total on my Bluefin Sushi Bar receipt, including the tip?", r3, "TOTAL"),
        ask("rcpt-bluefin-sub", c, "What was the subtotal at Bluefin Sushi Bar before tax and tip?", r3, "SUBTOTAL"),
        ask("rcpt-lomita-change", c, "How much change did I get at Lomita Market on August 18, 2024?", r4, "CHANGE"),
        ask("rcpt-lomita-tax", c, "How much sales tax did I pay at Lomita Market?", r4, "TAX 9.5%"),
        ask("rcpt-granville-total", c, "What was the rounded cash total on my Granville Island Deli receipt?", r5, "ROUNDED TOTAL", "22.42 before rounding"),
        ask("rcpt-granville-gst", c, "How much GST did I pay at Granville Island Deli?", r5, "GST 5%"),
        ask("rcpt-powells", c, "How much did I spend at Powell's on March 16, 2024?", r6, "TOTAL"),
        ask("rcpt-shell", c, "What was the total of my Shell fuel purchase on March 21, 2024?", r7, "TOTAL"),
        ask("rcpt-orchard-tax", c, "How much tax was on my Orchard Supply receipt?", r8, "TAX 9.5%"),
        ask_sum("rcpt-sum-rivera-2024", c, "How much did I spend at Rivera Hardware in 2024 altogether?",
                [(r1, "TOTAL"), (r2, "TOTAL")]),
        ask_sum("rcpt-sum-march", c, "What did my receipts from March 2024 come to in total?",
                [(r1, "TOTAL"), (r6, "TOTAL"), (r7, "TOTAL")]),
        decline("rcpt-neg-sum-rivera-2023", c, "How much did I spend at Rivera Hardware in total in 2023?",
                "Rivera Hardware receipts are from 2024 only", {"issuer": "Rivera", "year": 2023}),
        decline("rcpt-neg-costco", c, "What was the total on my Costco receipt from August 2024?", "no Costco receipt", {"issuer": "Costco"}),
        decline("rcpt-neg-rivera-may", c, "What was the total on my Rivera Hardware receipt from May 18, 2024?",
                "Rivera Hardware receipts are from March 9 and April 20 only", {"issuer": "Rivera", "date": "2024-05-18"}),
    ]
    return docs, qs
