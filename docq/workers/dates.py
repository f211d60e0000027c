"""dates: the dates a document is for — statement period, closing and due dates, policy
period, issue date — and the tax year a form is for.

The tax year comes from the form itself ("Tax Year 2024", "2024 Form W-2", "Form W-2 Wage
and Tax Statement 2024") or else from a bounded standalone year in the file name stem. It is
never a mailing date: "04132025_w2.pdf" starts with a date (April 13, 2025), not a tax year,
and "2025-04-13" is a date too. When body and file name disagree the body wins and the
disagreement is noted.
"""
from __future__ import annotations

import re
from collections import Counter
from datetime import date, timedelta

_MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], start=1)}
# a month's name, whole or cut short ("Sept.", "March")
MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
DATE_RE = re.compile(
    rf"(?P<iso>\b(?:19|20)\d\d-\d{{1,2}}-\d{{1,2}}\b)"
    # a receipt prints the time against the year ("15/07/201712:07"): the year ends there; a
    # thermal slip's hyphen is read as a tilde ("05~05-17"); one separator throughout, as a date
    # prints it ("2/3.00" is two for 3.00)
    # ...or against a two-digit year ("03/10/1812:07" is 10 March 2018 at 12:07, never 1812)
    rf"|(?P<num>\b\d{{1,2}}(?:/\d{{1,2}}/|\.\d{{1,2}}\.|[~-]\d{{1,2}}[~-])"
    rf"(?:(?:(?:19|20)\d\d|\d{{2}})\b|(?:(?:19|20)\d\d|\d\d)(?=\d{{1,2}}:\d\d\b)))"
    # the year first with slashes or dots, as East Asian and Nordic tills print it ("2015/09/23")
    rf"|(?P<ymd>\b(?:19|20)\d\d(?:/\d{{1,2}}/|\.\d{{1,2}}\.)\d{{1,2}}\b)"
    # "Nov 26, 2009"; a server's check prints "Nov26'09"
    rf"|(?P<mdy>\b{MONTH}\s+\d{{1,2}},?\s*\d{{4}}\b|\b{MONTH}\s?\d{{1,2}}'\d\d\b)"
    # "24 Mar 18": a two-digit year, never an hour ("12 Mar 18:30") nor a day before a year;
    # "21\Feb\2012", its backslashes read as bars, the first as a "1" glued to the day ("211Feb|2012")
    rf"|(?P<dmy>\b\d{{1,2}}(?:[\s-]+|/){MONTH}(?:[\s,-]+|/)(?:\d{{4}}\b|\d\d\b(?!:|[\s,]*\d{{4}}))"
    rf"|\b(?:\d{{1,2}}[\\|]|\d\d1){MONTH}[\\|](?:19|20)\d\d\b)",
    re.IGNORECASE)


def parse_date(s: str, dayfirst: bool = False) -> date | None:
    """One printed date → date. Numeric dates are month-first unless the first part cannot
    be a month (17/01/2018) or the document writes its dates day-first (`dayfirst`)."""
    m = DATE_RE.search(s)
    if not m:
        return None
    t = m.group(0)
    try:
        if m.group("iso") or m.group("ymd"):
            y, mo, d = (int(x) for x in re.split(r"[-/.]", t))
        elif m.group("num"):
            a, b, y = (int(x) for x in re.split(r"[/.~-]", t))
            y = y + 2000 if y < 100 else y
            mo, d = (b, a) if (dayfirst and b <= 12) or a > 12 else (a, b)
        else:
            mo = _MONTHS[re.search(r"[a-z]{3}", t.lower()).group(0)]
            d, y = (int(x) for x in re.findall(r"\d+", t))
            if d > 99:
                d //= 10            # "211Feb|2012": the "1" is the backslash after the day
            y = y + 2000 if y < 100 else y
        return date(y, mo, d)
    except (ValueError, KeyError, AttributeError):
        return None


