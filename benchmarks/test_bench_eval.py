"""The instrument's own costs: rendering one scanned page of a dev corpus (what generation
time is made of), and grading (what `docq eval` adds per answer; it should be noise)."""
from __future__ import annotations

from evals import scanner
from evals.generate import build
from docq.evals import grader
from docq.evals.grader import Question, Run


def test_bench_scan_one_page(benchmark):
    doc = build("banking")[0][0]
    page = doc.sheets[0]

    def scan():
        img = scanner.render_page(page.items, page.width, page.height)
        return scanner.degrade(img, rotate_deg=doc.rotate, noise=doc.noise, blur=doc.blur, seed=doc.seed)

    img = benchmark(scan)
    benchmark.extra_info["pixels"] = img.width * img.height
    assert img.size == (2550, 3300)


def test_bench_grade_and_violations(benchmark):
    q = Question("b", "banking", "What was the new balance?", "487.20", mustContainAll=("487.20",),
                 citedTitles=("meridian_express_2024-01.pdf",))
    runs = [Run(q, "answered", f"Your new balance was ${i}.40.", cited=("meridian_express_2024-02.pdf",))
            for i in range(1000)]
    found = benchmark(grader.money_violations, runs)
    benchmark.extra_info["runs"] = len(runs)
    assert len(found) == 1000
