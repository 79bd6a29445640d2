"""Edits and editor facts of a battle armor squad (Qt-free): each edit takes the design and
returns the edited copy, validated like a file; the facts feed the status line and the editor's
weight table from ``designer.battlearmor`` (no rule is computed here)."""

from __future__ import annotations

from designer.model.common import revised
from designer.catalog.battlearmor import BAItem, ba_construction, ba_equipment
from designer.editing.kind_facts import KindFacts
from designer.battlearmor.model import BALocation, BAMount, BattleArmor
from designer.battlearmor.layout import suit_slots
from designer.battlearmor.summary import armor_name, item_name, movement_text
from designer.battlearmor.weights import heaviest_suit, max_kg, suit_lines
from designer.rules.common.weights import WeightLine

ARMS = (BALocation.LEFT_ARM, BALocation.RIGHT_ARM)


update = revised   # a copy with the changes, validated as a file would be


def manipulator_choices() -> list[tuple[str, str]]:
    """(id, name) of every manipulator, "none" first."""
    rows = [r for r in ba_equipment().items if r.kind == "manipulator"]
    return [("", "None"), *((r.id, r.name) for r in rows)]


def manipulator(unit: BattleArmor, arm: BALocation) -> str:
    for mount in unit.equipment:
        row = ba_equipment().find(mount.item)
        if mount.location is arm and row is not None and row.kind == "manipulator":
            return row.id
    return ""


def set_manipulator(unit: BattleArmor, arm: BALocation, item: str) -> BattleArmor:
    """The arm's manipulator replaced by ``item`` ("" = none)."""
    kept = [m for m in unit.equipment if not (m.location is arm and _kind(m.item) == "manipulator")]
    if item:
        kept.append(BAMount(item=item, location=arm))
    return unit.model_copy(update={"equipment": tuple(kept)})


def item_choices(unit: BattleArmor) -> list[tuple[str, str]]:
    """(id, label) of the items a suit of this tech base and weight class may carry (weapons,
    ammunition, equipment, anti-personnel weapons); manipulators and armor slots have their own
    fields."""
    base = "clan" if unit.tech_base.value == "clan" else "inner_sphere"
    rows = [
        r
        for r in ba_equipment().items
        if r.kind not in ("manipulator", "armor") and r.tech_base in ("both", base) and fits_suit(unit, r)
    ]
    return [(r.id, f"{r.name} ({r.id})" if r.name else r.id) for r in rows]


def fits_suit(unit: BattleArmor, row: BAItem) -> bool:
    """Whether an empty suit of ``unit``'s weight class could carry ``row``: no heavier than the
    class's weight less its chassis, no more slots than its largest location holds."""
    wclass = ba_construction().weight_class(unit.weight_class.value)
    base = "clan" if unit.tech_base.value == "clan" else "inner_sphere"
    free_kg = wclass.max_kg - wclass.chassis_kg[base]
    most_slots = max(wclass.arm_slots, wclass.body_slots.get(unit.body.value, 0))
    return row.kg_for(unit.weight_class.value) <= free_kg and row.slots <= most_slots


def add_item(
    unit: BattleArmor, item: str, location: BALocation | None, trooper: int | None = None
) -> BattleArmor:
    row = ba_equipment().find(item)
    shots = ba_construction().max_shots_per_slot if row is not None and row.kind == "ammo" else None
    mount = BAMount(
        item=item,
        location=location,
        trooper=trooper,
        shots=shots,
        apm=row is not None and row.kind == "ap_weapon",
    )
    return unit.model_copy(update={"equipment": (*unit.equipment, mount)})


def remove_item(unit: BattleArmor, index: int) -> BattleArmor:
    items = list(unit.equipment)
    if 0 <= index < len(items):
        del items[index]
    return unit.model_copy(update={"equipment": tuple(items)})


def set_armor_type(unit: BattleArmor, armor_type: str) -> BattleArmor:
    """The armor type, with the armor-slot items it fills put in the body (as MegaMek lists them)."""
    row = ba_construction().armor_type(armor_type)
    kept = [m for m in unit.equipment if _kind(m.item) != "armor"]
    slot_item = ARMOR_SLOT_ITEMS.get(armor_type)
    if row is not None and slot_item is not None:
        kept += [BAMount(item=slot_item, location=BALocation.BODY)] * row.slots
    return update(unit.model_copy(update={"equipment": tuple(kept)}), armor_type=armor_type)


