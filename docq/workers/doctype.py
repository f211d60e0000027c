"""doctype: what kind of document this is, from the words printed on it.

Rules first: a tax form names itself in its title; other documents are scored by phrases
that only their kind prints. An optional chooser (the local model, see docq.answer.llm) may
only pick among DOC_TYPES when the rules are undecided; anything else it says is ignored.
"""
from __future__ import annotations

import re
from statistics import median
from typing import Callable

from docq.records import Page
from docq.workers import labels
from docq.workers.evidence import page_lines
from docq.workers.kinds import DOC_TYPES


Chooser = Callable[[str, tuple[str, ...]], "str | None"]

# A form's own title with the boxes only that form prints: decisive. (A bank statement
# saying "interest is reported on Form 1099-INT" names the form but has none of its boxes.)
_FORMS = (
    ("w2", r"\bW-?2\b.{0,40}wage and tax statement|wage and tax statement.{0,40}\bW-?2\b|\bform w-?2\b",
     r"employer|employee'?s|wages,? tips|social security wages|medicare wages"),
    ("1099-int", r"\b1099-?INT\b", r"payer'?s|recipient'?s"),
    ("1099-div", r"\b1099-?DIV\b|dividends and distributions", r"payer'?s|recipient'?s"),
    ("1099-g", r"\b1099-?G\b|certain government payments", r"payer'?s|recipient'?s"),
    ("1099-nec", r"\b1099-?NEC\b|nonemployee compensation", r"payer'?s|recipient'?s"),
    ("1099-misc", r"\b1099-?MISC\b|miscellaneous information", r"payer'?s|recipient'?s"),
    ("1099-b", r"\b1099-?B\b|proceeds from broker", r"payer'?s|recipient'?s"),
    ("1099-r", r"\b1099-?R\b|distributions from pensions", r"payer'?s|recipient'?s"),
    ("1098-e", r"\b1098-?E\b|student loan interest statement", r"lender'?s|borrower'?s"),
    ("1098-t", r"\b1098-?T\b|tuition statement", r"filer'?s|student'?s"),
    ("ssa-1099", r"\bSSA-?1099\b|social security benefit statement", r"benefits paid|net benefits|beneficiary"),
    ("1098", r"\bform 1098\b(?!-)|mortgage interest statement|\b1098\b(?![-\d])",
     r"lender|borrower|payer'?s|recipient'?s"),
    # the person's own filings: a return (1040, 1040-SR) and the request to extend its due date
    ("1040", r"\bindividual income tax return\b|\btax return for seniors\b", r"adjusted gross income"),
    ("4868", r"\bapplication for automatic extension of time\b",
     r"estimate of total tax liability|balance due|amount you'?re paying"),
)

# A loan's own disclosures (the CFPB's Loan Estimate and Closing Disclosure) name themselves:
# a loan's terms and costs, of none of the kinds above, whatever taxes, cash and subtotals
# they print
_LOAN_DISCLOSURES = re.compile(r"\bclosing disclosure\b|\bloan estimate\b.{0,80}\bloan terms\b", re.IGNORECASE | re.DOTALL)

# A W-2's box captions: enough of them in any arrangement make a W-2 whose title the layout (or
# the recogniser) split from its name. Each is a W-2 box; one or two also appear elsewhere.
_W2_CAPTIONS = (r"wages,?\s+tips,?\s+(?:and\s+)?other\s+comp", r"federal\s+income\s+tax\s+withheld",
                r"social\s+security\s+wages", r"social\s+security\s+tax\s+withheld",
                r"medicare\s+wages\s+and\s+tips", r"medicare\s+tax\s+withheld",
                r"employer'?s?\s+identification\s+number", r"employee'?s\s+social\s+security\s+number",
                r"employer'?s\s+name", r"employee'?s\s+(?:first\s+)?name", r"allocated\s+tips",
                r"dependent\s+care\s+benefits", r"nonqualified\s+plans", r"state\s+wages")
_W2_ENOUGH = 4

