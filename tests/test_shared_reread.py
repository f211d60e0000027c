"""A figure's re-read on the shared queue, through a real password-protected redis-server:
the crops go to a worker, the readings come back, and the verdict is drawn here by the same
comparison, so it is the verdict a re-read here gives. A result that does not open with the
daemon's key, or answers another task, or no answer in time, is no reading: the crops are
read here. The worker is the real `Worker`'s tasks run by Huey in a thread (dequeue,
execute), beating as a worker does; the e2e tests run `docq worker` itself."""
from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest

from docq.workers import queue, roster, wire
from docq.workers.read import read_document
from docq.workers.remote_reread import SharedRereads
from docq.workers.reread import ReRead, reread
from docq.workers.tasks import ReadTasks
from docq.workers.worker import Worker
from redis_support import RedisServer

RAPID = SimpleNamespace(reread_engine="rapidocr")
TESS = SimpleNamespace(reread_engine="tesseract")


@pytest.fixture(scope="module")
def redis_server(tmp_path_factory):
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def bill(tmp_path_factory):
    """A page printing "TOTAL 52.08" and the box of its figure (the text layer's)."""
    from conftest import write_pdf
    path = write_pdf(tmp_path_factory.mktemp("bill") / "bill.pdf", ["ACME SUPPLY\nTOTAL 52.08\nThank you"])
    (page,) = read_document(path, None)
    figure = next(w for w in page.words if w.text == "52.08")
    return path, figure.box, [w.box for w in page.words if w is not figure]


class Beating(threading.Thread):
    """A connected worker: it beats, and each task it takes is handed to `take(huey, task)`."""

    def __init__(self, worker: Worker, take):
        super().__init__(daemon=True)
        self.worker, self.take = worker, take
        self.done = threading.Event()

    def run(self):
        while not self.done.is_set():
            roster.beat(self.worker.conn, self.worker.name, [], 0)
            task = self.worker.huey.dequeue()
            if task is not None:
                self.take(self.worker.huey, task)

    def stop(self):
        self.done.set()
        self.join(10)
        roster.leave(self.worker.conn, self.worker.name)


@pytest.fixture
def key(tmp_path):
    return wire.ensure_key(tmp_path / "queue.key")


@pytest.fixture
def worker_with(redis_server, key):
    started = []

    def start(take=lambda huey, task: huey.execute(task)) -> Beating:
        w = Beating(Worker(redis_server.url, key, name=f"box-{len(started) + 1}"), take)
        w.worker.huey.flush()
        w.worker.huey.storage.read_timeout = 0.1    # a blocking pop this short ends the test sooner
        started.append(w)
        w.start()
        return w

    yield start
    for w in started:
        w.stop()


def daemon_side(server, key, wait: float = 30.0) -> SharedRereads:
    huey = queue.make_shared_huey(server.url, wire.signing_secret(key))
    return SharedRereads(ReadTasks(huey), queue.connection(huey), key, wait)


@pytest.mark.parametrize("cfg, read_by", [(RAPID, frozenset()), (TESS, frozenset()),
                                          (RAPID, frozenset({"rapidocr"}))],
                         ids=["rapidocr", "tesseract-looks", "ppocrv5-then-tesseract"])
def test_a_worker_reads_the_crops_and_the_verdict_is_the_one_read_here(bill, redis_server, key, worker_with,
                                                                       cfg, read_by):
    path, box, others = bill
    w = worker_with()
    shared = daemon_side(redis_server, key)
    for expected in ("52.08", "53.08"):
        here = reread(path, 1, box, expected, cfg, others=others, read_by=read_by)
        there = reread(path, 1, box, expected, cfg, others=others, read_by=read_by, read=shared.read_looks)
        assert there == here
    assert here.agrees is False and there.text == here.text
    assert shared.by_worker() == {"box-1": 2} and w.worker.reread_count == 2


def replayed(key, url):
    """Readings sealed with the daemon's key, answering another task: copied in Redis."""
    return lambda huey, task: huey.put_result(task.id, wire.seal_readings(key, "another-task", ["53.08"], "box-1"))


def other_key(key, url):
    """Readings for this very task, sealed with another key."""
    return lambda huey, task: huey.put_result(task.id, wire.seal_readings(bytes(32), task.id, ["53.08"], "box-1"))


def unsigned(key, url):
    """A result whose envelope was not signed with the queue's secret."""
    planter = queue.make_shared_huey(url, b"not the secret")
    return lambda huey, task: planter.put_result(task.id, ["53.08"])


@pytest.mark.parametrize("forge", [replayed, other_key, unsigned])
def test_a_forged_result_never_turns_into_agreement(bill, redis_server, key, worker_with, forge):
    # the page prints 52.08; a forged result claims the pixels read 53.08, the figure asked
    path, box, others = bill
    worker_with(forge(key, redis_server.url))
    shared = daemon_side(redis_server, key)
    got = reread(path, 1, box, "53.08", TESS, others=others, read=shared.read_looks)
    assert got == reread(path, 1, box, "53.08", TESS, others=others)        # read here instead
    assert got.agrees is False and "52.08" in got.text
    assert shared.by_worker() == {}


def test_no_answer_in_time_is_read_here_and_the_task_is_dropped(bill, redis_server, key, worker_with):
    path, box, others = bill
    taken = []
    worker_with(lambda huey, task: taken.append(task))      # takes the crops and says nothing
    shared = daemon_side(redis_server, key, wait=0.5)
    got = reread(path, 1, box, "52.08", TESS, others=others, read=shared.read_looks)
    assert got == ReRead(got.text, True, "tesseract") and shared.by_worker() == {}

    late = Worker(redis_server.url, key, name="box-late")
    assert late.huey.execute(taken[0]) is None and late.reread_count == 0   # revoked: not read


def test_a_re_read_is_taken_before_the_pages_queued(redis_server, key):
    # a question waits on it; a drop of pages does not
    huey = queue.make_shared_huey(redis_server.url, wire.signing_secret(key))
    huey.flush()
    tasks = ReadTasks(huey)
    pages = [tasks.task(b"sealed page") for _ in range(2)]
    for p in pages:
        tasks.send(p)
    figure = tasks.reread_task(b"sealed crops")
    tasks.send(figure)
    assert [huey.dequeue().id for _ in range(3)] == [figure.id] + [p.id for p in pages]
