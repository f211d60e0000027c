"""`docq docs` and `docq show`: what docq holds, one line per document, and one document's
sidecar (and a page's words, rows and layout text)."""
from __future__ import annotations

import json

import click

from docq.daemon import catalog


@click.command()
@click.option("--failed", is_flag=True, help="Only documents that failed or are unsupported, with the reason (not those waiting"
              " for disk space: they are read once there is room).")
@click.option("--all", "show_all", is_flag=True, help="Include documents whose files are gone.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON (a list of objects).")
@click.pass_obj
def docs(obj, failed: bool, show_all: bool, as_json: bool) -> None:
    """One line per document: name, pages, state, type, issuer, period (or why it failed),
    with a warning under it for a page whose reading is mostly non-words; then each file or
    folder the running daemon could not take ("not taken"), with why."""
    click.echo(catalog.listing(obj.cfg, failed, show_all, as_json))


@click.command()
@click.argument("doc")
@click.option("--page", type=int, default=None, help="Also show this page's words, rows and layout text.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.pass_obj
def show(obj, doc: str, page: int | None, as_json: bool) -> None:
    """Show a document's sidecar: type, issuer, dates, tax year and money fields with the page
    and box each was read from; DOC is a document id or file name."""
    store = catalog.open_store(obj.cfg)
    data = catalog.detail(store, catalog.resolve(store, doc), page)
    if as_json:
        click.echo(json.dumps(data, indent=2))
        return
    click.echo(catalog.render_detail(data))
