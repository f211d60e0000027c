"""render: a document page → its pixels, exactly as read took them.

PDF pages are rendered grey at `dpi`; image files are loaded with their EXIF orientation
applied and taken as 300 dpi (so 1 px = 72/300 pt); a multi-page TIFF is one page a frame.
`rotation` is the turn read applied to a page scanned sideways or upside down (a quarter
turn), or to a photo tilted askew (its tilt's degrees) (Page.rotation); read records it here too, so a caller in the same process that does not
know it still gets the pixels the words were read from.
"""
from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path
from typing import Iterator

import pymupdf
import numpy as np
from PIL import Image, ImageOps, UnidentifiedImageError

from docq.errors import BadInput

IMAGE_DPI = 300
IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".tif", ".tiff"}
_rotations: dict[tuple[str, float, int], float] = {}


def kind(path: Path) -> str:
    """"pdf" or "image"; BadInput for anything else."""
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return "pdf"
    if suffix in IMAGE_SUFFIXES:
        return "image"
    raise BadInput(f"{path.name}: not a PDF, JPEG, PNG or TIFF file")


def _key(path: Path, page: int) -> tuple[str, float, int]:
    p = Path(path).resolve()
    return (str(p), p.stat().st_mtime, page)


def remember_rotation(path: Path, page: int, rotation: float) -> None:
    _rotations[_key(path, page)] = rotation


def forget_rotations(path: Path) -> None:
    """A file gone for good (a worker's copy of a page): its turns are not kept."""
    p = str(Path(path).resolve())
    for k in [k for k in _rotations if k[0] == p]:
        del _rotations[k]


def recorded_rotation(path: Path, page: int) -> float:
    try:
        return _rotations.get(_key(path, page), 0)
    except OSError:
        return 0


def open_image(path: Path) -> Image.Image:
    try:
        im = Image.open(path)
    except (UnidentifiedImageError, OSError) as e:
        raise BadInput(f"{path.name}: not a readable image ({e})") from e
    except Image.DecompressionBombError as e:
        raise BadInput(f"{path.name}: image too large to read safely") from e
    return im


def image_frames(path: Path) -> int:
    with open_image(path) as im:
        return getattr(im, "n_frames", 1)


def exif_orientation(im: Image.Image) -> int:
    """The EXIF orientation tag (1 = upright), read without decoding the pixels. Pillow's
    getexif() on a PNG decodes the whole image to look for an eXIf chunk after the image
    data; PNG requires it before, where Pillow has already put it in `info`."""
    if im.format == "PNG":
        raw = im.info.get("exif")
        if not raw:
            return 1
        exif = Image.Exif()
        exif.load(raw)
        return exif.get(0x0112, 1) or 1
    return im.getexif().get(0x0112, 1) or 1


def needs_transpose(im: Image.Image) -> bool:
    return exif_orientation(im) != 1


def _image_page(path: Path, page: int, dpi: int) -> Image.Image:
    im = open_image(path)
    if page > getattr(im, "n_frames", 1):
        raise BadInput(f"{path.name} has no page {page}")
    im.seek(page - 1)
    im = ImageOps.exif_transpose(im)
    if im.mode not in ("L", "RGB"):
        im = im.convert("RGB")
    if dpi != IMAGE_DPI:
        im = im.resize((round(im.width * dpi / IMAGE_DPI), round(im.height * dpi / IMAGE_DPI)))
    return im


def _pdf_page(path: Path, page: int, dpi: int) -> Image.Image:
    with pymupdf.open(path) as doc:
        if not 1 <= page <= doc.page_count:
            raise BadInput(f"{path.name} has no page {page}")
        pix = doc[page - 1].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        # Over the samples' bytes, not a copy into a new image (its blank fill and copy were
        # ~5 ms of a letter page); Pillow copies a read-only image before changing it.
        return Image.frombuffer("L", (pix.width, pix.height), pix.samples, "raw", "L", pix.stride, 1)


def turn(im: Image.Image, rotation: float) -> Image.Image:
    """Turn the image `rotation` degrees clockwise: a quarter-turn multiple, or a photo's tilt
    (read.py), whose turned image holds the whole of the unturned one."""
    if not rotation % 360:
        return im
    if not rotation % 90:
        return im.rotate(-rotation, expand=True)
    # the corners a tilt's turn opens are filled as the photo's background is, not black: a
    # detector reads a black wedge's edge as the edge of the paper, and drops the lines near it
    return im.rotate(-rotation, expand=True, resample=Image.BICUBIC, fillcolor=_background(im))


def _background(im: Image.Image):
    """The image's median colour (of a small copy): what a photo mostly shows."""
    small = np.asarray(im.convert("RGB" if im.mode not in ("L", "RGB") else im.mode).resize((64, 64)))
    med = np.median(small.reshape(-1, small.shape[-1]) if small.ndim == 3 else small.reshape(-1), axis=0)
    return tuple(int(v) for v in med) if np.ndim(med) else int(med)


def page_image(path: Path, page: int, dpi: int = 300, rotation: float | None = None) -> Image.Image:
    """The page's pixels at `dpi`, turned as read turned them."""
    path = Path(path)
    im = _pdf_page(path, page, dpi) if kind(path) == "pdf" else _image_page(path, page, dpi)
    if rotation is None:
        rotation = recorded_rotation(path, page)
    return turn(im, rotation)


@contextlib.contextmanager
def as_file(im: Image.Image) -> Iterator[Path]:
    """A temporary file of `im`, for engines that read a file path: an uncompressed TIFF, whose
    writing and reading are a copy of the pixels. Measured on a letter page at 300 dpi: a PNG
    took 0.09 s to deflate even at level 1 (and Tesseract longer to decode), a TIFF 0.01 s; a
    PGM is as cheap to write but Tesseract took 0.1 s longer to read it."""
    with tempfile.TemporaryDirectory(prefix="docq-page-") as d:
        out = Path(d) / "page.tif"
        im.save(out, format="TIFF", dpi=(IMAGE_DPI, IMAGE_DPI), compression="raw")
        yield out


@contextlib.contextmanager
def page_file(path: Path, page: int, dpi: int = 300) -> Iterator[Path]:
    """A file holding the page's unturned pixels: the image file itself when it already is
    exactly that (one frame, no EXIF turn, taken at 300 dpi), else a temporary file (as_file)."""
    path = Path(path)
    if kind(path) == "image" and dpi == IMAGE_DPI:
        with open_image(path) as im:
            direct = getattr(im, "n_frames", 1) == 1 and not needs_transpose(im) and im.mode in ("L", "RGB", "1", "P")
        if direct:
            yield path
            return
    with as_file(page_image(path, page, dpi, rotation=0)) as f:
        yield f
