"""The pipeline: stage functions doc_id → store, and the loaders that read their output back.

States: received → read → rows → sidecar → ready, or failed (with a one-line reason);
unsupported and gone are set at intake. Every stage is idempotent: it replaces what it
wrote before, and moves the state forward only from the state it started in, so a task run
twice (re-enqueued after a crash) or a document marked gone mid-run never writes twice.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path

from docq import store as storemod
from docq.daemon import intake
from docq.errors import BadInput
from docq.records import Box, Cell, Page, PageLayout, Pair, Row, Sidecar, Word
from docq.workers import read, rows, sidecar
from docq.workers.index import Index

log = logging.getLogger("docq.pipeline")

TERMINAL = ("ready", "failed", "unsupported", "gone")
ACTIVE = ("received", "read", "rows", "sidecar")


@dataclass
class Runtime:
    """What every stage needs, built once per daemon (or per test)."""
    cfg: object
    store: storemod.Store
    index: Index
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


# ---- loaders ---------------------------------------------------------------------------

def doc_path(store, doc_id: int) -> Path | None:
    """A present file name of the document (the first one seen), or None."""
    row = store.one("SELECT path FROM names WHERE doc_id=? AND present=1 ORDER BY id LIMIT 1", doc_id)
    return Path(row["path"]) if row else None


def doc_name(store, doc_id: int) -> str:
    """The file name as dropped: a present one if any, else the last one known."""
    row = store.one("SELECT name FROM names WHERE doc_id=? ORDER BY present DESC, id LIMIT 1", doc_id)
    return row["name"] if row else f"document {doc_id}"


def load_pages(store, doc_id: int) -> list[Page]:
    return [Page(r["page"], r["width"], r["height"],
                 [Word.from_dict(w) for w in json.loads(r["words"])], r["source"],
                 r["rotation"], r["skew"])
            for r in store.all("SELECT * FROM pages WHERE doc_id=? ORDER BY page", doc_id)]


def load_layouts(store, doc_id: int) -> list[PageLayout]:
    return [layout_from_dict(json.loads(r["layout"]), r["page"], r["text"] or "")
            for r in store.all("SELECT page, layout, text FROM pages WHERE doc_id=? "
                               "AND layout IS NOT NULL ORDER BY page", doc_id)]


def load_sidecar(store, doc_id: int) -> Sidecar | None:
    row = store.one("SELECT data FROM sidecars WHERE doc_id=?", doc_id)
    return Sidecar.from_dict(json.loads(row["data"])) if row else None


def layout_to_dict(layout: PageLayout) -> dict:
    return {
        "rows": [{"box": r.box.as_list(), "block": r.block,
                  "cells": [{"t": c.text, "b": c.box.as_list(), "w": c.words} for c in r.cells]}
                 for r in layout.rows],
        "pairs": [{"label": p.label, "value": p.value, "lb": p.label_box.as_list(),
                   "vb": p.value_box.as_list(), "how": p.how, "w": p.words} for p in layout.pairs],
    }


def layout_from_dict(d: dict, page: int, text: str) -> PageLayout:
    rows_ = [Row([Cell(c["t"], Box.from_list(c["b"]), c["w"]) for c in r["cells"]],
                 Box.from_list(r["box"]), r.get("block", 0)) for r in d.get("rows", [])]
    pairs = [Pair(p["label"], p["value"], Box.from_list(p["lb"]), Box.from_list(p["vb"]),
                  p["how"], p["w"]) for p in d.get("pairs", [])]
    return PageLayout(page, rows_, pairs, text)


# ---- state ------------------------------------------------------------------------------

def state(store, doc_id: int) -> str | None:
    row = store.one("SELECT state FROM documents WHERE id=?", doc_id)
    return row["state"] if row else None


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

def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _current_file(store, doc_id: int) -> Path | None:
    """A present name whose bytes are still this document's (the file may have been
    replaced since intake; the replacement is its own document)."""
    want = store.one("SELECT sha256 FROM documents WHERE id=?", doc_id)["sha256"]
    for r in store.all("SELECT path FROM names WHERE doc_id=? AND present=1 ORDER BY id", doc_id):
        try:
            if _sha256(Path(r["path"])) == want:
                return Path(r["path"])
        except OSError:
            continue
    return None


def stage_read(rt: Runtime, doc_id: int) -> bool:
    path = _current_file(rt.store, doc_id)
    if path is None:
        raise BadInput("the file is no longer there with this content")
    info = intake.validate(path, rt.cfg)
    pages = read.read_document(path, rt.cfg)
    if not pages:
        raise BadInput("the document has no pages")
    with rt.store.tx() as c:
        c.execute("DELETE FROM pages WHERE doc_id=?", (doc_id,))
        c.executemany(
            "INSERT INTO pages (doc_id, page, width, height, source, rotation, skew, words) "
            "VALUES (?,?,?,?,?,?,?,?)",
            [(doc_id, p.number, p.width, p.height, p.source, p.rotation, p.skew,
              storemod.dumps([w.to_dict() for w in p.words])) for p in pages])
        return _advance(c, doc_id, "received", "read", pages=len(pages), kind=info.kind)


def stage_rows(rt: Runtime, doc_id: int) -> bool:
    layouts = [rows.build_layout(p) for p in load_pages(rt.store, doc_id)]
    with rt.store.tx() as c:
        c.executemany("UPDATE pages SET layout=?, text=? WHERE doc_id=? AND page=?",
                      [(storemod.dumps(layout_to_dict(l)), l.text, doc_id, l.page) for l in layouts])
        return _advance(c, doc_id, "read", "rows")


def stage_sidecar(rt: Runtime, doc_id: int) -> bool:
    name = doc_name(rt.store, doc_id)
    sc = sidecar.extract(name, load_pages(rt.store, doc_id), load_layouts(rt.store, doc_id))
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
            except BadInput as e:
                return _failed(rt, doc_id, str(e))
            except Exception as e:  # noqa: BLE001 - any stage bug fails this document only
                log.exception("doc %s: stage after %r failed", doc_id, current)
                return _failed(rt, doc_id, f"{type(e).__name__}: {e}")
            if not moved:
                break  # the state changed under us (gone, or another run)
        if indexed:
            log.info("doc %s ready: %s", doc_id, doc_name(rt.store, doc_id))
        return state(rt.store, doc_id)
    finally:
        rt.release(doc_id)


def _failed(rt: Runtime, doc_id: int, reason: str) -> str | None:
    fail(rt.store, doc_id, reason)
    log.warning("doc %s failed: %s (%s)", doc_id, reason, doc_name(rt.store, doc_id))
    return state(rt.store, doc_id)


def active_ids(store) -> list[int]:
    marks = ",".join("?" * len(ACTIVE))
    return [r["id"] for r in store.all(f"SELECT id FROM documents WHERE state IN ({marks}) ORDER BY id", *ACTIVE)]
