"""sidecar: what a document is, whose, for when, and its money fields with evidence.

`extract` is the stage function (pages and their layouts → Sidecar). Each part lives in its
own module: doctype (type), issuer (issuer, account, person, address), dates (dates and the
tax year), fields (money fields, each grounded at its box).
"""
from __future__ import annotations

from docq.records import Page, PageLayout, Sidecar
from docq.workers import captions, dates, doctype, fields, forms, issuer
from docq.workers.doctype import Chooser
from docq.workers.kinds import FOR_TAX_YEAR, RETURNS, TAX_FORMS
from docq.workers.evidence import line_height, page_lines

# Documents that are for a tax year; only these take one from their file name.
_YEAR_FORMS = FOR_TAX_YEAR | {"property-tax-bill"}


def printed_lines(page: Page) -> list[str]:
    """The page as printed lines, wide gaps shown as " | " (the layout text's cell mark)."""
    words = [w for w in page.words if w.text.strip()]
    h = line_height(words) if words else 10.0
    out = []
    for ws in page_lines(page):
        parts = [ws[0].text]
        for a, b in zip(ws, ws[1:]):
            parts.append((" | " if b.box.x0 - a.box.x1 > 1.2 * h else " ") + b.text)
        out.append("".join(parts))
    return out


def extract(name: str, pages: list[Page], layouts: list[PageLayout],
            chooser: Chooser | None = None) -> Sidecar:
    lines = [l for p in pages for l in printed_lines(p)]
    layout_text = "\n".join(l.text for l in layouts)
    text = "\n".join(lines) + "\n" + layout_text
    doc_type = doctype.classify(text, chooser, doctype.till_printed(pages), doctype.office_printed(pages))
    year, year_source, notes = dates.tax_year(text, name if doc_type in _YEAR_FORMS else "")
    boxed = forms.calendar_year(pages) if doc_type in _YEAR_FORMS else None
    if boxed:
        if year and year != boxed:
            notes.append(f"tax year {boxed} in the form's calendar-year box; the {year_source} says {year}; the box wins")
        year, year_source = boxed, "box"
    first = printed_lines(pages[0]) if pages else []
    # the household's own names on this page (a recipient's box, "Named Insured: ...") never send it
    persons = issuer.person_keys(first, doc_type)
    running = issuer.running_name([printed_lines(p) for p in pages], persons)
    sender = issuer.find_issuer(first, doc_type, persons, running)
    sc = Sidecar(
        doc_type=doc_type,
        issuer=sender,
        account=issuer.find_account(text),
        person=issuer.find_person(first, doc_type, sender),
        address=issuer.find_address(lines),
        # the layout's lines too: a dash between two dates ("07/01/2024 - 08/31/2024") is a
        # mark the printed lines drop and rows keep
        # ...and each date under a caption stacked over it on lines of its own ("Period" over
        # "End" over "07/31/2021"), which neither holds beside it
        dates=dates.find_dates(lines + [""] + layout_text.splitlines() + [""]
                               + [c for p in pages for c in captions.captioned_dates(p)], doc_type),
        tax_year=year,
        tax_year_source=year_source,
        corrected=doc_type in _YEAR_FORMS and forms.corrected(pages),
        filing_status=forms.filing_status(pages) if doc_type in RETURNS else None,
        states=forms.states(pages) if doc_type in TAX_FORMS else [],
        notes=notes,
    )
    kinds = doctype.form_types(text) if doc_type in _YEAR_FORMS else []
    if len(kinds) > 1:
        sc.notes.append(f"a composite form: {', '.join(kinds)}")
    sc.currency = fields.document_currency(pages)
    sc.fields = fields.extract_fields(pages, layouts, "+".join(kinds) if len(kinds) > 1 else doc_type)
    sc.fields += forms.box_dates(pages, doc_type)
    for f in sc.fields:
        if f.conflicting:
            why = (f"printed as {f.value} and {', '.join(f.alternatives)}" if f.alternatives
                   else f"{f.value} does not agree with the document's own arithmetic")
            sc.notes.append(f"{f.name}: {why}; answers about it go to review")
    return sc
