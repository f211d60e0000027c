"""The words a question or a label uses that name no concept: filler, the generic nouns of a
kind of document, who sends a kind, neutral label words, words meaning the same, months and
periods. answer/wording.py accounts for a question's and a label's words with them.
"""
from __future__ import annotations

import calendar

# The months by name and abbreviation: a date in a label or a question says when, not what.
MONTH_NAMES = frozenset(m.lower() for m in calendar.month_name[1:] + calendar.month_abbr[1:]) | {"sept"}

# Words that carry no meaning of their own in a question about a document.
FILLER = frozenset("""
a an the my our your me i we us you it its this that these those there here what whats which who
whom whose when where why how much many is are was were be been being am do does did done have has
had will would shall should can could may might must of on in at to for from by with about as into
through via toward towards
they them their he him his she her hers far per and or but if so than then any all each every some please tell show give say says find know look
up out get got s t according listed shown printed stated written im ive id dont didnt isnt wasnt just
again exactly actually currently now still right latest most recent newest one ones number figure
myself ourselves yourself yourselves themselves itself come comes came coming getting gets cant cannot wont
doesnt arent werent havent hasnt
value amount shown say says said see i'd report reported reports reporting list lists print prints
under went go goes gone going
dollars dollar
pay paid paying pays spend spent spending earn earned earning earns use used using ask asked asks asking want wanted wants need
receive received receiving receives
needs needed expect expected require required request requested apply
add adds
bring brings brought bringing
""".split())

# Verbs of money: in a question they need no grounding, but when the question names no field
# they may be what picks a printed label ("how much did the plan pay" → "Plan Paid").
MONEY_VERBS = frozenset({"pay", "spend", "owe", "charge", "cost", "earn", "use"})

# A verb of money that names what the figure is: what a card "charged me for" a cash advance is
# its fee, not the cash advanced. The label must carry one of these words for it.
LEVIED = frozenset({"charge", "fee", "interest", "penalty", "cost", "service"})

# What the sender of a document of each kind is to the person: "my lender" sent the 1098.
ROLES: dict[str, tuple[str, ...]] = {
    "w2": ("employer", "job", "work"),
    "1098": ("lender", "mortgage", "servicer", "loan"),
    "mortgage-statement": ("lender", "mortgage", "servicer", "loan"),
    "1099-int": ("payer", "bank"), "1099-div": ("payer", "broker", "brokerage", "fund"), "1099-g": ("payer", "state"),
    "1099-nec": ("payer", "client", "company"),
    "1099-misc": ("payer", "tenant", "manager", "publisher", "company"),
    "1099-r": ("payer", "plan", "pension", "retirement", "ira", "annuity", "custodian", "trustee"),
    "1098-e": ("lender", "servicer", "loan", "student"),
    "1098-t": ("school", "college", "university", "institution", "filer"),
    "ssa-1099": ("ssa", "administration", "agency"),
    "1099-b": ("payer", "broker", "brokerage"),
    "insurance-declarations": ("insurer", "insurance", "carrier"),
    "life-insurance-statement": ("insurer", "insurance", "carrier"),
    "utility-bill": ("utility", "provider", "company"),
    "medical-bill": ("provider", "doctor", "hospital", "clinic", "office"),
    "property-tax-bill": ("county", "city", "assessor", "treasurer"),
    "credit-card-statement": ("bank", "issuer", "lender"),
    "bank-statement": ("bank",),
    "receipt": ("store", "shop", "merchant", "restaurant"),
    # a return is filed, for a household; what it says is what the filer owed or was owed
    "1040": ("filed", "filing", "federal", "irs"),
    "4868": ("filed", "filing", "federal", "irs", "extension"),
    "pay-stub": ("employer", "job", "work", "payroll"),
    "income-report": ("employer", "job", "work", "verifier", "verification"),
    "asset-report": ("bank", "institution", "verifier", "verification"),
    "investment-statement": ("broker", "brokerage", "custodian", "fund", "funds", "plan", "ira", "retirement",
                             "investment", "investments", "portfolio"),
}

