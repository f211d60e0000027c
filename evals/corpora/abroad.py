"""Abroad: English-language documents from countries that write dates day-first: a UK energy
bill, two UK bank statements and a UK card statement in pounds, an Australian tax invoice and
power bill, an Irish café receipt in euros and an Indian invoice in rupees. Most of their dates read either way (05/04/2024), so a
month-first reading picks the wrong sibling statement or answers a receipt from another day;
the negatives are built on exactly those misreadings."""
from __future__ import annotations

from decimal import Decimal as D

from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet, canon
from evals.qa import ask, decline

CORPUS = "abroad"


def gbp(v) -> str:
    return f"£{float(v):,.2f}"


def energy_bill() -> Doc:
    s = Sheet()
    s.text("OCTAVIA ENERGY", LEFT, 60, 18, True)
    s.text("Octavia Energy Ltd, 20 Fenchurch Street, London EC3M 3BY", LEFT, 76, 8)
    s.lines(["Ms Priya Nair", "14 Alma Road", "Bristol BS8 2BY"], LEFT, 110, 9.5)
    s.pair("Bill date", "09/03/2024", 110, 330, RIGHT, 9.5)
    s.pair("Account number", "8830 2291 04", 124, 330, RIGHT, 9.5)
    s.text("Your electricity bill for 01/02/2024 to 29/02/2024", LEFT, 180, 11, True)
    y = 204
    for label, v in (("Electricity used 412 kWh at 24.50p", "100.94"), ("Standing charge 29 days at 53.35p", "15.47"),
                     ("VAT at 5%", "5.82")):
        s.pair(label, gbp(v), y, LEFT, RIGHT, 9.5)
        y += 15
    s.rule(LEFT, y - 4, RIGHT, y - 4, 0.5)
    s.pair("Total to pay", gbp("122.23"), y + 10, LEFT, RIGHT, 11, True)
    s.text("We will collect this by Direct Debit on or after 20/03/2024.", LEFT, y + 34, 9)
    return Doc("octavia_bill_Feb2024.pdf", [s], "utility-bill", "Octavia Energy", {"amount_due": "122.23"},
               seed=501, period_start="2024-02-01", period_end="2024-02-29", closing_date="2024-03-09",
               due_date="2024-03-20", rotate=0.6)


def bank_statement(start: str, end: str, iso_end: str, iso_start: str, opening: str, money_in: str,
                   money_out: str, seed: int) -> Doc:
    closing = D(opening) + D(money_in) - D(money_out)
    s = Sheet()
    s.text("Thames Bank", LEFT, 60, 18, True)
    s.text("Thames Bank plc. Registered in England and Wales No. 02065.", LEFT, 76, 7.5)
    s.lines(["Ms Priya Nair", "14 Alma Road", "Bristol BS8 2BY"], LEFT, 104, 9.5)
    s.text("Current Account statement", 330, 104, 10.5, True)
    s.text(f"{start} to {end}", 330, 118, 9.5)
    s.text("Sort code 20-44-91   Account 30481127", 330, 132, 9)
    y = 190
    for label, v in (("Opening balance", opening), ("Money in", money_in), ("Money out", money_out),
                     ("Closing balance", canon(closing))):
        s.pair(label, gbp(v), y, LEFT, 300, 10, label == "Closing balance")
        y += 16
    s.text("Your deposit is eligible for protection by the FSCS.", LEFT, y + 20, 8)
    return Doc(f"ThamesBank_{iso_end[:7].replace('-', '')}.pdf", [s], "bank-statement", "Thames Bank",
               {"previous_balance": canon(opening), "ending_balance": canon(closing)}, mode="digital", seed=seed,
               period_start=iso_start, period_end=iso_end, closing_date=iso_end)


def bondi_receipt() -> Doc:
    w = 240.0
    s = Sheet(width=w, height=420, mono=True)
    s.center("BONDI HARDWARE PTY LTD", 30, 10, True)
    s.center("112 CURLEWIS ST BONDI NSW 2026", 44, 7.5)
    s.center("ABN 51 824 753 556", 54, 7.5)
    s.center("TAX INVOICE", 70, 9, True)
    s.text("07/08/2024 10:15", 14, 88, 7.5)
    y = 110
    for label, v in (("DECKING SCREWS 100PK", "18.95"), ("SANDING BLOCK", "7.50"), ("OUTDOOR OIL 1L", "18.65")):
        s.pair(label, v, y, 14, w - 14, 7.5)
        y += 12
    s.pair("TOTAL INCL GST", "$45.10", y + 10, 14, w - 14, 9, True)
    s.pair("GST INCLUDED", "$4.10", y + 24, 14, w - 14, 7.5)
    s.pair("EFTPOS", "$45.10", y + 38, 14, w - 14, 7.5)
    s.center("THANKS FOR SHOPPING LOCAL", y + 64, 7)
    return Doc("bondi_hardware.jpg", [s], "receipt", "Bondi Hardware", {"total": "45.10"}, mode="photo",
               seed=502, period_start="2024-08-07", period_end="2024-08-07", closing_date="2024-08-07")


