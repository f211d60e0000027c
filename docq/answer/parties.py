"""Who pays: a qualifier of its own closed set.

"How much did my insurance pay", "what did Summit Health Plan pay", "how much did they cover"
ask for what someone other than the person paid: an EOB's "Plan Paid", a bill's "Insurance
Payments", a W-2's employer contribution. A label of what the person owes or paid ("You Owe",
"Amount Due", "Patient Responsibility", "Billed") is another figure, however the rest of the
question is worded. Such a question is grounded only by a label naming a payer that is not the
person, or, when the payer asked about is the document's own sender (a lender's 1098: "how much
property tax did Foxmoor pay from escrow"), by any label that is not of the person's own share.
"""
from __future__ import annotations

import re
from typing import Callable

from docq.meaning.qualifiers import (EMPLOYER_PAYER as _EMPLOYER, OWN_SHARE as _OWN_SHARE, PAYER as _PAYER,
                                     PAYMENT_PARTS as _PAYMENT_PARTS)
from docq.workers.kinds import INVESTMENTS, MONTHLY

# the question's subject paying is not the person ("did my insurance pay", "did Summit Health
# Plan cover", "did they pay"): any subject but I or we
_OTHER_PAID = re.compile(
    r"\b(?:did|does|do|will|would)\s+(?!(?:i|we|me|you|to)\b)((?:[\w'’.&-]+\s+){0,4}?[\w'’.&-]+)\s+"
    r"(?:pay|pays|paid|cover|covers|covered|contribute|contributed|put|puts)\b|"
    r"\b(?:insurance|insurer|plan|carrier|medicare|medicaid|employer)\s+(?:paid|pays|covered|contributed)\b",
    re.IGNORECASE)


# ...and the person paying: "did I pay", "have we paid", "I've spent", "what I owe"
_SELF_PAID = re.compile(r"\b(?:i|we)(?:'ve|’ve)?\s+(?:(?:have|had|did|do|will|would|still|already)\s+)*"
                        r"(?:pay|paid|paying|owe|owed|spend|spent)\b", re.IGNORECASE)


def self_paid(question: str) -> re.Match | None:
    """Whether the question asks what the person paid, owed or spent (the words that say so):
    interest or a fee a label says was "charged" to them ("how much interest did I pay on my
    card" is its "Total interest charged in 2024"). "Interest paid", said of no one, may be
    what a bank paid them."""
    return _SELF_PAID.search(question)


# ...and the person paying, nothing else ("did I pay", "we paid", "have we paid"): never what
# they owe or spent
_PERSON_PAID = re.compile(r"\b(?:did|have|had)\s+(?:i|we)\s+(?:already\s+)?pay\b|\b(?:i|we)\s+(?:have\s+|had\s+)?paid\b",
                          re.IGNORECASE)


def person_paid(question: str) -> bool:
    return _PERSON_PAID.search(question) is not None


# ...and the person as the one who charged ("did I charge", "we charged"): what they bought
# with a card, never a fee or the interest the card charged them
_SELF_CHARGED = re.compile(r"\b(?:i|we)\s+(?:(?:have|had|did|do)\s+)?charged?\b", re.IGNORECASE)


def self_charged(question: str) -> bool:
    return _SELF_CHARGED.search(question) is not None


# What a thing costs the person: "what does collision coverage cost", "the cost of my coverage"
_COSTS = re.compile(r"\bcosts?\b", re.IGNORECASE)


def cost_asked(question: str) -> re.Match | None:
    """The words asking what something costs the person, or what they pay or paid for it ("how
    much do I pay for Coverage A"): of a policy's coverage, its premium, never its limit."""
    return _COSTS.search(question) or self_paid(question)


# ...and asking what was paid, not what is due: "did I pay", "have we paid", "interest paid"
_PAID_ASKED = re.compile(r"\b(?:did|have|had)\s+(?:i|we)\s+(?:already\s+)?pay\b|\bpaid\b", re.IGNORECASE)
# ...a label saying when what it prints was paid, or that it was ("Interest Paid Year to Date",
# "Principal Since Last Statement", "Paid Last Month")
_PAID_SAID = re.compile(r"\b(?:paid|since|last|ytd|y-t-d|year[- ]to[- ]date|received|applied)\b", re.IGNORECASE)


# ...and any word of money paid or earned, whoever by: "the interest paid" may be a bank's
_PAYING = re.compile(r"\b(?:pay|pays|paid|paying|earn\w*|receiv\w*)\b", re.IGNORECASE)


