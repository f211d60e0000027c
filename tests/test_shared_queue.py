"""Reading on several machines, through the real parts: a real redis-server with a password
on a loopback port, the real daemon with queue_url, and `docq worker` processes. Every drop
ends with each page read into the store exactly once, whatever happens to a worker or to Redis
on the way."""
from __future__ import annotations

import json
import os
import signal
import stat
import time

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from conftest import DAEMON_ENV
from docq.errors import ConfigError
from docq.workers import queue, roster, wire
from docq.workers.tasks import ReadTasks
from redis_support import RedisServer, WorkerProcess, scanned_statements, worker_env

pytestmark = [pytest.mark.e2e]


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer(tmp_path / "redis").start()
    yield server
    server.stop()


@pytest.fixture
def start_worker(tmp_path):
    started: list[WorkerProcess] = []

    def _start(url: str, key_file) -> WorkerProcess:
        w = WorkerProcess(url, key_file, tmp_path / f"worker{len(started)}-home",
                          tmp_path / f"worker{len(started)}.log", worker_env(DAEMON_ENV))
        started.append(w)
        return w

    yield _start
    for w in started:
        w.stop()


def shared_daemon(start_daemon, server):
    return start_daemon(queue_url=server.url)


def connected(daemon, n: int, timeout: float = 30) -> dict:
    return daemon.wait_for(lambda: (s := daemon.status())["workers"]["connected"] == n and s,
                           timeout=timeout, what=f"{n} worker(s) connected")


def read_once(daemon, docs: int, pages: int) -> None:
    """Every document ready, every page in the store once, one lease done for each."""
    store = daemon.store()
    states = {r["state"]: r["n"] for r in store.all("SELECT state, count(*) AS n FROM documents GROUP BY state")}
    assert states == {"ready": docs}
    assert store.one("SELECT count(*) AS n FROM pages")["n"] == docs * pages
    twice = store.all("SELECT doc_id, page FROM read_leases WHERE state='done'"
                      " GROUP BY doc_id, page HAVING count(*) > 1")
    assert twice == []


def leases(daemon) -> dict[str, int]:
    return {r["state"]: r["n"] for r in
            daemon.store().all("SELECT state, count(*) AS n FROM read_leases GROUP BY state")}


def test_two_workers_read_a_drop_of_scans_every_page_once(start_daemon, redis_server, start_worker, tmp_path):
    daemon = shared_daemon(start_daemon, redis_server)
    key = daemon.home / "queue.key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert json.loads(daemon.run("paths", "--json").stdout)["queue_key"] == str(key)
    workers = [start_worker(redis_server.url, key) for _ in range(2)]
    connected(daemon, 2)

    for f in scanned_statements(tmp_path / "src", 3, pages=2):
        daemon.drop(f)
    status = daemon.wait_idle(timeout=90)

    read_once(daemon, 3, 2)
    assert leases(daemon) == {"done": 6}           # every page read by a worker, none here
    w = status["workers"]
    assert w["connected"] == 2 and sorted(w["names"]) == sorted(x.name for x in workers)
    assert sum(w["pages"].values()) == 6 and set(w["pages"]) <= set(w["names"])
    text = daemon.run("status").stdout
    assert "workers    2 connected" in text
    words = " ".join(r["words"] for r in daemon.store().all("SELECT words FROM pages"))
    assert "Interest" in words                      # words with boxes came back


def frozen_mid_page(daemon, server, victim, timeout: float = 60):
    """Stop the worker (SIGSTOP) at a moment it holds a page whose result it has not written:
    the lease of that page. A worker caught between pages is let go on and caught again."""
    results = ReadTasks(queue.make_shared_huey(server.url, wire.signing_secret(
        wire.load_key(daemon.home / "queue.key"))))
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        row = daemon.store().one("SELECT id, task FROM read_leases WHERE state='held' AND worker=?",
                                 victim.name)
        if row is not None:
            victim.proc.send_signal(signal.SIGSTOP)
            unwritten = row["task"] not in results.results([row["task"]])
            if unwritten and daemon.store().one("SELECT state FROM read_leases WHERE id=?",
                                                row["id"])["state"] == "held":
                return row
            victim.proc.send_signal(signal.SIGCONT)
        time.sleep(0.02)
    raise AssertionError(f"{victim.name} never held a page\n{daemon.log_text()[-3000:]}")


def test_kill_9_of_a_worker_mid_ingest_loses_and_doubles_nothing(start_daemon, redis_server, start_worker, tmp_path):
    daemon = shared_daemon(start_daemon, redis_server)
    key = daemon.home / "queue.key"
    victim, other = start_worker(redis_server.url, key), start_worker(redis_server.url, key)
    connected(daemon, 2)

    for f in scanned_statements(tmp_path / "src", 4, pages=2):
        daemon.drop(f)
    held = frozen_mid_page(daemon, redis_server, victim)
    victim.kill()
    daemon.wait_idle(timeout=120)

    read_once(daemon, 4, 2)
    lease = daemon.store().one("SELECT state, worker FROM read_leases WHERE id=?", held["id"])
    assert (lease["state"], lease["worker"]) == ("expired", victim.name)   # its page was sent again
    assert "sent again" in daemon.log_text()
    assert daemon.status()["workers"]["connected"] == 1


