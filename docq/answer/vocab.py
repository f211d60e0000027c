"""The answer engine's vocabulary: a field asked by name, or a printed label asked about in a
person's own words, and whether a printed label agrees with it.

The table of fields (their phrases, the labels that agree and those that disqualify) is
meaning/fields.py; this module reads it.
"""
from __future__ import annotations

import re
from functools import lru_cache

from docq.meaning.fields import (BY_NAME, BY_VERB_ON_KIND, DOC_KIND_WORDS, KIND_NOUN,  # noqa: F401
                                 SAME_ON_KIND, SPECS, FieldSpec)
from docq.workers import labels as printed_labels
from docq.workers.kinds import FOR_TAX_YEAR, TAX_FORMS


def fields_on(name: str, doc_type: str | None) -> tuple[str, ...]:
    """The fields a document of `doc_type` may print the asked field as, in order."""
    return SAME_ON_KIND.get((name, doc_type or ""), (name,))


def plural(noun: str) -> str:
    """A kind's noun for more than one: "policies", "W-2s", "property tax bills"."""
    if re.search(r"[^aeiou]y$", noun):
        return noun[:-1] + "ies"
    return noun + "s"


TAX_KINDS = FOR_TAX_YEAR


OPEN = "label:"             # a figure named by a document's own printed label ("label:credit limit")
OPEN_TEXT = "label-text:"   # an identifier so named ("label-text:claim number")


def is_open(name: str | None) -> bool:
    return bool(name) and name.startswith((OPEN, OPEN_TEXT))


def forms_of(sidecar) -> frozenset[str]:
    """The tax forms a document is: its kind, and on a brokerage's consolidated 1099 (typed by
    the first form it prints) every form whose boxes it was read with, as its fields say."""
    if sidecar.doc_type not in TAX_FORMS:
        return frozenset({sidecar.doc_type or ""})
    # a box of one form only says which (foreign tax paid is on a 1099-INT and a 1099-DIV alike)
    held = {BY_NAME[f.name].kinds[0] for f in sidecar.fields
            if f.name in BY_NAME and len(BY_NAME[f.name].kinds) == 1 and BY_NAME[f.name].kinds[0] in TAX_FORMS}
    return frozenset({sidecar.doc_type} | held)


@lru_cache(maxsize=4096)
def spec_for(name: str) -> FieldSpec:
    """The field `name` names: one of SPECS, or a printed label asked about in its own words."""
    if name in BY_NAME:
        return BY_NAME[name]
    for prefix, kind in ((OPEN, "money"), (OPEN_TEXT, "text")):
        if name.startswith(prefix):
            words = name[len(prefix):]
            return FieldSpec(name, words, (), (rf"^{re.escape(words)}$",), kind=kind)
    raise KeyError(name)


def plain_label(label: str) -> str:
    """A label as words: "Credit Limit:" → "credit limit"."""
    return printed_labels.normalise_label(label)[0]


def label_agrees(spec: FieldSpec, label: str, doc_type: str | None = None) -> bool:
    """True when a printed label names `spec`'s field and nothing disqualifies it.

    What a printed label means is decided in one place, meaning/printed.py (read through
    workers/labels.py), which the sidecar extractor reads by too: when it says the label is
    another field ("Minimum Amount Due" is the minimum payment, "Interest Charged" a charge),
    no looser phrase here can make it this one. Only labels it does not know fall back to the
    field table's fragments."""
    text = " ".join(label.lower().split())
    if not text:
        return False
    if is_open(spec.name):
        return plain_label(label) == spec.noun
    known = printed_labels.match(label, doc_type or "+".join(printed_labels.EVERY_TYPE))
    if known:
        return spec.name in known
    if any(re.search(p, text) for p in spec.forbid):
        return False
    return any(re.search(p, text) for p in spec.labels)
