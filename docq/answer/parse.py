"""Question parsing: plain words → what is asked (field, document kind, issuer, period,
tax year, address, person). Deterministic; no model reads the question.

Relative periods ("last year", "last month") are resolved against `today`, passed in so a
test pins it. Issuers are matched fuzzily against the issuers present in the library; an
issuer the question names that the library does not have is kept as `issuer_asked` so the
engine can decline instead of answering from another company's bill.
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field as dc_field, replace
from datetime import date
from difflib import SequenceMatcher

from docq.answer import identifiers, parties, vehicles
from docq.answer.vocab import BY_NAME, DOC_KIND_WORDS, SAME_ON_KIND, SPECS, TAX_KINDS, FieldSpec, is_open, spec_for
from docq.meaning.qualifiers import INCLUDING, RATE_AFTER
from docq.workers import usstates
from docq.workers.issuer import kind_words_only
from docq.workers.kinds import TAX_FORMS

MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
MONTHS.update({m.lower(): i for i, m in enumerate(calendar.month_abbr) if m})
MONTHS["sept"] = 9
_MONTH_RE = r"(?P<mon>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"

# "January 7th, 2025", "Jan 7 2025", "March 2017", "March"
_NAMED_DATE = re.compile(
    rf"\b{_MONTH_RE}(?:\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?)?(?:,?\s+(?P<year>(?:19|20)\d\d))?\b", re.I)
# "12 January 2018", "3rd of March, 2024" (day first, as receipts and most of the world write it)
_DAY_FIRST = re.compile(
    rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_RE}(?:,?\s+(?P<year>(?:19|20)\d\d))?\b", re.I)
_NUM_DATE = re.compile(r"\b(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>(?:19|20)?\d\d)\b")
_ISO_DATE = re.compile(r"\b(?P<y>(?:19|20)\d\d)-(?P<m>0[1-9]|1[0-2])(?:-(?P<d>\d{2}))?\b")
# "2024-25", "2021-2022": a fiscal year or a policy's term, named by the year it starts
_FISCAL = re.compile(r"\b(?P<y>(?:19|20)\d\d)\s?[-/–]\s?(?P<y2>(?:19|20)?\d\d)\b")
_MONTH_YEAR = re.compile(r"\b(?P<m>\d{1,2})/(?P<y>(?:19|20)\d\d)\b")
# A month and day in figures with no year, said as a day ("my balance on 11/19", "the charge
# dated 2/15"): never a fraction or a ratio ("1/2 of", "24/7"), which no word of time precedes
_NUM_DAY = re.compile(r"\b(?:on|dated|from|since|until|by|of|for)\s+(?P<m>\d{1,2})/(?P<d>\d{1,2})(?![\w/.-])", re.I)
_QUARTER = re.compile(r"\b(?:(?P<word>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter|q(?P<num>[1-4]))\b", re.I)
# "January through June 2025", "from March to May", "between Jan and Apr 2024", "Jan-Mar 2024"
_MONTH_SPAN = re.compile(
    rf"\b(?:(?P<between>between)\s+|from\s+)?{_MONTH_RE.replace('?P<mon>', '?P<first>')}\s*"
    rf"(?:(?P<joint>and)|to|through|thru|until|till|-|–)\s*{_MONTH_RE.replace('?P<mon>', '?P<last>')}"
    r"(?:,?\s+(?P<year>(?:19|20)\d\d))?\b", re.I)
# "January 19 to June 23, 2021", "March 30, 2022 to March 30, 2023": a term said by both its ends
_DAY_SPAN = re.compile(
    rf"(?:\b(?P<between>between)\s+)?\b{_MONTH_RE.replace('?P<mon>', '?P<m1>')}\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(?P<y1>(?:19|20)\d\d))?\s*"
    rf"(?(between)(?:and|to)|(?:to|through|thru|until|till|-|–))\s*{_MONTH_RE.replace('?P<mon>', '?P<m2>')}\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?"
    r",?\s+(?P<y2>(?:19|20)\d\d)\b", re.I)
# "1 April 2025 to 31 March 2026", "1 April to 31 March 2026": the same, day first (as a New
# Zealand or British statement prints its period); either said "between ... and ..."
_DAY_FIRST_SPAN = re.compile(
    rf"(?:\b(?P<between>between)\s+)?\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH_RE.replace('?P<mon>', '?P<m1>')}(?:,?\s+(?P<y1>(?:19|20)\d\d))?\s*"
    rf"(?(between)(?:and|to)|(?:to|through|thru|until|till|-|–))\s*(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH_RE.replace('?P<mon>', '?P<m2>')}"
    r",?\s+(?P<y2>(?:19|20)\d\d)\b", re.I)
# "the first half of 2024", "the second half of last year" (a bill's "first half" is an installment)
_HALF = re.compile(r"\b(?:the\s+)?(?P<which>first|second|1st|2nd)\s+half\s+of\s+(?:the\s+year\b|this\s+year\b|"
                   r"last\s+year\b|(?=(?:19|20)\d\d\b))", re.I)
_BEFORE_A_MONTH = re.compile(r"\b(?:in|of|for|from|since|until|during|through|thru|before|after)\s+$", re.I)
_QUARTERS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_YEAR = re.compile(r"(?<![\d/-])(?P<y>(?:19|20)\d\d)(?![\d/-])")
# Paying after the due date, said in other words than "late": the condition a late figure is for.
# What a year is said of when it names the document: "our 2019 joint return", "tax year 2021".
_OF_DOCUMENT = re.compile(r"^\s+(?:[\w()-]+\s+){0,2}?(?:return|form|w-?2|1099|1098|1040|4868|statement|bill|"
                          r"policy|extension|stub)\b", re.I)
_TAX_YEAR_BEFORE = re.compile(r"\b(?:tax year|calendar year)\s*$", re.I)
_PAID_LATE = re.compile(r"\b(?:if (?:i|we) (?:miss|pass|am late for|don'?t pay (?:by|before|on))|after|past|"
                        r"(?:once|when) (?:i|we) miss) (?:the |my |its |their )?(?:due date|payment date|deadline)\b")
_STREET_SUFFIX = re.compile(r"st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|"
                            r"ter|terrace|pkwy|parkway|hwy|highway|cir|circle|loop|trail|sq|square", re.I)
_STREET = re.compile(
    r"\b(?P<num>\d{1,6})\s+(?P<name>(?:[NSEW]{1,2}\.?\s+)?[A-Za-z0-9][\w.]*(?:\s+[A-Za-z][\w.]*){0,3}?)\s+"
    rf"(?:{_STREET_SUFFIX.pattern})\b\.?", re.I)
_PERSON = re.compile(r"\b(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)'s\b")
_KIND_NOUNS = r"(?:bill|statement|policy|receipt|invoice|w-?2|1099(?:-\w+)?|1098|form|declarations?|account|card)"
_ISSUER_BEFORE_KIND = re.compile(rf"\b((?:[A-Z0-9][\w&'.-]*\s+){{1,4}}){_KIND_NOUNS}\b")
_ISSUER_AFTER_PREP = re.compile(r"\b(?:from|at|with|by)\s+((?:[A-Z][\w&'.-]*)(?:\s+(?:[A-Z][\w&'.-]*|of|and|&))*)")
# ...or the one who paid, withheld or reported it ("how much did Larkspur pay me")
_ISSUER_SUBJECT = re.compile(r"\b(?:did|does|do|will|would|has|have)\s+((?:[A-Z][\w&'.-]*)(?:\s+(?:[A-Z][\w&'.-]*|of|and|&)){0,3})"
                             r"\s+(?:pay|paid|withh\w*|report\w*|send|sent|deposit\w*|contribut\w*|charge\w*)\b")
# "The balance from the last bill" is what a bill carries over from the one before it (printed
# "Balance from previous bill"), never the newest bill's amount due: "last" after "from" is the
# previous one's
_FROM_LAST = re.compile(r"\b(from\s+(?:the|my|your|our)\s+)last(?=\s+(?:bill|statement|invoice)s?\b)", re.I)
_VERSION = re.compile(r"\b(?:original|uncorrected|corrected)\b")
# The newest document of a kind, said before its noun (a sender's name or a kind's words may
# stand between): "my last paycheck of 2023", "my final Harbor Point pay stub", "the most recent
# gas bill"; never a figure's own words ("my last statement balance" is a card's printed row)
_LATEST = re.compile(r"\b((?i:last|final|most recent))\s+"
                     r"(?:[A-Z][\w&'’.-]*\s+|(?i:mortgage|credit|card|bank|checking|savings|gas|electric|water|phone|"
                     r"utility|insurance|brokerage|investment|medical|tax)\s+){0,3}"
                     r"(?i:statements?|bills?|paychecks?|pay ?stubs?|paystubs?|stubs?|payslips?|invoices?|receipts?|"
                     r"reports?|eobs?)\b(?!\s+(?i:balance|amount|date|payment|total|due)\b)")
# a return's filing status, as a person says it ("our joint return", "filed jointly")
_FILING = (
    (re.compile(r"\b(?:married filing jointly|filed jointly|filing jointly|joint(?:ly)?)\b"), "married filing jointly"),
    (re.compile(r"\b(?:married filing separately|filed separately|filing separately|separate return)\b"),
     "married filing separately"),
    (re.compile(r"\bhead of (?:the )?household\b"), "head of household"),
    (re.compile(r"\b(?:filed (?:as )?single|filing (?:as )?single|single filer)\b"), "single"),
)
_OTHER_MEASURE = re.compile(r"how many|kilowatt|kwh|therm|usage|gallon|units|meter|reading|rate\b")
_CAPS_RUN = re.compile(r"(?<=\w )((?:[A-Z][\w&'.-]+\s+){1,3}[A-Z][\w&'.-]+)")
_NOT_ISSUER = {"the", "my", "a", "an", "what", "how", "which", "when", "is", "was", "did", "do", "i",
               "w-2", "w2", "box", "irs", "form", "tax", "year", "last", "this", "total", "new", "annual"}
_GENERIC_TOKENS = {"bank", "of", "the", "and", "&", "co", "company", "inc", "corp", "llc", "na", "n.a.",
                   "first", "national", "county", "city", "insurance", "financial", "services",
                   "credit", "union", "mutual", "life", "energy", "power", "gas", "electric", "utilities",
                   "federal", "state", "home", "loans", "bureau", "department", "authority",
                   "investments", "investment", "securities", "brokerage", "group", "trust", "savings",
                   "medical", "center", "centre", "clinic", "hospital", "health", "plan", "care",
                   "card"}


# Words of the field phrases ("Treasury obligations", "Box 1 Wages") are never an issuer's name.
_ASKED_WORDS = {w for spec in SPECS for a in spec.asks for w in a.split()} | {"u.s.", "us", "irs"}

# A question asking an amount: of money or of a quantity, never a date
_HOW_MUCH = re.compile(r"\bhow (?:much|many)\b", re.I)
# What a sum paid was paid in, said after the verb: "how much did I pay in estimated taxes" names
# its figure there, not a receipt's total; "in 2024", "in March", "in total", "in cash" do not
_PAID_IN = re.compile(r"^\s+in\s+(?!(?:19|20)\d\d\b|(?:" + "|".join(sorted(MONTHS, key=len, reverse=True)) +
                      r")\b|(?:total|all|cash|full|person|store|the|a|an|my|our|this|that|last|each|one|person)\b)[a-z]")


# A sum over documents, said outright: "in total", "altogether", "what did my bills come to",
# "across all my statements", "both of my 1099s"; or by a plural document ("my electric bills").
_SUM_SAID = re.compile(
    r"\b(?:in total|all together|altogether|combined|all told|put together|in all|total(?:led)? up|"
    r"(?:come|came|comes|add|added|adds) (?:up )?to|add(?:ed)? up|sum of|"
    r"across (?:all (?:of )?)?(?:my|the|our)|(?:from|on|over|of) (?:all|both|each) (?:of )?(?:my|the|our)|"
    r"all (?:of )?(?:my|our)|both (?:of )?(?:my|our))\b")
# Words that say "in total" of one document as well as of several: a sum only when the
# question does not name one document ("my June statement", "the bill").
_IN_TOTAL = {"in total", "all together", "altogether", "combined", "all told", "in all"}
_ONE_DOCUMENT = re.compile(r"\b(?:statement|bill|invoice|receipt|policy|declarations|w-?2|1099(?:-[a-z]+)?|1098(?:-[et])?)"
                           r"(?![\w-])")
_TOTAL = re.compile(r"\btotal\b")
# ...and the nouns of one document whose own "Total" row a question may name ("the total tax on
# the 2021 1040", "my total pay in 2021 on my Truework report")
_ANY_DOCUMENT = re.compile(r"\b(?:report|return|1040|form|card|account|application|order|contract|estimate)s?\b")
_PLURAL_KIND = re.compile(
    r"\b(?:bills|statements|receipts|invoices|installments|1099s|1099-ints|1099-divs|1099-necs|1099-miscs|1099-rs|1098s|1098-es|1098-ts|ssa-1099s|1099-bs|w-?2s|forms)\b")
# "How much interest did I earn in 2024?", "how much did I spend at the pharmacy in March": a
# sum only when more than one document in scope carries the field (the engine decides).
_MONEY_IN_PERIOD = re.compile(r"\bhow much (?:[\w'’-]+ ){0,4}?(?P<verb>(?:did|have|do) (?:i|we) (?:pay|paid|"
                              r"earn|earned|spend|spent|get|got|receive|received))\b")
# ... and only over what was found, when the question asks for that ("of the bills I have").
_WHAT_I_HAVE = re.compile(r"\b(?:(?:that|which|those|ones|bills|statements|receipts|forms|documents) "
                          r"(?:that |which )?(?:i|we) have|(?:i|we) have so far|so far|"
                          r"what (?:i|we) have|(?:you|docq) (?:have|found)|on file)\b")


@dataclass(frozen=True)
class Period:
    """A period asked about: a year, a month of a year, or one day (a closing date)."""
    year: int | None
    month: int | None = None
    day: int | None = None
    quarter: int | None = None    # 1-4: "the first quarter of 2024", "Q3 2024"
    months: tuple[int, int] | None = None   # first and last month: "January through June 2025"
    through: date | None = None   # the last day of a term said by both its ends (year, month, day: its first)
    # which end of the document's own period the day is ("the pay period beginning March 1":
    # "start"; "the period ending February 29": "end"), when the question says
    end: str | None = None

    @property
    def span(self) -> tuple[int, int] | None:
        """The months asked, first and last, when the question names several (a quarter, a
        half, a range); None for a year, a month or a day."""
        if self.quarter:
            return 3 * self.quarter - 2, 3 * self.quarter
        return self.months

    def describe(self) -> str:
        if self.quarter:
            return f"Q{self.quarter} {self.year}" if self.year else f"Q{self.quarter}"
        if self.months:
            first, last = (calendar.month_name[m] for m in self.months)
            return f"{first} to {last} {self.year}" if self.year else f"{first} to {last}"
        if self.through and self.month and self.day and self.year:
            last = f"{calendar.month_name[self.through.month]} {self.through.day}, {self.through.year}"
            return f"{calendar.month_name[self.month]} {self.day}, {self.year} to {last}"
        if self.month and self.day:
            base = f"{calendar.month_name[self.month]} {self.day}"
            return f"{base}, {self.year}" if self.year else base
        if self.month:
            return f"{calendar.month_name[self.month]} {self.year}" if self.year else calendar.month_name[self.month]
        return str(self.year) if self.year else ""


@dataclass
class Question:
    text: str
    field: str | None = None
    doc_kind: str | None = None
    issuers: list[str] = dc_field(default_factory=list)   # library issuers it names
    issuer_asked: str | None = None                    # the issuer as the question names it
    period: Period | None = None
    tax_year: int | None = None
    address: str | None = None
    person: str | None = None
    # a sum over documents: None (one figure), "sum" (said outright), "maybe" (a sum when
    # more than one document in scope carries the field), "found" (a sum of what is found,
    # gaps said, asked for as such)
    total: str | None = None
    # "original" or "corrected": which version of a form that was sent again
    version: str | None = None
    # a return's filing status the question names ("our joint return")
    filing: str | None = None
    # numbers and codes the question names a document by ("contract 4410275", "ending in 1234")
    identifiers: list[identifiers.Identifier] = dc_field(default_factory=list)
    # "my last paycheck", "the final statement of 2023": the newest of the documents asked
    latest: bool = False
    # the state a form's state boxes are for ("my California income tax" is box 17 of a W-2
    # whose box 15 says CA), as its postal code
    state: str | None = None
    # the car the question is about ("my 1998 Jeep Cherokee"): neither its period nor its issuer
    vehicle: vehicles.Vehicle | None = None
    # the words each part of the reading was taken from ("field": "amount due", "kind":
    # "w-2", "period": "January 7, 2024"), so wording.py can account for every other word
    said: dict[str, str] = dc_field(default_factory=dict)

    @property
    def spec(self) -> FieldSpec | None:
        if not self.field or (self.field not in BY_NAME and not is_open(self.field)):
            return None
        return spec_for(self.field)


def parse(text: str, issuers: list[str], today: date) -> Question:
    """The structured reading of one question."""
    text = _FROM_LAST.sub(r"\1previous", text)
    q = Question(text=text)
    low = " ".join(text.lower().split())
    q.doc_kind, q.said["kind"] = doc_kind_said(low)
    # "if I miss the due date" says when the figure applies (late), not which field it is
    late = _PAID_LATE.search(low)
    if late:
        q.said["late"] = late.group(0)
        low_field = low[:late.start()] + " " + low[late.end():]
    else:
        low_field = low
    q.state, said_state = state_said(low_field)
    if q.state:
        # "California income tax" asks for the state income tax, of a form for California;
        # the state's name is neither an issuer nor a word a label must print
        q.said["state"] = said_state
        # a state's tax a form reports is the tax withheld from income: "New York state tax"
        # is the state income tax, never a receipt's sales tax
        bare_tax = re.match(r"\s+tax(?:es)?\b", low_field[low_field.find(said_state) + len(said_state):])
        low_field = low_field.replace(said_state, "state income" if bare_tax else "state", 1)
        text = re.sub(re.escape(said_state), " ", text, count=1, flags=re.I)
    if _asks_due_date(low_field):
        q.field, q.said["field"] = "due_date", "due"
    else:
        # ("the total, including the tip": what it takes in is no figure asked)
        q.field, q.said["field"] = field_said(INCLUDING.sub(" ", low_field), q.doc_kind)
    cost = parties.cost_asked(low)
    if q.field == "coverage_limit" and cost:
        # "how much do I pay for Coverage A", "what does collision coverage cost": what the
        # person pays for the coverage, its premium, never what the insurer would pay out
        # (the words that named the coverage are the row's to print, the verb the field's)
        q.field, q.said["field"] = "premium", cost.group(0)
    if q.field is None and (m := re.search(r"\bbills?\b", low)) and not _OTHER_MEASURE.search(low):
        # "what was my gas bill for May?" asks what it came to; "my gas bills", what they did
        q.field, q.said["field"] = "amount_due", m.group(0)
    if q.field == "amount_due" and _BILLED_TO.search(low):
        q.field = None      # "what did the clinic bill my insurance": the charges, not what the person owes
    q.address = address(text)
    q.person = person(text)
    q.vehicle = vehicles.asked(text)
    if q.vehicle:
        # the car's year and make say which car, not when or from whom
        q.said["vehicle"] = q.vehicle.said
        text = text.replace(q.vehicle.said, " ")
        low = " ".join(text.lower().split())
    q.issuer_asked = issuer_named(text, q.address)
    # a name the question gives as an issuer is matched on its own, so "Southern California
    # Edison ... for the Portland apartment" cannot match the City of Portland's water bill
    # ...and the words that ask for the field are not a name: "social security tax withheld" on
    # a W-2 names no Social Security Administration
    q.issuers = match_issuers(q.issuer_asked, issuers, both_ways=True) if q.issuer_asked else \
        match_issuers(_without(text, q.said["field"]), issuers)
    # a house number is no year: "at 1932 Sequoia Rd in May" asks May of no year; nor is an
    # invoice's number ("invoice 1930"), nor a year no document can be of yet (a target-date
    # fund's, "Target Retirement 2055")
    undated = _blanked(text, _spans_of(text, [q.address or ""]) + identifiers.numbered_years(text)
                       + _years_ahead(text, today))
    period, q.said["period"] = period_said(undated, " ".join(undated.lower().split()), today)
    if period and (period.day or period.month) and not (period.through or period.span) and q.said["period"]:
        first = q.said["period"].split()[0]
        said_end = _END_NAMED.search(undated[:max(undated.find(first), 0)])
        if said_end:
            period = replace(period, end="start" if said_end.group("start") else "end")
    if period and period.month and q.field == "int_box1" and not q.doc_kind:
        q.field = "interest_paid"   # a month's interest is a statement's, not a form's
    if period and _is_tax_question(q) and period.month is None and not period.span:
        q.tax_year = period.year
    else:
        q.period = period
    if q.spec is not None and q.spec.kind == "money":
        q.total, q.said["sum"] = sum_said(low, period, bool(q.issuers or q.issuer_asked),
                                          bool(q.spec.kinds) and set(q.spec.kinds) <= TAX_FORMS)
    latest = _LATEST.search(text)
    if latest:
        q.latest, q.said["latest"] = True, latest.group(1)
    version = _VERSION.search(low)
    if version:
        q.version = "corrected" if version.group(0) == "corrected" else "original"
        q.said["version"] = version.group(0)
    for rx, status in _FILING:
        if (m := rx.search(low)):
            q.filing, q.said["filing"] = status, m.group(0)
            break
    q.identifiers = identifiers.asked(text, _spans_of(text, [q.address or ""]) + _num_days(text))
    if q.identifiers:
        # with the noun each numbers ("contract 26690236"): it says which document, never what the figure is
        q.said["identifiers"] = " ".join(identifiers.with_noun(text, i) for i in q.identifiers)
    return q


# A state's name said of the tax or wages a form's state boxes hold: "California income tax",
# "Ohio tax withheld", "my New York wages", "Oregon withholding".
_STATE_MONEY = re.compile(r"\s+(?:state\s+)?(?:income\s+)?(?:tax|taxes|wages|withholding|withheld)\b")


def state_said(low: str) -> tuple[str | None, str]:
    """The state a question names for a form's state boxes (its postal code), and the name as
    said; a state named otherwise ("Southern California Edison") is none."""
    for code, m in usstates.named(low):
        if _STATE_MONEY.match(low, m.end()):
            state_word = re.match(r"\s+state\b", low[m.end():])
            return code, m.group(0) + (state_word.group(0) if state_word else "")
    return None, ""


# How far ahead of today a document may be dated: a policy's term, a bill's due date
_AHEAD = 2


def _years_ahead(text: str, today: date) -> list[tuple[int, int]]:
    """Where the question says a year more than _AHEAD years after today's: a name's number
    ("Target Retirement 2055"), never the period of a document a person holds."""
    return [m.span() for m in identifiers.YEAR_SAID.finditer(text) if int(m.group(0)) > today.year + _AHEAD]


def _blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with each span's characters set to spaces."""
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def _spans_of(text: str, phrases: list[str]) -> list[tuple[int, int]]:
    """Where each phrase stands in the text (the address a reading took)."""
    out = []
    for p in phrases:
        at = text.find(p) if p else -1
        if at >= 0:
            out.append((at, at + len(p)))
    return out


