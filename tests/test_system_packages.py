"""A bare Debian 12 / Ubuntu 24.04: the README's and .ci/run's package lists hold every
package Qt links against (``.ci/qt-deps``: ``ldd`` mapped with ``dpkg -S``), and the window without a
display or without Qt's libraries says so in one line, exit 2."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from designer.cli import main
from designer.cli.display import NO_DISPLAY, QT_LIBRARIES, XCB_LIBRARIES, start_problem

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"


def _qt_deps():
    loader = importlib.machinery.SourceFileLoader("qt_deps", str(ROOT / ".ci" / "qt-deps"))
    spec = importlib.util.spec_from_loader("qt_deps", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


needs_dpkg = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("ldd", "dpkg", "dpkg-query"))
    or importlib.util.find_spec("PySide6") is None,
    reason="needs ldd, dpkg and PySide6 (a Debian/Ubuntu machine)")


@pytest.fixture(scope="module")
def qt_packages():
    deps = _qt_deps()
    libraries, missing = deps.shared_libraries(deps.qt_files())
    assert missing == []
    return deps, deps.packages(libraries)


@needs_dpkg
def test_every_package_qt_links_against_is_in_the_readme(qt_packages):
    deps, found = qt_packages
    assert "libglib2.0-0" in found   # QtCore links GLib, which none of the other packages pulls in
    assert deps.unlisted(found, README) == []


@needs_dpkg
def test_the_start_check_names_the_package_dpkg_names(qt_packages):
    _, found = qt_packages
    by_library = {library: package for package, library in found.items()}
    for library, package in (QT_LIBRARIES | XCB_LIBRARIES).items():
        assert by_library.get(library, package) == package, library


def _apt_line() -> set[str]:
    text = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    command = re.search(r"apt-get install -y -qq (.*?)>/dev/null", text, re.S)
    assert command
    return set(command[1].replace("\\", " ").split())


def test_readme_and_ci_install_the_same_packages():
    listed = _qt_deps().readme_packages(README)
    assert {"python3-venv", "libglib2.0-0"} <= listed
    assert set(QT_LIBRARIES.values()) | set(XCB_LIBRARIES.values()) <= listed
    assert _apt_line() == listed


def test_no_display_is_one_line():
    assert start_problem({}, "linux") == NO_DISPLAY
    assert NO_DISPLAY.startswith("no display (DISPLAY and WAYLAND_DISPLAY are not set)")
    assert start_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", lambda _: True) is None
    assert start_problem({"DISPLAY": ":0"}, "linux", lambda _: True) is None
    assert start_problem({}, "darwin") is None


def test_missing_xcb_libraries_are_named_by_package():
    def loadable(library):
        return library not in ("libxcb-cursor.so.0", "libglib-2.0.so.0")

    assert start_problem({"DISPLAY": ":0"}, "linux", loadable) == (
        "Qt's system libraries are missing (the xcb platform, a window needs them): install them with: "
        "sudo apt-get install libglib2.0-0 libxcb-cursor0")
    # offscreen needs no xcb library
    assert start_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", loadable) == (
        "Qt's system libraries are missing (a window needs them): install them with: "
        "sudo apt-get install libglib2.0-0")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is Linux's")
def test_gui_without_a_display_exits_2_with_one_line():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "designer", "units/mechs/Atlas AS7-D.yaml"], cwd=ROOT,
                            env=dict(env, PYTHONPATH=str(ROOT)), capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"designer gui: {NO_DISPLAY}\n"


def test_gui_checks_the_display_before_importing_qt(monkeypatch, capsys):
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert main(["gui"]) == 2
    assert capsys.readouterr().err == f"designer gui: {NO_DISPLAY}\n"
