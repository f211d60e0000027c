"""The statements a household's bank and card issuers print, drawn: two months of a card
statement laid out as the big US card issuers print theirs (Crestline), another issuer's card
statement in another layout (Northgate), and two months of a bank statement holding a checking
and a savings account (Lakeshore). Fictional people and figures, consistent arithmetic.

The generated corpora hold no statements like these, and the real sets (../shared/corpora) none
at all; evals/questions-by-hand/statements-drawn.json asks them in a person's words, keyed by
what is drawn. Measured by hand, outside CI's gate:

    python -m evals.drawn_statements DIR
    docq eval evals/questions-by-hand/statements-drawn.json --docs statements-drawn=DIR
"""
from __future__ import annotations

import sys
from pathlib import Path

import pymupdf as fitz


def money(v, sign=False, dollar=False):
    s = f"{abs(v):,.2f}"
    if dollar: s = "$" + s
    if v < 0: s = "-" + s
    elif sign: s = "+" + s
    return s

class Pg:
    def __init__(self, doc):
        self.p = doc.new_page(width=612, height=792)
    def t(self, x, y, s, size=8, bold=False, color=(0, 0, 0)):
        self.p.insert_text((x, y), s, fontsize=size, fontname="hebo" if bold else "helv", color=color)
    def r(self, x, y, s, size=8, bold=False):  # right-aligned at x
        w = fitz.get_text_length(s, fontname="hebo" if bold else "helv", fontsize=size)
        self.t(x - w, y, s, size, bold)
    def line(self, x0, y, x1, w=0.5):
        self.p.draw_line((x0, y), (x1, y), width=w)
    def box(self, x0, y0, x1, y1, fill=None):
        self.p.draw_rect(fitz.Rect(x0, y0, x1, y1), width=0.7, fill=fill)
    def wrap(self, x, y, text, width, size=6.5, lead=8):
        words = text.split(); cur = ""
        for w in words:
            nxt = (cur + " " + w).strip()
            if fitz.get_text_length(nxt, fontname="helv", fontsize=size) > width:
                self.t(x, y, cur, size); y += lead; cur = w
            else:
                cur = nxt
        if cur: self.t(x, y, cur, size); y += lead
        return y

# ---------------------------------------------------------------- Crestline card
HOLDER = ["JORDAN A MARCHETTI", "2147 LARKSPUR DR", "SAN JOSE CA 95125-4410"]

