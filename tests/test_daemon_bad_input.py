"""End to end: every bad input ends failed (or unsupported) with its reason in
`docq docs --failed`, a good file beside them ends ready, and the daemon keeps running;
fixing a file (dropping it again) processes it."""
from __future__ import annotations

import os
import shutil

import pytest

from daemon_inputs import bad_inputs

pytestmark = pytest.mark.e2e


def test_bad_inputs_fail_with_reasons_and_good_file_is_ready(start_daemon, make_pdf, tmp_path):
    d = start_daemon(max_pages=3)
    expected = bad_inputs(tmp_path / "bad", max_pages=3)
    unreadable = make_pdf(tmp_path / "bad" / "private.pdf", 1, title="private")
    os.chmod(unreadable, 0)
    expected["private.pdf"] = "Permission denied"
    for name in expected:
        shutil.copy(tmp_path / "bad" / name, d.watch / name) if name != "private.pdf" else \
            os.rename(unreadable, d.watch / name)
    d.drop(make_pdf(tmp_path / "good.pdf", 2))
    d.wait_for(lambda: d.store().one("SELECT count(*) AS n FROM documents")["n"] == len(expected) + 1,
               timeout=60, what="every file taken")
    d.wait_idle()

    failed = {x["name"]: x for x in d.json("docs", "--failed")}
    assert set(failed) == set(expected)
    for name, words in expected.items():
        assert words in failed[name]["reason"], (name, failed[name])
    assert failed["sheet.xlsx"]["state"] == "unsupported"
    assert all(failed[n]["state"] == "failed" for n in expected if n != "sheet.xlsx")
    assert {x["name"]: x["state"] for x in d.json("docs")}["good.pdf"] == "ready"
    text = d.run("docs", "--failed").stdout
    assert "truncated.pdf" in text and "password-protected" in text
    assert d.status()["documents"] == {"total": len(expected) + 1, "ready": 1, "failed": len(expected) - 1,
                                          "waiting": 0}

    # fixing files: a complete copy replaces the truncated one; the permission is granted
    make_pdf(d.watch / "truncated.pdf", 3)
    os.chmod(d.watch / "private.pdf", 0o644)
    d.wait_for(lambda: {x["name"] for x in d.json("docs", "--failed")} == set(expected) - {"truncated.pdf", "private.pdf"},
               timeout=60, what="fixed files leave the failed list")
    d.wait_idle()
    states = {x["name"]: x["state"] for x in d.json("docs")}
    assert states["truncated.pdf"] == "ready" and states["private.pdf"] == "ready"
    assert d.proc.poll() is None
