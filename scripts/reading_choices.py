"""Reading choices measured on real receipts: how many keys' totals and dates each way of
reading puts in the words, and what it costs a page (issue 14).

For every receipt image of a corpus with SROIE keys (`<stem>.jpg` beside `<stem>.json`, whose
`total` and `date` are strings as printed), one *choice* reads the image and the receipt counts

- *total*: some read word holds the key's total as a money token (`9.00`, or `9.00` inside
  `RM9.00`; not inside `19.00` or `9.001`), commas ignored;
- *date*: the words, joined in reading order, hold the key's date in any printed form of that
  day (day first: `17/01/2018`, `17-01-18`, `17.1.2018`, `17 JAN 2018`, `17JAN18`, `2018-01-17`;
  spaces allowed around separators, where a reader split the date into words);

and the seconds each reading took (image load, photo step and engine call; the engine is built
and warmed on the first image before the clock starts). The counts are what the reader offers
the rules after it, not what docq answers: `docq eval` measures that.

Choices (`--list` prints them): `docq` is the reader path as shipped (read_document under
ocr_engine "auto"); `rapidocr` the engine call alone with RapidOCR's own settings (as docq's
adapter made it until 2026-12-02; since, it is `det-max1280`; det, cls and rec, word boxes); `tesseract` plain Tesseract (psm 3, no look-again); the others change one thing
of the `rapidocr` call: a RapidOCR setting, or a photo step applied to the pixels first.

    OMP_THREAD_LIMIT=1 nice -n 10 python scripts/reading_choices.py rapidocr \
        --corpus ../shared/corpora/sroie-dev --out /tmp/choices/rapidocr.json

prints one table row (choice, totals /n, dates /n, s/page, load average) and writes each
receipt's result to --out, so two choices can be compared receipt by receipt (`--diff A B`).
One choice a run: runs of different choices on a shared machine are only comparable when the
load was alike, which the row's load average says; `--against rapidocr` reads every receipt
with that choice too, in turns, and gives its counts, both times and their ratio, which load
moves less than it moves two runs'.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Callable

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from docq import config  # noqa: E402
from docq.workers import ocr_tesseract, render  # noqa: E402
from docq.workers.ocr_rapidocr import to_words as rapid_words  # noqa: E402
from docq.workers.read import read_document  # noqa: E402

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONEY = re.compile(r"(?<![\d.,])\d[\d,]*\.\d{2}(?![\d])")


@dataclass
class Choice:
    what: str
    engine: str = "rapidocr"                       # rapidocr | tesseract | docq
    params: dict = field(default_factory=dict)     # RapidOCR(params=...) beyond the adapter's
    call: dict = field(default_factory=dict)       # the engine call's keywords, over the adapter's
    step: Callable[[Image.Image], Image.Image] | None = None   # a photo step before reading


def _grey_clahe(im: Image.Image) -> Image.Image:
    import cv2
    import numpy as np
    grey = np.asarray(im.convert("L"))
    return Image.fromarray(cv2.createCLAHE(clipLimit=2.0, tileGridSize=(8, 8)).apply(grey))


def _grey_autocontrast(im: Image.Image) -> Image.Image:
    from PIL import ImageOps
    return ImageOps.autocontrast(im.convert("L"), cutoff=1)


def _skew(im: Image.Image) -> float:
    """Degrees to turn the image counter-clockwise: the angle at which its text strokes' pixels
    pile into the sharpest rows (strokes by an adaptive threshold, so a dark table around a
    photographed slip does not count as ink)."""
    import cv2
    import numpy as np
    grey = im.convert("L")
    scale = 1000 / max(grey.size)
    small = np.asarray(grey.resize((round(grey.width * scale), round(grey.height * scale))))
    ink = cv2.adaptiveThreshold(small, 1, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY_INV, 31, 15)
    y, x = np.nonzero(ink)
    if len(x) < 500:
        return 0.0
    step = max(1, len(x) // 100_000)
    x, y = x[::step].astype(float), y[::step].astype(float)

    def sharpness(a):
        yy = y - np.tan(np.radians(a)) * x
        h = np.bincount((yy - yy.min()).astype(int))
        return float((h.astype(float) ** 2).sum())
    coarse = max(np.arange(-5, 5.01, 0.25), key=sharpness)
    return float(max(np.arange(coarse - 0.25, coarse + 0.26, 0.05), key=sharpness))


def _deskew(im: Image.Image) -> Image.Image:
    angle = _skew(im)
    if abs(angle) < 0.5:
        return im
    return im.convert("RGB").rotate(float(angle), resample=Image.BICUBIC, expand=True, fillcolor="white")


def _page_corners(im: Image.Image):
    """The four corners of the paper in a photo, when the paper is a bright four-sided shape
    over a darker ground covering a quarter to 95% of the image; None otherwise (a scan, where
    the paper is the whole image)."""
    import cv2
    import numpy as np
    grey = im.convert("L")
    scale = 1000 / max(grey.size)
    small = np.asarray(grey.resize((round(grey.width * scale), round(grey.height * scale))))
    _, paper = cv2.threshold(cv2.GaussianBlur(small, (5, 5), 0), 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    contours, _ = cv2.findContours(paper, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        return None
    biggest = max(contours, key=cv2.contourArea)
    share = cv2.contourArea(biggest) / (small.shape[0] * small.shape[1])
    quad = cv2.approxPolyDP(biggest, 0.02 * cv2.arcLength(biggest, True), True)
    if len(quad) != 4 or not 0.25 <= share <= 0.95:
        return None
    return quad.reshape(4, 2).astype("float32") / scale


def _perspective(im: Image.Image) -> Image.Image:
    """The paper in a photo seen square on: its four corners warped to a rectangle as wide and
    tall as its edges are long; an image with no such paper in it as it is."""
    import cv2
    import numpy as np
    corners = _page_corners(im)
    if corners is None:
        return im
    s, d = corners.sum(axis=1), np.diff(corners, axis=1).ravel()
    tl, br, tr, bl = corners[s.argmin()], corners[s.argmax()], corners[d.argmin()], corners[d.argmax()]
    w = int(max(np.linalg.norm(tr - tl), np.linalg.norm(br - bl)))
    h = int(max(np.linalg.norm(bl - tl), np.linalg.norm(br - tr)))
    m = cv2.getPerspectiveTransform(np.array([tl, tr, br, bl]), np.array([[0, 0], [w, 0], [w, h], [0, h]], "float32"))
    return Image.fromarray(cv2.warpPerspective(np.asarray(im.convert("RGB")), m, (w, h), borderValue=(255, 255, 255)))


def _upscale_small(im: Image.Image) -> Image.Image:
    return im.resize((im.width * 2, im.height * 2), Image.LANCZOS) if min(im.size) < 1000 else im


CHOICES = {
    "docq": Choice("the reader path as shipped (read_document, ocr_engine auto)", engine="docq"),
    "rapidocr": Choice("RapidOCR with its own settings, as docq's adapter called it until 2026-12-02 "
                       "(detector input at least 736 px on its shorter side, within 2000 px), cls, rec, "
                       "word boxes; the adapter's detector size since is det-max1280"),
    "tesseract": Choice("Tesseract plain (psm 3, --dpi 300, no look-again)", engine="tesseract"),
    "nocls": Choice("RapidOCR without the 0/180 degree line classifier", call={"use_cls": False}),
    "det-min1024": Choice("detector input's shorter side at least 1024 px (736)",
                          params={"Det.limit_side_len": 1024}),
    "det-max960": Choice("detector input's longer side at most 960 px", params={"Det.limit_type": "max", "Det.limit_side_len": 960}),
    "det-max1280": Choice("detector input's longer side at most 1280 px", params={"Det.limit_type": "max", "Det.limit_side_len": 1280}),
    "det-max1600": Choice("detector input's longer side at most 1600 px", params={"Det.limit_type": "max", "Det.limit_side_len": 1600}),
    "side3000": Choice("image reduced to 3000 px on its longer side before reading (2000)",
                       params={"Global.max_side_len": 3000}),
    "score0.3": Choice("recognised lines kept from score 0.3 (0.5)", call={"text_score": 0.3}),
    "box0.4": Choice("detector boxes kept from mean score 0.4 (0.5)", call={"box_thresh": 0.4}),
    "upscale2x": Choice("images whose shorter side is under 1000 px enlarged 2x (Lanczos) first", step=_upscale_small),
    "clahe": Choice("grey with CLAHE (clip 2, 8x8 tiles) first", step=_grey_clahe),
    "autocontrast": Choice("grey, autocontrast (1% cut) first", step=_grey_autocontrast),
    "deskew": Choice("deskewed by the pixels' own text lines first", step=_deskew),
    "deskew+nocls": Choice("deskewed first, without the line classifier", step=_deskew, call={"use_cls": False}),
    "perspective": Choice("the paper of a photo warped square on first (its four corners found by Otsu's "
                          "threshold), detector at most 1280 px as the adapter reads",
                          params={"Det.limit_type": "max", "Det.limit_side_len": 1280}, step=_perspective),
}


# --- the key's figures in the words ---------------------------------------------------------

def has_total(texts: list[str], total: str) -> bool:
    want = total.replace(",", "").strip()
    return any(m.replace(",", "") == want for t in texts for m in MONEY.findall(t))


def parse_key_date(s: str) -> tuple[int, int, int] | None:
    """(day, month, year) of a key's date as printed, day first."""
    s = s.strip().upper()
    if m := re.fullmatch(r"(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})", s):
        return int(m[3]), int(m[2]), int(m[1])
    if m := re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})", s):
        return int(m[1]), int(m[2]), int(m[3]) % 100 + 2000
    if m := re.fullmatch(r"(\d{1,2})[\s/.-]*([A-Z]{3})[A-Z]*[\s/.,-]*(\d{2}|\d{4})", s):
        if m[2] in MONTHS:
            return int(m[1]), MONTHS.index(m[2]) + 1, int(m[3]) % 100 + 2000
    return None


