"""The catalogue: documents as a person lists and inspects them (`docq docs`, `docq show`),
read straight from the store so it works with the daemon stopped."""
from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

from docq import errors, storage
from docq import store as storemod
from docq.daemon import client
from docq.errors import NotFound
from docq.workers import legibility, retry
from docq.workers import stored as pipeline


def open_store(cfg) -> storemod.Store:
    cfg.paths.home.mkdir(mode=0o700, parents=True, exist_ok=True)
    return storage.open_store(cfg.paths, check=True)


def listing(cfg, failed: bool, show_all: bool, as_json: bool) -> str:
    """What `docq docs` prints: one line per document (and its warnings), then each file or
    folder the running daemon could not take; or all of it as JSON."""
    rows = documents(open_store(cfg), failed=failed, include_gone=show_all)
    rows += untaken_rows(_untaken(cfg))
    if as_json:
        return json.dumps(rows, indent=2)
    if not rows:
        return "no documents" + (" failed" if failed else " yet; drop files in the watched folder")
    return "\n".join(doc_line(r) for r in rows)


def _untaken(cfg) -> list[dict]:
    """What the running daemon could not take (it alone knows); nothing when it is stopped."""
    try:
        return client.request(cfg, "untaken", timeout=10)
    except (errors.DaemonNotRunning, errors.BadInput):   # BadInput: a daemon older than the op
        return []


def period(sc: dict | None) -> str:
    if not sc:
        return ""
    d = sc.get("dates") or {}
    if d.get("period_start") or d.get("period_end"):
        return f"{d.get('period_start', '?')}..{d.get('period_end', '?')}"
    for key in ("closing_date", "due_date", "date"):
        if d.get(key):
            return d[key]
    return f"tax year {sc['tax_year']}" if sc.get("tax_year") else ""


def documents(store, failed: bool = False, include_gone: bool = False) -> list[dict]:
    """A document failed for want of space is shown as waiting (retry.SHOWN_AS), with why: it is
    pending, not failed, as `docq status` counts it, so `--failed` leaves it out."""
    where = f"WHERE d.state IN ('failed','unsupported') AND NOT ({retry.WAITING})" if failed else \
        ("" if include_gone else "WHERE d.state != 'gone'")
    out = []
    for r in store.all(f"SELECT d.*, ({retry.WAITING}) AS retrying, s.data AS sidecar FROM documents d "
                       f"LEFT JOIN sidecars s ON s.doc_id=d.id {where} ORDER BY d.id"):
        sc = json.loads(r["sidecar"]) if r["sidecar"] else None
        state = retry.SHOWN_AS if r["retrying"] else r["state"]
        out.append({"id": r["id"], "name": pipeline.doc_name(store, r["id"]),
                    "names": [n["name"] for n in store.all(
                        "SELECT name FROM names WHERE doc_id=? AND present=1 ORDER BY id", r["id"])],
                    "pages": r["pages"], "state": state, "reason": r["reason"], "kind": r["kind"],
                    "type": sc["doc_type"] if sc else None, "issuer": sc.get("issuer") if sc else None,
                    "period": period(sc), "tax_year": sc.get("tax_year") if sc else None,
                    "warnings": warnings(store, r["id"])})
    return out


def warnings(store, doc_id: int) -> list[str]:
    """What a person should know about a document that is ready but may be read badly."""
    out, read = [], None
    for r in store.all("SELECT page, nonwords, still_turned FROM pages WHERE doc_id=? ORDER BY page",
                       doc_id):
        share = r["nonwords"]
        if share is None:       # read before the share was recorded: judge it now
            read = read or {p.number: p for p in pipeline.load_pages(store, doc_id)}
            share = legibility.nonword_share(read[r["page"]].words) if r["page"] in read else None
        why = legibility.why(share, bool(r["still_turned"]))
        if why:
            out.append(legibility.warning(r["page"], why))
    return out


NOT_TAKEN = "not taken"