def sum_said(low: str, period: Period | None, named: bool = False, forms: bool = False) -> tuple[str | None, str]:
    """Whether a money question asks for a sum over documents, and the words that say so;
    `named`, whether it names a sender; `forms`, whether the field asked is a box of the
    recipient forms (W-2, 1099s, 1098s), which a year brings several of."""
    said = [m.group(0) for rx in (_SUM_SAID, _PLURAL_KIND) for m in rx.finditer(low)]
    if said and all(w in _IN_TOTAL for w in said) and _ONE_DOCUMENT.search(low):
        # "what did my June statement say I owe in total?": the total one document prints
        said = []
    how = "sum" if said else None
    if not said and period is not None and not period.day:
        m = _MONEY_IN_PERIOD.search(low)
        # only the words that say "sum": "gas" in "how much gas did I pay for" is still grounded
        said, how = ([m.group("verb")], "maybe") if m else ([], None)
        if how is None and forms and not (named or period.month or period.span) and _TOTAL.search(low) \
                and not _ONE_DOCUMENT.search(low) and not _ANY_DOCUMENT.search(low):
            # "my total interest income in 2024", a box of the forms a year brings, no sender or
            # document named: the year's, over every form that prints it
            said, how = [], "maybe"
    if how is None:
        return None, ""
    if _TOTAL.search(low):
        # ...and "total" says the sum, never a label one form prints ("Total ordinary dividends")
        said.append("total")
    have = _WHAT_I_HAVE.search(low)
    return ("found" if have else how), " ".join(said + ([have.group(0)] if have else []))


