"""Transaction rows: the rows of a statement's or an asset report's transaction table, each
selected by its own printed date ("how much was deposited on March 3", "the BMW payment on
September 22, 2020", "the balance on 02/15").

The table is read from the page's word boxes (wordtables.py): a description printed above
or below its date, a figure printed a little lower than the date, go with their own row.

Selecting: the rows printed on the asked day (or in the asked month, when the question's
words pick the row out by its description); of those, the ones whose description carries
the question's distinctive words and whose column says what the question asks (a deposit is
a credit, inflow or deposit; a payment or withdrawal a debit or outflow; a balance the
balance column). One row answers; two rows that could, with different figures, do not. A
transaction printed both in a summary table and in the full history is one transaction (the
same date and figure in two tables).
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, replace
from datetime import date, timedelta

from docq import money
from docq.answer import identifiers, parties, wording
from docq.answer.library import DocPage
from docq.answer.wordtables import Caption, Row, tables
from docq.meaning.words import LEVIED, MONEY_VERBS
from docq.records import Word
from docq.workers import dates


def rows(pages: list[DocPage], start: date | None = None, end: date | None = None) -> list[Row]:
    """Every row of the pages' transaction tables; a row dated by month and day alone ("02/03",
    as a statement prints its rows) is of the year that puts it within the statement's period
    (`start` to `end`), when exactly one does."""
    out = [r for kind, table in tables(pages) if kind == "date" for r in table]
    return [replace(r, day=_in_period(r.printed_date, start, end)) if r.day is None else r for r in out]


_MONTH_DAY = re.compile(r"^(\d{1,2})/(\d{1,2})$")
# ...or by the month's name: "Mar 12", "March 12"
_NAMED_DAY = re.compile(r"^([A-Za-z]{3,9})\.? (\d{1,2})$")
_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_abbr) if m} | \
    {m.lower(): i for i, m in enumerate(calendar.month_name) if m}


def _month_day(printed: str) -> tuple[int, int] | None:
    m = _MONTH_DAY.match(printed.strip())
    if m:
        return int(m.group(1)), int(m.group(2))
    m = _NAMED_DAY.match(printed.strip())
    month = _MONTHS.get(m.group(1).lower()) if m else None
    return (month, int(m.group(2))) if month else None


def _in_period(printed: str, start: date | None, end: date | None) -> date | None:
    md = _month_day(printed)
    if not (md and start and end):
        return None
    found = set()
    for year in {start.year, end.year}:
        try:
            day = date(year, *md)
        except ValueError:
            continue
        if start - timedelta(days=7) <= day <= end + timedelta(days=7):
            found.add(day)
    return found.pop() if len(found) == 1 else None


# What the question asks of a row: its balance, money in, or money out.
_ASKS_BALANCE = re.compile(r"\bbalance\b", re.I)
_ASKS_IN = re.compile(r"\b(?:deposit(?:s|ed)?|credit(?:s|ed)?|received|refund(?:s|ed)?|inflows?|came in)\b", re.I)
_ASKS_OUT = re.compile(r"\b(?:withdr[ae]w\w*|payments?|paid|pay|spent|spend|debit(?:s|ed)?|outflows?|charged|charges?|"
                       r"transfer(?:red)? out|sent)\b", re.I)


# ...or its amount, whichever way it went
_ASKS_AMOUNT = re.compile(r"\b(?:how much|amount|sum|cost|value|\$)", re.I)


# ...never when it counts them ("how many withdrawals", "the number of fees"), unless in dollars
_COUNTS = re.compile(r"\bhow many\b|\bnumber of\b", re.I)
_DOLLARS = re.compile(r"\bdollars?\b|\$", re.I)


def asks(question: str) -> str | None:
    """"balance", "in", "out", or None when the question asks none of a row's figures."""
    if _COUNTS.search(question) and not _DOLLARS.search(question):
        return None
    if _ASKS_BALANCE.search(question):
        return "balance"
    ins, outs = bool(_ASKS_IN.search(question)), bool(_ASKS_OUT.search(question))
    if ins == outs:
        return None
    return "in" if ins else "out"


def figure_of(row: Row, wanted: str, charged: bool = False) -> tuple[Caption, Word] | None:
    """The row's one figure of the kind asked: its balance, or its one amount of money in or
    out (a figure printed in brackets or with a minus is money out, whatever its column). On a
    card's statement (`charged`) an Amount column's figure is a charge, money out, and its
    minus a payment or a credit to the card."""
    if wanted == "balance":
        found = [(c, w) for c, w in row.figures if c.kind == "balance"]
    else:
        found = [(c, w) for c, w in row.figures if c.kind != "balance"]
        if len({money.normalise(w.text) for _, w in found}) != 1:
            return None
        cap, w = found[0]
        out = cap.kind == "out" or (cap.kind == "amount" and _negative(w.text) != charged) or \
            (cap.kind == "in" and _negative(w.text))
        if cap.kind == "in" and _negative(w.text):
            return None           # a bracketed figure under a credit caption: which it is, unsure
        if (wanted == "out") != out:
            return None
    values = {money.normalise(w.text) for _, w in found}
    return found[0] if len(values) == 1 and None not in values else None


