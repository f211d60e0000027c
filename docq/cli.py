"""The `docq` command: a thin click group. Each command lives in docq/commands/ and calls
one function of the package or the daemon client; errors become output here, once.

Only the command being run is imported (commands.lazy): this module and the client commands
import the standard library, click and docq's own light modules, never a reader. The program
starts in docq.quick, which answers `ask`, `status` and `--version` with plain arguments
without click and hands every other command line to `main` here."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from docq import __version__
from docq import config as configmod
from docq import privacy
from docq.commands import COMMANDS, replies
from docq.commands.lazy import LazyGroup
from docq.errors import DocqError, ExitCode


class Context:
    def __init__(self, home: Path | None):
        self._home = home
        self._cfg = None

    @property
    def cfg(self) -> configmod.Config:
        if self._cfg is None:
            self._cfg = configmod.load(self._home)
        return self._cfg


@click.group(cls=LazyGroup, commands=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--home", type=click.Path(path_type=Path), default=None, envvar="DOCQ_HOME",
              help="docq's data folder (default: $XDG_DATA_HOME/docq; env DOCQ_HOME).")
@click.version_option(__version__, prog_name="docq", message=replies.VERSION)
@click.pass_context
def cli(ctx: click.Context, home: Path | None) -> None:
    """docq answers questions about your own financial documents, on this machine only.

    Drop scanned or downloaded PDFs and photos into the watched folder; `docq start` reads
    them; `docq ask "what was my property tax in 2024?"` answers with the figure and the page
    it came from, or says honestly that it cannot, or holds the figure for your review.
    """
    ctx.obj = Context(home)


def main() -> None:
    privacy.owner_only()     # before anything is written: HOME's files are the owner's alone
    privacy.no_telemetry()   # before any reader is imported (`start`, `evaluate` load them)
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(ExitCode.ERROR)
    except click.ClickException as e:
        e.show()
        sys.exit(ExitCode.USAGE)
    except DocqError as e:
        click.echo(replies.error(e), err=True)
        sys.exit(e.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)
    sys.exit(0)
