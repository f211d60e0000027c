"""`docq review ...` as a person runs it (the real console script on a temp HOME): output,
exit codes, images, and the inbox answer files rewritten on each decision."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from docq.errors import ExitCode
from docq.review import queue, reasons
from docq.store import Store

from review_support import add_document, hold_one, make_pdf

ROOT = Path(__file__).resolve().parents[1]


def run(home: Path, *args: str) -> subprocess.CompletedProcess:
    """`docq review ...` of this tree (the installed console script may be another one's)."""
    return subprocess.run([sys.executable, "-m", "docq", "--home", str(home), "review", *args],
                          capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env={"PATH": "/nonexistent", "USER": "ana",   # no desktop viewer
                               "PYTHONPATH": str(ROOT)})


@pytest.fixture
def held(home, tmp_path):
    """Two held items: one asked from the CLI, one from an inbox file."""
    store = Store(home.paths.db)
    doc = add_document(store, make_pdf(tmp_path / "adt-2012-02.pdf"))
    question = home.paths.inbox / "adt.txt"
    question.write_text("what is the amount due on the ADT bill?\n")
    cli = hold_one(store, doc, value="241.99", codes=[reasons.LABEL_DISAGREES])
    inbox = hold_one(store, doc, value="7.00", channel="inbox", inbox_path=str(question),
                     question="what is the amount due?", codes=[reasons.REREAD_DISAGREES])
    store.close()
    return {"doc": doc, "cli": cli, "inbox": inbox, "question": question}


def _answer(question: Path) -> dict:
    return json.loads(question.with_name(question.stem + ".answer.json").read_text())


def test_list_shows_pending_items_oldest_first(home, held):
    out = run(home.paths.home, "list")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert [int(line.split()[0]) for line in lines] == [held["cli"], held["inbox"]]
    assert "adt-2012-02.pdf" in lines[0] and "label-disagrees" in lines[0]
    items = json.loads(run(home.paths.home, "list", "--json").stdout)
    assert [i["id"] for i in items] == [held["cli"], held["inbox"]]
    assert items[1]["channel"] == "inbox" and items[1]["reasons"] == ["reread-disagrees"]


def test_list_shows_the_same_figure_once_with_how_many_questions_it_answers(home, held):
    store = Store(home.paths.db)
    twin = hold_one(store, held["doc"], value="241.99", question="how much do I owe ADT?")
    store.close()
    lines = run(home.paths.home, "list").stdout.splitlines()
    assert [int(line.split()[0]) for line in lines] == [held["cli"], held["inbox"]]
    assert lines[0].endswith(f"(answers 2 questions; also {twin})") and "answers" not in lines[1]
    items = json.loads(run(home.paths.home, "list", "--json").stdout)
    assert [(i["id"], i["twins"], i["questions"]) for i in items] == [
        (held["cli"], [twin], 2), (held["inbox"], [], 1)]
    shown = run(home.paths.home, "show", str(twin)).stdout
    assert f"also:      review {held['cli']}: what is the amount due on the ADT bill?" in shown
    out = run(home.paths.home, "approve", str(twin))
    assert f"review {twin} approved (and {held['cli']}: the same figure)" in out.stdout
    assert [i["id"] for i in json.loads(run(home.paths.home, "list", "--json").stdout)] == [held["inbox"]]


def test_show_prints_everything_and_the_two_images(home, held):
    out = run(home.paths.home, "show", str(held["cli"]))
    assert out.returncode == 0, out.stderr
    for text in ("what is the amount due on the ADT bill?", "amount_due = 241.99",
                 "adt-2012-02.pdf", "label-disagrees", "row label PREVIOUS BALANCE"):
        assert text in out.stdout
    data = json.loads(run(home.paths.home, "show", str(held["cli"]), "--json").stdout)
    crop, page = Path(data["images"]["crop"]), Path(data["images"]["page"])
    assert crop.parent == page.parent == home.paths.review
    assert crop.read_bytes()[:4] == page.read_bytes()[:4] == b"\x89PNG"
    opened = run(home.paths.home, "show", str(held["cli"]), "--open")
    assert opened.returncode == 0 and "open the files above yourself" in opened.stderr


def test_approve_answers_the_inbox_file_with_the_figure_and_citation(home, held):
    out = run(home.paths.home, "approve", str(held["inbox"]))
    assert out.returncode == 0, out.stderr
    assert "inbox answer rewritten for adt.txt" in out.stdout
    ans = _answer(held["question"])
    assert ans["status"] == "answered" and ans["amount"] == "7.00"
    assert ans["citations"] == [{"document": "adt-2012-02.pdf", "page": 1}]
    txt = held["question"].with_name("adt.answer.txt").read_text()
    assert "$7.00" in txt and "adt-2012-02.pdf, page 1" in txt
    store = Store(home.paths.db)
    assert queue.verified(store, held["doc"], "amount_due")["who"] == "ana"
    assert [r.id for r in queue.pending(store)] == [held["cli"]]


def test_correct_answers_with_the_typed_figure(home, held):
    out = run(home.paths.home, "correct", str(held["inbox"]), "$42.99", "--json")
    assert out.returncode == 0, out.stderr
    decided = json.loads(out.stdout)
    assert (decided["status"], decided["decision_value"]) == ("corrected", "42.99")
    assert decided["inbox_rewritten"] == [str(held["question"])]
    ans = _answer(held["question"])
    assert (ans["status"], ans["amount"]) == ("answered", "42.99")
    bad = run(home.paths.home, "correct", str(held["cli"]), "forty-two")
    assert bad.returncode == ExitCode.BAD_INPUT and "not an amount" in bad.stderr


def test_reject_declines_the_inbox_answer_without_any_figure(home, held):
    out = run(home.paths.home, "reject", str(held["inbox"]), "--note", "7.00 is a line item")
    assert out.returncode == 0, out.stderr
    ans = _answer(held["question"])
    assert ans["status"] == "declined" and ans["amount"] is None and ans["citations"] == []
    txt = held["question"].with_name("adt.answer.txt").read_text()
    for text in (ans["text"], txt):
        assert "7.00" not in text and "$" not in text
    store = Store(home.paths.db)
    assert queue.rejected_values(store, held["doc"], "amount_due") == {"7.00"}
    assert queue.get(store, held["inbox"]).note == "7.00 is a line item"


def test_deciding_twice_or_an_unknown_id_exits_with_a_clear_error(home, held):
    assert run(home.paths.home, "approve", str(held["cli"])).returncode == 0
    again = run(home.paths.home, "reject", str(held["cli"]))
    assert again.returncode == ExitCode.BAD_INPUT and "already approved by ana" in again.stderr
    missing = run(home.paths.home, "show", "999")
    assert missing.returncode == ExitCode.NOT_FOUND and "no review 999" in missing.stderr


def test_an_inbox_answer_left_held_by_a_crash_is_rewritten_by_the_next_decision(home, held):
    from docq.daemon.inbox import write_answer
    from docq.records import Answer
    write_answer(held["question"], Answer("what is the amount due?", "held", "waiting",
                                          review_id=held["inbox"]))
    store = Store(home.paths.db)
    queue.approve(store, held["inbox"])       # decided, but the process "died" before the file
    assert _answer(held["question"])["status"] == "held"
    out = run(home.paths.home, "reject", str(held["cli"]))
    assert "inbox answer rewritten for adt.txt" in out.stdout
    assert _answer(held["question"])["status"] == "answered"
