"""The command line's client path imports only what it uses: socket, json, click and docq's
own light modules, never a reader, the queue, the index or the model. Each command runs in a
fresh interpreter, as a person's shell starts it, and the modules it loaded are checked.

Every command's module used to be imported up front, so `docq ask` loaded Pillow (the review
crops), the review pages' HTTP server and the answer path's modules before it connected:
0.25-0.40 s of wall time, about 9 times a bare `python -c pass`.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

ENGINES = ("fitz", "pymupdf", "numpy", "PIL", "cv2", "huey", "whoosh", "llama_cpp", "onnxruntime",
           "rapidocr", "pytesseract", "watchdog", "http", "docq.answer.engine", "docq.workers.read")

# Runs the CLI as `docq ARGS...` would, then lists what it imported.
PROBE = """
import json, sys
from docq.cli import main
out, sys.argv = sys.argv[1], ["docq", *sys.argv[2:]]
try:
    main()
except SystemExit:
    pass
with open(out, "w") as f:
    json.dump(sorted(sys.modules), f)
"""

CLIENT = [
    ["--version"],
    ["--help"],
    ["ask", "--help"],
    ["ask", "What was my property tax in 2024?"],
    ["status"],
    ["status", "--json"],
    ["wait", "--timeout", "1"],
    ["docs"],
    ["review", "list"],
]


def loaded(args: list[str], home: Path, out: Path) -> list[str]:
    subprocess.run([sys.executable, "-c", PROBE, str(out), "--home", str(home), *args],
                   cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    return json.loads(out.read_text())


@pytest.mark.parametrize("args", CLIENT, ids=" ".join)
def test_the_client_path_loads_no_engine(args, tmp_path):
    modules = loaded(args, tmp_path / "home", tmp_path / "modules.json")
    assert "docq.cli" in modules and "click" in modules     # the probe ran the command
    heavy = [m for m in modules if any(m == e or m.startswith(e + ".") for e in ENGINES)]
    assert heavy == [], f"docq {' '.join(args)} imported {heavy}"
