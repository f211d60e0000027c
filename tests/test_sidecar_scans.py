"""Sidecars of real scans: drawn by tests/sidecar_scans.py, OCR'd by Tesseract through the
real read and rows stages. The seed's failures, each as a document."""
from __future__ import annotations

from pathlib import Path

import pytest

from docq.records import Sidecar
from docq.workers.issuer import issuer_key
from docq.workers.read import read_document
from docq.workers.rows import build_layout
from docq.workers.sidecar import extract
import sidecar_scans as scans

pytestmark = pytest.mark.slow

W2_2024 = {"1": "1,148,528.02", "2": "315,259.24", "3": "168,600.00", "4": "10,453.20",
           "5": "1,148,528.02", "6": "26,990.41", "16": "1,148,528.02", "17": "96,412.77"}
W2_2025 = {"1": "1,552,945.61", "2": "402,118.90", "3": "176,100.00", "4": "10,918.20",
           "5": "1,552,945.61", "6": "36,494.22"}


def sidecar(path: Path) -> Sidecar:
    pages = read_document(path, None)
    return extract(path.name, pages, [build_layout(p) for p in pages])


def fields(sc: Sidecar) -> dict[str, str]:
    return {f.name: f.value for f in sc.fields}


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("sidecar_scans")


def test_w2s_take_their_tax_year_from_the_form_not_the_mailing_date(folder):
    # The older form was mailed on April 13, 2025: its file name starts with that date.
    older = sidecar(scans.scan(scans.w2(2024, "ACME WIDGETS, INC.", "Dana Whitfield", W2_2024),
                               folder / "04132025_W2_Acme.pdf", seed=1))
    newer = sidecar(scans.scan(scans.w2(2025, "Acme Widgets Inc", "Dana Whitfield", W2_2025),
                               folder / "Acme_W2_2025.pdf", seed=2))
    assert (older.doc_type, older.tax_year, older.tax_year_source) == ("w2", 2024, "body")
    assert (newer.doc_type, newer.tax_year) == ("w2", 2025)
    assert issuer_key(older.issuer) == issuer_key(newer.issuer) == "acme widgets"
    got = fields(older)
    assert got["w2_box1"] == "1148528.02" and got["w2_box2"] == "315259.24"
    assert fields(newer)["w2_box1"] == "1552945.61"
    for f in older.fields:
        assert f.method == "form-box" and not f.conflicting and f.confidence > 0
        assert f.value == W2_2024[f.name.removeprefix("w2_box")].replace(",", "")


def test_1098_property_tax_box_is_its_own_not_the_county_bill(folder):
    form = sidecar(scans.scan(scans.form_1098(2024, "Harbor Home Loans, N.A.", "Dana Whitfield",
                                              "14,220.37", "4,210.55"), folder / "1098_2024.pdf", seed=3))
    bill = sidecar(scans.scan(scans.county_bill(2024, "4,388.12"), folder / "county_tax_2024.pdf", seed=4))
    assert form.doc_type == "1098" and bill.doc_type == "property-tax-bill"
    assert fields(form) == {"mortgage_interest": "14220.37", "property_tax": "4210.55", "mortgage_principal": "312400.00"}
    assert fields(bill)["property_tax"] == "4388.12"
    assert form.tax_year == bill.tax_year == 2024


def test_receipt_total_is_what_was_paid_after_rounding(folder):
    sc = sidecar(scans.scan(scans.receipt(), folder / "receipt.pdf", seed=9, width=290, height=340))
    got = {f.name: f for f in sc.fields}
    assert sc.doc_type == "receipt"
    assert got["total"].value == "27.55" and not got["total"].conflicting
    assert "27.56" in got["total"].alternatives          # the pre-rounding total is not the answer
    assert (got["cash_tendered"].value, got["change"].value) == ("50.00", "22.45")
    assert (got["subtotal"].value, got["tax"].value) == ("26.00", "1.56")


def test_life_cash_value_is_the_policy_value_never_a_projection_zero(folder):
    sc = sidecar(scans.scan(scans.life_statement(), folder / "life_2025.pdf", seed=5))
    got = {f.name: f for f in sc.fields}
    assert sc.doc_type == "life-insurance-statement"
    assert got["cash_value"].value == "45783.79" and not got["cash_value"].conflicting
    assert got["surrender_value"].value == "41210.33"
    assert got["death_benefit"].value == "250000.00"
    assert all(f.value != "0.00" for f in sc.fields)
    # the evidence points at the figure's own pixels, far right of its label
    assert got["cash_value"].box.x0 > 400 and "45,783.79" in "".join(got["cash_value"].words)
    assert sc.tax_year is None                              # a statement is not for a tax year


def test_ringgit_receipt_fields_carry_their_currency(folder):
    sc = sidecar(scans.scan(scans.receipt(ringgit=True), folder / "receipt_rm.pdf", seed=11, width=290, height=340))
    got = {f.name: f for f in sc.fields}
    assert got["total"].value == "27.55" and got["total"].currency == "RM"
