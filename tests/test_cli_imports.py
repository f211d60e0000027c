"""The command line's client path imports only what it uses: socket, json, click and docq's
own light modules, never a reader, the queue, the index or the model; and `docq ask`,
`docq status` and `docq --version` with plain arguments not even click (docq.quick). Each
command runs in a fresh interpreter, as a person's shell starts it, against a socket in HOME
that answers as the daemon does, and the modules it loaded are checked.

Every command's module used to be imported up front, so `docq ask` loaded Pillow (the review
crops), the review pages' HTTP server and the answer path's modules before it connected:
0.25-0.40 s of wall time, about 9 times a bare `python -c pass`. Then click alone was most of
what was left (2.9-3.2 times).
"""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

ENGINES = ("fitz", "pymupdf", "numpy", "PIL", "cv2", "huey", "whoosh", "llama_cpp", "onnxruntime",
           "rapidocr", "pytesseract", "watchdog", "http", "docq.answer.engine", "docq.workers.read")

# Runs the CLI as `docq ARGS...` would, then lists what it imported.
PROBE = """
import json, sys
from docq.quick import main
out, sys.argv = sys.argv[1], ["docq", *sys.argv[2:]]
try:
    main()
except SystemExit:
    pass
with open(out, "w") as f:
    json.dump(sorted(sys.modules), f)
"""

# Answered without click: the commands a person runs many times a day, with plain arguments.
QUICK = [
    ["--version"],
    ["ask", "What was my property tax in 2024?"],
    ["ask", "What was my property tax in 2024?", "--json"],
    ["status"],
    ["status", "--json"],
    ["docs"],
    ["docs", "--failed", "--json"],
    ["wait"],
    ["wait", "--timeout", "1"],
]

# Answered by the click commands: help, other commands, anything not plain.
CLICK = [
    ["--help"],
    ["ask", "--help"],
    ["ask", "--", "-what was it?"],
    ["status", "--verbose"],
    ["wait", "--timeout", "soon"],
    ["docs", "--help"],
    ["show", "1"],
    ["review", "list"],
]

ANSWER = {"question": "q", "status": "declined", "text": "I don't see a 2024 property tax.",
          "amount": None, "citations": [], "review_id": None, "evidence": None, "parts": []}
STATUS = {"daemon": "running", "queue": {"pending": 0},
          "documents": {"total": 0, "ready": 0, "failed": 0}, "review": {"pending": 0},
          "intake": {"last_error": None}}


@pytest.fixture
def home(tmp_path):
    """A HOME whose socket answers every request as a running daemon with nothing in it does."""
    home = tmp_path / "home"
    home.mkdir()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(home / "docq.sock"))
    server.listen()

    def serve():
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            with conn, conn.makefile("rb") as f:
                op = json.loads(f.readline())["op"]
                result = {"ask": ANSWER, "untaken": []}.get(op, STATUS)
                conn.sendall(json.dumps({"ok": True, "result": result}).encode() + b"\n")

    threading.Thread(target=serve, daemon=True).start()
    yield home
    server.close()


def loaded(args: list[str], home: Path, out: Path, env: dict | None = None) -> list[str]:
    r = subprocess.run([sys.executable, "-c", PROBE, str(out), "--home", str(home), *args],
                       cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
                       env={**os.environ, **(env or {})})
    assert out.exists(), r.stderr
    return json.loads(out.read_text())


def heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == e or m.startswith(e + ".") for e in ENGINES)]


@pytest.mark.parametrize("args", QUICK, ids=" ".join)
def test_plain_client_commands_load_neither_click_nor_an_engine(args, home, tmp_path):
    modules = loaded(args, home, tmp_path / "modules.json")
    assert "docq.quick" in modules and "docq.daemon.client" in modules
    assert [m for m in modules if m == "click" or m.startswith("click.")] == []
    assert "docq.cli" not in modules
    if args[0] != "docs":        # docs reads the store, whose records are dataclasses
        assert "dataclasses" not in modules
    assert heavy(modules) == [], f"docq {' '.join(args)} imported {heavy(modules)}"


@pytest.mark.parametrize("args", CLICK, ids=" ".join)
def test_the_click_path_loads_no_engine(args, home, tmp_path):
    modules = loaded(args, home, tmp_path / "modules.json")
    assert "docq.cli" in modules and "click" in modules     # click's command ran
    assert heavy(modules) == [], f"docq {' '.join(args)} imported {heavy(modules)}"


@pytest.mark.parametrize("env", [
    {"PYTHONIOENCODING": "ascii"},
    {"_DOCQ_COMPLETE": "bash_complete", "COMP_WORDS": "docq st", "COMP_CWORD": "1"},
], ids=["ascii streams", "shell completion"])
def test_what_click_would_do_otherwise_goes_to_click(env, home, tmp_path):
    # click re-wraps an ASCII stream, and answers shell completion itself
    modules = loaded(["status"], home, tmp_path / "modules.json", env)
    assert "docq.cli" in modules and "click" in modules
