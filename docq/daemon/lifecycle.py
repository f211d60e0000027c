"""The daemon's life: one instance per HOME (flock on HOME/daemon.lock), start every part,
re-enqueue what the store says is unfinished, stop gracefully on `docq stop`, SIGTERM or
SIGINT. Runs in the foreground; systemd supervises it."""
from __future__ import annotations

import fcntl
import logging
import os
import threading
import time
from pathlib import Path

from docq import privacy, stopping
from docq import storage
from docq.answer import engine
from docq.daemon import intake, private_home, status
from docq.daemon.inbox import Inbox
from docq.daemon.retries import Retries
from docq.daemon.review_ops import ReviewOps
from docq.daemon.server import Server, wait_until
from docq.daemon.service import STOP_TIMEOUT
from docq.daemon.watcher import Watcher
from docq.errors import AlreadyRunning, BadInput, PartDied, StorageError
from docq.workers import engine_proc, pipeline, queue, retry
from docq.workers.index import Index
from docq.workers.tasks import Tasks

log = logging.getLogger("docq.daemon")

# How often the daemon leaves its key check in Redis for workers starting (a restarted Redis
# has lost it).
ANNOUNCE_SECONDS = 5.0


def take_lock(path: Path):
    """Hold an exclusive lock for the life of the process; refuse, naming the holder."""
    f = open(path, "a+")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        f.seek(0)
        pid = f.read().strip() or "unknown"
        f.close()
        raise AlreadyRunning(f"docq is already running on {path.parent} (pid {pid}); "
                             "stop it with `docq stop` first") from None
    f.seek(0)
    f.truncate()
    f.write(str(os.getpid()))
    f.flush()
    return f


def dead_part(parts: dict[str, bool]) -> str | None:
    """The first part that no longer runs; a daemon missing one only looks alive."""
    return next((name for name, alive in parts.items() if not alive), None)


def shared_reading(cfg, store):
    """The shared reading queue (workers/remote: pages, and figures' re-reads) when queue_url
    is set, else None."""
    if not cfg.queue_url:
        return None
    # Imported only with a queue: its cipher would cost a daemon that reads alone ~8 MB.
    from docq.workers import remote
    return remote.connect(cfg, store)


def _logged_chooser(reader):
    def choose(text: str, options: tuple[str, ...]) -> str | None:
        picked = reader.kind(text, options)
        log.info("the model picked %s among %s for a document the rules could not type",
                 picked, ", ".join(options))
        return picked
    return choose


