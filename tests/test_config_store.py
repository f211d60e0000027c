import sqlite3

import pytest

from docq import config
from docq.errors import ConfigError
from docq.store import MIGRATIONS, Store


def test_home_from_env_and_settings_precedence(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCQ_HOME", str(tmp_path / "h"))
    monkeypatch.delenv("DOCQ_WORKERS", raising=False)
    (tmp_path / "h").mkdir()
    (tmp_path / "h" / "config.toml").write_text("workers = 3\nsettle_seconds = 0.5\n")
    cfg = config.load()
    assert cfg.paths.home == (tmp_path / "h").resolve()
    assert cfg.workers == 3 and cfg.settle_seconds == 0.5
    monkeypatch.setenv("DOCQ_WORKERS", "4")
    assert config.load().workers == 4


def test_bad_settings_say_what_to_fix(tmp_path):
    (tmp_path / "config.toml").write_text("nonsense = 1\n")
    with pytest.raises(ConfigError, match="unknown setting 'nonsense'"):
        config.load(tmp_path)
    (tmp_path / "config.toml").write_text("workers = 'many'\n")
    with pytest.raises(ConfigError, match="not a int"):
        config.load(tmp_path)


def test_every_setting_is_documented():
    for s in config.SETTINGS:
        assert s.help.strip().endswith("."), s.name
        assert isinstance(s.default, s.kind), s.name


def test_store_migrates_once_and_rolls_back_whole(tmp_path):
    s = Store(tmp_path / "db.sqlite3")
    assert s.version() == len(MIGRATIONS)
    Store(tmp_path / "db.sqlite3")  # a second open applies nothing twice
    with pytest.raises(RuntimeError):
        with s.tx() as c:
            c.execute("INSERT INTO documents (sha256, state, created_at, updated_at) VALUES ('x', 'received', 0, 0)")
            raise RuntimeError("crash mid-write")
    assert s.one("SELECT COUNT(*) FROM documents")[0] == 0
    with pytest.raises(sqlite3.IntegrityError):
        with s.tx() as c:
            c.execute("INSERT INTO documents (sha256, state, created_at, updated_at) VALUES ('x', 'received', 0, 0)")
            c.execute("INSERT INTO documents (sha256, state, created_at, updated_at) VALUES ('x', 'received', 0, 0)")
    assert s.one("SELECT COUNT(*) FROM documents")[0] == 0
