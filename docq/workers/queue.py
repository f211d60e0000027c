"""The queues: the one SqliteHuey instance (HOME/queue.sqlite3) and its in-process consumer,
and, for a daemon with a queue_url, the shared reading queue on Redis (a
PriorityRedisExpireHuey)
that `docq worker` processes on other machines take pages from.

The queues are transport only; the store is the source of truth for every document's state
(Huey alone loses in-flight tasks on kill -9), so the daemon flushes its own queue at start
and re-enqueues from the store, and keeps a lease for every page it sends to the shared one
(workers/leases). Only this module and `tasks.py` know Huey; only this module knows Redis's
client, whose errors become QueueUnavailable here.
"""
from __future__ import annotations

import contextlib
from typing import Iterator
from urllib.parse import urlsplit

import redis
from huey import PriorityRedisExpireHuey, SqliteHuey
from huey.consumer import Consumer
from huey.serializer import SignedSerializer

from docq.errors import ConfigError, QueueRefused, QueueUnavailable

# Workers poll SQLite while idle; a short ceiling keeps drop→ready latency low and costs
# well under 1% CPU on an idle daemon.
POLL_START, POLL_BACKOFF, POLL_MAX = 0.05, 1.5, 0.5

# The wire's version (wire.VERSION) is in the name: a queue an older docq left in Redis (a list,
# where this one is a sorted set) is another key, not one this queue fails on.
SHARED_NAME = "docq-read-2"
# A result nobody collects (its page was read elsewhere meanwhile) leaves Redis after this.
RESULT_SECONDS = 3600
# Longer than Huey's one-second blocking pop, so an idle worker is not taken for a dead link.
SOCKET_SECONDS, CONNECT_SECONDS = 15, 5


def make_huey(cfg, immediate: bool = False) -> SqliteHuey:
    return SqliteHuey("docq", filename=str(cfg.paths.queue), results=False,
                      immediate=immediate, timeout=30)


def check_url(url: str) -> str:
    if urlsplit(url).scheme not in ("redis", "rediss"):
        raise ConfigError(f"queue_url {url!r} is not a Redis URL; write it as"
                          " redis://[:PASSWORD@]HOST:PORT/DB (or rediss:// for TLS)")
    return url


def make_shared_huey(url: str, secret: bytes) -> PriorityRedisExpireHuey:
    """The shared reading queue at `url`, its messages signed with `secret` (Huey unpickles
    only what carries its signature). Nothing connects until it is used, so a daemon whose
    Redis is down still starts (and reads its pages itself). A queue with priorities: a
    figure's re-read, which a question waits on, is taken before the pages queued."""
    pool = redis.ConnectionPool.from_url(check_url(url), socket_timeout=SOCKET_SECONDS,
                                         socket_connect_timeout=CONNECT_SECONDS)
    return PriorityRedisExpireHuey(SHARED_NAME, connection_pool=pool, results=True,
                           expire_time=RESULT_SECONDS, utc=True,
                           serializer=SignedSerializer(secret=secret, salt=SHARED_NAME))


def connection(huey: PriorityRedisExpireHuey) -> redis.Redis:
    return huey.storage.conn


def where(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.hostname}:{parts.port or 6379}{parts.path}"


@contextlib.contextmanager
def reached() -> Iterator[None]:
    """Redis's errors as docq's: what failed, and what to do."""
    try:
        yield
    except redis.AuthenticationError as e:
        raise QueueRefused(f"the Redis server refused the password ({e}); put the one its"
                               " requirepass sets in the URL: redis://:PASSWORD@HOST:PORT/DB") from e
    except redis.RedisError as e:
        raise QueueUnavailable(f"the shared queue cannot be reached ({e}); check that Redis"
                               " runs and the URL's host, port and password") from e


def make_consumer(huey, workers: int) -> Consumer:
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


def consumer_alive(consumer: Consumer) -> bool:
    return all(proc.is_alive() for _, proc in consumer.worker_threads)
