"""Amounts: parsing, normalising, dollar-shaped patterns, and literal grounding.

The grounding rule is the product's floor: a figure may only be stated when it appears
literally in the cited document's own words. "Literally" is compared after normalising the
ways one printed figure is written: `$`, thousands commas, a recogniser's period used as a
thousands separator (1.317.128,02 or 1.317.128.02), `CR` / trailing minus / parentheses for
negatives, and a currency prefix such as RM or USD.
"""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Iterable

from docq.errors import BadInput

# The seed's grader patterns, kept verbatim.
MONEY_QUESTION_RE = re.compile(r"\$?\d[\d,]*\.\d{2}")
MONEY_IN_ANSWER_RE = re.compile(r"\$\s?\d|[\d,]+\.\d{2}")

_CURRENCY = r"(?:US\$|USD|RM|MYR|CAD|C\$|A\$|AUD|EUR|GBP|S\$|SGD|INR|Rs\.?|\$|€|£|₹)"
# An amount as printed: optional sign/currency, digits with , . or space grouping, 2 decimals.
AMOUNT_RE = re.compile(
    rf"(?<![\w.,])\(?-?\s?{_CURRENCY}?\s?-?\d{{1,3}}(?:[,.]\d{{3}})*[.,]\d{{2}}(?![\d]|[.,]\d)\)?(?:\s?(?:CR|DR|-))?"
    rf"|(?<![\w.,])\(?-?\s?{_CURRENCY}?\s?-?\d+[.,]\d{{2}}(?![\d]|[.,]\d)\)?(?:\s?(?:CR|DR|-))?",
    re.IGNORECASE,
)

_STRIP = re.compile(rf"^{_CURRENCY}|{_CURRENCY}$", re.IGNORECASE)


def parse_amount(text: str) -> Decimal | None:
    """The value of one printed amount, or None when `text` is not exactly one amount.

    Requires exactly two decimals: a bare integer is not a money figure here.
    """
    s = text.strip().replace("\u00a0", " ")
    if s.startswith("+"):           # statements print charges as "+$487.20"
        s = s[1:].strip()
    if not s:
        return None
    negative = False
    if s.startswith("(") and s.endswith(")"):
        negative, s = True, s[1:-1].strip()
    upper = s.upper()
    for suffix in (" CR", "CR", " DR", "DR"):
        if upper.endswith(suffix) and len(s) > len(suffix):
            negative = negative or suffix.strip() == "CR"
            s = s[: -len(suffix)].strip()
            break
    if s.endswith("-") and len(s) > 1:
        negative, s = True, s[:-1].strip()
    if s.startswith("-"):
        negative, s = True, s[1:].strip()
    s = _STRIP.sub("", s).strip()
    if s.startswith("-"):
        negative, s = True, s[1:].strip()
    if " " in s:
        return None  # "2 100.00" is a quantity and a price, never 2,100.00
    m = re.fullmatch(r"(\d{1,3}(?:[,.]\d{3})*|\d+)[.,](\d{2})", s)
    if not m:
        return None
    whole = re.sub(r"[,.]", "", m.group(1))
    try:
        value = Decimal(f"{whole}.{m.group(2)}")
    except InvalidOperation:
        return None
    return -value if negative else value


def normalise(text: str) -> str | None:
    """Canonical string of one printed amount ("1234.56", "-42.99"), or None."""
    v = parse_amount(text)
    return None if v is None else f"{v:.2f}"


def strict_amount(text: str) -> Decimal:
    """Parse an amount a person typed; a clear error on anything that is not one."""
    v = parse_amount(text)
    if v is None:
        plain = text.strip().lstrip("$").replace(",", "")
        if re.fullmatch(r"\d+", plain):
            v = Decimal(plain)
    if v is None:
        raise BadInput(f"{text!r} is not an amount; type it as printed, e.g. 1,234.56")
    return v


# Where thousands are grouped by spaces (1 234,56: France, the Nordics, much of Europe) or by
# apostrophes (1'234.50: Switzerland), the last group read alone is a smaller figure.
_GROUP_HEAD = re.compile(rf"^{_CURRENCY}?\d{{1,3}}['’]?$", re.IGNORECASE)
_GROUP_TAIL = re.compile(r"^\d{3},\d{2}$|^['’]?\d{3}[.,]\d{2}$")
_HEAD_BEFORE = re.compile(rf"(?:^|[\s(:|\-])(?P<head>{_CURRENCY}?\d{{1,3}}['’]?)[ \u00a0\u202f]?$", re.IGNORECASE)


