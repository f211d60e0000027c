"""Storage failures fail clearly, through the real daemon and CLI: a damaged store is
refused by start, status and docs, naming the file and how to restore it; a missing or empty
store (0 bytes, or a sound SQLite file with no tables) next to a HOME that held data is
refused, not re-created, while a fresh HOME still makes its store; the daemon keeps online
backups in HOME/backups, and restoring one as the message says brings every decision back."""
from __future__ import annotations

import shutil
import sqlite3
import stat
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from docq import storage
from docq.review import queue, reasons
from docq.store import MIGRATIONS

ROOT = Path(__file__).resolve().parents[1]


def _docq(d, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "docq", "--home", str(d.home), *args],
                          capture_output=True, text=True, timeout=120, env=d.env, cwd=ROOT)


def _used_home(daemon, make_pdf, tmp_path) -> int:
    """A HOME with a ready document and an approved review: what must never be forgotten."""
    daemon.drop(make_pdf(tmp_path / "bill.pdf", ["ACME POWER\nAMOUNT DUE 42.99"]))
    doc = daemon.wait_for(lambda: daemon.store().one(
        "SELECT d.id FROM documents d JOIN names n ON n.doc_id=d.id WHERE n.name='bill.pdf'"
        " AND d.state='ready'"), timeout=60, what="the bill to be ready")["id"]
    rid = queue.hold(daemon.store(), question="amount due?", channel="cli", inbox_path=None,
                     field="amount_due", value="42.99", doc_id=doc, page=1, box=None,
                     reasons=[reasons.LOW_CONFIDENCE], detail="")
    daemon.run("review", "approve", str(rid))
    daemon.stop()
    return doc


def _refused(r: subprocess.CompletedProcess, *words: str) -> None:
    assert r.returncode != 0, r
    assert "Traceback" not in r.stderr, r.stderr
    for w in words:
        assert w in r.stderr, r.stderr


@pytest.mark.e2e
def test_the_daemon_backs_the_store_up_into_home(daemon, make_pdf, tmp_path):
    doc = _used_home(daemon, make_pdf, tmp_path)
    daemon.start()                      # each start backs up too: this copy has the decision
    daemon.stop()
    found = sorted((daemon.home / "backups").glob("docq-*.sqlite3"))
    assert found and stat.S_IMODE(found[-1].stat().st_mode) == 0o600
    with sqlite3.connect(found[-1]) as c:
        assert c.execute("SELECT value FROM verified_fields WHERE doc_id=?", (doc,)).fetchone() == ("42.99",)
    assert f"backups    {daemon.home / 'backups'}" in _docq(daemon, "paths").stdout


@pytest.mark.e2e
def test_a_damaged_store_is_refused_with_how_to_restore_it(daemon, make_pdf, tmp_path):
    doc = _used_home(daemon, make_pdf, tmp_path)
    daemon.start()
    daemon.stop()
    db = daemon.home / "docq.sqlite3"
    with sqlite3.connect(db) as c:     # everything into the main file, as after a quiet while
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with open(db, "r+b") as f:
        f.write(b"this is no longer a SQLite file, a disk error wrote over it" * 2)
    latest = sorted((daemon.home / "backups").glob("docq-*.sqlite3"))[-1]
    for args in (("start", "--watch", str(daemon.watch)), ("status",), ("docs",)):
        _refused(_docq(daemon, *args), f"{db} is damaged", f"cp {latest} {db}")

    for suffix in ("", "-wal", "-shm"):                 # what the message says to do
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(latest, db)
    daemon.start()
    assert daemon.store().one("SELECT value FROM verified_fields WHERE doc_id=?", doc)["value"] == "42.99"


def _blank_sqlite(db: Path) -> None:
    """A sound SQLite file with no tables (as `sqlite3 docq.sqlite3 'VACUUM'` leaves one)."""
    with closing(sqlite3.connect(db)) as c:
        c.execute("CREATE TABLE t (x)")
        c.execute("DROP TABLE t")
        c.commit()


def _tables(db: Path) -> list:
    with closing(sqlite3.connect(db)) as c:
        return c.execute("SELECT name FROM sqlite_master").fetchall()


@pytest.mark.e2e
@pytest.mark.parametrize("how", ["missing", "empty", "an SQLite database with no tables"])
def test_a_lost_store_beside_a_used_home_is_refused_not_recreated(daemon, make_pdf, tmp_path, how):
    _used_home(daemon, make_pdf, tmp_path)
    db = daemon.home / "docq.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    if how == "empty":
        db.write_bytes(b"")
    elif how.startswith("an SQLite"):
        _blank_sqlite(db)
    latest = sorted((daemon.home / "backups").glob("docq-*.sqlite3"))[-1]
    for args in (("start", "--watch", str(daemon.watch)), ("status",), ("docs",)):
        _refused(_docq(daemon, *args), f"{db} is {how}", "would forget every document",
                 f"cp {latest} {db}")
    assert not db.exists() or db.stat().st_size == 0 or _tables(db) == []   # nothing re-created


def test_a_fresh_home_still_makes_its_store(home):
    storage.open_store(home.paths).close()                  # nothing at all in HOME
    assert ("table", "documents") in [tuple(r) for r in
                                      sqlite3.connect(home.paths.db).execute("SELECT type, name FROM sqlite_master")]
    home.paths.db.unlink()
    for suffix in ("-wal", "-shm"):
        Path(f"{home.paths.db}{suffix}").unlink(missing_ok=True)
    _blank_sqlite(home.paths.db)                            # a blank SQLite file, nothing else
    assert storage.open_store(home.paths).version() == len(MIGRATIONS)
