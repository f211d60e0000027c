"""grossnet: a document that prints two totals qualified differently, a grand or gross total
and a net total (an ad contract's "Grand Total" beside its "Net Total" after the agency's
commission, an invoice's "Gross Total" over its "Net Amount Due"). A question for "the total" that names neither may mean either: no rule picks
one for it, so the answer names both labels and asks which.
"""
from __future__ import annotations

import re

from docq.answer.openlabels import Printed, label_words
from docq.meaning.qualifiers import GROSS, NET


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


# What a label calls a document's whole figure: its total, its amount, what is due
_WHOLE = frozenset({"total", "amount", "due"})


def _totals(rows: list[Printed], qualifiers: frozenset[str]) -> list[Printed]:
    """The rows whose label qualifies a whole figure so: "Gross Total", "Net Amount Due"."""
    return [r for r in rows if _words(r.label) & _WHOLE and _words(r.label) & qualifiers]


def _captions(texts: list[str], qualifiers: frozenset[str]) -> list[str]:
    """Cells that caption a whole figure so, though the figure stands elsewhere ("Grand Total:"
    over a grid whose last row prints it): a short cell of words only."""
    out = []
    for text in texts:
        for cell in (c.strip(" :") for line in text.splitlines() for c in line.split(" | ")):
            words = _words(cell)
            if cell and len(cell.split()) <= 4 and not re.search(r"\d", cell) and words & _WHOLE and words & qualifiers:
                out.append(cell)
    return out


def two_totals(question: str, rows: list[Printed], texts: list[str] = ()) -> list[str]:
    """The labels of a gross and a net total of different figures, when the question asks for
    a total and names neither qualifier; else nothing. A total captioned on the pages (`texts`)
    without a figure beside it counts too: which figure is its, no row says."""
    asked = _words(question)
    if "total" not in asked or asked & (GROSS | NET):
        return []
    gross, net = _totals(rows, GROSS), _totals(rows, NET)
    if gross and net:
        if {r.value for r in gross} & {r.value for r in net}:
            return []
        return [label_words(gross[0].label), label_words(net[0].label)]
    if gross or net:
        other = _captions(texts, NET if gross else GROSS)
        if other:
            found = label_words((gross or net)[0].label)
            return [found, other[0]] if gross else [other[0], found]
        return []
    # a table whose columns are the gross and the net amounts ("Gross Amount | Net Amount" over
    # "Totals | 1 | $450.00 | $382.50"): its total row prints both
    captioned = _captions(texts, GROSS), _captions(texts, NET)
    return [captioned[0][0], captioned[1][0]] if all(captioned) else []


def later_balance(question: str, rows: list[Printed], value: str) -> str | None:
    """The label of a balance dated after the document was issued ("Invoice Balance as of
    05/05/20 | $0.00" under "Net Amount Due | $6,222.00") that differs from `value`, when the
    question asks what is owed: what is still owed is the later figure or the amount due,
    and the question does not say which."""
    if not _OWED.search(question) or _BALANCE.search(question):
        return None
    found = next((r for r in rows if _DATED_BALANCE.search(r.label) and r.value != value), None)
    return label_words(found.label) if found else None


# A question asking what is owed ("how much do I owe", "what's still due"), not a balance by name
_OWED = re.compile(r"\b(?:owe|owed|owing|outstanding|still\s+due|left\s+to\s+pay)\b", re.IGNORECASE)
_BALANCE = re.compile(r"\bbalance\b", re.IGNORECASE)
# A balance a label dates ("Invoice Balance as of 05/05/20", "Balance as of May 5")
_DATED_BALANCE = re.compile(r"\bbalance\s+as\s+of\b", re.IGNORECASE)
