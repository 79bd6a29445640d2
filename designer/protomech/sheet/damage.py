"""The damage a ProtoMech takes in play, as its record sheet prints it (decision D-SHEET4-PM1): the
critical boxes of each location, shaded where marking one costs the pilot a hit and dark where it
destroys the ProtoMech; the pilot's hit track; the torso weapon chart a torso critical hit is rolled
on; the boxes a player strikes for each shot of ammunition; and the page's critical hit chart."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from designer.catalog.protomech_tables import find_item
from designer.protomech.model import ProtoLocation as L, ProtoMech
from designer.sheets.draw import Painter, hits_grid
from designer.sheets.template import _Frozen, mech_template, tables

PILOT_GREY = 0.72     # a critical box whose hit also hits the pilot (as the structure boxes' grey)
DESTROYED_GREY = 0.3  # a critical box whose hit destroys the ProtoMech
SHOT_BOX = 4.4        # one shot of ammunition (apart from the 4-point critical boxes)
SHOT_PITCH = 5.6
DIE_FACES = 6         # the torso weapon chart is rolled on 1D6
LISTED_ROLES = ("weapon", "equipment")   # the items the weapons table lists


class CriticalHit(_Frozen):
    """One critical box: what marking it does."""

    effect: str
    pilot: bool = False      # the pilot takes a hit (a shaded box)
    destroys: bool = False   # the ProtoMech is destroyed


def box_fill(hit: CriticalHit) -> float | None:
    """The box's shade: dark when the hit destroys the ProtoMech, grey when it hits the pilot."""
    if hit.destroys:
        return DESTROYED_GREY
    return PILOT_GREY if hit.pilot else None


def torso_items(proto: ProtoMech) -> list[str]:
    """The torso's weapons and equipment in file order, as the weapons table names them."""
    names = []
    for mount in proto.items_at(L.TORSO):
        found = find_item(mount.item)
        if found is not None and found.role in LISTED_ROLES:
            names.append(found.id.removeprefix("Clan "))
    return names


def _rolls(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}-{last}"


def torso_chart(proto: ProtoMech) -> list[str]:
    """The 1D6 roll for which torso weapon a torso critical hit destroys: a biped's weapons take
    two faces each, a quad's (or a biped's with more than three) one each, in file order; the
    faces left over have no effect (MegaMek ProtoMek.getTorsoWeapon, MegaMekLab's chart)."""
    names = torso_items(proto)[:DIE_FACES]
    if not names:
        return ["no torso weapons"]
    span = 2 if not proto.is_quad and 2 * len(names) <= DIE_FACES else 1
    entries, roll = [], 1
    for name in names:
        entries.append(f"{_rolls(roll, roll + span - 1)} {name}")
        roll += span
    if roll <= DIE_FACES:
        entries.append(f"{_rolls(roll, DIE_FACES)} no effect")
    return entries


def draw_critical_boxes(painter: Painter, x: float, y: float, side: float,
                        hits: Sequence[CriticalHit]) -> None:
    for i, hit in enumerate(hits):
        painter.rect(x + i * 6, y, side, side, fill=box_fill(hit), line_width=0.5)


def draw_torso_chart(painter: Painter, proto: ProtoMech, x: float, y: float, width: float) -> None:
    painter.text(x, y, "Torso weapon hit (1D6): " + "; ".join(torso_chart(proto)), 6.5, width=width)


def draw_pilot_hits(painter: Painter, x: float, y: float, width: float) -> None:
    """The pilot's six hits over the consciousness numbers, the 'Mech sheet's MechWarrior's (seed 000
    lines 689-697: 3, 5, 7, 10, 11, dead; the same on either paper)."""
    hits_grid(painter, x, y, width, 5.5, tables(mech_template().tables).consciousness)


def pilot_grid_height() -> float:
    return 2 * (5.5 + 5)


def _per_line(x: float, right: float) -> int:
    return max(1, int((right - x) // SHOT_PITCH))


def shot_lines(x: float, right: float, shots: int) -> int:
    """The lines a lot's boxes take from ``x`` on, before ``right``."""
    return max(1, -(-shots // _per_line(x, right)))


def draw_shots(painter: Painter, x: float, y: float, right: float, shots: int, lead: float) -> int:
    """One box a shot after ``x`` on the line whose baseline is ``y``, onto further lines ``lead``
    apart when they do not fit before ``right``; returns the lines used."""
    per_line = _per_line(x, right)
    side = min(SHOT_BOX, lead * 0.6)
    for i in range(shots):
        line, column = divmod(i, per_line)
        painter.rect(x + column * SHOT_PITCH, y - side + 0.6 + line * lead, side, side, line_width=0.5)
    return shot_lines(x, right, shots)


def draw_critical_chart(painter: Painter, x: float, y: float, width: float, labels: Mapping[str, str],
                        hits: Mapping[str, Sequence[CriticalHit]], notes: Sequence[str]) -> None:
    """Per location with critical boxes: its name, then each hit's box (shaded as on the blocks)
    and effect, a column a hit."""
    first = 50.0
    column = (width - first) / max(len(row) for row in hits.values())
    for i, title in enumerate(("Location", "1st hit", "2nd hit", "3rd hit")):
        painter.text(x + (first + (i - 1) * column if i else 0), y, title, 7, bold=True)
    row_y = y
    for key, row in hits.items():
        if not row:
            continue
        row_y += 10
        painter.text(x, row_y, labels[key], 7, width=first - 4)
        for i, hit in enumerate(row):
            left = x + first + i * column
            painter.rect(left, row_y - 4.6, 4.6, 4.6, fill=box_fill(hit), line_width=0.5)
            painter.text(left + 7, row_y, hit.effect, 6.5, width=column - 9)
    for i, note in enumerate(notes):
        painter.text(x, row_y + 12 + i * 9, note, 6.5, width=width)
