"""Pipeline output read back from the store: the document states, and loaders for pages,
layouts, sidecars and file names. Light on imports (no readers), for the CLI."""
from __future__ import annotations

import hashlib
import os
import threading
import json
from pathlib import Path

from docq.records import Box, Cell, Page, PageLayout, Pair, Row, Sidecar, Word

TERMINAL = ("ready", "failed", "unsupported", "gone")
ACTIVE = ("received", "read", "rows", "sidecar")


def doc_path(store, doc_id: int) -> Path | None:
    """A present file name of the document (the first one seen), or None."""
    row = store.one("SELECT path FROM names WHERE doc_id=? AND present=1 ORDER BY id LIMIT 1", doc_id)
    return Path(row["path"]) if row else None


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


_hashes: dict[tuple, str] = {}
_hashes_lock = threading.Lock()


def file_sha256_now(path: Path) -> str:
    """The file's sha256 as it is now, remembered while its size, time and inode stay the same
    (a file saved over, even under the same name, is hashed again)."""
    st = os.stat(path)
    key = (str(path), st.st_size, st.st_mtime_ns, st.st_ino)
    with _hashes_lock:
        if key in _hashes:
            return _hashes[key]
    digest = file_sha256(path)
    with _hashes_lock:
        if len(_hashes) > 4096:
            _hashes.clear()
        _hashes[key] = digest
    return digest


def current_file(store, doc_id: int, want: str | None = None) -> Path | None:
    """A present name whose bytes are still this document's (`want`, else the sha256 the
    store holds): the file may have been replaced since intake, and the replacement is
    another document."""
    if want is None:
        row = store.one("SELECT sha256 FROM documents WHERE id=?", doc_id)
        want = row["sha256"] if row else None
    if want is None:
        return None
    for r in store.all("SELECT path FROM names WHERE doc_id=? AND present=1 ORDER BY id", doc_id):
        try:
            if file_sha256(Path(r["path"])) == want:
                return Path(r["path"])
        except OSError:
            continue
    return None


def doc_name(store, doc_id: int) -> str:
    """The file name as dropped: a present one if any, else the last one known."""
    row = store.one("SELECT name FROM names WHERE doc_id=? ORDER BY present DESC, id LIMIT 1", doc_id)
    return row["name"] if row else f"document {doc_id}"


def load_pages(store, doc_id: int) -> list[Page]:
    return [Page(r["page"], r["width"], r["height"],
                 [Word.from_dict(w) for w in json.loads(r["words"])], r["source"],
                 r["rotation"], r["skew"], bool(r["still_turned"]))
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


def state(store, doc_id: int) -> str | None:
    row = store.one("SELECT state FROM documents WHERE id=?", doc_id)
    return row["state"] if row else None



def active_ids(store) -> list[int]:
    marks = ",".join("?" * len(ACTIVE))
    return [r["id"] for r in store.all(f"SELECT id FROM documents WHERE state IN ({marks}) ORDER BY id", *ACTIVE)]
