"""grossnet: a document that prints two totals qualified differently, a grand or gross total
and a net total (an ad contract's "Grand Total" beside its "Net Total" after the agency's
commission). A question for "the total" that names neither may mean either: no rule picks
one for it, so the answer names both labels and asks which.
"""
from __future__ import annotations

import re

from docq.answer.openlabels import Printed, label_words
from docq.meaning.qualifiers import GROSS, NET


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


def _totals(rows: list[Printed], qualifiers: frozenset[str]) -> list[Printed]:
    return [r for r in rows if "total" in _words(r.label) and _words(r.label) & qualifiers]


def two_totals(question: str, rows: list[Printed]) -> list[str]:
    """The labels of a gross and a net total of different figures, when the question asks for
    a total and names neither qualifier; else nothing."""
    asked = _words(question)
    if "total" not in asked or asked & (GROSS | NET):
        return []
    gross, net = _totals(rows, GROSS), _totals(rows, NET)
    if not gross or not net or {r.value for r in gross} & {r.value for r in net}:
        return []
    return [label_words(gross[0].label), label_words(net[0].label)]
