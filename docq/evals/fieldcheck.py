"""fieldcheck: sidecar money fields against keys known by construction.

Runs the real stages (read → rows → sidecar) over a generated corpus folder (each corpus
with its truth.json, see evals/generate.py) and over the SROIE receipts (their "total"), and
counts per field: right, missing, held (marked conflicting, so answering goes to review) and
WRONG (stated without conflict and not the key). Wrong money fields must be zero.

    python -m docq.evals.fieldcheck [--corpora DIR] [--sroie DIR] [--json]
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from docq.records import Sidecar
from docq.workers.issuer import issuer_key
from docq.evals.pages import read_pages
from docq.workers.rows import build_layout
from docq.workers.sidecar import extract

OUTCOMES = ("right", "missing", "held", "wrong")
# Printed with either sign ("Payments -500.00"); the key gives the amount paid.
_UNSIGNED = {"payments", "change"}


@dataclass
class Report:
    fields: dict[str, dict[str, int]] = field(default_factory=lambda: defaultdict(lambda: dict.fromkeys(OUTCOMES, 0)))
    wrong: list[str] = field(default_factory=list)
    types: dict[str, int] = field(default_factory=lambda: {"right": 0, "wrong": 0})
    tax_years: dict[str, int] = field(default_factory=lambda: {"right": 0, "missing": 0, "wrong": 0})
    # dates pick which sibling statement answers; issuers which company's: counted, not gated
    meta: dict[str, dict[str, int]] = field(default_factory=lambda: defaultdict(lambda: {"right": 0, "missing": 0, "wrong": 0}))
    meta_wrong: list[str] = field(default_factory=list)
    documents: int = 0

    def total(self, outcome: str) -> int:
        return sum(c[outcome] for c in self.fields.values())

    def to_dict(self) -> dict:
        return {"documents": self.documents, "fields": {k: dict(v) for k, v in sorted(self.fields.items())},
                "totals": {o: self.total(o) for o in OUTCOMES}, "wrong": self.wrong,
                "types": self.types, "tax_years": self.tax_years,
                "meta": {k: dict(v) for k, v in sorted(self.meta.items())}, "meta_wrong": self.meta_wrong}


def outcome(sc: Sidecar, name: str, key: str) -> tuple[str, str | None]:
    f = next((f for f in sc.fields if f.name == name), None)
    if f is None:
        return "missing", None
    if f.conflicting:
        return "held", f.value
    got, want = Decimal(f.value), Decimal(key)
    if name in _UNSIGNED:
        got, want = abs(got), abs(want)
    return ("right" if got == want else "wrong"), f.value


def sidecar_of(path: Path, cfg=None) -> Sidecar:
    pages = read_pages(path, cfg)
    return extract(path.name, pages, [build_layout(p) for p in pages])


def score(report: Report, label: str, sc: Sidecar, keys: dict[str, str]) -> None:
    report.documents += 1
    for name, key in keys.items():
        o, got = outcome(sc, name, key)
        report.fields[name][o] += 1
        if o == "wrong":
            report.wrong.append(f"{label}: {name} read {got}, key {key}")


_DATES = ("period_start", "period_end", "closing_date", "due_date")


def score_meta(report: Report, label: str, sc: Sidecar, t: dict) -> None:
    """Issuer (compared by issuer_key) and the dates the answer filters use."""
    checks = [("issuer", t.get("issuer"), sc.issuer and issuer_key(sc.issuer),
               t.get("issuer") and issuer_key(t["issuer"]))]
    checks += [(k, t.get(k), sc.dates.get(k), t.get(k)) for k in _DATES]
    for name, key, got, want in checks:
        if not key:
            continue
        o = "missing" if not got else "right" if got == want else "wrong"
        report.meta[name][o] += 1
        if o == "wrong":
            report.meta_wrong.append(f"{label}: {name} read {got!r}, key {want!r}")


def check_corpora(root: Path, report: Report, cfg=None, skip: frozenset[str] = frozenset()) -> None:
    """Every corpus under `root` but those in `skip` (a sealed corpus is never looked into)."""
    for truth_file in sorted(root.glob("*/truth.json")):
        if truth_file.parent.name in skip:
            continue
        truth = json.loads(truth_file.read_text())
        for name, t in sorted(truth.items()):
            sc = sidecar_of(truth_file.parent / name, cfg)
            score(report, f"{truth_file.parent.name}/{name}", sc, t.get("fields", {}))
            score_meta(report, f"{truth_file.parent.name}/{name}", sc, t)
            if t.get("type"):
                report.types["right" if sc.doc_type == t["type"] else "wrong"] += 1
            if t.get("tax_year"):
                ty = "missing" if sc.tax_year is None else "right" if sc.tax_year == int(t["tax_year"]) else "wrong"
                report.tax_years[ty] += 1
                if ty == "wrong":
                    report.wrong.append(f"{name}: tax year {sc.tax_year}, key {t['tax_year']}")


def check_sroie(folder: Path, report: Report, cfg=None) -> None:
    for key_file in sorted(folder.glob("*.json")):
        image = key_file.with_suffix(".jpg")
        if not image.exists():
            continue
        total = json.loads(key_file.read_text()).get("total")
        if total:
            score(report, f"sroie/{image.name}", sidecar_of(image, cfg), {"total": total})


def render(report: Report) -> str:
    out = [f"{'field':<24}" + "".join(f"{o:>9}" for o in OUTCOMES)]
    for name, c in sorted(report.fields.items()):
        out.append(f"{name:<24}" + "".join(f"{c[o]:>9}" for o in OUTCOMES))
    out.append(f"{'ALL':<24}" + "".join(f"{report.total(o):>9}" for o in OUTCOMES))
    out.append(f"documents {report.documents}; types {report.types}; tax years {report.tax_years}")
    out += [f"{k}: {dict(v)}" for k, v in sorted(report.meta.items())]
    out += [f"meta {w}" for w in report.meta_wrong]
    out += [f"WRONG {w}" for w in report.wrong]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m docq.evals.fieldcheck")
    ap.add_argument("--corpora", type=Path, help="folder written by `python -m evals.generate`")
    ap.add_argument("--sroie", type=Path, help="folder of SROIE receipts (NNN.jpg + NNN.json)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    report = Report()
    if a.corpora:
        check_corpora(a.corpora, report)
    if a.sroie:
        check_sroie(a.sroie, report)
    print(json.dumps(report.to_dict(), indent=1) if a.json else render(report))
    return 1 if report.wrong else 0


if __name__ == "__main__":
    sys.exit(main())
