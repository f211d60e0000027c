"""The CLI's commands, one module per area; each module lists its commands in COMMANDS."""
from __future__ import annotations

import importlib

MODULES = ("paths", "daemon", "worker", "docs", "ask", "review", "evaluate")


def all_commands():
    for name in MODULES:
        try:
            module = importlib.import_module(f"docq.commands.{name}")
        except ModuleNotFoundError as e:
            if e.name == f"docq.commands.{name}":
                continue  # area not built yet
            raise
        yield from module.COMMANDS
