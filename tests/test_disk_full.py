"""A full disk through the real daemon: HOME on a small tmpfs filled up while a document is
read. The document is marked failed with the reason (retryable), and once space is freed it
goes on to ready by itself, with no restart. Needs root (to mount the tmpfs); skipped with
the reason otherwise."""
from __future__ import annotations

import os
import subprocess
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

WORDS = "INTEREST DIVIDENDS BALANCE PAYMENT 1,234.56 ACCOUNT STATEMENT PERIOD TOTAL 987.65"


@pytest.fixture
def small_disk(tmp_path):
    mnt = tmp_path / "disk"
    mnt.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs to fill needs root")
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=48m,mode=0700", "tmpfs", str(mnt)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {r.stderr.strip()}")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], check=False)


def _fill(mnt: Path, leave: int) -> list[Path]:
    """Fill the disk to ENOSPC with 64 KB files, then free about `leave` bytes."""
    chunk, files = b"\0" * 65536, []
    while True:
        p = mnt / f"filler-{len(files)}"
        try:
            with open(p, "wb") as f:
                f.write(chunk)
        except OSError:
            p.unlink(missing_ok=True)
            break
        files.append(p)
    for p in files[-(leave // 65536):]:
        p.unlink()
    return files[: len(files) - leave // 65536]


def _state(d, name: str):
    return d.store().one("SELECT d.state, d.reason FROM documents d JOIN names n ON n.doc_id=d.id"
                         " WHERE n.name=?", name)


def test_a_full_disk_fails_the_document_retryably_and_it_resumes_when_space_returns(
        small_disk, start_daemon, make_pdf, tmp_path):
    d = start_daemon(home=small_disk / "home")
    big = make_pdf(tmp_path / "statement.pdf",
                   ["\n".join(f"{i:03d} {WORDS}" for i in range(45)) for _ in range(40)])
    filler = _fill(small_disk, leave=256 * 1024)
    d.drop(big)
    row = d.wait_for(lambda: (r := _state(d, "statement.pdf")) and r["state"] == "failed" and r,
                     timeout=90, what="the document to fail for want of space")
    assert "disk full" in row["reason"] and "tries again" in row["reason"], row["reason"]
    assert d.proc.poll() is None

    for p in filler:
        p.unlink()
    d.wait_for(lambda: _state(d, "statement.pdf")["state"] == "ready", timeout=120,
               what="the document to go on once space returned, without a restart")
    assert d.log_text().count("disk full") < 10          # a line per try, not two a second