def date_pattern(d: int, mo: int, y: int) -> re.Pattern:
    sep = r"\s?[/.-]\s?"
    yy = rf"(?:20)?{y % 100:02d}"
    day, mon = rf"0?{d}", rf"0?{mo}"
    name = MONTHS[mo - 1]
    forms = [
        rf"{day}{sep}{mon}{sep}{yy}",
        rf"{y}{sep}{mon}{sep}{day}",
        rf"{day}[\s/.-]*{name}[A-Z]*[\s/.,-]*{yy}",
        rf"{name}[A-Z]*[\s/.-]*{day}[\s,/.-]*{yy}",
    ]
    return re.compile(r"(?<![\dA-Z])(?:" + "|".join(forms) + r")(?!\d)", re.I)


def has_date(texts: list[str], key_date: str) -> bool:
    parsed = parse_key_date(key_date)
    return bool(parsed) and bool(date_pattern(*parsed).search(" ".join(texts)))


# --- reading ---------------------------------------------------------------------------------

def _reader(choice: Choice) -> Callable[[Path], list[str]]:
    if choice.engine == "docq":
        cfg = SimpleNamespace(**{s.name: s.default for s in config.SETTINGS})   # ocr_engine "auto"
        return lambda p: [w.text for page in read_document(p, cfg) for w in page.words]
    if choice.engine == "tesseract":
        eng = ocr_tesseract.Tesseract(psm=3)
        return lambda p: [w.text for w in eng.read(p, render.IMAGE_DPI)]
    from rapidocr import RapidOCR
    eng = RapidOCR(params={"Global.log_level": "warning", **choice.params})
    call = {"use_det": True, "use_cls": True, "use_rec": True, "return_word_box": True, **choice.call}

    def read(p: Path) -> list[str]:
        src = str(p)
        if choice.step is not None:
            src = choice.step(render.page_image(p, 1, render.IMAGE_DPI, rotation=0))
        return [w.text for w in rapid_words(eng(src, **call), render.IMAGE_DPI)]
    return read