def printed_dates(text: str, dayfirst: bool = False) -> list[tuple[str, str]]:
    """Every date printed in `text`, as (as printed, ISO), read the way parse_date reads it:
    the one reader of dates for the sidecar and for the answer guards alike."""
    out = []
    for m in DATE_RE.finditer(text):
        d = parse_date(m.group(0), dayfirst)
        if d:
            out.append((m.group(0), d.isoformat()))
    return out


# Money printed in a currency of a country that writes dates day-first (Malaysia, the UK,
# the euro area, India, Singapore, Australia, New Zealand, Switzerland, the Nordics, Brazil,
# South Africa, Hong Kong, Mexico...), a value-added tax, or a company
# form only those countries use (Sdn Bhd, Pte Ltd, Pty Ltd, GmbH, SARL, plc). Not a country's
# name: an American menu prints "India Pale Ale" and "Singapore noodles".
# A Malaysian company: its form (Sdn Bhd, (M) Bhd, Berhad, S/B) or its number printed after
# the name ("(162761-M)", or padded with zeros to nine digits: "(002022599-U)"). Its receipts
# write dates day-first and, printing no currency, are in ringgit (fields.document_currency).
MALAYSIAN_COMPANY = r"\bSDN\.?\s?BH[DO0]\b|\(M\)\s?BH[DO0]\b|\bBERHAD\b|\bS/B\b|\(\s?\d{4,9}\s?-\s?[A-Z]\s?\)"
_DAY_FIRST_PLACE = re.compile(
    # ringgit before a figure, or heading a column of them: "RM" alone in its cell
    r"(?-i:\bRM)\s?(?:\|\s?)?\d|\(RM\)|(?-i:(?:^|\|)\s?RM\s?(?:\||$))|\bMYR\b|£|\bGBP\b|€|\bEUR\b|₹|\bINR\b|\bS\$|\bSGD\b|"
    rf"\bA\$|\bAUD\b|\bNZ\$|\bNZD\b|\bVAT\b|{MALAYSIAN_COMPANY}|"
    r"\bPTE\.?\s?LTD\b|\bPTY\.?\s?LTD\b|\bGMBH\b|\bS\.?A\.?R\.?L\.?\b|\bPLC\b|"
    r"\b(?:CHF|SEK|NOK|DKK|PLN|CZK|HUF|BRL|ZAR|HKD|MXN|TRY|AED)\b|\bR\$|\bHK\$|"
    # the euro spelt out ("19,65 Euro") and the value-added tax by its name in the languages of
    # the euro area ("IVA INCLUIDO", "MwSt 19%", "TVA")
    r"\beuros?\b|\bIVA\b|\bMwSt\b|\bTVA\b|"
    # Malaysia's GST rate (6%, 2015-2018; Canada's is 5%), a web address or a telephone number
    # of such a country
    r"\bGST\W{0,3}(?:@\s?)?6(?:\.00?)?\s?%|\b6(?:\.00?)?\s?%\W{0,3}GST\b|"
    r"\.(?:com|co|net|org|gov)\.(?:my|uk|au|nz|sg|in)\b|\+\s?(?:60|65|44|61|64|91|353)[\s-]?\d", re.IGNORECASE)


def dayfirst(lines: list[str]) -> bool:
    """Whether the document writes numeric dates day-first: some date's first part cannot be
    a month (17/01/2018) and none's second part can only be a day (01/17/2018). When no date
    tells (05/11/2018 alone), the money decides: a receipt in ringgit or pounds was printed
    where dates are day-first, and reading it month-first dates it six months off."""
    first = second = False
    for line in lines:
        for m in re.finditer(r"\b(\d{1,2})[/.~-](\d{1,2})[/.~-](?:\d{4}|\d{2})\b", line):
            a, b = int(m.group(1)), int(m.group(2))
            first |= a > 12 >= b
            second |= b > 12 >= a
    if first or second:
        return first and not second
    # 09.03.2024: dates with dots are written day-first (Germany, Switzerland, Scandinavia...)
    if any(re.search(r"\b\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\b", line) for line in lines):
        return True
    return any(_DAY_FIRST_PLACE.search(line) for line in lines)


