"""`docq paths` and `docq config`: where everything lives and what each setting is."""
from __future__ import annotations

import json

import click

from docq import config as configmod


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.pass_obj
def paths(obj, as_json: bool) -> None:
    """Print where docq keeps its data, socket, index, inbox, review images, the store's
    backups (the daemon's online copies, newest kept) and engines' temporary files."""
    cfg = obj.cfg
    p = cfg.paths
    items = {"home": p.home, "watch": cfg.watch, "database": p.db, "queue": p.queue,
             "queue_key": p.queue_key, "socket": p.socket, "index": p.index, "sidecars": p.sidecars, "inbox": p.inbox,
             "review": p.review, "config": p.config, "models": p.models, "backups": p.backups,
             "tmp": p.tmp}
    if as_json:
        click.echo(json.dumps({k: str(v) for k, v in items.items()}, indent=2))
        return
    for k, v in items.items():
        click.echo(f"{k:10} {v}")


@click.command("config")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.pass_obj
def config_cmd(obj, as_json: bool) -> None:
    """List every setting, its current value and what it does.

    Set one in HOME/config.toml (name = value) or as DOCQ_<NAME> in the environment.
    """
    cfg = obj.cfg
    rows = [{"name": s.name, "value": configmod.shown(s.name, cfg.values[s.name]), "default": s.default,
             "help": s.help}
            for s in configmod.SETTINGS]
    if as_json:
        click.echo(json.dumps(rows, indent=2, default=str))
        return
    for r in rows:
        click.echo(f"{r['name']:18} = {r['value']!r:24} {r['help']}")
