"""The closed sets of qualifiers a figure of one concept is told apart by: what a tax is for,
the exclusive pairs (gross/net, premium/deductible/limit, principal/interest/escrow...), a
year's scope, how often a figure recurs (rates), who pays (parties) and what a table's column
says its figures are (columns). A label or a question naming a member of one of these sets
names that member only: no other word stands for it.
"""
from __future__ import annotations

import re

# A total of all of it (a contract's "Grand Total", the "gross amount") and what is left after a
# deduction (its "Net Total" after the agency's commission): never one for the other
GROSS = frozenset({"grand", "gross"})
NET = frozenset({"net", "nett"})

# What a payroll tax is for: a W-2's federal income tax (box 2) is not its social security tax
# (4), Medicare tax (6), state (17) or local (19) income tax.
TAX_FOR = frozenset({"federal", "state", "local", "social", "medicare"})
# The parts a loan's payment is split into: what of it goes to the principal, the interest, the escrow
PAYMENT_PARTS = frozenset({"principal", "interest", "escrow"})
# Whom a health plan's figure counts: one member's (the individual deductible, out-of-pocket
# maximum) or the whole family's together. A person asking of their own ("my deductible") asks
# the one member's, unless they say the family's.
COVERED = frozenset({"individual", "family"})
ONE_MEMBER = "individual"
# Closed sets of qualifiers that tell figures of one kind apart: a label naming a member of a set
# that the question does not name, while the question names another member, is another
# figure ("Net Total" is not the gross amount; "Principal and Interest" is not the interest; a
# coverage's premium is not its deductible). Neutral or accounted for as the words may be
# elsewhere, these decide.
EXCLUSIVE: tuple[frozenset[str], ...] = (
    frozenset({"gross", "net"}),
    frozenset({"grand", "net"}),           # a grand total is all of it, a net total what is left
    frozenset({"premium", "deductible", "limit"}),
    PAYMENT_PARTS,
    frozenset({"previous", "new"}),
    frozenset({"employee", "employer"}),
    frozenset({"realized", "unrealized"}),  # a sale's gain is not a holding's on paper
    frozenset({"short", "long"}),           # a short-term gain is not a long-term one
    # a balance averaged over days is no balance on one day, whichever that is
    frozenset({"average", "current"}),
    frozenset({"average", "available"}),
    TAX_FOR,
    COVERED,
)
# Scope: words that say a figure applies to every loss alike ("Applicable to each covered
# loss"): the policy's one deductible or limit, not one peril's or one item's
EVERY_LOSS = re.compile(r"\b(?:applicable|applies|apply) to (?:each|every|any|all) (?:covered )?"
                        r"(?:loss(?:es)?|claims?)\b", re.I)
# Scope: the words after these say what a figure takes in ("the total, including the tip"):
# they are no figure asked, and printed anywhere on the document will do
INCLUDING = re.compile(r"\b(?:including|incl|plus|inclusive of)\s+((?:(?:the|and|or|any|my)\s+|[a-z-]+\s*){1,6})", re.I)
# ...and the words before these say which visit or claim the document is for ("the total charges
# for the February 2024 emergency visit"): they describe the document, printed anywhere on it
FOR_VISIT = re.compile(r"\bfor\s+(?:the|my|our|a|an)\s+((?:[\w,.'’-]+\s+){1,5}?)(?:visit|claim|appointment|stay|procedure)s?\b",
                       re.I)
# Scope: words that give a figure the scope of a year: "Total interest charged in 2025", "YTD".
# ...and a year's so far, the year printed before what it counts ("2024 contributions to date")
YEAR_SCOPE = re.compile(r"\b(?:ytd|y-t-d|year[- ]to[- ]date|this year|(?:in|for|during) (?:19|20)\d\d|"
                        r"(?:19|20)\d\d(?: [a-z]+){1,3} to date)\b", re.I)
