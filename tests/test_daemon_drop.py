"""End to end through the real daemon: every way a file arrives in the watched folder ends
with the document ready exactly once."""
from __future__ import annotations

import os
import shutil
import time

import pytest

pytestmark = pytest.mark.e2e


def ready_lines(daemon, name: str) -> int:
    return sum(1 for line in daemon.log_text().splitlines() if line.endswith(f" ready: {name}"))


def docs_by_name(daemon) -> dict:
    return {d["name"]: d for d in daemon.json("docs")}


def test_every_way_of_arriving_ends_ready_once(daemon, make_pdf, tmp_path):
    src = tmp_path / "src"
    copy = make_pdf(src / "copied.pdf", 2)
    daemon.drop(copy)

    moved = make_pdf(src / "moved.pdf", 1)
    os.rename(moved, daemon.watch / "moved.pdf")            # mv: only a created event

    renamed = daemon.watch / "renamed.pdf.part"               # write under a temp name, then rename
    make_pdf(renamed, 1, title="renamed")
    time.sleep(1.0)                                           # longer than settle: .part must be ignored
    os.rename(renamed, daemon.watch / "renamed.pdf")

    slow_src = make_pdf(src / "slow.pdf", 3).read_bytes()     # written in chunks, slower than settle/2
    with open(daemon.watch / "slow.pdf", "wb") as f:
        for i in range(0, len(slow_src), len(slow_src) // 5 + 1):
            f.write(slow_src[i:i + len(slow_src) // 5 + 1])
            f.flush()
            time.sleep(0.25)

    names = ["copied.pdf", "moved.pdf", "renamed.pdf", "slow.pdf"]
    daemon.wait_for(lambda: all(ready_lines(daemon, n) for n in names), timeout=60, what="all ready")
    daemon.wait_idle()
    time.sleep(1.0)  # a late duplicate event would show up as a second "ready" line
    docs = docs_by_name(daemon)
    assert {n: docs[n]["state"] for n in names} == {n: "ready" for n in names}
    assert {n: ready_lines(daemon, n) for n in names} == {n: 1 for n in names}
    assert docs["slow.pdf"]["pages"] == 3
    assert "renamed.pdf.part" not in docs
    st = daemon.status()
    assert st["documents"] == {"total": 4, "ready": 4, "failed": 0, "waiting": 0}
    assert st["queue"] == {"pending": 0}


def test_same_content_under_two_names_is_processed_once(daemon, make_pdf, tmp_path):
    pdf = make_pdf(tmp_path / "statement.pdf", 1)
    daemon.drop(pdf, "statement.pdf")
    daemon.drop(pdf, "statement copy.pdf")
    daemon.wait_for(lambda: daemon.store().one(
        "SELECT count(*) AS n FROM names WHERE present=1")["n"] == 2, what="both names seen")
    daemon.wait_idle()
    store = daemon.store()
    assert store.one("SELECT count(*) AS n FROM documents")["n"] == 1
    assert store.one("SELECT state FROM documents")["state"] == "ready"
    assert store.one("SELECT count(*) AS n FROM pages")["n"] == 1
    log = daemon.log_text()
    assert log.count(" ready: ") == 1


def test_replaced_and_deleted_files(daemon, make_pdf, tmp_path):
    first = make_pdf(tmp_path / "a" / "bill.pdf", ["Electric bill\nAmount due $10.00"])
    second = make_pdf(tmp_path / "b" / "bill.pdf", ["Electric bill\nAmount due $20.00"])
    dest = daemon.drop(first)
    daemon.wait_for(lambda: ready_lines(daemon, "bill.pdf") == 1, what="first ready")
    shutil.copyfile(second, dest)                           # new content, same name: a new document
    daemon.wait_for(lambda: ready_lines(daemon, "bill.pdf") == 2, what="second ready")
    store = daemon.store()
    states = [r["state"] for r in store.all("SELECT state FROM documents ORDER BY id")]
    assert states == ["gone", "ready"]
    renamed = dest.rename(dest.with_name("power bill.pdf"))  # renamed: same document, new name
    daemon.wait_for(lambda: ready_lines(daemon, "power bill.pdf") == 1, what="renamed ready")
    assert [r["state"] for r in daemon.store().all("SELECT state FROM documents ORDER BY id")] == ["gone", "ready"]
    assert [d["name"] for d in daemon.json("docs")] == ["power bill.pdf"]
    renamed.unlink()                                         # deleted: gone, out of the index
    daemon.wait_for(lambda: [r["state"] for r in daemon.store().all(
        "SELECT state FROM documents ORDER BY id")] == ["gone", "gone"], what="deleted → gone")
    from docq.workers.index import Index
    # the index entry is removed just after the state commits; give it that moment
    daemon.wait_for(lambda: Index(daemon.home / "index").search("electric bill") == [],
                    what="deleted → out of the index")
    assert (tmp_path / "a" / "bill.pdf").exists()           # originals untouched
