"""The eval's verdict: which folder a corpus reads, what the gate fails on, and that every
violation reaches the table, the report and the JSON with its answer text and citations."""
from __future__ import annotations

import json

import pytest

from docq import errors
from docq.evals import report, runner
from docq.evals.grader import Question, Run, assess


def corpus_run(name: str, answers: list[tuple[Question, str, str, tuple]]) -> runner.CorpusRun:
    r = runner.CorpusRun(name, docs_dir=None, documents={"total": 2, "ready": 2, "failed": 0})
    for q, status, text, cited in answers:
        run = Run(q, status, text, cited=cited)
        r.runs.append(run)
        r.graded.append(assess(run))
    return r


ADT = Question("util-sec-feb-due", "utilities", "What was the amount due on my February 2012 Sentinel bill?",
               "42.99", mustContainAll=("42.99",), citedTitles=("Sentinel_Feb2012.pdf",))
SCE = Question("util-neg-sce", "utilities", "How much was my Edison bill?", "Decline", negative=True)
EIN = Question("tax-w2-ein", "tax", "What is the EIN?", "94-3318820", mustContainAny=("94-3318820",))


def test_resolve_docs_prefers_explicit_then_subfolder_then_single_folder(tmp_path):
    (tmp_path / "banking").mkdir()
    assert runner.resolve_docs("banking", [str(tmp_path)]) == tmp_path / "banking"
    assert runner.resolve_docs("sroie", [str(tmp_path), "sroie=/data/r"]) == runner.Path("/data/r")
    assert runner.resolve_docs("mine", [str(tmp_path)]) == tmp_path
    with pytest.raises(errors.BadInput, match="sroie=DIR"):
        runner.resolve_docs("sroie", [str(tmp_path), str(tmp_path / "banking")])


