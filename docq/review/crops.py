"""The pixels behind a held figure: a crop of the page around the figure's box, and the whole
page with the box drawn, written as PNGs under HOME/review/ for `docq review show`.

The person deciding looks at the document itself, not at the text a recogniser made of it.
Boxes are page points (y down); a page rendered at `dpi` has dpi/72 pixels per point.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageOps

from docq.errors import BadInput, NotFound
from docq.records import Box
from docq.review.queue import Review
from docq.store import Store

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


def _render_fallback(path: Path, page: int, dpi: int, rotation: int = 0) -> Image.Image:
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
    return img.rotate(-rotation, expand=True) if rotation % 360 else img


def page_image(path: Path, page: int, dpi: int = DPI, rotation: int = 0) -> Image.Image:
    """The page's pixels as read saw them (the reading stage's renderer when present)."""
    try:
        from docq.workers.render import page_image as render
    except ModuleNotFoundError as e:
        if e.name != "docq.workers.render":
            raise
        render = _render_fallback
    try:
        return render(path, page, dpi, rotation=rotation).convert("RGB")
    except (OSError, ValueError, IndexError, EOFError) as e:
        raise BadInput(f"cannot render page {page} of {path.name}: {e}") from e


def _rotation(store: Store, doc_id: int, page: int) -> int:
    """The quarter turn read applied to this page before reading it (0 when unknown)."""
    row = store.one("SELECT rotation FROM pages WHERE doc_id = ? AND page = ?", doc_id, page)
    return int(row["rotation"]) if row else 0


def doc_path(store: Store, doc_id: int) -> Path | None:
    """A file of the document that is still on disk."""
    try:
        from docq.workers.pipeline import doc_path as pipeline_doc_path
    except (ModuleNotFoundError, ImportError):
        pipeline_doc_path = None
    if pipeline_doc_path is not None:
        path = pipeline_doc_path(store, doc_id)
        if path is not None and path.is_file():
            return path
    for row in store.all("SELECT path FROM names WHERE doc_id = ? AND present = 1"
                         " ORDER BY seen_at DESC", doc_id):
        if Path(row["path"]).is_file():
            return Path(row["path"])
    return None


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


def write(store: Store, review: Review, out_dir: Path, dpi: int = DPI) -> Evidence:
    """Write `<id>-crop.png` and `<id>-page.png` for a review; say why when it cannot."""
    if review.doc_id is None or review.page is None:
        return Evidence(None, None, "this item names no document page")
    path = doc_path(store, review.doc_id)
    if path is None:
        return Evidence(None, None, "the document's file is no longer in the watched folder")
    try:
        img = page_image(path, review.page, dpi, _rotation(store, review.doc_id, review.page))
    except (BadInput, NotFound) as e:
        return Evidence(None, None, str(e))
    out_dir.mkdir(parents=True, exist_ok=True)
    crop_file, page_file = out_dir / f"{review.id}-crop.png", out_dir / f"{review.id}-page.png"
    box_px = None
    if review.box is not None:
        crop, box_px = crop_around(img, review.box, dpi)
        _outline(crop, box_px, pad=6)
        crop.save(crop_file, "PNG")
    whole = img.resize((round(img.width * PAGE_SCALE), round(img.height * PAGE_SCALE)))
    if review.box is not None:
        _outline(whole, to_px(review.box, dpi / 72 * PAGE_SCALE), pad=4)
    whole.save(page_file, "PNG")
    return Evidence(crop_file if review.box is not None else None, page_file,
                    None if review.box is not None else "no box was recorded for the figure",
                    box_px)