# ...and a question that asks for the year to date, or for a year's worth
ASKS_TO_DATE = re.compile(r"\b(?:ytd|y-t-d|year[- ]to[- ]date|so far)\b", re.I)
# A column caption of scope, as a panel of payments prints two side by side ("Paid Last Month |
# Paid Year to Date", "Since Last Statement | Year to Date", "Current | YTD"): a closed set
SCOPE_CAPTION = re.compile(r"^(?:paid\s+|amount\s+)?(?:since\s+last\s+statement|last\s+month|this\s+(?:period|month|statement)|"
                           r"current(?:\s+(?:period|month))?|ytd|y-t-d|year[- ]to[- ]date)$", re.I)
# ..."this year" among them, whose year to date a label may print ("Medicare Tax Year-to-Date")
ASKS_THIS_YEAR = re.compile(r"\bthis year\b", re.I)
# A question asking a percentage: an interest rate, an APR or APY is never a dollar figure
# ("Apr" before a year, or ending a span of months, is April)
ASKS_PERCENT = re.compile(r"\b(?<!subject to )(?:interest rate|apy|annual percentage (?:rate|yield)|percentage|percent)\b|"
                          r"(?<![-–])\bapr\b(?!\.?\s*(?:\d|-|–|through|to\b))", re.I)
# ...and the word after a sum's name that makes it a rate's ("interest rate", "dividend yield")
RATE_AFTER = re.compile(r"\s+(?:rates?|apr|apy|yield)\b", re.I)
# What a figure stands at on a day, not what moved over a period: a balance, a limit, a rate,
# what a holding is worth
STANDING = frozenset({"balance", "limit", "line", "available", "rate", "apr", "apy", "value", "worth"})
# ...and a label whose column is one pay or billing period's ("Medicare Tax this period")
PERIOD_SCOPE = re.compile(r"\b(?:this|current|pay) period\b", re.I)
# ...and a monthly statement's column of what moved since the one before it ("Paid Last Month",
# "Since Last Statement"): its own period's, the month it is for, never the month before that
SINCE_LAST = re.compile(r"\b(?:last month|since last statement)\b", re.I)
ASKS_YEAR = re.compile(r"\b(?:ytd|y-t-d|year[- ]to[- ]date|so far this year|this year|for the year|whole year|"
                       r"all year|annual|yearly|in total)\b", re.I)

# Rates: how often a figure recurs, in months (answer/rates.py reads them): by unit ("per
# month"), by adjective ("semi-annual"), by count ("six months"), and by a period's length in days.
# (a day is a month's thirtieth: no document's period is one, so only a label saying it grounds it)
RATE_UNITS = {"day": 1 / 30, "week": 0.25, "month": 1, "mo": 1, "quarter": 3, "year": 12, "yr": 12, "annum": 12}
RATE_ADJECTIVES = {"daily": 1 / 30, "weekly": 0.25, "monthly": 1, "quarterly": 3, "semiannual": 6, "semiannually": 6,
                   "biannual": 6, "annual": 12, "annually": 12, "yearly": 12}
RATE_COUNTS = {"one": 1, "three": 3, "six": 6, "twelve": 12, "1": 1, "3": 3, "6": 6, "12": 12}
# a period's length in days → its rate
RATE_DAYS = ((6, 8, 0.25), (27, 32, 1), (88, 93, 3), (178, 186, 6), (360, 367, 12))

# Parts: the coverages a policy prints a limit, a deductible or a premium for, each its own row
# (a homeowners policy's dwelling, other structures, personal property and liability; an auto
# policy's bodily injury, collision, comprehensive). A word of one names that row: a field's
# phrases may say one ("dwelling limit"), but the word is the question's to ground, never the
# field's to take ("how much liability coverage" is not the dwelling's).
COVERAGE_PART = frozenset({"dwelling", "structures", "property", "liability", "medical", "collision", "injury", "damage",
                           "comprehensive", "uninsured", "underinsured", "bodily"})

