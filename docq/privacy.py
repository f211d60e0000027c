"""What keeps a person's data on this machine and theirs alone: every file docq writes is
owner-only, engines' temporary files live inside HOME, and no library phones home.

`owner_only()` and `no_telemetry()` run first thing in every docq process (cli.main), before
any reader or onnxruntime is imported (they read their environment at import or first use);
`keep_temp_in_home()` at daemon start, once the daemon holds HOME's lock.
"""
from __future__ import annotations

import os
import shutil
import stat
import tempfile
from pathlib import Path

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


def keep_temp_in_home(tmp: Path) -> Path:
    """Every temporary file of this process and of the engines it runs (rendered page images,
    and whatever an engine writes for itself) goes into HOME/tmp, 0700, emptied at each start so an
    interrupted stop leaves nothing behind."""
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    os.chmod(tmp, DIR_MODE)
    os.environ["TMPDIR"] = str(tmp)       # child processes (tesseract) and tempfile alike
    tempfile.tempdir = str(tmp)
    return tmp


def tighten(home: Path) -> int:
    """Bring files an older version left in HOME to 0600 and folders to 0700; the count
    changed. Symbolic links are left alone (never followed)."""
    changed = 0
    for dirpath, dirnames, filenames in os.walk(home):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            st = os.lstat(p)
            if stat.S_ISLNK(st.st_mode):
                continue
            want = DIR_MODE if stat.S_ISDIR(st.st_mode) else FILE_MODE
            if st.st_mode & 0o077:
                os.chmod(p, stat.S_IMODE(st.st_mode) & ~0o077 | (want & 0o700))
                changed += 1
    return changed
