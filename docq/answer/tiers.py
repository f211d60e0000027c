"""The tiers that propose a figure for a field of one document, in the order they are tried:
a value a person verified in review, the sidecar's extracted field, the local model reading
the page's rebuilt rows. A tier only proposes; guards.py decides.
"""
from __future__ import annotations

import json
import logging
import re
from collections import Counter
from typing import Callable

from docq import money
from docq.answer import columns, formlines
from docq.answer.candidates import Candidate, figure_labels, label_of, stray_signs_out
from docq.answer.library import Doc, DocPage
from docq.answer.vocab import spec_for
from docq.records import Box
from docq.workers import dates
from docq.workers.kinds import RETURNS
from docq.workers.receipts import PROVED_BY_CASH

log = logging.getLogger("docq.answer.tiers")

try:  # the review queue is built alongside; without it nothing is verified or rejected yet
    from docq.review.queue import rejected_values as _rejected_values
    from docq.review.queue import verified as _verified
except ImportError:  # pragma: no cover - only before the review queue exists
    _verified = _rejected_values = None


def reviewed(store, doc: Doc, field_name: str) -> Candidate | None:
    """A value a person approved or corrected for this field of this document."""
    if _verified is None:
        return None
    row = _verified(store, doc.doc_id, field_name)
    if row is None:
        return None
    row = dict(row)
    box = row.get("box")
    if isinstance(box, str):
        box = Box.from_list(json.loads(box))
    elif isinstance(box, (list, tuple)):
        box = Box.from_list(list(box))
    # the figure a person verified is in the currency the document prints it in
    printed = [f.currency for f in doc.sidecar.fields if f.name == field_name and f.currency]
    return Candidate(doc, field_name, spec_for(field_name).kind, str(row["value"]), "reviewed",
                     page=row.get("page"), box=box, label=row.get("method", "reviewed"),
                     currency=printed[0] if printed else doc.sidecar.currency)


def rejected(store, doc: Doc, field_name: str) -> set[str]:
    if _rejected_values is None:
        return set()
    return {money.normalise(v) or v for v in _rejected_values(store, doc.doc_id, field_name)}


_ENDING = re.compile(r"\b(?:ending(?: in)?|last (?:4|four)(?: digits)?)\W{0,3}([X*•\d][\dX*•\- ]{2,14}\d)\b", re.IGNORECASE)


def printed_ending(pages: list[DocPage], last4: str) -> str | None:
    """The account ending as the document prints it after "ending" ("4-71007"), when its
    digits end with the sidecar's last four; None when it prints none or several."""
    found = {m.group(1).strip() for p in pages for m in _ENDING.finditer(p.text)
             if re.sub(r"\D", "", m.group(1)).endswith(last4)}
    return found.pop() if len(found) == 1 else None


def from_sidecar(doc: Doc, field_name: str, pages: list[DocPage] | None = None) -> list[Candidate]:
    spec = spec_for(field_name)
    sc = doc.sidecar
    out = [Candidate(doc, field_name, f.kind or spec.kind, _value(f.value, f.kind or spec.kind), "sidecar",
                     page=f.page, box=f.box, label=f.label, printed=" ".join(f.words),
                     confidence=f.confidence if f.confidence is not None else None,
                     currency=f.currency or "USD", conflicting=f.conflicting,
                     proof=f.method if f.method == PROVED_BY_CASH else "")
           for f in sc.fields if f.name == field_name]
    if out:
        return out
    if spec.kind == "date" and sc.dates.get(field_name):
        return [Candidate(doc, field_name, "date", sc.dates[field_name][:10], "sidecar")]
    if field_name == "account_ending" and sc.account:
        digits = re.sub(r"\D", "", sc.account)
        if len(digits) >= 4:
            # as printed ("Account Ending 4-71007"), else the last four the sidecar keeps
            shown = printed_ending(pages or [], digits[-4:]) or digits[-4:]
            return [Candidate(doc, field_name, "text", shown, "sidecar")]
    return []


def _value(raw: str, kind: str) -> str:
    return (money.normalise(raw) or raw) if kind == "money" else raw


def rows_for_model(pages: list[DocPage], first: int | None = None) -> str:
    """The rebuilt rows the model reads: the best-ranked page first."""
    ordered = sorted(pages, key=lambda p: (p.page != first, p.page))
    return "\n".join(f"--- page {p.page} ---\n{p.text}" for p in ordered)


def from_model(reader, doc: Doc, pages: list[DocPage], field_name: str, first_page: int | None) -> Candidate | None:
    spec = spec_for(field_name)
    reply = reader.read(spec.noun, rows_for_model(pages, first_page))
    if reply is None:
        return None
    if spec.kind == "money":
        value = money.normalise(reply.value)
    elif spec.kind == "date":
        found = dates.printed_dates(reply.value, dates.dayfirst([p.text for p in pages]))
        value = found[0][1] if found else None
    else:
        value = reply.value
    if value is None:
        log.info("model reply %r for %s is not a %s", reply.value, spec.name, spec.kind)
        return None
    return Candidate(doc, field_name, spec.kind, value, "model", claimed_row=reply.row, printed=reply.value,
                     currency=doc.sidecar.currency)