def _says(row: Row, question: str, wanted: str) -> bool:
    """Whether the row's own words say it is what the question asks ("deposited": a row
    whose description or tag says Deposit): a column captioned only Amount does not say
    whether its figures came in or went out, a section's heading above it may."""
    said = _ASKS_IN if wanted == "in" else _ASKS_OUT
    asked = {wording.stem(m.group(0).split()[0]) for m in said.finditer(question)}
    return any(wording.same_word(a, _row_stems(row)) for a in asked)


def _negative(text: str) -> bool:
    t = text.strip()
    return t.startswith(("(", "-", "$(", "($")) or t.endswith(("-", ")"))


# The question's words that say what is asked of a row rather than which row it is.
_ASKING = re.compile(r"\b(?:deposit(?:s|ed)?|withdr[ae]w\w*|payments?|paid|pay|spent|spend|debit(?:s|ed)?|"
                     r"credit(?:s|ed)?|inflows?|outflows?|balance|amount|received|charged|charges?|sent|out|in|into|from|"
                     r"much|total)\b", re.I)
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
# The statement's own span said in words ("this billing cycle", "the statement period"): it names
# the document, never a row ("APPLE.COM/BILL" is no "billing")
_OWN_SPAN = re.compile(r"\b(?:(?:this|last|current|that|the|my)\s+)?(?:billing|statement|pay)\s+(?:cycle|period)\b", re.I)


# The documents that print transactions, and what a question may call them: a row of
# another kind's table (a bill's usage history, a policy's schedule) is not a transaction.
KINDS = frozenset({"bank-statement", "credit-card-statement", "mortgage-statement", "asset-report",
                   "investment-statement", "other", None})


def in_scope(doc_kind_asked: str | None, doc_type: str | None) -> bool:
    return doc_kind_asked in KINDS and doc_type in KINDS


def label(row: Row, caption: Caption) -> str:
    """"Debit on 5/14/2023 (Card Purchase Costco Whse #0472)": the row's figure as its column,
    its own date and its description name it."""
    said = caption.text.lower() if caption.text.isupper() else caption.text
    said = said.lstrip("$€£ ") or said       # a column captioned "$ Amount" is the amount's
    return f"{said} on {row.printed_date}" + (f" ({row.description})" if row.description else "")


@dataclass
class Found:
    doc: object                   # library.Doc
    row: Row
    caption: Caption
    word: Word


def _row_stems(row: Row) -> set[str]:
    return wording.stems(_CAMEL.sub(" ", row.description))


_ACCOUNT_NOUN = r"(?:credit\s+)?(?:card|account|checking|savings|statement)s?\b"


def account_named(question: str, issuer_asked: str | None) -> bool:
    """Whether the question names the issuer as the account it asks about ("spent on the
    Northgate card", "my Lakeshore checking"), not as whom money went to: paying the card ("how
    much did I pay on my Crestline card", "my Northgate card payment from checking") is as
    often a row of the account it was paid from."""
    return (bool(issuer_asked) and _PAYING_OR_FROM.search(question) is None
            and re.search(rf"\b{re.escape(issuer_asked)}(?:'s|’s)?\s+{_ACCOUNT_NOUN}", question, re.I) is not None)


def spent_with_card(question: str, kinds: set[str | None]) -> bool:
    """Whether the question asks what was spent or charged with a sender every document of
    which is a card's statement ("how much did I spend on Northgate this period"): the card is
    the account, never a merchant a checking account's row paid."""
    return kinds == {"credit-card-statement"} and _SPENT_WITH.search(question) is not None \
        and _PAYING_OR_FROM.search(question) is None


_SPENT_WITH = re.compile(r"\b(?:spen[dt]|spending|charged?|purchases?|bought|buy)\b", re.I)
_PAYING_OR_FROM = re.compile(r"\b(?:pa(?:y|id|ying|yments?)|toward|from\s+(?:my\s+|the\s+)?(?:checking|savings))\b", re.I)


# What a statement levies, said as a noun ("the late fee", "the interest"): a figure of its own,
# which a row must print to be it; never one the document prints elsewhere while the row that
# names its sender ("Crestline Card Epay") is a payment
_LEVY_NOUNS = frozenset(LEVIED - MONEY_VERBS - {"service"})


