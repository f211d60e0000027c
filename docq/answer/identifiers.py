"""Identifiers: the numbers a question names a document by, and whether a document prints them.

"The gross amount on contract 4410275", "my account ending in 1234", "invoice SI80000": a
number in a question is the strongest selector it carries. Every identifier a question names
must be printed on the document an answer cites, compared as identifiers are written: dashes,
spaces, dots and slashes between parts, letter case and leading zeros aside, and a masked
number ("XXXX-1234", "****1234", "ending in 1234") matching the digits it shows. A question
whose identifier no document prints is declined with that identifier named.

What is not an identifier: dates and years (the period), amounts, box, line and code numbers,
form names (W-2, 1099-INT, 1040-SR, Form 4868, 401(k)), a street number, ordinals, and short
numbers in names ("99 Speed Mart", "7-Eleven"). Treating a number as an identifier can only
take an answer away, never add one, so the rule errs that way.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

# A token a person writes an identifier as: letters and digits, parts joined by - / . or #.
_TOKEN = re.compile(r"(?<![\w$])(?:[#*Xx•]{2,}[- ]?)?[A-Za-z0-9]+(?:[-/.#][A-Za-z0-9]+)*(?:\(\w\))?")
_RUN = re.compile(r"[a-z]+|\d+")
# Nouns that number one transaction, not a document or an account: "check 1043", "transaction
# #19982301", "confirmation number 88213" name a row of a statement's table
_ROW_NOUN = re.compile(r"\b(?:check|cheque|transaction|confirmation|reference|ref|trace)\.?\s*(?:no\.?|number|#|:)?\s*$",
                       re.I)
# Nouns a person names a document or an account by: a number right after one is an
# identifier even when it is short or looks like a year ("invoice 1930").
_NOUN = re.compile(r"\b(?:invoice|order|contract|policy|claim|account|acct|check|cheque|loan|member|"
                   r"certificate|confirmation|reference|ref|receipt|transaction|case|customer|client|"
                   r"control|serial|voucher|warrant|statement|card|id|no|number|#)\.?\s*(?:no\.?|number|#|:)?\s*$",
                   re.I)
# "ending in 1234", "last four 1234", "last 4 digits 1234": a number given by its end
_SUFFIX = re.compile(r"\b(?:ending(?:\s+(?:in|with))?|ends\s+(?:in|with)|last\s+(?:four|4)(?:\s+digits)?(?:\s+(?:of|are|is))?)"
                     r"\s*[:#]?\s*(?:[*Xx•.]+[- ]?)?(?P<digits>\d{2,})\b", re.I)
# Masked digits as a question or a document writes them: "XXXX-1234", "****1234", "x1234", "...1234"
_MASKED = re.compile(r"(?:(?<![A-Za-z0-9])[Xx]{1,}|[*•]+|\.{3})[- ]?(?P<digits>\d{3,})\b")
# Numbers that name a form, a box or a line, not a document of one person's
_FORM = re.compile(r"\b(?:w-?2c?|w-?4|w-?9|1099(?:-[a-z]+)?|1098(?:-[a-z]+)?|1095-[a-z]|1040(?:-?(?:sr|nr|x|es))?|"
                   r"ssa-?1099|5498(?:-[a-z]+)?|8962|401\s*\(?k\)?|403\s*\(?b\)?|457\s*\(?b\)?|529|1120(?:-s)?|941|"
                   r"acord\s*\d+|cms-?1500|ub-?04|form\s+[a-z]*-?\d+[a-z-]*|schedule\s+[a-z0-9-]+)(?![\w-])", re.I)
_REFERENCE = re.compile(r"\b(?:box(?:es)?|line|lines|code|page|pages|part|item|step|copy|question|row|column|"
                        r"section|tier|plan|option|unit|apt|suite|room|gate|floor)\s*#?\s*\d+[a-z]?(?:\s*(?:and|or|,|-)\s*\d+[a-z]?)*\b",
                        re.I)
_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b", re.I)
_AMOUNT = re.compile(r"[$£€]\s?\d[\d,]*(?:\.\d+)?|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d+\.\d{2}\b")
_YEAR_LIKE = re.compile(r"(?:19|20)\d\d")
YEAR_SAID = re.compile(r"\b(?:19|20)\d\d\b")     # a year-like number standing alone in a question
# The nouns that only ever number a document: a year-like number right after one is its number,
# never a year ("invoice 1930", "order # 2024"); after "policy" or "statement" it may be either
_NUMBERS_ONLY = re.compile(r"\b(?:invoice|order|contract|claim|check|cheque|confirmation|reference|ref|transaction|"
                           r"voucher|case|customer|client|control|serial|certificate)\.?\s*(?:no\.?|number|#|:)?\s*$",
                           re.I)
_YEARS = re.compile(r"\b(?:19|20)\d\d\s*(?:-|–|/|to|through)\s*(?:(?:19|20)\d\d|\d\d)\b", re.I)


@dataclass(frozen=True)
class Identifier:
    """An identifier as the question wrote it, its parts as compared, and whether only its
    end is given ("ending in 1234")."""
    said: str
    runs: tuple[str, ...]
    suffix: bool = False

    @property
    def digits(self) -> str:
        return "".join(r for r in self.runs if r.isdigit())


def runs(text: str) -> tuple[str, ...]:
    """The parts an identifier is compared by: runs of letters and of digits, lower case,
    leading zeros dropped ("KT-0020037" → ("kt", "20037"))."""
    return tuple(_strip_zeros(r) for r in _RUN.findall(text.lower()))


def _strip_zeros(run: str) -> str:
    return (run.lstrip("0") or "0") if run.isdigit() else run


def asked(text: str, taken: list[tuple[int, int]] = ()) -> list[Identifier]:
    """The identifiers in a question. `taken` are spans the reading already gave a meaning
    (the period, a street address, a name the library knows)."""
    spans = list(taken)
    out: list[Identifier] = []
    for m in _SUFFIX.finditer(text):
        out.append(Identifier(m.group(0), (_strip_zeros(m.group("digits")),), suffix=True))
        spans.append(m.span())
    for rx in (_MASKED,):
        for m in rx.finditer(text):
            if not _inside(m.span(), spans):
                out.append(Identifier(m.group(0), (_strip_zeros(m.group("digits")),), suffix=True))
                spans.append(m.span())
    # a number right after the noun it numbers is an identifier even where it reads like a form's
    # name or a box ("contract 1099"); never a span of years or an amount
    named = [m.span() for rx in (_FORM, _REFERENCE, _ORDINAL) for m in rx.finditer(text)]
    spans += [m.span() for rx in (_AMOUNT, _YEARS) for m in rx.finditer(text)]
    for m in _TOKEN.finditer(text):
        tok = m.group(0).rstrip(".")
        after_noun = bool(_NOUN.search(text[:m.start()]))
        if not any(ch.isdigit() for ch in tok) or _inside(m.span(), spans) or (
                not after_noun and _inside(m.span(), named)):
            continue
        digits = sum(ch.isdigit() for ch in tok)
        if _date_shaped(tok) or (not after_noun and (digits < 3 or _YEAR_LIKE.fullmatch(tok))):
            continue
        out.append(Identifier(tok, runs(tok)))
    return out


def numbered_years(text: str) -> list[tuple[int, int]]:
    """Where the question says a year-like number as what numbers a document ("invoice 1930"):
    no period is read from those spans."""
    return [m.span() for m in YEAR_SAID.finditer(text) if _NUMBERS_ONLY.search(text[:m.start()])]


def _inside(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    a, b = span
    return any(s <= a and b <= e or (s < b and a < e) for s, e in spans)


def _date_shaped(tok: str) -> bool:
    """"12/10/21", "2024-03-05", "3/2024": a date, which the period reading owns. Its parts
    must make one: an account number in three parts ("2210-4471-9") is no date."""
    parts = re.split(r"[-/.]", tok)
    if len(parts) not in (2, 3) or not all(p.isdigit() and len(p) <= 4 for p in parts):
        return False
    n = [int(p) for p in parts]
    if len(parts) == 2:
        # a month and its year, either way round
        return any(len(y) == 4 and _YEAR_LIKE.fullmatch(y) and 1 <= m <= 12
                   for y, m in ((parts[0], n[1]), (parts[1], n[0])))
    if len(parts[0]) == 4:
        return bool(_YEAR_LIKE.fullmatch(parts[0])) and 1 <= n[1] <= 12 and 1 <= n[2] <= 31
    year_ok = len(parts[2]) == 2 or (len(parts[2]) == 4 and bool(_YEAR_LIKE.fullmatch(parts[2])))
    return year_ok and 1 <= n[0] <= 31 and 1 <= n[1] <= 31 and min(n[0], n[1]) <= 12


@dataclass
class Printed:
    """The identifier-shaped runs a document prints: each line's runs with whether each run
    joins the one before it (only separators between them), and the digits printed masked."""
    lines: list[list[tuple[str, bool]]]
    masked: set[str]
    spaced: set[str] = frozenset()     # long numbers a reader printed with a space inside ("1 16870")
    dashed: set[str] = frozenset()     # numbers printed in parts joined by dashes, as one ("511-48239-8")


_JOIN = re.compile(r"[\s\-/.#:]{0,3}")
# Digits a character reader split with one space: the number as one, when it is long enough
# (six digits or more) to be an identifier rather than two figures side by side
_SPACED = re.compile(r"(?<![\w.,$])\d+(?: \d+)+(?![\w.,])")
# ...and a number printed in parts joined by dashes, an account's ("511-48239-8"): its end, asked
# "ending in 2398", runs across them (dates are taken out before: _NOT_IDS)
_DASHED = re.compile(r"(?<![\w.,$-])\d+(?:-\d+)+(?![\w.,-])")


# What a document prints that is no identifier: amounts ("$7,820.00" holds no "820") and dates
_NOT_IDS = re.compile(r"[$£€]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[$£€]?\b\d+\.\d{2}\b|"
                      r"\b\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2})\b|\b(?:19|20)\d\d-\d{1,2}-\d{1,2}\b")


def printed(texts: list[str]) -> Printed:
    lines, masked, spaced, dashed = [], set(), set(), set()
    for text in texts:
        for line in text.splitlines():
            low = _NOT_IDS.sub(" ; ", line.lower())
            dashed |= {d for m in _DASHED.finditer(low) if len(d := m.group(0).replace("-", "")) >= 6}
            for m in _SPACED.finditer(low):
                parts = m.group(0).split()
                spaced |= {_strip_zeros(d) for i in range(len(parts)) for j in range(i + 2, len(parts) + 1)
                           if len(d := "".join(parts[i:j])) >= 6}
            row, end = [], None
            for m in _RUN.finditer(low):
                gap = low[end:m.start()] if end is not None else None
                row.append((_strip_zeros(m.group(0)), gap is not None and _JOIN.fullmatch(gap) is not None))
                end = m.end()
            if row:
                lines.append(row)
            masked |= {_strip_zeros(m.group("digits")) for m in _MASKED.finditer(line)}
    return Printed(lines, masked, spaced, dashed)


def prints(where: Printed, ident: Identifier) -> bool:
    """Whether the document prints the identifier: its parts in order, joined only by
    separators; its end, for "ending in"; or, masked, the end of it."""
    want = ident.runs
    if not want:
        return False
    if ident.suffix:
        d = want[0]
        return d in where.masked or any(r.isdigit() and r.endswith(d) and len(r) >= len(d)
                                        for row in where.lines for r, _ in row) or \
            any(n.endswith(d) for n in where.dashed)
    for row in where.lines:
        for i in range(len(row) - len(want) + 1):
            if row[i][0] == want[0] and all(row[i + k][0] == want[k] and row[i + k][1] for k in range(1, len(want))):
                return True
    digits = ident.digits
    if len(want) == 1 and digits == want[0] and digits in where.spaced:
        return True       # "116870" read off a scan as "1 16870"
    if len(want) == 1 and digits == want[0] and len(digits) >= 6:
        # the full number asked, the document showing only its end ("XXXX-1234")
        return any(len(m) >= 4 and digits.endswith(m) for m in where.masked)
    return False


def unprinted(idents: list[Identifier], where: Printed) -> list[Identifier]:
    return [i for i in idents if not prints(where, i)]


def search_key(ident: Identifier) -> str:
    """A substring every page printing the identifier holds (for a first pass in the store):
    its longest part, or for a number given in full or masked, its last digits; for a number
    given by its end, its last digit alone (a dash may stand anywhere in it: "511-48239-8")."""
    if ident.suffix:
        return ident.digits[-1:]
    if len(ident.runs) == 1 and ident.runs[0].isdigit():
        return ident.digits[-3:]
    return max(ident.runs, key=len)


def with_noun(text: str, ident: Identifier) -> str:
    """The identifier as said with the noun it numbers, when one stands right before it
    ("contract 26690236", "claim no. 88317"); else as said."""
    at = text.find(ident.said)
    m = _NOUN.search(text[:at]) if at > 0 else None
    return text[m.start():at] + ident.said if m else ident.said


def names_row(text: str, ident: Identifier) -> bool:
    """Whether the identifier numbers one transaction ("check 1043", "transaction #19982301"),
    said in full right after its noun."""
    at = text.find(ident.said)
    return not ident.suffix and at > 0 and _ROW_NOUN.search(text[:at]) is not None


def quote(idents: list[Identifier]) -> str:
    words = [f"“{i.said}”" for i in idents]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
