"""How cheap the answer engine's review look-ups are: `verified` and `rejected_values` for one
(document, field) on a store holding 2,000 documents, 20,000 decided reviews, 10,000 verified
fields and 10,000 rejected figures. Both run on every money answer."""
from __future__ import annotations

import pytest

from docq.review import queue
from docq.store import Store, now

DOCS, PER_DOC = 2000, 5
FIELDS = ["amount_due", "new_balance", "total", "w2_box1", "premium"]


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    s = Store(tmp_path_factory.mktemp("bench") / "docq.sqlite3")
    t = now()
    with s.tx() as c:
        c.executemany("INSERT INTO documents (id, sha256, state, created_at, updated_at)"
                      " VALUES (?, ?, 'ready', ?, ?)", [(i, f"h{i}", t, t) for i in range(1, DOCS + 1)])
        c.executemany(
            "INSERT INTO reviews (created_at, question, channel, field, value, doc_id, page,"
            " reasons, status) VALUES (?, 'q', 'cli', ?, ?, ?, 1, '[]', 'approved')",
            [(t, f, f"{d}.{k:02d}", d) for d in range(1, DOCS + 1) for k, f in enumerate(FIELDS)]
            * 2)
        c.executemany("INSERT INTO verified_fields (doc_id, field, value, method, who, at)"
                      " VALUES (?, ?, ?, 'reviewed', 'bench', ?)",
                      [(d, f, f"{d}.00", t) for d in range(1, DOCS + 1) for f in FIELDS])
        c.executemany("INSERT INTO rejected_values (doc_id, field, value, who, at)"
                      " VALUES (?, ?, ?, 'bench', ?)",
                      [(d, f, f"{d}.99", t) for d in range(1, DOCS + 1) for f in FIELDS])
    return s


def test_verified_lookup(benchmark, store):
    row = benchmark(queue.verified, store, 1234, "w2_box1")
    assert row["value"] == "1234.00"


def test_rejected_lookup(benchmark, store):
    assert benchmark(queue.rejected_values, store, 1234, "total") == {"1234.99"}


def test_pending_count(benchmark, store):
    assert benchmark(queue.pending_count, store) == 0
