"""The inbox: a question in a text file dropped in HOME/inbox gets its answer beside it,
as NAME.answer.json (Answer.to_dict()) and NAME.answer.txt (the answer as a person reads it).

A question file is answered once: it is skipped while an answer newer than it exists.
Questions are bounded as `docq ask` bounds them (answer.limits): a bad one gets an error answer file.
"""
from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path

from docq.answer import engine
from docq.answer.limits import check_question
from docq.daemon.watcher import Settler, Signature, ignored
from docq.errors import BadInput
from docq.records import Answer

log = logging.getLogger("docq.inbox")
ANSWER_SUFFIXES = (".answer.txt", ".answer.json")


def answer_paths(question_file: Path) -> tuple[Path, Path]:
    stem = question_file.name[: -len(".txt")] if question_file.name.endswith(".txt") else question_file.name
    return (question_file.with_name(f"{stem}.answer.json"), question_file.with_name(f"{stem}.answer.txt"))


def is_question(path: Path) -> bool:
    return (path.suffix == ".txt" and not path.name.endswith(ANSWER_SUFFIXES)
            and not ignored(path))


def needs_answer(question_file: Path) -> bool:
    """Pure over the two files' mtimes: no answer yet, or the question changed since."""
    js, _ = answer_paths(question_file)
    try:
        return js.stat().st_mtime_ns < question_file.stat().st_mtime_ns
    except FileNotFoundError:
        return True


def read_question(raw: bytes) -> tuple[str | None, str | None]:
    """(question, None) or (None, why it cannot be asked): the same bounds as `docq ask`."""
    try:
        return check_question(raw), None
    except BadInput as e:
        return None, str(e)


def render_text(answer: Answer) -> str:
    lines = [answer.text]
    for c in answer.citations:
        lines.append(f"source: {c.document}, page {c.page}")
    if answer.status == "held" and answer.review_id is not None:
        lines.append(f"held for review as #{answer.review_id}: `docq review show {answer.review_id}`")
    return "\n".join(lines) + "\n"


def _atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def write_answer(question_file: Path, answer: Answer) -> None:
    """Write NAME.answer.txt then NAME.answer.json beside the question, each atomically
    (temp + rename); the .json last, since its presence marks the question answered."""
    js, txt = answer_paths(Path(question_file))
    _atomic_write(txt, render_text(answer))
    _atomic_write(js, json.dumps(answer.to_dict(), indent=2) + "\n")


def answer_file(question_file: Path, ctx) -> Answer:
    raw = question_file.read_bytes()
    question, problem = read_question(raw)
    if problem:
        ans = Answer(question=raw[:200].decode("utf-8", "replace"), status="declined",
                     text=f"I can't take this question: {problem}.", reasons=["bad-question"])
    else:
        ans = engine.answer(question, ctx, channel="inbox", inbox_path=str(question_file))
    write_answer(question_file, ans)
    return ans


class Inbox:
    """Polls HOME/inbox (it is ours, small, and polling needs no second observer)."""

    def __init__(self, folder: Path, ctx, settle: float, poll: float = 1.0):
        self.folder, self.ctx = Path(folder), ctx
        self.settler = Settler(settle)
        self.poll = poll
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="inbox", daemon=True)

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.step(time.monotonic())
            self._stop.wait(self.poll)

    def step(self, now: float) -> None:
        for p in sorted(self.folder.glob("*.txt")):
            if is_question(p) and needs_answer(p):
                self.settler.observe(p, Signature.of(p), now)
        for p, _ in self.settler.settled(now):
            if not (p.exists() and needs_answer(p)):
                continue
            try:
                ans = answer_file(p, self.ctx)
                log.info("inbox: answered %s (%s)", p.name, ans.status)
            except Exception:  # noqa: BLE001 - one question must not stop the inbox
                log.exception("inbox: could not answer %s", p.name)
