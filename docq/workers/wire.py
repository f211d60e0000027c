"""wire: what a reading task and its result look like on the shared queue, sealed.

A task's payload is a person's statement page, so everything a task or a result carries is
sealed with AES-256-GCM (the `cryptography` package) under the key in HOME/queue.key, which
the daemon writes on its first start with a queue_url (0600) and each worker is given once
(`docq worker --key-file`). Someone who can read the Redis server sees a task's size and
nothing else. A sealed message is the 12-byte nonce, then the ciphertext with its tag; inside
is a JSON header line, a newline, and the raw bytes the header describes (no base64: a page's
bytes cross the wire once).

Huey's own envelope around a task or a result (a pickle) is signed with a secret drawn from
the same key (signing_secret, for Huey's SignedSerializer), so neither the daemon nor a worker
unpickles anything someone with mere access to Redis put there.

The daemon also leaves one sealed known message in Redis (KEY_CHECK), so a worker started
with another key says so at once instead of taking tasks it cannot open.
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from docq.errors import ConfigError
from docq.records import Page, Word

VERSION = b"docq-read-1"          # bound into every message: another format never opens
KEY_CHECK = b"docq queue key check"
NONCE = 12


class WrongKey(ConfigError):
    """A sealed message did not open with this key."""


@dataclass(frozen=True)
class PageTask:
    """One page to read: the bytes of a file holding it (a one-page PDF cut from the
    document, or the image file), which page of that file, and the reading settings."""
    suffix: str
    number: int
    settings: dict
    data: bytes


# ---- the key -------------------------------------------------------------------------------

def ensure_key(path: Path) -> bytes:
    """The key in `path`, written (0600) the first time."""
    if not path.exists():
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(base64.urlsafe_b64encode(AESGCM.generate_key(bit_length=256)) + b"\n")
    return load_key(path)


def load_key(path: Path) -> bytes:
    try:
        raw = Path(path).read_bytes().strip()
    except OSError as e:
        raise ConfigError(f"cannot read the queue key {path}: {e.strerror or e}; copy the"
                          " daemon's HOME/queue.key (`docq paths` names it) to this machine") from e
    try:
        key = base64.urlsafe_b64decode(raw)
    except ValueError:
        key = b""
    if len(key) != 32:
        raise ConfigError(f"{path} is not a docq queue key; copy the daemon's HOME/queue.key"
                          " (`docq paths` names it) here unchanged")
    return key


def signing_secret(key: bytes) -> bytes:
    """The secret Huey's envelopes are signed with: drawn from the key, never the key itself."""
    return hashlib.sha256(VERSION + b" envelope " + key).digest()


# ---- sealing -------------------------------------------------------------------------------

def seal(key: bytes, header: dict, data: bytes = b"") -> bytes:
    nonce = os.urandom(NONCE)
    plain = json.dumps(header, separators=(",", ":")).encode() + b"\n" + data
    return nonce + AESGCM(key).encrypt(nonce, plain, VERSION)


def open_sealed(key: bytes, message: bytes) -> tuple[dict, bytes]:
    try:
        plain = AESGCM(key).decrypt(message[:NONCE], message[NONCE:], VERSION)
    except (InvalidTag, ValueError) as e:
        raise WrongKey("a queue message did not open with this key: the worker's --key-file"
                       " is not the daemon's HOME/queue.key; copy that file here") from e
    head, _, data = plain.partition(b"\n")
    return json.loads(head), data


def key_check(key: bytes) -> bytes:
    return seal(key, {"check": KEY_CHECK.decode()})


def opens(key: bytes, check: bytes) -> bool:
    try:
        return open_sealed(key, check)[0].get("check") == KEY_CHECK.decode()
    except WrongKey:
        return False


# ---- tasks and results ---------------------------------------------------------------------

def seal_task(key: bytes, task: PageTask) -> bytes:
    return seal(key, {"suffix": task.suffix, "number": task.number, "settings": task.settings},
                task.data)


def open_task(key: bytes, message: bytes) -> PageTask:
    head, data = open_sealed(key, message)
    return PageTask(head["suffix"], int(head["number"]), head["settings"], data)


def seal_page(key: bytes, page: Page, worker: str) -> bytes:
    return seal(key, {"worker": worker, "width": page.width, "height": page.height,
                      "source": page.source, "rotation": page.rotation, "skew": page.skew,
                      "still_turned": page.still_turned, "words": [w.to_dict() for w in page.words]})


def open_page(key: bytes, message: bytes, number: int) -> tuple[Page, str]:
    """The page a worker read (numbered as in the document) and the worker's name."""
    head, _ = open_sealed(key, message)
    page = Page(number, head["width"], head["height"], [Word.from_dict(w) for w in head["words"]],
                head["source"], head["rotation"], head["skew"],
                bool(head.get("still_turned")))     # a worker older than the flag: unknown
    return page, head["worker"]
