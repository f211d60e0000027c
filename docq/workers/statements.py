"""statements: whether a statement's summary adds up, so a misread balance is held.

A recogniser that drops or changes a digit of a balance leaves a figure that is printed
"literally" (in its own wrong reading) and would pass every grounding check. A statement's
summary is arithmetic, though: previous balance, less payments and credits, plus charges, is
the new balance; beginning balance plus deposits less withdrawals (plus interest, less fees)
is the ending balance; a bill's previous balance, less payments, plus current charges is its
amount due; a W-2's social security and Medicare tax are their rates of the wages beside them. When every term of one of these sums was read and they do not add up, the
balances involved are marked conflicting, so answering them goes to review. When a term is
missing nothing is concluded (a summary line docq cannot name is common).
"""
from __future__ import annotations

from decimal import Decimal
from itertools import combinations

from docq.records import Field


def _one(groups: dict[str, list[Field]], name: str) -> Decimal | None:
    vals = {Decimal(f.value) for f in groups.get(name, [])}
    return vals.pop() if len(vals) == 1 else None


def _all(groups: dict[str, list[Field]], name: str) -> list[Decimal]:
    """Each distinct figure printed under a summary label of this kind (charges, fees...)."""
    return sorted({abs(Decimal(f.value)) for f in groups.get(name, [])})


def _adds_up(start: Decimal, end: Decimal, plus: list[Decimal], minus: list[Decimal]) -> bool:
    """start + (some of plus) - (some of minus) == end, using every term at most once.
    Subsets allow for a summary that repeats a figure in a detail line."""
    for i in range(len(plus) + 1):
        for p in combinations(plus, i):
            for j in range(len(minus) + 1):
                for m in combinations(minus, j):
                    if start + sum(p) - sum(m) == end:
                        return True
    return False


# At most this many figures under labels no field names are tried as the summary's missing terms.
MAX_UNNAMED = 8


def _explained(start: Decimal, end: Decimal, plus: list[Decimal], minus: list[Decimal],
               unnamed: list[Decimal]) -> bool:
    """Whether the sum adds up, or could with figures the page prints under labels no field
    names ("New Purchases", "Cash Advance Fee"): a term docq cannot name is a term missing,
    and then nothing is concluded."""
    if _adds_up(start, end, plus, minus):
        return True
    extra = [u for u in unnamed if u not in plus and u not in minus]
    if len(extra) > MAX_UNNAMED:
        return True          # too many to try: nothing concluded
    return _adds_up(start, end, plus + extra, minus) or _adds_up(start, end, plus, minus + extra)


def card(groups: dict[str, list[Field]], unnamed: list[Decimal] = ()) -> set[str]:
    prev, new, pay = _one(groups, "previous_balance"), _one(groups, "new_balance"), _one(groups, "payments")
    charges, credits = _all(groups, "_charges"), _all(groups, "_credits")
    if prev is None or new is None or pay is None or not charges or len(charges) + len(credits) > 8:
        return set()
    if _explained(prev - abs(pay), new, charges, credits, list(unnamed)):
        return set()
    return {"previous_balance", "new_balance", "payments"}


def bank(groups: dict[str, list[Field]], unnamed: list[Decimal] = ()) -> set[str]:
    start, end = _one(groups, "previous_balance"), _one(groups, "ending_balance")
    dep, wd = _one(groups, "_deposits"), _one(groups, "_withdrawals")
    if start is None or end is None or dep is None or wd is None:
        return set()
    interest = _one(groups, "interest_paid")
    fees = _all(groups, "_charges")
    extra = [interest] if interest is not None else []
    if _explained(start + abs(dep) - abs(wd), end, extra, fees, list(unnamed)):
        return set()
    return {"previous_balance", "ending_balance"} | ({"interest_paid"} if interest is not None else set())


def bill(groups: dict[str, list[Field]], unnamed: list[Decimal] = ()) -> set[str]:
    """Previous balance less payments plus current charges is the amount due."""
    prev, pay, due = _one(groups, "previous_balance"), _one(groups, "payments"), _one(groups, "amount_due")
    charges = _all(groups, "_charges")
    if prev is None or pay is None or due is None or not charges or len(charges) > 8:
        return set()
    if _explained(prev - abs(pay), due, charges, _all(groups, "_credits"), list(unnamed)):
        return set()
    return {"previous_balance", "payments", "amount_due"}


def contradicted(groups: dict[str, list[Field]], doc_type: str, unnamed: list[Decimal] = ()) -> set[str]:
    """Fields a statement's own summary arithmetic contradicts; `unnamed`, the figures it prints
    under labels no field names, which may be the sum's terms."""
    if doc_type == "credit-card-statement":
        return card(groups, unnamed)
    if doc_type == "bank-statement":
        return bank(groups, unnamed)
    if doc_type == "utility-bill":
        return bill(groups, unnamed)
    if doc_type == "w2":
        return w2(groups)
    return set()


# A W-2's withholding is a rate of its wages: social security tax 6.2% of social security
# wages (box 4 of box 3), Medicare tax 1.45% of Medicare wages (box 6 of box 5) and 0.9% more
# over $200,000. Payroll rounds each pay period, so a year's tax may stray from the rate by
# cents; a figure paired with the wrong box, or misread, strays by far more.
_W2_RATES = (("w2_box3", "w2_box4", Decimal("0.062"), None),
             ("w2_box5", "w2_box6", Decimal("0.0145"), (Decimal("200000"), Decimal("0.009"))))


def _rate_slack(tax: Decimal) -> Decimal:
    return max(Decimal("1.00"), tax * Decimal("0.001"))


def w2(groups: dict[str, list[Field]]) -> set[str]:
    """The W-2 boxes whose tax is not its rate of the wages beside it."""
    out: set[str] = set()
    for wages_box, tax_box, rate, extra in _W2_RATES:
        wages, tax = _one(groups, wages_box), _one(groups, tax_box)
        if wages is None or tax is None:
            continue
        due = wages * rate
        # the extra 0.9% is owed over $200,000; a payroll that applies it to all the wages
        # withholds more, a figure of that box all the same
        owed = {due} | ({due + (wages - extra[0]) * extra[1], due + wages * extra[1]}
                        if extra and wages > extra[0] else set())
        if all(abs(abs(tax) - o) > _rate_slack(abs(tax)) for o in owed):
            out |= {wages_box, tax_box}
    return out
