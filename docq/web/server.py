"""`docq review web`: bind 127.0.0.1 (and ::1 where the machine has it) on one port, never a
wildcard address, and serve the review pages until Ctrl-C or SIGTERM.

The HTTP layer is the standard library's: a handful of pages for one person needs no
framework, and every byte that reaches the app has gone through gate.py first.
"""
from __future__ import annotations

import errno
import logging
import signal
import socket
import socketserver
import sys
import threading
import webbrowser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import click

from docq import errors
from docq.daemon import client
from docq.web.app import MAX_FORM, App, Request, Response
from docq.web.gate import Gate

log = logging.getLogger("docq.web")
RANDOM_PORT_TRIES = 10


class _Handler(BaseHTTPRequestHandler):
    server_version = "docq"
    sys_version = ""
    protocol_version = "HTTP/1.1"

    def _serve(self) -> None:
        app: App = self.server.app
        try:
            size = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            size = -1
        if not 0 <= size <= MAX_FORM:
            self._send(Response(413 if size > 0 else 400, b"a decision is a small form\n",
                                "text/plain; charset=utf-8"), close=True)
            return
        body = self.rfile.read(size) if size else b""
        headers = {k.lower(): v for k, v in self.headers.items()}
        try:
            resp = app.handle(Request(self.command, self.path, headers, body))
        except Exception:  # noqa: BLE001 - one failed page must not stop the server
            log.exception("request failed")
            resp = Response(500, b"docq review web failed on this request; its log says why\n",
                            "text/plain; charset=utf-8")
        self._send(resp)

    def _send(self, resp: Response, close: bool = False) -> None:
        self.send_response(resp.status)
        for name, value in resp.all_headers().items():
            self.send_header(name, value)
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(resp.body)

    do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _serve

    def log_message(self, format: str, *args) -> None:
        # the token is a password: it never goes into a log line
        line = format % args
        log.info("%s", line.replace(self.server.app.gate.token, "<token>"))


class _Server4(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    app: App

    def server_bind(self) -> None:
        # HTTPServer.server_bind looks the address up in DNS (getfqdn); a loopback server
        # has nothing to ask DNS about
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = "localhost", self.server_address[1]


class _Server6(_Server4):
    address_family = socket.AF_INET6

    def server_bind(self) -> None:
        self.socket.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        super().server_bind()


def _bind_v6(port: int) -> _Server6 | None:
    """::1 on `port`, or None where this machine has no IPv6 loopback."""
    if not socket.has_ipv6:
        return None
    try:
        return _Server6(("::1", port, 0, 0), _Handler)
    except OSError as e:
        if e.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT, errno.EPROTONOSUPPORT):
            return None
        raise


def bind(port: int) -> list[_Server4]:
    """The loopback servers on one port: `port`, or a free one when it is 0."""
    for _ in range(RANDOM_PORT_TRIES if port == 0 else 1):
        try:
            v4 = _Server4(("127.0.0.1", port), _Handler)
        except OSError as e:
            if e.errno == errno.EADDRINUSE:
                raise errors.BadInput(f"port {port} is in use on 127.0.0.1; choose another with"
                                      " --port, or leave it out for a free one") from e
            raise
        try:
            v6 = _bind_v6(v4.server_address[1])
        except OSError as e:
            v4.server_close()
            if e.errno == errno.EADDRINUSE and port == 0:
                continue            # free on 127.0.0.1 but taken on ::1: draw another port
            raise errors.BadInput(f"port {port} is in use on ::1; choose another with --port") from e
        return [v4] + ([v6] if v6 else [])
    raise errors.DocqError("no port was free on both 127.0.0.1 and ::1; pass one with --port")


def check_daemon(cfg) -> int:
    """The number of items waiting; a clear error when the daemon is down or too old."""
    try:
        return client.request(cfg, "review_queue", timeout=10)["count"]
    except errors.BadInput as e:
        if "unknown op" not in str(e):
            raise
        raise errors.DocqError("the running daemon is older than this docq and cannot serve the"
                               " review pages; restart it (`docq stop`, then `docq start`)") from e


def run(cfg, port: int = 0, open_browser: bool = False) -> None:
    """Serve until interrupted; prints the address (with its token) first."""
    waiting = check_daemon(cfg)
    servers = bind(port)
    gate = Gate(servers[0].server_address[1])
    app = App(cfg, gate)
    for s in servers:
        s.app = app
    threads = [threading.Thread(target=s.serve_forever, kwargs={"poll_interval": 0.5},
                                name=f"web-{s.address_family.name}", daemon=True) for s in servers]
    for t in threads:
        t.start()
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    click.echo(f"docq review web: {gate.url()}  ({waiting} waiting)")
    if len(servers) > 1:
        click.echo(f"also on {gate.url('[::1]')}")
    click.echo("The address carries a token: anyone who has it can decide your review items"
               " while this runs. Ctrl-C stops it.")
    sys.stdout.flush()
    if open_browser and not webbrowser.open(gate.url()):
        click.echo("no desktop browser was found; open the address above yourself", err=True)
    try:
        while not stop.wait(0.5):
            pass
    finally:
        for s in servers:
            s.shutdown()
            s.server_close()
