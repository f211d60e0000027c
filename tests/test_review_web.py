"""`docq review web` over plain HTTP (http.client), against a real daemon holding items from
real scans: who may ask at all (loopback Host, the token), how a decision must arrive (a POST
with the page's CSRF token, from no other site), where the server listens (loopback only),
and that a held figure appears on its own item's page and nowhere else."""
from __future__ import annotations

import hashlib
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

import psutil
import pytest
import pytesseract

from docq.errors import ExitCode
from docq.review import queue
from test_review_e2e import ACME, Q_ZENITH, UTILITY, ZENITH, bill_pdf
from web_support import ROOT, Q_ACME, bills_daemon, bills_snapshot, start_web  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e


@pytest.fixture
def served(bills_daemon):
    """`docq review web` over a daemon holding the three bills' items: (web, held, daemon)."""
    daemon, held = bills_daemon
    web = start_web(daemon)
    yield web, held, daemon
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
    web, held, _ = served
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


def test_what_a_question_says_is_shown_as_text_never_run(served):
    web, _, daemon = served
    hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    review_id = queue.hold(daemon.store(), question=hostile, channel="cli", inbox_path=None,
                           field=None, value=None, doc_id=None, page=None, box=None,
                           reasons=["not-located"], detail="</p><b>detail</b>")
    for path in (web.base, f"{web.base}item/{review_id}"):
        page = get(web, path).text
        assert "<img src=x" not in page and "<script>alert" not in page and "<b>detail" not in page
        assert "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in page
    item = get(web, f"{web.base}item/{review_id}").text
    assert "No page image: this item names no document page." in item
    assert 'id="approve-form"' not in item            # nothing to approve: no figure


def test_a_decision_is_a_post_with_the_pages_csrf_token(served):
    web, held, daemon = served
    acme = held["acme"]["id"]
    page = get(web, f"{web.base}item/{acme}")
    assert page.status == 200
    token = csrf_of(page.text)

    assert get(web, f"{web.base}item/{acme}/decide").status == 404      # GET decides nothing
    assert get(web, f"{web.base}item/{acme}/decide", method="PUT", body=b"").status == 405
    assert post(web, acme, {"action": "approve"}).status == 403           # no CSRF token
    assert post(web, acme, {"action": "approve", "csrf": ("y" if token[0] == "x" else "x") + token[1:]}).status == 403
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


def test_a_held_figure_is_shown_only_on_its_own_item(served):
    web, held, daemon = served
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


def test_an_item_without_a_box_shows_its_page_and_says_why_there_is_no_crop(served):
    web, _, daemon = served
    doc_id = {d["name"]: d["id"] for d in daemon.json("docs")}["acme-2023-03.pdf"]
    review_id = queue.hold(daemon.store(), question="what was the previous balance?", channel="cli",
                           inbox_path=None, field="previous_balance", value="88.10", doc_id=doc_id,
                           page=1, box=None, reasons=["not-located"], detail="no box")
    item = get(web, f"{web.base}item/{review_id}").text
    assert 'id="page-image"' in item and "No zoomed crop: no box was recorded for the figure." in item
    assert "the figure&#x27;s place on the page was not found" in item
    assert "$88.10" in item and 'class="figure-box"' not in item
    assert get(web, f"{web.base}item/{review_id}/page.png").body[:4] == b"\x89PNG"
    assert get(web, f"{web.base}item/{review_id}/crop.png").status == 404


def test_it_listens_on_loopback_addresses_only(served):
    web, *_ = served
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


