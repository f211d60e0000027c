"""Brokerage statements, drawn: two months of one broker's investment report laid out as the
big brokerages print theirs (an account summary of this period beside the year to date, an
income summary, realized gains, holdings with quantity, price, value, cost basis and unrealized
gain, and the month's activity), and a Roth IRA's statement from another broker in its own
layout (account value, contributions by tax year, holdings). Fictional people and figures,
consistent arithmetic.

No corpus holds these kinds; evals/questions-by-hand/brokerage-drawn.json asks them in a
person's words, keyed by what is drawn. Measured by hand, outside CI's gate:

    python -m evals.drawn_brokerage DIR
    docq eval evals/questions-by-hand/brokerage-drawn.json --docs brokerage-drawn=DIR
"""
from __future__ import annotations

import sys
from pathlib import Path

import pymupdf as fitz

from evals.drawn_statements import Pg, money


def c(v: float) -> float:
    return round(v + 1e-9, 2)


# (description, symbol, quantity, price, cost basis) at each month's end
HOLDINGS = {
    "2024-02": [("FIDELITY 500 INDEX FUND", "FXAIX", 118.202, 172.54, 17_622.10),
                ("VANGUARD TOTAL BOND MARKET ETF", "BND", 95.000, 72.11, 7_102.35),
                ("APPLE INC", "AAPL", 50.000, 180.75, 6_210.55),
                ("MICROSOFT CORP", "MSFT", 20.000, 413.64, 5_318.90)],
    "2024-03": [("FIDELITY 500 INDEX FUND", "FXAIX", 121.048, 178.30, 18_122.10),
                ("VANGUARD TOTAL BOND MARKET ETF", "BND", 95.000, 72.63, 7_102.35),
                ("APPLE INC", "AAPL", 50.000, 171.48, 6_210.55),
                ("MICROSOFT CORP", "MSFT", 12.000, 420.72, 3_191.34)],
}
CASH = {"2024-02": 1_406.12, "2024-03": 4_237.75}


