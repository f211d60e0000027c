"""Filled IRS recipient forms, made from the real blank forms in ../shared/forms/irs/.

`fill(form, out, values, tax_year=..., corrected=...)` clears every widget (the published PDFs
carry sample values as field defaults), writes the values given by box, checks the CORRECTED
box when asked, and flattens the form so its values are page text, as a payer's PDF is.
`scan(pdf, out)` renders it to an image-only PDF page, as a scanner makes one; `write` makes a
`Filled` form as it reaches a folder: the payer's PDF, a scan of its printout or a phone photo.

Boxes are named as the form prints them ("1" for box 1, "payer" for the payer's block,
"recipient" for the recipient's name); `WIDGETS` maps them to each form's field names.

A form a household also receives that has no blank here (the 1099-NEC, 1099-MISC, 1099-B, 1099-R,
1098-E, 1098-T, and the Social Security Administration's SSA-1099) is drawn: `DRAWN` holds its
grid from the published Copy B (each box's place, in inches on the 7.3" x 3.75" form, and its
caption as printed), and `draw` prints the grid, the captions and the values as a payer's PDF
prints them.
"""
from __future__ import annotations

import io
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import pymupdf
from PIL import Image

from evals import scanner

FORMS = Path(__file__).resolve().parent.parent.parent / "shared" / "forms" / "irs"

# form → box → a unique part of the widget's field name. The two W-2 copies share their names
# below the copy's own subform. Checkboxes are boxes too ("13 retirement", "7" on the 1098):
# checked when the values name them.
_W2 = {
    "a": ".f2_01[", "b": ".f2_02[", "c": ".f2_03[", "d": ".f2_04[", "e first": ".f2_05[", "e last": ".f2_06[",
    "f": ".f2_08[", **{str(n): f".f2_{n + 8:02d}[" for n in range(1, 12)},
    "12a code": ".f2_20[", "12a": ".f2_21[", "12b code": ".f2_22[", "12b": ".f2_23[",
    "12c code": ".f2_24[", "12c": ".f2_25[", "12d code": ".f2_26[", "12d": ".f2_27[",
    "13 statutory": ".c2_2[", "13 retirement": ".c2_3[", "13 sick pay": ".c2_4[", "14": ".f2_28[",
    "15": ".f2_29[", "15 id": ".f2_30[", "16": ".f2_33[", "17": ".f2_35[", "18": ".f2_37[", "19": ".f2_39[",
    "20": ".f2_41[",
}
WIDGETS: dict[str, dict[str, str]] = {
    "fw2-2024-copy-c.pdf": _W2,
    "fw2-2024-copy-2.pdf": _W2,
    "f1099int-rev-2024-01.pdf": {
        "year": "CalendarYear", "corrected": "CopyBHeader[0].c2_1", "payer": "LeftColumn[0].f2_1[",
        "payer tin": ".f2_2[", "recipient tin": ".f2_3[", "recipient": "LeftColumn[0].f2_4[", "street": ".f2_5[",
        "city": ".f2_6[", "account": ".f2_7[", **{str(n): f".f2_{n + 8}[" for n in range(1, 15)},
        "15": ".f2_23[", "16": ".f2_25[", "17": ".f2_27[",
    },
    "f1099div-rev-2024-01.pdf": {
        "year": "CalendarYear", "corrected": "CopyHeader[0].c2_1", "payer": "LeftCol[0].f2_2[",
        "payer tin": ".f2_3[", "recipient tin": ".f2_4[", "recipient": "LeftCol[0].f2_5[", "street": ".f2_6[",
        "city": ".f2_7[", "account": ".f2_8[", "1a": ".f2_9[", "1b": ".f2_10[", "2a": ".f2_11[", "2b": ".f2_12[",
        "2c": ".f2_13[", "2d": ".f2_14[", "2e": ".f2_15[", "2f": ".f2_16[", "3": ".f2_17[", "4": ".f2_18[",
        "5": ".f2_19[", "6": ".f2_20[", "7": ".f2_21[", "8": ".f2_22[", "9": ".f2_23[", "10": ".f2_24[",
        "12": ".f2_25[", "13": ".f2_26[", "14": ".f2_27[", "15": ".f2_29[", "16": ".f2_31[",
    },
    "f1098-rev-2022-01.pdf": {
        "year": "CalendarYear", "corrected": "CopyHeader[0].c2_1", "payer": "LeftCol[0].f2_2[",
        "payer tin": ".f2_3[", "recipient tin": ".f2_4[", "recipient": "LeftCol[0].f2_5[", "street": ".f2_6[",
        "city": ".f2_7[", "account": ".f2_10[", "1": "RightCol[0].f2_11[", "2": "RightCol[0].f2_12[",
        "3": "RightCol[0].f2_13[", "4": "RightCol[0].f2_14[", "5": "RightCol[0].f2_15[", "6": "RightCol[0].f2_16[",
        "7": "RightCol[0].c2_3[", "8": "RightCol[0].f2_17[", "9": ".f2_8[", "10": ".f2_9[", "11": "RightCol[0].f2_18[",
    },
}