# Phrases each other kind prints, with weights; the best score wins if it is clear.
_CUES: dict[str, tuple[tuple[str, int], ...]] = {
    "credit-card-statement": ((r"minimum payment", 3), (r"credit limit|credit line", 3),
                              (r"new balance", 2), (r"purchases", 1), (r"card ?member|cardholder", 2),
                              (r"annual percentage rate|\bapr\b", 2), (r"cash advance", 1)),
    "bank-statement": ((r"beginning balance|opening balance", 2), (r"ending balance|closing balance", 2),
                       (r"deposits", 2), (r"withdrawals", 2), (r"checking|savings", 1),
                       (r"annual percentage yield|\bapy\b", 2), (r"routing", 1)),
    "utility-bill": ((r"\bkwh\b|kilowatt", 4), (r"\btherms?\b|\bccf\b", 4), (r"gallons", 2),
                     (r"service address", 2), (r"meter", 2), (r"monitor|alarm|home security", 3), (r"\b(?:electric(?:ity)?|natural gas|water|sewer)\b", 1),
                     (r"standing charge|supply charge|daily supply", 2),
                     (r"broadband|internet|wireless|mobile|phone|cable", 1), (r"usage", 1),
                     (r"amount due|due date", 1)),
    # an application for a policy states the coverages, limits and premium asked for, as a
    # declarations page states those granted ("HOMEOWNER APPLICATION", ACORD 80)
    "insurance-declarations": ((r"declarations?", 4), (r"(?:homeowners?|auto(?:mobile)?|renters?|insurance|dwelling)"
                                                       r" application|application for (?:\w+ )?insurance", 4),
                               (r"policy period", 2), (r"deductible", 2),
                               (r"coverage", 1), (r"named insured", 2), (r"premium", 1),
                               (r"dwelling|liability|collision|comprehensive|earthquake|umbrella", 1)),
    "life-insurance-statement": ((r"cash (surrender )?value", 3), (r"surrender value", 3),
                                 (r"death benefit", 3), (r"life insurance|universal life|whole life", 3),
                                 (r"annual (policy )?statement", 1), (r"policy ?owner|insured", 1)),
    "property-tax-bill": ((r"property tax|real estate tax|secured tax", 3), (r"assessed value|assessment", 3),
                          (r"parcel|apn|\bpin\b", 2), (r"tax collector|treasurer|county", 1),
                          (r"installment", 2), (r"tax rate|mill", 1)),
    # a receipt printed where another language is spoken says the same things in it: the slip's
    # own name ("scontrino", "documento fiscale"), its total ("TOTALE", "Summe"), the cash handed
    # over and the change ("CONTANTE", "RESTO"; "COMPTANT", "MONNAIE"), the value-added tax by its
    # name there ("IVA", "MwSt", "TVA", Quebec's "TPS"/"TVQ"), the table served ("Tisch", "Mesa")
    "receipt": ((r"receipt|scontrino|documento fiscale|ricevuta|quittung|kassenbon|recibo|kvitto", 2),
                (r"\bcash\b|\bcontanti?\b|\bcomptant\b|\befectivo\b|\bbargeld\b", 1),
                (r"\bchange\b|\bresto\b|\bmonnaie\b|\bcambio\b|\brückgeld\b", 1), (r"\bchange due\b", 1),
                (r"\btender(?:ed)?\b", 3), (r"sub ?total", 2),
                (r"\bgst\b|\bsst\b|\bvat\b|\biva\b|\bmwst\b|\btva\b|\btps\b|\btvq\b", 2),
                (r"tax invoice", 3), (r"thank you", 1),
                (r"\bqty\b|quantity", 1), (r"rounding", 2),
                (r"\btotal\b|\btotale\b|\bsumme\b|\bimporte\b", 1), (r"cashier", 2),
                # a sale paid at a counter, as US and European receipts print it: the card's
                # approval, a tip line, a server's check or table, the time of the sale, a pump's
                # fuel sale
                (r"approval|\bappr\b|auth(?:orization)?\.?\s*(?:code|#|no)|card sale|sale total|total sale", 2),
                (r"\btip\b|gratuity", 2), (r"\bserver\b|\bguests?\b|\bchk\b|\btable\b|\btisch\b|\bmesa\b|\btavolo\b", 1),
                (r"\b\d{1,2}:\d\d(?::\d\d)?\s?(?:am|pm)\b", 1), (r"\bsales? tax\b|\btax\b", 1),
                (r"\bpump\s*(?:no\b|#)|price\s*/\s*gal\b", 2),
                (r"\bregister\b|\breg\b|\bterminal\b|\btrans(?:action)?\s*#|\bstore\s*#", 1)),
    # a pay stub: one pay period's pay beside the year's so far
    "pay-stub": ((r"pay ?stub|pay ?slip|earnings statement|statement of earnings|pay statement", 4),
                 (r"net pay", 3), (r"year[- ]to[- ]date|\bytd\b", 2), (r"gross pay|total earnings|taxable gross", 2),
                 (r"pay (?:period|date)|period (?:end|ending|beginning)|date paid|check date|advice date", 2),
                 (r"federal withholding|fed(?:eral)? (?:income )?tax|\bfica\b|\boasdi\b|medicare", 1),
                 (r"deductions", 1), (r"earnings", 1)),
    # a verifier's report of a person's employment and income (The Work Number, Truework...)
    "income-report": ((r"verification of (?:employment|income)|(?:employment|income) verification|"
                       r"\bvoe\b|\bvoi\b|(?:employment|income) report|the work number", 5),
                      (r"employer", 1), (r"hire date|date of hire|start date|termination|job title|position", 2),
                      (r"rate of pay|pay rate|base pay|pay frequency|rate frequency", 2),
                      (r"overtime|bonus|commission", 1), (r"employment status|employee status|employment", 1)),
    # a verifier's report of a person's accounts and their balances (Finicity, Plaid, AccountChek...)
    "asset-report": ((r"verification of assets|asset report|assets? summary|total assets|\bvoa\b", 5),
                     (r"current balance|available balance", 2), (r"institution", 2), (r"borrower|requester|requestor", 2),
                     (r"\blender\b", 1),
                     (r"account (?:holder|owner|type|mask|summary)", 1), (r"transactions?|deposits?", 1)),
    # a broker's or a retirement plan's statement of an account's investments: its holdings,
    # each with a quantity, a price and a value, what they cost and have gained
    "investment-statement": ((r"\bholdings\b", 3), (r"cost basis", 2), (r"unrealized (?:gain|loss)", 3),
                             (r"(?:account|portfolio|market) value|(?:ending|beginning) value", 2),
                             (r"\bshares\b|share price|price per (?:share|unit)|\bquantity\b", 1),
                             (r"brokerage|investment (?:report|account|statement)|\bportfolio\b", 2),
                             (r"\bira\b|401\(?k\)?|403\(?b\)?|\bretirement\b", 1),
                             (r"dividends?|capital gains?|reinvest", 1),
                             (r"\bfunds?\b|\betfs?\b|money market", 1)),
    # a mortgage servicer's periodic statement: the payment due, split into principal, interest
    # and escrow, beside what was paid last month and this year (the CFPB's periodic statement)
    "mortgage-statement": ((r"mortgage (?:loan )?statement|home loan statement|mortgage account statement", 4),
                           (r"\bescrow\b", 2), (r"(?:outstanding|unpaid) principal|principal balance", 2),
                           (r"explanation of (?:the )?amount due|payment breakdown", 2),
                           (r"past payments? breakdown|paid last month|paid year to date|since last statement", 2),
                           (r"partial payments?|suspense|unapplied", 1), (r"maturity date|payoff", 1),
                           (r"\bprincipal\b", 1)),
    "medical-bill": ((r"patient", 3), (r"explanation of benefits", 5), (r"provider", 2),
                     (r"claim", 1), (r"patient responsibility|amount you (may )?owe", 3),
                     (r"\bguarantor\b", 2),
                     (r"date of service|service date", 2), (r"insurance paid|\bins\.? paid|plan paid|allowed", 2),
                     (r"\blab(?:s|oratory)?\b|\bpanel\b|clinic|physician|p(?:a)?ediatric|therap|dental", 2),
                     (r"\bco-?pay|deductible applied|coinsurance", 2)),
}