def harborview(out: Path, month: str, period: str, begin: float, adds: float, subs: float,
               income_now: tuple[float, float], income_ytd: tuple[float, float], adds_ytd: float, subs_ytd: float,
               begin_ytd: float, realized: tuple[float, float], activity: list[tuple[str, str, str, float]]):
    holdings = HOLDINGS[month]
    values = [c(q * p) for _, _, q, p, _ in holdings]
    ending = c(sum(values) + CASH[month])
    change = c(ending - begin - adds - subs)
    change_ytd = c(ending - begin_ytd - adds_ytd - subs_ytd)
    doc = fitz.open(); P = Pg(doc)
    P.t(40, 50, "HARBORVIEW", 18, True); P.t(40, 62, "INVESTMENTS", 9, True)
    P.r(572, 50, "INVESTMENT REPORT", 12, True); P.r(572, 64, period, 9)
    P.t(40, 92, "Envelope # BLWJRZRBBGHPX"); P.t(40, 104, "JORDAN A MARCHETTI"); P.t(40, 114, "2147 LARKSPUR DR")
    P.t(40, 124, "SAN JOSE CA 95125-4410")
    P.t(330, 92, "Account Number: Z28-551904", 9, True); P.t(330, 104, "INDIVIDUAL - TOD", 8)
    P.t(330, 116, "Questions? Call 800-555-0199", 8)
    # account summary
    P.box(36, 140, 576, 154, fill=(0.88, 0.92, 0.88)); P.t(42, 150, "Account Summary", 10, True)
    P.r(460, 166, "This Period", 8, True); P.r(568, 166, "Year-to-Date", 8, True); P.line(40, 169, 572)
    rows = [("Beginning Account Value", money(begin, dollar=True), money(begin_ytd, dollar=True)),
            ("Additions", money(adds), money(adds_ytd)),
            ("Subtractions", money(subs), money(subs_ytd)),
            ("Change in Investment Value *", money(change), money(change_ytd)),
            ("Ending Account Value **", money(ending, dollar=True), money(ending, dollar=True))]
    y = 182
    for lab, a, b in rows:
        P.t(42, y, lab, 9, lab.startswith("Ending")); P.r(460, y, a, 9); P.r(568, y, b, 9); y += 13
    P.t(42, y, "Accrued Interest (AI)"); P.r(460, y, "0.00"); y += 11
    P.t(42, y, "Ending Account Value Incl. AI"); P.r(460, y, money(ending, dollar=True)); y += 14
    P.t(42, y, "* Appreciation or depreciation of your holdings due to price changes, plus any distribution and income earned.", 6.5)
    y += 8; P.t(42, y, "** Excludes unpriced securities.", 6.5); y += 18
    # income summary and realized gains, side by side
    P.box(36, y, 300, y + 14, fill=(0.88, 0.92, 0.88)); P.t(42, y + 10, "Income Summary", 10, True)
    P.box(312, y, 576, y + 14, fill=(0.88, 0.92, 0.88)); P.t(318, y + 10, "Realized Gain/Loss from Sales", 10, True)
    y += 26
    P.r(230, y, "This Period", 8, True); P.r(294, y, "Year-to-Date", 8, True)
    P.r(500, y, "This Period", 8, True); P.r(568, y, "Year-to-Date", 8, True)
    P.line(40, y + 3, 294); P.line(318, y + 3, 572); y += 14
    P.t(42, y, "Taxable"); y += 11
    P.t(50, y, "Dividends"); P.r(230, y, money(income_now[0])); P.r(294, y, money(income_ytd[0]))
    P.t(318, y, "Short-term Gain"); P.r(500, y, money(realized[0])); P.r(568, y, money(realized[0])); y += 11
    P.t(50, y, "Interest"); P.r(230, y, money(income_now[1])); P.r(294, y, money(income_ytd[1]))
    P.t(318, y, "Long-term Gain"); P.r(500, y, money(realized[1])); P.r(568, y, money(realized[1])); y += 11
    P.t(42, y, "Total", 9, True); P.r(230, y, money(sum(income_now)), 9, True); P.r(294, y, money(sum(income_ytd)), 9, True)
    P.t(318, y, "Net Gain/Loss", 9, True); P.r(500, y, money(sum(realized)), 9, True); P.r(568, y, money(sum(realized)), 9, True)
    y += 24
    # holdings
    P.box(36, y, 576, y + 14, fill=(0.88, 0.92, 0.88)); P.t(42, y + 10, "Holdings", 10, True); y += 26
    heads = [(42, "Description", False), (300, "Quantity", True), (352, "Price", True), (422, "Ending", True),
             (490, "Cost", True), (568, "Unrealized", True)]
    heads2 = [(352, "Per Unit", True), (422, "Value", True), (490, "Basis", True), (568, "Gain/Loss", True)]
    for x, h, right in heads:
        (P.r if right else P.t)(x, y, h, 7.5, True)
    y += 9
    for x, h, right in heads2:
        P.r(x, y, h, 7.5, True)
    P.line(40, y + 3, 572); y += 14
    P.t(42, y, "Core Account", 8, True); y += 11
    P.t(42, y, "HARBORVIEW GOVERNMENT MONEY MARKET (HGMXX)"); P.r(300, y, money(CASH[month])); P.r(352, y, "1.0000")
    P.r(422, y, money(CASH[month])); P.r(490, y, "not applicable"); P.r(568, y, "not applicable"); y += 14
    P.t(42, y, "Mutual Funds, ETFs and Stocks", 8, True); y += 11
    for (desc, sym, q, p, basis), v in zip(holdings, values):
        P.t(42, y, f"{desc} ({sym})"); P.r(300, y, f"{q:,.3f}"); P.r(352, y, f"{p:,.4f}")
        P.r(422, y, money(v)); P.r(490, y, money(basis)); P.r(568, y, money(c(v - basis))); y += 12
    P.t(42, y, "Total Holdings", 9, True); P.r(422, y, money(ending, dollar=True), 9, True)
    P.r(490, y, money(c(sum(b for *_, b in holdings)), dollar=True), 9, True)
    P.r(568, y, money(c(sum(values) - sum(b for *_, b in holdings)), dollar=True), 9, True); y += 24
    # activity
    P.box(36, y, 576, y + 14, fill=(0.88, 0.92, 0.88)); P.t(42, y + 10, "Activity", 10, True); y += 26
    P.t(42, y, "Settlement Date", 7.5, True); P.t(120, y, "Security Name", 7.5, True); P.t(330, y, "Description", 7.5, True)
    P.r(568, y, "Amount", 7.5, True); P.line(40, y + 3, 572); y += 13
    for d, sec, what, amt in activity:
        P.t(42, y, d); P.t(120, y, sec); P.t(330, y, what); P.r(568, y, money(amt)); y += 11
    P.t(40, 770, "Harborview Brokerage Services LLC, Member NYSE, SIPC. Page 1 of 1", 6.5)
    doc.save(str(out)); doc.close()
    return ending


