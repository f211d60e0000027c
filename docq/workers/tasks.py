"""Task wiring: the Huey tasks that move a document through the pipeline. Tasks take a
document id and call one pipeline function; no logic lives here."""
from __future__ import annotations

from docq.workers import pipeline


class Tasks:
    """The daemon's tasks bound to one Huey instance and one pipeline Runtime."""

    def __init__(self, huey, runtime: "pipeline.Runtime"):
        self.runtime = runtime
        self.process = huey.task(name="process")(self._process)

    def _process(self, doc_id: int) -> None:
        pipeline.process(self.runtime, doc_id)

    def enqueue(self, doc_id: int) -> None:
        self.process(doc_id)