_RANGES = {
    "period": r"statement period|billing period|billing cycle|service period|statement dates|"
              r"for the period|period covered|service from|usage|"
              r"(?<!policy )(?<!coverage )(?<!grace )(?<!days in )(?<!days in billing )period",
    "policy": r"policy period|policy term|coverage period|term of coverage|effective dates?|term",
    # a card's cycle printed as its two ends ("Opening/Closing Date 02/15/24 - 03/14/24"): the
    # second is the closing date
    "cycle": r"opening\s*/\s*closing date",
}
_SINGLES = {
    # never the second half of "Opening/Closing Date", a range whose first date is the opening's
    "closing_date": r"(?<!next )(?<!/)(?<!/ )(?:statement )?closing date|statement closing|cycle (?:end|closing) date",
    # never the next bill's ("Next Billing Date: Friday, September 27, 2024"); a bill's summary
    # of the day it was made ("Your billing summary as of Aug 29, 2024")
    "statement_date": r"(?<!next )(?:statement date|bill date|billing date)|invoice date|"
                      r"date of (?:statement|bill|invoice)|(?:billing|account) summary as of|"
                      # a verifier's report and a payer's remittance are of the day they were made
                      r"report date|date of report|created date|date created|requested on|data as of|"
                      r"(?:information )?(?:current|accurate) as of|date of remittance|remittance date|"
                      r"verification date|date verified|check/eft date|eft date",
    # the day a claim or a payment was processed: the document's own day only when it prints no
    # statement date (an EOB prints both, the claim "Processed: 05/09/2024" a day before it)
    "processed_date": r"processed(?: on)?|date processed",
    "due_date": r"(?:payment )?due date|due by|pay by|please pay by|due on",
    "issue_date": r"issue date|date issued|date of issue|issued on|policy date",
    "service_date": r"date of service|service date|visit date|date of visit",
    # the day wages were paid (a pay stub's), and the end of the pay period they were for
    "pay_date": r"pay date|date paid|paid date|check date|advice date|pay day",
    "period_end": r"(?:pay )?period end(?:ing)?(?: date)?",
    "period_start": r"(?:pay )?period (?:begin(?:ning)?|start(?:ing)?)(?: date)?",
    # a policy's term, printed as its two ends ("Effective: 8/31/2021", "Your coverage begins on
    # October 22, 2021 ... It expires on April 22, 2022"); never a change's own date ("Effective
    # Date of This Transaction") or a sentence saying when the page was printed
    "term_start": r"(?:policy |coverage )?effective date(?! of this)|policy effective|effective(?=\s*:)|"
                  r"coverage (?:begins|starts)(?: on)?|inception date",
    "term_end": r"(?:policy )?expiration date|policy expiration|expiration(?=\s*:)|expiration of (?:the )?policy(?: period)?|"
                r"expires on|coverage ends(?: on)?",
}
_TERM_ENDS = ("term_start", "term_end")
_DAYS = re.compile(r"days in (?:billing\W{1,3})?(?:period|cycle)[\s:.|]{0,6}(\d{2})\b", re.IGNORECASE)
_ANY_DATE = re.sub(r"\(\?P<\w+>", "(?:", DATE_RE.pattern)
_NO_YEAR = rf"(?:\b{MONTH}\s+\d{{1,2}}\b|\b\d{{1,2}}/\d{{1,2}}\b)"     # "Oct 1", "10/01": the year is the end's
_TO = r"\s*(?:-|–|—|\bto\b|\bthrough\b|\bthru\b)\s*"
# the hour a policy's term starts, printed between its two dates ("03/15/2021 at 12:01 a.m. ET to
# 09/14/2021 at 11:59 p.m. ET")
_AT_HOUR = r"(?:\s+(?:at\s+)?\d{1,2}:\d\d\s*(?:[ap]\.?\s?m\.?)?(?:\s+(?:[A-Z]{2,4}|standard time|local time))?)?"
RANGE_RE = re.compile(rf"(?P<a>{_ANY_DATE}|{_NO_YEAR}){_AT_HOUR}{_TO}(?P<b>{_ANY_DATE})", re.IGNORECASE)
LONGEST_RANGE = 400     # days: a quarter's statement, a year's policy; longer is not one period
SHORTEST_UNLABELLED = 20    # days: an unlabelled range shorter than a billing cycle is something else


