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
import io
import json
import os
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from PIL import Image

from docq.errors import ConfigError
from docq.records import Page, Word
from docq.workers.reread import Look

# Bound into every message: another format never opens. 2: results name their task, a
# figure's crops travel, and the queue has priorities (queue.SHARED_NAME carries the number too).
VERSION = b"docq-read-2"
KEY_CHECK = b"docq queue key check"
NONCE = 12


class WrongKey(ConfigError):
    """A sealed message did not open with this key."""


class NotTheAnswer(ValueError):
    """A sealed result opened, but it does not answer the task it was collected for."""


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


def seal_page(key: bytes, page: Page, worker: str, task_id: str) -> bytes:
    return seal(key, {"task": task_id, "worker": worker, "width": page.width, "height": page.height,
                      "source": page.source, "rotation": page.rotation, "skew": page.skew,
                      "still_turned": page.still_turned, "words": [w.to_dict() for w in page.words]})


def open_page(key: bytes, message: bytes, number: int, task_id: str) -> tuple[Page, str]:
    """The page a worker read (numbered as in the document) and the worker's name.
    WrongKey when the result does not open; NotTheAnswer when it is another task's page."""
    head, _ = open_sealed(key, message)
    if head.get("task") != task_id or "words" not in head:
        raise NotTheAnswer(f"a result collected for page task {task_id} answers another task")
    page = Page(number, head["width"], head["height"], [Word.from_dict(w) for w in head["words"]],
                head["source"], head["rotation"], head["skew"],
                bool(head.get("still_turned")))     # a worker older than the flag: unknown
    return page, head["worker"]


# ---- a figure's re-read -------------------------------------------------------------------

def seal_looks(key: bytes, looks: list[Look]) -> bytes:
    images = []
    for look in looks:
        buf = io.BytesIO()
        look.image.save(buf, format="PNG", compress_level=1)
        images.append(buf.getvalue())
    heads = [{"engine": look.engine, "line_px": look.line_px, "binarize": look.binarize, "size": len(png)}
             for look, png in zip(looks, images)]
    return seal(key, {"kind": "looks", "looks": heads}, b"".join(images))


def open_looks(key: bytes, message: bytes) -> list[Look]:
    head, data = open_sealed(key, message)
    if head.get("kind") != "looks":
        raise NotTheAnswer("the task is not a figure's crops")
    out, at = [], 0
    for h in head["looks"]:
        image = Image.open(io.BytesIO(data[at:at + h["size"]]))
        image.load()
        out.append(Look(image, h["engine"], int(h["line_px"]), bool(h["binarize"])))
        at += h["size"]
    return out


def seal_readings(key: bytes, task_id: str, readings: list[str], worker: str) -> bytes:
    return seal(key, {"kind": "readings", "task": task_id, "worker": worker, "readings": readings})


def open_readings(key: bytes, message: bytes, task_id: str, looks: int) -> tuple[list[str], str]:
    """The readings a worker made of task `task_id`'s `looks` crops, and the worker's name.
    WrongKey when the result does not open; NotTheAnswer when it answers another task or is
    not a reading of these looks (one reading at least, one at most per look)."""
    head, _ = open_sealed(key, message)
    readings = head.get("readings")
    if head.get("kind") != "readings" or head.get("task") != task_id:
        raise NotTheAnswer(f"a result collected for re-read {task_id} answers another task")
    if (not isinstance(readings, list) or not 1 <= len(readings) <= looks
            or not all(isinstance(t, str) for t in readings)):
        raise NotTheAnswer(f"the result of re-read {task_id} is not a reading of its crops")
    return readings, str(head.get("worker"))
