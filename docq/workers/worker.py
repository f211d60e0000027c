"""The `docq worker` process: reads pages and figures' crops for a daemon from the shared
queue, in the foreground until SIGTERM (systemd supervises it).

It needs no watched folder and no store. At start it opens the daemon's key check with its
key and stops, saying why, when it does not open; then it beats (roster) and takes tasks. A
page task is a sealed page, opened, written to a temporary folder, read exactly as the daemon
reads a page (read.ocr_page), and returned sealed with the words and their boxes. A re-read
task is a figure's crops, read as the daemon's second reader reads them (reread.read_looks)
and returned sealed as the readings, for the daemon to compare with the figure (the worker is
not told it). A page's bytes and a crop live in memory and that folder only while read.
"""
from __future__ import annotations

import contextlib
import logging
import os
import socket
import tempfile
import threading
from pathlib import Path
from types import SimpleNamespace

from docq import stopping
from docq.daemon.service import WORKER_STOP_TIMEOUT
from docq.errors import ConfigError, PartDied, QueueRefused, QueueUnavailable
from docq.records import Page
from docq.workers import queue, read, render, reread, roster, wire
from docq.workers.tasks import ReadTasks

log = logging.getLogger("docq.worker")


def read_task(task: wire.PageTask) -> Page:
    """Read the page a task carries, as the daemon would read it from its file."""
    cfg = SimpleNamespace(**task.settings)
    with tempfile.TemporaryDirectory(prefix="docq-worker-") as d:
        f = Path(d) / f"page{task.suffix}"
        f.write_bytes(task.data)
        try:
            return read.ocr_page(f, task.number, cfg)
        finally:
            render.forget_rotations(f)


class Worker:
    def __init__(self, url: str, key: bytes, threads: int = 1, name: str | None = None):
        self.url, self.key = url, key
        self.name = name or f"{socket.gethostname()}-{os.getpid()}"
        self.huey = queue.make_shared_huey(url, wire.signing_secret(key))
        self.conn = queue.connection(self.huey)
        self.tasks = ReadTasks(self.huey, self.read, self.reread)
        self.threads = max(1, threads)
        self.stopping = threading.Event()
        self.holding: set[str] = set()
        self.read_count = 0
        self.reread_count = 0
        self.wrong_key: wire.WrongKey | None = None
        self._lock = threading.Lock()

    # -- one task --
    def read(self, message: bytes, task_id: str) -> bytes:
        with self._holding(task_id):
            page = read_task(wire.open_task(self.key, message))
            with self._lock:
                self.read_count += 1
            return wire.seal_page(self.key, page, self.name, task_id)

    def reread(self, message: bytes, task_id: str) -> bytes:
        with self._holding(task_id):
            looks = wire.open_looks(self.key, message)
            readings = reread.read_looks(looks)
            with self._lock:
                self.reread_count += 1
            log.info("re-read a figure's crop for the daemon (%s look(s))", len(readings))
            return wire.seal_readings(self.key, task_id, readings, self.name)

    @contextlib.contextmanager
    def _holding(self, task_id: str):
        """The task held (roster) while it is read; a task that does not open with this
        worker's key stops the worker."""
        with self._lock:
            self.holding.add(task_id)
        try:
            roster.hold(self.conn, task_id, self.name)
            yield
        except wire.WrongKey as e:
            # The daemon's key changed since this worker started: every task would fail.
            log.error("%s", e)
            self.wrong_key = e
            self.stopping.set()
            raise
        finally:
            with self._lock:
                self.holding.discard(task_id)

    # -- life --
    def key_still_matches(self) -> bool:
        """False once the daemon's key check no longer opens (the daemon was given a new key):
        every page it sends would be refused here. True while Redis cannot tell."""
        try:
            check = roster.key_check(self.conn)
        except QueueUnavailable:
            return True
        return check is None or wire.opens(self.key, check)

    def wait_for_key_check(self) -> None:
        """Until the daemon's key check is there; ConfigError when it does not open."""
        said = False
        while not self.stopping.is_set():
            try:
                check = roster.key_check(self.conn)
            except QueueRefused:
                raise
            except QueueUnavailable as e:
                check = None
                log.warning("%s; trying again", e)
            if check is not None:
                if not wire.opens(self.key, check):
                    raise ConfigError(f"this worker's key is not the one the daemon on"
                                      f" {queue.where(self.url)} seals its pages with, or the two"
                                      " run different versions of docq, so it would read nothing;"
                                      " copy the daemon's HOME/queue.key (`docq paths` names it),"
                                      " pass it with --key-file, and run the daemon's docq version")
                return
            if not said:
                log.info("waiting for a docq daemon to use %s", queue.where(self.url))
                said = True
            self.stopping.wait(roster.BEAT)

    def run(self) -> None:
        stopping.on_signals(self.stopping)
        self.wait_for_key_check()
        if self.stopping.is_set():
            return
        consumer = queue.make_consumer(self.huey, self.threads)
        queue.start_consumer(consumer)
        stopping.on_signals(self.stopping)      # after Huey's own: SIGTERM finishes the page in hand
        log.info("docq worker %s reading from %s with %s thread(s)", self.name,
                 queue.where(self.url), self.threads)
        died = False
        while not self.stopping.is_set() and not died:
            self._beat()
            died = not queue.consumer_alive(consumer)
            if not self.key_still_matches():
                self.wrong_key = wire.WrongKey("the daemon's key check no longer opens with this"
                                               " worker's key: the daemon has a new queue.key; copy it here")
                log.error("%s", self.wrong_key)
                break
            self.stopping.wait(roster.BEAT)
        queue.stop_consumer(consumer, WORKER_STOP_TIMEOUT)
        try:
            roster.leave(self.conn, self.name)
        except QueueUnavailable:
            pass    # its key runs out by itself
        log.info("docq worker %s stopped after reading %s page(s) and re-reading %s figure(s)",
                 self.name, self.read_count, self.reread_count)
        if self.wrong_key is not None:
            raise ConfigError(f"stopped: {self.wrong_key}")
        if died:
            raise PartDied("a reading thread of this worker died; see the log above. Started"
                           " again (by systemd, or by hand) it takes pages again")

    def _beat(self) -> None:
        with self._lock:
            holding, count = sorted(self.holding), self.read_count
        try:
            roster.beat(self.conn, self.name, holding, count)
        except QueueUnavailable as e:
            log.warning("%s; beating again in %s s", e, roster.BEAT)


def start(url: str, key_file: Path, threads: int = 1) -> None:
    Worker(url, wire.load_key(key_file), threads).run()
