"""Accounts: on a document that holds several accounts (an asset report: a section an account,
each headed by its institution, name, type or number), the account each figure is printed
under, and the rule that the account a question names must be that one.

A report listing a checking account and a card prints "Current balance" once for each: the
question's words that name the account ("Chase Total Checking", "account 22222") are grounded
only in the heading of the section the figure stands in, never anywhere on the report, so one
account's balance never answers another's. In a summary table of accounts, a row is the heading
of the balances printed in it (wordtables.account_balances).
"""
from __future__ import annotations

import re
from typing import Callable, Iterable

from docq.answer import identifiers, wording
from docq.answer.candidates import label_of
from docq.answer.library import DocPage
from docq.answer.parse import Question
from docq.meaning import payroll
from docq.money import find_amounts
from docq.workers.kinds import LISTED_IN_REPORTS, SEVERAL_ACCOUNTS

# A line that heads an account's section: it captions the account ("Account Name:", "Account
# Mask:", "Institution:", "Account Type:") or names an account by its number ("Hometown Bank
# 22222 - Mtg Account", "Account ending in 4471").
_HEADING = re.compile(
    r"\baccount\s*(?:name|number|no\b|#|mask|type|ending|holders?)|\binstitution\b|\bending in\b"
    r"|\baccount\b[^|\n]{0,40}\d{3,}|\d{3,}[^|\n]{0,40}\baccount\b", re.I)
# Heading lines this close together are one heading (a caption a line, "Institution:" over
# "Account Name:")
_JOIN = 3


def _heads(line: str) -> bool:
    """A line naming an account: an account caption with its value beside it ("Account Name:
    TOTAL CHECKING", "Institution: | Falsetone Financial | Account Number. | 4774") or an
    account's number; never a table's row of column captions ("Financial Institution | Account
    Number | Amount") nor a sentence about institutions."""
    return bool(_HEADING.search(line)) and bool(re.search(r"\d{3,}|:\s*\|?\s*\w", line))


def several(kind: str | None) -> bool:
    return (kind or "") in SEVERAL_ACCOUNTS


def sections(pages: list[DocPage]) -> list[list[str]]:
    """For each page, the account heading in force at each of its lines ("" before the first):
    the last heading above it, on its page or an earlier one."""
    out, heading, since = [], "", _JOIN + 1
    for p in pages:
        here = []
        for line in p.text.splitlines():
            if _heads(line):
                heading = f"{heading} {line}" if since <= _JOIN else line
                since = 0
            else:
                since += 1
            here.append(heading)
        out.append(here)
    return out


def account_words(pages: list[DocPage]) -> set[str]:
    """The stems of every account heading the document prints: a question's word among them
    names one of its accounts."""
    return {s for page in sections(pages) for heading in set(page) for s in wording.stems(heading)}


def section_of(pages: list[DocPage], page: int, printed: str, known: list[list[str]]) -> str:
    """The heading in force where the figure `printed` stands on `page`; "" when it stands
    under none, or on several lines under different ones."""
    for i, p in enumerate(pages):
        if p.page != page:
            continue
        found = {known[i][j] for j, line in enumerate(p.text.splitlines()) if printed in line}
        return found.pop() if len(found) == 1 else ""
    return ""


def grounding(q: Question, ts: list[wording.Term], where: wording.Described, label: str, section: str,
              kind: str | None, named: set[str] = frozenset(), page: int | None = None,
              item: str = "", figure: str = "", title: str = "") -> dict[str, str | None]:
    """wording.grounding, where on a document of several accounts a name or a kind of account
    the question says ("Chase", "Roth IRA", "checking") that is a word of one of its account
    headings (`named`, account_words) counts only when the figure's label or its section's
    heading prints it, not when it is printed elsewhere on the document, even in its title.
    Inside an account's section, any name the question says must be printed there; a plain
    word of the question its heading prints ("brokerage") names that account too. On a pay
    stub, a word asking what was taken from the pay is said by a `figure` printed subtracted;
    and a plain word the `title` over the figure's table prints is said by it: a stub prints one
    item under several tables ("Medical" under "Employee Deductions" and "Employer
    Contributions"). (Elsewhere a line over a table is as often a row's stray word as a title.)
    """
    found = wording.grounding(ts, where, label, q.text, page, item)
    titled = (wording.stems(title) | {s for _, meant in payroll.says(title, kind or "") for s in wording.stems(meant)}
              if title else set())
    for t in ts:
        if found[t.said] is None and payroll.taken_by_sign(t.said, figure, kind or ""):
            found[t.said] = "sign"      # "what was deducted for dental": "Dental | -18.75" on a pay stub
        elif found[t.said] is None and not t.name and kind in payroll.KINDS and wording.same_word(t.stem, titled):
            found[t.said] = "title"     # "medical deduction": "Medical" in a table titled "Employee Deductions"
    if not (several(kind) or section.strip()):
        return found
    heading = wording.stems(section)
    for t in ts:
        if found[t.said] == "label":
            continue
        if not (t.name or t.of_doc):
            # a plain word the figure's own account heading prints names that account ("my
            # Fidelity brokerage balance" under "Fidelity Investments Brokerage *****3333")
            if found[t.said] is None and not t.soft and wording.same_word(t.stem, heading):
                found[t.said] = "section"
            continue
        if (wording.same_name if t.name else wording.same_word)(t.stem, heading):
            found[t.said] = "section"
        elif t.stem in named or section.strip() and found[t.said] in (None, "printed", "billed"):
            found[t.said] = None
    return found


