"""`docq review list|show|approve|correct|reject|web`: decide held money answers.

These work on the store directly (SQLite serialises them with a running daemon), so a
person can review with or without the daemon up; `web` is a client of the running daemon, as
`docq ask` is. Both decide through review.decide.
"""
from __future__ import annotations

import json
import logging
import shutil
import subprocess
import sys

import click

from docq import storage
from docq.review import crops, decide, queue
from docq.review.reasons import explain
from docq.store import Store
from docq.web import server


def _store(obj) -> Store:
    obj.cfg.paths.ensure()
    return storage.open_store(obj.cfg.paths)


@click.group()
def review() -> None:
    """Held money answers: look at the page, then approve, correct or reject the figure.

    `docq review web` does it in a browser: the page with the figure's box, a zoomed crop,
    and one key to decide (a approve, c correct, r reject, j/k next/previous).
    """


@review.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.pass_obj
def list_cmd(obj, as_json: bool) -> None:
    """Pending figures, oldest first: id, question, document, reasons.

    Items holding the same figure (the same document, page, field, box and value: one
    question asked twice, or in two wordings) are listed once, with how many questions the
    one decision answers; deciding that id settles them all.
    """
    groups = queue.pending_groups(_store(obj))
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


@review.command()
@click.argument("review_id", type=int)
@click.option("--open", "open_", is_flag=True, help="Open the images in the desktop's viewer.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.pass_obj
def show(obj, review_id: int, open_: bool, as_json: bool) -> None:
    """Everything recorded about an item, and the page crop and whole page as PNG files."""
    store = _store(obj)
    item = queue.get(store, review_id)
    ev = crops.write(store, item, obj.cfg.paths.review)
    images = {"crop": str(ev.crop) if ev.crop else None, "page": str(ev.page) if ev.page else None,
              "crop_sha256": ev.crop_sha256 if ev.crop else None,
              "page_sha256": ev.page_sha256 if ev.page else None,
              "missing": ev.missing, "document_problem": ev.problem}
    twins = queue.twins(store, item) if item.status == queue.PENDING else []
    if as_json:
        click.echo(json.dumps({**item.to_dict(), "images": images,
                               "twins": [t.id for t in twins]}, indent=2))
    else:
        click.echo(_describe(item, ev, twins))
    if open_:
        _open([p for p in (ev.crop, ev.page) if p])


def _describe(item: queue.Review, ev: crops.Evidence, twins: list[queue.Review]) -> str:
    lines = [f"review {item.id} ({item.status}) from {item.channel}"
             + (f" {item.inbox_path}" if item.inbox_path else "")]
    if ev.problem and item.status == queue.PENDING and item.doc_id is not None:
        # first, before the images: a person must not study pixels for a decision that is refused
        lines.append(f"refused:   approve/correct, since {ev.problem}")
    lines += [f"question:  {item.question}",
              *(f"also:      review {t.id}: {t.question} (the same figure: one decision settles both)"
                for t in twins),
              f"candidate: {item.field} = {item.value}",
              f"document:  {item.document or '-'} (id {item.doc_id}), page {item.page}, box "
              f"{item.box.as_list() if item.box else '-'}",
              "held for:  " + "; ".join(f"{r} ({explain(r)})" for r in item.reasons)]
    if item.detail:
        lines.append(f"detail:    {item.detail}")
    if item.sum_of:
        lines.append(f"part of:   a total of {len(item.sum_of)} parts, stated once every held part is decided"
                     f" (`docq review approve {item.id} --total` approves every held part):")
        for n, p in enumerate(item.sum_of, 1):
            where = f"{p['document']}, page {p['page']} ({p.get('label') or 'no label'})"
            what = ("this item" if p.get("review_id") == item.id else
                    f"held as review {p['review_id']}" if p.get("review_id") else f"proved: {p['value']}")
            lines.append(f"  {n}. {where}: {what}")
    if item.status != queue.PENDING:
        lines.append(f"decided:   {item.status} by {item.decided_by}"
                     f" value {item.decision_value or '-'} note {item.note or '-'}")
    lines += [f"crop:      {ev.crop or '-'}" + (f" (sha256 {ev.crop_sha256})" if ev.crop else ""),
              f"page:      {ev.page or '-'}" + (f" (sha256 {ev.page_sha256})" if ev.page else "")]
    if ev.missing:
        lines.append(f"images:    {ev.missing}")
    return "\n".join(lines)


def _open(paths) -> None:
    viewer = shutil.which("xdg-open")
    if viewer is None or not paths:
        click.echo("no desktop viewer here (xdg-open); open the files above yourself", err=True)
        return
    for p in paths:
        subprocess.Popen([viewer, str(p)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


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


@review.command()
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
    _report(decide.decide(_store(obj), review_id, "approve-total" if whole else "approve"), as_json)


@review.command()
@click.argument("review_id", type=int)
@click.argument("amount")
@_as_json
@click.pass_obj
def correct(obj, review_id: int, amount: str, as_json: bool) -> None:
    """The figure is wrong; AMOUNT (as printed, e.g. 1,234.56) is right and is verified."""
    _report(decide.decide(_store(obj), review_id, "correct", amount=amount), as_json)


@review.command()
@click.argument("review_id", type=int)
@click.option("--note", default=None, help="Why it is wrong (kept with the decision).")
@_as_json
@click.pass_obj
def reject(obj, review_id: int, note: str | None, as_json: bool) -> None:
    """The figure is wrong: it is never answered again for that field of that document."""
    _report(decide.decide(_store(obj), review_id, "reject", note=note), as_json)


@review.command()
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


COMMANDS = [review]
