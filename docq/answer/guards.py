"""Guards: every figure about to be returned, from any tier, is proved against its document
or not returned.

- literal: printed in the cited document's own words (per document: a figure elsewhere in the
  library cannot launder a bad read on this one);
- label: the row or form box it sits in names the field asked (a "previous balance" row never
  answers "amount due"; a projection row never answers "cash value"; a sentence telling a
  reader what the amount is, is not a label);
- period: the document is of the asked period / tax year;
- pixels: a second reader re-reads the figure's crop and agrees, and the recogniser's
  confidence is at or above the floor.

A guard result is a list of reason codes. VOID codes mean the figure is not this field's
figure at all (try another source, else decline); any other code means a person should look
(hold for review).
"""
from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from docq import money
from docq.answer import formlines
from docq.answer.candidates import Candidate, amount_lines, dollar_signed, label_of, money_spots, squash
from docq.answer.library import DocPage
from docq.answer.openlabels import text_rows
from docq.answer.vocab import is_open, label_agrees, spec_for
from docq.review import reasons as R
from docq.workers import dates, receipts
from docq.workers.reread import agrees as reread_agrees, sign_as_digit
from docq.workers.engine_proc import Ended
from docq.workers.stored import file_sha256_now

log = logging.getLogger("docq.answer.guards")

REREAD_UNAVAILABLE = "reread-unavailable"    # no second reader installed: unproven, so held
SOURCE_MISSING = "source-missing"            # the document's file is gone: its pixels cannot be re-read
REJECTED_BEFORE = "rejected-before"          # a person already rejected this figure for this field
NOT_LOCATED = "not-located"                  # the figure's place on the page could not be found

VOID = frozenset({R.NOT_LITERAL, R.LABEL_DISAGREES, REJECTED_BEFORE, R.WORDS_UNGROUNDED, R.IDENTIFIER_UNPRINTED,
                  R.WORD_UNKNOWN})

# A "label" that reads like an instruction to a reader is document text aimed at the model.
_INSTRUCTION = re.compile(r"\b(ignore|disregard|instruction|instructions|assistant|system prompt|"
                          r"you must|answer (is|with)|respond|the correct)\b", re.I)
_MAX_LABEL_WORDS = 9
_MAX_LINE_CAPTION_WORDS = 14   # "26 2021 estimated tax payments and amount applied from 2020 return"
# a caption's aside in parentheses says how its box is figured ("Net Benefits for 2024 (Box 3
# minus Box 4)"): no words of the label's own length
_ASIDE = re.compile(r"\([^()]*\)")


@dataclass
class Verdict:
    reasons: list[str] = field(default_factory=list)
    detail: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.reasons

    @property
    def void(self) -> bool:
        return any(r in VOID for r in self.reasons)

    def fail(self, code: str, why: str) -> None:
        if code not in self.reasons:
            self.reasons.append(code)
        self.detail.append(why)


def sound_label(field_name: str, label: str, doc_type: str | None = None, lined: bool = False) -> bool:
    """The label names the field, is short like a printed label (a return's line caption, the
    form's own words, may run longer: `lined`), and gives no orders."""
    spec = spec_for(field_name)
    most = _MAX_LINE_CAPTION_WORDS if lined else _MAX_LABEL_WORDS
    if _INSTRUCTION.search(label) or len(_ASIDE.sub(" ", label).split()) > most:
        return False
    return label_agrees(spec, label, doc_type)


def read_bare(c: Candidate) -> bool:
    """A figure read as printed bare in whole dollars ("96,360" under a declarations table's
    Limit column): it is found on the page as printed so, as a form's line entries are."""
    return c.tier == "rows" and money.grouped_whole(c.printed or "") is not None


