"""The queue: the one SqliteHuey instance (HOME/queue.sqlite3) and its in-process consumer.

The queue is transport only; the store is the source of truth for every document's state
(Huey alone loses in-flight tasks on kill -9), so the daemon flushes the queue at start and
re-enqueues from the store. Only this module and `tasks.py` know Huey.
"""
from __future__ import annotations

from huey import SqliteHuey
from huey.consumer import Consumer

# Workers poll SQLite while idle; a short ceiling keeps drop→ready latency low and costs
# well under 1% CPU on an idle daemon.
POLL_START, POLL_BACKOFF, POLL_MAX = 0.05, 1.5, 0.5


def make_huey(cfg, immediate: bool = False) -> SqliteHuey:
    return SqliteHuey("docq", filename=str(cfg.paths.queue), results=False,
                      immediate=immediate, timeout=30)


def make_consumer(huey: SqliteHuey, workers: int) -> Consumer:
    return Consumer(huey, workers=max(1, workers), periodic=False, worker_type="thread",
                    initial_delay=POLL_START, backoff=POLL_BACKOFF, max_delay=POLL_MAX,
                    check_worker_health=False)


def start_consumer(consumer: Consumer) -> None:
    """Start the worker threads. Huey installs its own signal handlers here; the daemon
    installs its own right after, so SIGTERM/SIGINT go through one graceful path."""
    consumer.start()


def stop_consumer(consumer: Consumer, timeout: float | None = None) -> None:
    consumer.shutdown_timeout = timeout
    consumer.stop(graceful=True)