def grouped_tail(head: str, tail: str) -> bool:
    """True when `tail` ("234,56") is the last group of a number whose first group `head`
    ("1") was printed just before it: "1 234,56" is 1,234.56, and 234.56 alone would be a
    wrong figure. A decimal point after a space ("2 100.00") stays a quantity and a price;
    after an apostrophe ("1'" "234.50") it is a Swiss grouping."""
    head, tail = head.strip(), tail.strip()
    if not (_GROUP_HEAD.match(head) and _GROUP_TAIL.match(tail)):
        return False
    return "," in tail or head.endswith(("'", "’")) or tail.startswith(("'", "’"))


NARROW_SPACE = 0.6     # a group separator is at most this many heights wide; a column gap is wider


def grouped_by_narrow_space(head: str, tail: str, gap: float, height: float) -> bool:
    """grouped_tail for two printed words `gap` apart on a line `height` tall."""
    return gap <= NARROW_SPACE * height and grouped_tail(head, tail)


# A figure a recogniser cut just before its decimal point ("166" ".10", a thermal print's wide
# point): the whole part, and the point with its cents.
_WHOLE_PART = re.compile(rf"^{_CURRENCY}?\s?\d{{1,3}}(?:,\d{{3}})*$|^{_CURRENCY}?\s?\d+$", re.IGNORECASE)
_POINT_CENTS = re.compile(r"^[.,]\d{2}$")
TOUCHING = 0.5     # a gap at most this many heights wide is no word space: the two are one word


def cut_before_point(head: str, tail: str, gap: float, height: float) -> bool:
    """True when `head` ("166") and `tail` (".10"), printed on one line `gap` apart, are one
    figure the recogniser cut at its decimal point: the two touch (a word space is wider),
    `head` is only a whole part and `tail` only the point and two cents."""
    return (gap <= TOUCHING * height and bool(_WHOLE_PART.match(head.strip()))
            and bool(_POINT_CENTS.match(tail.strip())))


# A figure a recogniser cut between two of its digits ("8" "1,20", an Italian till's TOTALE
# 81,20): the first digits, and the rest with the point and cents. The gap inside a printed
# figure is a digit's spacing; a quantity and its price, or two columns, stand a word space
# apart or more (no two such words in any reading of the real and generated sets touch closer).
_LEADING_DIGITS = re.compile(rf"^{_CURRENCY}?\s?\d{{1,3}}$", re.IGNORECASE)
_DIGITS_CENTS = re.compile(r"^\d{1,3}[.,]\d{2}$")
CUT_INSIDE = 0.25     # a gap at most this many heights wide is inside one figure


def cut_between_digits(head: str, tail: str, gap: float, height: float) -> bool:
    """True when `head` ("8") and `tail` ("1,20"), printed on one line `gap` apart, are one
    figure the recogniser cut between two of its digits: closer than any word space."""
    return (gap <= CUT_INSIDE * height and bool(_LEADING_DIGITS.match(head.strip()))
            and bool(_DIGITS_CENTS.match(tail.strip())))


def cut_figure(head: str, tail: str, gap: float, height: float) -> bool:
    """True when `head` and `tail`, printed on one line `gap` apart, are one figure the
    recogniser cut in two: before its point or between two of its digits."""
    return cut_before_point(head, tail, gap, height) or cut_between_digits(head, tail, gap, height)


def find_amounts(text: str) -> list[tuple[str, Decimal]]:
    """Every amount printed in `text`, as (as printed, value); never the last group of a
    number grouped by spaces or apostrophes (see grouped_tail)."""
    out = []
    for m in AMOUNT_RE.finditer(text):
        raw = m.group(0).strip()
        lead = len(m.group(0)) - len(m.group(0).lstrip())
        before = _HEAD_BEFORE.search(text[:m.start() + lead])
        if before and grouped_tail(before.group("head"), raw):
            continue
        v = parse_amount(raw)
        if v is not None:
            out.append((raw, v))
    return out


