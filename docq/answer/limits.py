"""What a question may be: text, not empty, not binary, at most MAX_CHARS characters.
Checked at every door (the CLI, the socket, the inbox) with one clear error."""
from __future__ import annotations

from docq.errors import BadInput

MAX_CHARS = 2000


def check_question(raw: str | bytes) -> str:
    """The question as text, or BadInput saying what is wrong with it."""
    if isinstance(raw, bytes):
        if b"\x00" in raw:
            raise BadInput("the question is binary data, not text; ask in words")
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise BadInput("the question is not UTF-8 text; ask in words") from e
    if not isinstance(raw, str):
        raise BadInput("the question must be text")
    if any((ord(ch) < 32 and ch not in "\t\n\r") or 0xD800 <= ord(ch) <= 0xDFFF for ch in raw) or "\ufffd" in raw:
        raise BadInput("the question contains binary control characters; ask in plain words")
    text = " ".join(raw.split())
    if not text:
        raise BadInput('the question is empty; ask e.g. docq ask "what is my amount due?"')
    if len(text) > MAX_CHARS:
        raise BadInput(f"the question is {len(text)} characters; keep it under {MAX_CHARS}")
    return text
