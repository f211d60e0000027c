"""One exception hierarchy for docq. Each message says what to do next; the CLI maps
them to exit codes in one place (cli.main)."""
from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    OK = 0
    ERROR = 1
    USAGE = 2
    CONFIG = 3
    NO_DAEMON = 4
    ALREADY_RUNNING = 5
    MISSING_DEPENDENCY = 6
    BAD_INPUT = 7
    NOT_FOUND = 8
    GATE_FAILED = 9
    PART_DIED = 10


class DocqError(Exception):
    exit_code = ExitCode.ERROR


class ConfigError(DocqError):
    exit_code = ExitCode.CONFIG


class DaemonNotRunning(DocqError):
    exit_code = ExitCode.NO_DAEMON


class AlreadyRunning(DocqError):
    exit_code = ExitCode.ALREADY_RUNNING


class MissingDependency(DocqError):
    exit_code = ExitCode.MISSING_DEPENDENCY


class BadInput(DocqError):
    """A file or question docq cannot take; the message names the reason."""
    exit_code = ExitCode.BAD_INPUT


class NotFound(DocqError):
    exit_code = ExitCode.NOT_FOUND


class StorageError(DocqError):
    """HOME's files cannot be read or written (full, read-only or damaged); the message
    names the file and what to do."""


class PartDied(DocqError):
    """A thread of the running daemon died: it exits so its supervisor restarts it."""
    exit_code = ExitCode.PART_DIED


class GateFailed(DocqError):
    exit_code = ExitCode.GATE_FAILED


class QueueUnavailable(DocqError):
    """The shared reading queue (Redis) cannot be reached or refused us; translated where
    docq talks to it (workers/queue)."""


class QueueRefused(QueueUnavailable):
    """The Redis server refused the password: waiting will not help."""
    exit_code = ExitCode.CONFIG


class OCRError(DocqError):
    """An OCR engine failed on a page; translated at the adapter."""
