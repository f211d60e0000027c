"""Every setting docq has, declared once (name, default, help), and every path under HOME.

Precedence: built-in default < HOME/config.toml < DOCQ_<NAME> environment variable.
This is the only module that reads os.environ for settings.

Every command imports this module, `docq ask` included, so it stays as light as the standard
library allows: no dataclasses (they load inspect) and TOML read only when there is a file.
"""
from __future__ import annotations

import os
import re
from collections import namedtuple
from pathlib import Path

from docq.errors import ConfigError, StorageError

# name, default, help, and the type a value is read as
Setting = namedtuple("Setting", "name default help kind", defaults=(str,))


SETTINGS: tuple[Setting, ...] = (
    Setting("watch_dir", "", "Folder watched for new documents (default: ~/Documents/docq).", str),
    Setting("workers", 2, "Huey worker threads reading documents.", int),
    Setting("settle_seconds", 2.0, "A file is taken once its size and mtime are unchanged this long.", float),
    Setting("rescan_seconds", 60.0, "Periodic rescan of the watched folder for missed events.", float),
    Setting("max_pages", 300, "Documents with more pages than this are refused.", int),
    Setting("max_image_pixels", 120_000_000, "Images larger than this are refused as decompression bombs.", int),
    Setting("ocr_engine", "auto", "OCR engine for pages without a text layer: auto (RapidOCR for image "
            "files, Tesseract for scanned PDF pages, RapidOCR again for a PDF page Tesseract reads as it "
            "reads a photo or a receipt), tesseract, rapidocr, ppocrv5 or doctr.", str),
    Setting("reread_engine", "rapidocr", "Second reader used to re-read a figure's pixels: rapidocr, ppocrv5 or tesseract (a figure is never re-read by the reader that read it: on a page RapidOCR read, ppocrv5 re-reads it).", str),
    Setting("read_cache", "", "A folder where each document's reading is kept by its bytes, the settings and docq's "
            "code, and taken again instead of OCRing the same file anew (the test suite's eval runs share one "
            "reading of a corpus); empty: every file is read.", str),
    Setting("ocr_dpi", 300, "Resolution pages are rendered at for OCR.", int),
    Setting("doctr_weights", "", "Folder holding docTR weights (det.pt, reco.pt) for offline use.", str),
    Setting("min_confidence", 60.0, "OCR confidence (0-100) below which a figure is held for review.", float),
    Setting("model", "", "Path to a GGUF model for the model tier (default: the bundled model).", str),
    Setting("model_threads", 2, "CPU threads llama.cpp may use.", int),
    Setting("model_enabled", True, "Use the local model tier at all.", bool),
    # Off by default: on the dev corpora the rules leave 2 of 122 documents undecided, and the
    # bundled 270M model typed both against their keys (a vet invoice and an HOA dues
    # statement, both "other", as receipts). Worth turning on with a larger model.
    Setting("model_doctype", False, "Let the local model pick a document's type, among those its words suggest, when the rules cannot tell.", bool),
    Setting("backup_hours", 6.0, "Hours between the daemon's online backups of the store into HOME/backups (it also backs up at each start; 0 turns the periodic ones off).", float),
    Setting("ask_timeout", 120.0, "Seconds `docq ask` waits for the daemon's answer.", float),
    Setting("queue_url", "", "A Redis server whose `docq worker` processes read pages for this daemon "
            "(redis://[:PASSWORD@]HOST:PORT/DB, or rediss:// for TLS) and re-read figures' crops; empty: every "
            "page is read here. Pages are still read here while no worker is connected.", str),
    Setting("queue_hold_seconds", 300.0, "Longest a worker may hold one page before it is sent again "
            "(a worker that stops beating loses its pages within seconds).", float),
    Setting("queue_reread_seconds", 5.0, "Longest a question waits for a worker to re-read a figure's "
            "crop before the daemon re-reads it itself.", float),
)

_BY_NAME = {s.name: s for s in SETTINGS}
SECRET_IN_URL = {"queue_url"}     # shown without the password they carry


def shown(name: str, value: object) -> object:
    """A setting's value as `docq config` prints it: a URL's password masked."""
    if name in SECRET_IN_URL and value:
        return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", value)
    return value


def default_home() -> Path:
    env = os.environ.get("DOCQ_HOME")
    if env:
        return Path(env).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(xdg) / "docq"


