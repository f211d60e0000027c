"""The eval runner: a question set through the real daemon, end to end.

For each folder of documents: a temporary HOME, the documents copied into a watched folder,
the real daemon started as a subprocess (`python -m docq --home H start --watch W`), a wait
until nothing is pending, then every question asked over the daemon's socket (the request
`docq ask --json` makes; `via_cli=True` runs `docq ask --json` itself) and graded by
docq.evals.grader. Nothing here judges an answer; the grader does.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from docq import config as configmod
from docq import errors
from docq.daemon import client
from docq.evals.grader import FIGURE_IN_ANSWER_RE, Graded, Question, Run, assess

DOC_SUFFIXES = {".pdf", ".jpg", ".jpeg", ".png", ".tif", ".tiff", ".webp", ".heic", ".bmp", ".gif"}
SETTLE_GRACE = 20.0      # seconds with nothing pending and a stable count before we stop waiting


@dataclass
class CorpusRun:
    corpus: str
    docs_dir: Path
    runs: list[Run] = field(default_factory=list)
    graded: list[Graded] = field(default_factory=list)
    documents: dict = field(default_factory=dict)     # status()["documents"] once reading finished
    catalog: list[dict] = field(default_factory=list) # `docq docs --json` rows: how each was read
    truth: dict = field(default_factory=dict)         # the folder's truth.json, when it has one
    read_seconds: float = 0.0
    ask_seconds: float = 0.0


def resolve_docs(corpus: str, docs: Iterable[str]) -> Path:
    """The folder holding `corpus`'s documents: an explicit CORPUS=DIR, else DIR/<corpus>,
    else the one plain DIR given."""
    plain = []
    for d in docs:
        name, sep, path = d.partition("=")
        if sep and name == corpus:
            return Path(path)
        if not sep:
            plain.append(Path(d))
    for d in plain:
        if (d / corpus).is_dir():
            return d / corpus
    if len(plain) == 1:
        return plain[0]
    raise errors.BadInput(f"no documents for corpus {corpus!r}: give --docs DIR holding {corpus}/, "
                          f"or --docs {corpus}=DIR")


def copy_documents(src: Path, dst: Path) -> int:
    if not src.is_dir():
        raise errors.BadInput(f"{src} is not a folder of documents")
    dst.mkdir(parents=True, exist_ok=True)
    n = 0
    for p in sorted(src.iterdir()):
        if p.is_file() and p.suffix.lower() in DOC_SUFFIXES:
            shutil.copy2(p, dst / p.name)
            n += 1
    if n == 0:
        raise errors.BadInput(f"{src} holds no documents ({', '.join(sorted(DOC_SUFFIXES))})")
    return n


class Daemon:
    """The real daemon on a temporary HOME, as a child process we own and stop."""

    def __init__(self, home: Path, watch: Path):
        self.home, self.watch = home, watch
        self.cfg = configmod.load(home)
        self.log = home / "eval-daemon.log"
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> "Daemon":
        env = {k: v for k, v in os.environ.items() if k != "DOCQ_HOME"}
        env.setdefault("OMP_THREAD_LIMIT", "1")
        cmd = [sys.executable, "-m", "docq", "--home", str(self.home), "start", "--watch", str(self.watch)]
        self._logf = open(self.log, "ab")
        self.proc = subprocess.Popen(cmd, stdout=self._logf, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 60
        while not client.running(self.cfg):
            if self.proc.poll() is not None:
                raise errors.DocqError(f"the daemon exited at start (code {self.proc.returncode}):\n{self.tail()}")
            if time.monotonic() > deadline:
                raise errors.DocqError(f"the daemon did not open its socket in 60 s:\n{self.tail()}")
            time.sleep(0.2)
        return self

    def __exit__(self, *exc) -> None:
        if self.proc is None:
            return
        try:
            if self.proc.poll() is None:
                client.request(self.cfg, "stop", timeout=10)
                self.proc.wait(timeout=60)
        except (errors.DocqError, subprocess.TimeoutExpired):
            pass
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._logf.close()

    def tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def status(self) -> dict:
        return client.request(self.cfg, "status", timeout=30)

    def wait_read(self, expected: int, timeout: float, tick: Callable[[dict], None] = lambda s: None) -> dict:
        """Block until every copied document is taken and nothing is pending."""
        deadline, stable_since, last = time.monotonic() + timeout, None, None
        while True:
            if self.proc is not None and self.proc.poll() is not None:
                raise errors.DocqError(f"the daemon died while reading (code {self.proc.returncode}):\n{self.tail()}")
            s = self.status()
            tick(s)
            pending, total = s["queue"]["pending"], s["documents"]["total"]
            if pending == 0 and total >= expected:
                return s
            key = (pending, total)
            stable_since = stable_since if key == last else time.monotonic()
            last = key
            # Duplicate files are one document: accept a smaller stable count after a grace period.
            if pending == 0 and total > 0 and time.monotonic() - stable_since > SETTLE_GRACE:
                return s
            if time.monotonic() > deadline:
                raise errors.DocqError(f"documents still pending after {timeout:.0f} s ({pending} pending, "
                                       f"{total} of {expected} taken); see {self.log}")
            time.sleep(0.5)

    def ask(self, q: Question, timeout: float, via_cli: bool = False) -> Run:
        t0 = time.monotonic()
        try:
            d = self._ask_cli(q.question, timeout) if via_cli else \
                client.request(self.cfg, "ask", timeout=timeout, question=q.question, channel="cli")
        except errors.DocqError as e:
            # A failed request states nothing; mask figure-shaped bits (timeouts, paths) so an
            # error message can never be graded as a stated amount.
            return Run(q, "error", "error: " + FIGURE_IN_ANSWER_RE.sub("#", str(e)), seconds=time.monotonic() - t0)
        cited = tuple(c.get("document", "") for c in d.get("citations") or [])
        parts = tuple((str(p.get("amount")), str(p.get("document"))) for p in d.get("parts") or [])
        return Run(q, d.get("status", "error"), d.get("text") or "", d.get("amount"), cited,
                   seconds=time.monotonic() - t0, parts=parts)

    def _ask_cli(self, question: str, timeout: float) -> dict:
        cmd = [sys.executable, "-m", "docq", "--home", str(self.home), "ask", "--json", question]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout + 10)
        if p.returncode != 0:
            raise errors.DocqError(p.stderr.strip() or f"docq ask exited {p.returncode}")
        return json.loads(p.stdout)


def run_folder(docs_dir: Path, corpora: dict[str, list[Question]], *, timeout: float = 900.0,
               ask_timeout: float = 120.0, via_cli: bool = False, keep: Path | None = None,
               progress: Callable[[str, int], None] = lambda label, n: None) -> list[CorpusRun]:
    """One daemon over one folder of documents; every question of `corpora` asked of it."""
    root = Path(tempfile.mkdtemp(prefix="docq-eval-", dir=keep))
    try:
        home, watch = root / "home", root / "watch"
        home.mkdir()
        (home / "config.toml").write_text("settle_seconds = 0.5\n")
        n = copy_documents(docs_dir, watch)
        results = [CorpusRun(c, docs_dir) for c in corpora]
        t0 = time.monotonic()
        with Daemon(home, watch) as daemon:
            seen = [0]

            def tick(s: dict) -> None:
                done = s["documents"]["total"] - s["queue"]["pending"]
                if done > seen[0]:
                    progress(f"reading {docs_dir.name}", done - seen[0])
                    seen[0] = done

            status = daemon.wait_read(n, timeout, tick)
            progress(f"reading {docs_dir.name}", max(0, n - seen[0]))
            read_s = time.monotonic() - t0
            rows, truth = _catalog(daemon.cfg), _truth(docs_dir)
            for r in results:
                r.documents, r.read_seconds, r.catalog, r.truth = status["documents"], read_s, rows, truth
                t1 = time.monotonic()
                for q in corpora[r.corpus]:
                    run = daemon.ask(q, ask_timeout, via_cli)
                    r.runs.append(run)
                    r.graded.append(assess(run))
                    progress(f"asking {r.corpus}", 1)
                r.ask_seconds = time.monotonic() - t1
        return results
    finally:
        if keep is None:
            shutil.rmtree(root, ignore_errors=True)


def _catalog(cfg) -> list[dict]:
    from docq.daemon import catalog
    return catalog.documents(catalog.open_store(cfg))


def _truth(folder: Path) -> dict:
    try:
        return json.loads((folder / "truth.json").read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def count_documents(folder: Path) -> int:
    return sum(1 for p in folder.iterdir() if p.is_file() and p.suffix.lower() in DOC_SUFFIXES)


def run_all(questions: list[Question], docs: Iterable[str], *, timeout: float = 900.0, ask_timeout: float = 120.0,
            via_cli: bool = False, keep: Path | None = None,
            progress: Callable[[str, int], None] = lambda label, n: None) -> list[CorpusRun]:
    """Every question, grouped by corpus, each folder of documents read by its own daemon."""
    docs = list(docs)
    by_corpus: dict[str, list[Question]] = {}
    for q in questions:
        by_corpus.setdefault(q.corpus, []).append(q)
    by_folder: dict[Path, dict[str, list[Question]]] = {}
    for corpus, qs in by_corpus.items():
        by_folder.setdefault(resolve_docs(corpus, docs).resolve(), {})[corpus] = qs
    results: list[CorpusRun] = []
    for folder, corpora in by_folder.items():
        results += run_folder(folder, corpora, timeout=timeout, ask_timeout=ask_timeout, via_cli=via_cli,
                              keep=keep, progress=progress)
    return results


def work_units(questions: list[Question], docs: Iterable[str]) -> int:
    """Documents to read plus questions to ask: the progress bar's length."""
    docs = list(docs)
    folders = {resolve_docs(q.corpus, docs).resolve() for q in questions}
    return len(questions) + sum(count_documents(f) for f in folders if f.is_dir())
