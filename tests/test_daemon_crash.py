"""Crash safety: kill -9 the daemon while documents are being processed, start it again on
the same HOME, and every document ends ready exactly once with no duplicate rows. The store,
not the queue, is what makes this hold (Huey alone loses in-flight tasks on kill -9)."""
from __future__ import annotations

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

N = 30
PAGES = 2


def counts(store) -> dict:
    return {r["state"]: r["n"] for r in store.all("SELECT state, count(*) AS n FROM documents GROUP BY state")}


MOMENTS = {
    # as soon as the first document has left "received": workers mid-flight, most still queued
    "early": lambda c: sum(n for s, n in c.items() if s != "received") >= 1,
    # part way: a third ready, others in flight or not yet taken
    "midway": lambda c: c.get("ready", 0) >= N // 3,
}


@pytest.mark.parametrize("moment", list(MOMENTS))
def test_kill_9_mid_run_loses_nothing_and_duplicates_nothing(daemon, make_pdf, tmp_path, moment):
    for i in range(N):
        daemon.drop(make_pdf(tmp_path / "src" / f"doc{i:02}.pdf", PAGES, title=f"document {i}"))
    daemon.wait_for(lambda: MOMENTS[moment](counts(daemon.store())), timeout=60, what=moment)
    daemon.kill()
    before = counts(daemon.store())
    assert before.get("ready", 0) < N, f"too late to test a crash: {before}"
    unfinished = sum(n for s, n in before.items() if s != "ready")

    daemon.start()
    daemon.wait_idle(timeout=120)
    store = daemon.store()
    assert counts(store) == {"ready": N}
    assert store.one("SELECT count(*) AS n FROM names")["n"] == N
    assert store.one("SELECT count(*) AS n FROM pages")["n"] == N * PAGES
    assert store.one("SELECT count(*) AS n FROM sidecars")["n"] == N
    assert store.one("SELECT count(*) AS n FROM (SELECT doc_id, page FROM pages "
                     "GROUP BY doc_id, page HAVING count(*) > 1)")["n"] == 0
    from docq.workers.index import Index
    assert Index(daemon.home / "index").count() == N * PAGES   # one index entry per page
    log = daemon.log_text()
    for i in range(N):   # never processed to the end twice
        assert log.count(f" ready: doc{i:02}.pdf\n") <= 1
    assert f" {unfinished} unfinished document(s) resumed" in log   # the store re-enqueued them


def test_sigterm_mid_run_stops_cleanly_and_the_rest_resumes(daemon, make_pdf, tmp_path):
    import signal
    for i in range(N):
        daemon.drop(make_pdf(tmp_path / "src" / f"doc{i:02}.pdf", PAGES, title=f"document {i}"))
    daemon.wait_for(lambda: MOMENTS["early"](counts(daemon.store())), timeout=60, what="first stage")
    daemon.proc.send_signal(signal.SIGTERM)
    assert daemon.proc.wait(timeout=90) == 0                 # graceful: in-flight jobs finished
    assert "docq stopped" in daemon.log_text()
    daemon.start()
    daemon.wait_idle(timeout=120)
    store = daemon.store()
    assert counts(store) == {"ready": N}
    assert store.one("SELECT count(*) AS n FROM pages")["n"] == N * PAGES
