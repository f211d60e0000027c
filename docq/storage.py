"""Opening HOME's store safely, and keeping its backups.

The store holds every review decision a person made; losing it silently is the worst
failure docq can have after a wrong figure. So a damaged store is refused with the file's
name and how to restore it, a missing or empty store (0 bytes, or a database without docq's
tables) next to a HOME that has held data is refused rather than re-created, and the daemon
keeps online backups (SQLite's backup API, consistent while it writes) in HOME/backups.
Opening the store drops the review images no item of it names (review/kept.py): a restored
store's items are not the ones they showed.
"""
from __future__ import annotations

import os
import sqlite3
import time
from contextlib import closing
from pathlib import Path

from docq.errors import StorageError
from docq.review import kept
from docq.store import SCHEMA_TABLE, Store

KEEP = 3                  # backups kept; the oldest goes when a new one is made
PREFIX = "docq-"


def backups(paths) -> list[Path]:
    """The backups in HOME/backups, newest first."""
    if not paths.backups.is_dir():
        return []
    return sorted(paths.backups.glob(f"{PREFIX}*.sqlite3"), reverse=True)


def _restore_hint(paths) -> str:
    found = backups(paths)
    if not found:
        return (f"there is no backup in {paths.backups}; to start afresh (every review decision"
                f" is lost), move {paths.db} away, then start docq")
    return (f"restore the latest backup: stop docq, `cp {found[0]} {paths.db}`, remove"
            f" {paths.db.name}-wal and {paths.db.name}-shm if present, then start docq")


def held_data(paths) -> list[str]:
    """What in HOME shows docq has kept documents here before (beyond the store itself)."""
    held = []
    for folder, what in ((paths.sidecars, "sidecars"), (paths.review, "review images"),
                         (paths.backups, "backups")):
        n = sum(1 for p in folder.iterdir() if p.is_file()) if folder.is_dir() else 0
        if n:
            held.append(f"{n} {what}")
    return held


def blank(db: Path) -> str | None:
    """How the store file is blank, one that opening would turn into a fresh store: missing,
    0 bytes, or a sound SQLite database without docq's tables; None otherwise (a damaged
    file is not blank: opening it says so)."""
    if not db.exists():
        return "missing"
    if db.stat().st_size == 0:
        return "empty (0 bytes)"
    try:
        with closing(sqlite3.connect(f"{db.absolute().as_uri()}?mode=ro", uri=True)) as c:
            tables = {r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    except sqlite3.DatabaseError:
        return None
    if SCHEMA_TABLE not in tables:
        return "an SQLite database with no tables" if not tables else \
            f"an SQLite database without docq's tables (it holds {', '.join(sorted(tables)[:5])})"
    return None


def open_store(paths, check: bool = False) -> Store:
    """The store, or StorageError naming the file and what to do. `check` runs SQLite's
    quick integrity check too (the daemon does at start)."""
    state = blank(paths.db)
    if state:
        held = held_data(paths)
        if held:
            raise StorageError(
                f"{paths.db} is {state}, but HOME holds {', '.join(held)}: starting a fresh"
                f" store would forget every document and review decision. To recover,"
                f" {_restore_hint(paths)}")
    try:
        store = Store(paths.db)
        problems = store.integrity() if check else []
    except sqlite3.DatabaseError as e:
        raise damaged(paths, e) from e
    if problems:
        store.close()
        raise damaged(paths, "; ".join(problems[:3]))
    kept.sweep(store, paths.review)
    return store


def damaged(paths, why) -> StorageError:
    return StorageError(f"{paths.db} is damaged ({why}); docq will not use it. To recover,"
                        f" {_restore_hint(paths)}")


def backup(store: Store, paths) -> Path:
    """An online copy of the store into HOME/backups (consistent while others write);
    the oldest beyond KEEP are removed."""
    paths.backups.mkdir(mode=0o700, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    dest = paths.backups / f"{PREFIX}{stamp}.sqlite3"
    tmp = paths.backups / f".{dest.name}.tmp"
    tmp.unlink(missing_ok=True)
    try:
        target = sqlite3.connect(tmp)
        try:
            store.conn.backup(target)
        finally:
            target.close()
        os.replace(tmp, dest)
    except (OSError, sqlite3.Error) as e:
        tmp.unlink(missing_ok=True)
        raise StorageError(f"cannot back the store up into {paths.backups}: {e}") from e
    for old in backups(paths)[KEEP:]:
        old.unlink(missing_ok=True)
    return dest