# form → box → its caption as the form prints it (the key a question is graded by)
CAPTIONS: dict[str, dict[str, str]] = {
    "w2": {
        "1": "1 Wages, tips, other compensation", "2": "2 Federal income tax withheld", "3": "3 Social security wages",
        "4": "4 Social security tax withheld", "5": "5 Medicare wages and tips", "6": "6 Medicare tax withheld",
        "7": "7 Social security tips", "8": "8 Allocated tips", "10": "10 Dependent care benefits",
        "11": "11 Nonqualified plans", "12a": "12a", "12b": "12b", "12c": "12c", "12d": "12d", "14": "14 Other",
        "16": "16 State wages, tips, etc.", "17": "17 State income tax", "18": "18 Local wages, tips, etc.",
        "19": "19 Local income tax",
    },
    "1099-int": {
        "1": "1 Interest income", "2": "2 Early withdrawal penalty",
        "3": "3 Interest on U.S. Savings Bonds and Treasury obligations", "4": "4 Federal income tax withheld",
        "5": "5 Investment expenses", "6": "6 Foreign tax paid", "8": "8 Tax-exempt interest",
        "9": "9 Specified private activity bond interest", "10": "10 Market discount", "11": "11 Bond premium",
        "17": "17 State tax withheld",
    },
    "1099-div": {
        "1a": "1a Total ordinary dividends", "1b": "1b Qualified dividends", "2a": "2a Total capital gain distr.",
        "2b": "2b Unrecap. Sec. 1250 gain", "3": "3 Nondividend distributions", "4": "4 Federal income tax withheld",
        "5": "5 Section 199A dividends", "6": "6 Investment expenses", "7": "7 Foreign tax paid",
        "12": "12 Exempt-interest dividends", "16": "16 State tax withheld",
    },
    "1098": {
        "1": "1 Mortgage interest received from payer(s)/borrower(s)", "2": "2 Outstanding mortgage principal",
        "3": "3 Mortgage origination date", "4": "4 Refund of overpaid interest", "5": "5 Mortgage insurance premiums",
        "6": "6 Points paid on purchase of principal residence", "10": "10 Other",
    },
}
CAPTIONS["1099-nec"] = {
    "1": "1 Nonemployee compensation", "3": "3 Excess golden parachute payments",
    "4": "4 Federal income tax withheld", "5": "5 State tax withheld", "7": "7 State income",
}
CAPTIONS["1099-r"] = {
    "1": "1 Gross distribution", "2a": "2a Taxable amount", "3": "3 Capital gain (included in box 2a)",
    "4": "4 Federal income tax withheld",
    "5": "5 Employee contributions/Designated Roth contributions or insurance premiums",
    "6": "6 Net unrealized appreciation in employer’s securities", "8": "8 Other",
    "9b": "9b Total employee contributions", "10": "10 Amount allocable to IRR within 5 years",
    "14": "14 State tax withheld", "16": "16 State distribution", "17": "17 Local tax withheld",
    "19": "19 Local distribution",
}
CAPTIONS["1099-misc"] = {
    "1": "1 Rents", "2": "2 Royalties", "3": "3 Other income", "4": "4 Federal income tax withheld",
    "5": "5 Fishing boat proceeds", "6": "6 Medical and health care payments",
    "8": "8 Substitute payments in lieu of dividends or interest", "9": "9 Crop insurance proceeds",
    "10": "10 Gross proceeds paid to an attorney", "11": "11 Fish purchased for resale",
    "12": "12 Section 409A deferrals", "14": "14 Excess golden parachute payments",
    "15": "15 Nonqualified deferred compensation", "16": "16 State tax withheld", "18": "18 State income",
}
CAPTIONS["ssa-1099"] = {
    "3": "Box 3. Benefits Paid in", "4": "Box 4. Benefits Repaid to SSA in", "5": "Box 5. Net Benefits for",
    "6": "Box 6. Voluntary Federal Income Tax Withheld",
    # a row of box 3's description, printed with its amount (the value given is the amount)
    "medicare": "Medicare Part B premiums deducted from your benefits",
}
CAPTIONS["1099-b"] = {
    "1d": "1d Proceeds", "1e": "1e Cost or other basis", "1f": "1f Accrued market discount",
    "1g": "1g Wash sale loss disallowed", "4": "4 Federal income tax withheld", "16": "16 State tax withheld",
    "8": "8 Profit or (loss) realized in", "11": "11 Aggregate profit or (loss)", "13": "13 Bartering",
}
CAPTIONS["1098-e"] = {"1": "1 Student loan interest received by lender"}
CAPTIONS["1098-t"] = {
    "1": "1 Payments received for qualified tuition and related expenses", "4": "4 Adjustments made for a prior year",
    "5": "5 Scholarships or grants", "6": "6 Adjustments to scholarships or grants for a prior year",
    "10": "10 Ins. contract reimb./refund",
}
KIND = {"fw2-2024-copy-c.pdf": "w2", "fw2-2024-copy-2.pdf": "w2", "f1099int-rev-2024-01.pdf": "1099-int",
        "f1099div-rev-2024-01.pdf": "1099-div", "f1098-rev-2022-01.pdf": "1098",
        "f1099nec-rev-2025-01": "1099-nec", "f1099r-rev-2025-01": "1099-r", "f1098e-rev-2025-01": "1098-e",
        "f1098t-rev-2025-01": "1098-t", "f1099misc-rev-2025-04": "1099-misc", "f1099b-rev-2025-01": "1099-b",
        "fssa1099-2025-01": "ssa-1099"}


@dataclass(frozen=True)
class Cell:
    """One box of a drawn form: where it is on the form (inches from the form's top left),
    its caption lines as printed ("{year}" where the form prints the year it is for), and where
    its value goes ("$": an amount after a dollar sign at the box's left; "text": lines under
    the caption; "check": a box to mark; "rows": lines of a label and its amount, tab apart)."""
    x0: float
    y0: float
    x1: float
    y1: float
    caption: tuple[str, ...]
    entry: str = "text"


@dataclass(frozen=True)
class Drawn:
    """A form drawn from the IRS's published Copy B: its number as printed beside "Form", its
    boxes, its own words outside the boxes' captions (box → (inches down in it, text, size,
    bold)) and the footer line printed under the grid (inches down, then texts left to right).
    Every drawn form has a "title" box: the IRS's forms print there their OMB number, "Form",
    the number (`number_at`: inches right and down in the box, and its size; None when the
    title's own words print it) and the year entered beside "For calendar year" (`year_at`).
    `corrects`: the form has a CORRECTED box over its grid."""
    number: str
    cells: dict[str, Cell]
    printed: dict[str, list[tuple[float, str, float, bool]]]
    footer_y: float
    footer: tuple[str, ...]
    number_at: tuple[float, float, float] | None = (0.35, 0.5, 13)
    year_at: tuple[float, float, float] = (1.05, 0.86, 9)
    corrects: bool = True


