"""Shared fixtures.

- `home`: a Config for a fresh HOME (no DOCQ_HOME set), folders made.
- `lib`: a constructed library for the answer engine (real Store and index, no scans read).
- `docq_home`: a temp HOME (DOCQ_HOME points at it for in-process code), returning its Path.
- `cfg`: a Config loaded for that HOME (small settle times, model off).
- `make_pdf(path, pages=["text of page 1", ...])`: a digital PDF written with PyMuPDF.
- `daemon`: the real daemon, `python -m docq --home HOME start --watch WATCH` as a subprocess
  on a temp HOME and watch folder, started and ready (socket answers), stopped afterwards.
  The handle offers:
    .home, .watch (Paths), .proc (Popen), .log_text() (its stderr so far),
    .run(*args, check=True, timeout=120) -> CompletedProcess   # the CLI, `docq --home HOME ...`
    .json(*args) -> dict|list       # .run(*args, "--json") parsed
    .request(op, **payload) -> dict # the socket, in-process (fast: no interpreter start)
    .status() -> dict               # request("status")
    .wait_idle(timeout=60)          # until nothing is pending
    .drop(src, name=None) -> Path   # copy a file into the watch folder
    .store() -> Store               # the store, read-only use please
    .kill() / .start() / .stop()    # SIGKILL, start again on the same HOME, graceful stop
- `start_daemon(**settings)`: the same, with settings as DOCQ_<NAME> env overrides
  (e.g. start_daemon(max_pages=3)); `prefix=[...]` runs it under another program (strace);
  every daemon it started is stopped afterwards.
- `daemon_env(**settings)`: the environment each of those daemons runs in.
- `shared_readings`: a folder for the session's eval runs (`docq eval`, the confusion check) to
  keep their readings in (DOCQ_READ_CACHE, docq/workers/readcache.py): each generated or real
  document they read is OCRed once a session by the code under test, however many runs read it.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Fast and quiet defaults for every daemon a test starts.
DAEMON_ENV = {
    "DOCQ_SETTLE_SECONDS": "0.4",
    "DOCQ_RESCAN_SECONDS": "3",
    "DOCQ_MODEL_ENABLED": "0",
    "DOCQ_WORKERS": "2",
    "OMP_THREAD_LIMIT": "1",
    "PYTHONWARNINGS": "ignore::FutureWarning",
    "PYTHONUNBUFFERED": "1",
}


def write_pdf(path: Path, pages: list[str] | int = 1, title: str | None = None) -> Path:
    """A digital PDF (text layer) with one text block per page; `pages` an int gives
    numbered filler pages. Deterministic bytes for the same arguments."""
    import pymupdf

    texts = [f"Page {i + 1} of {title or path.stem}\nAmount due $1{i},234.56"
             for i in range(pages)] if isinstance(pages, int) else pages
    doc = pymupdf.open()
    for text in texts:
        page = doc.new_page(width=612, height=792)
        y = 72
        for line in text.splitlines():
            page.insert_text((72, y), line, fontsize=11)
            y += 16
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(path, no_new_id=True)
    doc.close()
    return path


@pytest.fixture(scope="session")
def shared_readings(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("readings")


@pytest.fixture
def make_pdf():
    return write_pdf


@pytest.fixture
def docq_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DOCQ_HOME", str(home))
    for k, v in DAEMON_ENV.items():
        monkeypatch.setenv(k, v)
    return home


@pytest.fixture
def cfg(docq_home):
    from docq import config
    c = config.load(docq_home)
    c.paths.ensure()
    return c


@pytest.fixture
def home(tmp_path):
    """A Config for a fresh HOME under tmp_path, its folders made (the review tests' store)."""
    from docq import config
    cfg = config.load(tmp_path / "home")
    cfg.paths.ensure()
    return cfg


@pytest.fixture
def lib(cfg, tmp_path):
    """A constructed library for the answer engine: `lib(name, pages, **sidecar)` writes one ready
    document (tests/answer_support.add_doc) with a file of its own bytes; .store, .index, .cfg."""
    from docq.store import Store
    from docq.workers.index import Index
    from tests.answer_support import add_doc
    store, index = Store(cfg.paths.db), Index(cfg.paths.index)

    def add(name, pages, **kw):
        path = tmp_path / "files" / name
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(b"%PDF-1.4 placeholder of " + name.encode())   # its own bytes, its own sha
        return add_doc(store, index, name, pages, path=path, **kw)

    add.store, add.index, add.cfg = store, index, cfg
    return add


def _like_a_normal_user() -> None:
    """Run as root (CI containers), the daemon could read a chmod 000 file; drop the two
    capabilities that let root ignore read permissions, so it meets files as a user does."""
    if os.geteuid() != 0:
        return
    import ctypes
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
        libc.prctl(24, cap, 0, 0, 0)  # PR_CAPBSET_DROP; the exec'd daemon then lacks them


class DaemonHandle:
    def __init__(self, home: Path, watch: Path, env: dict, prefix: list[str] | None = None):
        self.home, self.watch, self.env = home, watch, env
        self.prefix = list(prefix or [])     # a program the daemon runs under (e.g. strace)
        self.proc: subprocess.Popen | None = None
        self.log_path = home.parent / f"{home.name}-daemon.log"
        self._log = None

    # -- the CLI --
    def run(self, *args, check: bool = True, timeout: float = 120, input: str | None = None):
        cmd = [sys.executable, "-m", "docq", "--home", str(self.home), *map(str, args)]
        r = subprocess.run(cmd, capture_output=True, text=True, env=self.env, timeout=timeout,
                           input=input, cwd=ROOT)
        if check and r.returncode != 0:
            raise AssertionError(f"{' '.join(cmd[3:])} exited {r.returncode}\n"
                                 f"stdout: {r.stdout}\nstderr: {r.stderr}\n"
                                 f"daemon log tail:\n{self.log_text()[-3000:]}")
        return r

    def json(self, *args):
        return json.loads(self.run(*args, "--json").stdout)

    # -- the socket, in-process --
    def request(self, op: str, timeout: float = 60, **payload) -> dict:
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(timeout)
        try:
            s.connect(str(self.home / "docq.sock"))
            s.sendall(json.dumps({"op": op, **payload}).encode() + b"\n")
            buf = b""
            while not buf.endswith(b"\n"):
                chunk = s.recv(65536)
                if not chunk:
                    break
                buf += chunk
        finally:
            s.close()
        msg = json.loads(buf)
        assert msg["ok"], msg
        return msg["result"]

    def status(self) -> dict:
        return self.request("status")

    def wait_idle(self, timeout: float = 60) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            s = self.request("wait", timeout=10, seconds=1.0)
            if s["queue"]["pending"] == 0:
                return s
            if time.monotonic() > deadline:
                raise AssertionError(f"still pending after {timeout}s: {s}\n{self.log_text()[-3000:]}")

    def wait_for(self, predicate, timeout: float = 30, what: str = "condition"):
        deadline = time.monotonic() + timeout
        while not (value := predicate()):
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}\n{self.log_text()[-3000:]}")
            time.sleep(0.1)
        return value

    def drop(self, src: Path, name: str | None = None) -> Path:
        dest = self.watch / (name or Path(src).name)
        shutil.copyfile(src, dest)
        return dest

    def store(self):
        from docq.store import Store
        return Store(self.home / "docq.sqlite3")

    def log_text(self) -> str:
        return self.log_path.read_text() if self.log_path.exists() else ""

    # -- life --
    def start(self, timeout: float = 30) -> "DaemonHandle":
        self._log = open(self.log_path, "a")
        self.proc = subprocess.Popen(
            [*self.prefix, sys.executable, "-m", "docq", "--home", str(self.home), "start",
             "--watch", str(self.watch)],
            stdout=self._log, stderr=subprocess.STDOUT, env=self.env, cwd=ROOT,
            preexec_fn=_like_a_normal_user)
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise AssertionError(f"daemon exited {self.proc.returncode}:\n{self.log_text()}")
            try:
                self.request("status", timeout=2)
                return self
            except (OSError, ValueError):
                if time.monotonic() > deadline:
                    raise AssertionError(f"daemon did not come up in {timeout}s:\n{self.log_text()}")
                time.sleep(0.1)

    def kill(self) -> None:
        """kill -9: no clean-up at all (the crash the store must survive)."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)
        self._log.close()

    def stop(self, timeout: float = 90) -> int | None:
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else None
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)
            raise AssertionError(f"daemon ignored SIGTERM for {timeout}s:\n{self.log_text()[-3000:]}")
        finally:
            if self._log:
                self._log.close()


def daemon_env(**settings) -> dict:
    """The environment a test's daemon runs in: this one, the fast defaults, `settings` as
    DOCQ_<NAME> overrides, and no DOCQ_HOME (each daemon is given its own)."""
    env = {**os.environ, **DAEMON_ENV, **{f"DOCQ_{k.upper()}": str(v) for k, v in settings.items()}}
    env.pop("DOCQ_HOME", None)
    return env


@pytest.fixture
def start_daemon(tmp_path):
    started: list[DaemonHandle] = []

    def _start(home: Path | None = None, watch: Path | None = None, prefix: list[str] | None = None,
               **settings) -> DaemonHandle:
        env = daemon_env(**settings)
        home = home or tmp_path / f"home{len(started)}"
        watch = watch or tmp_path / f"watch{len(started)}"
        watch.mkdir(parents=True, exist_ok=True)
        handle = DaemonHandle(home, watch, env, prefix)
        started.append(handle)
        return handle.start()

    yield _start
    for h in started:
        h.stop()


@pytest.fixture
def daemon(start_daemon) -> DaemonHandle:
    return start_daemon()