_SYMBOLS = {"USD": "$", "CAD": "$", "AUD": "$", "SGD": "$", "": "$", "GBP": "£", "EUR": "€", "INR": "₹"}


# A document that prints no currency and is not in dollars (ISO 4217's code for none): its
# figures are said bare, never with a dollar sign
UNKNOWN_CURRENCY = "XXX"


# A currency a question names in words ("in dollars", "how many euros", "in US dollars"): the
# codes a figure's currency must be one of. Dollars said bare are the US dollar, which is what a
# person asking in this product's language means; another country's dollar is said by its name.
_ASKED = (
    (r"(?:canadian|cdn|can)\s+dollars?|\bcad\b|c\$", {"CAD"}),
    (r"(?:australian|aussie)\s+dollars?|\baud\b|a\$", {"AUD"}),
    (r"singapore(?:an)?\s+dollars?|\bsgd\b|s\$", {"SGD"}),
    (r"(?:new\s+zealand|nz)\s+dollars?|\bnzd\b", {"NZD"}),
    (r"hong\s+kong\s+dollars?|\bhkd\b", {"HKD"}),
    (r"\b(?:u\.?s\.?|american)\s+dollars?|\busd\b|us\$|\bdollars?\b|\bbucks\b", {"USD"}),
    (r"\beuros?\b|\beur\b", {"EUR"}),
    (r"\bpounds?(?:\s+sterling)?\b|\bsterling\b|\bgbp\b|\bquid\b", {"GBP"}),
    (r"\bringgit\b|\bmyr\b", {"RM", "MYR"}),
    (r"\b(?:swiss\s+)?francs?\b|\bchf\b", {"CHF"}),
    (r"\brupees?\b|\binr\b", {"INR"}),
)
_ASKED_RE = tuple((re.compile(p, re.IGNORECASE), codes) for p, codes in _ASKED)


def currencies_asked(question: str) -> set[str]:
    """The currency codes a question asks its figure in, by the first currency it names in
    words (empty when it names none: the figure's own currency is the answer's)."""
    for pat, codes in _ASKED_RE:
        if pat.search(question):
            return set(codes)
    return set()


def format_amount(value: Decimal | str, currency: str = "USD", whole: bool = False) -> str:
    """"$1,234.56", "£612.40", "€25.40"; a currency without a sign of its own as "RM 27.55";
    with `whole`, a figure printed in whole dollars as it is printed ("$15,000"); in no known
    currency, bare ("3,880.00")."""
    v = Decimal(str(value))
    sign = "-" if v < 0 else ""
    body = f"{abs(v):,.0f}" if whole and v == v.to_integral_value() else f"{abs(v):,.2f}"
    if currency == UNKNOWN_CURRENCY:
        return f"{sign}{body}"
    if currency in _SYMBOLS:
        return f"{sign}{_SYMBOLS[currency]}{body}"
    return f"{sign}{currency} {body}"


# A whole-dollar figure as insurers print limits and deductibles ("$979,291", "$500"), or one
# with a single decimal digit, as a report written by a program prints a figure it kept as a
# float ("$96600.0"). Only with its dollar sign, so a count ("2,361 points"), a year, a quantity
# or a rate ("10.5") never reads as money.
WHOLE_DOLLARS_RE = re.compile(r"^(?:US)?\$\s?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d))?$")


# (a figure printed with a zero for its one decimal digit, "$96600.0", is said in whole dollars)
_WHOLE_PRINTED = re.compile(r"(?:US)?\$?\s?(?:\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.|(?<=\d)\.0)?")


def printed_whole(text: str) -> bool:
    """Whether a figure is printed in whole dollars ("$15,000", "548,250", "1,500.")."""
    return bool(text) and _WHOLE_PRINTED.fullmatch(text.strip()) is not None


# A whole number of dollars printed bare in a form's amount column ("74,944"; "529,351.", with
# the point of the cents column). Never money by itself: only where a form's line number stands
# beside it (answer/formlines.py).
_BARE_WHOLE = re.compile(r"(\d{1,3}(?:,\d{3})+|\d{1,7})\.?")


def grouped_whole(text: str) -> Decimal | None:
    """"96,360" → its value: a whole number of dollars grouped by thousands and printed bare, as
    a declarations table prints a limit under its Limit column; None for anything else (a
    form's line entry "529,351." included)."""
    t = text.strip()
    return bare_whole(t) if "," in t and not t.endswith(".") else None


