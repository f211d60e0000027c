"""Documents waiting to be tried again after failing for want of disk space: each on a timer
that waits longer after every failed try (workers/retry), and every one of them at once when
the disk holding HOME has room again, looked at each second by the daemon's loop. Someone who
frees space sees the documents go on at once, not after a timer of up to five minutes; the
timers stay for what free space does not show (a quota)."""
from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Callable

from docq.workers import retry

log = logging.getLogger("docq.daemon")


class Retries:
    """`resume(doc_id)` tries one document again; it calls `later` when the disk is still full."""

    def __init__(self, home: Path, resume: Callable[[int], None]):
        self.home, self._resume = home, resume
        self.room = retry.Room()
        self._timers: dict[int, threading.Timer] = {}
        self._lock = threading.Lock()

    def later(self, doc_id: int, wait: float) -> None:
        """Try `doc_id` again in `wait` seconds, or as soon as there is room."""
        self.room.failed(retry.free_bytes(self.home))
        timer = threading.Timer(wait, self._due, args=(doc_id,))
        timer.daemon = True
        with self._lock:
            old, self._timers[doc_id] = self._timers.get(doc_id), timer
        if old is not None:
            old.cancel()
        timer.start()

    def _due(self, doc_id: int) -> None:
        with self._lock:
            if self._timers.get(doc_id) is not threading.current_thread():
                return          # replaced, or taken by a look that found room
            del self._timers[doc_id]
        self._try(doc_id)

    def look(self) -> int:
        """When the disk has room again, try every waiting document now; how many were."""
        if not self.room.watching() or not self.room.returned(retry.free_bytes(self.home)):
            return 0
        self.room.forget()
        with self._lock:
            due, self._timers = self._timers, {}
        for timer in due.values():
            timer.cancel()
        if due:
            log.info("the disk holding HOME has room again: trying %s document(s) now", len(due))
        for doc_id in due:
            self._try(doc_id)
        return len(due)

    def _try(self, doc_id: int) -> None:
        try:
            self._resume(doc_id)
        except Exception:  # noqa: BLE001 - one document's fault must not stop the daemon's loop
            log.exception("doc %s: could not be tried again; the next start resumes it", doc_id)

    def stop(self) -> None:
        """The next start resumes what still waits (retry.waiting)."""
        with self._lock:
            due, self._timers = self._timers, {}
        for timer in due.values():
            timer.cancel()
