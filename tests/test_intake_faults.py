"""Intake keeps going through faults: a subfolder the daemon cannot list (the test daemon
runs without the capabilities that let root ignore permission bits, so chmod 000 stops it as
it stops a user) is an intake error of that path, logged once, reported by `status` and
retried at each rescan, while new files are still taken. A thread that dies anyway is found
and named, so the daemon exits non-zero for its supervisor to restart it."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import DAEMON_ENV, ROOT
from docq.daemon.lifecycle import dead_part
from docq.daemon.watcher import Problems, Watcher


def _ready(daemon, name: str):
    return daemon.store().one("SELECT d.id FROM documents d JOIN names n ON n.doc_id = d.id "
                              "WHERE n.name = ? AND n.present = 1 AND d.state = 'ready'", name)


@pytest.mark.e2e
def test_an_unreadable_subfolder_does_not_stop_intake(daemon, make_pdf, tmp_path):
    sub = daemon.watch / "2024"
    sub.mkdir()
    make_pdf(sub / "a.pdf", ["Statement\nAmount due $12.34"])
    daemon.wait_for(lambda: _ready(daemon, "a.pdf"), timeout=60, what="a.pdf ready")
    os.chmod(sub, 0)
    try:
        err = daemon.wait_for(lambda: daemon.status()["intake"]["last_error"], timeout=30,
                              what="status to report the intake error")
        assert err["path"].startswith(str(sub)) and err["failing_now"] >= 1
        daemon.drop(make_pdf(tmp_path / "b.pdf", ["Bill\nAmount due $56.78"]))
        daemon.wait_for(lambda: _ready(daemon, "b.pdf"), timeout=60, what="b.pdf taken after the error")
        time.sleep(7)                                   # two more rescans, still failing
        assert daemon.proc.poll() is None
        assert _ready(daemon, "a.pdf")                  # not taken for gone: it cannot be told
        log = daemon.log_text()                         # each failing path logged once
        assert log.count(f"{sub}: cannot list the folder") == 1
        assert log.count(f"{sub / 'a.pdf'}: cannot tell whether it is still there") == 1
        text = daemon.run("status").stdout
        assert f"intake     last error: {sub}" in text and "failing now" in text
        listed = [r for r in daemon.json("docs") if r["state"] == "not taken"]   # and `docs` says so
        assert [r["path"] for r in listed] == [str(sub)], listed
        assert "cannot list the folder" in listed[0]["reason"] and listed[0]["id"] is None
        line = next(l for l in daemon.run("docs").stdout.splitlines() if "not taken" in l)
        assert str(sub) in line and "cannot list the folder" in line
    finally:
        os.chmod(sub, 0o755)
    daemon.wait_for(lambda: daemon.status()["intake"]["last_error"]["failing_now"] == 0,
                    timeout=30, what="the folder to be read again at a rescan")
    daemon.run("wait", "--timeout", "30")
    assert not [r for r in daemon.json("docs") if r["state"] == "not taken"]


@pytest.mark.e2e
def test_a_folder_readable_again_is_taken_at_once_and_waited_for(start_daemon, make_pdf, tmp_path):
    watch = tmp_path / "watch"
    sub = watch / "2024"
    make_pdf(sub / "a.pdf", ["Statement\nAmount due $12.34"])
    os.chmod(sub, 0)
    try:
        # a rescan only every 10 minutes: what takes a.pdf is docq noticing the folder is back
        d = start_daemon(watch=watch, rescan_seconds=600)
        d.wait_for(lambda: d.status()["intake"]["last_error"], timeout=30, what="the intake error")
    finally:
        os.chmod(sub, 0o755)
    d.run("wait", "--timeout", "60")
    assert _ready(d, "a.pdf"), d.log_text()[-2000:]          # wait returned once it was read


def test_problems_log_once_and_forget_what_works_again():
    p = Problems()
    assert p.failed("/w/a", "cannot list the folder: Permission denied", 1.0)
    assert not p.failed("/w/a", "cannot list the folder: Permission denied", 2.0)
    assert p.failed("/w/a", "cannot list the folder: No such file or directory", 3.0)
    assert len(p) == 1 and p.last.at == 3.0
    p.worked("/w/a")
    assert len(p) == 0 and p.last.path == "/w/a"     # the last error is still reported


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_watcher_thread_that_dies_is_named(tmp_path):
    def bug(path: Path, retry: bool) -> None:
        raise SystemExit("a bug no per-path guard catches")

    (tmp_path / "a.pdf").write_bytes(b"%PDF-1.4\n%%EOF\n")
    w = Watcher(tmp_path, settle=0.05, rescan=60, on_settled=bug, on_gone=lambda p: None,
                known=lambda: [])
    w._thread.start()        # the decision loop alone; no file-system observer needed
    w._thread.join(timeout=10)
    assert not w.alive()
    assert dead_part({"socket server": True, "watcher": w.alive(), "worker 1": True}) == "watcher"
    assert dead_part({"watcher": True, "inbox": True}) is None


# The real daemon with a fault injector beside it: once the daemon is up, an exception no
# per-path guard catches is raised inside its watcher thread (CPython's async-exception call),
# as a bug or a MemoryError would end it.
INJECT = """
import ctypes, sys, threading, time
def inject():
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        for t in threading.enumerate():
            if t.name == "watcher" and t.is_alive():
                time.sleep(1.0)
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(t.ident),
                                                           ctypes.py_object(SystemExit))
                return
        time.sleep(0.1)
threading.Thread(target=inject, daemon=True).start()
sys.argv[0] = "docq"
from docq.cli import main
main()
"""


@pytest.mark.e2e
def test_a_dead_watcher_thread_makes_the_daemon_exit_non_zero(tmp_path):
    env = {**os.environ, **DAEMON_ENV, "PYTHONPATH": str(ROOT)}
    env.pop("DOCQ_HOME", None)
    (tmp_path / "watch").mkdir()
    r = subprocess.run([sys.executable, "-c", INJECT, "--home", str(tmp_path / "home"), "start",
                        "--watch", str(tmp_path / "watch")], capture_output=True, text=True,
                       env=env, cwd=ROOT, timeout=120)
    assert r.returncode == 10, r.stderr[-3000:]
    assert "the watcher thread died" in r.stderr and "Restart=on-failure" in r.stderr
    assert "docq stopped" in r.stderr                   # a graceful stop, nothing half-written
