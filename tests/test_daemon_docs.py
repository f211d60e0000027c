"""`docq docs` and `docq show` over a real daemon's store."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


def test_docs_and_show(daemon, make_pdf, tmp_path):
    daemon.drop(make_pdf(tmp_path / "bill.pdf", ["City Power\nAmount due $84.20", "Usage detail"]))
    (daemon.watch / "notes.pdf").write_text("not a pdf")
    daemon.wait_for(lambda: len(daemon.store().all("SELECT id FROM documents")) == 2, what="both taken")
    daemon.wait_idle()
    docs = {d["name"]: d for d in daemon.json("docs")}
    assert docs["bill.pdf"]["state"] == "ready" and docs["bill.pdf"]["pages"] == 2
    assert docs["notes.pdf"]["state"] == "failed"
    lines = daemon.run("docs").stdout.splitlines()
    assert any("bill.pdf" in l and "ready" in l and "2p" in l for l in lines)
    assert [d["name"] for d in daemon.json("docs", "--failed")] == ["notes.pdf"]

    shown = daemon.json("show", "bill.pdf", "--page", "1")
    assert shown["id"] == docs["bill.pdf"]["id"] and shown["sidecar"] is not None
    assert shown["page"]["words"] == 5                 # City, Power, Amount, due, $84.20
    assert any("84.20" in row for row in shown["page"]["rows"])
    assert "84.20" in shown["page"]["text"]
    by_id = daemon.json("show", str(docs["bill.pdf"]["id"]))
    assert by_id["name"] == "bill.pdf" and "page" not in by_id
    assert "bill.pdf" in daemon.run("show", "bill.pdf", "--page", "2").stdout
    assert "money in: USD" in daemon.run("show", "bill.pdf").stdout
    assert shown["sidecar"]["currency"] == "USD"
    assert (daemon.home / "sidecars" / f"{shown['id']}.json").exists()

    missing = daemon.run("show", "nothing.pdf", check=False)
    assert missing.returncode == 8 and "docq docs" in missing.stderr
    no_page = daemon.run("show", "bill.pdf", "--page", "9", check=False)
    assert no_page.returncode == 8 and "no page 9" in no_page.stderr
