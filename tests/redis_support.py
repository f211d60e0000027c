"""The real parts of the shared reading queue, for its tests and benchmark.

- `RedisServer(folder)`: Debian's `redis-server` on a free loopback port with a password and
  no persistence (a restart empties it, as a crash of an unpersisted Redis does); .url,
  .start(), .stop() (SIGTERM, waited), .restart() on the same port.
- `WorkerProcess(url, key_file, home, log)`: `python -m docq worker` as a subprocess;
  .name (the worker's name in status: hostname-pid), .kill() (kill -9), .stop() (SIGTERM).
- `scanned_statements(folder, n, pages, tag)`: image-only PDFs of short statements, drawn by
  code (evals/scanner), each page small so Tesseract reads it in well under a second.
"""
from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import redis

from evals.scanner import Item, degrade, render_page, to_image_pdf

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RedisServer:
    def __init__(self, folder: Path):
        if shutil.which("redis-server") is None:
            raise AssertionError("redis-server is not installed; scripts/setup.sh installs it"
                                 " (apt-get install redis-server)")
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.port, self.password = free_port(), secrets.token_hex(8)
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://:{self.password}@127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10) -> "RedisServer":
        log = open(self.folder / "redis.log", "a")
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
             "--requirepass", self.password, "--save", "", "--appendonly", "no",
             "--dir", str(self.folder)], stdout=log, stderr=subprocess.STDOUT)
        log.close()
        client = redis.Redis(host="127.0.0.1", port=self.port, password=self.password)
        deadline = time.monotonic() + timeout
        while True:
            try:
                client.ping()
                return self
            except redis.ConnectionError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError(f"redis-server did not start:\n{(self.folder / 'redis.log').read_text()}")
                time.sleep(0.05)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(timeout=10)

    def restart(self) -> None:
        self.stop()
        self.start()


class WorkerProcess:
    def __init__(self, url: str, key_file: Path, home: Path, log: Path, env: dict):
        self.log_path = log
        self._log = open(log, "a")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "docq", "--home", str(home), "worker", "--queue", url,
             "--key-file", str(key_file)],
            stdout=self._log, stderr=subprocess.STDOUT, env=env, cwd=ROOT)
        self.name = f"{socket.gethostname()}-{self.proc.pid}"

    def log_text(self) -> str:
        return self.log_path.read_text()

    def wait(self, timeout: float = 30) -> int:
        try:
            return self.proc.wait(timeout=timeout)
        finally:
            self._log.close()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.wait(10)

    def stop(self) -> int | None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.wait(90)


def scanned_statements(folder: Path, n: int, pages: int = 2, tag: str = "") -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for d in range(n):
        images = []
        for p in range(pages):
            items = [Item(f"Statement {tag}{d} page {p + 1}", 72, 60, size=14),
                     Item("Opening balance", 72, 110), Item(f"${d + 1},{p}34.56", 400, 110, align="right"),
                     Item("Interest paid", 72, 130), Item(f"${p + d}.{d}7", 400, 130, align="right")]
            images.append(degrade(render_page(items, 612, 200), rotate_deg=0.2, noise=0.001,
                                  seed=d * 10 + p))
        out.append(to_image_pdf(images, folder / f"{tag}statement{d:02}.pdf"))
    return out


def worker_env(base: dict) -> dict:
    env = {**os.environ, **base}
    env.pop("DOCQ_HOME", None)
    env.pop("DOCQ_QUEUE_URL", None)
    return env
