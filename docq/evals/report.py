"""What an eval run says: a table per corpus, the money violations with their answer text and
citations, a Markdown report of every question, a JSON form, and the gate verdict against the
accuracy floors in evals/baseline.json.

A sealed corpus (its questions say `"sealed": true`) is a measurement nobody may tune on: every
form of the report gives it aggregate counts only (right / declined / held / wrong / money
violations), never a question, an answer or how a document was read. A money violation there
still fails the gate, shown by its count alone."""
from __future__ import annotations

import json
from pathlib import Path

from docq import errors
from docq.evals.runner import CorpusRun

COLUMNS = ("questions", "money", "right", "declined", "held", "wrong", "violations")


def is_sealed(r: CorpusRun) -> bool:
    return any(run.question.sealed for run in r.runs)


def stats(r: CorpusRun) -> dict:
    s = {k: 0 for k in COLUMNS}
    s["open_vocab"] = s["open_vocab_right"] = 0
    for run, g in zip(r.runs, r.graded):
        s["questions"] += 1
        s["money"] += g.money
        s[g.outcome] += 1
        s["violations"] += g.violation
        s["open_vocab"] += run.question.open_vocab
        s["open_vocab_right"] += run.question.open_vocab and g.outcome == "right"
    s["sealed"] = is_sealed(r)
    s["accuracy"] = round(s["right"] / s["questions"], 4) if s["questions"] else 0.0
    s["documents"] = dict(r.documents)
    s["read_seconds"], s["ask_seconds"] = round(r.read_seconds, 1), round(r.ask_seconds, 1)
    times = sorted(run.seconds for run in r.runs)
    s["ask_p50"] = round(times[len(times) // 2], 3) if times else 0.0
    s["ask_p95"] = round(times[min(len(times) - 1, int(len(times) * 0.95))], 3) if times else 0.0
    return s


def violations(results: list[CorpusRun]) -> list[dict]:
    """Every money violation in full, sealed corpora left out (they are counted, not shown)."""
    return [_row(run, g) for r in results if not is_sealed(r) for run, g in zip(r.runs, r.graded) if g.violation]


def sealed_violations(results: list[CorpusRun]) -> dict[str, int]:
    """{sealed corpus: how many money violations}, for corpora that have any."""
    out = {r.corpus: stats(r)["violations"] for r in results if is_sealed(r)}
    return {k: v for k, v in out.items() if v}


def _row(run, g) -> dict:
    q = run.question
    return {"id": q.id, "corpus": q.corpus, "question": q.question, "expected": q.expected,
            "negative": q.negative, "status": run.status, "text": run.text, "amount": run.amount,
            "citations": list(run.cited), "grade": g.grade, "outcome": g.outcome, "reason": g.reason,
            "money": g.money, "violation": g.violation, "seconds": round(run.seconds, 3)}


def _baseline(path: Path) -> dict:
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise errors.BadInput(f"cannot read the baseline (accuracy floors) from {path}: {e}") from e


def load_floors(path: Path) -> dict[str, float]:
    return {k: float(v) for k, v in _baseline(path).get("floors", {}).items()}


def load_sealed_ceilings(path: Path) -> dict[str, int]:
    """The money violations a sealed corpus is known to hold (baseline.json "sealed_violations")."""
    return {k: int(v) for k, v in _baseline(path).get("sealed_violations", {}).items()}


def gate(results: list[CorpusRun], floors: dict[str, float] | None,
         sealed_ceilings: dict[str, int] | None = None) -> list[str]:
    """Why the run fails: any money violation in a corpus that may be read, always; in a sealed
    corpus, more than the count its ceiling records (none without one); an accuracy under its
    floor when floors are given.

    A sealed corpus cannot fail on a violation the way the others do: the only way to fix a
    failure is to read it, and a read corpus measures nothing unseen. So its known count is
    recorded as a ceiling that only ever comes down (like a floor, only ever raised): a change
    that adds one more wrong figure there fails, and the count is printed on every run."""
    failures = [f"money violation: {v['id']} said {v['text']!r}" for v in violations(results)]
    ceilings = sealed_ceilings or {}
    failures += [f"money violations in sealed corpus {c}: {n}, more than the {ceilings.get(c, 0)} recorded "
                 f"(sealed: only the count is shown)"
                 for c, n in sealed_violations(results).items() if n > ceilings.get(c, 0)]
    for r in results:
        s = stats(r)
        floor = (floors or {}).get(r.corpus)
        if floor is not None and s["accuracy"] + 1e-9 < floor:
            failures.append(f"{r.corpus}: accuracy {s['accuracy']:.2f} is below its floor {floor:.2f}")
    return failures


def to_json(results: list[CorpusRun], failures: list[str]) -> dict:
    return {"corpora": {r.corpus: stats(r) for r in results},
            "violations": violations(results),
            "questions": [_row(run, g) for r in results if not is_sealed(r) for run, g in zip(r.runs, r.graded)],
            "gate": {"passed": not failures, "failures": failures}}


def table(results: list[CorpusRun]) -> str:
    head = f"{'corpus':12}" + "".join(f"{c:>11}" for c in COLUMNS) + f"{'accuracy':>10}{'docs read':>11}"
    lines = [head, "-" * len(head)]
    total = {k: 0 for k in COLUMNS}
    for r in results:
        s = stats(r)
        d = s["documents"]
        lines.append(f"{r.corpus:12}" + "".join(f"{s[c]:>11}" for c in COLUMNS) + f"{s['accuracy']:>10.2f}"
                     + f"{d.get('ready', 0):>6}/{d.get('total', 0):<4}")
        for c in COLUMNS:
            total[c] += s[c]
    acc = total["right"] / total["questions"] if total["questions"] else 0.0
    lines.append("-" * len(head))
    lines.append(f"{'all':12}" + "".join(f"{total[c]:>11}" for c in COLUMNS) + f"{acc:>10.2f}")
    return "\n".join(lines)


def violation_text(results: list[CorpusRun]) -> str:
    vs, hidden = violations(results), sealed_violations(results)
    if not vs and not hidden:
        return "money violations: none"
    out = [f"MONEY VIOLATIONS: {len(vs) + sum(hidden.values())}"]
    out += [f"  {c} (sealed): {n}, not shown" for c, n in hidden.items()]
    for v in vs:
        out.append(f"  {v['id']} ({v['corpus']}): {v['question']}")
        out.append(f"    expected: {v['expected']}")
        out.append(f"    answered: {v['text']}" + (f" [amount {v['amount']}]" if v["amount"] else ""))
        out.append(f"    cited:    {', '.join(v['citations']) or '(nothing)'}")
    return "\n".join(out)


def _md(s: str | None) -> str:
    return (s or "").replace("|", "\\|").replace("\n", " ")


def _documents_md(r: CorpusRun) -> list[str]:
    """How docq read each document of the folder, beside its key when the folder has one."""
    if not r.catalog:
        return []
    out = ["", f"## {r.corpus}: documents as read", "",
           "| document | state | type | issuer | period | tax year | key: type, period, tax year |", "|---|---|---|---|---|---|---|"]
    for d in r.catalog:
        t = r.truth.get(d["name"], {})
        key = ", ".join(str(x) for x in (t.get("type"), _period(t), t.get("tax_year")) if x) if t else ""
        out.append(f"| {_md(d['name'])} | {d['state']}{': ' + _md(d['reason']) if d.get('reason') else ''} | "
                   f"{_md(d.get('type'))} | {_md(d.get('issuer'))} | {_md(d.get('period'))} | {d.get('tax_year') or ''} | {_md(key)} |")
    return out


def _period(t: dict) -> str:
    if t.get("period_start") or t.get("period_end"):
        return f"{t.get('period_start') or '?'}..{t.get('period_end') or '?'}"
    return t.get("closing_date") or ""


def markdown(results: list[CorpusRun], failures: list[str]) -> str:
    out = ["# docq eval report", "", "```", table(results), "```", "",
           "Gate: " + ("passed" if not failures else "FAILED"), ""]
    out += [f"- {f}" for f in failures]
    vs, hidden = violations(results), sealed_violations(results)
    out += ["", f"## Money violations ({len(vs) + sum(hidden.values())})", ""]
    out += [f"- {c} (sealed): {n}, not shown" for c, n in hidden.items()]
    for v in vs:
        out += [f"- **{v['id']}** {_md(v['question'])}", f"  - expected: {_md(v['expected'])}",
                f"  - answered ({v['status']}): {_md(v['text'])}", f"  - cited: {_md(', '.join(v['citations']))}"]
    for r in results:
        s = stats(r)
        if s["sealed"]:
            out += ["", f"## {r.corpus} (sealed)", "",
                    f"{s['questions']} questions: {s['right']} right, {s['declined']} declined, {s['held']} held, "
                    f"{s['wrong']} wrong, {s['violations']} money violations; accuracy {s['accuracy']:.2f}; "
                    f"open vocabulary {s['open_vocab_right']} right of {s['open_vocab']}. A sealed corpus is "
                    "never tuned on: its questions, answers and readings are not shown."]
            continue
        out += _documents_md(r)
        out += ["", f"## {r.corpus}", "",
                f"{s['questions']} questions, {s['right']} right, accuracy {s['accuracy']:.2f}; "
                f"documents {s['documents'].get('ready', 0)} ready of {s['documents'].get('total', 0)}, "
                f"read in {s['read_seconds']} s, asked in {s['ask_seconds']} s "
                f"(per answer: median {s['ask_p50']} s, 95th percentile {s['ask_p95']} s); "
                f"open vocabulary {s['open_vocab_right']} right of {s['open_vocab']}", "",
                "| id | grade | status | question | expected | answer | cited |", "|---|---|---|---|---|---|---|"]
        for run, g in zip(r.runs, r.graded):
            mark = g.grade + (" **VIOLATION**" if g.violation else "") + ("" if g.grade == "right" else f" ({_md(g.reason)})")
            out.append(f"| {run.question.id} | {mark} | {run.status} | {_md(run.question.question)} | "
                       f"{_md(run.question.expected)} | {_md(run.text)} | {_md(', '.join(run.cited))} |")
    return "\n".join(out) + "\n"
