"""The watcher's decisions, without file-system events: what is ignored, when a file has
settled, and what a rescan re-takes."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from docq.daemon.watcher import Seen, Settler, Signature, Watcher, ignored, walk


@pytest.mark.parametrize("name", ["a.pdf.part", "b.pdf.crdownload", "c.tmp", ".hidden.pdf",
                                  "~$report.pdf", "x.pdf~", "scan.pdf.download", ".~lock.x.pdf#"])
def test_temporary_and_hidden_names_are_ignored(name):
    assert ignored(Path("/w") / name, Path("/w"))


@pytest.mark.parametrize("name", ["statement.pdf", "W-2 2024.PDF", "receipt.jpg", "scan.tiff",
                                  "notes.txt", "partial-payment.pdf", "tmp-report.pdf"])
def test_ordinary_names_are_not_ignored(name):
    assert not ignored(Path("/w") / name, Path("/w"))


def test_files_inside_hidden_folders_are_ignored():
    assert ignored(Path("/w/.Trash/a.pdf"), Path("/w"))
    assert not ignored(Path("/w/2024/a.pdf"), Path("/w"))


SIG_A = Signature(100, 1, 1, 7)
SIG_B = Signature(200, 2, 2, 7)


def test_a_file_settles_after_its_signature_holds_still():
    s = Settler(settle=2.0)
    p = Path("/w/a.pdf")
    s.observe(p, SIG_A, now=0.0)
    assert s.settled(now=1.9) == []
    s.observe(p, SIG_A, now=1.5)          # same signature again does not restart the clock
    assert s.settled(now=2.0) == [(p, SIG_A)]
    assert s.settled(now=10.0) == []      # taken once


def test_a_growing_file_restarts_the_clock():
    s = Settler(settle=2.0)
    p = Path("/w/a.pdf")
    s.observe(p, SIG_A, now=0.0)
    s.observe(p, SIG_B, now=1.8)          # still being written
    assert s.settled(now=3.0) == []
    assert s.settled(now=3.9) == [(p, SIG_B)]


def test_a_vanished_file_stops_waiting():
    s = Settler(settle=1.0)
    p = Path("/w/a.pdf")
    s.observe(p, SIG_A, now=0.0)
    s.observe(p, None, now=0.5)
    assert s.settled(now=5.0) == [] and len(s) == 0


def test_seen_retakes_only_changed_files_and_drops_folders():
    seen = Seen()
    a, b = Path("/w/x/a.pdf"), Path("/w/b.pdf")
    seen.mark(a, SIG_A)
    seen.mark(b, SIG_A)
    assert not seen.changed(a, SIG_A)
    assert seen.changed(a, SIG_B)              # rewritten, or chmod (ctime) after a permission fix
    assert seen.changed(Path("/w/new.pdf"), SIG_A)
    assert seen.drop(Path("/w/x")) == [a]
    assert seen.paths() == [b]


def test_walk_skips_ignored_and_hidden(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / ".git").mkdir()
    for rel in ["a.pdf", "sub/b.png", "c.pdf.part", ".d.pdf", ".git/e.pdf"]:
        (tmp_path / rel).write_bytes(b"x")
    assert sorted(p.relative_to(tmp_path).as_posix() for p in walk(tmp_path)) == ["a.pdf", "sub/b.png"]


def test_pending_holds_while_settled_files_are_taken(tmp_path):
    # `docq wait` returns when pending is 0: between the settler letting go of a batch and
    # the store holding each file, every file still on its way must count
    for i in range(5):
        (tmp_path / f"{i}.pdf").write_bytes(b"%PDF-1.4\n%%EOF\n")
    seen_pending, taken = [], []

    def take(path: Path, retry: bool) -> None:
        seen_pending.append(w.pending())
        taken.append(path)

    w = Watcher(tmp_path, settle=0.05, rescan=60, on_settled=take, on_gone=lambda p: None,
                known=lambda: [])
    w._thread.start()        # the decision loop alone
    deadline = time.monotonic() + 10
    while len(taken) < 5 and time.monotonic() < deadline:
        time.sleep(0.02)
    w.stop()
    assert len(taken) == 5
    assert all(n >= 1 for n in seen_pending), seen_pending
    assert w.pending() == 0


def test_sync_counts_a_file_dropped_before_its_event_arrives(tmp_path):
    # `docq wait` just after a copy: the file event may not have arrived yet, so the watcher
    # looks at the folder itself before saying nothing is pending
    taken = []
    w = Watcher(tmp_path, settle=0.05, rescan=3600, on_settled=lambda p, retry: taken.append(p),
                on_gone=lambda p: None, known=lambda: [])
    w._thread.start()        # the decision loop alone: no file events will come
    deadline = time.monotonic() + 10
    while w.pending() and time.monotonic() < deadline:
        time.sleep(0.02)
    (tmp_path / "late.pdf").write_bytes(b"%PDF-1.4\n%%EOF\n")
    assert w.pending() == 0          # unseen: no event, the next rescan an hour away
    assert w.sync(timeout=5)
    assert w.pending() >= 1
    while not taken and time.monotonic() < deadline:
        time.sleep(0.02)
    w.stop()
    assert taken == [tmp_path / "late.pdf"]


def test_a_file_the_store_could_not_take_is_pending_listed_and_taken_soon_after(tmp_path):
    """The decision loop alone (no file-system observer), with a rescan only every 10 minutes:
    a file whose take failed (a full disk) is pending and listed with why, and is taken at the
    next quick look once the fault is gone."""
    (tmp_path / "a.pdf").write_bytes(b"%PDF-1.4\n%%EOF\n")
    full, taken = [True], []

    def take(path: Path, retry: bool) -> None:
        if full[0]:
            raise OSError(28, "No space left on device")
        taken.append(path)

    w = Watcher(tmp_path, settle=0.05, rescan=600, on_settled=take, on_gone=lambda p: None,
                known=lambda: [])
    w._thread.start()
    try:
        deadline = time.monotonic() + 10
        while not w.untaken() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert w.untaken() == [{"path": str(tmp_path / "a.pdf"),
                                "why": "could not take it: No space left on device"}]
        assert w.pending() == 1
        full[0] = False
        deadline = time.monotonic() + 10
        while not taken and time.monotonic() < deadline:
            time.sleep(0.05)
        assert taken == [tmp_path / "a.pdf"]             # not left for the 10-minute rescan
        assert w.untaken() == [] and w.pending() == 0
    finally:
        w.stop()
