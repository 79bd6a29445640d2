"""Master Rules (Level 2) weapons on the unit kinds other than 'Mechs (decisions D-L2K-1, D-L2K-2):
each kind mounts them under its own 1987 construction rules. Weights are computed here by hand from
the rules (seed 000) and the seed 002 rows (catalog/data/level2/is_weapons.yaml)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from designer.battleforce import unit_values
from designer.cli import main
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.yaml_io import dump_unit, parse_unit, read_unit
from designer.rules import validate
from designer.rules.summary import summarize
from tests.conftest import TESTS

TANK = TESTS / "units" / "l2-tank.yaml"
FIGHTER = TESTS / "units" / "l2-fighter.yaml"
EMPLACEMENT = TESTS / "units" / "l2-emplacement.yaml"


def weights(unit) -> dict[str, float]:
    """The weight lines of ``designer info`` (component and location -> tons)."""
    text = summarize(unit).text
    out: dict[str, float] = {}
    for line in text.split("Weights:\n", 1)[1].split("\n"):
        if not line.startswith("  "):
            break
        label, tons = line.rsplit(None, 1)
        out[" ".join(label.split())] = out.get(" ".join(label.split()), 0) + float(tons)
    return out


def test_a_tank_with_an_er_large_laser_and_an_lb_10x_weighs_what_the_rules_give():
    tank = read_unit(TANK)
    assert validate(tank).findings == ()
    got = weights(tank)
    # 55 t tracked, cruising 4: rating 55 x 4 = 220 -> Engine Table 10 t, fusion shielding half of it
    # 5 t (seed 000 line 4456); controls 5% = 2.75 -> 3 (half-ton lots, D-UNIT-1); structure 10% =
    # 5.5; armor 9.5 t (152 points); heat sinks: the ER large laser's 12 heat - the plant's free 10 =
    # 2 t (seed 000 line 4478); turret 10% of its weapons, (5 + 11) / 10 = 1.6 -> 2 (line 4482);
    # ER large laser 5 t, LB 10-X 11 t (seed 002 rows); a ton of slug and a ton of cluster ammunition
    assert got["Engine"] == 10 and got["Shielding"] == 5 and got["Controls"] == 3
    assert got["Internal Structure"] == 5.5 and got["Armor"] == 9.5 and got["Heat Sinks"] == 2
    assert got["Turret turret"] == 2
    assert got["IS ER Large Laser turret"] == 5 and got["IS LB 10-X AC turret"] == 11
    assert got["IS LB 10-X AC Ammo"] == 2   # the weight lines; the weapons list names the types
    assert "IS LB 10-X AC cluster ammo: 1 t" in summarize(tank).text
    assert got["Total"] == 10 + 5 + 3 + 5.5 + 9.5 + 2 + 2 + 5 + 11 + 1 + 1 == 55


def test_a_fighter_with_an_er_ppc_and_an_ultra_ac5_weighs_what_the_rules_give():
    fighter = read_unit(FIGHTER)
    assert validate(fighter).findings == ()
    got = weights(fighter)
    # 50 t AeroSpace, safe thrust 6: rating 50 x (6 - 2) = 200 -> 8.5 t (seed 000 lines 4515-4520);
    # fuel 5 t; cockpit 3 t; 15 heat sinks, 10 with the engine: 5 t; armor 11.5 t (184 points);
    # ER PPC 7 t, Ultra AC/5 9 t (seed 002 rows) and a ton of its ammunition
    assert got == {"Engine": 8.5, "Fuel": 5, "Cockpit": 3, "Heat Sinks": 5, "Armor": 11.5,
                   "IS ER PPC nose": 7, "IS Ultra AC/5 nose": 9, "IS Ultra AC/5 Ammo nose": 1, "Total": 50}


def test_a_gun_emplacement_with_a_gauss_rifle_weighs_what_the_rules_give():
    emplacement = read_unit(EMPLACEMENT)
    assert validate(emplacement).findings == ()
    got = weights(emplacement)
    # CF 40, one level, one hex: structure 1 x 1 x 40 / 10 = 4 t (seed 000 line 4600); walls 40 / 3
    # = 13.3 -> 14 t (line 4606); Gauss rifle 15 t (seed 002 row) and 2 t of its ammunition; no
    # energy weapon, so no power plant; 35 t within the capacity CF 40
    assert got["Internal Structure"] == 4 and got["Walls (armor)"] == 14
    assert got["IS Gauss Rifle north"] == 15 and got["IS Gauss Rifle Ammo"] == 2
    assert got["Total"] == 35 and got["Capacity (CF)"] == 40


@pytest.mark.parametrize("path", [TANK, FIGHTER])
def test_blk_round_trip_keeps_the_level2_design(path):
    unit = read_unit(path)
    text = unit_to_blk(unit)
    # MegaMek's technology lines (D-L2K-2) and its names of the seed 002 items
    assert "<type>\nIS Level 2\n</type>" in text and "<year>\n3050\n</year>" in text
    again = parse_blk(text).unit
    assert again.model_copy(update={"meta": {}}) == unit
    assert parse_blk(unit_to_blk(again)).unit == again


def test_blk_names_the_level2_items_and_the_cluster_ammunition_as_megamek_does():
    text = unit_to_blk(read_unit(TANK))
    # is_weapons.yaml / ammo.yaml: the first MegaMek name of each row
    assert "<Turret Equipment>\nISERLargeLaser\nISLBXAC10\n</Turret Equipment>" in text
    assert "<Body Equipment>\nIS LB 10-X AC Ammo\nIS LB 10-X Cluster Ammo\n</Body Equipment>" in text
    assert "ISERPPC\nISUltraAC5\nIS Ultra AC/5 Ammo" in unit_to_blk(read_unit(FIGHTER))


def test_a_1987_blk_design_reads_without_technology():
    # an "IS Level 1" vehicle file with only 1987 items is a 1987 design (D-L2K-2): no technology
    # read, the tags kept as read; the same file declaring "IS Level 2" is a Level 2 design (D-VEH3-2)
    text = unit_to_blk(read_unit(TANK)).replace("ISERLargeLaser", "Large Laser").replace(
        "ISLBXAC10", "Autocannon/10").replace("IS LB 10-X AC Ammo\nIS LB 10-X Cluster Ammo", "IS Ammo AC/10")
    level1 = text.replace("<type>\nIS Level 2\n</type>", "<type>\nIS Level 1\n</type>")
    unit = parse_blk(level1).unit
    assert (unit.rules_level, unit.year) == (1, None)
    assert unit_to_blk(unit) == level1
    declared = parse_blk(text).unit
    assert (declared.rules_level, declared.year) == (2, 3050)


def test_the_gun_emplacement_has_no_blk_file():
    # MegaMek's BLK files hold no 1987 building (D-L2K-2): YAML is its file
    with pytest.raises(TypeError):
        unit_to_blk(read_unit(EMPLACEMENT))
    assert parse_unit(dump_unit(read_unit(EMPLACEMENT))) == read_unit(EMPLACEMENT)


# The cluster bin "Ammo (IS LB 10-X AC cluster) 1t" is wider than its tally label at 90 %: shortened
# by docs/sheet-abbreviations.md in order, "IS " left out and " cluster" -> " cl." (D-SHEET3-4).
SHEET_TEXT = {TANK: ("IS ER Large Laser", "IS LB 10-X AC", "Ammo (LB 10-X AC cl.) 1t"),
              FIGHTER: ("IS ER PPC", "IS Ultra AC/5"), EMPLACEMENT: ("IS Gauss Rifle",)}


@pytest.mark.parametrize("path", [TANK, FIGHTER, EMPLACEMENT])
def test_info_and_a_record_sheet_of_each(path, tmp_path):
    out = io.StringIO()
    assert main(["info", str(path)], out) == 0
    # the seeds price no Level 2 weapon (D-L2-8); their catalogued prices give the total (D-BV-2)
    assert "not computed" not in out.getvalue() and "Subtotal" in out.getvalue()
    pdf = tmp_path / "sheet.pdf"
    assert main(["sheet", str(path), "-o", str(pdf)], io.StringIO()) == 0
    text = " ".join(PdfReader(pdf).pages[0].extract_text().split())
    assert all(name in text for name in SHEET_TEXT[path]) and "not computed" not in text


def test_battleforce_values_of_the_tank_and_the_fighter():
    # catalog/data/battleforce/level2.yaml: ER large laser 8 damage range rating 32, LB 10-X 10 and
    # 40; ER PPC 10 and 50, Ultra AC/5 7 and 35 (asterisked: ammunition)
    tank = unit_values(read_unit(TANK))
    assert tank.working[0] == ("RA: maximum damage IS ER Large Laser 8 + IS LB 10-X AC 10 = 18 -> "
                               "Attack Value Table 7")
    assert (tank.ra, tank.r, tank.mp) == (7, 4, 4)   # R: 72 / 18 = 4
    fighter = unit_values(read_unit(FIGHTER))
    assert "IS ER PPC 10 + IS Ultra AC/5* 7 = 17" in fighter.working[0]
    assert fighter.r == 25   # 85 / 17 = 5, x 5 for aerospace units


def test_the_gun_emplacement_has_no_battleforce_values():
    # seed 001 (BattleForce) gives values for 'Mechs, vehicles, infantry and fighters only
    with pytest.raises(Exception, match="no BattleForce conversion"):
        unit_values(read_unit(EMPLACEMENT))


def test_the_editors_offer_master_rules_weapons_to_a_level2_design():
    from designer.editing import facts

    tank = read_unit(TANK)
    # a 1987 design: the 21 weapons of the Weapons Table (seed 000 lines 4797-4834) only
    assert facts.weapon_names() == facts.weapon_names(tank.model_copy(update={"rules_level": 1}))
    offered = facts.weapon_names(tank)
    # year 3050: the ER large laser (2620) and LB 10-X (2595) are offered, the ER medium laser
    # (3058) is not; a Clan weapon never on an Inner Sphere design
    assert {"IS ER Large Laser", "IS LB 10-X AC"} <= set(offered)
    assert "IS ER Medium Laser" not in offered and not any(name.startswith("Clan ") for name in offered)
    fed = facts.ammo_weapon_names(tank)
    assert "IS LB 10-X AC" in fed and "IS ER Large Laser" not in fed
