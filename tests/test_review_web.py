"""`docq review web` over plain HTTP (http.client), against a real daemon holding items from
real scans: who may ask at all (loopback Host, the token), how a decision must arrive (a POST
with the page's CSRF token, from no other site), where the server listens (loopback only),
and that a held figure appears on its own item's page and nowhere else."""
from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import subprocess
import sys
from urllib.parse import urlencode

import psutil
import pytest

from docq.review import queue
from web_support import ROOT, Q_ACME, held_bills, start_web

pytestmark = pytest.mark.e2e


@pytest.fixture
def served(daemon, tmp_path):
    held = held_bills(daemon, tmp_path)
    web = start_web(daemon)
    yield web, held
    assert web.stop() == 0


def get(web, path: str, host: str | None = None, method: str = "GET", body: bytes | None = None,
        headers: dict | None = None, address: str = "127.0.0.1") -> http.client.HTTPResponse:
    conn = http.client.HTTPConnection(address, web.port, timeout=60)
    conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    if host != "":
        conn.putheader("Host", host or f"127.0.0.1:{web.port}")
    for k, v in (headers or {}).items():
        conn.putheader(k, v)
    if body is not None:
        conn.putheader("Content-Length", str(len(body)))
    conn.endheaders(body)
    resp = conn.getresponse()
    resp.body = resp.read()
    resp.text = resp.body.decode("utf-8", "replace")
    conn.close()
    return resp


def csrf_of(page: str) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', page).group(1)


def post(web, review_id: int, fields: dict, headers: dict | None = None):
    return get(web, f"{web.base}item/{review_id}/decide", method="POST",
               body=urlencode(fields).encode(),
               headers={"Content-Type": "application/x-www-form-urlencoded", **(headers or {})})


def test_every_request_needs_the_token_and_a_loopback_host(served):
    web, held = served
    ok = get(web, web.base)
    assert ok.status == 200 and "(3 waiting)" in ok.text
    assert get(web, web.base, host=f"localhost:{web.port}").status == 200
    assert get(web, web.base, host=f"[::1]:{web.port}").status == 200

    for path in ("/", "/item/1", "/static/review.js", f"/{web.token[:-1]}x/",
                 f"/?token={web.token}", f"/{web.token.upper()}/"):
        refused = get(web, path)
        assert refused.status == 403, path
        assert web.token not in refused.text and "token" in refused.text
    # the images too: no figure's pixels without the token
    assert get(web, f"/item/{held['acme']['id']}/crop.png").status == 403

    # DNS rebinding: a page on another name that resolves to 127.0.0.1 sends its own Host
    for host in ("evil.example", f"evil.example:{web.port}", f"127.0.0.1:{web.port + 1}",
                 f"127.0.0.1.evil.example:{web.port}", ""):
        wrong = get(web, web.base, host=host)
        assert wrong.status in (403, 421), host
        assert "3 waiting" not in wrong.text and web.token not in wrong.text

    # no CORS: a cross-origin script may not read a page, even when it asks
    pre = get(web, web.base, method="OPTIONS",
              headers={"Origin": "http://evil.example", "Access-Control-Request-Method": "POST"})
    asked = get(web, web.base, headers={"Origin": "http://evil.example"})
    for resp in (pre, asked, ok):
        assert not [h for h in resp.headers if h.lower().startswith("access-control-")]
    assert pre.status == 405
    assert "default-src 'none'" in ok.headers["Content-Security-Policy"]
    assert ok.headers["Referrer-Policy"] == "same-origin" and ok.headers["Cache-Control"] == "no-store"
    # nothing the page loads comes from anywhere else
    assert not re.search(r'(src|href)="(https?:)?//', ok.text)
    # the token never reaches the request log
    assert web.token not in web.log.read_text() and "<token>" in web.log.read_text()


def test_a_decision_is_a_post_with_the_pages_csrf_token(served, daemon):
    web, held = served
    acme = held["acme"]["id"]
    page = get(web, f"{web.base}item/{acme}")
    assert page.status == 200
    token = csrf_of(page.text)

    assert get(web, f"{web.base}item/{acme}/decide").status == 404      # GET decides nothing
    assert get(web, f"{web.base}item/{acme}/decide", method="PUT", body=b"").status == 405
    assert post(web, acme, {"action": "approve"}).status == 403           # no CSRF token
    assert post(web, acme, {"action": "approve", "csrf": "x" + token[1:]}).status == 403
    assert post(web, acme, {"action": "approve", "csrf": web.token}).status == 403
    cross = post(web, acme, {"action": "approve", "csrf": token}, {"Origin": "http://evil.example"})
    assert cross.status == 403
    assert post(web, acme, {"action": "approve", "csrf": token},
                {"Sec-Fetch-Site": "cross-site"}).status == 403
    assert [i["id"] for i in daemon.json("review", "list")] == [
        held["acme"]["id"], held["zenith"]["id"], held["comcast"]["id"]]   # still all pending

    done = post(web, acme, {"action": "approve", "csrf": token},
                {"Origin": f"http://127.0.0.1:{web.port}", "Sec-Fetch-Site": "same-origin"})
    assert done.status == 303
    assert done.headers["Location"].startswith(f"{web.base}item/{held['zenith']['id']}?done={acme}")
    shown = daemon.json("review", "show", str(acme))
    assert (shown["status"], shown["decided_by"]) == ("approved", queue.local_user())

    again = post(web, acme, {"action": "reject", "csrf": token})
    assert again.status == 409 and "already approved" in again.text
    bad = post(web, held["zenith"]["id"], {"action": "correct", "amount": "48.9.9", "csrf": token})
    assert bad.status == 422 and "is not an amount" in bad.text and 'value="48.9.9"' in bad.text
    assert daemon.json("review", "show", str(held["zenith"]["id"]))["status"] == "pending"
    # the CLI sees the web's decision as its own: deciding it again there is refused too
    cli = daemon.run("review", "reject", str(acme), check=False)
    assert cli.returncode != 0 and "already approved" in cli.stderr


