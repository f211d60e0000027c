"""The review pages' routes: a request in, a response out. Every request passes the gate
first; every page and decision is one or two requests to the daemon over its socket.

Routes, under /TOKEN/:
  GET  /                      the queue
  GET  /item/ID               one item (after a decision: ?done=ID&as=STATUS[&also=..][&inbox=1])
  GET  /item/ID/page.png      the whole page, the figure's box drawn
  GET  /item/ID/crop.png      the band of the page around the figure
  POST /item/ID/decide        action=approve|correct|reject, amount, note, csrf
  GET  /total/ID              a held total: every part with its figure, state and crop
  GET  /total/ID/partN.png    the crop of its Nth part
  POST /total/ID/decide       action=approve-total, csrf: approve every held part
  GET  /doc/ID                one document
  GET  /static/NAME           the stylesheet, the script, the icon
"""
from __future__ import annotations

import hashlib
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

from docq import errors
from docq.daemon import client
from docq.review.queue import local_user
from docq.web import pages
from docq.web.gate import SECURITY_HEADERS, Gate, Refused

MAX_FORM = 16 * 1024
STATIC = {"review.css": "text/css; charset=utf-8", "review.js": "text/javascript; charset=utf-8",
          "icon.svg": "image/svg+xml"}
HTML = "text/html; charset=utf-8"
ITEM = re.compile(r"^/item/(\d{1,12})(/page\.png|/crop\.png|/decide)?$")
TOTAL = re.compile(r"^/total/(\d{1,12})(/part\d{1,3}\.png|/decide)?$")
DOC = re.compile(r"^/doc/(\d{1,12})$")


@dataclass
class Request:
    method: str
    target: str                      # the request target as sent: path and query
    headers: dict[str, str]          # names lower-cased
    body: bytes = b""


@dataclass
class Response:
    status: int
    body: bytes
    content_type: str = HTML
    headers: dict[str, str] = field(default_factory=dict)

    def all_headers(self) -> dict[str, str]:
        return {"Content-Type": self.content_type, "Content-Length": str(len(self.body)),
                **SECURITY_HEADERS, **self.headers}


def _html(status: int, text: str) -> Response:
    return Response(status, text.encode())


class _Images:
    """The PNG bytes of the last few items shown, so the page's two images are the ones the
    daemon wrote for that page view and are not rendered again."""

    def __init__(self, size: int = 16):
        self._items: OrderedDict[int | tuple, dict[str, bytes]] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size

    def put(self, review_id: int | tuple, images: dict[str, bytes]) -> None:
        with self._lock:
            self._items[review_id] = images
            self._items.move_to_end(review_id)
            while len(self._items) > self._size:
                self._items.popitem(last=False)

    def get(self, review_id: int | tuple) -> dict[str, bytes] | None:
        with self._lock:
            return self._items.get(review_id)


