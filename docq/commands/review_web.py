"""`docq review web`: the review pages, served on loopback from the foreground."""
from __future__ import annotations

import logging
import sys

import click

from docq.web import server


@click.command()
@click.option("--port", type=click.IntRange(0, 65535), default=0, show_default=True,
              help="Port on 127.0.0.1 and ::1 (0: a free one).")
@click.option("--open", "open_", is_flag=True, help="Open the address in the desktop's browser.")
@click.pass_obj
def web(obj, port: int, open_: bool) -> None:
    """Review in a browser, on this machine only (needs the daemon, `docq start`).

    Serves the queue (oldest first), each item (the whole page with the figure's box drawn
    and its label's box outlined, a zoomed crop, the reasons it was held) and each document,
    on 127.0.0.1 and ::1 only, never on a network address. The printed address carries a
    random token made at each start; every request needs it, and every decision is a form
    from the page itself. Keys on an item: a approve, c type a correction, r reject (with an
    optional note), j/k next/previous; the forms work without JavaScript too. Decisions are
    the same as `docq review approve|correct|reject` and rewrite inbox answers the same way.
    Runs in the foreground; Ctrl-C stops it.
    """
    logging.basicConfig(stream=sys.stderr, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    server.run(obj.cfg, port, open_)
