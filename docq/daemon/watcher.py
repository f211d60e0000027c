"""The watched folder: which files are finished and should be taken, and which are gone.

Two pure decisions, tested without file-system events:
- `ignored(path)`: temporary and hidden names wait until they are renamed;
- `Settler`: a file is taken once its size and mtime have not changed for `settle` seconds.
Watchdog events only say "look at this path soon" (a copy gives created/modified/closed, a
`mv` only created, a write-then-rename a moved event); a scan at start and a periodic rescan
catch whatever an event missed. While a folder cannot be listed or a file could not be taken
(a full disk), the folder is looked at again every FAILING_RESCAN seconds, so its recovery is
noticed at once, and a file not taken counts as pending. `Watcher` wires these to intake
through two callbacks.
"""
from __future__ import annotations

import logging
import os
import queue
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

log = logging.getLogger("docq.watcher")

FAILING_RESCAN = 2.0     # seconds between looks while something cannot be listed or taken
TEMP_SUFFIXES = (".part", ".crdownload", ".tmp", ".temp", ".download", ".partial", ".swp", "~")
TEMP_PREFIXES = (".", "~$", ".~lock")


def ignored(path: Path, root: Path | None = None) -> bool:
    """Hidden or temporary (being downloaded or written): not a document yet."""
    parts = path.relative_to(root).parts if root and path.is_relative_to(root) else (path.name,)
    if any(p.startswith(".") for p in parts):
        return True
    name = path.name.lower()
    return name.startswith(TEMP_PREFIXES) or name.endswith(TEMP_SUFFIXES)


