"""Pay stubs, drawn: two semi-monthly earnings statements of one employer laid out as the big
payroll services print theirs (Birchwood Labs: statutory and other deductions as negatives, an
employer's 401(k) match beside them, the deposit advice at the foot), another employer's
biweekly stub in the tables an online payroll prints (Fernhill Dental Group: taxes, deductions
and the employer's contributions in tables of their own, a summary of the four), and a year's
last stub from a third payroll's layout, scanned (Harbor Point Logistics: a December stub whose
year to date is the year's). Fictional people and figures, consistent arithmetic.

The generated corpora hold no pay stubs and realdocs-dev one; evals/questions-by-hand/
paystubs-drawn.json asks these in a person's words, keyed by what is drawn. Measured by hand,
outside CI's gate:

    python -m evals.drawn_paystubs DIR
    docq eval evals/questions-by-hand/paystubs-drawn.json --docs paystubs-drawn=DIR
"""
from __future__ import annotations

import sys
from pathlib import Path

import pymupdf as fitz
from PIL import Image

from evals.drawn_statements import Pg, money
from evals.scanner import degrade, to_image_pdf


def c(v: float) -> float:
    return round(v + 1e-9, 2)


def pay(gross_lines, pretax, post, fed_rate, state_rate, sdi_rate=0.011):
    """One pay's figures: its earnings lines, pre-tax and after-tax deductions, taxes by rate."""
    gross = c(sum(a for _, _, _, a in gross_lines))
    pre = {k: c(v(gross) if callable(v) else v) for k, v in pretax.items()}
    sec125 = sum(v for k, v in pre.items() if "401" not in k)
    fica_wages = gross - sec125
    fed_wages = c(gross - sum(pre.values()))
    taxes = {"Federal Income Tax": c(fed_wages * fed_rate), "Social Security Tax": c(fica_wages * 0.062),
             "Medicare Tax": c(fica_wages * 0.0145), "State Income Tax": c(fed_wages * state_rate),
             "SDI Tax": c(gross * sdi_rate)}
    after = {k: c(v) for k, v in post.items()}
    net = c(gross - sum(pre.values()) - sum(taxes.values()) - sum(after.values()))
    return dict(lines=gross_lines, gross=gross, pre=pre, taxes=taxes, post=after, fed_wages=fed_wages, net=net)


def ytd(*pays):
    """The year to date after `pays`: every figure summed by its name."""
    out = {"gross": c(sum(p["gross"] for p in pays)), "net": c(sum(p["net"] for p in pays)),
           "fed_wages": c(sum(p["fed_wages"] for p in pays))}
    for part in ("pre", "taxes", "post"):
        out[part] = {k: c(sum(p[part].get(k, 0.0) for p in pays)) for k in pays[-1][part]}
    out["lines"] = {}
    for p in pays:
        for name, _, hours, amount in p["lines"]:
            h, a = out["lines"].get(name, (0.0, 0.0))
            out["lines"][name] = (c(h + hours), c(a + amount))
    return out


# ---------------------------------------------------------------- Birchwood Labs (ADP's layout)
RATE = 45.6731
BIRCH_PRE = {"401(k)": lambda g: g * 0.06, "Dental": 18.75, "Medical": 142.50, "Vision": 4.10}
BIRCH_POST = {"Life Ins Supp": 6.20}


def birch_pay(overtime_hours=0.0, holiday_hours=0.0):
    lines = [("Regular", RATE, 88.0 - holiday_hours, c(RATE * (88.0 - holiday_hours)))]
    if holiday_hours:
        lines.append(("Holiday", RATE, holiday_hours, c(RATE * holiday_hours)))
    if overtime_hours:
        lines.append(("Overtime", c(RATE * 1.5), overtime_hours, c(RATE * 1.5 * overtime_hours)))
    return pay(lines, BIRCH_PRE, BIRCH_POST, 0.112, 0.046)


