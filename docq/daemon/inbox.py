"""The inbox: a question in a text file dropped in HOME/inbox gets its answer beside it,
as NAME.answer.json (Answer.to_dict()) and NAME.answer.txt (the answer as a person reads it).

A question file is answered once: it is skipped while an answer newer than it exists.
Questions are bounded as `docq ask` bounds them (answer.limits): a bad one gets an error answer file.
Only a regular file of the daemon's own user with no other name is read: a link (symbolic or
hard) or another user's file could carry the content of a file the person asking cannot read
into an answer file, so it gets an answer saying why instead.
"""
from __future__ import annotations

import errno
import json
import logging
import os
import stat
import threading
import time
from pathlib import Path

from docq.answer import engine
from docq.answer.limits import check_question
from docq.daemon.watcher import Settler, Signature, ignored
from docq.errors import BadInput
from docq.records import Answer
from docq.workers import retry

log = logging.getLogger("docq.inbox")
ANSWER_SUFFIXES = (".answer.txt", ".answer.json")
MAX_READ = 1 << 20    # a question is a line or two; check_question bounds it far below this


def answer_paths(question_file: Path) -> tuple[Path, Path]:
    stem = question_file.name[: -len(".txt")] if question_file.name.endswith(".txt") else question_file.name
    return (question_file.with_name(f"{stem}.answer.json"), question_file.with_name(f"{stem}.answer.txt"))


def is_question(path: Path) -> bool:
    return (path.suffix == ".txt" and not path.name.endswith(ANSWER_SUFFIXES)
            and not ignored(path))


def needs_answer(question_file: Path) -> bool:
    """Pure over the two entries' mtimes (never a link's target): no answer yet, or the
    question changed since."""
    js, _ = answer_paths(question_file)
    try:
        return js.lstat().st_mtime_ns < question_file.lstat().st_mtime_ns
    except FileNotFoundError:
        return True


def not_regular(mode: int) -> str | None:
    """Why an inbox entry of this mode is not read, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return "it is a symbolic link; docq never reads through links in the inbox"
    if stat.S_ISDIR(mode):
        return "it is a folder"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe"
    return "it is not a regular file"


def not_own(st: os.stat_result, uid: int) -> str | None:
    """Why a regular inbox entry is not read: it has other names (a hard link can name a
    file its maker cannot read) or another user owns it; None when it is the user's own."""
    if st.st_nlink > 1:
        return (f"it is a hard link (the file has {st.st_nlink} names); docq never reads"
                " through links in the inbox, so save the question as a file of its own")
    if st.st_uid != uid:
        return (f"it belongs to another user (uid {st.st_uid}); docq reads only your own"
                " files in the inbox")
    return None


def refused(st: os.stat_result) -> str | None:
    """Why an inbox entry with this stat is not read, or None for a question docq may read."""
    return not_regular(st.st_mode) or not_own(st, os.geteuid())


def read_entry(question_file: Path) -> bytes:
    """The question file's bytes, opened without following a link and only if it is a
    regular file of our own with one name (checked on the open file, so nothing can be
    swapped in between); BadInput saying why otherwise."""
    why = refused(os.lstat(question_file))
    if why:
        raise BadInput(why)
    try:
        fd = os.open(question_file, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise BadInput(not_regular(stat.S_IFLNK)) from e
        raise
    with os.fdopen(fd, "rb") as f:
        why = refused(os.fstat(f.fileno()))
        if why:
            raise BadInput(why)
        return f.read(MAX_READ)


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
    """A fresh temp file (never an entry already there, which could be a link), renamed over
    the answer (a rename replaces a link, it does not write through it)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def write_answer(question_file: Path, answer: Answer) -> None:
    """Write NAME.answer.txt then NAME.answer.json beside the question, each atomically
    (temp + rename); the .json last, since its presence marks the question answered."""
    js, txt = answer_paths(Path(question_file))
    _atomic_write(txt, render_text(answer))
    _atomic_write(js, json.dumps(answer.to_dict(), indent=2) + "\n")


def answer_file(question_file: Path, ctx) -> Answer:
    try:
        raw = read_entry(question_file)
    except BadInput as e:
        ans = Answer(question=question_file.name, status="declined",
                     text=f"I can't read {question_file.name}: {e}. Put the question in a plain"
                          " text file in the inbox.", reasons=["bad-question"])
        write_answer(question_file, ans)
        return ans
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
        self._no_space: set[Path] = set()    # questions whose answer the full disk refused
        self.poll = poll
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="inbox", daemon=True)

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def alive(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        failing = None
        while not self._stop.is_set():
            try:
                self.step(time.monotonic())
                failing = None
            except OSError as e:   # the inbox folder itself cannot be looked at this turn
                if str(e) != failing:
                    log.warning("inbox: cannot look at %s: %s (tried again each second)",
                                self.folder, e)
                failing = str(e)
            self._stop.wait(self.poll)

    def step(self, now: float) -> None:
        for p in sorted(self.folder.glob("*.txt")):
            if is_question(p) and needs_answer(p):
                self.settler.observe(p, Signature.of(p, follow=False), now)
        for p, _ in self.settler.settled(now):
            if not (os.path.lexists(p) and needs_answer(p)):
                continue
            try:
                ans = answer_file(p, self.ctx)
                log.info("inbox: answered %s (%s)", p.name, ans.status)
            except Exception as e:  # noqa: BLE001 - one question must not stop the inbox
                if not retry.no_space(e):
                    log.exception("inbox: could not answer %s", p.name)
                elif p not in self._no_space:     # once, not at each try while the disk is full
                    log.warning("inbox: cannot write the answer to %s: the disk holding HOME is"
                                " full; written once there is room", p.name)
                    self._no_space.add(p)
            else:
                self._no_space.discard(p)
