"""The inbox: bounded questions, atomic answer files, answered once (unit level with the
real engine and store; end to end through the running daemon)."""
from __future__ import annotations

import json
import time

import pytest

from docq.daemon import inbox
from docq.records import Answer, Citation


@pytest.mark.parametrize("raw,problem", [
    (b"", "empty"), (b"   \n\t ", "empty"), (b"\x00\x01binary", "binary"),
    (b"\xff\xfe\xfa", "not UTF-8"), (b"x" * 2001, "2001 characters"),
    (b"what is my\x07 deductible?", "control characters"),
])
def test_questions_that_cannot_be_asked(raw, problem):
    q, why = inbox.read_question(raw)
    assert q is None and problem in why


def test_question_is_normalised_whitespace():
    assert inbox.read_question(b"  what is my\n deductible?\n") == ("what is my deductible?", None)


def test_write_answer_writes_both_files_atomically(tmp_path):
    q = tmp_path / "deductible.txt"
    q.write_text("what is my deductible?")
    a = Answer("what is my deductible?", "answered", "Your deductible is $500.00.", "500.00",
               [Citation("policy.pdf", 2)])
    inbox.write_answer(q, a)
    assert json.loads((tmp_path / "deductible.answer.json").read_text()) == a.to_dict()
    assert (tmp_path / "deductible.answer.txt").read_text() == \
        "Your deductible is $500.00.\nsource: policy.pdf, page 2\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == \
        ["deductible.answer.json", "deductible.answer.txt", "deductible.txt"]   # no temp files left
    assert not inbox.needs_answer(q)
    time.sleep(0.01)
    q.write_text("what is my premium?")                # a changed question is answered again
    assert inbox.needs_answer(q)


def test_answer_files_are_not_questions(tmp_path):
    assert inbox.is_question(tmp_path / "q.txt")
    assert not inbox.is_question(tmp_path / "q.answer.txt")
    assert not inbox.is_question(tmp_path / ".q.txt")
    assert not inbox.is_question(tmp_path / "q.json")


@pytest.mark.e2e
def test_daemon_answers_inbox_files_once(daemon):
    box = daemon.home / "inbox"
    (box / "good.txt").write_text("what was my property tax in 2024?\n")
    (box / "empty.txt").write_bytes(b"")
    (box / "long.txt").write_text("why " * 600)
    daemon.wait_for(lambda: all((box / f"{n}.answer.json").exists() for n in ("good", "empty", "long")),
                    timeout=60, what="three answers")
    good = json.loads((box / "good.answer.json").read_text())
    assert good["question"] == "what was my property tax in 2024?"
    assert good["status"] in ("answered", "declined", "held")
    for name in ("empty", "long"):
        bad = json.loads((box / f"{name}.answer.json").read_text())
        assert bad["status"] == "declined" and bad["reasons"] == ["bad-question"]
        assert (box / f"{name}.answer.txt").read_text().startswith("I can't take this question")
    first = (box / "good.answer.json").stat().st_mtime_ns
    time.sleep(1.5)                                     # several polls later: not answered again
    assert (box / "good.answer.json").stat().st_mtime_ns == first