class App:
    def __init__(self, cfg, gate: Gate):
        self.cfg, self.gate = cfg, gate
        self.base = f"/{gate.token}/"
        self.images = _Images()

    # -- the one entry point --
    def handle(self, req: Request) -> Response:
        try:
            self.gate.check_host(req.headers.get("host"))
            url = urlsplit(req.target)
            path = self.gate.strip_token(url.path)
            if req.method in ("GET", "HEAD"):
                return self._get(path, parse_qs(url.query))
            if req.method == "POST":
                return self._post(path, req)
            return _html(405, pages.problem(405, "only GET and POST are served here", self.base))
        except Refused as r:
            return _html(r.status, pages.problem(r.status, str(r)))
        except errors.DaemonNotRunning as ex:
            return _html(503, pages.problem(503, f"{ex}, then reload this page", self.base))
        except errors.NotFound as ex:
            return _html(404, pages.problem(404, str(ex), self.base))
        except errors.BadInput as ex:
            return _html(400, pages.problem(400, str(ex), self.base))
        except errors.DocqError as ex:
            return _html(500, pages.problem(500, str(ex), self.base))

    def _ask(self, op: str, **payload) -> dict:
        return client.request(self.cfg, op, timeout=60, **payload)

    # -- GET --
    def _get(self, path: str, query: dict) -> Response:
        if path == "/":
            return _html(200, pages.queue(self.base, self._ask("review_queue")["items"], _done(query)))
        if path.startswith("/static/"):
            return self._static(path.removeprefix("/static/"))
        m = ITEM.match(path)
        if m and m.group(2) != "/decide":
            review_id = int(m.group(1))
            if m.group(2) is None:
                return _html(200, self._item_page(review_id, done=_done(query)))
            return self._image(review_id, m.group(2)[1:-4])
        m = TOTAL.match(path)
        if m and m.group(2) != "/decide":
            total_id = int(m.group(1))
            if m.group(2) is None:
                return _html(200, pages.total(self.base, self._total(total_id), self.gate.csrf, _done(query)))
            return self._total_image(total_id, int(m.group(2)[5:-4]))
        m = DOC.match(path)
        if m:
            d = self._ask("review_document", doc_id=int(m.group(1)))
            waiting = self._ask("review_queue")["count"]
            return _html(200, pages.document(self.base, d, waiting))
        raise errors.NotFound("there is no such page here")

    def _static(self, name: str) -> Response:
        if name not in STATIC:
            raise errors.NotFound("there is no such file here")
        body = resources.files("docq.web").joinpath("static", name).read_bytes()
        return Response(200, body, STATIC[name])

    def _item(self, review_id: int) -> dict:
        it = self._ask("review_item", review_id=review_id)
        self.images.put(review_id, {k: self._read(it["images"][k], it["images"].get(f"{k}_sha256"))
                                    for k in ("page", "crop")})
        return it

    def _item_page(self, review_id: int, done: pages.Done | None = None) -> str:
        return pages.item(self.base, self._item(review_id), self.gate.csrf, done)

    def _total(self, total_id: int) -> dict:
        t = self._ask("review_total", total_id=total_id)
        self.images.put(("total", total_id), {str(p["n"]): self._read(p["image"], p.get("image_sha256"))
                                               for p in t["parts"]})
        return t

    def _total_image(self, total_id: int, n: int) -> Response:
        cached = self.images.get(("total", total_id))
        if cached is None:
            self._total(total_id)
            cached = self.images.get(("total", total_id)) or {}
        body = cached.get(str(n), b"")
        if not body:
            raise errors.NotFound(f"part {n} of total {total_id} has no crop")
        return Response(200, body, "image/png")

    def _read(self, path: str | None, sha256: str | None = None) -> bytes:
        """A PNG the daemon wrote, read only from HOME's review folder, and only when its
        bytes are the ones the daemon checked (`sha256`, recorded in the item)."""
        if path is None:
            return b""
        p, folder = Path(path).resolve(), self.cfg.paths.review.resolve()
        if folder not in p.parents or p.suffix != ".png":
            raise errors.DocqError(f"the daemon named an image outside {folder}")
        try:
            body = p.read_bytes()
        except OSError as e:
            raise errors.DocqError(f"cannot read {p.name}: {e.strerror or e}; reload the page") from e
        if sha256 is not None and hashlib.sha256(body).hexdigest() != sha256:
            raise errors.DocqError(f"{p.name} changed after the daemon checked it against the"
                                   " sha256 kept for its item, so it is not shown; reload the page")
        return body

    def _image(self, review_id: int, which: str) -> Response:
        cached = self.images.get(review_id)
        if cached is None:
            self._item(review_id)
            cached = self.images.get(review_id) or {}
        body = cached.get(which, b"")
        if not body:
            raise errors.NotFound(f"review {review_id} has no {which} image")
        return Response(200, body, "image/png")

    # -- POST --
    def _post(self, path: str, req: Request) -> Response:
        m, whole = ITEM.match(path), TOTAL.match(path)
        if not (m and m.group(2) == "/decide") and not (whole and whole.group(2) == "/decide"):
            return _html(405, pages.problem(405, "only a decision is sent here", self.base))
        if req.headers.get("content-type", "").split(";")[0].strip() != "application/x-www-form-urlencoded":
            raise Refused(415, "a decision is sent as a plain form")
        form = {k: v[0] for k, v in parse_qs(req.body.decode("utf-8", "replace"),
                                             keep_blank_values=True).items()}
        self.gate.check_post(form, req.headers.get("origin"), req.headers.get("sec-fetch-site"))
        if whole:
            return self._approve_total(int(whole.group(1)), form)
        review_id = int(m.group(1))
        try:
            decided = self._ask("review_decide", review_id=review_id, action=form.get("action", ""),
                                amount=form.get("amount"), note=form.get("note"), who=local_user())
        except errors.BadInput as ex:
            # the page again, saying why: a malformed amount (422), or decided already (409)
            it = self._item(review_id)
            page = pages.item(self.base, it, self.gate.csrf, error=str(ex),
                              typed=form.get("amount", ""))
            return _html(422 if it["status"] == "pending" else 409, page)
        return self._after(decided)

    def _approve_total(self, total_id: int, form: dict) -> Response:
        """Every held part of the total approved at once; the total's page again, settled."""
        if form.get("action") != "approve-total":
            raise errors.BadInput("a total is decided here only by approving every held part")
        t = self._ask("review_total", total_id=total_id)
        if not t["pending"]:
            return _html(409, pages.total(self.base, t, self.gate.csrf))
        decided = self._ask("review_decide", review_id=t["pending"][0], action="approve-total", who=local_user())
        query = {"done": decided["id"], "as": decided["status"], "whole": "1"}
        if decided["also_approved"]:
            query["also"] = ",".join(map(str, decided["also_approved"]))
        if decided["inbox_rewritten"]:
            query["inbox"] = "1"
        return Response(303, b"", headers={"Location": f"{self.base}total/{total_id}?{urlencode(query)}"})

    def _after(self, decided: dict) -> Response:
        """See Other: the next pending item after the decided one (oldest first), or the
        queue when none is left."""
        items = self._ask("review_queue")["items"]
        key = (decided["created_at"], decided["id"])
        later = [i for i in items if (i["created_at"], i["id"]) > key] or items
        query = {"done": decided["id"], "as": decided["status"]}
        if decided["settled"]:
            query["also"] = ",".join(map(str, decided["settled"]))
        if decided["inbox_rewritten"]:
            query["inbox"] = "1"
        where = f'item/{later[0]["id"]}' if later else ""
        return Response(303, b"", headers={"Location": f"{self.base}{where}?{urlencode(query)}"})


def _done(query: dict) -> pages.Done | None:
    """The last decision, from the address it redirected to; anything odd is ignored."""
    try:
        review_id = int(query["done"][0])
        status = query["as"][0]
        also = tuple(int(x) for x in query.get("also", [""])[0].split(",") if x)
    except (KeyError, ValueError, IndexError):
        return None
    if status not in pages.DECIDED:
        return None
    return pages.Done(review_id, status, also, query.get("inbox", [""])[0] == "1",
                      query.get("whole", [""])[0] == "1")
