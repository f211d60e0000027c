"""The CI gate: every dev corpus, the varied corpora, the holdout and a fixed sample of the SROIE
receipts (evals/sample.py; the whole 60 are run by hand, evals/README.md) through the real
daemon with `docq eval --gate`. It fails on any money violation (in a sealed corpus, where
only the count is shown, on more than the count evals/baseline.json records for it), and on an
accuracy below a corpus's floor in evals/baseline.json."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from evals.corpora import SEALED
from evals.generate import ensure
from evals.sample import SUFFIX, sample

REPO = Path(__file__).resolve().parent.parent
SROIE = Path(os.environ.get("DOCQ_SROIE_DIR", REPO.parent / "shared" / "corpora" / "sroie-dev"))


def sharing(readings: Path) -> dict:
    """The environment of an eval run that keeps its readings with the session's others."""
    return {**os.environ, "DOCQ_READ_CACHE": str(readings)}


@pytest.mark.slow
@pytest.mark.e2e
def test_eval_gate_over_every_corpus(tmp_path, shared_readings):
    assert (SROIE / "023.jpg").exists(), f"the SROIE dev receipts are expected at {SROIE} (or set DOCQ_SROIE_DIR)"
    corpora = ensure(REPO / "evals" / "out" / "corpora")     # reused while the generator is unchanged
    generated = sorted(p for p in (REPO / "evals" / "questions").glob("*.json") if p.stem != "sroie")
    assert len(generated) == len(corpora)
    # about half the receipts, for CI's budget: the sample's floor is its own ("sroie-sample")
    sroie_questions, sroie_docs = sample("sroie", SROIE, REPO / "evals" / "questions" / "sroie.json", tmp_path)
    assert len(json.loads(sroie_questions.read_text())) >= 20 and len(list(sroie_docs.iterdir())) >= 20
    report = tmp_path / "report.md"
    p = subprocess.run([sys.executable, "-m", "docq", "eval", *map(str, generated), str(sroie_questions),
                        "--docs", str(REPO / "evals" / "out" / "corpora"), "--docs", f"{sroie_docs.name}={sroie_docs}",
                        "--gate", "--json", "--report", str(report)],
                       cwd=REPO, capture_output=True, text=True, timeout=1500, env=sharing(shared_readings))
    assert p.stdout, p.stderr[-3000:]
    result = json.loads(p.stdout)
    out = REPO / "evals" / "out"          # git-ignored: the latest figures, for benchmarks/README.md
    out.mkdir(exist_ok=True)
    (out / "eval-latest.json").write_text(p.stdout)
    (out / "eval-latest.md").write_text(report.read_text())
    assert result["violations"] == [], json.dumps(result["violations"], indent=1)
    # A corpus that may be read holds no violation. A sealed corpus lists none, only its count,
    # which may not exceed the count recorded for it (a ceiling that only comes down).
    ceilings = json.loads((REPO / "evals" / "baseline.json").read_text()).get("sealed_violations", {})
    assert {n: s["violations"] for n, s in result["corpora"].items()
            if s["violations"] > (ceilings.get(n, 0) if n in SEALED else 0)} == {}
    assert set(result["corpora"]) == set(corpora) | {f"sroie{SUFFIX}"}
    floors = json.loads((REPO / "evals" / "baseline.json").read_text())["floors"]
    assert set(result["corpora"]) <= set(floors), "every corpus, the sample too, has its own floor"
    assert all(result["corpora"][name]["sealed"] for name in SEALED)
    for name, s in result["corpora"].items():
        assert s["documents"]["total"] >= 1, name
    assert result["gate"]["passed"], result["gate"]["failures"]
    assert p.returncode == 0, p.stderr[-3000:]
    assert "## banking" in report.read_text()


REAL = REPO.parent / "shared" / "corpora"


@pytest.mark.slow
@pytest.mark.e2e
def test_eval_gate_over_the_real_sets(tmp_path, shared_readings):
    """The real documents in ../shared/corpora (statements, bills, policies, tax forms and
    reports from real issuers; receipt photos; invoices and contracts) through the real daemon,
    each set's fixed sample (evals/sample.py: about half its documents, the questions about
    them) against the sample's own floor, with no money violation. The whole sets are run by
    hand (evals/README.md)."""
    questions = sorted((REPO / "evals" / "questions-real").glob("*.json"))
    names = [q.stem for q in questions]
    assert names == ["adbuy-dev", "realdocs-dev", "wildreceipt-dev"]
    picked = [sample(n, REAL / n, q, tmp_path) for n, q in zip(names, questions)]
    for (qpath, docs), n in zip(picked, names):
        assert len(json.loads(qpath.read_text())) >= 20 and len(list(docs.iterdir())) >= 20, n
    docs = [a for (_, d) in picked for a in ("--docs", f"{d.name}={d}")]
    p = subprocess.run([sys.executable, "-m", "docq", "eval", *(str(q) for q, _ in picked), *docs, "--gate", "--json",
                        "--timeout", "1200"], cwd=REPO, capture_output=True, text=True, timeout=1500,
                       env=sharing(shared_readings))
    assert p.stdout, p.stderr[-3000:]
    result = json.loads(p.stdout)
    (REPO / "evals" / "out").mkdir(exist_ok=True)
    (REPO / "evals" / "out" / "eval-real-sample-latest.json").write_text(p.stdout)
    assert result["violations"] == [], json.dumps(result["violations"], indent=1)
    assert set(result["corpora"]) == {f"{n}{SUFFIX}" for n in names}
    floors = json.loads((REPO / "evals" / "baseline.json").read_text())["floors"]
    assert set(result["corpora"]) <= set(floors), "every sample has its own floor"
    for name, s in result["corpora"].items():
        assert s["documents"]["ready"] == s["documents"]["total"] >= 20, (name, s["documents"])
    assert result["gate"]["passed"], result["gate"]["failures"]
    assert p.returncode == 0, p.stderr[-3000:]


@pytest.mark.slow
@pytest.mark.e2e
def test_asking_over_the_socket_is_asking_with_docq_ask(tmp_path, shared_readings):
    """The gate asks over the daemon's socket for speed; `--via-cli` runs `docq ask --json` per
    question. Both must grade every answer the same."""
    ensure(REPO / "evals" / "out" / "corpora")
    some = json.loads((REPO / "evals" / "questions" / "receipts.json").read_text())
    some = some[:4] + some[-2:]                       # lookups and negatives, kept short for CI
    (tmp_path / "q.json").write_text(json.dumps(some))
    results = []
    for extra in ([], ["--via-cli"]):
        p = subprocess.run([sys.executable, "-m", "docq", "eval", str(tmp_path / "q.json"),
                            "--docs", str(REPO / "evals" / "out" / "corpora"), "--json", *extra],
                           cwd=REPO, capture_output=True, text=True, timeout=600, env=sharing(shared_readings))
        assert p.stdout, p.stderr[-3000:]
        results.append({q["id"]: (q["status"], q["text"], q["citations"], q["grade"])
                        for q in json.loads(p.stdout)["questions"]})
    assert results[0] == results[1]
    assert len(results[0]) == 6