def test_it_says_what_to_do_without_a_daemon_or_a_free_port(daemon, tmp_path):
    lonely = subprocess.run([sys.executable, "-m", "docq", "--home", str(tmp_path / "none"),
                             "review", "web"], capture_output=True, text=True, timeout=60,
                            env=daemon.env, cwd=ROOT)
    assert lonely.returncode == ExitCode.NO_DAEMON and "start it with `docq start`" in lonely.stderr

    # --open hands the address, token and all, to the desktop's browser ($BROWSER here)
    opened = tmp_path / "opened.txt"
    env = {**daemon.env, "BROWSER": f"{sys.executable} -c \"import sys; open('{opened}', 'w')"
                                    f".write(sys.argv[1])\" %s"}
    web = start_web(daemon, "--open", env=env)
    try:
        deadline = time.monotonic() + 20
        while not opened.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert opened.read_text() == web.url
        taken = subprocess.run([sys.executable, "-m", "docq", "--home", str(daemon.home), "review",
                                "web", "--port", str(web.port)], capture_output=True, text=True,
                               timeout=60, env=daemon.env, cwd=ROOT)
        assert taken.returncode == ExitCode.BAD_INPUT and "--port" in taken.stderr
        daemon.stop()
        gone = get(web, web.base)
        assert gone.status == 503 and "start it with `docq start`" in gone.text
    finally:
        assert web.stop() == 0


def test_a_decision_in_the_browser_rewrites_the_inbox_answer(served):
    web, held, daemon = served
    question = daemon.home / "inbox" / "acme.txt"
    question.write_text(Q_ACME + "\n")
    answer_file = question.with_name("acme.answer.json")
    daemon.wait_for(answer_file.exists, what="the inbox answer")
    waiting = json.loads(answer_file.read_text())
    assert waiting["status"] == "held" and waiting["review_id"] != held["acme"]["id"]

    # the CLI's item and the inbox's hold the same figure: one decision settles both
    page = get(web, f"{web.base}item/{held['acme']['id']}").text
    done = post(web, held["acme"]["id"], {"action": "approve", "csrf": csrf_of(page)})
    assert done.status == 303
    assert f"also={waiting['review_id']}" in done.headers["Location"] and "inbox=1" in done.headers["Location"]
    answered = json.loads(answer_file.read_text())
    assert (answered["status"], answered["amount"]) == ("answered", "142.17")
    assert answered["citations"] == [{"document": "acme-2023-03.pdf", "page": 1}]
    flash = get(web, done.headers["Location"]).text
    assert "The asker&#x27;s inbox answer was rewritten." in flash
    assert f"(and review {waiting['review_id']}: the same figure)" in flash


@pytest.mark.parametrize("ci", ["true", ""])
def test_without_a_browser_the_browser_test_skips_but_fails_under_ci(tmp_path, ci):
    env = {**os.environ, "PATH": str(tmp_path), "CI": ci}     # no chromium on this PATH
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs",
                          "tests/test_review_web_browser.py", "-k", "clearing"],
                         capture_output=True, text=True, timeout=300, env=env, cwd=ROOT)
    if ci:
        assert run.returncode != 0 and "no browser under CI" in run.stdout, run.stdout[-2000:]
    else:
        assert run.returncode == 0 and "1 skipped" in run.stdout, run.stdout[-2000:]
        assert "chromium and chromium-driver are not installed" in run.stdout


ZENITH_APRIL = ["ZENITH WATER", "Statement date April 5, 2023", "Account 777", *UTILITY,
                "PREVIOUS BALANCE 51.20", "AMOUNT DUE 60.00", "Thank you"]
Q_ZENITH_TOTAL = "What did my Zenith Water bills come to from April to May 2023?"


