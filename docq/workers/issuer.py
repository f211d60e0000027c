"""issuer: who sent the document, the account or policy number (last 4), whose it is, and
the service / property address — each only when printed.

Issuer names are normalised so one company is one name however it is printed:
"CASCADE BROADBAND" and "Cascade Broadband, Inc." are both "Cascade Broadband".
"""
from __future__ import annotations

import itertools
import re
from collections import Counter

from docq.meaning.fields import DOC_KIND_WORDS
from docq.workers import usstates
from docq.workers.kinds import FORM_TITLES, RETURNS, SENT_BY, TAX_FORMS as FORMS

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
# "(CO REG : 860871-D)", "Company Reg No.": a registration number's label, whose "Co" is no
# organisation's name
_REGISTRATION = re.compile(r"\breg(?:istration|n)?\b", re.IGNORECASE)
_GENERIC = re.compile(r"^(?:statement|account statement|invoice|tax invoice|receipt|bill|"
                      r"official receipt|cash sale|copy|duplicate|original|contract|order|agreement|"
                      r"page \d+.*)$", re.IGNORECASE)


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


# Each form's own captions: whose box names the sender, whose the person it is for. A 1098's
# RECIPIENT is the lender, a 1099's RECIPIENT is the person: one table per form, not one for all.
# (The IRS's own PDFs print the apostrophe curly: "PAYER’S name".)
_ROLE_CAPTIONS = {
    "w2": (r"employer['’]?s name", r"employee['’]?s (?:first )?name"),
    "1099": (r"payer['’]?s name|filer['’]?s name", r"recipient['’]?s name"),
    "1098": (r"recipient['’]?s/lender['’]?s name|lender['’]?s name",
             r"payer['’]?s/borrower['’]?s name|borrower['’]?s name"),
    # a 1098-T's FILER is the school, its STUDENT the person
    "1098-t": (r"filer['’]?s name", r"student['’]?s name"),
    # an SSA-1099 has no sender's box (kinds.SENT_BY); its box 1 is the beneficiary's name
    "ssa-1099": (r"(?!)", r"\bbox 1\.? name\b"),
}
# A caption's words: a form's role ("PAYER'S"), or the words that name a box's contents. A line
# carrying one is a caption, never the name it captions.
_AGENCY = "Internal Revenue Service"
# (A role's "s" with no apostrophe, as a reader drops it, is a caption's only before a word in
# small letters: "EMPLOYEES RETIREMENT SYSTEM" and "Employees Retirement" are names.)
_CAPTION = re.compile(r"\b(?:employer|employee|payer|recipient|lender|borrower|filer|payee|trustee|"
                      r"transferor|student)(?:['’]s\b|s\b(?!\s+(?-i:[A-Z])))|\b(?:name|street address|address|city or town|zip code|"
                      r"postal code|telephone(?: no)?|tin|identification number|control number|"
                      r"foreign postal)\b", re.IGNORECASE)


def _roles(doc_type: str) -> tuple[re.Pattern, re.Pattern]:
    # a 1099-R's PAYER is the plan as a 1099-INT's is the bank; a 1098-E's RECIPIENT is the lender
    sender, person = _ROLE_CAPTIONS.get(doc_type) or _ROLE_CAPTIONS[doc_type[:4]]
    return re.compile(sender, re.IGNORECASE), re.compile(person, re.IGNORECASE)


def _a_name(text: str) -> str | None:
    """`text` when it reads as a name: letters, no run of digits, no caption word."""
    text = text.strip(" :,;.|")
    if re.search(r"[A-Za-z]{2}", text) and not re.search(r"\d{3}", text) and not _CAPTION.search(text):
        return text
    return None


# How far under its caption a form's name box is read: the caption's own continuation, and the
# lines a scan adds from the box beside it, come first.
_BLOCK_LINES = 5
# A line's first cell: up to a wide gap's " | " or the four spaces between side-by-side blocks.
_FIRST_CELL = re.compile(r" \| | {4,}")


def _captioned(lines: list[str], pat: re.Pattern, other: re.Pattern) -> str | None:
    """The name a form prints for the caption `pat`: after it in its own cell ("PAYER'S name:
    Harbor Bank"), else the first line below that is a name, skipping the caption's own
    continuation ("street address, city or town"); never past the other role's caption."""
    for i, line in enumerate(lines):
        m = pat.search(line)
        if not m:
            continue
        after = line[m.end():].split(" | ")[0]
        same = _a_name(_glyphless(after)) if after.lstrip().startswith(":") else None
        if same:
            return same
        for nxt in lines[i + 1:i + 1 + _BLOCK_LINES]:
            cell = _glyphless(_FIRST_CELL.split(nxt)[0])
            if other.search(cell):
                break
            name = _a_name(cell)
            if name and (name.strip(" .").lower() == "form" or _of_a_title(name)):
                continue    # the form's own "Form" before its number, or its title, on a line of its own
            # a word in small letters under a form's caption, or a scrap of one ("Fam"), is a
            # reader's noise (the fine print or title of the box beside it, misread); the name a
            # payer fills in is capitalised, and a name that short is an acronym ("IBM")
            if name and re.search(r"[A-Z]", name) and not re.fullmatch(r"\w{1,3}", name.strip(".")) or \
                    name and name.isupper():
                return name
    return None


