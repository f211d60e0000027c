"""The `docq` program's entry: `docq ask`, `status`, `docs`, `wait` and `--version` with
plain arguments are answered here without loading click; every other command line goes to the
click group (docq.cli).

A person calls `docq ask` from a shell many times a day, and the daemon answers in tens of
milliseconds: importing click (its core loads inspect, typing, uuid, datetime) cost more than
the whole rest of the process. Plain means: the command's own options only, one question not
starting with "-" for `ask`, no `--help`, standard streams that click would not re-wrap, and
no shell completion asked for. `docq status` with the daemon stopped reads the store, and
`docq wait` with its progress on a terminal draws click's bar: both go to click too. What is printed comes from docq.commands.replies and catalog.listing, which
the click commands print as well; tests/test_cli_quick.py runs both paths on the same command
lines and compares their output and exit codes.
"""
from __future__ import annotations

import codecs
import errno
import os
import re
import sys
from pathlib import Path

from docq import config as configmod
from docq import errors, privacy
from docq.commands import replies
from docq.daemon import client

# each command taken here, its options, and how many arguments it takes
FLAGS = {"ask": {"--json"}, "status": {"--json"}, "docs": {"--failed", "--all", "--json"},
         "wait": set()}
QUESTIONS = {"ask": 1, "status": 0, "docs": 0, "wait": 0}
# What click.echo drops from text written to a file or a pipe (click._compat._ansi_re).
ANSI = re.compile(r"\033\[[0-?]*[ -/]*[@-~]")


def parse(argv: list[str]) -> tuple[Path | None, str, list[str], set[str]] | None:
    """(home, command, arguments, options) of a plain command line; None for click's."""
    home = None
    if argv[:1] == ["--home"] and len(argv) > 2:
        home, argv = argv[1], argv[2:]
    elif argv[:1] and argv[0].startswith("--home="):
        home, argv = argv[0].removeprefix("--home="), argv[1:]
    if home is not None and (not home or home.startswith("-")) or not _lets_through(home):
        return None
    home_path = Path(home) if home is not None else None
    if argv == ["--version"]:
        return home_path, "--version", [], set()
    if not argv or argv[0] not in FLAGS:
        return None
    command, rest = argv[0], argv[1:]
    if command == "wait":
        seconds = _seconds(rest)
        return None if seconds is None else (home_path, command, seconds, set())
    options = {a for a in rest if a.startswith("-")}
    words = [a for a in rest if not a.startswith("-")]
    if not options <= FLAGS[command] or len(words) != QUESTIONS[command]:
        return None
    return home_path, command, words, options


def _seconds(rest: list[str]) -> list[str] | None:
    """`wait`'s arguments: none, or `--timeout N` with N a number as click's float reads it."""
    if not rest:
        return []
    if len(rest) != 2 or rest[0] != "--timeout" or rest[1].startswith("-"):
        return None
    try:
        float(rest[1])
    except ValueError:
        return None
    return rest[1:]


def _lets_through(home: str | None) -> bool:
    """Whether click's Path type takes HOME (`--home`, else DOCQ_HOME) without a usage error:
    absent, or there and readable."""
    value = home if home is not None else os.environ.get("DOCQ_HOME") or None
    if value is None:
        return True
    try:
        os.stat(value)
    except OSError:
        return True
    return os.access(value, os.R_OK)


def plain_streams() -> bool:
    """Streams click writes to as they are (not ASCII: click would wrap them), and no shell
    completion asked for (click answers it)."""
    ascii_stream = any(codecs.lookup(getattr(s, "encoding", None) or "ascii").name == "ascii"
                       for s in (sys.stdout, sys.stderr))
    completing = any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)
    return not ascii_stream and not completing and sys.stdout is not None and sys.stderr is not None


def echo(text: str, err: bool = False) -> None:
    """As click.echo writes a line: escape sequences dropped unless to a terminal, flushed."""
    stream = sys.stderr if err else sys.stdout
    if not stream.isatty():
        text = ANSI.sub("", text)
    stream.write(text + "\n")
    stream.flush()


def reply(cfg, command: str, words: list[str], options: set[str]) -> str | None:
    """What the command prints; None when click's command must answer (a stopped daemon)."""
    as_json = "--json" in options
    if command == "ask":
        return replies.answer(client.ask(cfg, words[0]), as_json)
    if command == "docs":
        # here, not at the top: the store's modules would cost every `docq ask` as much again
        from docq.daemon import catalog
        return catalog.listing(cfg, "--failed" in options, "--all" in options, as_json)
    try:
        return replies.status(client.request(cfg, "status", timeout=10), as_json)
    except errors.DaemonNotRunning:
        return None


class Label:
    """What click's progress bar shows on a stream that is not a terminal: its label, once."""

    def __init__(self, total: int):
        self.length, self.pos = total, 0

    def __enter__(self) -> "Label":
        echo(client.WAITING, err=True)
        return self

    def __exit__(self, *exc) -> None:
        return None

    def update(self, steps: int) -> None:
        self.pos += steps


def run(argv: list[str]) -> int | None:
    """The exit code of a plain command line answered here; None: not plain, click's."""
    parsed = parse(argv) if plain_streams() else None
    if parsed is None:
        return None
    home, command, words, options = parsed
    if command == "--version":
        echo(replies.VERSION)
        return 0
    if command == "wait" and sys.stderr.isatty():
        return None             # click draws its progress bar
    try:
        cfg = configmod.load(home)
        if command == "wait":
            client.wait(cfg, float(words[0]) if words else None, Label)
            return 0
        out = reply(cfg, command, words, options)
        if out is None:
            return None
        echo(out)
    except errors.DocqError as e:
        echo(replies.error(e), err=True)
        return int(e.exit_code)
    except (EOFError, KeyboardInterrupt):
        echo("", err=True)      # as click: a blank line closes the terminal's ^C, then why
        echo("aborted", err=True)
        return int(errors.ExitCode.ERROR)
    except OSError as e:
        if e.errno != errno.EPIPE:
            raise
        sys.stdout, sys.stderr = Pacified(sys.stdout), Pacified(sys.stderr)
        return int(errors.ExitCode.ERROR)    # as click: a reader gone away ends it quietly
    return 0


class Pacified:
    """A stream whose reader went away: flushing it at exit raises nothing."""

    def __init__(self, stream):
        self.stream = stream

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError as e:
            if e.errno != errno.EPIPE:
                raise

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


def main() -> None:
    privacy.owner_only()     # before anything is written: HOME's files are the owner's alone
    privacy.no_telemetry()
    code = run(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    from docq import cli     # only now: importing click is what this module spares the rest
    cli.main()
