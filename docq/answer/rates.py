"""How often a figure recurs, said in months: "per month" and "monthly" are 1, "six-month" and
"semi-annual" 6, "annual", "a year" and "12 months" 12.

A rate is a qualifier of its own closed set. A question's rate is grounded by the figure's label
when the label says a rate ("6 MONTH PREMIUM", "Annual Limit", "Premium per month"), and only
then by that; a label saying none is grounded by the period the document covers (a statement of
one month is monthly, a policy for a year annual) or by what its title says it is ("Monthly
Statement"). A word printed anywhere else ("12 months" in a renewal notice) grounds nothing.
"""
from __future__ import annotations

import re
from datetime import date

from docq.meaning.qualifiers import RATE_ADJECTIVES as _ADJECTIVE, RATE_COUNTS as _COUNT, RATE_DAYS as _DAYS
from docq.meaning.qualifiers import RATE_UNITS as _UNIT

_SAID = re.compile(
    r"\b(?:per|a|an|each|every)\s+(?P<per>day|month|year|quarter|week|annum)\b(?!\s+(?:ago|earlier|before|later))|"
    r"/\s*(?P<slash>day|month|year|mo|yr)\b|"
    r"\b(?P<count>one|three|six|twelve|1|3|6|12)[\s-]+months?\b|"
    r"\b(?P<adj>daily|weekly|monthly|quarterly|semi-?annual(?:ly)?|bi-?annual|annual(?:ly)?|yearly)\b",
    re.IGNORECASE)


# a rate printed right after a figure ("$66.92 per month", "$351.00/year", "Rate of Pay: $96600.0
# Annual": the bare adjective only when it ends the figure's cell, never "$500 annual deductible")
_AFTER_FIGURE = re.compile(r"^\s*(?:/\s*(?:day|month|mo|year|yr)\b|per\s+(?:day|month|year|annum)\b|a\s+(?:day|month|year)\b|"
                           r"(?:monthly|annually|yearly)\b|annual(?=\s*$))", re.IGNORECASE)


# a frequency printed as its own field after a figure, on its row ("Pay: | 5107.00  Rate
# Frequency: | Monthly", "Amount | $1,200.00 | Pay Frequency | Biweekly")
_FREQUENCY_AFTER = re.compile(r"^[\s|]*(?:(?:rate|pay|payment|billing)\s+)?frequency\s*:?[\s|]*"
                              r"(?P<adj>weekly|monthly|quarterly|semi-?annual(?:ly)?|annual(?:ly)?|yearly)\b",
                              re.IGNORECASE)


def _months(m: re.Match) -> float:
    if m.group("count"):
        return _COUNT[m.group("count").lower()]
    unit = m.group("per") or m.group("slash")
    if unit:
        return _UNIT[unit.lower()]
    return _ADJECTIVE[m.group("adj").lower().replace("-", "")]


def said(text: str) -> list[tuple[str, float]]:
    """Each rate `text` says, as said and in months."""
    return [(m.group(0), _months(m)) for m in _SAID.finditer(text)]


def after_figure(text: str) -> str | None:
    """The rate `text` opens with, when it is what is printed right after a figure."""
    m = _AFTER_FIGURE.match(text)
    return m.group(0) if m else None


def frequency_after(text: str) -> str | None:
    """The rate a frequency field printed right after a figure names ("Rate Frequency: |
    Monthly" → "Monthly"), when `text` is the rest of the figure's row."""
    m = _FREQUENCY_AFTER.match(text)
    return m.group("adj") if m else None


def of_label(label: str) -> set[float]:
    """The rates a printed label says ("6 MONTH PREMIUM" → {6})."""
    return {months for _, months in said(label)}


def of_period(start: str | None, end: str | None) -> set[float]:
    """The rate of a document covering start..end (ISO dates), both days counted."""
    try:
        days = (date.fromisoformat(end) - date.fromisoformat(start)).days + 1
    except (TypeError, ValueError):
        return set()
    return {months for low, high, months in _DAYS if low <= days <= high}


def of_title(words: list[str]) -> set[float]:
    """The rates a document's title lines say of it ("Monthly Statement"): adjectives only."""
    return {_ADJECTIVE[w.lower().replace("-", "")] for line in words for w in re.findall(r"[A-Za-z-]+", line)
            if w.lower().replace("-", "") in _ADJECTIVE}


def grounded(months: float, label: str, document: set[float]) -> bool:
    """Whether a figure printed under `label`, on a document of the rates `document`, is the
    figure for the rate asked: the label's own rate decides when it says one."""
    printed = of_label(label)
    return months in printed if printed else months in document
