"""Intake: format by magic bytes, the refusals and their reasons, and identity by content
(same bytes under two names, replaced bytes, deleted files), on a real store and index."""
from __future__ import annotations

import shutil

import pytest

from daemon_inputs import bad_inputs, png_bomb
from docq.daemon import intake
from docq.errors import BadInput
from docq.store import Store
from docq.workers.index import Index


@pytest.mark.parametrize("head,kind", [
    (b"%PDF-1.7\n", "pdf"), (b"\xef\xbb\xbf%PDF-1.4", "pdf"), (b"\xff\xd8\xff\xe0JFIF", "jpeg"),
    (b"\x89PNG\r\n\x1a\n....", "png"), (b"II*\x00xxxx", "tiff"), (b"MM\x00*xxxx", "tiff"),
    (b"GIF89a", "gif image"), (b"PK\x03\x04", "zip archive or office document"),
    (b"hello, world", "text"), (b"\x00\x01\x02\xff\xfe", "unknown binary data"), (b"", "empty"),
])
def test_sniff_by_magic_bytes(head, kind):
    assert intake.sniff(head) == kind


def test_refusals_before_reading():
    assert intake.refusal("a.pdf", "pdf", 0)[0] == "failed"
    assert intake.refusal("a.pdf", "text", 10) == ("failed", "named .pdf but is not a PDF (the content is text)")
    assert intake.refusal("a.docx", "zip archive or office document", 10)[0] == "unsupported"
    assert intake.refusal("scan.PNG", "png", 10) is None
    assert intake.refusal("photo.jpg", "png", 10) is None   # the content decides, not the name


def test_every_bad_input_is_refused_with_its_reason(cfg, tmp_path):
    cfg.values["max_pages"] = 3
    expected = bad_inputs(tmp_path / "bad", max_pages=3)
    for name, words in expected.items():
        with pytest.raises(BadInput) as e:
            intake.validate(tmp_path / "bad" / name, cfg)
        assert words in str(e.value), (name, str(e.value))
        assert "\n" not in str(e.value)


def test_image_over_the_pixel_setting_is_refused(cfg, tmp_path):
    from PIL import Image
    cfg.values["max_image_pixels"] = 1_000_000
    Image.new("L", (1200, 1000), 255).save(tmp_path / "big.png")
    Image.new("L", (900, 1000), 255).save(tmp_path / "fine.png")
    with pytest.raises(BadInput, match="1200x1000"):
        intake.validate(tmp_path / "big.png", cfg)
    assert intake.validate(tmp_path / "fine.png", cfg) == intake.Info("png", 1)


def test_multipage_tiff_counts_its_pages(cfg, tmp_path):
    from PIL import Image
    frames = [Image.new("L", (300, 400), v) for v in (255, 200, 150)]
    frames[0].save(tmp_path / "scan.tiff", save_all=True, append_images=frames[1:])
    assert intake.validate(tmp_path / "scan.tiff", cfg) == intake.Info("tiff", 3)


def test_good_pdf_passes(cfg, make_pdf, tmp_path):
    assert intake.validate(make_pdf(tmp_path / "ok.pdf", 2), cfg) == intake.Info("pdf", 2)


@pytest.fixture
def store_index(cfg):
    return Store(cfg.paths.db), Index(cfg.paths.index)


def states(store):
    return [(r["id"], r["state"]) for r in store.all("SELECT id, state FROM documents ORDER BY id")]


def test_same_bytes_under_two_names_is_one_document(store_index, make_pdf, tmp_path):
    store, index = store_index
    a = make_pdf(tmp_path / "w" / "a.pdf", 1)
    b = tmp_path / "w" / "b.pdf"
    shutil.copyfile(a, b)
    first = intake.register(store, index, a)
    second = intake.register(store, index, b)
    assert first.doc_id == second.doc_id and first.enqueue and not second.enqueue
    assert [r["name"] for r in store.all("SELECT name FROM names WHERE present=1 ORDER BY id")] == ["a.pdf", "b.pdf"]
    a.unlink()
    assert intake.forget(store, index, a) == []               # still present as b.pdf
    b.unlink()
    assert intake.forget(store, index, b) == [first.doc_id]
    assert states(store) == [(first.doc_id, "gone")]


def test_replaced_bytes_make_a_new_document_and_the_old_one_gone(store_index, make_pdf, tmp_path):
    store, index = store_index
    p = make_pdf(tmp_path / "w" / "bill.pdf", ["Amount due $10.00"])
    old = intake.register(store, index, p)
    make_pdf(p, ["Amount due $20.00"])
    new = intake.register(store, index, p)
    assert new.doc_id != old.doc_id
    assert states(store) == [(old.doc_id, "gone"), (new.doc_id, "received")]
    # the old bytes dropped again come back as the old document, to be processed again
    make_pdf(p, ["Amount due $10.00"])
    back = intake.register(store, index, p)
    assert (back.doc_id, back.enqueue) == (old.doc_id, True)


def test_refused_files_are_recorded_with_state_and_reason(store_index, tmp_path):
    store, index = store_index
    (tmp_path / "empty.pdf").write_bytes(b"")
    (tmp_path / "bomb.gif").write_bytes(b"GIF89a" + b"\x00" * 20)
    (tmp_path / "bomb.png").write_bytes(png_bomb())
    assert intake.register(store, index, tmp_path / "empty.pdf").state == "failed"
    assert intake.register(store, index, tmp_path / "bomb.gif").state == "unsupported"
    assert intake.register(store, index, tmp_path / "bomb.png").state == "received"  # refused when read
    reasons = [r["reason"] for r in store.all("SELECT reason FROM documents ORDER BY id")]
    assert reasons[0].startswith("empty file") and "gif image" in reasons[1] and reasons[2] is None


def test_failed_document_is_retried_when_dropped_again_but_not_on_startup_scan(store_index, tmp_path):
    store, index = store_index
    p = tmp_path / "x.pdf"
    p.write_bytes(b"%PDF-1.4 broken")
    doc = intake.register(store, index, p).doc_id
    store.conn.execute("UPDATE documents SET state='failed', reason='r' WHERE id=?", (doc,))
    assert not intake.register(store, index, p, retry=False).enqueue
    assert intake.register(store, index, p, retry=True).enqueue


def test_the_startup_scan_does_not_hash_an_unchanged_file_again(store_index, make_pdf, tmp_path, monkeypatch):
    store, index = store_index
    p = make_pdf(tmp_path / "w" / "bill.pdf", ["Amount due $10.00"])
    first = intake.register(store, index, p)
    hashed = []
    real = intake.sha256_of
    monkeypatch.setattr(intake, "sha256_of", lambda path: hashed.append(path) or real(path))
    again = intake.register(store, index, p, retry=False)            # start-up scan, unchanged
    assert (again.doc_id, again.enqueue, hashed) == (first.doc_id, False, [])
    intake.register(store, index, p, retry=True)                      # a drop is always hashed
    assert hashed == [p]
    # rewritten in place while the daemon was stopped: hashed, a new document, the old gone
    make_pdf(p, ["Amount due $20.00"])
    changed = intake.register(store, index, p, retry=False)
    assert changed.doc_id != first.doc_id and len(hashed) == 2
    assert states(store) == [(first.doc_id, "gone"), (changed.doc_id, "received")]
