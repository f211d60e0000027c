"""remote_reread: a figure's re-read read by the workers on the shared queue.

The answer path's second reader (workers/reread) renders the page and cuts the figure's crops
here, on the daemon, which holds the document and its sha256 (guards check the file is still
those bytes). With a worker connected, `SharedRereads.read_looks` sends the crops, never a
path, as one sealed task that a worker takes before the pages queued, and the readings come
back sealed through Huey's result storage, naming the task they answer. The verdict is drawn
here from those readings by the same comparison as a re-read read here (reread.verdict): a
worker never sees the figure expected, and a result that does not open with this daemon's
key, or answers another task, is no reading.

The crops are read here, exactly as without a queue, when no worker is connected, when Redis
cannot be reached, when a worker could not read them or its result is no reading of them, and
when no worker has answered within queue_reread_seconds (a question is waiting) or the
workers all went away meanwhile.
"""
from __future__ import annotations

import logging
import threading
import time
from collections import Counter

from docq.errors import QueueUnavailable
from docq.workers import reread, roster, wire
from docq.workers.tasks import Failed, ReadTasks

log = logging.getLogger("docq.remote")

POLL = 0.05          # a question is waiting: look for the readings often (a GET on Redis)
ALIVE_EVERY = 1.0    # how often the wait asks whether any worker is left to answer


class SharedRereads:
    def __init__(self, tasks: ReadTasks, conn, key: bytes, wait_seconds: float):
        self.tasks, self.conn, self.key = tasks, conn, key
        self.wait_seconds = wait_seconds
        self._by_worker: Counter[str] = Counter()
        self._lock = threading.Lock()

    def by_worker(self) -> dict[str, int]:
        """Figures each worker has re-read since the daemon started."""
        with self._lock:
            return dict(sorted(self._by_worker.items()))

    def read_looks(self, looks: list[reread.Look], cfg=None) -> list[str]:
        """The looks' readings (reread.read_looks), by a worker while one answers in time,
        else here."""
        try:
            readings = self._by_a_worker(looks) if roster.connected(self.conn) else None
        except QueueUnavailable as e:
            log.warning("%s; re-reading the figure here", e)
            readings = None
        return reread.read_looks(looks, cfg) if readings is None else readings

    def _by_a_worker(self, looks: list[reread.Look]) -> list[str] | None:
        task = self.tasks.reread_task(wire.seal_looks(self.key, looks))
        self.tasks.send(task)
        start = time.monotonic()
        asked = start
        while True:
            result = self.tasks.results([task.id]).get(task.id)
            if result is not None:
                self.tasks.forget(task.id)
                return self._take(task.id, len(looks), result)
            now = time.monotonic()
            if now - start >= self.wait_seconds:
                return self._give_up(task.id, f"no worker answered within {self.wait_seconds:g} s")
            if now - asked >= ALIVE_EVERY:
                asked = now
                if not (roster.holders(self.conn, [task.id]) or roster.connected(self.conn)):
                    return self._give_up(task.id, "no worker is left")
            time.sleep(POLL)

    def _give_up(self, task_id: str, why: str) -> None:
        log.info("re-read %s: %s; re-reading the figure here", task_id, why)
        if not roster.holders(self.conn, [task_id]):
            self.tasks.revoke(task_id)      # still queued: no worker need read it now
        return None

    def _take(self, task_id: str, looks: int, result) -> list[str] | None:
        if isinstance(result, Failed):
            log.warning("re-read %s: a worker could not read it (%s); re-reading the figure here",
                        task_id, result.error)
            return None
        try:
            readings, worker = wire.open_readings(self.key, result, task_id, looks)
        except (wire.WrongKey, wire.NotTheAnswer) as e:
            log.warning("re-read %s: %s; re-reading the figure here", task_id, e)
            return None
        with self._lock:
            self._by_worker[worker] += 1
        log.debug("re-read %s: read by %s", task_id, worker)
        return readings
