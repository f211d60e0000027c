"""forms: what a tax form's own boxes say about it, read from word boxes — the year it is for
(the "For calendar year" box), whether it is a CORRECTED form (its checked box) and which
state its state boxes are for (the postal code in its "State" box), and the dates its boxes
hold (a 1098's "3 Mortgage origination date").

The IRS reuses one revision of a form for several tax years, so "(Rev. January 2024)" never
says the year; the year is the entry in the "For calendar year" box: a whole year, or "20"
printed by the form with the last two digits filled in beside it. Every form prints the
caption "CORRECTED (if checked)": only a mark in its box makes the form a corrected one. A
payer's own statement may print CORRECTED as a heading instead, with no box.
"""
from __future__ import annotations

import re
from typing import Iterator

from docq.records import Field, Page, Word
from docq.workers import usstates
from docq.workers.dates import DATE_RE, dayfirst, printed_dates
from docq.workers.evidence import line_height, page_lines

_YEAR4 = re.compile(r"(?:19|20)\d\d")
_YY = re.compile(r"\d\d")
# What a checked box reads as: a check glyph (a digital form's ZapfDingbats check is "3" or
# "4" in its text layer), or a recogniser's reading of a tick or a cross.
_MARK = re.compile(r"[✓✔☑☒✗✘xX3-4vV/\\]|\[[xX✓✔]\]|\(x\)")


def calendar_year(pages: list[Page]) -> int | None:
    """The year in the form's "For calendar year" box, or None when it has no such box or the
    box holds no year. Several boxes (a form's copies) must agree."""
    years = {y for p in pages[:2] for y in _box_years(p)}
    return years.pop() if len(years) == 1 else None


def _box_years(page: Page) -> list[int]:
    out = []
    words = [w for w in page.words if w.text.strip()]
    if not words:
        return out
    h = line_height(words)
    for i, w in enumerate(words):
        if not _calendar(w.text):
            continue
        # the caption's last words: "calendar" and the "year" after it on its line, if read
        caption = [w] + [o for o in words[i + 1:i + 2] if _year_word(o.text) and abs(o.box.cy - w.box.cy) < 0.6 * h]
        label = caption[0].box.union(caption[-1].box)
        # the entry: on the caption's line after it, or in the box under it
        near = [o for o in words if o not in caption and _in_box(o, label, h)]
        near.sort(key=lambda o: (round(o.box.cy / h), o.box.x0))
        year = _year_of(near, h)
        if year:
            out.append(year)
    return out


def _calendar(text: str) -> bool:
    """The caption's word "calendar" as printed, or as a recogniser reads the form's small
    print of it ("culendar", "Fonoalendarvoar": the caption's words run together)."""
    t = re.sub(r"[^a-z]", "", text.lower())
    return "alendar" in t or "calend" in t or len(t) == 8 and sum(a != b for a, b in zip(t, "calendar")) <= 1


def _year_word(text: str) -> bool:
    t = re.sub(r"[^a-z]", "", text.lower())
    return 3 <= len(t) <= 5 and t[0] == "y"


def _in_box(o: Word, label, h: float) -> bool:
    same_line = abs(o.box.cy - label.cy) < 0.6 * h and label.x1 <= o.box.x0 <= label.x1 + 8 * h
    under = label.y1 - 0.2 * h <= o.box.y0 <= label.y1 + 2.5 * h and label.x0 - 2 * h <= o.box.x0 <= label.x1 + 6 * h
    return same_line or under


def _year_of(near: list[Word], h: float) -> int | None:
    texts = [o.text.strip(" .,:|_") for o in near]
    for t in texts:
        if _YEAR4.fullmatch(t):
            return int(t)
    for a, b in zip(near, near[1:]):
        ta, tb = a.text.strip(" .,:|_"), b.text.strip(" .,:|_")
        if ta == "20" and _YY.fullmatch(tb) and abs(a.box.cy - b.box.cy) < 0.6 * h and b.box.x0 - a.box.x1 < 4 * h:
            return 2000 + int(tb)
    lone = [t for t in texts if _YY.fullmatch(t) and t != "20"]
    if len(lone) == 1 and "20" not in texts:
        return 2000 + int(lone[0])
    return None


def corrected(pages: list[Page]) -> bool:
    """Whether the form says it is CORRECTED: its "CORRECTED (if checked)" box marked, or
    CORRECTED printed as a heading of its own."""
    for page in pages[:1]:
        for line in page_lines(page):
            for i, w in enumerate(line):
                if w.text.strip(" .:").upper() != "CORRECTED":
                    continue
                rest = " ".join(o.text for o in line[i + 1:i + 3]).lower()
                if "if" in rest and "checked" in rest:
                    if _marked(line, i, line_height(line)):
                        return True
                elif i == 0 and len(line) <= 3:
                    return True       # a heading: "CORRECTED", "CORRECTED 2024"
    return False


def _marked(line: list[Word], at: int, h: float) -> bool:
    """A mark in the caption's box: just before the caption or just after "(if checked)"."""
    caption = line[at]
    after = next((j for j in range(at + 1, min(at + 4, len(line))) if "checked" in line[j].text.lower()), at)
    for o in line[:at] + line[after + 1:]:
        t = o.text.strip()
        close = (caption.box.x0 - 4 * h <= o.box.x1 <= caption.box.x0 + 0.5 * h
                 or line[after].box.x1 - 0.5 * h <= o.box.x0 <= line[after].box.x1 + 4 * h)
        if close and len(t) <= 3 and _MARK.fullmatch(t):
            return True
    return False


_BOX_NUMBER = re.compile(r"\d{1,2}[a-z]?\.?")


