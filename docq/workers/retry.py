"""Documents that failed for want of disk space: marked failed with the reason (retryable),
and tried again from the stage they reached, waiting longer after each failed try.

A full disk is not the document's fault: once space returns it must go on without a
restart. The wait doubles from FIRST_WAIT up to MAX_WAIT so a disk that stays full costs a
log line now and then, not two a second; and `Room` tells when the disk has room again, so a
person who frees space sees the document go on at once instead of after a wait of minutes.
"""
from __future__ import annotations

import errno
import logging
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from docq import store as storemod

log = logging.getLogger("docq.retry")

FIRST_WAIT, MAX_WAIT = 5.0, 300.0
# Free bytes beyond those left at the last failure that count as room again: more than the
# daemon's own clean-up after a failed try gives back (a page's render, a journal), so a disk
# that stays full is not tried again at every tick.
ROOM = 4 << 20
WAITING = "state='failed' AND retry_from IS NOT NULL"
# What such a document is shown as (`docq docs`, `docq show`): not failed, since it will be
# read once there is room, and its reason says why it waits and what frees it.
SHOWN_AS = "waiting"
_NO_SPACE = (errno.ENOSPC, errno.EDQUOT)


def no_space(e: BaseException) -> bool:
    """Whether `e` (or what caused it) is a full disk or quota, from SQLite or the OS."""
    while e is not None:
        if isinstance(e, sqlite3.OperationalError) and "disk is full" in str(e):
            return True
        if isinstance(e, OSError) and e.errno in _NO_SPACE:
            return True
        if "No space left on device" in str(e):     # an engine's message, translated
            return True
        e = e.__cause__ or e.__context__
    return False


def wait_for(retries: int) -> float:
    return min(MAX_WAIT, FIRST_WAIT * 2 ** max(0, retries))


def mark(store, doc_id: int, stage: str, e: BaseException, retries: int) -> float:
    """Record the document failed-retryable (when the disk lets us write that) and return
    the wait before the next try."""
    wait = wait_for(retries)
    reason = (f"disk full ({e}); docq tries again in {wait:.0f} s, and keeps trying, waiting"
              " longer each time; free space on the disk holding HOME")
    try:
        with store.tx() as c:
            c.execute("UPDATE documents SET state='failed', reason=?, retry_from=?, retries=?,"
                      " updated_at=? WHERE id=? AND state=?",
                      (reason, stage, retries + 1, storemod.now(), doc_id, stage))
    except sqlite3.Error as write_error:
        log.warning("doc %s: could not record the full disk either (%s); retrying anyway",
                    doc_id, write_error)
    log.warning("doc %s: %s", doc_id, reason)
    return wait


def resume(store, doc_id: int) -> bool:
    """Put a failed-retryable document back at the stage it reached; False if it is not
    one (any more), or the disk is still too full to say so."""
    with store.tx() as c:
        return c.execute("UPDATE documents SET state=retry_from, retry_from=NULL, reason=NULL,"
                         " updated_at=? WHERE id=? AND state='failed' AND retry_from IS NOT NULL",
                         (storemod.now(), doc_id)).rowcount == 1


def waiting(store) -> list[tuple[int, int]]:
    """(doc_id, retries) of every failed-retryable document (the daemon resumes them at start)."""
    return [(r["id"], r["retries"]) for r in
            store.all(f"SELECT id, retries FROM documents WHERE {WAITING}")]


def count_waiting(store) -> int:
    """How many documents wait to be tried again: still to be read, so pending."""
    return store.one(f"SELECT count(*) AS n FROM documents WHERE {WAITING}")["n"]


def free_bytes(path: Path) -> int | None:
    """Bytes an unprivileged writer may still use on the disk holding `path` (None: unknown)."""
    try:
        st = os.statvfs(path)
    except OSError:
        return None
    return st.f_bavail * st.f_frsize


@dataclass
class Room:
    """Pure: the free bytes left when a document last failed for want of space, and whether
    the disk has room again since (ROOM more). A quota (EDQUOT) does not show here: its
    documents wait for their timer."""
    at_failure: int | None = None

    def failed(self, free: int | None) -> None:
        self.at_failure = free

    def watching(self) -> bool:
        """Whether a failure's free space is known (else there is nothing to look for)."""
        return self.at_failure is not None

    def returned(self, free: int | None) -> bool:
        return None not in (self.at_failure, free) and free >= self.at_failure + ROOM

    def forget(self) -> None:
        self.at_failure = None
