"""Constructed libraries for the answer engine's tests: documents written into a real Store
and a real search index the way the pipeline writes them (pages with word boxes and layout
text, a sidecar), without reading any scan.

A page is given as lines; " | " separates a line's cells. Words get boxes on a 612x792 page,
one line every 14 pt, so a figure can be located and cropped like a read one.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from docq import money
from docq.answer.library import DocPage
from docq.answer.llm import Reply
from docq.records import Box, Cell, Field, PageLayout, Pair, Row, Sidecar, Word
from docq.store import dumps, now
from docq.workers.stored import file_sha256, layout_to_dict
from docq.workers.dates import printed_dates


def page_words(lines: list[str], conf: float) -> tuple[list[Word], list[Row]]:
    words, rows = [], []
    for i, line in enumerate(lines):
        y0 = 60 + 14 * i
        cells, x = [], 40.0
        for cell_text in line.split(" | "):
            start = len(words)
            for tok in cell_text.split():
                w = 5.5 * len(tok)
                words.append(Word(tok, Box(x, y0, x + w, y0 + 10), conf, "tesseract"))
                x += w + 4
            if len(words) > start:
                cells.append(Cell(cell_text, words[start].box.union(words[-1].box), list(range(start, len(words)))))
            x += 60
        if cells:
            rows.append(Row(cells, cells[0].box.union(cells[-1].box)))
    return words, rows


def placed_page(*rows: list[tuple[float, str]], top: float = 100.0, gap: float = 18.0):
    """A DocPage of rows of (left edge, cell) placed where a layout prints them, each word 6
    points a letter wide, one row every `gap` points from `top`: for the tests of tables read
    by where their cells stand."""
    words, lines, y = [], [], top
    for row in rows:
        for left, cell in row:
            x = left
            for token in cell.split():
                words.append(Word(token, Box(x, y, x + 6 * len(token), y + 9), 96.0, "text"))
                x += 6 * len(token) + 3
        lines.append(" | ".join(cell for _, cell in row))
        y += gap
    return DocPage(1, words, "\n".join(lines))


def locate_field(name: str, value: str, label: str, words: list[Word], page: int, kind: str = "money") -> Field:
    for w in words:
        if kind == "date" and w.text == value:
            return Field(name, printed_dates(value)[0][1], label, page, w.box, [w.text], w.conf, "form-box", kind)
        if kind == "money" and money.normalise(w.text) == money.normalise(value):
            return Field(name, money.normalise(value) or value, label, page, w.box, [w.text], w.conf, "row", kind)
    raise AssertionError(f"{value} is not on the page")


def add_doc(store, index, name: str, pages: list[list[str]], *, doc_type="other", issuer=None, dates=None,
            tax_year=None, address=None, account=None, fields=(), conf=95.0, path: Path | None = None,
            currency: str = "USD", person: str | None = None, box_pairs=(), corrected: bool = False,
            filing_status: str | None = None, states=(), conflicting=(), placed=None) -> int:
    """Write one ready document; `fields` are (name, value as printed, label[, page]), those
    named in `conflicting` found by the reader among rows printing other values;
    `box_pairs` (page, label, value) are what the layout stage paired by boxes (a label over or
    under its value), which no line of text holds. `placed`: each page's words where a layout
    prints them, in place of words set out from the lines."""
    # identified by its bytes, as intake does, when it has a file; by its text otherwise
    sha = file_sha256(path) if path is not None and path.is_file() else \
        hashlib.sha256(("\n".join("\n".join(p) for p in pages) + name).encode()).hexdigest()
    t = now()
    built = [page_words(lines, conf) for lines in pages]
    if placed is not None:
        built = [(words, rows) for words, (_, rows) in zip(placed, built)]
    sc = Sidecar(doc_type=doc_type, issuer=issuer, dates=dict(dates or {}), tax_year=tax_year,
                 address=address, account=account, currency=currency, person=person, corrected=corrected,
                 filing_status=filing_status, states=list(states))
    for f in fields:
        pg = f[3] if len(f) > 3 else 1
        sc.fields.append(locate_field(f[0], f[1], f[2], built[pg - 1][0], pg, *f[4:]))
        sc.fields[-1].currency = currency
        sc.fields[-1].conflicting = f[0] in conflicting
    with store.tx() as c:
        doc_id = c.execute("INSERT INTO documents (sha256, state, kind, pages, size, created_at, updated_at)"
                           " VALUES (?, 'ready', 'pdf', ?, 1, ?, ?)", (sha, len(pages), t, t)).lastrowid
        c.execute("INSERT INTO names (doc_id, path, name, present, seen_at) VALUES (?,?,?,?,?)",
                  (doc_id, str(path or f"/nonexistent/{name}"), name, 1, t))
        for n, ((words, rows), lines) in enumerate(zip(built, pages), start=1):
            text = "\n".join(lines)
            c.execute("INSERT INTO pages (doc_id, page, width, height, source, words, layout, text)"
                      " VALUES (?,?,?,?,?,?,?,?)",
                      (doc_id, n, 612, 792, "ocr:tesseract", dumps([w.to_dict() for w in words]),
                       dumps(layout_to_dict(PageLayout(n, rows, _box_pairs(box_pairs, n, words), text))), text))
        c.execute("INSERT INTO sidecars (doc_id, data, updated_at) VALUES (?,?,?)", (doc_id, dumps(sc.to_dict()), t))
    meta = " ".join(filter(None, [doc_type, issuer, str(tax_year or ""), *(sc.dates.values())]))
    index.replace(doc_id, name, meta, [(n, "\n".join(lines)) for n, lines in enumerate(pages, start=1)])
    return doc_id


def _box_pairs(box_pairs, page: int, words: list[Word]) -> list[Pair]:
    out = []
    for pg, label, value in box_pairs:
        if pg != page:
            continue
        at = next(i for i, w in enumerate(words) if w.text == value)
        out.append(Pair(label, value, words[at].box, words[at].box, "box-below", [at]))
    return out


@dataclass
class ReRead:
    text: str
    agrees: bool
    engine: str = "test"


def reread_agrees(path, page, box, expected, cfg, **_):
    """A second reader that sees what was expected (the pixels are not what these tests check)."""
    return ReRead(expected, True)


def reread_disagrees(path, page, box, expected, cfg, **_):
    return ReRead("8", False)


class ScriptedModel:
    """A model reader behind the real interface (Reader.read) that always names one figure:
    what a small model does when it picks the wrong row, or obeys a document's instruction."""

    def __init__(self, value: str, row: str):
        self.reply = Reply(value, row)
        self.calls = 0

    def read(self, noun: str, rows: str, max_tokens: int = 120):
        self.calls += 1
        return self.reply