def crestline(out: Path, fname: str, opening, closing, due, prev, payments, credits, purchases_list, fees_list,
              interest, ytd_fees, ytd_int, line=12000.00, cash_line=2400.00, days=31, stmt_no=2):
    purchases = round(sum(a for _, _, a in purchases_list), 2)
    pay = round(sum(a for _, _, a in payments), 2)
    cred = round(sum(a for _, _, a in credits), 2)
    fees = round(sum(a for _, _, a in fees_list), 2)
    new = round(prev + pay + cred + purchases + fees + interest, 2)
    avail = round(line - new, 2)
    minpay = round(max(35.0, round(new * 0.01, 2) + interest + fees), 2)
    doc = fitz.open(); P = Pg(doc)
    # header
    P.t(40, 48, "CRESTLINE", 16, True); P.t(40, 60, "Crestline Summit Preferred(R) Visa Signature(R) Card", 8)
    P.t(40, 70, "Manage your account online: crestlinecard.com     Customer Service: 1-800-555-0143")
    P.t(40, 80, "Mobile: Download the Crestline Mobile(R) app today")
    # account summary box (left) and payment information (right)
    P.box(36, 92, 300, 330)
    P.t(42, 104, "ACCOUNT SUMMARY", 10, True)
    y = 120
    rows = [("Previous Balance", money(prev, dollar=True)), ("Payment, Credits", money(pay + cred)),
            ("Purchases", money(purchases, sign=True)), ("Cash Advances", "$0.00"),
            ("Balance Transfers", "$0.00"), ("Fees Charged", money(fees, sign=True)),
            ("Interest Charged", money(interest, sign=True))]
    for lab, v in rows:
        P.t(42, y, lab); P.r(292, y, v); y += 11
    P.line(42, y - 7, 292); y += 2
    P.t(42, y, "New Balance", 9, True); P.r(292, y, money(new, dollar=True), 9, True); y += 15
    P.t(42, y, "Opening/Closing Date"); P.r(292, y, f"{opening} - {closing}"); y += 11
    P.t(42, y, "Credit Access Line"); P.r(292, y, money(line, dollar=True)); y += 11
    P.t(42, y, "Available Credit"); P.r(292, y, money(avail, dollar=True)); y += 11
    P.t(42, y, "Cash Access Line"); P.r(292, y, money(cash_line, dollar=True)); y += 11
    P.t(42, y, "Available for Cash"); P.r(292, y, money(cash_line, dollar=True)); y += 11
    P.t(42, y, "Past Due Amount"); P.r(292, y, "$0.00"); y += 11
    P.t(42, y, "Balance over the Credit Access Line"); P.r(292, y, "$0.00"); y += 11

    P.box(312, 92, 576, 330)
    P.t(318, 104, "PAYMENT INFORMATION", 10, True)
    P.t(318, 120, "New Balance"); P.r(568, 120, money(new, dollar=True))
    P.t(318, 131, "Payment Due Date"); P.r(568, 131, due)
    P.t(318, 142, "Minimum Payment Due"); P.r(568, 142, money(minpay, dollar=True))
    y = P.wrap(318, 156, "Late Payment Warning: If we do not receive your minimum payment by the date listed above, "
               "you may have to pay a late fee of up to $40.00 and your APRs may be increased up to the "
               "Penalty APR of 29.99%.", 250)
    y += 3
    P.wrap(318, y, "Minimum Payment Warning: If you make only the minimum payment each period, you will pay more "
           "in interest and it will take you longer to pay off your balance. For example:", 250); y += 26
    # min pay table
    mp = {"min": (("Only the minimum payment", "None", "15 years" if new > 3500 else "13 years",
                   money(round(new * 2.13), dollar=True)[:-3])),
          "36": ("", money(round(new * 1.2 / 36), dollar=True)[:-3], "3 years", money(round(new * 1.2), dollar=True)[:-3])}
    for a, b, c in [("If you make no", "You will pay off the", "And you will end up"),
                    ("additional charges using", "balance shown on this", "paying an estimated"),
                    ("this card and each", "statement in about...", "total of..."),
                    ("month you pay...", "", "")]:
        P.t(318, y, a, 6.5, True); P.t(415, y, b, 6.5, True); P.t(498, y, c, 6.5, True); y += 8
    y += 3; P.line(318, y - 8, 568); y += 1
    m1 = mp["min"]; P.t(318, y, m1[0], 6.5); P.t(415, y, m1[2], 6.5); P.t(498, y, m1[3], 6.5); y += 10
    m2 = mp["36"]; P.t(318, y, m2[1], 6.5); P.t(415, y, m2[2], 6.5); P.t(498, y, m2[3], 6.5)
    P.t(318, y + 8, f"(Savings = {money(round(new*2.13) - round(new*1.2), dollar=True)[:-3]})", 6.5)
    y += 18
    P.wrap(318, y, "If you would like information about credit counseling services, call 1-866-555-0177.", 250)

    P.t(40, 345, "Account Number: XXXX XXXX XXXX 4417", 8, True)
    for i, l in enumerate(HOLDER): P.t(40, 362 + i * 10, l)

    # activity
    y = 410
    P.box(36, y - 12, 576, y + 4, fill=(0.88, 0.88, 0.88))
    P.t(42, y, "ACCOUNT ACTIVITY", 10, True); y += 16
    P.t(42, y, "Date of", 7, True); y += 8
    P.t(42, y, "Transaction", 7, True); P.t(110, y, "Merchant Name or Transaction Description", 7, True)
    P.r(568, y, "$ Amount", 7, True); y += 4; P.line(42, y, 568); y += 12
    def section(title, items):
        nonlocal y
        P.t(110, y, title, 8, True); y += 11
        for d, desc, a in items:
            P.t(42, y, d); P.t(110, y, desc); P.r(568, y, money(a)); y += 10
        y += 4
    section("PAYMENTS AND OTHER CREDITS", payments + credits)
    section("PURCHASE", purchases_list)
    if fees_list:
        section("FEES CHARGED", fees_list)
    P.t(110, y, "TOTAL FEES FOR THIS PERIOD", 8, True); P.r(568, y, money(fees, dollar=True), 8, True); y += 14
    P.t(110, y, "INTEREST CHARGED", 8, True); y += 11
    P.t(42, y, closing[:5]); P.t(110, y, "INTEREST CHARGE ON PURCHASES"); P.r(568, y, money(interest)); y += 10
    P.t(110, y, "TOTAL INTEREST FOR THIS PERIOD", 8, True); P.r(568, y, money(interest, dollar=True), 8, True); y += 16

    # YTD box
    P.box(36, y, 576, y + 40)
    P.t(42, y + 12, "2024 Totals Year-to-Date", 9, True)
    P.t(42, y + 24, "Total fees charged in 2024"); P.r(300, y + 24, money(ytd_fees, dollar=True))
    P.t(42, y + 34, "Total interest charged in 2024"); P.r(300, y + 34, money(ytd_int, dollar=True))
    P.t(42, 770, f"JORDAN A MARCHETTI    Page 1 of 2    Statement Date: {closing}", 6.5)

    # page 2: interest charges
    P2 = Pg(doc)
    P2.t(40, 48, "CRESTLINE", 12, True); P2.t(400, 48, "Account Number: XXXX XXXX XXXX 4417", 7)
    y = 80
    P2.box(36, y - 12, 576, y + 4, fill=(0.88, 0.88, 0.88))
    P2.t(42, y, "INTEREST CHARGES", 10, True); y += 16
    P2.wrap(42, y, "Your Annual Percentage Rate (APR) is the annual interest rate on your account.", 500, 7); y += 14
    P2.t(42, y, "Balance Type", 7, True); P2.t(220, y, "Annual", 7, True); P2.t(330, y, "Balance Subject", 7, True)
    P2.r(568, y, "Interest", 7, True); y += 8
    P2.t(220, y, "Percentage Rate (APR)", 7, True); P2.t(330, y, "To Interest Rate", 7, True); P2.r(568, y, "Charges", 7, True)
    y += 4; P2.line(42, y, 568); y += 12
    P2.t(42, y, "PURCHASES", 8, True); y += 10
    bsir = round(interest / (0.2149 / 365 * days), 2)
    P2.t(50, y, "Purchases"); P2.t(220, y, "21.49% (v)(d)"); P2.r(400, y, money(bsir, dollar=True)); P2.r(568, y, money(interest, dollar=True)); y += 12
    P2.t(42, y, "CASH ADVANCES", 8, True); y += 10
    P2.t(50, y, "Cash Advances"); P2.t(220, y, "29.49% (v)(d)"); P2.r(400, y, "-0-"); P2.r(568, y, "-0-"); y += 12
    P2.t(42, y, "BALANCE TRANSFERS", 8, True); y += 10
    P2.t(50, y, "Balance Transfer"); P2.t(220, y, "21.49% (v)(d)"); P2.r(400, y, "-0-"); P2.r(568, y, "-0-"); y += 14
    P2.r(568, y, f"{days} Days in Billing Period", 7); y += 14
    P2.wrap(42, y, "(v) = Variable Rate   (d) = Daily Balance Method (including new transactions)   "
            "Please see Information About Your Account section for the Calculation of Balance Subject to "
            "Interest Rate, Annual Renewal Notice, How to Avoid Paying Interest, Missed Payments and other "
            "important information, as applicable.", 520, 6.5)
    y += 40
    P2.t(42, y, "IMPORTANT NEWS", 9, True); y += 12
    P2.wrap(42, y, "Earn 5x total points on Lyft rides through March 2025. Points are earned on the net purchase "
            "amount. Crestline Summit Preferred cardmembers also receive complimentary DashPass for a minimum "
            "of one year when activated by 12/31/2024.", 520, 7)
    P2.t(42, 770, f"JORDAN A MARCHETTI    Page 2 of 2    Statement Date: {closing}", 6.5)
    doc.save(out / fname)
    return dict(new=new, avail=avail, minpay=minpay, purchases=purchases, pay=pay, cred=cred, fees=fees, bsir=bsir,
                mins=(round(new * 2.13), round(new * 1.2 / 36), round(new * 1.2)))


