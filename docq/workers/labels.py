"""labels: reading a printed label as the label table spells it, and which canonical money
fields it names on a document of a type.

The table itself (which label names which field) is meaning/printed.py. Here a label is
normalised (case, punctuation, dot leaders, a currency, a date, a leading box number, a
recogniser's misreadings and abbreviations) and matched whole against it.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from docq.meaning.printed import (EVERY_TYPE, FORM_BOXES, FORMS, RECEIPTS, SPECS, W2_BOX12_CODES,  # noqa: F401
                                  W2_BOX12_MEANINGS, W2_BOX12_OF, box12_meaning)


# A currency printed in a label ("Total Incl. GST:RM", "Cash RM", "Total RM Incl. of GST") says
# what the figure is in, not what it is ("Total(SGD)", "Total | CHF"): normalise_label drops it.
# "rn" and "rh" are how a recogniser reads a thermal print's RM; "eurd" and "eur0" its EURO
# (a receipt's "TOTALE EURO").
_CURRENCY = re.compile(r"(?<![a-z0-9])(?:in )?(?:rm|rn|rh|myr|usd|sgd|eur|euros?|eur[d0]|gbp|aud|cad|nzd|hkd|chf)"
                       r"(?![a-z0-9])|\$")
# A rate printed with its decimals ("GST 6.00%") is the rate the tables spell "6%".
_RATE = re.compile(r"(\d)[.,]0+ ?%")
# "07:18PM Amt. Due": the time a till stamped before a label is not part of it
_TIME_PREFIX = re.compile(r"^\d{1,2}:\d\d ?(?:[ap]\.?m\.?)? ")
# "2024-25 TOTAL TAX": the year a county prints before a label is not part of it
_YEAR_PREFIX = re.compile(r"^(?:19|20)\d\d(?: \d\d(?:\d\d)?)? ")
# how a recogniser misreads the last letter of TOTAL on receipts: "Tota)", "Tota!", "TOTAI"
_OCR_TOTAL = re.compile(r"\btota[il1|!)\]](?![a-z])")
# "Total Amount Due by 02/15/2024", "Previous Balance as of Jan 7, 2024": the date is not the label
_DATE_SUFFIX = re.compile(r"(?: (?:by|on or before|before|as of|on|thru|through))? "
                          r"(?:[a-z]{3,9} \d{1,2} \d{4}|\d{1,2} \d{1,2} \d{2,4}|\d{1,2} \d{1,2})$")
# a recogniser reads box "1a" as "la", "1e" as "le" and "1" as "l" (or "i"; but "if" is a word)
_OCR_BOX_ONE = re.compile(r"^(?:l([a-g]?)|i([a-eg]?)) (?=[a-z])")
# a reader's specks before a box's number ("ee 1 Interest income"): not part of the label
_OCR_SPECKS = re.compile(r"^[a-z]{1,2} (?=\d{1,2}[a-g]? [a-z]{3})")
_BOXNUM = re.compile(r"^(?:box )?(\d{1,2}[a-g]?)\s+")
_LEADERS = re.compile(r"\.{2,}|_{2,}|·+|…+")


_ABBREVIATED = re.compile(r"\b([a-z]{3,})\.(?=\s|$)")


@lru_cache(maxsize=1)
def _label_words() -> frozenset[str]:
    """Every word the label table spells out."""
    return frozenset(w for spec in SPECS for w in re.findall(r"[a-z]{4,}", re.sub(r"\\[a-z]", " ", spec.pattern.pattern)))


def _spelt_out(m: re.Match) -> str:
    """"ded." → "deductible": a word cut short and marked so, when exactly one word of the
    label table begins so; otherwise as printed."""
    cut = m.group(1)
    full = {w for w in _label_words() if w.startswith(cut) and len(w) > len(cut)}
    return full.pop() if len(full) == 1 and cut not in _label_words() else m.group(0)


# Letters a recogniser takes for one another: the round ones, the upright strokes, the humps.
_LOOKALIKES = tuple(map(frozenset, ("aeocu", "iltjf", "mnh", "uv", "gq", "bh")))


def _misread_of(word: str, meant: str) -> bool:
    """Whether `word` is how a reader misreads `meant`: one letter taken for a look-alike
    ("totel", "amcunt"), or one dropped or added inside the word ("totl", "adjusment"); never
    at its start ("round" is not "ground"), nor a plural's or past's ending ("purchase")."""
    if word == meant or abs(len(word) - len(meant)) > 1:
        return False
    if len(word) == len(meant):
        diff = [(x, y) for x, y in zip(word, meant) if x != y]
        return len(diff) == 1 and any(diff[0][0] in g and diff[0][1] in g for g in _LOOKALIKES)
    short, long_ = (word, meant) if len(word) < len(meant) else (meant, word)
    i = next((k for k, (x, y) in enumerate(zip(short, long_)) if x != y), len(short))
    return short[i:] == long_[i + 1:] and i > 0 and not (i == len(short) and long_[i] in "sd")


@lru_cache(maxsize=4096)
def _as_the_table_spells(word: str) -> str:
    """A word the reader got one letter wrong ("totl", "totel", "peyable") as the one word of the
    label table it misreads; any other word as printed. Only words of four letters or more,
    not themselves in the table, and only when exactly one table word is so close."""
    table = _label_words()
    if len(word) < 4 or word in table or not word.isalpha():
        return word
    near = [w for w in table if _misread_of(word, w)]
    return near[0] if len(near) == 1 else word


def _run_together(word: str) -> str:
    """A word that is two words of the label table with the space between them lost
    ("totalsales") as the two; any other as it is. The table's words include pieces of words
    ("comp" and "ensation" of "comp(?:ensation)?"), so this is tried only on a label that
    names nothing as read."""
    table = _label_words()
    if word in table or not word.isalpha():
        return word
    joined = [f"{word[:i]} {word[i:]}" for i in range(4, len(word) - 3) if word[:i] in table and word[i:] in table]
    return joined[0] if len(joined) == 1 else word


def spell_out(text: str) -> str:
    """`text` in lower case with its abbreviations spelt out ("2 fed. income tax withheld" →
    "2 federal income tax withheld"), as the label table would read them."""
    return _ABBREVIATED.sub(_spelt_out, text.lower())


def _unaccented(text: str) -> str:
    """"espèces" as "especes", "Rückgeld" as "ruckgeld": a label printed in another language
    keeps its letters, not a gap where each accented one was."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