def receipts(corpus: Path, first: int | None) -> list[tuple[str, Path, dict]]:
    out = []
    for key in sorted(corpus.glob("*.json")):
        image = key.with_suffix(".jpg")
        if image.is_file():
            out.append((key.stem, image, json.loads(key.read_text())))
    return out[:first] if first else out


def measure(name: str, corpus: Path, first: int | None, against: str | None = None) -> dict:
    """Each receipt read by the choice; with `against`, by that choice too, in turns (A B, then
    B A on the next receipt), so load from other work falls on both alike."""
    choice = CHOICES[name]
    read = _reader(choice)
    other = _reader(CHOICES[against]) if against else None
    items = receipts(corpus, first)
    read(items[0][1])   # model load and first-call warm-up, off the clock
    if other:
        other(items[0][1])
    load0 = os.getloadavg()[0]
    rows = []
    for i, (stem, image, key) in enumerate(items):
        if other and i % 2:
            base, base_s = _timed(other, image)
        texts, seconds = _timed(read, image)
        if other and not i % 2:
            base, base_s = _timed(other, image)
        r = {"stem": stem, "seconds": seconds,
             "total": has_total(texts, key["total"]), "date": has_date(texts, key["date"])}
        if other:
            r.update(against_seconds=base_s, against_total=has_total(base, key["total"]),
                     against_date=has_date(base, key["date"]))
        rows.append(r)
    res = {"choice": name, "what": choice.what, "corpus": str(corpus), "n": len(rows),
           "totals": sum(r["total"] for r in rows), "dates": sum(r["date"] for r in rows),
           "s_page": round(sum(r["seconds"] for r in rows) / len(rows), 2),
           "load": [round(load0, 1), round(os.getloadavg()[0], 1)], "receipts": rows}
    if other:
        res["against"] = against
        res["against_s_page"] = round(sum(r["against_seconds"] for r in rows) / len(rows), 2)
        res["against_totals"] = sum(r["against_total"] for r in rows)
        res["against_dates"] = sum(r["against_date"] for r in rows)
    return res


