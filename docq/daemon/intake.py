"""Intake: what a settled file is (format by magic bytes, identity by SHA-256), whether
docq can take it, and how it is recorded in the store.

Identity is the content: the same bytes under a second name are another name of the same
document; new bytes at a known path are a new document, and the old one is gone once no
present file holds its bytes. Originals are only ever opened for reading.

Unlike the inbox, the watched folder takes hard links, symbolic links and other users' files:
a scanner's share or a sync tool writes as another user, a backup tool links. Nothing read
here is written back beside the file (an inbox answer is): what docq makes of it stays in HOME
and behind the socket, the daemon's user's alone, and it reads with that user's rights only.
"""
from __future__ import annotations

import hashlib
import os
import logging
import warnings
from dataclasses import dataclass
from pathlib import Path

from docq import store as storemod
from docq.errors import BadInput

log = logging.getLogger("docq.intake")

SUPPORTED = ("pdf", "jpeg", "png", "tiff")
_MAGIC = (
    (b"\xff\xd8\xff", "jpeg"),
    (b"\x89PNG\r\n\x1a\n", "png"),
    (b"II*\x00", "tiff"),
    (b"MM\x00*", "tiff"),
    (b"GIF8", "gif image"),
    (b"BM", "bmp image"),
    (b"PK\x03\x04", "zip archive or office document"),
    (b"\xd0\xcf\x11\xe0", "old office document"),
    (b"{\\rtf", "rtf document"),
)


@dataclass(frozen=True)
class Info:
    kind: str
    pages: int


@dataclass(frozen=True)
class Registered:
    doc_id: int
    enqueue: bool       # the document needs (re)processing
    state: str


# ---- pure decisions ---------------------------------------------------------------------

def sniff(head: bytes) -> str:
    """The format from the first bytes: one of SUPPORTED, or a description of what it is."""
    if b"%PDF-" in head[:1024]:
        return "pdf"
    for magic, kind in _MAGIC:
        if head.startswith(magic):
            return kind
    if head[4:8] == b"ftyp":
        return "heic/mp4 media file"
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "webp image"
    if not head:
        return "empty"
    try:
        head.decode("utf-8")
        return "text"
    except UnicodeDecodeError:
        return "unknown binary data"


def refusal(name: str, kind: str, size: int) -> tuple[str, str] | None:
    """(state, reason) for a file refused before any reading, or None if it may go on."""
    if size == 0:
        return "failed", "empty file (0 bytes); drop the complete file again"
    if name.lower().endswith(".pdf") and kind != "pdf":
        return "failed", f"named .pdf but is not a PDF (the content is {kind})"
    if kind not in SUPPORTED:
        return "unsupported", f"unsupported format: {kind} (docq reads PDF, JPEG, PNG and TIFF)"
    return None


# ---- validation (opens the file, reads nothing but structure) ---------------------------

def validate(path: Path, cfg) -> Info:
    """Check a file docq may read; raise BadInput with a one-line reason otherwise."""
    try:
        with open(path, "rb") as f:
            head = f.read(2048)
    except OSError as e:
        raise BadInput(f"cannot read the file: {e.strerror or e}") from e
    kind = sniff(head)
    refused = refusal(path.name, kind, path.stat().st_size)
    if refused:
        raise BadInput(refused[1])
    if kind == "pdf":
        return Info("pdf", _pdf_pages(path, cfg))
    return Info(kind, _image_pages(path, cfg))


def _pdf_pages(path: Path, cfg) -> int:
    import pymupdf as fitz

    with open(path, "rb") as f:
        f.seek(max(0, path.stat().st_size - 2048))
        if b"%%EOF" not in f.read():
            raise BadInput("truncated PDF (no end-of-file marker); the copy or download is incomplete")
    try:
        doc = fitz.open(path)
    except Exception as e:  # noqa: BLE001 - MuPDF raises several types for broken files
        raise BadInput(f"damaged PDF that cannot be opened ({e})") from e
    with doc:
        if doc.needs_pass:
            raise BadInput("password-protected PDF; save an unprotected copy and drop that")
        n = doc.page_count
    if n == 0:
        raise BadInput("PDF has 0 pages")
    if n > cfg.max_pages:
        raise BadInput(f"{n} pages, more than the limit of {cfg.max_pages} (setting max_pages)")
    return n


