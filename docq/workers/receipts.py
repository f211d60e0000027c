"""receipts: which of a receipt's printed totals is the amount paid, and whether the
receipt's own arithmetic backs it.

A receipt often prints several totals (before rounding, including tax, after rounding), and
a recogniser can drop a digit of any of them ("TOTAL 7.55" read from 27.55). The total is
kept as answerable only when nothing on the receipt contradicts it: cash tendered minus
change (or the card charge), subtotal plus tax (plus tip, plus the rounding adjustment)
must land on it whenever they are printed. Otherwise it is marked conflicting and answering
it goes to review.
Every value chosen here was already grounded at its box; this module only picks among them.
"""
from __future__ import annotations

import re
from dataclasses import replace
from decimal import ROUND_HALF_UP, Decimal

from docq.money import parse_amount
from docq.records import Box, Field, PageLayout


def _one(groups: dict[str, list[Field]], name: str) -> Decimal | None:
    vals = {Decimal(f.value) for f in groups.get(name, [])}
    return vals.pop() if len(vals) == 1 else None


# The tax table a receipt prints under its totals ("GST SUMMARY"): its "Total : 95.17" is the
# taxable amount summed, not what was paid.
_TAX_SUMMARY = re.compile(r"\b(?:gst|sst|tax|vat)\s?(?:summ|analysis)", re.IGNORECASE)
# what a tax table's rows may be read as
IN_TAX_TABLE = {"total", "subtotal", "tax"}


def tax_table_top(layout: PageLayout | None) -> float | None:
    """Where the page's tax summary table starts (its heading's top), or None."""
    for row in layout.rows if layout is not None else ():
        if _TAX_SUMMARY.search(row.text):
            return row.box.y0
    return None


def card_paid(groups: dict[str, list[Field]]) -> Decimal | None:
    """What the card was charged, when printed once; a tender printed as taken off the bill
    ("Mastercard -99.80") is the same charge."""
    card = _one(groups, "_card_paid")
    return None if card is None else abs(card)


def paid(groups: dict[str, list[Field]]) -> Decimal | None:
    """Cash tendered minus change, when each is printed once."""
    cash, change = _one(groups, "cash_tendered"), _one(groups, "change")
    if cash is None or change is None:
        return None
    p = cash - abs(change)
    return p if p > 0 else None


# the method of a total read under another label and proved by the cash that paid it
PROVED_BY_CASH = "proved-by-payment"


def total_from_amount_due(groups: dict[str, list[Field]]) -> None:
    """A receipt that prints no total, only what is due ("BALANCE DUE 39.76", "AMOUNT
    TENDERED 50.00", "CHANGE DUE 10.24"): the amount due is its total when the cash handed
    over less the change, or the card charge, lands on it. Without that proof it stays only
    an amount due (a deposit may have been paid against a larger total)."""
    if "total" in groups or "amount_due" not in groups:
        return
    due = _one(groups, "amount_due")
    if due is not None and due in {paid(groups), card_paid(groups)}:
        groups["total"] = [replace(f, name="total", method=PROVED_BY_CASH) for f in groups["amount_due"]]


def _nickel(v: Decimal) -> Decimal:
    """`v` rounded to the nearest 0.05, as a till rounds a cash total."""
    return (v / NICKEL).quantize(Decimal(1), rounding=ROUND_HALF_UP) * NICKEL


