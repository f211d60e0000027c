"""The confusion harness: ask for every figure a document is known to print by its own label,
in a person's words, and ask again with the period or the identifier changed; count how often
a figure comes back that is not the one asked. It must be 0.

- A generated corpus knows every label and figure it printed (`truth.json` "pairs"): each money
  pair is asked for by its label, of its document (issuer, kind, period), and again for a
  period six years earlier, which no document of the corpus is for.
- A real set knows its questions: each money question naming a year or an identifier is asked
  again with the year six years earlier, or the identifier's last digit changed.

A confusion is an answer stating a figure other than the one asked (another label's, another
document's), or any figure for a question whose period or identifier no document has. A
decline or a hold is not one: it costs an answer, never a wrong figure.

    python -m evals.confusion --docs CORPUS=DIR [--docs ...] [--sample N] [--json]
"""
from __future__ import annotations

import argparse
import calendar
import json
import random
import re
import sys
import tempfile
from datetime import date
from pathlib import Path

import pymupdf

from docq import money
from docq.answer.identifiers import asked
from docq.evals import runner
from docq.evals.grader import load_questions
from docq.meaning.fields import KIND_NOUN
from docq.workers.kinds import TAX_FORMS as FORMS

# a form is named as the answer names it; a statement by what sets it apart from another kind's
NOUN = {**{kind: KIND_NOUN[kind] for kind in FORMS},
        "credit-card-statement": "card statement", "bank-statement": "bank statement", "utility-bill": "bill",
        "insurance-declarations": "policy", "life-insurance-statement": "statement", "property-tax-bill":
        "property tax bill", "receipt": "receipt", "medical-bill": "bill"}
SHIFT = 6
_YEAR = re.compile(r"(?<![\d/-])((?:19|20)\d\d)(?![\d])")
_ANY_YEAR = re.compile(r"(?<![\d/])(?P<y>(?:19|20)\d\d)(?:(?P<sep>[-/])(?P<tail>\d\d)(?!\d))?(?!\d)")


def earlier(text: str, shift: int = SHIFT) -> str:
    """`text` with every year in it `shift` years earlier ("2024-25" → "2018-19")."""
    def back(m) -> str:
        y, tail = int(m.group("y")), m.group("tail")
        if tail and int(tail) == (y + 1) % 100:          # a fiscal year, "2024-25"
            return f"{y - shift}{m.group('sep')}{(int(tail) - shift) % 100:02d}"
        return f"{y - shift}{m.group('sep')}{tail}" if tail else str(y - shift)
    return _ANY_YEAR.sub(back, text)


def _when(t: dict) -> str | None:
    """How a person names the document's period: its tax year, or its month."""
    if t.get("type") in FORMS:
        return f"{t['tax_year']}" if t.get("tax_year") else None
    # a card statement by its closing date, a policy by the month its term starts, a bill by its period's end
    first = {"credit-card-statement": "closing_date", "insurance-declarations": "period_start"}.get(
        t.get("type"), "period_end")
    iso = t.get(first) or t.get("closing_date") or t.get("period_end") or t.get("period_start")
    if not iso:
        return None
    d = date.fromisoformat(iso)
    if t.get("type") == "receipt":
        return f"on {calendar.month_name[d.month]} {d.day}, {d.year}"
    return f"for {calendar.month_name[d.month]} {d.year}"


def _ask(label: str, t: dict, when: str) -> str:
    label = label.lower()          # as a person types it: a label's capitals are not a name's
    noun = NOUN.get(t.get("type") or "", "document")
    issuer = t.get("issuer") or ""
    if t.get("type") in FORMS:
        return f"What is the {label} on my {when} {noun} from {issuer}?"
    return f"What is the {label} on my {issuer} {noun} {when}?"


def generated(corpus: str, root: Path) -> list[dict]:
    """Questions over a generated corpus's own printed pairs (truth.json)."""
    truth = json.loads((root / "truth.json").read_text())
    # documents a question names alike (one issuer's 1099-INT for 2023 and its CORRECTED copy):
    # a label they both print asks for either, so it is asked of neither
    alike: dict[tuple, dict[str, set[str]]] = {}
    for name, t in truth.items():
        for label, printed in t.get("pairs", []):
            alike.setdefault((t.get("type"), t.get("issuer"), _when(t)), {}).setdefault(label.lower(), set()).add(printed)
    out = []
    for name, t in sorted(truth.items()):
        when = _when(t)
        if not when or not t.get("issuer"):
            continue
        labels = alike[(t.get("type"), t.get("issuer"), when)]
        fields = {f.replace("_", " "): money.normalise(v) for f, v in (t.get("fields") or {}).items()}
        asked_of: set[str] = set()
        for label, printed in t.get("pairs", []):
            value = money.normalise(printed)
            if value is None or value in ("0.00", "-0.00") or len(labels[label.lower()]) > 1 \
                    or label.lower() in asked_of:
                continue       # no figure, the label names two (ambiguous), or asked already
            asked_of.add(label.lower())
            # a label that is the name of a field the corpus keys ("TOTAL" beside "ROUNDED TOTAL"):
            # the corpus's own key for those words is an answer to them too
            keyed = fields.get(label.lower())
            base = {"corpus": corpus, "citedTitles": [name], "confusion": sorted({value, keyed} - {None})}
            out.append({**base, "id": f"{corpus}:{name}:{label}", "question": _ask(label, t, when),
                        "expected": printed, "mustContainAll": [printed.lstrip("$")]})
            out.append({**base, "id": f"{corpus}:{name}:{label}:earlier", "question": earlier(_ask(label, t, when)),
                        "expected": "Should decline: no document is for that period", "negative": True})
    return out


