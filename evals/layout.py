"""Page layouts for the dev corpora: a Sheet collects what is drawn and, as it is drawn, every
printed label→value pair a row rebuild should find, so the answer keys are true by construction.

A Sheet knows nothing about scanning; evals/docs.py turns sheets into files.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from evals.scanner import Item, Rule, text_width

LEFT, RIGHT = 54.0, 558.0


@dataclass
class Sheet:
    width: float = 612.0
    height: float = 792.0
    items: list = field(default_factory=list)
    pairs: list = field(default_factory=list)     # [label as printed, value as printed]
    mono: bool = False
    face: str = ""              # the page's DejaVu family (scanner.FACES), "" for Sans
    ink: int = 0                # the page's text grey, 0 = black

    def text(self, s: str, x: float, y: float, size: float = 9.5, bold: bool = False,
             align: str = "left", ink: int | None = None) -> "Sheet":
        self.items.append(Item(s, x, y, size, bold, align, self.mono, self.face, self.ink if ink is None else ink))
        return self

    def right(self, s: str, x: float, y: float, size: float = 9.5, bold: bool = False,
              ink: int | None = None) -> "Sheet":
        return self.text(s, x, y, size, bold, "right", ink)

    def width_of(self, s: str, size: float = 9.5, bold: bool = False) -> float:
        return text_width(Item(s, 0, 0, size, bold, "left", self.mono, self.face))

    def center(self, s: str, y: float, size: float = 9.5, bold: bool = False) -> "Sheet":
        w = text_width(Item(s, 0, 0, size, bold, "left", self.mono, self.face))
        return self.text(s, (self.width - w) / 2, y, size, bold)

    def rule(self, x0: float, y0: float, x1: float, y1: float | None = None, width: float = 0.6) -> "Sheet":
        self.items.append(Rule(x0, y0, x1, y0 if y1 is None else y1, width))
        return self

    def rect(self, x0: float, y0: float, x1: float, y1: float, width: float = 0.6) -> "Sheet":
        for a, b, c, d in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
            self.rule(a, b, c, d, width)
        return self

    def pair(self, label: str, value: str, y: float, lx: float = LEFT + 18, vx: float = RIGHT - 18,
             size: float = 9.5, bold: bool = False, record: bool = True) -> "Sheet":
        """A label at lx and its value right-aligned at vx on one baseline (a table row)."""
        self.text(label, lx, y, size, bold)
        self.right(value, vx, y, size, bold)
        if record:
            self.pairs.append([label, value])
        return self

    def box(self, label: str, value: str, x0: float, y0: float, x1: float, y1: float,
            size: float = 10, label_size: float = 6.5, align: str = "left", record: bool = True) -> "Sheet":
        """A form box: its caption small at the top, the entry below (W-2 style)."""
        self.rect(x0, y0, x1, y1, 0.5)
        self.text(label, x0 + 3, y0 + label_size + 2, label_size)
        if value:
            vx = x1 - 6 if align == "right" else x0 + 6
            self.text(value, vx, y1 - 5, size, align=align)
        if record and value:
            self.pairs.append([label, value])
        return self

    def lines(self, rows: list[str], x: float, y: float, size: float = 9.5, lead: float = 12.0,
              bold_first: bool = False) -> float:
        """Plain lines of text (addresses); returns the baseline after the last line."""
        for i, s in enumerate(rows):
            self.text(s, x, y + i * lead, size, bold_first and i == 0)
        return y + len(rows) * lead

    def table(self, headers: list[tuple[str, float, str]], rows: list[list[str]], y: float,
              size: float = 8.5, lead: float = 13.0, ruled: bool = True) -> float:
        """Columns given as (header, x, "left"|"right"); returns the baseline after the last row."""
        for h, x, a in headers:
            self.text(h, x, y, size, True, a)
        if ruled:
            self.rule(LEFT, y + 4, RIGHT, y + 4, 0.5)
        yy = y + lead + 2
        for row in rows:
            for cell, (_, x, a) in zip(row, headers):
                if cell:
                    self.text(cell, x, yy, size, False, a)
            yy += lead
        return yy


def money(v: float | str, dollar: bool = False) -> str:
    """A printed amount: 1234.5 → "1,234.50" (or "$1,234.50")."""
    s = f"{float(v):,.2f}"
    if s.startswith("-"):
        return f"-${s[1:]}" if dollar else s
    return f"${s}" if dollar else s


def canon(v: float | str) -> str:
    """The canonical field value for an amount: "1234.50"."""
    return f"{float(str(v).replace(',', '').replace('$', '')):.2f}"