def _dates_in(text: str, df: bool) -> list[date]:
    return [d for d in (parse_date(m.group(0), df) for m in DATE_RE.finditer(text)) if d]


def _start_without_year(s: str, end: date, df: bool) -> date | None:
    """"Oct 1" or "10/01" starting a range that ends on `end`: the year is the end's, or the
    one before when the start's day falls after the end's ("Dec 15 - Jan 14, 2025")."""
    nums = [int(x) for x in re.findall(r"\d+", s)]
    word = re.search(r"[a-z]{3}", s.lower())
    try:
        if word:
            mo, d = _MONTHS[word.group(0)], nums[0]
        else:
            a, b = nums
            mo, d = (b, a) if (df and b <= 12) or a > 12 else (a, b)
        start = date(end.year, mo, d)
    except (ValueError, KeyError, IndexError):
        return None
    return start if start <= end else date(end.year - 1, mo, d)


def ranges_in(text: str, df: bool) -> list[tuple[date, date]]:
    """Every "date to date" printed in `text` (start before end, at most LONGEST_RANGE days)."""
    out = []
    for m in RANGE_RE.finditer(text):
        end = parse_date(m.group("b"), df)
        if end is None:
            continue
        start = parse_date(m.group("a"), df) if DATE_RE.fullmatch(m.group("a")) else \
            _start_without_year(m.group("a"), end, df)
        if start and start < end and (end - start).days <= LONGEST_RANGE:
            out.append((start, end))
    return out


def _texts_after(label: str, lines: list[str]) -> list[str]:
    """For each line carrying `label`, what is printed after it on that line; when no date is,
    what is printed under it: the next line's cell in the label's column (a row of captions
    over a row of dates, "Statement Date | Due Date" over "01/20/2024 | 02/15/2024"), or the
    next line when it prints one date only; or, for a caption that is a cell of its own printed
    after its value ("08/01/2021 | Effective Date"), the date that is the cell before it."""
    pat = re.compile(rf"\b(?:{label})\b\s*:?", re.IGNORECASE)
    out = []
    for i, line in enumerate(lines):
        for m in pat.finditer(line):
            rest = line[m.end():m.end() + 80]
            before = None if DATE_RE.search(rest) else _date_cell_before(line, m)
            if before:
                out.append(before)
                continue
            if DATE_RE.search(rest) or i + 1 >= len(lines):
                out.append(rest)
                continue
            cells, under = line.split(" | "), lines[i + 1].split(" | ")
            if len(under) == len(cells) > 1:
                out.append(under[line[:m.start()].count(" | ")][:80])
            elif len(DATE_RE.findall(lines[i + 1])) == 1:
                out.append(lines[i + 1][:80])
    return out


def _date_cell_before(line: str, m: re.Match) -> str | None:
    """The cell before the caption `m` matched, when the caption is a whole cell and that cell
    is one date and nothing else: a value printed with its caption after it on its row."""
    head, tail = line[:m.start()], line[m.end():]
    if not head.endswith(" | ") or not (tail.strip() == "" or tail.startswith(" | ") or tail.startswith("| ")):
        return None
    cell = head[:-3].rsplit(" | ", 1)[-1].strip()
    return cell if DATE_RE.fullmatch(cell) else None


def _after(label: str, lines: list[str], df: bool) -> list[list[date]]:
    """The dates printed after each `label` (see _texts_after)."""
    return [ds for ds in (_dates_in(t, df) for t in _texts_after(label, lines)) if ds]


