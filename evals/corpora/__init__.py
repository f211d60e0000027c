"""The dev corpora (six of a US household, one from day-first countries, one of the real IRS forms filled in), each a module with build() -> (documents, questions), the varied
corpora (every document drawn from a seed; `unseen` is sealed: counts only, never tuned on), and the holdout corpus (layouts and
wordings the dev corpora never use; measured, never tuned to)."""
from __future__ import annotations

from evals.corpora import abroad, banking, holdout, insurance, irsforms, medical, receipts, tax, utilities, varied

CORPORA = {
    "banking": banking.build,
    "insurance": insurance.build,
    "tax": tax.build,
    "utilities": utilities.build,
    "receipts": receipts.build,
    "medical": medical.build,
    "abroad": abroad.build,
    "irs-forms": irsforms.build,
}
VARIED = {name: varied.builder(name) for name in varied.SEEDS}
SEALED = varied.SEALED
HOLDOUT = {"holdout": holdout.build}
EVERY = {**CORPORA, **VARIED, **HOLDOUT}