def unnamed(q: Question, ts: list[wording.Term], found: dict[str, str | None], section: str,
            kind: str | None, label: str = "", others: Iterable = ()) -> bool:
    """A figure in an account's section, asked by a question that names no account (neither a
    name nor a kind of account the label prints, nor a word of the heading, nor the account's number):
    which account is meant is not for a rule to guess, when any other row of the document
    (`others`, each with its section: another account's, or none) is labelled with every word
    of the question this figure's label says. A figure only one account prints ("Interest
    Paid Year-to-Date" under the savings alone, no interest printed for the checking) is that
    account's, as the reader's own field of it is."""
    if not section.strip():
        return False
    if q.identifiers and not identifiers.unprinted(q.identifiers, identifiers.printed([section])):
        return False
    if any(found[t.said] == "section" or found[t.said] == "label" and (t.name or t.of_doc) for t in ts):
        return False
    said = [t.stem for t in ts if found[t.said] == "label"]
    if label and others and said:
        return any(o.section != section and all(wording.same_word(s, wording.stems(o.label)) for s in said)
                   for o in others)
    return True


def identifiers_elsewhere(q: Question, label: str, section: str, kind: str | None) -> list[identifiers.Identifier]:
    """The identifiers of the question ("account 22222") that a figure of a several-account
    document is printed under neither in its label nor in its section's heading."""
    if not several(kind) or not q.identifiers:
        return []
    return identifiers.unprinted(q.identifiers, identifiers.printed([label, section]))


# A statement may hold several accounts of one person (a checking and a savings, each with its
# own summary): each account's part starts at a line naming it, by its kind ("SAVINGS SUMMARY |
# Premier Savings") or its number ("Account Number: 000003817267715"), with no figure on it.
_ACCOUNT_KIND = re.compile(r"\b(?:checking|savings|money market|certificates? of deposit|brokerage|ira)\b", re.I)
_ACCOUNT_NUMBER = re.compile(r"\baccount\s*(?:number|no\b|#|ending)[^|\n]{0,6}[|:]?\s*[\dX*x•-]{4,}", re.I)
_PART_HEADING_LEN = 90
_SUM = re.compile(r"[$€£]\s?\d")     # "(Savings $3,134)": a sentence's sum, no heading


def _part_heads(line: str) -> bool:
    return (len(line) <= _PART_HEADING_LEN and not find_amounts(line) and not _SUM.search(line)
            and bool(_ACCOUNT_KIND.search(line) or _ACCOUNT_NUMBER.search(line)))


def statement_parts(pages: list[DocPage]) -> list[list[str]]:
    """For each page of a statement, the heading of the account part each line is in: the run
    of heading lines last above it ("" before the first)."""
    out, heading, joined = [], "", False
    for p in pages:
        here = []
        for line in p.text.splitlines():
            if _part_heads(line):
                heading = f"{heading} {line}" if joined else line
                joined = True
            else:
                joined = False
            here.append(heading)
        out.append(here)
    return out


def parts_of_several(kind: str | None, pages: list[DocPage]) -> list[list[str]] | None:
    """A statement's statement_parts when it holds several accounts, a part each; else None."""
    if kind not in LISTED_IN_REPORTS:
        return None
    parts = statement_parts(pages)
    return parts if len(_accounts_named({h for here in parts for h in here if h})) >= 2 else None