def _collect(lines: list[str], df: bool) -> dict[str, set[date]]:
    found: dict[str, set[date]] = {}
    for name, label in _RANGES.items():
        for text in _texts_after(label, lines):
            spans = ranges_in(text, df)
            ds = _dates_in(text, df)
            if spans:
                start, end = spans[0]
            elif len(ds) >= 2 and ds[0] < ds[1]:
                start, end = ds[0], ds[1]
            else:
                continue
            found.setdefault("period_start", set()).add(start)
            found.setdefault("period_end", set()).add(end)
            if name == "cycle":
                found.setdefault("closing_date", set()).add(end)
            if name == "policy":
                found.setdefault("policy_start", set()).add(start)
                found.setdefault("policy_end", set()).add(end)
    for name, label in _SINGLES.items():
        for ds in _after(label, lines, df):
            found.setdefault(name, set()).add(ds[0])
    return found


# A line a thermal printer letter-spaced ("D a t e 0 4 0 4 2 0 1 7"): the reader sets every
# character apart. Four or more single characters with one space between are one word.
_SPACED = re.compile(r"(?<!\S)(?:\S ){3,}\S(?!\S)")
# a date printed without separators, read only straight after its label ("Date 04042017"):
# day, month and year (or month, day and year), the year last
_COMPACT = re.compile(r"(\bdate\b\W{0,3})(\d\d)(\d\d)((?:19|20)\d\d)\b", re.IGNORECASE)


def _joined(m: re.Match) -> str:
    run = m.group(0).replace(" ", "")
    return re.sub(r"(?<=[^\W\d])(?=\d)|(?<=\d)(?=[^\W\d])", " ", run)


def unspaced(line: str) -> str:
    """`line` with its letter-spaced runs joined into words, letters apart from digits ("D a t
    e 0 4 0 4 2 0 1 7" → "Date 04042017"), and a date printed without separators after its
    label written with them ("Date 04/04/2017"), to be read as any other printed date."""
    return _COMPACT.sub(r"\1\2/\3/\4", _SPACED.sub(_joined, line))


def find_dates(lines: list[str], doc_type: str = "other") -> dict[str, str]:
    """ISO dates by name: period_start/period_end (a statement's period, a policy's term, a
    visit's or purchase's day), closing_date (printed, else the statement or bill date; the
    answer filters fall back to the period's end themselves), statement_date, due_date, policy_start/policy_end, issue_date,
    service_date. A name printed with different dates in different places is left out."""
    lines = [unspaced(line) for line in lines]
    df = dayfirst(lines)
    got = {k: next(iter(v)) for k, v in _collect(lines, df).items() if len(v) == 1}
    processed = got.pop("processed_date", None)
    if processed is not None:
        got.setdefault("statement_date", processed)
    ends = [got.pop(k, None) for k in _TERM_ENDS]
    if doc_type == "insurance-declarations":
        _term(got, *ends)           # (an "effective date" on a statement is a rate's, not a term's)
    if "closing_date" not in got and "statement_date" in got:
        got["closing_date"] = got["statement_date"]
    if "period_end" not in got:
        _fill_period(got, lines, df, doc_type)
    return {k: v.isoformat() for k, v in got.items()}


def _term(got: dict[str, date], start: date | None, end: date | None) -> None:
    """A policy's term from its two ends printed apart, when no "date to date" gave it: the
    term is the period a policy is for, named by its start."""
    if "period_start" in got or start is None:
        return
    if end is not None and not (start < end and (end - start).days <= LONGEST_RANGE):
        return                      # two ends that make no term: neither is trusted
    got["period_start"] = got["policy_start"] = start
    if end is not None:
        got["period_end"] = got["policy_end"] = end


