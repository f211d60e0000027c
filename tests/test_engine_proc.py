"""Engine processes and a stop: once docq is stopping no engine starts, and a second reader
ended by the stop fails the question whole rather than holding its figure for review (the
stop, not the figure, is why it could not be re-read)."""
from __future__ import annotations

import hashlib

import pytest

from docq.answer import guards
from docq.answer.candidates import Candidate
from docq.answer.library import Doc
from docq.records import Box, Sidecar
from docq.workers import engine_proc


def test_a_second_reader_ended_by_the_stop_is_not_a_reason_to_hold(tmp_path):
    f = tmp_path / "bill.pdf"
    f.write_bytes(b"%PDF-1.4 a bill\n%%EOF\n")
    doc = Doc(1, "bill.pdf", f, Sidecar(), hashlib.sha256(f.read_bytes()).hexdigest())
    c = Candidate(doc, "amount_due", "money", "42.99", "sidecar", page=1, box=Box(10, 10, 50, 20))

    def ended(*args, **kwargs):
        raise engine_proc.Ended("docq is stopping; tesseract was not started")

    with pytest.raises(engine_proc.Ended):
        guards.pixels(c, guards.Verdict(), None, ended)


def test_no_engine_starts_once_docq_is_stopping():
    engines = engine_proc.Engines()          # its own, so this stop ends no other test's engines
    assert engines.run(["true"]).returncode == 0
    assert engines.end_all() == 0
    with pytest.raises(engine_proc.Ended, match="stopping"):
        engines.run(["true"])
