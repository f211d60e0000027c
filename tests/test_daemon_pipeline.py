"""The pipeline's stage functions and the Huey task wiring (immediate mode), on a real store,
index and digital PDFs: idempotent stages, states, failures as values, loaders."""
from __future__ import annotations

import json

import pytest

from docq.daemon import intake
from docq.store import Store
from docq.workers import pipeline, queue
from docq.workers.index import Index
from docq.workers.tasks import Tasks


@pytest.fixture
def rt(cfg):
    return pipeline.Runtime(cfg, Store(cfg.paths.db), Index(cfg.paths.index))


def take(rt, path):
    return intake.register(rt.store, rt.index, path).doc_id


def test_digital_pdf_goes_through_every_stage(rt, make_pdf, tmp_path):
    doc = take(rt, make_pdf(tmp_path / "w" / "stmt.pdf", ["Bank statement\nEnding balance $2,500.00", "Page two"]))
    seen = []
    while (st := pipeline.state(rt.store, doc)) in pipeline.STAGES:
        assert pipeline.STAGES[st](rt, doc)
        seen.append(pipeline.state(rt.store, doc))
    assert seen == ["read", "rows", "sidecar", "ready"]
    pages = pipeline.load_pages(rt.store, doc)
    assert [p.number for p in pages] == [1, 2] and pages[0].source == "text"
    assert "2,500.00" in " ".join(w.text for w in pages[0].words)
    layouts = pipeline.load_layouts(rt.store, doc)
    assert "2,500.00" in layouts[0].text
    assert pipeline.load_sidecar(rt.store, doc) is not None
    on_disk = json.loads((rt.cfg.paths.sidecars / f"{doc}.json").read_text())
    assert on_disk == pipeline.load_sidecar(rt.store, doc).to_dict()
    assert pipeline.doc_path(rt.store, doc) == tmp_path / "w" / "stmt.pdf"
    assert pipeline.doc_name(rt.store, doc) == "stmt.pdf"
    assert {h.doc_id for h in rt.index.search("ending balance")} == {doc}


def test_stages_are_idempotent(rt, make_pdf, tmp_path):
    doc = take(rt, make_pdf(tmp_path / "w" / "a.pdf", 2))
    assert pipeline.process(rt, doc) == "ready"
    # a re-enqueued run after a crash starts again from an earlier state
    rt.store.conn.execute("UPDATE documents SET state='received' WHERE id=?", (doc,))
    assert pipeline.process(rt, doc) == "ready"
    assert rt.store.one("SELECT count(*) AS n FROM pages WHERE doc_id=?", doc)["n"] == 2
    assert rt.index.count() == 2
    assert pipeline.process(rt, doc) == "ready"         # a task for a ready document does nothing


def test_a_stage_failure_is_the_documents_state_with_a_reason(rt, make_pdf, tmp_path):
    p = make_pdf(tmp_path / "w" / "locked-later.pdf", 1)
    doc = take(rt, p)
    p.write_bytes(p.read_bytes()[:200])                # the bytes changed before reading
    assert pipeline.process(rt, doc) == "failed"
    reason = rt.store.one("SELECT reason FROM documents WHERE id=?", doc)["reason"]
    assert "no longer there" in reason and "\n" not in reason


def test_a_document_gone_mid_run_is_not_brought_back(rt, make_pdf, tmp_path):
    p = make_pdf(tmp_path / "w" / "a.pdf", 1)
    doc = take(rt, p)
    assert pipeline.stage_read(rt, doc)
    p.unlink()
    intake.forget(rt.store, rt.index, p)
    assert pipeline.process(rt, doc) == "gone"
    assert rt.index.count() == 0


def test_task_runs_the_pipeline_in_immediate_mode(rt, make_pdf, tmp_path):
    huey = queue.make_huey(rt.cfg, immediate=True)
    tasks = Tasks(huey, rt)
    doc = take(rt, make_pdf(tmp_path / "w" / "a.pdf", 1))
    tasks.enqueue(doc)
    assert pipeline.state(rt.store, doc) == "ready"
    assert pipeline.active_ids(rt.store) == []


def test_a_renamed_file_is_not_read_again(rt, make_pdf, tmp_path):
    old = make_pdf(tmp_path / "w" / "scan.pdf", 2)
    doc = take(rt, old)
    assert pipeline.process(rt, doc) == "ready"
    new = old.rename(tmp_path / "w" / "W-2 2024.pdf")      # watchdog: moved = gone + new name
    intake.forget(rt.store, rt.index, old)
    assert pipeline.state(rt.store, doc) == "gone" and rt.index.count() == 0
    again = intake.register(rt.store, rt.index, new)
    assert (again.doc_id, again.state, again.enqueue) == (doc, "rows", True)   # pages kept
    assert pipeline.process(rt, doc) == "ready"
    assert pipeline.doc_name(rt.store, doc) == "W-2 2024.pdf"
    assert rt.index.count() == 2
