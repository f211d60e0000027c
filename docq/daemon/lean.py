"""Keeping the daemon's idle footprint small.

PyMuPDF 2 imports two optional extras at import time, its layout analyser and pymupdf4llm,
which pull in onnxruntime and numpy: ~80 MB resident that docq never uses (it reads words with
boxes). Marking them absent before PyMuPDF is first imported makes PyMuPDF's own
`try: import ... except ImportError` take the path it takes on an install without them.
Only the daemon process does this (`docq start`)."""
from __future__ import annotations

import logging
import sys

UNUSED = ("pymupdf.layout", "pymupdf4llm")


def skip_unused_imports() -> bool:
    """Returns False (and logs) when PyMuPDF was already imported, so it is too late."""
    if "pymupdf" in sys.modules:
        logging.getLogger("docq.daemon").warning(
            "PyMuPDF was imported before the daemon started; its unused extras stay loaded")
        return False
    for name in UNUSED:
        sys.modules.setdefault(name, None)
    return True