def locate(c: Candidate, pages: list[DocPage], pairs: list[tuple[int, str, str]]) -> None:
    """Fill in which label stands with a money candidate and where it is printed, from the
    document's own rows and form-box pairs (never from what a tier claimed)."""
    lined = formlines.lined(c.doc)
    # a sidecar field was paired by layout already; a row's figure placed by its word boxes
    # under its column's caption was read with its label (wordtables.account_balances)
    if not (c.tier == "sidecar" and c.label or c.tier == "rows" and c.box is not None and c.label):
        labels = [(pg, lab) for pg, lab, _ in amount_lines(pages, c.value, lined)]
        labels += [(pg, lab) for pg, lab, val in pairs if money.normalise(val) == c.value]
        agreeing = [(pg, lab) for pg, lab in labels if sound_label(c.field, lab, c.doc.sidecar.doc_type, lined)]
        chosen = agreeing[0] if agreeing else (labels[0] if labels else (c.page, ""))
        c.label = chosen[1]
        if chosen[0] is not None and agreeing:
            c.page = chosen[0]
    spots = money_spots(pages, c.value, lined=lined or read_bare(c))
    if c.page is not None:
        spots = [s for s in spots if s.page == c.page] or spots
    if not spots:
        return
    if c.box is None:
        best = max(spots, key=lambda s: _label_beside(s, pages, c.label))
        c.page, c.box, c.printed, c.confidence = best.page, best.box, best.printed, best.confidence
    else:
        c.printed = c.printed or spots[0].printed
        if c.confidence is None:
            c.confidence = spots[0].confidence


def _label_beside(spot, pages: list[DocPage], label: str) -> int:
    """How many of the label's words are printed on the figure's line: of two places a
    figure is printed, re-read the one beside its label."""
    want = {w.lower() for w in label.split() if len(w) > 2}
    page = next((p for p in pages if p.page == spot.page), None)
    if page is None or not want:
        return 0
    line = {w.text.lower() for w in page.words if abs(w.box.cy - spot.box.cy) < max(spot.box.height, 4)}
    return len(want & line)


def cut_figures(words) -> list[str]:
    """"81,20" for "8" and "1,20" printed touching on one line (money.cut_between_digits): one
    figure the recogniser cut between two of its digits, which the words' texts alone cannot
    tell from a quantity and a price."""
    heads = [w for w in words if w.text[-1:].isdigit() and len(w.text) <= 6]
    tails = [w for w in words if w.text[:1].isdigit() and w.text[-3:-2] in ".," and len(w.text) <= 6]
    out = []
    for a in heads:
        h = max(a.box.height, 1.0)
        for b in tails:
            if b is not a and abs(b.box.cy - a.box.cy) < h / 2 \
                    and money.cut_between_digits(a.text, b.text, b.box.x0 - a.box.x1, max(h, b.box.height)):
                out.append(a.text + b.text)
    return out


def check_money(c: Candidate, pages: list[DocPage], rejected: set[str], unproven_period: bool,
                cfg, reread) -> Verdict:
    v = Verdict()
    words = [w.text for p in pages for w in p.words] + ["$" + amount.text for p in pages for _, amount in dollar_signed(p.words)]
    if not money.grounded(c.value, words, bare=formlines.lined(c.doc) or read_bare(c)) \
            and not money.grounded(c.value, [t for p in pages for t in cut_figures(p.words)]):
        v.fail(R.NOT_LITERAL, f"{c.value} is not printed in {c.doc.name}")
    if not (c.proof or sound_label(c.field, c.label, c.doc.sidecar.doc_type, formlines.lined(c.doc))):
        v.fail(R.LABEL_DISAGREES, f"the label {c.label!r} is not the {spec_for(c.field).noun}")
    if c.value in rejected:
        v.fail(REJECTED_BEFORE, f"{c.value} was rejected in review for this field")
    if v.void:
        return v
    if unproven_period:
        v.fail(R.WRONG_PERIOD, f"{c.doc.name} declares no period or tax year to compare")
    if c.conflicting:
        v.fail(R.CONFLICTING, "the document prints other values for this field")
    if c.box is None or c.page is None:
        v.fail(NOT_LOCATED, "the figure's place on the page was not found")
        return v
    if c.confidence is not None and c.confidence < cfg.min_confidence:
        v.fail(R.LOW_CONFIDENCE, f"recogniser confidence {c.confidence:.0f} < {cfg.min_confidence:.0f}")
    pixels(c, v, cfg, reread, next((p for p in pages if p.page == c.page), None))
    return v