def total_from_payment(groups: dict[str, list[Field]], rounding_printed: bool) -> None:
    """A receipt whose total's figure was not read ("TOTAL" over a smudge) but whose payment
    was. The cash less the change, or the card's charge, is what was paid: printed as a
    subtotal ("SUB-TOTAL (GST) 2.50", cash 10.00, change 7.50; "SUBTOTAL 3880.00",
    "KREDITKORT 3880.00"; tax included in it, or none charged), that subtotal is the total.
    Otherwise the cash handed over when the change printed is 0.00, or the card's charge, is
    its total when the printed parts land on it too: subtotal plus tax (plus tip,
    plus the rounding adjustment), or that sum rounded to 0.05 where a rounding line is
    printed and its figure was not read. The payment alone may be more than the total, the
    parts alone were never the amount paid; the two landing on one printed figure prove it."""
    if "total" in groups or "amount_due" in groups:
        return
    p = paid(groups)
    paying = {v for v in (p, card_paid(groups)) if v is not None}
    printed = [f for f in groups.get("subtotal", []) if Decimal(f.value) in paying]
    if len({f.value for f in printed}) == 1:
        groups["total"] = [replace(printed[0], name="total", method=PROVED_BY_CASH)]
        return
    sub, tax, tip, adj = (_one(groups, n) for n in ("subtotal", "tax", "tip", "_rounding"))
    if sub is None:
        return
    parts = sub + (tax or 0) + (tip or 0)
    sums = {parts + (adj or 0)}
    if adj is None and rounding_printed:
        sums.add(_nickel(parts))
    paying = list(groups.get("_card_paid", []))
    if _one(groups, "change") == 0:
        paying += groups.get("cash_tendered", [])
    backed = [f for f in paying if abs(Decimal(f.value)) in sums]
    if len({abs(Decimal(f.value)) for f in backed}) == 1:
        groups["total"] = [replace(backed[0], name="total", method=PROVED_BY_CASH,
                                   value=f"{abs(Decimal(backed[0].value)):.2f}")]


def implied(groups: dict[str, list[Field]]) -> set[Decimal]:
    """Every total the receipt's printed parts add up to."""
    sub, tax, tip, adj = (_one(groups, n) for n in ("subtotal", "tax", "tip", "_rounding"))
    out: set[Decimal] = set()
    if sub is not None:
        for t in {Decimal(0), tax or Decimal(0)}:
            for g in {Decimal(0), tip or Decimal(0)}:
                for r in {Decimal(0), adj or Decimal(0)}:
                    out.add(sub + t + g + r)
    return out


NICKEL = Decimal("0.05")


def after_rounding(totals: set[Decimal], adj: Decimal | None, rounding_printed: bool) -> Decimal | None:
    """Of two totals less than a rounding step apart, the rounded one: it must be a multiple
    of 0.05 where the other is not, and differ by the printed adjustment in its direction
    (or, when the adjustment's figure was not read, a rounding line must be printed)."""
    if len(totals) != 2:
        return None
    a, b = sorted(totals)
    rounded = [t for t in (a, b) if t % NICKEL == 0]
    if len(rounded) != 1 or b - a >= NICKEL:
        return None
    if adj:
        # a recogniser can drop the minus of "-0.02": the direction must agree as well
        return rounded[0] if b - a == abs(adj) and rounded[0] == (b if adj > 0 else a) else None
    return rounded[0] if rounding_printed else None


# a figure alone on its line, as a till prints an adjustment: "0.01", "-0.02"
_BARE_STEP = re.compile(r"-?0?[.,]0[1-4]")


def step_printed_between(groups: dict[str, list[Field]], layouts: list[PageLayout]) -> bool:
    """Two totals less than a rounding step apart with, on a line of its own between them,
    only the figure that is their difference ("Total: 102.39", "0.01", "Total 102.40"): the
    till's rounding adjustment, printed without its label or with a label the reader lost. It
    says a rounding line is printed (after_rounding then keeps the rounded one)."""
    fs = groups.get("total", [])
    if len({f.page for f in fs}) != 1 or len({Decimal(f.value) for f in fs}) != 2:
        return False
    low, high = sorted({Decimal(f.value) for f in fs})
    if high - low >= NICKEL:
        return False
    top, bottom = min(f.box.cy for f in fs), max(f.box.cy for f in fs)
    return any(len(row.cells) == 1 and _BARE_STEP.fullmatch(row.cells[0].text.strip())
               and abs(parse_amount(row.cells[0].text)) == high - low and top < row.box.cy < bottom
               for layout in layouts if layout.page == fs[0].page for row in layout.rows)