# A term and the sentence defining it, as a disclosure prints them: "Finance Charge. The dollar
# amount the loan will cost you." The term, in capitals, names the figure; the sentence says
# what the term means, in words no question repeats. A sentence is of three words or more, most
# of them lower case; "Appraised Prop. Value" is an abbreviation in a label, and stays whole.
_DEFINED = re.compile(r"^(?P<term>(?:[A-Z][\w'’&-]*\s+){0,4}[A-Z][\w'’&-]*)\.\s+(?P<sentence>[A-Z]\S*(?:\s+\S+){2,})$")


def defined_term(label: str) -> str:
    """The label's defined term when it is printed with its definition, else the label."""
    m = _DEFINED.match(label.strip())
    if not m:
        return label
    rest = m.group("sentence").split()[1:]
    lower = sum(1 for w in rest if w[:1].islower())
    return m.group("term") if lower * 2 > len(rest) else label


def normalise_label(text: str) -> tuple[str, str]:
    """(label words, leading box number or "") for matching: lower case, `&` as "and",
    abbreviations spelt out ("Collision Ded."), a rate's decimals and a currency dropped
    ("GST 6.00% RM" → "gst 6%"), punctuation and dot leaders dropped, space collapsed."""
    s = _TIME_PREFIX.sub("", _unaccented(defined_term(text).lower()).strip())
    s = spell_out(_LEADERS.sub(" ", s).replace("&", " and ").replace("(s)", "s"))
    s = _OCR_TOTAL.sub("total", s)
    s = _RATE.sub(r"\1%", s)
    s = re.sub(r"[^a-z0-9%@$ ]+", " ", s)
    s = _CURRENCY.sub(" ", s)
    s = " ".join(_as_the_table_spells(w) for w in s.split())
    s = _YEAR_PREFIX.sub("", s)
    s = _OCR_BOX_ONE.sub(lambda m: f"1{m.group(1) or m.group(2) or ''} ", s)
    s = _OCR_SPECKS.sub("", s)
    s = _DATE_SUFFIX.sub("", s)
    m = _BOXNUM.match(s)
    box = ""
    if m and len(s) > m.end():
        box, s = m.group(1), s[m.end():]
    return s.strip(), box


def match(label: str, doc_type: str) -> list[str]:
    """Canonical field names the printed `label` names on a document of `doc_type`."""
    words, box = normalise_label(label)
    if not words:
        return []
    types = set(doc_type.split("+"))       # "1099-int+1099-div": a composite brokerage form
    out = _fields_named(words, box, types)
    if not out:
        split = " ".join(_run_together(w) for w in words.split())
        out = _fields_named(split, box, types) if split != words else []
    return out


def _a_box_of(box: str, types: set[str]) -> bool:
    """Whether `box` is a box a document of `types` prints (any number on one not listed)."""
    return any(t not in FORM_BOXES or box in FORM_BOXES[t] for t in types)


def _fields_named(words: str, box: str, types: set[str]) -> list[str]:
    out = []
    for spec in SPECS:
        if not types & spec.types:
            continue
        if box and spec.box and box != spec.box and _a_box_of(box, types):
            continue
        if spec.pattern.fullmatch(words):
            out.append(spec.field)
    return list(dict.fromkeys(out))


# The IRS's W-2 prints "Code" down the side of each box 12 slot, one letter a line: a reader
# gives its letters before the code ("d D", "C o d e DD").
_CODE_LETTERS = frozenset({"C", "o", "d", "e"})


def box12_code(label: str) -> bool:
    """A W-2 label that is one of box 12's codes ("D"): the amount beside it is in box 12."""
    return box12_code_of(label) is not None


def box12_code_of(label: str) -> str | None:
    """The box 12 code a W-2 label is ("D" for "D", "d D" or "C o d e DD"), or None."""
    words = label.strip(" :").split()
    if not words or not all(w in _CODE_LETTERS for w in words[:-1]):
        return None
    return words[-1] if words[-1] in W2_BOX12_CODES else None


# "box 12 code D", "code DD in box 12": the box 12 code a question names
_ASKED_CODE = re.compile(r"\b[Cc]ode\s+([A-Z]{1,2})\b")


def box12_code_asked(question: str) -> str | None:
    m = _ASKED_CODE.search(question)
    return m.group(1) if m and m.group(1) in W2_BOX12_CODES else None


def box12_slot(label: str) -> str | None:
    """"12a" (alone, or with "See instructions for box 12" / "Code") → "w2_box12a"."""
    s = re.sub(r"[^a-z0-9 ]+", " ", label.lower())
    s = re.sub(r"\s+", " ", s).strip()
    m = re.fullmatch(r"(?:box )?12 ?([a-d])(?: see instructions for box 12)?(?: code)?", s)
    return f"w2_box12{m.group(1)}" if m else None