def test_a_held_total_is_shown_whole_with_every_crop_and_approved_at_once(daemon, tmp_path):
    # April's bill proves its figure; May's prints 48.99 as pixels over a layer saying 42.99
    daemon.drop(bill_pdf(tmp_path / "zenith-2023-04.pdf", ZENITH_APRIL))
    daemon.drop(bill_pdf(tmp_path / "zenith-2023-05.pdf", ZENITH, wrong_layer=("48.99", "42.99")))
    daemon.wait_for(lambda: daemon.store().one(
        "SELECT count(*) FROM documents WHERE state = 'ready'")[0] == 2, timeout=90, what="two bills ready")
    held = daemon.json("ask", Q_ZENITH_TOTAL)
    assert held["status"] == "held" and held["amount"] is None, held
    web = start_web(daemon)
    try:
        item = get(web, f"{web.base}item/{held['review_id']}").text
        link = re.search(rf'href="{web.base}total/(\d+)"', item)
        assert link, item
        page = get(web, f"{web.base}total/{link.group(1)}")
        assert page.status == 200 and Q_ZENITH_TOTAL in page.text
        # the total is reviewed as one: each part's figure and state, and its crop
        assert "$60.00" in page.text and "proved against the page" in page.text
        assert "$42.99" in page.text and f"held for review (review {held['review_id']})" in page.text
        for n in (1, 2):
            png = get(web, f"{web.base}total/{link.group(1)}/part{n}.png")
            assert png.status == 200 and png.body[:8] == b"\x89PNG\r\n\x1a\n", n
        # approved as read (42.99, the layer's) to test the mechanism: the total is the figures as decided
        token = csrf_of(page.text)
        assert get(web, f"{web.base}total/{link.group(1)}/decide", method="POST", body=b"action=approve-total",
                   headers={"Content-Type": "application/x-www-form-urlencoded"}).status == 403   # no CSRF token
        done = get(web, f"{web.base}total/{link.group(1)}/decide", method="POST",
                   body=urlencode({"action": "approve-total", "csrf": token}).encode(),
                   headers={"Content-Type": "application/x-www-form-urlencoded"})
        assert done.status == 303 and f"total/{link.group(1)}?" in done.headers["Location"]
        settled = get(web, done.headers["Location"]).text
        assert "Every held part approved" in settled and "$102.99 in total" in settled, settled
    finally:
        assert web.stop() == 0
    assert daemon.json("review", "show", str(held["review_id"]))["status"] == "approved"
    again = daemon.json("ask", Q_ZENITH_TOTAL)
    assert again["status"] == "answered" and again["amount"] == "102.99", again


def _restore(daemon, backup: Path) -> None:
    """What docq's own message prescribes: stop, copy the backup over the store, drop -wal/-shm."""
    daemon.stop()
    db = daemon.home / "docq.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(backup, db)
    daemon.start()


def _seen(png: Path) -> str:
    return pytesseract.image_to_string(str(png), config="--psm 6 --dpi 300")


def test_after_a_restore_an_item_shows_its_own_documents_pixels_never_a_forgotten_items(daemon, tmp_path):
    """Ids start again at 1 in a store restored from a backup, while review/ still holds the
    images of the items it forgot: a new item must show its own document, not theirs."""
    before = sorted((daemon.home / "backups").glob("docq-*.sqlite3"))[0]   # made at start: no item yet
    zenith = daemon.drop(bill_pdf(tmp_path / "zenith-2023-05.pdf", ZENITH, wrong_layer=("48.99", "42.99")))
    daemon.wait_for(lambda: daemon.store().one("SELECT 1 FROM documents WHERE state = 'ready'"),
                    timeout=90, what="the Zenith bill ready")
    old = daemon.json("ask", Q_ZENITH)
    assert old["status"] == "held", old
    old_images = daemon.json("review", "show", str(old["review_id"]))["images"]
    old_crop = Path(old_images["crop"]).read_bytes()
    assert "48.99" in _seen(Path(old_images["crop"]))

    zenith.unlink()
    _restore(daemon, before)
    assert not Path(old_images["crop"]).exists() and not Path(old_images["page"]).exists()  # no item names them
    daemon.drop(bill_pdf(tmp_path / "acme-2023-03.pdf", ACME))
    daemon.wait_for(lambda: daemon.store().one("SELECT 1 FROM documents WHERE state = 'ready'"),
                    timeout=90, what="the Acme bill ready")
    new = daemon.json("ask", Q_ACME)
    assert new["status"] == "held" and new["review_id"] == old["review_id"], new   # the same id again

    shown = daemon.json("review", "show", str(new["review_id"]))
    crop = Path(shown["images"]["crop"])
    assert crop.read_bytes() != old_crop
    seen = _seen(crop)
    assert "142.17" in seen and "48.99" not in seen, seen
    assert shown["images"]["crop_sha256"] == hashlib.sha256(crop.read_bytes()).hexdigest()
    web = start_web(daemon)
    try:
        page = get(web, f"{web.base}item/{new['review_id']}")
        assert page.status == 200 and "acme-2023-03.pdf" in page.text
        assert get(web, f"{web.base}item/{new['review_id']}/crop.png").body == crop.read_bytes()
        approved = post(web, new["review_id"], {"action": "approve", "csrf": csrf_of(page.text)})
        assert approved.status == 303
    finally:
        assert web.stop() == 0
    a = daemon.json("ask", Q_ACME)
    assert (a["status"], a["amount"]) == ("answered", "142.17"), a