def dublin_receipt() -> Doc:
    w = 240.0
    s = Sheet(width=w, height=380, mono=True)
    s.center("THE HA'PENNY CAFE", 30, 10, True)
    s.center("14 LOWER ORMOND QUAY DUBLIN 1", 44, 7.5)
    s.center("VAT NO IE 6388047V", 54, 7.5)
    s.text("12/03/2024 13:02", 14, 74, 7.5)
    y = 96
    for label, v in (("SOUP OF THE DAY", "€7.50"), ("TOASTIE HAM CHEESE", "€9.90"), ("FLAT WHITE x2", "€8.00")):
        s.pair(label, v, y, 14, w - 14, 7.5)
        y += 12
    s.pair("TOTAL", "€25.40", y + 10, 14, w - 14, 9, True)
    s.pair("VAT 13.5% INCL", "€3.02", y + 24, 14, w - 14, 7.5)
    s.pair("CARD", "€25.40", y + 38, 14, w - 14, 7.5)
    return Doc("hapenny_cafe.pdf", [s], "receipt", "The Ha'penny Cafe", {"total": "25.40"}, seed=503, rotate=-0.9,
               period_start="2024-03-12", period_end="2024-03-12", closing_date="2024-03-12")


def indian_invoice() -> Doc:
    s = Sheet()
    s.text("SHARMA ELECTRONICS", LEFT, 60, 16, True)
    s.text("21 MG Road, Bengaluru 560001   GSTIN 29ABCDE1234F1Z5", LEFT, 76, 8)
    s.text("TAX INVOICE", LEFT, 104, 12, True)
    s.pair("Invoice No.", "SE/2023-24/1187", 104, 330, RIGHT, 9.5)
    s.pair("Invoice Date", "15/01/2024", 118, 330, RIGHT, 9.5)
    s.table([("Item", LEFT, "left"), ("Qty", 330, "right"), ("Amount", RIGHT, "right")],
            [["Wi-Fi router AX1800", "1", "₹2,000.00"]], 160)
    y = 220
    for label, v in (("Taxable value", "₹2,000.00"), ("CGST 9%", "₹180.00"), ("SGST 9%", "₹180.00")):
        s.pair(label, v, y, 300, RIGHT, 9.5)
        y += 15
    s.pair("Grand Total", "₹2,360.00", y + 6, 300, RIGHT, 11, True)
    return Doc("sharma_invoice_1187.pdf", [s], "receipt", "Sharma Electronics", {"total": "2360.00"}, seed=504,
               period_start="2024-01-15", period_end="2024-01-15", closing_date="2024-01-15", rotate=0.4)


def card_statement() -> Doc:
    s = Sheet()
    s.text("Albion Card", LEFT, 60, 18, True)
    s.text("Albion Card Services Ltd, PO Box 4410, Leeds LS1 4AP", LEFT, 76, 8)
    s.lines(["Ms Priya Nair", "14 Alma Road", "Bristol BS8 2BY"], LEFT, 104, 9.5)
    s.rect(320, 96, RIGHT, 170, 1.0)
    s.pair("Statement date", "04/06/2024", 112, 330, RIGHT - 8, 9.5)
    s.pair("New balance", gbp("612.40"), 128, 330, RIGHT - 8, 10.5, True)
    s.pair("Minimum payment", gbp("25.00"), 144, 330, RIGHT - 8, 9.5)
    s.pair("Payment due by", "29/06/2024", 160, 330, RIGHT - 8, 9.5)
    s.text("Your account summary", LEFT, 210, 11, True)
    y = 230
    for label, v in (("Previous balance", "498.15"), ("Payments received", "498.15"), ("Purchases", "612.40"),
                     ("Interest", "0.00"), ("New balance", "612.40")):
        s.pair(label, gbp(v), y, LEFT, 300, 9.5, record=label != "New balance")
        y += 15
    return Doc("albion_card_jun2024.pdf", [s], "credit-card-statement", "Albion Card",
               {"new_balance": "612.40", "minimum_payment": "25.00", "previous_balance": "498.15"}, seed=507,
               closing_date="2024-06-04", period_end="2024-06-04", due_date="2024-06-29", rotate=-0.7)