def birchwood(path: Path, p, y, begin, end, paydate, advice, match_now, match_ytd):
    doc = fitz.open(); P = Pg(doc)
    P.t(40, 50, "CO.", 6); P.t(62, 50, "FILE", 6); P.t(88, 50, "DEPT.", 6); P.t(118, 50, "CLOCK", 6); P.t(148, 50, "VCHR. NO.", 6)
    P.t(40, 58, "BWL", 7); P.t(62, 58, "004417", 7); P.t(88, 58, "210", 7); P.t(118, 58, "0088", 7); P.t(148, 58, advice[-7:], 7)
    P.t(40, 74, "Birchwood Labs Inc", 9, True); P.t(40, 84, "400 Innovation Way"); P.t(40, 94, "San Jose, CA 95134")
    P.t(400, 54, "Earnings Statement", 14, True)
    P.t(400, 72, "Period Beginning:"); P.t(480, 72, begin)
    P.t(400, 82, "Period Ending:"); P.t(480, 82, end)
    P.t(400, 92, "Pay Date:"); P.t(480, 92, paydate)
    P.t(40, 118, "Filing Status: Single"); P.t(40, 128, "Exemptions/Allowances:")
    P.t(50, 138, "Federal:  Standard Withholding Table"); P.t(50, 148, "CA:  1")
    for i, s in enumerate(["JORDAN A MARCHETTI", "2147 LARKSPUR DR", "SAN JOSE CA 95125-4410"]):
        P.t(360, 124 + 11 * i, s, 9)
    P.t(360, 166, "Social Security Number:  XXX-XX-4481", 7)
    # earnings
    yy = 186
    P.t(40, yy, "Earnings", 9, True); P.t(150, yy, "rate", 8, True); P.t(200, yy, "hours", 8, True)
    P.r(290, yy, "this period", 8, True); P.r(360, yy, "year to date", 8, True); P.line(40, yy + 3, 360)
    yy += 14
    names = [n for n in y["lines"]]
    now = {n: (r, h, a) for n, r, h, a in p["lines"]}
    for n in names:
        P.t(40, yy, n)
        if n in now:
            r, h, a = now[n]
            P.r(180, yy, f"{r:.4f}"); P.r(225, yy, f"{h:.2f}"); P.r(290, yy, money(a))
        P.r(360, yy, money(y["lines"][n][1])); yy += 11
    P.t(60, yy + 2, "Gross Pay", 9, True); P.r(290, yy + 2, money(p["gross"], dollar=True), 9, True); P.r(360, yy + 2, money(y["gross"]), 9)
    yy += 22
    P.t(40, yy, "Deductions", 9, True); P.t(100, yy, "Statutory", 8, True); yy += 12
    for k in p["taxes"]:
        label = ("CA " + k) if k.startswith(("State", "SDI")) else k
        P.t(100, yy, label); P.r(290, yy, "-" + money(p["taxes"][k])); P.r(360, yy, money(y["taxes"][k])); yy += 11
    yy += 4; P.t(100, yy, "Other", 8, True); yy += 12
    for k in p["pre"]:
        P.t(100, yy, k); P.r(290, yy, "-" + money(p["pre"][k]) + "*"); P.r(360, yy, money(y["pre"][k])); yy += 11
    for k in p["post"]:
        P.t(100, yy, k); P.r(290, yy, "-" + money(p["post"][k])); P.r(360, yy, money(y["post"][k])); yy += 11
    yy += 4
    P.t(60, yy, "Net Pay", 10, True); P.r(290, yy, money(p["net"], dollar=True), 10, True); yy += 18
    P.t(40, yy, "* Excluded from federal taxable wages", 7); yy += 10
    P.t(40, yy, f"Your federal taxable wages this period are {money(p['fed_wages'], dollar=True)}", 7)
    # right column
    P.t(400, 186, "Other Benefits and", 9, True); P.t(400, 196, "Information", 9, True)
    P.r(520, 196, "this period", 7, True); P.r(572, 196, "total to date", 7, True); P.line(400, 199, 572)
    P.t(400, 210, "401(k) Employer Match"); P.r(520, 210, money(match_now)); P.r(572, 210, money(match_ytd))
    P.t(400, 221, "Vacation Hrs Avail"); P.r(572, 221, "64.00")
    P.t(400, 232, "Sick Hrs Avail"); P.r(572, 232, "22.50")
    P.t(400, 252, "Important Notes", 9, True)
    P.wrap(400, 264, "Your 401(k) contribution rate is 6% of eligible pay. Birchwood Labs matches 50% of your "
           "contributions up to 6%. Open enrollment for 2025 benefits begins November 1.", 172, 6.5, 8)
    # the deposit advice, at the foot
    P.line(36, 600, 576, 1.0)
    P.t(40, 620, "Birchwood Labs Inc", 9, True); P.t(40, 630, "400 Innovation Way, San Jose, CA 95134")
    P.t(400, 620, "Advice number:"); P.t(480, 620, advice)
    P.t(400, 630, "Pay date:"); P.t(480, 630, paydate)
    P.t(40, 656, "Deposited to the account of", 7); P.t(220, 656, "account number", 7); P.t(330, 656, "transit ABA", 7)
    P.r(570, 656, "amount", 7)
    P.t(40, 668, "JORDAN A MARCHETTI", 8); P.t(220, 668, "xxxxxx2290"); P.t(330, 668, "xxxx xxxx")
    P.r(570, 668, money(p["net"], dollar=True), 8)
    P.t(250, 700, "NON-NEGOTIABLE", 12, True)
    doc.save(str(path)); doc.close()


