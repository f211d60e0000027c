"""Shared set-up for the review pages' tests: held items from real scans in a real daemon,
and `docq review web` run as a person runs it (a subprocess printing its address).

Three bills, each held by the answer engine itself for its own reason:
- acme: a scanned bill (OCR) printing two amounts due → "conflicting", held 142.17;
- zenith: a bill whose figure is printed as pixels (48.99) over a text layer saying 42.99, as
  on a scan whose OCR layer misread it → "reread-disagrees", held 42.99;
- comcast: a scanned bill with no date, asked about June 2023 → "wrong-period", held 77.31.

They are read and held once per run (`bills_snapshot`); each test that wants them gets a real
daemon of its own on a fresh copy of the HOME that left (`bills_daemon`), so a test's decisions
never reach another's. Import both fixtures into a test module to use them.
"""
from __future__ import annotations

import re
import shutil
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import DaemonHandle, daemon_env
from evals.scanner import Item
from sidecar_scans import scan
from test_review_e2e import UTILITY, ZENITH, bill_pdf

ROOT = Path(__file__).resolve().parents[1]
ACME_SCAN = ["ACME POWER", "Statement date March 3, 2023", "Account 1234", *UTILITY,
             "PREVIOUS BALANCE 88.10", "AMOUNT DUE 142.17", "AMOUNT DUE 152.17", "Thank you"]
COMCAST_SCAN = ["COMCAST CABLE", "Account 5555", *UTILITY, "PREVIOUS BALANCE 90.00",
                "AMOUNT DUE 77.31", "Thank you"]
Q_ACME = "What was the amount due on my Acme Power bill?"
Q_ZENITH = "What was the amount due on my Zenith Water bill?"
Q_COMCAST = "What was the amount due on my June 2023 Comcast Cable bill?"


def scanned_bill(lines: list[str], path: Path, seed: int) -> Path:
    """An image-only PDF of a bill, one line a row, slightly rotated and speckled."""
    items = [Item(line, 72, 90 + 22 * i, size=12, bold=i == 0) for i, line in enumerate(lines)]
    return scan(items, path, seed=seed)


def held_bills(daemon, tmp_path: Path) -> dict[str, dict]:
    """The three bills read by the daemon and their questions held: name → held item."""
    daemon.drop(scanned_bill(ACME_SCAN, tmp_path / "acme-2023-03.pdf", seed=1))
    daemon.drop(bill_pdf(tmp_path / "zenith-2023-05.pdf", ZENITH, wrong_layer=("48.99", "42.99")))
    daemon.drop(scanned_bill(COMCAST_SCAN, tmp_path / "comcast.pdf", seed=2))
    daemon.wait_for(lambda: daemon.store().one(
        "SELECT count(*) FROM documents WHERE state = 'ready'")[0] == 3, timeout=180,
        what="three bills ready")
    held = {}
    for name, question, value in (("acme", Q_ACME, "142.17"), ("zenith", Q_ZENITH, "42.99"),
                                  ("comcast", Q_COMCAST, "77.31")):
        answer = daemon.json("ask", question)
        assert answer["status"] == "held" and answer["amount"] is None, answer
        held[name] = {"id": answer["review_id"], "question": question, "value": value}
    return held


@dataclass
class Snapshot:
    """A HOME and watched folder as a daemon left them, with the three bills read and held, and
    where a test's daemon runs on a fresh copy of them (the same place each time: the store
    keeps the watched files' and the review images' paths)."""
    saved: Path
    live: Path
    held: dict[str, dict]

    def restore(self) -> tuple[Path, Path]:
        shutil.rmtree(self.live, ignore_errors=True)
        shutil.copytree(self.saved, self.live, symlinks=True)
        return self.live / "home", self.live / "watch"


@pytest.fixture(scope="session")
def bills_snapshot(tmp_path_factory) -> Snapshot:
    """The three bills read by a real daemon and their questions held, once per run: OCR and
    three asks cost ~25 s, a daemon started on a copy of what they left ~3 s."""
    base = tmp_path_factory.mktemp("held-bills")
    live = base / "live"
    (live / "watch").mkdir(parents=True)
    daemon = DaemonHandle(live / "home", live / "watch", daemon_env()).start()
    try:
        held = held_bills(daemon, base)
    finally:
        daemon.stop()
    shutil.copytree(live, base / "saved", symlinks=True)
    return Snapshot(base / "saved", live, held)


@pytest.fixture
def bills_daemon(request, start_daemon) -> tuple[DaemonHandle, dict[str, dict]]:
    """A real daemon holding the three bills' items (`held_bills`), on a HOME of its own. The
    snapshot is asked for here, not as an argument: a session fixture in the arguments would be
    made before the test's other fixtures, so before a missing browser could skip the test."""
    snapshot = request.getfixturevalue("bills_snapshot")
    home, watch = snapshot.restore()
    return start_daemon(home=home, watch=watch), {k: dict(v) for k, v in snapshot.held.items()}


@dataclass
class Web:
    """A running `docq review web`: its address (with the token) and its process."""
    proc: subprocess.Popen
    url: str
    port: int
    token: str
    log: Path

    @property
    def base(self) -> str:
        return f"/{self.token}/"

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=15)
        finally:
            self.proc.stdout.close()


URL_LINE = re.compile(r"docq review web: (http://127\.0\.0\.1:(\d+)/([A-Za-z0-9_-]+)/)")


def start_web(daemon, *args: str, env: dict | None = None) -> Web:
    """`docq review web` on the daemon's HOME (in the daemon's environment, or `env`)."""
    cmd = [sys.executable, "-m", "docq", "--home", str(daemon.home), "review", "web", *args]
    log = daemon.home.parent / f"{daemon.home.name}-web.log"
    with open(log, "a") as err:   # its request log; a pipe nobody reads would fill and stall it
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, text=True,
                                env=env or daemon.env, cwd=ROOT)
    line = proc.stdout.readline()
    m = URL_LINE.search(line)
    if not m:
        proc.kill()
        raise AssertionError(f"no address printed: {line!r}\n{log.read_text()}")
    return Web(proc, m.group(1), int(m.group(2)), m.group(3), log)