# What every figure of a document of its kind is of: a policy's limits, deductibles and
# premiums are each a coverage's ("the premium for personal property coverage").
OF_EVERY_FIGURE: dict[str, tuple[str, ...]] = {
    "insurance-declarations": ("coverage", "coverages"),
    # a broker's 1099-B reports sales of stock: "the shares I sold", "my Ford stock"
    # a pay stub's figures are the employee's pay and what was taken from it
    "pay-stub": ("employee",),
    "1099-b": ("sale", "sales", "sold", "sell", "selling", "stock", "stocks", "share", "shares", "securities"),
    # an investment statement's figures are of the account's holdings: "my Apple stock", "my
    # Microsoft shares", "my fund's position"
    "investment-statement": ("holding", "holdings", "position", "positions", "share", "shares", "stock", "stocks",
                             "security", "securities", "investment", "investments"),
    # every figure of an SSA-1099 is of the person's Social Security benefits
    "ssa-1099": ("social", "security"),
}

# Places a person calls a home by: accounted for when the question also names the place
# ("the Palos Verdes house", "the Portland apartment"), whose name is grounded instead.
PLACE_NOUNS = frozenset("house home apartment apt flat residence place property".split())

# Nouns any document of its kind is: "bill", "statement", "policy" say nothing that tells two
# documents of one kind apart ("gas", "umbrella", "checking" do, and are grounded).
GENERIC_KIND = frozenset("""
bill bills statement statements policy policies receipt receipts invoice invoices form forms document
documents account accounts insurance declarations declaration paperwork copy letter notice purchase
purchases transaction order sale
""".split())

# Words of an organisation's name that say what it is, not which: "HOA" in "Lovejoy Lofts HOA".
ORG_WORDS = frozenset("""
hoa association assn inc llc ltd co corp corporation company bank credit union insurance mutual
authority dept department services group clinic hospital center centre
""".split())

# How a purchase was paid: it describes the transaction, as printed with it ("the rounded cash total").
PAYMENT_WORDS = frozenset("cash debit visa mastercard amex check cheque".split())


# Words that ask "how much" in other words.
DEGREE = frozenset("big high large low small large huge".split())

# Words about when, accounted for when the question names a period.
PERIOD_WORDS = frozenset("""
closing closed close date dated dates term started starting start starts began begins beginning
ending ended end ends visit period cycle service year years month months day days week issued
issue billed mailed sent effective effect took incepting inception incepted expiring expires expiration
""".split()) | MONTH_NAMES

# Label words that add nothing to what a figure is.
# ("Box 4. Benefits Repaid to SSA": a form's box is named by its number, said or not; "my social
# security" is its benefits, printed "Social security benefits")
NEUTRAL_LABEL = frozenset("""
total totals grand amount amounts your the of for this current currently now new net sum usd rm eur gbp
inr aud cad due period statement bill summary please pay balance account acct charges charge fees
fee payment payments cost costs value coverage protection section
box
benefit benefits
""".split()) - {"new", "due", "balance", "pay", "payment", "payments", "charge", "charges",
                "fee", "fees", "cost", "costs", "value"}

# Who a label speaks to or of ("Amount you're paying", "What You Owe"): never what the figure is.
PRONOUNS = frozenset("i me my we us our you your you're we're i'm they their it its what".split())

