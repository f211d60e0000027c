"""A fixed sample of a real set, for CI: about half its documents and the questions about them.

The whole sets are the measurement and are run by hand (`evals/README.md`); CI reads the sample
so its budget holds as the sets grow. The sample is fixed by content, not drawn: a document is
in it when the sha256 of its file name is even, a question when every document it cites is (a
question citing none, a negative, when the sha256 of its id is even). Its corpus is named
"<set>-sample", so its floor in `evals/baseline.json` is its own.

    python -m evals.sample SET SRC_DIR QUESTIONS.json OUT_DIR   # writes OUT_DIR/<set>-sample{,.json}
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from docq.evals.runner import DOC_SUFFIXES

SUFFIX = "-sample"


def _even(text: str) -> bool:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16) % 2 == 0


def in_sample(question: dict, documents: set[str]) -> bool:
    cited = question.get("citedTitles") or []
    return all(c in documents for c in cited) if cited else _even(str(question["id"]))


def sample(name: str, src: Path, questions: Path, out: Path) -> tuple[Path, Path]:
    """The sample of the real set `name` (documents in `src`, questions in `questions`) as a
    folder of links to its documents and a questions file, both under `out`."""
    docs = out / f"{name}{SUFFIX}"
    docs.mkdir(parents=True, exist_ok=True)
    kept = {p.name for p in src.iterdir() if p.suffix.lower() in DOC_SUFFIXES and _even(p.name)}
    for doc in sorted(kept):
        (docs / doc).symlink_to((src / doc).resolve())
    chosen = [dict(q, corpus=f"{name}{SUFFIX}") for q in json.loads(questions.read_text()) if in_sample(q, kept)]
    qpath = out / f"{name}{SUFFIX}.json"
    qpath.write_text(json.dumps(chosen, indent=1))
    return qpath, docs


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    q, d = sample(sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3]), Path(sys.argv[4]))
    print(f"{q} ({len(json.loads(q.read_text()))} questions), {d} ({len(list(d.iterdir()))} documents)")