# A till prints its slip in a few dozen character columns (thermal printers print 32 to 48), an
# office document across a page (60 or more). Measured as the widest lines' span in the page's own
# characters: 19-51 on the 53 receipt photos of wildreceipt-dev, 58-158 on 77 letter-size
# statements, bills, forms, policies and reports of the real and generated sets. A slip printed
# so counts as much as its own name would: it decides a receipt whose words are in a language
# (or an OCR reading) the cues above miss ("TOTALE EURD", "KREDITKORT", "BILL AMOUNT").
TILL_COLUMNS = 52
_TILL_WEIGHT = 2
_MEASURED = 3      # characters: shorter words ("1", "$", "|") say little of the type's width


def till_printed(pages: list[Page]) -> bool:
    """Whether every page with words enough to tell is printed in a till's columns: its lines
    (the widest tenth left out, so a word read off the photo's background does not count) span
    at most TILL_COLUMNS of its characters."""
    spans = [_columns(p) for p in pages]
    told = [s for s in spans if s is not None]
    return bool(told) and all(s <= TILL_COLUMNS for s in told)


def _columns(page: Page) -> float | None:
    words = [w for w in page.words if len(w.text.strip()) >= _MEASURED]
    lines = page_lines(page)
    if len(words) < 5 or len(lines) < 5:
        return None
    char = median(w.box.width / len(w.text.strip()) for w in words)
    if char <= 0:
        return None
    widths = sorted((ws[-1].box.x1 - ws[0].box.x0) / char for ws in lines)
    return widths[int(len(widths) * 0.9)]


