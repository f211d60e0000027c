"""usstates: the US states (with DC and the territories) by their names and postal codes.

A W-2 or a 1099 says which state its state boxes are for only by the postal code in its
"State" box ("CA"); a person names the state ("my California income tax"). One table
serves both: the code read from the form and the name read from the question.
"""
from __future__ import annotations

import re

NAMES: dict[str, str] = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
    "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
    "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
    "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
    "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
    "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
    "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
    "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
    "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming", "PR": "Puerto Rico", "GU": "Guam",
    "VI": "U.S. Virgin Islands", "AS": "American Samoa", "MP": "Northern Mariana Islands",
}
CODES = frozenset(NAMES)
_BY_NAME = {name.lower(): code for code, name in NAMES.items()}
# longest first, so "West Virginia" is not read as "Virginia"
_NAME_RE = re.compile(r"(?<![\w-])(" + "|".join(re.escape(n) for n in sorted(_BY_NAME, key=len, reverse=True))
                      + r")(?![\w-])")


def code(text: str) -> str | None:
    """The postal code `text` is ("CA", "ca."), or None."""
    t = text.strip(" .,:;|").upper()
    return t if t in CODES else None


def named(low: str) -> list[tuple[str, re.Match]]:
    """Each state a lower-case text names by its name, with where it says it."""
    return [(_BY_NAME[m.group(1)], m) for m in _NAME_RE.finditer(low)]


def name(code_: str) -> str:
    return NAMES.get(code_, code_)


def printed_in(label: str, code_: str) -> bool:
    """Whether `label` names the state of `code_`: by its postal code in capitals ("CA State
    Income Tax", "CA-SDI") or by its name ("California PIT")."""
    return bool(re.search(rf"(?<![A-Za-z]){code_}(?![A-Za-z])", label)) or any(
        c == code_ for c, _ in named(label.lower()))