def says_paying(question: str) -> bool:
    """Whether the question says money was paid, earned or received, by anyone."""
    return _PAYING.search(question) is not None


def asks_paid(question: str) -> bool:
    """Whether the question asks what was paid ("did I pay", "interest paid"), not what is due."""
    return _PAID_ASKED.search(question) is not None


def due_for_paid(question: str, label: str, doc_type: str | None) -> bool:
    """Whether a question asks what the person paid of a loan's principal, interest or escrow,
    and the label is that part of the payment due: a mortgage statement prints the next
    payment's parts bare ("Explanation of Amount Due | Interest | $1,470.29", "Payment Breakdown
    | Interest | $1,297.00"), what was paid under captions saying so ("Paid Last Month", "Year to
    Date"). The next payment's interest is not interest paid."""
    if doc_type != "mortgage-statement" or not asks_paid(question):
        return False
    words = set(re.findall(r"[a-z]+", label.lower()))
    return bool(words & _PAYMENT_PARTS) and not _PAID_SAID.search(label)


# Payments a label prints, plural, were made ("2021 estimated tax payments", "These are your total
# payments"): what "did I pay" asks, unless the label says they are due
_MADE = re.compile(r"\bpayments\b", re.IGNORECASE)
_DUE = re.compile(r"\b(?:due|owed?|owing)\b", re.IGNORECASE)


def payments_made(question: str, label: str) -> bool:
    """Whether the question asks what was paid and the label prints payments made."""
    return asks_paid(question) and _MADE.search(label) is not None and not _DUE.search(label)


# A label asking the person to pay ("Pay By", "Please Pay", "Amount to Pay", "Pay This Amount"):
# what is due, never what was paid
_TO_PAY = re.compile(r"^\W*(?:please\s+)?pay\b|\b(?:to|please)\s+pay\b", re.IGNORECASE)


def due_asked_as_paid(question: str, label: str) -> bool:
    """Whether the question asks what was paid and the label asks for a payment."""
    return asks_paid(question) and _TO_PAY.search(label) is not None


# What is still owed, asked: the debt left, not the payment due now ("how much do I still owe on
# my mortgage", "what's left to pay on the loan", "my payoff")
_STILL_OWED = re.compile(r"\b(?:still\s+owe[ds]?|owe\s+(?:in\s+total|altogether|overall)|left\s+to\s+pay|"
                         r"pay\s*off|payoff)\b", re.IGNORECASE)
# ...which on a loan's statement is no payment due: the statement's amount due is one month's
_PAYMENT_DUE = re.compile(r"\b(?:due|payment)\b", re.IGNORECASE)
_DEBT = re.compile(r"\b(?:principal|payoff|balance)\b", re.IGNORECASE)
LOAN_STATEMENTS = frozenset({"mortgage-statement"})


def payment_for_debt(question: str, label: str, doc_type: str | None) -> bool:
    """Whether a question asks what is still owed on a loan, and the label is a payment due
    ("Amount Due", "Regular Monthly Payment"): a mortgage statement's amount due is one month's
    payment, never what is left of the loan."""
    return (doc_type in LOAN_STATEMENTS and _STILL_OWED.search(question) is not None
            and _PAYMENT_DUE.search(label or "due") is not None and not _DEBT.search(label or ""))


# Words that say which of a loan's principal or escrow figures is asked: a payment's part or
# what stands in the account
_WHICH_OF_PART = re.compile(r"\b(?:pa(?:y|id|ys|ying|yment|yments)|due|month(?:ly)?|breakdown|balance|outstanding|"
                            r"remaining|left|owe[ds]?|unpaid|year[- ]to[- ]date|ytd|since)\b", re.IGNORECASE)
_STANDING = re.compile(r"\b(?:balance|outstanding|remaining|unpaid)\b", re.IGNORECASE)


def part_or_balance(question: str, label: str, doc_type: str | None, labels: list[str]) -> str | None:
    """On a loan's statement printing both a part of the payment due ("Principal | $352.54")
    and that part's balance ("Outstanding Principal | $288,057.36"), the balance's label when
    the question names the part alone ("what's the principal on my mortgage"): either could
    be meant, and the question says neither."""
    if doc_type not in LOAN_STATEMENTS or _WHICH_OF_PART.search(question) or _STANDING.search(label):
        return None
    parts = set(re.findall(r"[a-z]+", label.lower())) & _PAYMENT_PARTS & set(re.findall(r"[a-z]+", question.lower()))
    return next((other for other in labels if _STANDING.search(other)
                 and parts & set(re.findall(r"[a-z]+", other.lower()))), None)


