"""`docq ask "QUESTION"`: one question to the running daemon, one answer back."""
from __future__ import annotations

import json
import time

import click

from docq.answer.limits import check_question
from docq.daemon import client

# DESIGN.md "Contracts": the keys `docq ask --json` prints, no more ("parts": a sum's parts,
# each {"amount", "document", "page", "label"}; empty for one figure; "evidence": the proof of
# a stated or held figure, as the README describes it).
CONTRACT_KEYS = ("question", "status", "text", "amount", "citations", "review_id", "evidence", "parts")


@click.command()
@click.argument("question")
@click.option("--json", "as_json", is_flag=True, help="Print the answer as one JSON object.")
@click.pass_obj
def ask(obj, question: str, as_json: bool) -> None:
    """Ask about your documents: the figure with the page it came from, an honest "I don't
    see it" that says what was found instead, or a figure held for your review (no figure
    shown until a person approves it). Needs the daemon (`docq start`)."""
    text = check_question(question)
    result = _request(obj.cfg, text)
    if as_json:
        click.echo(json.dumps({k: result.get(k) for k in CONTRACT_KEYS}))
        return
    click.echo(result["text"])   # a held answer's text already names its review id


def _request(cfg, text: str, tries: int = 40) -> dict:
    # Many asks at once can fill the socket's accept queue; connecting then fails with EAGAIN
    # at once rather than waiting, so wait a moment and knock again.
    for attempt in range(tries):
        try:
            return client.request(cfg, "ask", question=text, channel="cli")
        except BlockingIOError:
            if attempt == tries - 1:
                raise
            time.sleep(0.05 * (1 + attempt % 5))
    raise AssertionError("unreachable")