class Daemon:
    def __init__(self, cfg, watch: Path):
        self.cfg, self.watch = cfg, Path(watch).expanduser().resolve()
        privacy.owner_only()
        cfg.paths.ensure()
        self._lock = take_lock(cfg.paths.lock)
        private_home.keep_temp_in_home(cfg.paths.tmp)
        tightened = private_home.tighten(cfg.paths.home)
        if tightened:
            log.info("made %s file(s) and folder(s) in HOME owner-only", tightened)
        self.stopping = threading.Event()
        self.store = storage.open_store(cfg.paths, check=True)
        self.index = Index(cfg.paths.index)
        self.runtime = pipeline.Runtime(cfg, self.store, self.index)
        self.runtime.shared = shared_reading(cfg, self.store)
        self.huey = queue.make_huey(cfg)
        self.tasks = Tasks(self.huey, self.runtime)
        self.retries = Retries(cfg.paths.home, self._resume)
        self.runtime.later = self.retries.later
        self.consumer = queue.make_consumer(self.huey, cfg.workers)
        shared = self.runtime.shared
        self.ctx = engine.make_context(cfg, self.store, self.index,
                                       read_looks=shared.rereads.read_looks if shared is not None else None)
        if self.ctx.reader is not None and cfg.model_enabled and cfg.model_doctype:
            self.runtime.chooser = _logged_chooser(self.ctx.reader)
        self.server = Server(cfg.paths.socket, {"status": self.op_status, "stop": self.op_stop,
                                                "ask": self.op_ask, "wait": self.op_wait,
                                                "untaken": self.op_untaken,
                                                **ReviewOps(cfg, self.store).ops()})
        self.watcher = Watcher(self.watch, cfg.settle_seconds, cfg.rescan_seconds,
                               on_settled=self.take, on_gone=self.lose,
                               known=lambda: intake.present_paths(self.store))
        self.inbox = Inbox(cfg.paths.inbox, self.ctx, cfg.settle_seconds)

    # -- watcher callbacks --
    def take(self, path: Path, retry: bool) -> None:
        reg = intake.register(self.store, self.index, path, retry=retry)
        log.info("took %s as doc %s (%s)", path.name, reg.doc_id, reg.state)
        if reg.enqueue:
            self.tasks.enqueue(reg.doc_id)

    def lose(self, path: Path) -> None:
        intake.forget(self.store, self.index, path)

    # -- documents failed for want of disk space --
    def _resume(self, doc_id: int) -> None:
        if self.stopping.is_set():
            return          # the next start resumes it (retry.waiting)
        try:
            # still active after a resume whose enqueue failed (the queue's disk was full too)
            if retry.resume(self.store, doc_id) or pipeline.state(self.store, doc_id) in pipeline.ACTIVE:
                self.tasks.enqueue(doc_id)
        except Exception as e:  # noqa: BLE001 - the disk may still be full: wait longer
            if not retry.no_space(e):
                raise
            tries = self.runtime.retries.get(doc_id, 0)
            self.runtime.retries[doc_id] = tries + 1
            stage = pipeline.state(self.store, doc_id)
            if stage in pipeline.ACTIVE:
                # put back at its stage but not queued (the queue's disk was full): waiting
                # again, as `docq docs` and `docq status` must say, not shown as being read
                wait = retry.mark(self.store, doc_id, stage, e, tries)
            else:
                wait = retry.wait_for(tries)
                log.warning("doc %s: the disk is still full; trying again in %.0f s", doc_id, wait)
            self.retries.later(doc_id, wait)

    # -- socket ops --
    def op_status(self) -> dict:
        snap = status.snapshot(self.store, "running", waiting=self.watcher.pending(),
                               intake_error=self.watcher.last_error())
        if self.runtime.shared is not None:
            snap["workers"] = self.runtime.shared.workers()
        return snap

    def op_untaken(self) -> list[dict]:
        """Files the watcher could not take and folders it cannot list, with why (`docq docs`)."""
        return self.watcher.untaken()

    def op_stop(self) -> dict:
        self.stopping.set()
        return {"stopping": True, "pid": os.getpid()}

    def op_ask(self, question: str, channel: str = "cli") -> dict:
        if not isinstance(question, str) or not question.strip():
            raise BadInput("ask needs a question")
        return engine.answer(question, self.ctx, channel=channel).to_dict()

    def op_wait(self, seconds: float = 0.0) -> dict:
        """Return once nothing is pending, or after `seconds` (capped: the client polls). The
        folder is looked at first: a file copied in just before asking is pending too."""
        if self.watcher.alive():
            self.watcher.sync()
        wait_until(lambda: self.stopping.is_set() or not self._pending(), min(float(seconds), 30.0))
        return self.op_status()

    def _pending(self) -> bool:
        """A document being read or waiting to be tried again, or a file not yet taken."""
        return bool(pipeline.active_ids(self.store) or retry.count_waiting(self.store)
                    or self.watcher.pending())

    # -- life --
    def run(self) -> None:
        self.huey.flush()  # the store is the truth: drop stale tasks, re-enqueue from it
        queue.start_consumer(self.consumer)
        stopping.on_signals(self.stopping)
        for doc_id, tries in retry.waiting(self.store):   # failed for a full disk before
            self.runtime.retries[doc_id] = tries
            retry.resume(self.store, doc_id)
        resumed = pipeline.active_ids(self.store)
        for doc_id in resumed:
            self.tasks.enqueue(doc_id)
        log.info("docq started (pid %s): HOME %s, watching %s, %s unfinished document(s) resumed",
                 os.getpid(), self.cfg.paths.home, self.watch, len(resumed))
        self._resync_inbox()
        self._backup()
        next_backup = time.monotonic() + self.cfg.backup_hours * 3600
        next_announce = time.monotonic()
        self.server.start()
        self.watcher.start()
        self.inbox.start()
        while not self.stopping.wait(1.0):
            self.retries.look()
            if self.cfg.backup_hours > 0 and time.monotonic() >= next_backup:
                self._backup()
                next_backup = time.monotonic() + self.cfg.backup_hours * 3600
            if self.runtime.shared is not None and time.monotonic() >= next_announce:
                self.runtime.shared.announce()
                next_announce = time.monotonic() + ANNOUNCE_SECONDS
            dead = dead_part(self._parts())
            if dead:
                log.error("the %s thread died: docq stops with exit code %s so that its"
                          " supervisor (systemd: Restart=on-failure) starts it again",
                          dead, int(PartDied.exit_code))
                self.shutdown()
                raise PartDied(f"the daemon's {dead} thread died; see the log above."
                               " Started again (by systemd, or by hand) it resumes every"
                               " unfinished document")
        self.shutdown()

    def _backup(self) -> None:
        """A failed backup (a full disk) is logged, not fatal: the store itself is sound."""
        try:
            log.info("store backed up to %s", storage.backup(self.store, self.cfg.paths))
        except StorageError as e:
            log.error("%s", e)

    def _parts(self) -> dict[str, bool]:
        """Each long-lived thread of the daemon and whether it still runs."""
        return {"watcher": self.watcher.alive(), "inbox": self.inbox.alive(),
                "socket server": self.server.alive(),
                **{f"worker {i + 1}": proc.is_alive()
                   for i, (_, proc) in enumerate(self.consumer.worker_threads)}}

    def _resync_inbox(self) -> None:
        """An inbox answer still saying "held" for an item decided while the daemon was
        down (or just before a crash) is rewritten now, not at the next decision."""
        from docq.review.notify import resync_inbox
        fixed = resync_inbox(self.store)
        if fixed:
            log.info("rewrote %s inbox answer(s) for reviews decided meanwhile", len(fixed))

    def shutdown(self) -> None:
        log.info("stopping: no new files; an engine reading a page is ended, other in-flight"
                 " jobs finish (up to %ss)", STOP_TIMEOUT)
        ended = engine_proc.end_all()
        if ended:
            log.info("ended %s engine process(es) reading a page; their documents are read"
                     " again at the next start", ended)
        self.retries.stop()
        self.watcher.stop()
        self.inbox.stop()
        queue.stop_consumer(self.consumer, STOP_TIMEOUT)
        self.server.stop()
        self.store.close()
        self._lock.close()
        log.info("docq stopped")


def start(cfg, watch: Path | None = None) -> None:
    Daemon(cfg, watch or cfg.watch).run()
