"""Pages of an eval document, read once per process: the row check and the field check
look at the same scans, and real OCR is the cost of both. Callers get their own copy, so
a stage that changes its input cannot leak into the other check."""
from __future__ import annotations

import copy
from functools import lru_cache
from pathlib import Path

from docq.records import Page
from docq.workers.read import read_document


def read_pages(path: Path, cfg=None) -> list[Page]:
    path = Path(path)
    if cfg is not None:   # a Config is not hashable; only the default reading is shared
        return read_document(path, cfg)
    st = path.stat()
    return copy.deepcopy(_read(str(path.resolve()), st.st_size, st.st_mtime_ns))


@lru_cache(maxsize=512)
def _read(path: str, size: int, mtime_ns: int) -> list[Page]:
    return read_document(Path(path), None)