# ---------------------------------------------------------------- Northgate card (different layout)
def northgate(out: Path):
    prev = 845.20; pay = -845.20; other = -12.50; cash = 200.00; fees = 10.00; interest = 3.12
    tx = [("Feb 24", "Feb 26", "WHOLEFDS SJC 10184 SAN JOSE CA", 92.41), ("Feb 27", "Feb 28", "COSTCO WHSE #0472 SAN JOSE CA", 156.73),
          ("Mar 02", "Mar 04", "REI #45 SAN JOSE CA", 219.95), ("Mar 05", "Mar 06", "AMC ONLINE #0921 KANSAS CITY MO", 34.50),
          ("Mar 09", "Mar 11", "TARGET 00021147 SAN JOSE CA", 118.62), ("Mar 13", "Mar 14", "CHEVRON 0094512 SANTA CLARA CA", 61.07),
          ("Mar 16", "Mar 18", "PETCO 1432 SAN JOSE CA", 87.26), ("Mar 18", "Mar 19", "APPLE.COM/BILL 866-712-7753 CA", 2.99),
          ("Mar 20", "Mar 21", "IKEA EAST PALO ALTO CA", 364.36)]
    purch = round(sum(a for *_, a in tx), 2)
    new = round(prev + pay + other + purch + cash + fees + interest, 2)
    limit = 5000.00; avail = round(limit - new, 2); cl = 1000.00; cavail = round(cl - cash - fees - interest, 2)
    minpay = 40.00
    doc = fitz.open(); P = Pg(doc)
    P.t(40, 50, "NORTHGATE", 18, True); P.t(168, 50, "Card Services", 11)
    P.t(40, 66, "Northgate Platinum Rewards | Platinum Mastercard ending in 8832", 9, True)
    P.t(40, 78, "Feb 23, 2024 - Mar 22, 2024  |  29 days in Billing Cycle", 9)
    P.t(40, 100, "Payment Information", 11, True)
    P.t(40, 116, "New Balance", 9); P.r(280, 116, money(new, dollar=True), 14, True)
    P.t(40, 132, "Minimum Payment Due", 9); P.r(280, 132, money(minpay, dollar=True), 11, True)
    P.t(40, 148, "Payment Due Date", 9); P.r(280, 148, "Apr 17, 2024", 11, True)
    P.wrap(40, 164, "For online and phone payments, the deadline is 8pm ET. "
           "Late Payment Warning: If we do not receive your minimum payment by the due date, you may have to pay a "
           "late fee of up to $40.00 and your APRs may be increased up to the Penalty APR of 29.99%.", 240)
    P.box(310, 90, 576, 252)
    P.t(318, 104, "Account Summary", 11, True)
    y = 120
    for lab, v in [("Previous Balance", money(prev, dollar=True)), ("Payments", money(pay)), ("Other Credits", money(other)),
                   ("Transactions", money(purch, sign=True)), ("Cash Advances", money(cash, sign=True)),
                   ("Fees Charged", money(fees, sign=True)), ("Interest Charged", money(interest, sign=True))]:
        P.t(318, y, lab); P.r(568, y, v); y += 11
    P.line(318, y - 7, 568); y += 3
    P.t(318, y, "New Balance", 9, True); P.r(568, y, "= " + money(new, dollar=True), 9, True); y += 14
    for lab, v in [("Credit Limit", money(limit, dollar=True)), ("Available Credit (as of Mar 22, 2024)", money(avail, dollar=True)),
                   ("Cash Advance Credit Limit", money(cl, dollar=True)), ("Available Credit for Cash Advances", money(cavail, dollar=True))]:
        P.t(318, y, lab); P.r(568, y, v); y += 11
    # min warning
    y = 268
    P.t(40, y, "Minimum Payment Warning", 9, True); y += 10
    y = P.wrap(40, y, "If you make only the minimum payment each period, you will pay more in interest and it will take you "
               "longer to pay off your balance. For example:", 520, 7)
    y += 2
    for a, b, c in [("If you make no additional charges using this", "You will pay off the balance shown on", "And you will end up paying an"),
                    ("card and each month you pay...", "this statement in about...", "estimated total of...")]:
        P.t(40, y, a, 7, True); P.t(300, y, b, 7, True); P.t(480, y, c, 7, True); y += 9
    y += 4
    P.t(40, y, "Only the minimum payment", 7); P.t(300, y, "5 years", 7); P.t(480, y, "$2,081", 7); y += 10
    P.t(40, y, "$54", 7); P.t(300, y, "3 years", 7); P.t(480, y, "$1,930 (Savings=$151)", 7); y += 20
    P.t(40, y, "JORDAN A MARCHETTI", 8); P.t(40, y + 10, "2147 LARKSPUR DR"); P.t(40, y + 20, "SAN JOSE CA 95125-4410")
    y += 44
    P.t(40, y, "Transactions", 11, True); y += 14
    P.t(40, y, "Trans Date", 7, True); P.t(100, y, "Post Date", 7, True); P.t(160, y, "Description", 7, True); P.r(568, y, "Amount", 7, True)
    y += 4; P.line(40, y, 568); y += 11
    P.t(40, y, "JORDAN A MARCHETTI #8832: Payments, Credits and Adjustments", 8, True); y += 11
    P.t(40, y, "Mar 12"); P.t(100, y, "Mar 12"); P.t(160, y, "NORTHGATE MOBILE PYMT"); P.r(568, y, "- $845.20"); y += 10
    P.t(40, y, "Mar 08"); P.t(100, y, "Mar 09"); P.t(160, y, "REI #45 SAN JOSE CA (RETURN)"); P.r(568, y, "- $12.50"); y += 14
    P.t(40, y, "JORDAN A MARCHETTI #8832: Transactions", 8, True); y += 11
    for a, b, d, v in tx:
        P.t(40, y, a); P.t(100, y, b); P.t(160, y, d); P.r(568, y, money(v, dollar=True)); y += 10
    P.t(40, y, "Mar 15"); P.t(100, y, "Mar 15"); P.t(160, y, "CASH ADVANCE ATM 4410 STEVENS CRK SAN JOSE CA"); P.r(568, y, "$200.00"); y += 12
    P.t(160, y, "Total Transactions for This Period", 8, True); P.r(568, y, money(purch + cash, dollar=True), 8, True)
    P.t(40, 770, "Page 1 of 2", 6.5)
    P2 = Pg(doc)
    P2.t(40, 50, "Platinum Mastercard ending in 8832  |  Feb 23, 2024 - Mar 22, 2024", 8, True)
    y = 76
    P2.t(40, y, "Fees", 11, True); y += 12
    P2.t(40, y, "Mar 15"); P2.t(100, y, "Mar 15"); P2.t(160, y, "CASH ADVANCE FEE"); P2.r(568, y, "$10.00"); y += 11
    P2.t(160, y, "Total Fees for This Period", 8, True); P2.r(568, y, "$10.00", 8, True); y += 18
    P2.t(40, y, "Interest Charged", 11, True); y += 12
    P2.t(160, y, "Interest Charge on Purchases"); P2.r(568, y, "$0.00"); y += 10
    P2.t(160, y, "Interest Charge on Cash Advances"); P2.r(568, y, money(interest, dollar=True)); y += 10
    P2.t(160, y, "Interest Charge on Other Balances"); P2.r(568, y, "$0.00"); y += 11
    P2.t(160, y, "Total Interest for This Period", 8, True); P2.r(568, y, money(interest, dollar=True), 8, True); y += 20
    P2.t(40, y, "Totals Year-to-Date", 11, True); y += 12
    P2.t(40, y, "Total Fees charged in 2024"); P2.r(300, y, "$10.00"); y += 10
    P2.t(40, y, "Total Interest charged in 2024"); P2.r(300, y, "$3.12"); y += 20
    P2.t(40, y, "Interest Charge Calculation", 11, True); y += 10
    y = P2.wrap(40, y, "Your Annual Percentage Rate (APR) is the annual interest rate on your account.", 520, 7)
    y += 4
    P2.t(40, y, "Type of Balance", 7, True); P2.t(200, y, "Annual Percentage Rate (APR)", 7, True)
    P2.t(340, y, "Balance Subject to Interest Rate", 7, True); P2.r(568, y, "Interest Charge", 7, True); y += 4
    P2.line(40, y, 568); y += 11
    for a, b, c, d in [("Purchases", "24.99% V", "$0.00", "$0.00"), ("Cash Advances", "29.99% V", "$140.12", "$3.12"),
                       ("Other Balances", "24.99% V", "$0.00", "$0.00")]:
        P2.t(40, y, a); P2.t(200, y, b); P2.r(440, y, c); P2.r(568, y, d); y += 10
    y += 12
    P2.wrap(40, y, "Variable APRs will not exceed 29.99%. Interest is charged on cash advances from the transaction date. "
            "Northgate Card Services, P.O. Box 60599, City of Industry, CA 91716-0599.", 520, 6.5)
    P2.t(40, 770, "Page 2 of 2", 6.5)
    doc.save(out / "northgate_statement_032224.pdf")
    return dict(new=new, purch=purch, avail=avail, cavail=cavail)