def test_an_item_whose_document_changed_or_went_says_up_front_that_approve_and_correct_are_refused(served, tmp_path):
    web, held, daemon = served
    replacement = bill_pdf(tmp_path / "zenith-2023-04.pdf", ZENITH_APRIL)
    os.replace(replacement, daemon.watch / "zenith-2023-05.pdf")      # a re-scan saved over it
    (daemon.watch / "comcast.pdf").unlink()
    for name, why in (("zenith", "zenith-2023-05.pdf has changed since the figure was held"),
                      ("comcast", "the document&#x27;s file is no longer in the watched folder")):
        review_id = held[name]["id"]
        page = get(web, f"{web.base}item/{review_id}").text
        notice = page.index('id="refused"')
        assert notice < page.index("<section", notice), name              # before the pixels
        assert "Approve and correct are refused for this item: " + why in page[notice:notice + 400], name
        assert 'id="approve-form"' not in page and 'id="correct-form"' not in page
        assert 'id="reject-form"' in page
        shown = daemon.run("review", "show", str(review_id)).stdout.splitlines()
        assert shown[1].startswith("refused:   approve/correct, since "), shown   # the terminal, first too
        # and the decision is still refused when it is sent all the same
        refused = post(web, review_id, {"action": "approve", "csrf": csrf_of(page)})
        assert refused.status == 422 and "cannot be decided from the document now" in refused.text
        assert daemon.json("review", "show", str(review_id))["status"] == "pending"
    # the pixels kept when the Zenith bill was held are still shown, with the notice
    assert get(web, f"{web.base}item/{held['zenith']['id']}/crop.png").body[:4] == b"\x89PNG"
    acme = get(web, f"{web.base}item/{held['acme']['id']}").text
    assert 'id="refused"' not in acme and 'id="approve-form"' in acme


def test_one_figure_asked_in_two_wordings_is_one_entry_in_the_browser_queue_and_one_decision(served):
    web, held, daemon = served
    acme = held["acme"]["id"]
    again = daemon.json("ask", "How much was due on my Acme Power bill?")
    assert again["status"] == "held" and again["review_id"] != acme, again
    listing = get(web, web.base).text
    assert "(3 waiting)" in listing and listing.count(f'href="{web.base}item/{again["review_id"]}"') == 0
    assert f"answers 2 questions (also review {again['review_id']})" in listing
    page = get(web, f"{web.base}item/{again['review_id']}").text      # the twin's own page still opens
    assert f'<a href="{web.base}item/{acme}">review {acme}</a>: {Q_ACME}' in page
    done = post(web, again["review_id"], {"action": "approve", "csrf": csrf_of(page)})
    assert done.status == 303 and f"also={acme}" in done.headers["Location"]
    assert daemon.json("review", "show", str(acme))["status"] == "approved"
    assert [i["id"] for i in daemon.json("review", "list")] == [held["zenith"]["id"], held["comcast"]["id"]]
