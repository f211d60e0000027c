"""What scripts/reading_choices.py counts as a key's total and date being in the words read."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "reading_choices", Path(__file__).resolve().parents[1] / "scripts" / "reading_choices.py")
rc = importlib.util.module_from_spec(_spec)
sys.modules["reading_choices"] = rc      # its dataclasses look their module up there
_spec.loader.exec_module(rc)


@pytest.mark.parametrize("words, held", [
    (["TOTAL", "9.00"], True), (["RM9.00"], True), (["19.00"], False), (["9.001"], False),
    (["9.0"], False), (["RM", "9", ".00"], False)])
def test_a_total_is_a_whole_money_token_of_one_word(words, held):
    assert rc.has_total(words, "9.00") is held


def test_a_total_with_a_thousands_comma_matches_either_way():
    assert rc.has_total(["1,234.00"], "1234.00") and rc.has_total(["1234.00"], "1,234.00")


@pytest.mark.parametrize("key, words", [
    ("17/01/2018", ["Date:", "17/1/2018"]), ("17/01/2018", ["17-01-18"]),
    ("17/01/2018", ["2018-01-17"]), ("30 DEC 17", ["30", "Dec", "2017"]),
    ("02/JAN/2017", ["02JAN17"]), ("4/02/2017", ["04.02.2017"]), ("19-03-18", ["19", "/", "03/2018"])])
def test_a_date_is_found_in_any_printed_form_of_the_day(key, words):
    assert rc.has_date(words, key)


@pytest.mark.parametrize("words", [["117/01/2018"], ["17/01/2019"], ["01/17/2018"], ["17/01/20188"]])
def test_another_day_is_not_the_keys_date(words):
    assert not rc.has_date(words, "17/01/2018")