@dataclass(frozen=True)
class Signature:
    """What changes when a file's content or access changes."""
    size: int
    mtime_ns: int
    ctime_ns: int
    ino: int

    @classmethod
    def of(cls, path: Path, follow: bool = True) -> "Signature | None":
        """`follow=False`: the entry itself (a symbolic link is not its target)."""
        try:
            st = os.stat(path, follow_symlinks=follow)
        except OSError:
            return None
        return cls(st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


@dataclass
class Settler:
    """Pure: paths waiting to settle. `observe` a signature at a time; `settled` returns the
    paths whose signature has not changed for `settle` seconds (and forgets them)."""
    settle: float
    _waiting: dict = field(default_factory=dict)   # path -> (signature, since)

    def observe(self, path: Path, sig: "Signature | None", now: float) -> None:
        if sig is None:
            self._waiting.pop(path, None)
            return
        old = self._waiting.get(path)
        if old is None or old[0] != sig:
            self._waiting[path] = (sig, now)

    def settled(self, now: float) -> list[tuple[Path, "Signature"]]:
        done = [(p, s) for p, (s, since) in self._waiting.items() if now - since >= self.settle]
        for p, _ in done:
            del self._waiting[p]
        return done

    def waiting(self) -> list[Path]:
        return list(self._waiting)

    def __len__(self) -> int:
        return len(self._waiting)


@dataclass
class Seen:
    """Pure: the signature each taken path had, so a rescan re-takes only what changed."""
    _sigs: dict = field(default_factory=dict)

    def changed(self, path: Path, sig: Signature) -> bool:
        return self._sigs.get(path) != sig

    def mark(self, path: Path, sig: Signature) -> None:
        self._sigs[path] = sig

    def drop(self, path: Path) -> list[Path]:
        prefix = str(path).rstrip("/") + "/"
        dropped = [p for p in self._sigs if p == path or str(p).startswith(prefix)]
        for p in dropped:
            del self._sigs[p]
        return dropped

    def paths(self) -> list[Path]:
        return list(self._sigs)


@dataclass(frozen=True)
class IntakeError:
    path: str
    message: str
    at: float           # wall-clock time, for `docq status`

    def to_dict(self) -> dict:
        return {"path": self.path, "message": self.message, "at": self.at}


@dataclass
class Problems:
    """Pure: paths that failed in the current rescan. Each is logged once (when it starts
    failing or its message changes), forgotten when it works again, and the last one is kept
    for `docq status`."""
    current: dict = field(default_factory=dict)    # path -> message
    last: IntakeError | None = None

    def failed(self, path: Path | str, message: str, at: float) -> bool:
        """Record a failure; True when it is news (log it)."""
        key = str(path)
        self.last = IntakeError(key, message, at)
        news = self.current.get(key) != message
        self.current[key] = message
        return news

    def worked(self, path: Path | str) -> None:
        self.current.pop(str(path), None)

    def __len__(self) -> int:
        return len(self.current)


def walk(root: Path, onerror: Callable[[OSError], None] | None = None) -> list[Path]:
    """Every file under `root` not hidden or temporary; a folder that cannot be listed is
    passed to `onerror` (and skipped), not raised."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root, onerror=onerror):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        out.extend(Path(dirpath) / f for f in filenames)
    return [p for p in out if not ignored(p, root)]


class Watcher:
    """Runs the observer and one decision thread. `on_settled(path, retry)` takes a finished
    file; `on_gone(path)` a removed one. `known()` lists paths the store holds as present."""

    def __init__(self, root: Path, settle: float, rescan: float,
                 on_settled: Callable[[Path, bool], None], on_gone: Callable[[Path], None],
                 known: Callable[[], list[Path]]):
        self.root = Path(root)
        self.settler = Settler(settle)
        self.seen = Seen()
        self.rescan_every = rescan
        self.on_settled, self.on_gone, self.known = on_settled, on_gone, known
        self._events: queue.Queue = queue.Queue()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="watcher", daemon=True)
        self._observer = None
        self._startup = set()     # paths of the start-up scan: no retry of old failures
        self._scanned = threading.Event()
        self._wake = threading.Event()   # idle, the loop sleeps until an event or a rescan
        self.tick = min(0.25, max(0.02, settle / 4))
        self.problems = Problems()
        self._problems_lock = threading.Lock()
        self._unlisted: set[Path] = set()     # folders the last scan could not list
        self._untold: set[Path] = set()       # known files inside them
        self._untaken: dict[Path, str] = {}   # settled files the store could not take, and why
        self._taking = 0      # settled files handed over but not yet taken by the store
        self._looks = threading.Condition()
        self._looks_asked = self._looks_done = 0   # scans asked for by sync(), and run

    # -- events (watchdog thread) --
    def touch(self, path: Path) -> None:
        self._events.put(("touch", Path(path)))
        self._wake.set()

    def removed(self, path: Path) -> None:
        self._events.put(("gone", Path(path)))
        self._wake.set()

    # -- lifecycle --
    def start(self) -> None:
        from docq.daemon.observer import make_observer
        self.root.mkdir(parents=True, exist_ok=True)
        self._observer = make_observer(self.root, self)
        self._observer.start()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout=5)
        self._thread.join(timeout=10)

    # -- the decision loop --
    def pending(self) -> int:
        """Files seen but not yet taken (settling, events not yet looked at, or not taken for
        a fault such as a full disk); counts 1 until the start-up scan has run, so `docq wait`
        never returns before it."""
        untaken = set(self._untaken) - set(self.settler.waiting())   # not counted twice
        return (len(self.settler) + self._events.qsize() + self._taking + len(untaken)
                + (0 if self._scanned.is_set() else 1))

    def untaken(self) -> list[dict]:
        """What the watcher could not take, and why: files the store could not take, and
        folders it cannot list (what is in them is not known)."""
        with self._problems_lock:
            current = dict(self.problems.current)
        out = [{"path": str(p), "why": why} for p, why in sorted(dict(self._untaken).items())]
        out += [{"path": str(d), "why": current.get(str(d), "cannot list the folder")}
                for d in sorted(self._unlisted)]
        return out

    def _next_rescan(self) -> float:
        """Soon while something cannot be listed or taken, so its recovery is seen at once."""
        failing = self._untaken or self._unlisted
        return time.monotonic() + (min(self.rescan_every, FAILING_RESCAN) if failing
                                   else self.rescan_every)

    def sync(self, timeout: float = 5.0) -> bool:
        """Look at the folder now, so a file dropped a moment ago counts as pending before its
        file event arrives (`docq wait` right after a copy); False when the look did not run
        within `timeout` (the watcher is not running)."""
        with self._looks:
            self._looks_asked += 1
            want = self._looks_asked
        self._wake.set()
        with self._looks:
            return self._looks.wait_for(lambda: self._looks_done >= want, timeout)

    def alive(self) -> bool:
        return self._thread.is_alive()

    def last_error(self) -> dict | None:
        with self._problems_lock:
            last = self.problems.last
            return {**last.to_dict(), "failing_now": len(self.problems)} if last else None

    def _failed(self, path: Path | str, e: BaseException | str, doing: str) -> str:
        """One path's failure: logged once while it keeps failing, retried at the next rescan;
        the message."""
        message = e if isinstance(e, str) else f"{doing}: {getattr(e, 'strerror', None) or e}"
        with self._problems_lock:
            news = self.problems.failed(path, message, time.time())
        if news:
            log.warning("%s: %s (tried again at each rescan)", path, message)
        return message

    def _worked(self, path: Path | str) -> None:
        with self._problems_lock:
            self.problems.worked(path)

    def _guarded(self, path: Path, doing: str, step: Callable[[], None]) -> None:
        try:
            step()
        except Exception as e:  # noqa: BLE001 - one path's fault must not stop intake
            self._failed(path, e, doing)
        else:
            self._worked(path)

    def _run(self) -> None:
        self._guarded(self.root, "scanning", lambda: self.scan(startup=True))
        self._scanned.set()
        next_rescan = self._next_rescan()
        while not self._stop.is_set():
            self._guarded(self.root, "reading file events", self._drain)
            self._take_settled()
            next_rescan = min(next_rescan, self._next_rescan())   # a take just failed: soon
            asked = self._looks_asked
            if time.monotonic() >= next_rescan or asked > self._looks_done:
                self._guarded(self.root, "scanning", lambda: self.scan(startup=False))
                next_rescan = self._next_rescan()
                with self._looks:
                    self._looks_done = max(self._looks_done, asked)
                    self._looks.notify_all()
            idle = max(0.0, next_rescan - time.monotonic())
            self._wake.wait(self.tick if len(self.settler) else idle)
            self._wake.clear()

    def scan(self, startup: bool) -> None:
        """Every file under the root that is new or changed since taken; every known
        path that no longer exists. A folder or file that cannot be looked at is an intake
        error of its own path, and is looked at again at the next rescan."""
        unlisted: set[Path] = set()

        def cannot_list(e: OSError) -> None:
            unlisted.add(Path(e.filename))
            self._failed(e.filename, e, "cannot list the folder")

        files = walk(self.root, onerror=cannot_list)
        now = time.monotonic()
        for p in files:
            sig = Signature.of(p)
            if sig and self.seen.changed(p, sig):
                if startup:
                    self._startup.add(p)
                self.settler.observe(p, sig, now)
        for d in self._unlisted - unlisted:
            self._worked(d)       # listed fine this time
        self._unlisted = unlisted
        present, untold = set(files), set()
        for p in set(self.known()) | set(self.seen.paths()):
            if not p.is_relative_to(self.root) or p in present:
                continue
            if any(p.is_relative_to(d) for d in unlisted):
                # neither there nor gone: kept as it is until its folder can be listed
                untold.add(p)
                self._failed(p, "cannot tell whether it is still there: its folder cannot be"
                                " listed", "")
            else:
                self._guarded(p, "cannot tell whether it is still there",
                              lambda p=p: self._gone_if_missing(p))
        for p in self._untold - untold:
            self._worked(p)
        self._untold = untold
        for p in [p for p in self._untaken if p not in present
                  and not any(p.is_relative_to(d) for d in unlisted)]:
            del self._untaken[p]        # removed before it could be taken
            self._worked(p)

    def _gone_if_missing(self, p: Path) -> None:
        if not p.exists():       # raises when it cannot tell (a folder on the way is unreadable)
            self._gone(p)

    def _drain(self) -> None:
        now = time.monotonic()
        while True:
            try:
                what, p = self._events.get_nowait()
            except queue.Empty:
                return
            self._guarded(p, "cannot look at it", lambda what=what, p=p: self._event(what, p, now))

    def _event(self, what: str, p: Path, now: float) -> None:
        if what == "gone":
            self._gone(p)
        elif p.is_dir():
            for f in walk(p, onerror=lambda e: self._failed(e.filename, e, "cannot list the folder")):
                self.settler.observe(f, Signature.of(f), now)
        elif not ignored(p, self.root):
            self.settler.observe(p, Signature.of(p), now)

    def _take_settled(self) -> None:
        # counted before the settler forgets them, so pending() never drops to 0 while a
        # settled file is on its way into the store
        self._taking = len(self.settler)
        try:
            self._take(self.settler.settled(time.monotonic()))
        finally:
            self._taking = 0

    def _take(self, settled: list) -> None:
        for p, sig in settled:
            if Signature.of(p) != sig:
                self.settler.observe(p, Signature.of(p), time.monotonic())
                continue
            retry = p not in self._startup
            self._startup.discard(p)
            try:
                self.on_settled(p, retry)
            except Exception as e:  # noqa: BLE001 - one bad file must not stop the watcher
                # not marked seen: the next rescan (soon, while it fails) takes it again
                self._untaken[p] = self._failed(p, e, "could not take it")
            else:
                self.seen.mark(p, sig)
                self._untaken.pop(p, None)
                self._worked(p)

    def _gone(self, p: Path) -> None:
        self.settler.observe(p, None, 0)
        self.on_gone(p)        # raises to the caller's guard: retried at the next rescan
        self.seen.drop(p)
        prefix = str(p).rstrip("/") + "/"
        for q in [q for q in self._untaken if q == p or str(q).startswith(prefix)]:
            del self._untaken[q]
            self._worked(q)
