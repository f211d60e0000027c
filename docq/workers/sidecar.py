"""sidecar: what a document is, whose, for when, and its money fields with evidence.
(Minimal placeholder: an empty sidecar; the extractor replaces this.)"""
from __future__ import annotations

from docq.records import Page, PageLayout, Sidecar


def extract(name: str, pages: list[Page], layouts: list[PageLayout]) -> Sidecar:
    return Sidecar()
