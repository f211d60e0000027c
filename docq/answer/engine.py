"""The answer engine: a question → exactly one Answer (answered, declined or held).
(Minimal placeholder that declines; the real engine replaces this.)"""
from __future__ import annotations

from docq.records import Answer


class AnswerContext:
    """Everything the engine needs, built once per daemon (store, config, index, model)."""

    def __init__(self, cfg, store, index):
        self.cfg, self.store, self.index = cfg, store, index


def make_context(cfg, store, index) -> AnswerContext:
    return AnswerContext(cfg, store, index)


def answer(question: str, ctx: AnswerContext, channel: str = "cli",
           inbox_path: str | None = None) -> Answer:
    return Answer(question, "declined", "I can't answer questions yet.", reasons=["not-built"])
