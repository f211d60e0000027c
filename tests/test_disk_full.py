"""A full disk through the real daemon: HOME on a small tmpfs filled up while a document is
read. The document is marked failed with the reason (retryable) and counts as pending; once
space is freed it is read at once, with no restart and no wait for its timer. Needs root (to
mount the tmpfs); skipped with the reason otherwise."""
from __future__ import annotations

import json
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


def _fill(mnt: Path, leave: int = 0) -> list[Path]:
    """Fill the disk to ENOSPC with 64 KB files (then 4 KB ones, to the last page), then
    free about `leave` bytes."""
    files = []
    for size in (65536, 4096):
        while True:
            p = mnt / f"filler-{len(files)}"
            try:
                with open(p, "wb") as f:
                    f.write(b"\0" * size)
            except OSError:
                p.unlink(missing_ok=True)
                break
            files.append(p)
    kept = len(files) - leave // 4096
    for p in files[kept:]:
        p.unlink()
    return files[:kept]


def _row(d, name: str) -> dict | None:
    return next((r for r in d.json("docs") if r["name"] == name), None)


def _state(d, name: str):
    return d.store().one("SELECT d.state, d.reason FROM documents d JOIN names n ON n.doc_id=d.id"
                         " WHERE n.name=?", name)


def test_a_full_disk_fails_the_document_retryably_and_it_is_read_as_soon_as_space_returns(
        small_disk, start_daemon, make_pdf, tmp_path):
    d = start_daemon(home=small_disk / "home")
    big = make_pdf(tmp_path / "statement.pdf",
                   ["\n".join(f"{i:03d} {WORDS}" for i in range(45)) for _ in range(40)])
    filler = _fill(small_disk, leave=256 * 1024)
    d.drop(big)
    row = d.wait_for(lambda: (r := _state(d, "statement.pdf")) and r["state"] == "failed" and r,
                     timeout=90, what="the document to fail for want of space")
    assert "disk full" in row["reason"] and "tries again" in row["reason"], row["reason"]
    s = d.status()
    assert s["queue"]["pending"] == 1 and s["documents"]["failed"] == 0, s   # still to be read
    # a second failed try: its timer waits 10 s or more, longer than noticing the room takes
    d.wait_for(lambda: d.log_text().count("doc 1: disk full")
               + d.log_text().count("doc 1: the disk is still full") >= 2,
               timeout=90, what="the document to fail twice for want of space")
    assert d.proc.poll() is None
    # Shown as what it is in every command: waiting, why, and what frees it; never "failed".
    # Each look is repeated until the document is between two tries (a try reads it again).
    d.wait_for(lambda: d.status()["documents"]["waiting"] == 1, timeout=90, what="status counting it as waiting")
    listed = d.wait_for(lambda: (r := _row(d, "statement.pdf"))["state"] == "waiting" and r,
                        timeout=90, what="docs --json listing it as waiting")
    assert "disk full" in listed["reason"] and "free space on the disk holding HOME" in listed["reason"]
    line = d.wait_for(lambda: next((l for l in d.run("docs").stdout.splitlines()
                                    if l.split()[1:2] == ["statement.pdf"] and l.split()[3] == "waiting"), None),
                      timeout=90, what="docs listing it as waiting")
    assert "disk full" in line and "free space on the disk holding HOME" in line, line
    assert "statement.pdf" not in d.run("docs", "--failed").stdout
    d.wait_for(lambda: "documents  1 total, 0 ready, 0 failed, 1 pending (1 of them waiting for disk space"
               in d.run("status").stdout, timeout=90, what="status saying it waits for disk space")
    d.wait_for(lambda: "1 of them waiting for disk space" in d.run("wait", "--timeout", "1", check=False).stderr,
               timeout=90, what="wait saying what it waits for when it gives up")

    for p in filler:
        p.unlink()
    d.run("wait", "--timeout", "60")     # it counts as pending until it is read
    assert _state(d, "statement.pdf")["state"] == "ready"
    assert "the disk holding HOME has room again: trying 1 document(s) now" in d.log_text()
    assert d.log_text().count("disk full") < 10          # a line per try, not two a second


BILL = ["ACME POWER", "Statement date 03/01/2024", "Due date 03/20/2024", "AMOUNT DUE 42.99"]


def test_on_a_full_disk_a_file_not_taken_is_listed_and_waited_for_until_space_returns(
        small_disk, start_daemon, make_pdf, tmp_path):
    # a rescan only every 10 minutes: what takes the file once space returns is docq noticing
    d = start_daemon(home=small_disk / "home", rescan_seconds=600)
    filler = _fill(small_disk)
    d.drop(make_pdf(tmp_path / "late.pdf", ["Late bill\nAmount due $12.34"]))
    d.wait_for(lambda: "late.pdf: could not take it" in d.log_text(), timeout=60,
               what="the store to fail to take late.pdf")
    assert d.status()["queue"]["pending"] >= 1               # not done while it is not taken
    untaken = _row(d, "late.pdf")
    assert untaken["state"] == "not taken" and "full" in untaken["reason"], untaken
    assert untaken["path"] == str(d.watch / "late.pdf")
    line = next(l for l in d.run("docs").stdout.splitlines() if "late.pdf" in l)
    assert "not taken" in line and "full" in line

    for p in filler:
        p.unlink()
    d.run("wait", "--timeout", "60")
    assert _row(d, "late.pdf")["state"] == "ready"             # wait returned once it was read


def test_on_a_full_disk_questions_are_answered_from_the_store_and_a_needed_write_says_so(
        small_disk, start_daemon, make_pdf, tmp_path):
    # Tesseract as the second reader re-reads a figure from a crop written in HOME/tmp, so a
    # money answer needs room; a date answer needs none
    d = start_daemon(home=small_disk / "home", reread_engine="tesseract")
    d.drop(make_pdf(tmp_path / "bill.pdf", ["\n".join(BILL)]))
    d.wait_idle()
    filler = _fill(small_disk)

    due = d.json("ask", "what is the due date?")
    assert due["status"] == "answered" and "03/20/2024" in due["text"], due
    r = d.run("ask", "what is the amount due?", "--json", check=False)
    assert r.returncode == 0 and "Error" not in r.stdout + r.stderr, r
    full = json.loads(r.stdout)
    assert full["status"] == "declined" and full["amount"] is None, full
    assert "disk" in full["text"] and "is full" in full["text"] and "42.99" not in full["text"]
    assert d.proc.poll() is None

    for p in filler:
        p.unlink()
    assert d.json("ask", "what is the amount due?")["status"] in ("answered", "held")


def test_on_a_full_disk_an_inbox_question_is_answered_once_there_is_room(
        small_disk, start_daemon, make_pdf, tmp_path):
    d = start_daemon(home=small_disk / "home")
    d.drop(make_pdf(tmp_path / "bill.pdf", ["\n".join(BILL)]))
    d.wait_idle()
    _fill(small_disk, leave=4096)                    # room for the question, none for its answer
    q = d.home / "inbox" / "due.txt"
    q.write_text("what is the due date?\n")
    _fill(small_disk)
    d.wait_for(lambda: "inbox: cannot write the answer to due.txt" in d.log_text(), timeout=30,
               what="the inbox to find the disk full")
    for p in small_disk.glob("filler-*"):
        p.unlink()
    answer = q.with_name("due.answer.json")
    d.wait_for(answer.exists, timeout=30, what="the answer once there is room")
    assert "03/20/2024" in json.loads(answer.read_text())["text"]
    assert d.log_text().count("cannot write the answer to due.txt") == 1
    assert "Traceback" not in d.log_text()
