"""What the review pages show, gathered from the store: the queue, one item with the boxes to
draw on its page images, and a document with every held figure masked.

The rule these functions keep: a held figure is shown only inside its own review item, or in
the held total it is a part of (a total is reviewed as one: approving it approves every part,
so each part's figure and crop are shown there). The queue carries no candidate value and no
guard detail (which may quote one); a document's fields and rows have every figure still
pending review replaced by a pointer to its item.
"""
from __future__ import annotations

from pathlib import Path

from PIL import Image

from docq import money
from docq.daemon import catalog
from docq.records import Box
from docq.review import crops, notify, queue, totals
from docq.review.reasons import explain
from docq.store import Store
from docq.workers import stored

NO_LABEL = "no printed label was found beside the figure"


# ---- the queue -------------------------------------------------------------------------

def queue_items(store: Store) -> list[dict]:
    """Pending figures, oldest first, without their figures: one entry for the items holding
    the same figure (queue.figure_key), with the ids of the others and how many questions
    it answers."""
    return [{"id": r.id, "created_at": r.created_at, "question": r.question,
             "channel": r.channel, "inbox": Path(r.inbox_path).name if r.inbox_path else None,
             "document": r.document, "doc_id": r.doc_id, "page": r.page, "field": r.field,
             "reasons": list(r.reasons), "explained": [explain(c) for c in r.reasons],
             "twins": [t.id for t in rest], "questions": 1 + len(rest)}
            for r, *rest in queue.pending_groups(store)]


# ---- one item --------------------------------------------------------------------------

def _overlap(a: Box, b: Box) -> float:
    """The share of the smaller box that the two have in common."""
    w = min(a.x1, b.x1) - max(a.x0, b.x0)
    h = min(a.y1, b.y1) - max(a.y0, b.y0)
    if w <= 0 or h <= 0:
        return 0.0
    return w * h / max(min(a.width * a.height, b.width * b.height), 1e-6)


def label_box(store: Store, review: queue.Review) -> Box | None:
    """Where the figure's label is printed: the layout's pair for the figure, else the first
    worded cell before it in its row."""
    if review.box is None or review.doc_id is None or review.page is None:
        return None
    layout = next((lay for lay in stored.load_layouts(store, review.doc_id)
                   if lay.page == review.page), None)
    if layout is None:
        return None
    pairs = [p for p in layout.pairs if _overlap(p.value_box, review.box) > 0.5]
    if pairs:
        return max(pairs, key=lambda p: _overlap(p.value_box, review.box)).label_box
    for row in layout.rows:
        if not any(_overlap(c.box, review.box) > 0.5 for c in row.cells):
            continue
        worded = [c for c in row.cells if c.box.x1 <= review.box.x0 + 1
                  and any(ch.isalpha() for ch in c.text)]
        if worded:
            return worded[0].box
    return None


def _px(box: Box | None, scale: float, top: int = 0) -> list[int] | None:
    if box is None:
        return None
    x0, y0, x1, y1 = crops.to_px(box, scale)
    return [x0, y0 - top, x1, y1 - top]


def _size(path: Path | None) -> list[int] | None:
    if path is None:
        return None
    with Image.open(path) as im:
        return list(im.size)


def images(store: Store, review: queue.Review, out_dir: Path) -> dict:
    """The page and crop PNGs (written by crops.write) with the figure's and label's boxes in
    each image's pixels, or why there are none."""
    ev = crops.write(store, review, out_dir)
    label = label_box(store, review)
    page_scale = crops.DPI / 72 * crops.PAGE_SCALE
    out = {"page": str(ev.page) if ev.page else None, "crop": str(ev.crop) if ev.crop else None,
           "missing": ev.missing, "page_size": _size(ev.page), "crop_size": _size(ev.crop),
           "page_figure": _px(review.box, page_scale) if ev.page else None,
           "page_label": _px(label, page_scale) if ev.page else None,
           "crop_figure": list(ev.crop_box_px) if ev.crop and ev.crop_box_px else None,
           "crop_label": None, "label_missing": None if label is not None else NO_LABEL,
           "problem": ev.problem,
           "page_sha256": ev.page_sha256 if ev.page else None,
           "crop_sha256": ev.crop_sha256 if ev.crop else None}
    if ev.crop and ev.crop_box_px and label is not None:
        # the crop is a band of the page at full resolution starting at some row: the same
        # offset that moved the figure's box moves the label's
        top = crops.to_px(review.box, crops.DPI / 72)[1] - ev.crop_box_px[1]
        out["crop_label"] = _px(label, crops.DPI / 72, top)
    return out


