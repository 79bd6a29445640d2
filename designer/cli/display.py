"""Before the window starts: is there a display, and are Qt's system libraries there? Without these
checks Qt aborts (rc 134) with a hint about xcb-cursor, or PySide6 fails with an ImportError traceback.
Each problem is one line naming what to do; the caller exits 2.

The library names are those ``ldd`` prints for PySide6's QtCore/QtGui/QtWidgets and its offscreen
and xcb platform plugins that a bare Debian 12 / Ubuntu 24.04 lacks, with the Debian package of
each (``.ci/qt-deps`` lists them from ``ldd`` and ``dpkg -S``; ``tests/test_system_packages.py``
checks this table and the README against it)."""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Mapping

# shared library -> Debian package: what Qt needs on every platform (offscreen included)
QT_LIBRARIES = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}
# ... and what the xcb platform plugin (a window on an X11 display) needs besides
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11-xcb.so.1": "libx11-xcb1",
}

NO_DISPLAY = ("no display (DISPLAY and WAYLAND_DISPLAY are not set): run it on a desktop, set DISPLAY "
              "(e.g. under Xvfb), or render without one: QT_QPA_PLATFORM=offscreen designer gui FILE "
              "--screenshot out.png")


def platform_of(env: Mapping[str, str]) -> str | None:
    """The Qt platform plugin the window would use on Linux, or None when there is no display."""
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(":")[0].casefold()
    if env.get("WAYLAND_DISPLAY"):
        return "wayland"
    return "xcb" if env.get("DISPLAY") else None


def _loadable(library: str) -> bool:
    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def missing_packages(platform: str | None, loadable=_loadable) -> list[str]:
    """The Debian packages of the libraries Qt needs for ``platform`` that cannot be loaded."""
    needed = dict(QT_LIBRARIES) | (XCB_LIBRARIES if platform == "xcb" else {})
    return [package for library, package in needed.items() if not loadable(library)]


def start_problem(env: Mapping[str, str], system: str | None = None, loadable=_loadable) -> str | None:
    """Why the window cannot start here (one line), or None. Only Linux (``system``, default
    ``sys.platform``) is checked: elsewhere Qt finds its display and libraries itself."""
    if not (system or sys.platform).startswith("linux"):
        return None
    platform = platform_of(env)
    if platform is None:
        return NO_DISPLAY
    missing = missing_packages(platform, loadable)
    if missing:
        return (f"Qt's system libraries are missing ({'the xcb platform, ' if platform == 'xcb' else ''}"
                f"a window needs them): install them with: sudo apt-get install {' '.join(missing)}")
    return None
