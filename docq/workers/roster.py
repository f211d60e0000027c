"""roster: who reads on the shared queue, kept in Redis itself with keys that expire.

A worker beats every BEAT seconds: its own key, and one key per page it holds, each living
TTL seconds. A worker killed with kill -9 stops beating, so within TTL seconds it is no
longer connected and the pages it held are free to be sent again (workers/remote). The key
check is the daemon's sealed known message (wire.key_check), read by a worker at its start.
Every call raises QueueUnavailable when Redis cannot be reached.
"""
from __future__ import annotations

from docq.workers import queue

BEAT = 1.0
TTL = 5
PREFIX = "docq:worker:"
HOLD = "docq:hold:"
CHECK = "docq:keycheck"
MAX_WORKERS = 1000


def beat(conn, worker: str, holding: list[str], read: int) -> None:
    with queue.reached():
        pipe = conn.pipeline()
        pipe.set(PREFIX + worker, str(read), ex=TTL)
        for task_id in holding:
            pipe.set(HOLD + task_id, worker, ex=TTL)
        pipe.execute()


def hold(conn, task_id: str, worker: str) -> None:
    with queue.reached():
        conn.set(HOLD + task_id, worker, ex=TTL)


def leave(conn, worker: str) -> None:
    with queue.reached():
        conn.delete(PREFIX + worker)


def connected(conn) -> list[str]:
    """The workers beating now."""
    with queue.reached():
        keys = list(conn.scan_iter(match=PREFIX + "*", count=MAX_WORKERS))
    return sorted(k.decode()[len(PREFIX):] for k in keys)


def holders(conn, task_ids: list[str]) -> dict[str, str]:
    """The worker holding each of these tasks, for those a worker holds."""
    if not task_ids:
        return {}
    with queue.reached():
        values = conn.mget([HOLD + t for t in task_ids])
    return {t: v.decode() for t, v in zip(task_ids, values) if v is not None}


def publish_check(conn, check: bytes) -> None:
    with queue.reached():
        conn.set(CHECK, check)


def key_check(conn) -> bytes | None:
    with queue.reached():
        return conn.get(CHECK)