def asked_words(question: str, month: int | None) -> set[str]:
    """The stems of the question's words that may pick out a row or its document: not its
    date (the asked month's name, its numbers), not what it asks of the row, not filler."""
    rest = question
    for printed, _ in dates.printed_dates(rest):
        rest = rest.replace(printed, " ")
    named = rf"\b(?:{calendar.month_name[month]}|{calendar.month_abbr[month]})\b\.?|" if month else ""
    rest = re.sub(rf"{named}\d[\d/,.-]*", " ", rest, flags=re.I)
    return wording.stems(_ASKING.sub(" ", _OWN_SPAN.sub(" ", rest))) - wording.FILLER


def select(question: str, period, docs_rows: list[tuple[object, list[Row], set[str], date | None]],
           kind_said: str = "") -> list[Found]:
    """The rows the question picks out: printed on the asked day (or in the asked month, or
    on any day when it names no period, when its words name both the row and its document),
    of the figure it asks, carrying its distinctive words, on a document that prints the rest
    of them. `docs_rows`: (document, its rows, the stems of every word it prints, the date
    that names it). A date that is the document's own names the document, not one of its rows;
    so do the words the question says the kind of document in (`kind_said`: "from checking")."""
    wanted = asks(question)
    if wanted is None or period is not None and not period.month:
        return []
    words = asked_words(question, period.month if period else None) - wording.stems(kind_said)
    found: list[tuple[Found, set[str]]] = []
    undated: list[tuple[object, Row]] = []      # rows the asked figure is on, whose day is unread
    for doc, rows_, printed, own in docs_rows:
        # the month that names the document ("my March statement") is no row's: any of its rows
        # the words name may be the one
        named = period and own is not None and (own.year, own.month) == (period.year or own.year, period.month) \
            and (not period.day or own.day == period.day)
        if named and period.day:
            continue        # (the day is the document's own)
        charged = _charged(doc)
        for r in rows_:
            if period and not period.day and not named and r.day is None and not r.unsure \
                    and figure_of(r, wanted, charged):
                undated.append((doc, r))
            if r.unsure or r.day is None or period and not named and not _on(r.day, period):
                continue
            got = figure_of(r, wanted, charged)
            if got is not None and (got[0].kind != "amount" or _says(r, question, wanted) or charged
                                    or wanted == "out" and _negative(got[1].text) and _signed_out(doc)):
                found.append((Found(doc, r, *got), printed))
    if not found:
        return []
    # the words some row of a document carries name its row there, and must be its row's; the
    # rest name the document ("my Crestline card"), and must be printed on it
    described: dict[int, set[str]] = {}
    for f, _ in found:
        # (the document's own sender printed in a row of its own statement, "NORTHGATE MOBILE
        # PYMT" on Northgate's, names the document, never that row)
        sender = wording.stems(getattr(f.doc.sidecar, "issuer", None) or "")
        described.setdefault(id(f.doc), set()).update(w for w in words if wording.same_word(w, _row_stems(f.row))
                                                      and w not in sender)
    if any(wording.same_word(w, described[id(f.doc)]) for w in wording.kind_spent_on(question) for f, _ in found):
        # "how much did I spend on gas": a kind of thing bought, which one row prints ("COSTCO
        # GAS") and others do not ("SHELL OIL"): a sum no printed word picks out whole
        return []
    kept = [f for f, printed in found
            if all(wording.same_word(w, _row_stems(f.row)) for w in described[id(f.doc)])
            and all(wording.same_word(w, printed) for w in words - described[id(f.doc)])
            and not (words - described[id(f.doc)]) & _LEVY_NOUNS
            # a month holds many rows, and every day of the statements more: only words naming one pick it out
            and (period and period.day or described[id(f.doc)])]
    if kept and _abbreviated_elsewhere(question, kept, docs_rows, period, set().union(*described.values())):
        # "how much did I spend at Whole Foods": a card prints it "WHOLEFDS", which no word of the
        # question matches; the rows found may not be all of it
        return []
    if any(id(doc) in described and described[id(doc)] and all(wording.same_word(w, _row_stems(r))
                                                                for w in described[id(doc)])
           for doc, r in undated):
        # a row the words name whose day the reader could not read ("October 1 3, 2020") may
        # be of the month asked: the rows found may not be all of it
        return []
    return _once(kept)


