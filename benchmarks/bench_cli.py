"""The command line's weight: wall time of a whole `docq ask` process against a bare
`python -c pass` from the same interpreter, in one run (target: ask <= 3x pass).

A person calls `docq ask` from a shell many times a day; the daemon answers in tens of
milliseconds, so what the process imports before it connects is most of what they wait for.
The daemon runs on a temporary HOME with one generated bill (a digital PDF), and the question
is answered from its sidecar. `docq --version` and `docq status` are timed beside it. Runs alternate (pass, ask,
version, status, pass, ask, ...) so a busy moment of the shared machine falls on all of them.

With DOCQ_BENCH_BEFORE set to a folder holding another docq's `docq/` package (e.g.
`git archive COMMIT docq | tar -x -C DIR`), its `ask` and `--version` are timed in the same
run against the same daemon, so a before/after pair shares one machine's moment.

Run: `python -m pytest benchmarks/bench_cli.py --benchmark-enable -s`
"""
from __future__ import annotations

import dataclasses
import importlib.util
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

from evals.docs import write
from evals.generate import build

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("docq_test_fixtures", ROOT / "tests" / "conftest.py")
fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fixtures)

ROUNDS = int(os.environ.get("DOCQ_BENCH_ROUNDS", "30"))
BEFORE = os.environ.get("DOCQ_BENCH_BEFORE")
QUESTION = "What was the amount due on my January 2024 NW Natural bill?"
TARGET = 3.0


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    root = tmp_path_factory.mktemp("cli-bench")
    watch = root / "watch"
    watch.mkdir()
    bill = {d.name: d for d in build("utilities")[0]}["NWNatural_2024-01.pdf"]
    write(dataclasses.replace(bill, mode="digital"), watch)
    env = {**os.environ, **fixtures.DAEMON_ENV}
    env.pop("DOCQ_HOME", None)
    h = fixtures.DaemonHandle(root / "home", watch, env).start()
    h.wait_for(lambda: h.status()["documents"]["ready"] == 1, timeout=120, what="the bill read")
    yield h
    h.stop()


def wall(cmd: list[str], env: dict, cwd: Path = ROOT) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t0


def installed_env(env: dict, cache: Path) -> dict:
    """As an installed docq runs: its bytecode compiled once and kept (here outside the tree);
    with PYTHONDONTWRITEBYTECODE set every run would compile docq's modules again."""
    out = {**env, "PYTHONPYCACHEPREFIX": str(cache)}
    out.pop("PYTHONDONTWRITEBYTECODE", None)
    return out


def test_ask_process_against_bare_python(benchmark, daemon, tmp_path):
    docq = [sys.executable, "-m", "docq", "--home", str(daemon.home)]
    runs = {"pass": [sys.executable, "-c", "pass"], "ask": [*docq, "ask", QUESTION],
            "version": [*docq, "--version"], "status": [*docq, "status"]}
    where = dict.fromkeys(runs, ROOT)
    if BEFORE:
        runs.update({"ask_before": runs["ask"], "version_before": runs["version"]})
        where.update(ask_before=Path(BEFORE), version_before=Path(BEFORE))
    answer = daemon.run("ask", "--json", QUESTION).stdout
    assert '"answered"' in answer, answer           # the whole path, not an error's short cut
    env = installed_env(daemon.env, tmp_path / "pycache")
    env.pop("PYTHONPATH", None)                     # `python -m docq` takes docq from its folder
    for name, cmd in runs.items():
        wall(cmd, env, where[name])                   # compiles and caches the bytecode
    times: dict[str, list[float]] = {k: [] for k in runs}
    times["socket"] = []                              # the daemon's own share: the request alone
    for _ in range(ROUNDS):
        for name, cmd in runs.items():
            times[name].append(wall(cmd, env, where[name]))
        t0 = time.perf_counter()
        daemon.request("ask", question=QUESTION, channel="cli")
        times["socket"].append(time.perf_counter() - t0)
    med = {k: statistics.median(v) for k, v in times.items()}
    ratio = {k: round(med[k] / med["pass"], 2) for k in med if k != "pass"}
    print(f"\nmedians over {ROUNDS} interleaved runs: "
          + ", ".join(f"{k} {v * 1000:.0f} ms" for k, v in med.items())
          + f"; ratio to pass: {ratio} (target ask <= {TARGET})")
    benchmark.extra_info.update({f"{k}_ms": round(v * 1000, 1) for k, v in med.items()})
    benchmark.extra_info.update(ratio_ask=ratio["ask"], ratio_version=ratio["version"],
                                ratio_status=ratio["status"], target=f"ask <= {TARGET}x pass")
    benchmark.pedantic(wall, args=(runs["ask"], env), rounds=5, iterations=1)
