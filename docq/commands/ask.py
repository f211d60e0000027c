"""`docq ask "QUESTION"`: one question to the running daemon, one answer back."""
from __future__ import annotations

import click

from docq.commands import replies
from docq.daemon import client


@click.command()
@click.argument("question")
@click.option("--json", "as_json", is_flag=True, help="Print the answer as one JSON object.")
@click.pass_obj
def ask(obj, question: str, as_json: bool) -> None:
    """Ask about your documents: the figure with the page it came from, an honest "I don't
    see it" that says what was found instead, or a figure held for your review (no figure
    shown until a person approves it). Needs the daemon (`docq start`)."""
    click.echo(replies.answer(client.ask(obj.cfg, question), as_json))