def untaken_rows(untaken: list[dict]) -> list[dict]:
    """The watcher's untaken paths as `docq docs` rows: a document row's keys (no id, state
    "not taken", the reason why, the rest empty) and the path."""
    return [{"id": None, "name": Path(u["path"]).name, "names": [], "pages": None,
             "state": NOT_TAKEN, "reason": u["why"], "kind": None, "type": None, "issuer": None,
             "period": "", "tax_year": None, "warnings": [], "path": u["path"]} for u in untaken]


def doc_line(d: dict) -> str:
    if d["state"] == NOT_TAKEN:
        return f"{'-':>4}  {d['path']:<36} {'-':>5}  {d['state']:<11} {d['reason']}"
    pages = f"{d['pages']}p" if d["pages"] else "-"
    tail = d["reason"] if d["state"] in ("failed", "unsupported", retry.SHOWN_AS) else \
        "  ".join(x for x in (d["type"] or "", d["issuer"] or "", d["period"]) if x)
    line = f"{d['id']:>4}  {d['name']:<36} {pages:>5}  {d['state']:<11} {tail}"
    return "\n".join([line, *(f"      ! {w}" for w in d.get("warnings") or [])])


def resolve(store, doc: str) -> int:
    """A document id, or a file name (present names first, newest document first)."""
    if doc.isdigit() and store.one("SELECT 1 FROM documents WHERE id=?", int(doc)):
        return int(doc)
    row = store.one("SELECT doc_id FROM names WHERE name=? OR path=? "
                    "ORDER BY present DESC, doc_id DESC LIMIT 1", doc, doc)
    if row is None:
        raise NotFound(f"no document {doc!r}; `docq docs` lists them")
    return row["doc_id"]


def _when(ts: float | None) -> str | None:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat(timespec="seconds") if ts else None


def detail(store, doc_id: int, page: int | None = None) -> dict:
    d = next(x for x in documents(store, include_gone=True) if x["id"] == doc_id)
    sc = pipeline.load_sidecar(store, doc_id)
    d["sidecar"] = sc.to_dict() if sc else None
    d["verified"] = [{"field": r["field"], "value": r["value"], "method": r["method"],
                      "page": r["page"], "who": r["who"], "at": _when(r["at"])}
                     for r in store.all("SELECT * FROM verified_fields WHERE doc_id=? ORDER BY field", doc_id)]
    if page is not None:
        d["page"] = page_detail(store, doc_id, page)
    return d


def page_detail(store, doc_id: int, page: int) -> dict:
    pages = {p.number: p for p in pipeline.load_pages(store, doc_id)}
    if page not in pages:
        raise NotFound(f"document {doc_id} has no page {page}; it has {len(pages)} page(s) read")
    layout = next((l for l in pipeline.load_layouts(store, doc_id) if l.page == page), None)
    return {"page": page, "source": pages[page].source, "words": len(pages[page].words),
            "rows": [r.text for r in layout.rows] if layout else [],
            "text": layout.text if layout else ""}


def render_detail(d: dict) -> str:
    lines = [f"{d['name']}  (document {d['id']}, {d['pages'] or '?'} pages, {d['state']})"]
    if d["reason"]:
        lines.append(f"reason: {d['reason']}")
    sc = d["sidecar"]
    if sc:
        lines.append(f"type: {sc['doc_type']}   issuer: {sc.get('issuer') or '-'}   "
                     f"tax year: {sc.get('tax_year') or '-'}   money in: {sc.get('currency') or 'USD'}")
        for k, v in sorted((sc.get("dates") or {}).items()):
            lines.append(f"{k}: {v}")
        for f in sc["fields"]:
            lines.append(f"  {f['name']:<22} {f['value']:>14}  page {f['page']} box {f['box']}  "
                         f"({f['label']!r}, {f['method']})")
    for v in d["verified"]:
        lines.append(f"  {v['field']:<22} {v['value']:>14}  {v['method']} by {v['who']} at {v['at']}")
    if "page" in d:
        p = d["page"]
        lines.append(f"page {p['page']}: {p['words']} words ({p['source']}), {len(p['rows'])} rows")
        lines.append(p["text"])
    return "\n".join(lines)