def test_a_worker_with_the_wrong_key_reads_nothing_and_says_why(start_daemon, redis_server, start_worker, tmp_path):
    daemon = shared_daemon(start_daemon, redis_server)
    wrong = tmp_path / "wrong.key"
    wrong.write_bytes(b"o1Bf7vO7mr0cB3yPNmWlaBfTgsmgcGm3zyN0xP2VZ0Y=\n")
    worker = start_worker(redis_server.url, wrong)
    assert worker.wait(30) == 3                          # a configuration error, not a crash
    assert "this worker's key is not the one the daemon" in worker.log_text()
    assert "queue.key" in worker.log_text()

    daemon.drop(scanned_statements(tmp_path / "src", 1, pages=1)[0])
    status = daemon.wait_idle(timeout=60)
    assert status["workers"]["connected"] == 0
    assert status["documents"]["ready"] == 1             # read here, by the daemon itself
    assert leases(daemon) == {}


def test_redis_stopped_and_restarted_mid_ingest_loses_nothing(start_daemon, redis_server, start_worker, tmp_path):
    daemon = shared_daemon(start_daemon, redis_server)
    key = daemon.home / "queue.key"
    start_worker(redis_server.url, key)
    connected(daemon, 1)

    for f in scanned_statements(tmp_path / "src", 4, pages=2):
        daemon.drop(f)
    daemon.wait_for(lambda: leases(daemon).get("done", 0) >= 1, timeout=60, what="a page read by the worker")
    redis_server.restart()                               # empty: the queue and its tasks are gone
    assert leases(daemon).get("done", 0) < 8             # mid-ingest: pages were still to read
    daemon.wait_idle(timeout=120)

    read_once(daemon, 4, 2)
    connected(daemon, 1)                                  # the worker came back to the new Redis


def test_a_worker_handed_a_page_sealed_with_another_key_stops_and_says_why(redis_server, tmp_path):
    from docq.workers.worker import Worker
    mine, daemons = wire.ensure_key(tmp_path / "mine.key"), wire.ensure_key(tmp_path / "daemon.key")
    worker = Worker(redis_server.url, mine, name="box-1")
    sealed = wire.seal_task(daemons, wire.PageTask(".pdf", 1, {}, b"%PDF statement"))
    with pytest.raises(wire.WrongKey, match="not the daemon's HOME/queue.key"):
        worker.read(sealed, "task-1")
    assert worker.stopping.is_set() and worker.holding == set() and worker.read_count == 0


def test_a_worker_meeting_a_daemon_of_another_docq_version_stops_and_says_why(redis_server, tmp_path):
    # the key check a daemon of the first wire format leaves: same key, another format
    from docq.workers.worker import Worker
    key = wire.ensure_key(tmp_path / "queue.key")
    nonce = os.urandom(12)
    older = nonce + AESGCM(key).encrypt(nonce, b'{"check":"docq queue key check"}\n', b"docq-read-1")
    worker = Worker(redis_server.url, key, name="box-1")
    roster.publish_check(worker.conn, older)
    with pytest.raises(ConfigError, match="different versions of docq"):
        worker.wait_for_key_check()


class Planted:
    """A pickle that, once unpickled, leaves a file: what someone who can write to Redis
    would plant."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (type(self.marker).touch, (self.marker,))


def test_a_result_planted_in_redis_without_the_key_is_never_unpickled(redis_server, tmp_path):
    marker = tmp_path / "unpickled"
    planter = ReadTasks(queue.make_shared_huey(redis_server.url, b"not the key"))
    planter.huey.put_result("task-1", Planted(marker))
    daemon_side = ReadTasks(queue.make_shared_huey(redis_server.url, wire.signing_secret(
        wire.ensure_key(tmp_path / "queue.key"))))
    got = daemon_side.results(["task-1"])
    assert not marker.exists()
    assert got["task-1"].error == "its result was not signed with this daemon's key"


ADT = ("ADT SECURITY SERVICES  Statement date February 1, 2012\n"
       "PREVIOUS BALANCE 241.99\nPAYMENT RECEIVED 241.99 CR\n"
       "MONITORING 26.99\nENDING BALANCE 42.99\nAMOUNT DUE 42.99")


def test_a_money_answers_re_read_is_read_by_a_worker_and_here_once_it_is_killed(start_daemon, redis_server,
                                                                               start_worker, make_pdf, tmp_path):
    # a wait long enough for a cold worker's first re-read: the fallback below is the
    # worker's beat running out, not the wait
    daemon = start_daemon(queue_url=redis_server.url, queue_reread_seconds=60)
    worker = start_worker(redis_server.url, daemon.home / "queue.key")
    connected(daemon, 1)
    daemon.drop(make_pdf(tmp_path / "adt-2012-02.pdf", [ADT]))
    daemon.wait_idle()

    due = daemon.json("ask", "What is the amount due on the ADT bill?")
    assert due["status"] in ("answered", "held") and due["amount"] in ("42.99", None), due
    assert daemon.status()["workers"]["rereads"] == {worker.name: 1}
    assert "re-read a figure's crop for the daemon" in worker.log_text()

    worker.kill()
    previous = daemon.json("ask", "What was the previous balance on the ADT bill?")
    assert previous["status"] in ("answered", "held") and previous["amount"] in ("241.99", None), previous
    assert "re-reading the figure here" in daemon.log_text()
    assert daemon.status()["workers"]["rereads"] == {worker.name: 1}
