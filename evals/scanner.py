"""A deterministic document renderer: text items on a page → pixels → a realistic scan.

Everything here is a pure function of its arguments (seeded numpy generators, fixed fonts,
no time stamps in the PDFs), so a corpus generated twice is byte-for-byte the same file set.

Coordinates are PDF points on the page, origin top-left, y down (docq/records.py). An item's
`y` is its text baseline; `x` is its left edge, or its right edge when `align="right"`, so a
column of amounts lines up on the decimal point the way statements print them. Pixels are
taken at 300 dpi, the resolution docq's contract assumes for every image.
"""
from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONTS = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansMono.ttf",
    (True, True): "DejaVuSansMono-Bold.ttf",
}
# The other DejaVu families a page may be set in (regular, bold); mono items keep the mono face.
FACES = {
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "condensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
    "serif-condensed": ("DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf"),
}
LETTER = (612, 792)
DPI = 300


@dataclass(frozen=True)
class Item:
    """One run of text: baseline at (x, y) points; right-aligned items end at x."""
    text: str
    x: float
    y: float
    size: float = 10
    bold: bool = False
    align: str = "left"      # "left" | "right"
    mono: bool = False       # receipts print in a fixed-pitch face
    face: str = ""           # "" (DejaVu Sans) or a key of FACES
    ink: int = 0             # 0 black .. 255 white: grey or coloured print, as a scan sees it

    def __post_init__(self) -> None:
        if self.align not in ("left", "right"):
            raise ValueError(f"align must be 'left' or 'right', not {self.align!r}")
        if self.face and self.face not in FACES:
            raise ValueError(f"face must be one of {', '.join(FACES)}, not {self.face!r}")


@dataclass(frozen=True)
class Rule:
    """A ruled line (table borders, form boxes), in points; `width` is the stroke in points."""
    x0: float
    y0: float
    x1: float
    y1: float
    width: float = 0.6


def font_path(bold: bool = False, mono: bool = False, face: str = "") -> Path:
    if face and not mono:
        return FONT_DIR / FACES[face][bold]
    return FONT_DIR / FONTS[(bold, mono)]


@lru_cache(maxsize=64)
def _pil_font(bold: bool, mono: bool, px: int, face: str = "") -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path(bold, mono, face)), px)


def text_width(item: Item) -> float:
    """Width of the item's text in points (same metrics for pixels and the PDF text layer)."""
    font = _pil_font(item.bold, item.mono, 1000, item.face)
    return font.getlength(item.text) * item.size / 1000


def left_x(item: Item) -> float:
    return item.x - text_width(item) if item.align == "right" else item.x


def render_page(items: Iterable[Item | Rule], width: float = LETTER[0], height: float = LETTER[1],
                dpi: int = DPI) -> Image.Image:
    """A clean white greyscale page with every item drawn at `dpi`."""
    k = dpi / 72
    img = Image.new("L", (round(width * k), round(height * k)), 255)
    draw = ImageDraw.Draw(img)
    for it in items:
        if isinstance(it, Rule):
            draw.line([(it.x0 * k, it.y0 * k), (it.x1 * k, it.y1 * k)], fill=0,
                      width=max(1, round(it.width * k)))
            continue
        font = _pil_font(it.bold, it.mono, max(1, round(it.size * k)), it.face)
        draw.text((left_x(it) * k, it.y * k), it.text, font=font, fill=it.ink, anchor="ls")
    return img


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(np.random.SeedSequence([20260, seed]))


def degrade(img: Image.Image, *, rotate_deg: float = 0.0, noise: float = 0.0, blur: float = 0.0,
            seed: int = 0, jpeg_quality: int | None = None) -> Image.Image:
    """A scanner's copy of `img`: grey paper with a faint gradient, slight rotation about the
    centre, speckle (dust and toner dropouts, `noise` = fraction of pixels touched), Gaussian
    blur in pixels and optional JPEG artefacts. Returns a greyscale image of the same size."""
    rng = _rng(seed)
    page = img.convert("L")
    if rotate_deg:
        page = page.rotate(rotate_deg, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255)
    a = np.asarray(page, dtype=np.float32)
    h, w = a.shape
    # Paper is never white under a scanner lamp: 225-240 with a slow left→right falloff.
    base = 232 + rng.uniform(-6, 6)
    grad = np.linspace(0, rng.uniform(-10, 10), w, dtype=np.float32)[None, :]
    ink = a / 255.0
    a = ink * (base + grad) + (1 - ink) * 18
    if noise > 0:
        a += rng.standard_normal(size=a.shape, dtype=np.float32) * np.float32(6 * min(1.0, noise * 20))
        n = int(noise * h * w)
        ys, xs = rng.integers(0, h, n), rng.integers(0, w, n)
        a[ys, xs] = rng.choice(np.array([30.0, 250.0], dtype=np.float32), size=n, p=[0.6, 0.4])
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    if blur > 0:
        out = out.filter(ImageFilter.GaussianBlur(blur))
    if jpeg_quality is not None:
        buf = io.BytesIO()
        out.save(buf, "JPEG", quality=jpeg_quality)
        out = Image.open(io.BytesIO(buf.getvalue()))
        out.load()
    return out


def _jpeg_bytes(img: Image.Image, quality: int = 80) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality, dpi=(DPI, DPI))
    return buf.getvalue()


def _fitz():
    import pymupdf  # imported here so the renderer works without PyMuPDF
    return pymupdf


