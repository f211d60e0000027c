"""`docq review approve|correct|reject`: decide a held item through review.decide."""
from __future__ import annotations

import json

import click

from docq.commands.review import open_store
from docq.review import decide


_as_json = click.option("--json", "as_json", is_flag=True, help="Print the decided item as JSON.")


def _report(done: decide.Decided, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(done.to_dict(), indent=2))
        return
    decided = done.review
    others = f" (and {', '.join(map(str, decided.settled))}: the same figure)" if decided.settled else ""
    click.echo(f"review {decided.id} {decided.status}{others}: {decided.field} of "
               f"{decided.document or decided.doc_id} = {decided.decision_value or 'no figure'}")
    for other in done.also:
        click.echo(f"review {other.id} {other.status} with it: {other.field} of "
                   f"{other.document or other.doc_id} = {other.decision_value}")
    for total in done.totals:
        where = "its inbox answer is rewritten" if total.channel == "inbox" else "ask it again to see it"
        click.echo(f"the total asked as “{total.question}” is settled ({where}): {total.answer.text}")
    for path in done.inbox_rewritten:
        click.echo(f"inbox answer rewritten for {path.name}")


@click.command()
@click.argument("review_id", type=int)
@click.option("--total", "whole", is_flag=True,
              help="Approve every held part of the total this item is a part of, in one step.")
@_as_json
@click.pass_obj
def approve(obj, review_id: int, as_json: bool, whole: bool) -> None:
    """The figure is right: it becomes a verified field of the document.

    An item that is one held part of a total: once every held part of it is decided, the
    total is stated from the figures as proved and as decided (an inbox question's answer
    file is rewritten with it). With --total, every held part is approved together, or none
    is when one cannot be (its document changed).
    """
    _report(decide.decide(open_store(obj), review_id, "approve-total" if whole else "approve"), as_json)


@click.command()
@click.argument("review_id", type=int)
@click.argument("amount")
@_as_json
@click.pass_obj
def correct(obj, review_id: int, amount: str, as_json: bool) -> None:
    """The figure is wrong; AMOUNT (as printed, e.g. 1,234.56) is right and is verified."""
    _report(decide.decide(open_store(obj), review_id, "correct", amount=amount), as_json)


@click.command()
@click.argument("review_id", type=int)
@click.option("--note", default=None, help="Why it is wrong (kept with the decision).")
@_as_json
@click.pass_obj
def reject(obj, review_id: int, note: str | None, as_json: bool) -> None:
    """The figure is wrong: it is never answered again for that field of that document."""
    _report(decide.decide(open_store(obj), review_id, "reject", note=note), as_json)
