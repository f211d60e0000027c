"""Medical and other: two hospital statements for different visits from one provider, the
insurer's explanation of benefits for one of them (plan paid vs. your share), dental, lab and
physical-therapy bills, and two household documents of type "other" (vet invoice, HOA dues)."""
from __future__ import annotations

from datetime import date
from decimal import Decimal as D

from evals.corpora.common import HOME, PERSON
from evals.docs import Doc
from evals.layout import LEFT, RIGHT, Sheet, canon, money
from evals.qa import ask, ask_any, ask_date, ask_sum, decline

CORPUS = "medical"


def provider_bill(name: str, provider: list[str], visit: str, stmt: str, due: str, lines: list[tuple[str, str]],
                  ins: str, adj: str, seed: int, rotate: float = 0.0, mode: str = "scan", doc_type: str = "medical-bill") -> Doc:
    charges = sum(D(v) for _, v in lines)
    resp = charges - D(ins) - D(adj)
    v, sd, dd = (date.fromisoformat(x) for x in (visit, stmt, due))
    s = Sheet()
    s.text(provider[0], LEFT, 62, 16, True)
    s.lines(provider[1:], LEFT, 78, 8.5)
    s.text("PATIENT STATEMENT", 380, 62, 11, True)
    s.pair("Statement Date", f"{sd:%m/%d/%Y}", 80, 380, RIGHT, 9)
    s.pair("Account No.", f"PT-{seed:05d}", 94, 380, RIGHT, 9)
    s.pair("Please Pay By", f"{dd:%m/%d/%Y}", 108, 380, RIGHT, 9.5, True)
    s.lines(["Patient / Guarantor", PERSON] + HOME, LEFT, 126, 9)
    s.text(f"Date of Service: {v:%m/%d/%Y}", LEFT, 196, 10, True)
    rows = [[f"{v:%m/%d/%y}", label, money(val)] for label, val in lines]
    y = s.table([("Date", LEFT, "left"), ("Description", LEFT + 60, "left"), ("Charges", RIGHT, "right")], rows, 214)
    y += 10
    for label, val, bold in (("Total Charges", money(charges), False), ("Insurance Payments", "-" + money(ins), False),
                             ("Contractual Adjustments", "-" + money(adj), False),
                             ("Patient Responsibility", money(resp, True), True)):
        s.pair(label, val, y, 320, RIGHT, 9.5, bold)
        y += 15
    s.rect(320, y + 4, RIGHT, y + 34, 1.0)
    s.pair("AMOUNT DUE", money(resp, True), y + 24, 328, RIGHT - 8, 11, True)
    s.text("Questions about your bill? Call Patient Financial Services (503) 555-0175.", LEFT, 720, 8)
    return Doc(name, [s], doc_type, provider[0].title(),
               {"patient_responsibility": canon(resp), "amount_due": canon(resp), "total": canon(charges)},
               mode=mode, seed=seed, period_start=visit, period_end=visit, closing_date=stmt, due_date=due,
               rotate=rotate, noise=0.005)


def eob() -> Doc:
    s = Sheet()
    s.text("Summit Health Plan", LEFT, 62, 16, True)
    s.text("EXPLANATION OF BENEFITS - THIS IS NOT A BILL", LEFT, 80, 10, True)
    s.pair("Claim Number", "SHP-24-0219-88317", 104, LEFT, 300, 9)
    s.pair("Member ID", "XJH448201907", 118, LEFT, 300, 9)
    s.pair("Processed", "03/04/2024", 132, LEFT, 300, 9)
    s.lines(["Member", PERSON] + HOME, 340, 104, 9)
    s.text("Provider: Riverbend Medical Center    Date of service: 02/12/2024", LEFT, 190, 9.5, True)
    s.table([("Service", LEFT, "left"), ("Billed", 270, "right"), ("Allowed", 340, "right"), ("Plan Paid", 420, "right"),
             ("You Owe", RIGHT, "right")],
            [["Emergency dept visit", "1,210.00", "921.30", "757.04", "164.26"],
             ["CT scan, head", "520.00", "430.75", "380.17", "50.58"],
             ["Laboratory panel", "112.00", "77.50", "66.34", "11.16"]], 210)
    y = 280
    for label, v in (("Total Billed", "1,842.00"), ("Total Allowed", "1,429.55"), ("Plan Paid", "1,203.55"),
                     ("Your Responsibility", "226.00")):
        s.pair(label, v, y, 300, RIGHT, 10, label == "Your Responsibility")
        y += 15
    s.text("Your responsibility includes deductible 150.00 and coinsurance 76.00.", LEFT, y + 20, 8.5)
    return Doc("SummitHealth_EOB_2024-03-04.pdf", [s], "other", "Summit Health Plan",
               {"patient_responsibility": "226.00"}, mode="digital", seed=305, period_start="2024-02-12",
               period_end="2024-02-12", closing_date="2024-03-04")


