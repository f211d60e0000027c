"""The six dev corpora, each a module with build() -> (documents, questions)."""
from __future__ import annotations

from evals.corpora import banking, insurance, medical, receipts, tax, utilities

CORPORA = {
    "banking": banking.build,
    "insurance": insurance.build,
    "tax": tax.build,
    "utilities": utilities.build,
    "receipts": receipts.build,
    "medical": medical.build,
}
