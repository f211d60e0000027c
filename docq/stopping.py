"""A long-running process (the daemon, a reading worker) asked to stop by SIGTERM or SIGINT:
the signal only sets its stopping event; the process ends its work in its own order."""
from __future__ import annotations

import logging
import signal
import threading

log = logging.getLogger("docq")


def on_signals(stopping: threading.Event) -> None:
    """Set `stopping` on SIGTERM (systemd's stop) and SIGINT (Ctrl-C)."""
    def graceful(signum, frame):
        log.info("signal %s: stopping", signal.Signals(signum).name)
        stopping.set()
    signal.signal(signal.SIGTERM, graceful)
    signal.signal(signal.SIGINT, graceful)