def simple_bill(name: str, issuer: str, sub: str, heading: str, date_label: str, when: str, rows: list[tuple[str, str]],
                total_label: str, doc_type: str, seed: int, mode: str = "scan", rotate: float = 0.0,
                field_name: str = "amount_due") -> Doc:
    s = Sheet()
    s.text(issuer, LEFT, 62, 15, True)
    s.text(sub, LEFT, 78, 8.5)
    s.text(heading, 360, 62, 11, True)
    s.pair(date_label, f"{date.fromisoformat(when):%m/%d/%Y}", 80, 360, RIGHT, 9)
    s.lines([PERSON] + HOME, LEFT, 110, 9)
    y = 180
    for label, v in rows:
        s.pair(label, v, y, LEFT + 6, 420, 9.5)
        y += 15
    total = sum(D(v.replace(",", "")) for _, v in rows)
    s.rule(LEFT + 6, y - 8, 420, y - 8, 0.5)
    s.pair(total_label, money(total, True), y + 6, LEFT + 6, 420, 11, True)
    return Doc(name, [s], doc_type, issuer, {field_name: canon(total), "total": canon(total)}, mode=mode, seed=seed,
               period_start=when, period_end=when, closing_date=when, rotate=rotate, noise=0.005)


def build() -> tuple[list[Doc], list[dict]]:
    riverbend = ["RIVERBEND MEDICAL CENTER", "1015 NW 22ND AVE", "PORTLAND OR 97210"]
    rb1 = provider_bill("Riverbend_Statement_Mar2024.pdf", riverbend, "2024-02-12", "2024-03-10", "2024-04-05",
                        [("Emergency dept visit", "1210.00"), ("CT scan, head", "520.00"), ("Laboratory panel", "112.00")],
                        "1203.55", "412.45", 301, 1.1)
    rb2 = provider_bill("Riverbend_Statement_Jul2024.pdf", riverbend, "2024-06-03", "2024-07-08", "2024-08-02",
                        [("Office visit, established", "240.00"), ("X-ray, wrist 2 views", "400.00")],
                        "318.40", "201.60", 302, -0.9)
    dental = provider_bill("LakesideDental_May2024.pdf", ["LAKESIDE DENTAL", "4805 SE WOODSTOCK BLVD", "PORTLAND OR 97206"],
                           "2024-05-09", "2024-05-20", "2024-06-15",
                           [("Periodic oral exam", "85.00"), ("Prophylaxis - adult", "140.00"), ("Bitewing x-rays", "60.00")],
                           "228.00", "0.00", 303, 0.6)
    lab = simple_bill("ClearwaterLabs_2024.pdf", "Clearwater Labs", "Patient billing · PO Box 7720 · Tulsa OK", "INVOICE",
                      "Invoice Date", "2024-02-28", [("Comprehensive metabolic panel", "31.40"), ("Lipid panel", "17.32")],
                      "Amount Due", "medical-bill", 304, rotate=-1.4)
    pt = simple_bill("IMG_20240611_pt.jpg", "Summit Physical Therapy", "2150 NE Broadway, Portland OR", "STATEMENT",
                     "Statement Date", "2024-06-11", [("Visit 05/14 copay", "30.00"), ("Visit 05/21 copay", "30.00"),
                                                      ("Visit 05/28 copay", "30.00")],
                     "Balance Due", "medical-bill", 306, mode="photo", field_name="patient_responsibility")
    vet = simple_bill("AlbertaAnimalHospital_inv.pdf", "Alberta Animal Hospital", "1610 NE Alberta St, Portland OR", "INVOICE",
                      "Visit Date", "2024-04-02", [("Annual wellness exam", "78.00"), ("Rabies vaccine (3 yr)", "42.00"),
                                                   ("Dental cleaning", "185.00"), ("Medical waste fee", "7.40")],
                      "Invoice Total", "other", 307, rotate=0.9, field_name="total")
    hoa = simple_bill("LovejoyLofts_HOA_Q3-2024.pdf", "Lovejoy Lofts Owners Association", "Managed by Stonebridge Community Mgmt",
                      "DUES STATEMENT", "Statement Date", "2024-07-01", [("Quarterly assessment Q3 2024", "1,080.00"),
                                                                         ("Reserve fund contribution", "60.00")],
                      "Total Due", "other", 308, rotate=-0.5)
    ev = eob()
    docs = [rb1, rb2, ev, dental, lab, pt, vet, hoa]
    c = CORPUS
    qs = [
        ask("med-rb-feb", c, "How much did I owe Riverbend Medical Center for my February 12, 2024 visit?", rb1, "Patient Responsibility", also=(ev,)),
        ask("med-rb-jun", c, "What was my patient responsibility for the June 2024 Riverbend visit?", rb2, "Patient Responsibility"),
        ask("med-rb-feb-charges", c, "What were the total charges on the Riverbend statement for the February 2024 emergency visit?", rb1, "Total Charges"),
        ask("med-eob-paid", c, "How much did Summit Health Plan pay for my February 12, 2024 Riverbend claim?", ev, "Plan Paid", also=(rb1,)),
        ask_any("med-eob-claim", c, "What is the claim number on my Summit Health Plan explanation of benefits?", ev, ["SHP-24-0219-88317"], "SHP-24-0219-88317"),
        ask("med-dental", c, "What did I owe Lakeside Dental for my May 2024 cleaning?", dental, "Patient Responsibility"),
        ask("med-lab", c, "What was the amount due on my Clearwater Labs invoice?", lab, "Amount Due"),
        ask("med-pt", c, "What balance is due on my Summit Physical Therapy statement?", pt, "Balance Due"),
        ask("med-vet", c, "How much was the Alberta Animal Hospital invoice for April 2024?", vet, "Invoice Total"),
        ask("med-hoa", c, "How much were my Lovejoy Lofts HOA dues for the third quarter of 2024?", hoa, "Total Due"),
        ask_date("med-rb-feb-due", c, "By what date did Riverbend ask me to pay for the February 2024 visit?", rb1, "2024-04-05"),
        ask_sum("med-sum-riverbend-2024", c,
                "What was my patient responsibility across all my Riverbend Medical Center statements in 2024?",
                [(rb1, "Patient Responsibility"), (rb2, "Patient Responsibility")], "what I owed after insurance"),
        decline("med-neg-sum-riverbend-2023", c, "What did my Riverbend Medical Center statements come to in 2023?",
                "Riverbend statements are from 2024 only", {"issuer": "Riverbend", "year": 2023}),
        decline("med-neg-kaiser", c, "How much did I owe Kaiser Permanente for my 2024 visit?", "no Kaiser Permanente bill", {"issuer": "Kaiser"}),
        decline("med-neg-rb-sep", c, "What did I owe Riverbend Medical Center for my September 2024 visit?",
                "Riverbend visits were in February and June 2024", {"issuer": "Riverbend", "month": "2024-09"}),
        decline("med-neg-dental-2022", c, "What was my Lakeside Dental bill in 2022?", "Lakeside Dental bill is from 2024 only",
                {"issuer": "Lakeside Dental", "year": 2022}),
    ]
    return docs, qs