_TITLE_KEYS = tuple(f" {re.sub(r'[^a-z0-9]+', ' ', t.lower()).strip()} " for t in FORM_TITLES.values())


def _of_a_title(name: str) -> bool:
    """Whether `name` is words of a form's printed title ("Student Loan", "Retirement or")."""
    key = re.sub(r"[^a-z0-9]+", " ", name.lower()).strip()
    return bool(key) and any(f" {key} " in t for t in _TITLE_KEYS)


_LOGO_MARK = re.compile(r"(?<=[A-Za-z])[’'‘`´]+$")
# ...or a logo's glyph read before it as a sign ("¢ CLEARWATER GROCERS", a diamond)
_LEADING_MARK = re.compile(r"^[^\w\s]{1,2}\s+(?=[A-Za-z])")


def find_issuer(lines: list[str], doc_type: str, persons: set[str] = frozenset(),
                running: str | None = None) -> str | None:
    """The issuing organisation: the form's issuer box, else the letterhead (the first
    words of the page that are a name, not a heading or a label), else a line naming an
    organisation near the top. A name the page prints as the person's (`persons`, by key)
    is never the issuer. `running` (running_name) is the organisation every page names: it
    stands in for a letterhead that is a sentence ("Let's get back to getting", a brochure's
    opening line) or none."""
    # a logo's mark read as a closing quote ("EQUIFAX’"): no part of the name
    found_name = _find_issuer([_LEADING_MARK.sub("", _LOGO_MARK.sub("", line)) for line in lines], doc_type, persons)
    if running and issuer_key(running) not in persons and (found_name is None or _sentence(found_name)):
        return running
    if found_name is None and doc_type not in FORMS and doc_type not in RETURNS:
        return self_named(lines, persons)
    return found_name


