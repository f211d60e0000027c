"""HOME kept private by the daemon at start, once it holds HOME's lock: engines' temporary
files inside HOME, and files an older version left made owner-only (docq.privacy's modes)."""
from __future__ import annotations

import os
import shutil
import stat
import tempfile
from pathlib import Path

from docq.privacy import DIR_MODE, FILE_MODE


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
