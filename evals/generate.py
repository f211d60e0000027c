"""Generate the dev corpora: `python -m evals.generate OUT_DIR [--corpus NAME]... [--questions DIR]`.

Writes OUT_DIR/<corpus>/<files> and OUT_DIR/<corpus>/truth.json for each corpus, byte for byte
the same on every run (fixed seeds, no time stamps). With --questions, also (re)writes the
question sets evals/questions/<corpus>.json from the same code that built the keys.
"""
from __future__ import annotations

import argparse
import fcntl
import hashlib
import json
import os
import shutil
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from evals.corpora import CORPORA, EVERY
from evals.docs import Doc, write

QUESTIONS_DIR = Path(__file__).parent / "questions"


def build(corpus: str) -> tuple[list[Doc], list[dict]]:
    docs, questions = EVERY[corpus]()
    names = [d.name for d in docs]
    if len(set(names)) != len(names):
        raise ValueError(f"{corpus}: two documents share a file name")
    return docs, questions


def truth(docs: list[Doc]) -> dict:
    return {d.name: d.truth() for d in docs}


def _write_one(args: tuple[str, int, str]) -> str:
    corpus, index, folder = args
    docs, _ = build(corpus)
    return str(write(docs[index], Path(folder)))


def generate(out: Path, corpora: list[str] | None = None, jobs: int | None = None) -> dict[str, Path]:
    """Write every document and truth.json (default: the six dev corpora); returns {corpus: folder}."""
    corpora = corpora or list(CORPORA)
    tasks, folders = [], {}
    for corpus in corpora:
        folder = out / corpus
        folder.mkdir(parents=True, exist_ok=True)
        docs, _ = build(corpus)
        (folder / "truth.json").write_text(json.dumps(truth(docs), indent=1, sort_keys=True) + "\n")
        tasks += [(corpus, i, str(folder)) for i in range(len(docs))]
        folders[corpus] = folder
    jobs = jobs or min(2, os.cpu_count() or 1)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            list(pool.map(_write_one, tasks))
    else:
        for t in tasks:
            _write_one(t)
    return folders


def code_hash() -> str:
    """A hash of every source file the corpora are generated from (and the fonts' names):
    equal hashes mean byte-identical corpora, since generation is deterministic."""
    h = hashlib.sha256()
    root = Path(__file__).parent
    for p in sorted(list(root.glob("*.py")) + list((root / "corpora").glob("*.py"))):
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    return h.hexdigest()[:16]


def ensure(out: Path) -> dict[str, Path]:
    """The corpora under `out`, generated only when the code changed since they were written
    (tests share one copy instead of rendering ~50 scans each). Written beside and renamed
    into place, so a concurrent reader never sees half a corpus."""
    out = Path(out)
    stamp = out / ".code-hash"
    want = code_hash()
    out.parent.mkdir(parents=True, exist_ok=True)
    # Several test runs may share the folder: one generates, the others wait for it.
    with open(out.parent / f".{out.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if stamp.exists() and stamp.read_text() == want and all((out / c / "truth.json").exists() for c in EVERY):
            return {c: out / c for c in EVERY}
        tmp = Path(tempfile.mkdtemp(prefix=".corpora-", dir=out.parent))
        generate(tmp, list(EVERY))
        (tmp / ".code-hash").write_text(want)
        old = out.with_name(out.name + f".old-{os.getpid()}")
        if out.exists():
            out.rename(old)
        tmp.rename(out)
        shutil.rmtree(old, ignore_errors=True)
    return {c: out / c for c in EVERY}


def write_questions(folder: Path = QUESTIONS_DIR, corpora: list[str] | None = None) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for corpus in corpora or list(EVERY):
        _, questions = build(corpus)
        path = folder / f"{corpus}.json"
        path.write_text(json.dumps(questions, indent=1) + "\n")
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m evals.generate", description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path, help="folder to write the corpora into")
    ap.add_argument("--corpus", action="append", choices=sorted(EVERY), help="only this corpus (repeatable; default: all, varied and holdout included)")
    ap.add_argument("--questions", type=Path, nargs="?", const=QUESTIONS_DIR, default=None,
                    help="also write the question sets (default folder: evals/questions)")
    ap.add_argument("--jobs", type=int, default=None, help="processes to render with (default 2)")
    args = ap.parse_args(argv)
    folders = generate(args.out, args.corpus or list(EVERY), args.jobs)
    for corpus, folder in folders.items():
        n = len(json.loads((folder / "truth.json").read_text()))
        print(f"{corpus:10} {n:3} documents  {folder}", file=sys.stderr)
    if args.questions:
        for p in write_questions(args.questions, args.corpus):
            print(f"questions  {p}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