# a deadline printed on the slip: an expiry, a day something is due, the last day to return it, a
# prize draw's entry period and draw ("Entry between 9am (AEDT) 26/09/16", "Draw: 04/01/17")
_NOT_SALE = re.compile(r"expir|\bexp\b|valid|\bdue\b|until|birth|\breturns?\s+(?:by|before)\b|"
                       r"\bdraw\b|\bentr(?:y|ies)\b", re.IGNORECASE)


# a day a document prints for something other than itself: the label before it names a
# deadline (the deadlines above), a birth, or a day of another event than the document's own
# ("Member since", "Next statement", "Last payment", "Ship date", "Account opened")
_ANOTHER_THINGS_DAY = re.compile(rf"{_NOT_SALE.pattern}|\bdob\b|\bborn\b|\bsince\b|\bnext\b|\blast\b|"
                                 r"\bprevious\b|\bprior\b|\bship|\bdeliver|\bopen(?:ed|ing)?\b|\bstart",
                                 re.IGNORECASE)


def own_days(lines: list[str], df: bool) -> set[str]:
    """Every day (ISO) a document prints that can be its own date: unlabelled, or under a
    label naming it (a sale's, an invoice's, a statement's day), never one whose label names
    an expiry, a due date, a birth or another event. The label is the words before the date in
    its cell, else the cell before it, else, for a date printed alone, the line over it."""
    out = set()
    for k, line in enumerate(lines):
        cells = line.split(" | ")
        for c, cell in enumerate(cells):
            for m in DATE_RE.finditer(cell):
                d = parse_date(m.group(0), df)
                if d and not _ANOTHER_THINGS_DAY.search(_label_before(lines, k, cells, c, m.start())):
                    out.add(d.isoformat())
    return out


def _label_before(lines: list[str], k: int, cells: list[str], c: int, at: int) -> str:
    before = re.sub(r"[^A-Za-z ]", " ", cells[c][:at]).strip()
    if before:
        return before
    if c > 0:
        return cells[c - 1]
    alone = not re.sub(r"[^A-Za-z]", "", DATE_RE.sub("", lines[k]))
    return lines[k - 1] if alone and k > 0 else ""


def sale_date(lines: list[str], df: bool) -> date | None:
    """The day of a receipt's sale: the one date it prints, leaving out dates printed as a
    card's, a voucher's or points' expiry or a day something is due. Two other dates ("Date:
    05/03/2018" and "Printed 17/01/2018") leave the day unknown: which one is the sale's is not
    for a rule to guess."""
    days = {d for line in lines if not _NOT_SALE.search(line) for d in _dates_in(line, df)}
    return days.pop() if len(days) == 1 else None


def _fill_period(got: dict[str, date], lines: list[str], df: bool, doc_type: str) -> None:
    """A period the document implies: days in the billing period back from its closing date,
    a day of service, the one date a receipt (or a document of no known kind) prints, or the
    one "date to date" it prints."""
    days = {int(m.group(1)) for l in lines for m in _DAYS.finditer(l)}
    every = {d for l in lines for d in _dates_in(l, df)}
    if "closing_date" in got and len(days) == 1:
        got["period_end"] = got["closing_date"]
        got["period_start"] = got["closing_date"] - timedelta(days=days.pop() - 1)
    elif "service_date" in got:
        got["period_start"] = got["period_end"] = got["service_date"]
    elif doc_type == "receipt":
        sale = sale_date(lines, df)
        if sale:
            got["period_start"] = got["period_end"] = got["closing_date"] = sale
    else:
        # The one "date to date" the document prints, wherever it stands (a table cell under
        # a "Service Period" header, "Statement 07/01/2024 through 09/30/2024"); several
        # different ones leave the period unknown. Unlabelled, a few days is a payment
        # window or a stay, not a statement's period.
        spans = {r for l in lines for r in ranges_in(l, df)}
        only = spans.pop() if len(spans) == 1 else None
        if only and (only[1] - only[0]).days >= SHORTEST_UNLABELLED:
            got["period_start"], got["period_end"] = only
        elif doc_type == "other" and len(every) == 1 and got.get("due_date") not in every:
            # the one date a document of no known kind prints is its date, unless it is
            # printed as the date a payment is due
            got["period_start"] = got["period_end"] = got["closing_date"] = every.pop()


