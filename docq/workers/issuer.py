"""issuer: who sent the document, the account or policy number (last 4), whose it is, and
the service / property address — each only when printed.

Issuer names are normalised so one company is one name however it is printed:
"CASCADE BROADBAND" and "Cascade Broadband, Inc." are both "Cascade Broadband".
"""
from __future__ import annotations

import re

_SUFFIX = re.compile(
    r"[,\s]+(?:inc|incorporated|llc|l\.l\.c|corp|corporation|co|company|ltd|limited|plc|lp|llp|"
    r"n\.?\s?a|fsb|sdn\.?\s*bhd|s/b|bhd|pte|pty|gmbh|s\.?a)\.?$", re.IGNORECASE)
_PLAIN = {"TAX", "GAS", "THE", "AND", "OF", "FOR", "NEW", "CITY", "LIFE", "BANK", "CARD", "HOME",
          "AUTO", "BOOK", "BUKU", "SRI", "MART", "CAFE", "FIRE", "LOAN", "WEST", "EAST", "BAY"}
_ORG = re.compile(
    r"\b(?:inc|llc|corp|corporation|company|co|ltd|bank|bancorp|insurance|assurance|mutual|"
    r"financial|credit union|energy|electric|power|utilit(?:y|ies)|water|gas|broadband|"
    r"wireless|telecom|communications|county|city of|treasurer|tax collector|hospital|clinic|"
    r"medical|health|sdn\.?\s*bhd|bhd|enterprise|trading|restaurant|store|mart|market|"
    r"pharmacy|services|group|life|card|express)\b\.?", re.IGNORECASE)
_GENERIC = re.compile(r"^(?:statement|account statement|invoice|tax invoice|receipt|bill|"
                      r"official receipt|cash sale|copy|page \d+.*)$", re.IGNORECASE)


def normalise_issuer(raw: str) -> str:
    """One canonical spelling: legal suffix dropped, all-caps words title-cased (short
    acronyms such as ADT or USAA kept)."""
    s = re.sub(r"\s+", " ", raw.replace("’", "'").replace("‘", "'")).strip(" ,.;:-|")
    # a registration number or a country mark printed after the name: "(139386-X)", "(M)"
    s = re.sub(r"\s*\((?:[^)]*\d[^)]*|m)\)\s*$", "", s, flags=re.IGNORECASE)
    s = re.sub(r"\s*\((?:m)\)(?=\s)", "", s, flags=re.IGNORECASE).strip(" ,.;:-|")
    prev = None
    while prev != s:
        prev, s = s, _SUFFIX.sub("", s).strip(" ,.")
    if not s.isupper():
        return s
    # all capitals: title-case the words, keep short acronyms (ADT, NW, USAA) as printed
    return " ".join(w if _acronym(w) or "." in w.rstrip(".") else w.capitalize() for w in s.split(" "))


def _acronym(word: str) -> bool:
    """ADT, NW, USAA-like: short, or without a vowel; common short words are not."""
    letters = re.sub(r"[^A-Z]", "", word)
    return word not in _PLAIN and (len(letters) <= 3 or not re.search(r"[AEIOUY]", letters))


def issuer_key(raw: str) -> str:
    """Comparison key: "Cascade Broadband, Inc." and "CASCADE BROADBAND" give the same key."""
    return re.sub(r"[^a-z0-9]+", " ", normalise_issuer(raw).lower()).strip()


_FORM_ISSUER = re.compile(r"(?:employer'?s name|payer'?s name|recipient'?s/lender'?s name|"
                          r"lender'?s name|filer'?s name)", re.IGNORECASE)
_FORM_PERSON = re.compile(r"(?:employee'?s (?:first )?name|recipient'?s name|"
                          r"payer'?s/borrower'?s name|borrower'?s name)", re.IGNORECASE)


def _below(lines: list[str], pat: re.Pattern) -> str | None:
    for i, line in enumerate(lines):
        if pat.search(line) and i + 1 < len(lines):
            nxt = lines[i + 1].split(" | ")[0].strip()
            if re.search(r"[A-Za-z]{2}", nxt) and not re.search(r"\d{3}", nxt):
                return nxt
    return None


def find_issuer(lines: list[str], doc_type: str) -> str | None:
    """The issuing organisation: the form's issuer box, else the letterhead (the first
    words of the page that are a name, not a heading or a label), else a line naming an
    organisation near the top."""
    if doc_type in ("w2", "1099-int", "1099-div", "1099-g", "1098"):
        raw = _below(lines, _FORM_ISSUER)
        return normalise_issuer(raw) if raw else None
    for line in lines[:4]:
        name = _letterhead(line)
        if name:
            return normalise_issuer(name)
    for line in (l.split(" | ")[0].strip() for l in lines[:12]):
        if _ORG.search(line) and not _GENERIC.match(line) and len(line) < 60:
            return normalise_issuer(line)
    return None


