"""The field table: each field a person may ask about, the everyday phrases that name it in a
question, the printed labels that may (and may not) stand beside it, and the words that name
the kinds of document.

One table serves two ends: answer/parse.py finds the field a question asks for by its
phrases, and answer/guards.py (through answer/vocab.py) checks that the row a figure was read
from carries an agreeing label — a "previous balance" row never answers "amount due", a
projection table never answers "cash value".
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from docq.answer import lines


@dataclass(frozen=True)
class FieldSpec:
    name: str                      # canonical field name
    noun: str                      # how an answer sentence names it
    asks: tuple[str, ...]          # question phrases (lower case, longest wins)
    labels: tuple[str, ...]        # printed label fragments that agree (regex, lower case)
    forbid: tuple[str, ...] = ()   # label fragments that disqualify a row (regex)
    kinds: tuple[str, ...] = ()    # document types that carry it (empty: any)
    kind: str = "money"            # "money" | "date" | "text"


# A row whose label reads like any of these is never the answer to a money question about
# the present: prior periods, projections, illustrations, instructions aimed at a reader.
_NOT_CURRENT = (r"\bprevious\b", r"\bprior\b", r"\blast (statement|month|bill)\b", r"\bprojected\b",
                r"\bprojection\b", r"\bbased on\b", r"\bassum", r"\billustrat", r"\bhypothetical\b")

# How a person asks for the tax a payer withheld, on every form that prints it in a box of its own
_FEDERAL_WITHHELD = ("federal income tax withheld", "federal tax withheld", "federal withholding", "federal tax",
                     "federal income tax")
_STATE_WITHHELD = ("state tax withheld", "state income tax withheld", "state income tax", "state withholding")

SPECS: tuple[FieldSpec, ...] = (
    FieldSpec("amount_due", "amount due",
              ("amount due", "total due", "balance due", "amount owed", "how much do i owe",
               "how much i owe", "what do i owe", "do i owe", "pay this amount", "total amount due",
               "current amount due", "owe", "how much was", "dues", "balance is due", "ask me to pay",
               "asked me to pay", "my balance", "how much is due", "how much was due", "to pay"),
              (r"amount due", r"total due", r"balance due", r"amount owed", r"amount you owe", r"please pay", r"your balance",
               r"pay this amount", r"due by", r"total amount due", r"amount now due", r"current charges due",
               r"(?:total|amount|balance) to pay", r"(?:total|amount) payable"),
              # "Amount Due After 07/17" is what is owed late, never the amount due
              _NOT_CURRENT + (r"\bpast due\b", r"\bpayment received\b", r"\bpaid\b", r"\bafter\b",
                              r"\blate\b", r"\boverdue\b")),
    FieldSpec("new_balance", "new balance",
              ("new balance", "statement balance", "closing balance on the statement"),
              (r"new balance", r"statement balance"), _NOT_CURRENT,
              ("credit-card-statement",)),
    # the most a card lets the person owe ("Credit Access Line", "Credit Limit"): never the part
    # of it left, the cash advance's line, nor what is over it
    FieldSpec("credit_limit", "credit limit",
              ("credit limit", "credit line", "credit access line", "line of credit", "spending limit"),
              (r"credit (?:access )?line", r"credit limit", r"line of credit"),
              (r"\bcash\b", r"\bavailable\b", r"\bover\b", r"\bremaining\b"), ("credit-card-statement",)),
    FieldSpec("minimum_payment", "minimum payment",
              ("minimum payment", "minimum due", "min payment", "minimum amount due", "minimum"),
              (r"minimum",), _NOT_CURRENT),
    FieldSpec("previous_balance", "previous balance",
              ("previous balance", "prior balance", "last balance", "balance forward",
               "opening balance", "beginning balance"),
              (r"previous balance", r"prior balance", r"balance forward", r"opening balance",
               r"beginning balance", r"last statement balance")),
    FieldSpec("payments", "payments",
              ("payments", "payment received", "payments received", "how much did i pay off"),
              (r"payment",), (r"minimum", r"\bdue\b")),
    FieldSpec("ending_balance", "ending balance",
              ("ending balance", "closing balance", "end balance", "balance at the end",
               "account balance", "how much is in my", "how much was in my", "how much is left in my",
               "how much was left in my", "how much did i have in", "how much do i have in",
               "how much did we have in", "how much do we have in",
               # an account named by its kind: "my savings balance", "the balance in my checking"
               "checking balance", "savings balance", "balance in my checking", "balance in my savings",
               "balance in checking", "balance in savings"),
              (r"ending balance", r"closing balance", r"balance at end", r"ending daily balance",
               r"end(ing)? bal"), _NOT_CURRENT + (r"\bbeginning\b", r"\bopening\b"),
              ("bank-statement",)),
    FieldSpec("interest_paid", "interest paid",
              ("interest paid", "interest earned this period", "interest this period", "interest"),
              (r"interest (paid|earned|credited)",), _NOT_CURRENT + (r"\brate\b", r"\byield\b"),
              ("bank-statement",)),
    FieldSpec("w2_box1", "wages (W-2 box 1)",
              ("box 1 wages", "wages, tips", "wages tips", "taxable wages", "wages", "salary",
               "income on my w-2", "w-2 income", "w2 income", "box 1"),
              (r"wages,? tips", r"\bbox 1\b", r"^1\b", r"\bwages\b"),
              (r"social security wages", r"medicare wages", r"state wages", r"local wages"), ("w2",)),
    FieldSpec("w2_box2", "federal income tax withheld (W-2 box 2)",
              ("federal income tax withheld", "federal withholding", "federal tax withheld", "federal tax",
               "federal income tax", "withheld for federal", "box 2"),
              (r"federal income tax", r"\bbox 2\b", r"^2\b"), (r"\bstate\b",), ("w2",)),
    FieldSpec("w2_box3", "social security wages (W-2 box 3)",
              ("social security wages", "box 3"), (r"social security wages", r"\bbox 3\b", r"^3\b"),
              (), ("w2",)),
    FieldSpec("w2_box4", "social security tax withheld (W-2 box 4)",
              ("social security tax withheld", "social security tax", "social security withholding", "box 4"),
              (r"social security tax", r"\bbox 4\b", r"^4\b"), (), ("w2",)),
    FieldSpec("w2_box5", "Medicare wages (W-2 box 5)",
              ("medicare wages and tips", "medicare wages", "box 5"),
              (r"medicare wages", r"\bbox 5\b", r"^5\b"), (), ("w2",)),
    FieldSpec("w2_box6", "Medicare tax withheld (W-2 box 6)",
              ("medicare tax withheld", "medicare tax", "medicare withholding", "box 6"),
              (r"medicare tax", r"\bbox 6\b", r"^6\b"), (), ("w2",)),
    *(FieldSpec(f"w2_box12{c}", f"W-2 box 12{c}", (f"box 12{c}",), (rf"\b12{c}\b",), (), ("w2",))
      for c in "abcd"),
    FieldSpec("w2_box10", "dependent care benefits (W-2 box 10)",
              ("dependent care benefits", "dependent care"), (r"dependent care",), (), ("w2",)),
    FieldSpec("w2_box18", "local wages (W-2 box 18)",
              ("local wages", "city wages"), (r"local wages",), (), ("w2",)),
    FieldSpec("w2_box19", "local income tax (W-2 box 19)",
              ("local income tax withheld", "local income tax", "local tax withheld", "local tax", "city tax",
               "city income tax", "local withholding"),
              (r"local income tax",), (), ("w2",)),
    FieldSpec("w2_box16", "state wages (W-2 box 16)",
              ("state wages", "box 16"), (r"state wages", r"\bbox 16\b", r"^16\b"), (), ("w2",)),
    FieldSpec("w2_box17", "state income tax (W-2 box 17)",
              ("state income tax withheld", "state income tax", "state withholding", "state tax withheld", "state tax",
               "box 17"),
              (r"state income tax", r"\bbox 17\b", r"^17\b"), (), ("w2",)),
    FieldSpec("nec_box1", "nonemployee compensation (1099-NEC box 1)",
              ("nonemployee compensation", "non-employee compensation", "as a contractor", "as an independent contractor",
               "contractor pay", "contract work", "freelance", "freelancing", "1099 income"),
              (r"nonemployee compensation", r"\bbox 1\b", r"^1\b"), (r"withh", r"state income"), ("1099-nec",)),
    FieldSpec("nec_box4", "federal income tax withheld (1099-NEC box 4)",
              _FEDERAL_WITHHELD,
              (r"federal income tax withheld", r"\bbox 4\b", r"^4\b"), (r"\bstate\b",), ("1099-nec",)),
    FieldSpec("nec_box5", "state tax withheld (1099-NEC box 5)",
              _STATE_WITHHELD,
              (r"state tax withheld", r"\bbox 5\b", r"^5\b"), (r"federal",), ("1099-nec",)),
    # 1099-MISC: rents (box 1), royalties (2) and other income (3) a payer paid a person, and what
    # it withheld for the IRS (4) and the state (16)
    FieldSpec("misc_box1", "rents (1099-MISC box 1)",
              # rent paid to the person; "my rent" alone is what a tenant pays, no 1099's
              ("rents", "rental income", "rent income", "income from rent", "pay me in rent", "paid me in rent",
               "rent received", "rent i received"),
              (r"\brents\b", r"\bbox 1\b", r"^1\b"), (r"withh", r"state income"), ("1099-misc",)),
    FieldSpec("misc_box2", "royalties (1099-MISC box 2)",
              ("royalties", "royalty", "royalty income", "in royalties"),
              (r"royalties", r"\bbox 2\b", r"^2\b"), (r"withh",), ("1099-misc",)),
    FieldSpec("misc_box3", "other income (1099-MISC box 3)",
              ("other income",), (r"other income", r"\bbox 3\b", r"^3\b"), (r"withh",), ("1099-misc",)),
    FieldSpec("misc_box4", "federal income tax withheld (1099-MISC box 4)",
              _FEDERAL_WITHHELD,
              (r"federal income tax withheld", r"\bbox 4\b", r"^4\b"), (r"\bstate\b",), ("1099-misc",)),
    FieldSpec("misc_box16", "state tax withheld (1099-MISC box 16)",
              _STATE_WITHHELD,
              (r"state tax withheld", r"\bbox 16\b", r"^16\b"), (r"federal",), ("1099-misc",)),
    # 1099-R: what a pension, annuity or IRA paid out (box 1), the part of it that is taxable
    # (2a), and what the payer withheld for the IRS (4), the state (14) and the locality (17)
    FieldSpec("r_box1", "gross distribution (1099-R box 1)",
              ("gross distribution", "total distribution", "pension", "did my pension pay", "annuity payments",
               "distribution from my ira"),
              (r"gross distribution", r"\bbox 1\b", r"^1\b"), (r"taxable", r"\bstate\b", r"\blocal\b"), ("1099-r",)),
    FieldSpec("r_box2a", "taxable amount (1099-R box 2a)",
              ("taxable amount", "taxable distribution", "taxable part", "was taxable", "is taxable",
               "taxable portion", "box 2a"),
              (r"taxable amount", r"\bbox 2a\b", r"^2a\b"), (r"not determined",), ("1099-r",)),
    FieldSpec("r_box4", "federal income tax withheld (1099-R box 4)",
              _FEDERAL_WITHHELD,
              (r"federal income tax withheld", r"\bbox 4\b", r"^4\b"), (r"\bstate\b", r"\blocal\b"), ("1099-r",)),
    FieldSpec("r_box5", "employee contributions (1099-R box 5)",
              ("employee contributions", "my contributions", "after-tax contributions", "designated roth contributions"),
              (r"employee contributions",), (r"\btotal\b",), ("1099-r",)),
    FieldSpec("r_box14", "state tax withheld (1099-R box 14)",
              _STATE_WITHHELD + ("state tax",),
              (r"state tax withheld", r"\bbox 14\b", r"^14\b"), (r"federal", r"\blocal\b"), ("1099-r",)),
    FieldSpec("r_box16", "state distribution (1099-R box 16)",
              ("state distribution",), (r"state distribution",), (), ("1099-r",)),
    FieldSpec("r_box17", "local tax withheld (1099-R box 17)",
              ("local tax withheld", "local income tax withheld", "local tax", "city tax", "local withholding"),
              (r"local tax withheld",), (), ("1099-r",)),
    # 1098-E: the interest a student loan's lender received in the year
    FieldSpec("student_loan_interest", "student loan interest (1098-E box 1)",
              ("student loan interest", "interest on my student loan", "interest on my student loans",
               "interest on student loans", "student loan interest paid"),
              (r"student loan interest", r"\bbox 1\b", r"^1\b"), (), ("1098-e",)),
    # 1098-T: what a school received for tuition (box 1), and scholarships or grants (box 5)
    FieldSpec("tuition_paid", "payments received for qualified tuition (1098-T box 1)",
              ("tuition", "tuition paid", "tuition payments", "qualified tuition", "pay in tuition", "college tuition"),
              (r"qualified tuition", r"\bbox 1\b", r"^1\b"), (r"adjustment",), ("1098-t",)),
    FieldSpec("scholarships", "scholarships or grants (1098-T box 5)",
              ("scholarships or grants", "scholarships", "scholarship", "grants"),
              (r"scholarships or grants", r"\bbox 5\b", r"^5\b"), (r"adjustment",), ("1098-t",)),
    # SSA-1099: Social Security's benefits paid (box 3), repaid (4) and net (5); the federal tax
    # withheld at the beneficiary's request (6); the Medicare premiums deducted from the benefits
    FieldSpec("ssa_box3", "benefits paid (SSA-1099 box 3)",
              ("benefits paid", "benefits did social security pay", "did social security pay me", "social security paid me",
               "social security pay me", "before what i repaid"),
              (r"benefits paid", r"\bbox 3\b", r"^3\b"), (r"repaid", r"\bnet\b"), ("ssa-1099",)),
    FieldSpec("ssa_box4", "benefits repaid to SSA (SSA-1099 box 4)",
              ("benefits repaid", "repaid to ssa", "repay to social security", "repaid to social security",
               "pay back to social security", "paid back to social security"),
              (r"benefits repaid", r"\bbox 4\b", r"^4\b"), (), ("ssa-1099",)),
    FieldSpec("ssa_box5", "net benefits (SSA-1099 box 5)",
              ("net benefits", "net social security benefits", "social security benefits", "social security benefit",
               "social security income", "social security did i get", "social security did i receive",
               "social security did we get", "social security did we receive", "in social security"),
              (r"net benefits", r"\bbox 5\b", r"^5\b"), (), ("ssa-1099",)),
    FieldSpec("ssa_box6", "voluntary federal income tax withheld (SSA-1099 box 6)",
              ("voluntary federal income tax withheld", "voluntary withholding", "voluntary federal tax"),
              (r"voluntary federal income tax withheld", r"\bbox 6\b", r"^6\b"), (), ("ssa-1099",)),
    FieldSpec("ssa_medicare", "Medicare Part B premiums deducted (SSA-1099)",
              ("medicare part b", "part b premiums", "part b premium", "medicare premiums", "medicare premium"),
              (r"medicare part b premiums",), (), ("ssa-1099",)),
    # 1099-B: one sale a broker reports, its proceeds (box 1d) and basis (1e), the loss a wash
    # sale disallows (1g), and what the broker withheld for the IRS (4) and the state (16). The
    # gain is never printed: no phrase here asks for it.
    FieldSpec("b_box1d", "proceeds (1099-B box 1d)",
              ("proceeds", "gross proceeds", "sale proceeds", "sales proceeds", "proceeds from the sale",
               "get from selling", "got from selling", "get for selling", "got for selling", "received from selling"),
              (r"proceeds", r"\bbox 1d\b", r"^1d\b"),
              (r"withh", r"reported to irs", r"collectibles", r"loss is not allowed", r"if checked"), ("1099-b",)),
    FieldSpec("b_box1e", "cost or other basis (1099-B box 1e)",
              ("cost or other basis", "cost basis", "my basis", "the basis", "tax basis", "adjusted basis"),
              (r"cost or other basis", r"cost basis", r"\bbox 1e\b", r"^1e\b"), (r"withh", r"reported to irs"), ("1099-b",)),
    FieldSpec("b_box1g", "wash sale loss disallowed (1099-B box 1g)",
              ("wash sale loss disallowed", "wash sale loss", "disallowed as a wash sale", "wash sale", "loss disallowed",
               "loss was disallowed", "disallowed loss"),
              (r"wash sale", r"\bbox 1g\b", r"^1g\b"), (r"withh",), ("1099-b",)),
    FieldSpec("b_box4", "federal income tax withheld (1099-B box 4)",
              _FEDERAL_WITHHELD + ("backup withholding",),
              (r"federal income tax withheld", r"\bbox 4\b", r"^4\b"), (r"\bstate\b",), ("1099-b",)),
    FieldSpec("b_box16", "state tax withheld (1099-B box 16)",
              _STATE_WITHHELD,
              (r"state tax withheld", r"\bbox 16\b", r"^16\b"), (r"federal",), ("1099-b",)),
    FieldSpec("int_box1", "interest income (1099-INT box 1)",
              ("interest income", "interest earned", "interest did i earn", "interest i earned",
               "how much interest", "interest"),
              (r"interest income", r"\bbox 1\b", r"^1\b"),
              (r"savings bonds", r"treasury", r"withh", r"penalty", r"tax-exempt", r"tax exempt"), ("1099-int",)),
    FieldSpec("int_box3", "interest on U.S. savings bonds and Treasury obligations (1099-INT box 3)",
              ("savings bonds", "treasury obligations", "treasury interest"),
              (r"savings bonds", r"treasury", r"\bbox 3\b", r"^3\b"), (), ("1099-int",)),
    FieldSpec("int_box4", "federal income tax withheld (1099-INT box 4)",
              ("federal income tax withheld on my 1099-int", "backup withholding"),
              (r"federal income tax withheld", r"\bbox 4\b", r"^4\b"), (), ("1099-int",)),
    FieldSpec("div_box1a", "total ordinary dividends (1099-DIV box 1a)",
              ("total ordinary dividends", "ordinary dividends", "dividends", "box 1a"),
              (r"ordinary dividends", r"\b1a\b"), (r"qualified",), ("1099-div",)),
    FieldSpec("div_box1b", "qualified dividends (1099-DIV box 1b)",
              ("qualified dividends", "box 1b"), (r"qualified dividends", r"\b1b\b"), (), ("1099-div",)),
    FieldSpec("int_box2", "early withdrawal penalty (1099-INT box 2)",
              ("early withdrawal penalty", "early-withdrawal penalty", "withdrawal penalty"),
              (r"early.withdrawal penalty",), (), ("1099-int",)),
    FieldSpec("int_box8", "tax-exempt interest (1099-INT box 8)",
              ("tax-exempt interest", "tax exempt interest"), (r"tax.exempt interest",), (), ("1099-int",)),
    FieldSpec("div_box2a", "total capital gain distributions (1099-DIV box 2a)",
              ("capital gain distributions", "capital gains distributions", "capital gain distribution",
               "capital gains distribution", "total capital gain"),
              (r"capital gain distr",), (), ("1099-div",)),
    FieldSpec("div_box3", "nondividend distributions (1099-DIV box 3)",
              ("nondividend distributions", "non-dividend distributions", "return of capital"),
              (r"nondividend distributions",), (), ("1099-div",)),
    FieldSpec("div_box5", "section 199A dividends (1099-DIV box 5)",
              ("section 199a dividends", "199a dividends"), (r"199a dividends",), (), ("1099-div",)),
    FieldSpec("div_box12", "exempt-interest dividends (1099-DIV box 12)",
              ("exempt-interest dividends", "exempt interest dividends", "tax-exempt dividends"),
              (r"exempt.interest dividends",), (), ("1099-div",)),
    FieldSpec("foreign_tax_paid", "foreign tax paid",
              ("foreign tax paid", "foreign taxes paid", "foreign tax", "foreign taxes"),
              (r"foreign tax paid",), (), ("1099-int", "1099-div")),
    FieldSpec("mortgage_principal", "outstanding mortgage principal (1098 box 2)",
              ("outstanding mortgage principal", "outstanding principal", "mortgage principal",
               "principal balance", "principal outstanding"),
              (r"outstanding mortgage principal",), (), ("1098",)),
    FieldSpec("overpaid_interest_refund", "refund of overpaid interest (1098 box 4)",
              ("refund of overpaid interest", "overpaid interest"), (r"overpaid interest",), (), ("1098",)),
    FieldSpec("mortgage_insurance", "mortgage insurance premiums (1098 box 5)",
              ("mortgage insurance premiums", "mortgage insurance premium", "mortgage insurance", "pmi"),
              (r"mortgage insurance",), (), ("1098",)),
    FieldSpec("points_paid", "points paid (1098 box 6)",
              ("points paid", "points i paid", "mortgage points", "points on my mortgage", "the points"),
              (r"\bpoints\b",), (), ("1098",)),
    FieldSpec("mortgage_interest", "mortgage interest (1098 box 1)",
              ("mortgage interest", "interest on my mortgage", "home loan interest"),
              (r"mortgage interest", r"\bbox 1\b", r"^1\b"), (r"\bpoints\b", r"premium"), ("1098",)),
    # a lender pays the property tax from the borrower's escrow: on a 1098 that is what box
    # 10 reports, so "paid from escrow" says nothing the figure does not
    FieldSpec("property_tax", "property tax",
              ("property tax", "property taxes", "real estate tax", "real estate taxes", "county tax",
               "property tax paid from escrow", "taxes paid from escrow"),
              (r"property tax", r"real estate tax", r"total tax", r"\btaxes\b", r"\bbox 10\b", r"^10\b", r"tax amount"),
              _NOT_CURRENT + (r"\bexempt", r"\brate\b", r"\bassessed\b", r"\bvalue\b"), ("1098", "property-tax-bill")),
    FieldSpec("premium", "premium",
              ("annual premium", "total premium", "premium", "how much is my insurance"),
              (r"premium",), _NOT_CURRENT, ("insurance-declarations", "life-insurance-statement")),
    FieldSpec("deductible", "deductible", ("deductible",), (r"deductible",), _NOT_CURRENT,
              ("insurance-declarations",)),
    # an auto policy prints one deductible a coverage: the question names which
    FieldSpec("collision_deductible", "collision deductible", ("collision deductible",),
              (r"collision.*deductible|deductible.*collision",), _NOT_CURRENT, ("insurance-declarations",)),
    FieldSpec("comprehensive_deductible", "comprehensive deductible",
              ("comprehensive deductible", "comp deductible", "other than collision deductible"),
              (r"(?:comprehensive|other than collision).*deductible|deductible.*(?:comprehensive|other than collision)",),
              _NOT_CURRENT, ("insurance-declarations",)),
    FieldSpec("coverage_limit", "coverage limit",
              ("coverage limit", "dwelling limit", "dwelling coverage", "dwelling protection", "coverage a",
               "limit of liability", "how much coverage", "coverage"),
              (r"limit", r"coverage", r"dwelling"), _NOT_CURRENT + (r"deductible", r"premium"),
              ("insurance-declarations",)),
    FieldSpec("cash_value", "cash value",
              ("cash value", "account value", "policy value", "policy worth", "worth"),
              (r"cash value", r"account value", r"policy value"),
              _NOT_CURRENT + (r"surrender", r"\bdeath\b", r"\b(19|20)\d\d\b", r"continu"),
              ("life-insurance-statement",)),
    # what an investment account is worth: its value at the statement's end (asked as a policy's
    # cash value is, "what is my IRA worth"; SAME_ON_KIND sends that one here)
    FieldSpec("account_value", "account value",
              ("account value", "account worth", "portfolio value", "portfolio worth", "worth"),
              (r"(?:account|portfolio) value", r"ending value"),
              _NOT_CURRENT + (r"\bbeginning\b", r"\bopening\b", r"\bchange\b", r"\b(19|20)\d\d\b"),
              ("investment-statement",)),
    FieldSpec("surrender_value", "surrender value",
              ("cash surrender value", "surrender value", "surrender"),
              (r"surrender value", r"surrender"), _NOT_CURRENT + (r"charge",), ("life-insurance-statement",)),
    FieldSpec("death_benefit", "death benefit",
              ("death benefit", "face amount", "payout if i die"),
              (r"death benefit", r"face amount"), _NOT_CURRENT, ("life-insurance-statement",)),
    FieldSpec("subtotal", "subtotal", ("subtotal", "sub total", "sub-total", "before tax"),
              (r"sub[- ]?total",), (), ("receipt", "medical-bill")),
    FieldSpec("tip", "tip", ("tip", "gratuity"), (r"\btip\b", r"gratuity"), (), ("receipt",)),
    FieldSpec("cash_tendered", "cash tendered", ("cash tendered", "cash given", "paid in cash", "cash paid"),
              (r"\bcash\b", r"tender"), (r"change",), ("receipt",)),
    FieldSpec("change", "change", ("change given", "change back", "my change", "change"),
              (r"\bchange\b",), (r"\bcash\b(?!.*change)",), ("receipt",)),
    FieldSpec("tax", "tax", ("sales tax", "gst", "vat", "tax on the receipt", "tax"),
              (r"\btax\b", r"\bgst\b", r"\bvat\b", r"\bsst\b"), (r"before tax", r"excl", r"incl"),
              ("receipt",)),
    FieldSpec("patient_responsibility", "patient responsibility",
              ("patient responsibility", "patient balance", "my share", "what i owe the hospital"),
              (r"patient", r"you owe", r"your responsibility", r"amount due", r"balance due"),
              _NOT_CURRENT + (r"insurance paid", r"adjust"), ("medical-bill",)),
    FieldSpec("total", "total",
              ("total paid", "grand total", "how much did i pay", "how much did i spend",
               "how much was", "what did i pay", "what did i spend", "total amount", "total"),
              (r"total", r"amount", r"\bdue\b", r"\bbalance\b", r"nett?\b"),
              (r"sub[- ]?total", r"total tax", r"\btax\b", r"savings", r"discount", r"qty", r"quantity",
               r"items?\b", r"rounding", r"change", r"\bcash\b", r"accepted", r"tender", r"received",
               r"excl", r"points?\b"),
              ("receipt",)),
    # "the payment due in May" is what is due; when it is due is asked by "when" or "date"
    FieldSpec("due_date", "due date", ("due date", "when is", "when was", "due on", "pay by", "what date",
                                       "when do i have to pay"),
              (r"\bdue\b", r"pay by"), _NOT_CURRENT, kind="date"),
    FieldSpec("period_end", "expiration date",
              ("expire", "expires", "expiring", "expiration", "expiry", "run out", "runs out", "term end",
               "term ends", "renewal date", "up for renewal"),
              (r"\bterm\b", r"\bperiod\b", r"expir"), (), ("insurance-declarations",), kind="date"),
    FieldSpec("origination_date", "mortgage origination date (1098 box 3)",
              ("origination date", "originate", "originated", "origination", "take out my mortgage",
               "took out my mortgage", "take out the mortgage", "took out the mortgage"),
              (r"originat",), (), ("1098",), kind="date"),
    FieldSpec("policy_number", "policy number", ("policy number", "policy no", "policy #", "policy id"),
              (r"policy",), (), kind="text"),
    FieldSpec("account_ending", "account ending",
              ("account ending", "account number", "last four", "last 4", "card ending", "account end"),
              # a label numbering the account, not any line saying "account" ("Manage your
              # account online: ... Customer Service: 1-800-555-0143" prints a phone number)
              (r"\baccount\s*(?:number|no\b|#|ending|id\b)|^account$", r"\bacct\b",
               r"\bcard\s*(?:number|no\b|#|ending)|^card$", r"\bending\b"), (), kind="text"),
)

BY_NAME: dict[str, FieldSpec] = {s.name: s for s in SPECS}

# Fields that may only be read on documents of their kinds: a bank statement's "interest paid"
# is not a 1099's box 1, a property tax on a 1098 is box 10 while on a county bill its total.
DOC_KIND_WORDS: tuple[tuple[str, str], ...] = (
    ("w-2", "w2"), ("w2", "w2"), ("wage and tax statement", "w2"),
    ("1099-int", "1099-int"), ("1099 int", "1099-int"), ("1099int", "1099-int"),
    ("1099-div", "1099-div"), ("1099 div", "1099-div"), ("1099-g", "1099-g"),
    ("1099-nec", "1099-nec"), ("1099 nec", "1099-nec"), ("1099nec", "1099-nec"),
    ("1099-misc", "1099-misc"), ("1099 misc", "1099-misc"), ("1099misc", "1099-misc"),
    ("1099-b", "1099-b"), ("1099 b", "1099-b"), ("1099b", "1099-b"),
    ("1099-r", "1099-r"), ("1099 r", "1099-r"), ("1099r", "1099-r"),
    ("1098-e", "1098-e"), ("1098 e", "1098-e"), ("1098e", "1098-e"), ("student loan interest statement", "1098-e"),
    ("1098-t", "1098-t"), ("1098 t", "1098-t"), ("1098t", "1098-t"), ("tuition statement", "1098-t"),
    ("ssa-1099", "ssa-1099"), ("ssa 1099", "ssa-1099"), ("ssa1099", "ssa-1099"),
    ("social security benefit statement", "ssa-1099"),
    ("1098", "1098"), ("mortgage interest statement", "1098"),
    # a servicer's monthly statement, not the year's 1098 ("my April mortgage statement")
    ("mortgage statement", "mortgage-statement"), ("mortgage loan statement", "mortgage-statement"),
    ("home loan statement", "mortgage-statement"), ("mortgage bill", "mortgage-statement"),
    ("1040", "1040"), ("form 1040", "1040"), ("1040-sr", "1040"), ("tax return", "1040"),
    ("income tax return", "1040"), ("federal return", "1040"), ("joint return", "1040"),
    ("4868", "4868"), ("form 4868", "4868"), ("extension request", "4868"), ("tax extension", "4868"),
    ("filing extension", "4868"),
    ("credit card", "credit-card-statement"), ("card statement", "credit-card-statement"),
    ("bank statement", "bank-statement"), ("checking", "bank-statement"), ("savings", "bank-statement"),
    ("utility", "utility-bill"), ("electric", "utility-bill"), ("gas bill", "utility-bill"),
    ("water bill", "utility-bill"), ("power bill", "utility-bill"),
    ("declarations", "insurance-declarations"), ("insurance policy", "insurance-declarations"),
    ("homeowners", "insurance-declarations"), ("auto policy", "insurance-declarations"),
    ("earthquake", "insurance-declarations"), ("umbrella", "insurance-declarations"),
    ("condo insurance", "insurance-declarations"), ("flood insurance", "insurance-declarations"),
    ("motorcycle insurance", "insurance-declarations"), ("universal life", "life-insurance-statement"),
    ("life policy", "life-insurance-statement"), ("property tax statement", "property-tax-bill"),
    ("life insurance", "life-insurance-statement"), ("annual statement", "life-insurance-statement"),
    ("property tax bill", "property-tax-bill"), ("tax bill", "property-tax-bill"),
    ("receipt", "receipt"), ("medical bill", "medical-bill"),
    # an insurer's explanation of benefits is read as the bill of the claim it explains
    ("eob", "medical-bill"), ("explanation of benefits", "medical-bill"),
    ("pay stub", "pay-stub"), ("paystub", "pay-stub"), ("pay slip", "pay-stub"), ("payslip", "pay-stub"),
    ("earnings statement", "pay-stub"), ("pay statement", "pay-stub"), ("check stub", "pay-stub"),
    ("paycheck", "pay-stub"), ("pay check", "pay-stub"), ("stub", "pay-stub"),
    ("employment verification", "income-report"), ("verification of employment", "income-report"),
    ("income verification", "income-report"), ("verification of income", "income-report"),
    ("employment report", "income-report"), ("income report", "income-report"),
    ("employment verification report", "income-report"), ("voe", "income-report"),
    ("asset report", "asset-report"), ("verification of assets", "asset-report"),
    ("asset verification", "asset-report"), ("assets report", "asset-report"), ("voa", "asset-report"),
    ("brokerage statement", "investment-statement"), ("investment statement", "investment-statement"),
    ("investment report", "investment-statement"), ("ira statement", "investment-statement"),
    ("retirement statement", "investment-statement"), ("401(k) statement", "investment-statement"),
    ("401k statement", "investment-statement"),
) + tuple(  # "my renters insurance", "my pet policy", "my car insurance": a policy of that line
    (f"{word} {noun}", "insurance-declarations") for line, words in lines.LINES.items() if line != "life"
    for word in words for noun in ("insurance", "policy", "coverage"))

# A field a kind of document prints under other names, in the order they are tried: what a
# person owes on a card statement is its new balance (its minimum payment is only the least
# they may pay); on a medical bill, the patient's responsibility (what is left after the plan
# paid), else what the bill asks to be paid ("Please Pay").
SAME_ON_KIND: dict[tuple[str, str], tuple[str, ...]] = {
    ("amount_due", "credit-card-statement"): ("new_balance",),
    # ...and what a card's statement period ended at, its new balance
    ("ending_balance", "credit-card-statement"): ("new_balance",),
    ("amount_due", "medical-bill"): ("patient_responsibility", "amount_due"),
    # what an investment account is worth is its account value
    ("cash_value", "investment-statement"): ("account_value",),
    # tax withheld is one thing on every form that reports it, each in its own box: "how much
    # federal tax did Vanguard withhold" is box 4 of the 1099-R Vanguard sent
    ("w2_box2", "1099-int"): ("int_box4",), ("w2_box2", "1099-nec"): ("nec_box4",), ("w2_box2", "1099-r"): ("r_box4",),
    ("w2_box2", "1099-misc"): ("misc_box4",), ("w2_box2", "ssa-1099"): ("ssa_box6",),
    ("w2_box2", "1099-b"): ("b_box4",), ("w2_box17", "1099-b"): ("b_box16",),
    ("w2_box17", "1099-nec"): ("nec_box5",), ("w2_box17", "1099-r"): ("r_box14",), ("w2_box17", "1099-misc"): ("misc_box16",),
}


# A figure asked by its verb alone, no figure named: what a document of the sender's kind
# reports for that verb ("how much did I earn at Yarrowwater?" is a W-2's wages, "what does my
# homeowners insurance cost?" a policy's premium).
BY_VERB_ON_KIND: tuple[tuple[re.Pattern, dict[str, str]], ...] = (
    # ...and what the sender paid the person ("how much did Larkspur pay me", "my income from
    # Brightline"): an employer's wages, a client's compensation, a bank's interest
    (re.compile(r"\b(?:earn|earned|earning|make|made|(?:pay|pays|paid) (?:me|us)|income(?! tax))\b", re.I),
     {"w2": "w2_box1", "1099-int": "int_box1", "1099-div": "div_box1a", "1099-nec": "nec_box1"}),
    (re.compile(r"\b(?:cost|costs|costing)\b", re.I), {"insurance-declarations": "premium"}),
    # ...and what it is, asked of the insurance itself ("how much is my earthquake insurance"):
    # its price (what it covers is asked of a coverage, "how much liability coverage do I have")
    (re.compile(r"^\s*how much (?:is|was|'s)(?= (?:my|our|the)\s+(?:[\w'-]+\s+){0,3}(?:insurance|policy)"
                r"(?:\s+(?:for|in|on|this|per)\b[^?]*)?\s*\??\s*$)", re.I), {"insurance-declarations": "premium"}),
    # what the insured pays for a policy is its premium ("how much do I pay per month for my
    # renters insurance"); what the insurer pays is a limit, never asked so
    (re.compile(r"\b(?:(?:(?:do|did|will|would|should|must) (?:I|we)|I|we) (?:pay|paid)|(?:am I|are we) paying)\b"
                r"(?! (?:out|back|off|down|for (?:a|an|the) (?!polic)))", re.I),
     # ...and what the person pays a card is its payments ("how much did I pay toward my card")
     {"insurance-declarations": "premium", "credit-card-statement": "payments"}),
    # ...or by the bare noun: "the balance on my credit card statement" is its new balance, on
    # a bank statement the ending balance (a word more, "available", must still be printed)
    (re.compile(r"\bbalance\b", re.I), {"credit-card-statement": "new_balance", "bank-statement": "ending_balance"}),
)


# What a document of each type is called in a sentence.
KIND_NOUN: dict[str, str] = {
    "w2": "W-2", "1099-int": "1099-INT", "1099-div": "1099-DIV", "1099-g": "1099-G", "1099-nec": "1099-NEC",
    "1099-misc": "1099-MISC", "1099-r": "1099-R", "1098": "1098", "1098-e": "1098-E", "1098-t": "1098-T",
    "ssa-1099": "SSA-1099", "1099-b": "1099-B",
    "1040": "tax return", "4868": "extension request",
    "credit-card-statement": "statement", "bank-statement": "statement", "mortgage-statement": "mortgage statement",
    "utility-bill": "bill",
    "insurance-declarations": "policy", "life-insurance-statement": "statement",
    "property-tax-bill": "property tax bill", "receipt": "receipt", "medical-bill": "bill",
    "pay-stub": "pay stub", "income-report": "income report", "asset-report": "asset report",
    "investment-statement": "statement",
}