_IDENT = re.compile(r"\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}\b")


def field_rows(pages: list[DocPage], field_name: str, words: set[str],
               doc_type: str | None = None) -> list[tuple[int, str, str]]:
    """(page, label, value as printed) for each rebuilt row that prints one value under a
    label naming the field; when the question's own describing words ("collision") pick out
    some of those rows, only those."""
    from docq.answer.guards import sound_label
    spec = spec_for(field_name)
    found = []
    for p in pages:
        in_column = _column_labels(p) if spec.kind == "money" else {}
        for line in p.text.splitlines():
            label = label_of(line)
            if not sound_label(field_name, label, doc_type):
                # a row of one figure in a table whose header names what the figures under it
                # are ("Type of Loss | Deductible" over "Applicable to each covered loss | $2,500")
                label, raw = (in_column.get(line) or in_column.get(" | ".join(stray_signs_out(line.split(" | "))))
                              or ("", ""))
                if label and sound_label(field_name, label, doc_type):
                    found.append((p.page, label, raw))
                continue
            if spec.kind == "money":
                amounts = money.find_amounts(line)
                if len(amounts) == 1:
                    found.append((p.page, label, amounts[0][0]))
            elif spec.kind == "text":
                ids = [t for t in _IDENT.findall(line.upper()) if not dates.printed_dates(t)]
                if len(ids) == 1:
                    found.append((p.page, label, ids[0]))
    if spec.kind == "money" and doc_type in RETURNS:
        # a return's line entries in whole dollars, and those beside a caption wrapped onto a
        # second row, under what each line says it is
        found += [(e.page, e.label, e.printed) for e in formlines.entries(pages) + formlines.wrapped_entries(pages)
                  if sound_label(field_name, e.label, doc_type)]
    specific = [f for f in found if words and all(w in f[1].lower() for w in words & _label_words(found))]
    return specific or found


def _column_labels(page: DocPage) -> dict[str, tuple[str, str]]:
    """(label, figure as printed) for each row of the page that is one label and one figure,
    by the row, where the figure's label says more than the row's own words: the concept the
    table's header prints over it ("Applicable to each covered loss Deductible"), how often it
    recurs ("premium of $66.92 per month"). A row whose own words name a concept keeps it: a
    "Deductible" row under a Limits column is no limit (columns.other_concept)."""
    out: dict[str, tuple[str, str]] = {}
    labelled = figure_labels([page])
    figures = Counter(row for _, _, row, _, _ in labelled)   # with those a coverage table prints bare
    for _, label, row, raw, _ in labelled:
        own = label_of(row)
        if (len(row.split(" | ")) == 2 and figures[row] == 1 and label != own
                and not columns.other_concept(own, columns.concept(label) or "")):
            out.setdefault(row, (label, raw))
    return out


def conflicts(c: Candidate, rows: list[tuple[int, str, str]]) -> bool:
    """Whether the field's rows (field_rows) leave the candidate's value in doubt: none of
    them prints it, or they print another value besides."""
    values = {money.figure_value(v) if c.kind == "money" else v for _, _, v in rows}
    return values != {c.value}


def _label_words(found) -> set[str]:
    return {w for _, label, _ in found for w in re.findall(r"[a-z]{4,}", label.lower())}


def from_rows(doc: Doc, pages: list[DocPage], field_name: str, words: set[str],
              fits: Callable[[str], bool] | None = None,
              part: Callable[[tuple[int, str, str]], bool] | None = None) -> Candidate | None:
    """The field read from the document's rebuilt rows: one candidate, flagged conflicting
    when the rows naming the field print different values. With `fits`, rows whose label
    says no more than the question asks come first and are the only ones compared ("Interest
    Paid This Period", not "Interest Paid Year to Date", for "the interest in June"). With
    `part`, only the rows standing in the account the question names (accounts.named_part)."""
    spec = spec_for(field_name)
    if doc.sidecar.doc_type == "receipt":
        # a receipt's "total" labels are many and loose (ACCEPTED TOTAL is the cash handed
        # over); its figures come from the sidecar, which checks them against its arithmetic
        return None
    rows = [r for r in field_rows(pages, field_name, words, doc.sidecar.doc_type) if part is None or part(r)]
    if not rows:
        return None
    if fits is not None:
        rows = [r for r in rows if fits(r[1])] or rows
    values = {(money.figure_value(v) if spec.kind == "money" else v) for _, _, v in rows}
    page, label, printed = rows[0]
    value = money.figure_value(printed) if spec.kind == "money" else printed
    return Candidate(doc, field_name, spec.kind, value, "rows", page=page, label=label, printed=printed,
                     currency=doc.sidecar.currency,
                     conflicting=len(values) > 1)
