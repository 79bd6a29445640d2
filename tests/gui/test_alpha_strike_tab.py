"""The Alpha Strike tab shows the open design's card from designer.alphastrike, live."""

from __future__ import annotations

from designer.formats.load import load_unit
from designer.mech.editor import DesignView
from designer.gui.document import DesignDocument
from tests.conftest import REPO


def test_the_card_tab_shows_the_atlas_card_and_follows_edits(qtbot):
    document = DesignDocument(load_unit(REPO / "units/mechs/Atlas AS7-D.yaml").unit)
    view = DesignView(document, lambda: "letter")
    qtbot.addWidget(view)
    view.show_tab("alpha_strike")
    assert view.tabs.tabText(view.tabs.currentIndex()) == "Alpha Strike"
    text = view.page("alpha_strike").view.toPlainText()
    # the hand-worked card of tests/test_alphastrike.py: 5/5/2, PV 52
    assert "5 / 5 / 2" in text and "52 (skill 4)" in text and "Defensive interaction" in text
