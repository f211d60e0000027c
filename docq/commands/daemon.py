"""`docq start | stop | status | wait | service install`: the daemon's life from the CLI."""
from __future__ import annotations

import logging
import sys
import time
from pathlib import Path

import click

from docq import errors
from docq import storage
from docq.commands import replies
from docq.daemon import client, service
from docq.daemon import status as statusmod


@click.command()
@click.option("--watch", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder to watch (default: the watch_dir setting, ~/Documents/docq).")
@click.pass_obj
def start(obj, watch: Path | None) -> None:
    """Run the daemon in the foreground (systemd supervises it); logs go to stderr."""
    logging.basicConfig(stream=sys.stderr, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("huey").setLevel(logging.WARNING)
    from docq.daemon import lean
    lean.skip_unused_imports()
    from docq.daemon import lifecycle
    lifecycle.start(obj.cfg, watch)


@click.command()
@click.pass_obj
def stop(obj) -> None:
    """Stop the daemon gracefully: in-flight jobs finish or are resumed at the next start."""
    reply = client.request(obj.cfg, "stop", timeout=10)
    deadline = time.monotonic() + 120
    while not client.lock_free(obj.cfg) and time.monotonic() < deadline:
        time.sleep(0.2)
    click.echo(f"docq stopped (pid {reply.get('pid')})")


def current_status(cfg) -> dict:
    try:
        return client.request(cfg, "status", timeout=10)
    except errors.DaemonNotRunning:
        if not cfg.paths.db.exists() and not storage.held_data(cfg.paths):
            return statusmod.snapshot(None, "stopped")     # a HOME never used yet
        return statusmod.snapshot(storage.open_store(cfg.paths, check=True), "stopped")


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the status object as JSON.")
@click.pass_obj
def status(obj, as_json: bool) -> None:
    """Daemon running or stopped, documents pending / ready / failed, review items waiting,
    and the last path the watcher could not read (intake.last_error in --json)."""
    click.echo(replies.status(current_status(obj.cfg), as_json))


@click.command()
@click.option("--timeout", type=float, default=None, help="Give up after this many seconds (exit 1).")
@click.pass_obj
def wait(obj, timeout: float | None) -> None:
    """Block until no document is pending, with a progress bar (for scripts and tests)."""
    client.wait(obj.cfg, timeout, lambda total: click.progressbar(
        length=total, label=client.WAITING, file=sys.stderr))


@click.group()
def service_group() -> None:
    """Run docq as a systemd user service."""


@service_group.command("install")
@click.option("--worker", is_flag=True,
              help="Write docq-worker.service instead: a worker reading pages for a daemon elsewhere.")
@click.pass_obj
def service_install(obj, worker: bool) -> None:
    """Write ~/.config/systemd/user/docq.service (or docq-worker.service) for this user and HOME."""
    path = service.install(obj.cfg, worker=worker)
    click.echo(f"wrote {path}")
    if worker:
        click.echo(f"it reads queue_url from {obj.cfg.paths.config} and the daemon's key from"
                   f" {obj.cfg.paths.queue_key}: put queue_url = \"redis://:PASSWORD@HOST:PORT/0\""
                   " in the first and copy the daemon's HOME/queue.key to the second (0600)")
    name = "docq-worker" if worker else "docq"
    click.echo(f"enable and start it with:  systemctl --user daemon-reload && systemctl --user enable --now {name}")


service_group.name = "service"