def item(store: Store, review_id: int, out_dir: Path) -> dict:
    """One review item with its images, its neighbours in the queue and its figure as the
    document prints money."""
    review = queue.get(store, review_id)
    groups = queue.pending_groups(store)
    order = [g[0].id for g in groups]
    at = next((n for n, g in enumerate(groups) if review.id in (r.id for r in g)), None)
    figure = None
    if review.value is not None and money.parse_amount(review.value) is not None:
        figure = money.format_amount(review.value, notify.document_currency(store, review))
    decided = None
    if review.decision_value is not None:
        decided = money.format_amount(review.decision_value, notify.document_currency(store, review))
    return {**review.to_dict(), "figure": figure, "decided_figure": decided,
            "inbox": Path(review.inbox_path).name if review.inbox_path else None,
            "images": images(store, review, out_dir),
            "twins": [{"id": t.id, "question": t.question, "channel": t.channel,
                       "inbox": Path(t.inbox_path).name if t.inbox_path else None}
                      for t in (groups[at] if at is not None else []) if t.id != review.id],
            "total_id": next((t.id for t in reversed(totals.of_item(store, review.id))), None),
            "position": None if at is None else at + 1, "waiting": len(order),
            "previous": order[at - 1] if at else None,
            "next": order[at + 1] if at is not None and at + 1 < len(order) else None}


# ---- a held total ---------------------------------------------------------------------

def total(store: Store, total_id: int, out_dir: Path) -> dict:
    """A held total with every part: its figure (as proved, or as read and held), what has
    been decided of it, and its crop; and the items approving the whole total approves."""
    t = totals.get(store, total_id)
    parts = []
    for n, p in enumerate(t.parts, 1):
        item = queue.get(store, p["review_id"]) if p.get("review_id") is not None else None
        if item is not None:
            ev = crops.write(store, item, out_dir)
            crop, sha = ev.crop, ev.crop_sha256
            figure, status = item.value, item.status
            decided = item.decision_value
        else:
            crop, sha = crops.write_part(store, t.id, n, p, out_dir), None
            figure, status, decided = p.get("value"), "proved", None
        parts.append({"n": n, "document": p.get("document"), "doc_id": p.get("doc_id"), "page": p.get("page"),
                      "label": p.get("label"), "review_id": p.get("review_id"), "status": status,
                      "figure": _money(figure, t.currency), "decided_figure": _money(decided, t.currency),
                      "image": str(crop) if crop else None, "image_sha256": sha if crop else None})
    pending = [i for i in t.review_ids if queue.get(store, i).status == queue.PENDING]
    return {**t.to_dict(), "created_at": t.created_at, "inbox": Path(t.inbox_path).name if t.inbox_path else None,
            "parts": parts, "pending": pending, "waiting": len(queue.pending_groups(store))}


def _money(value: str | None, currency: str) -> str | None:
    if value is None or money.parse_amount(str(value)) is None:
        return value
    return money.format_amount(str(value), currency)


# ---- a document ------------------------------------------------------------------------

def _held(store: Store, doc_id: int) -> dict[str, int]:
    """Figures still pending review for this document: normalised value → review id."""
    out: dict[str, int] = {}
    for r in queue.pending(store):
        if r.doc_id == doc_id and r.value:
            out.setdefault(r.value.lstrip("-"), r.id)
    return out


def _held_in(value: str | None, held: dict[str, int]) -> int | None:
    norm = money.normalise(value) if value else None
    return held.get(norm.lstrip("-")) if norm else None


def mask(text: str, held: dict[str, int]) -> str:
    """`text` with every printed amount that is held for review replaced by its item."""
    def hide(m) -> str:
        printed = m.group(0)
        review_id = _held_in(printed.strip(), held)
        if review_id is None:
            return printed
        return printed[:len(printed) - len(printed.lstrip())] + f"[held for review {review_id}]"
    return money.AMOUNT_RE.sub(hide, text)


def document(store: Store, doc_id: int) -> dict:
    """A document's pages, type, issuer, period, fields (verified ones with who and when)
    and rows; figures pending review are masked."""
    doc_id = catalog.resolve(store, str(doc_id))      # NotFound names what to do
    detail = catalog.detail(store, doc_id)
    held = _held(store, doc_id)
    sc = detail.get("sidecar")
    if sc:
        sc["notes"] = [mask(n, held) for n in sc.get("notes") or []]
    for f in (sc or {}).get("fields", []):
        f["held_by"] = _held_in(f["value"], held) if f.get("kind", "money") == "money" else None
        if f["held_by"] is not None:
            f["value"] = None
        f["alternatives"] = [mask(a, held) for a in f.get("alternatives") or []]
        f["label"] = mask(f.get("label") or "", held)
        f["words"] = []
    rows = {lay.page: [mask(r.text, held) for r in lay.rows]
            for lay in stored.load_layouts(store, doc_id)}
    detail["pages_read"] = [{"page": p.number, "source": p.source, "words": len(p.words),
                             "rows": rows.get(p.number, [])}
                            for p in stored.load_pages(store, doc_id)]
    detail["held"] = sorted(set(held.values()))
    return detail