def _timed(read: Callable[[Path], list[str]], image: Path) -> tuple[list[str], float]:
    t = time.perf_counter()
    texts = read(image)
    return texts, round(time.perf_counter() - t, 3)


def diff(a: dict, b: dict) -> list[str]:
    """The receipts whose total or date one reading holds and the other does not."""
    ra = {r["stem"]: r for r in a["receipts"]}
    out = []
    for r in b["receipts"]:
        before = ra.get(r["stem"])
        for what in ("total", "date"):
            if before is not None and before[what] != r[what]:
                out.append(f"{r['stem']} {what}: {a['choice']} {before[what]} -> {b['choice']} {r[what]}")
    return out


def row(res: dict) -> str:
    timing = f"{res['s_page']:.2f}"
    if "against" in res:
        timing += (f" (against {res['against']}: {res['against_totals']}/{res['n']}, "
                   f"{res['against_dates']}/{res['n']}, {res['against_s_page']:.2f} s, "
                   f"x{res['s_page'] / res['against_s_page']:.2f})")
    return (f"| {res['choice']} | {res['totals']}/{res['n']} | {res['dates']}/{res['n']} | "
            f"{timing} | {res['load'][0]}-{res['load'][1]} |")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("choice", nargs="?", help="the choice to measure (--list names them)")
    ap.add_argument("--corpus", type=Path, default=ROOT.parent.parent / "shared/corpora/sroie-dev",
                    help="a folder of <stem>.jpg with <stem>.json SROIE keys")
    ap.add_argument("--first", type=int, help="only the first N receipts, in stem order")
    ap.add_argument("--against", metavar="CHOICE",
                    help="also read every receipt with CHOICE, in turns, and give both times")
    ap.add_argument("--out", type=Path, help="write the result, receipt by receipt, as JSON here")
    ap.add_argument("--list", action="store_true", help="print the choices and what each changes")
    ap.add_argument("--diff", nargs=2, type=Path, metavar=("A.json", "B.json"),
                    help="print the receipts two results disagree on")
    args = ap.parse_args(argv)
    if args.list:
        for name, c in CHOICES.items():
            print(f"{name:14} {c.what}")
        return 0
    if args.diff:
        a, b = (json.loads(p.read_text()) for p in args.diff)
        print("\n".join(diff(a, b)) or "no receipt differs")
        return 0
    if args.choice not in CHOICES:
        ap.error(f"choose one of: {', '.join(CHOICES)}")
    if args.against and args.against not in CHOICES:
        ap.error(f"--against: choose one of: {', '.join(CHOICES)}")
    res = measure(args.choice, args.corpus, args.first, args.against)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(res, indent=1))
    print(row(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
