"""The grammar's vocabulary: every word some table of meaning/ knows, whatever it means there.

A label word the question does not say and the field's own vocabulary does not hold is
accounted for by what the document says it is (its title, kind) only when the grammar knows
the word, or it is one of the document's names (its issuer, address, person): a word no
table knows ("Rebate" in "Rebate Total") blocks the figure and is named in the decline, never
passes as neutral.
"""
from __future__ import annotations

import re
from functools import lru_cache

from docq.answer import lines
from docq.meaning import fields, languages, printed, qualifiers, words
from docq.workers.issuer import ADDRESS_LABEL, PERSON_LABEL

_WORD = re.compile(r"[a-z]{3,}")


def _of_pattern(pattern: str) -> set[str]:
    """The plain words of a label pattern (regex escapes dropped)."""
    return set(_WORD.findall(re.sub(r"\\[a-zA-Z]", " ", pattern.lower())))


def _of_text(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


@lru_cache(maxsize=1)
def known_words() -> frozenset[str]:
    """Every word of every table of meaning/ (lower case, three letters or more)."""
    out: set[str] = set()
    for spec in printed.SPECS:
        out |= _of_pattern(spec.pattern.pattern)
    out |= {w for meaning in map(printed.box12_meaning, printed.W2_BOX12_CODES) for w in _of_text(meaning)}
    for f in fields.SPECS:
        out |= {w for phrase in (*f.asks, f.noun) for w in _of_text(phrase)}
        out |= {w for pat in (*f.labels, *f.forbid) for w in _of_pattern(pat)}
    out |= {w for phrase, kind in fields.DOC_KIND_WORDS for w in _of_text(f"{phrase} {kind}")}
    out |= {w for noun in fields.KIND_NOUN.values() for w in _of_text(noun)}
    for table in (words.FILLER, words.MONEY_VERBS, words.LEVIED, words.PLACE_NOUNS, words.GENERIC_KIND,
                  words.ORG_WORDS, words.PAYMENT_WORDS, words.DEGREE, words.PERIOD_WORDS, words.NEUTRAL_LABEL,
                  words.PRONOUNS, words.CADENCE, words.WORDS_IN_CAPITALS, words.KIND_OWN_WORDS, words.MONTH_NAMES,
                  qualifiers.TAX_FOR, qualifiers.PAYER, qualifiers.OWN_SHARE, qualifiers.RATE_UNITS,
                  qualifiers.RATE_ADJECTIVES, qualifiers.RATE_COUNTS, qualifiers.COLUMN_CONCEPT, qualifiers.PER, qualifiers.COVERAGE_PART):
        out |= {w for word in table for w in _of_text(word)}
    out |= {w for group in qualifiers.EXCLUSIVE for word in group for w in _of_text(word)}
    out |= {w for senders in words.ROLES.values() for word in senders for w in _of_text(word)}
    out |= {w for k, same in words.EQUIVALENT.items() for word in (k, *same) for w in _of_text(word)}
    for pattern in (qualifiers.YEAR_SCOPE, qualifiers.ASKS_YEAR, qualifiers.COLUMN, qualifiers.PAY_PART,
                    qualifiers.BALANCE_CAPTION, qualifiers.SUBJECT_TO, languages.ANOTHER_LANGUAGE,
                    ADDRESS_LABEL, PERSON_LABEL):     # the captions of a document's names ("Service Address")
        out |= _of_pattern(pattern.pattern)
    out |= {w for by_language in languages.OTHER_LANGUAGES.values() for ws in by_language.values()
            for p in ws for w in _of_pattern(p)}
    out |= {w for line, ws in lines.LINES.items() for word in (line, *ws) for w in _of_text(word)}
    return frozenset(out)