def _inside(inner, outer, slack: float = 1.0) -> bool:
    return (inner.x0 >= outer.x0 - slack and inner.x1 <= outer.x1 + slack
            and inner.y0 >= outer.y0 - slack and inner.y1 <= outer.y1 + slack)


def pixels(c: Candidate, v: Verdict, cfg, reread, page: DocPage | None = None) -> None:
    """The second reader's look at the figure's crop."""
    if reread is None:
        v.fail(REREAD_UNAVAILABLE, "no second reader is available to re-read the figure")
        return
    if c.doc.path is None or not c.doc.path.exists():
        v.fail(SOURCE_MISSING, f"{c.doc.name} is no longer on disk to re-read")
        return
    try:
        now = file_sha256_now(c.doc.path)
    except OSError as e:
        v.fail(SOURCE_MISSING, f"{c.doc.name} cannot be read again: {e}")
        return
    if c.doc.sha256 and now != c.doc.sha256:
        # a file saved over under the same name is another document: its pixels prove nothing here
        v.fail(SOURCE_MISSING, f"{c.doc.name} has changed since it was read")
        return
    try:
        # the page is re-rendered turned as read turned it, and the words beside the figure
        # are painted out of the crop, so the second reader sees the figure alone
        extra = {} if page is None else {
            "rotation": page.rotation,
            "others": [w.box for w in page.words if not _inside(w.box, c.box)],
            "read_by": frozenset(w.engine for w in page.words if _inside(w.box, c.box))}
        result = reread(c.doc.path, c.page, c.box, c.printed or c.value, cfg, **extra)
    except Ended:
        raise                 # docq is stopping: nothing to hold, the question fails whole
    except Exception as e:  # a second reader failing is a reason to hold, never to answer
        log.warning("re-read of %s p%s failed: %s", c.doc.name, c.page, e)
        v.fail(REREAD_UNAVAILABLE, f"the second reader failed: {e}")
        return
    if not result.agrees and not _sign_read_as_digit_on_paid(c, result.text) \
            and not _plus_read_by_both(c, result.text, page):
        v.fail(R.REREAD_DISAGREES, f"the second reader ({result.engine}) read {result.text!r}")


def _plus_read_by_both(c: Candidate, text: str, page: DocPage | None) -> bool:
    """The second reader read the figure with the plus sign a card's summary prints before it
    ("+1,676.76"), exactly as the first reader read the words in its box: a mark touching a
    figure's first digit is no clean reading alone (it may be a digit neither could make
    out), but the two readers agree on every glyph of it."""
    text = text.strip()
    if page is None or c.box is None or not text.startswith("+"):
        return False
    first = "".join(w.text for w in page.words if _inside(w.box, c.box))
    return first == text and reread_agrees(text[1:], c.printed or c.value)


def _sign_read_as_digit_on_paid(c: Candidate, text: str) -> bool:
    """The second reader took the figure's dollar sign for a digit of its shape ("310.06" for
    "$10.06") on a receipt whose payment lands on the figure: the two readings agree on every
    digit, and the cash less change (or the card's charge), read apart, says the first glyph
    is the sign."""
    return (c.doc.sidecar.doc_type == "receipt" and sign_as_digit(text, c.printed or "")
            and receipts.paid_lands(c.doc.sidecar.fields, Decimal(c.value)))