def _abbreviated_elsewhere(question: str, kept: list[Found], docs_rows, period, named: set[str]) -> bool:
    """Whether a row not picked prints the name the question gives its row shortened, as card
    processors print merchants ("WHOLEFDS SJC 10184" for Whole Foods), in the period asked."""
    said = [t for t in re.findall(r"[A-Za-z]+", question) if wording.stems(t) & named]
    name = "".join(said).lower()
    if len(said) < 2 or len(name) < 6:
        return False
    own = {t.lower() for t in said}
    picked = {id(f.row) for f in kept}
    for _, rows_, _, _ in docs_rows:
        for r in rows_:
            if id(r) in picked or not r.description or period and not (r.day and _on(r.day, period)):
                continue
            for t in re.findall(r"[A-Za-z]+", r.description):
                t = t.lower()
                if len(t) >= max(4, len(name) // 2) and t not in own and t[:2] == name[:2] and _within(t, name):
                    return True
    return False


def _within(short: str, name: str) -> bool:
    """Whether `short`'s letters stand in `name` in order ("wholefds" in "wholefoods")."""
    letters = iter(name)
    return all(ch in letters for ch in short)


def _on(day: date, period) -> bool:
    """Whether a row's day is the asked day, or in the asked month (a month said without its
    year is that month of any year the rows print)."""
    return (day.year, day.month) == (period.year or day.year, period.month) and (not period.day or day.day == period.day)


def numbered(question: str, named: list[identifiers.Identifier], period,
             docs_rows: list[tuple[object, list[Row], set[str], date | None]]) -> list[Found]:
    """The rows whose own words print a number the question gives a transaction by ("check
    1043": the row "Check # 1043"), in the asked month or year when it names one, with the
    figure it asks (or, asking none, the row's one amount)."""
    wanted = asks(question)
    if wanted is None and not _ASKS_AMOUNT.search(question):
        return []       # "what was check 1043 for" asks its payee, not its amount
    found = []
    for doc, rows_, _, _ in docs_rows:
        for r in rows_:
            if r.unsure or not r.description or not _in(r.day, period):
                continue
            where = identifiers.printed([r.description])
            if not all(identifiers.prints(where, i) for i in named):
                continue
            got = figure_of(r, wanted, _charged(doc)) if wanted else _one_amount(r)
            if got is not None:
                found.append(Found(doc, r, *got))
    return _once(found)


def _in(day: date | None, period) -> bool:
    """Whether a row's day is in the period asked (any day when none is; a span of months or
    a term is not read here, so no row is)."""
    if period is None:
        return True
    if period.span or period.through:
        return False
    return day is not None and all(want is None or want == got for want, got in (
        (period.year, day.year), (period.month, day.month), (period.day, day.day)))


def _one_amount(row: Row) -> tuple[Caption, Word] | None:
    """The row's one figure that is not its balance: what the transaction came to, whichever
    way it went."""
    found = [(c, w) for c, w in row.figures if c.kind != "balance"]
    values = {money.normalise(w.text) for _, w in found}
    return found[0] if len(values) == 1 and None not in values else None


def came_in(question: str, label: str, printed: str, doc_type: str | None) -> bool:
    """Whether a figure of a bank's transaction row (its label opens with the row's date) is
    money that came into the account, printed without a minus, when the question asks what
    the person spent, paid or took out ("how much did I spend at Birchwood": its payroll
    deposit is no spending). A "payment" alone may be one received ("the interest payment")."""
    return (doc_type in SIGNED_OUT and (_SPENT.search(question) is not None or parties.self_paid(question))
            and not _negative(printed) and _ROW_DATE.match(label) is not None and not _OUT_COLUMN.search(label))


# Words that ask what left the account, whoever says them
_SPENT = re.compile(r"\b(?:spen[dt]|spending|withdr[ae]w\w*|debit(?:s|ed)?|outflows?)\b", re.I)


# ...unless its column says the money went out ("02/15 Rent DEBIT")
_OUT_COLUMN = re.compile(r"\b(?:debits?|withdrawals?|outflows?)\b", re.I)
# A transaction row's own date opening its label ("02/15 Birchwood Payroll")
_ROW_DATE = re.compile(r"^\d{1,2}/\d{1,2}\b")
# The documents that print money leaving the account with a minus under a column that says
# only Amount: a bank's accounts (a card's minus is a payment or a refund to it)
SIGNED_OUT = frozenset({"bank-statement", "asset-report"})


def _signed_out(doc) -> bool:
    return getattr(getattr(doc, "sidecar", None), "doc_type", None) in SIGNED_OUT


def _charged(doc) -> bool:
    """A card's statement: what its Amount column prints unsigned was charged to the card."""
    return getattr(getattr(doc, "sidecar", None), "doc_type", None) == "credit-card-statement"


def _once(found: list[Found]) -> list[Found]:
    """One transaction printed in two tables (a summary's and the full history's) is one; two
    rows of one table are two transactions, even of one date and figure."""
    out: list[Found] = []
    for f in found:
        twin = next((o for o in out if o.doc is f.doc and o.row.day == f.row.day and o.row.table != f.row.table
                     and money.normalise(o.word.text) == money.normalise(f.word.text)), None)
        if twin is None:
            out.append(f)
    return out