def loan_mismatch(question: str, label: str, doc_type: str | None,
                  labels: Callable[[], list[str]]) -> tuple[str, str] | None:
    """(the note the answer says it by, why) when a loan statement's figure is another than the
    one asked: a part of the payment due for what was paid (due_for_paid), a part named alone
    beside its balance (part_or_balance: `labels`, the document's money labels, read only
    then), a payment due for what is still owed (payment_for_debt); None when it is none."""
    if due_for_paid(question, label, doc_type):
        return "due, not paid", f"the label {label!r} is the part of the payment due; the question asks what was paid"
    standing = part_or_balance(question, label, doc_type, labels()) if doc_type in LOAN_STATEMENTS else None
    if standing:
        return (f"part or balance {standing}",
                f"the document prints {label!r}, part of the payment due, and {standing!r}; the question names neither")
    if payment_for_debt(question, label, doc_type):
        return "payment, not debt", (f"the label {label!r} is a payment due; the question asks what is still owed "
                                     f"on the loan")
    return None


def other_paid(question: str) -> tuple[str, str] | None:
    """The words asking what someone other than the person paid, and that someone as said
    ("my insurance", "Foxmoor"; "" when only a payer's noun says it), or None."""
    m = _OTHER_PAID.search(question)
    return (m.group(0), m.group(1) or "") if m else None


# The parties a settlement's columns and totals say paid ("Borrower-Paid", "Seller-Paid", "Paid
# by Others", "Paid from Borrower's Funds at Settlement"): the person is the borrower or buyer
_PARTY = r"(?:borrowers?|buyers?|sellers?|lenders?|others?)"
_PARTY_PAID = re.compile(
    rf"\b(?P<a>{_PARTY})(?:['’]s?)?[- ]paid\b|\bpaid\s+(?:by|from)\s+(?:the\s+)?(?P<b>{_PARTY})\b|"
    rf"\b(?P<c>{_PARTY})(?:['’]s?)?\s+funds\b", re.IGNORECASE)
# ...and a column head "Paid by" whose party the reader set on a line of its own ("Paid by | Others")
_PAID_BY_HEAD = re.compile(r"\bpaid\s+by\s*(?:\||$)", re.IGNORECASE | re.MULTILINE)
_PERSON_PARTIES = frozenset({"borrower", "buyer"})


def _party(word: str) -> str:
    w = word.lower().rstrip("s")
    return "person" if w in _PERSON_PARTIES else "others" if w == "other" else w


def parties_paid(text: str) -> set[str]:
    """The parties a text says paid: "person" (the borrower or buyer), "seller", "lender" or
    "others"."""
    return {_party(next(g for g in m.groups() if g)) for m in _PARTY_PAID.finditer(text)}


def payer_columns(page_text: str) -> bool:
    """Whether a page prints columns of what each party paid (a closing disclosure's
    "Borrower-Paid | Paid by Others", a settlement statement's buyer's and seller's): a figure
    whose column the reader did not place there cannot say who paid it."""
    found = parties_paid(page_text) | ({"others"} if _PAID_BY_HEAD.search(page_text) else set())
    return len(found) >= 2


def payer_asked(question: str) -> str | None:
    """The party the question says paid: "person" ("did I pay"), or the one named ("paid by
    the seller", "did the lender pay": "lender"; "did they pay": "others"), or None."""
    if self_paid(question):
        return "person"
    m = _PARTY_PAID.search(question)
    if m:
        return _party(next(g for g in m.groups() if g))
    other = other_paid(question)
    if other:
        said = re.findall(_PARTY, other[1], re.IGNORECASE)
        return _party(said[-1]) if said else "others"
    return None


def payer_mismatch(label: str, question: str) -> bool:
    """Whether the label says another party paid than the one the question asks about: "Total
    Other Costs (Borrower-Paid)" is no "closing costs paid by others". Others are any but the
    person; a lender or a seller is its own."""
    asked, printed = payer_asked(question), parties_paid(label)
    if not asked or not printed:
        return False
    return not any(asked == p or "person" not in (asked, p) and "others" in (asked, p) for p in printed)


# ...paying the person: "did Wendy's pay me", "did the IRS refund us"
_TO_PERSON = re.compile(r"\s+(?:me|us)\b", re.IGNORECASE)


def paid_person(question: str) -> bool:
    """Whether what someone else paid was paid to the person ("how much bonus did Wendy's pay
    me"): money the person received, which an income report, a pay stub or a 1099 prints under
    its own name for it ("Bonus"), not a payer's share of the person's bill ("Plan Paid")."""
    m = _OTHER_PAID.search(question)
    return m is not None and _TO_PERSON.match(question, m.end()) is not None


