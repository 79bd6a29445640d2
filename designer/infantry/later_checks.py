"""Checks for a later (TechManual) platoon. The seeds print the 1987 platoon only: each rule cites
what seed 002 says of unarmored infantry and names the MegaMek fact it applies (decisions D-INF2-1
and D-INF2-2, ``catalog/data/infantry``). Locations: ``primary``, ``secondary``, ``armor kit``,
``field guns``, else the platoon (None)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog.infantry_weapons import beast_tables, later_platoon_tables
from designer.infantry.model import BEAST, Infantry, LaterPlatoon
from designer.rules.findings import Finding, Severity, register
from designer.infantry import field_guns
from designer.infantry import later_figures as fig

_PLATOON = 'seed 002 line 23: "La infantería sin armadura, organizada en Pelotones de 21 o 28 hombres"'
_ARMS = 'seed 002 line 23: "transportan armas ligeras"'
_D = "; decision D-INF2-2 (MegaMek "

MOTIVE = register("INFANTRY-MOTIVE", Severity.ERROR, "Not a platoon motive",
                  _PLATOON + "; decision D-INF2-1 (TechManual motives: foot, jump, motorized, hover, "
                  "wheeled, tracked, submarine)", "motion type Rocket", "infantry")
SQUAD_SIZE = register("INFANTRY-SQUAD-SIZE", Severity.ERROR, "Squad larger than the motive allows",
                      _PLATOON + _D + "TestInfantry.maxSquadSize: 10, hover and submarine 5, wheeled 6, "
                      "tracked 7)", "a hover squad of 7", "infantry")
SQUADS = register("INFANTRY-SQUADS", Severity.WARNING, "More squads than the motive or specialisation allows",
                  _PLATOON + _D + "TestInfantry.maxSquadCount: 5, mechanized 4; engineers and mountain "
                  "troops 2, paratroops 3, marines 4; reported, not refused, as MegaMek does)",
                  "six foot squads", "infantry")
TROOPERS = register("INFANTRY-TROOPERS", Severity.ERROR, "More troopers than a platoon may have",
                    _PLATOON + _D + "TestInfantry.maxUnitSize: 30, hover and submarine 20, wheeled 24, "
                    "tracked 28; engineers and mountain troops 20)", "a wheeled platoon of 30", "infantry")
WEAPON = register("INFANTRY-WEAPON", Severity.ERROR, "Infantry weapon not in the catalogue",
                  _ARMS + "; decision D-INF2-1 (personal weapons catalogued from MegaMek's infantry "
                  "weapon definitions)", "Primary: Phaser", "infantry")
SECONDARY = register("INFANTRY-SECONDARY", Severity.ERROR, "Secondary weapons a squad beyond the limit",
                     _ARMS + _D + "TestInfantry.maxSecondaryWeapons: 2 a squad; combat engineers none, "
                     "mountain troops and paramedics 1)", "three secondary weapons a squad", "infantry")
SECONDARY_CREW = register("INFANTRY-SECONDARY-CREW", Severity.ERROR,
                          "Secondary weapons need more crew than the squad has",
                          _ARMS + _D + "TestInfantry: crew x secondary weapons a squad <= squad size)",
                          "two support machine guns (crew 2) in a squad of 3", "infantry")
ARMOR_KIT = register("INFANTRY-ARMOR-KIT", Severity.ERROR, "Armor kit not in the catalogue",
                     _PLATOON + "; decision D-INF2-1 (armor kits of TO:AUE pp. 129-130)",
                     "armorKit: Tinfoil", "infantry")
FIELD_GUN = register("INFANTRY-FIELD-GUN", Severity.ERROR, "Field guns unknown, mixed or undermanned",
                     _ARMS + _D + "TestInfantry: one type of field gun, each crewed by max(2, its tons "
                     "rounded up) troopers of the platoon)", "two AC/20 field guns on 20 troopers",
                     "infantry")
NO_ANTI_MECH = register("INFANTRY-ANTI-MECH-BARRED", Severity.WARNING,
                        "Anti-'Mech training the platoon cannot use",
                        'seed 000 line 2703: "4-1 no attack possible"' + _D
                        + "Infantry.canMakeAntiMekAttacks: not mechanized, no encumbering armor kit)",
                        "a hover platoon with anti-'Mech skill 5", "infantry")


def check_later(platoon: Infantry, later: LaterPlatoon) -> Iterator[Finding]:
    yield from _motive_limits(platoon, later)
    yield from _weapons(later)
    yield from _secondary(later)
    if fig.kit_name(later) and fig.kit(later) is None:
        yield ARMOR_KIT.finding(f"'{fig.kit_name(later)}' is not a catalogued armor kit.", "armor kit")
    yield from _field_guns(platoon, later)
    if platoon.anti_mech and fig.limits(platoon) is not None and not fig.can_attack_mechs(platoon, later):
        yield NO_ANTI_MECH.finding("A mechanized platoon or one in an encumbering armor kit makes no "
                                   "anti-'Mech attacks: its training does nothing.")


# Squad size, squads and troopers by motive and specialisation.
def _motive_limits(platoon: Infantry, later: LaterPlatoon) -> Iterator[Finding]:
    table = fig.limits(platoon)
    if table is None and platoon.motive == BEAST:
        names = ", ".join(m.name for m in beast_tables().mounts)
        yield MOTIVE.finding(f"Beast '{later.mount}' is not catalogued: the platoon may ride {names}.")
        return
    if table is None:
        yield MOTIVE.finding(f"'{platoon.motive}' is not an infantry motive: the platoon may be "
                             f"{', '.join(later_platoon_tables().motives)} or beast-mounted.")
        return
    if not 1 <= later.squad_size <= table.squad_size:
        yield SQUAD_SIZE.finding(f"A {platoon.motive} squad has 1 to {table.squad_size} troopers; this one "
                                 f"has {later.squad_size}.")
    most = fig.max_squads(platoon, later, table)
    if not 1 <= later.squads <= most:
        yield SQUADS.finding(f"This {platoon.motive} platoon may have 1 to {most} squads; it has "
                             f"{later.squads}.")
    troopers = fig.max_troopers(later, table)
    if later.troopers > troopers:
        yield TROOPERS.finding(f"This {platoon.motive} platoon may have {troopers} troopers; it has "
                               f"{later.troopers}.")


# Both weapons must be catalogued personal weapons.
def _weapons(later: LaterPlatoon) -> Iterator[Finding]:
    primary, second = fig.weapons(later)
    if primary is None:
        yield WEAPON.finding(f"Primary weapon '{later.primary}' is not a catalogued infantry weapon.",
                             "primary")
    if later.secondary and second is None:
        yield WEAPON.finding(f"Secondary weapon '{later.secondary}' is not a catalogued infantry weapon.",
                             "secondary")


# Secondary weapons a squad: the limit, a count with a weapon, and crew enough in the squad.
def _secondary(later: LaterPlatoon) -> Iterator[Finding]:
    most = fig.max_secondary(later)
    count = later.secondary_per_squad
    if count > most or count < 0:
        yield SECONDARY.finding(f"A squad may carry {most} secondary weapons; this one carries {count}.",
                                "secondary")
    elif bool(later.secondary) != (count > 0):
        yield SECONDARY.finding("A secondary weapon needs a count a squad, and a count needs a weapon.",
                                "secondary")
    _, second = fig.weapons(later)
    crew = fig.secondary_crew(later, second.crew) if second is not None else 0
    if second is not None and crew * count > later.squad_size:
        yield SECONDARY_CREW.finding(f"{count} x {second.name} need {crew * count} troopers; the "
                                     f"squad has {later.squad_size}.", "secondary")


# Field guns: catalogued, one type, crewed from the platoon.
def _field_guns(platoon: Infantry, later: LaterPlatoon) -> Iterator[Finding]:
    unknown = [line.text for line in field_guns.lines(later) if not line.known]
    if unknown:
        yield FIELD_GUN.finding(f"Field-gun line '{unknown[0]}' is not a catalogued weapon or a ton of "
                                "its ammunition.", "field guns")
        return
    guns = [line.weapon for line in field_guns.guns(later) if line.weapon is not None]
    if len({weapon.id for weapon in guns}) > 1:
        yield FIELD_GUN.finding("All field guns must be of one type.", "field guns")
    crew = sum(field_guns.crew(weapon) for weapon in guns)
    if crew > later.troopers:
        yield FIELD_GUN.finding(f"The field guns need {crew} troopers; the platoon has {later.troopers}.",
                                "field guns")

