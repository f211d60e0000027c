"""A click group whose commands are imported by name when they are used.

A shell tool started many times a day pays for every module it imports before it does
anything: importing each command's module up front put the review pages' server, the crops'
Pillow and the evaluator in front of every `docq ask`. Here a command's module is imported only
when that command runs, or when help lists it; what a module imports is all its own commands
need, so the client commands (`ask`, `status`, `docs`, `review list`) stay free of the readers.
"""
from __future__ import annotations

import importlib

import click


class LazyGroup(click.Group):
    """`commands` maps a command's name to "module:attribute" under docq.commands."""

    def __init__(self, *args, commands: dict[str, str], **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy = dict(commands)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in self.commands and name in self.lazy:
            module, attr = self.lazy[name].split(":")
            self.add_command(getattr(importlib.import_module(f"docq.commands.{module}"), attr), name)
        return super().get_command(ctx, name)
