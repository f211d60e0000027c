"""Scanned documents for the sidecar tests, drawn by code (evals/scanner.py) so every run
reads the same pixels: W-2s of two tax years, a 1098 and the county bill it disagrees with,
a Malaysian-style receipt with GST, rounding, cash and change, and a life-insurance
statement whose "Cash Value" label sits far from its figure above a projection of 0.00s.

Each builder returns the page items; `scan(items, path, seed)` writes an image-only PDF
(slightly rotated, speckled) that docq must OCR.
"""
from __future__ import annotations

from pathlib import Path

from evals.scanner import Item, Rule, degrade, render_page, to_image_pdf


def scan(items: list, path: Path, seed: int = 0, width: float = 612, height: float = 792,
         rotate: float = 0.3) -> Path:
    img = degrade(render_page(items, width, height), rotate_deg=rotate, noise=0.0015, blur=0.4, seed=seed)
    return to_image_pdf([img], path)


def _box(x0: float, y0: float, x1: float, y1: float, label: str, value: str | None) -> list:
    out = [Rule(x0, y0, x1, y0), Rule(x0, y1, x1, y1), Rule(x0, y0, x0, y1), Rule(x1, y0, x1, y1),
           Item(label, x0 + 4, y0 + 10, size=7)]
    if value:
        out.append(Item(value, x1 - 8, y1 - 8, size=10, align="right"))
    return out


def w2(year: int, employer: str, employee: str, boxes: dict[str, str]) -> list:
    items: list = [Item(f"Form W-2 Wage and Tax Statement {year}", 50, 60, size=13, bold=True),
                   Item("Copy B - To Be Filed With Employee's FEDERAL Tax Return", 50, 78, size=8),
                   Item("OMB No. 1545-0008", 430, 60, size=8)]
    items += _box(50, 100, 300, 140, "c Employer's name, address, and ZIP code", None)
    items.append(Item(employer, 56, 132, size=10))
    items += _box(50, 140, 300, 180, "e Employee's first name and initial  Last name", None)
    items.append(Item(employee, 56, 172, size=10))
    grid = [("1 Wages, tips, other compensation", "1", 300, 100),
            ("2 Federal income tax withheld", "2", 440, 100),
            ("3 Social security wages", "3", 300, 140),
            ("4 Social security tax withheld", "4", 440, 140),
            ("5 Medicare wages and tips", "5", 300, 180),
            ("6 Medicare tax withheld", "6", 440, 180)]
    for label, key, x, y in grid:
        items += _box(x, y, x + 140, y + 40, label, boxes.get(key))
    items += _box(50, 240, 200, 280, "16 State wages, tips, etc.", boxes.get("16"))
    items += _box(200, 240, 350, 280, "17 State income tax", boxes.get("17"))
    return items


def form_1098(year: int, lender: str, borrower: str, interest: str, property_tax: str) -> list:
    items: list = [Item(f"Form 1098 Mortgage Interest Statement {year}", 50, 60, size=13, bold=True),
                   Item("OMB No. 1545-1380", 430, 60, size=8)]
    items += _box(50, 100, 300, 150, "RECIPIENT'S/LENDER'S name, street address", None)
    items.append(Item(lender, 56, 135, size=10))
    items += _box(50, 150, 300, 200, "PAYER'S/BORROWER'S name", None)
    items.append(Item(borrower, 56, 185, size=10))
    items += _box(300, 100, 540, 150, "1 Mortgage interest received from payer(s)/borrower(s)", interest)
    items += _box(300, 150, 540, 200, "2 Outstanding mortgage principal", "312,400.00")
    items += _box(300, 200, 540, 250, "10 Property tax", property_tax)
    return items


def county_bill(year: int, total_tax: str) -> list:
    rows = [("Assessed Value", "402,000.00"), ("General Levy 1.0000%", "4,020.00"),
            ("School Bond", "268.12"), ("Flood Control", "100.00"), ("Total Tax", total_tax)]
    items: list = [Item("MARIN COUNTY TAX COLLECTOR", 60, 60, size=14, bold=True),
                   Item(f"Secured Property Tax Bill - Tax Year {year}", 60, 84, size=11),
                   Item("Parcel 012-345-67   Property Address: 18 Alder Lane, Mill Valley CA", 60, 104, size=9)]
    for i, (label, value) in enumerate(rows):
        y = 150 + i * 22
        items += [Item(label, 72, y, size=10, bold=label == "Total Tax"),
                  Item(value, 520, y, size=10, align="right", bold=label == "Total Tax")]
    items += [Item("First Installment due 12/10/" + str(year), 72, 300, size=10),
              Item("Second Installment due 04/10/" + str(year + 1), 72, 320, size=10)]
    return items


def receipt(ringgit: bool = False) -> list:
    # DejaVu Sans, not Mono: Tesseract (psm 3) drops the leading digits of a right-aligned
    # monospace amount column on these scans, which would test the reader, not the sidecar.
    m = dict(size=9)
    lines = [("KEDAI BUKU SRI MAJU SDN BHD", None), ("NO. 12, JALAN BESAR, 45600 SELANGOR", None),
             ("GST REG NO: 000123456789", None), ("SIMPLIFIED TAX INVOICE", None),
             ("Date: 17/01/2018   Cashier: 02", None), ("", None),
             ("LAMINATING FILM A4  1 x 20.00", "20.00"), ("FILE 220*307  2 x 3.00", "6.00"),
             ("", None), ("SUB-TOTAL (EX GST)", "26.00"), ("GST 6%", "1.56"),
             ("TOTAL INCL. GST", "27.56"), ("ROUNDING ADJ", "-0.01"), ("TOTAL", "27.55"),
             ("CASH", "50.00"), ("CHANGE", "22.45"), ("", None), ("THANK YOU, PLEASE COME AGAIN", None)]
    items: list = []
    for i, (label, value) in enumerate(lines):
        y = 40 + i * 15
        if label:
            items.append(Item(label, 16, y, **m))
        if value:
            items.append(Item(("RM" if ringgit and not value.startswith("-") else "") + value, 272, y,
                              align="right", **m))
    return items


def life_statement() -> list:
    items: list = [Item("Brightline Life Insurance Company", 50, 56, size=14, bold=True),
                   Item("Universal Life Annual Policy Statement", 50, 76, size=11),
                   Item("Policy Number: UL-0048213397   Policy Owner: Dana Whitfield", 50, 96, size=9),
                   Item("Statement Period: 03/16/2024 - 03/15/2025", 50, 110, size=9),
                   Item("POLICY VALUES", 50, 150, size=10, bold=True),
                   Item("Cash Value:", 50, 175, size=10),
                   Item("$45,783.79", 560, 175, size=10, align="right"),
                   Item("Cash Surrender Value:", 50, 195, size=10),
                   Item("$41,210.33", 560, 195, size=10, align="right"),
                   Item("Death Benefit:", 50, 215, size=10),
                   Item("$250,000.00", 560, 215, size=10, align="right"),
                   Item("PROTECTION CONTINUATION", 50, 270, size=10, bold=True),
                   Item("If planned premiums stop, coverage would continue to:", 50, 290, size=9)]
    for i, (basis, d1, d2) in enumerate([("BASED ON CASH VALUE", "03/16/2077", "09/16/2041"),
                                         ("BASED ON GUARANTEED VALUES", "03/16/2052", "09/16/2031")]):
        y = 312 + i * 18
        items += [Item(basis, 50, y, size=9), Item(d1, 260, y, size=9), Item(d2, 350, y, size=9),
                  Item("0.00", 470, y, size=9, align="right"), Item("0.00", 560, y, size=9, align="right")]
    return items
