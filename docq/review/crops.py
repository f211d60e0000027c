"""The pixels behind a held figure: a crop of the page around the figure's box, and the whole
page with the box drawn, written as PNGs under HOME/review/ for `docq review show` (named and checked by kept.py).

The person deciding looks at the document itself, not at the text a recogniser made of it.
Boxes are page points (y down); a page rendered at `dpi` has dpi/72 pixels per point.
"""
from __future__ import annotations

import hashlib
import io
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageOps

from docq.errors import BadInput, NotFound, StorageError
from docq.records import Box
from docq.review import kept
from docq.review.provenance import document_problem
from docq.review.queue import Review
from docq.store import Store
from docq.workers.stored import current_file

log = logging.getLogger(__name__)

DPI = 300
# The crop is the full-width band of rows around the figure: its label may sit at the far left
# of the page, and a flattened two-column table is only visible with both columns in view.
MARGIN_Y_PT = 54.0
PAGE_SCALE = 0.5          # the whole-page view needs no more than 150 dpi
OUTLINE = (220, 0, 0)


@dataclass
class Evidence:
    crop: Path | None
    page: Path | None
    missing: str | None = None        # why there are no images, when there are none
    crop_box_px: tuple[int, int, int, int] | None = None   # the figure's box inside the crop
    problem: str | None = None        # why the document on disk cannot be decided from now
    page_sha256: str | None = None    # the images' bytes, as recorded in the item (kept.py)
    crop_sha256: str | None = None


def _render_fallback(path: Path, page: int, dpi: int, rotation: float = 0) -> Image.Image:
    """PDF rendered by PyMuPDF; an image taken as 300 dpi with its EXIF rotation applied;
    then turned `rotation` degrees clockwise as read turned it."""
    if path.suffix.lower() == ".pdf":
        import pymupdf
        with pymupdf.open(path) as doc:
            pix = doc[page - 1].get_pixmap(dpi=dpi)
            img = Image.frombytes("RGB", (pix.width, pix.height), pix.samples)
    else:
        with Image.open(path) as im:
            im.seek(page - 1)
            img = ImageOps.exif_transpose(im).convert("RGB")
        if dpi != 300:
            img = img.resize((round(img.width * dpi / 300), round(img.height * dpi / 300)))
    return img.rotate(-rotation, expand=True, resample=Image.BICUBIC if rotation % 90 else Image.NEAREST) \
        if rotation % 360 else img


def page_image(path: Path, page: int, dpi: int = DPI, rotation: float = 0) -> Image.Image:
    """The page's pixels as read saw them (the reading stage's renderer when present)."""
    try:
        from docq.workers.render import page_image as render
    except ModuleNotFoundError as e:
        if e.name != "docq.workers.render":
            raise
        render = _render_fallback
    try:
        return render(path, page, dpi, rotation=rotation).convert("RGB")
    except (OSError, ValueError, IndexError, EOFError, RuntimeError) as e:
        # RuntimeError: PyMuPDF's FileDataError for a file it cannot parse
        raise BadInput(f"cannot render page {page} of {path.name}: {e}") from e


def _rotation(store: Store, doc_id: int, page: int) -> float:
    """The turn read applied to this page before reading it, degrees clockwise (a quarter
    turn, or a photo's tilt; 0 when unknown)."""
    row = store.one("SELECT rotation FROM pages WHERE doc_id = ? AND page = ?", doc_id, page)
    return float(row["rotation"]) if row else 0


def doc_path(store: Store, review: Review) -> Path | None:
    """A present file of the document holding exactly the bytes the figure was read from."""
    return current_file(store, review.doc_id, review.sha256) if review.doc_id is not None else None


def to_px(box: Box, scale: float) -> tuple[int, int, int, int]:
    return (int(box.x0 * scale), int(box.y0 * scale),
            int(round(box.x1 * scale + 0.499)), int(round(box.y1 * scale + 0.499)))


