"""The shared reading queue's parts that need no Redis: the sealed wire format, the key file,
the leases that make a page read into the store once, and a page cut from its document read
by a worker exactly as the daemon reads it."""
from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
import redis

from docq import config
from docq.errors import ConfigError
from docq.records import Box, Page, Word
from docq.store import Store
from docq.workers import leases, queue, read, remote, wire, worker
from evals.scanner import Item, degrade, render_page, to_image_pdf

ROOT = Path(__file__).resolve().parents[1]


def test_the_key_is_written_once_owner_only(tmp_path):
    path = tmp_path / "queue.key"
    key = wire.ensure_key(path)
    assert len(key) == 32 and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert wire.ensure_key(path) == key                    # kept, not replaced


def test_a_key_file_that_is_not_a_key_says_what_to_copy(tmp_path):
    bad = tmp_path / "bad.key"
    bad.write_text("hello\n")
    with pytest.raises(ConfigError, match="queue.key"):
        wire.load_key(bad)
    with pytest.raises(ConfigError, match="cannot read the queue key"):
        wire.load_key(tmp_path / "missing.key")


def test_a_sealed_page_shows_nothing_of_itself_and_opens_only_with_its_key(tmp_path):
    key, other = wire.ensure_key(tmp_path / "a.key"), wire.ensure_key(tmp_path / "b.key")
    secret = b"ACME BANK statement, balance $12,345.67"
    task = wire.PageTask(".pdf", 1, {"ocr_engine": "auto", "ocr_dpi": 300}, secret)
    sealed = wire.seal_task(key, task)
    assert b"ACME" not in sealed and b"12,345" not in sealed and b"auto" not in sealed
    assert wire.open_task(key, sealed) == task
    with pytest.raises(wire.WrongKey, match="not the daemon's HOME/queue.key"):
        wire.open_task(other, sealed)
    tampered = sealed[:-1] + bytes([sealed[-1] ^ 1])
    with pytest.raises(wire.WrongKey):
        wire.open_task(key, tampered)
    assert wire.opens(key, wire.key_check(key)) and not wire.opens(other, wire.key_check(key))


def test_a_read_page_comes_back_with_its_words_and_boxes(tmp_path):
    key = wire.ensure_key(tmp_path / "k")
    page = Page(1, 612, 792, [Word("$1,234.56", Box(400, 100, 460, 112), 91.5, "tesseract")],
                "ocr:tesseract", 90, 0.4)
    back, who = wire.open_page(key, wire.seal_page(key, page, "box-12", "task-1"), number=3, task_id="task-1")
    assert who == "box-12"
    assert back == Page(3, 612, 792, page.words, "ocr:tesseract", 90, 0.4)
    with pytest.raises(wire.NotTheAnswer):       # another task's page, moved under this task in Redis
        wire.open_page(key, wire.seal_page(key, page, "box-12", "task-2"), number=3, task_id="task-1")


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "docq.sqlite3")
    with s.tx() as c:
        c.execute("INSERT INTO documents (id, sha256, state, created_at, updated_at)"
                  " VALUES (1, 'x', 'received', 0, 0)")
    return s


def states(store) -> dict[str, str]:
    return {r["task"]: r["state"] for r in store.all("SELECT task, state FROM read_leases")}


def test_a_page_is_done_once_and_a_late_result_is_dropped(store):
    first = leases.open_lease(store, 1, 1, "t1")
    leases.taken(store, first, "w1")
    leases.expire(store, first)                           # w1 stopped beating
    again = leases.open_lease(store, 1, 1, "t2")
    leases.taken(store, again, "w2")
    assert leases.finish(store, again, "w2")
    assert not leases.finish(store, first, "w1")          # w1's late result: dropped
    assert not leases.finish(store, again, "w2")          # and nothing is done twice
    assert states(store) == {"t1": "expired", "t2": "done"}
    assert leases.pages_by_worker(store) == {"w2": 1}
    row = store.one("SELECT worker, taken_at, sent_at FROM read_leases WHERE task='t2'")
    assert row["worker"] == "w2" and row["taken_at"] >= row["sent_at"]   # who, and when


def test_finishing_a_page_supersedes_its_other_open_leases(store):
    a, b = leases.open_lease(store, 1, 2, "a"), leases.open_lease(store, 1, 2, "b")
    assert leases.finish(store, b, "w1")
    assert not leases.finish(store, a, "w2")
    assert states(store) == {"a": "superseded", "b": "done"}