def power_bill() -> Doc:
    s = Sheet()
    s.text("SOLSTICE POWER", LEFT, 60, 17, True)
    s.text("Solstice Power Pty Ltd  ABN 33 119 480 207", LEFT, 76, 8)
    s.lines(["Ms Priya Nair", "3/22 Beach Road", "Bondi NSW 2026"], LEFT, 104, 9.5)
    s.pair("Issue date", "09/08/2024", 104, 330, RIGHT, 9.5)
    s.pair("Due date", "23/08/2024", 118, 330, RIGHT, 9.5)
    s.text("Electricity for 03/05/2024 - 02/08/2024 (92 days)", LEFT, 170, 10.5, True)
    y = 192
    for label, v in (("Peak usage 1,104 kWh", "$254.06"), ("Supply charge 92 days", "$93.84"), ("Solar credit", "-$58.31"),
                     ("GST", "$28.96")):
        s.pair(label, v, y, LEFT, RIGHT, 9.5)
        y += 15
    s.pair("Amount due", "$318.55", y + 10, LEFT, RIGHT, 11.5, True)
    return Doc("solstice_power_aug2024.pdf", [s], "utility-bill", "Solstice Power", {"amount_due": "318.55"},
               seed=508, period_start="2024-05-03", period_end="2024-08-02", closing_date="2024-08-09",
               due_date="2024-08-23", rotate=1.1)


def build() -> tuple[list[Doc], list[dict]]:
    bill = energy_bill()
    mar = bank_statement("06/02/2024", "05/03/2024", "2024-03-05", "2024-02-06", "2140.18", "2310.00", "1987.45", 505)
    apr = bank_statement("06/03/2024", "05/04/2024", "2024-04-05", "2024-03-06", "2462.73", "2310.00", "2604.12", 506)
    bondi, dublin, sharma = bondi_receipt(), dublin_receipt(), indian_invoice()
    card, power = card_statement(), power_bill()
    docs = [bill, mar, apr, bondi, dublin, sharma, card, power]
    c = CORPUS
    qs = [
        ask("abroad-octavia", c, "How much was my Octavia Energy electricity bill for February 2024?", bill, "Total to pay"),
        ask("abroad-thames-apr", c, "What was the closing balance on my Thames Bank statement dated 5 April 2024?", apr,
            "Closing balance", "the 5 March statement is a sibling"),
        ask("abroad-thames-mar-open", c, "What was the opening balance on my Thames Bank statement ending 5 March 2024?", mar,
            "Opening balance"),
        ask("abroad-bondi", c, "What was the total on my Bondi Hardware receipt from 7 August 2024?", bondi, "TOTAL INCL GST"),
        ask("abroad-dublin", c, "How much did I pay at the Ha'penny Cafe on 12 March 2024?", dublin, "TOTAL"),
        ask("abroad-sharma", c, "What was the grand total on my Sharma Electronics invoice?", sharma, "Grand Total"),
        ask("abroad-albion", c, "What was the new balance on my Albion Card statement dated 4 June 2024?", card, "New balance"),
        ask("abroad-albion-min", c, "What is the minimum payment on my June 2024 Albion Card statement?", card, "Minimum payment"),
        ask("abroad-solstice", c, "How much is due on my Solstice Power bill issued in August 2024?", power, "Amount due"),
        # read month-first, each of these dates is a document in the corpus
        decline("abroad-neg-bondi-jul", c, "What was the total on my Bondi Hardware receipt from 8 July 2024?",
                "the Bondi Hardware receipt is from 7 August 2024 (07/08/2024)", {"issuer": "Bondi", "date": "2024-07-08"}),
        decline("abroad-neg-thames-may", c, "What was the closing balance on my Thames Bank statement dated 4 May 2024?",
                "Thames Bank statements end on 5 March and 5 April 2024 (05/04/2024)", {"issuer": "Thames", "date": "2024-05-04"}),
        decline("abroad-neg-albion-apr", c, "What was the new balance on my Albion Card statement dated 6 April 2024?",
                "the Albion Card statement is dated 4 June 2024 (04/06/2024)", {"issuer": "Albion", "date": "2024-04-06"}),
        decline("abroad-neg-dublin-dec", c, "How much did I pay at the Ha'penny Cafe on 3 December 2024?",
                "the Ha'penny Cafe receipt is from 12 March 2024 (12/03/2024)", {"issuer": "Ha'penny", "date": "2024-12-03"}),
    ]
    return docs, qs
