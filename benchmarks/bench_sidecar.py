"""Sidecar extraction time per page, on top of rows (target < 30 ms a page).

Pages are the generated dev documents' own words: a credit-card statement (~150 words), a
W-2 grid and a dense bank statement with transactions, read once from their text layer, their
layouts built once; only `sidecar.extract` is timed. The figure is in extra_info and printed.

Run: `python -m pytest benchmarks/bench_sidecar.py --benchmark-enable -s`
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from docq.workers.read import read_document
from docq.workers.rows import build_layout
from docq.workers.sidecar import extract
from evals.scanner import Item, to_digital_pdf

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
import sidecar_scans  # noqa: E402


def statement(n_rows: int) -> list:
    items = [Item("CASCADE FEDERAL CREDIT UNION", 50, 50, size=14, bold=True),
             Item("Statement Period: 11/01/2024 - 11/30/2024   Member Number ****2290", 50, 70, size=9),
             Item("Beginning Balance", 60, 100), Item("5,153.66", 300, 100, align="right"),
             Item("Interest Paid This Period", 330, 100), Item("0.58", 560, 100, align="right"),
             Item("Ending Balance", 60, 118), Item("4,387.34", 300, 118, align="right")]
    for i in range(n_rows):
        y = 150 + i * 14
        items += [Item(f"11/{i % 28 + 1:02d}", 50, y, size=8), Item(f"POS PURCHASE STORE #{i:04d} PORTLAND OR", 90, y, size=8),
                  Item(f"{(i * 37.13) % 900 + 1:,.2f}", 460, y, size=8, align="right"),
                  Item(f"{(i * 91.7) % 9000 + 100:,.2f}", 560, y, size=8, align="right")]
    return items


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bench_sidecar")
    docs = {"statement.pdf": statement(40),
            "w2_2024.pdf": sidecar_scans.w2(2024, "ACME WIDGETS, INC.", "Dana Whitfield",
                                            {"1": "1,148,528.02", "2": "315,259.24", "3": "168,600.00"}),
            "life.pdf": sidecar_scans.life_statement()}
    out = []
    for name, items in docs.items():
        ps = read_document(to_digital_pdf([items], folder / name), None)
        out.append((name, ps, [build_layout(p) for p in ps]))
    return out


def test_sidecar_ms_per_page(benchmark, pages):
    n_pages = sum(len(ps) for _, ps, _ in pages)
    n_words = sum(len(p.words) for _, ps, _ in pages for p in ps)

    def run():
        for name, ps, layouts in pages:
            extract(name, ps, layouts)

    benchmark(run)
    ms = benchmark.stats.stats.median * 1000 / n_pages
    benchmark.extra_info.update({"ms_per_page": round(ms, 2), "pages": n_pages, "words": n_words})
    print(f"\nsidecar: {ms:.2f} ms/page over {n_pages} pages ({n_words} words), target < 30")
    assert n_words > 250