def _notice(*lines: str, top: float = 0.14) -> list[tuple[float, str, float, bool]]:
    return [(top + 0.1 * i, line, 6, False) for i, line in enumerate(lines)]


# Copy B's notice to the recipient, set in a column an inch and a sixth wide (the 1099-MISC's
# and the 1099-B's)
_NARROW_NOTICE = _notice("This is important tax", "information and is being", "furnished to the IRS. If",
                         "you are required to file a", "return, a negligence penalty", "or other sanction may be",
                         "imposed on you if this", "income is taxable and the", "IRS determines that it has",
                         "not been reported.")


# The 1099-NEC's Copy B (Rev. January 2025), as the IRS publishes it: three columns (the
# payer and recipient, the numbered boxes, the title and the copy's notice) over a row of
# the state boxes, each printing two lines.
_NEC = Drawn("1099-NEC", {
    "payer": Cell(0, 0, 3.4, 1.05, ("PAYER’S name, street address, city or town, state or province, country, ZIP",
                                     "or foreign postal code, and telephone no.")),
    "title": Cell(3.4, 0, 5.4, 1.05, ("OMB No. 1545-0116",)),
    "name": Cell(5.4, 0, 7.3, 1.05, ()),
    "payer tin": Cell(0, 1.05, 1.7, 1.4, ("PAYER’S TIN",)),
    "recipient tin": Cell(1.7, 1.05, 3.4, 1.4, ("RECIPIENT’S TIN",)),
    "1": Cell(3.4, 1.05, 5.4, 1.4, ("1 Nonemployee compensation",), "$"),
    "copy": Cell(5.4, 1.05, 7.3, 1.75, ()),
    "recipient": Cell(0, 1.4, 3.4, 1.75, ("RECIPIENT’S name",)),
    "2": Cell(3.4, 1.4, 5.4, 1.75, ("2 Payer made direct sales totaling $5,000 or more of",
                                     "consumer products to recipient for resale"), "check"),
    "street": Cell(0, 1.75, 3.4, 2.1, ("Street address (including apt. no.)",)),
    "3": Cell(3.4, 1.75, 5.4, 2.1, ("3 Excess golden parachute payments",), "$"),
    "notice": Cell(5.4, 1.75, 7.3, 2.8, ()),
    "city": Cell(0, 2.1, 3.4, 2.45, ("City or town, state or province, country, and ZIP or foreign postal code",)),
    "4": Cell(3.4, 2.1, 5.4, 2.45, ("4 Federal income tax withheld",), "$"),
    "account": Cell(0, 2.45, 3.4, 2.8, ("Account number (see instructions)",)),
    "blank": Cell(3.4, 2.45, 5.4, 2.8, ()),
    "5": Cell(0, 2.8, 2.3, 3.45, ("5 State tax withheld",), "$"),
    "6": Cell(2.3, 2.8, 4.8, 3.45, ("6 State/Payer’s state no.",)),
    "7": Cell(4.8, 2.8, 7.3, 3.45, ("7 State income",), "$"),
}, {
    "title": [(0.5, "Form", 6.5, False), (0.66, "(Rev. January 2025)", 6.5, False), (0.86, "For calendar year", 6.5, False)],
    "name": [(0.45, "Nonemployee", 12, True), (0.65, "Compensation", 12, True)],
    "copy": [(0.2, "Copy B", 9, True), (0.36, "For Recipient", 7, True)],
    "notice": _notice("This is important tax information and is", "being furnished to the IRS. If you are",
                      "required to file a return, a negligence", "penalty or other sanction may be",
                      "imposed on you if this income is", "taxable and the IRS determines that it",
                      "has not been reported."),
}, 3.6, ("Form 1099-NEC (Rev. 1-2025)", "(keep for your records)", "www.irs.gov/Form1099NEC",
         "Department of the Treasury - Internal Revenue Service"))

