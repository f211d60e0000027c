"""The watchdog observer: the only module that knows watchdog. It turns events into
"look at this path" and "this path is gone" calls on the Watcher."""
from __future__ import annotations

from pathlib import Path

from watchdog.events import FileSystemEventHandler
from watchdog.observers import Observer


class _Handler(FileSystemEventHandler):
    def __init__(self, watcher):
        self.w = watcher

    def on_created(self, event):
        self.w.touch(Path(event.src_path))

    def on_modified(self, event):
        if not event.is_directory:
            self.w.touch(Path(event.src_path))

    def on_closed(self, event):
        self.w.touch(Path(event.src_path))

    def on_moved(self, event):
        self.w.removed(Path(event.src_path))
        self.w.touch(Path(event.dest_path))

    def on_deleted(self, event):
        self.w.removed(Path(event.src_path))


def make_observer(root: Path, watcher) -> Observer:
    obs = Observer()
    obs.schedule(_Handler(watcher), str(root), recursive=True)
    obs.daemon = True
    return obs
