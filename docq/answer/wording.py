"""Wording: every word of a question, and every word of the label a figure is read under,
is accounted for before the figure is stated.

The question-side twin of the literal guard. After the words the reading took (the field's
phrase, the kind of document, the period, the issuer, the address) and words that carry no
meaning of their own, each remaining word of the question must be printed where it means
something: in the label of the row the figure sits on, or in what the document says it is
(its title lines, issuer, kind, address); a name ("Palos Verdes", "Volvo") anywhere in it.
"The premium on my umbrella policy" is not answered from the earthquake policy, "the supply
charges" not from the bill's total, "if I pay late" not from the on-time amount.

The label side is the same rule turned round: each word of the label must be the question's,
the field's own vocabulary, a word that adds nothing ("total", "amount", "current"), or what
the document is. "Amount Due After 03/15" does not answer "the amount due", "Available Credit"
does not answer "credit limit".

Both are monotone by construction: a word only ever adds a condition, so adding a word to a
question can take an answer away, never add one.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field, replace
from datetime import date
from difflib import SequenceMatcher
from functools import lru_cache

from docq import money
from docq.records import BLOCKS_APART
from docq.answer import formlines, lines, parties, people, rates, vehicles
from docq.answer.candidates import label_of
from docq.answer.library import Doc, DocPage, opening
from docq.answer.parse import Period, Question
from docq.answer.vocab import DOC_KIND_WORDS, SPECS, FieldSpec, forms_of
from docq.meaning.words import (CADENCE, EQUIVALENT, FILLER, GENERIC_KIND, KIND_OWN_WORDS, LEVIED, MONEY_VERBS,
                                NEUTRAL_LABEL, OF_EVERY_FIGURE, PERIOD_WORDS, PLACE_NOUNS, ROLES)
from docq.meaning.words import DEGREE as _DEGREE, MONTH_NAMES as _MONTH_NAMES, ORG_WORDS as _ORG_WORDS
from docq.meaning.words import PAYMENT_WORDS as _PAYMENT_WORDS, PRONOUNS as _PRONOUNS
from docq.meaning import payroll
from docq.meaning.grammar import known_words
from docq.meaning.qualifiers import COVERAGE_NAMES, COVERAGE_PART, COVERED, EXCLUSIVE, ONE_MEMBER, STANDING, TAX_FOR
from docq.meaning.qualifiers import PAYER as _PAYERS, PAYMENT_PARTS, PER
from docq.meaning.qualifiers import ASKS_THIS_YEAR as _ASKS_THIS_YEAR, ASKS_TO_DATE as _ASKS_TO_DATE
from docq.meaning.qualifiers import ASKS_YEAR as _ASKS_YEAR, EVERY_LOSS as _EVERY_LOSS, FOR_VISIT as _FOR_VISIT
from docq.meaning.qualifiers import INCLUDING as _WITH
from docq.meaning.qualifiers import PERIOD_SCOPE as _PERIOD_SCOPE, SINCE_LAST as _SINCE_LAST, YEAR_SCOPE as _YEAR_SCOPE
from docq.meaning.words import MEASURE_UNITS, VERBS_OF_BEING, WORDS_IN_CAPITALS as _WORDS_IN_CAPITALS
from docq.workers import dates, labels as printed_labels, usstates
from docq.workers.kinds import INVESTMENTS, MONTHLY, ONE_PERIOD, PAY_AND_ASSETS, POLICIES, RETURNS, TAX_FORMS

_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9]*(?:['’()-][A-Za-z0-9()]+)*")
_PLURAL_MARK = re.compile(r"(?<=[a-z])\((e?s)\)$", re.I)

# Words after these say what a figure leaves out ("before tax and tip"): nothing to ground.
_WITHOUT = re.compile(r"\b(?:before|excluding|excl|without|not including|except|less|minus)\s+((?:(?:the|and|or|any|my)\s+|[a-z-]+\s*){1,6})",
                      re.I)

# "How much of our 2020 overpayment did we apply ...": the words after "how much of" name the
# whole the figure is a part of (a return's line 36 is "Amount of line 34 you want applied"),
# which the document must print, not the part's label: printed anywhere will do.
_PART_OF = re.compile(r"\bhow much of\s+((?:[a-z0-9'’-]+\s+){1,5}?)(?=(?:did|do|does|is|was|were|went|goes|will|has|have|had)\b)",
                      re.I)

# What the person owes, asked, and a label of what was billed: an EOB's "Amount Billed" is the
# provider's charge before the plan paid, not the "What You Owe" left after it
_ASKS_OWED = re.compile(r"\b(?:owe|owed|owing)\b", re.I)
_A_PAYMENT = re.compile(r"\b(?:payments?|pymts?)\b", re.I)
_A_BALANCE = re.compile(r"\bbalance\b", re.I)
_BILLED = re.compile(r"\bbilled\b", re.I)
_OWED = re.compile(r"\b(?:owe|owed|owing|due|responsibility)\b", re.I)

# "How much escrow is in my April mortgage payment": the payment (or bill, check, premium) is the
# whole the figure asked is a part of, not a word the part's label prints
_WHOLES = r"(payments?|paychecks?|checks?|bills?|premiums?)"
_IN_WHOLE = re.compile(r"^\s*how much\b.*?\b(?:in|into|toward|towards|from|out of)\s+(?:my|our|the|this|that)\s+"
                       rf"(?:[a-z0-9'’-]+\s+){{0,3}}?{_WHOLES}\b", re.I)
_WHOLE_OF = re.compile(rf"\b{_WHOLES}\s*$", re.I)        # ...and "how much of my April payment goes to escrow"
# ...and a part of a loan's payment asked of the payment in any words: "the interest due on my
# Cascade mortgage for the 04/01/2024 payment", "the escrow on my Ridgeline payment due 05/01"
_PART_IN_PAYMENT = re.compile(rf"\b(?:{'|'.join(sorted(PAYMENT_PARTS))})\b.*?\b(?:in|of|on|for|toward|towards)\s+"
                              r"(?:my|our|the|this|that)\s+(?:[a-z0-9'’/-]+\s+){0,3}?(payments?)\b", re.I)

# "separate structures like my garage or fence": the nouns after these are examples of what the
# question names; one no table of meaning knows need not be printed. ("I'd like", "looks like"
# give no examples.)
_DET = r"(?:(?:my|a|an|the|our|your|his|her|their|any)\s+)?"
_EXAMPLES = re.compile(rf"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!'d )(?<!\bwould )(?<!\blook )(?<!\blooks )"
                       rf"\b(?:like|such as|e\.g\.,?|for example,?|for instance,?)\s+({_DET}[a-z-]+"
                       rf"(?:\s*(?:,|\bor\b|\band\b)\s*{_DET}[a-z-]+)*)", re.I)

# "box 1", "box 12a": a form's box, grounded by the box number its label starts with; "line 8b":
# a return's line, so labelled too (formlines.py)
_BOX = re.compile(r"\b(?:box|line)\s+(\d{1,2}[a-g]?)\b", re.I)
BOX = "box#"
RATE = "rate#"     # a rate asked, in months ("rate#1" for "per month"): rates.py
PAID_BY_OTHER = "party#other"   # "how much did my insurance pay": parties.py
CHANGE = "change"                # what "went up" or "went down" by: a change a label says
# ...said as a figure going up or down, whose words (filler alone) would otherwise say nothing
_MOVED = re.compile(r"\b(?:go(?:ne)?|goes|going|went)\s+(?:up|down)\b", re.IGNORECASE)
PAYER = "payer#"                # ...and who that is, when said ("payer#insurance")
PAID_TO_SELF = "party#me"       # "how much did Wendy's pay me": paid to the person (parties.py)

_TITLE_LINES = 10
_DATA = re.compile(r"[*#X]*\d[\d/.-]{3,}|\b[A-Z]{1,4}-?\d[\w-]{2,}")    # a date, a number, an identifier
_DATA_CELL = re.compile(rf"(?:{_DATA.pattern})(?:\s+(?:{_DATA.pattern}))*")
_IRREGULAR = {"paid": "pay", "spent": "spend", "owed": "owe", "owing": "owe", "bought": "buy", "got": "get",
              "withheld": "withhold", "repaid": "repay", "prepaid": "prepay"}
_PLAN = re.compile(r"^(\d{3})\(([a-z])\)?$")     # a plan named by its section: 401(k), 403(b), 457(b)


def stem(word: str) -> str:
    """A word compared with its plural and possessive forms: "charges" ~ "charge",
    "homeowner's" ~ "homeowners" ~ "homeowner"."""
    w = word.lower().replace("’", "'").strip("'.()")
    w = re.sub(r"'s$", "", w).replace("'", "")
    w = _PLAN.sub(r"\1\2", w)      # "401(k" as "401k", as a person types it
    w = _IRREGULAR.get(w, w)
    if len(w) > 4 and w.endswith("ies") or len(w) > 5 and w.endswith("ied"):
        return w[:-3] + "y"     # "applied" ~ "apply", as "copies" ~ "copy"
    if len(w) > 5 and w.endswith("ing"):
        return w[:-3]
    if len(w) > 5 and w.endswith("ed") and not w.endswith("eed"):
        return w[:-2]
    if len(w) == 4 and w.endswith("ed") and w[0] in "aeiou":
        return w[:-1]           # "used" ~ "use", "owed" ~ "owe"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


_FORM_NAME = re.compile(r"^(?:[a-z]{1,2}-?\d+[a-z]?|\d+-[a-z]{1,3})$", re.I)   # w-2, 1099-int, 401(k)


def tokens(text: str) -> list[str]:
    """Words; a hyphenated word counts as its parts ("six-month", "July-August"), a form's
    name as one ("W-2", "1099-INT"), a word printed with its plural's ending in brackets as
    that plural ("Payment(s)")."""
    out = []
    for t in _TOKEN.findall(payroll.TAKE_HOME.sub(payroll.ONE_WORD, text)):
        t = _PLURAL_MARK.sub(r"\1", t)
        if "-" in t and not _FORM_NAME.match(t):
            out += [p for p in t.split("-") if p]
        else:
            out.append(t)
    return out


def stems(text: str) -> set[str]:
    return {stem(t) for t in tokens(text)}


def same_word(asked: str, printed: set[str]) -> bool:
    """Is the question's word (a stem) among the printed stems: the same word, a longer
    form of it ("condo" ~ "condominium"), or a word that means the same?"""
    if asked in printed:
        return True
    if len(asked) >= 5 and any(p.startswith(asked) or (len(p) >= 6 and asked.startswith(p)) for p in printed):
        return True
    return (any(stem(e) in printed for e in EQUIVALENT.get(asked, ()))
            or any(asked in {stem(e) for e in EQUIVALENT.get(p, ())} for p in printed))


def same_name(asked: str, printed: set[str]) -> bool:
    """A name said in the question, as same_word compares words but never by a printed word it
    merely begins with: "AccountChek" is not grounded by "Account", though "electricity" is
    by "electric"."""
    return asked in printed or (len(asked) >= 5 and any(p.startswith(asked) for p in printed)) or (
        any(stem(e) in printed for e in EQUIVALENT.get(asked, ())))


def _same_or_longer(asked: str, printed: set[str]) -> bool:
    """The same word or a longer form of it, never a word that only means the same: a bill
    billing "Gas Charges" is a gas bill, one printing "Amount Due After" is no "late" bill."""
    return asked in printed or (len(asked) >= 5 and any(p.startswith(asked) for p in printed))


@dataclass(frozen=True)
class Term:
    """A question word that must be grounded: as said, its stem, and whether it is a name
    (capitalised inside the sentence), which may be printed anywhere in the document."""
    said: str
    stem: str
    name: bool
    of_doc: bool = False     # it narrows the kind of document ("gas bill", "umbrella policy")
    soft: bool = False       # a verb of money ("pay", "spend"): it may pick a label, need not be found
    rate: bool = False       # how often the figure recurs ("per month"): its stem is RATE and the months
    within: bool = False     # what the figure takes in ("including the tip"): printed anywhere, a row's label too
    sender: bool = False     # said as who the money went to ("from Sanyu Stationery Shop", "at TGIF") alone


def _spans(q: Question, open_vocabulary: bool = False) -> list[str]:
    """The parts of the question the reading took words from."""
    out = [q.said.get("period", ""), q.said.get("sum", ""), q.address or "", q.said.get("late", ""),
           q.said.get("identifiers", ""), q.said.get("version", ""), q.said.get("filing", ""),
           q.said.get("vehicle", ""), q.said.get("state", ""), q.said.get("latest", "")]
    if not open_vocabulary:
        out.append(q.said.get("field", ""))
    kind_phrase = q.said.get("kind", "")
    if kind_phrase and _generic_kind_phrase(kind_phrase):
        out.append(kind_phrase)
    if q.issuers:
        # the words of the name the question gives that are the matched issuer's own:
        # "Volvo" in "my Volvo Northstar statement" is not Northstar Bank's
        names = {stem(t) for i in q.issuers for t in tokens(i)}
        said = tokens(q.issuer_asked) if q.issuer_asked else []
        own = [i for i, w in enumerate(said) if same_word(stem(w), names) or _near_spelling(stem(w), names)]
        # (a word between two of the name's is the name's, however the reader spelt it: "Beer"
        # of "Kalamazoo Beer Exchange", read "Kalamazoo Ber Exchange"; unless the question says
        # it apart from the name too: "beer at Kalamazoo Beer Exchange" is what was bought)
        inside = set(range(own[0], own[-1] + 1)) if own else set()
        apart = _apart_from_name(q)
        out += [w for i, w in enumerate(said) if i in own or w.lower() in _ORG_WORDS
                or i in inside and stem(w) not in apart]
        out += q.issuers
    return [s for s in out if s]


# Who the money went to, as said: "from Sanyu Stationery Shop", "at TGIF", up to the date or the end
_SENDER_SAID = re.compile(r"\b(?:from|at)\s+(.+?)(?=\s+(?:on|in|for|dated|during|last|this|from|at|between)\b|"
                          r",(?!\s*(?:inc|llc|ltd|co|corp|plc|lp|llp)\b)|[?!]|\.(?:\s|$)|$)",
                          re.IGNORECASE)


def _said_as_sender(text: str) -> set[str]:
    """Stems said only in a phrase naming whom the money went to ("the total on my receipt from
    Ikano Pte Ltd"): its shop's name, which a receipt may print on any of its first lines; never
    a word the question says elsewhere too ("beer at Kalamazoo Beer Exchange")."""
    inside, outside = set(), text
    for m in _SENDER_SAID.finditer(text):
        inside |= {stem(w) for w in tokens(m.group(1))}
        outside = outside.replace(m.group(0), " ")
    return inside - {stem(w) for w in tokens(outside)}


def _apart_from_name(q: Question) -> set[str]:
    """Stems of the asked sender's name that the question also says outside it: "beer" in "how
    much did I pay for beer at Kalamazoo Beer Exchange"."""
    if not q.issuer_asked:
        return set()
    at = q.text.lower().find(q.issuer_asked.lower())
    if at < 0:
        return set()
    rest = q.text[:at] + " " + q.text[at + len(q.issuer_asked):]
    return {stem(w) for w in tokens(q.issuer_asked)} & {stem(w) for w in tokens(rest)} - {stem(w) for w in FILLER}


def _near_spelling(word: str, names: set[str]) -> bool:
    """A misspelt or misread name ("Meridan" for "Meridian"), as the issuer match allows."""
    return len(word) >= 5 and any(len(n) >= 5 and SequenceMatcher(None, word, n).ratio() >= 0.85 for n in names)


def _generic_kind_phrase(phrase: str) -> bool:
    """"w-2", "credit card", "receipt" name a kind; "gas bill", "umbrella" name a document of
    it more narrowly, and their narrowing word is grounded like any other."""
    return all(stem(w) in _KIND_OWN or w in GENERIC_KIND for w in tokens(phrase))


# the words that are the kind itself, not a narrowing of it
_KIND_OWN = {stem(w) for w in KIND_OWN_WORDS}
_KIND_WORDS = frozenset(KIND_OWN_WORDS) | GENERIC_KIND


def terms(q: Question, open_vocabulary: bool = False) -> list[Term]:
    """The question's words that the evidence must ground. With `open_vocabulary` the words
    the field table took are kept: the printed label itself must carry them."""
    taken: set[str] = set()
    for span in _spans(q, open_vocabulary):
        taken |= {stem(t) for t in tokens(span)}
    if q.field and not open_vocabulary:
        taken |= _field_vocabulary(q.spec)
    # ...but which account ("my checking balance"): a field's phrase may say it, the document
    # must print it, a savings statement being no checking account's
    taken -= {stem(w) for w in tokens(q.text) if w.lower() in _ACCOUNT_KINDS}
    loose = set()
    boxes = [m for m in _BOX.finditer(q.text) if m.group(0).lower() not in q.said.get("field", "").lower()]
    for m in boxes:
        taken |= {stem(t) for t in tokens(m.group(0))}
    for m in _WITHOUT.finditer(q.text):
        taken |= {stem(t) for t in tokens(m.group(1))}
    for m in (*_PERIOD_SCOPE.finditer(q.text), *_ASKS_TO_DATE.finditer(q.text)):
        # "this period" is the document's own period, "year to date" the year's so far: scopes
        # the labels' scopes are held to (opposed: no year-to-date figure for this period, only
        # a year-to-date one for the year to date), not words a label must print
        taken |= {stem(t) for t in tokens(m.group(0))}
    for m in (*_WITH.finditer(q.text), *_PART_OF.finditer(q.text)):
        loose |= {stem(t) for t in tokens(m.group(1))}
    within: set[str] = set()
    for m in _WITH.finditer(q.text):
        taken |= {stem(t) for t in tokens(q.text[m.start():m.start(1)])}    # "including" itself says no figure
        within |= {stem(t) for t in tokens(m.group(1))}
    for m in _FOR_VISIT.finditer(q.text):
        said = {stem(t) for t in tokens(m.group(1))} - taken
        loose |= said
        within |= said
    for m in (*_IN_WHOLE.finditer(q.text), *_PART_IN_PAYMENT.finditer(q.text)):
        taken.add(stem(m.group(1)))
    for m in _PART_OF.finditer(q.text):
        whole = _WHOLE_OF.search(m.group(1))
        if whole:
            taken.add(stem(whole.group(1)))
    optional = set()        # examples: words that may pick a label, need not be printed
    for m in _EXAMPLES.finditer(q.text):
        taken |= {stem(t) for t in tokens(q.text[m.start():m.start(1)])}     # "like", "such as"
        optional |= {stem(t) for t in tokens(m.group(1))} - taken
    words = tokens(q.text)
    sender = _said_as_sender(q.text)
    # a name said in the question ("my house on Elm Street") grounds the place it names; "I" is no name
    named_place = any(i > 0 and w[:1].isupper() and stem(w) not in taken and w.lower() not in FILLER
                      for i, w in enumerate(words))
    # "my apartment", "our place" asked of a renters or homeowners policy: the place it insures
    insured_place = any(lines.line_of(w.lower()) == "property" or lines.line_of(stem(w)) == "property" for w in words)
    out: list[Term] = [Term(m.group(0), BOX + m.group(1).lower(), name=False) for m in boxes]
    for m in _MOVED.finditer(q.text):
        # how far a figure went up or down ("how much did my premium go up at renewal"): its
        # change, which a label must say ("Change in Investment Value"), never the figure itself
        out.append(Term(m.group(0), CHANGE, name=False))
        taken |= {stem(w) for w in tokens(m.group(0))}
    for said, months in rates.said(q.text):        # how often: a closed set of its own (rates.py)
        out.append(Term(said, f"{RATE}{months:g}", name=False, rate=True))
        taken |= {stem(w) for w in tokens(said)}
    other = parties.other_paid(q.text)              # who paid, when not the person (parties.py)
    if other:
        said, payer = other
        out.append(Term(said, PAID_TO_SELF if parties.paid_person(q.text) else PAID_BY_OTHER, name=False))
        payer_terms = [stem(w) for w in tokens(payer) if w.lower() not in FILLER]
        if payer_terms:
            out.append(Term(payer, PAYER + " ".join(payer_terms), name=False))
    if q.said.get("late"):
        out.append(Term(q.said["late"], "late", name=False))    # "if I miss the due date": a late figure
    seen: set[str] = set()
    kind_words = {stem(t) for t in tokens(q.said.get("kind", ""))}
    for i, w in enumerate(words):
        s = stem(w)
        low = w.lower().replace("’", "'")
        if i and words[i - 1].lower() == "how" and low in _DEGREE:
            continue    # "how big is my deductible", "how high is my credit line": how much
        if open_vocabulary and s in MONEY_VERBS and s not in seen and s not in kind_words:   # "pay stub" is no verb
            seen.add(s)
            out.append(Term(w, s, name=False, soft=True))
            continue
        if open_vocabulary and s in _BILLED_KIND and s not in seen and s not in kind_words:
            seen.add(s)     # "the interest on my purchases": a card's own row, or any purchase
            out.append(Term(w, s, name=False, soft=True))
            continue
        # (a kind of document is its noun: "billed" is no bill, "the amount billed" a figure)
        if (not s or s in taken or low in FILLER or low.replace("'", "") in FILLER or s in FILLER
                or low in GENERIC_KIND or s in GENERIC_KIND and not low.endswith("ed")
                or re.fullmatch(r"[\d,.$/()-]+(st|nd|rd|th)?", low)):
            continue
        if (q.period or q.tax_year) and (s in PERIOD_WORDS or low in PERIOD_WORDS or _TAX_YEAR.match(" ".join(words[i:i + 2]))) \
                and not _names_an_amount(words, i):
            continue    # ("tax year 2021" says when; "the total tax for 2021" says what)
        if q.person and w in q.person.split():
            continue
        if people.is_title(w, words[i + 1] if i + 1 < len(words) else None):
            continue    # "Dr." of "Dr. Jane Doe": the name is grounded, printed "Jane Doe, MD"
        if named_place and s in PLACE_NOUNS:
            continue
        if (insured_place and low in _INSURED_PLACES and not lines.line_of(low)
                and i and words[i - 1].lower() in ("my", "our")):
            continue    # ("my home insurance": "home" names the line, which says which policy)
        if s in _NAMED_BY and i >= 2 and all(x[:1].isupper() and stem(x) not in taken for x in words[i - 2:i]):
            continue    # "my Chase Sapphire Reserve card": the card's own name says which, not "card"
        if s in seen:
            continue
        seen.add(s)
        if s in optional and not known(s):
            # (an example the tables of meaning know, "fees like late fees", may say which
            # figure: it is grounded like any word)
            out.append(Term(w, s, name=False, soft=True))
            continue
        out.append(Term(w, s, name=(i > 0 and w[:1].isupper()) or s in loose,
                        of_doc=(_before_kind(words, i) or s in _PAYMENT_WORDS or _after_sender(q, words, i)
                                # ("my homeowners premium": a line of insurance names the policy)
                                or lines.line_of(low) is not None),
                        within=s in within, sender=s in sender))
    return out


def _after_sender(q: Question, words: list[str], i: int) -> bool:
    """Whether words[i] is a kind of document said right after the sender's name: "mortgage" in
    "my Ridgeline mortgage" names Ridgeline's document, as "statement" would, not its figure."""
    names = {w.lower() for name in ([q.issuer_asked] if q.issuer_asked else q.issuers) for w in tokens(name)}
    return i > 0 and words[i - 1].lower() in names and words[i].lower() in _KIND_WORDS


_TAX_YEAR = re.compile(r"tax years?\b", re.I)
# The nouns a participle names a figure with ("the amount billed", "the billed amount")
_AMOUNT_NOUNS = frozenset({"amount", "total"})
_ENDS = frozenset({"beginning", "ending", "opening", "closing", "starting"})
_OPENING = frozenset(stem(w) for w in ("beginning", "opening", "starting", "previous", "prior", "start"))
_CLOSING = frozenset(stem(w) for w in ("ending", "closing"))


def _names_an_amount(words: list[str], i: int) -> bool:
    """Whether words[i] says which amount, beside the noun of one: "billed" in "the amount
    billed" names the amount billed, not when; "service" in "the monthly service fee" names
    the fee, not the date of service."""
    near = [words[j].lower() for j in (i - 1, i + 1) if 0 <= j < len(words)]
    after = stem(words[i + 1]) if i + 1 < len(words) else ""
    return (words[i].lower().endswith("ed") and any(n in _AMOUNT_NOUNS for n in near)
            or after in LEVIED and after != stem(words[i])
            # "the beginning account value", "my opening balance": which end of the period the
            # figure stands at, not when
            or words[i].lower() in _ENDS and any(w.lower() in STANDING for w in words[i + 1:i + 3]))


# The place a property policy insures, as a person calls it ("my apartment"; "my property
# damage" is a coverage's name)
_INSURED_PLACES = PLACE_NOUNS - {"property"}


# A word any purchase is, which a card statement also prints as a row of its own ("Purchases",
# "Interest Charge on Purchases"): asked of a document that prints figures under it, the label
# must say it; of any other, it says nothing
_BILLED_KIND = frozenset({"purchase"})


# A noun that ends a product's name as a person says it ("Chase Sapphire Reserve card"): after two
# or more words of the name, the name is grounded, the noun need not be printed
_NAMED_BY = frozenset({"card"})


def _before_kind(words: list[str], i: int) -> bool:
    """Whether words[i] is in the run of words that ends in a kind of document: "gas" in "my
    gas bill", "flood" in "my flood insurance policy"."""
    for w in words[i + 1:i + 4]:
        low = w.lower()
        if low in GENERIC_KIND or stem(w) in GENERIC_KIND:
            return True
        if low in FILLER:
            return False
    return False


# (as said: "checking" and "check" share a stem, and a check is a row, not an account)
_ACCOUNT_KINDS = frozenset({"checking", "savings"})


def _field_vocabulary(spec: FieldSpec | None) -> set[str]:
    """Words the field's own phrases use ("earn" for interest earned, "owe" for the amount due);
    never a word that names one of the coverages a policy prints the field for (COVERAGE_PART)."""
    if spec is None:
        return set()
    words = {stem(t) for a in spec.asks for t in tokens(a)} | {stem(t) for t in tokens(spec.noun)}
    return words - {stem(w) for w in FILLER} - {stem(w) for w in COVERAGE_PART}


@dataclass
class Described:
    """What a document says it is: stems of its title lines, issuer, kind and address; and
    every stem it prints (for names)."""
    own: set[str]
    printed: set[str]
    billed: set[str] = frozenset()   # stems of the labels it prints figures under
    boxes: set[str] = frozenset()    # the form boxes its labels number ("1", "12a")
    kind: str = ""                   # its document type ("w2")
    years: frozenset[int] = frozenset()   # the years it is for: a form's tax year, else its dates'
    # {page: stems of the title of the policy section it is in} ("automobile"): lines.py
    sections: dict[int, set[str]] = field(default_factory=dict)
    rates: set[float] = frozenset()     # how often it recurs, from its period or its title (rates.py)
    # `own` less a grid's captions over their own figures: what a question's word may be grounded
    # by as the document's ("the adjustments" is the Adjustments figure, not the bill)
    titled: set[str] | None = None
    # stems of the kind of policy it declares itself by its type label or the form it is
    # written on ("Policy Type | Renters", HO 00 04): lines.py
    declared: set[str] = frozenset()
    # stems of the names it is of: its issuer, address and person ("Sablewell Logistics")
    named: set[str] = frozenset()
    person: set[str] = frozenset()   # ...of them, the person's ("Riley T. Marchetti")


def described(doc: Doc, pages: list[DocPage]) -> Described:
    sc = doc.sidecar
    head: list[str] = [sc.issuer or "", sc.address or "", sc.person or ""]
    kind = sc.doc_type or ""
    head += [phrase for phrase, k in DOC_KIND_WORDS if k == kind and _generic_kind_phrase(phrase)]
    # ...and on a consolidated 1099 each form's it holds: its 1099-B's figures are of what was sold
    for form in sorted(forms_of(sc)):
        head += ROLES.get(form, ()) + OF_EVERY_FIGURE.get(form, ())
    head.append(kind.replace("-", " "))
    printed: set[str] = set()
    billed: set[str] = set()
    boxes: set[str] = set()
    sections: dict[int, set[str]] = {}
    declared: set[str] = set()
    if pages:
        sections = {page: {stem(w) for w in words}
                    for page, words in lines.sections([(p.page, heading(p.text)) for p in pages]).items()}
        form = lines.form_words("\n".join(p.text for p in pages)) if kind == "insurance-declarations" else set()
        head += sorted(form)
        declared = {stem(w) for w in lines.declared("\n".join(p.text for p in pages)) | form}
        for words in sections.values():
            if "property" in lines.named(" ".join(words)):
                # a property section of a policy written on a renters or condo form, or one that
                # says it is a renters policy ("Renters Protection Policy | ASI HOR GA 12 16"), is
                # that kind's, whatever its title calls it ("Homeowners Declaration Page")
                words |= {stem(w) for w in form} | {w for w in declared if lines.line_of(w) == "property"}
        first = opening(pages) or pages[0]
        on_form = kind in TAX_FORMS
        grid = set(heading(first.text, form=on_form)) - set(heading(first.text, grids=False, form=on_form))
        head += heading(first.text, form=on_form)
        head += sorted(lines.declared("\n".join(p.text for p in pages)))
        head += _title_words(first)
        head += _running_sites(pages)
        # the one party it is with, as captioned ("Provider: Summit Imaging Center"): a question
        # naming them names the document ("what do I owe Summit Imaging Center")
        head += [p for p in [parties.counterparty("\n".join(p.text for p in pages))] if p]
        for p in pages:
            printed |= stems(p.text)
            for line in p.text.splitlines():
                if money.find_amounts(line) or _DATA.search(line):
                    billed |= stems(_DATA.sub(" ", label_of(line)))   # what it charges for, or is about
                for cell in line.split(" | "):
                    box = printed_labels.normalise_label(cell)[1] or _lettered_box(cell, kind)
                    if box:
                        boxes.add(box)
                    # a reader may join two boxes' words in one cell ("1,984.22    d DD"): each
                    # run of words apart is its own label
                    for part in cell.split(BLOCKS_APART) if kind == "w2" else ():
                        code = printed_labels.box12_code_of(part)
                        if code:
                            # a W-2 box 12 code says what its amount is ("E": a 403(b)'s deferrals)
                            meant = stems(printed_labels.box12_meaning(code))
                            printed |= meant
                            billed |= meant
                    for _, says in payroll.says(cell, kind):
                        printed |= stems(says)      # a payroll's "MEDI" is its Medicare tax withheld
        if formlines.lined(doc):
            boxes |= {e.line for e in formlines.entries(pages)}     # a return's numbered lines
    head += _cadence(sc.dates)
    own = set()
    for h in head:
        own |= stems(h)
    titled = own - set().union(*(stems(g) for g in grid)) | set().union(*(stems(h) for h in head if h not in grid)) \
        if pages and grid else own
    recurs = rates.of_period(sc.dates.get("period_start"), sc.dates.get("period_end"))
    if pages:
        recurs |= rates.of_title(heading(first.text, form=on_form) + _title_words(first))
    named = set().union(*(stems(n) for n in (sc.issuer, sc.address, sc.person) if n))
    if kind == "receipt" and pages:
        # a receipt's heading runs into the items bought whose prices the reader set apart ("Ice
        # tea" over "1 PEPSI | 12.00"): only the shop's own lines and name say what it is
        titled = titled & (named | stems("\n".join(first.text.splitlines()[:_SHOP_LINES]))
                           | set().union(*(stems(p) for p, k in DOC_KIND_WORDS if k == kind)) | stems(kind))
    return Described(own, printed | own, billed, boxes, kind, _years_of(sc), sections, recurs, titled,
                     declared, named, stems(sc.person) if sc.person else frozenset())


# The lines a receipt opens with that may hold its shop's name ("M ezcalero | cecine mexicana |
# Mezcalara Cocina Mexicana"), its street and its town
_SHOP_LINES = 3


# A web address: the name of who prints it ("www.blend.com" is Blend's)
_SITE = re.compile(r"\bwww\.([a-z0-9-]{3,})\.(?:com|org|net)\b", re.I)


def _running_sites(pages: list[DocPage]) -> list[str]:
    """The names of the web addresses a document of several pages prints on every page: its
    maker's running footer ("For more information about Blend, please visit www.blend.com"),
    which says who made it when its logo was not read as its name."""
    if len(pages) < 2:
        return []
    every = set.intersection(*({m.lower() for m in _SITE.findall(p.text)} for p in pages))
    return sorted(every)


def _years_of(sc) -> frozenset[int]:
    """The years a document is for: a form's tax year (a 2020 return is signed in 2021, and its
    2021 is another year's), else the years of its dates."""
    if sc.tax_year:
        return frozenset({sc.tax_year})
    return frozenset(int(v[:4]) for v in sc.dates.values() if re.match(r"(?:19|20)\d\d-", v or ""))


def _cadence(dates: dict) -> list[str]:
    """The words for how often a document of its period recurs ("monthly" for a statement of
    one month), from the period it declares."""
    try:
        days = (date.fromisoformat(dates["period_end"]) - date.fromisoformat(dates["period_start"])).days + 1
    except (KeyError, TypeError, ValueError):
        return []
    return [word for word, (low, high) in CADENCE.items() if low <= days <= high]


# a row of three or more short captions and nothing else: a table's header when rows of several
# figures follow it (over one figure a line, it is a grid of boxes' captions: "Account Number |
# Service Address | Billing Date" says what the document is for)
_CAPTION_ROW = re.compile(r"[^|\d]{1,40}(?: \| [^|\d]{1,40}){2,}")


# A form's box caption: its number, or "Box" and its number, before its words ("5 Net
# Benefits", "Box 5. Net Benefits for 2025")
_BOX_CAPTION = re.compile(r"(?:box\s*)?\d{1,2}[a-z]?\.?\s+[a-z]", re.IGNORECASE)
# A sentence's words, not a title's: six words or more that run on to the next line (ending in
# a word that joins: "You can pay all or part of your estimated income tax due and") or that
# start in lower case, as a wrapped sentence's second line does
_RUNS_ON = re.compile(r"(?:\S+\s+){5,}(?:and|or|to|of|the|a|an|your|for|in|on|with|by|that|is|are)\s*$"
                      r"|[a-z]\S*(?:\s+\S+){5,}\s*$")


def heading(text: str, grids: bool = True, form: bool = False) -> list[str]:
    """The lines a document opens with, before its first figure: short lines saying who sent
    it and what it is. A sentence there ("Flood damage is not covered") is body text. Without
    `grids`, a row of captions that label figures further down is left out too: it names those
    figures, never what the document is. On a `form`, a box's caption never is: "Box 5. Net
    Benefits" printed over its figure says nothing of the figure in the box beside it."""
    out = []
    lines_ = text.splitlines()
    for i, line in enumerate(lines_[:_TITLE_LINES]):
        if money.find_amounts(line) or any(money.grouped_whole(c) is not None for c in line.split(" | ")):
            break   # (a limit a declarations table prints bare, "Other Structures | 24,090", is a figure too)
        if len(line.split()) >= 6 and line.rstrip().endswith((".", ":", ";")):
            continue
        if _CAPTION_ROW.fullmatch(line) and (i + 1 < len(lines_) and len(money.find_amounts(lines_[i + 1])) >= 2
                                             or not grids and _captions_of_figures(line, lines_[i + 1:])):
            continue    # a table's header over its rows of figures ("Service | Billed | Plan Paid | You Owe")
        # a row may join a title with a label and its value printed on its baseline
        # ("Personal Auto Declarations | Policy Number: GS-4471"): keep the cells that are not data
        cells = line.split(" | ")
        for i, cell in enumerate(cells):
            if ":" in cell or (i + 1 < len(cells) and _DATA_CELL.fullmatch(cells[i + 1].strip())):
                continue    # "Claim Number: SHP-24-0219", "Member ID | XQ-4471920": a label of data
            if form and _BOX_CAPTION.match(cell.strip()):
                continue
            if _RUNS_ON.match(cell.strip()):
                continue    # body text wrapped over the opening lines, never what the document is
            out.append(_DATA.sub(" ", cell))   # "Personal Auto Declarations — Policy GSC-88-104721"
    return out


def _captions_of_figures(line: str, rest: list[str]) -> bool:
    """A row of captions two of which label money figures further down ("Total Charges | Plan
    Paid | Adjustments" over "Adjustments | -$45.03"): a grid's captions over amounts, each the
    name of its own figure, never what the document is."""
    labelled = {later.split(" | ")[0].strip().lower() for later in rest if money.find_amounts(later)}
    return sum(cell.strip().lower() in labelled for cell in line.split(" | ")) >= 2


# A word's box is as tall as its letters reach: "Delivery" (an ascender and a descender) is
# half again as tall as "one" in the same face. Words are compared only with words of the
# same shape, or every word with a "y" in it would be a title.
_ASCENDERS = frozenset("bdfhiklt0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ/()[]|'\"!?%$&#@{}")
_DESCENDERS = frozenset("gjpqy,;()[]{}|")


def _shape(text: str) -> tuple[bool, bool]:
    return any(ch in _ASCENDERS for ch in text), any(ch in _DESCENDERS for ch in text)


def _title_words(page: DocPage) -> list[str]:
    """Words printed larger than the body text: titles ("Personal Umbrella Policy")."""
    by_shape: dict[tuple[bool, bool], list[float]] = {}
    for w in page.words:
        if w.box.height > 0:
            by_shape.setdefault(_shape(w.text), []).append(w.box.height)
    if sum(len(hs) for hs in by_shape.values()) < 8:
        return []
    body = {shape: sorted(hs)[len(hs) // 2] for shape, hs in by_shape.items() if len(hs) >= 3}
    tallest = max(body.values(), default=0.0)    # a shape too rare to measure: the tallest body shape
    tall = [w for w in page.words if w.box.height >= 1.3 * body.get(_shape(w.text), tallest) > 0]
    # one tall box in a line of body text is a reader's merged glyph, not a title ("After")
    def line_of(w):
        return [o for o in page.words if abs(o.box.cy - w.box.cy) < w.box.height / 2]
    tall_ids = {id(w) for w in tall}
    return [w.text for w in tall if 2 * sum(id(o) in tall_ids for o in line_of(w)) >= len(line_of(w))]


def spelled_by(acronym: str, text: str) -> list[str]:
    """The run of `text`'s words whose initials spell `acronym`, a label's capitals ("EIN" in
    "SABLEWELL LOGISTICS CORP - EIN" is the question's "employer ID number"), or []."""
    if not (2 <= len(acronym) <= 5 and acronym.isalpha() and acronym.isupper()) \
            or acronym.lower() in _WORDS_IN_CAPITALS:
        return []
    words = tokens(text)
    n = len(acronym)
    for i in range(len(words) - n + 1):
        run = words[i:i + n]
        if "".join(w[0] for w in run).upper() == acronym and not all(w.isupper() for w in run):
            return run
    return []


def _spelled_out(label: str, question: str) -> set[str]:
    """Stems of the question's words a label's acronyms stand for; never a place's state or
    province code after its town's comma ("Augusta, GA" is in Georgia, not a gross amount)."""
    if not question:
        return set()
    return {stem(w) for a in tokens(label) if not (len(a) == 2 and re.search(rf",\s*{re.escape(a)}\b", label))
            for w in spelled_by(a, question)}


def grounding(ts: list[Term], where: Described, label: str = "", question: str = "",
              page: int | None = None, item: str = "") -> dict[str, str | None]:
    """Where each term is grounded: "label", "heading" (what the document says it is, or
    the title of the policy section the figure's `page` is in), "billed" (a label it prints
    figures under), "printed" (a name, anywhere), or None. With the `question`, a label's
    acronym grounds the words it stands for. `item`: the table row's item the label starts
    with, whose words say which service, not who paid ("established patient")."""
    section = where.sections.get(page, set())
    # a W-2's box 12 prints each amount beside its code ("D | 22,500.00"): that label is box
    # 12's, and a code, and says what the code reports ("my 401(k)", "the health coverage")
    code = printed_labels.box12_code_of(label) if where.kind == "w2" else None
    coded = code is not None
    lab = _said_by(label, question, where.kind) | \
        (stems(printed_labels.box12_meaning(code)) if coded else set())
    out: dict[str, str | None] = {}
    for t in ts:
        match = same_name if t.name else same_word
        if t.rate:
            months = float(t.stem[len(RATE):])
            out[t.said] = (("label" if rates.of_label(label) else "heading")
                           if rates.grounded(months, label, where.rates) else None)
        elif t.stem == PAID_BY_OTHER and coded:
            # a box 12 code says who put the amount in: code D is the employee's own deferral,
            # never what "my employer contributed"; code W's is the employer's, and DD's cost of
            # the coverage both shares together
            out[t.said] = "label" if "employer contributions" in printed_labels.box12_meaning(code) else None
        elif t.stem == PAID_BY_OTHER:
            payer = next((p.stem[len(PAYER):].split() for p in ts if p.stem.startswith(PAYER)), [])
            sender = bool(payer) and all(same_word(w, where.own) for w in payer)
            column = _column(label, item)
            if payer and where.person and all(same_name(w, where.person) for w in payer):
                # the person the document is of, said by name ("did Riley contribute to the
                # 401k"): their own money, never another payer's
                out[t.said] = None if parties.names_payer(column) or parties.names_employer(label) else "heading"
                continue
            # (what a sender paying the person's way prints is its own, an insurer's claim lines;
            # never so on a stub or a report of pay, whose sender's own money its row must say is:
            # "Employer 401(k) Match", not the person's "401(k)" deduction)
            out[t.said] = ("label" if parties.names_payer(column) else
                           ("label" if parties.names_employer(label) else None) if where.kind in PAY_AND_ASSETS else
                           "heading" if sender and column and not parties.own_share(column) else None)
        elif t.stem == PAID_TO_SELF:
            # money paid to the person: a figure no word of whose label is of the person's own
            # share, on a document printing who paid it (the employer an income report names), or
            # whose column names them
            payer = next((p.stem[len(PAYER):].split() for p in ts if p.stem.startswith(PAYER)), [])
            column = _column(label, item)
            named = bool(payer) and all(same_name(w, where.printed) for w in payer)
            out[t.said] = (None if parties.own_share(label) else
                           "label" if parties.names_payer(column) else "printed" if named else None)
        elif t.stem.startswith(PAYER):
            out[t.said] = "label"       # who it is grounds nothing itself: the payer's term above decides
        elif t.stem.startswith(BOX):
            out[t.said] = "label" if (printed_labels.normalise_label(label)[1] == t.stem[len(BOX):]
                                      or t.stem == BOX + "12" and coded) else None
        elif t.stem == "code" and coded:
            out[t.said] = "label"
        elif match(t.stem, lab):
            out[t.said] = "label"
        elif t.of_doc and lines.line_of(t.stem) and lines.line_of(t.stem) in {lines.line_of(w) for w in where.declared}:
            # a policy that says which kind it is ("Policy Type | Renters") is of no other kind
            # of its line, whatever else its pages print ("Home Offices in Bloomington"), its
            # sections' titles too ("Progressive Home Advantage" over a renters policy)
            out[t.said] = "heading" if same_word(t.stem, where.declared) else None
        elif t.of_doc and section and lines.is_line_word(t.stem):
            # a policy packet's section names its line of insurance: the figure is of that
            # line, whatever the packet's other sections or its cover page say
            out[t.said] = "heading" if same_word(t.stem, section) else None
        elif match(t.stem, where.own if where.titled is None or t.sender and where.kind == "receipt" else where.titled) \
                and not _part_of_policy(t, where) and not _which_fee(t, question):
            out[t.said] = "heading"
        elif t.name and same_name(t.stem, where.printed) and (t.within or not _names_a_row(t.stem, where)) \
                and not _which_fee(t, question) and (where.kind not in RETURNS or same_name(t.stem, where.billed)) \
                and (t.within or t.sender or not (where.kind == "receipt" and where.titled is not None
                                                  and not match(t.stem, where.titled))):
            # (a name a receipt prints below its shop's own lines is an item bought: "the Modelo";
            # a return prints every line's caption, filled or blank: "my pension" must be printed on
            # a line with a figure)
            out[t.said] = "printed"
        elif (t.of_doc and _same_or_longer(t.stem, where.billed) and t.stem not in _WHICH_FIGURE
              and t.said.lower() not in _ACCOUNT_KINDS      # ("TRANSFER TO SAVINGS" bills no savings account)
              and not _insurance_bought(t, question, where) and not _bought_in_a_row(t, question, where)
              and not _split_tender(t, where)):
            # a gas bill bills "Gas Charges" though its heading may only say NW Natural; "my previous
            # bill" is no bill of "Balance from previous bill", whose word says which figure it is
            out[t.said] = "billed"
        elif t.soft:
            out[t.said] = None if t.stem in _BILLED_KIND and t.stem in where.billed else "verb"
        else:
            out[t.said] = None
    return out


_PARTS = frozenset(stem(w) for w in COVERAGE_PART)


# The ways a receipt prints it was paid: "Cash | 50.00", "EFTPOS | 13.05", "VISA | 13.05"
_TENDERS = frozenset(stem(w) for w in "cash eftpos visa mastercard amex debit card check cheque".split())


def _split_tender(t: Term, where: Described) -> bool:
    """A way of paying asked ("in cash") of a document printing figures paid two ways: which
    row's it is, never the whole bill's."""
    return t.said.lower() in _PAYMENT_WORDS and len(_TENDERS & where.billed) > 1


# Documents that list what was bought, each purchase a row ("02/05 THE HOME DEPOT #0631 | 287.12")
_LISTS_PURCHASES = frozenset({"credit-card-statement", "bank-statement", "asset-report"})
# ...and the kinds of paper a purchase is ("my Home Depot purchase", "my Netflix bill"), which on
# such a list is a row
_PURCHASE_KINDS = r"(?:purchases?|transactions?|orders?|sales?|bills?|receipts?|invoices?|charges?)"


def _bought_in_a_row(t: Term, question: str, where: Described) -> bool:
    """A purchase said by its merchant asked of a statement listing purchases ("how much was my
    Home Depot purchase", "my Best Buy bill"): that purchase's row, never the statement's New
    Balance or its Purchases."""
    return where.kind in _LISTS_PURCHASES and re.search(
        rf"\b{re.escape(t.said)}(?:['’]s?)?\s+(?:\w+\s+)?{_PURCHASE_KINDS}\b", question, re.IGNORECASE) is not None


def _insurance_bought(t: Term, question: str, where: Described) -> bool:
    """A kind of insurance asked of a document that is no policy ("title insurance" on a closing
    disclosure, "mortgage insurance" on a loan's statement): a cost it lists, whose own label must
    say it, never the document's whole."""
    return where.kind not in POLICIES and re.search(
        rf"\b{re.escape(t.said)}(?:['’]s?)?\s+insurance\b", question, re.IGNORECASE) is not None


def _which_fee(t: Term, question: str) -> bool:
    """A word said right before a fee or a charge ("the monthly service fee", "the late fee"):
    which fee it is, the fee's own label to print, never a heading's ("Customer Service"); a
    charge said as what someone did ("what did the Sequoia Roth IRA charge") names no fee."""
    return not t.of_doc and re.search(rf"\b{re.escape(t.said)}\s+(?:fees?|charges?|penalty|penalties)\b",
                                      question, re.I) is not None \
        and re.search(rf"\b(?:did|does|do|will|would|can|could)\b(?:\s+[\w'’.&-]+){{0,4}}?\s+{re.escape(t.said)}\s+charge\b",
                      question, re.I) is None


def _part_of_policy(t: Term, where: Described) -> bool:
    """A word naming one of a policy's coverages ("the dwelling premium"): that coverage's row
    must print it, when the policy prints a row of its own for it, or its heading says it only
    in other words ("home" is the dwelling): its total premium is no coverage's. A policy whose
    title says the word itself is of that coverage whole ("Personal Umbrella Liability Policy")."""
    own = where.own if where.titled is None else where.titled
    return (where.kind == "insurance-declarations" and not t.of_doc and t.stem in _PARTS
            and (t.stem in where.billed or t.stem not in own))


def _said_by(label: str, question: str, kind: str) -> set[str]:
    """Stems of what a label says: its words, the question's words its acronyms stand for,
    what a payroll's shorthand means on a pay stub ("MEDI": the Medicare tax withheld), and on
    a policy, the limit a coverage's figure counted per accident or person is ("Bodily injury
    liability each accident"), when the label names no premium or deductible."""
    said = stems(payroll.plain(label, kind)) | _spelled_out(label, question) | {
        s for _, meant in payroll.says(label, kind) for s in stems(meant)}
    return said | _limit_by_unit(label, kind, said)


# A figure counted per one of the units a policy's limits are ("each accident", "per person")
_PER_UNIT = re.compile(r"\b(?:each|per)\s+(?:" + "|".join(PER) + r")s?\b", re.I)
_NOT_LIMIT = frozenset({stem("premium"), stem("deductible")})


def _limit_by_unit(label: str, kind: str | None, said: set[str]) -> set[str]:
    """{"limit"} for a policy's figure counted per accident or person whose label (its stems
    `said`) names no premium or deductible: what such a figure is, unsaid."""
    if kind == "insurance-declarations" and _PER_UNIT.search(label) and not said & _NOT_LIMIT:
        return {stem("limit")}
    return set()


# The closed sets' words (previous or new, gross or net...), and the ends of a period (beginning or
# ending): they say which of a document's figures
_WHICH_FIGURE = frozenset(stem(w) for group in EXCLUSIVE for w in group) | _OPENING | _CLOSING
# ...and what a figure stands at on a day (a balance, a limit), compared as words are
_STANDING = frozenset(stem(w) for w in STANDING)
_PRINCIPAL_OUTSTANDING = frozenset({stem("outstanding"), stem("principal")})


def _names_a_row(stem_: str, where: Described) -> bool:
    """A capitalised word that is a word of a label the document prints figures under, and not
    of what the document is: "Basic Charge" names that row, not a name printed anywhere."""
    return stem_ in where.billed and stem_ not in where.own


def ungrounded(ts: list[Term], where: Described, label: str = "") -> list[Term]:
    """The terms neither the label nor what the document is grounds."""
    found = grounding(ts, where, label)
    return [t for t in ts if found[t.said] is None]


def unprinted(ts: list[Term], where: Described) -> list[Term]:
    """The terms a document does not print at all: it cannot be the one asked about."""
    return [t for t in ts if not t.soft and not t.rate and t.stem not in (PAID_BY_OTHER, PAID_TO_SELF)
            and not t.stem.startswith(PAYER) and not payroll.asks_taken(t.said, where.kind or "")
            and not (_has_box(where.boxes, t.stem[len(BOX):]) if t.stem.startswith(BOX)
                                                 else (same_name if t.name else same_word)(t.stem, where.printed))]


def _lettered_box(cell: str, kind: str) -> str:
    """A form's lettered box printed with no caption of its own, as the W-2 prints "12b" over
    its code and amount: "12b" on a W-2 is its box 12b. A bare number is no box: it is as often
    a count, a code or a misread letter."""
    s = cell.strip(" .:").lower()
    return s if re.fullmatch(r"\d{1,2}[a-g]", s) and s in printed_labels.FORM_BOXES.get(kind, ()) else ""


def _has_box(boxes: set[str], box: str) -> bool:
    """The form prints the box, or its lettered parts ("12" is printed as "12a", "12b")."""
    return box in boxes or any(b[:len(box)] == box and b[len(box):].isalpha() for b in boxes)


def _column(label: str, item: str) -> str:
    """A table figure's label without the item its row names: what its column says it is."""
    return label[len(item):] if item and label.startswith(item) else label


# ...whose members a document's own words never account for ("Lakeside Family Medicine" says
# nothing of the family deductible)
_COVERED = frozenset(stem(w) for w in COVERED)
# The person asking of their own: "my", "I", "me"
_OWN = re.compile(r"\b(?:my|i|me|i've|i'm)\b", re.I)


def label_extra(label: str, q: Question, spec: FieldSpec | None, where: Described, item: str = "") -> list[str]:
    """The label's words that neither the question, the field's vocabulary, the document's
    own description (its names, or a word the grammar knows: meaning/grammar.py) nor a
    neutral word account for: "after" in "Amount Due After 03/15", "Rebate" in "Rebate Total"
    on a statement whose title says "Rebate" (no table of meaning/ knows the word).
    Without a field (`spec` None: a label asked for in the question's own words) "due" adds
    nothing either, unless what was paid is asked: "Copay Due" is the copay. `item`: as for grounding."""
    # (but what is due is never what the question asks was paid: "did I pay" is no "Payments Due")
    asked = {stem(t) for t in tokens(q.text)} | ({"due"} if spec is None and not parties.asks_paid(q.text) else set())
    vocab = _field_vocabulary(spec) | _label_vocabulary(spec)
    out = []
    said_years = {int(y) for y in _YEAR.findall(q.text)}
    # how often, when the document's own period says it ("6 MONTH PREMIUM" on a six-month term)
    # or the question does ("the monthly premium": "premium of $66.92 per month")
    often = where.rates | {months for _, months in rates.said(q.text)}
    implied = {stem(t) for said, months in rates.said(label) if months in often for t in tokens(said)}
    implied |= _days_of_term(label, q)
    if _ASKS_TO_DATE.search(q.text) or _ASKS_THIS_YEAR.search(q.text) or any(
            {int(y) for y in _YEAR.findall(m.group(0))} & said_years for m in _YEAR_SCOPE.finditer(label)):
        # "so far this year" is the year to date; so is the year asked, printed as the scope's own
        implied |= {stem(w) for m in _YEAR_SCOPE.finditer(label) for w in tokens(m.group(0))}
    since = _SINCE_LAST.search(label)
    if since and where.kind in MONTHLY and parties.asks_paid(q.text) and (q.period and q.period.month
                                                                          or _PERIOD_SCOPE.search(q.text)):
        # a monthly statement's "Paid Last Month" is what was paid in its own period: the month
        # asked (what the payment it asks for holds is the payment due's, printed apart)
        implied |= {stem(w) for w in tokens(since.group(0))}
    if (parties.self_paid(q.text) or where.kind == "credit-card-statement" and not parties.says_paying(q.text)) \
            and stems(label) & asked & (LEVIED - {"charge"}):
        # the interest "charged" to the person is the interest they paid; a card's interest asked
        # with no word of paying ("the interest on cash advances") is what it charged, as a card
        # pays none ("the interest paid", said of no one, may be what a bank paid: not this)
        implied |= {s for s in stems(label) if same_word(s, {"charge"})}
    if parties.payments_made(q.text, label):
        implied.add(stem("payments"))     # "did I pay" in estimated tax: its "estimated tax payments"
    if parties.other_paid(q.text) and parties.names_payer(_column(label, item)):
        # what "my insurance" paid is what the label's payer paid ("Plan Paid"): who paid is
        # the question's to say, and said
        implied |= {stem(w) for w in tokens(label) if w.lower() in _PAYERS}
    # a payroll's shorthand the question asks in full words ("MEDI" for the Medicare tax)
    implied |= {s for said, meant in payroll.says(label, where.kind)
                if stems(meant) & asked or stems(meant) <= where.own for s in stems(said)}
    if where.kind in payroll.KINDS:
        implied.add("tax")      # every tax line of a stub is taken from the pay: "CA SDI Tax" is the SDI
    implied |= coverage_named(label, q.text)
    if {w.lower() for w in tokens(q.text)} & STANDING and not asked & _OPENING:
        # what a figure that stands at a day is, asked of a statement, is where it stood at the
        # statement's end: "the value of my Microsoft shares" is their "Ending Value"
        implied |= _CLOSING
    if _OWN.search(q.text) and not stems(q.text) & _COVERED and not parties.self_paid(q.text):
        # "my deductible" on a plan printing the individual's and the family's: the one member's
        # running figure of the plan's year; what a person paid on a claim is the claim's, never it
        implied.add(stem(ONE_MEMBER))
    unit = _PER_UNIT.search(label)
    if unit and same_word(stem(unit.group(0).split()[-1]), asked):
        implied.add(stem(unit.group(0).split()[0]))   # "each accident" asked "per accident"
    if _FROM_FORM.search(label):
        implied.add("from")     # "withheld from Forms W-2 and 1099": where it was reported, not what
    carried = _from_another_year(label, said_years | where.years)
    if q.vehicle is not None and vehicles.one_vehicles(label):
        implied |= {stem(w) for w in ("vehicle", "veh", "subtotal")}    # the asked car's own figure ("Subtotal Premium By Vehicle")
    # an acronym the question accounts for accounts for its expansion beside it on the label, and
    # the other way round: "Employer identification number (EIN)" asked as "employer ID number"
    spelled = _expanded(label, lambda w: bool(same_word(stem(w), asked) or stem(w) in vocab
                                              or spelled_by(w, q.text)))
    spelled |= _org_name(label, asked) | _symbol(label, asked) | _slashed(label, asked)
    # (how a pay stub's deduction is taken, "Pre-Tax", says which figure no more than its sign does)
    for w in tokens(_COVERS.sub(" ", _EVERY_LOSS.sub(" ", payroll.plain(label, where.kind or "")))):
        s = stem(w)
        if s in implied or s in spelled:
            continue
        if w in carried or s in carried:
            continue
        if _YEAR.fullmatch(w) and int(w) not in said_years | where.years:
            out.append(w)   # "applied to your 2021 estimated tax": another year's figure
            continue
        if len(s) < 3 or any(ch.isdigit() for ch in s) or s in NEUTRAL_LABEL or w.lower() in NEUTRAL_LABEL \
                or w.lower().replace("’", "'") in _PRONOUNS or w.lower() in VERBS_OF_BEING:
            continue    # (a sentence's verb, "Your federal taxable wages this period are", says no figure)
        if w.lower().strip(".") in _MONTH_NAMES:
            continue    # a date in a label ("Amount Due After Sep 24") says when, not what
        if (same_word(s, asked) or s in vocab or (s in where.own and (known(s) or s in where.named) and s not in _COVERED)
                or _abbreviates(w, label, asked | vocab)
                or spelled_by(w, q.text)
                or any(len(a) >= 5 and s.startswith(a) for a in asked)):   # "Copayment" for "copay"
            continue
        out.append(w)
    if parties.due_asked_as_paid(q.text, label):
        out.append(next(w for w in tokens(label) if w.lower() == "pay"))   # "Pay By" is due, not paid
    return out


# A coverage's parts listed in parentheses after its name: "Personal Liability (Bodily Injury and
# Property Damage)" says what the liability coverage covers, not another figure. One part alone
# ("Deductible (Dwelling)") says which coverage a figure is for: the question must say it.
_PART = "(?:" + "|".join(sorted(COVERAGE_PART)) + ")"
_COVERS = re.compile(rf"\(\s*{_PART}(?:\s+{_PART})?(?:\s*(?:,|and|or|&)\s*{_PART}(?:\s+{_PART})?)+\s*\)", re.I)

# A return's line saying which forms or schedules its figure is added up from
_FROM_FORM = re.compile(r"\bfrom (?:forms?|schedules?|lines?)\b", re.I)


def _coverages(text: str) -> set[str]:
    """The coverages a text names by any of their names (qualifiers.COVERAGE_NAMES)."""
    return {key for key, names in COVERAGE_NAMES.items() if any(_phrase(name).search(text) for name in names)}


def coverage_named(label: str, question: str) -> set[str]:
    """The stems of a coverage's name printed on the label, when the question names the same
    coverage by any of its names (qualifiers.COVERAGE_NAMES): "Family Liability Protection" is
    the liability coverage asked for as "how much liability coverage"."""
    out: set[str] = set()
    for names in COVERAGE_NAMES.values():
        if any(_phrase(name).search(question) for name in names):
            out |= {stem(w) for name in names if _phrase(name).search(label) for w in tokens(name)}
    return out


@lru_cache(maxsize=None)
def _phrase(name: str) -> re.Pattern:
    return re.compile(r"\b" + r"\s+".join(map(re.escape, name.split())) + r"\b", re.I)


# What a figure carries over from another year's return: "2021 estimated tax payments and amount
# applied from 2020 return" is 2021's, part of it brought from the year before
_FROM_YEAR = re.compile(r"\b(?:and )?(?:(?:the )?amount )?(?:applied|carried(?: over)?|transferred) from (?:your |the )?"
                        r"(?P<year>(?:19|20)\d\d)(?: tax)? return\b", re.I)


def _from_another_year(label: str, years: set[int]) -> set[str]:
    """The words of the label's clause saying part of its figure came from another year's return,
    when the label names a year asked (or the document's) as the one it is for: they say where
    the figure came from, not what it is."""
    m = _FROM_YEAR.search(label)
    if not m or not any(int(y) in years for y in _YEAR.findall(label[:m.start()] + label[m.end():])):
        return set()
    return {stem(w) for w in tokens(m.group(0))} | {m.group("year")}


def swapped(label: str, q: Question, ts: list[Term], found: dict[str, str | None], where: Described,
            issuer: str | None = None) -> list[str]:
    """The label's words that only what the document is accounts for, when a word the question
    asks the figure by is grounded only there too: "Total tax" for "my total income on my tax
    return" (a 1040 is an "Income Tax Return"), each side naming what the other does not. The
    document's title speaks for its figures' words, never for one concept in place of another."""
    kind = q.said.get("kind", "")
    by_heading = [t for t in ts if found.get(t.said) == "heading" and t.stem not in stems(kind)
                  and not (t.soft or t.of_doc or t.name or t.rate)]
    if not by_heading:
        return []
    text = without_issuer(q.text, issuer)
    bare = replace(q, text=re.sub(rf"(?i)\b{re.escape(kind)}\b", " ", text) if kind else text)
    untitled = replace(where, own=set(), titled=None)
    return [w for w in label_extra(label, bare, None, untitled)
            if stem(w) in _concepts() and w not in label_extra(label, q, None, where)]


@lru_cache(maxsize=1)
def _concepts() -> frozenset[str]:
    """The words that say what a figure is, as the field table names its figures ("tax",
    "income", "premium", "interest"): not a unit ("each occurrence"), a joining word or a
    word any label may carry ("total")."""
    words = {stem(t) for spec in SPECS for t in tokens(spec.noun) if len(t) > 2 and not any(c.isdigit() for c in t)}
    return frozenset(words - {stem(w) for w in FILLER | NEUTRAL_LABEL})


def _org_name(label: str, asked: set[str]) -> set[str]:
    """Stems of the words of an organisation's name printed on the label, from a word the
    question names it by to the word saying it is an organisation: "SABLEWELL LOGISTICS CORP"
    for "the Sablewell W-2" (its employer, whose name no sidecar read)."""
    words = tokens(label)
    out: set[str] = set()
    for i, w in enumerate(words):
        if not (w.isalpha() and same_word(stem(w), asked)):
            continue
        for j in range(i + 1, min(i + 5, len(words))):
            if not words[j].isalpha():
                break
            if words[j].lower() in _ORG_WORDS:
                out |= {stem(x) for x in words[i:j + 1]}
                break
    return out


# A code in brackets after a name: a security's ticker, a fund's symbol ("APPLE INC (AAPL)")
_SYMBOL = re.compile(r"([A-Za-z][\w&.'’-]*(?:\s+[A-Za-z][\w&.'’-]*){0,5})\s*\(([A-Z]{2,6})\)")


def _symbol(label: str, asked: set[str]) -> set[str]:
    """Stems of the codes printed in brackets after a name the question says: "AAPL" of "APPLE
    INC (AAPL)" for "my Apple stock" is Apple's symbol, no word of what the figure is."""
    return {stem(m.group(2)) for m in _SYMBOL.finditer(label)
            if any(same_word(stem(w), asked) for w in tokens(m.group(1)))}


# Two words of one caption, the second the first's negative: "Gain/Loss", "Gain/(Loss)", "Gain or
# (Loss)" (an accountant's brackets mark what is printed negative)
_EITHER = re.compile(r"\b([A-Za-z]{3,})(?:/\(?|\s+or\s+\()([A-Za-z]{3,})\b")


def _slashed(label: str, asked: set[str]) -> set[str]:
    """Stems of a caption's two words joined by a slash (or "or" and brackets), when the question
    says the first: one column of both, named by its first ("Unrealized Gain/Loss" asked as "my
    unrealized gain", "Realized Gain or (Loss)" as "my realized gain"). Asked by the second ("my
    unrealized loss") it is not: the figure may be a gain."""
    out: set[str] = set()
    for m in _EITHER.finditer(label):
        a, b = stem(m.group(1)), stem(m.group(2))
        if same_word(a, asked):
            out |= {a, b}
    return out


def _expanded(label: str, accounted) -> set[str]:
    """Stems of the label's words that an acronym and its expansion printed beside it account for
    between them, when `accounted` takes the acronym, or every word of its expansion: the two say
    one thing ("Employer identification number (EIN)", "EIN - Employer Identification Number")."""
    words = tokens(label)
    out: set[str] = set()
    for i, a in enumerate(words):
        n = len(a)
        if not (2 <= n <= 5 and a.isalpha() and a.isupper()) or a.lower() in _WORDS_IN_CAPITALS:
            continue
        for run in (words[max(0, i - n):i], words[i + 1:i + 1 + n]):
            if len(run) != n or "".join(w[0] for w in run).upper() != a:
                continue
            if accounted(a) or all(accounted(w) for w in run):
                out |= {stem(w) for w in (a, *run)}
    return out


_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
# "Electricity charges - for 29 days": how long the period is that the figure is for.
_FOR_DAYS = re.compile(r"\bfor\s+(\d{1,3})\s+days?\b", re.I)


def _days_of_term(label: str, q: Question) -> set[str]:
    """The word "days" of a label that says how many days its figure is for, when the question
    names a term of just that many days ("July 30 to August 28": 29 days, or 30 counting both
    ends): the label then says when, not what. Any other count is another period's figure."""
    m = _FOR_DAYS.search(label)
    p = q.period
    if not m or p is None or p.through is None or not (p.year and p.month and p.day):
        return set()
    days = (p.through - date(p.year, p.month, p.day)).days
    return {"day"} if int(m.group(1)) in (days, days + 1) else set()


# A question that asks for money coming back: only it may be answered with a negative figure.
_ASKS_CREDIT = re.compile(r"\b(?:refund\w*|credit\w*|return\w*|overpa\w*|reimburs\w*|money back|owed to me|"
                          r"owe me)\b", re.I)


def asks_credit(q: Question) -> bool:
    """Whether the question asks for a refund or a credit, which a document prints negative."""
    return bool(_ASKS_CREDIT.search(q.text))


# A proper name of the form "State of Colorado", "Bank of America": its words name who, never
# what a figure is ("State" here is no state income tax)
_OF_NAME = re.compile(r"(?<=[a-z,] )[A-Z][a-z]+ of (?:the )?[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*")


def without_names(text: str) -> str:
    """The question without its "X of Y" proper names, for comparing its qualifiers."""
    return _OF_NAME.sub(" ", text)


# what a utility measured asked ("my electricity usage", "how much gas did I use"), not its cost
# ("Energy" capitalised is a name's: "my Octavia Energy electricity bill")
_ASKS_USE = re.compile(r"\b(?:usage|use|used|using|(?-i:energy)(?!\s+(?:bills?|statements?|charges?|compan\w+))|consum\w*|"
                       r"kwh|kilowatt[- ]?hours?|therms?|ccf|gallons?)\b", re.I)
_ASKS_COST = re.compile(r"\b(?:cost|costs|charged?|charges|pay|paid|billed|price|dollars?|fees?)\b|\$", re.I)
_OF_USE = re.compile(rf"\b(?:usage|use|used|consum\w*|{MEASURE_UNITS}|energy|demand|meter|read(?:ing)?s?)\b", re.I)
# a receipt's row counted ("2 bavette", "3 x Latte") and a question asking one's price
_COUNTED = re.compile(r"^\s*(\d{1,3})\s*(?:[xX@*]\s*)?(?=[A-Za-z])|"
                      # ...or a count at a unit price inside it ("Oysters: Raw Dozen (2@$6.60)")
                      r"\(\s*(\d{1,3})\s*(?:@|[xX]\b)")
_ASKS_ONE = re.compile(r"\b(?:one|each|apiece|a single|per (?:item|unit|piece|bottle|person))\b", re.IGNORECASE)
_UP_TO = re.compile(r"\bup\s+to\b|\bup\s*$", re.IGNORECASE)
_ASKS_MOST = re.compile(r"\b(?:up\s+to|max(?:imum)?|most|highest|limit|cap|(?:can|could|may|might)\s+\w+(?:\s+\w+)?\s+"
                        r"(?:bill|charge|cost|owe|pay)\w*)\b", re.IGNORECASE)
# Money a label says came to the person ("Interest Earned", "Dividends Credited"), and the
# documents whose interest is always the bank's to the holder: a deposit account's
# A question taking in more than one figure, said in small letters ("T Plus F&B" is a name), and
# the words of a label that is a whole
_INCLUDED = re.compile(r"\b(including|incl\.?|plus|inclusive of)\s+[a-z$\d]")
_TOTAL = frozenset(stem(w) for w in ("total", "totals", "grand", "sum", "overall"))
_WHOLE = _TOTAL | {stem("gross"), stem("balance")}
_PAYER_STEMS = frozenset(stem(w) for w in _PAYERS)
_DAY_OF_ROW = re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}(?![\d/])")
_EARNED = re.compile(r"\b(?:earned|credited)\b", re.IGNORECASE)
_PAYS_YOU_INTEREST = frozenset({"bank-statement"})
_PER_DAY = re.compile(r"\bper\s+(?:day|diem)\b|\bdaily\b|/\s*day\b|\ba\s+day\b", re.IGNORECASE)


def kind_spent_on(question: str) -> set[str]:
    """The stems of the words a question says it spent money on in small letters, a kind of
    thing rather than a shop's name: "spend on gas", "spent on groceries" (not "spent at
    Costco", nor "spent on Netflix")."""
    m = _SPENT_ON.search(question)
    return stems(" ".join(w for w in m.group(1).split() if w.islower())) - FILLER if m else set()


# What a question says was spent on, up to a capitalised word, a preposition or its end
_SPENT_ON = re.compile(r"\b(?:spen[dt]|spending)\b(?:\s+(?:in\s+total|altogether|all\s+together))?\s+on\s+"
                       r"((?:(?!(?:in|at|from|with|during|for|this|last|between|since)\b)[a-z][\w'-]*\s*){1,3})")


def opposed(label: str, q: Question, kind: str | None = None,
            ends: tuple[date | None, date | None] = (None, None)) -> list[str]:
    """The label's words that say it is another figure than the one asked: a member of a
    closed set of qualifiers the question names another member of, a year's scope ("... in
    2025", "YTD") when the question asks for no year's worth, a day it stands at that is not
    the end of the period asked (`ends`: the document's own period), or a W-2's box 12 code
    whose amount is not of the plan or benefit the question names (code D for "my Roth 401k")."""
    lab, asked = stems(label), stems(without_names(q.text))
    lab |= _limit_by_unit(label, kind, lab)
    out = []
    code = printed_labels.box12_code_of(label) if kind == "w2" else None
    if code:
        out += sorted(stems(q.text) & _box12_elsewhere(code))
        if (printed_labels.box12_meaning(code).startswith("uncollected") and "uncollected" not in q.text.lower()
                and printed_labels.box12_code_asked(q.text) != code):
            # codes A, B, M and N are the tax an employer could not collect on tips or on a
            # life insurance's cost: "my group term life insurance" is code C, never N
            out.append("(uncollected tax)")
    asked_cover, printed_cover = _coverages(q.text), _coverages(label)
    if asked_cover and printed_cover and not asked_cover & printed_cover:
        # one coverage asked, another's row ("the dwelling limit" is no "Liability Limit")
        out += sorted(printed_cover)
    for group in EXCLUSIVE:
        member = {stem(w): w for w in group}     # compared as words are: "previous" is "previou"
        said, printed = asked & member.keys(), lab & member.keys()
        if said and printed - said:
            out += sorted(member[s] for s in printed - said)
    for said_end, other_end in ((_OPENING, _CLOSING), (_CLOSING, _OPENING)):
        # which end of the period a figure stands at: "the value at the beginning of March" is
        # no "Ending Account Value", whatever field the words name (a question saying both
        # ends, "the ending balance of my previous statement", opposes neither)
        if asked & said_end and not asked & other_end and lab & other_end:
            out += sorted(w for w in tokens(label) if stem(w) in other_end)
    if kind in _STANDS_AT_A_DAY:
        out += _standing_elsewhere(label, q, asked, ends)
    if kind == "insurance-declarations":
        out += _another_coverage(label, q.text, lab)
    if kind == "credit-card-statement" and _A_PAYMENT.search(q.text) and not _A_PAYMENT.search(label) \
            and _A_BALANCE.search(label) and not _A_BALANCE.search(q.text):
        # a card's payment is the least due or one it received, never what it says is owed in all
        out.append("(a balance, not a payment)")
    if parties.payer_mismatch(label, q.text):
        out.append("(paid by another)")     # "Total Other Costs (Borrower-Paid)": not the seller's
    if kind == "utility-bill" and _ASKS_USE.search(q.text) and not _ASKS_COST.search(q.text) \
            and not _OF_USE.search(label):
        # "how much power did I use" asks the kilowatt-hours, never "Your electricity total"
        out.append("(used, not charged)")
    many = _COUNTED.search(label)
    count = int(many.group(1) or many.group(2)) if many else 0
    if count > 1 and _ASKS_ONE.search(q.text):
        # "2 bavette | 59.90", "Sapporo (Draft) (2@$5.50) | $11.00": two's price, not one's
        out.append(f"(for {count})")
    if _UP_TO.search(label) and not _ASKS_MOST.search(q.text):
        # "a late fee of up to $40.00": the most a fee may be, never one charged
        out.append("(up to)")
    if _PER_DAY.search(label) and not _PER_DAY.search(q.text):
        # a daily rate ("Prepaid Interest | $26.65 per day from 8/23/21 to 9/1/21"), not the sum
        # it comes to
        out.append(_PER_DAY.search(label).group(0))
    taken_in = _INCLUDED.search(q.text)
    named_in = stems(" ".join(q.text[taken_in.end() - 1:].split()[:3])) - FILLER if taken_in else set()
    if taken_in and (not lab & _WHOLE or lab & named_in and not lab & _TOTAL
                     or named_in & _PAYER_STEMS and not lab & named_in):
        # "what do I owe for the MRI including the radiologist", "net pay plus the 401(k)": a
        # whole taking in what is named, never one part's row ("MRI", "Past Due Payment(s)");
        # nor a whole of the person's own ("Gross Pay") taking in what another paid ("including
        # the employer contributions"), unless its label says it does
        out.append(f"(not a total {_INCLUDED.search(q.text).group(1)} what you named)")
    spent_on = kind_spent_on(q.text)
    if spent_on and _DAY_OF_ROW.search(label) and any(same_word(w, lab) for w in spent_on):
        # "how much did I spend on gas": one dated purchase printing the word ("02/17 COSTCO
        # GAS") is one of a kind's, whose others may not print it ("SHELL OIL")
        out.append("(one purchase of a kind)")
    if parties.self_paid(q.text) and (_EARNED.search(label) or kind in _PAYS_YOU_INTEREST and "interest" in lab):
        # "how much interest did I pay": a savings account's "Interest Earned This Period" (or
        # a bank's "Interest Paid", said of the bank) is what was paid to the person, never by them
        out.append("(paid to you)")
    if parties.self_charged(q.text) and lab & _LEVIED_ON_YOU and not asked & _LEVIED_ON_YOU:
        # "how much did I charge on my card" asks what the person bought with it: a fee or the
        # interest the card charged them is what was charged to them, not by them
        out.append("(charged to you, not by you)")
    if (_ASKS_OWED.search(q.text) or kind == "medical-bill" and parties.self_paid(q.text)) \
            and _BILLED.search(label) and not _OWED.search(label):
        # what a provider billed is not what is left to the person to pay, nor, on a claim,
        # what the person paid ("how much did I pay for the office visit": what they owed)
        out.append("billed")
    if q.state and kind in payroll.KINDS and not usstates.printed_in(label, q.state):
        # a state's tax on a pay stub, which has no state boxes, is the row that names the
        # state: "State Income Tax" may be another state's
        out.append(f"(not {usstates.name(q.state)}'s)")
    if _ASKS_TO_DATE.search(q.text) and not _YEAR_SCOPE.search(label):
        out.append("(not year to date)")     # "interest paid year to date" is not this period's
    elif _ASKS_YEAR.search(q.text) and _PERIOD_SCOPE.search(label):
        out.append(_PERIOD_SCOPE.search(label).group(0))     # "this year" is no pay period's figure
    a_year = bool(q.period and q.period.year and not q.period.month and not q.period.span and not q.period.day)
    if _YEAR_SCOPE.search(label) and not (_ASKS_YEAR.search(q.text) or _ASKS_TO_DATE.search(q.text) or q.tax_year
                                          or a_year or _said_scope(label, q.text)):
        out.append(_YEAR_SCOPE.search(label).group(0))
    if ((a_year or q.tax_year) and kind in ONE_PERIOD and not _YEAR_SCOPE.search(label)
            and not (lab | stems(q.text)) & _STANDING and not q.latest):
        # "interest I paid in 2024" is no statement's month's, "what I earned in 2023" no one pay's
        # (but "my last paycheck of 2023" is a document the year names, and its own figure asked)
        out.append("(one period's, not the year's)")
    out += _longer_than_the_document(label, q, kind, lab, ends)
    if kind == "1098" and _PRINCIPAL_OUTSTANDING <= lab and (_AT_THE_END.search(q.text) or q.period and q.period.day
                                                             and (q.period.month, q.period.day) != (1, 1)):
        # a 1098's outstanding principal is the loan's as of January 1 of its year (or its
        # origination), never where it stood at the year's end
        out.append("(as of January 1)")
    if kind == "1098" and _PRINCIPAL_OUTSTANDING <= lab and parties.asks_paid(q.text):
        out.append("(owed, not paid)")   # "the principal I paid in 2023": what is left is not it
    if (kind == "pay-stub" and q.period and q.period.month and not (q.period.day or q.period.span or q.period.through)
            and not q.doc_kind and not q.latest and not _YEAR_SCOPE.search(label)
            and not (all(ends) and (ends[1] - ends[0]).days >= _A_MONTH)):
        # "the federal tax withheld from my pay in March" is the month's, never one pay's of a
        # stub paid twice a month, nor of one whose period's start is not printed (a stub
        # named, "my March paycheck", is its own)
        out.append("(one pay's, not the month's)")
    return out


def _longer_than_the_document(label: str, q: Question, kind: str | None, lab: set[str],
                              ends: tuple[date | None, date | None]) -> list[str]:
    """What says a statement's or a stub's figure is not the one of the longer period asked: a
    quarter, a half or some months asked of one period's figure; a year's (or a span's) to-date
    figure of a document that ends before the span does ("2024 contributions to date" on a
    statement closing March 31 is not all of 2024's); and a balance asked at the end of a year,
    a span or a month that the document does not close in ("the principal balance at the end
    of May" of a mortgage statement closing April 18, whose payment is due May 1)."""
    own_start, own_end = ends
    if kind not in ONE_PERIOD or own_end is None or q.latest:
        return []
    p = q.period
    if p is not None and (not p.year or p.day or p.through):
        return []
    at_end = _AT_THE_END.search(q.text) is not None or _WHOLE_SPAN.search(q.text) is not None
    if p is not None and p.month and not p.span:
        # one month asked: a figure standing at a day stands at the document's close
        if at_end and lab & _STANDING and (own_end.year, own_end.month) != (p.year, p.month):
            return [f"(as of {own_end:%m/%d/%Y})"]
        return []
    year = p.year if p is not None else q.tax_year
    if not year:
        return []
    first, last = (p.span if p is not None and p.span else (1, 12))
    start, end = date(year, first, 1), date(year, last, calendar.monthrange(year, last)[1])
    slack = _PAY_PERIOD_SLACK if kind == "pay-stub" else _CLOSE_SLACK
    ends_with_it = abs((own_end - end).days) <= slack
    if own_start is not None and abs((own_start - start).days) <= _CLOSE_SLACK and ends_with_it:
        return []       # the document is for the span asked (a quarter's statement for the quarter)
    if _YEAR_SCOPE.search(label):
        # (what was done so far, or the label's own scope in its words: "total fees charged in
        # 2024" is what the statement says it is)
        asked_so_far = (_ASKS_TO_DATE.search(q.text) or _HAS_DONE.search(q.text) or _said_scope(label, q.text)) \
            and not at_end and not (p is not None and p.span)
        return [] if asked_so_far or ends_with_it and first == 1 else [f"(to {own_end:%m/%d/%Y})"]
    if lab & _STANDING:
        return [f"(as of {own_end:%m/%d/%Y})"] if (at_end or p is not None and p.span) and not ends_with_it else []
    return ["(one period's, not the span's)"] if p is not None and p.span else []


# A figure asked where a period ends: "at the end of 2024", "year-end", "by the end of May"
_AT_THE_END = re.compile(r"\b(?:end\s+of|year[- ]?end|month[- ]?end|close\s+of)\b", re.IGNORECASE)
# ...and what has been done so far, said by its tense: "how much has Riley contributed for 2024"
_HAS_DONE = re.compile(r"\b(?:has|have|'ve|’ve)\s+(?:[a-z]+\s+){0,2}?(?:[a-z]+ed|paid|made|put|spent|withheld|been)\b",
                       re.IGNORECASE)
# ...or all of one: "for all of 2024", "the whole year", "the entire first half"
_WHOLE_SPAN = re.compile(r"\b(?:all\s+of|whole|entire|full\s+year)\b", re.IGNORECASE)
# How many days a document's own end may fall from a period's and still end it: a statement's
# close around the month's end; a pay stub's period, paid days after it closes
_CLOSE_SLACK = 5
_PAY_PERIOD_SLACK = 16


# What a card levies on the person who charged with it (parties.self_charged)
_LEVIED_ON_YOU = frozenset(stem(w) for w in ("fee", "fees", "interest", "penalty"))

# A policy's coverage named by its letter ("Coverage A", "coverage C")
_LETTERED = re.compile(r"\bcoverage\s+([a-f])\b(?!['’-])", re.I)


def _another_coverage(label: str, question: str, lab: set[str]) -> list[str]:
    """On a policy, what says the label is another coverage's figure, or another of its
    figures: a coverage asked by its letter the label does not print ("Coverage A": the
    policy's total premium is no coverage's, though "a" is any article), and a limit when what
    the person pays for the coverage is asked ("how much do I pay for Coverage A")."""
    out = []
    m = _LETTERED.search(question)
    if m and not re.search(rf"\b(?:coverage\s+)?{m.group(1)}\b(?:\s*[-–:.]|\s+[a-z])", label, re.I):
        out.append(f"(not coverage {m.group(1).upper()})")
    if parties.cost_asked(question) and stem("limit") in lab and stem("premium") not in lab:
        out.append("limit")
    return out


# The fewest days a pay period covering a whole month runs: a stub of fewer is one pay of several
_A_MONTH = 27

# The kinds whose figures stand at a day and move between (a balance, an account's value): a
# policy's limit is its term's, and "the policy starting August 31" names the term, not a day
_STANDS_AT_A_DAY = MONTHLY | INVESTMENTS | {"life-insurance-statement"}


def _standing_elsewhere(label: str, q: Question, asked: set[str],
                        ends: tuple[date | None, date | None]) -> list[str]:
    """A day the label says its figure stands at ("Account value as of 03/31/2024") that is not
    the end of the period the question asks (the beginning of 2024 is December 31 or January 1,
    never March 31): the period asked, else the document's own, gives the day; none known, any
    day printed may be the other end. A document whose own end (or start) falls in the month
    asked stands there too: "the ending balance in March" of a statement closing March 14."""
    which = (0 if asked & _OPENING and not asked & _CLOSING else
             1 if asked & _CLOSING and not asked & _OPENING else None)
    printed = [(raw, date.fromisoformat(iso)) for raw, iso in dates.printed_dates(label)]
    if which == 0 and not printed and stems(label) & _STANDING and not stems(label) & (_OPENING | _CLOSING):
        return ["(at the period's end)"]    # a balance that says no day stands where the document ends
    asked_period = q.period if q.period and q.period.year and not q.period.day else None
    scoped = _PERIOD_SCOPE.search(label)
    if which is not None and scoped and not printed and ends[which]:
        # "Beginning Account Value | This Period" stands where the document's period begins:
        # the beginning of the year only when the period begins with it
        own = ends[which]
        year = (asked_period.year if asked_period else own.year if _OF_THE_YEAR.search(q.text) else None)
        target = _end_of(asked_period, which) if asked_period else \
            _end_of(Period(year=year), which) if year else None
        in_month = bool(asked_period and asked_period.month and (own.year, own.month) == (asked_period.year, asked_period.month))
        if target and abs((own - target).days) > 1 and not in_month:
            return [scoped.group(0)]
    if which is None or not printed:
        return []
    points = [_end_of(asked_period, which)] if asked_period else []
    own = ends[which]
    if own and (asked_period is None or asked_period.month and (own.year, own.month) == (asked_period.year,
                                                                                     asked_period.month)):
        points.append(own)      # a statement closing March 14 ends "March": its own end is the one asked
    return [f"(as of {raw})" for raw, day in printed if not any(p and abs((day - p).days) <= 1 for p in points)]


# "the beginning of the year", "at the end of this year": the year the document is of
_OF_THE_YEAR = re.compile(r"\b(?:of|for|in)\s+(?:the|this)\s+year\b", re.I)


def _end_of(period: Period, which: int) -> date | None:
    """The first (0) or last (1) day of a year or a month asked."""
    if period.span or period.through:
        return None
    month = period.month or (1 if which == 0 else 12)
    return date(period.year, month, 1 if which == 0 else calendar.monthrange(period.year, month)[1])


def _said_scope(label: str, question: str) -> bool:
    """Whether the question says the label's year scope in its words ("total interest charged
    in 2024 ... as of the February statement"), not as the year of a month it names ("in 2024
    March")."""
    scope = _YEAR_SCOPE.search(label).group(0).lower()
    at = question.lower().find(scope)
    return at >= 0 and not _MONTH_NEXT.match(question[at + len(scope):])


_MONTH_NEXT = re.compile(r"\s+(?:" + "|".join(sorted(_MONTH_NAMES, key=len, reverse=True)) + r")\b", re.I)


def _box12_elsewhere(code: str) -> set[str]:
    """What other box 12 codes' amounts are of, and code `code`'s is not."""
    own = stems(printed_labels.box12_meaning(code)) | stems(printed_labels.W2_BOX12_OF.get(code, ""))
    return {s for c, of in printed_labels.W2_BOX12_OF.items() if c != code for s in stems(of)} - own


_CAPITALISED_RUN = re.compile(r"\b[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)+")


def without_issuer(text: str, issuer: str | None) -> str:
    """The question without the words that name the document's issuer as its name prints
    them: two capitalised words or more that are a phrase of the name ("State Farm" of State
    Farm Fire and Casualty), never a qualifier of the figure."""
    name = f" {' '.join(re.findall(r'[a-z0-9&]+', (issuer or '').lower()))} "
    if not name.strip():
        return text
    for run in _CAPITALISED_RUN.findall(text):
        words = run.split()
        spans = [(i, j) for i in range(len(words)) for j in range(len(words), i + 1, -1)]
        for i, j in spans:
            phrase = " ".join(re.findall(r"[a-z0-9&]+", " ".join(words[i:j]).lower()))
            if phrase and f" {phrase} " in name:
                text = text.replace(" ".join(words[i:j]), " ", 1)
                break
    return text


def unnamed_qualifiers(label: str, q: Question, where: Described, issuer: str | None = None) -> list[str]:
    """Where a question and a label differ on what a tax is for (TAX_FOR: a W-2's federal
    income tax in box 2 is not its social security tax in 4, Medicare tax in 6, state or local
    income tax in 17 and 19): the member the question names and the label does not ("the state
    income tax withheld" is not "Social security tax withheld"), or the one the label names when
    the question names none while the document prints another under a figure too ("income tax
    withheld" is box 2's or box 17's). These words have no synonyms, unlike the other closed
    sets' ("credit line" is the credit limit). For a figure asked in a person's own words, which
    no field's meaning decides; the words that name the document ("our federal return") are
    not the figure's, nor those of its issuer's name ("State Farm")."""
    kind = q.said.get("kind", "")
    lab = _said_by(label, q.text, where.kind)
    text = without_names(without_issuer(q.text, issuer))
    asked = stems(text.lower().replace(kind, " ") if kind else text) & TAX_FOR
    asked -= stems(" ".join(OF_EVERY_FIGURE.get(where.kind, ())))    # "social security" of an SSA-1099's figure
    if q.state:
        asked |= stems("state")     # "California income tax": a state's (its name is the question's state)
    if asked:
        return sorted(asked - lab)
    return sorted(lab & TAX_FOR) if where.billed & (TAX_FOR - lab) else []


@lru_cache(maxsize=1)
def _grammar() -> frozenset[str]:
    return frozenset(stem(w) for w in known_words())


def known(stem_: str) -> bool:
    """Whether the grammar knows a label word (by its stem): a word of some table of meaning/. A
    word only the document's own title prints and no table knows ("Rebate" in "Rebate Total")
    says something nobody has given a meaning: it blocks."""
    return stem_ in _grammar()


def unknown(words: list[str]) -> list[str]:
    """Of a label's words that say more than the question (label_extra), those no table of
    meaning/ knows: nobody has said what they mean, so the figure they label may be any other
    figure, and the answer is a decline naming them, never the next figure along."""
    return [w for w in words if w.isalpha() and not known(stem(w))]


def _abbreviates(word: str, label: str, words: set[str]) -> bool:
    """A label's word cut short and marked so ("Ded.", "Amt.", "Prem.") stands for the word it
    begins: "Collision Ded." is the collision deductible."""
    cut = word.lower()
    return (len(cut) >= 3 and cut.isalpha() and re.search(rf"\b{re.escape(word)}\.", label) is not None
            and any(len(w) > len(cut) and w.startswith(cut) for w in words))


def _label_vocabulary(spec: FieldSpec | None) -> set[str]:
    """Plain words of the field's label patterns (regex syntax dropped)."""
    if spec is None:
        return set()
    out = set()
    for pat in spec.labels:
        out |= {stem(w) for w in re.findall(r"[a-z]{3,}", re.sub(r"\\[bdsw]", " ", pat))}
    return out


def quote(ts: list[Term]) -> str:
    words = [f"“{t.said}”" for t in ts]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