_HEADING = re.compile(r"\b(?:statement|invoice|receipt|bill|date|account|page|period|closing|number|"
                      r"patient|explanation|benefits|declarations?|summary|corrected|copy|policy|"
                      r"member|customer|tax|total|amount|due|your|this|is|not|a|of the)\b", re.IGNORECASE)


def _unspaced(cell: str) -> str:
    """A letter-spaced logo the recogniser cut into pieces ("HARBO R", "M ERIDIAN") as one word."""
    parts = cell.split()
    frag = [p for p in parts[1:] + parts[:1] if len(p) <= 2 and p.lower() not in _SHORT_WORDS]
    if len(parts) > 1 and frag and all(p.isalpha() for p in parts):
        return "".join(parts)
    return cell


_SHORT_WORDS = {"of", "&", "and", "de", "la", "co", "nw", "ne", "sw", "se", "us", "at", "on", "by", "st"}


def _letterhead(line: str) -> str | None:
    """The leading cells of a line that read as a name ("MERIDIAN | EXPRESS | Closing Date
    01/07/24" → "MERIDIAN EXPRESS"); None when the line starts with a heading or label."""
    words = []
    for cell in line.split(" | "):
        cell = _unspaced(cell.strip().replace("’", "'").replace("‘", "'"))
        if not re.fullmatch(r"[A-Za-z][A-Za-z&'.,\- ]*", cell) or _HEADING.search(cell):
            break
        words.append(cell)
    name = " ".join(words).strip(" ,.-")
    # a recogniser's noise ("F oe", "py") is not a name: one real word at least
    if not name or len(name.split()) > 6 or not re.search(r"[A-Za-z]{3}", name) \
            or len(re.sub(r"[^A-Za-z]", "", name)) < 4:
        return None
    return name


_ACCOUNT = re.compile(
    r"\b(?:account|acct|policy|loan|card|member|customer)\s*(?:number|no\.?|#|num|id)?[\s:|]*"
    r"(?:ending in|ending)?[\s:|]*((?:[A-Z]{1,4}-?){0,2}[X*•\d][\dX*•\- ]{2,24}\d)", re.IGNORECASE)


def find_account(text: str) -> str | None:
    """The last 4 digits of the account / policy number, when one is printed consistently."""
    found = set()
    for m in _ACCOUNT.finditer(text):
        digits = re.sub(r"\D", "", m.group(1))
        if len(digits) >= 4:
            found.add(digits[-4:])
    return found.pop() if len(found) == 1 else None


_PERSON_LABEL = re.compile(
    r"\b(?i:named insured|insured|policy ?owner|owner|account holder|patient(?: name)?|"
    r"customer name|cardmember|prepared for)\s*:\s*([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){1,3})")
_ADDRESS_LABEL = re.compile(
    r"\b(?:service address|property address|property location|situs(?: address)?|"
    r"location of property|insured location|residence premises|described location)\s*:?\s*(.+)",
    re.IGNORECASE)


def find_person(lines: list[str], doc_type: str, sender: str | None = None) -> str | None:
    """The person the document is for: a form's recipient box, a labelled name ("Policy
    Owner: ..."), else the name line of a mailing address block (a name over a street)."""
    if doc_type in ("w2", "1099-int", "1099-div", "1099-g", "1098"):
        return _below(lines, _FORM_PERSON)
    for line in lines:
        m = _PERSON_LABEL.search(line.replace(" | ", " "))
        if m:
            return m.group(1).strip()
    # from the second line on: the first is the sender's letterhead over its own street
    for line, nxt in zip(lines[1:], lines[2:]):
        name, street = line.split(" | ")[0].strip(), nxt.split(" | ")[0].strip()
        if _NAME_LINE.fullmatch(name) and _STREET.match(street) and not _ORG.search(name) \
                and not _HEADING.search(name) and not (sender and issuer_key(name) == issuer_key(sender)):
            return name
    return None


_NAME_LINE = re.compile(r"[A-Z][A-Za-z'-]+(?: [A-Z]\.?)?(?: [A-Z][A-Za-z'-]+){1,2}")
_STREET = re.compile(r"^\d{1,6} [A-Za-z0-9 .#'-]+\b(?:st|street|ave|avenue|rd|road|dr|drive|blvd|ln|lane|way|"
                     r"ct|court|pl|place|pkwy|hwy|apt|unit|ste|suite|#)\b", re.IGNORECASE)


def find_address(lines: list[str]) -> str | None:
    for i, line in enumerate(lines):
        m = _ADDRESS_LABEL.search(line.replace(" | ", " "))
        if m:
            rest = m.group(1).strip(" :")
            if not re.search(r"\d", rest) and i + 1 < len(lines):
                rest = lines[i + 1].replace(" | ", " ").strip()
            return rest[:120] if re.search(r"\d", rest) else None
    return None
