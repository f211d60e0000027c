"""Question builders: keys are taken from the generated document itself (its printed pairs
and fields), never typed twice, so a question cannot disagree with its corpus."""
from __future__ import annotations

from datetime import date
from decimal import Decimal

from evals.docs import Doc


def ask(qid: str, corpus: str, question: str, doc: Doc, label: str, why: str = "",
        also: tuple[Doc, ...] = ()) -> dict:
    """A money or text lookup keyed to the value printed beside `label` on `doc`. `also`: other
    documents that print the same figure with the same meaning (a November ending balance is
    December's beginning balance); citing them is right too."""
    value = said(doc.value(label))
    expected = f"{value} ({label} on {doc.name})" + (f"; {why}" if why else "")
    return {"id": qid, "corpus": corpus, "question": question, "expected": expected,
            "mustContainAll": [value], "citedTitles": [doc.name] + [d.name for d in also]}


def said(value: str) -> str:
    """The figure as a person would say it: no currency mark, no printed sign or CR (an answer
    of "$2.31" for "+$2.31" is right, and "GBP 612.40" for "£612.40"; grading compares digits
    with their boundaries)."""
    for mark in ("$", "£", "€", "₹"):
        value = value.replace(mark, "")
    value = value.strip()
    if value.endswith(" CR"):
        value = value[:-3]
    value = value.lstrip("+-")
    if value[:4] in ("USD ", "CAD "):      # "USD 1,234.56" is said "$1,234.56"
        value = value[4:]
    return value


def ask_sum(qid: str, corpus: str, question: str, parts: list[tuple[Doc, str]], why: str = "") -> dict:
    """A total over documents: each part the value printed beside its label on its document,
    the total their Decimal sum. Right only with the total and exactly these parts."""
    values = [(doc, label, said(doc.value(label))) for doc, label in parts]
    total = f"{sum(Decimal(v.replace(',', '')) for _, _, v in values):,.2f}"
    listed = " + ".join(f"{v} ({label} on {doc.name})" for doc, label, v in values)
    expected = f"{total} in total: {listed}" + (f"; {why}" if why else "")
    return {"id": qid, "corpus": corpus, "question": question, "expected": expected,
            "mustContainAll": [total], "citedTitles": [doc.name for doc, _, _ in values],
            "parts": [{"amount": v, "document": doc.name} for doc, _, v in values]}


def ask_any(qid: str, corpus: str, question: str, doc: Doc, variants: list[str], expected: str) -> dict:
    """A non-money lookup where any of several spellings is right (dates, ids)."""
    return {"id": qid, "corpus": corpus, "question": question, "expected": expected,
            "mustContainAny": variants, "citedTitles": [doc.name]}


def ask_date(qid: str, corpus: str, question: str, doc: Doc, iso: str) -> dict:
    return ask_any(qid, corpus, question, doc, date_variants(iso), f"{iso} ({doc.name})")


def decline(qid: str, corpus: str, question: str, why: str, premise: dict) -> dict:
    """A question whose premise is absent from the corpus; `premise` is checked by code
    against truth.json (tests/test_eval_corpora.py) whenever the corpus changes."""
    return {"id": qid, "corpus": corpus, "question": question,
            "expected": f"Decline: {why}", "negative": True, "premise": premise}


def date_variants(iso: str) -> list[str]:
    d = date.fromisoformat(iso)
    month, mon = d.strftime("%B"), d.strftime("%b")
    return [iso, f"{d.month:02d}/{d.day:02d}/{d.year}", f"{d.month}/{d.day}/{d.year}",
            f"{month} {d.day}, {d.year}", f"{month} {d.day} {d.year}", f"{mon} {d.day}, {d.year}",
            f"{mon} {d.day} {d.year}", f"{d.day} {month} {d.year}", f"{d.day} {mon} {d.year}",
            f"{mon}. {d.day}, {d.year}"]
