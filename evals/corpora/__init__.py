"""The dev corpora (six of a US household, one from day-first countries), each a module with build() -> (documents, questions), and the holdout
corpus (layouts and wordings the dev corpora never use; measured, never tuned to)."""
from __future__ import annotations

from evals.corpora import abroad, banking, holdout, insurance, medical, receipts, tax, utilities

CORPORA = {
    "banking": banking.build,
    "insurance": insurance.build,
    "tax": tax.build,
    "utilities": utilities.build,
    "receipts": receipts.build,
    "medical": medical.build,
    "abroad": abroad.build,
}
HOLDOUT = {"holdout": holdout.build}
EVERY = {**CORPORA, **HOLDOUT}
