"""Typed records for every hand-off between stages: word box, page, row, field, sidecar.

Coordinates are page coordinates in PDF points (1/72 inch, origin top-left, y down) for
every source. An image is taken as 300 dpi, so a pixel is 72/300 pt; to crop the pixels of a
box, render the page at `dpi` and multiply by dpi/72.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class Box:
    x0: float
    y0: float
    x1: float
    y1: float

    def __post_init__(self) -> None:
        if not (self.x1 >= self.x0 and self.y1 >= self.y0):
            raise ValueError(f"impossible box {self}")

    @property
    def cx(self) -> float: return (self.x0 + self.x1) / 2
    @property
    def cy(self) -> float: return (self.y0 + self.y1) / 2
    @property
    def width(self) -> float: return self.x1 - self.x0
    @property
    def height(self) -> float: return self.y1 - self.y0

    def union(self, other: "Box") -> "Box":
        return Box(min(self.x0, other.x0), min(self.y0, other.y0),
                   max(self.x1, other.x1), max(self.y1, other.y1))

    def as_list(self) -> list[float]:
        return [round(self.x0, 2), round(self.y0, 2), round(self.x1, 2), round(self.y1, 2)]

    @classmethod
    def from_list(cls, v: list[float]) -> "Box":
        return cls(*v)


@dataclass(frozen=True)
class Word:
    text: str
    box: Box
    conf: float            # 0-100; 100 for a digital text layer
    engine: str            # "text" | "tesseract" | "rapidocr" | "doctr"

    def to_dict(self) -> dict:
        return {"t": self.text, "b": self.box.as_list(), "c": round(self.conf, 1), "e": self.engine}

    @classmethod
    def from_dict(cls, d: dict) -> "Word":
        return cls(d["t"], Box.from_list(d["b"]), d["c"], d["e"])


@dataclass
class Page:
    number: int            # 1-based
    width: float           # points
    height: float
    words: list[Word]
    source: str            # "text" | "ocr:<engine>"
    rotation: float = 0    # degrees the page image was turned clockwise before reading (0/90/180/270, or a tilt's)
    skew: float = 0.0      # estimated skew in degrees, box centres de-rotated by rows
    still_turned: bool = False   # its reader still found it turned after every turn tried


@dataclass
class Cell:
    text: str
    box: Box
    words: list[int]       # indexes into Page.words


@dataclass
class Row:
    cells: list[Cell]
    box: Box
    block: int = 0         # side-by-side blocks never merge into one row

    @property
    def text(self) -> str:
        return " | ".join(c.text for c in self.cells)


@dataclass
class Pair:
    """A label paired with a value by layout (same row, or label above value in a form box)."""
    label: str
    value: str
    label_box: Box
    value_box: Box
    how: str               # "row" | "leader" | "column" (label + column header) | "box-above" | "box-below" (a form printing labels under values)
    words: list[int]       # value's word indexes


# Layout text joins two blocks printed side by side on one line (a summary and a coupon, two
# panels) with this: no label runs across it.
BLOCKS_APART = "    "


@dataclass
class PageLayout:
    page: int
    rows: list[Row]
    pairs: list[Pair]
    text: str              # layout text: one row a line, cells joined by " | ", blocks by BLOCKS_APART


@dataclass
class Field:
    name: str              # canonical field name, e.g. "amount_due", "w2_box1"
    value: str             # normalised: Decimal as str for money ("1234.56"), else text
    label: str             # the label as printed
    page: int
    box: Box
    words: list[str]       # the source words as read
    confidence: float
    method: str            # "row" | "column" | "form-box" | "anchor" | "reviewed" | "corrected"
    kind: str = "money"    # "money" | "date" | "text"
    currency: str = "USD"
    conflicting: bool = False
    alternatives: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["box"] = self.box.as_list()
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Field":
        d = dict(d)
        d["box"] = Box.from_list(d["box"])
        return cls(**d)


@dataclass
class Sidecar:
    doc_type: str = "other"
    issuer: str | None = None
    account: str | None = None
    person: str | None = None
    address: str | None = None
    dates: dict[str, str] = field(default_factory=dict)   # ISO dates: period_start, period_end, closing_date, due_date, ...
    tax_year: int | None = None
    tax_year_source: str | None = None                   # "box" | "body" | "filename"
    corrected: bool = False                              # a CORRECTED form: it replaces the original
    filing_status: str | None = None                     # a return's marked status ("married filing jointly", ...)
    states: list[str] = field(default_factory=list)      # postal codes in a tax form's "State" box ("CA")
    notes: list[str] = field(default_factory=list)
    fields: list[Field] = field(default_factory=list)
    currency: str = "USD"                                # what its money is in ("RM", "EUR", ...)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["fields"] = [f.to_dict() for f in self.fields]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Sidecar":
        d = dict(d)
        d["fields"] = [Field.from_dict(f) for f in d.get("fields", [])]
        return cls(**d)


@dataclass
class Citation:
    document: str          # the file name as dropped
    page: int

    def to_dict(self) -> dict:
        return {"document": self.document, "page": self.page}


@dataclass
class Answer:
    """The one result of a question (DESIGN.md "Contracts"). Held and declined are values
    with reason codes, never exceptions; their text never carries a figure."""
    question: str
    status: str                         # "answered" | "declined" | "held"
    text: str
    amount: str | None = None           # "1234.56" for money answers
    citations: list[Citation] = field(default_factory=list)
    review_id: int | None = None
    reasons: list[str] = field(default_factory=list)
    # why a figure was stated (or held): where it is printed, under which label, what proved
    # it, and where each word of the question was found (answer/compose.py)
    evidence: dict | None = None
    # a sum's parts, each proved as one answer is: [{"amount", "document", "page", "label"}]
    parts: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "question": self.question,
            "status": self.status,
            "text": self.text,
            "amount": self.amount,
            "citations": [c.to_dict() for c in self.citations],
            "review_id": self.review_id,
            "reasons": list(self.reasons),
            "evidence": self.evidence,
            "parts": [dict(p) for p in self.parts],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "Answer":
        return cls(question=d["question"], status=d["status"], text=d["text"],
                   amount=d.get("amount"), review_id=d.get("review_id"),
                   citations=[Citation(**c) for c in d.get("citations", [])],
                   reasons=list(d.get("reasons", [])), evidence=d.get("evidence"),
                   parts=[dict(p) for p in d.get("parts") or []])