# The item MegaMek lists for each slot an armor type fills (catalog/data/battlearmor/equipment.yaml).
ARMOR_SLOT_ITEMS = {
    "advanced": "IS BA Advanced",
    "stealth_basic": "IS BA Stealth (Basic)",
    "stealth": "IS BA Stealth",
    "stealth_improved": "IS BA Stealth (Improved)",
    "stealth_prototype": "IS BA Stealth Prototype",
    "mimetic": "IS BA Mimetic",
    "fire_resistant": "Clan BA Fire Resistant",
    "reactive": "IS BA Reactive (Blazer)",
    "reflective": "IS BA Laser Reflective (Reflec/Glazed)",
    "standard_prototype": "IS BA Standard (Prototype)",
}


def mount_cells(mount: BAMount) -> tuple[str, str, str, str]:
    """An item's row in the editor: name, location, trooper, marks."""
    marks = [
        m for m, on in (("AP mount", mount.apm), ("squad support", mount.sswm), ("pack", mount.dwp)) if on
    ]
    if mount.shots is not None:
        marks.append(f"{mount.shots} shots")
    where = mount.location.value.replace("_", " ").capitalize() if mount.location else "-"
    return (
        item_name(mount.item),
        where,
        str(mount.trooper) if mount.trooper else "every suit",
        ", ".join(marks),
    )


def _kind(item: str) -> str:
    row = ba_equipment().find(item)
    return row.kind if row is not None else ""


class BattleArmorFacts(KindFacts):
    """The status line and weight table of a squad: the heaviest suit, in tons (kg / 1000)."""

    weight_unit = "suit"   # the status line reads the heaviest suit in kilograms, as the rules weigh it

    def armor_points_per_ton(self) -> int:
        return 0

    def weight_lines(self, unit: BattleArmor) -> list[WeightLine]:  # type: ignore[override]
        trooper, _ = heaviest_suit(unit)
        return [WeightLine(item_name(line.what), float(line.kg) / 1000) for line in suit_lines(unit, trooper)]

    def weight_status(self, unit: BattleArmor) -> tuple[str, bool]:  # type: ignore[override]
        """The heaviest suit against its weight class, in kilograms."""
        tons = self.total_weight(unit)
        kg, most = round(tons * 1000), round(self.weight_limit(unit) * 1000)
        return f"Heaviest suit {kg:,} / {most:,} kg, {most - kg:,} kg left", kg > most

    def weight_limit(self, unit: BattleArmor) -> float:  # type: ignore[override]
        return max_kg(unit) / 1000

    def movement_text(self, unit: BattleArmor) -> str:  # type: ignore[override]
        return f"MP {movement_text(unit)}"

    def power_text(self, unit: BattleArmor) -> str:  # type: ignore[override]
        return f"{unit.troopers} troopers, armor {unit.armor} a suit ({armor_name(unit)})"


BATTLE_ARMOR_FACTS = BattleArmorFacts()


EMPTY_SLOT = "empty"


def slot_view(unit: BattleArmor, trooper: int) -> list[tuple[str, list[str]]]:
    """Suit ``trooper``'s slot view, as MegaMekLab shows a suit: each location's heading
    ("Body: 3 of 4 slots") and its rows, one a numbered slot (an item taking two slots fills
    two), then its free slots, then the items that take none; the items placed nowhere last. The slots are
    the core's (``designer.battlearmor.layout``)."""
    view = []
    for place in suit_slots(unit, trooper):
        if place.location is None:
            heading = "No location"
        else:
            where = place.location.value.replace("_", " ").capitalize()
            heading = f"{where}: {place.used} of {place.capacity} slots"
        filled = [item_name(mount.item) for mount, slots in place.items for _slot in range(slots)]
        filled += [EMPTY_SLOT] * max(0, place.capacity - place.used)
        rows = [f"{number}. {text}" for number, text in enumerate(filled, start=1)]
        rows += [f"{item_name(mount.item)} (no slot)" for mount, slots in place.items if slots == 0]
        view.append((heading, rows))
    return view
