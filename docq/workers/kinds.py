"""The kinds of document docq knows, and the families they fall in: one table, read by the
classifier, the extractor and the answer engine alike.
"""
from __future__ import annotations

# Information returns: forms a payer sends a person, in boxes captioned by role (payer,
# recipient, employer, lender), one per payer and tax year.
TAX_FORMS = frozenset({"w2", "1099-int", "1099-div", "1099-g", "1099-nec", "1099-misc", "1099-r", "1098", "1098-e",
                       "1098-t", "ssa-1099", "1099-b"})

# A form only one agency sends: its sender is that agency, whether or not the form prints it
# in a block of its own (the SSA-1099 has no payer's block).
SENT_BY = {"ssa-1099": "Social Security Administration"}

# Each form's title as the IRS prints it beside its number: words of a title are never a name
# filled in a box, however a reader breaks its lines ("Student Loan" over "Interest Statement").
FORM_TITLES = {
    "w2": "Wage and Tax Statement", "1099-int": "Interest Income", "1099-div": "Dividends and Distributions",
    "1099-g": "Certain Government Payments", "1099-nec": "Nonemployee Compensation",
    "1099-misc": "Miscellaneous Information",
    "1099-r": "Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.",
    "1098": "Mortgage Interest Statement", "1098-e": "Student Loan Interest Statement",
    "1098-t": "Tuition Statement", "ssa-1099": "Social Security Benefit Statement",
    "1099-b": "Proceeds From Broker and Barter Exchange Transactions",
}

# The person's own filings with the IRS: an income tax return (Form 1040, 1040-SR) and the
# request to extend its due date (Form 4868). Numbered lines, each with its entry in an
# amount column, often in whole dollars.
RETURNS = frozenset({"1040", "4868"})

# What is for a tax year (the year it reports on), not for a date or a period.
FOR_TAX_YEAR = TAX_FORMS | RETURNS

# What a person is paid and holds, as an employer or a lender's verifier reports it: a pay stub
# (one pay period beside the year to date), a report verifying employment and income (a
# year's pay by kind, a rate of pay), a report verifying assets (several accounts, each with its
# balance). One document speaks of several periods or several accounts: a figure is read
# under the column or the account it belongs to.
PAY_AND_ASSETS = frozenset({"pay-stub", "income-report", "asset-report"})

# Kinds that print several years side by side, a column (or a row) each: a year a question
# names selects the figure's column, never the document's own date (a report made in 2022 of
# the pay of 2020, 2021 and 2022).
YEARS_BY_COLUMN = frozenset({"income-report"})

# Kinds that hold several accounts, a section each: a figure is its section's account's only.
SEVERAL_ACCOUNTS = frozenset({"asset-report"})
# Accounts such a report lists, each with its balance: with no statement of the account asked
# ("my Falsetone savings account on my Blend report"), the report that lists it may answer.
LISTED_IN_REPORTS = frozenset({"bank-statement", "credit-card-statement"})

# A broker's or a retirement plan's statement of an account's investments: what it was worth at
# the period's start and end, what came in and went out, each holding (quantity, price, value,
# cost basis, unrealized gain), the income it paid and the gains realised, this period beside
# the year to date.
INVESTMENTS = frozenset({"investment-statement"})

STATEMENTS = frozenset({"credit-card-statement", "bank-statement", "mortgage-statement", "utility-bill", "medical-bill",
                        "property-tax-bill", "insurance-declarations", "life-insurance-statement", "other"}) | INVESTMENTS

# ...of which these are an insurer's policy: "flood insurance" names one, not a cost another lists
POLICIES = frozenset({"insurance-declarations", "life-insurance-statement"})

# ...of which these print one month's money moving: what came in and went out in their period
MONTHLY = frozenset({"credit-card-statement", "bank-statement", "mortgage-statement"})
# ...and the kinds whose figures are one period's unless labelled the year's: those, a pay
# stub's pay period ("Gross Earnings | Current" is one pay's, never a year's), an investment
# statement's month or quarter ("Dividends | This Period" is no year's)
ONE_PERIOD = MONTHLY | {"pay-stub"} | INVESTMENTS

DOC_TYPES = ("w2", "1099-int", "1099-div", "1099-g", "1099-nec", "1099-misc", "1099-b", "1099-r", "1098", "1098-e", "1098-t", "ssa-1099", "1040", "4868", "credit-card-statement",
             "bank-statement", "mortgage-statement", "utility-bill", "insurance-declarations",
             "life-insurance-statement", "property-tax-bill", "receipt", "medical-bill", "pay-stub",
             "income-report", "asset-report", "investment-statement", "other")
