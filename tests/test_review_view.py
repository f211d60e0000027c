"""What the review pages may show of a document: every printed form of a figure still held
for review is masked, and nothing else is."""
from __future__ import annotations

from docq.review.view import mask

HELD = {"42.99": 7, "1234.56": 3}


def test_each_printed_form_of_a_held_figure_is_masked():
    for printed in ("42.99", "$42.99", "42.99 CR", "(42.99)", "-42.99", "1,234.56", "$1,234.56"):
        shown = mask(f"AMOUNT DUE | {printed} | Thank you", HELD)
        assert shown.startswith("AMOUNT DUE | [held for review ") and shown.endswith(" | Thank you"), shown
        assert "42.99" not in shown and "234.56" not in shown


def test_other_figures_are_left_as_printed():
    assert mask("PREVIOUS BALANCE 142.99  LATE FEE 42.98  DUE 4.99", HELD) == \
        "PREVIOUS BALANCE 142.99  LATE FEE 42.98  DUE 4.99"
    assert mask("AMOUNT DUE 42.99  PREVIOUS BALANCE 142.99", HELD) == \
        "AMOUNT DUE [held for review 7]  PREVIOUS BALANCE 142.99"
    assert mask("Account 4299  Meter 42.99 kWh", {}) == "Account 4299  Meter 42.99 kWh"
