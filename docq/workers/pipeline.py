"""The pipeline: stage functions doc_id → store, and the loaders that read their output back.

States: received → read → rows → sidecar → ready, or failed (with a one-line reason);
unsupported and gone are set at intake. Every stage is idempotent: it replaces what it
wrote before, and moves the state forward only from the state it started in, so a task run
twice (re-enqueued after a crash) or a document marked gone mid-run never writes twice.
"""
from __future__ import annotations

import functools
import json
import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from docq import store as storemod
from docq.daemon import intake
from docq.errors import BadInput
from docq.records import Sidecar
from docq.workers import legibility, read, readcache, retry, rows, sidecar
from docq.workers.doctype import Chooser
from docq.workers.engine_proc import Ended
from docq.workers.index import Index
# The loaders are part of this module's contract; they live in `stored` so that reading the
# store back (docq docs/show/status) does not import the readers.
from docq.workers.stored import (ACTIVE, TERMINAL, active_ids, current_file, doc_name,  # noqa: F401
                                 doc_path,
                                 layout_from_dict, layout_to_dict, load_layouts, load_pages,
                                 load_sidecar, state)

log = logging.getLogger("docq.pipeline")



@dataclass
class Runtime:
    """What every stage needs, built once per daemon (or per test)."""
    cfg: object
    store: storemod.Store
    index: Index
    chooser: Chooser | None = None       # the local model's pick of a document type, if any
    later: Callable[[int, float], None] | None = None   # try this document again in N seconds
    retries: dict = field(default_factory=dict)         # doc_id -> tries failed for disk space
    shared: object | None = None   # the shared reading queue (workers/remote), when configured
    _busy: set = field(default_factory=set)
    _busy_lock: threading.Lock = field(default_factory=threading.Lock)

    def claim(self, doc_id: int) -> bool:
        with self._busy_lock:
            if doc_id in self._busy:
                return False
            self._busy.add(doc_id)
            return True

    def release(self, doc_id: int) -> None:
        with self._busy_lock:
            self._busy.discard(doc_id)


# ---- state ------------------------------------------------------------------------------

def _advance(c, doc_id: int, frm: str, to: str, **cols) -> bool:
    sets = ", ".join(f"{k}=?" for k in cols)
    sql = f"UPDATE documents SET state=?, reason=NULL, updated_at=?{', ' + sets if sets else ''} " \
          "WHERE id=? AND state=?"
    return c.execute(sql, (to, storemod.now(), *cols.values(), doc_id, frm)).rowcount == 1


def fail(store, doc_id: int, reason: str) -> None:
    one_line = " ".join(str(reason).split())[:300] or "unknown error"
    with store.tx() as c:
        c.execute("UPDATE documents SET state='failed', reason=?, updated_at=? "
                  "WHERE id=? AND state NOT IN ('gone', 'unsupported')",
                  (one_line, storemod.now(), doc_id))


# ---- stages -----------------------------------------------------------------------------

def stage_read(rt: Runtime, doc_id: int) -> bool:
    path = current_file(rt.store, doc_id)
    if path is None:
        raise BadInput("the file is no longer there with this content")
    info = intake.validate(path, rt.cfg)
    if rt.shared is not None:
        pages = read.read_document(path, rt.cfg, ocr_pages=functools.partial(rt.shared.read_pages, doc_id))
    else:
        pages = readcache.pages(path, rt.cfg, lambda: read.read_document(path, rt.cfg))
    if not pages:
        raise BadInput("the document has no pages")
    with rt.store.tx() as c:
        c.execute("DELETE FROM pages WHERE doc_id=?", (doc_id,))
        c.executemany(
            "INSERT INTO pages (doc_id, page, width, height, source, rotation, skew, words,"
            " nonwords, still_turned) VALUES (?,?,?,?,?,?,?,?,?,?)",
            [(doc_id, p.number, p.width, p.height, p.source, p.rotation, p.skew,
              storemod.dumps([w.to_dict() for w in p.words]), legibility.nonword_share(p.words),
              int(p.still_turned))
             for p in pages])
        return _advance(c, doc_id, "received", "read", pages=len(pages), kind=info.kind)