# The 1099-R's Copy B (Rev. January 2025): the payer and recipient down the left, the
# distribution's boxes in two narrow columns beside them (boxes 3 and 4, 5 and 6 side by side),
# the title at the right, then a row of boxes 9a to 13 and the state and local boxes under it,
# each printing two lines.
_R = Drawn("1099-R", {
    "payer": Cell(0, 0, 3.2, 1.1, ("PAYER’S name, street address, city or town, state or province,",
                                    "country, ZIP or foreign postal code, and telephone no.")),
    "1": Cell(3.2, 0, 4.6, 0.55, ("1 Gross distribution",), "$"),
    "title": Cell(4.6, 0, 6.0, 1.1, ("OMB No. 1545-0119",)),
    "name": Cell(6.0, 0, 7.3, 1.1, ()),
    "2a": Cell(3.2, 0.55, 4.6, 1.1, ("2a Taxable amount",), "$"),
    "payer tin": Cell(0, 1.1, 1.6, 1.45, ("PAYER’S TIN",)),
    "recipient tin": Cell(1.6, 1.1, 3.2, 1.45, ("RECIPIENT’S TIN",)),
    "2b": Cell(3.2, 1.1, 6.0, 1.45, ("2b Taxable amount not determined          Total distribution",)),
    "copy": Cell(6.0, 1.1, 7.3, 1.95, ()),
    "recipient": Cell(0, 1.45, 3.2, 1.9, ("RECIPIENT’S name",)),
    "3": Cell(3.2, 1.45, 4.6, 1.95, ("3 Capital gain (included", "in box 2a)"), "$"),
    "4": Cell(4.6, 1.45, 6.0, 1.95, ("4 Federal income tax", "withheld"), "$"),
    "street": Cell(0, 1.9, 3.2, 2.25, ("Street address (including apt. no.)",)),
    "5": Cell(3.2, 1.95, 4.6, 2.45, ("5 Employee contributions/Designated", "Roth contributions or insurance premiums"), "$"),
    "6": Cell(4.6, 1.95, 6.0, 2.45, ("6 Net unrealized appreciation in", "employer’s securities"), "$"),
    "notice": Cell(6.0, 1.95, 7.3, 2.95, ()),
    "city": Cell(0, 2.25, 3.2, 2.6, ("City or town, state or province, country, and ZIP or foreign postal code",)),
    "7": Cell(3.2, 2.45, 4.0, 2.95, ("7 Distribution", "code(s)")),
    "ira": Cell(4.0, 2.45, 4.6, 2.95, ("IRA/", "SEP/", "SIMPLE"), "check"),
    "8": Cell(4.6, 2.45, 6.0, 2.95, ("8 Other",), "$"),
    "account": Cell(0, 2.6, 3.2, 2.95, ("Account number (see instructions)",)),
    "10": Cell(0, 2.95, 1.6, 3.45, ("10 Amount allocable to IRR", "within 5 years"), "$"),
    "11": Cell(1.6, 2.95, 2.4, 3.45, ("11 1st year of", "desig. Roth contrib.")),
    "12": Cell(2.4, 2.95, 3.2, 3.45, ("12 FATCA filing", "requirement"), "check"),
    "9a": Cell(3.2, 2.95, 4.6, 3.45, ("9a Your percentage of total", "distribution")),
    "9b": Cell(4.6, 2.95, 6.0, 3.45, ("9b Total employee contributions",), "$"),
    "13": Cell(6.0, 2.95, 7.3, 3.45, ("13 Date of payment",)),
    "14": Cell(0, 3.45, 1.6, 4.1, ("14 State tax withheld",), "$"),
    "15": Cell(1.6, 3.45, 3.2, 4.1, ("15 State/Payer’s state no.",)),
    "16": Cell(3.2, 3.45, 4.6, 4.1, ("16 State distribution",), "$"),
    "17": Cell(4.6, 3.45, 6.0, 4.1, ("17 Local tax withheld",), "$"),
    "18": Cell(6.0, 3.45, 6.6, 4.1, ("18 Name of", "locality")),
    "19": Cell(6.6, 3.45, 7.3, 4.1, ("19 Local", "distribution"), "$"),
}, {
    "title": [(0.5, "Form", 6.5, False), (0.66, "(Rev. January 2025)", 6.5, False), (0.86, "For calendar year", 6.5, False)],
    "name": [(0.2 + 0.13 * i, line, 7.5, True) for i, line in enumerate((
        "Distributions From", "Pensions, Annuities,", "Retirement or", "Profit-Sharing", "Plans, IRAs,",
        "Insurance", "Contracts, etc."))],
    "copy": [(0.2, "Copy B", 9, True), (0.36, "Report this", 6, False), (0.46, "income on your", 6, False),
             (0.56, "federal tax return.", 6, False)],
    "notice": _notice("This information is being", "furnished to the IRS.", "If this form shows",
                      "federal income tax", "withheld in box 4, attach", "this copy to your return."),
}, 4.25, ("Form 1099-R (Rev. 1-2025)", "", "www.irs.gov/Form1099R", "Department of the Treasury - Internal Revenue Service"))

# The 1098-E's Copy B (Rev. January 2025): the lender and borrower down the left, box 1 and the
# title beside them, box 2's check across the width.
_E = Drawn("1098-E", {
    "payer": Cell(0, 0, 3.4, 1.05, ("RECIPIENT’S/LENDER’S name, street address, city or town, state or",
                                     "province, country, ZIP or foreign postal code, and telephone number")),
    "title": Cell(3.4, 0, 5.4, 1.05, ("OMB No. 1545-1576",)),
    "name": Cell(5.4, 0, 7.3, 1.05, ()),
    "payer tin": Cell(0, 1.05, 1.7, 1.4, ("RECIPIENT’S TIN",)),
    "recipient tin": Cell(1.7, 1.05, 3.4, 1.4, ("BORROWER’S TIN",)),
    "1": Cell(3.4, 1.05, 5.4, 1.75, ("1 Student loan interest received by lender",), "$"),
    "copy": Cell(5.4, 1.05, 7.3, 1.75, ()),
    "recipient": Cell(0, 1.4, 3.4, 1.75, ("BORROWER’S name",)),
    "street": Cell(0, 1.75, 3.4, 2.1, ("Street address (including apt. no.)",)),
    "2": Cell(3.4, 1.75, 7.3, 2.45, ("2 If checked, box 1 does not include loan origination fees and/or capitalized",
                                     "interest for loans made before September 1, 2004"), "check"),
    "city": Cell(0, 2.1, 3.4, 2.45, ("City or town, state or province, country, and ZIP or foreign postal code",)),
    "account": Cell(0, 2.45, 3.4, 2.8, ("Account number (see instructions)",)),
    "notice": Cell(3.4, 2.45, 7.3, 2.8, ()),
}, {
    "title": [(0.5, "Form", 6.5, False), (0.66, "(Rev. January 2025)", 6.5, False), (0.86, "For calendar year", 6.5, False)],
    "name": [(0.35, "Student Loan", 12, True), (0.55, "Interest", 12, True), (0.75, "Statement", 12, True)],
    "copy": [(0.2, "Copy B", 9, True), (0.36, "For Borrower", 7, True)],
    "notice": _notice("This is important tax information and is being furnished to the IRS. If you are",
                      "required to file a return, a negligence penalty or other sanction may be imposed",
                      "on you if the IRS determines that you overstated a deduction for this interest.", top=0.1),
}, 2.95, ("Form 1098-E (Rev. 1-2025)", "(keep for your records)", "www.irs.gov/Form1098E",
          "Department of the Treasury - Internal Revenue Service"))

