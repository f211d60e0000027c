"""Rows rebuilt from real Tesseract word boxes on generated scans (tests/rowscans.py)."""
from __future__ import annotations

import pytest

from docq.evals.rowcheck import Read, score
from docq.workers.read import read_document
from docq.workers.rows import build_layout
from evals.scanner import to_image_pdf
from rowscans import scan


@pytest.fixture(scope="module")
def layouts(tmp_path_factory):
    folder = tmp_path_factory.mktemp("scans")
    out = {}
    for name in ("adt-bill", "w2-grid", "side-by-side", "policy-leaders"):
        img, truth = scan(name)
        (page,) = read_document(to_image_pdf([img], folder / f"{name}.pdf"), None)
        out[name] = (build_layout(page), truth)
    return out


@pytest.mark.slow
def test_seed_bill_pairs_the_ending_balance_with_42_99(layouts):
    layout, truth = layouts["adt-bill"]
    got = {p.label: p.value for p in layout.pairs}
    assert got["ENDING BALANCE"] == "42.99"
    assert got["PREVIOUS BALANCE"] == "241.99"
    assert "ENDING BALANCE | 42.99" in layout.text.splitlines()
    assert "PREVIOUS BALANCE | 241.99" in layout.text.splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("name", ["adt-bill", "w2-grid", "side-by-side", "policy-leaders"])
def test_every_pair_right_and_none_wrong(layouts, name):
    layout, truth = layouts[name]
    result = score([Read(p) for p in layout.pairs], truth, name)
    assert result.wrong == []
    assert result.right == len(truth), result.missing


@pytest.mark.slow
def test_w2_layout_text_writes_each_box_beside_its_label(layouts):
    lines = layouts["w2-grid"][0].text.splitlines()
    assert "1 Wages, tips, other compensation | 116,701.45" in lines
    assert all(p.how == "box-above" for p in layouts["w2-grid"][0].pairs)


@pytest.mark.slow
def test_side_by_side_summary_and_coupon_never_share_a_row(layouts):
    layout, _ = layouts["side-by-side"]
    for row in layout.rows:
        assert not ("Balance" in row.text and "Payment Due" in row.text), row.text
    assert {r.block for r in layout.rows if "Minimum Payment Due" in r.text} == {1}


@pytest.mark.slow
def test_dot_leaders_read_as_letters_are_not_part_of_the_label(layouts):
    layout, _ = layouts["policy-leaders"]
    leaders = [p for p in layout.pairs if p.how == "leader"]
    assert len(leaders) == 4
    assert all(len(p.label) < 20 for p in leaders), [p.label for p in leaders]
    # The projection row that says CASH VALUE beside 0.00s never pairs them (the seed's $0.00).
    assert not any("CASH VALUE" in p.label.upper() and p.value == "0.00" for p in layout.pairs)
