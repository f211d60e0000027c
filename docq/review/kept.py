"""The review images in HOME/review/: what each is named, the sha256 it was written with, and
the sweep of images no item names.

An item's page and crop are named by the sha256 of the document they show and by the item
(`<document sha256>-<id>-<tag>-page.png`, the tag random per item), and each image's own
sha256 is recorded in the item when it is written. An id alone is not enough: a store
restored from a backup numbers its items from 1 again while the folder still holds the images
of the items it forgot, and another document's page would be shown, and approved, as this
item's. So an image is shown only when the item names it and its bytes are the ones recorded.

A proved part of a held total has no item of its own; its crop is named by what fully
decides its pixels (the document's sha256, the page and the box).
"""
from __future__ import annotations

import hashlib
import json
import logging
import secrets
from pathlib import Path

from docq.store import Store

log = logging.getLogger(__name__)

KINDS = ("page", "crop")


def new_names(doc_sha256: str, review_id: int) -> dict[str, str]:
    tag = secrets.token_hex(4)
    return {kind: f"{doc_sha256}-{review_id}-{tag}-{kind}.png" for kind in KINDS}


def name(c, review_id: int, doc_sha256: str | None) -> None:
    """Give a just-held item (inside its transaction `c`) the names of its images."""
    if doc_sha256 is None:
        return
    names = new_names(doc_sha256, review_id)
    c.execute("UPDATE reviews SET page_png = ?, crop_png = ? WHERE id = ?",
              (names["page"], names["crop"], review_id))


def names_of(store: Store, review) -> dict[str, str] | None:
    """The item's image names (given now to an item held before images were named by
    content); None when the store knows no content hash for its document."""
    if review.page_png and review.crop_png:
        return {"page": review.page_png, "crop": review.crop_png}
    sha = review.sha256
    if sha is None and review.doc_id is not None:
        row = store.one("SELECT sha256 FROM documents WHERE id = ?", review.doc_id)
        sha = row["sha256"] if row else None
    if sha is None:
        return None
    with store.tx() as c:
        c.execute("UPDATE reviews SET page_png = ?, crop_png = ?, page_png_sha256 = NULL,"
                  " crop_png_sha256 = NULL WHERE id = ? AND page_png IS NULL",
                  (*new_names(sha, review.id).values(), review.id))
        row = c.execute("SELECT page_png, crop_png FROM reviews WHERE id = ?", (review.id,)).fetchone()
    review.page_png, review.crop_png = row["page_png"], row["crop_png"]
    return {"page": review.page_png, "crop": review.crop_png}


def wanted(review) -> tuple[str, ...]:
    """The images an item has: the page always, the crop when a box was recorded."""
    return KINDS if review.box is not None else ("page",)


def recorded(review) -> dict[str, str | None]:
    return {"page": review.page_png_sha256, "crop": review.crop_png_sha256}


def file_sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def check(review, folder: Path) -> str | None:
    """Why the item's kept images cannot be shown as its evidence, or None when each one it
    has is there with the bytes recorded when it was written."""
    shas = recorded(review)
    for kind in wanted(review):
        path_name = review.page_png if kind == "page" else review.crop_png
        if path_name is None or shas[kind] is None:
            return f"no {kind} image was kept for review {review.id}"
        actual = file_sha256(folder / path_name)
        if actual is None:
            return f"the {kind} image kept for review {review.id} is missing from {folder}"
        if actual != shas[kind]:
            return (f"the {kind} image kept for review {review.id} is not the one written for it"
                    f" (its sha256 is {actual[:12]}..., {shas[kind][:12]}... was recorded)")
    return None


def record(store: Store, review, shas: dict[str, str | None]) -> None:
    """The sha256 of each image just written for the item."""
    with store.tx() as c:
        c.execute("UPDATE reviews SET page_png_sha256 = ?, crop_png_sha256 = ? WHERE id = ?",
                  (shas.get("page"), shas.get("crop"), review.id))
    review.page_png_sha256, review.crop_png_sha256 = shas.get("page"), shas.get("crop")


def part_name(part: dict) -> str | None:
    """The crop of a proved part of a held total, named by what decides its pixels."""
    if part.get("review_id") is not None or not part.get("sha256") or not part.get("box"):
        return None
    box = hashlib.sha256(json.dumps([round(float(v), 2) for v in part["box"]]).encode()).hexdigest()[:16]
    return f"part-{part['sha256']}-p{int(part.get('page') or 1)}-{box}.png"


def named(store: Store) -> set[str]:
    """Every image name an item or a held total's part names."""
    out = {r[0] for r in store.all("SELECT page_png FROM reviews WHERE page_png IS NOT NULL"
                                   " UNION SELECT crop_png FROM reviews WHERE crop_png IS NOT NULL")}
    for row in store.all("SELECT parts FROM held_totals"):
        out |= {n for n in map(part_name, json.loads(row["parts"])) if n}
    return out


def sweep(store: Store, folder: Path) -> list[Path]:
    """Remove the images in `folder` no item of this store names (those of items a restored
    store forgot, and those named by id before images were named by content); what went."""
    if not folder.is_dir():
        return []
    keep = named(store)
    gone = []
    for path in folder.iterdir():
        # a dot file is an image being written (crops._save), named once it is whole
        if path.suffix != ".png" or path.name.startswith(".") or path.name in keep:
            continue
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as e:
            log.warning("cannot remove %s, an image no review item names: %s", path, e)
            continue
        gone.append(path)
    if gone:
        log.info("removed %d review image(s) no item names", len(gone))
    return gone
