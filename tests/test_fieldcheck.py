"""The field check in CI: sidecar money fields of every generated dev corpus and a fixed third
of the SROIE receipts, through the real read, rows and sidecar stages. Fails on any WRONG
money field (stated without conflict and not the key); right / missing / held are reported
(written to .benchmarks/fieldcheck-latest.json) and only floored, so a regression in reading
shows up without the check ever trading a missing field for a wrong one."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from docq.evals.fieldcheck import Report, check_corpora, render, score, sidecar_of
from evals.corpora import SEALED
from evals.generate import ensure

REPO = Path(__file__).resolve().parent.parent
SROIE = Path(os.environ.get("DOCQ_SROIE_DIR", REPO.parent / "shared" / "corpora" / "sroie-dev"))
# Wrong closing/due dates and periods measured per varied corpus (see the test): a ceiling.
WRONG_DATES_MEASURED = {"varied-2": 2, "varied-4": 2}


@pytest.mark.slow
def test_no_wrong_money_field_over_the_dev_corpora_and_sroie(shared_readings, monkeypatch):
    # the readings the session's eval runs kept (docq/evals/pages.py): each scan is OCRed once
    monkeypatch.setenv("DOCQ_READ_CACHE", str(shared_readings))
    report = Report()
    # shared with the eval gate; the sealed corpus is never looked into
    check_corpora(ensure(REPO / "evals" / "out" / "corpora")["banking"].parent, report, skip=frozenset(SEALED))
    receipts = sorted(SROIE.glob("*.jpg"))[::3]
    assert receipts, f"the SROIE dev receipts are expected at {SROIE} (or set DOCQ_SROIE_DIR)"
    for jpg in receipts:
        total = json.loads(jpg.with_suffix(".json").read_text())["total"]
        score(report, f"sroie/{jpg.name}", sidecar_of(jpg), {"total": total})
    (REPO / ".benchmarks").mkdir(exist_ok=True)
    (REPO / ".benchmarks" / "fieldcheck-latest.json").write_text(json.dumps(report.to_dict(), indent=1))
    print("\n" + render(report))
    # The corpora written by hand hold no wrong money field. The varied ones (photos and scans
    # of layouts drawn from a seed) hold the one measured: a photographed W-2 whose 67,350.52
    # Tesseract reads as 67,390.52, which the second reader's look at the pixels holds back.
    # That count is a ceiling: it only comes down.
    assert [w for w in report.wrong if not w.startswith("varied-")] == [], "\n".join(report.wrong)
    assert len([w for w in report.wrong if w.startswith("varied-")]) <= 1, "\n".join(report.wrong)
    assert report.types["wrong"] <= report.types["right"] // 5
    assert report.tax_years["wrong"] == 0
    # a wrong period or closing date picks the wrong sibling statement, so these gate too
    dated = [w for w in report.meta_wrong if "issuer" not in w]
    assert not [w for w in dated if not w.startswith("varied-")], "\n".join(report.meta_wrong)
    # measured on each varied corpus, a ceiling only ever lowered: varied-2, two utility bills whose
    # closing date is read as a later date they print (a bill is matched to a month by its service
    # period, not by that date); varied-4 (added 2026-12-01, its first run), two bills printing
    # their dates in a grid with the captions on another line, a billing and a due date read one for the other
    for corpus in ("varied-1", "varied-2", "varied-3", "varied-4"):
        found = [w for w in dated if w.startswith(f"{corpus}/")]
        assert len(found) <= WRONG_DATES_MEASURED.get(corpus, 0), "\n".join(found)
    # floors well under today's figures (154 right of 176 keys), so reading changes can move them
    assert report.total("right") >= 100, render(report)
