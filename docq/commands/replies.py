"""What the client commands print, from what the daemon answered: free of click, so the click
commands and the quick path (docq.quick) print the same bytes."""
from __future__ import annotations

import json

from docq import __version__
from docq.daemon.client import waiting_for_space

VERSION = f"docq, version {__version__}"       # as click's version option says it

# DESIGN.md "Contracts": the keys `docq ask --json` prints, no more ("parts": a sum's parts,
# each {"amount", "document", "page", "label"}; empty for one figure; "evidence": the proof of
# a stated or held figure, as the README describes it).
CONTRACT_KEYS = ("question", "status", "text", "amount", "citations", "review_id", "evidence", "parts")


def answer(result: dict, as_json: bool) -> str:
    if as_json:
        return json.dumps({k: result.get(k) for k in CONTRACT_KEYS})
    return result["text"]    # a held answer's text already names its review id


def status(s: dict, as_json: bool) -> str:
    if as_json:
        return json.dumps(s)
    d = s["documents"]
    lines = [f"daemon     {s['daemon']}",
             f"documents  {d['total']} total, {d['ready']} ready, {d['failed']} failed, "
             f"{s['queue']['pending']} pending{waiting_for_space(s)}",
             f"review     {held(s['review'])} (`docq review list`)"]
    w = s.get("workers")
    if w is not None:
        read = ", ".join(f"{name} {n}" for name, n in w["pages"].items()) or "none yet"
        reread = ", ".join(f"{name} {n}" for name, n in w.get("rereads", {}).items()) or "none yet"
        lines.append(f"workers    {w['connected']} connected, {w['out']} page(s) out; pages read: {read};"
                     f" figures re-read: {reread}")
    err = (s.get("intake") or {}).get("last_error")
    if err:
        now = f", {err['failing_now']} path(s) failing now" if err.get("failing_now") else ", none now"
        lines.append(f"intake     last error: {err['path']}: {err['message']}{now}")
    return "\n".join(lines)


def held(review: dict) -> str:
    """The review queue as `docq review list` shows it: figures to decide, and the questions
    held for them (a figure asked in two wordings is one decision)."""
    questions = review["pending"]
    figures = review.get("figures", questions)      # absent from a daemon older than the count
    if not questions:
        return "nothing is waiting for review"
    return (f"{figures} figure{'s' * (figures != 1)} waiting for a decision, held for"
            f" {questions} question{'s' * (questions != 1)}")


def error(e: Exception) -> str:
    """A DocqError as the command line says it (on stderr, exiting with its code)."""
    return f"docq: {e}"
