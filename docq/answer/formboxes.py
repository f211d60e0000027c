"""A recipient form's boxes a question names by their whole caption: "the state income on my
1099-NEC" is box 7, State income. A figure read from another box is not the one asked, even
when the box asked is empty (a form prints every box's caption, filled or not)."""
from __future__ import annotations

import re

from docq.answer.wording import stems
from docq.meaning.words import FILLER

# A cell opening with a box's number, then its caption ("7 State income", "1b Qualified dividends")
_CAPTION = re.compile(r"^(?P<no>\d{1,2}[a-z]?)\s+(?P<caption>[A-Za-z][A-Za-z’'/(),.\- ]{2,60}?)\s*$")


def named(question: str, texts: list[str]) -> set[str]:
    """The numbers of the boxes whose caption's every word (two at least) the question says."""
    asked = stems(question)
    out = set()
    for text in texts:
        for line in text.splitlines():
            for cell in line.split(" | "):
                m = _CAPTION.match(cell.strip())
                if not m:
                    continue
                words = stems(m.group("caption")) - FILLER
                if len(words) >= 2 and words <= asked:
                    out.add(m.group("no"))
    return out