def roth(out: Path):
    doc = fitz.open(); P = Pg(doc)
    P.t(40, 52, "Sequoia", 20, True, color=(0.1, 0.3, 0.6)); P.t(40, 64, "Retirement Services", 9)
    P.r(572, 50, "Roth IRA Statement", 12, True); P.r(572, 64, "January 1 - March 31, 2024", 9)
    P.t(40, 90, "RILEY T MARCHETTI"); P.t(40, 100, "2147 LARKSPUR DR"); P.t(40, 110, "SAN JOSE CA 95125-4410")
    P.t(330, 90, "Account: Roth Contributory IRA"); P.t(330, 100, "Account number: 8841-2907")
    P.box(36, 130, 300, 260)
    P.t(42, 144, "Your account value", 10, True)
    P.t(42, 162, "Account value as of 03/31/2024"); P.r(292, 162, "$38,412.67", 9, True)
    P.t(42, 176, "Account value as of 12/31/2023"); P.r(292, 176, "$34,960.15")
    P.t(42, 190, "Change in value"); P.r(292, 190, "$3,452.52")
    P.t(42, 212, "Your contributions", 10, True)
    P.t(42, 228, "2024 contributions to date"); P.r(292, 228, "$1,500.00")
    P.t(42, 240, "2023 contributions (through 04/15/2024)"); P.r(292, 240, "$7,000.00")
    P.box(312, 130, 576, 260)
    P.t(318, 144, "Quarter at a glance", 10, True)
    y = 162
    for lab, v in [("Beginning balance", "$34,960.15"), ("Contributions", "$1,500.00"), ("Dividends and capital gains", "$212.40"),
                   ("Fees", "-$25.00"), ("Market change", "$1,765.12"), ("Ending balance", "$38,412.67")]:
        P.t(318, y, lab, 9, lab.startswith("Ending")); P.r(568, y, v, 9, lab.startswith("Ending")); y += 14
    y = 286
    P.t(40, y, "Holdings as of 03/31/2024", 10, True); y += 16
    for x, h, r in [(42, "Fund name", False), (330, "Shares", True), (420, "Share price", True), (568, "Balance", True)]:
        (P.r if r else P.t)(x, y, h, 8, True)
    P.line(40, y + 3, 572); y += 14
    for name, sh, pr, bal in [("Sequoia Target Retirement 2055 Fund", "612.884", "$48.61", "$29,792.29"),
                              ("Sequoia Total International Stock Index", "301.112", "$27.46", "$8,268.54"),
                              ("Sequoia Federal Money Market", "351.840", "$1.00", "$351.84")]:
        P.t(42, y, name); P.r(330, y, sh); P.r(420, y, pr); P.r(568, y, bal); y += 12
    P.t(42, y + 2, "Total", 9, True); P.r(568, y + 2, "$38,412.67", 9, True)
    P.t(40, 770, "Sequoia Retirement Services. This statement is for informational purposes.", 6.5)
    doc.save(str(out)); doc.close()


def draw(out: Path) -> list[Path]:
    """Draw the three brokerage statements into `out`; their paths."""
    out.mkdir(parents=True, exist_ok=True)
    feb_end = harborview(out / "Statement_Z28-551904_2024-02.pdf", "2024-02", "February 1, 2024 - February 29, 2024",
                         begin=48_874.51, adds=500.00, subs=0.00, income_now=(61.40, 4.12), income_ytd=(147.38, 8.30),
                         adds_ytd=1_000.00, subs_ytd=0.00, begin_ytd=47_612.08, realized=(0.00, 0.00),
                         activity=[("02/15", "FIDELITY 500 INDEX FUND", "You Bought", -500.00),
                                   ("02/15", "Electronic Funds Transfer Received", "Bank Transfer", 500.00),
                                   ("02/28", "VANGUARD TOTAL BOND MARKET ETF", "Dividend Received", 61.40),
                                   ("02/29", "HARBORVIEW GOVERNMENT MONEY MARKET", "Interest Earned", 4.12)])
    harborview(out / "Statement_Z28-551904_2024-03.pdf", "2024-03", "March 1, 2024 - March 31, 2024",
               begin=feb_end, adds=500.00, subs=-120.00, income_now=(84.12, 3.21), income_ytd=(231.50, 11.51),
               adds_ytd=1_500.00, subs_ytd=-120.00, begin_ytd=47_612.08, realized=(0.00, 1_412.55),
               activity=[("03/08", "MICROSOFT CORP", "You Sold", 3_540.11),
                         ("03/15", "FIDELITY 500 INDEX FUND", "You Bought", -500.00),
                         ("03/15", "Electronic Funds Transfer Received", "Bank Transfer", 500.00),
                         ("03/20", "Electronic Funds Transfer Paid", "Bank Transfer", -120.00),
                         ("03/28", "APPLE INC", "Dividend Received", 12.00),
                         ("03/28", "VANGUARD TOTAL BOND MARKET ETF", "Dividend Received", 72.12),
                         ("03/29", "HARBORVIEW GOVERNMENT MONEY MARKET", "Interest Earned", 3.21)])
    roth(out / "sequoia_roth_q1_2024.pdf")
    return sorted(out.glob("*.pdf"))


if __name__ == "__main__":
    for path in draw(Path(sys.argv[1] if len(sys.argv) > 1 else "brokerage-drawn")):
        print(path)
