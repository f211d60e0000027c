"""Engines end with the daemon, through its real process: while Tesseract is on a page it
takes minutes over (a scan dense with speckle), `docq stop` ends it and the document is read
again at the next start (not failed); a daemon killed with -9 takes its Tesseract with it.
No tesseract the daemon started is left running on, orphaned, in either case."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import psutil
import pymupdf
import pytest
from PIL import Image

pytestmark = pytest.mark.e2e


def speckled_scan(path: Path) -> Path:
    """A one-page scanned PDF (an image, no text layer) a tenth of whose 300 dpi pixels are
    black specks: Tesseract spends minutes on it (seeded, so the same bytes each run)."""
    rng = np.random.default_rng(0)
    png = path.with_suffix(".png")
    Image.fromarray(np.where(rng.random((3300, 2550)) < 0.1, 0, 255).astype(np.uint8)).save(png)
    doc = pymupdf.open()
    doc.new_page(width=612, height=792).insert_image(pymupdf.Rect(0, 0, 612, 792), filename=str(png))
    doc.save(path)
    doc.close()
    png.unlink()
    return path


def _engines(daemon) -> list[psutil.Process]:
    """The tesseract processes under the daemon reading a page (not a quick `--version`)."""
    out = []
    for p in psutil.Process(daemon.proc.pid).children(recursive=True):
        try:
            if p.name() == "tesseract" and "--psm" in p.cmdline():
                out.append(p)
        except psutil.NoSuchProcess:
            pass
    return out


def _ended(procs: list[psutil.Process]) -> bool:
    """Gone, or dead and waiting only to be reaped by whoever adopted it."""
    def over(p):
        try:
            return p.status() == psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            return True
    return all(over(p) for p in procs)


@pytest.fixture
def engines_seen():
    """The tesseract processes a test saw; any still running at its end is killed, so a
    failing test leaves no engine spinning on the machine."""
    seen: list[psutil.Process] = []
    yield seen
    for p in seen:
        try:
            p.kill()
        except psutil.NoSuchProcess:
            pass


def _reading(daemon, tmp_path, engines_seen) -> list[psutil.Process]:
    daemon.drop(speckled_scan(tmp_path / "speckled.pdf"))
    engines = daemon.wait_for(lambda: _engines(daemon), timeout=60, what="tesseract to read the page")
    engines_seen.extend(engines)
    return engines


def test_docq_stop_ends_the_engine_reading_a_slow_page(daemon, tmp_path, engines_seen):
    engines = _reading(daemon, tmp_path, engines_seen)
    daemon.run("stop")
    assert daemon.proc.wait(timeout=30) == 0
    daemon.wait_for(lambda: _ended(engines), timeout=10, what="tesseract to end with the daemon")
    row = daemon.store().one("SELECT d.state, d.reason FROM documents d JOIN names n"
                             " ON n.doc_id=d.id WHERE n.name='speckled.pdf'")
    assert (row["state"], row["reason"]) == ("received", None)      # read again at the next start
    assert "read again at the next start" in daemon.log_text()


def test_an_engine_does_not_outlive_a_killed_daemon(daemon, tmp_path, engines_seen):
    engines = _reading(daemon, tmp_path, engines_seen)
    daemon.kill()
    daemon.wait_for(lambda: _ended(engines), timeout=10, what="tesseract to die with the daemon")