def changed(corpus: str, questions: list[dict], printed: set[str] = frozenset()) -> list[dict]:
    """A real set's money questions with their year moved back, or their identifier changed
    to one none of the set's documents prints (`printed`: every number their text layers
    print): "invoice 1931" would ask for a document that exists when another prints 1931."""
    out = []
    for q in questions:
        if q.get("negative") or not any(money.normalise(n) for n in q.get("mustContainAll", []) + q.get("mustContainAny", [])):
            continue
        text = q["question"]
        idents = [i for i in asked(text) if not i.suffix and i.said[-1:].isdigit()]
        if idents:
            said = idents[0].said
            other = next((o for o in (said[:-1] + str((int(said[-1]) + k) % 10) for k in range(1, 10))
                          if re.sub(r"\D", "", o) not in printed), None)
            if other is None:
                continue
            text = text.replace(said, other)
        elif _YEAR.search(text):
            text = earlier(text)
        else:
            continue
        out.append({"id": f"{q['id']}:changed", "corpus": corpus, "question": text, "negative": True,
                    "expected": "Should decline: no document has that period or identifier", "citedTitles": []})
    return out


def numbers_printed(root: Path) -> set[str]:
    """Every run of digits the text layers of the PDFs under `root` print, separators dropped
    ("Estimate: 1931", "Contract # 26784693", "0048-2177-53" as 0048217753). A scan or a photo
    prints no text layer: its numbers are not known here."""
    out: set[str] = set()
    for path in sorted(root.glob("*.pdf")):
        with pymupdf.open(path) as doc:
            for page in doc:
                text = page.get_text()
                out |= set(re.findall(r"\d+", text))
                out |= {re.sub(r"\D", "", m) for m in re.findall(r"\d[\d -]*\d", text)}
    return out


def build(docs: list[tuple[str, Path]], sample: int | None = None, seed: int = 7) -> list[dict]:
    out = []
    for corpus, root in docs:
        if (root / "truth.json").exists():
            qs = generated(corpus, root)
        else:
            qs = changed(corpus, json.loads((root / "questions.json").read_text()), numbers_printed(root))
        if sample and len(qs) > sample:
            qs = random.Random(f"{seed}:{corpus}").sample(qs, sample)
        out += qs
    return out


def confusions(rows: list[dict], asked: dict[str, dict]) -> list[dict]:
    """The answers that stated a figure other than the one asked."""
    out = []
    for r in rows:
        q = asked[r["id"]]
        if r["status"] != "answered" or r.get("amount") is None:
            continue
        if q.get("negative") or money.normalise(r["amount"]) not in q.get("confusion", ()):
            out.append({"id": r["id"], "question": r["question"], "said": r["text"]})
    return out


def run(docs: list[tuple[str, Path]], sample: int | None = None, timeout: float = 1500.0) -> dict:
    qs = build(docs, sample)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "confusion.json"
        path.write_text(json.dumps([{k: v for k, v in q.items() if k != "confusion"} for q in qs]))
        results = runner.run_all(load_questions([path]), [f"{c}={d}" for c, d in docs], timeout=timeout)
    rows = [{"id": run.question.id, "question": run.question.question, "status": run.status, "text": run.text,
             "amount": run.amount} for r in results for run in r.runs]
    found = confusions(rows, {q["id"]: q for q in qs})
    return {"asked": len(rows), "answered": sum(r["status"] == "answered" for r in rows),
            "confusions": len(found), "which": found}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", action="append", required=True, metavar="CORPUS=DIR")
    ap.add_argument("--sample", type=int, help="at most this many questions a corpus (a fixed sample)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    docs = [(c, Path(d)) for c, d in (x.split("=", 1) for x in args.docs)]
    result = run(docs, args.sample)
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"asked {result['asked']}, answered {result['answered']}, confusions {result['confusions']}")
        for c in result["which"]:
            print(f"  {c['id']}: {c['question']}\n    said: {c['said']}")
    return 1 if result["confusions"] else 0


if __name__ == "__main__":
    sys.exit(main())
