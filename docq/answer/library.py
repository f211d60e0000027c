"""The library as the answer engine sees it: every ready document's name, file and sidecar
(a catalog kept in memory and refreshed when the store changes), and a document's pages —
words with boxes and layout text — loaded on demand.

The household's own names (every document's person, and a person-shaped "issuer" printed on
documents of two or more other issuers) are recipients: a document whose sidecar took one of
them for its sender has no known issuer here, and the question is matched against its page.

Reads the store's tables as store.py declares them (sidecars.data is Sidecar.to_dict() JSON,
pages.words is a JSON list of Word.to_dict(), pages.text the layout text).
"""
from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from docq.records import Sidecar, Word
from docq.workers import legibility
from docq.workers.issuer import issuer_key, person_shaped


@dataclass
class Doc:
    doc_id: int
    name: str                 # the file name as dropped
    path: Path | None         # a present file of it, for re-reading pixels
    sidecar: Sidecar
    sha256: str = ""          # the bytes it was read from: pixels are re-read only from these


@dataclass
class DocPage:
    page: int
    words: list[Word]
    text: str                 # layout text: one row a line, cells joined by " | "
    rotation: float = 0       # degrees read turned the page image before reading it


def opening(pages: list[DocPage]) -> DocPage | None:
    """The first page that holds any text: where a document says who sent it and what it is.
    A page read as nothing (a cover whose words were not read) says neither."""
    return next((p for p in pages if p.text.strip()), None)


