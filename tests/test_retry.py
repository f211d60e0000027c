"""workers/retry: when a full disk counts as having room again (pure; the daemon's side is in
test_disk_full)."""
from __future__ import annotations

from docq.workers.retry import ROOM, Room, wait_for


def test_room_returns_only_when_more_than_a_tries_clean_up_is_freed():
    room = Room()
    assert not room.watching() and not room.returned(10 * ROOM)   # nothing failed: nothing to try
    room.failed(4096)
    assert room.watching()
    assert not room.returned(4096 + ROOM // 2)      # a page's render given back, still full
    assert room.returned(4096 + ROOM)
    room.failed(8192)                               # failed again: the level it failed at counts
    assert not room.returned(4096 + ROOM)
    room.forget()
    assert not room.returned(10 * ROOM)


def test_an_unknown_free_space_is_never_room():
    room = Room()
    room.failed(None)
    assert not room.returned(10 * ROOM)
    room.failed(0)
    assert not room.returned(None)


def test_the_wait_doubles_up_to_five_minutes():
    assert [wait_for(n) for n in range(8)] == [5, 10, 20, 40, 80, 160, 300, 300]
