"""Engine programs docq runs as child processes (Tesseract), tied to the daemon's life.

A child stays in the daemon's process group (a terminal's Ctrl-C and systemd reach it too),
dies with the daemon (the kernel sends it SIGKILL when the thread that started it ends:
PR_SET_PDEATHSIG, so a daemon killed with -9 leaves no engine running on), and `end_all()`
ends those still running when the daemon stops. A page cut short that way is not the
document's fault: its job raises `Ended` and the document is read again at the next start.
"""
from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import threading

from docq.errors import DocqError

_PR_SET_PDEATHSIG = 1
_libc = ctypes.CDLL(None, use_errno=True)     # loaded here, never between fork and exec
_ENDED_BY = {signal.SIGTERM, signal.SIGINT, signal.SIGHUP}   # a stop, not the page's fault
GRACE = 2.0     # seconds an engine gets to exit on SIGTERM before SIGKILL


class Ended(DocqError):
    """An engine was ended because docq is stopping; the document resumes at the next start."""


def _die_with(parent: int):
    def preexec() -> None:
        _libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:      # the daemon died before the line above took effect
            os._exit(1)
    return preexec


class Engines:
    """The engine processes of one daemon: those running, and whether it is stopping."""

    def __init__(self):
        self._running: set[subprocess.Popen] = set()
        self._lock = threading.Lock()
        self._ending = threading.Event()

    def run(self, cmd: list[str], env: dict | None = None) -> subprocess.CompletedProcess:
        """Run `cmd` to its end and return its output (bytes); Ended when docq is stopping
        (before it starts, or because the stop ended it)."""
        with self._lock:
            if self._ending.is_set():
                raise Ended(f"docq is stopping; {os.path.basename(cmd[0])} was not started")
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, env=env, close_fds=True,
                                    preexec_fn=_die_with(os.getpid()))
            self._running.add(proc)
        try:
            out, err = proc.communicate()
        finally:
            with self._lock:
                self._running.discard(proc)
        if proc.returncode < 0 and (self._ending.is_set() or -proc.returncode in _ENDED_BY):
            raise Ended(f"{os.path.basename(cmd[0])} was ended (signal {-proc.returncode})"
                        " as docq stops")
        return subprocess.CompletedProcess(cmd, proc.returncode, out, err)

    def end_all(self, grace: float = GRACE) -> int:
        """Start no engine from now on, and end those running (SIGTERM, then SIGKILL after
        `grace` seconds); how many were running."""
        with self._lock:
            self._ending.set()
            procs = list(self._running)
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(grace)
            except subprocess.TimeoutExpired:
                p.kill()
        return len(procs)


_ENGINES = Engines()      # the process's own: the daemon ends them at its stop
run, end_all = _ENGINES.run, _ENGINES.end_all