def _words(label: str) -> set[str]:
    return {w.lower().strip(".:'’") for w in re.findall(r"[A-Za-z'’.]+", label)}


def names_payer(label: str) -> bool:
    """Whether a printed label is of what a payer other than the person paid."""
    words = _words(label)
    return bool(words & _PAYER) and not words & _OWN_SHARE


def names_employer(label: str) -> bool:
    """Whether a pay stub's label is of what the employer put in, not the person's deduction."""
    return bool(_words(label) & _EMPLOYER) and not _words(label) & _OWN_SHARE


def own_share(label: str) -> bool:
    """Whether a printed label is of the person's own share: what they owe, were billed or paid."""
    return bool(_words(label) & _OWN_SHARE)


# A payment the person made, as a card, a bank or a lender prints it: taken off what is owed, or
# out of the account ("Payments | -845.20"). A label that also names money coming back (credits,
# refunds, a reversal) is not only what was paid.
_PAYMENT = re.compile(r"\bpayments?\b", re.IGNORECASE)
_ALSO_BACK = re.compile(r"\b(?:credits?|refunds?|returns?|reversals?|reversed|adjustments?|rebates?)\b", re.IGNORECASE)
_ASKS_PAID = re.compile(r"\b(?:pay|paid|payments?)\b", re.IGNORECASE)
# ...and money a bank's summary prints going out of the account ("Checks Paid | 2 | -1,725.00",
# "ATM & Debit Card Withdrawals | -400.80", "Fees | -12.00", a fund's "Annual fund charge |
# -$990.83"): asked by the same word. (A card's minus is money to the card, a fee's reversal or a
# refund: never what was spent or charged.)
_OUT = re.compile(r"\b(withdrawal|check|fee|debit|purchase|charge)s?\b", re.IGNORECASE)
_SIGNED_OUT = frozenset({"bank-statement"}) | INVESTMENTS


# ...and an adjustment, asked by its word, is what its label prints taken off ("Contractual
# Adjustment | -$212.00")
_ADJUSTED = re.compile(r"\badjust\w*", re.IGNORECASE)


def paid_as_credit(question: str, label: str, kind: str | None) -> bool:
    """Whether a negative figure is money out the question asks the amount of: another payer's
    payment asked as theirs, or an adjustment asked by its word (a bill prints both taken off
    what is owed); a monthly statement's row whose label says payment (asked as what was
    paid), or names money going out of the account (asked by that word), and nothing that comes
    back, which the statement prints subtracted, and is no refund the question did not ask for."""
    if (other_paid(question) is not None and names_payer(label)
            or _ADJUSTED.search(question) and _ADJUSTED.search(label)):
        return True     # what the insurer paid, an adjustment asked: a bill prints them taken off
                        # what the person owes ("Insurance Paid | -$391.70"), payments all the same
    if kind not in MONTHLY | INVESTMENTS or _ALSO_BACK.search(label):
        return False
    if _PAYMENT.search(label) and _ASKS_PAID.search(question):
        return True
    asked = {m.group(1).lower() for m in _OUT.finditer(question)}
    return kind in _SIGNED_OUT and any(m.group(1).lower() in asked for m in _OUT.finditer(label))


# Who the document is with, as it captions them: the provider an EOB's claim was for, the payee
# of a bill, a pay stub's employer ("Provider: Summit Imaging Center"). A closed set of captions.
_PARTY_CAPTION = re.compile(r"^(?:provider|payee|pay to|paid to|employer|merchant|vendor|seller|servicer|"
                            r"lender|creditor|physician|facility|billing provider|rendering provider)$",
                            re.IGNORECASE)


def counterparty(text: str) -> str | None:
    """The one party the document captions as who it is with (the value after the caption's
    colon, or in the cell after it); None when it captions none, or several different ones (an
    EOB of several claims, whose provider names one claim's figures, not the others')."""
    found: set[str] = set()
    for line in text.splitlines():
        cells = [c.strip() for c in line.split(" | ")]
        for i, cell in enumerate(cells):
            caption, colon, rest = cell.partition(":")
            if not colon or not _PARTY_CAPTION.match(caption.strip()):
                continue
            value = rest.strip() or (cells[i + 1] if i + 1 < len(cells) else "")
            if value and not any(ch.isdigit() for ch in value):
                found.add(" ".join(value.split()).lower())
    return found.pop() if len(found) == 1 else None
