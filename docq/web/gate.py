"""Whether a request to the review pages may be answered: the checks that make a loopback web
server as private as the daemon's owner-only socket.

- Host: only the loopback names of the port being served (a DNS-rebinding page arrives with
  its own host name in Host, and is refused with 421);
- the token: a random path segment made at each start and printed once (as Jupyter does),
  compared in constant time; without it, 403;
- a state change is a POST from our own page: a CSRF token from the page's form (constant
  time again), and no cross-site Origin or Sec-Fetch-Site.
"""
from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")

# Every response: nothing but our own origin may load, frame or submit; no referrer carries
# the token to another origin (same-origin, not no-referrer: under no-referrer a browser
# sends our own form's Origin as "null"); nothing is cached (the pages show money).
SECURITY_HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; img-src 'self'; style-src 'self'; "
                                "script-src 'self'; form-action 'self'; frame-ancestors 'none'; "
                                "base-uri 'none'"),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}


class Refused(Exception):
    """A request the gate will not let through: an HTTP status and a sentence for the page."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class Gate:
    port: int
    token: str = field(default_factory=lambda: secrets.token_urlsafe(32))
    csrf: str = field(default_factory=lambda: secrets.token_urlsafe(32))

    @property
    def hosts(self) -> tuple[str, ...]:
        return tuple(f"{name}:{self.port}" for name in LOOPBACK_NAMES)

    def check_host(self, host: str | None) -> None:
        if (host or "").strip().lower() not in self.hosts:
            raise Refused(421, "this server answers only to its loopback address "
                               f"(http://127.0.0.1:{self.port}/...)")

    def strip_token(self, path: str) -> str:
        """The path after the token segment ("/" for the token alone)."""
        segment, _, rest = path.lstrip("/").partition("/")
        if not hmac.compare_digest(segment.encode(), self.token.encode()):
            raise Refused(403, "this address needs the token that `docq review web` printed"
                               " when it started")
        return "/" + rest

    def check_post(self, form: dict[str, str], origin: str | None, fetch_site: str | None) -> None:
        if fetch_site and fetch_site.lower() not in ("same-origin", "none"):
            raise Refused(403, "a decision can only come from docq's own page")
        # "null" is what a privacy setting may send for our own page; the CSRF token decides
        if origin and origin.lower() not in ("null", *(f"http://{h}" for h in self.hosts)):
            raise Refused(403, "a decision can only come from docq's own page")
        sent = form.get("csrf", "")
        if not hmac.compare_digest(sent.encode(), self.csrf.encode()):
            raise Refused(403, "this form is out of date or did not come from docq's page;"
                               " reload the page and decide again")

    def url(self, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}/{self.token}/"