# --- tax year ---------------------------------------------------------------------------

_YEAR = r"((?:19|20)\d\d)"
_FORM = r"(?:W-?2|1099-?(?:INT|DIV|G|MISC|NEC|R|B)|1098)"
_S = r"[\s|_]+"         # a space, the cell mark of a wide gap (" | "), or the rule a form writes its entry on ("_2024")
_BODY = (
    re.compile(rf"\btax{_S}year(?:{_S})?:?(?:{_S})?{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"\bfor{_S}(?:calendar{_S}|tax{_S})?year{_S}{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"(?<![\w/.-]){_YEAR}{_S}(?:form{_S})?{_FORM}\b", re.IGNORECASE),
    re.compile(rf"\bform{_S}{_FORM}\b[^\n]{{0,60}}?(?<![\w/.-]){_YEAR}(?![\w/.-])", re.IGNORECASE),
    re.compile(rf"\bwage and tax statement{_S}{_YEAR}\b", re.IGNORECASE),
    # the SSA-1099's boxes name the year they are for: "Benefits Paid in 2024", "Net Benefits for 2024"
    re.compile(rf"\bbenefits{_S}(?:paid|repaid{_S}to{_S}ssa){_S}in{_S}{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"\bnet{_S}benefits{_S}for{_S}{_YEAR}\b", re.IGNORECASE),
)
# "(Rev. January 2022)": the year the form's layout was revised, not the year it is for
_REVISION = re.compile(rf"\b(?:rev(?:ised|\.)?|revision)\s*(?:\w+\.?\s+)?{_YEAR}", re.IGNORECASE)


def body_tax_year(text: str) -> int | None:
    """The year the form says it is for, or None when it says none or several."""
    revised = [m.span(1) for m in _REVISION.finditer(text)]
    years = Counter()
    for pat in _BODY:
        for m in pat.finditer(text):
            if m.span(1) not in revised:
                years[m.group(1)] += 1
    if len(years) != 1:
        return None
    return int(next(iter(years)))


_STEM_DATES = re.compile(
    r"(?<!\d)(?:\d{8}|\d{6})(?!\d)"                                   # 04132025, 20250413, 041325
    r"|(?<!\d)\d{4}[-_.]\d{1,2}[-_.]\d{1,2}(?!\d)"                     # 2025-04-13
    r"|(?<!\d)\d{1,2}[-_.]\d{1,2}[-_.]\d{2,4}(?!\d)"                    # 04-13-2025
    rf"|{MONTH}[-_ .]?\d{{0,2}}[-_ .,]*(?:19|20)\d\d"                    # apr2025, april_13_2025
    rf"|(?:19|20)\d\d[-_ .]?{MONTH}",                                   # 2025apr
    re.IGNORECASE)


def filename_tax_year(name: str) -> int | None:
    """A bounded standalone year in the file name stem ("W2_2024.pdf"), never part of a date."""
    stem = re.sub(r"\.[A-Za-z0-9]{1,5}$", "", name.rsplit("/", 1)[-1])
    stem = _STEM_DATES.sub(" ", stem)
    years = set(re.findall(r"(?<!\d)((?:19|20)\d\d)(?!\d)", stem))
    return int(years.pop()) if len(years) == 1 else None


def tax_year(text: str, name: str) -> tuple[int | None, str | None, list[str]]:
    """(year, "body" | "filename" | None, notes)."""
    body, fname = body_tax_year(text), filename_tax_year(name)
    notes = []
    if body and fname and body != fname:
        notes.append(f"tax year {body} printed on the form; the file name says {fname}; the form wins")
    if body:
        return body, "body", notes
    if fname:
        return fname, "filename", notes
    return None, None, notes
