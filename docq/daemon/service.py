"""The systemd user units: the daemon's and a reading worker's, their text (systemd/docq.service
and systemd/docq-worker.service are this text for the default install) and `docq service
install [--worker]`."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path


DEFAULT_EXEC = "%h/.local/bin/docq"
STOP_TIMEOUT = 60.0   # seconds in-flight jobs get to finish at a stop; TimeoutStopSec is longer
WORKER_STOP_TIMEOUT = 60.0   # seconds a worker's page in hand gets to finish at a stop


def unit_text(exec_path: str = DEFAULT_EXEC, home: str | None = None) -> str:
    env = f"Environment=DOCQ_HOME={home}\n" if home else ""
    return f"""[Unit]
Description=docq: answers questions about your own financial documents
Documentation=file://%h/.local/share/docq

[Service]
Type=simple
ExecStart={exec_path} start
{env}Environment=OMP_THREAD_LIMIT=1
Environment=PYTHONUNBUFFERED=1
# Every file docq and its engines write is the owner's alone (the daemon sets it too).
UMask=0077
# `docq start` stops gracefully on SIGTERM; in-flight jobs get {int(STOP_TIMEOUT)} s to finish.
KillSignal=SIGTERM
KillMode=mixed
TimeoutStopSec={int(STOP_TIMEOUT) + 30}
Restart=on-failure
RestartSec=5
# stderr is the log; journald keeps it (journalctl --user -u docq).
StandardOutput=journal
StandardError=journal

[Install]
WantedBy=default.target
"""


def worker_unit_text(exec_path: str = DEFAULT_EXEC, home: str | None = None) -> str:
    env = f"Environment=DOCQ_HOME={home}\n" if home else ""
    return f"""[Unit]
Description=docq worker: reads pages and figures' crops for a docq daemon from its shared Redis queue
Documentation=file://%h/.local/share/docq

[Service]
Type=simple
# The queue (queue_url) and the daemon's key (queue.key) are read from DOCQ_HOME: the
# password stays in its config.toml (0600), not in this file.
ExecStart={exec_path} worker
{env}Environment=OMP_THREAD_LIMIT=1
Environment=PYTHONUNBUFFERED=1
UMask=0077
# `docq worker` stops on SIGTERM once the page in hand is read ({int(WORKER_STOP_TIMEOUT)} s at most).
KillSignal=SIGTERM
KillMode=mixed
TimeoutStopSec={int(WORKER_STOP_TIMEOUT) + 30}
Restart=on-failure
RestartSec=5
# Exit 3 is a wrong key or password: starting again would not help.
RestartPreventExitStatus=3
StandardOutput=journal
StandardError=journal

[Install]
WantedBy=default.target
"""


def exec_path() -> str:
    found = shutil.which("docq")
    if found:
        return found
    return str(Path(sys.executable).with_name("docq"))


def unit_path(worker: bool = False) -> Path:
    return Path.home() / ".config" / "systemd" / "user" / ("docq-worker.service" if worker else "docq.service")


def install(cfg, worker: bool = False) -> Path:
    path = unit_path(worker)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = worker_unit_text if worker else unit_text
    path.write_text(text(exec_path(), str(cfg.paths.home)))
    return path
