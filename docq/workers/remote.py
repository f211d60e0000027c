"""remote: the daemon's side of the shared reading queue.

`SharedReading.read_pages` stands in for read.local_pages: each page a document needs read
goes on the queue as its own task, sealed (wire), carrying a one-page PDF cut from the
document or the image file's bytes, never a path; a lease in the store follows it
(workers/leases). The pages come back as words with boxes through Huey's result storage and
the pipeline writes them to the store as it writes pages read here.

Pages are read here instead when no worker is connected, when Redis cannot be reached (then
every page still out is read here), or when a worker could not read one (it read here fails
or succeeds for the document as it always did). A page whose holder stops beating, that no
worker holds while the queue is empty (lost with a restarted Redis), or that a worker holds
past queue_hold_seconds is sent again.

The answer path's re-reads of a figure go to the workers too (workers/remote_reread), over
the same queue and key; `SharedReading.rereads` is their side.
"""
from __future__ import annotations

import logging
import time
from pathlib import Path

import pymupdf

from docq.errors import QueueUnavailable
from docq.records import Page
from docq.workers import leases, queue, read, render, roster, wire
from docq.workers.remote_reread import SharedRereads
from docq.workers.tasks import Failed, ReadTasks

log = logging.getLogger("docq.remote")

POLL = 0.1
LOST_AFTER = 2.0     # seconds a page may sit unheld, with the queue empty, before it is lost
SETTINGS = ("ocr_engine", "ocr_dpi")   # what a worker must read a page with, as the daemon would


def page_task(path: Path, number: int, cfg) -> wire.PageTask:
    """One page's bytes: a PDF page cut into a PDF of its own (a scanned page is its image,
    so the cut is little more than it), or the image file whole."""
    settings = {k: getattr(cfg, k) for k in SETTINGS}
    if render.kind(path) == "pdf":
        with pymupdf.open(path) as doc, pymupdf.open() as one:
            one.insert_pdf(doc, from_page=number - 1, to_page=number - 1)
            return wire.PageTask(".pdf", 1, settings, one.tobytes(garbage=3, deflate=True))
    return wire.PageTask(path.suffix.lower(), number, settings, path.read_bytes())


def connect(cfg, store) -> "SharedReading":
    """The daemon's side of the queue at cfg.queue_url: its key written to HOME the first
    time (0600), and the leases the last run left open closed (their documents are read
    again)."""
    key = wire.ensure_key(cfg.paths.queue_key)
    huey = queue.make_shared_huey(cfg.queue_url, wire.signing_secret(key))
    abandoned = leases.abandon_open(store)
    if abandoned:
        log.info("%s page(s) were out on the shared queue at the last stop; their documents"
                 " are read again", abandoned)
    log.info("pages are read by the workers on %s while any is connected, else here",
             queue.where(cfg.queue_url))
    tasks, conn = ReadTasks(huey), queue.connection(huey)
    return SharedReading(store, tasks, conn, key, cfg.queue_hold_seconds,
                         SharedRereads(tasks, conn, key, cfg.queue_reread_seconds))


