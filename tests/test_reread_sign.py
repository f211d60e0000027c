"""The second reader's disagreement over a figure's dollar sign: "310.06" read for "$10.06"
agrees only where the receipt's payment, read apart, lands on the figure."""
from __future__ import annotations

import hashlib

import pytest

from docq.answer import guards
from docq.answer.candidates import Candidate
from docq.answer.library import Doc
from docq.records import Box, Field, Sidecar
from docq.review import reasons as R
from docq.workers.reread import ReRead, sign_as_digit


def _circle_k(tmp_path, cash: str):
    """A receipt photo's total "$10.06" (wildreceipt-dev's Circle K), tendered `cash`, change 0.94."""
    f = tmp_path / "circlek.jpeg"
    f.write_bytes(b"a receipt's bytes")

    def money_field(name, value):
        return Field(name, value, name, 1, Box(10, 10, 50, 20), [value], 100.0, "row")
    sidecar = Sidecar(doc_type="receipt", fields=[money_field("total", "10.06"), money_field("cash_tendered", cash),
                                                  money_field("change", "0.94")])
    doc = Doc(1, "circlek.jpeg", f, sidecar, hashlib.sha256(f.read_bytes()).hexdigest())
    return Candidate(doc, "total", "money", "10.06", "sidecar", page=1, box=Box(10, 10, 50, 20), printed="$10.06")


@pytest.mark.parametrize("read, cash, held", [
    ("310.06", "11.00", False),     # the sign read as a 3; the cash less the change is 10.06
    ("S10.06", "11.00", False),
    ("310.06", "12.00", True),      # nothing else on the page says which glyph is the sign
    ("310.07", "11.00", True),      # a digit disagrees as well
])
def test_a_dollar_sign_read_as_a_digit_agrees_only_where_the_payment_lands_on_the_figure(tmp_path, read, cash, held):
    v = guards.Verdict()
    guards.pixels(_circle_k(tmp_path, cash), v, None, lambda *a, **k: ReRead(read, False, "ppocrv5"))
    assert (R.REREAD_DISAGREES in v.reasons) is held


def test_only_a_sign_the_first_reader_printed_is_read_as_a_digit():
    assert sign_as_digit("310.06", "$10.06") and sign_as_digit("S10.06", "$10.06")
    assert not sign_as_digit("310.06", "10.06")        # no sign printed: the 3 is a digit
    assert not sign_as_digit("$10.06", "$10.06") and not sign_as_digit("3100.06", "$10.06")