def check_other(c: Candidate, pages: list[DocPage], unproven_period: bool,
                pairs: list[tuple[int, str, str]] = ()) -> Verdict:
    """Dates and identifiers: printed literally in the document, on a row naming the field."""
    v = Verdict()
    rows = [(p.page, line) for p in pages for line in p.text.splitlines()]
    if c.kind == "date":
        # read as the sidecar read them: day-first where the document writes its dates so
        df = dates.dayfirst([line for _, line in rows])
        hits = [(pg, line, printed) for pg, line in rows for printed, iso in dates.printed_dates(line, df)
                if iso == c.value]
    elif is_open(c.field):
        # an identifier asked for by its printed label: the same (label, value) pairs it was read from
        hits = [(r.page, r.label, r.printed) for r in text_rows(pages) if r.value == c.value]
        hits += [(pg, label, raw.strip()) for pg, label, raw in pairs if raw.strip() == c.value]   # by its box
    else:
        key = squash(c.value)
        hits = [(pg, line, c.value) for pg, line in rows if key and key in squash(line)]
    if not hits:
        v.fail(R.NOT_LITERAL, f"{c.value} is not printed in {c.doc.name}")
        return v
    # a row's label is its words without the value itself ("Claim Number SHP-24-0219" → "Claim Number")
    agreeing = [h for h in hits if sound_label(c.field, label_of(h[1].replace(h[2], " ")), c.doc.sidecar.doc_type)]
    boxed = [h for h in hits if h[0] == c.page and h[2] in c.printed.split()] if _read_in_its_box(c) else []
    if agreeing:
        c.page, c.label, c.printed = agreeing[0][0], label_of(agreeing[0][1].replace(agreeing[0][2], " ")), agreeing[0][2]
    elif boxed:
        # a form's date box: its caption stands over it, on no row of the date's own
        c.printed = boxed[0][2]
    else:
        v.fail(R.LABEL_DISAGREES, f"no row printing {c.value} names the {spec_for(c.field).noun}")
        return v
    if unproven_period:
        v.fail(R.WRONG_PERIOD, f"{c.doc.name} declares no period to compare")
    return v


def _read_in_its_box(c: Candidate) -> bool:
    """A date the sidecar read in a form's box under the caption that names its field."""
    return (c.tier == "sidecar" and c.box is not None and bool(c.label) and bool(c.printed)
            and sound_label(c.field, c.label, c.doc.sidecar.doc_type))


def check_specific(c: Candidate, v: Verdict, rows: list[tuple[int, str, str]], words: set[str]) -> None:
    """When the question's own words pick out rows of the field ("collision deductible"),
    a figure from another such row ("comprehensive deductible") is not its answer."""
    picked = [r for r in rows if words and any(w in r[1].lower() for w in words)]
    if not picked or c.tier == "reviewed":
        return
    values = {money.figure_value(p) or p for _, _, p in picked}
    if c.value not in values:
        v.fail(R.LABEL_DISAGREES, f"the question asks for the {' '.join(sorted(words))} row, "
                                  f"which does not print {c.value}")


class RereadMemo:
    """The second reader's verdicts, remembered by the file's content (sha256), page, box and
    figure: the same bytes read for the same figure give the same verdict, and asking again
    costs no render and no OCR; a file saved over under its name is hashed anew and re-read."""

    def __init__(self, reread, size: int = 4096):
        self.reread, self.size = reread, size
        self._memo: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, path, page, box, expected, cfg, **extra):
        # by the bytes read, never the name: a re-scan saved over a file is another document
        key = (file_sha256_now(Path(path)), page, tuple(box.as_list()), expected, extra.get("rotation"))
        with self._lock:
            if key in self._memo:
                self._memo.move_to_end(key)
                return self._memo[key]
        result = self.reread(path, page, box, expected, cfg, **extra)
        with self._lock:
            self._memo[key] = result
            while len(self._memo) > self.size:
                self._memo.popitem(last=False)
        return result