# The 1098-T's Copy B (Rev. January 2025): the school (the filer) and the student down the left,
# the payments, adjustments and scholarships in the middle, the checks for an academic period
# of next year, a half-time and a graduate student.
_T = Drawn("1098-T", {
    "payer": Cell(0, 0, 3.4, 1.05, ("FILER’S name, street address, city or town, state or province, country, ZIP or",
                                     "foreign postal code, and telephone number")),
    "title": Cell(3.4, 0, 5.4, 1.05, ("OMB No. 1545-1574",)),
    "name": Cell(5.4, 0, 7.3, 1.05, ()),
    "payer tin": Cell(0, 1.05, 1.7, 1.4, ("FILER’S employer identification no.",)),
    "recipient tin": Cell(1.7, 1.05, 3.4, 1.4, ("STUDENT’S TIN",)),
    "1": Cell(3.4, 1.05, 5.4, 1.6, ("1 Payments received for", "qualified tuition and related", "expenses"), "$"),
    "copy": Cell(5.4, 1.05, 7.3, 1.6, ()),
    "recipient": Cell(0, 1.4, 3.4, 1.75, ("STUDENT’S name",)),
    "2": Cell(3.4, 1.6, 5.4, 1.95, ("2",)),
    "5": Cell(5.4, 1.6, 7.3, 2.05, ("5 Scholarships or grants",), "$"),
    "street": Cell(0, 1.75, 3.4, 2.1, ("Street address (including apt. no.)",)),
    "4": Cell(3.4, 1.95, 5.4, 2.4, ("4 Adjustments made for a", "prior year"), "$"),
    "7": Cell(5.4, 2.05, 7.3, 2.95, ("7 Checked if the amount in box 1", "includes amounts for an academic",
                                     "period beginning January–", "March 2026"), "check"),
    "city": Cell(0, 2.1, 3.4, 2.45, ("City or town, state or province, country, and ZIP or foreign postal code",)),
    "6": Cell(3.4, 2.4, 5.4, 2.95, ("6 Adjustments to", "scholarships or grants", "for a prior year"), "$"),
    "account": Cell(0, 2.45, 2.3, 2.95, ("Service Provider/Acct. No. (see instr.)",)),
    "8": Cell(2.3, 2.45, 3.4, 2.95, ("8 Check if at least", "half-time student"), "check"),
    "9": Cell(0, 2.95, 3.4, 3.4, ("9 Checked if a graduate", "student"), "check"),
    "10": Cell(3.4, 2.95, 7.3, 3.4, ("10 Ins. contract reimb./refund",), "$"),
}, {
    "title": [(0.5, "Form", 6.5, False), (0.66, "(Rev. January 2025)", 6.5, False), (0.86, "For calendar year", 6.5, False)],
    "name": [(0.45, "Tuition", 12, True), (0.65, "Statement", 12, True)],
    "copy": [(0.2, "Copy B", 9, True), (0.36, "For Student", 7, True)],
}, 3.55, ("Form 1098-T (Rev. 1-2025)", "(keep for your records)", "www.irs.gov/Form1098T",
          "Department of the Treasury - Internal Revenue Service"))
# The 1099-MISC's Copy B (Rev. April 2025): the payer and recipient down the left, rents and
# royalties beside the payer, the other boxes in two columns beside the recipient, the title
# at the right, and a row of boxes 14 to 18 under the grid, the state's printing two lines.
_MISC = Drawn("1099-MISC", {
    "payer": Cell(0, 0, 3.2, 1.05, ("PAYER’S name, street address, city or town, state or province,",
                                     "country, ZIP or foreign postal code, and telephone no.")),
    "1": Cell(3.2, 0, 4.6, 0.5, ("1 Rents",), "$"),
    "title": Cell(4.6, 0, 6.15, 1.05, ("OMB No. 1545-0115",)),
    "name": Cell(6.15, 0, 7.3, 1.05, ()),
    "2": Cell(3.2, 0.5, 4.6, 1.05, ("2 Royalties",), "$"),
    "payer tin": Cell(0, 1.05, 1.6, 1.5, ("PAYER’S TIN",)),
    "recipient tin": Cell(1.6, 1.05, 3.2, 1.5, ("RECIPIENT’S TIN",)),
    "3": Cell(3.2, 1.05, 4.6, 1.5, ("3 Other income",), "$"),
    "4": Cell(4.6, 1.05, 6.15, 1.5, ("4 Federal income tax withheld",), "$"),
    "copy": Cell(6.15, 1.05, 7.3, 1.9, ()),
    "recipient": Cell(0, 1.5, 3.2, 1.9, ("RECIPIENT’S name",)),
    "5": Cell(3.2, 1.5, 4.6, 1.9, ("5 Fishing boat proceeds",), "$"),
    "6": Cell(4.6, 1.5, 6.15, 1.9, ("6 Medical and health care", "payments"), "$"),
    "street": Cell(0, 1.9, 3.2, 2.3, ("Street address (including apt. no.)",)),
    "7": Cell(3.2, 1.9, 4.6, 2.3, ("7 Payer made direct sales totaling", "$5,000 or more of consumer products", "to recipient for resale"),
              "check"),
    "8": Cell(4.6, 1.9, 6.15, 2.3, ("8 Substitute payments in lieu", "of dividends or interest"), "$"),
    "notice": Cell(6.15, 1.9, 7.3, 3.1, ()),
    "city": Cell(0, 2.3, 3.2, 2.7, ("City or town, state or province, country, and ZIP or foreign postal code",)),
    "9": Cell(3.2, 2.3, 4.6, 2.7, ("9 Crop insurance proceeds",), "$"),
    "10": Cell(4.6, 2.3, 6.15, 2.7, ("10 Gross proceeds paid to an", "attorney"), "$"),
    "account": Cell(0, 2.7, 2.4, 3.1, ("Account number (see instructions)",)),
    "13": Cell(2.4, 2.7, 3.2, 3.1, ("13 FATCA filing", "requirement"), "check"),
    "11": Cell(3.2, 2.7, 4.6, 3.1, ("11 Fish purchased for resale",), "$"),
    "12": Cell(4.6, 2.7, 6.15, 3.1, ("12 Section 409A deferrals",), "$"),
    "14": Cell(0, 3.1, 1.6, 3.75, ("14 Excess golden parachute", "payments"), "$"),
    "15": Cell(1.6, 3.1, 3.2, 3.75, ("15 Nonqualified deferred", "compensation"), "$"),
    "16": Cell(3.2, 3.1, 4.6, 3.75, ("16 State tax withheld",), "$"),
    "17": Cell(4.6, 3.1, 6.15, 3.75, ("17 State/Payer’s state no.",)),
    "18": Cell(6.15, 3.1, 7.3, 3.75, ("18 State income",), "$"),
}, {
    "title": [(0.5, "Form", 6.5, False), (0.66, "(Rev. April 2025)", 6.5, False), (0.86, "For calendar year", 6.5, False)],
    "name": [(0.45, "Miscellaneous", 9.5, True), (0.63, "Information", 9.5, True)],
    "copy": [(0.2, "Copy B", 9, True), (0.36, "For Recipient", 7, True)],
    "notice": _NARROW_NOTICE,
}, 3.9, ("Form 1099-MISC (Rev. 4-2025)", "(keep for your records)", "www.irs.gov/Form1099MISC",
         "Department of the Treasury - Internal Revenue Service"))