# Typeset apostrophes ("PAYER’S", as the IRS prints it) are compared as the plain one.
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'"})


def form_types(text: str) -> list[str]:
    """Every tax form the text is (a brokerage's composite 1099 is several), in printed order."""
    text = text.translate(_APOSTROPHES)
    found = []
    for name, title, boxes in _FORMS:
        m = re.search(title, text, re.IGNORECASE)
        if m and re.search(boxes, text, re.IGNORECASE):
            found.append((m.start(), name))
    if not any(name == "w2" for _, name in found):
        spelt = labels.spell_out(text)     # "Fed. income tax withheld", "Soc. sec. wages"
        at = [m.start() for m in (re.search(c, spelt, re.IGNORECASE) for c in _W2_CAPTIONS) if m]
        if len(at) >= _W2_ENOUGH:
            found.append((min(at), "w2"))
    return [name for _, name in sorted(found)]         # the first printed is the document's type


# A slip is a page or two; a document of this many pages set across office pages is a
# statement, a policy, a loan's disclosure, however many "cash", "change?" and "subtotals" it
# prints (a Closing Disclosure scored as a receipt)
OFFICE_PAGES = 3


def office_printed(pages: list[Page]) -> bool:
    """Whether a document is OFFICE_PAGES pages or more, none printed in a till's columns."""
    return len(pages) >= OFFICE_PAGES and not any(s is not None and s <= TILL_COLUMNS for s in map(_columns, pages))


def rules(text: str, till: bool = False, office: bool = False) -> tuple[str | None, dict[str, int]]:
    """(decided type or None, scores). `till`: the pages are printed in a till's columns;
    `office`: the document is several office pages (office_printed), never a receipt."""
    forms = form_types(text)
    if forms:
        return forms[0], {}
    if _LOAN_DISCLOSURES.search(text[:3000]):
        return "other", {}
    low = text.lower()
    scores = {t: sum(w for pat, w in cues if re.search(pat, low)) for t, cues in _CUES.items()}
    if till:
        scores["receipt"] += _TILL_WEIGHT
    if office:
        scores["receipt"] = 0
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    (best, s1), (_, s2) = ranked[0], ranked[1]
    if s1 >= 4 and s1 - s2 >= 2:
        return best, scores
    return None, scores


def classify(text: str, chooser: Chooser | None = None, till: bool = False, office: bool = False) -> str:
    """The document's type, one of DOC_TYPES. When the rules cannot tell, `chooser` (the local
    model) may pick among the kinds the document prints a phrase of, or "other"; anything it
    says outside those is ignored. `till`: the pages are printed in a till's columns; `office`:
    the document is several office pages (office_printed)."""
    decided, scores = rules(text, till, office)
    if decided:
        return decided
    offered = tuple(t for t in DOC_TYPES if scores.get(t, 0) > 0)
    if chooser is not None and offered:
        picked = chooser(text, offered + ("other",))
        if picked in offered:
            return picked
    return "other"