def _coerce(setting: Setting, raw: object, source: str) -> object:
    try:
        if setting.kind is bool and isinstance(raw, str):
            if raw.lower() in ("1", "true", "yes", "on"):
                return True
            if raw.lower() in ("0", "false", "no", "off"):
                return False
            raise ValueError(raw)
        return setting.kind(raw)
    except (TypeError, ValueError) as e:
        raise ConfigError(
            f"setting {setting.name!r} from {source} is {raw!r}, not a {setting.kind.__name__}; "
            f"fix it or remove it ({setting.help})"
        ) from e


class Paths:
    """Every path under HOME."""
    __slots__ = ("home",)

    def __init__(self, home: Path):
        object.__setattr__(self, "home", home)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"Paths are fixed: cannot set {name}")

    def __eq__(self, other) -> bool:
        return isinstance(other, Paths) and other.home == self.home

    def __hash__(self) -> int:
        return hash(self.home)

    def __repr__(self) -> str:
        return f"Paths(home={self.home!r})"

    def __reduce__(self):
        return Paths, (self.home,)

    @property
    def db(self) -> Path: return self.home / "docq.sqlite3"
    @property
    def queue(self) -> Path: return self.home / "queue.sqlite3"
    @property
    def queue_key(self) -> Path: return self.home / "queue.key"
    @property
    def socket(self) -> Path: return self.home / "docq.sock"
    @property
    def lock(self) -> Path: return self.home / "daemon.lock"
    @property
    def index(self) -> Path: return self.home / "index"
    @property
    def sidecars(self) -> Path: return self.home / "sidecars"
    @property
    def inbox(self) -> Path: return self.home / "inbox"
    @property
    def review(self) -> Path: return self.home / "review"
    @property
    def config(self) -> Path: return self.home / "config.toml"
    @property
    def log(self) -> Path: return self.home / "daemon.log"
    @property
    def models(self) -> Path: return self.home / "models"
    @property
    def tmp(self) -> Path: return self.home / "tmp"
    @property
    def backups(self) -> Path: return self.home / "backups"

    def ensure(self) -> "Paths":
        """Every folder of HOME, owner-only (0700): they hold a person's financial text."""
        for d in (self.home, self.index, self.sidecars, self.inbox, self.review, self.models,
                  self.tmp, self.backups):
            try:
                d.mkdir(mode=0o700, parents=True, exist_ok=True)
                os.chmod(d, 0o700)     # a folder made by an older version was 0755
            except OSError as e:
                raise StorageError(f"cannot make {d} an owner-only folder: {e.strerror or e};"
                                   " check that the disk is writable and the path is a folder")
        return self


class Config:
    """HOME's paths and every setting's value, read as attributes (cfg.workers)."""

    def __init__(self, paths: Paths, values: dict | None = None):
        self.paths, self.values = paths, dict(values or {})

    def __getattr__(self, name: str) -> object:
        values = object.__getattribute__(self, "values")
        if name in values:
            return values[name]
        raise AttributeError(name)

    @property
    def watch(self) -> Path:
        raw = self.values.get("watch_dir") or str(Path.home() / "Documents" / "docq")
        return Path(raw).expanduser()


def load(home: Path | None = None, overrides: dict | None = None) -> Config:
    """Resolve HOME and every setting; raise ConfigError with what to fix."""
    paths = Paths((home or default_home()).expanduser().resolve())
    values = {s.name: s.default for s in SETTINGS}
    if paths.config.exists():
        import tomllib       # here: most HOMEs have no config.toml, and it costs every command
        try:
            from_file = tomllib.loads(paths.config.read_text())
        except (OSError, tomllib.TOMLDecodeError) as e:
            raise ConfigError(f"{paths.config} is not valid TOML: {e}; fix or delete it") from e
        for key, raw in from_file.items():
            if key not in _BY_NAME:
                raise ConfigError(f"{paths.config}: unknown setting {key!r}; `docq config` lists them")
            values[key] = _coerce(_BY_NAME[key], raw, str(paths.config))
    for s in SETTINGS:
        raw = os.environ.get(f"DOCQ_{s.name.upper()}")
        if raw is not None and raw != "":
            values[s.name] = _coerce(s, raw, f"DOCQ_{s.name.upper()}")
    for key, raw in (overrides or {}).items():
        if raw is not None:
            values[key] = _coerce(_BY_NAME[key], raw, "the command line")
    return Config(paths=paths, values=values)
