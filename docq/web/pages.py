"""The review pages as HTML: the queue, one item, one document, and the page a refused or
failed request gets. Plain forms do every decision (the pages work without JavaScript);
static/review.js adds the keys. Every value from the store is escaped here, once, by `e`.
"""
from __future__ import annotations

import html
import time
from dataclasses import dataclass

from docq import money

CHANNELS = {"cli": "the command line (docq ask)", "inbox": "the inbox"}
SHORT_CHANNELS = {"cli": "command line", "inbox": "inbox"}
DECIDED = {"approved": "approved", "corrected": "corrected", "rejected": "rejected"}


def e(value) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def age(since: float, now: float | None = None) -> str:
    s = max(0, int((now or time.time()) - since))
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if s >= size:
            n = s // size
            return f"{n} {unit}{'s' if n != 1 else ''}"
    return f"{s} second{'s' if s != 1 else ''}"


def source(read: str) -> str:
    """How a page was read, in words: "text" or "ocr:ENGINE"."""
    if read == "text":
        return "read from its text layer"
    return f"read by OCR ({read.removeprefix('ocr:')})" if read.startswith("ocr:") else read


def field_name(field: str | None) -> str:
    return (field or "figure").replace("_", " ")


def _page(title: str, base: str, body: str, nav: str = "") -> str:
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>{e(title)}</title>
<link rel="icon" href="{base}static/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="{base}static/review.css">
<script src="{base}static/review.js" defer></script>
</head>
<body>
<header class="bar"><a class="brand" href="{base}">docq review</a>{nav}</header>
<main>
{body}
</main>
</body>
</html>
"""


def _flash(done: "Done | None") -> str:
    return f'<p class="flash" role="status">{e(done.sentence())}</p>\n' if done else ""


@dataclass
class Done:
    """What the last decision did, carried to the next page in its address."""
    review_id: int
    status: str
    also: tuple[int, ...] = ()
    inbox: bool = False
    whole: bool = False          # every held part of a total, approved at once

    def sentence(self) -> str:
        if self.whole:
            ids = ", ".join(map(str, (self.review_id, *self.also)))
            inbox = " The asker's inbox answer now states the total." if self.inbox else ""
            return f"Every held part approved (review {ids}): each is now a verified field of its document.{inbox}"
        what = {"approved": "its figure is now a verified field of the document",
                "corrected": "the amount you typed is now a verified field of the document",
                "rejected": "that figure will not be given as an answer again"}[self.status]
        also = f" (and review {', '.join(map(str, self.also))}: the same figure)" if self.also else ""
        inbox = " The asker's inbox answer was rewritten." if self.inbox else ""
        return f"Review {self.review_id} {self.status}{also}: {what}.{inbox}"


# ---- the queue -------------------------------------------------------------------------

def queue(base: str, items: list[dict], done: Done | None = None) -> str:
    n = len(items)
    title = f"Review queue ({n} waiting) - docq"
    if not items:
        body = _flash(done) + '<p class="empty">Nothing is waiting for review.</p>'
        return _page(title, base, body, '<span class="count">0 waiting</span>')
    rows = []
    for i, it in enumerate(items):
        link = f'{base}item/{it["id"]}'
        first = ' id="next" rel="next"' if i == 0 else ""
        doc = (f'<a href="{base}doc/{it["doc_id"]}">{e(it["document"])}</a>'
               if it["doc_id"] is not None else "-")
        page = f', page {e(it["page"])}' if it["page"] else ""
        rows.append(
            f'<tr><td><a href="{link}"{first}>{it["id"]}</a></td>'
            f'<td><a href="{link}">{e(it["question"])}</a>{_answers(it)}</td>'
            f'<td>{doc}{page}</td><td class="nowrap">{e(field_name(it["field"]))}</td>'
            f'<td>{"<br>".join(e(x) for x in it["explained"])}</td>'
            f'<td class="nowrap">{e(it["inbox"] or SHORT_CHANNELS.get(it["channel"], it["channel"]))}</td>'
            f'<td class="nowrap">{e(age(it["created_at"]))}</td></tr>')
    body = (_flash(done) + f'<h1>{n} answer{"s" if n != 1 else ""} waiting for review</h1>\n'
            '<table class="queue"><thead><tr><th>#</th><th>Question</th><th>Document</th>'
            '<th>Field</th><th>Why it was held</th><th>From</th><th>Waiting</th></tr></thead>\n'
            f'<tbody>{"".join(rows)}</tbody></table>\n'
            '<p class="keys"><kbd>j</kbd> opens the oldest item.</p>')
    return _page(title, base, body, f'<span class="count">{n} waiting</span>')


def _answers(it: dict) -> str:
    """An entry standing for several held items of one figure: how many questions it answers."""
    n = it.get("questions", 1)
    if n < 2:
        return ""
    return (f'<br><span class="twins">answers {n} questions (also review'
            f' {", ".join(str(int(i)) for i in it["twins"])}): one decision settles them all</span>')


# ---- one item --------------------------------------------------------------------------

def _rect(box: list[int] | None, cls: str, pad: int) -> str:
    if not box:
        return ""
    x0, y0, x1, y1 = box
    return (f'<rect class="{cls}" x="{x0 - pad}" y="{y0 - pad}" width="{x1 - x0 + 2 * pad}"'
            f' height="{y1 - y0 + 2 * pad}"/>')


def _page_view(base: str, it: dict) -> str:
    im = it["images"]
    if not im["page"]:
        return f'<p class="missing">No page image: {e(im["missing"])}.</p>'
    w, h = im["page_size"]
    where = f'page {it["page"]} of {it["document"]}'
    legend = ('<span class="swatch figure-swatch"></span> the figure'
              + (f' ({e(im["label_missing"])})' if im["page_label"] is None else
                 ' <span class="swatch label-swatch"></span> its label'))
    # the overlay covers exactly the image (not its caption), so its boxes land on the pixels
    return (f'<figure class="pageview"><div class="stage"><img id="page-image"'
            f' src="{base}item/{it["id"]}/page.png" width="{w}" height="{h}"'
            f' alt="{e(where)}, the figure\'s box drawn in red">'
            f'<svg id="page-overlay" class="overlay" viewBox="0 0 {w} {h}" preserveAspectRatio="none"'
            f' aria-hidden="true">{_rect(im["page_label"], "label-box", 3)}'
            f'{_rect(im["page_figure"], "figure-box", 3)}</svg></div>'
            f'<figcaption>{legend}</figcaption></figure>')


def zoom_window(im: dict) -> tuple[int, int, int, int]:
    """The part of the crop to show enlarged: from the label to the figure, with room around."""
    cw, ch = im["crop_size"]
    boxes = [b for b in (im["crop_figure"], im["crop_label"]) if b]
    x0 = min(b[0] for b in boxes)
    x1 = max(b[2] for b in boxes)
    room = max(60, (x1 - x0) // 8)
    if im["crop_label"] is None:
        room = max(room, 500)          # no label found: show what is printed to its left too
    x0, x1 = max(0, x0 - room), min(cw, x1 + room)
    # no narrower than 3:2, so a short span is not blown up into a tall, blurred square
    extra = max(0, ch * 3 // 2 - (x1 - x0))
    x0, x1 = max(0, x0 - extra // 2), min(cw, x1 + extra - extra // 2)
    return x0, 0, x1 - x0, ch


def _zoom(base: str, it: dict) -> str:
    im = it["images"]
    if not im["crop"]:    # with no page either, the page's place already says why
        return f'<p class="missing">No zoomed crop: {e(im["missing"])}.</p>' if im["page"] else ""
    cw, ch = im["crop_size"]
    x, y, w, h = zoom_window(im)
    return (f'<figure class="zoom"><svg id="zoom" viewBox="{x} {y} {w} {h}" role="img"'
            f' aria-label="the figure and its label, enlarged">'
            f'<image href="{base}item/{it["id"]}/crop.png" x="0" y="0" width="{cw}" height="{ch}"/>'
            f'{_rect(im["crop_label"], "label-box", 6)}{_rect(im["crop_figure"], "figure-box", 6)}'
            '</svg></figure>')


def _from(it: dict) -> str:
    return (f'the inbox file {e(it["inbox"])}' if it["channel"] == "inbox" and it["inbox"]
            else e(CHANNELS.get(it["channel"], it["channel"])))


def _asked(base: str, it: dict) -> str:
    twins = it.get("twins") or []
    also = ""
    if twins:
        asked = "".join(f'<li><a href="{base}item/{int(t["id"])}">review {int(t["id"])}</a>:'
                        f' {e(t["question"])} (from {_from(t)})</li>' for t in twins)
        also = (f'<dt>Also asked</dt><dd>The same figure answers {len(twins) + 1} questions; your'
                f' decision settles them all:<ul class="twins">{asked}</ul></dd>')
    return (f'<dl class="facts"><dt>Question</dt><dd class="question">{e(it["question"])}</dd>'
            f'<dt>Asked from</dt><dd>{_from(it)}</dd>{also}'
            f'<dt>Waiting</dt><dd>{e(age(it["created_at"]))}</dd></dl>')


def refused(it: dict) -> str:
    """Said before anything else on a pending item whose document is no longer the bytes its
    figure was read from: approve and correct will be refused, and what to do instead."""
    problem = it["images"].get("problem")
    if it["status"] != "pending" or it["doc_id"] is None or not problem:
        return ""
    return (f'<p id="refused" class="refused" role="alert">Approve and correct are refused for this'
            f' item: {e(problem)}. The images below, if any, are the pixels kept when it was held;'
            ' you can still reject it.</p>\n')


def _reasons(it: dict) -> str:
    items = "".join(f"<li>{e(x)}</li>" for x in it["explained"])
    detail = f'<p class="detail">{e(it["detail"])}</p>' if it["detail"] else ""
    return f'<h2>Why it was held</h2><ul class="reasons">{items}</ul>{detail}'


def _total(base: str, it: dict) -> str:
    """A held part of a total: every part of it, each with its document and page; a part
    still held by its review id and a link, never its figure (shown only in its own item)."""
    parts = it.get("sum_parts")
    if not parts:
        return ""
    rows = []
    for n, p in enumerate(parts, 1):
        where = f'{e(p.get("document") or "a document")}, page {e(p.get("page") or "?")}'
        label = f' ({e(p["label"])})' if p.get("label") else ""
        if p.get("review_id") == it["id"]:
            what = "this item"
        elif p.get("review_id"):
            what = f'held as <a href="{base}item/{int(p["review_id"])}">review {int(p["review_id"])}</a>'
        else:
            what = f'proved: <span class="figure">{e(p.get("value"))}</span>'
        rows.append(f"<li>{where}{label}: {what}</li>")
    when = ("an inbox question's answer file is rewritten with it" if it["channel"] == "inbox"
            else "ask again to see it")
    return (f'<h2>Part of a total of {len(parts)}</h2><p class="detail">The total is stated, from the figures as '
            f'proved and as you decide them, once every held part is decided ({when}).</p>'
            f'<ol class="parts">{"".join(rows)}</ol>'
            + (f'<p><a id="total" href="{base}total/{int(it["total_id"])}">The whole total, every part with its '
               'crop</a>: approve it at once there.</p>' if it.get("total_id") else ""))


def _forms(base: str, it: dict, csrf: str, error: str | None, typed: str) -> str:
    action = f'{base}item/{it["id"]}/decide'
    hidden = f'<input type="hidden" name="csrf" value="{e(csrf)}">'
    err = (f'<p id="amount-error" class="error" role="alert">{e(error)}</p>' if error
           else '<p id="amount-error" class="error" role="alert" hidden></p>')
    approve = ("" if it["figure"] is None else
               f'<form id="approve-form" class="decision" method="post" action="{action}">{hidden}'
               '<input type="hidden" name="action" value="approve">'
               f'<button type="submit" class="approve">Approve {e(it["figure"])} <kbd>a</kbd></button>'
               '</form>')
    correct = (f'<form id="correct-form" class="decision" method="post" action="{action}">{hidden}'
               '<input type="hidden" name="action" value="correct">'
               '<label for="amount">The right amount, as printed</label>'
               f'<span class="row"><input id="amount" name="amount" inputmode="decimal" autocomplete="off"'
               f' placeholder="1,234.56" value="{e(typed)}" aria-describedby="amount-error">'
               '<button type="submit">Correct <kbd>c</kbd></button></span>'
               f'{err}</form>')
    if refused(it):         # said at the top of the page; the daemon refuses them too
        approve, correct = "", (f'<p class="error" role="alert">{e(error)}</p>' if error else "")
    return (f'<h2>Your decision</h2>{approve}{correct}'
            f'<form id="reject-form" class="decision" method="post" action="{action}">{hidden}'
            '<input type="hidden" name="action" value="reject">'
            '<label for="note">Why it is wrong (optional)</label>'
            '<span class="row"><input id="note" name="note" autocomplete="off" maxlength="500">'
            '<button type="submit" class="reject">Reject <kbd>r</kbd></button></span></form>'
            '<p class="keys"><kbd>a</kbd> approve &middot; <kbd>c</kbd> type a correction, Enter'
            ' &middot; <kbd>r</kbd> a note if you like, Enter &middot; <kbd>j</kbd>/<kbd>k</kbd>'
            ' next/previous &middot; <kbd>Esc</kbd> leaves a field</p>')


def _decided(it: dict, error: str | None) -> str:
    err = f'<p class="error" role="alert">{e(error)}</p>' if error else ""
    value = f', {e(it["decided_figure"])}' if it["decided_figure"] else ""
    note = f'<p class="detail">Note: {e(it["note"])}</p>' if it["note"] else ""
    return (f'{err}<h2>Decided</h2><p class="decided">{e(DECIDED.get(it["status"], it["status"]))}'
            f'{value} by {e(it["decided_by"])}</p>{note}')


def item(base: str, it: dict, csrf: str, done: Done | None = None, error: str | None = None,
         typed: str = "") -> str:
    waiting = it["waiting"]
    title = f'Review {it["id"]} ({waiting} waiting) - docq'
    nav = [f'<a href="{base}">queue ({waiting})</a>']
    if it["previous"] is not None:
        nav.append(f'<a id="prev" rel="prev" href="{base}item/{it["previous"]}">previous <kbd>k</kbd></a>')
    if it["next"] is not None:
        nav.append(f'<a id="next" rel="next" href="{base}item/{it["next"]}">next <kbd>j</kbd></a>')
    if it["position"]:
        nav.append(f'<span class="count">item {it["position"]} of {waiting}</span>')
    doc = (f'<a href="{base}doc/{it["doc_id"]}">{e(it["document"] or "the document")}</a>'
           if it["doc_id"] is not None else "no document")
    figure = e(it["figure"] or it["value"] or "no figure")
    pending = it["status"] == "pending"
    body = (_flash(done)
            + f'<h1>Review {it["id"]}: {e(field_name(it["field"]))} in {doc}'
            + (f', page {e(it["page"])}' if it["page"] else "") + '</h1>\n'
            + refused(it)
            + '<div class="item">'
            + f'<section class="page">{_page_view(base, it)}</section>'
            + '<section class="side">'
            + _zoom(base, it)
            + f'<p class="candidate"><span class="label">{e(field_name(it["field"]).capitalize())}'
              f' read as</span> <span id="candidate" class="figure">{figure}</span></p>'
            + _asked(base, it) + _reasons(it) + _total(base, it)
            + (_forms(base, it, csrf, error, typed) if pending else _decided(it, error))
            + '</section></div>')
    return _page(title, base, body, " ".join(["", *nav]))


# ---- a held total ---------------------------------------------------------------------

PART_STATUS = {"proved": "proved against the page", "pending": "held for review", "approved": "approved",
               "corrected": "corrected", "rejected": "rejected"}


def total(base: str, t: dict, csrf: str, done: "Done | None" = None) -> str:
    """A held total as one: the question, each part with its document, page, label, figure,
    state and crop, and one form approving every held part."""
    waiting = t["waiting"]
    rows = []
    for p in t["parts"]:
        where = f'{e(p["document"] or "a document")}, page {e(p["page"] or "?")}'
        if p["doc_id"] is not None:
            where = f'<a href="{base}doc/{int(p["doc_id"])}">{where}</a>'
        state = e(PART_STATUS.get(p["status"], p["status"]))
        if p["review_id"] is not None:
            state = f'<a href="{base}item/{int(p["review_id"])}">{state} (review {int(p["review_id"])})</a>'
        decided = (f' &rarr; <span class="figure">{e(p["decided_figure"])}</span>'
                   if p["decided_figure"] and p["decided_figure"] != p["figure"] else "")
        crop = (f'<img class="part-crop" src="{base}total/{int(t["id"])}/part{p["n"]}.png" '
                f'alt="part {p["n"]} as printed">' if p["image"] else
                '<p class="missing">No crop: the file it was read from is not in the folder as it was.</p>')
        rows.append(f'<li class="part"><p>{where} ({e(p["label"] or "no label")}): '
                    f'<span class="figure">{e(p["figure"])}</span>{decided}, {state}</p>{crop}</li>')
    pending = t["pending"]
    if t["status"] != "pending":
        decision = f'<h2>Settled</h2><p class="decided">{e((t.get("answer") or {}).get("text", t["status"]))}</p>'
    elif pending:
        action = f'{base}total/{int(t["id"])}/decide'
        decision = (f'<h2>Your decision</h2><form id="approve-total-form" class="decision" method="post" '
                    f'action="{action}"><input type="hidden" name="csrf" value="{e(csrf)}">'
                    '<input type="hidden" name="action" value="approve-total">'
                    f'<button type="submit" class="approve">Approve every held part ({len(pending)}) '
                    '<kbd>t</kbd></button></form>'
                    '<p class="detail">To correct or reject one part, open its review item.</p>')
    else:
        decision = ""
    body = (_flash(done) + f'<h1>A total held for review: {e(t["question"])}</h1>'
            f'<p class="detail">Asked from {e(t["inbox"] and "the inbox file " + t["inbox"] or CHANNELS.get(t["channel"], t["channel"]))}.'
            ' It is stated, from the figures as proved and as decided, once every held part is decided.</p>'
            f'<ol class="parts">{"".join(rows)}</ol>{decision}')
    return _page(f'Total held for review ({waiting} waiting) - docq', base, body,
                 f' <a href="{base}">queue ({waiting})</a>')


# ---- a document ------------------------------------------------------------------------

def _value(f: dict, currency: str, base: str) -> str:
    if f.get("held_by") is not None:
        return (f'<a class="held" href="{base}item/{f["held_by"]}">held for review'
                f' {f["held_by"]}</a>')
    if f.get("kind", "money") == "money" and money.parse_amount(str(f["value"])) is not None:
        return e(money.format_amount(f["value"], f.get("currency") or currency))
    return e(f["value"])


def _verified_cell(v: dict | None, currency: str) -> str:
    if v is None:
        return ""
    return (f'<span class="verified">&#10003; {e(money.format_amount(v["value"], currency))}'
            f' {e(v["method"])} by {e(v["who"])}, {e((v["at"] or "").replace("T", " "))}</span>')


def document(base: str, d: dict, waiting: int) -> str:
    sc = d.get("sidecar") or {}
    currency = sc.get("currency") or "USD"
    verified = {v["field"]: v for v in d["verified"]}
    facts = [("Type", sc.get("doc_type")), ("Issuer", sc.get("issuer")),
             ("Period", d.get("period")), ("Tax year", sc.get("tax_year")),
             ("Pages", d.get("pages")), ("State", d.get("state")), ("Money in", currency)]
    dl = "".join(f"<dt>{k}</dt><dd>{e(v) if v not in (None, '') else '-'}</dd>" for k, v in facts)
    held = ""
    if d["held"]:
        links = ", ".join(f'<a href="{base}item/{i}">review {i}</a>' for i in d["held"])
        held = f'<p class="flash">Figures of this document waiting for review: {links}.</p>'
    rows = []
    for f in sc.get("fields", []):
        rows.append(f'<tr><td>{e(field_name(f["name"]))}</td><td class="num">{_value(f, currency, base)}</td>'
                    f'<td>{e(f["page"])}</td><td>{e(f["label"])}</td><td>{e(f["method"])}</td>'
                    f'<td>{_verified_cell(verified.pop(f["name"], None), currency)}</td></tr>')
    for name, v in sorted(verified.items()):
        rows.append(f'<tr><td>{e(field_name(name))}</td><td class="num"></td><td>{e(v["page"])}</td>'
                    f'<td></td><td></td><td>{_verified_cell(v, currency)}</td></tr>')
    fields = ('<table class="fields"><thead><tr><th>Field</th><th>Value as read</th><th>Page</th>'
              '<th>Label as printed</th><th>How read</th><th>Verified</th></tr></thead>'
              f'<tbody>{"".join(rows)}</tbody></table>' if rows else '<p>No fields were read.</p>')
    pages = "".join(
        f'<h3>Page {p["page"]} <span class="detail">{e(source(p["source"]))},'
        f' {p["words"]} words</span></h3><ol class="rows">'
        + "".join(f"<li>{e(r)}</li>" for r in p["rows"]) + "</ol>"
        for p in d["pages_read"]) or "<p>No rows were read.</p>"
    body = (f'<h1>{e(d["name"])}</h1>{held}<dl class="facts">{dl}</dl>'
            f'<h2>Fields</h2>{fields}<h2>Rows, page by page</h2>{pages}')
    return _page(f'{d["name"]} - docq', base, body, f' <a href="{base}">queue ({waiting})</a>')


# ---- refusals and failures -------------------------------------------------------------

def problem(status: int, message: str, base: str | None = None) -> str:
    back = f'<p><a href="{base}">Back to the queue</a></p>' if base else ""
    body = f'<h1>{status}</h1><p class="error">{e(message)}</p>{back}'
    if base is None:   # a refused request: nothing that needs the token
        return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{status} - docq'
                f'</title></head><body>{body}</body></html>')
    return _page(f"{status} - docq", base, body)
