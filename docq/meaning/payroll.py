"""What a pay stub's own shorthand says: the words a person asks a payroll figure by, for the
words and abbreviations payroll systems print.

A pay stub prints "MEDI", "OASDI", "FITW", "Federal Withholding", "NET PAY"; a person asks
for "the Medicare tax withheld", "my Social Security tax", "the federal income tax taken out",
"my take-home pay". Each entry is a printed phrase and what it means, and only the whole phrase
counts: "Addl. Fed. Withholding" is the federal withholding plus a word ("Addl") that still has
to be accounted for, and the same words on any other kind of document mean nothing here.

A phrase is here only when every payroll system means the one thing by it. "FICA" is not: some
print it for Social Security beside a Medicare line, others for both taxes together.
"""
from __future__ import annotations

import re

# The kinds of document whose labels are a payroll's
KINDS = frozenset({"pay-stub"})

# "Take-home pay" is one word: its "take" is no "taken out" (words.EQUIVALENT), its "home" no house
TAKE_HOME = re.compile(r"\btake[- ]home\b", re.I)
ONE_WORD = "takehome"

# A wage base, not a tax: "Medicare Wages", "Social Security Gross"
_WAGE_BASE = re.compile(r"\b(?:wages?|gross|earnings|taxable|subject)\b", re.I)

_BEFORE_TAX = r"\b(?:pre|post|after|before)[- ]?tax\b"

# (printed phrase, what it means); a tax's line on a stub is the tax withheld from the pay
_SAYS: tuple[tuple[re.Pattern, str], ...] = tuple((re.compile(p, re.I), m) for p, m in (
    (r"\b(?:fed(?:eral)?|state)\.?\s+(?:w/h|wh|withholding)\b", "income tax withheld"),
    (r"\bwithholding\b", "tax withheld"),
    (r"\bfitw?\b", "federal income tax withheld"),
    (r"\bsitw?\b", "state income tax withheld"),
    (r"\bfed\b\.?", "federal"),
    # Social Security and Medicare are federal taxes, "FICA" both: "Fed MED/EE", "FICA-HI" is the one
    (r"\b(?:(?:fed(?:eral)?|fica)\.?[\s-]*)?(?:medi|medicare)\b(?:\s+tax\b)?|"
     r"\b(?:fed(?:eral)?|fica)\.?[\s-]*(?:med|hi)\b(?:\s+tax\b)?", "medicare tax withheld"),
    (r"\b(?:(?:fed(?:eral)?|fica)\.?[\s-]*)?(?:oasdi|social security|soc\.?\s?sec\.?)(?:\s+tax\b)?|"
     r"\bfica[\s-]*ss\b", "social security tax withheld"),
    # a federal or state tax taken from pay is its income tax ("Federal Income Tax" for "the federal tax")
    (r"\b(?:fed(?:eral)?|state|local|city)\.?\s+income\s+tax(?:es)?\b", "tax withheld"),
    (r"\btax(?:es)?\b", "tax withheld deduction deduct"),    # every tax a stub prints is one taken from the pay
    (r"\bnet pay\b", "takehome pay"),
    (r"\b(?:gross|total) (?:pay|earnings)\b", "earn"),         # what the pay came to before anything was taken
    # what is put aside from the pay: a retirement plan's deferral, a health or spending account's
    (r"\b(?:401\s?\(?k\)?|403\s?\(?b\)?|457\s?\(?b\)?|retirement|pension)", "contribute contribution retirement plan"),
    (r"\b401\s?\(?k\)?", "401k"), (r"\b403\s?\(?b\)?", "403b"),     # as a person types them
    (r"\b(?:hsa|fsa)\b", "contribute contribution"),
    (r"(?<=/)ee\b|\bee\b(?=\s*(?:$|/|-))", "employee"),     # "Fed OASDI/EE": the employee's share
    (r"(?<=/)er\b|\ber\b(?=\s*(?:$|/|-))", "employer"),
    # how a deduction is taken, a column of its own on many stubs ("401k | Pre-Tax | 193.70"): it says
    # the figure is a deduction, and is no tax ("Medical Pre-Tax" is no tax withheld)
    (_BEFORE_TAX, "deduct deduction withhold taken"),
))


def says(label: str, kind: str) -> list[tuple[str, str]]:
    """The payroll phrases `label` prints, each with what it means, on a document of `kind`:
    "MEDI" → ("MEDI", "medicare tax withheld"). Nothing on any other kind of document, and no
    tax meant by a wage base's label ("Medicare Wages")."""
    if kind not in KINDS:
        return []
    out = []
    how_taken = [m.span() for m in re.finditer(_BEFORE_TAX, label, re.I)]
    for pattern, meaning in _SAYS:
        for m in pattern.finditer(label):
            if "tax" in meaning and _WAGE_BASE.search(label):
                continue
            if pattern.pattern != _BEFORE_TAX and any(a <= m.start() and m.end() <= b for a, b in how_taken):
                continue
            out.append((m.group(0), meaning))
    return out


def plain(label: str, kind: str) -> str:
    """A pay stub's label without the words saying how a deduction is taken ("Medical Pre-Tax"
    is "Medical"): the "tax" of "pre-tax" names no tax. Any other label as it is."""
    return re.sub(_BEFORE_TAX, " ", label, flags=re.I) if kind in KINDS else label


# A question asking what was taken from the pay: a payroll prints it as a negative line ("-180.00")
_WITHHELD = r"withh(?:e|o)ld\w*|deduct\w*"
_TAKEN = re.compile(rf"\b(?:{_WITHHELD}|taken out|take out|took out|came out|come out|"
                    r"went to|go(?:es)? to|(?:went|go|goes|put) in(?:to)?|contribut\w*)\b", re.I)


# ...one word of it, as a question's term: "deducted", "withheld", "taken" (out)
_TAKEN_WORD = re.compile(rf"(?:{_WITHHELD}|taken|take|took)", re.I)


def asks_taken(word: str, kind: str) -> bool:
    """Whether a word of a question asks what was taken from the pay ("deducted", "withheld",
    "taken" out), asked of a pay stub: what every stub prints, whether or not it says so."""
    return kind in KINDS and bool(_TAKEN_WORD.fullmatch(word))


def taken_by_sign(word: str, figure: str, kind: str) -> bool:
    """Whether such a word is said by the figure itself: a pay stub prints what it takes from
    the pay subtracted ("Dental | -18.75"), under whatever heading its layout gives."""
    return asks_taken(word, kind) and figure.strip().startswith(("-", "("))


_REFUND = re.compile(r"\b(?:refund\w*|reimburs\w*|revers\w*|credit\w*|back)\b", re.I)


def deducted(question: str, label: str, kind: str) -> bool:
    """Whether a negative figure on a pay stub is what the question asks: a tax withheld, or a
    deduction the question asks as taken from the pay, which payrolls print subtracted ("Social
    Security Tax | -124.00"). A refund or a reversal is asked as such, never as what was withheld."""
    if kind not in KINDS or _REFUND.search(question):
        return False
    return any("withheld" in meant for _, meant in says(label, kind)) or bool(_TAKEN.search(question))
