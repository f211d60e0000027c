"""Task wiring: the Huey tasks that move a document through the pipeline, and the two tasks
of the shared reading queue (a page, a figure's crops). Tasks take a document id (or a
sealed page or crops) and call one function; no logic lives here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from huey.utils import Error

from docq.workers import pipeline, queue


class Tasks:
    """The daemon's tasks bound to one Huey instance and one pipeline Runtime."""

    def __init__(self, huey, runtime: "pipeline.Runtime"):
        self.runtime = runtime
        self.process = huey.task(name="process")(self._process)

    def _process(self, doc_id: int) -> None:
        pipeline.process(self.runtime, doc_id)

    def enqueue(self, doc_id: int) -> None:
        self.process(doc_id)


@dataclass(frozen=True)
class Failed:
    """A reading task that raised on the worker: what it said."""
    error: str


# A question waits on a figure's re-read: a worker takes it before the pages queued.
REREAD_PRIORITY = 10


class ReadTasks:
    """The reading tasks on the shared queue: the daemon sends sealed pages and figures'
    crops and collects sealed results; a worker runs `read(message, task_id) -> sealed page`
    and `reread(message, task_id) -> sealed readings`."""

    def __init__(self, huey, read: Callable[[bytes, str], bytes] | None = None,
                 reread: Callable[[bytes, str], bytes] | None = None):
        self.huey = huey
        self._read, self._reread = read, reread
        self.read_page = huey.task(name="read_page", context=True)(self._run)
        self.reread_figure = huey.task(name="reread", context=True, priority=REREAD_PRIORITY)(self._run_reread)

    def _run(self, message: bytes, task=None) -> bytes:
        return self._read(message, task.id)

    def _run_reread(self, message: bytes, task=None) -> bytes:
        return self._reread(message, task.id)

    def task(self, message: bytes):
        """The task for one sealed page, with its id, not yet sent."""
        return self.read_page.s(message)

    def reread_task(self, message: bytes):
        """The task for one figure's sealed crops, with its id, not yet sent."""
        return self.reread_figure.s(message)

    def revoke(self, task_id: str) -> None:
        """A task no longer wanted: a worker that takes it later drops it unread."""
        with queue.reached():
            self.huey.revoke_by_id(task_id, revoke_once=True)

    def send(self, task) -> None:
        with queue.reached():
            self.huey.enqueue(task)

    def results(self, ids: list[str]) -> dict[str, bytes | Failed]:
        """The results present for these task ids: the sealed page, or Failed."""
        if not ids:
            return {}
        with queue.reached():
            raw = self.huey.storage.peek_many(ids)
        out = {}
        for task_id, data in raw.items():
            try:
                value = self.huey.serializer.deserialize(data)
            except ValueError:      # not signed with this queue's key: never unpickled
                out[task_id] = Failed("its result was not signed with this daemon's key")
                continue
            out[task_id] = Failed(str(value.metadata.get("error"))) if isinstance(value, Error) else value
        return out

    def forget(self, task_id: str) -> None:
        with queue.reached():
            self.huey.storage.delete_data(task_id)

    def waiting(self) -> int:
        """Tasks on the queue that no worker has taken yet."""
        with queue.reached():
            return self.huey.pending_count()
