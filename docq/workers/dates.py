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
from datetime import date

_MONTHS = {m: i for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], start=1)}
_MON = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
DATE_RE = re.compile(
    rf"(?P<iso>\b(?:19|20)\d\d-\d{{1,2}}-\d{{1,2}}\b)"
    rf"|(?P<num>\b\d{{1,2}}[/.-]\d{{1,2}}[/.-](?:\d{{4}}|\d{{2}})\b)"
    rf"|(?P<mdy>\b{_MON}\s+\d{{1,2}},?\s+\d{{4}}\b)"
    rf"|(?P<dmy>\b\d{{1,2}}[\s-]+{_MON}[\s,-]+\d{{4}}\b)",
    re.IGNORECASE)


def parse_date(s: str, dayfirst: bool = False) -> date | None:
    """One printed date → date. Numeric dates are month-first unless the first part cannot
    be a month (17/01/2018) or `dayfirst`."""
    m = DATE_RE.search(s)
    if not m:
        return None
    t = m.group(0)
    try:
        if m.group("iso"):
            y, mo, d = (int(x) for x in t.split("-"))
        elif m.group("num"):
            a, b, y = (int(x) for x in re.split(r"[/.-]", t))
            y = y + 2000 if y < 100 else y
            mo, d = (b, a) if dayfirst or a > 12 else (a, b)
        else:
            mon = _MONTHS[re.search(r"[a-z]{3}", t.lower()).group(0)]
            nums = [int(x) for x in re.findall(r"\d+", t)]
            d, y = (nums[0], nums[1]) if m.group("mdy") else (nums[0], nums[1])
            mo = mon
        return date(y, mo, d)
    except (ValueError, KeyError, AttributeError):
        return None


_LABELS = {
    "period": r"statement period|billing period|billing cycle|service period|statement dates|"
              r"for the period|period covered|service from|(?<!policy )(?<!coverage )(?<!grace )period",
    "policy": r"policy period|policy term|coverage period|term of coverage|effective dates?",
    "closing_date": r"(?:statement )?closing date|cycle (?:end|closing) date",
    "statement_date": r"statement date|bill date|billing date|invoice date",
    "due_date": r"(?:payment )?due date|due by|pay by|please pay by|due on|payment due",
    "issue_date": r"issue date|date issued|date of issue|issued on|policy date",
}
_RANGE = re.compile(r"\s*(?:-|–|—|to|through|thru)\s*", re.IGNORECASE)


def _after(label: str, lines: list[str]) -> list[tuple[str, list[date]]]:
    """For each line carrying `label`, the dates printed after it (that line, else the next)."""
    pat = re.compile(rf"\b(?:{label})\b\s*:?", re.IGNORECASE)
    out = []
    for i, line in enumerate(lines):
        m = pat.search(line)
        if not m:
            continue
        rest = line[m.end():m.end() + 80]
        ds = [d for d in (parse_date(x.group(0)) for x in DATE_RE.finditer(rest)) if d]
        if not ds and i + 1 < len(lines):
            ds = [d for d in (parse_date(x.group(0)) for x in DATE_RE.finditer(lines[i + 1][:80])) if d]
        if ds:
            out.append((rest, ds))
    return out


def find_dates(lines: list[str]) -> dict[str, str]:
    """ISO dates by name: period_start/period_end, closing_date, statement_date, due_date,
    policy_start/policy_end, issue_date. A name whose label carries different dates in
    different places is left out."""
    found: dict[str, set[date]] = {}
    for name, label in _LABELS.items():
        for _, ds in _after(label, lines):
            if name in ("period", "policy"):
                if len(ds) >= 2 and ds[0] < ds[1]:
                    a, b = ("period_start", "period_end") if name == "period" else ("policy_start", "policy_end")
                    found.setdefault(a, set()).add(ds[0])
                    found.setdefault(b, set()).add(ds[1])
            else:
                found.setdefault(name, set()).add(ds[0])
    return {k: next(iter(v)).isoformat() for k, v in found.items() if len(v) == 1}


# --- tax year ---------------------------------------------------------------------------

_YEAR = r"((?:19|20)\d\d)"
_FORM = r"(?:W-?2|1099-?(?:INT|DIV|G|MISC|NEC|R|B)|1098)"
_S = r"[\s|]+"          # a space, or the cell mark of a wide gap (" | ")
_BODY = (
    re.compile(rf"\btax{_S}year(?:{_S})?:?(?:{_S})?{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"\bfor{_S}(?:calendar{_S}|tax{_S})?year{_S}{_YEAR}\b", re.IGNORECASE),
    re.compile(rf"(?<![\w/.-]){_YEAR}{_S}(?:form{_S})?{_FORM}\b", re.IGNORECASE),
    re.compile(rf"\bform{_S}{_FORM}\b[^\n]{{0,60}}?(?<![\w/.-]){_YEAR}(?![\w/.-])", re.IGNORECASE),
    re.compile(rf"\bwage and tax statement{_S}{_YEAR}\b", re.IGNORECASE),
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
    rf"|{_MON}[-_ .]?\d{{0,2}}[-_ .,]*(?:19|20)\d\d"                    # apr2025, april_13_2025
    rf"|(?:19|20)\d\d[-_ .]?{_MON}",                                   # 2025apr
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