# A word and the words a document prints for the same thing. Only sense-preserving pairs.
EQUIVALENT: dict[str, tuple[str, ...]] = {
    "car": ("auto", "automobile", "vehicle"),
    "auto": ("automobile", "vehicle", "car"),
    "vehicle": ("auto", "automobile", "car"),
    "late": ("after", "overdue", "past"),
    "overdue": ("past",),                               # what is overdue is printed "Past Due"
    "previous": ("prior",), "prior": ("previous",),     # "Prior Balance", "Prior Annual Premium"
    "house": ("home", "dwelling", "homeowner", "homeowners"),
    "home": ("house", "dwelling", "homeowner", "homeowners"),
    "electric": ("electricity", "power", "kwh"),
    "electricity": ("electric", "power", "kwh"),     # electricity is what kWh measure
    "gas": ("therm", "therms"),
    "power": ("electric", "electricity"),
    "phone": ("mobile", "wireless", "telephone", "cellular"),
    "annual": ("yearly", "annually", "year"),
    "yearly": ("annual", "annually"),
    "kwh": ("kilowatt", "kilowatts"),
    "miss": ("after", "late", "overdue", "past"),      # "if I miss the due date"
    "limit": ("line",), "line": ("limit",),           # a credit line is its limit
    "coverage": ("limit",),                           # how much coverage a policy gives is its limit
    "cover": ("limit",),                              # ...and how much it is "covered for"
    "insur": ("limit",),                              # ...or "insured for" (the stem of "insured")
    "charge": ("service", "fee"), "service": ("charge",),   # "supply charges" billed as "Supply Services"
    "fee": ("charge",),                                    # "the late fee" printed "Late Charge"
    "total": ("gross",),                                   # "total charges" printed "Gross Charges"
    "overpayment": ("overpaid",),                          # a return's "the amount you overpaid"
    "disburs": ("pay",), "disbursement": ("pay", "payment"),   # an escrow "disburses" what it pays
    # what was "taken out" of a check or benefits is what the label says was withheld or deducted
    "take": ("withheld", "deducted", "deduction"), "taken": ("withheld", "deducted", "deduction"),
    "took": ("withheld", "deducted", "deduction"),
    # what an account, a holding or a policy is "worth" is the value printed for it
    "worth": ("value",),
    # how much a figure went up or down is its change as a label prints it
    "change": ("increase", "decrease", "difference"),
    # what a person "put into" a plan or an account is what the label says was contributed or
    # deposited ("how much did I put into my 401(k)": the stub's 401(k) contribution)
    "put": ("contribute", "contribution", "contributions", "deposit", "deposits", "deposited"),
}

# How often a figure recurs: grounded by the length of the period the document covers, not by
# a word it prints ("my monthly interest" on a statement for one month).
CADENCE = {"monthly": (27, 32), "quarterly": (88, 93), "annual": (360, 367), "yearly": (360, 367),
           "annually": (360, 367)}


# The verb a label printed as a sentence ends in ("Your federal taxable wages this period are"),
# and with the auxiliaries, the verbs a label's words may hold: none says what a figure is
COPULA = frozenset({"is", "are", "was", "were"})
VERBS_OF_BEING = COPULA | {"will", "be"}

# Words a label in capitals prints that are words, not acronyms ("NAME AND ADDRESS", "TAX DUE")
WORDS_IN_CAPITALS = {"and", "the", "for", "of", "or", "to", "in", "on", "at", "by", "per", "due", "tax",
                     "fee", "net", "new", "all", "any", "not", "you", "your", "our", "its", "pay", "paid",
                     "amt", "no", "box", "id"}

# The words that are a kind of document itself, not a narrowing of it ("w-2", "credit card"):
# answer/wording.py compares them by their stems.
KIND_OWN_WORDS = tuple("""
w-2 w2 wage and tax 1099-int 1099 int 1099int 1099-div div 1099-g 1099-nec nec 1099-misc misc 1099-r 1098 1098-e 1098-t ssa-1099 ssa 1099-b mortgage credit card bank
utility life property receipt medical annual 1040 1040-sr 4868 income federal return extension request filing
pay stub paystub paycheck slip payslip earnings employment verification voe voa asset assets report statement
eob explanation benefits
""".split())


# Units a meter, a clock or a scale measures in: a figure printed with one is a quantity, never
# money ("Peak Demand | 1,864.56 kW"), and a question naming one asks what was used
MEASURE_UNITS = r"kwh|kw|kvarh?|mwh|therms?|ccf|hcf|cubic (?:feet|meters?)|gallons?|gal|litres?|liters?|m3|miles|km|hours?|hrs?"
