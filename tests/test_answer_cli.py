"""`docq ask` at the door: no daemon, and questions it refuses before any daemon sees them."""
from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT


def run_ask(home, *args):
    return subprocess.run([sys.executable, "-m", "docq", "--home", str(home), "ask", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_no_daemon_says_how_to_start_it(tmp_path):
    r = run_ask(tmp_path / "home", "What is my deductible?", "--json")
    assert r.returncode != 0
    assert "docq start" in r.stderr and r.stdout == ""


@pytest.mark.parametrize("question, says", [("", "empty"), ("   ", "empty"), ("x" * 2001, "2000"),
                                            ("amount\x07due", "control")])
def test_bad_questions_are_refused_clearly(tmp_path, question, says):
    r = run_ask(tmp_path / "home", question)
    assert r.returncode == 7, r.stderr       # BAD_INPUT, before any socket is touched
    assert says in r.stderr
