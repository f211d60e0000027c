"""The kinds of document docq knows, and the families they fall in: one table, read by the
classifier, the extractor and the answer engine alike.
"""
from __future__ import annotations

# Information returns: forms a payer sends a person, in boxes captioned by role (payer,
# recipient, employer, lender), one per payer and tax year.
TAX_FORMS = frozenset({"w2", "1099-int", "1099-div", "1099-g", "1098"})

# The person's own filings with the IRS: an income tax return (Form 1040, 1040-SR) and the
# request to extend its due date (Form 4868). Numbered lines, each with its entry in an
# amount column, often in whole dollars.
RETURNS = frozenset({"1040", "4868"})

# What is for a tax year (the year it reports on), not for a date or a period.
FOR_TAX_YEAR = TAX_FORMS | RETURNS

STATEMENTS = frozenset({"credit-card-statement", "bank-statement", "utility-bill", "medical-bill",
                        "property-tax-bill", "insurance-declarations", "life-insurance-statement", "other"})

DOC_TYPES = ("w2", "1099-int", "1099-div", "1099-g", "1098", "1040", "4868", "credit-card-statement",
             "bank-statement", "utility-bill", "insurance-declarations",
             "life-insurance-statement", "property-tax-bill", "receipt", "medical-bill", "other")