# ---------------------------------------------------------------- Lakeshore bank statement
def bank(out: Path, fname: str, start, end, ck_begin, ck_deps, checks, debit, elec, fees, sv_begin, sv_deps, sv_int, sv_ytd, period_label, apy="2.01%"):
    doc = fitz.open(); P = Pg(doc)
    P.t(40, 50, "Lakeshore Federal Bank", 14, True); P.t(40, 62, "P O Box 18240"); P.t(40, 72, "Milwaukee, WI 53218-0240")
    P.t(380, 50, period_label, 8, True)
    P.t(380, 62, "Primary Account: 000000381552290")
    P.t(380, 80, "CUSTOMER SERVICE INFORMATION", 7, True)
    P.t(380, 90, "Web site:  lakeshorefed.com", 7); P.t(380, 99, "Service Center:  1-800-555-0161", 7)
    for i, l in enumerate(["JORDAN A MARCHETTI", "CASEY R MARCHETTI", "2147 LARKSPUR DR", "SAN JOSE CA 95125-4410"]):
        P.t(60, 110 + i * 10, l)
    ck_dep = round(sum(a for *_, a in ck_deps), 2); ck_chk = round(sum(a for *_, a in checks), 2)
    ck_deb = round(sum(a for *_, a in debit), 2); ck_el = round(sum(a for *_, a in elec), 2); ck_fee = round(sum(a for *_, a in fees), 2)
    ck_end = round(ck_begin + ck_dep - ck_chk - ck_deb - ck_el - ck_fee, 2)
    sv_dep = round(sum(a for *_, a in sv_deps) + sv_int, 2); sv_end = round(sv_begin + sv_dep, 2)
    # consolidated balance summary
    y = 168
    P.box(36, y - 12, 576, y + 4, fill=(0.85, 0.85, 0.85)); P.t(42, y, "CONSOLIDATED BALANCE SUMMARY", 9, True); y += 16
    P.t(42, y, "ACCOUNT", 7, True); P.t(250, y, "ACCOUNT NUMBER", 7, True); P.r(460, y, "BEGINNING BALANCE", 7, True); P.r(568, y, "ENDING BALANCE", 7, True)
    y += 11
    P.t(42, y, "Lakeshore Total Checking"); P.t(250, y, "000000381552290"); P.r(460, y, money(ck_begin, dollar=True)); P.r(568, y, money(ck_end, dollar=True)); y += 10
    P.t(42, y, "Lakeshore Premier Savings"); P.t(250, y, "000003817267715"); P.r(460, y, money(sv_begin, dollar=True)); P.r(568, y, money(sv_end, dollar=True)); y += 10
    P.t(42, y, "Total", 8, True); P.r(460, y, money(ck_begin + sv_begin, dollar=True), 8, True); P.r(568, y, money(ck_end + sv_end, dollar=True), 8, True); y += 20
    # checking summary
    P.box(36, y - 12, 576, y + 4, fill=(0.85, 0.85, 0.85)); P.t(42, y, "CHECKING SUMMARY", 9, True); P.t(200, y, "Lakeshore Total Checking", 8); y += 16
    P.t(42, y, "Account Number:  000000381552290", 7); y += 12
    P.r(360, y, "INSTANCES", 7, True); P.r(460, y, "AMOUNT", 7, True); y += 11
    rows = [("Beginning Balance", "", money(ck_begin, dollar=True)),
            ("Deposits and Additions", str(len(ck_deps)), money(ck_dep)),
            ("Checks Paid", str(len(checks)), money(-ck_chk)),
            ("ATM & Debit Card Withdrawals", str(len(debit)), money(-ck_deb)),
            ("Electronic Withdrawals", str(len(elec)), money(-ck_el)),
            ("Fees", str(len(fees)), money(-ck_fee) if ck_fee else "0.00"),
            ("Ending Balance", str(len(ck_deps) + len(checks) + len(debit) + len(elec) + len(fees)), money(ck_end, dollar=True))]
    for lab, n, v in rows:
        b = lab in ("Beginning Balance", "Ending Balance")
        P.t(42, y, lab, 8, b); P.r(360, y, n); P.r(460, y, v, 8, b); y += 11
    y += 4
    if ck_fee:
        y = P.wrap(42, y, "Your monthly service fee was not waived this period because your combined balance fell below the "
                   "minimum daily balance requirement of $1,500.00.", 520, 6.5)
    else:
        y = P.wrap(42, y, "Congratulations, we waived your $12.00 Monthly Service Fee this period because you had electronic "
                   "deposits totaling $500.00 or more.", 520, 6.5)
    y += 10
    # checks paid
    P.t(42, y, "CHECKS PAID", 9, True); y += 12
    P.t(42, y, "CHECK NO.", 7, True); P.t(130, y, "DATE PAID", 7, True); P.r(300, y, "AMOUNT", 7, True); y += 4; P.line(42, y, 300); y += 10
    for no, d, a in checks:
        P.t(42, y, no); P.t(130, y, d); P.r(300, y, money(a, dollar=True)); y += 10
    P.t(42, y, "Total Checks Paid", 8, True); P.r(300, y, money(ck_chk, dollar=True), 8, True); y += 10
    P.t(42, y, "If you see a description in the Checks Paid section, it means that we received only electronic information about the check.", 6)
    y += 18
    # transaction detail
    P.t(42, y, "TRANSACTION DETAIL", 9, True); y += 12
    P.t(42, y, "DATE", 7, True); P.t(90, y, "DESCRIPTION", 7, True); P.r(480, y, "AMOUNT", 7, True); P.r(568, y, "BALANCE", 7, True); y += 4
    P.line(42, y, 568); y += 10
    P.t(90, y, "Beginning Balance"); P.r(568, y, money(ck_begin, dollar=True)); y += 10
    ev = [(d, desc, a) for d, desc, a in ck_deps] + [(d, f"Check # {no}", -a) for no, d, a in checks] + \
         [(d, desc, -a) for d, desc, a in debit] + [(d, desc, -a) for d, desc, a in elec] + [(d, desc, -a) for d, desc, a in fees]
    ev.sort(key=lambda e: e[0])
    bal = ck_begin; cur = P
    for d, desc, a in ev:
        bal = round(bal + a, 2)
        if y > 740:
            cur.t(42, 770, "Page 1 of 2", 6.5)
            cur = Pg(doc); y = 60
            cur.t(42, y, "TRANSACTION DETAIL (continued)", 9, True); y += 12
            cur.t(42, y, "DATE", 7, True); cur.t(90, y, "DESCRIPTION", 7, True); cur.r(480, y, "AMOUNT", 7, True); cur.r(568, y, "BALANCE", 7, True); y += 4
            cur.line(42, y, 568); y += 10
        cur.t(42, y, d); cur.t(90, y, desc); cur.r(480, y, money(a)); cur.r(568, y, money(bal)); y += 10
    assert abs(bal - ck_end) < 0.005
    cur.t(90, y, "Ending Balance", 8, True); cur.r(568, y, money(ck_end, dollar=True), 8, True); y += 24
    if cur is P:
        cur.t(42, 770, "Page 1 of 2", 6.5); cur = Pg(doc); y = 60
    # savings
    S = cur
    S.box(36, y - 12, 576, y + 4, fill=(0.85, 0.85, 0.85)); S.t(42, y, "SAVINGS SUMMARY", 9, True); S.t(200, y, "Lakeshore Premier Savings", 8); y += 16
    S.t(42, y, "Account Number:  000003817267715", 7); y += 12
    S.r(360, y, "INSTANCES", 7, True); S.r(460, y, "AMOUNT", 7, True); y += 11
    for lab, n, v in [("Beginning Balance", "", money(sv_begin, dollar=True)), ("Deposits and Additions", str(len(sv_deps) + 1), money(sv_dep)),
                      ("Electronic Withdrawals", "0", "0.00"), ("Ending Balance", str(len(sv_deps) + 1), money(sv_end, dollar=True))]:
        b = lab in ("Beginning Balance", "Ending Balance")
        S.t(42, y, lab, 8, b); S.r(360, y, n); S.r(460, y, v, 8, b); y += 11
    y += 6
    S.t(42, y, "Annual Percentage Yield Earned This Period"); S.r(460, y, apy); y += 10
    S.t(42, y, "Interest Earned This Period"); S.r(460, y, money(sv_int, dollar=True)); y += 10
    S.t(42, y, "Interest Paid Year-to-Date"); S.r(460, y, money(sv_ytd, dollar=True)); y += 20
    S.t(42, y, "TRANSACTION DETAIL", 9, True); y += 12
    S.t(42, y, "DATE", 7, True); S.t(90, y, "DESCRIPTION", 7, True); S.r(480, y, "AMOUNT", 7, True); S.r(568, y, "BALANCE", 7, True); y += 4
    S.line(42, y, 568); y += 10
    S.t(90, y, "Beginning Balance"); S.r(568, y, money(sv_begin, dollar=True)); y += 10
    bal = sv_begin
    for d, desc, a in sv_deps + [(end[:5], "Interest Payment", sv_int)]:
        bal = round(bal + a, 2); S.t(42, y, d); S.t(90, y, desc); S.r(480, y, money(a)); S.r(568, y, money(bal)); y += 10
    S.t(90, y, "Ending Balance", 8, True); S.r(568, y, money(sv_end, dollar=True), 8, True); y += 24
    y = S.wrap(42, y, "IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-800-555-0161 or write us "
               "at the address on the front of this statement immediately if you think your statement or receipt is incorrect "
               "or if you need more information about a transfer listed on the statement or receipt. We must hear from you no "
               "later than 60 days after we sent you the FIRST statement on which the problem or error appeared.", 520, 6.5)
    S.t(42, 770, "Page 2 of 2  |  Member FDIC  |  Equal Housing Lender", 6.5)
    doc.save(out / fname)
    return dict(ck_dep=ck_dep, ck_chk=ck_chk, ck_deb=ck_deb, ck_el=ck_el, ck_fee=ck_fee, ck_end=ck_end, sv_dep=sv_dep, sv_end=sv_end)


