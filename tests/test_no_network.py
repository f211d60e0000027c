"""Nothing leaves the machine: the real daemon, run under `strace -f -e trace=%network`
while it reads a scan with RapidOCR (onnxruntime, which otherwise looks up its telemetry
host over DNS) and answers questions, makes no connect or send to any address but a Unix
socket or loopback, and no DNS lookup at all."""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

SCAN = Path(__file__).parent / "data" / "review" / "sroie-023.jpg"
CALL = re.compile(r"\b(connect|sendto|sendmsg)\(")
INET = re.compile(r"sa_family=AF_INET6?\b")
LOOPBACK = re.compile(r'inet_addr\("127\.|inet_pton\(AF_INET6, "::1"')


def outbound(trace: str) -> list[str]:
    """Lines of an strace log that reach for the network: any DNS query, and any connect or
    send to an internet address that is not this machine's loopback."""
    return [line for line in trace.splitlines()
            if CALL.search(line) and INET.search(line)
            and ("htons(53)" in line or not LOOPBACK.search(line))]


def test_outbound_finds_a_dns_lookup_and_a_connect_but_not_local_sockets():
    trace = "\n".join([
        '7 connect(8, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("10.255.255.53")}, 16) = 0',
        '7 connect(9, {sa_family=AF_INET6, sin6_port=htons(443), inet_pton(AF_INET6, "2603:1030::1", &sin6_addr)}, 28) = -1',
        '7 connect(3, {sa_family=AF_UNIX, sun_path="/home/x/docq.sock"}, 110) = 0',
        '7 bind(3, {sa_family=AF_INET6, sin6_port=htons(0), inet_pton(AF_INET6, "::1", &sin6_addr)}, 28) = 0',
        '7 sendto(5, "x", 1, 0, {sa_family=AF_INET, sin_port=htons(8080), sin_addr=inet_addr("127.0.0.1")}, 16) = 1',
    ])
    assert [line.split()[1][:10] for line in outbound(trace)] == ["connect(8,", "connect(9,"]


def _strace() -> str:
    found = shutil.which("strace")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("strace is not installed (scripts/setup.sh installs it); in CI this"
                        " check must run")
        pytest.skip("strace is not installed (apt-get install strace); the network check needs it")
    return found


def test_the_daemon_makes_no_outbound_call_during_ingest_and_ask(start_daemon, make_pdf, tmp_path):
    log = tmp_path / "network.strace"
    d = start_daemon(prefix=[_strace(), "-f", "-qq", "-e", "trace=%network", "-o", str(log)],
                     ocr_engine="rapidocr", reread_engine="rapidocr")
    d.drop(SCAN, "receipt.jpg")
    d.drop(make_pdf(tmp_path / "adt-2012-02.pdf", ["ADT SECURITY SERVICES\nAMOUNT DUE 42.99"]))
    # under the tracer intake is slow: wait for both documents to be taken in and read, not
    # only for an empty queue (which it is before the watcher has seen them)
    d.wait_for(lambda: (lambda s: s["total"] >= 2 and s["ready"] + s["failed"] >= s["total"])(d.status()["documents"]),
               timeout=300, what="both documents read under strace")
    states = {r["state"] for r in d.store().all("SELECT state FROM documents")}
    assert states == {"ready"}, d.log_text()[-3000:]
    for q in ("What was the total on my receipt?", "What is the amount due on the ADT bill?"):
        d.run("ask", q, check=False, timeout=240)
    d.run("stop")                 # by the socket: a SIGTERM would go to strace, not the daemon
    assert d.proc.wait(timeout=120) == 0      # strace exits with the daemon's own status
    trace = log.read_text()
    assert "AF_UNIX" in trace                     # the tracer saw the daemon's own socket
    assert not outbound(trace), "\n".join(outbound(trace))