# The SSA-1099 (Form SSA-1099-SM, 1-2025), as the Social Security Administration prints it: its
# title and the year it is for across the top, the benefits paid, repaid and net in a row, the
# description of each (what was withheld from the benefits paid: Medicare premiums), then the
# voluntary federal tax withheld, the address and the claim number. No payer's block, and no
# CORRECTED box: a correction is a new statement.
_SSA = Drawn("SSA-1099", {
    "title": Cell(0, 0, 7.3, 0.75, ()),
    "recipient": Cell(0, 0.75, 4.4, 1.15, ("Box 1. Name",)),
    "recipient tin": Cell(4.4, 0.75, 7.3, 1.15, ("Box 2. Beneficiary’s Social Security Number",)),
    "3": Cell(0, 1.15, 2.4, 1.6, ("Box 3. Benefits Paid in {year}",), "$"),
    "4": Cell(2.4, 1.15, 4.8, 1.6, ("Box 4. Benefits Repaid to SSA in {year}",), "$"),
    "5": Cell(4.8, 1.15, 7.3, 1.6, ("Box 5. Net Benefits for {year} (Box 3 minus Box 4)",), "$"),
    "desc3": Cell(0, 1.6, 4.4, 2.6, ("DESCRIPTION OF AMOUNT IN BOX 3",), "rows"),
    "desc4": Cell(4.4, 1.6, 7.3, 2.6, ("DESCRIPTION OF AMOUNT IN BOX 4",), "rows"),
    "6": Cell(0, 2.6, 2.4, 3.05, ("Box 6. Voluntary Federal Income Tax Withheld",), "$"),
    "address": Cell(2.4, 2.6, 7.3, 3.6, ("Box 7. Address",)),
    "account": Cell(0, 3.05, 2.4, 3.6, ("Box 8. Claim Number (Use this number if", "you need to contact SSA.)")),
}, {
    "title": [(0.25, "FORM SSA-1099 – SOCIAL SECURITY BENEFIT STATEMENT", 10, True),
              (0.45, "• PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.", 6.5, False),
              (0.58, "• SEE THE REVERSE FOR MORE INFORMATION.", 6.5, False)],
}, 3.75, ("Form SSA-1099-SM (1-2025)", "", "DO NOT RETURN THIS FORM TO SSA OR IRS"),
    number_at=None, year_at=(6.1, 0.5, 22), corrects=False)
# The 1099-B's Copy B (Rev. January 2025): the payer and recipient down the left with the
# account, CUSIP and the state's boxes under them; one sale's boxes in two columns beside them
# (its description, the dates it was bought and sold, the proceeds and the basis, the market
# discount and a wash sale's disallowed loss, the kind of gain, what was withheld), the
# contracts' and bartering boxes under those; the title and the copy's notice at the right.
_B = Drawn("1099-B", {
    "payer": Cell(0, 0, 3.2, 1.05, ("PAYER’S name, street address, city or town, state or province,",
                                     "country, ZIP or foreign postal code, and telephone no.")),
    "8949": Cell(3.2, 0, 4.6, 0.45, ("Applicable checkbox on Form 8949",)),
    "title": Cell(4.6, 0, 6.15, 1.05, ("OMB No. 1545-0715",)),
    "name": Cell(6.15, 0, 7.3, 1.05, ()),
    "1a": Cell(3.2, 0.45, 4.6, 1.05, ("1a Description of property", "(Example: 100 sh. XYZ Co.)")),
    "payer tin": Cell(0, 1.05, 1.6, 1.45, ("PAYER’S TIN",)),
    "recipient tin": Cell(1.6, 1.05, 3.2, 1.45, ("RECIPIENT’S TIN",)),
    "1b": Cell(3.2, 1.05, 4.6, 1.45, ("1b Date acquired",)),
    "1c": Cell(4.6, 1.05, 6.15, 1.45, ("1c Date sold or disposed",)),
    "copy": Cell(6.15, 1.05, 7.3, 1.85, ()),
    "recipient": Cell(0, 1.45, 3.2, 1.85, ("RECIPIENT’S name",)),
    "1d": Cell(3.2, 1.45, 4.6, 1.85, ("1d Proceeds",), "$"),
    "1e": Cell(4.6, 1.45, 6.15, 1.85, ("1e Cost or other basis",), "$"),
    "street": Cell(0, 1.85, 3.2, 2.25, ("Street address (including apt. no.)",)),
    "1f": Cell(3.2, 1.85, 4.6, 2.25, ("1f Accrued market discount",), "$"),
    "1g": Cell(4.6, 1.85, 6.15, 2.25, ("1g Wash sale loss disallowed",), "$"),
    "notice": Cell(6.15, 1.85, 7.3, 3.85, ()),
    "city": Cell(0, 2.25, 3.2, 2.65, ("City or town, state or province, country, and ZIP or foreign postal code",)),
    "2": Cell(3.2, 2.25, 4.6, 2.65, ("2 Short-term gain or loss", "Long-term gain or loss", "Ordinary"), "check"),
    "3": Cell(4.6, 2.25, 6.15, 2.65, ("3 If checked, proceeds from:", "Collectibles", "QOF"), "check"),
    "account": Cell(0, 2.65, 3.2, 3.05, ("Account number (see instructions)",)),
    "4": Cell(3.2, 2.65, 4.6, 3.05, ("4 Federal income tax withheld",), "$"),
    "5": Cell(4.6, 2.65, 6.15, 3.05, ("5 If checked, noncovered", "security"), "check"),
    "cusip": Cell(0, 3.05, 2.4, 3.45, ("CUSIP number",)),
    "fatca": Cell(2.4, 3.05, 3.2, 3.45, ("FATCA filing", "requirement"), "check"),
    "6": Cell(3.2, 3.05, 4.6, 3.45, ("6 Reported to IRS:", "Gross proceeds", "Net proceeds"), "check"),
    "7": Cell(4.6, 3.05, 6.15, 3.45, ("7 If checked, loss is not allowed", "based on amount in 1d"), "check"),
    "14": Cell(0, 3.45, 1.0, 3.85, ("14 State name",)),
    "15": Cell(1.0, 3.45, 2.1, 3.85, ("15 State identification no.",)),
    "16": Cell(2.1, 3.45, 3.2, 3.85, ("16 State tax withheld",), "$"),
    "8": Cell(3.2, 3.45, 4.6, 3.85, ("8 Profit or (loss) realized in", "{year} on closed contracts"), "$"),
    "11": Cell(4.6, 3.45, 6.15, 3.85, ("11 Aggregate profit or (loss)", "on contracts"), "$"),
    "12": Cell(3.2, 3.85, 4.6, 4.25, ("12 If checked, basis reported", "to IRS"), "check"),
    "13": Cell(4.6, 3.85, 6.15, 4.25, ("13 Bartering",), "$"),
}, {
    "title": [(0.5, "Form", 6.5, False), (0.66, "(Rev. January 2025)", 6.5, False), (0.86, "For calendar year", 6.5, False)],
    "name": [(0.3, "Proceeds From", 9, True), (0.46, "Broker and", 9, True), (0.62, "Barter Exchange", 9, True),
             (0.78, "Transactions", 9, True)],
    "copy": [(0.2, "Copy B", 9, True), (0.36, "For Recipient", 7, True)],
    "notice": _NARROW_NOTICE,
}, 4.4, ("Form 1099-B (Rev. 1-2025)", "(keep for your records)", "www.irs.gov/Form1099B",
         "Department of the Treasury - Internal Revenue Service"))
