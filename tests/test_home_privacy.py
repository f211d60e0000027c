"""HOME is the owner's alone: after an ingest (real Tesseract on a real scan) and a review,
every file docq wrote is 0600 and every folder 0700, engines' temporary files are inside
HOME, and a second local user can read nothing in it, even with HOME itself opened up."""
from __future__ import annotations

import os
import pwd
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

from docq.records import Box
from docq.review import queue, reasons
from docq.store import Store

pytestmark = pytest.mark.e2e

SCAN = Path(__file__).parent / "data" / "review" / "sroie-023.jpg"
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def daemon(start_daemon):
    # Tesseract reads the JPEG here (the default strategy gives image files to RapidOCR), so
    # what it leaves in HOME/tmp is among what is checked
    return start_daemon(ocr_engine="tesseract")


def _ingest_and_review(daemon) -> set[str]:
    """The names seen in HOME/tmp while Tesseract read the scan."""
    daemon.drop(SCAN, "receipt.jpg")
    seen, tmp, deadline = set(), daemon.home / "tmp", time.monotonic() + 240
    while daemon.status()["queue"]["pending"] and time.monotonic() < deadline:
        seen |= {p.name for p in tmp.iterdir()}
        time.sleep(0.02)
    daemon.wait_idle(timeout=60)
    doc = daemon.store().one("SELECT doc_id FROM names WHERE name='receipt.jpg'")["doc_id"]
    rid = queue.hold(daemon.store(), question="what was the total?", channel="cli",
                     inbox_path=None, field="total", value="27.55", doc_id=doc, page=1,
                     box=Box(100, 100, 160, 114), reasons=[reasons.LOW_CONFIDENCE], detail="")
    daemon.run("review", "show", str(rid))
    return rid, seen


def _entries(home: Path) -> list[Path]:
    out = []
    for dirpath, dirnames, filenames in os.walk(home):
        out += [Path(dirpath) / n for n in dirnames + filenames]
    return out


def test_every_file_in_home_is_owner_only_after_an_ingest_and_a_review(daemon):
    rid, in_tmp = _ingest_and_review(daemon)
    assert not any(n.startswith("tess_") for n in in_tmp)   # Tesseract's output comes
    # over a pipe: it writes no file, in HOME or anywhere else
    entries = _entries(daemon.home)
    assert any(p.name == queue.get(daemon.store(), rid).crop_png for p in entries)
    assert any(p.name == "docq.sqlite3" for p in entries) and any(p.parent.name == "index" for p in entries)
    modes = {str(p.relative_to(daemon.home)): stat.S_IMODE(p.lstat().st_mode) for p in entries}
    assert not {p: oct(m) for p, m in modes.items() if m & 0o077}, "not owner-only"
    folders = {str(p.relative_to(daemon.home)) for p in entries if p.is_dir()}
    assert all(modes[p] == 0o700 for p in folders)
    # files 0600; the search index's lock files are empty and 0700 (Whoosh opens them so)
    assert not {p: oct(m) for p, m in modes.items() if p not in folders and m != 0o600
                and not (m == 0o700 and (daemon.home / p).stat().st_size == 0)}
    assert stat.S_IMODE(daemon.home.stat().st_mode) == 0o700
    tmp = daemon.home / "tmp"
    daemon.kill()                                   # an interrupted stop may leave some behind
    (tmp / "tess_left_behind.tsv").write_text("ACCOUNT 4-71007 BALANCE 1,234.56")
    daemon.start()
    assert stat.S_IMODE(tmp.stat().st_mode) == 0o700 and not list(tmp.iterdir())


def test_an_older_homes_loose_modes_are_tightened_at_start(start_daemon, tmp_path):
    home = tmp_path / "old-home"
    (home / "sidecars").mkdir(parents=True)
    Store(home / "docq.sqlite3").close()
    (home / "sidecars" / "1.json").write_text("{}")
    for p, mode in ((home / "docq.sqlite3", 0o644), (home / "sidecars" / "1.json", 0o644),
                    (home / "sidecars", 0o755)):
        os.chmod(p, mode)
    start_daemon(home=home)
    assert stat.S_IMODE((home / "docq.sqlite3").stat().st_mode) == 0o600
    assert stat.S_IMODE((home / "sidecars" / "1.json").stat().st_mode) == 0o600
    assert stat.S_IMODE((home / "sidecars").stat().st_mode) == 0o700


PROBE = """
import os, sys
read = []
for p in sys.stdin.read().split("\\0"):
    if not p:
        continue
    try:
        if os.path.isdir(p):
            os.listdir(p)
        else:
            with open(p, "rb") as f:
                f.read(1)
        read.append(p)
    except OSError:
        pass
print(len(read))
print("\\n".join(read))
"""


@pytest.fixture
def second_user():
    if os.geteuid() != 0:
        pytest.skip("creating a second local user needs root (useradd); run as root to check it")
    if shutil.which("useradd") is None:
        pytest.skip("useradd is not installed, so no second local user can be made")
    name = f"dq{uuid.uuid4().hex[:8]}"
    subprocess.run(["useradd", "--no-create-home", "--shell", "/usr/sbin/nologin", name], check=True)
    try:
        yield pwd.getpwnam(name)
    finally:
        subprocess.run(["userdel", name], check=False)


def test_a_second_local_user_reads_nothing_in_home(second_user, start_daemon):
    # HOME's parents must be passable by anyone, or the test proves only that
    base = Path(tempfile.mkdtemp(prefix="docq-privacy-", dir="/tmp"))
    try:
        os.chmod(base, 0o711)
        watch = base / "watch"
        watch.mkdir()
        daemon = start_daemon(home=base / "home", watch=watch)
        _ingest_and_review(daemon)
        entries = _entries(daemon.home)

        def probe() -> list[str]:
            r = subprocess.run(["/usr/bin/python3", "-c", PROBE], input="\0".join(map(str, entries)),
                               capture_output=True, text=True, timeout=60, user=second_user.pw_uid,
                               group=second_user.pw_gid, extra_groups=[], cwd="/")
            assert r.returncode == 0, r.stderr
            return [line for line in r.stdout.splitlines()[1:] if line]

        assert probe() == []
        os.chmod(daemon.home, 0o711)       # even with HOME opened up, each file is the owner's
        assert probe() == []
        os.chmod(daemon.home, 0o755)
        leaked = probe()
        assert leaked == [], f"readable by {second_user.pw_name}: {leaked}"
    finally:
        shutil.rmtree(base, ignore_errors=True)
