"""The docs' GUI screenshots come from ``python -m designer.gui.screenshots docs/``; CI runs it
here (into a scratch folder) so the script keeps working."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtGui import QImage

from designer.gui import screenshots


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs pdftoppm (poppler-utils) for the preview")
def test_the_screenshot_script_makes_every_picture(qapp, tmp_path):
    paths = screenshots.make(tmp_path)
    assert [p.name for p in paths] == ["gui-main-1366x768.png", "gui-unit-browser.png", "gui-fluff.png",
                                       "gui-preview-zoom.png"]
    main = QImage(str(paths[0]))
    assert (main.width(), main.height()) == (1366, 768)
    assert all(not QImage(str(p)).isNull() for p in paths)