def _asks_due_date(low: str) -> bool:
    """"When is it due", "by what date must I pay": a date, though the words name an amount."""
    if re.match(r"when\b", low) and re.search(r"\bdue\b", low):
        return True
    return bool(re.match(r"by (what|which) (date|day)\b", low)
                or re.match(r"(what|which) (date|day)\b.*\bdue\b", low))


def _is_tax_question(q: Question) -> bool:
    if q.doc_kind:
        return q.doc_kind in TAX_KINDS
    spec = q.spec
    return bool(spec and spec.kinds and set(spec.kinds) <= TAX_KINDS)


# Where a question says its figure is printed: "on my June 2024 EOB", "from our 2023 W-2"
_DOCUMENT_PLACE = re.compile(r"\b(?:on|in|from|per)\s+(?:my|our|the|this|that)\s+(?:[\w/.,'’-]+\s+){0,4}$")


# A return named by its tax year ("my 2019 return", "our 2020 returns"): the tax return, never
# a purchase taken back to a shop, which is said by the shop or the thing ("the REI return")
_YEAR_RETURN = re.compile(r"(?<![\w-])(?:19|20)\d\d\s+returns?\b")


def doc_kind_said(low: str) -> tuple[str | None, str]:
    """The kind of document a question names, and the phrase that names it."""
    found = []
    for phrase, kind in DOC_KIND_WORDS:
        m = re.search(rf"(?<![\w-]){re.escape(phrase)}s?(?![\w-])", low)   # "my gas bills" too
        if m:
            found.append((m.start(), m.end(), phrase, kind))
    if (m := _YEAR_RETURN.search(low)):
        found.append((m.start(), m.end(), m.group(0), "1040"))
    if not found:
        return None, ""
    # kinds said apart: the one the figure is said to be on names the document ("the network
    # savings on my June 2024 EOB"); the other is a word of the figure's
    placed = {f[3] for f in found if _DOCUMENT_PLACE.search(low[:f[0]])}
    if len({f[3] for f in found}) > 1 and len(placed) == 1:
        found = [f for f in found if f[3] in placed]
    start, end, _, kind = max(found, key=lambda f: len(f[2]))
    # phrases of the same kind that overlap it name it together: "credit card" and "card
    # statement" are one "credit card statement"
    for a, b, _, k in sorted(found):
        if k == kind and a <= end and b >= start:
            start, end = min(start, a), max(end, b)
    return kind, low[start:end]


