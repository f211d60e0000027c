"""The daemon client: one JSON request over the Unix socket in HOME, one JSON response."""
from __future__ import annotations

import fcntl
import json
import socket
import time

from docq import errors
from docq.answer.limits import check_question

NOT_RUNNING = "docq is not running on {home}; start it with `docq start`"


def request(cfg, op: str, timeout: float | None = None, **payload) -> dict:
    """Send `op` with `payload`; return the daemon's result. Raises DaemonNotRunning when
    nothing listens on the socket, or the DocqError the daemon reported."""
    path = cfg.paths.socket
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(timeout if timeout is not None else float(cfg.ask_timeout))
    try:
        try:
            s.connect(str(path))
        except (FileNotFoundError, ConnectionRefusedError, ConnectionResetError) as e:
            raise errors.DaemonNotRunning(NOT_RUNNING.format(home=cfg.paths.home)) from e
        s.sendall(json.dumps({"op": op, **payload}).encode() + b"\n")
        reply = _read_line(s)
    except (ConnectionResetError, BrokenPipeError) as e:
        raise errors.DaemonNotRunning(NOT_RUNNING.format(home=cfg.paths.home)) from e
    except socket.timeout as e:
        raise errors.DocqError(f"the daemon did not answer {op!r} in time; see its log "
                               "(journalctl --user -u docq) or raise ask_timeout") from e
    finally:
        s.close()
    if not reply:
        raise errors.DaemonNotRunning(NOT_RUNNING.format(home=cfg.paths.home))
    msg = json.loads(reply)
    if not msg.get("ok"):
        kind = getattr(errors, msg.get("kind", ""), errors.DocqError)
        kind = kind if isinstance(kind, type) and issubclass(kind, errors.DocqError) else errors.DocqError
        raise kind(msg.get("error", "the daemon reported an error"))
    return msg["result"]


def ask(cfg, question: str, tries: int = 40) -> dict:
    """The daemon's answer to `question` (checked here first: BadInput says what is wrong)."""
    text = check_question(question)
    # Many asks at once can fill the socket's accept queue; connecting then fails with EAGAIN
    # at once rather than waiting, so wait a moment and knock again.
    for attempt in range(tries):
        try:
            return request(cfg, "ask", question=text, channel="cli")
        except BlockingIOError:
            if attempt == tries - 1:
                raise
            time.sleep(0.05 * (1 + attempt % 5))
    raise AssertionError("unreachable")


WAITING = "reading documents"      # the label of `docq wait`'s progress


def waiting_for_space(status: dict) -> str:
    """What `docq status` and `docq wait` add when documents wait for disk space: they are
    pending, and nothing but room on the disk will move them."""
    n = status["documents"].get("waiting", 0)     # absent from a daemon older than the count
    return (f" ({n} of them waiting for disk space: free space on the disk holding HOME;"
            " `docq docs` says which)") if n else ""


def wait(cfg, timeout: float | None, progress) -> None:
    """Return once the daemon has nothing pending; DocqError after `timeout` seconds.
    `progress(total)` is what shows it (click's progress bar, or its label alone): a context
    manager with `length`, `pos` and `update(steps)`."""
    # a wait, not a status: the daemon looks at the folder first, so a file it has not taken
    # yet (dropped a moment ago, or in a folder readable again) counts as pending
    s = request(cfg, "wait", timeout=15, seconds=0)
    deadline = None if timeout is None else time.monotonic() + timeout
    total = max(s["queue"]["pending"], 1)
    with progress(total) as bar:
        while s["queue"]["pending"]:
            if deadline is not None and time.monotonic() >= deadline:
                raise errors.DocqError(f"still {s['queue']['pending']} pending after {timeout}s"
                                       + waiting_for_space(s))
            s = request(cfg, "wait", timeout=15, seconds=1.0)
            total = max(total, s["queue"]["pending"])
            bar.length = total
            bar.update(total - s["queue"]["pending"] - bar.pos)
        bar.update(bar.length - bar.pos)


def _read_line(s: socket.socket) -> bytes:
    buf = b""
    while not buf.endswith(b"\n"):
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
    return buf.strip()


def running(cfg) -> bool:
    try:
        request(cfg, "status", timeout=5)
        return True
    except errors.DaemonNotRunning:
        return False


def lock_free(cfg) -> bool:
    """True when no daemon holds HOME's lock (it has fully exited)."""
    try:
        with open(cfg.paths.lock, "a") as f:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
    except BlockingIOError:
        return False
    except FileNotFoundError:
        return True
