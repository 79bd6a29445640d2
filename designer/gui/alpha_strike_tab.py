"""Alpha Strike tab: the open design's card (each OmniMech configuration), its Point Value at
skill 4 and the working, refreshed after every edit. The card comes from
``designer.alphastrike``; this tab only shows it."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from designer.alphastrike import AlphaStrikeCard, NotConvertibleError, convert
from designer.gui.document import DesignDocument
from designer.mech.omni import expand


def card_html(card: AlphaStrikeCard) -> str:
    """One card as a small table, then its working."""
    damage = " / ".join(str(d) for d in card.damage[:3])
    rows = [("Type", f"{card.unit_type}, size {card.size}"), ("Move", f"{card.move}  (TMM {card.tmm})"),
            ("Armor / Structure", f"{card.armor} / {card.structure}"
             + (f"  (threshold {card.threshold})" if card.threshold else "")),
            ("Damage S / M / L", damage), ("Overheat", str(card.overheat)),
            ("Specials", ", ".join(card.specials) or "-"),
            ("Point Value", f"{card.point_value} (skill {card.skill})")]
    cells = "".join(f"<tr><td><b>{html.escape(a)}</b></td><td>{html.escape(b)}</td></tr>" for a, b in rows)
    working = html.escape(card.explain())
    return f"<h3>{html.escape(card.name)}</h3><table cellpadding='3'>{cells}</table><pre>{working}</pre>"


class AlphaStrikeTab(QWidget):
    def __init__(self, document: DesignDocument) -> None:
        super().__init__()
        self.document = document
        self.view = QTextBrowser(objectName="alpha_strike_card")
        self.view.setAccessibleName("Alpha Strike card")
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)

    def refresh(self) -> None:
        parts = []
        for unit in expand(self.document.unit):
            try:
                parts.append(card_html(convert(unit)))
            except NotConvertibleError as why:
                parts.append(f"<p>No Alpha Strike card: {html.escape(str(why))}</p>")
            except Exception as exc:  # a design half edited must not take the window down
                parts.append(f"<p>The card cannot be worked out yet: {html.escape(str(exc))}</p>")
        self.view.setHtml("<hr>".join(parts))
