"""leases: the store's record of every page sent to the shared reading queue.

Huey does not acknowledge tasks: a worker killed mid-page loses it. So the daemon opens a
lease in the store before a page goes on the wire and moves it along as it hears back:

    sent ─(a worker holds it)─▶ held ─(its result)─▶ done
      │                          │
      └──(lost, or its holder stopped beating, or held too long)──▶ expired: sent again
    another lease of the page done first ─▶ superseded
    Redis gone, a worker failed on it, or no worker left ─▶ local: read by the daemon itself
    the daemon stopped with it out ─▶ abandoned (the document is read again at start)

`finish` is the one door into "done", open only to a lease still sent or held, and it closes
every other lease of the page: a late result (from an expired or superseded lease) is
dropped, so a page is read into the store exactly once.
"""
from __future__ import annotations

from dataclasses import dataclass

from docq import store as storemod

OPEN = ("sent", "held")


@dataclass
class Lease:
    id: int
    doc_id: int
    page: int
    task: str
    sent_at: float
    worker: str | None = None
    taken_at: float | None = None
    unheld_since: float | None = None   # when the daemon last saw it neither held nor queued


def open_lease(store, doc_id: int, page: int, task: str) -> Lease:
    at = storemod.now()
    with store.tx() as c:
        lid = c.execute("INSERT INTO read_leases (doc_id, page, task, state, sent_at)"
                        " VALUES (?,?,?,'sent',?)", (doc_id, page, task, at)).lastrowid
    return Lease(lid, doc_id, page, task, at)


def taken(store, lease: Lease, worker: str) -> None:
    lease.worker, lease.taken_at = worker, storemod.now()
    with store.tx() as c:
        c.execute("UPDATE read_leases SET state='held', worker=?, taken_at=? WHERE id=? AND state='sent'",
                  (worker, lease.taken_at, lease.id))


def _end(store, lease: Lease, state: str) -> None:
    with store.tx() as c:
        c.execute("UPDATE read_leases SET state=?, ended_at=? WHERE id=? AND state IN (?,?)",
                  (state, storemod.now(), lease.id, *OPEN))


def expire(store, lease: Lease) -> None:
    _end(store, lease, "expired")


def local(store, lease: Lease) -> None:
    _end(store, lease, "local")


def finish(store, lease: Lease, worker: str) -> bool:
    """The page this lease carries was read by `worker`: done, unless another lease of the
    same page was done first (then False: drop this result). Every other open lease of the
    page is superseded, so its result, if it ever comes, is dropped too."""
    at = storemod.now()
    with store.tx() as c:
        ok = c.execute("UPDATE read_leases SET state='done', worker=?, ended_at=?"
                       " WHERE id=? AND state IN (?,?)", (worker, at, lease.id, *OPEN)).rowcount == 1
        if ok:
            c.execute("UPDATE read_leases SET state='superseded', ended_at=?"
                      " WHERE doc_id=? AND page=? AND id!=? AND state IN (?,?)",
                      (at, lease.doc_id, lease.page, lease.id, *OPEN))
    return ok


def abandon_open(store) -> int:
    """At start: leases the last run left open belong to reads that will run again."""
    with store.tx() as c:
        return c.execute("UPDATE read_leases SET state='abandoned', ended_at=? WHERE state IN (?,?)",
                         (storemod.now(), *OPEN)).rowcount


def pages_by_worker(store) -> dict[str, int]:
    return {r["worker"]: r["n"] for r in store.all(
        "SELECT worker, count(*) AS n FROM read_leases WHERE state='done' GROUP BY worker ORDER BY worker")}


def out(store) -> int:
    """Pages on the shared queue now."""
    return store.one("SELECT count(*) AS n FROM read_leases WHERE state IN (?,?)", *OPEN)["n"]
