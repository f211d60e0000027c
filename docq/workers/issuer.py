"""issuer: who sent the document, the account or policy number (last 4), whose it is, and
the service / property address — each only when printed.

Issuer names are normalised so one company is one name however it is printed:
"CASCADE BROADBAND" and "Cascade Broadband, Inc." are both "Cascade Broadband".
"""
from __future__ import annotations

import re

_SUFFIX = re.compile(
    r"[,\s]+(?:inc|incorporated|llc|l\.l\.c|corp|corporation|co|company|ltd|limited|plc|lp|llp|"
    r"n\.?\s?a|fsb|sdn\.?\s*bhd|bhd|pte|pty|gmbh|s\.?a)\.?$", re.IGNORECASE)
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
    s = re.sub(r"\s+", " ", raw).strip(" ,.;:-|")
    prev = None
    while prev != s:
        prev, s = s, _SUFFIX.sub("", s).strip(" ,.")
    if not s.isupper():
        return s
    # all capitals: title-case the words, keep short acronyms (ADT, NW, USAA) as printed
    return " ".join(w if len(w) <= 4 and w not in _PLAIN else w.capitalize() for w in s.split(" "))


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
    """The issuing organisation, from the form's issuer box or the page head."""
    if doc_type in ("w2", "1099-int", "1099-div", "1099-g", "1098"):
        raw = _below(lines, _FORM_ISSUER)
        return normalise_issuer(raw) if raw else None
    head = [l.split(" | ")[0].strip() for l in lines[:12]]
    for line in head:
        if _ORG.search(line) and not _GENERIC.match(line) and len(line) < 60:
            return normalise_issuer(line)
    for line in head[:3]:
        if len(re.findall(r"[A-Za-z]{2,}", line)) >= 2 and not _GENERIC.match(line) and len(line) < 50 \
                and not re.search(r"\d", line):
            return normalise_issuer(line)
    return None


_ACCOUNT = re.compile(
    r"\b(?:account|acct|policy|loan|card|member|customer)\s*(?:number|no\.?|#|num)?\s*"
    r"(?:ending in|ending)?\s*:?\s*((?:[A-Z]{1,4}-?)?[X*•\d][\dX*•\- ]{3,24}\d)", re.IGNORECASE)


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


def find_person(lines: list[str], doc_type: str) -> str | None:
    if doc_type in ("w2", "1099-int", "1099-div", "1099-g", "1098"):
        return _below(lines, _FORM_PERSON)
    for line in lines:
        m = _PERSON_LABEL.search(line.replace(" | ", " "))
        if m:
            return m.group(1).strip()
    return None


def find_address(lines: list[str]) -> str | None:
    for i, line in enumerate(lines):
        m = _ADDRESS_LABEL.search(line.replace(" | ", " "))
        if m:
            rest = m.group(1).strip(" :")
            if not re.search(r"\d", rest) and i + 1 < len(lines):
                rest = lines[i + 1].replace(" | ", " ").strip()
            return rest[:120] if re.search(r"\d", rest) else None
    return None
