"""The real sets' CI sample (evals/sample.py): fixed by content, about half of each set, and
every sampled question answerable from the sampled documents alone."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from evals.sample import SUFFIX, sample

REPO = Path(__file__).resolve().parent.parent
REAL = REPO.parent / "shared" / "corpora"


@pytest.mark.parametrize("name", ["adbuy-dev", "realdocs-dev", "wildreceipt-dev"])
def test_a_sample_is_fixed_about_half_and_closed_over_its_documents(name, tmp_path):
    questions = REPO / "evals" / "questions-real" / f"{name}.json"
    qpath, docs = sample(name, REAL / name, questions, tmp_path / "a")
    again, _ = sample(name, REAL / name, questions, tmp_path / "b")
    chosen = json.loads(qpath.read_text())
    assert chosen == json.loads(again.read_text())
    kept = {p.name for p in docs.iterdir()}
    every = [p for p in (REAL / name).iterdir() if p.suffix.lower() in {".pdf", ".jpg", ".jpeg", ".png"}]
    assert 0.3 * len(every) <= len(kept) <= 0.7 * len(every)
    assert all(p.resolve().parent == (REAL / name).resolve() for p in docs.iterdir())
    assert all(q["corpus"] == f"{name}{SUFFIX}" for q in chosen)
    assert all(set(q.get("citedTitles") or []) <= kept for q in chosen)
    assert len(chosen) >= 20
