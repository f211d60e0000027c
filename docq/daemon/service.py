"""The systemd user unit: its text (systemd/docq.service is this text for the default
install) and `docq service install`."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path


DEFAULT_EXEC = "%h/.local/bin/docq"
STOP_TIMEOUT = 60.0   # seconds in-flight jobs get to finish at a stop; TimeoutStopSec is longer


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


def exec_path() -> str:
    found = shutil.which("docq")
    if found:
        return found
    return str(Path(sys.executable).with_name("docq"))


def unit_path() -> Path:
    return Path.home() / ".config" / "systemd" / "user" / "docq.service"


def install(cfg) -> Path:
    path = unit_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(unit_text(exec_path(), str(cfg.paths.home)))
    return path
