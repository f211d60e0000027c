"""Pages of an eval document, read once per process: the row check and the field check
look at the same scans, and real OCR is the cost of both. Callers get their own copy, so
a stage that changes its input cannot leak into the other check.

When DOCQ_READ_CACHE names a folder of kept readings (docq/workers/readcache.py), a document
is taken from it as the daemon under the same settings keeps it: the test session's eval runs
have read every generated corpus before these checks look at it, and OCR it once for all."""
from __future__ import annotations

import copy
import os
from functools import lru_cache
from pathlib import Path

from docq import config
from docq.records import Page
from docq.workers import readcache
from docq.workers.read import read_document


def read_pages(path: Path, cfg=None) -> list[Page]:
    path = Path(path)
    if cfg is not None:   # a Config is not hashable; only the default reading is shared
        return read_document(path, cfg)
    st = path.stat()
    kept = os.environ.get("DOCQ_READ_CACHE", "")
    return copy.deepcopy(_read(str(path.resolve()), st.st_size, st.st_mtime_ns, kept))


@lru_cache(maxsize=512)
def _read(path: str, size: int, mtime_ns: int, kept: str) -> list[Page]:
    if not kept:
        return read_document(Path(path), None)
    # the settings a daemon started here would read with: its defaults and the DOCQ_ overrides
    # (the folder of readings holds no config.toml, so it stands as a HOME that sets nothing)
    cfg = config.load(Path(kept))
    return readcache.pages(Path(path), cfg, lambda: read_document(Path(path), cfg))