def _outline(img: Image.Image, px: tuple[int, int, int, int], pad: int) -> None:
    """Draw around the box, outside it, so the figure's own pixels stay untouched."""
    x0, y0, x1, y1 = px
    ImageDraw.Draw(img).rectangle((x0 - pad, y0 - pad, x1 + pad, y1 + pad), outline=OUTLINE,
                                  width=max(2, pad // 2))


def crop_around(img: Image.Image, box: Box, dpi: int) -> tuple[Image.Image, tuple[int, int, int, int]]:
    """The band of the page around `box` and the box's pixels inside it."""
    x0, y0, x1, y1 = to_px(box, dpi / 72)
    margin = int(MARGIN_Y_PT * dpi / 72)
    top, bottom = max(0, y0 - margin), min(img.height, y1 + margin)
    return img.crop((0, top, img.width, bottom)), (x0, y0 - top, x1, y1 - top)


def box_in_crop(box: Box, dpi: int = DPI) -> tuple[int, int, int, int]:
    """Where `crop_around` puts the box inside the crop (the band starts `MARGIN_Y_PT` above)."""
    x0, y0, x1, y1 = to_px(box, dpi / 72)
    top = max(0, y0 - int(MARGIN_Y_PT * dpi / 72))
    return x0, y0 - top, x1, y1 - top


def write(store: Store, review: Review, out_dir: Path, dpi: int = DPI) -> Evidence:
    """The item's crop and page: the ones kept when it was held (the pixels that were
    doubted), shown only when their bytes are the ones recorded for this item (kept.py); else
    drawn now from the document's file, but only while the file still holds the bytes the
    figure was read from. Says why when there are none, and in `problem` why the document on
    disk cannot be decided from."""
    problem = document_problem(store, review.doc_id, review.sha256)
    if review.doc_id is None or review.page is None:
        return Evidence(None, None, "this item names no document page", problem=problem)
    names = kept.names_of(store, review)
    if names is None:
        return Evidence(None, None, f"no crop drawn: {problem}", problem=problem)
    crop_file, page_file = out_dir / names["crop"], out_dir / names["page"]
    trouble = kept.check(review, out_dir)
    if trouble is None:
        return _evidence(review, crop_file, page_file, dpi, problem)
    if problem:
        if any(kept.recorded(review).values()):
            return Evidence(None, None, f"{trouble}, so it is not shown as this item's evidence,"
                            f" and it cannot be drawn again: {problem}", problem=problem)
        return Evidence(None, None, f"no crop drawn: {problem}", problem=problem)
    if any(kept.recorded(review).values()):
        log.warning("%s; drawing it again from the document's unchanged file", trouble)
    path = doc_path(store, review)
    if path is None:
        return Evidence(None, None, "the document's file is no longer in the watched folder",
                        problem=problem)
    try:
        img = page_image(path, review.page, dpi, _rotation(store, review.doc_id, review.page))
    except (BadInput, NotFound) as e:
        return Evidence(None, None, str(e), problem=problem)
    _folder(out_dir)
    shas = {"crop": None}
    if review.box is not None:
        crop, box_px = crop_around(img, review.box, dpi)
        _outline(crop, box_px, pad=6)
        shas["crop"] = _save(crop, crop_file)
    whole = img.resize((round(img.width * PAGE_SCALE), round(img.height * PAGE_SCALE)))
    if review.box is not None:
        _outline(whole, to_px(review.box, dpi / 72 * PAGE_SCALE), pad=4)
    shas["page"] = _save(whole, page_file)
    kept.record(store, review, shas)
    return _evidence(review, crop_file, page_file, dpi, problem)


def _folder(out_dir: Path) -> None:
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StorageError(f"cannot create {out_dir} for the review images: "
                           f"{e.strerror or e}; free space or fix its permissions") from e


def write_part(store: Store, total_id: int, n: int, part: dict, out_dir: Path, dpi: int = DPI) -> Path | None:
    """The crop of the `n`th part of held total `total_id`, a proved part (a held part's crop is
    its own item's), drawn from a file still holding the bytes the part was read from; None
    when there is no such file or no box. Its name says which bytes, page and box it shows."""
    name = kept.part_name(part)
    if name is None or part.get("doc_id") is None or "value" not in part:
        return None
    dest = out_dir / name
    if dest.is_file():
        return dest
    path = current_file(store, part["doc_id"], part.get("sha256"))
    if path is None:
        return None
    page = int(part.get("page") or 1)
    try:
        img = page_image(path, page, dpi, _rotation(store, part["doc_id"], page))
    except (BadInput, NotFound):
        return None
    _folder(out_dir)
    crop, box_px = crop_around(img, Box.from_list(list(part["box"])), dpi)
    _outline(crop, box_px, pad=6)
    _save(crop, dest)
    return dest


def keep(store: Store, review: Review, out_dir: Path) -> Evidence:
    """At hold time: keep the pixels being doubted, so `review show` shows them even after
    the file changes."""
    return write(store, review, out_dir)


def _evidence(review: Review, crop_file: Path, page_file: Path, dpi: int,
              problem: str | None) -> Evidence:
    shas = kept.recorded(review)
    if review.box is None:
        return Evidence(None, page_file, "no box was recorded for the figure", problem=problem,
                        page_sha256=shas["page"])
    return Evidence(crop_file, page_file, None, box_in_crop(review.box, dpi), problem,
                    shas["page"], shas["crop"])


def _save(img: Image.Image, dest: Path) -> str:
    """Whole or not at all: a full or read-only disk leaves no 0-byte PNG behind. The sha256
    of the bytes written."""
    tmp = dest.with_name(f".{dest.name}.tmp")
    buf = io.BytesIO()
    img.save(buf, "PNG", compress_level=1)
    data = buf.getvalue()
    try:
        tmp.write_bytes(data)
        os.replace(tmp, dest)
        return hashlib.sha256(data).hexdigest()
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise StorageError(f"cannot write {dest}: {e.strerror or e}; free space on that disk"
                               " or fix its permissions, then run `docq review show` again") from e
