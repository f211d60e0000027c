"""The quick path (docq.quick: `ask`, `status`, `--version` without click) prints what the click
commands print, byte for byte, with the same exit code: both are run on the same command lines
against the real daemon, stopped and running, and compared. Which path ran is checked too (the
quick one never loads click: tests/test_cli_imports.py)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT, _like_a_normal_user

# The program as the installed `docq` script starts it, and the click commands alone, as
# `docq` ran them before the quick path.
QUICK = "import sys; sys.argv[0] = 'docq'; from docq.quick import main; main()"
CLICK = "import sys; sys.argv[0] = 'docq'; from docq.cli import main; main()"

BILL = ["ACME POWER", "Account number 1234-5678", "Statement date 03/01/2024",
        "Due date 03/20/2024", "AMOUNT DUE 42.99"]

RUNNING = [
    ["ask", "what is the due date?"],
    ["ask", "what is the due date?", "--json"],
    ["ask", "--json", "what is the due date?"],
    ["ask", "what was my 2019 property tax?"],                 # declined
    ["ask", ""],                                                # refused before the socket
    ["ask", "amount\x07due"],
    ["ask", "x" * 2001, "--json"],
    ["status"],
    ["status", "--json"],
    ["docs"],
    ["docs", "--json", "--all"],
    ["docs", "--failed"],
    ["wait"],
    ["wait", "--timeout", "30"],
    ["--version"],
]

STOPPED = [
    ["ask", "what is the due date?"],
    ["ask", "what is the due date?", "--json"],
    ["status"],
    ["status", "--json"],
    ["docs"],
    ["docs", "--json"],
    ["wait", "--timeout", "5"],
]


def both(d, args: list[str], home_option: str = "--home") -> tuple:
    """(quick, click) runs of `docq --home HOME ARGS`, as (exit code, stdout, stderr), by a
    user who cannot read what is not theirs (root without its override, as the daemon)."""
    home = [f"--home={d.home}"] if home_option == "--home=" else ["--home", str(d.home)]
    runs = []
    for program in (["-c", QUICK], ["-c", CLICK]):
        r = subprocess.run([sys.executable, *program, *home, *args], capture_output=True,
                           text=True, env=d.env, cwd=ROOT, timeout=120,
                           preexec_fn=_like_a_normal_user)
        runs.append((r.returncode, r.stdout, r.stderr))
    return tuple(runs)


@pytest.mark.e2e
def test_the_quick_path_prints_what_the_click_commands_print(start_daemon, make_pdf, tmp_path):
    d = start_daemon()
    # an escape sequence in a file name: click drops it from what it writes to a pipe
    d.drop(make_pdf(tmp_path / "bill.pdf", ["\n".join(BILL)]), name="bill\x1b[31m.pdf")
    d.wait_idle()
    seen = {}
    for args in RUNNING:
        quick, slow = both(d, args)
        assert quick == slow, args
        seen[" ".join(args)] = quick
    assert "03/20/2024 — bill.pdf, page 1" in seen["ask what is the due date?"][1]
    assert "bill.pdf" in seen["docs"][1] and "\x1b" not in seen["docs"][1]    # dropped, as click does
    assert seen["wait"] == (0, "", "reading documents\n")     # the progress bar's label, once
    assert seen["ask "][0] == 7 and "empty" in seen["ask "][2]              # BAD_INPUT
    quick, slow = both(d, ["ask", "what is the amount due?", "--json"], home_option="--home=")
    assert quick == slow and '"amount"' in quick[1], quick

    d.stop()
    for args in STOPPED:
        quick, slow = both(d, args)
        assert quick == slow, args
        seen[" ".join(args)] = quick
    assert seen["ask what is the due date?"][0] == 4                      # NO_DAEMON
    assert seen["wait --timeout 5"][0] == 4
    assert seen["status --json"][0] == 0 and '"stopped"' in seen["status --json"][1]

    (d.home / "config.toml").write_text("workers = 'many'\n")
    quick, slow = both(d, ["ask", "what is the due date?"])
    assert quick == slow and quick[0] == 3 and "workers" in quick[2]      # CONFIG: what to fix

    d.home.chmod(0o000)          # a HOME that cannot be read: click's usage error, exit 2
    try:
        quick, slow = both(d, ["ask", "what is the due date?"])
    finally:
        d.home.chmod(0o700)
    assert quick == slow and quick[0] == 2 and "not readable" in quick[2], quick
