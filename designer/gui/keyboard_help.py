"""Help > Keyboard: the keys for every step of a design, by tab (the window's keyboard
path). A plain dialog with one text the player can scroll and close with Escape."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

KEYBOARD_TEXT = """
<h3>Anywhere</h3>
<ul>
<li><b>Ctrl+N</b> new 'Mech, <b>Ctrl+O</b> open, <b>Ctrl+S</b> save, <b>Ctrl+P</b> record sheet PDF,
<b>Ctrl+W</b> close the design, <b>Ctrl+Q</b> quit.</li>
<li><b>Ctrl+Z</b> / <b>Ctrl+Y</b> undo and redo, even from a focused field.</li>
<li><b>Ctrl+I</b> the Battle Value and cost, line by line (or click them on the status line).</li>
<li><b>Ctrl+Tab</b> / <b>Ctrl+Shift+Tab</b> next and previous tab of the design (Structure, Armor,
Equipment, Criticals, Fluff, Preview); <b>Tab</b> moves between fields.</li>
<li><b>Alt</b> + the underlined letter of a label focuses its field or presses its button.</li>
<li>On an OmniMech, <b>Alt+C</b> chooses the configuration (its chassis fields are locked but on
"Base chassis").</li>
<li><b>F1</b> this page.</li>
</ul>
<h3>Structure</h3>
<ul>
<li><b>Alt+D</b> model, <b>Alt+T</b> tonnage, <b>Alt+W</b> walking MP, <b>Alt+J</b> jump MP,
<b>Alt+S</b> tech base, <b>Alt+Y</b> year, <b>Alt+N</b> engine type, <b>Alt+R</b> structure type,
<b>Alt+A</b> armor type, <b>Alt+K</b> heat sink type, <b>Alt+G</b> gyro, <b>Alt+P</b> cockpit,
<b>Alt+I</b> heat sinks, <b>Alt+M</b> armor tons.</li>
<li>Type a number (it is taken when the focus moves on, or with Enter), or the first letters of a
choice ("X" for XL, "E" for Endo Steel); a combo box opens with <b>Alt+Down</b>. Choosing endo steel,
ferro-fibrous or stealth armor places their slots at once.</li>
</ul>
<h3>Armor</h3>
<ul><li><b>Alt+A</b> "Allocate automatically" spreads the armor bought; each location's field
takes a number.</li></ul>
<h3>Equipment</h3>
<ul>
<li><b>Ctrl+F</b> (or <b>Alt+I</b>) focuses the filter: type part of a name, <b>Enter</b> goes to
the first matching row.</li>
<li>In the list, <b>Up</b>/<b>Down</b> choose, <b>Enter</b>, <b>Space</b> or the <b>Menu</b> key
adds the item (<b>Alt+A</b> too); <b>Alt+M</b> adds a ton of its ammunition; <b>Tab</b> leaves the
list.</li>
<li>In the carried list, <b>Delete</b> (or <b>Alt+R</b>) removes the selected item.</li>
</ul>
<h3>Criticals</h3>
<ul>
<li><b>Alt+P</b> "Place all" places every unallocated item where it first fits;
<b>Alt+N</b> unplaces everything.</li>
<li><b>Alt+U</b> focuses the Unallocated list: <b>Enter</b> places the selected item where it first
fits; the <b>Menu</b> key (or Shift+F10) lists the locations: press a location's number (the
columns from the left: 1 head, 2 left arm, 3 left torso...) to place it there.</li>
<li><b>Alt+T</b> chooses a location for the catalog beside it; <b>Alt+I</b> focuses what fits there:
<b>Enter</b> places an unallocated copy of that item there, or adds one.</li>
<li>In a slot column, <b>Delete</b> unplaces the selected slot's item; the <b>Menu</b> key offers
unplace and "facing rear".</li>
</ul>
<h3>Vehicles, support vehicles and fighters</h3>
<ul>
<li>Structure: <b>Tab</b> goes through the fields in order: motive or type, tonnage, speed and
engine; a support vehicle's exact weight, armor BAR and tech ratings (chassis, engine, armor); cargo;
the technology. A support vehicle's tonnage is its exact weight rounded up: typing whole tons sets
the exact weight. Choosing Clan makes the design Level 2 and converts what has a Clan twin.</li>
<li>Armor &amp; Weapons: "Allocate automatically" spreads the armor bought (a support vehicle's armor
is typed by the point, side by side). In the Weapon box type the first letters of a weapon or item,
<b>Tab</b> to its location, <b>Tab</b> to Add and press <b>Space</b>; the lists offer what the
design's tech base, rules level and year allow.</li>
</ul>
"""


class KeyboardHelp(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="keyboard_help")
        self.setWindowTitle("Keyboard")
        text = QTextBrowser(objectName="keyboard_text")
        text.setHtml(KEYBOARD_TEXT)
        text.setAccessibleName("Keyboard")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.resize(620, 560)
