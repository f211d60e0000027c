"""Checks a negative question's premise against a corpus's truth.json: a question that must be
declined is only fair while nothing in the corpus answers it.

A premise is a dict of conditions a document would have to meet to answer the question:
  issuer         substring of the document's issuer (case-insensitive)
  type           the document type
  tax_year       the tax year
  month          "YYYY-MM" touched by the document's period or closing date
  closing_month  "YYYY-MM" of the closing date
  date           an ISO date equal to one of the document's dates
  year           a year touched by the document's period or closing date
  mentions       substring of the issuer or any printed label or value
"""
from __future__ import annotations

from datetime import date


def _dates(t: dict) -> list[str]:
    return [t[k] for k in ("period_start", "period_end", "closing_date") if t.get(k)]


def _touches_month(t: dict, month: str) -> bool:
    if any(d[:7] == month for d in _dates(t)):
        return True
    a, b = t.get("period_start"), t.get("period_end")
    if a and b:
        first = date.fromisoformat(month + "-01")
        return date.fromisoformat(a).replace(day=1) <= first <= date.fromisoformat(b)
    return False


def _touches_year(t: dict, year: int) -> bool:
    years = [int(d[:4]) for d in _dates(t)]
    return bool(years) and min(years) <= year <= max(years)


def matches(premise: dict, t: dict) -> bool:
    """True when document truth `t` meets every condition of `premise` (so could answer it)."""
    checks = {
        "issuer": lambda v: v.lower() in (t.get("issuer") or "").lower(),
        "type": lambda v: t.get("type") == v,
        "tax_year": lambda v: t.get("tax_year") == v,
        "month": lambda v: _touches_month(t, v),
        "closing_month": lambda v: (t.get("closing_date") or "")[:7] == v,
        "date": lambda v: v in _dates(t) or v == t.get("due_date"),
        "year": lambda v: _touches_year(t, int(v)),
        "mentions": lambda v: v.lower() in " ".join([t.get("issuer") or ""] + [" ".join(p) for p in t.get("pairs", [])]).lower(),
    }
    unknown = set(premise) - set(checks)
    if unknown:
        raise ValueError(f"unknown premise condition(s): {', '.join(sorted(unknown))}")
    return all(checks[k](v) for k, v in premise.items())


def answering_documents(premise: dict, truth: dict[str, dict]) -> list[str]:
    """File names in a corpus that would answer a negative question (should be none)."""
    return [name for name, t in truth.items() if matches(premise, t)]