def test_copy_documents_takes_documents_only(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    for name in ("a.pdf", "b.JPG", "truth.json", "README.md"):
        (src / name).write_bytes(b"x")
    assert runner.copy_documents(src, tmp_path / "dst") == 2
    assert sorted(p.name for p in (tmp_path / "dst").iterdir()) == ["a.pdf", "b.JPG"]
    with pytest.raises(errors.BadInput):
        runner.copy_documents(tmp_path / "dst2-missing", tmp_path / "x")


def test_honest_declines_pass_the_gate_at_a_zero_floor():
    r = corpus_run("utilities", [(ADT, "declined", "I couldn't find the February 2012 bill.", ()),
                                 (SCE, "declined", "No Edison bill is in your documents.", ())])
    assert report.gate([r], {"utilities": 0.0}) == []
    s = report.stats(r)
    assert (s["questions"], s["money"], s["right"], s["declined"], s["violations"]) == (2, 1, 1, 1, 0)
    assert report.gate([r], {"utilities": 0.6}) == ["utilities: accuracy 0.50 is below its floor 0.60"]


def test_a_wrong_figure_fails_the_gate_without_floors_and_is_reported_in_full():
    r = corpus_run("utilities", [(ADT, "answered", "The amount due was $241.99.", ("Sentinel_Feb2012.pdf",)),
                                 (SCE, "answered", "Your Edison bill was $201.74.", ("NWNatural_2024-02.pdf",))])
    failures = report.gate([r], None)
    assert len(failures) == 2 and all(f.startswith("money violation") for f in failures)
    text = report.violation_text([r])
    assert "$241.99" in text and "Sentinel_Feb2012.pdf" in text and "NWNatural_2024-02.pdf" in text
    md = report.markdown([r], failures)
    assert "VIOLATION" in md and "Gate: FAILED" in md
    data = report.to_json([r], failures)
    json.dumps(data)
    assert [v["id"] for v in data["violations"]] == ["util-sec-feb-due", "util-neg-sce"]
    assert data["corpora"]["utilities"]["violations"] == 2 and not data["gate"]["passed"]


def test_report_lists_each_document_as_read_beside_its_key():
    r = corpus_run("utilities", [(ADT, "declined", "I couldn't find it.", ())])
    r.catalog = [{"name": "Sentinel_Feb2012.pdf", "state": "ready", "reason": None, "type": "utility-bill",
                  "issuer": "Sentinel", "period": "2012-02-05", "tax_year": None},
                 {"name": "bad.pdf", "state": "failed", "reason": "not a PDF", "type": None, "issuer": None,
                  "period": "", "tax_year": None}]
    r.truth = {"Sentinel_Feb2012.pdf": {"type": "utility-bill", "period_start": "2012-02-01", "period_end": "2012-02-29"}}
    md = report.markdown([r], [])
    assert "| Sentinel_Feb2012.pdf | ready | utility-bill | Sentinel | 2012-02-05 |  | utility-bill, 2012-02-01..2012-02-29 |" in md
    assert "failed: not a PDF" in md


def test_wrong_non_money_answer_costs_accuracy_only():
    r = corpus_run("tax", [(EIN, "answered", "It is 12.00 or so", ())])
    assert report.gate([r], None) == []
    assert report.stats(r)["wrong"] == 1


def test_table_has_a_row_per_corpus_and_a_total():
    rs = [corpus_run("utilities", [(ADT, "held", "A figure waits for your review.", ())]),
          corpus_run("tax", [(EIN, "answered", "94-3318820", ())])]
    lines = report.table(rs).splitlines()
    assert lines[2].startswith("utilities") and lines[3].startswith("tax") and lines[-1].startswith("all")
    assert report.stats(rs[0])["held"] == 1 and report.stats(rs[1])["right"] == 1


def test_load_floors(tmp_path):
    p = tmp_path / "b.json"
    p.write_text(json.dumps({"floors": {"tax": 0.5}}))
    assert report.load_floors(p) == {"tax": 0.5}
    with pytest.raises(errors.BadInput):
        report.load_floors(tmp_path / "missing.json")


def test_baseline_has_a_floor_for_every_corpus():
    from pathlib import Path
    from evals.corpora import EVERY
    from evals.sample import SUFFIX
    repo = Path(__file__).resolve().parent.parent
    floors = report.load_floors(repo / "evals" / "baseline.json")
    # the sets measured by hand, outside CI's gate, are floored as well
    by_hand = {p.stem for p in (repo / "evals" / "questions-by-hand").glob("*.json")}
    assert by_hand == {"sroie-more", "sroie-pdf", "realdocs-asked", "realdocs-more", "realdocs-fresh", "realdocs-probed",
                       "statements-drawn", "mortgages-drawn", "paystubs-drawn", "brokerage-drawn"}
    real = {p.stem for p in (repo / "evals" / "questions-real").glob("*.json")}
    # ...and each fixed sample that CI reads (evals/sample.py), of a real set or of SROIE, has its own
    samples = {f"{name}{SUFFIX}" for name in real | {"sroie"}}
    assert set(floors) == set(EVERY) | {"sroie"} | by_hand | real | samples
    assert all(0.0 <= f <= 1.0 for f in floors.values())


def test_eval_command_says_what_is_wrong_with_its_input(tmp_path):
    import subprocess
    import sys
    q = tmp_path / "mine.json"
    q.write_text(json.dumps([{"id": "x", "question": "What is my deductible?", "expected": "500.00"}]))
    (tmp_path / "empty").mkdir()
    p = subprocess.run([sys.executable, "-m", "docq", "eval", str(q), "--docs", str(tmp_path / "empty")],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == errors.ExitCode.BAD_INPUT
    assert "holds no documents" in p.stderr


SEALED_DUE = Question("unseen-07-gas-due", "unseen", "What do I owe on the May gas bill at 12 Elm St?", "109.30",
                      mustContainAll=("109.30",), citedTitles=("bill.pdf",), sealed=True)
SEALED_CAP = Question("unseen-08-card-limit", "unseen", "What's my credit limit?", "6,500.00",
                      mustContainAll=("6,500.00",), citedTitles=("scan_0012.pdf",), open_vocab=True, sealed=True)


def test_a_sealed_corpus_is_reported_by_its_counts_only_and_its_violation_still_fails_the_gate():
    r = corpus_run("unseen", [(SEALED_DUE, "answered", "You owe $110.94 on the gas bill.", ("bill.pdf",)),
                              (SEALED_CAP, "answered", "Your credit limit is $6,500.00.", ("scan_0012.pdf",))])
    r.catalog = [{"name": "bill.pdf", "state": "ready", "reason": None, "type": "utility-bill",
                  "issuer": "Beaconwell Gas", "period": "2023-05", "tax_year": None}]
    failures = report.gate([r], {"unseen": 0.0})
    assert failures == ["money violations in sealed corpus unseen: 1, more than the 0 recorded "
                        "(sealed: only the count is shown)"]
    # a count recorded as the sealed corpus's ceiling passes; one more than it fails
    assert report.gate([r], {"unseen": 0.0}, {"unseen": 1}) == []
    assert report.gate([r], {"unseen": 0.0}, {"unseen": 0}) == failures
    data = report.to_json([r], failures)
    assert data["violations"] == [] and data["questions"] == [] and not data["gate"]["passed"]
    s = data["corpora"]["unseen"]
    assert (s["sealed"], s["right"], s["wrong"], s["violations"], s["open_vocab"], s["open_vocab_right"]) == (True, 1, 1, 1, 1, 1)
    shown = report.markdown([r], failures) + report.violation_text([r]) + report.table([r]) + json.dumps(data)
    for secret in ("110.94", "109.30", "gas bill", "credit limit", "unseen-07", "bill.pdf", "Beaconwell"):
        assert secret not in shown, secret
    assert "unseen (sealed): 1, not shown" in report.violation_text([r])


def test_open_vocabulary_questions_are_counted_in_an_open_corpus():
    q = Question("v1-05-card-limit", "varied-1", "What's my credit limit?", "6,500.00", mustContainAll=("6,500.00",),
                 open_vocab=True)
    r = corpus_run("varied-1", [(q, "answered", "Your credit limit is $6,500.00.", ()), (ADT, "declined", "I couldn't find it.", ())])
    s = report.stats(r)
    assert (s["sealed"], s["open_vocab"], s["open_vocab_right"]) == (False, 1, 1)
    assert "open vocabulary 1 right of 1" in report.markdown([r], [])
    assert Question.from_dict(q.to_dict()) == q