def cash_rounded(totals: set[Decimal], p: Decimal, adj: Decimal | None, rounding_printed: bool) -> Decimal | None:
    """The one printed total that the cash paid for it, rounded to 0.05 as a till rounds cash,
    lands on ("TOTAL 13.78", cash 20.00, change 6.20): the total as printed stands. The
    rounding must be printed: its adjustment, when read, is the difference (a misread last
    digit of the total rounds to the same 0.05 as often as not; the adjustment does not
    follow it), else a rounding line."""
    if len(totals) != 1:
        return None
    t = next(iter(totals))
    if t == p or _nickel(t) != p:
        return None
    if adj is not None:
        return t if abs(adj) == abs(p - t) else None
    return t if rounding_printed else None


def _rounded_label(groups: dict[str, list[Field]], value: Decimal) -> bool:
    """The total printed with this value says it is the rounded one ("Total Rounded")."""
    return any(Decimal(f.value) == value and re.search(r"round|after", f.label, re.IGNORECASE)
               for f in groups.get("total", []))


def _payments(groups: dict[str, list[Field]]) -> set[Decimal]:
    """What the receipt says was paid: cash less change, cash alone when no change is
    printed, the card's charge."""
    cash = _one(groups, "cash_tendered") if "change" not in groups else None
    return {p for p in (paid(groups), cash, card_paid(groups)) if p is not None}


def paid_lands(fields: list[Field], value: Decimal) -> bool:
    """What the receipt says was paid (cash tendered less change, or the card's charge) is
    exactly `value`: three figures read apart agree on it."""
    groups: dict[str, list[Field]] = {}
    for f in fields:
        if f.kind == "money":
            groups.setdefault(f.name, []).append(f)
    return abs(value) in {p for p in (paid(groups), card_paid(groups)) if p is not None}


def paid_contradicts(fields: list[Field], value: Decimal) -> Decimal | None:
    """What the receipt says was paid (cash less change, the card's charge), when a figure
    stated as its total is not that, beyond a till's cash rounding; else None. The total read
    by another path than the sidecar's (a row asked for by its label) is held to the same
    printing: a tax table's "TOTAL 144.68" is not what a cash sale of 153.35 came to."""
    groups: dict[str, list[Field]] = {}
    for f in fields:
        if f.kind == "money":
            groups.setdefault(f.name, []).append(f)
    payments = {p for p in (paid(groups), None if "tip" in groups else card_paid(groups)) if p is not None}
    if payments and all(abs(abs(value) - p) > NICKEL for p in payments):
        return min(payments)
    return None


_BEFORE_TAX = re.compile(r"excl|exclud|before|w/?o\b", re.IGNORECASE)


def _untaxed(groups: dict[str, list[Field]], total: Decimal, tax_printed: bool) -> bool:
    """The total is the subtotal printed as before tax, on a receipt that prints a tax line
    whose figure was not read as nothing: a column's "Total" (the taxable amount of a tax
    table whose heading was not read), not what was paid."""
    tax = _one(groups, "tax")
    return (tax_printed and tax != 0
            and any(Decimal(f.value) == total and _BEFORE_TAX.search(f.label) for f in groups.get("subtotal", [])))


def _overlap(a: Box, b: Box) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


def paid_apart(groups: dict[str, list[Field]], total: Decimal) -> bool:
    """The total is exactly what the receipt's one way of paying came to (the cash handed over,
    less any change, or the card's charge), read from a payment line of its own: "TOTAL: 6.70",
    "CASH : 6.70" under a "Total (Excluding GST)" of 6.33 misread 8.33. Then the subtotal is the
    misread figure, not the total. Never when the receipt prints cash and a card both (a split
    payment pays part of the total each), nor when the payment's figure is the one the TOTAL
    label was paired with (a tilted photo pairs both labels with one figure)."""
    cash, card = groups.get("cash_tendered", []), groups.get("_card_paid", [])
    if bool(cash) == bool(card) or total not in _payments(groups):
        return False
    at_total = [f.box for f in groups.get("total", []) if Decimal(f.value) == total]
    at_payment = [f.box for f in cash + card + groups.get("change", [])]
    return bool(at_total) and not any(_overlap(t, p) for t in at_total for p in at_payment)