def bare_whole(text: str) -> Decimal | None:
    """"74,944" or "529,351." → its value; None for anything else."""
    m = _BARE_WHOLE.fullmatch(text.strip())
    return Decimal(m.group(1).replace(",", "")).quantize(Decimal("0.01")) if m else None


def figure_value(printed: str) -> str | None:
    """A printed figure as a value ("1234.56"): with its cents or sign, in whole dollars after
    its sign ("$2,500", as a declarations table prints it), or bare whole dollars ("74,944")."""
    whole = parse_whole_dollars(printed) or bare_whole(printed)
    return normalise(printed) or (f"{whole:.2f}" if whole is not None else None)


def parse_whole_dollars(text: str) -> Decimal | None:
    """"$979,291" → Decimal("979291.00"), "$96600.5" → Decimal("96600.50"); None for anything else."""
    m = WHOLE_DOLLARS_RE.match(text.strip())
    if not m:
        return None
    return Decimal(f"{m.group(1).replace(',', '')}.{m.group(2) or 0}").quantize(Decimal("0.01"))


# The same inside a line: a dollar sign, a whole number of dollars, nothing after it that makes it
# a longer number or an amount with cents.
_WHOLE_IN_LINE = re.compile(r"(?<![\w.,$])(?:US)?\$\s?(?:\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d)?(?![\d]|[.,]\d)")


def find_figures(text: str) -> list[tuple[str, Decimal]]:
    """Every money figure printed in `text`: its amounts with cents and its whole dollars with
    their sign ("$15,000", as a declarations table prints a limit)."""
    out = find_amounts(text)
    for m in _WHOLE_IN_LINE.finditer(text):
        v = parse_whole_dollars(m.group(0))
        if v is not None and not any(m.group(0).strip() in raw for raw, _ in out):
            out.append((m.group(0).strip(), v))
    return out


def before_figure(text: str) -> str:
    """The words of `text` before the first money figure it prints."""
    starts = [m.start() for rx in (AMOUNT_RE, _WHOLE_IN_LINE) for m in [rx.search(text)] if m]
    return text[:min(starts)] if starts else text


# The unit a figure is counted in, glued on after a slash ("$20,000/year.", "$150/day"): the
# figure is what is printed before it.
_GLUED_UNIT = re.compile(r"(?<=\d)/(?:month|mo|year|yr|week|wk|day|hour|hr)[.,;:]?$", re.IGNORECASE)


def unglued(token: str) -> str:
    """A printed figure without the unit glued on after it ("$20,000/year." → "$20,000")."""
    return _GLUED_UNIT.sub("", token)


def grounded(value: Decimal | str, words: Iterable[str], window: int = 3, bare: bool = False,
             whole: bool = True) -> bool:
    """True when `value` is printed literally in `words` (one token, or up to `window`
    adjacent tokens the recogniser split, e.g. "$" "1,234.56" or "1,234" ".56").

    Sign is compared by magnitude: "241.99 CR" grounds 241.99 and -241.99 alike, since the
    label guard (not this one) decides what a figure means. With `bare`, a whole number with
    no sign ("74,944") grounds too: a form's line entry, printed so. Without `whole`, only a
    figure printed with its cents grounds ("$" "5713" does not ground 5713.00).
    """
    return grounding(value, words, window, bare, whole) is not None


def grounding(value: Decimal | str, words: Iterable[str], window: int = 3,
              bare: bool = False, whole: bool = True) -> tuple[int, int] | None:
    """The fewest adjacent tokens of `words` (after dropping empty ones) that print `value`,
    as (start, end), or None (see grounded)."""
    target = abs(Decimal(str(value)))
    toks = [w for w in words if w]
    for n in range(1, window + 1):
        for i in range(len(toks) - n + 1):
            joined = toks[i]
            for t in toks[i + 1:i + n]:
                joined = joined + (t if t[:1] in ".,-" or joined.endswith(("$", ",", ".")) else " " + t)
            joined = unglued(joined)
            if any(abs(v) == target for _, v in find_amounts(joined)) \
                    or whole and (parse_whole_dollars(joined) == target or bare and bare_whole(joined) == target):
                return i, i + n
    return None