def _save(doc, path: Path) -> None:
    doc.set_metadata({})         # no creation/modification dates: identical bytes every run
    if any(page.get_fonts() for page in doc):
        doc.subset_fonts()       # embed only the glyphs used: ~20 KB instead of ~700 KB a face
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()


def to_image_pdf(images: Sequence[Image.Image], path: str | Path, dpi: int = DPI,
                 quality: int = 80) -> Path:
    """An image-only PDF (no text layer), one page per image, each image placed at `dpi`."""
    fitz = _fitz()
    path = Path(path)
    doc = fitz.open()
    for img in images:
        wpt, hpt = img.width * 72 / dpi, img.height * 72 / dpi
        page = doc.new_page(width=wpt, height=hpt)
        page.insert_image(fitz.Rect(0, 0, wpt, hpt), stream=_jpeg_bytes(img.convert("L"), quality))
    _save(doc, path)
    return path


def to_digital_pdf(pages_items: Sequence[Iterable[Item | Rule]], path: str | Path,
                   width: float = LETTER[0], height: float = LETTER[1]) -> Path:
    """A born-digital PDF: every Item as real text (DejaVu embedded), every Rule as a line."""
    fitz = _fitz()
    path = Path(path)
    doc = fitz.open()
    for items in pages_items:
        page = doc.new_page(width=width, height=height)
        for it in items:
            if isinstance(it, Rule):
                page.draw_line((it.x0, it.y0), (it.x1, it.y1), width=it.width)
                continue
            name = "dv" + ("b" if it.bold else "") + ("m" if it.mono else "") + it.face.replace("-", "")
            page.insert_text((left_x(it), it.y), it.text, fontsize=it.size, fontname=name,
                             fontfile=str(font_path(it.bold, it.mono, it.face)),
                             **({"color": (it.ink / 255,) * 3} if it.ink else {}))
    _save(doc, path)
    return path


def phone_photo(img: Image.Image, seed: int = 0) -> Image.Image:
    """A hand-held phone photo of a page: the sheet on a darker desk, a small keystone skew,
    a lamp's uneven light and a little motion softness. RGB, larger than the page."""
    rng = _rng(seed + 7919)
    page = img.convert("L")
    w, h = page.size
    margin = int(0.06 * max(w, h))
    cw, ch = w + 2 * margin, h + 2 * margin
    # Where the page's four corners land in the photo (each nudged by up to 2.5 % of its size).
    j = lambda s: float(rng.uniform(-0.025, 0.025) * s)  # noqa: E731
    dst = [(margin + j(w), margin + j(h)), (margin + w + j(w), margin + j(h)),
           (margin + w + j(w), margin + h + j(h)), (margin + j(w), margin + h + j(h))]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    coeffs = _perspective_coeffs(dst, src)
    warped = page.transform((cw, ch), Image.Transform.PERSPECTIVE, coeffs,
                            Image.Resampling.BICUBIC, fillcolor=0)
    mask = Image.new("L", page.size, 255).transform((cw, ch), Image.Transform.PERSPECTIVE, coeffs,
                                                    Image.Resampling.BILINEAR, fillcolor=0)
    a = np.asarray(warped, dtype=np.float32)
    m = np.asarray(mask, dtype=np.float32) / 255.0
    desk = 70 + rng.uniform(-15, 15)
    # The lamp's falloff is smooth, so compute it on a coarse grid and scale it up.
    gy, gx = np.mgrid[0:ch:16, 0:cw:16].astype(np.float32)
    cx, cy = rng.uniform(0.2, 0.8) * cw, rng.uniform(0.1, 0.5) * ch
    coarse = 1.0 - 0.35 * np.hypot((gx - cx) / cw, (gy - cy) / ch)
    light = np.asarray(Image.fromarray(coarse.astype(np.float32), "F").resize((cw, ch), Image.Resampling.BILINEAR))
    lum = (a * m + desk * (1 - m)) * light
    lum += rng.standard_normal(size=lum.shape, dtype=np.float32) * np.float32(3)
    tint = np.array([1.0, 0.97, 0.9], dtype=np.float32)   # warm indoor light
    rgb = np.clip(lum[..., None] * tint[None, None, :], 0, 255)
    out = Image.fromarray(rgb.astype(np.uint8), "RGB")
    return out.filter(ImageFilter.GaussianBlur(0.8))


def _perspective_coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """PIL's PERSPECTIVE maps output (dst) pixels back to input (src) pixels."""
    rows = []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(rows, dtype=np.float64)
    b = np.array([c for uv in src for c in uv], dtype=np.float64)
    return [float(c) for c in np.linalg.solve(a, b)]


def to_jpeg(img: Image.Image, path: str | Path, quality: int = 82, exif_orientation: int | None = None) -> Path:
    """Write a photo as a camera would: JPEG, and optionally the pixels stored sideways with an
    EXIF Orientation tag saying how to turn them upright (6 = turn 90° clockwise to view)."""
    path = Path(path)
    exif = Image.Exif()
    if exif_orientation == 6:
        img = img.transpose(Image.Transpose.ROTATE_90)   # stored rotated 90° counter-clockwise
        exif[0x0112] = 6
    elif exif_orientation == 3:
        img = img.transpose(Image.Transpose.ROTATE_180)
        exif[0x0112] = 3
    img.save(str(path), "JPEG", quality=quality, exif=exif.tobytes())
    return path