# ---------------------------------------------------------------- Fernhill Dental (an online payroll's tables)
FERN_RATE = 52.00
FERN_PRE = {"401k": lambda g: g * 0.05, "Medical": 96.40}


def fern_pay(hours):
    return pay([("Regular Hours", FERN_RATE, hours, c(FERN_RATE * hours))], FERN_PRE, {}, 0.095, 0.041, 0.011)


def fernhill(path: Path, p, y, period, payday, match_now, match_ytd, health_now, health_ytd):
    doc = fitz.open(); P = Pg(doc)
    P.t(40, 52, "Fernhill Dental Group", 14, True); P.t(40, 64, "1180 Alder Street, Suite 200, Portland, OR 97205")
    P.r(572, 52, "Pay Stub", 12, True)
    P.t(40, 90, "Employee", 8, True); P.t(40, 101, "Riley T. Marchetti"); P.t(40, 111, "2147 Larkspur Dr, San Jose, CA 95125")
    P.t(40, 121, "XXX-XX-9035")
    P.t(330, 90, "Pay Period", 8, True); P.t(330, 101, period)
    P.t(460, 90, "Pay Day", 8, True); P.t(460, 101, payday)
    P.t(330, 117, "Net Pay", 8, True); P.t(330, 130, money(p["net"], dollar=True), 12, True)

    def table(yy, title, heads, rows, total=None):
        P.box(40, yy - 10, 572, yy + 4, fill=(0.9, 0.93, 0.96)); P.t(44, yy, title, 9, True)
        yy += 16
        xs = [44, 250, 330, 470, 568]
        for i, h in enumerate(heads):
            (P.t if i == 0 else P.r)(xs[i] if i == 0 else xs[len(xs) - len(heads) + i], yy, h, 7, True)
        yy += 4; P.line(40, yy, 572); yy += 10
        for row in rows:
            for i, v in enumerate(row):
                (P.t if i == 0 else P.r)(xs[i] if i == 0 else xs[len(xs) - len(heads) + i], yy, v)
            yy += 11
        if total:
            P.line(40, yy - 7, 572)
            for i, v in enumerate(total):
                (P.t if i == 0 else P.r)(xs[i] if i == 0 else xs[len(xs) - len(heads) + i], yy + 2, v, 8, True)
            yy += 13
        return yy + 12

    (name, rate, hours, amount), = p["lines"]
    yy = table(160, "Employee Gross Earnings", ["Description", "Rate", "Hours", "Current", "Year-To-Date"],
               [[name, f"${rate:.2f}", f"{hours:.2f}", money(amount, dollar=True), money(y["lines"][name][1], dollar=True)]],
               ["Total", "", f"{hours:.2f}", money(p["gross"], dollar=True), money(y["gross"], dollar=True)])
    taxes = {"Federal Income Tax": "Federal Income Tax", "Social Security Tax": "Social Security",
             "Medicare Tax": "Medicare", "State Income Tax": "California PIT", "SDI Tax": "California SDI"}
    yy = table(yy, "Employee Taxes Withheld", ["Employee Tax", "Current", "Year-To-Date"],
               [[taxes[k], money(p["taxes"][k], dollar=True), money(y["taxes"][k], dollar=True)] for k in taxes],
               ["Total", money(sum(p["taxes"].values()), dollar=True), money(sum(y["taxes"].values()), dollar=True)])
    yy = table(yy, "Employee Deductions", ["Description", "Type", "Current", "Year-To-Date"],
               [["401k", "Pre-Tax", money(p["pre"]["401k"], dollar=True), money(y["pre"]["401k"], dollar=True)],
                ["Medical", "Pre-Tax", money(p["pre"]["Medical"], dollar=True), money(y["pre"]["Medical"], dollar=True)]],
               ["Total", "", money(sum(p["pre"].values()), dollar=True), money(sum(y["pre"].values()), dollar=True)])
    yy = table(yy, "Employer Contributions", ["Company Contribution", "Current", "Year-To-Date"],
               [["401k Match", money(match_now, dollar=True), money(match_ytd, dollar=True)],
                ["Medical", money(health_now, dollar=True), money(health_ytd, dollar=True)]],
               ["Total", money(match_now + health_now, dollar=True), money(match_ytd + health_ytd, dollar=True)])
    yy = table(yy, "Summary", ["Description", "Current", "Year-To-Date"],
               [["Gross Earnings", money(p["gross"], dollar=True), money(y["gross"], dollar=True)],
                ["Pre-Tax Deductions/Contributions", money(sum(p["pre"].values()), dollar=True), money(sum(y["pre"].values()), dollar=True)],
                ["Taxes", money(sum(p["taxes"].values()), dollar=True), money(sum(y["taxes"].values()), dollar=True)],
                ["Post-Tax Deductions/Contributions", "$0.00", "$0.00"],
                ["Net Pay", money(p["net"], dollar=True), money(y["net"], dollar=True)]])
    P.t(40, yy, "Payment Method: Direct Deposit to Checking ...2290", 8)
    doc.save(str(path)); doc.close()


