"""Pipeline overhead and idle cost of the daemon.

- drop→ready through the real daemon for 200 digital pages, against the same stage functions
  called directly in a loop; the ratio (target ≤ 1.3) is in the benchmark's extra_info.
- idle RSS and CPU of a running daemon with nothing to do (targets: < 150 MB, ~0% CPU).

Run: `python -m pytest benchmarks/bench_pipeline.py --benchmark-enable -s`
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("docq_test_fixtures", ROOT / "tests" / "conftest.py")
fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fixtures)

DOCS, PAGES = 40, 5            # 200 pages
SETTLE = 0.2                   # what the daemon adds by design before taking a file


def make_corpus(folder: Path) -> list[Path]:
    return [fixtures.write_pdf(folder / f"stmt{i:02}.pdf", PAGES, title=f"statement {i}")
            for i in range(DOCS)]


def direct_loop(corpus: list[Path], home: Path) -> float:
    """The same stage functions, one document after another, no daemon."""
    from docq import config
    from docq.daemon import intake
    from docq.store import Store
    from docq.workers import pipeline
    from docq.workers.index import Index

    cfg = config.load(home)
    cfg.paths.ensure()
    rt = pipeline.Runtime(cfg, Store(cfg.paths.db), Index(cfg.paths.index))
    t0 = time.perf_counter()
    for p in corpus:
        doc = intake.register(rt.store, rt.index, p).doc_id
        assert pipeline.process(rt, doc) == "ready"
    return time.perf_counter() - t0


def through_daemon(handle, corpus: list[Path]) -> float:
    t0 = time.perf_counter()
    for p in corpus:
        shutil.copyfile(p, handle.watch / p.name)
    handle.wait_for(lambda: handle.status()["documents"]["ready"] == len(corpus),
                    timeout=600, what="all ready")
    return time.perf_counter() - t0


@pytest.fixture
def daemon_factory(tmp_path):
    started = []

    def start(name: str, defaults: bool = False):
        env = {**os.environ, **fixtures.DAEMON_ENV, "DOCQ_SETTLE_SECONDS": str(SETTLE)}
        if defaults:   # the settings a user runs with (settle 2 s, rescan 60 s)
            env = {k: v for k, v in env.items() if k not in ("DOCQ_SETTLE_SECONDS", "DOCQ_RESCAN_SECONDS")}
        env.pop("DOCQ_HOME", None)
        watch = tmp_path / f"watch-{name}"
        watch.mkdir()
        h = fixtures.DaemonHandle(tmp_path / f"home-{name}", watch, env)
        started.append(h)
        return h.start()

    yield start
    for h in started:
        h.stop()


def test_pipeline_overhead_200_pages(benchmark, daemon_factory, tmp_path, monkeypatch):
    corpus = make_corpus(tmp_path / "corpus")
    monkeypatch.setenv("DOCQ_MODEL_ENABLED", "0")
    direct = direct_loop(corpus, tmp_path / "home-direct")
    runs = iter(range(100))

    def one_run():
        return through_daemon(daemon_factory(f"d{next(runs)}"), corpus)

    daemon_s = benchmark.pedantic(one_run, rounds=1, iterations=1)
    ratio = daemon_s / direct
    benchmark.extra_info.update({"pages": DOCS * PAGES, "direct_s": round(direct, 3),
                                 "daemon_s": round(daemon_s, 3), "settle_s": SETTLE,
                                 "ratio": round(ratio, 3), "target_ratio": 1.3})
    print(f"\n200 pages: direct {direct:.2f}s, daemon drop→ready {daemon_s:.2f}s "
          f"(settle {SETTLE}s included), ratio {ratio:.2f} (target ≤ 1.3)")


def test_idle_rss_and_cpu(benchmark, daemon_factory):
    import psutil

    h = daemon_factory("idle", defaults=True)
    proc = psutil.Process(h.proc.pid)
    time.sleep(3)                               # past start-up
    cpu0, t0 = proc.cpu_times(), time.monotonic()

    def idle():
        time.sleep(10)

    benchmark.pedantic(idle, rounds=1, iterations=1)
    cpu1, t1 = proc.cpu_times(), time.monotonic()
    cpu_pct = 100 * ((cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)) / (t1 - t0)
    rss_mb = proc.memory_info().rss / 2**20
    benchmark.extra_info.update({"rss_mb": round(rss_mb, 1), "cpu_percent": round(cpu_pct, 2),
                                 "target_rss_mb": 150, "target_cpu_percent": "~0"})
    print(f"\nidle daemon: RSS {rss_mb:.1f} MB, CPU {cpu_pct:.2f}% (targets < 150 MB, ~0%)")
