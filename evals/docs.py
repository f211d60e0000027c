"""A generated document (its sheets, how it reaches the folder, its answer key) and the
function that writes one: a scan (image-only PDF), a born-digital PDF or a phone photo (JPEG).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from evals import irs, scanner
from evals.layout import Sheet

TRUTH_KEYS = ("type", "issuer", "period_start", "period_end", "closing_date", "due_date", "tax_year")


@dataclass
class Doc:
    name: str                               # file name as dropped in the folder
    sheets: list[Sheet]
    type: str
    issuer: str
    fields: dict[str, str] = field(default_factory=dict)    # canonical name → "1234.56"
    mode: str = "scan"                      # "scan" | "digital" | "photo"
    seed: int = 0
    period_start: str | None = None         # ISO dates
    period_end: str | None = None
    closing_date: str | None = None
    due_date: str | None = None
    tax_year: int | None = None
    rotate: float = 0.0                     # degrees, scans only
    noise: float = 0.004
    blur: float = 0.6
    exif_orientation: int | None = None     # photos only
    filled: irs.Filled | None = None        # a real IRS form filled in, instead of drawn sheets

    def truth(self) -> dict:
        d = {k: getattr(self, k) for k in TRUTH_KEYS}
        d["fields"] = dict(self.fields)
        d["pairs"] = [list(p) for s in self.sheets for p in s.pairs]
        return d

    def value(self, label: str) -> str:
        """The value printed beside `label` (the first such pair)."""
        for s in self.sheets:
            for lab, val in s.pairs:
                if lab == label:
                    return val
        raise KeyError(f"{self.name} prints no pair labelled {label!r}")


def write(doc: Doc, folder: Path) -> Path:
    path = folder / doc.name
    if doc.filled is not None:
        irs.write(doc.filled, path, doc.mode, rotate=doc.rotate, noise=doc.noise, blur=doc.blur, seed=doc.seed)
    elif doc.mode == "digital":
        scanner.to_digital_pdf([s.items for s in doc.sheets], path,
                               width=doc.sheets[0].width, height=doc.sheets[0].height)
    elif doc.mode == "photo":
        if len(doc.sheets) != 1:
            raise ValueError(f"{doc.name}: a photo is one page")
        img = scanner.render_page(doc.sheets[0].items, doc.sheets[0].width, doc.sheets[0].height)
        scanner.to_jpeg(scanner.phone_photo(img, doc.seed), path, quality=84,
                        exif_orientation=doc.exif_orientation)
    elif doc.mode == "scan":
        images = []
        for i, s in enumerate(doc.sheets):
            img = scanner.render_page(s.items, s.width, s.height)
            rot = doc.rotate if i % 2 == 0 else -doc.rotate * 0.6
            images.append(scanner.degrade(img, rotate_deg=rot, noise=doc.noise, blur=doc.blur,
                                          seed=doc.seed * 31 + i))
        scanner.to_image_pdf(images, path, quality=72)
    else:
        raise ValueError(f"{doc.name}: unknown mode {doc.mode!r}")
    return path
