"""The systemd user unit: the file in systemd/ is what `docq service install` writes for the
default install, it carries the keys a supervised daemon needs, and systemd accepts it."""
from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

from docq.daemon.service import STOP_TIMEOUT, WORKER_STOP_TIMEOUT, unit_text, worker_unit_text

ROOT = Path(__file__).resolve().parents[1]


def parse(text: str) -> configparser.ConfigParser:
    cp = configparser.ConfigParser(strict=False, interpolation=None)
    cp.optionxform = str
    cp.read_string(text)
    return cp


def assert_required_keys(text: str) -> None:
    unit = parse(text)
    svc = unit["Service"]
    assert svc["ExecStart"].endswith(" start")          # foreground; systemd supervises
    assert svc["Type"] == "simple"
    assert svc["KillSignal"] == "SIGTERM"               # the daemon's graceful stop
    assert int(svc["TimeoutStopSec"]) > STOP_TIMEOUT    # longer than in-flight jobs may take
    assert svc["Restart"] == "on-failure"
    assert svc["UMask"] == "0077"                       # HOME's files are the owner's alone
    assert svc["StandardError"] == "journal"
    assert unit["Install"]["WantedBy"] == "default.target"


def test_repository_unit_is_the_default_install():
    assert (ROOT / "systemd" / "docq.service").read_text() == unit_text()
    assert_required_keys(unit_text())


def test_systemd_accepts_the_installed_unit(tmp_path):
    exe = Path(sys.executable).with_name("docq")
    text = unit_text(str(exe), str(tmp_path / "home"))
    assert_required_keys(text)
    tool = shutil.which("systemd-analyze")
    if tool is None:
        warnings.warn("systemd-analyze not installed: checked the unit's required keys only")
        return
    unit = tmp_path / "docq.service"
    unit.write_text(text)
    r = subprocess.run([tool, "verify", str(unit)], capture_output=True, text=True, timeout=60)
    # verify exits 0 even for unknown keys; any line about our unit is a problem
    problems = [line for line in (r.stdout + r.stderr).splitlines() if "docq.service" in line]
    assert r.returncode == 0 and problems == [], r.stdout + r.stderr


def test_service_install_writes_the_unit_for_this_home(tmp_path):
    env = {"HOME": str(tmp_path), "PATH": str(Path(sys.executable).parent) + ":/usr/bin:/bin"}
    home = tmp_path / "data"
    r = subprocess.run([sys.executable, "-m", "docq", "--home", str(home), "service", "install"],
                       capture_output=True, text=True, env=env, timeout=60, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert "systemctl --user enable --now docq" in r.stdout
    text = (tmp_path / ".config/systemd/user/docq.service").read_text()
    assert parse(text)["Service"]["ExecStart"] == f"{Path(sys.executable).with_name('docq')} start"
    assert f"\nEnvironment=DOCQ_HOME={home.resolve()}\n" in text


def test_repository_worker_unit_is_the_default_install_and_systemd_accepts_it(tmp_path):
    assert (ROOT / "systemd" / "docq-worker.service").read_text() == worker_unit_text()
    svc = parse(worker_unit_text())["Service"]
    assert svc["ExecStart"].endswith(" worker")          # foreground; systemd supervises
    assert svc["KillSignal"] == "SIGTERM" and int(svc["TimeoutStopSec"]) > WORKER_STOP_TIMEOUT
    assert svc["Restart"] == "on-failure"
    assert svc["RestartPreventExitStatus"] == "3"        # a wrong key: starting again won't help
    assert "PASSWORD" not in worker_unit_text() and "redis://" not in svc["ExecStart"]
    tool = shutil.which("systemd-analyze")
    if tool is None:
        warnings.warn("systemd-analyze not installed: checked the unit's keys only")
        return
    unit = tmp_path / "docq-worker.service"
    unit.write_text(worker_unit_text(str(Path(sys.executable).with_name("docq")), str(tmp_path / "home")))
    r = subprocess.run([tool, "verify", str(unit)], capture_output=True, text=True, timeout=60)
    problems = [line for line in (r.stdout + r.stderr).splitlines() if "docq-worker.service" in line]
    assert r.returncode == 0 and problems == [], r.stdout + r.stderr


def test_service_install_worker_writes_the_worker_unit_for_this_home(tmp_path):
    env = {"HOME": str(tmp_path), "PATH": str(Path(sys.executable).parent) + ":/usr/bin:/bin"}
    home = tmp_path / "data"
    r = subprocess.run([sys.executable, "-m", "docq", "--home", str(home), "service", "install", "--worker"],
                       capture_output=True, text=True, env=env, timeout=60, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert "systemctl --user enable --now docq-worker" in r.stdout
    assert f"{home.resolve() / 'queue.key'}" in r.stdout
    text = (tmp_path / ".config/systemd/user/docq-worker.service").read_text()
    assert parse(text)["Service"]["ExecStart"] == f"{Path(sys.executable).with_name('docq')} worker"
    assert f"\nEnvironment=DOCQ_HOME={home.resolve()}\n" in text
    assert not (tmp_path / ".config/systemd/user/docq.service").exists()