DRAWN = {"f1099b-rev-2025-01": _B, "f1099misc-rev-2025-04": _MISC, "fssa1099-2025-01": _SSA, "f1099nec-rev-2025-01": _NEC, "f1099r-rev-2025-01": _R, "f1098e-rev-2025-01": _E, "f1098t-rev-2025-01": _T}
_LEFT, _TOP, _INCH = 0.6 * 72, 0.5 * 72, 72.0
# the IRS prints its forms in Helvetica; DejaVu Sans (the corpora's face) has its curly apostrophe
_FONTS = {"dejavu": scanner.FONT_DIR / "DejaVuSans.ttf", "dejavu-bold": scanner.FONT_DIR / "DejaVuSans-Bold.ttf"}


def fill(form: str, out: Path, values: dict[str, str], tax_year: int | None = None,
         corrected: bool = False) -> Path:
    """Write `form` filled with `values` (box → text) for `tax_year` to `out`, flattened. The
    W-2 prints its year and has no CORRECTED box (a correction is another form, the W-2c)."""
    if form in DRAWN:
        return draw(form, out, values, tax_year, corrected)
    names = WIDGETS[form]
    by_widget = {names[box]: text for box, text in values.items()}
    if "year" in names:
        by_widget[names["year"]] = str(tax_year)[-2:] if _prints_century(form) else str(tax_year)
    elif tax_year not in (None, 2024) or corrected:
        raise ValueError(f"{form} prints its own year (2024) and has no CORRECTED box")
    checked = {names[box] for box in values if box in names} | ({names["corrected"]} if corrected else set())
    doc = pymupdf.open(FORMS / form)
    for page in doc:
        for w in page.widgets():
            if w.field_type == pymupdf.PDF_WIDGET_TYPE_CHECKBOX:
                w.field_value = w.on_state() if any(part in w.field_name for part in checked) else "Off"
            else:
                # an empty value keeps the sample's old appearance when flattened; a space clears it
                w.field_value = next((t for part, t in by_widget.items() if part in w.field_name), " ")
            w.update()
    doc.bake()
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(out, garbage=3, deflate=True, no_new_id=True)
    return out


