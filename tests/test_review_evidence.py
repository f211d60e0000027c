"""Review evidence is the bytes the figure was read from: a file replaced under the same
name (or an older copy restored) is never drawn as the evidence nor decided from; the pixels
kept at hold time are what the person sees; a full disk leaves no 0-byte PNG."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from docq import storage
from docq.errors import BadInput, DocqError, ExitCode, StorageError
from docq.records import Box
from docq.review import crops, queue
from docq.store import Store
from docq.web.app import App
from docq.web.gate import Gate

from review_support import FIGURE, add_document, hold_one, make_pdf

ROOT = Path(__file__).resolve().parents[1]
ELSEWHERE = Box(100.0, 600.0, 160.0, 614.0)     # the replacement prints its figure here


@pytest.fixture
def store(home):
    s = Store(home.paths.db)
    yield s
    s.close()


def _replace(path: Path) -> bytes:
    """Another bill under the same name: its figure is printed somewhere else."""
    original = path.read_bytes()
    make_pdf(path.with_name("other.pdf"), box=ELSEWHERE)
    os.replace(path.with_name("other.pdf"), path)
    assert path.read_bytes() != original
    return original


def _dark_at_figure(png: Path, box_px) -> bool:
    x0, y0, x1, y1 = box_px
    return Image.open(png).convert("L").crop((x0 + 3, y0 + 3, x1 - 3, y1 - 3)).getextrema()[1] < 80


def run(home, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "docq", "--home", str(home.paths.home), "review",
                           *args], capture_output=True, text=True, timeout=60, cwd=ROOT,
                          env={"PATH": "/nonexistent", "USER": "ana", "PYTHONPATH": str(ROOT)})


def test_a_held_item_records_the_documents_hash(store, tmp_path):
    pdf = make_pdf(tmp_path / "bill.pdf")
    doc = add_document(store, pdf)
    item = queue.get(store, hold_one(store, doc))
    assert item.sha256 == store.one("SELECT sha256 FROM documents WHERE id=?", doc)["sha256"]
    assert item.to_dict()["sha256"] == item.sha256


def test_a_replaced_file_is_not_drawn_nor_decided_from(store, home, tmp_path):
    pdf = make_pdf(tmp_path / "bill.pdf")
    doc = add_document(store, pdf)
    rid = hold_one(store, doc)
    original = _replace(pdf)

    ev = crops.write(store, queue.get(store, rid), home.paths.review)
    assert (ev.crop, ev.page) == (None, None)
    assert "bill.pdf has changed since the figure was held" in ev.problem
    assert not list(home.paths.review.glob("*.png"))
    for decide in (lambda: queue.approve(store, rid), lambda: queue.correct(store, rid, "87.65")):
        with pytest.raises(BadInput, match="changed since the figure was held"):
            decide()
    assert queue.get(store, rid).status == "pending"
    assert queue.verified(store, doc, "amount_due") is None

    pdf.write_bytes(original)          # the original back: decidable again
    assert crops.write(store, queue.get(store, rid), home.paths.review).problem is None
    assert queue.approve(store, rid).status == "approved"


def test_a_gone_file_refuses_approve_and_correct_but_not_reject(store, tmp_path):
    pdf = make_pdf(tmp_path / "bill.pdf")
    doc = add_document(store, pdf)
    first, second = hold_one(store, doc), hold_one(store, doc, value="7.00")
    pdf.unlink()
    with pytest.raises(BadInput, match="no longer in the watched folder"):
        queue.correct(store, first, "241.99")
    assert queue.reject(store, second).status == "rejected"


def test_the_pixels_kept_at_hold_time_are_shown_after_the_file_changed(store, home, tmp_path):
    pdf = make_pdf(tmp_path / "bill.pdf")
    doc = add_document(store, pdf)
    item = queue.get(store, hold_one(store, doc))
    kept = crops.keep(store, item, home.paths.review)
    assert kept.problem is None and _dark_at_figure(kept.crop, kept.crop_box_px)
    held_bytes = kept.crop.read_bytes()
    _replace(pdf)

    ev = crops.write(store, item, home.paths.review)
    assert ev.crop.read_bytes() == held_bytes          # the doubted pixels, not the new file's
    assert ev.crop_box_px == kept.crop_box_px and _dark_at_figure(ev.crop, ev.crop_box_px)
    assert "has changed" in ev.problem


def test_review_show_and_approve_on_a_replaced_file_say_why(home, tmp_path):
    store = Store(home.paths.db)
    pdf = make_pdf(tmp_path / "adt-2012-02.pdf")
    rid = hold_one(store, add_document(store, pdf))
    store.close()
    _replace(pdf)

    shown = run(home, "show", str(rid))
    assert shown.returncode == 0, shown.stderr
    assert "no crop drawn: adt-2012-02.pdf has changed since the figure was held" in shown.stdout
    assert "refused:   approve/correct" in shown.stdout
    for args in (("approve", str(rid)), ("correct", str(rid), "87.65")):
        out = run(home, *args)
        assert out.returncode == ExitCode.BAD_INPUT, out
        assert "changed since the figure was held" in out.stderr and "Traceback" not in out.stderr


def test_a_full_disk_leaves_no_empty_png(store, home, tmp_path):
    """/dev/full fails every write with ENOSPC, as a full disk does."""
    doc = add_document(store, make_pdf(tmp_path / "bill.pdf"))
    item = queue.get(store, hold_one(store, doc))
    out = home.paths.review
    (out / f".{item.crop_png}.tmp").symlink_to("/dev/full")
    with pytest.raises(StorageError, match="free space"):
        crops.write(store, item, out)
    assert not list(out.glob(f"{item.sha256}-*")) and not list(out.glob(f".{item.sha256}-*"))


def test_review_show_on_an_unwritable_review_folder_is_a_clear_error(home, tmp_path):
    store = Store(home.paths.db)
    rid = hold_one(store, add_document(store, make_pdf(tmp_path / "bill.pdf")))
    store.close()
    home.paths.review.rmdir()
    home.paths.review.write_text("not a folder")       # fails for root too, unlike chmod
    out = run(home, "show", str(rid))
    assert out.returncode != 0 and "Traceback" not in out.stderr
    assert str(home.paths.review) in out.stderr


def test_a_kept_image_that_is_not_the_items_own_is_refused_and_why(store, home, tmp_path):
    """An image under an item's name whose bytes are not the ones recorded for it (another
    item's crop, copied or left there) is never shown as its evidence."""
    pdf = make_pdf(tmp_path / "bill.pdf")
    mine = queue.get(store, hold_one(store, add_document(store, pdf)))
    other = queue.get(store, hold_one(store, add_document(store, make_pdf(tmp_path / "other.pdf", box=ELSEWHERE))))
    kept = crops.keep(store, mine, home.paths.review)
    theirs = crops.keep(store, other, home.paths.review)
    assert kept.crop != theirs.crop and queue.get(store, mine.id).crop_png_sha256 == kept.crop_sha256
    original = kept.crop.read_bytes()
    kept.crop.write_bytes(theirs.crop.read_bytes())

    # the file unchanged: drawn again from its bytes, the figure's own pixels
    again = crops.write(store, queue.get(store, mine.id), home.paths.review)
    assert again.crop.read_bytes() == original and _dark_at_figure(again.crop, again.crop_box_px)

    kept.crop.write_bytes(theirs.crop.read_bytes())
    _replace(pdf)
    ev = crops.write(store, queue.get(store, mine.id), home.paths.review)
    assert (ev.crop, ev.page) == (None, None)
    assert f"the crop image kept for review {mine.id} is not the one written for it" in ev.missing
    assert "put the original back" in ev.missing
    shown = run(home, "show", str(mine.id))
    assert "is not the one written for it" in shown.stdout and "refused:   approve/correct" in shown.stdout
    kept.crop.unlink()
    assert "is missing from" in crops.write(store, queue.get(store, mine.id), home.paths.review).missing


