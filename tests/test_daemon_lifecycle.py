"""The daemon's life through its real process: one per HOME, owner-only socket, the status
contract running and stopped, graceful stop by command and by signal, concurrent questions."""
from __future__ import annotations

import json
import os
import signal
import stat
import threading

import pytest

pytestmark = pytest.mark.e2e

STATUS_KEYS = {"daemon", "queue", "documents", "review", "intake"}   # keys are added, never renamed


def test_second_daemon_on_same_home_is_refused_naming_the_first(daemon):
    r = daemon.run("start", "--watch", daemon.watch, check=False, timeout=60)
    assert r.returncode == 5
    assert "already running" in r.stderr and f"pid {daemon.proc.pid}" in r.stderr
    assert daemon.proc.poll() is None                      # the first one is untouched
    assert daemon.status()["daemon"] == "running"


def test_socket_and_home_are_owner_only(daemon):
    sock = os.stat(daemon.home / "docq.sock")
    assert stat.S_ISSOCK(sock.st_mode)
    assert stat.S_IMODE(sock.st_mode) == 0o600
    assert stat.S_IMODE(os.stat(daemon.home).st_mode) == 0o700


def test_status_contract_running_then_stopped(daemon, make_pdf, tmp_path):
    daemon.drop(make_pdf(tmp_path / "a.pdf", 1))
    daemon.run("wait", "--timeout", "60")
    running = daemon.json("status")
    assert set(running) == STATUS_KEYS
    assert running == {"daemon": "running", "queue": {"pending": 0},
                       "documents": {"total": 1, "ready": 1, "failed": 0, "waiting": 0},
                       "review": {"pending": 0, "figures": 0},
                       "intake": {"last_error": None}}
    r = daemon.run("stop")
    assert "stopped" in r.stdout
    assert daemon.proc.wait(timeout=30) == 0
    assert not (daemon.home / "docq.sock").exists()
    stopped = daemon.json("status")
    assert stopped == {**running, "daemon": "stopped"}
    assert "daemon     stopped" in daemon.run("status").stdout


def test_commands_needing_the_daemon_say_how_to_start_it(tmp_path, start_daemon):
    d = start_daemon()
    d.stop()
    for args in (["wait"], ["stop"]):
        r = d.run(*args, check=False)
        assert r.returncode == 4, (args, r.stderr)
        assert "start it with `docq start`" in r.stderr


def test_sigint_stops_gracefully(daemon):
    daemon.proc.send_signal(signal.SIGINT)
    assert daemon.proc.wait(timeout=30) == 0
    assert "docq stopped" in daemon.log_text()


def test_restart_after_stop_keeps_documents(daemon, make_pdf, tmp_path):
    daemon.drop(make_pdf(tmp_path / "kept.pdf", 1))
    daemon.wait_idle()
    daemon.stop()
    daemon.start()
    s = daemon.wait_idle()
    assert s["documents"] == {"total": 1, "ready": 1, "failed": 0, "waiting": 0}
    assert daemon.log_text().count(" ready: kept.pdf") == 1   # not processed again


def test_concurrent_questions_each_get_one_answer(daemon):
    questions = [f"what was the amount due on bill {i}?" for i in range(4)]
    results: dict = {}

    def ask(q):
        results[q] = daemon.request("ask", question=q, channel="cli")

    threads = [threading.Thread(target=ask, args=(q,)) for q in questions]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert set(results) == set(questions)
    for q, a in results.items():
        assert a["question"] == q and a["status"] in ("answered", "declined", "held")


def test_unknown_op_is_an_error_reply_not_a_crash(daemon):
    import socket
    s = socket.socket(socket.AF_UNIX)
    s.connect(str(daemon.home / "docq.sock"))
    s.sendall(b'{"op": "explode"}\nnot json\n')
    f = s.makefile()
    unknown, garbled = json.loads(f.readline()), json.loads(f.readline())
    s.close()
    assert unknown["ok"] is False and "unknown op" in unknown["error"]
    assert garbled["ok"] is False and "bad request" in garbled["error"]
    assert daemon.status()["daemon"] == "running"