def _image_pages(path: Path, cfg) -> int:
    from PIL import Image

    limit = cfg.max_image_pixels
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)
        try:
            img = Image.open(path)
        except Image.DecompressionBombError as e:
            raise BadInput(f"image over {limit} pixels refused as a possible decompression bomb") from e
        except (OSError, SyntaxError, ValueError) as e:
            raise BadInput(f"damaged image that cannot be opened ({e})") from e
        with img:
            frames = getattr(img, "n_frames", 1)
            if frames > cfg.max_pages:
                raise BadInput(f"{frames} pages, more than the limit of {cfg.max_pages} (setting max_pages)")
            for i in range(frames):
                img.seek(i)
                w, h = img.size
                if w * h > limit:
                    raise BadInput(f"image is {w}x{h} = {w * h} pixels, over the limit of {limit} "
                                   "(setting max_image_pixels); refused as a possible decompression bomb")
    return frames


# ---- recording --------------------------------------------------------------------------

def sha256_of(path: Path) -> tuple[str, bytes, int]:
    h, head, size = hashlib.sha256(), b"", 0
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            if not head:
                head = chunk[:2048]
            h.update(chunk)
            size += len(chunk)
    return h.hexdigest(), head, size


def file_stat(path: Path) -> str | None:
    """Size, modification time (ns) and inode: a file rewritten or replaced changes one."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return f"{st.st_size}:{st.st_mtime_ns}:{st.st_ino}"


def _unchanged(store, path: Path, stat: str | None) -> Registered | None:
    """The document a present name at `path` already holds, when the file is exactly as it
    was when its content was hashed (same size, mtime and inode)."""
    if stat is None:
        return None
    row = store.one("SELECT n.doc_id, d.state FROM names n JOIN documents d ON d.id = n.doc_id "
                    "WHERE n.path=? AND n.present=1 AND n.stat=? AND d.state != 'gone' "
                    "AND d.sha256 IS NOT NULL", str(path), stat)
    return Registered(row["doc_id"], False, row["state"]) if row else None


def register(store, index, path: Path, retry: bool = True) -> Registered:
    """Record the settled file at `path`. `retry`: a failed document whose file was dropped
    again is tried again (not on the start-up scan, which would retry every failure). The
    start-up scan does not hash a file again that is unchanged since it was hashed."""
    path = Path(path)
    stat = file_stat(path)
    if not retry:
        known = _unchanged(store, path, stat)
        if known is not None:
            return known
    try:
        sha, head, size = sha256_of(path)
    except OSError as e:
        return _unreadable(store, index, path, f"cannot read the file: {e.strerror or e}")
    kind = sniff(head)
    refused = refusal(path.name, kind, size)
    now = storemod.now()
    with store.tx() as c:
        row = c.execute("SELECT id, state FROM documents WHERE sha256=?", (sha,)).fetchone()
        fresh = row is None
        if fresh:
            st, reason = refused or ("received", None)
            doc_id = c.execute(
                "INSERT INTO documents (sha256, state, reason, kind, size, created_at, updated_at) "
                "VALUES (?,?,?,?,?,?,?)", (sha, st, reason, kind, size, now, now)).lastrowid
        else:
            doc_id, st = row["id"], row["state"]
            if st == "gone" or (retry and st == "failed"):
                st, fresh = _resume_from(c, doc_id, st), True
                c.execute("UPDATE documents SET state=?, reason=NULL, updated_at=? WHERE id=?",
                          (st, now, doc_id))
        _add_name(c, doc_id, path, now, stat)
        gone = _release_path(c, path, keep=doc_id)
    _unindex(index, gone)
    return Registered(doc_id, fresh and st in ("received", "rows"), st)


def _resume_from(c, doc_id: int, st: str) -> str:
    """A gone document seen again (a renamed file arrives as gone + new name) keeps its
    pages and rows, so only the sidecar (it may read the file name) and the index are
    redone; a failed one is tried again from the start."""
    if st == "gone":
        n, laid = c.execute("SELECT count(*), count(layout) FROM pages WHERE doc_id=?", (doc_id,)).fetchone()
        if n and n == laid:
            return "rows"
    return "received"


def _unreadable(store, index, path: Path, reason: str) -> Registered:
    now = storemod.now()
    with store.tx() as c:
        row = c.execute("SELECT d.id FROM documents d JOIN names n ON n.doc_id=d.id "
                        "WHERE d.sha256 IS NULL AND n.path=?", (str(path),)).fetchone()
        if row:
            doc_id = row["id"]
            c.execute("UPDATE documents SET state='failed', reason=?, updated_at=? WHERE id=?",
                      (reason, now, doc_id))
        else:
            doc_id = c.execute(
                "INSERT INTO documents (sha256, state, reason, created_at, updated_at) "
                "VALUES (NULL,'failed',?,?,?)", (reason, now, now)).lastrowid
        _add_name(c, doc_id, path, now)
        gone = _release_path(c, path, keep=doc_id)
    _unindex(index, gone)
    return Registered(doc_id, False, "failed")


def forget(store, index, path: Path) -> list[int]:
    """The file (or folder) at `path` is gone: its names are no longer present, and a
    document with no present name left is gone (no longer answers questions)."""
    p = str(path)
    with store.tx() as c:
        ids = [r[0] for r in c.execute(
            "SELECT DISTINCT doc_id FROM names WHERE present=1 AND (path=? OR path LIKE ?)",
            (p, p.rstrip("/") + "/%"))]
        c.execute("UPDATE names SET present=0 WHERE present=1 AND (path=? OR path LIKE ?)",
                  (p, p.rstrip("/") + "/%"))
        gone = _mark_gone_if_orphaned(c, ids)
    _unindex(index, gone)
    return gone


def _add_name(c, doc_id: int, path: Path, now: float, stat: str | None = None) -> None:
    c.execute("INSERT INTO names (doc_id, path, name, present, seen_at, stat) VALUES (?,?,?,1,?,?) "
              "ON CONFLICT(doc_id, path) DO UPDATE SET present=1, name=excluded.name, "
              "seen_at=excluded.seen_at, stat=excluded.stat", (doc_id, str(path), path.name, now, stat))


def _release_path(c, path: Path, keep: int) -> list[int]:
    """Other documents that had a name at `path` lose it (their bytes were replaced)."""
    ids = [r[0] for r in c.execute("SELECT doc_id FROM names WHERE path=? AND present=1 "
                                   "AND doc_id != ?", (str(path), keep))]
    c.execute("UPDATE names SET present=0 WHERE path=? AND doc_id != ?", (str(path), keep))
    return _mark_gone_if_orphaned(c, ids)


def _mark_gone_if_orphaned(c, ids: list[int]) -> list[int]:
    gone = []
    for doc_id in ids:
        if c.execute("SELECT 1 FROM names WHERE doc_id=? AND present=1", (doc_id,)).fetchone():
            continue
        c.execute("UPDATE documents SET state='gone', updated_at=? WHERE id=?", (storemod.now(), doc_id))
        gone.append(doc_id)
    return gone


def _unindex(index, gone: list[int]) -> None:
    for doc_id in gone:
        log.info("doc %s gone: no file holds its content any more", doc_id)
        if index is not None:
            index.remove(doc_id)


def present_paths(store) -> list[Path]:
    return [Path(r["path"]) for r in store.all("SELECT DISTINCT path FROM names WHERE present=1")]
