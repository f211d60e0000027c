"""Reading on the shared queue: pages a minute read here, by one `docq worker` and by two, on
this machine (ratios in one run), and the bytes each page puts on the wire; and a figure's
re-read read here against one read by a `docq worker` (warm, each way), with the bytes of its
sealed crops.

Each run is the real daemon on a fresh HOME reading the same drop of scanned statements
(tests/redis_support.scanned_statements) from copy to the last document ready; the worker
runs use a real redis-server (password, loopback). Bytes on the wire are Redis's own network
counters over the run (tasks, results, beats and the daemon's polling), divided by the pages,
beside the sealed task alone.

Run: `python -m pytest benchmarks/bench_shared_queue.py --benchmark-enable -s`
"""
from __future__ import annotations

import importlib.util
import os
import sys
import time
from pathlib import Path

import pytest
import redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
_spec = importlib.util.spec_from_file_location("docq_test_fixtures", ROOT / "tests" / "conftest.py")
fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fixtures)
import redis_support  # noqa: E402  (beside the fixtures, in tests/)

DOCS, PAGES = 12, 2


def wire_bytes(server) -> int:
    info = redis.Redis(host="127.0.0.1", port=server.port, password=server.password).info("stats")
    return info["total_net_input_bytes"] + info["total_net_output_bytes"]


def run(tmp_path: Path, corpus: list[Path], name: str, server=None, workers: int = 0) -> dict:
    env = {**os.environ, **fixtures.DAEMON_ENV}
    env.pop("DOCQ_HOME", None)
    if server is not None:
        env["DOCQ_QUEUE_URL"] = server.url
    watch = tmp_path / f"watch-{name}"
    watch.mkdir()
    daemon = fixtures.DaemonHandle(tmp_path / f"home-{name}", watch, env).start()
    procs = [redis_support.WorkerProcess(server.url, daemon.home / "queue.key",
                                         tmp_path / f"w{i}-{name}", tmp_path / f"w{i}-{name}.log",
                                         redis_support.worker_env(fixtures.DAEMON_ENV))
             for i in range(workers)]
    try:
        if workers:
            daemon.wait_for(lambda: daemon.status()["workers"]["connected"] == workers,
                            timeout=60, what="workers connected")
        before = wire_bytes(server) if server else 0
        t0 = time.perf_counter()
        for p in corpus:
            daemon.drop(p)
        daemon.wait_for(lambda: daemon.status()["documents"]["ready"] == len(corpus),
                        timeout=900, what="all ready")
        seconds = time.perf_counter() - t0
        remote = daemon.store().one("SELECT count(*) AS n FROM read_leases WHERE state='done'")["n"]
        return {"seconds": seconds, "pages_per_minute": DOCS * PAGES * 60 / seconds,
                "read_by_workers": remote,
                "wire_bytes_per_page": (wire_bytes(server) - before) / (DOCS * PAGES) if server else 0}
    finally:
        for w in procs:
            w.stop()
        daemon.stop()


def sealed_task_bytes(corpus: list[Path], home: Path) -> float:
    from docq import config
    from docq.workers import remote, wire
    cfg = config.load(home)
    home.mkdir(parents=True, exist_ok=True)
    key = wire.ensure_key(home / "bench.key")
    sizes = [len(wire.seal_task(key, remote.page_task(p, n, cfg))) for p in corpus for n in range(1, PAGES + 1)]
    return sum(sizes) / len(sizes)


