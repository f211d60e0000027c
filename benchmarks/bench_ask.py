"""`docq ask` latency through the socket over a generated library, and the daemon's memory
with the model loaded.

The library is every document of the generated corpora, cloned under renamed issuers until it
holds DOCQ_BENCH_DOCS documents (default 1,500, as the issue asks: digital PDFs, so building it
costs the pipeline, not OCR — about 2-3 minutes here). Questions:
- sidecar tier: a bill's amount due, answered from its sidecar field after every guard
  (literal, label, re-read of the figure's pixels) — target p50 < 100 ms;
- words and labels: a question whose describing word ("gas") every candidate document must
  print, and one asked by a printed label outside the field table ("current gas charges"),
  so the wording check and the open-label search run over the library — target p50 < 100 ms;
- model tier: a field no row names, so the default model reads the page (its figure is then
  voided by the guards) — target p50 < 3 s.

Run: `python -m pytest benchmarks/bench_ask.py --benchmark-enable -s`
"""
from __future__ import annotations

import dataclasses
import importlib.util
import os
import statistics
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("docq_test_fixtures", ROOT / "tests" / "conftest.py")
fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fixtures)

DOCS = int(os.environ.get("DOCQ_BENCH_DOCS", "1500"))
SIDECAR_Q = "What was the amount due on my January 2024 NW Natural bill?"
MODEL_Q = "What was the minimum payment on my January 2024 NW Natural bill?"
WORDED_Q = "How much was my NW Natural gas bill for January 2024?"
LABEL_Q = "What were the current gas charges on my NW Natural bill for January 2024?"


def clone(doc, k: int):
    """The same document from a renamed issuer, with its own reference line so no two
    clones share bytes (docq keeps one document per content hash)."""
    from evals.scanner import Item

    stem = doc.name.rsplit(".", 1)[0]
    if k == 0:
        return dataclasses.replace(doc, name=f"{stem}.pdf", mode="digital")
    new = f"{doc.issuer} Branch {k}"
    sheets = []
    for i, s in enumerate(doc.sheets):
        items = [dataclasses.replace(it, text=it.text.replace(doc.issuer, new)) if hasattr(it, "text") else it
                 for it in s.items]
        if i == 0:
            items.append(Item(f"Reference B{k:04d}", 40, s.height - 20, 6))
        sheets.append(dataclasses.replace(s, items=items))
    return dataclasses.replace(doc, name=f"b{k:04d}_{stem}.pdf", sheets=sheets, issuer=new, mode="digital")


def write_library(folder: Path, n: int) -> int:
    from evals.corpora import CORPORA
    from evals.docs import write

    base = [d for name, build in CORPORA.items() if name != "sroie" for d in build()[0]]
    written, k = 0, 0
    while written < n:
        for d in base:
            if written >= n:
                break
            write(clone(d, k), folder)
            written += 1
        k += 1
    return written


def timed(handle, question: str, rounds: int) -> list[float]:
    out = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        handle.request("ask", question=question, channel="cli", timeout=300)
        out.append(time.perf_counter() - t0)
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    root = tmp_path_factory.mktemp("ask-bench")
    watch = root / "watch"
    watch.mkdir()
    t0 = time.perf_counter()
    n = write_library(watch, DOCS)
    written_s = time.perf_counter() - t0
    env = {**os.environ, **fixtures.DAEMON_ENV, "DOCQ_MODEL_ENABLED": "1"}
    env.pop("DOCQ_HOME", None)
    h = fixtures.DaemonHandle(root / "home", watch, env).start()
    t0 = time.perf_counter()
    h.wait_for(lambda: (lambda d: d["total"] >= n and d["ready"] + d["failed"] >= d["total"])(h.status()["documents"]),
               timeout=3600, what="library read")
    print(f"\nlibrary: {n} documents written in {written_s:.0f}s, read by the daemon in "
          f"{time.perf_counter() - t0:.0f}s; {h.status()['documents']}")
    yield h
    h.stop()


def test_ask_latency_sidecar_tier(benchmark, library):
    t0 = time.perf_counter()
    a = library.request("ask", question=SIDECAR_Q, channel="cli")
    first = time.perf_counter() - t0               # includes the figure's first re-read
    assert a["status"] == "answered", a          # the figure is the sidecar's, proved
    times = timed(library, SIDECAR_Q, 30)
    benchmark.pedantic(lambda: library.request("ask", question=SIDECAR_Q, channel="cli"), rounds=5, iterations=1)
    p50, p95 = statistics.median(times), pct(times, 0.95)
    benchmark.extra_info.update({"docs": DOCS, "p50_ms": round(p50 * 1000, 1), "p95_ms": round(p95 * 1000, 1),
                                 "first_ms": round(first * 1000, 1), "target_p50_ms": 100})
    print(f"\nsidecar tier over {DOCS} docs: p50 {p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, first ask "
          f"(with the pixel re-read) {first * 1000:.0f} ms (target p50 < 100 ms)")


@pytest.mark.parametrize("question", [WORDED_Q, LABEL_Q], ids=["worded", "open-label"])
def test_ask_latency_words_and_labels(benchmark, library, question):
    a = library.request("ask", question=question, channel="cli")
    assert a["status"] == "answered", a
    times = timed(library, question, 30)
    benchmark.pedantic(lambda: library.request("ask", question=question, channel="cli"), rounds=5, iterations=1)
    p50, p95 = statistics.median(times), pct(times, 0.95)
    benchmark.extra_info.update({"docs": DOCS, "p50_ms": round(p50 * 1000, 1), "p95_ms": round(p95 * 1000, 1),
                                 "target_p50_ms": 100})
    print(f"\n{question!r} over {DOCS} docs: p50 {p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms (target p50 < 100 ms)")


def test_ask_latency_model_tier_and_rss(benchmark, library):
    import psutil

    a = library.request("ask", question=MODEL_Q, channel="cli", timeout=300)   # loads the model
    assert a["amount"] is None, a                 # whatever the model read, nothing unproved is stated
    times = timed(library, MODEL_Q, 8)
    benchmark.pedantic(lambda: library.request("ask", question=MODEL_Q, channel="cli", timeout=300),
                       rounds=2, iterations=1)
    rss_mb = psutil.Process(library.proc.pid).memory_info().rss / 2**20
    p50, p95 = statistics.median(times), pct(times, 0.95)
    benchmark.extra_info.update({"docs": DOCS, "p50_s": round(p50, 2), "p95_s": round(p95, 2),
                                 "target_p50_s": 3, "rss_mb_model_loaded": round(rss_mb, 1)})
    print(f"\nmodel tier over {DOCS} docs: p50 {p50:.2f} s, p95 {p95:.2f} s (target p50 < 3 s); "
          f"daemon RSS with the model loaded {rss_mb:.0f} MB")
