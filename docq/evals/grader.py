"""The grader: the published zero-wrong-money rules, kept in the package so anyone can audit
docq on their own documents with the same rules the project is held to.

- `is_money_question`: a dollar-shaped token in any needle OR in the human-written `expected`
  text (a figure only in the prose expectation must not escape the bar).
- `grade`: right only when answered, every mustContainAll and one mustContainAny needle present
  (money compared with `$` and thousands commas normalised), and one of citedTitles cited when
  given. A negative question is right only when honestly declined. A sum question (its key
  lists `parts`) is right only when the total is right and the answer's parts are exactly the
  key's, each amount from its document; a total given where one figure was asked is wrong.
- `looks_like_not_found`: declined or held, or text that reads as an honest decline. It is used
  only negated in `money_violations`, so widening it can only remove violations, never add one.
- `money_violations`: a money (or negative) question graded wrong, not looking like not-found,
  whose answer still carries a dollar-shaped figure.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from docq.errors import BadInput

# The seed's patterns, verbatim (also in docq.money; repeated here so the grader reads whole).
MONEY_TOKEN_RE = re.compile(r"\$?\d[\d,]*\.\d{2}")
FIGURE_IN_ANSWER_RE = re.compile(r"\$\s?\d|[\d,]+\.\d{2}")

RIGHT, WRONG = "right", "wrong"

# Phrasings that read as an honest "I could not find / will not state that". Only ever used
# negated in money_violations: adding a phrase here can only remove violations.
DECLINE_PHRASES: tuple[str, ...] = (
    "couldn't find", "could not find", "can't find", "cannot find", "did not find", "didn't find",
    "couldn't read", "could not read", "can't read", "cannot read",
    "not in your documents", "isn't in your documents", "not in the sources", "isn't in the sources",
    "no document", "none of your documents", "don't have", "do not have", "not found",
    "i can't answer", "i cannot answer", "can't answer", "cannot answer", "unable to",
    "i don't know", "not able to", "held for review", "waiting for your review",
)


@dataclass(frozen=True)
class Question:
    id: str
    corpus: str
    question: str
    expected: str
    mustContainAll: tuple[str, ...] = ()
    mustContainAny: tuple[str, ...] = ()
    citedTitles: tuple[str, ...] = ()
    negative: bool = False
    open_vocab: bool = False       # asks about a printed label outside the engine's field table
    sealed: bool = False           # from a corpus whose failures nobody reads: reports give counts only
    parts: tuple[tuple[str, str], ...] = ()   # a sum's key: (amount, document) of every part

    @classmethod
    def from_dict(cls, d: dict) -> "Question":
        missing = [k for k in ("id", "corpus", "question", "expected") if k not in d]
        if missing:
            raise BadInput(f"question {d.get('id', '?')!r} lacks {', '.join(missing)}; "
                           "every question needs id, corpus, question and expected")
        return cls(id=str(d["id"]), corpus=str(d["corpus"]), question=str(d["question"]),
                   expected=str(d["expected"]),
                   mustContainAll=tuple(d.get("mustContainAll") or ()),
                   mustContainAny=tuple(d.get("mustContainAny") or ()),
                   citedTitles=tuple(d.get("citedTitles") or ()),
                   negative=bool(d.get("negative", False)), open_vocab=bool(d.get("open_vocab", False)),
                   sealed=bool(d.get("sealed", False)),
                   parts=tuple((str(p["amount"]), str(p["document"])) for p in d.get("parts") or ()))

    def to_dict(self) -> dict:
        d = {"id": self.id, "corpus": self.corpus, "question": self.question, "expected": self.expected}
        for k in ("mustContainAll", "mustContainAny", "citedTitles"):
            if getattr(self, k):
                d[k] = list(getattr(self, k))
        for k in ("negative", "open_vocab", "sealed"):
            if getattr(self, k):
                d[k] = True
        if self.parts:
            d["parts"] = [{"amount": a, "document": doc} for a, doc in self.parts]
        return d


@dataclass(frozen=True)
class Run:
    """One answer to one question, as `docq ask --json` reported it."""
    question: Question
    status: str                              # "answered" | "declined" | "held" | "error"
    text: str
    amount: str | None = None
    cited: tuple[str, ...] = ()              # document file names cited
    model: str = "docq"
    seconds: float = 0.0                     # how long the answer took
    parts: tuple[tuple[str, str], ...] = ()  # a total's parts as stated: (amount, document)

    @property
    def shown(self) -> str:
        """Everything the answer states to a person or a script: its text and its amount."""
        return self.text if self.amount is None else f"{self.text} {self.amount}"


@dataclass(frozen=True)
class Graded:
    grade: str                               # RIGHT | WRONG
    reason: str
    outcome: str                             # "right" | "declined" | "held" | "wrong"
    violation: bool = False
    money: bool = False


def load_questions(paths: Iterable[Path]) -> list[Question]:
    out: list[Question] = []
    for path in paths:
        try:
            data = json.loads(Path(path).read_text())
        except (OSError, json.JSONDecodeError) as e:
            raise BadInput(f"cannot read questions from {path}: {e}; give a JSON list of questions") from e
        if not isinstance(data, list):
            raise BadInput(f"{path} is not a JSON list of questions")
        # A person auditing their own documents may leave out "corpus": the file names it.
        out.extend(Question.from_dict({"corpus": Path(path).stem, **d}) for d in data)
    ids = [q.id for q in out]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise BadInput(f"question ids must be unique; repeated: {', '.join(dupes)}")
    return out


def is_money_question(q: Question) -> bool:
    needles = list(q.mustContainAll) + list(q.mustContainAny) + [q.expected]
    return any(MONEY_TOKEN_RE.search(n) for n in needles)


_COMMA_IN_NUMBER = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def _norm(text: str) -> str:
    """Lower case, `$` dropped, thousands commas dropped, whitespace collapsed."""
    s = text.replace("$", "").replace("\u00a0", " ")
    s = _COMMA_IN_NUMBER.sub("", s)
    return re.sub(r"\s+", " ", s).strip().lower()


def contains(answer: str, needle: str) -> bool:
    """`needle` appears in `answer` after normalising both; a needle that starts or ends with a
    digit must not run on into more digits (1234.56 is not found inside 11234.56 or 1234.567)."""
    n, a = _norm(needle), _norm(answer)
    if not n:
        return True
    pattern = re.escape(n)
    if n[0].isdigit():
        pattern = r"(?<![\d.])" + pattern
    if n[-1].isdigit():
        pattern = pattern + r"(?!\.?\d)"
    return re.search(pattern, a) is not None


def _cited(q: Question, cited: Sequence[str]) -> bool:
    names = {Path(c).name.lower() for c in cited}
    return any(Path(t).name.lower() in names for t in q.citedTitles)


def looks_like_not_found(status: str, text: str, phrases: Sequence[str] = DECLINE_PHRASES) -> bool:
    if status in ("declined", "held"):
        return True
    low = text.lower().replace("\u2019", "'")
    return any(p in low for p in phrases)


def grade(q: Question, run: Run) -> tuple[str, str]:
    """(RIGHT|WRONG, why) for one run, by the published rules."""
    if q.negative:
        if run.status == "declined" and not FIGURE_IN_ANSWER_RE.search(run.shown):
            return RIGHT, "declined as it should"
        return WRONG, f"should be declined, was {run.status}"
    if run.status != "answered":
        return WRONG, run.status
    missing = [n for n in q.mustContainAll if not contains(run.text, n)]
    if missing:
        return WRONG, f"missing {', '.join(missing)}"
    if q.mustContainAny and not any(contains(run.text, n) for n in q.mustContainAny):
        return WRONG, f"none of {', '.join(q.mustContainAny)}"
    if q.citedTitles and not _cited(q, run.cited):
        return WRONG, f"did not cite {' or '.join(q.citedTitles)}"
    if q.parts or run.parts:
        wrong = _wrong_parts(q, run)
        if wrong:
            return WRONG, wrong
    return RIGHT, "answered with the expected content and citation"


def _part_key(amount: str, document: str) -> tuple[str, str]:
    return _norm(amount).lstrip("+"), Path(document).name.lower()


def _wrong_parts(q: Question, run: Run) -> str | None:
    """Why a total is wrong: one figure was asked, or a part is missing, extra or misread."""
    if not q.parts:
        return "stated a total where one figure was asked"
    want = sorted(_part_key(*p) for p in q.parts)
    got = sorted(_part_key(*p) for p in run.parts)
    if got == want:
        return None
    missing = [f"{a} ({d})" for a, d in want if (a, d) not in got]
    extra = [f"{a} ({d})" for a, d in got if (a, d) not in want]
    return "parts differ: " + "; ".join(filter(None, [missing and "missing " + ", ".join(missing),
                                                      extra and "not in the key " + ", ".join(extra)]))


def is_violation(run: Run, phrases: Sequence[str] = DECLINE_PHRASES) -> bool:
    q = run.question
    if not (is_money_question(q) or q.negative):
        return False
    g, _ = grade(q, run)
    return (g == WRONG and not looks_like_not_found(run.status, run.text, phrases)
            and FIGURE_IN_ANSWER_RE.search(run.shown) is not None)


def money_violations(runs: Iterable[Run], phrases: Sequence[str] = DECLINE_PHRASES) -> list[Run]:
    """Every run that confidently stated money failing its key (or money where it should have
    declined)."""
    return [r for r in runs if is_violation(r, phrases)]


def assess(run: Run) -> Graded:
    g, why = grade(run.question, run)
    if g == RIGHT:
        outcome = "right"
    elif run.status in ("declined", "held"):
        outcome = run.status
    else:
        outcome = "wrong"
    return Graded(g, why, outcome, violation=is_violation(run), money=is_money_question(run.question))