@pytest.mark.benchmark(group="shared-queue")
def test_pages_a_minute_local_one_worker_two_workers(benchmark, tmp_path):
    corpus = redis_support.scanned_statements(tmp_path / "corpus", DOCS, PAGES)
    server = redis_support.RedisServer(tmp_path / "redis").start()
    results = {}
    try:
        def all_three():
            results["local"] = run(tmp_path, corpus, "local")
            results["one"] = run(tmp_path, corpus, "one", server, 1)
            results["two"] = run(tmp_path, corpus, "two", server, 2)
        benchmark.pedantic(all_three, rounds=1, iterations=1)
    finally:
        server.stop()
    local = results["local"]["pages_per_minute"]
    info = {
        "pages": DOCS * PAGES,
        **{f"{k}_pages_per_minute": round(v["pages_per_minute"], 1) for k, v in results.items()},
        "one_worker_vs_local": round(results["one"]["pages_per_minute"] / local, 2),
        "two_workers_vs_local": round(results["two"]["pages_per_minute"] / local, 2),
        "two_vs_one_worker": round(results["two"]["pages_per_minute"] / results["one"]["pages_per_minute"], 2),
        "wire_bytes_per_page_one": round(results["one"]["wire_bytes_per_page"]),
        "wire_bytes_per_page_two": round(results["two"]["wire_bytes_per_page"]),
        "sealed_task_bytes_per_page": round(sealed_task_bytes(corpus, tmp_path / "keyhome")),
        "source_bytes_per_page": round(sum(p.stat().st_size for p in corpus) / (DOCS * PAGES)),
    }
    benchmark.extra_info.update(info)
    print("\n" + "\n".join(f"{k:30} {v}" for k, v in info.items()))
    assert results["one"]["read_by_workers"] == DOCS * PAGES
    assert results["two"]["read_by_workers"] == DOCS * PAGES


REREADS = 10


@pytest.mark.benchmark(group="shared-queue")
@pytest.mark.parametrize("engine", ["rapidocr", "tesseract"])
def test_a_figures_re_read_here_and_by_a_worker(benchmark, tmp_path, engine):
    from types import SimpleNamespace

    from docq.workers import queue, reread, roster, wire
    from docq.workers.read import read_document
    from docq.workers.remote_reread import SharedRereads
    from docq.workers.tasks import ReadTasks

    cfg = SimpleNamespace(reread_engine=engine)
    path = fixtures.write_pdf(tmp_path / "bill.pdf", ["ACME SUPPLY\nTOTAL 52.08\nThank you"])
    (page,) = read_document(path, None)
    figure = next(w for w in page.words if w.text == "52.08")
    others = [w.box for w in page.words if w is not figure]
    server = redis_support.RedisServer(tmp_path / "redis").start()
    key = wire.ensure_key(tmp_path / "queue.key")
    huey = queue.make_shared_huey(server.url, wire.signing_secret(key))
    roster.publish_check(queue.connection(huey), wire.key_check(key))
    shared = SharedRereads(ReadTasks(huey), queue.connection(huey), key, 60.0)
    worker = redis_support.WorkerProcess(server.url, tmp_path / "queue.key", tmp_path / "w-home",
                                         tmp_path / "w.log", redis_support.worker_env(fixtures.DAEMON_ENV))
    times: dict[str, float] = {}
    try:
        while not roster.connected(queue.connection(huey)):
            time.sleep(0.1)

        def timed(name, read):
            reread.reread(path, 1, figure.box, "52.08", cfg, others=others, read=read)   # warm
            t0 = time.perf_counter()
            for _ in range(REREADS):
                got = reread.reread(path, 1, figure.box, "52.08", cfg, others=others, read=read)
            times[name] = (time.perf_counter() - t0) / REREADS
            return got

        def both():
            times["verdicts_equal"] = timed("here", reread.read_looks) == timed("worker", shared.read_looks)
        benchmark.pedantic(both, rounds=1, iterations=1)
    finally:
        worker.stop()
        server.stop()
    im = reread.render.page_image(path, 1, reread.DPI)
    looks = reread.looks(im, figure.box, reread.second_reader(cfg), others)
    info = {"engine": engine, "here_ms": round(times["here"] * 1000, 1),
            "worker_ms": round(times["worker"] * 1000, 1),
            "worker_vs_here": round(times["worker"] / times["here"], 2),
            "looks": len(looks), "sealed_crops_bytes": len(wire.seal_looks(key, looks)),
            "reread_by_worker": shared.by_worker()}
    benchmark.extra_info.update(info)
    print("\n" + "\n".join(f"{k:30} {v}" for k, v in info.items()))
    assert times["verdicts_equal"] and sum(shared.by_worker().values()) == REREADS + 1