class Library:
    def __init__(self, store, cache_docs: int = 64):
        self.store = store
        self._lock = threading.Lock()
        self._stamp: tuple | None = None
        self._docs: dict[int, Doc] = {}
        self._household: set[str] = set()
        self._pages: OrderedDict[int, list[DocPage]] = OrderedDict()
        self._cache_docs = cache_docs
        self._derived: dict[tuple[str, int], object] = {}

    def _current_stamp(self) -> tuple:
        a = self.store.one("SELECT count(*), max(updated_at) FROM documents")
        b = self.store.one("SELECT count(*), max(updated_at) FROM sidecars")
        c = self.store.one("SELECT count(*), max(seen_at), sum(present) FROM names")
        return tuple(a) + tuple(b) + tuple(c)

    def docs(self) -> dict[int, Doc]:
        """Every ready document, by id (reloaded only when the store changed)."""
        stamp = self._current_stamp()
        with self._lock:
            if stamp != self._stamp:
                self._docs = self._load()
                self._household = self._own_names(self._docs)
                for d in self._docs.values():
                    if d.sidecar.issuer and self._names_household(d.sidecar.issuer):
                        d.sidecar.issuer = None      # the recipient, read as the sender
                self._pages.clear()
                self._derived.clear()
                self._stamp = stamp
            return self._docs

    def household(self) -> set[str]:
        """Comparison keys (issuer_key) of the names the documents are for."""
        self.docs()
        return self._household

    def _names_household(self, issuer: str) -> bool:
        """Whether an issuer is the household's own line: a name of theirs, or one of their
        names with more after it ("GRACE IYER - CHESTNUT ST RENTAL", "Priya Haddad & Taylor
        Fairweather"), as the block a bill is mailed to prints it."""
        words = issuer_key(issuer).split()
        for own in self._household:
            mine = own.split()
            if len(mine) >= 2 and any(words[i:i + len(mine)] == mine for i in range(len(words) - len(mine) + 1)):
                return True
        return False

    def _own_names(self, docs: dict[int, Doc]) -> set[str]:
        """The household's names: each document's person, and a person-shaped issuer that
        documents of two or more other issuers print (a sender's name recurs only on its own)."""
        own = {issuer_key(d.sidecar.person) for d in docs.values()
               if d.sidecar.person and person_shaped(d.sidecar.person)}
        senders = {d.doc_id: issuer_key(d.sidecar.issuer) for d in docs.values() if d.sidecar.issuer}
        for name in {d.sidecar.issuer for d in docs.values() if d.sidecar.issuer and person_shaped(d.sidecar.issuer)}:
            key = issuer_key(name)
            if key in own:
                continue
            others = {senders[i] for i in self.mentions(name) if i in senders and senders[i] != key}
            if len(others) >= 2:
                own.add(key)
        own.discard("")
        return own

    def _load(self) -> dict[int, Doc]:
        rows = self.store.all(
            "SELECT d.id, d.sha256, s.data FROM documents d LEFT JOIN sidecars s ON s.doc_id = d.id "
            "WHERE d.state = 'ready'")
        names: dict[int, tuple[str, Path | None]] = {}
        for n in self.store.all("SELECT doc_id, path, name, present FROM names ORDER BY present, seen_at"):
            # ordered so the latest present name wins
            names[n["doc_id"]] = (n["name"], Path(n["path"]) if n["present"] else names.get(n["doc_id"], (None, None))[1])
        out = {}
        for r in rows:
            sidecar = Sidecar.from_dict(json.loads(r["data"])) if r["data"] else Sidecar()
            name, path = names.get(r["id"], (f"document {r['id']}", None))
            out[r["id"]] = Doc(r["id"], name, path, sidecar, r["sha256"] or "")
        return out

    def issuers(self) -> list[str]:
        return sorted({d.sidecar.issuer for d in self.docs().values() if d.sidecar.issuer})

    def pages(self, doc_id: int) -> list[DocPage]:
        with self._lock:
            if doc_id in self._pages:
                self._pages.move_to_end(doc_id)
                return self._pages[doc_id]
        rows = self.store.all("SELECT page, words, text, rotation FROM pages WHERE doc_id = ? ORDER BY page", doc_id)
        pages = [DocPage(r["page"], [Word.from_dict(w) for w in json.loads(r["words"] or "[]")], r["text"] or "",
                         r["rotation"] or 0)
                 for r in rows]
        with self._lock:
            self._pages[doc_id] = pages
            while len(self._pages) > self._cache_docs:
                self._pages.popitem(last=False)
        return pages

    def unread(self) -> list[tuple[Doc, int, str]]:
        """(document, page, why) of every ready document's page whose reading is mostly
        non-words or still turned after every turn (workers/legibility: the pages `docq docs`
        warns about): the asked figure may be printed on one, so a decline names them."""
        docs = self.docs()
        rows = self.store.all("SELECT doc_id, page, nonwords, still_turned FROM pages"
                              " WHERE nonwords > ? OR still_turned = 1 ORDER BY doc_id, page",
                              legibility.GARBLED_SHARE)
        return [(docs[r["doc_id"]], r["page"], legibility.why(r["nonwords"], bool(r["still_turned"])))
                for r in rows if r["doc_id"] in docs]

    def derived(self, what: str, doc: Doc, make):
        """`make(doc, pages)`, computed once per document while the library is unchanged: a
        document's bytes never change under its id, so neither does what is read from them."""
        key = (what, doc.doc_id)
        with self._lock:
            if key in self._derived:
                return self._derived[key]
        value = make(doc, self.pages(doc.doc_id))
        with self._lock:
            self._derived[key] = value
        return value

    def memo(self, key: tuple, make):
        """`make()`, computed once per `key` while the library is unchanged (a question asked
        twice over, as by field and then by label, reads the catalog once)."""
        self.docs()                       # drops what was remembered when the store changed
        full = ("memo",) + key
        with self._lock:
            if full in self._derived:
                return self._derived[full]
        value = make()
        with self._lock:
            self._derived[full] = value
        return value

    def holding(self, fragment: str) -> set[int]:
        """Documents whose layout text holds `fragment` anywhere (a first pass: case aside)."""
        if not fragment:
            return set(self.docs())
        pattern = "%" + fragment.replace("%", "").replace("_", "") + "%"
        return {r["doc_id"] for r in self.store.all("SELECT DISTINCT doc_id FROM pages WHERE text LIKE ?", pattern)}

    def mentions(self, phrase: str) -> set[int]:
        """Documents whose layout text prints `phrase` (case and spacing aside)."""
        words = [w for w in phrase.split() if w]
        if not words:
            return set()
        pattern = "%" + "%".join(w.replace("%", "").replace("_", "") for w in words) + "%"
        return {r["doc_id"] for r in self.store.all("SELECT DISTINCT doc_id FROM pages WHERE text LIKE ?", pattern)}