def other_account(q: Question, pages: list[DocPage], page: int, printed: str, kind: str | None,
                  label: str = "") -> list[str]:
    """What the question names of an account ("my checking", "the account ending 2290") that a
    statement holding several accounts prints as another part's heading than the one its figure
    `printed` stands in (on a line naming the account itself, as a summary's row does, or under
    its heading): a checking account's question is never answered from the savings part. With
    `label`, only the lines whose row is that label are where the figure stands."""
    parts = parts_of_several(kind, pages)
    if parts is None:
        return []       # one account, its number printed again on each page
    return _named_elsewhere(q, parts, _where(pages, parts, page, printed, label))


def _named_elsewhere(q: Question, parts: list[list[str]], where: list[tuple[str, str]]) -> list[str]:
    """other_account, for the lines (and their parts' headings) where the figure stands."""
    headings = {h for here in parts for h in here if h}
    kinds = {m.group(0).lower() for m in _ACCOUNT_KIND.finditer(q.text)}
    if not where or not (kinds or q.identifiers):
        return []
    out = []
    for k in sorted(kinds):
        named = [h for h in headings if k in h.lower()]
        if named and not any(k in line.lower() or k in heading.lower() for line, heading in where):
            out.append(k)
    if q.identifiers:
        everywhere = identifiers.printed(sorted(headings))
        for ident in q.identifiers:
            if identifiers.prints(everywhere, ident) and not any(
                    identifiers.prints(identifiers.printed([line, heading]), ident) for line, heading in where):
                out.append(ident.said)
    return out


def named_part(q: Question, pages: list[DocPage], kind: str | None) -> Callable[[tuple[int, str, str]], bool] | None:
    """On a statement holding several accounts, when the question names one of its parts (by
    a kind of account a part's heading prints, or a number it prints), whether a row of a field
    (page, label, printed) stands in that part: of "Ending Balance" printed once for the
    checking, once for the savings and once for their total, the checking's question means the
    checking's. None when the statement holds one account or the question names none of them."""
    parts = parts_of_several(kind, pages)
    if parts is None or not _named_headings(q, parts):
        return None
    def stands_in(row: tuple[int, str, str]) -> bool:
        where = _where(pages, parts, row[0], row[2], row[1])
        return bool(where) and not _named_elsewhere(q, parts, where)
    return stands_in


def _named_headings(q: Question, parts: list[list[str]]) -> list[str]:
    """The part headings that print a kind of account the question says, or a number it says."""
    kinds = {m.group(0).lower() for m in _ACCOUNT_KIND.finditer(q.text)}
    return [h for h in sorted({h for here in parts for h in here if h})
            if any(k in h.lower() for k in kinds)
            or any(identifiers.prints(identifiers.printed([h]), i) for i in q.identifiers)]


def without_name(q: Question, pages: list[DocPage], kind: str | None, label: str) -> str:
    """The label less the words of the account's name the question names it by, on a statement
    holding several accounts: "Lakeshore Premier Savings 000003817267715 BEGINNING BALANCE"
    for "my savings account's beginning balance" is its "BEGINNING BALANCE"; "Premier" names the
    account, and says nothing of which of its figures."""
    return unnamer(q, pages, kind)(label)


def unnamer(q: Question, pages: list[DocPage], kind: str | None) -> Callable[[str], str]:
    """without_name for many labels of one document: its parts read once."""
    parts = parts_of_several(kind, pages)
    named = _named_headings(q, parts) if parts is not None else []
    if not named:
        return lambda label: label
    words = {w.lower() for h in named for w in re.findall(r"\w+", h)}
    return lambda label: " ".join(w for w in label.split() if re.sub(r"\W", "", w).lower() not in words)


def _where(pages: list[DocPage], parts: list[list[str]], page: int, printed: str,
           label: str = "") -> list[tuple[str, str]]:
    """(line, its part's heading) for each line of `page` printing `printed`; with `label`, the
    lines whose row is that label when any is."""
    lines = [(line, parts[i][j]) for i, p in enumerate(pages) if p.page == page
             for j, line in enumerate(p.text.splitlines()) if printed and printed in line]
    if label:
        return [(line, h) for line, h in lines if label_of(line) == label] or lines
    return lines


def _accounts_named(headings: set[str]) -> set[str]:
    """The accounts a statement's part headings name: by number (its last four digits), else
    by kind."""
    numbers = {n[-4:] for h in headings for n in re.findall(r"\d{4,}", h)}
    return numbers or {m.group(0).lower() for h in headings for m in _ACCOUNT_KIND.finditer(h)}
