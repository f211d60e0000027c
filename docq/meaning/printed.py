"""The printed-label table: which printed labels name which canonical money field, per document
type.

A label names a field only when the whole label phrase matches (after workers/labels.py has
normalised case, punctuation, dot leaders and a leading box number): "BASED ON CASH VALUE" is
not "Cash Value", "Minimum Amount Due" is not "Amount Due", "Cash Surrender Value" is not "Cash
Value". Missing a synonym costs an answer; a loose pattern costs money, so patterns are tight.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from docq.meaning.languages import words_for
from docq.workers.kinds import RETURNS, STATEMENTS, TAX_FORMS as FORMS

EVERY_TYPE = tuple(sorted(STATEMENTS | FORMS | RETURNS | {"receipt"}))


@dataclass(frozen=True)
class Spec:
    field: str
    pattern: re.Pattern
    types: frozenset[str]
    box: str = ""            # the form box number a leading number must equal, if any


def _spec(field: str, types, *alternatives: str, box: str = "") -> Spec:
    pat = re.compile(r"(?:" + "|".join(alternatives) + r")")
    return Spec(field, pat, frozenset(types), box)


# An unrecognised document is read with the receipt labels too, and its total with the
# receipt's arithmetic (fields.extract_fields), so "other" never skips the checks.
RECEIPTS = frozenset({"receipt", "other"})
_AMOUNT_DUE = [r"(?:total |current )?amount due(?: now)?", r"total (?:amount )?due", r"balance due",
               r"please pay(?: this amount)?", r"pay this amount", r"amount now due",
               r"total amount due now", r"amount to pay", r"(?:total|balance) to pay",
               r"(?:total |net )?amount payable", r"total payable"]

SPECS: tuple[Spec, ...] = (
    # statements and bills
    _spec("amount_due", STATEMENTS, *_AMOUNT_DUE),
    _spec("new_balance", STATEMENTS, r"new balance(?: total)?", r"new account balance"),
    _spec("minimum_payment", STATEMENTS, r"(?:total )?minimum (?:payment|amount)(?: due)?",
          r"minimum due", r"min payment due"),
    _spec("previous_balance", STATEMENTS, r"previous (?:statement )?balance", r"prior balance",
          r"beginning balance", r"opening balance", r"starting balance",
          r"last statement balance", r"balance (?:from|on) (?:your )?last (?:statement|bill)"),
    _spec("payments", STATEMENTS, r"(?:total )?payments?(?: (?:and |or )?(?:other )?credits)?",
          r"payments? received", r"payments? thank you"),
    # the most a card lets the person owe: never what is left of it, nor the cash advances' line
    _spec("credit_limit", {"credit-card-statement"}, r"credit (?:access )?line", r"credit limit",
          r"(?:total )?(?:revolving )?line of credit"),
    _spec("ending_balance", STATEMENTS, r"ending balance", r"closing balance", r"ending account balance",
          r"balance (?:at|as of) (?:the )?end of (?:the )?(?:period|statement|cycle)"),
    _spec("interest_paid", STATEMENTS, r"(?:total )?interest paid(?: this (?:period|statement|year))?",
          r"interest (?:earned|credited)(?: this (?:period|statement))?"),
    # a statement's other summary lines: not answered, only added up (statements.py)
    _spec("_charges", STATEMENTS, r"(?:total )?new charges", r"(?:total )?purchases(?: and (?:other )?(?:adjustments|debits))?",
          r"cash advances?", r"balance transfers?", r"(?:total )?fees(?: charged)?", r"(?:total )?interest charged",
          r"(?:total )?current charges", r"current \w+ charges"),
    _spec("_credits", STATEMENTS, r"(?:other )?credits"),
    _spec("_deposits", STATEMENTS, r"(?:total )?deposits(?: and (?:other )?(?:credits|additions))?"),
    _spec("_withdrawals", STATEMENTS, r"(?:total )?withdrawals(?: and (?:other )?(?:debits|subtractions))?",
          r"(?:total )?checks and (?:other )?debits"),
    # W-2
    _spec("w2_box1", {"w2"}, r"wages tips(?: and)? other comp(?:ensation)?", box="1"),
    _spec("w2_box2", {"w2"}, r"federal income tax withheld", box="2"),
    _spec("w2_box3", {"w2"}, r"social security wages", box="3"),
    _spec("w2_box4", {"w2"}, r"social security tax withheld", box="4"),
    _spec("w2_box5", {"w2"}, r"medicare wages and tips", box="5"),
    _spec("w2_box6", {"w2"}, r"medicare tax withheld", box="6"),
    _spec("w2_box10", {"w2"}, r"dependent care benefits", box="10"),
    _spec("w2_box16", {"w2"}, r"state wages tips etc", box="16"),
    _spec("w2_box17", {"w2"}, r"state income tax", box="17"),
    _spec("w2_box18", {"w2"}, r"local wages tips etc", box="18"),
    _spec("w2_box19", {"w2"}, r"local income tax", box="19"),
    # 1099-INT / 1099-DIV
    _spec("int_box1", {"1099-int"}, r"interest income", box="1"),
    _spec("int_box3", {"1099-int"}, r"interest on u ?s savings bonds and treas(?:ury)? obligations", box="3"),
    _spec("int_box4", {"1099-int"}, r"federal income tax withheld", box="4"),
    _spec("div_box1a", {"1099-div"}, r"total ordinary dividends", box="1a"),
    _spec("div_box1b", {"1099-div"}, r"qualified dividends", box="1b"),
    _spec("int_box2", {"1099-int"}, r"early withdrawal penalty", box="2"),
    _spec("int_box8", {"1099-int"}, r"tax exempt interest", box="8"),
    _spec("div_box2a", {"1099-div"}, r"total capital gain distributions", r"total capital gain distr", box="2a"),
    _spec("div_box3", {"1099-div"}, r"nondividend distributions", box="3"),
    _spec("div_box5", {"1099-div"}, r"sec(?:tion)? 199a dividends", box="5"),   # ("sec." is security too)
    _spec("div_box12", {"1099-div"}, r"exempt interest dividends", box="12"),
    # 1099-NEC: what a client paid a person not its employee, and what it withheld
    _spec("nec_box1", {"1099-nec"}, r"nonemployee compensation", box="1"),
    _spec("nec_box3", {"1099-nec"}, r"excess golden parachute payments", box="3"),
    _spec("nec_box4", {"1099-nec"}, r"federal income tax withheld", box="4"),
    _spec("nec_box5", {"1099-nec"}, r"state tax withheld", box="5"),
    _spec("nec_box7", {"1099-nec"}, r"state income", box="7"),
    # 1099-MISC: what a tenant or manager paid in rent, a publisher in royalties, anyone in other
    # income, and what it withheld
    _spec("misc_box1", {"1099-misc"}, r"rents", box="1"),
    _spec("misc_box2", {"1099-misc"}, r"royalties", box="2"),
    _spec("misc_box3", {"1099-misc"}, r"other income", box="3"),
    _spec("misc_box4", {"1099-misc"}, r"federal income tax withheld", box="4"),
    _spec("misc_box16", {"1099-misc"}, r"state tax withheld", box="16"),
    _spec("misc_box18", {"1099-misc"}, r"state income", box="18"),
    # 1099-B: one sale's proceeds and basis, the loss a wash sale disallows, and what was
    # withheld. Its market discount and bartering boxes are left out: "accrued" would leave
    # "Acc." unspelt, and "bartering" spell "Bar." so.
    _spec("b_box1d", {"1099-b"}, r"proceeds", box="1d"),
    _spec("b_box1e", {"1099-b"}, r"cost or other basis", box="1e"),
    _spec("b_box1g", {"1099-b"}, r"wash sale loss disallowed", box="1g"),
    _spec("b_box4", {"1099-b"}, r"federal income tax withheld", box="4"),
    _spec("b_box16", {"1099-b"}, r"state tax withheld", box="16"),
    # 1099-R: what a pension, annuity or IRA paid out, how much of it is taxable, and what it withheld
    _spec("r_box1", {"1099-r"}, r"gross distribution", box="1"),
    _spec("r_box2a", {"1099-r"}, r"taxable amount", box="2a"),
    _spec("r_box3", {"1099-r"}, r"capital gain(?: included in box 2a)?", box="3"),
    _spec("r_box4", {"1099-r"}, r"federal income tax withheld", box="4"),
    _spec("r_box5", {"1099-r"}, r"employee contributions ?designated roth contributions(?: or insurance premiums)?",
          box="5"),
    _spec("r_box9b", {"1099-r"}, r"total employee contributions", box="9b"),
    _spec("r_box14", {"1099-r"}, r"state tax withheld", box="14"),
    _spec("r_box16", {"1099-r"}, r"state distribution", box="16"),
    _spec("r_box17", {"1099-r"}, r"local tax withheld", box="17"),
    _spec("r_box19", {"1099-r"}, r"local distribution", box="19"),
    # 1098-E: the interest a student loan's lender received
    # (the lender's caption word left open: "lender" in the table would spell a till's "Tender" so)
    _spec("student_loan_interest", {"1098-e"}, r"student loan interest(?: received(?: by \w+)?)?", box="1"),
    # 1098-T: what a school received for tuition, and the scholarships it administered
    # (its caption's last line, "expenses", is the one a scan's reader garbles most)
    _spec("tuition_paid", {"1098-t"}, r"payments received for qualified tuition(?: and related(?: expenses)?)?",
          box="1"),
    _spec("scholarships", {"1098-t"}, r"scholarships or grants", box="5"),
    # SSA-1099: the Social Security benefits paid in the year, repaid, and net (paid less repaid),
    # the federal tax withheld at the beneficiary's request, and the Medicare premiums its
    # description of box 3 says were deducted from the benefits
    _spec("ssa_box3", {"ssa-1099"}, r"benefits paid in (?:19|20)\d\d", box="3"),
    _spec("ssa_box4", {"ssa-1099"}, r"benefits re\w+ to ssa in (?:19|20)\d\d", box="4"),
    _spec("ssa_box5", {"ssa-1099"}, r"net benefits for (?:19|20)\d\d(?: box 3 \w+ box 4)?", box="5"),
    _spec("ssa_box6", {"ssa-1099"}, r"(?:\w+ )?federal income tax withheld", box="6"),
    # (its own words left open where the table would misspell others by them: "part" would
    # spell "Party" so, "repaid" "Rep.", "voluntary" "Vol.", "minus" and "deducted" would leave
    # "Min." and "Ded." two words to spell out)
    _spec("ssa_medicare", {"ssa-1099"}, r"medicare p\w+ b premiums(?: \w+ from your benefits)?"),
    # box 6 of a 1099-INT, box 7 of a 1099-DIV
    _spec("foreign_tax_paid", {"1099-int", "1099-div"}, r"foreign tax paid"),
    # 1098 and county bills
    _spec("mortgage_interest", {"1098"}, r"mortgage interest received from payers? ?borrowers?",
          r"mortgage interest received(?: from)?", box="1"),
    _spec("property_tax", {"1098"}, r"(?:other )?(?:real estate|property) tax(?:es)?(?: paid)?", box="10"),
    _spec("mortgage_principal", {"1098"}, r"outstanding mortgage principal", box="2"),
    _spec("overpaid_interest_refund", {"1098"}, r"refund of overpaid interest", box="4"),
    _spec("mortgage_insurance", {"1098"}, r"mortgage insurance premiums?", box="5"),
    _spec("points_paid", {"1098"}, r"points paid on purchase of principal residence", box="6"),
    _spec("property_tax", {"property-tax-bill"},
          r"total (?:property |real estate |annual )?tax(?:es)?(?: billed| levied| amount)?",
          r"(?:total )?net (?:property )?tax(?:es)?", r"total tax(?:es)? due"),
    # insurance
    _spec("premium", {"insurance-declarations", "life-insurance-statement"},
          r"(?:total |annual |policy |term |renewal |six month |6 month |12 month |twelve month |"
          r"earthquake |homeowners |auto |umbrella |planned |full |estimated )*premium(?: amount| total)?"),
    _spec("deductible", {"insurance-declarations", "medical-bill"},
          r"(?:policy |all (?:other )?perils |aop |annual )?deductible"),
    _spec("collision_deductible", {"insurance-declarations"}, r"collision(?: coverage)? deductible",
          r"deductible (?:for )?collision"),
    _spec("comprehensive_deductible", {"insurance-declarations"},
          r"(?:comprehensive|other than collision|otc)(?: coverage)? deductible",
          r"deductible (?:for )?(?:comprehensive|other than collision)"),
    _spec("coverage_limit", {"insurance-declarations"},
          r"(?:coverage|policy|liability|dwelling|combined dwelling) limit(?: of liability)?",
          r"limit of (?:liability|insurance)", r"(?:coverage a )?dwelling(?: combined| limit| coverage)?",
          r"(?:umbrella |personal umbrella |excess )?liability limit"),
    _spec("cash_value", {"life-insurance-statement"}, r"(?:total |policy |current )?cash value"),
    _spec("surrender_value", {"life-insurance-statement"},
          r"(?:net |total )?(?:cash )?surrender value"),
    _spec("death_benefit", {"life-insurance-statement"}, r"(?:total |current |net )?death benefit(?: amount)?"),
    # receipts
    # "Total Amount Payable", "Total Incl. of GST", "TOTAL (GST INCL)", "GrandTotal", "Amount
    # Incl. GST": a total's qualifiers in the orders receipts print them; a tax is named only
    # as included (a total excluding it is the subtotal, "Total GST" the tax)
    _spec("total", RECEIPTS,
          r"(?:grand ?|nett? ?|final ?|rounded |round )?total(?: amount| amt| sales| due| payable| rounded){0,3}"
          r"(?: (?:(?:incl(?:uding|usive|uded?|udes)?(?: of)?|inc|w) ?(?:gst|tax|sst|vat)(?: ?@? ?\d{1,2} ?[%x]?)?"
          r"|(?:gst|tax|sst|vat) (?:incl(?:uded|usive)?|inc)))?",
          r"(?:nett?|net) amt", r"amount to be paid",
          r"total sales inclusive (?:of )?gst", r"(?:nett?|net) amount",
          r"amount (?:incl(?:uding|usive|uded?)?|inc|w) ?(?:of )?(?:gst|tax|sst|vat)",
          r"(?:amount|amt) (?:due|payable)", r"total after rounding", r"rounded total",
          # a restaurant's guest check: "Check Total", "Bill Amount"; a pump's "TOTAL (D)", its
          # tax code's letter after it
          r"check total", r"bill amount", r"total [a-z]",
          r"total after (?:adj|adjustment|rounding)(?: (?:incl|inc|inclusive of) (?:gst|sst|tax))?",
          *words_for("total")),
    _spec("subtotal", RECEIPTS,
          r"sub ?-?total(?: amount| amt)?(?: (?:ex|excl?|excluding|exclusive of)(?: gst| tax| sst| vat)?)?",
          # a subtotal that says it includes the tax ("SUB-TOTAL (GST)", "Subtotal Incl. GST")
          r"sub ?-?total(?: amount| amt)? (?:(?:incl(?:uding|usive|uded?)?|inc|w) ?(?:of )?(?:gst|tax|sst|vat)"
          r"|(?:gst|tax|sst|vat)(?: incl(?:uded|usive)?| inc)?)",
          r"total (?:sales )?(?:excl(?:uding|usive)?|exc|before|w o) (?:of )?(?:gst|tax|sst|vat)"),
    # a tax named by its kind and as a tax too ("GST/TAX 6%") is the tax
    # a tax named by who levies it ("State Tax", "Govt. Tax"), or as several ("Total Taxes")
    _spec("tax", RECEIPTS, r"(?:total )?(?:gst|sst|vat|hst|(?:state |city |county |local |govt |government )?"
          r"(?:sales )?tax(?:es)?|(?:gst|sst|vat) tax)(?: \d{1,2}(?: \d{1,2})? ?%)?"
          r"(?: amount| payable)?",
          r"(?:gst|sst|vat) @ ?\d{1,2} ?%", r"\d{1,2} ?% (?:gst|sst|vat|tax)",
          # its rate after what it is ("GST payable (6%)")
          r"(?:gst|sst|vat|tax) (?:payable|amount) \d{1,2} ?%"),
    # on a receipt, a tax named by any one word of who or what levies it ("Food Tax", "Gorv. Tax
    # (6%)", a misread "Govt."); never a word that says the figure is before, after, with or
    # without the tax (a subtotal or a total). Not on a document of no known kind: its "Estimated
    # Tax" or "Income Tax" is no sale's tax
    _spec("tax", {"receipt"},
          r"(?!(?:pre|before|after|excl?|excluding|exclusive|incl?|including|inclusive|with|w|wo|"
          r"no|non|plus|less|sub|subtotal|net|nett|total|amount|amt)\b)[a-z]{3,12} tax(?: \d{1,2} ?%)?"),
    _spec("_rounding", RECEIPTS, r"(?:total )?rounding(?: adj(?:ustment)?s?)?", r"(?:round(?:ing)?|rnd) adj(?:ustment)?",
          r"rounding adjustment"),
    _spec("tip", RECEIPTS, r"tip", r"gratuity", r"tips"),
    # what was handed over; a receipt's bare "Payment" is that too (a bill's is a payment received)
    _spec("cash_tendered", RECEIPTS, r"cash(?: tendered| received| paid| tend| payment)?", r"tendered",
          r"amount tendered", r"payment", *words_for("cash_tendered")),
    # a card network's charge, the card's last digits before it ("VISA CHARGE", "*7524 DISCOVER
    # NETWORK CHARGE"); never a bare "Card Charge", a fee for paying by card
    _spec("_card_paid", RECEIPTS, r"(?:visa|mastercard|master card|amex|american express|discover|"
          r"debit|credit|card)(?: card)?(?: sale| payment| tend(?:ered)?)?(?: \d{4})?",
          r"(?:\d{4} )?(?:visa|mastercard|master card|amex|american express|discover)(?: network)? charge",
          *words_for("_card_paid"),
          # the card by its masked number, after at most a few short words ("VISA
          # XXXXXXXXXXXX1207", its network's name however misread)
          r"(?:[a-z]{1,4} ){0,3}x{4,}\d{4}"),
    # change named by what it was given back from ("CASH CHANGE") is the change
    _spec("change", RECEIPTS, r"(?:cash )?change(?: due| given| amount| amt)?", r"chg",
          *words_for("change")),
    # medical
    _spec("patient_responsibility", {"medical-bill"}, r"(?:total )?patient responsibility",
          r"(?:the )?amount you (?:owe|may owe)", r"you owe", r"patient balance(?: due)?",
          r"your responsibility", r"patient amount due"),
    _spec("amount_due", {"receipt"}, r"(?:amount|amt) due(?: now)?", r"balance due"),
    _spec("total", {"medical-bill", "other"}, r"(?:invoice |statement )?total(?: charges| due| amount)?",
          r"total (?:billed|amount billed)"),
)


# Every box each form prints, by its number: a number printed before a caption that is none of
# them is the reader's misreading of the box's own ("42 Exempt-interest dividends" for 12, "4a
# Total ordinary dividends" for 1a: a scan's small "1" reads as "4"), and the caption's words,
# which the IRS never gives two boxes of one form, say which box it is.
FORM_BOXES = {
    "w2": frozenset({*map(str, range(1, 21)), "12a", "12b", "12c", "12d"}),
    "1099-int": frozenset(map(str, range(1, 18))),
    "1099-div": frozenset({"1a", "1b", "2a", "2b", "2c", "2d", "2e", "2f", *map(str, range(3, 17))}),
    "1098": frozenset(map(str, range(1, 12))),
    "1099-nec": frozenset(map(str, range(1, 8))),
    "1099-misc": frozenset(map(str, range(1, 19))),
    "1099-r": frozenset({"1", "2a", "2b", "3", "4", "5", "6", "7", "8", "9a", "9b", *map(str, range(10, 20))}),
    "1098-e": frozenset({"1", "2"}),
    "1098-t": frozenset(map(str, range(1, 11))),
    "ssa-1099": frozenset(map(str, range(1, 9))),
    "1099-b": frozenset({"1a", "1b", "1c", "1d", "1e", "1f", "1g", *map(str, range(2, 17))}),
}


# The codes a W-2 prints in box 12 beside each amount, with what each reports, as the IRS's
# instructions for the W-2 list them: a person asks for "my 401(k)" or "the health coverage",
# the form prints "D" and "DD".
W2_BOX12_MEANINGS = {
    "A": "uncollected social security or RRTA tax on tips", "B": "uncollected Medicare tax on tips",
    "C": "taxable cost of group-term life insurance over $50,000",
    "D": "elective deferrals to a section 401(k) cash or deferred arrangement",
    "E": "elective deferrals under a section 403(b) salary reduction agreement",
    "F": "elective deferrals under a section 408(k)(6) salary reduction SEP",
    "G": "elective and nonelective deferrals to a section 457(b) deferred compensation plan",
    "H": "elective deferrals to a section 501(c)(18)(D) tax-exempt organization plan",
    "J": "nontaxable sick pay", "K": "20% excise tax on excess golden parachute payments",
    "L": "substantiated employee business expense reimbursements",
    "M": "uncollected social security or RRTA tax on taxable cost of group-term life insurance over $50,000",
    "N": "uncollected Medicare tax on taxable cost of group-term life insurance over $50,000",
    "P": "excludable moving expense reimbursements", "Q": "nontaxable combat pay",
    "R": "employer contributions to an Archer MSA", "S": "employee salary reduction contributions under a section 408(p) SIMPLE plan",
    "T": "adoption benefits", "V": "income from exercise of nonstatutory stock options",
    "W": "employer contributions to a health savings account (HSA)",
    "Y": "deferrals under a section 409A nonqualified deferred compensation plan",
    "Z": "income under a nonqualified deferred compensation plan that fails to satisfy section 409A",
    "AA": "designated Roth contributions under a section 401(k) plan",
    "BB": "designated Roth contributions under a section 403(b) plan",
    "DD": "cost of employer-sponsored health coverage",
    "EE": "designated Roth contributions under a governmental section 457(b) plan",
    "FF": "permitted benefits under a qualified small employer health reimbursement arrangement",
    "GG": "income from qualified equity grants under section 83(i)",
    "HH": "aggregate deferrals under section 83(i) elections",
    "II": "Medicaid waiver payments excluded from gross income",
}
W2_BOX12_CODES = frozenset(W2_BOX12_MEANINGS)

# ...and the words a person asks them by: a deferral is what was put into a retirement plan
# ("how much did I contribute to my 401k"), an HSA's amount what went into it, the health
# coverage's cost that of the health insurance
_PUT_INTO_PLAN = "contribute contribution retirement plan"
W2_BOX12_ASKED = {**{c: _PUT_INTO_PLAN for c in ("D", "E", "F", "G", "H", "S", "AA", "BB", "EE")},
                  "W": "contribute contribution", "DD": "health insurance"}


# ...and what each is of, which no other code's amount is: "my Roth 401k" is never code D's,
# "my 457" never a 401(k)'s, "my HSA" never a deferral's
W2_BOX12_OF = {"A": "tips", "B": "tips", "C": "life", "D": "401k", "E": "403b", "F": "sep", "G": "457 457b",
               "H": "501c", "J": "sick", "P": "moving", "Q": "combat", "R": "msa", "T": "adoption",
               "V": "stock options", "W": "hsa", "AA": "roth 401k", "BB": "roth 403b", "EE": "roth 457 457b",
               "DD": "health", "FF": "health", "II": "medicaid"}


def box12_meaning(code: str) -> str:
    """What a W-2's box 12 `code` reports, in the IRS's words and a person's."""
    return f"{W2_BOX12_MEANINGS[code]} {W2_BOX12_ASKED.get(code, '')}".strip()