def _without(text: str, phrase: str) -> str:
    """`text` with the first place it says `phrase` (in any case) blanked."""
    if not phrase:
        return text
    return re.sub(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", " ", text, count=1, flags=re.IGNORECASE)


# A number said right after a phrase: "account ending 2290", "policy number HO-118"
_NUMBER_GIVEN = re.compile(r"\s*(?:in|with|is|no\.?|#|:)?\s*[#*x•.-]*\s*[a-z]{0,3}-?\d", re.I)


def field_said(low: str, kind: str | None) -> tuple[str | None, str]:
    """The canonical field a question asks for, and the phrase that asks it: the longest
    matching phrase wins, and a field that cannot live on the named kind of document loses
    to one that can."""
    best: tuple[int, str, str] | None = None
    for spec in SPECS:
        if spec.kind == "date" and _HOW_MUCH.search(low):
            continue    # "how much is past due on my mortgage" asks an amount, never when it is due
        for phrase in spec.asks:
            m = re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", low)
            if not m or (spec.kind == "text" and _NUMBER_GIVEN.match(low, m.end())):
                continue    # ("my account ending 2290": the number given names the account, it is not asked)
            if spec.kind == "money" and RATE_AFTER.match(low, m.end()):
                continue    # "interest rate", "balance subject to interest rate": a rate's, not the interest
            # "what did I pay" names the total, and "coverage" alone a coverage's limit, only when
            # nothing more specific is named ("the premium for personal property coverage")
            score = len(phrase) - (10 if spec.name == "total" or phrase == "coverage" else 0)
            if kind and spec.kinds:
                # a field lives on a kind that prints it under its own name too (SAME_ON_KIND):
                # "the state tax on my 1099-NEC" is the NEC's box 5, though the kind's own field
                # wins when the question says it as well
                score += 100 if kind in spec.kinds else 50 if (spec.name, kind) in SAME_ON_KIND else -1000
            if spec.name == "total" and _PAID_IN.search(low[low.find(phrase) + len(phrase):]):
                continue    # "how much did I pay in estimated taxes": what was paid is named after "in"
            if best is None or score > best[0]:
                best = (score, spec.name, phrase)
    return (best[1], best[2]) if best and best[0] > -500 else (None, "")


# A day said as one end of the document's own period, right before it: "for the pay period
# beginning March 1", "the statement period ending 02/29/2024"
# "Bill" said as what a provider did, to someone ("what did the clinic bill my insurance",
# "billed to insurance"): the charges, never the bill the person owes
_BILLED_TO = re.compile(r"\bbill(?:ed)?\s+(?:to\s+)?(?:my\s+|the\s+|our\s+|his\s+|her\s+)?"
                        r"(?:insurance|insurer|health\s+plan|plan|medicare|medicaid)\b", re.I)

_END_NAMED = re.compile(r"\b(?:period|cycle|term|policy|coverage)\s+(?:(?P<start>beginning|starting|that\s+(?:began|started)|"
                        r"began|begins|starts|started)|ending|ended|that\s+ended|ends)\s+(?:on\s+)?$", re.I)

def _document_year(text: str) -> re.Match | None:
    """The year a question names: of several ("applied to our 2020 estimated tax on our 2019
    return"), the one said of the document; the others are part of what is asked."""
    years = list(_YEAR.finditer(text))
    if len(years) > 1:
        of_doc = [m for m in years if _OF_DOCUMENT.match(text[m.end():]) or _TAX_YEAR_BEFORE.search(text[:m.start()])]
        if len(of_doc) == 1:
            return of_doc[0]
    return years[0] if years else None


def period_said(text: str, low: str, today: date) -> tuple[Period | None, str]:
    """The period a question names, and the words that name it."""
    m = _DAY_SPAN.search(text) or _DAY_FIRST_SPAN.search(text)
    if m:
        last = _day(int(m.group("y2")), MONTHS[m.group("m2").lower()], int(m.group("d2")))
        first_year = int(m.group("y1")) if m.group("y1") else last.year if last else None
        first = _day(first_year, MONTHS[m.group("m1").lower()], int(m.group("d1")))
        if first and last and not m.group("y1") and first > last:
            # "1 April to 31 March 2026": a term across a new year starts in the year before
            first = _day(last.year - 1, first.month, first.day)
        if first and last and first < last:
            return Period(first.year, first.month, first.day, through=last), m.group(0)
    for m in _MONTH_SPAN.finditer(text):
        if m.group("joint") and not m.group("between"):
            continue            # "my March and May bills" are two months, not the months between
        first, last = MONTHS[m.group("first").lower()], MONTHS[m.group("last").lower()]
        if first < last:
            year = int(m.group("year")) if m.group("year") else _year_near(text, today)
            return Period(year, months=(first, last)), m.group(0) + ("" if m.group("year") else _year_words(text))
    m = _HALF.search(text)
    if m:
        first = 1 if m.group("which").lower() in ("first", "1st") else 7
        return Period(_year_near(text, today), months=(first, first + 5)), m.group(0) + _year_words(text)
    m = _QUARTER.search(text)
    if m:
        n = _QUARTERS[m.group("word").lower()] if m.group("word") else int(m.group("num"))
        return Period(_year_near(text, today), quarter=n), m.group(0) + _year_words(text)
    for rx in (_NUM_DATE, _ISO_DATE):
        m = rx.search(text)
        if m:
            y = int(m.group("y"))
            y = y + 2000 if y < 100 else y
            d = m.groupdict().get("d")
            month, day = int(m.group("m")), int(d) if d else None
            if month > 12 and day is not None and day <= 12:
                month, day = day, month     # a day written first ("31/12/2025"), as most of the world does
            if month > 12 or day is not None and _day(y, month, day) is None:
                continue                    # no date ("13/13/2025"): nothing asked of a day
            return Period(y, month, day), m.group(0)
    m = _MONTH_YEAR.search(text)
    if m and 1 <= int(m.group("m")) <= 12:
        return Period(int(m.group("y")), int(m.group("m"))), m.group(0)
    m = _FISCAL.search(text)
    if m and int(m.group("y2")[-2:]) == (int(m.group("y")) + 1) % 100:
        return Period(int(m.group("y"))), m.group(0)
    m = _DAY_FIRST.search(text)
    if m:
        year = int(m.group("year")) if m.group("year") else _year_near(text, today)
        return Period(year, MONTHS[m.group("mon").lower()], int(m.group("day"))), m.group(0) + _year_words(text)
    for m in _NAMED_DATE.finditer(text):
        mon = m.group("mon").lower()
        if mon == "may" and not (m.group("day") or m.group("year")) and not _may_is_the_month(text, m.start()):
            continue  # "may" is more often the verb; "in May", "for May" and a capital mid-sentence are the month
        month = MONTHS[mon]
        year = int(m.group("year")) if m.group("year") else _year_near(text, today)
        day = int(m.group("day")) if m.group("day") else None
        return Period(year, month, day), m.group(0) + _year_words(text)
    for m, (month, day) in _num_day(text):
        return Period(_year_near(text, today), month, day), m.group(0) + _year_words(text)
    m = _document_year(text)
    if m:
        return Period(int(m.group("y"))), m.group(0)
    for phrase, delta in (("last year", -1), ("previous year", -1), ("this year", 0)):
        if phrase in low:
            return Period(today.year + delta), phrase
    if "last month" in low:
        y, mth = (today.year, today.month - 1) if today.month > 1 else (today.year - 1, 12)
        return Period(y, mth), "last month"
    if "this month" in low:
        return Period(today.year, today.month), "this month"
    return None, ""


def _num_day(text: str) -> list[tuple[re.Match, tuple[int, int]]]:
    """The month-and-day pairs said in figures with no year, each as (month, day); a day
    written first ("31/12") read as most of the world writes it."""
    out = []
    for m in _NUM_DAY.finditer(text):
        month, day = int(m.group("m")), int(m.group("d"))
        if month > 12 and day <= 12:
            month, day = day, month
        if month <= 12 and _day(2000, month, day):     # (a leap year: "2/29" is a day)
            out.append((m, (month, day)))
    return out


def _num_days(text: str) -> list[tuple[int, int]]:
    """Where those days are said: no identifier is read from them."""
    return [m.span() for m, _ in _num_day(text)]


def _day(year: int | None, month: int, day: int) -> date | None:
    try:
        return date(year, month, day) if year else None
    except ValueError:
        return None


def _may_is_the_month(text: str, at: int) -> bool:
    """"in May", "for May", or "May" capitalised inside a sentence; not "what may I owe"."""
    before = text[:at]
    return bool(_BEFORE_A_MONTH.search(before)) or (text[at:at + 3] == "May" and before.strip() != "")


def _year_words(text: str) -> str:
    """The year a month or day took from elsewhere in the question ("... in March, last year")."""
    m = _YEAR.search(text)
    if m:
        return " " + m.group(0)
    low = text.lower()
    return next((" " + p for p in ("last year", "this year") if p in low), "")


def _year_near(text: str, today: date) -> int | None:
    m = _YEAR.search(text)
    if m:
        return int(m.group("y"))
    low = text.lower()
    if "last year" in low:
        return today.year - 1
    if "this year" in low:
        return today.year
    return None


def address(text: str) -> str | None:
    for m in _STREET.finditer(text):
        before = text[:m.start()].split()
        if before and before[-1].lower().strip(".,") in MONTHS:
            continue    # "my May 3 visit to Dr. Raman": a day of a month, not a house number
        return " ".join(m.group(0).split())
    return None


def person(text: str) -> str | None:
    m = _PERSON.search(text)
    if not m or m.group("name").lower() in MONTHS or m.group("name").lower() in _NOT_ISSUER:
        return None
    return m.group("name")


# Glyphs a recogniser takes for one another in a printed name ("MR. D.1.¥" for MR. D.I.Y.,
# "5ANYU" for SANYU): names are compared with each such glyph folded to one letter, so a
# near-spelling made only of these confusions is the same name, while letters of different
# shapes stay apart (Gardenia is never Erie).
_CONFUSABLE = str.maketrans({"1": "i", "l": "i", "|": "i", "!": "i", "0": "o", "¥": "y", "5": "s", "$": "s"})


def fold(s: str) -> str:
    """`s` lower-cased with every confusable glyph folded (see _CONFUSABLE)."""
    return s.lower().translate(_CONFUSABLE)


_GENERIC_FOLDED = {fold(t) for t in _GENERIC_TOKENS}


def _norm(s: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9&]+", " ", fold(s)).split())


def _abbreviations(issuer: str) -> set[str]:
    toks = [t for t in _norm(issuer).split() if t not in ("of", "the", "and", "&")]
    out = set()
    if len(toks) >= 2:
        out.add("".join(t[0] for t in toks))            # SCE, PGE
        out.add("".join(t[:2] for t in toks))           # AmEx
    return {a for a in out if len(a) >= 3}


def issuer_score(issuer: str, text: str, question: bool = False) -> float:
    """How surely `text` names `issuer` (0..1): whole name, an abbreviation, or its
    distinctive words (typo-tolerant). In a `question`, a near-spelling is of a word written
    as a name is (capitalised): "the paid claims" is an ordinary word, not Plaid misspelt."""
    name, q = _norm(issuer), _norm(text)
    if not name:
        return 0.0
    qtoks = q.split()
    near = ({_norm(w) for w in re.findall(r"[\w&'.-]+", text) if w[:1].isupper()} if question else set(qtoks))
    if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", q):
        return 1.0
    # an abbreviation is written as one ("SCE", "AmEx"): "big" is not Beacongate Insurance Group
    capitalised = {_norm(t) for t in re.findall(r"[\w&]+", text) if sum(ch.isupper() for ch in t) >= 2}
    # ...or, asked in a question, printed in the issuer's own name as a word of its own ("my ASI
    # policy" for "ASI Home Insurance" as for American Strategic Insurance)
    own = {_norm(t) for t in re.findall(r"[\w&]+", issuer)
           if sum(ch.isupper() for ch in t) >= 2 and len(t) >= 3} if question else set()
    if any(a in capitalised for a in _abbreviations(issuer) | own):
        return 0.9
    distinct = [t for t in name.split() if t not in _GENERIC_FOLDED and len(t) >= 3]
    if not distinct:
        return 0.0
    hits = sum(1 for t in distinct if any(
        t == w or (len(t) >= 5 and w in near and SequenceMatcher(None, t, w).ratio() >= 0.85) for w in qtoks))
    return 0.8 * hits / len(distinct) if hits else 0.0


def match_issuers(text: str, issuers: list[str], both_ways: bool = False) -> list[str]:
    """The library issuers `text` names best. `both_ways` when `text` is itself a name: then
    most of either name must be in the other ("Lovejoy Lofts HOA" ~ "Lovejoy Lofts Owners
    Association", but "Southern California Edison" is not "California Earthquake Authority")."""
    scored = [(max(issuer_score(i, text), issuer_score(text, i)) if both_ways
               else issuer_score(i, text, question=True), i) for i in set(issuers) if i]
    best = max((s for s, _ in scored), default=0.0)
    if best < 0.5:
        return []
    chosen = {i for s, i in scored if s >= best - 1e-9}
    if not both_ways:
        # a name's first word of its own is its brand: written capitalised, it names each issuer
        # it begins as surely as the one whose only word it is ("Vanguard" is The Vanguard Group
        # and Vanguard Fiduciary Trust Company alike; which one sent the form asked of, the form
        # says). Only ever more issuers than the best-named one, never fewer.
        said = {_norm(w) for w in re.findall(r"[\w&'.-]+", text) if w[:1].isupper()}
        brands = {b for b in map(_brand, chosen) if b in said}
        chosen |= {i for _, i in scored if _brand(i) in brands}
    return sorted(chosen)


def _brand(issuer: str) -> str | None:
    """An issuer's first word of its own ("vanguard" of The Vanguard Group), if it has one."""
    distinct = [t for t in _norm(issuer).split() if t not in _GENERIC_FOLDED and len(t) >= 3]
    return distinct[0] if distinct and len(distinct[0]) >= 4 and distinct[0] not in _ASKED_WORDS else None


def issuer_named(text: str, addr: str | None) -> str | None:
    """An issuer-looking name in the question (capitalised words before a kind of document,
    or after from/at), whether or not the library has it; never words that only say what kind
    of document it is ("Home", "Auto")."""
    clean = text.replace(addr, " ") if addr else text
    for rx in (_ISSUER_BEFORE_KIND, _ISSUER_AFTER_PREP, _ISSUER_SUBJECT, _CAPS_RUN):
        for m in rx.finditer(clean):
            words = [w for w in m.group(1).split()
                     if w.lower().strip(".,'") not in _NOT_ISSUER and w.lower().strip(".,") not in MONTHS
                     and w.lower().strip(".,'") not in _ASKED_WORDS
                     and not re.fullmatch(r"[\d/,.-]+(st|nd|rd|th)?", w)]
            if rx is _CAPS_RUN and len(words) < 2:
                continue
            while words and words[-1].lower() in ("of", "and", "&"):
                words.pop()
            # "my Home policy", "the Auto declarations": the kind of policy, not who issued it
            if words and kind_words_only(" ".join(words)):
                continue
            # "the rental at Chestnut St": a street, named without its number, is a place
            if len(words) >= 2 and _STREET_SUFFIX.fullmatch(words[-1].strip(".,")):
                continue
            if words and any(w[:1].isupper() for w in words):
                return " ".join(words).removesuffix("'s").strip()
    return None
