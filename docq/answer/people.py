"""Names of people as a question says them and as a document prints them.

A person is said with a title ("Dr. Jane Doe", "Mrs. Reyes") and printed with a credential or
surname first ("Jane Doe, MD", "DOE, JANE"): the title and the credential say who the person
is, not which document prints the name, so neither needs to be printed for the name to be.
"""
from __future__ import annotations

import re

TITLES = frozenset("dr mr mrs ms miss mx prof rev".split())
CREDENTIALS = frozenset("md do dds dmd phd np pa rn cpa jr sr".split())

_TITLE = re.compile(rf"^(?:{'|'.join(sorted(TITLES))})\.?\s+", re.I)
_CREDENTIAL = re.compile(rf",?\s+(?:{'|'.join(sorted(CREDENTIALS))})\.?$", re.I)


def bare(name: str) -> str:
    """`name` without the title or credential it is said with ("Dr. Jane Doe" → "Jane Doe")."""
    prev = None
    while prev != name:
        prev, name = name, _CREDENTIAL.sub("", _TITLE.sub("", name)).strip()
    return name or prev


def is_title(word: str, following: str | None) -> bool:
    """Whether `word` is a title said before a name (`following`, capitalised): "Dr" of
    "Dr. Jane Doe", not "dr" of "Oak Dr" nor a title said alone."""
    return word.lower().rstrip(".") in TITLES and bool(following) and following[:1].isupper()