# Words of a line that takes money off a bill: only then may a total be less than its subtotal.
TAKEN_OFF = re.compile(r"discount|coupon|saving|promo|voucher|rebate|off\b|less\b|redeem|reward|refund|return",
                       re.IGNORECASE)


def choose(groups: dict[str, list[Field]], rounding_printed: bool,
           tax_printed: bool = False, discounted: bool = False,
           subtotals_printed: set[Decimal] = frozenset()) -> tuple[dict[str, str], set[str]]:
    """({"total": chosen value} or {}, fields the receipt's own arithmetic contradicts).

    A total that is the before-tax subtotal while a tax line is printed (`tax_printed`) is
    held, unless the payment lands on it (a zero-rated sale); so is a total less than a printed
    subtotal when nothing is printed as taken off (`discounted`). Once the total stands, its parts
    must add up to it: a subtotal or tax that does not (a misread 7.80 for 7.50) is held as
    well, since which part was misread is unknown."""
    chosen, contradicted = _total(groups, rounding_printed)
    totals = {Decimal(f.value) for f in groups.get("total", [])}
    settled = Decimal(chosen["total"]) if chosen else (
        next(iter(totals)) if len(totals) == 1 and "total" not in contradicted else None)
    if settled is not None and settled not in _payments(groups) and _untaxed(groups, settled, tax_printed):
        return {}, contradicted | {"total"}
    subtotals = {Decimal(f.value) for f in groups.get("subtotal", [])} | set(subtotals_printed)
    slack = NICKEL if rounding_printed else Decimal(0)      # cash rounding takes up to a few cents off
    if (settled is not None and subtotals and max(subtotals) - settled > slack and not discounted
            and not paid_apart(groups, settled)):
        # a total under its own subtotal, with nothing printed as taken off: a figure of another
        # line paired with the TOTAL label (a tilted photo's rows), never what was paid
        return {}, contradicted | {"total"}
    sums = implied(groups)
    if settled is not None and sums and settled not in sums:
        contradicted |= {n for n in ("subtotal", "tax", "tip") if n in groups}
    return chosen, contradicted


def _total(groups: dict[str, list[Field]], rounding_printed: bool) -> tuple[dict[str, str], set[str]]:
    totals = {Decimal(f.value) for f in groups.get("total", [])}
    if not totals:
        return {}, set()
    p = paid(groups)
    if p is not None:
        if p in totals:
            return {"total": f"{p:.2f}"}, set()
        t = cash_rounded(totals, p, _one(groups, "_rounding"), rounding_printed)
        return ({"total": f"{t:.2f}"}, set()) if t is not None else ({}, {"total"})
    cash = _one(groups, "cash_tendered")
    if cash is not None and "change" not in groups and cash in totals:
        return {"total": f"{cash:.2f}"}, set()        # paid exactly, no change printed
    card = card_paid(groups)
    if card is not None and card in totals:
        return {"total": f"{card:.2f}"}, set()        # the card was charged exactly this
    r = after_rounding(totals, _one(groups, "_rounding"), rounding_printed)
    if r is not None:
        return {"total": f"{r:.2f}"}, set()
    sums = implied(groups)
    backed = totals & sums
    if len(backed) == 1:
        b = next(iter(backed))
        if len(totals) == 1 or _one(groups, "_rounding") is not None or _rounded_label(groups, b):
            return {"total": f"{b:.2f}"}, set()
    if len(totals) == 1 and not sums:
        only = next(iter(totals))
        if _rounded_label(groups, only) or only % NICKEL == 0:
            # says it is the rounded total, or needs no rounding: nothing printed against it
            return {}, set()
    if sums or rounding_printed:
        # parts are printed (or a rounding line is) and none of them lands on one total
        return {}, {"total"}
    return {}, set()