def draw(form: str, out: Path, values: dict[str, str], tax_year: int | None, corrected: bool = False) -> Path:
    """A form with no blank here, drawn from its published grid (`DRAWN`) on a letter page and
    filled with `values` (box → text; a state box's two lines are two lines of its text)."""
    drawn = DRAWN[form]
    cells = drawn.cells
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    for name, path in _FONTS.items():
        page.insert_font(fontname=name, fontfile=str(path))
    face = pymupdf.Font(fontfile=str(_FONTS["dejavu"]))

    def at(x: float, y: float) -> pymupdf.Point:
        return pymupdf.Point(_LEFT + x * _INCH, _TOP + y * _INCH)
    if drawn.corrects:
        page.draw_rect(pymupdf.Rect(at(2.9, -0.2), at(3.0, -0.1)), color=(0, 0, 0), width=0.6)
        page.insert_text(at(2.93, -0.115), "X" if corrected else " ", fontsize=8, fontname="dejavu")
        page.insert_text(at(3.05, -0.11), "CORRECTED (if checked)", fontsize=7, fontname="dejavu")
    elif corrected:
        raise ValueError(f"{form} has no CORRECTED box")
    for box, cell in cells.items():
        page.draw_rect(pymupdf.Rect(at(cell.x0, cell.y0), at(cell.x1, cell.y1)), color=(0, 0, 0), width=0.6)
        for i, line in enumerate(cell.caption):
            line = line.replace("{year}", str(tax_year))
            # a caption fits its box, as the IRS sets it (its small print is narrower than DejaVu)
            size = min(5.5, 5.5 * (cell.x1 - cell.x0 - 0.08) * _INCH / face.text_length(line, fontsize=5.5))
            page.insert_text(at(cell.x0 + 0.04, cell.y0 + 0.1 + 0.09 * i), line, fontsize=size, fontname="dejavu")
        for down, text, size, bold in drawn.printed.get(box, []):
            page.insert_text(at(cell.x0 + 0.06, cell.y0 + down), text, fontsize=size, fontname="dejavu-bold" if bold else "dejavu")
        value = values.get(box, "")
        below = cell.y0 + 0.1 + 0.09 * len(cell.caption)
        if cell.entry == "$":
            for i in range(2 if cell.y1 - cell.y0 > 0.6 else 1):
                page.insert_text(at(cell.x0 + 0.04, below + 0.13 + 0.2 * i), "$", fontsize=8, fontname="dejavu")
            for i, line in enumerate(value.splitlines()):
                width = face.text_length(line, fontsize=9)
                page.insert_text(pymupdf.Point(_LEFT + (cell.x1 - 0.08) * _INCH - width, _TOP + (below + 0.13 + 0.2 * i) * _INCH),
                                 line, fontsize=9, fontname="dejavu")
        elif cell.entry == "rows":
            for i, line in enumerate(value.splitlines()):
                label, _, amount = line.partition("\t")
                y = _TOP + (below + 0.14 + 0.15 * i) * _INCH
                page.insert_text(pymupdf.Point(_LEFT + (cell.x0 + 0.08) * _INCH, y), label, fontsize=7.5, fontname="dejavu")
                width = face.text_length(amount, fontsize=7.5)
                page.insert_text(pymupdf.Point(_LEFT + (cell.x1 - 0.1) * _INCH - width, y), amount, fontsize=7.5,
                                 fontname="dejavu")
        elif cell.entry == "check":
            page.draw_rect(pymupdf.Rect(at(cell.x1 - 0.2, cell.y1 - 0.17), at(cell.x1 - 0.1, cell.y1 - 0.07)),
                           color=(0, 0, 0), width=0.6)
            if value:
                page.insert_text(at(cell.x1 - 0.19, cell.y1 - 0.08), "X", fontsize=8, fontname="dejavu")
        else:
            for i, line in enumerate(value.splitlines()):
                page.insert_text(at(cell.x0 + 0.08, below + 0.14 + 0.14 * i), line, fontsize=9, fontname="dejavu")
    # the form's number beside "Form" on its line, the year entered beside its caption
    title = cells["title"]
    if drawn.number_at:
        right, down, size = drawn.number_at
        page.insert_text(at(title.x0 + right, title.y0 + down), drawn.number, fontsize=size, fontname="dejavu-bold")
    if tax_year is not None:
        right, down, size = drawn.year_at
        page.insert_text(at(title.x0 + right, title.y0 + down), str(tax_year), fontsize=size, fontname="dejavu-bold")
    xs = (0.0, 1.9, 3.3, 4.8)
    for x, text in zip(xs, drawn.footer):
        page.insert_text(at(x, drawn.footer_y), text, fontsize=6.5, fontname="dejavu")
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(out, garbage=3, deflate=True, no_new_id=True)
    return out


def _prints_century(form: str) -> bool:
    """The 1098 prints "20" in its calendar-year box and takes two digits; the 2024 1099s
    take the whole year."""
    return form.startswith("f1098")


def scan(pdf: Path, out: Path, dpi: int = 200) -> Path:
    """The first page of `pdf` as an image-only PDF page (no text layer)."""
    src = pymupdf.open(pdf)
    pix = src[0].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    page = doc.new_page(width=src[0].rect.width, height=src[0].rect.height)
    page.insert_image(page.rect, stream=io.BytesIO(pix.tobytes("png")))
    doc.save(out, garbage=3, deflate=True, no_new_id=True)
    return out


@dataclass
class Filled:
    """One filled form: which blank, the values by box, the year and whether CORRECTED."""
    form: str
    values: dict[str, str] = field(default_factory=dict)
    tax_year: int | None = None
    corrected: bool = False

    @property
    def kind(self) -> str:
        return KIND[self.form]

    def pairs(self) -> list[list[str]]:
        """[caption as printed, value as filled] for every captioned box filled; a W-2's box 12
        entries are named with their code ("12a D")."""
        captions = CAPTIONS[self.kind]
        return [[f"{captions[box]} {self.values[box + ' code']}" if box + " code" in self.values else captions[box], v]
                for box, v in self.values.items() if box in captions]


def write(filled: Filled, out: Path, mode: str, *, rotate: float = 0.0, noise: float = 0.004,
          blur: float = 0.6, seed: int = 0) -> Path:
    """`filled` at `out` as the payer's flattened PDF ("digital"), a scan of its first page
    printed ("scan": an image-only PDF, slightly turned and soiled) or a phone photo (JPEG)."""
    if mode == "digital":
        return fill(filled.form, out, filled.values, filled.tax_year, filled.corrected)
    with tempfile.TemporaryDirectory() as tmp:
        pdf = fill(filled.form, Path(tmp) / "filled.pdf", filled.values, filled.tax_year, filled.corrected)
        with pymupdf.open(pdf) as doc:
            pix = doc[0].get_pixmap(dpi=scanner.DPI, colorspace=pymupdf.csGRAY)
            page = Image.open(io.BytesIO(pix.tobytes("png")))
            page.load()
    if mode == "scan":
        return scanner.to_image_pdf([scanner.degrade(page, rotate_deg=rotate, noise=noise, blur=blur, seed=seed)],
                                    out, quality=72)
    if mode == "photo":
        return scanner.to_jpeg(scanner.phone_photo(page, seed), out, quality=84)
    raise ValueError(f"{out.name}: unknown mode {mode!r}")
