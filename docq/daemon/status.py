"""The status snapshot (DESIGN.md contract), read from the store so it works with the
daemon stopped too."""
from __future__ import annotations

from docq.review import queue as review_queue
from docq.workers import retry
from docq.workers.stored import ACTIVE


def snapshot(store, daemon: str, waiting: int = 0, intake_error: dict | None = None) -> dict:
    """`waiting`: files the running daemon has seen but not yet taken (still settling);
    `intake_error`: the watcher's last error (path, message, at, failing_now), if any. A
    document that failed for want of space is pending, not failed: it is tried again, and
    counted as waiting (for disk space) as well."""
    counts: dict[str, int] = {}
    for r in store.all(f"SELECT state, ({retry.WAITING}) AS retrying, count(*) AS n"
                       " FROM documents GROUP BY 1, 2") if store else []:
        state = "retrying" if r["retrying"] else r["state"]
        counts[state] = counts.get(state, 0) + r["n"]
    pending = sum(counts.get(s, 0) for s in (*ACTIVE, "retrying")) + waiting
    # "pending" (the contract's) counts held questions; "figures" what a person decides: one
    # figure held for two questions is one entry in `docq review list` and one decision
    review = {"pending": review_queue.pending_count(store) if store else 0,
              "figures": len(review_queue.pending_groups(store)) if store else 0}
    return {
        "daemon": daemon,
        "queue": {"pending": pending},
        "documents": {"total": sum(n for s, n in counts.items() if s != "gone"),
                      "ready": counts.get("ready", 0), "failed": counts.get("failed", 0),
                      retry.SHOWN_AS: counts.get("retrying", 0)},
        "review": review,
        "intake": {"last_error": intake_error},
    }
