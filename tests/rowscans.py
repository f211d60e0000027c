"""Generated scans with known label→value pairs, for the reading and row tests, the row
check and the benchmarks. Deterministic: pages are drawn by evals.scanner with fixed seeds.

Each builder returns (items, pairs): the page's text items and rules, and the pairs as
printed, [label, value], that a reader must rebuild from the word boxes.
"""
from __future__ import annotations

import json
from pathlib import Path

from evals.scanner import Item, Rule, degrade, render_page, to_image_pdf

L, R = 72, 540     # label column left edge, amount column right edge (points)


def adt_bill():
    """The seed's ADT-shaped bill: labels left, amounts right, ENDING BALANCE last."""
    items = [Item("ADT Security Services", L, 80, 16, bold=True),
             Item("Account Number: 401-555-1234", L, 104, 10),
             Item("Statement Date: 02/01/2012", 360, 104, 10),
             Item("DESCRIPTION", L, 150, 10, bold=True), Item("AMOUNT", R, 150, 10, bold=True, align="right")]
    pairs = [["PREVIOUS BALANCE", "241.99"], ["PAYMENT RECEIVED - THANK YOU", "241.99 CR"],
             ["QUALITY SERVICE PLAN 02/01-02/29", "7.00"], ["MONITORING SERVICE 02/01-02/29", "26.99"],
             ["CELLGUARD SERVICE 02/01-02/29", "4.00"], ["PULSE INTERACTIVE 02/01-02/29", "5.00"],
             ["ENDING BALANCE", "42.99"]]
    for i, (label, value) in enumerate(pairs):
        y = 176 + 20 * i + (8 if label == "ENDING BALANCE" else 0)
        bold = label == "ENDING BALANCE"
        items += [Item(label, L, y, 10, bold=bold), Item(value, R, y, 10, bold=bold, align="right")]
    items.append(Item("Please pay by 02/25/2012. Questions? Call 1-800-555-0100.", L, 360, 9))
    return items, pairs


_PAYEES = ["GROCERY OUTLET", "CITY WATER DEPT", "SHELL OIL", "PAYROLL DEPOSIT", "NETFLIX.COM",
           "HOME DEPOT", "PHARMACY PLUS", "ATM WITHDRAWAL", "ELECTRIC CO", "BOOKSHOP", "CAFE LUNA",
           "INSURANCE PREM", "GYM MEMBERSHIP", "PARKING GARAGE", "HARDWARE STORE", "TRANSFER SAVINGS"]


def long_statement():
    """32 transaction rows, dates left, description, amount right (for the 0.7° page)."""
    items = [Item("FIRST EXAMPLE BANK - CHECKING STATEMENT", L, 60, 13, bold=True),
             Item("DATE", L, 96, 9, bold=True), Item("DESCRIPTION", 130, 96, 9, bold=True),
             Item("AMOUNT", R, 96, 9, bold=True, align="right")]
    pairs = []
    for i in range(32):
        y = 116 + 19 * i
        label = f"{_PAYEES[i % 16]} {1000 + 37 * i}"
        value = f"{(i * 7919) % 4000 + (i * 37) % 100 / 100:,.2f}"
        items += [Item(f"01/{i % 28 + 1:02d}", L, y, 9), Item(label, 130, y, 9),
                  Item(value, R, y, 9, align="right")]
        pairs.append([label, value])
    return items, pairs


W2_BOXES = [("1 Wages, tips, other compensation", "116,701.45"), ("2 Federal income tax withheld", "18,240.12"),
            ("3 Social security wages", "118,500.00"), ("4 Social security tax withheld", "7,347.00"),
            ("5 Medicare wages and tips", "121,022.10"), ("6 Medicare tax withheld", "1,754.82"),
            ("16 State wages, tips, etc.", "116,701.45"), ("17 State income tax", "5,310.60")]


