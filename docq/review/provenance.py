"""Whether the file on disk is still the bytes a held figure was read from.

A review item records its document's sha256 when it is held. A file replaced under the same
name, or an older copy restored, is another document: a crop drawn from it, or a decision
made while looking at it, would verify a figure against pixels it was never read from.
"""
from __future__ import annotations

from pathlib import Path

from docq.workers.stored import current_file


def document_problem(store, doc_id: int | None, sha256: str | None) -> str | None:
    """Why the document's bytes cannot be looked at now, or None when a present file still
    holds exactly them."""
    if doc_id is None:
        return "this item names no document"
    if sha256 is None:
        row = store.one("SELECT sha256 FROM documents WHERE id = ?", doc_id)
        sha256 = row["sha256"] if row else None
    if sha256 is None:
        return "the store holds no content hash for this document"
    if current_file(store, doc_id, sha256) is not None:
        return None
    # the daemon may have seen the replacement (the name is then another document's) or not
    # (it was stopped): either way a file at one of its paths is not its bytes any more
    there = [Path(r["path"]) for r in store.all(
        "SELECT path FROM names WHERE doc_id = ? ORDER BY present DESC, seen_at DESC", doc_id)
        if Path(r["path"]).exists()]
    if not there:
        return ("the document's file is no longer in the watched folder; put the original back"
                " to decide from it, or reject the item")
    return (f"{there[0].name} has changed since the figure was held (its content is not the"
            f" document the figure was read from, sha256 {sha256[:12]}...); put the original"
            " back to decide from it, or reject the item")