def test_another_pages_words_moved_under_a_pages_task_are_not_taken_it_is_read_here(store, tmp_path):
    # someone who can write to Redis copies one page's sealed result over another's: the
    # words are the daemon's own, sealed with its key, but they answer another task
    cfg = config.load(tmp_path / "home")
    pdf = to_image_pdf([degrade(render_page([Item("Interest paid", 72, 60, size=14),
                                             Item("$1,234.56", 400, 60, align="right")], 612, 120), seed=1)],
                       tmp_path / "one.pdf")
    key = wire.ensure_key(tmp_path / "queue.key")
    elsewhere = Page(1, 612, 120, [Word("$9,999.99", Box(400, 50, 460, 62), 95.0, "tesseract")], "ocr:tesseract", 0, 0.0)
    shared = remote.SharedReading(store, None, None, key, 300.0, None)
    lease = leases.open_lease(store, 1, 1, "task-a")
    out: dict = {}
    shared._take(pdf, 1, lease, wire.seal_page(key, elsewhere, "box-1", "task-b"), out, cfg)
    words = [w.text for w in out[1].words]
    assert "$9,999.99" not in words and "$1,234.56" in words
    assert states(store) == {"task-a": "local"}


def test_leases_left_out_by_a_stopped_daemon_are_abandoned_at_start(store):
    leases.open_lease(store, 1, 1, "s")
    leases.taken(store, leases.open_lease(store, 1, 2, "h"), "w1")
    assert leases.out(store) == 2
    assert leases.abandon_open(store) == 2
    assert leases.out(store) == 0 and set(states(store).values()) == {"abandoned"}


def test_a_page_cut_from_its_document_reads_as_the_daemon_reads_it(tmp_path):
    cfg = config.load(tmp_path / "home")
    pages = [degrade(render_page([Item(f"Interest paid page {n}", 72, 60, size=14),
                                  Item(f"${n},234.56", 400, 60, align="right")], 612, 120), seed=n)
             for n in (1, 2)]
    pdf = to_image_pdf(pages, tmp_path / "two.pdf")
    task = remote.page_task(pdf, 2, cfg)
    assert (task.suffix, task.number) == (".pdf", 1)
    assert len(task.data) < 0.75 * pdf.stat().st_size       # the one page, not the document
    here = read.local_pages(pdf, [2], cfg)[2]
    there = worker.read_task(task)
    assert [w.text for w in there.words] == [w.text for w in here.words]
    assert [w.box for w in there.words] == [w.box for w in here.words]
    assert (there.width, there.height, there.source) == (here.width, here.height, here.source)


def test_the_queue_setting_is_declared_and_its_password_never_shown(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCQ_QUEUE_URL", "rediss://:hunter2@nas.local:6380/1")
    cfg = config.load(tmp_path / "home")
    assert cfg.queue_url == "rediss://:hunter2@nas.local:6380/1"
    assert config.shown("queue_url", cfg.queue_url) == "rediss://:***@nas.local:6380/1"
    assert config.shown("queue_url", "") == ""
    assert cfg.paths.queue_key == cfg.paths.home / "queue.key"


def test_a_queue_url_that_is_not_redis_is_refused_with_its_form():
    with pytest.raises(ConfigError, match=r"redis://\[:PASSWORD@\]HOST:PORT/DB"):
        queue.make_shared_huey("http://nas.local:6379/0", b"secret")
    assert queue.where("redis://:pw@nas.local:6379/0") == "redis://nas.local:6379/0"


def test_docq_worker_without_a_queue_says_how_to_give_one(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DOCQ_HOME", "DOCQ_QUEUE_URL")}
    r = subprocess.run([sys.executable, "-m", "docq", "--home", str(tmp_path / "h"), "worker"],
                       capture_output=True, text=True, env=env, timeout=60, cwd=ROOT)
    assert r.returncode == 3
    assert "pass --queue redis://" in r.stderr and "DOCQ_QUEUE_URL" in r.stderr


def test_a_rediss_url_reaches_redis_over_tls_with_its_password():
    conn = queue.connection(queue.make_shared_huey("rediss://:hunter2@nas.local:6380/2", b"s"))
    kwargs = conn.connection_pool.connection_kwargs
    assert conn.connection_pool.connection_class is redis.SSLConnection
    assert (kwargs["host"], kwargs["port"], kwargs["db"], kwargs["password"]) == ("nas.local", 6380, 2, "hunter2")
