"""The socket server: JSON lines over a Unix socket in HOME (mode 0600, owner only; no TCP).
Each connection gets its own thread, so concurrent questions are answered concurrently.

Ops: status, stop, ask {"question", "channel"}, wait {"seconds"}, untaken (what the watcher
could not take, and why); the review pages' ops
(daemon/review_ops.py): review_queue, review_item {"review_id"}, review_decide {"review_id",
"action", "amount", "note", "who"}, review_document {"doc_id"}.
"""
from __future__ import annotations

import json
import logging
import os
import socketserver
import threading
import time
from pathlib import Path

from docq.errors import BadInput, DocqError
from docq.workers import retry

log = logging.getLogger("docq.server")


class _Handler(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        for line in self.rfile:
            if not line.strip():
                continue
            reply = self.server.dispatch(line)
            self.wfile.write(json.dumps(reply).encode() + b"\n")
            self.wfile.flush()


class Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True
    request_queue_size = 128   # many `docq ask` at once wait in the queue, not on EAGAIN

    def __init__(self, path: Path, ops: dict):
        self.path = Path(path)
        self.ops = ops
        if self.path.exists() or self.path.is_symlink():
            self.path.unlink()  # left by a killed daemon; the lock says we are the only one
        old = os.umask(0o177)
        try:
            super().__init__(str(self.path), _Handler)
        finally:
            os.umask(old)
        os.chmod(self.path, 0o600)
        self._thread = threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 1.0},
                                        name="socket-server", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def alive(self) -> bool:
        return self._thread.is_alive()

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def dispatch(self, line: bytes) -> dict:
        try:
            req = json.loads(line)
            op = self.ops.get(req.pop("op", None))
            if op is None:
                raise BadInput(f"unknown op; known: {', '.join(sorted(self.ops))}")
            return {"ok": True, "result": op(**req)}
        except DocqError as e:
            return {"ok": False, "error": str(e), "kind": type(e).__name__}
        except (ValueError, TypeError) as e:
            return {"ok": False, "error": f"bad request: {e}", "kind": "BadInput"}
        except Exception as e:  # noqa: BLE001 - one failed request must not stop the server
            if retry.no_space(e):
                log.warning("a request needed room on the full disk holding HOME: %s", e)
                return {"ok": False, "kind": "StorageError",
                        "error": f"the disk holding docq's data ({self.path.parent}) is full;"
                                 " free some space on it and try again"}
            log.exception("request failed")
            return {"ok": False, "error": f"{type(e).__name__}: {e}", "kind": "DocqError"}


def wait_until(done, timeout: float, poll: float = 0.2) -> bool:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() >= deadline:
            return False
        time.sleep(poll)
    return True
