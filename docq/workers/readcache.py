"""Readings kept by content: a document's pages as the reader read them, kept in the folder
the `read_cache` setting names and taken again for the same bytes read under the same settings
by the same docq code, instead of OCRing the file anew.

Off unless set (its default is empty). The test suite sets it for its eval runs, so the daemons
that read one generated corpus for the gate, the confusion check and the ask check, and the field
and row checks after them, OCR each scan once per test session. The key holds the file's sha256
and suffix, every setting of how a page is read, and a hash of the source of docq's reader (the
modules that turn a file into pages): a change to any of it reads everything again, a change to
what is done with the pages (typing, rows, answers) reads nothing again.
"""
from __future__ import annotations

import hashlib
import json
import os
import pickle
import re
import threading
from functools import lru_cache
from pathlib import Path
from typing import Callable

from docq.records import Page
from docq.workers import render
from docq.workers.stored import file_sha256

# Settings that say where things are or how the daemon runs, not how a page is read: a reading
# kept by a daemon that waits longer for a file to settle, or asks with a model, is the same.
_NOT_READING = {"watch_dir", "read_cache", "workers", "settle_seconds", "rescan_seconds", "model", "model_threads",
                "model_enabled", "model_doctype", "backup_hours", "ask_timeout", "queue_url", "queue_hold_seconds",
                "queue_reread_seconds"}


def pages(path: Path, cfg, read: Callable[[], list[Page]]) -> list[Page]:
    """`path`'s pages: kept ones when `cfg.read_cache` holds a reading of these bytes under
    these settings and this code, else `read()`'s, kept for next time."""
    folder = getattr(cfg, "read_cache", "") if cfg is not None else ""
    if not folder:
        return read()
    kept = Path(folder) / f"{key(path, cfg)}.pickle"
    try:
        found = pickle.loads(kept.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError):
        found = None
    if found is None:
        found = read()
        kept.parent.mkdir(parents=True, exist_ok=True)
        tmp = kept.with_name(f".{kept.name}.{os.getpid()}")
        tmp.write_bytes(pickle.dumps(found))
        os.replace(tmp, kept)
    else:
        for p in found:          # as reading does: a page is shown turned as it was read
            render.remember_rotation(path, p.number, p.rotation)
    return found


def key(path: Path, cfg) -> str:
    settings = {k: v for k, v in sorted(cfg.values.items()) if k not in _NOT_READING}
    # the suffix too: it says whether the bytes are read as a PDF or as an image
    h = hashlib.sha256(f"{file_sha256(path)} {Path(path).suffix.lower()}".encode())
    h.update(json.dumps(settings, sort_keys=True, default=str).encode())
    h.update(source_hash().encode())
    return h.hexdigest()


# The module that reads a file into pages: the kept reading is its code's, and its imports'.
READER = "docq.workers.read"


_HASHING = threading.Lock()      # the first pages read on several threads at once hash it once


def source_hash() -> str:
    with _HASHING:
        return _source_hash()


@lru_cache(maxsize=1)
def _source_hash() -> str:
    """A hash of the Python files of docq that read the kept pages: the reader and every docq
    module it imports, or names to import later (an OCR engine chosen by setting), with the
    packages holding them. Code that only answers from the pages (or types the document, or
    pairs its rows) is not in it: changing it reads nothing again."""
    root = Path(__file__).resolve().parents[2]
    h = hashlib.sha256()
    for f in sorted(reading_files(root)):
        h.update(str(f.relative_to(root)).encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def reading_files(root: Path, start: str = READER) -> set[Path]:
    """The source files of `start` and of every docq module reachable from it by imports."""
    found: set[Path] = set()
    todo = [start]
    while todo:
        for f in _files(root, todo.pop()):
            if f in found:
                continue
            found.add(f)
            todo += _named(f.read_text(encoding="utf-8"))
    return found


def _files(root: Path, module: str) -> list[Path]:
    """`module`'s file (or, for a name inside a module, the module's) and its packages' __init__."""
    parts = module.split(".")
    out = [root.joinpath(*parts[:i], "__init__.py") for i in range(1, len(parts) + 1)]
    while parts and not root.joinpath(*parts).with_suffix(".py").is_file():
        parts = parts[:-1]
    if parts:
        out.append(root.joinpath(*parts).with_suffix(".py"))
    return [f for f in out if f.is_file()]


# Read from the text, not parsed: CPython's parser run on a reading thread beside others failed a
# document ("SystemError: AST constructor recursion depth mismatch").
_FROM = re.compile(r"^\s*from\s+(docq(?:\.\w+)*)\s+import\s+(\([^)]*\)|[^\n]*)", re.M)
_IMPORT = re.compile(r"^\s*import\s+([^\n]*)", re.M)
_DOTTED = re.compile(r"[\"'](docq(?:\.\w+)+)[\"']")


def _named(source: str) -> list[str]:
    """The docq modules a file imports (`from docq.x import y`: docq.x and docq.x.y, whichever is
    a module) or names as a dotted string."""
    out = []
    for m in _FROM.finditer(source):
        out.append(m.group(1))
        names = re.sub(r"#[^\n]*", "", m.group(2)).strip("() \n")
        out += [f"{m.group(1)}.{n.split()[0]}" for n in names.split(",") if n.strip()]
    for m in _IMPORT.finditer(source):
        out += [n.split()[0] for n in m.group(1).split(",") if n.strip()]
    out += _DOTTED.findall(source)
    return [m for m in out if m == "docq" or m.startswith("docq.")]