def stage_rows(rt: Runtime, doc_id: int) -> bool:
    layouts = [rows.build_layout(p) for p in load_pages(rt.store, doc_id)]
    with rt.store.tx() as c:
        c.executemany("UPDATE pages SET layout=?, text=? WHERE doc_id=? AND page=?",
                      [(storemod.dumps(layout_to_dict(l)), l.text, doc_id, l.page) for l in layouts])
        return _advance(c, doc_id, "read", "rows")


def stage_sidecar(rt: Runtime, doc_id: int) -> bool:
    name = doc_name(rt.store, doc_id)
    sc = sidecar.extract(name, load_pages(rt.store, doc_id), load_layouts(rt.store, doc_id), rt.chooser)
    data = storemod.dumps(sc.to_dict())
    write_sidecar_file(rt.cfg.paths.sidecars / f"{doc_id}.json", sc)
    with rt.store.tx() as c:
        c.execute("INSERT INTO sidecars (doc_id, data, updated_at) VALUES (?,?,?) "
                  "ON CONFLICT(doc_id) DO UPDATE SET data=excluded.data, updated_at=excluded.updated_at",
                  (doc_id, data, storemod.now()))
        return _advance(c, doc_id, "rows", "sidecar")


def stage_index(rt: Runtime, doc_id: int) -> bool:
    name = doc_name(rt.store, doc_id)
    sc = load_sidecar(rt.store, doc_id) or Sidecar()
    pages = [(l.page, l.text) for l in load_layouts(rt.store, doc_id)]
    rt.index.replace(doc_id, name, sidecar_summary(sc), pages)
    with rt.store.tx() as c:
        ok = _advance(c, doc_id, "sidecar", "ready")
    if not ok and state(rt.store, doc_id) == "gone":
        rt.index.remove(doc_id)  # marked gone while indexing: take it back out
    return ok


STAGES = {"received": stage_read, "read": stage_rows, "rows": stage_sidecar, "sidecar": stage_index}


def sidecar_summary(sc: Sidecar) -> str:
    parts = [sc.doc_type.replace("-", " "), sc.issuer or "", sc.account or "",
             str(sc.tax_year or ""), " ".join(sc.dates.values()),
             " ".join(f.name.replace("_", " ") for f in sc.fields)]
    return " ".join(p for p in parts if p)


def write_sidecar_file(path: Path, sc: Sidecar) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(sc.to_dict(), indent=2, sort_keys=True))
    os.replace(tmp, path)


def process(rt: Runtime, doc_id: int) -> str | None:
    """Run every remaining stage of one document; the one place a stage's failure becomes
    the document's state (with a one-line reason) instead of stopping the daemon."""
    if not rt.claim(doc_id):
        return state(rt.store, doc_id)  # another worker has it; it will finish it
    try:
        indexed = False
        while (current := state(rt.store, doc_id)) in STAGES:
            try:
                moved = STAGES[current](rt, doc_id)
                indexed = moved and current == "sidecar"
            except Ended as e:       # docq is stopping: not the document's fault
                log.info("doc %s: %s; it is read again at the next start", doc_id, e)
                return current
            except Exception as e:  # noqa: BLE001 - any stage bug fails this document only
                if retry.no_space(e):
                    return _no_space(rt, doc_id, current, e)
                if isinstance(e, BadInput):
                    return _failed(rt, doc_id, str(e))
                log.exception("doc %s: stage after %r failed", doc_id, current)
                return _failed(rt, doc_id, f"{type(e).__name__}: {e}")
            if not moved:
                break  # the state changed under us (gone, or another run)
        if indexed:
            rt.retries.pop(doc_id, None)
            log.info("doc %s ready: %s", doc_id, doc_name(rt.store, doc_id))
        return state(rt.store, doc_id)
    finally:
        rt.release(doc_id)


def _no_space(rt: Runtime, doc_id: int, stage: str, e: BaseException) -> str:
    """Failed-retryable: not the document's fault; tried again from `stage` after a wait."""
    tries = rt.retries.get(doc_id, 0)
    wait = retry.mark(rt.store, doc_id, stage, e, tries)
    rt.retries[doc_id] = tries + 1
    if rt.later is not None:
        rt.later(doc_id, wait)
    return "failed"


def _failed(rt: Runtime, doc_id: int, reason: str) -> str | None:
    fail(rt.store, doc_id, reason)
    log.warning("doc %s failed: %s (%s)", doc_id, reason, doc_name(rt.store, doc_id))
    return state(rt.store, doc_id)

