"""The inbox reads only regular files of the daemon's own user with one name: a symbolic or
hard link (to a secret file, as root could read /etc/shadow), another user's file, a named pipe
or a folder named like a question gets an answer file saying why, through the real daemon, and
nothing of the link's target is copied out."""
from __future__ import annotations

import json
import os

import pytest

from docq.daemon import inbox

pytestmark = pytest.mark.e2e

SECRET = "root:$6$not-a-question:19000:0:99999:7:::"


def _answer(q) -> dict:
    js, _ = inbox.answer_paths(q)
    return json.loads(js.read_text())


def test_links_pipes_and_folders_are_refused_with_an_answer(daemon, tmp_path):
    secret = tmp_path / "shadow"
    secret.write_text(SECRET + "\n")
    box = daemon.home / "inbox"
    link, pipe, folder = box / "shadow.txt", box / "pipe.txt", box / "folder.txt"
    link.symlink_to(secret)
    os.mkfifo(pipe)
    folder.mkdir()
    (box / "dangling.txt").symlink_to(tmp_path / "nothing-here")
    plain = box / "plain.txt"
    plain.write_text("what is my deductible?\n")

    for q in (link, pipe, folder, box / "dangling.txt", plain):
        daemon.wait_for(lambda: inbox.answer_paths(q)[0].exists(), what=f"an answer for {q.name}")
    for q, why in ((link, "symbolic link"), (pipe, "named pipe"), (folder, "folder"),
                   (box / "dangling.txt", "symbolic link")):
        a = _answer(q)
        assert a["status"] == "declined" and why in a["text"], a
        assert a["reasons"] == ["bad-question"]
    for answer_file in box.glob("*.answer.*"):
        assert "not-a-question" not in answer_file.read_text()      # the target was never read
    assert _answer(plain)["reasons"] != ["bad-question"]            # a plain file is still asked
    assert daemon.proc.poll() is None and daemon.status()["daemon"] == "running"


def test_a_hard_link_is_refused_with_an_answer(daemon, tmp_path):
    secret = tmp_path / "shadow"
    secret.write_text(SECRET + "\n")
    os.chmod(secret, 0o600)
    box = daemon.home / "inbox"
    hard = box / "shadow.txt"
    os.link(secret, hard)
    plain = box / "plain.txt"
    plain.write_text("what is my deductible?\n")

    for q in (hard, plain):
        daemon.wait_for(lambda: inbox.answer_paths(q)[0].exists(), what=f"an answer for {q.name}")
    a = _answer(hard)
    assert a["status"] == "declined" and "hard link" in a["text"] and a["reasons"] == ["bad-question"], a
    for answer_file in box.glob("*.answer.*"):
        assert "not-a-question" not in answer_file.read_text()      # the linked file was never read
    assert _answer(plain)["reasons"] != ["bad-question"]


def test_another_users_file_is_refused_with_an_answer(daemon):
    if os.geteuid() != 0:
        pytest.skip("giving a file to another user needs root")
    q = daemon.home / "inbox" / "theirs.txt"
    q.write_text(SECRET + "\n")
    os.chmod(q, 0o644)                   # readable by the daemon, but not its user's
    os.chown(q, 65534, 65534)
    daemon.wait_for(lambda: inbox.answer_paths(q)[0].exists(), what="an answer for theirs.txt")
    a = _answer(q)
    assert a["status"] == "declined" and "another user" in a["text"], a
    assert all("not-a-question" not in f.read_text() for f in q.parent.glob("*.answer.*"))


def test_an_answer_path_that_is_a_link_is_replaced_not_written_through(tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_text("untouched\n")
    q = tmp_path / "q.txt"
    q.write_text("what is my deductible?\n")
    js, _ = inbox.answer_paths(q)
    js.symlink_to(target)
    (tmp_path / f".{js.name}.{os.getpid()}.tmp").symlink_to(target)
    inbox.write_answer(q, inbox.Answer(question="q", status="declined", text="no", reasons=[]))
    assert target.read_text() == "untouched\n"
    assert not js.is_symlink() and json.loads(js.read_text())["status"] == "declined"
