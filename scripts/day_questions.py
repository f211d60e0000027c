"""A SROIE question set asked by the day alone ("What was the total on my receipt on 17 January
2018?"): each question of QUESTIONS.json with its store's name taken out, kept only where no
other receipt of the set is of that day (two receipts of one day make the question ambiguous,
and "which one do you mean?" is then its right answer, which the key cannot say).

    python scripts/day_questions.py ../shared/corpora/sroie-more/questions.json > /tmp/day.json
    docq eval /tmp/day.json --docs receipts=../shared/corpora/sroie-more --json

The answers are graded against the same keys as the questions they came from.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

ON_A_DAY = re.compile(r" on (\d{1,2} [A-Za-z]+ \d{4})\?$")


def by_day(questions: list[dict]) -> list[dict]:
    days = [m.group(1) if (m := ON_A_DAY.search(q["question"])) else None for q in questions]
    seen = Counter(d for d in days if d)
    return [{**q, "id": q["id"] + "-day", "question": f"What was the total on my receipt on {d}?"}
            for q, d in zip(questions, days) if d and seen[d] == 1]


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    questions = json.loads(Path(sys.argv[1]).read_text())
    out = by_day(questions)
    print(f"{len(out)} of {len(questions)} questions asked by the day alone", file=sys.stderr)
    json.dump(out, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