def test_a_held_figure_is_shown_only_on_its_own_item(served, daemon):
    web, held = served
    figures = ("142.17", "42.99", "77.31")
    listing = get(web, web.base).text
    assert all(f not in listing for f in figures)
    assert "the document shows different values for this field" in listing    # reasons in words

    docs = {d["name"]: d["id"] for d in daemon.json("docs")}
    acme_doc = get(web, f"{web.base}doc/{docs['acme-2023-03.pdf']}").text
    assert "142.17" not in acme_doc and f"held for review {held['acme']['id']}" in acme_doc
    assert "PREVIOUS BALANCE" in acme_doc and "88.10" in acme_doc          # the rest is there
    assert "utility-bill" in acme_doc and "Acme Power" in acme_doc

    item = get(web, f"{web.base}item/{held['acme']['id']}").text
    assert "$142.17" in item and Q_ACME in item
    for which in ("page", "crop"):
        png = get(web, f"{web.base}item/{held['acme']['id']}/{which}.png")
        assert png.status == 200 and png.headers["Content-Type"] == "image/png"
        assert png.body[:8] == b"\x89PNG\r\n\x1a\n"

    token = csrf_of(item)
    post(web, held["acme"]["id"], {"action": "approve", "csrf": token})
    verified = get(web, f"{web.base}doc/{docs['acme-2023-03.pdf']}").text
    assert f"$142.17 reviewed by {queue.local_user()}" in verified
    assert get(web, f"{web.base}doc/99999").status == 404


def test_it_listens_on_loopback_addresses_only(served):
    web, _ = served
    listening = {c.laddr.ip for c in psutil.Process(web.proc.pid).net_connections("inet")
                 if c.status == psutil.CONN_LISTEN}
    assert listening and listening <= {"127.0.0.1", "::1"}, listening


# Run inside a network namespace of its own (made by `unshare -n`), where the machine has two
# addresses besides loopback: the server must refuse connections on those.
NETNS_PROBE = """
import json, re, socket, subprocess, sys
for cmd in (["ip", "link", "set", "lo", "up"], ["ip", "addr", "add", "10.200.0.1/32", "dev", "lo"],
            ["ip", "-6", "addr", "add", "fd00:d0c9::1/128", "dev", "lo", "nodad"]):
    subprocess.run(cmd, check=False, capture_output=True)
web = subprocess.Popen([sys.executable, "-m", "docq", "--home", sys.argv[1], "review", "web"],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
port = int(re.search(r"127\\.0\\.0\\.1:(\\d+)/", web.stdout.readline()).group(1))
v6 = "[::1]" in web.stdout.readline()
seen = {"v6": v6, "addresses": subprocess.run(["ip", "-o", "addr"], capture_output=True, text=True).stdout}
for addr in ("127.0.0.1", "::1", "10.200.0.1", "fd00:d0c9::1"):
    try:
        socket.create_connection((addr, port), timeout=3).close()
        seen[addr] = "open"
    except ConnectionRefusedError:
        seen[addr] = "refused"
    except OSError as e:
        seen[addr] = f"unreachable: {e}"
web.terminate()
web.wait(timeout=15)
print(json.dumps(seen))
"""


def test_it_is_not_reachable_on_a_non_loopback_address(daemon, tmp_path):
    unshare = shutil.which("unshare")
    if unshare is None or shutil.which("ip") is None:
        pytest.skip("needs unshare and ip (util-linux, iproute2) to make a network namespace")
    trial = subprocess.run([unshare, "-n", "true"], capture_output=True, text=True)
    if trial.returncode != 0:
        pytest.skip(f"cannot make a network namespace here: {trial.stderr.strip()}")
    out = subprocess.run([unshare, "-n", sys.executable, "-c", NETNS_PROBE, str(daemon.home)],
                         capture_output=True, text=True, timeout=120, env=daemon.env, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout)
    assert "10.200.0.1" in seen["addresses"], seen    # the namespace has a non-loopback address
    assert seen["127.0.0.1"] == "open"
    assert seen["10.200.0.1"] == "refused", seen
    if "fd00:d0c9::1" in seen["addresses"]:
        assert seen["fd00:d0c9::1"] == "refused", seen
    if seen["v6"]:
        assert seen["::1"] == "open", seen