def running_name(pages: list[list[str]], persons: set[str] = frozenset()) -> str | None:
    """The one organisation's name printed in a cell of its own on most pages (three in five,
    two at least) of a document: a running header or footer ("BX A DECK OH 042020 | Branch
    Insurance Exchange | Page 1 of 5")."""
    if len(pages) < 2:
        return None
    def names(lines: list[str]) -> set[str]:
        cells = {c.strip() for line in lines for c in line.split(" | ")}
        return {issuer_key(c): c for c in cells
                if _ORG.search(c) and not _ORG.fullmatch(c) and _distinctive(c) and len(c) < 60
                and not _GENERIC.match(c) and not _REGISTRATION.search(c)
                and not re.search(r"\d{3}|@|www\.|\.com\b", c, re.I) and not _sentence(c)
                and not kind_words_only(c) and issuer_key(c) not in persons}
    seen = [names(p) for p in pages]
    counts = Counter(k for page in seen for k in page)
    enough = max(2, -(-3 * len(pages) // 5))
    common = [k for k, n in counts.items() if n >= enough]
    if len(common) != 1:
        return None
    return normalise_issuer(next(page[common[0]] for page in seen if common[0] in page))


# Words that say what a paper is ("Home Insurance Renewal", "Homeowner Application",
# "Verification of Income Report", "Borrower Details | Lender Details", "Schedule Dates"): a
# heading of only these and kind words names the paper, never who sent it.
_PAPER_WORDS = {"application", "renewal", "renewals", "declaration", "declarations", "page", "pages", "proof",
                "schedule", "dates", "date", "summary", "notice", "packet", "package", "offer", "report",
                "statement", "invoice", "bill", "receipt", "information", "change", "changes", "endorsement",
                "quote", "verification", "services", "service", "details", "borrower", "lender", "assets",
                "income", "employment", "of", "for", "to", "a", "an", "new", "important", "welcome", "id",
                "certificate", "evidence", "confirmation", "agreement", "contract", "form", "copy", "request",
                "detail", "automobile", "homeowner", "pet", "pets", "order", "orders", "revision", "revised", "as"}

# the words naming the person's side or an agent, shared by both patterns below
_PARTY_WORDS = r"policyholders?|client|customer|borrower|applicant|insured|advertiser|buyer|agency|agent"

# A caption the page prints for a person or an account, not a sender's name ("Policyholder(s)",
# "Your Client ID:", "Customer Id/ Name: 33333-Fake Mortgage LLC", "Pay By"): a label's colon
# after a word, or a word that names the person's side (a station's invoice prints the campaign
# buying its air time under "Advertiser")
# (an agent's or agency's name is who sold the policy, not who issued it: "GABI PERSONAL INS AGCY")
_CAPTIONED = re.compile(r"^[^:]{1,40}:|\b(?:" + _PARTY_WORDS + r"|names?|pay by|pay to|payable|agcy|"
                        r"request(?:er|or|ed)?|powered by|formerly)\b", re.IGNORECASE)


def captioned_party(line: str, name_at: int) -> bool:
    """Whether the cell of `line` holding character `name_at` is a value under a caption of the
    person's side ("Advertiser | Steve Daines for Montana-R", "Customer: Dana Whitfield"), or of
    an agent between the two ("Agency | FP1 Strategies LLC"): never the document's sender."""
    start = line.rfind(" | ", 0, name_at)
    cell = line[start + 3 if start >= 0 else 0:name_at]
    before = line[:start].split(" | ")[-1] if start >= 0 else ""
    return any(_PARTY.search(c) for c in (cell, before) if c.strip())


# ...the captions of those parties alone, colon or none
_PARTY = re.compile(r"\b(?:" + _PARTY_WORDS + r"|bill(?:ed)? to|sold to|ship to)\b\s*:?\s*$", re.IGNORECASE)


def heading(name: str) -> bool:
    """A heading, caption or sentence printed where a letterhead would be, never a sender:
    words only of what the paper is, a label, a sentence, or a state's name alone ("NORTH
    CAROLINA", the state a policy is written in)."""
    words = re.findall(r"[a-z&'’]+", name.lower())
    return (bool(words) and all(w in _KIND_WORDS or w in _PAPER_WORDS for w in words)
            # (all in small letters, it is a logo the reader cut in pieces: "nor thstar")
            or bool(_CAPTIONED.search(name)) or _sentence(name) and (name.lower() != name or _punctuated(name))
            or bool(_SELF_NAMED.search(name))
            or _ORG.fullmatch(name.strip(" .,")) is not None
            or " ".join(name.split()).lower() in {n.lower() for n in usstates.NAMES.values()})


# A company naming itself in a sentence of its own letter: "This report is provided by
# Finicity, a Mastercard Company", "Underwritten By: Toggle Insurance Company", "Thank you for
# choosing Farmers", "Thank you for being a loyal Allstate customer", "Thank you for renewing
# your homeowners insurance with Travelers", "This is your Branch insurance policy",
# "© 2020 Lemonade Insurance Company". The name is the capitalised words after the phrase.
_NAME_WORDS = r"(?P<name>[A-Z][\w&'’.-]*(?:\s+(?:[A-Z][\w&'’.-]*|of|and|&))*)"
_SELF_NAMED = re.compile(
    r"(?:\b(?i:provided|underwritten|issued|offered|administered|serviced)\s+(?i:by)\s*:?"
    r"|\b(?i:thank you for)\s+(?:(?i:choosing)|(?i:being an?)(?:\s+(?i:loyal|valued))?|[^.|]{0,60}?\b(?i:with))"
    r"|\b(?i:this is your)"
    r"|©\s*(?:(?:19|20)\d\d\s+)?)\s*" + _NAME_WORDS)


def self_named(lines: list[str], persons: set[str] = frozenset()) -> str | None:
    """The one company the page's sentences name as themselves (_SELF_NAMED); None when they
    name none, or more than one."""
    names = {}
    for cell in (c for line in lines for c in line.split(" | ")):
        for m in _SELF_NAMED.finditer(cell):
            raw = re.split(r"\.\s", m.group("name"))[0].rstrip(".")     # a full stop ends the sentence
            legal = re.search(r"\b(?:inc|llc|corp|corporation|company|co|ltd|plc)\b\.?", raw, re.IGNORECASE)
            raw = raw[:legal.end()] if legal else raw
            # the kind words after it are what the letter is about ("Branch insurance policy")
            words = raw.split()
            while words and words[-1].lower() in _KIND_WORDS:
                words.pop()
            name = normalise_issuer(" ".join(words))
            if name and len(name) >= 3 and issuer_key(name) not in persons and not heading(name) \
                    and not person_shaped(name):
                names.setdefault(issuer_key(name), name)
    return next(iter(names.values())) if len(names) == 1 else None


def _sentence(name: str) -> bool:
    """Words of a sentence, not a name: two or more words in small letters ("get back to
    getting", "This is your proof of insurance"), or a line ending in "!"."""
    return name.rstrip().endswith("!") or len(re.findall(r"\b[a-z]{3,}\b", name)) >= 2 \
        or re.match(r"[a-z]{3,}\s+[A-Z]", name.strip()) is not None


def _punctuated(name: str) -> bool:
    """Words in small letters a sentence's marks show to be one, not a logo cut in pieces
    ("nor thstar"): a full stop, a question or exclamation mark ending them, or a possessive
    ("each other's back.", a brochure's cover line)."""
    return name.rstrip().endswith((".", "!", "?")) or re.search(r"\w['’]s\b", name) is not None


def _find_issuer(lines: list[str], doc_type: str, persons: set[str]) -> str | None:
    if doc_type in SENT_BY:
        return SENT_BY[doc_type]
    if doc_type in FORMS:
        sender, person = _roles(doc_type)
        raw = _captioned(lines, sender, person)
        return normalise_issuer(raw) if raw else None
    if doc_type in RETURNS:
        # a person's own return is sent by no one: filed with the agency its heading names
        return _AGENCY if any(_AGENCY.lower() in line.lower() for line in lines) else None
    found = []
    for i, line in enumerate(lines[:4]):
        if _address_line(lines, i) or _captions_over_codes(lines, i):
            continue
        rest = lines[:i] + lines[i + 1:]
        if _STREET_END.search(line.split(" | ")[0].strip()):
            continue
        if doc_type == "receipt" and " | " not in line:
            line = _STORE_NUMBER.sub("", line)
        elif i + 1 < len(lines) and _STREET_END.search(lines[i + 1].split(" | ")[0].strip()):
            # the street's number printed at the end of the name's line ("Root Insurance Co. 80"
            # over "E Poor Street")
            line = re.sub(r"\s+\d{1,6}$", "", line)
        name = _letterhead(line, rest, first=i == 0)
        if name:
            name = normalise_issuer(_defragment(name, rest))
            if issuer_key(name) not in persons and not kind_words_only(name) and not _GENERIC.match(name) \
                    and not heading(name):
                found.append((i, name))
    orgs = [normalise_issuer(line) for line in (l.split(" | ")[0].strip() for i, l in enumerate(lines[:12])
                                                  if not _captions_over_codes(lines, i))
            if _ORG.search(line) and not _GENERIC.match(line) and len(line) < 60
            and not _REGISTRATION.search(line) and not _STREET.match(line)
            and issuer_key(line) not in persons and not kind_words_only(line) and not heading(line)
            and not _ORG.fullmatch(line) and not _SELF_NAMED.search(line)]
    # a person's name over a street (the mailing block printed at the top) yields to a line
    # that names an organisation, or to the one web address the page names the sender by
    site, mailed = _site_name(lines), False
    for i, name in found:
        # (a receipt is handed over the counter, never mailed: the name over its street is the shop's)
        if doc_type != "receipt" and person_shaped(name) and _over_street(lines, i) \
                and (any(_ORG.search(n) for n in [n for _, n in found] + orgs) or self_named(lines, persons)
                     or site and _squashed(site) != _squashed(name)):
            mailed = True
            continue
        # a line in small letters ("perr", "tan chay yee") is a reader's noise or a cashier's
        # name when a name of its own follows; a logo in small letters ("nor thstar") over
        # words any sender prints ("CARD SERVICES") is the sender's name
        if not re.search(r"[A-Z]", name) and any(re.search(r"[A-Z]", n) and _distinctive(n)
                                                 for n in [n for _, n in found] + orgs):
            continue
        return name
    return orgs[0] if orgs else _titled(lines[:3], doc_type, persons) or _payee(lines, persons) \
        or (site if mailed else None)


# A web address the page prints ("Visit www.usaa.com/autorecall", "on usaa.com"): its name
_SITE = re.compile(r"\b(?:www\.)?(?P<name>[a-z][a-z0-9-]{2,30})\.(?:com|net|org)\b", re.IGNORECASE)


def _site_name(lines: list[str]) -> str | None:
    """The sender a letter under a mailing block names only by its web address (its logo a
    picture): the one site the page prints more than once, and no other."""
    names = [m.group("name").lower() for line in lines for m in _SITE.finditer(line)]
    if len(set(names)) != 1 or len(names) < 2:
        return None
    name = names[0]
    return name.upper() if len(name) <= 4 else name.capitalize()


# "Please make checks payable to Con Edison.": whom the person pays is who sent the bill
_PAYABLE = re.compile(r"\b(?:remit(?:\s+payment)?\s+to|payable\s+to|pay\s+to\s+the\s+order\s+of)\s*:?\s*"
                      r"(?P<name>[A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,4})")


def _payee(lines: list[str], persons: set[str]) -> str | None:
    """The one name the document says to pay, when it prints no letterhead: its sender."""
    names = {normalise_issuer(m.group("name").rstrip(".,")) for line in lines for m in _PAYABLE.finditer(line)}
    names = {n for n in names if issuer_key(n) not in persons and not kind_words_only(n) and not heading(n)}
    return names.pop() if len(names) == 1 else None


def _titled(lines: list[str], doc_type: str, persons: set[str]) -> str | None:
    """The name a document's title line puts before what the document is: "AccountChek Asset
    Report for: Barry Bonds" is AccountChek's asset report. Only the phrases that name the
    document's own kind (DOC_KIND_WORDS) end the name; a person's name never is one."""
    phrases = sorted((p for p, k in DOC_KIND_WORDS if k == doc_type and len(p) > 3), key=len, reverse=True)
    if not phrases:
        return None
    kind = "|".join(re.escape(p) for p in phrases)
    for line in lines:
        m = re.match(rf"\s*(?P<name>[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){{0,2}}?)\s+(?i:{kind})s?\b",
                     line.split(" | ")[0])
        if not m:
            continue
        name = normalise_issuer(m.group("name"))
        if name and len(name) >= 3 and issuer_key(name) not in persons and not kind_words_only(name) \
                and not _GENERIC.match(name) and not heading(name) and not person_shaped(name):
            return name
    return None


# A shop's number printed after its name at the top of a receipt, and at most one word after it
# (its town): "CIRCLE K #7408", "Hess 30300", "LA BAIE 1601 MONTREAL". The name is the words
# before it. Never a ZIP code after a state ("BEVERLY MA 01915") nor a telephone number.
_STORE_NUMBER = re.compile(r"(?<=[A-Za-z.&])(?<!\b[A-Z]{2})(?<!\b[A-Z]{2},)\s+(?:#\s?|no\.?\s?)?\d{2,6}"
                           r"(?:\s+[A-Za-z]+)?\s*$")
# a street printed without its number ("WEST RIVER RD"): an address, not a name (two words before
# the street's kind at least: "SANYO ST." is a shop's name cut short)
_STREET_END = re.compile(r"\w+\.?\s+\w+\.?\s+(?:st|street|ave|avenue|rd|road|dr|drive|blvd|boulevard|ln|lane|pkwy|parkway|"
                         r"hwy|highway|trail)\.?$", re.IGNORECASE)


def _distinctive(name: str) -> bool:
    """A word of the name says whose it is: not only kind words and organisation words."""
    return any(w.lower() not in _KIND_WORDS and not _ORG.fullmatch(w) for w in re.findall(r"[A-Za-z][A-Za-z'.]+", name))


def _address_line(lines: list[str], i: int) -> bool:
    """A line of an address block: one ending in a comma, or following one ("LOT 1851-A, JALAN
    KPB 6," over "KAWASAN PERINDUSTRIAN BALAKONG,"): the address goes on, no name starts there."""
    def open_ended(line: str) -> bool:
        return line.split(" | ")[0].rstrip().endswith(",")
    return open_ended(lines[i]) or (i > 0 and open_ended(lines[i - 1]))


# Words that say what kind of policy, bill or account a document is: a line of only these
# ("HOME", "AUTO POLICY") is a heading, not who sent it.
_KIND_WORDS = {"home", "homeowners", "homeowner's", "auto", "car", "vehicle", "motorcycle", "boat", "life",
               "health", "dental", "vision", "renters", "condo", "umbrella", "flood", "earthquake", "fire",
               "gas", "electric", "electricity", "water", "sewer", "internet", "phone", "mobile", "cable",
               "insurance", "policy", "coverage", "checking", "savings", "credit", "card", "mortgage", "loan",
               "personal", "property", "premium", "plan", "and", "&", "the", "your", "my"}


# A registration number or branch bracketed after a legal name ("T.A.S Leisure Sdn Bhd
# (256864-P)", "MR. D.I.Y. (M) SDN BHD"'s own "(M)" stays: the form follows it)
_TRAILING_BRACKETS = re.compile(r"(?:\s*\([^()]*\))+\s*$")


def legal_name(line: str) -> bool:
    """A line naming a company by its legal form ("T.A.S Leisure Sdn Bhd (256864-P)",
    "Cascade Broadband, Inc."): under a brand or a logo, the sender's own registered name."""
    bare = _TRAILING_BRACKETS.sub("", line.strip())
    m = _SUFFIX.search(bare)
    return m is not None and len(bare[:m.start()].strip()) >= 3


def kind_words_only(name: str) -> bool:
    words = re.findall(r"[a-z&'’]+", name.lower())
    return bool(words) and all(w in _KIND_WORDS for w in words)


def person_shaped(name: str) -> bool:
    """"Dana R. Whitfield", "DANA WHITFIELD": two or three capitalised words (an initial
    between), no organisation word, no acronym."""
    words = name.replace(".", "").split()
    if not 2 <= len(words) <= 4 or _ORG.search(name):
        return False
    full = [w for w in words if len(w) > 1]
    return len(full) >= 2 and all(w[:1].isupper() and w[1:].islower() or w.isupper() and len(w) > 3 for w in full)


def _over_street(lines: list[str], i: int) -> bool:
    return any(_STREET.match(_glyphless(l.split(" | ")[0])) for l in lines[i + 1:i + 3])


def _code(token: str) -> bool:
    """A code a payroll or a ledger prints under its caption ("004417", "0088", "BWL"): a
    number, or a few capitals; never an address's word ("STE-CATHERINE"), a date, a time or a
    telephone number ("10/1/2009", "7:51:24", "(704)547-6396")."""
    letters = sum(ch.isalpha() for ch in token)
    return letters <= 4 and bool(re.fullmatch(r"[A-Z0-9-]+", token))


def _captions_over_codes(lines: list[str], i: int) -> bool:
    """Whether line `i` is a row of captions over a row of codes, one caption a value, as a pay
    stub prints its company, file, department and voucher numbers ("CO. FILE DEPT. CLOCK VCHR.
    NO." over "BWL 004417 210 0088 0090412"): captions, never a name."""
    if i + 1 >= len(lines):
        return False
    below = lines[i + 1].replace(" | ", " ").split()
    # the captions are the line's words before a heading of the page's own ("Earnings Statement")
    head = " ".join(itertools.takewhile(lambda cell: not _HEADING.search(cell), lines[i].split(" | "))).split()
    return (len(below) >= 3 and sum(any(ch.isdigit() for ch in t) for t in below) >= 3 and all(map(_code, below))
            and not any(ch.isdigit() for w in head for ch in w) and abs(len(head) - len(below)) <= 1)


def _glyphless(text: str) -> str:
    """A name without the glyph runs a logo is read as ("=@- ACME BANK" → "ACME BANK")."""
    return re.sub(r"^[^A-Za-z0-9]+|[^A-Za-z0-9.)]+$", "", text.strip())


def _defragment(name: str, rest: list[str]) -> str:
    """A name without the letters a logo fused to it: a one- or two-letter piece before its
    first word ("ej Harbor Bank", "ejHarbor Bank"), or after its last, is dropped when the rest
    of the page prints the name without it and never with it."""
    words = name.split()
    if not words:
        return name
    hay = " ".join(rest).lower()
    def printed(word: str) -> bool:
        return re.search(rf"(?<![a-z]){re.escape(word.lower())}(?![a-z])", hay) is not None
    # a capitalised piece before one word may be the name's own ("NW Natural" where the page
    # also says "Natural gas"): only lower-case pieces, or ones before two words the page prints
    if len(words) > 1 and len(words[0]) <= 2 and not printed(words[0] + " " + words[1]) \
            and printed(" ".join(words[1:])) and (not words[0].isupper() or len(words) > 2):
        words = words[1:]
    for k, cut in ((0, lambda w, n: w[n:]), (-1, lambda w, n: w[:-n])):
        w = words[k]
        for n in (1, 2):
            rest_w = cut(w, n)
            if k == -1 and w[len(rest_w):].lower() in ("s", "es"):
                continue          # a plural the page prints singular elsewhere is the name's own
            if len(rest_w) >= 3 and rest_w.isalpha() and not printed(w) and printed(rest_w):
                words[k] = rest_w
                break
    return " ".join(words)


_HEADING = re.compile(r"\b(?:statement|invoice|receipt|bill|pay ?stub|pay ?slip|report|date|account|page|period|closing|number|"
                      r"patient|explanation|benefits|declarations?|summary|corrected|copy|policy|"
                      r"member|customer|tax|total|amount|due|your|this|is|not|a|of the|insured|"
                      r"reg|registration|thank you|please|welcome)\b", re.IGNORECASE)
# A bracketed word after a name: a country or branch mark ("MR. D.I.Y. (M) SDN BHD", "BEMED (SP)",
# "MR. D.I.Y.(KUCHAI) SDN BHD"), printed with or without spaces around it
_BRACKETED = re.compile(r"(?<=[A-Za-z.])\s*\(\s*([A-Za-z][A-Za-z .&'-]{0,23}?)\s*\)\s*")
# A company registration number printed after the name on its line, and what follows it: bare
# ("273500-U", "(519537-X)") or under its caption ("(Co. No:20154-T)", "(Company No. 123456-X)",
# "(CO.REG :860671-D)"); never a ZIP code
_REG_TAIL = re.compile(r"\s+(?:\((?:(?i:co(?:mpany)?[.\s-]?\s?(?:reg(?:istration)?\.?\s?(?:no\.?)?|no\.?))\s?:?\s?)?"
                       r"\d{4,}-?[A-Za-z]?\)|\d{4,}-[A-Za-z])(?:\s.*)?$")


def _unspaced(cell: str) -> str:
    """A letter-spaced logo the recogniser cut into pieces ("HARBO R", "M ERIDIAN") as one word."""
    parts = cell.split()
    # at either end only: a lone letter between two words is an initial ("DANA R WHITFIELD")
    frag = [p for p in {parts[0], parts[-1]} if len(p) <= 2 and p.lower() not in _SHORT_WORDS]
    if len(parts) > 1 and frag and all(p.isalpha() for p in parts):
        return "".join(parts)
    return cell


_SHORT_WORDS = {"of", "&", "and", "de", "la", "is", "co", "nw", "ne", "sw", "se", "us", "at", "on", "by", "st"}


_PAYEE = re.compile(r"^(?:remit(?:\s+payment)?\s+to|(?:make\s+checks\s+)?payable\s+to|pay\s+to\s+the\s+order\s+of)\s+",
                    re.IGNORECASE)


def _letterhead(line: str, rest: list[str] = (), first: bool = False) -> str | None:
    """The leading cells of a line that read as a name ("MERIDIAN | EXPRESS | Closing Date
    01/07/24" → "MERIDIAN EXPRESS"); None when the line starts with a heading or label. The
    page's first line may start with a short number ("99 SPEED MART"): below it, a number
    starts an address."""
    words, stripped = [], False
    for cell in line.split(" | "):
        cell = cell.strip().replace("’", "'").replace("‘", "'")
        if not words and ":" in re.sub(r"\([^)]*\)?", "", cell):
            return None     # a caption ("Contract Agreement Between:", "Market: Nashville"), no name
            #                 (a registration's "(CO.REG :860671-D)" after a name is no caption)
        if not words:
            # who to pay is who sent it: "REMIT TO Sinclair Broadcast"
            cell = _PAYEE.sub("", cell)
        if not words:
            # a logo's glyphs or letters before the name, in its cell or their own
            bare = _glyphless(cell)
            stripped = stripped or _glyphs_cut(cell, bare)
            cell = _defragment(bare, rest)
            if not cell:
                continue
        cell = _unspaced(cell)
        # a space between two words a reader filled with an underscore ("AIK_HUAT HARDWARE")
        cell = re.sub(r"(?<=[A-Za-z])_(?=[A-Za-z])", " ", cell)
        # a country mark in brackets after the name is not part of it, a branch's name is
        # ("MR. D.I.Y. (M) SDN BHD" is MR. D.I.Y.; "MR. D.I.Y.(KUCHAI)" is MR. D.I.Y. KUCHAI)
        cell = _BRACKETED.sub(lambda m: " " if len(m.group(1).replace(" ", "")) <= 3 else f" {m.group(1)} ", cell).strip()
        cell = _REG_TAIL.sub("", cell)
        cell = re.sub(r"(?<= )[S5]/B$", "SDN BHD", cell)      # S/B: Sendirian Berhad, as SDN BHD
        start = r"(?:\d{1,3} )?[A-Za-z]" if first and not words else r"[A-Za-z]"
        if not re.fullmatch(start + r"[A-Za-z&'.,\- ]*", cell) or _HEADING.search(cell):
            break
        words.append(cell)
    name = " ".join(words).strip(" ,.-")
    # a recogniser's noise ("F oe", "py") is not a name: one real word at least
    if not name or len(name.split()) > 6 or not re.search(r"[A-Za-z]{3}", name) \
            or len(re.sub(r"[^A-Za-z]", "", name)) < 4:
        return None
    # what is left after cutting glyphs away is a name only when the page prints it elsewhere
    # ("=@-HARBOR BANK" over "Call Harbor Bank"); a recogniser's "HoLig ¢" or "(CO REG" is not
    # (an organisation's word, "=@- Willowmoor Insurance", says it is a name all the same)
    if stripped and _squashed(name) not in _squashed(" ".join(rest)) and not _ORG.search(name):
        return None
    return name


def _glyphs_cut(cell: str, bare: str) -> bool:
    """Whether making `bare` of `cell` cut more than a trailing comma or full stop."""
    if not bare:
        return bool(cell)
    head, tail = cell[:cell.find(bare)], cell[cell.find(bare) + len(bare):]
    return bool(head.strip()) or bool(tail.strip(" ,.;:"))


def _squashed(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


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


PERSON_LABEL = re.compile(
    r"\b(?i:named insured|insured|policy ?owner|owner|account holder|account name|patient(?: name)?|"
    r"customer name|cardmember|card ?holder|member name|prepared for|statement for)\s*:\s*([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]*){1,3})")
# a label that starts its cell: "at the residence premises." ending a sentence is no label
ADDRESS_LABEL = re.compile(
    r"(?:^|\|)\s*(?:the\s+)?(?:service address|property address|property location|situs(?: address)?|"
    r"location of property|insured location|(?:location of (?:the )?)?residence premises|described location)\b\s*:?\s*(.+)?",
    re.IGNORECASE)


def find_person(lines: list[str], doc_type: str, sender: str | None = None) -> str | None:
    """The person the document is for: a form's recipient box, a labelled name ("Policy
    Owner: ..."), else the name line of a mailing address block (a name over a street)."""
    if doc_type in FORMS:
        sender_cap, person = _roles(doc_type)
        return _captioned(lines, person, sender_cap)
    if doc_type in RETURNS:
        return " and ".join(filers(lines)) or None
    labelled = labelled_persons(lines)
    if labelled:
        return labelled[0]
    # from the second line on, unless the sender is known to be another name: the first line is
    # most often the sender's letterhead over its own street
    for line, nxt in zip(lines[0 if sender else 1:], lines[1 if sender else 2:]):
        name, street = line.split(" | ")[0].strip(), nxt.split(" | ")[0].strip()
        if _NAME_LINE.fullmatch(name) and _STREET.match(street) and not _ORG.search(name) \
                and not _HEADING.search(name) and not (sender and issuer_key(name) == issuer_key(sender)):
            return name
    return None


def filers(lines: list[str]) -> list[str]:
    """Who a return is filed by: the names a Form 1040 (or 4868) prints in the row under its
    "first name and (middle) initial | Last name" captions, the filer's and a joint return's
    spouse's ("Kevin | Finnerty | 091-30-1116")."""
    out = []
    for line, nxt in zip(lines, lines[1:]):
        if not _FILER_CAPTION.search(line):
            continue
        # (a word in small letters after a name's is its end set apart by the print: "Pec k")
        cells = [re.sub(r"(?<=[a-z]) (?=[a-z]+\b)", "", c.strip()) for c in nxt.split(" | ")]
        name = " ".join(itertools.takewhile(lambda c: _NAME_CELL.fullmatch(c) is not None, cells))
        if name and _NAME_LINE.fullmatch(name):
            out.append(name)
    return out


# The caption a return prints over its filer's and spouse's names, and a cell of a name's words
_FILER_CAPTION = re.compile(r"\bfirst name and (?:middle )?initial\b", re.I)
_NAME_CELL = re.compile(r"[A-Z][A-Za-z'’.-]*(?: [A-Z][A-Za-z'’.-]*){0,2}")


def labelled_persons(lines: list[str]) -> list[str]:
    """Names printed after a person's caption ("Named Insured: Dana Whitfield", "Account
    Holder: ..."): the household's own, never an issuer."""
    out = []
    for line in lines:
        for m in PERSON_LABEL.finditer(line.replace(" | ", " ")):
            out.append(m.group(1).strip())
    return out


def person_keys(lines: list[str], doc_type: str) -> set[str]:
    """Comparison keys of every name the page prints as the person's (a form's recipient or
    employee box, a labelled name)."""
    names = labelled_persons(lines)
    if doc_type in FORMS:
        sender, person = _roles(doc_type)
        names.append(_captioned(lines, person, sender) or "")
    return {issuer_key(n) for n in names if n}


_NAME_LINE = re.compile(r"[A-Z][A-Za-z'-]+(?: [A-Z]\.?)?(?: [A-Z][A-Za-z'-]+){1,2}")
_LABELLED_STREET = re.compile(r"^(?P<label>[A-Za-z][A-Za-z '&/]*?)\s*[:\-–]?\s+(?P<street>\d{1,6} [A-Za-z].*)$")


# A row's label says whose an address is when it names the sender's or a payment's: "Remit to",
# "Mail payments to", "Payer's address". Any other label printed beside an address ("Service
# Location", "Premises", "Property", "Insured Location") says what the document is about.
_SENDERS_LABEL = re.compile(r"\b(?:remit|mail|send|return|payer|payee|lender|recipient|office|headquarters)", re.I)


def labelled_addresses(lines: list[str]) -> list[str]:
    """Street addresses the page prints as the value of a labelled row: beside its label
    ("Service Location | 6977 SYCAMORE DR", "Premises: 1214 Hemlock Ct", "Electric service
    6869 ALDER ST") or under it in a row of column heads. That is what the document is
    about, unlike the block it is mailed to, which prints no label. The label's words are
    not a list of known captions: any label will do, save one naming a sender's address."""
    out = []
    above: list[str] = []
    for line in lines:
        cells = [c.strip() for c in line.split(" | ")]
        for i, cell in enumerate(cells):
            m = _LABELLED_STREET.match(cell)
            if m:
                label, value = m.group("label"), m.group("street")
            elif _STREET.match(cell):
                left = cells[i - 1] if i else ""
                head = above[i] if len(cells) > 1 and len(above) == len(cells) else ""
                label, value = (left if left and not re.search(r"\d", left) else head), cell
            else:
                continue
            if label and not re.search(r"\d", label) and not _SENDERS_LABEL.search(label):
                out.append(value)
        above = cells
    return out


# what an address starts with: a street number and a word ("4410 SE Oak St", "12B Elm Road"), a
# post office box, or a rural route
_STREET = re.compile(r"\d{1,6}[A-Za-z]?\s+[A-Za-z#]|P\.?\s*O\.?\s*Box\b|(?:RR|Rural Route)\s*\d", re.IGNORECASE)


def find_address(lines: list[str]) -> str | None:
    for i, line in enumerate(lines):
        m = ADDRESS_LABEL.search(line)
        if m:
            rest = _address_cells(m.group(1) or "").strip(" :|")
            if not re.search(r"\d", rest) and i + 1 < len(lines):
                rest = _address_cells(lines[i + 1]).strip()
            # an account number may be printed before it ("501-95636-5 6869 ALDER ST")
            return rest[:120] if _STREET.match(re.sub(r"^(?:\S*\d-\S*\s+)+", "", rest)) else None
    return None


# a figure of money in a cell of its own ("$45.00", "1,284.00")
_FIGURE_CELL = re.compile(r"-?\$?\s?\d[\d,]*\.\d\d")


def _address_cells(rest: str) -> str:
    """The cells of a row that are the address, joined: up to the label of a figure printed
    beside it on the same line ("4127 Juniper Ln, Boise ID 83706 | Total Fees Charged |
    $45.00" is at 4127 Juniper Ln; the fees are another row's)."""
    cells = [c.strip() for c in rest.split(" | ")]
    for i, cell in enumerate(cells):
        if _FIGURE_CELL.search(cell):
            end = i
            while end > 1 and not re.search(r"\d", cells[end - 1]):
                end -= 1        # the figure's own label, printed before it
            cells = cells[:end]
            break
    return " ".join(cells)
