"""The search index: the only module that knows Whoosh.

One Whoosh document per docq document page, keyed "doc_id:page", holding the page's layout
text plus the document's sidecar summary (type, issuer, period, tax year, field names), so a
question finds the right document by what it is as well as by what it says.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from whoosh import index as windex
from whoosh.analysis import StemmingAnalyzer
from whoosh.fields import ID, NUMERIC, TEXT, Schema
from whoosh.qparser import MultifieldParser, OrGroup
from whoosh.writing import LockError

SCHEMA = Schema(
    key=ID(stored=True, unique=True),
    doc_id=NUMERIC(stored=True, numtype=int),
    page=NUMERIC(stored=True, numtype=int),
    name=TEXT(stored=True),
    meta=TEXT(analyzer=StemmingAnalyzer()),
    body=TEXT(analyzer=StemmingAnalyzer()),
)


@dataclass(frozen=True)
class Hit:
    doc_id: int
    page: int
    score: float


class Index:
    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        if windex.exists_in(str(self.path)):
            self._ix = windex.open_dir(str(self.path))
        else:
            self._ix = windex.create_in(str(self.path), SCHEMA)

    def _writer(self):
        for _ in range(50):
            try:
                return self._ix.writer(timeout=5.0)
            except LockError:
                continue
        raise LockError(f"search index at {self.path} stays locked; is another daemon running?")

    def replace(self, doc_id: int, name: str, meta: str, pages: list[tuple[int, str]]) -> None:
        """Index a document's pages, replacing whatever was indexed for it (idempotent)."""
        with self._lock:
            w = self._writer()
            try:
                w.delete_by_term("doc_id", doc_id)
                for page, text in pages:
                    w.add_document(key=f"{doc_id}:{page}", doc_id=doc_id, page=page,
                                   name=name, meta=meta, body=text)
                w.commit()
            except BaseException:
                w.cancel()
                raise

    def remove(self, doc_id: int) -> None:
        with self._lock:
            w = self._writer()
            w.delete_by_term("doc_id", doc_id)
            w.commit()

    def search(self, query: str, limit: int = 20) -> list[Hit]:
        terms = " ".join(t for t in query.replace('"', " ").split() if t.isalnum() or t.replace("-", "").isalnum())
        if not terms:
            return []
        with self._ix.searcher() as s:
            parser = MultifieldParser(["meta", "body", "name"], self._ix.schema,
                                      fieldboosts={"meta": 2.0, "body": 1.0, "name": 1.5},
                                      group=OrGroup.factory(0.9))
            q = parser.parse(terms)
            return [Hit(r["doc_id"], r["page"], r.score) for r in s.search(q, limit=limit)]

    def count(self) -> int:
        with self._ix.searcher() as s:
            return s.doc_count()