def w2_grid():
    """A W-2-like grid: each box's label in its top-left corner, its amount below it."""
    items: list = [Item("Form W-2 Wage and Tax Statement 2024", L, 60, 13, bold=True)]
    x0, x1, w = 72, 540, 234
    for k, (label, value) in enumerate(W2_BOXES):
        row, col = divmod(k, 2)
        top = 90 + 44 * row
        left = x0 + w * col
        items += [Item(label, left + 4, top + 11, 7.5), Item(value, left + w - 8, top + 33, 10, align="right")]
    for r in range(5):
        items.append(Rule(x0, 90 + 44 * r, x1, 90 + 44 * r))
    items += [Rule(x0, 90, x0, 266), Rule(x0 + w, 90, x0 + w, 266), Rule(x1, 90, x1, 266)]
    return items, [list(p) for p in W2_BOXES]


def side_by_side():
    """An account summary beside a payment coupon, their lines level with each other."""
    left = [("Previous Balance", "1,204.33"), ("Payments", "-1,204.33"), ("Purchases", "387.15"),
            ("Fees Charged", "0.00"), ("Interest Charged", "12.48"), ("New Balance", "399.63")]
    right = [("Payment Due Date", "03/01/2025"), ("Minimum Payment Due", "35.00"),
             ("New Balance", "399.63"), ("Amount Enclosed", "$ ________")]
    items = [Item("Account Summary", L, 120, 12, bold=True), Item("Payment Coupon", 340, 120, 12, bold=True)]
    for i, (label, value) in enumerate(left):
        y = 146 + 18 * i
        items += [Item(label, L, y, 10), Item(value, 300, y, 10, align="right")]
    for i, (label, value) in enumerate(right):
        y = 146 + 18 * i
        items += [Item(label, 340, y, 10), Item(value, R, y, 10, align="right")]
    pairs = [list(p) for p in left] + [list(p) for p in right if p[1][0].isdigit() and "/" not in p[1]]
    return items, pairs


def policy_leaders():
    """The seed's life-policy shape: values after dot leaders, and a projection table whose
    row says CASH VALUE beside two 0.00s that are not the cash value."""
    items = [Item("BRIGHT LIFE - Universal Life Annual Statement", L, 70, 13, bold=True),
             Item("POLICY VALUES AS OF 03/15/2025", L, 110, 10, bold=True)]
    pairs = [["Cash Value", "$45,783.79"], ["Surrender Value", "$43,912.55"], ["Death Benefit", "$500,000.00"],
             ["Planned Premium", "$1,200.00"]]
    for i, (label, value) in enumerate(pairs):
        y = 134 + 18 * i
        items += [Item(label, L, y, 10), Item("." * 60, 170, y, 10), Item(value, R, y, 10, align="right")]
    items += [Item("PROTECTION CONTINUATION PROJECTION", L, 230, 10, bold=True),
              Item("Basis", L, 250, 9, bold=True), Item("Coverage To", 250, 250, 9, bold=True),
              Item("Lapse Date", 340, 250, 9, bold=True), Item("Value at Lapse", 460, 250, 9, bold=True, align="right"),
              Item("Premium Due", R, 250, 9, bold=True, align="right"),
              Item("BASED ON CASH VALUE", L, 266, 9), Item("03/16/2077", 250, 266, 9), Item("09/16/2041", 340, 266, 9),
              Item("0.00", 460, 266, 9, align="right"), Item("0.00", R, 266, 9, align="right")]
    return items, pairs


DOCS = {"adt-bill": (adt_bill, 0.0), "statement-rotated": (long_statement, 0.7),
        "w2-grid": (w2_grid, 0.0), "side-by-side": (side_by_side, 0.3),
        "policy-leaders": (policy_leaders, -0.4)}


def scan(name: str, seed: int = 1):
    """The document's page as a degraded scan image, and its pairs."""
    build, angle = DOCS[name]
    items, pairs = build()
    img = degrade(render_page(items), rotate_deg=angle, noise=0.002, blur=0.6, seed=seed)
    return img, pairs


def write_corpus(out: Path, names=None) -> Path:
    """Image-only PDFs of the documents plus truth.json ({"file": {"pairs": [...]}})."""
    out.mkdir(parents=True, exist_ok=True)
    truth = {}
    for name in names or DOCS:
        img, pairs = scan(name)
        to_image_pdf([img], out / f"{name}.pdf")
        truth[f"{name}.pdf"] = {"type": "other", "pairs": pairs, "fields": {}}
    (out / "truth.json").write_text(json.dumps(truth, indent=1))
    return out
