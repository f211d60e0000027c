"""The docTR adapter against a real docTR model (python-doctr + torch, in the virtualenv that
`scripts/setup.sh --doctr` makes, which `make test` runs). docTR's weights cannot be downloaded
here, so tests/doctr/probe.py builds the model without them; see there for how the one word box
it finds is known in advance."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from evals.scanner import Item, render_page

ROOT = Path(__file__).resolve().parents[1]
VENV = Path(os.environ.get("DOCQ_DOCTR_VENV", ROOT / ".venv-doctr"))


@pytest.fixture(scope="module")
def probe(tmp_path_factory):
    python = VENV / "bin" / "python"
    assert python.exists(), f"no docTR virtualenv at {VENV}: run `bash scripts/setup.sh --doctr` (make test does)"
    work = tmp_path_factory.mktemp("doctr")
    page = work / "bill.png"
    # Not square, so a height/width swap anywhere in the conversion shows.
    render_page([Item("ENDING BALANCE", 72, 200, 10), Item("42.99", 540, 200, 10, align="right")],
                width=612, height=300).save(page, dpi=(300, 300))
    env = dict(os.environ, PYTHONPATH=str(ROOT), HOME=str(work))
    out = subprocess.run([str(python), str(ROOT / "tests" / "doctr" / "probe.py"), str(page), str(work)],
                         capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_page_read_by_docTR_lands_in_page_points(probe):
    assert probe["page"] == {"width": pytest.approx(612, abs=0.5), "height": pytest.approx(300, abs=0.5),
                             "source": "ocr:doctr"}
    (word,) = probe["words"]
    assert word["engine"] == "doctr" and 0 <= word["conf"] <= 100
    # The whole page, in points: 2550 x 1250 px at 300 dpi.
    assert word["box"] == [pytest.approx(v, abs=1.0) for v in (0, 0, 612, 300)]


def test_a_weights_folder_without_the_files_names_the_setting(probe):
    err = probe["no_weight_files"]
    assert err["type"] == "ConfigError"
    assert "doctr_weights" in err["message"] and "det.pt" in err["message"]


def test_no_weights_and_no_network_names_the_setting(probe):
    err = probe["offline"]
    assert err["type"] == "MissingDependency"
    assert "doctr_weights" in err["message"]
