"""`docq review list|show|approve|correct|reject|web`: decide held money answers.

These work on the store directly (SQLite serialises them with a running daemon), so a
person can review with or without the daemon up; `web` is a client of the running daemon, as
`docq ask` is. Both decide through review.decide. Each subcommand's module is imported only
when it runs: `review list` reads the queue and nothing else (no page images, no answer path).
"""
from __future__ import annotations

import json

import click

from docq import storage
from docq.commands.lazy import LazyGroup
from docq.review import queue
from docq.store import Store

SUBCOMMANDS = {
    "list": "review:list_cmd",
    "show": "review_show:show",
    "approve": "review_decide:approve",
    "correct": "review_decide:correct",
    "reject": "review_decide:reject",
    "web": "review_web:web",
}


def open_store(obj) -> Store:
    obj.cfg.paths.ensure()
    return storage.open_store(obj.cfg.paths)


@click.group(cls=LazyGroup, commands=SUBCOMMANDS)
def review() -> None:
    """Held money answers: look at the page, then approve, correct or reject the figure.

    `docq review web` does it in a browser: the page with the figure's box, a zoomed crop,
    and one key to decide (a approve, c correct, r reject, j/k next/previous).
    """


@click.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.pass_obj
def list_cmd(obj, as_json: bool) -> None:
    """Pending figures, oldest first: id, question, document, reasons.

    Items holding the same figure (the same document, page, field, box and value: one
    question asked twice, or in two wordings) are listed once, with how many questions the
    one decision answers; deciding that id settles them all.
    """
    groups = queue.pending_groups(open_store(obj))
    if as_json:
        click.echo(json.dumps([{**g[0].to_dict(), "twins": [r.id for r in g[1:]], "questions": len(g)}
                               for g in groups], indent=2))
    elif not groups:
        click.echo("nothing is waiting for review")
    for g in [] if as_json else groups:
        r = g[0]
        twins = (f"  (answers {len(g)} questions; also {', '.join(str(t.id) for t in g[1:])})"
                 if len(g) > 1 else "")
        click.echo(f"{r.id:>4}  {r.question}  [{r.document or '-'} p{r.page or '-'}]  "
                   f"{', '.join(r.reasons)}{twins}")
