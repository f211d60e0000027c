"""The store: SQLite in HOME, the source of truth for every document's pipeline state,
pages, sidecars, verified fields and review items.

Schema changes are numbered migrations appended to MIGRATIONS (never edit an applied one).
Writes go through `Store.tx()`, which serialises writers inside the process; SQLite's WAL and
busy timeout serialise them across processes.
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

SCHEMA_TABLE = "schema_version"     # every docq store has it: the number of migrations applied

MIGRATIONS: list[str] = [
    # 1: documents, their names on disk, pages, sidecars
    """
    CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        sha256 TEXT UNIQUE,
        state TEXT NOT NULL,              -- received|read|rows|sidecar|ready|failed|unsupported|gone
        reason TEXT,
        kind TEXT,                        -- pdf|jpeg|png|tiff|...
        pages INTEGER,
        size INTEGER,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE TABLE names (
        id INTEGER PRIMARY KEY,
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        path TEXT NOT NULL,
        name TEXT NOT NULL,
        present INTEGER NOT NULL DEFAULT 1,
        seen_at REAL NOT NULL,
        UNIQUE(doc_id, path)
    );
    CREATE INDEX names_path ON names(path);
    CREATE TABLE pages (
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        page INTEGER NOT NULL,
        width REAL NOT NULL,
        height REAL NOT NULL,
        source TEXT NOT NULL,
        rotation INTEGER NOT NULL DEFAULT 0,
        skew REAL NOT NULL DEFAULT 0,
        words TEXT NOT NULL,              -- JSON list of Word.to_dict()
        layout TEXT,                      -- JSON: rows and pairs
        text TEXT,                        -- layout text
        PRIMARY KEY (doc_id, page)
    );
    CREATE TABLE sidecars (
        doc_id INTEGER PRIMARY KEY REFERENCES documents(id),
        data TEXT NOT NULL,
        updated_at REAL NOT NULL
    );
    """,
    # 2: the review queue and what people decided
    """
    CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        created_at REAL NOT NULL,
        question TEXT NOT NULL,
        channel TEXT NOT NULL,            -- cli|inbox
        inbox_path TEXT,
        field TEXT,
        value TEXT,
        doc_id INTEGER REFERENCES documents(id),
        page INTEGER,
        box TEXT,                         -- JSON [x0,y0,x1,y1] in points
        reasons TEXT NOT NULL,            -- JSON list of reason codes
        detail TEXT,
        status TEXT NOT NULL DEFAULT 'pending',   -- pending|approved|corrected|rejected
        decided_at REAL,
        decided_by TEXT,
        decision_value TEXT,
        note TEXT
    );
    CREATE TABLE verified_fields (
        id INTEGER PRIMARY KEY,
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        field TEXT NOT NULL,
        value TEXT NOT NULL,
        method TEXT NOT NULL,             -- reviewed|corrected
        page INTEGER,
        box TEXT,
        who TEXT NOT NULL,
        at REAL NOT NULL,
        review_id INTEGER REFERENCES reviews(id),
        UNIQUE(doc_id, field)
    );
    CREATE TABLE rejected_values (
        id INTEGER PRIMARY KEY,
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        field TEXT NOT NULL,
        value TEXT NOT NULL,
        note TEXT,
        who TEXT NOT NULL,
        at REAL NOT NULL,
        review_id INTEGER REFERENCES reviews(id)
    );
    """,
    # 3: the answer engine asks for verified / rejected values of (document, field) on every
    # money answer, and `docq status` counts pending reviews: index both lookups
    """
    CREATE INDEX rejected_doc_field ON rejected_values(doc_id, field);
    CREATE INDEX reviews_status ON reviews(status, created_at);
    """,
    # 4: what a name's file looked like when its content was hashed (size, mtime, inode), so
    # the start-up scan need not read every unchanged file again
    """
    ALTER TABLE names ADD COLUMN stat TEXT;
    """,
    # 5: a review item names the bytes its figure was read from (the document's sha256), so a
    # file replaced under the same name is never taken for the evidence
    """
    ALTER TABLE reviews ADD COLUMN sha256 TEXT;
    """,
    # 6: a document failed for want of disk space is retried: the state to resume from, and
    # how many times it was tried (the wait before the next try grows with it)
    """
    ALTER TABLE documents ADD COLUMN retry_from TEXT;
    ALTER TABLE documents ADD COLUMN retries INTEGER NOT NULL DEFAULT 0;
    """,
    # 7: the share of a page's reading that is not words (workers/legibility), so `docq docs`
    # flags a page read as garbage without loading every page's words
    """
    ALTER TABLE pages ADD COLUMN nonwords REAL;
    """,
    # 8: a held part of a total names the total's parts (JSON: document, page, label, and the
    # proved figure or the review item of each), so `docq review show` lists the whole sum
    """
    ALTER TABLE reviews ADD COLUMN sum_of TEXT;
    """,
    # 9: a total held for review as one thing: who asked it (and where its answer is written),
    # what it is a total of, its parts (JSON: document, page, box, label, and the proved figure
    # or the review item of each), and the answer given once every held part was decided.
    # Items held from here on list their total's parts through held_total_items, not sum_of.
    """
    CREATE TABLE held_totals (
        id INTEGER PRIMARY KEY,
        created_at REAL NOT NULL,
        question TEXT NOT NULL,
        channel TEXT NOT NULL,            -- cli|inbox
        inbox_path TEXT,
        field TEXT NOT NULL,
        currency TEXT NOT NULL,
        head TEXT NOT NULL,               -- "in total for the interest in 2024"
        kind TEXT NOT NULL,               -- the documents' noun: "1099-INT", "document"
        parts TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',   -- pending|stated|declined
        settled_at REAL,
        answer TEXT                       -- JSON of the Answer given when settled
    );
    CREATE TABLE held_total_items (
        total_id INTEGER NOT NULL REFERENCES held_totals(id),
        review_id INTEGER NOT NULL REFERENCES reviews(id),
        PRIMARY KEY (total_id, review_id)
    );
    CREATE INDEX held_total_items_review ON held_total_items(review_id);
    CREATE INDEX held_totals_status ON held_totals(status);
    """,
    # 10: a review item's kept images are named by its document's sha256 and the item, not by
    # the item's id alone (ids start again at 1 in a store restored from a backup, while the
    # review folder keeps the images of the items it forgot), and each image's own sha256 is
    # recorded, so an image that is not the one kept for this item is never shown as its
    # evidence. Items held before this keep no names: their images are drawn again from the
    # document while its file is unchanged.
    """
    ALTER TABLE reviews ADD COLUMN page_png TEXT;
    ALTER TABLE reviews ADD COLUMN page_png_sha256 TEXT;
    ALTER TABLE reviews ADD COLUMN crop_png TEXT;
    ALTER TABLE reviews ADD COLUMN crop_png_sha256 TEXT;
    """,
    # 11: a lease for every page sent to the shared reading queue (workers/leases): which task
    # carries it, who took it and when, and how it ended, so a page a dead worker held is sent
    # again and a page is read into the store once
    """
    CREATE TABLE read_leases (
        id INTEGER PRIMARY KEY,
        doc_id INTEGER NOT NULL REFERENCES documents(id),
        page INTEGER NOT NULL,
        task TEXT NOT NULL UNIQUE,        -- the queue's task id
        state TEXT NOT NULL,              -- sent|held|done|expired|superseded|local|abandoned
        worker TEXT,                      -- the worker that took it
        sent_at REAL NOT NULL,
        taken_at REAL,
        ended_at REAL
    );
    CREATE INDEX read_leases_page ON read_leases(doc_id, page);
    CREATE INDEX read_leases_state ON read_leases(state);
    """,
    # 12: a page its reader still found turned after every turn tried (workers/read), so
    # `docq docs` flags it and a decline names it, as a page read as non-words is
    """
    ALTER TABLE pages ADD COLUMN still_turned INTEGER NOT NULL DEFAULT 0;
    """,
]


class Store:
    def __init__(self, path: Path):
        self.path = Path(path)
        self._local = threading.local()
        self._write = threading.RLock()
        self.migrate()

    @property
    def conn(self) -> sqlite3.Connection:
        c = getattr(self._local, "conn", None)
        if c is None:
            c = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
            c.row_factory = sqlite3.Row
            c.execute("PRAGMA journal_mode=WAL")
            c.execute("PRAGMA synchronous=NORMAL")
            c.execute("PRAGMA foreign_keys=ON")
            c.execute("PRAGMA busy_timeout=30000")
            self._local.conn = c
        return c

    @contextmanager
    def tx(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; rolled back whole on any error (nothing half-written)."""
        with self._write:
            c = self.conn
            c.execute("BEGIN IMMEDIATE")
            try:
                yield c
            except BaseException:
                c.execute("ROLLBACK")
                raise
            else:
                c.execute("COMMIT")

    def migrate(self) -> None:
        with self.tx() as c:
            c.execute(f"CREATE TABLE IF NOT EXISTS {SCHEMA_TABLE} (version INTEGER NOT NULL)")
            row = c.execute(f"SELECT version FROM {SCHEMA_TABLE}").fetchone()
            current = row[0] if row else 0
            if row is None:
                c.execute("INSERT INTO schema_version VALUES (0)")
            for number, sql in enumerate(MIGRATIONS[current:], start=current + 1):
                for stmt in sql.split(";"):
                    if stmt.strip():
                        c.execute(stmt)
                c.execute("UPDATE schema_version SET version = ?", (number,))

    def integrity(self) -> list[str]:
        """SQLite's quick check: an empty list when the file is sound."""
        rows = [r[0] for r in self.conn.execute("PRAGMA quick_check").fetchall()]
        return [] if rows == ["ok"] else rows

    def version(self) -> int:
        return self.conn.execute("SELECT version FROM schema_version").fetchone()[0]

    def one(self, sql: str, *args: Any) -> sqlite3.Row | None:
        return self.conn.execute(sql, args).fetchone()

    def all(self, sql: str, *args: Any) -> list[sqlite3.Row]:
        return self.conn.execute(sql, args).fetchall()

    def close(self) -> None:
        c = getattr(self._local, "conn", None)
        if c is not None:
            c.close()
            self._local.conn = None


def now() -> float:
    return time.time()


def dumps(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"), sort_keys=True)