def test_opening_the_store_drops_images_no_item_names(store, home, tmp_path):
    item = queue.get(store, hold_one(store, add_document(store, make_pdf(tmp_path / "bill.pdf"))))
    ev = crops.keep(store, item, home.paths.review)
    folder = home.paths.review
    forgotten = [folder / "1-page.png", folder / "1-crop.png", folder / f"{item.sha256}-1-0badf00d-crop.png"]
    for p in forgotten:
        p.write_bytes(ev.crop.read_bytes())
    being_written = folder / f".{item.crop_png}.tmp"
    being_written.write_bytes(b"half")
    storage.open_store(home.paths).close()
    assert not [p for p in forgotten if p.exists()]
    assert ev.crop.is_file() and ev.page.is_file() and being_written.is_file()


def test_the_review_pages_serve_an_image_only_with_the_bytes_the_daemon_checked(store, home, tmp_path):
    """The browser's server reads the image after the daemon checked it: bytes changed in
    between are not served as the item's evidence."""
    item = queue.get(store, hold_one(store, add_document(store, make_pdf(tmp_path / "bill.pdf"))))
    ev = crops.keep(store, item, home.paths.review)
    app = App(home, Gate(port=1))
    assert app._read(str(ev.crop), ev.crop_sha256) == ev.crop.read_bytes()
    ev.crop.write_bytes(ev.page.read_bytes())
    with pytest.raises(DocqError, match="changed after the daemon checked it"):
        app._read(str(ev.crop), ev.crop_sha256)