# Names: what insurers call the same coverage. A policy form's standard coverages (A dwelling, B
# other structures, C personal property, D loss of use, E personal liability, F medical payments
# to others) are printed under each carrier's own names ("Family Liability Protection", "Guest
# Medical Protection", "Separate Structures", "Additional Living Expense"). A question naming a
# coverage by any of its names accounts for a label's other name of the same coverage; a name
# of another coverage it never accounts for. Each name is a phrase a label prints whole.
COVERAGE_NAMES: dict[str, tuple[str, ...]] = {
    "dwelling": ("dwelling", "coverage a"),
    "other structures": ("other structures", "separate structures", "detached structures", "appurtenant structures"),
    "personal property": ("personal property", "contents", "personal belongings", "belongings"),
    "loss of use": ("loss of use", "additional living expense", "additional living expenses", "fair rental value"),
    "personal liability": ("personal liability", "family liability", "liability"),
    "medical payments": ("medical payments", "medical payments to others", "guest medical", "medical"),
    # an auto policy's liability coverages, the word "liability" said or not
    "bodily injury": ("bodily injury liability", "bodily injury"),
    "property damage": ("property damage liability", "property damage"),
}

# Units: what a limit or a charge is counted per ("$100,000 each person / $300,000 each
# accident", "Each Occurrence Limit"): answer/candidates.py reads them after a figure
PER = ("person", "accident", "occurrence", "claim", "vehicle", "day", "visit", "loss", "incident", "condition")

# Parties: who pays (answer/parties.py reads them). What a label names a payer other than the
# person by...
PAYER = frozenset("plan plans insurance insurer insurers payer carrier medicare medicaid employer employer's "
                  "company health coverage covered".split())
# ...of which those that name the employer, on a stub or a report of pay ("Employer 401(k) Match",
# "ER HSA"): a plan or insurance a stub names is what the person's own deduction paid for
EMPLOYER_PAYER = frozenset("employer employer's company er".split())
# ...and what it names the person's own share by
OWN_SHARE = frozenset("owe owed due responsibility patient you your billed charge charges balance".split())

# Columns: what a table's header says the figures under it are (answer/columns.py reads them).
# The concepts a declarations table's or a pay stub's columns name, by the words that name them
COLUMN = re.compile(r"\b(?P<c>limits?|deductibles?|premiums?|ytd|y-t-d|year[- ]to[- ]date)\b", re.I)
COLUMN_CONCEPT = {"limit": "Limit", "limits": "Limit", "deductible": "Deductible", "deductibles": "Deductible",
                  "premium": "Premium", "premiums": "Premium", "ytd": "Year-to-Date", "y-t-d": "Year-to-Date"}
# Words a coverage's entry prints before a figure the loss is paid less of: the deductible, in a
# column of limits ("Actual Cash Value Less $500", "Less A $200 Deductible")
LESS_DEDUCTIBLE = re.compile(r"\bless(?:\s+an?)?\s*\$?\s*$", re.I)
# The parts of a person's pay, as an income report's columns name them: a closed set, each
# cell of such a header one of them
PAY_PART = re.compile(r"^(?:base(?: (?:salary|pay|wages?))?|salary|regular(?: pay)?|overtime|commissions?|bonus(?:es)?|"
                      r"other(?: (?:pay|income))?|total(?: (?:pay|income|earnings|compensation))?|gross(?: pay)?)$", re.I)
# A balance a rate is charged on ("Balance Subject to Interest Rate", as every card statement's
# interest table prints it): a balance, never the interest charged on it
SUBJECT_TO = re.compile(r"\bsubject to\b", re.I)
# What a summary of several accounts prints each one's balance under ("Current Balance",
# "Beginning Balance", "Average Monthly Bal.")
BALANCE_CAPTION = re.compile(r"^(?:(?:current|available|beginning|ending|opening|closing|average(?: monthly| daily)?)\s+)?"
                             r"bal(?:ance|\.)?$", re.I)