# ---------------------------------------------------------------- Harbor Point Logistics (scanned)
HP_RATE = 31.25
HP_PRE = {"401K": lambda g: g * 0.04, "Medical": 61.15}


def hp_pay(hours, ot=0.0):
    lines = [("Regular", HP_RATE, hours, c(HP_RATE * hours))]
    if ot:
        lines.append(("Overtime", c(HP_RATE * 1.5), ot, c(HP_RATE * 1.5 * ot)))
    return pay(lines, HP_PRE, {}, 0.104, 0.043)


def harbor(path: Path, p, y, period_end, check_date, check_no):
    doc = fitz.open(); P = Pg(doc)
    P.t(40, 50, "HARBOR POINT LOGISTICS LLC", 12, True); P.t(40, 62, "2800 Marina Blvd, Oakland CA 94607")
    P.r(572, 50, "Earnings Statement", 11, True)
    P.t(40, 86, "Employee"); P.t(120, 86, "Jordan A Marchetti"); P.t(330, 86, "Check Date"); P.t(420, 86, check_date)
    P.t(40, 97, "Employee ID"); P.t(120, 97, "30217"); P.t(330, 97, "Period Ending"); P.t(420, 97, period_end)
    P.t(40, 108, "Department"); P.t(120, 108, "Dispatch"); P.t(330, 108, "Check Number"); P.t(420, 108, check_no)
    yy = 136
    P.line(40, yy - 10, 572)
    for x, h in [(40, "Earnings"), (150, "Rate"), (205, "Hours"), (262, "Amount"), (330, "YTD Hours"), (400, "YTD Amount")]:
        (P.t if x == 40 else P.r)(x if x == 40 else x + 30, yy, h, 8, True)
    yy += 4; P.line(40, yy, 572); yy += 11
    now = {n: (r, h, a) for n, r, h, a in p["lines"]}
    for n, (yh, ya) in y["lines"].items():
        P.t(40, yy, n)
        if n in now:
            r, h, a = now[n]; P.r(180, yy, f"{r:.2f}"); P.r(235, yy, f"{h:.2f}"); P.r(292, yy, money(a))
        P.r(360, yy, f"{yh:.2f}"); P.r(430, yy, money(ya)); yy += 11
    yy += 10
    P.line(40, yy - 10, 572)
    for x, h in [(40, "Withholdings"), (262, "Amount"), (400, "YTD Amount")]:
        (P.t if x == 40 else P.r)(x if x == 40 else x + 30, yy, h, 8, True)
    yy += 4; P.line(40, yy, 572); yy += 11
    names = {"Social Security Tax": "Social Security", "Medicare Tax": "Medicare", "Federal Income Tax": "Fed Income Tax",
             "State Income Tax": "CA Income Tax", "SDI Tax": "CA Disability"}
    for k, label in names.items():
        P.t(40, yy, label); P.r(292, yy, money(p["taxes"][k])); P.r(430, yy, money(y["taxes"][k])); yy += 11
    yy += 10
    P.line(40, yy - 10, 572)
    for x, h in [(40, "Deductions"), (262, "Amount"), (400, "YTD Amount")]:
        (P.t if x == 40 else P.r)(x if x == 40 else x + 30, yy, h, 8, True)
    yy += 4; P.line(40, yy, 572); yy += 11
    for k in p["pre"]:
        P.t(40, yy, k); P.r(292, yy, money(p["pre"][k])); P.r(430, yy, money(y["pre"][k])); yy += 11
    yy += 14
    # the totals strip
    P.box(40, yy - 10, 572, yy + 30)
    heads = ["Gross Earnings", "Total Withholdings", "Total Deductions", "Net Pay"]
    now_v = [p["gross"], sum(p["taxes"].values()), sum(p["pre"].values()), p["net"]]
    ytd_v = [y["gross"], sum(y["taxes"].values()), sum(y["pre"].values()), y["net"]]
    P.t(46, yy + 12, "Current"); P.t(46, yy + 24, "YTD")
    for i, h in enumerate(heads):
        x = 200 + 120 * i
        P.r(x, yy, h, 7, True); P.r(x, yy + 12, money(now_v[i])); P.r(x, yy + 24, money(ytd_v[i]))
    yy += 50
    P.t(40, yy, "Net Pay Allocations", 8, True); P.t(200, yy, "Checking  XXXXXX2290"); P.r(430, yy, money(p["net"])); yy += 20
    P.t(40, yy, "Thank you for a great 2023. Your W-2 will be available in the employee portal by January 31.", 7)
    page = doc[0]
    pix = page.get_pixmap(dpi=300, colorspace=fitz.csGRAY)
    img = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    doc.close()
    to_image_pdf([degrade(img, rotate_deg=0.6, noise=0.002, blur=0.6, seed=31)], path)