def states(pages: list[Page]) -> list[str]:
    """The postal codes printed in the form's "State" box (a W-2's box 15, a 1099's box 15
    or 14), one a state line, in print order: the state its state wages and tax are for. A
    form filed in two states prints two lines; none read is an empty list."""
    out: list[str] = []
    for words, h, line in _first_page_lines(pages):
        for num, cap in zip(line, line[1:]):
            # "15 State", or the 1099-NEC's "6 State/Payer’s state no."
            if not (_BOX_NUMBER.fullmatch(num.text.strip()) and cap.text.strip(" .:,").split("/")[0] == "State"
                    and cap.box.x0 - num.box.x1 < 1.5 * h):
                continue
            under = sorted((o for o in words if num.box.y1 - 0.2 * h <= o.box.y0 <= num.box.y1 + 3.5 * h
                            and num.box.x0 - 1.5 * h <= o.box.x0 <= cap.box.x1 + 2 * h), key=lambda o: o.box.y0)
            out += [c for o in under if (c := usstates.code(o.text)) and c not in out]
    return out


def _first_page_lines(pages: list[Page]) -> Iterator[tuple[list[Word], float, list[Word]]]:
    """The first page's printed words, their line height and each of its lines: where a
    form's captions and the marks and entries beside them are read."""
    for page in pages[:1]:
        words = [w for w in page.words if w.text.strip()]
        if not words:
            continue
        h = line_height(words)
        for line in page_lines(page):
            yield words, h, line


# The date boxes of the forms, by what their caption says: the field each one's date is.
BOX_DATES = {
    "1098": ((re.compile(r"\borigination\b", re.I), "origination_date"),
             (re.compile(r"\bacquisition\b", re.I), "acquisition_date")),
}


def box_dates(pages: list[Page], doc_type: str) -> list[Field]:
    """The date printed alone in a box of the form's grid under its caption ("3 Mortgage
    origination date" over "06/28/2021"), as the field the caption names: the caption opens
    with its box number at or left of the date, within three lines over it, and no other
    box's caption stands between them."""
    wanted = BOX_DATES.get(doc_type, ())
    out: list[Field] = []
    for page in pages[:1] if wanted else []:
        lines = page_lines(page)
        words = [w for ws in lines for w in ws]
        if not words:
            continue
        h, df = line_height(words), dayfirst([" ".join(w.text for w in ws) for ws in lines])
        for at, ws in enumerate(lines):
            for w in ws:
                found = printed_dates(w.text.strip(), df) if DATE_RE.fullmatch(w.text.strip()) else []
                caption = _date_caption(lines, at, w, h) if len(found) == 1 else ""
                name = next((n for rx, n in wanted if rx.search(caption)), None)
                if name and not any(f.name == name for f in out):
                    out.append(Field(name, found[0][1], caption, page.number, w.box, [w.text.strip()],
                                     w.conf, "form-box", kind="date"))
    return out


def _date_caption(lines: list[list[Word]], at: int, date: Word, h: float) -> str:
    for ws in reversed(lines[max(0, at - 4):at]):
        if date.box.y0 - max(o.box.y1 for o in ws) > 3.5 * h:
            break
        # the caption of the date's box: the last one opening at or left of the date
        opens = [i for i, o in enumerate(ws) if _BOX_NUMBER.fullmatch(o.text.strip()) and i + 1 < len(ws)
                 and ws[i + 1].text[:1].isalpha() and o.box.x0 <= date.box.x0 + h]
        for i in opens[-1:]:
            o = ws[i]
            if date.box.x0 - o.box.x0 > 15 * h:
                break
            run = [o]
            for nxt in ws[i + 1:]:
                if nxt.box.x0 - run[-1].box.x1 > 1.5 * h or _BOX_NUMBER.fullmatch(nxt.text.strip()):
                    break
                run.append(nxt)
            return " ".join(x.text for x in run)
    return ""


# A return's filing statuses, by the caption words each box prints (the 2021 form and later
# say "surviving spouse" where earlier ones say "widow(er)").
FILING_STATUSES = {
    ("single",): "single",
    ("married", "filing", "jointly"): "married filing jointly",
    ("married", "filing", "separately"): "married filing separately",
    ("head", "of", "household"): "head of household",
    ("qualifying", "widow(er)"): "qualifying surviving spouse",
    ("qualifying", "surviving", "spouse"): "qualifying surviving spouse",
}


def filing_status(pages: list[Page]) -> str | None:
    """The filing status whose box is marked on a return's first page, or None when no box,
    or more than one status, is marked: a mark (a printed X, a tick) just before a status's
    caption, with no other word between them."""
    marked = set()
    for words, h, line in _first_page_lines(pages):
        texts = [w.text.strip(" .,:;").lower() for w in line]
        for i in range(len(line)):
            for caption, status in FILING_STATUSES.items():
                if tuple(texts[i:i + len(caption)]) == caption and _ticked_before(line[i], words, h):
                    marked.add(status)
    return marked.pop() if len(marked) == 1 else None


def _ticked_before(first: Word, words: list[Word], h: float) -> bool:
    def beside(o: Word) -> bool:
        overlap = min(o.box.y1, first.box.y1) - max(o.box.y0, first.box.y0)
        return overlap > 0.5 * min(o.box.height, first.box.height) and o.box.x1 <= first.box.x0 + 0.3 * h
    left = [o for o in words if o is not first and beside(o) and o.box.x1 >= first.box.x0 - 3 * h]
    if not left:
        return False
    nearest = max(left, key=lambda o: o.box.x1)
    t = nearest.text.strip()
    return len(t) <= 3 and bool(_MARK.fullmatch(t))
