"""What keeps a person's data on this machine and theirs alone: every file docq writes is
owner-only, engines' temporary files live inside HOME, and no library phones home.

`owner_only()` and `no_telemetry()` run first thing in every docq process (cli.main), before
any reader or onnxruntime is imported (they read their environment at import or first use).
What the daemon does to HOME's files at start (temporary files kept inside it, older files
made owner-only) is daemon/private_home.py's, so a client command imports nothing it needs.
"""
from __future__ import annotations

import os

UMASK = 0o077
FILE_MODE, DIR_MODE = 0o600, 0o700

# Each library's own switch for usage reporting, set before the library loads. onnxruntime
# (under RapidOCR) and the Hugging Face hub are the ones docq can load; the rest are common
# dependencies of the same stacks that would otherwise report on first use.
NO_TELEMETRY = {
    # onnxruntime's non-Windows builds send a process-info event when the first session's
    # environment is created: under strace, 1.32 looked up mobile.events.data.microsoft.com
    # over DNS. ORT_DISABLE_TELEMETRY=1 stops it (measured, 1.32); later releases read
    # ORT_TELEMETRY_DISABLED as well.
    "ORT_DISABLE_TELEMETRY": "1",
    "ORT_TELEMETRY_DISABLED": "1",
    "HF_HUB_OFFLINE": "1",                # huggingface_hub: no model lookups
    "HF_HUB_DISABLE_TELEMETRY": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "DO_NOT_TRACK": "1",                  # the cross-tool convention
    "DISABLE_TELEMETRY": "1",
    "MODELSCOPE_OFFLINE": "1",            # RapidOCR's model hub, if it ever looks
}


def owner_only() -> None:
    """Files this process creates are 0600, folders 0700."""
    os.umask(UMASK)


def no_telemetry() -> None:
    for name, value in NO_TELEMETRY.items():
        os.environ[name] = value
