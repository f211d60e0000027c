"""How many of the model's figures the guards void: every money question of the given question
sets, asked of the model tier alone (no sidecar, no rows tier) over a library a daemon has
already read, each figure judged by the same guards as a real answer.

    python benchmarks/model_guards.py HOME evals/questions/utilities.json ...

Prints, per question, the model's figure, the key's and the guards' verdict, then the totals:
figures proposed, right, voided, held, passed, and passed-but-wrong (must be 0).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from docq import config, money
from docq.answer import engine, filters, retrieve, tiers
from docq.answer.parse import parse
from docq.store import Store
from docq.workers.index import Index


def key_of(q: dict) -> str | None:
    for needle in q.get("mustContainAll") or []:
        v = money.normalise(needle.lstrip("+"))
        if v:
            return v
    return None


def main(home: str, *question_files: str) -> int:
    cfg = config.load(Path(home))
    ctx = engine.make_context(cfg, Store(cfg.paths.db), Index(cfg.paths.index))
    totals = dict(proposed=0, right=0, voided=0, held=0, passed=0, passed_wrong=0, no_reply=0)
    for path in question_files:
        data = json.loads(Path(path).read_text())
        for q in data["questions"] if isinstance(data, dict) else data:
            want = key_of(q)
            if want is None:
                continue
            parsed = parse(q["question"], ctx.library.issuers(), ctx.date())
            if parsed.spec is None or parsed.spec.kind != "money":
                continue
            ranked, best = retrieve.rank(ctx.index, parsed)
            sel = filters.select(parsed, ctx.library, ranked)
            if sel.decline or not sel.docs:
                continue
            doc = sel.docs[0]
            pages = ctx.library.pages(doc.doc_id)
            c = tiers.from_model(ctx.reader, doc, pages, parsed.field, best.get(doc.doc_id))
            if c is None:
                totals["no_reply"] += 1
                continue
            v = engine.judge(c, pages, engine._pairs(ctx.store, doc.doc_id), set(), doc.doc_id in sel.unproven,
                             ctx, filters.qualifiers(parsed))
            totals["proposed"] += 1
            totals["right"] += c.value == want
            outcome = "voided" if v.void else "passed" if v.ok else "held"
            totals[outcome] += 1
            if outcome == "passed" and c.value != want:
                totals["passed_wrong"] += 1
            print(f"{outcome:7} model {c.value:>12} key {want:>12}  {v.reasons}  {q['question'][:70]}")
    print(json.dumps(totals))
    return 1 if totals["passed_wrong"] else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
