"""Split a `docq eval --json` result into the tuned part of each real set and its untuned
slice: the questions whose sha256(id) starts with 0-3 (a quarter of each set). The slice's
failures are never read: only its counts are printed, beside the tuned part's.

    python scripts/real_slices.py RESULT.json [--failures]
"""
from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter


def untuned(qid: str) -> bool:
    return hashlib.sha256(qid.encode()).hexdigest()[0] in "0123"


def main(path: str, failures: bool) -> None:
    result = json.load(open(path))
    parts: dict[tuple[str, str], Counter] = {}
    for row in result["questions"]:
        part = "untuned" if untuned(row["id"]) else "tuned"
        c = parts.setdefault((row["corpus"], part), Counter())
        c["questions"] += 1
        c[row["outcome"]] += 1
        c["violations"] += bool(row.get("violation"))
    for (corpus, part), c in sorted(parts.items()):
        print(f"{corpus:18} {part:8} right {c['right']:3}/{c['questions']:<3} declined {c['declined']:3} "
              f"held {c['held']:3} wrong {c['wrong']:3} violations {c['violations']}")
    if failures:
        for row in result["questions"]:
            if not untuned(row["id"]) and row["outcome"] != "right":
                print(f"\n{row['id']} [{row['outcome']}] {row['question']}\n  expected: {row['expected'][:160]}\n"
                      f"  said: {row['text'][:300]}")


if __name__ == "__main__":
    main(sys.argv[1], "--failures" in sys.argv[2:])
