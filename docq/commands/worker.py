"""`docq worker`: read pages and figures' crops for a daemon on another machine, from the
shared Redis queue."""
from __future__ import annotations

import logging
import sys
from pathlib import Path

import click

from docq.errors import ConfigError


@click.command()
@click.option("--queue", "queue_url", default=None, metavar="URL",
              help="The daemon's Redis queue, redis://[:PASSWORD@]HOST:PORT/DB or rediss://"
                   " (default: the queue_url setting, env DOCQ_QUEUE_URL).")
@click.option("--key-file", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="A copy of the daemon's HOME/queue.key (default: this HOME's queue.key).")
@click.option("--threads", type=int, default=1, show_default=True,
              help="Pages read at once (each takes a core while it is read).")
@click.pass_obj
def worker(obj, queue_url: str | None, key_file: Path | None, threads: int) -> None:
    """Read pages for a docq daemon, in the foreground until SIGTERM (systemd supervises it).

    Needs no watched folder and no store: each page comes sealed over the queue and goes back
    as words with boxes; a figure the daemon is about to state comes as its crops and goes
    back as what they read. Give it the daemon's key once (`docq paths` names the daemon's
    queue_key file)."""
    logging.basicConfig(stream=sys.stderr, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("huey").setLevel(logging.WARNING)
    url = queue_url or obj.cfg.queue_url
    if not url:
        raise ConfigError("no queue to read from: pass --queue redis://[:PASSWORD@]HOST:PORT/DB"
                          " (or set DOCQ_QUEUE_URL)")
    from docq.daemon import lean
    lean.skip_unused_imports()
    from docq.workers import worker as workermod
    workermod.start(url, key_file or obj.cfg.paths.queue_key, threads)


COMMANDS = [worker]
