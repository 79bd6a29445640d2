"""The process's entry (``designer.cli.entry``: ``python -m designer`` and the ``designer`` script)
ends the process at once after the command, with the command's exit code and its whole output;
after the window (Qt loaded) the interpreter ends as usual."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import designer.cli as cli

ROOT = Path(__file__).resolve().parent.parent
ATLAS = ROOT / "units" / "mechs" / "Atlas AS7-D.yaml"


def _designer(*words: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "designer", *words], capture_output=True, text=True,
                          env=env, cwd=ROOT, check=False, timeout=120)


def test_a_command_prints_everything_and_exits_with_its_code(capsys):
    done = _designer("validate", "--json", str(ATLAS), str(ATLAS))
    assert cli.main(["validate", "--json", str(ATLAS), str(ATLAS)]) == done.returncode == 0
    assert done.stdout == capsys.readouterr().out   # the whole JSON list, to its last byte
    assert done.stdout.endswith("\n]\n")


def test_bad_input_still_exits_2_with_one_line():
    done = _designer("validate", str(ROOT / "no such file.mtf"))
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "no such file" in done.stderr


class _Ended(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


def test_the_process_ends_at_once_with_the_code(monkeypatch):
    def ended(code: int) -> None:
        raise _Ended(code)

    monkeypatch.setattr(cli, "main", lambda: 1)
    monkeypatch.setattr(os, "_exit", ended)
    monkeypatch.delitem(sys.modules, "PySide6", raising=False)
    with pytest.raises(_Ended) as stop:
        cli.entry()
    assert stop.value.code == 1


def test_after_the_window_the_interpreter_ends_as_usual(monkeypatch):
    monkeypatch.setattr(cli, "main", lambda: 0)
    monkeypatch.setattr(os, "_exit", lambda code: pytest.fail("ended without the toolkit's clean-up"))
    monkeypatch.setitem(sys.modules, "PySide6", sys.modules.get("PySide6") or object())
    with pytest.raises(SystemExit) as stop:
        cli.entry()
    assert stop.value.code == 0