def draw(out: Path) -> list[Path]:
    """Draw the five statements into `out`; their paths."""
    out.mkdir(parents=True, exist_ok=True)
    feb = crestline(out, "Crestline_Statement_2024-02-14.pdf", "01/15/24", "02/14/24", "03/11/24", 2418.37,
        [("02/06", "Payment Thank You-Mobile", -1200.00)], [("01/29", "AMAZON MKTPLACE PMTS RETURN", -45.99)],
        [("01/16", "COSTCO WHSE #0472 SAN JOSE CA", 214.87), ("01/18", "SHELL OIL 57442 SAN JOSE CA", 48.20),
         ("01/20", "COSTCO WHSE #0472 SAN JOSE CA", 96.31), ("01/22", "NETFLIX.COM 866-579-7172 CA", 15.49),
         ("01/24", "UNITED 0162345678901 HOUSTON TX", 412.60), ("01/27", "TRADER JOE S #127 SAN JOSE CA", 73.44),
         ("02/01", "CHEVRON 0094512 SANTA CLARA CA", 52.75), ("02/03", "DD *DOORDASH THAIBASIL SAN FRANCISCO CA", 38.90),
         ("02/05", "THE HOME DEPOT #0631 SAN JOSE CA", 287.12), ("02/08", "MARRIOTT GASLAMP SAN DIEGO CA", 512.35),
         ("02/10", "SPOTIFY USA 877-778-1161 NY", 10.99), ("02/12", "COSTCO WHSE #0472 SAN JOSE CA", 110.44)],
        [], 22.84, 0.00, 41.17, days=31)
    mar = crestline(out, "Crestline_Statement_2024-03-14.pdf", "02/15/24", "03/14/24", "04/11/24", feb["new"],
        [("03/07", "Payment Thank You-Mobile", -1500.00)], [],
        [("02/16", "SAFEWAY #1711 SAN JOSE CA", 64.18), ("02/17", "COSTCO GAS #0472 SAN JOSE CA", 58.02),
         ("02/19", "NETFLIX.COM 866-579-7172 CA", 15.49), ("02/21", "BEST BUY 00011 SAN JOSE CA", 649.99),
         ("02/24", "COSTCO WHSE #0472 SAN JOSE CA", 243.76), ("02/27", "KAISER PERMANENTE OAKLAND CA", 40.00),
         ("03/01", "SOUTHWES 5262189903412 DALLAS TX", 318.40), ("03/03", "TST* BLUE LINE PIZZA CAMPBELL CA", 71.35),
         ("03/06", "WALGREENS #3281 SAN JOSE CA", 27.84), ("03/09", "SPOTIFY USA 877-778-1161 NY", 10.99),
         ("03/10", "HOMEGOODS #0412 SAN JOSE CA", 134.56), ("03/12", "UBER *TRIP HELP.UBER.COM CA", 42.18)],
        [("02/20", "ANNUAL MEMBERSHIP FEE", 95.00)], 29.71, 95.00, 70.88, days=29)
    northgate(out)
    b1 = bank(out, "Lakeshore_eStatement_2024-02-29.pdf", "02/01", "02/29", 4212.55,
        [("02/02", "Birchwood Labs Payroll PPD ID: 9111111103", 2843.17), ("02/16", "Birchwood Labs Payroll PPD ID: 9111111103", 2843.17),
         ("02/20", "Remote Online Deposit 1", 150.00)],
        [("1041", "02/05", 1650.00), ("1042", "02/12", 85.00), ("1043", "02/21", 240.00)],
        [("02/03", "Card Purchase 02/02 Costco Whse #0472 San Jose CA Card 6621", 187.43), ("02/10", "ATM Withdrawal 02/10 1550 Meridian Ave San Jose CA Card 6621", 200.00),
         ("02/17", "Card Purchase 02/16 Shell Oil 57442 San Jose CA Card 6621", 52.10), ("02/24", "Card Purchase 02/23 Trader Joe's #127 San Jose CA Card 6621", 96.38)],
        [("02/06", "Crestline Card Epay PPD ID: 4760039224", 1200.00), ("02/15", "PG&E Web Online PPD ID: 1941000001", 142.67),
         ("02/22", "Online Transfer To Sav ...7715 Transaction#: 19982301", 500.00), ("02/28", "Geico Auto Ins Pymt PPD ID: 5530000050", 118.40)],
        [("02/29", "Monthly Service Fee", 12.00)],
        18340.22, [("02/22", "Online Transfer From Chk ...2290 Transaction#: 19982301", 500.00)], 31.02, 61.85,
        "February 01, 2024 through February 29, 2024")
    b2 = bank(out, "Lakeshore_eStatement_2024-03-31.pdf", "03/01", "03/31", b1["ck_end"],
        [("03/01", "Birchwood Labs Payroll PPD ID: 9111111103", 2843.17), ("03/08", "Venmo Cashout PPD ID: 5264681992", 60.00),
         ("03/15", "Birchwood Labs Payroll PPD ID: 9111111103", 2843.17)],
        [("1044", "03/04", 1650.00), ("1045", "03/19", 75.00)],
        [("03/02", "Card Purchase 03/01 Costco Whse #0472 San Jose CA Card 6621", 212.66), ("03/09", "Card Purchase 03/08 Whole Foods Market San Jose CA Card 6621", 88.14),
         ("03/23", "ATM Withdrawal 03/23 1550 Meridian Ave San Jose CA Card 6621", 100.00)],
        [("03/07", "Crestline Card Epay PPD ID: 4760039224", 1500.00), ("03/12", "Northgate Card Pymt PPD ID: 9541719318", 845.20),
         ("03/14", "PG&E Web Online PPD ID: 1941000001", 128.31), ("03/22", "Online Transfer To Sav ...7715 Transaction#: 20311877", 500.00),
         ("03/28", "Geico Auto Ins Pymt PPD ID: 5530000050", 118.40)],
        [],
        b1["sv_end"], [("03/22", "Online Transfer From Chk ...2290 Transaction#: 20311877", 500.00)], 33.10, 94.95,
        "March 01, 2024 through March 31, 2024")
    return sorted(out.glob("*.pdf"))


if __name__ == "__main__":
    for path in draw(Path(sys.argv[1] if len(sys.argv) > 1 else "statements-drawn")):
        print(path)
