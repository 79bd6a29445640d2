"""reportlab's start-up, guarded: on first import it reads ``~/.reportlab_mods`` and calls
``os.getcwd()``, which raise with an odd HOME (``HOME=/dev/null``) or from a deleted working
folder. Imported by ``designer.sheets`` before anything else imports reportlab."""

from __future__ import annotations

import os
import sys
import types


def guard_reportlab_startup() -> None:
    """Imports reportlab's configuration so that neither an unusable home nor a deleted working
    folder can make it raise; a no-op once reportlab is loaded."""
    if "reportlab.rl_config" in sys.modules:
        return
    if not os.path.isdir(os.path.expanduser("~")):
        # no home folder to look in: reportlab's optional ~/.reportlab_mods is simply absent
        sys.modules.setdefault("reportlab_mods", types.ModuleType("reportlab_mods"))
    real_getcwd = os.getcwd
    try:
        real_getcwd()
    except OSError:
        # reportlab only records the folder (a font search path); a deleted one is no folder
        os.getcwd = lambda: os.sep   # type: ignore[assignment]
    try:
        import reportlab.rl_config  # noqa: F401 - run its start-up now, guarded
    finally:
        os.getcwd = real_getcwd   # type: ignore[assignment]


guard_reportlab_startup()