def draw(out: Path) -> list[Path]:
    """Draw the five pay stubs into `out`; their paths."""
    out.mkdir(parents=True, exist_ok=True)
    jan1, jan2, feb1 = birch_pay(), birch_pay(holiday_hours=8.0), birch_pay()
    feb2, mar1 = birch_pay(), birch_pay(overtime_hours=6.0)
    match = [c(q["pre"]["401(k)"] * 0.5) for q in (jan1, jan2, feb1, feb2, mar1)]
    birchwood(out / "Birchwood_EarningsStatement_2024-03-01.pdf", feb2, ytd(jan1, jan2, feb1, feb2),
              "02/16/2024", "02/29/2024", "03/01/2024", "00000090412", match[3], c(sum(match[:4])))
    birchwood(out / "Birchwood_EarningsStatement_2024-03-15.pdf", mar1, ytd(jan1, jan2, feb1, feb2, mar1),
              "03/01/2024", "03/15/2024", "03/15/2024", "00000110387", match[4], c(sum(match)))
    ferns = [fern_pay(h) for h in (64.0, 72.0, 70.5, 76.0, 68.0, 74.5)]
    fmatch = [c(q["pre"]["401k"] * 0.5) for q in ferns]
    fernhill(out / "paystub_fernhill_2024-03-22.pdf", ferns[-1], ytd(*ferns), "Mar 4, 2024 - Mar 17, 2024",
             "Mar 22, 2024", fmatch[-1], c(sum(fmatch)), 210.00, 1260.00)
    hps = [hp_pay(80.0, ot=(4.0 if i % 5 == 2 else 0.0)) for i in range(26)]
    harbor(out / "scan_0147.pdf", hps[-1], ytd(*hps), "12/23/2023", "12/29/2023", "048812")
    return sorted(out.glob("*.pdf"))


def key(out: Path) -> None:
    """Print every figure drawn, to key questions by."""
    jan1, jan2, feb1 = birch_pay(), birch_pay(holiday_hours=8.0), birch_pay()
    feb2, mar1 = birch_pay(), birch_pay(overtime_hours=6.0)
    print("birch feb2", feb2, "\n ytd", ytd(jan1, jan2, feb1, feb2))
    print("birch mar1", mar1, "\n ytd", ytd(jan1, jan2, feb1, feb2, mar1))
    ferns = [fern_pay(h) for h in (64.0, 72.0, 70.5, 76.0, 68.0, 74.5)]
    print("fern", ferns[-1], "\n ytd", ytd(*ferns), [c(q["pre"]["401k"] * 0.5) for q in ferns])
    hps = [hp_pay(80.0, ot=(4.0 if i % 5 == 2 else 0.0)) for i in range(26)]
    print("harbor", hps[-1], "\n ytd", ytd(*hps))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--key"]:
        key(Path("."))
    else:
        for path in draw(Path(sys.argv[1] if len(sys.argv) > 1 else "paystubs-drawn")):
            print(path)
