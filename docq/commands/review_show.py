"""`docq review show`: everything recorded about a held item, and its page and crop as PNG
files (the only review subcommand that renders pixels)."""
from __future__ import annotations

import json
import shutil
import subprocess

import click

from docq.commands.review import open_store
from docq.review import crops, queue
from docq.review.reasons import explain


@click.command()
@click.argument("review_id", type=int)
@click.option("--open", "open_", is_flag=True, help="Open the images in the desktop's viewer.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.pass_obj
def show(obj, review_id: int, open_: bool, as_json: bool) -> None:
    """Everything recorded about an item, and the page crop and whole page as PNG files."""
    store = open_store(obj)
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