class SharedReading:
    def __init__(self, store, tasks: ReadTasks, conn, key: bytes, hold_seconds: float,
                 rereads: SharedRereads):
        self.store, self.tasks, self.conn, self.key = store, tasks, conn, key
        self.hold_seconds = hold_seconds
        self.rereads = rereads

    # -- what status shows --
    def workers(self) -> dict:
        try:
            names = roster.connected(self.conn)
            error = None
        except QueueUnavailable as e:
            names, error = [], str(e)
        return {"connected": len(names), "names": names, "out": leases.out(self.store),
                "pages": leases.pages_by_worker(self.store), "rereads": self.rereads.by_worker(),
                "error": error}

    def announce(self) -> bool:
        """Leave the key check in Redis, where a starting worker looks for it (again after a
        restarted Redis lost it). False, logged, while Redis cannot be reached."""
        try:
            roster.publish_check(self.conn, wire.key_check(self.key))
            return True
        except QueueUnavailable as e:
            log.warning("%s; pages are read here meanwhile", e)
            return False

    # -- reading --
    def read_pages(self, doc_id: int, path: Path, numbers: list[int], cfg) -> dict[int, Page]:
        try:
            roster.publish_check(self.conn, wire.key_check(self.key))
            if not roster.connected(self.conn):
                return read.local_pages(path, numbers, cfg)
        except QueueUnavailable as e:
            log.warning("doc %s: %s; reading its pages here", doc_id, e)
            return read.local_pages(path, numbers, cfg)
        out: dict[int, Page] = {}
        out_now: dict[int, leases.Lease] = {}
        try:
            for n in numbers:
                out_now[n] = self._send(doc_id, path, n, cfg)
            while out_now:
                self._collect(path, out_now, out, cfg)
                if out_now:
                    time.sleep(POLL)
        except QueueUnavailable as e:
            log.warning("doc %s: %s; reading its %s page(s) still out here", doc_id, e,
                        len(numbers) - len(out))
            for lease in out_now.values():
                leases.local(self.store, lease)
            out.update(read.local_pages(path, [n for n in numbers if n not in out], cfg))
        return out

    def _send(self, doc_id: int, path: Path, number: int, cfg) -> leases.Lease:
        task = self.tasks.task(wire.seal_task(self.key, page_task(path, number, cfg)))
        lease = leases.open_lease(self.store, doc_id, number, task.id)
        self.tasks.send(task)
        return lease

    def _collect(self, path: Path, out_now: dict[int, leases.Lease], out: dict[int, Page], cfg) -> None:
        ids = [lease.task for lease in out_now.values()]
        held = roster.holders(self.conn, ids)       # before the results: a holder writes its
        results = self.tasks.results(ids)           # result before its hold runs out
        alive = None
        for n, lease in list(out_now.items()):
            result = results.get(lease.task)
            if result is not None:
                self.tasks.forget(lease.task)
                del out_now[n]
                self._take(path, n, lease, result, out, cfg)
                continue
            holder = held.get(lease.task)
            if holder is not None and lease.worker is None:
                leases.taken(self.store, lease, holder)
            if not self._lost(lease, holder):
                continue
            alive = roster.connected(self.conn) if alive is None else alive
            leases.expire(self.store, lease)
            if alive:
                log.info("doc %s page %s: sent again (%s)", lease.doc_id, n, self._why(lease))
                out_now[n] = self._send(lease.doc_id, path, n, cfg)
            else:
                log.info("doc %s page %s: no worker left; reading it here", lease.doc_id, n)
                del out_now[n]
                out[n] = read.local_pages(path, [n], cfg)[n]

    def _lost(self, lease: leases.Lease, holder: str | None) -> bool:
        now = time.time()
        if holder is not None:
            lease.unheld_since = None
            return now - (lease.taken_at or now) > self.hold_seconds
        if lease.worker is not None:
            return True              # held once, and its holder stopped beating
        if self.tasks.waiting():
            lease.unheld_since = None
            return False             # still queued behind other pages
        lease.unheld_since = lease.unheld_since or now
        return now - lease.unheld_since > LOST_AFTER

    @staticmethod
    def _why(lease: leases.Lease) -> str:
        if lease.worker is None:
            return "it was lost from the queue"
        return f"{lease.worker} stopped beating or held it too long"

    def _take(self, path: Path, n: int, lease: leases.Lease, result, out: dict[int, Page], cfg) -> None:
        if isinstance(result, Failed):
            log.warning("doc %s page %s: %s could not read it (%s); reading it here",
                        lease.doc_id, n, lease.worker or "a worker", result.error)
            leases.local(self.store, lease)
            out[n] = read.local_pages(path, [n], cfg)[n]
            return
        try:
            page, worker = wire.open_page(self.key, result, n, lease.task)
        except (wire.WrongKey, wire.NotTheAnswer) as e:
            self._take(path, n, lease, Failed(str(e)), out, cfg)
            return
        if not leases.finish(self.store, lease, worker):
            log.info("doc %s page %s: a late result from %s dropped", lease.doc_id, n, worker)
            if n not in out:
                out[n] = read.local_pages(path, [n], cfg)[n]
            return
        render.remember_rotation(path, n, page.rotation)
        out[n] = page
