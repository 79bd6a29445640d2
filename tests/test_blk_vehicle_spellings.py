"""What MegaMek's own vehicle files write that the reader knows (measured on MegaMek's
TRO 3050 and 3058 vehicle files, docs/level2-vehicle-rejections.md): the glued artillery
ammunition names (``ISArrowIVAmmo``, ``CLThumperAmmo``), the glued one-shot launcher names
(``ISSRM4OS``, MegaMek's internal name of the one-shot SRM 4) and ``<armor_tech>`` -1 ("none
given"), and only the first of repeated ``<transporters>`` blocks, as MegaMek reads them. Each
file here is written in the test, not copied."""

from __future__ import annotations

from designer.formats.blk import parse_blk


def _tank(tech: str, lines: dict[str, list[str]], extra: str = "") -> str:
    blocks = "".join(f"<{key}>\n" + "".join(f"{value}\n" for value in values) + f"</{key}>\n"
                     for key, values in lines.items())
    return (f"<UnitType>\nTank\n</UnitType>\n<Name>\nTest Tank\n</Name>\n<type>\n{tech}\n</type>\n"
            f"<year>\n3060\n</year>\n<motion_type>\nTracked\n</motion_type>\n<cruiseMP>\n4\n</cruiseMP>\n"
            f"<tonnage>\n60.0\n</tonnage>\n<armor>\n20\n20\n20\n20\n20\n</armor>\n{extra}{blocks}")


def test_glued_arrow_iv_ammunition_and_one_shot_srm():
    text = _tank("IS Level 2", {"Front Equipment": ["ISArrowIV", "ISSRM4OS"],
                                "Body Equipment": ["ISArrowIVAmmo", "ISArrowIVAmmo"]},
                 extra="<armor_type>\n1\n</armor_type>\n<armor_tech>\n-1\n</armor_tech>\n")
    result = parse_blk(text)
    assert [m.item for m in result.unit.weapons] == ["IS Arrow IV", "SRM-4 (OS)"]
    assert [(lot.weapon, lot.tons) for lot in result.unit.ammo] == [("IS Arrow IV", 2.0)]
    assert result.unit.armor_type == "ferro_fibrous"   # -1: no Clan armor tech named, an IS design
    assert result.issues == ()


def test_glued_clan_thumper_ammunition():
    text = _tank("Clan Level 2", {"Front Equipment": ["CLThumper"], "Body Equipment": ["CLThumperAmmo"]})
    result = parse_blk(text)
    # the Thumper is one item for both tech bases (ammo.yaml: same_item_as), its ammunition too
    [mount] = result.unit.weapons
    assert [(lot.weapon, lot.tons) for lot in result.unit.ammo] == [(mount.item, 1.0)]
    assert result.issues == ()


def test_only_the_first_transporters_block_is_read_and_the_second_is_written_back():
    # MegaMek's BuildingBlock reads the first <transporters> block (decision D-VEH3-5): 12 tons of
    # troop space carried, the second block's 8 noted and kept, the file written back line for line
    from designer.formats.blk_writer import unit_to_blk

    text = _tank("IS Level 2", {"transporters": ["troopspace:12.0"], "Turret Equipment": ["Medium Laser"]})
    text += "<transporters>\ntroopspace:8.0\n</transporters>\n"
    result = parse_blk(text)
    assert (result.unit.troop_space_tons, result.unit.cargo_tons) == (12.0, 0.0)   # troops (D-VEH-TROOPS)
    assert [issue.code for issue in result.issues] == ["BLK-DUPLICATE-TAG"]   # troop space is held as such
    written = unit_to_blk(result.unit)
    assert "<transporters>\ntroopspace:12.0\n</transporters>" in written
    assert "<transporters>\ntroopspace:8.0\n</transporters>" in written
    assert parse_blk(written).unit == result.unit


def test_a_type_naming_only_the_tech_base():
    # MegaMek's TRO 3058/3067 files write "Clan" or "IS" alone (decision D-VEH3-6): the tech base
    # as spelled, rules level 2 when the design needs it, else a 1987 design; the gap is noted
    clan = parse_blk(_tank("Clan", {"Turret Equipment": ["CLERMediumLaser"]}))
    assert (clan.unit.tech_base.value, clan.unit.rules_level, clan.unit.year) == ("clan", 2, 3060)
    assert [issue.code for issue in clan.issues] == ["BLK-UNSUPPORTED-TECH"]
    plain = parse_blk(_tank("IS", {"Turret Equipment": ["Medium Laser"]})).unit
    assert (plain.tech_base.value, plain.rules_level, plain.year) == ("inner_sphere", 1, None)
    xl = parse_blk(_tank("IS", {"Turret Equipment": ["Medium Laser"]},
                         extra="<engine_type>\n2\n</engine_type>\n"))
    assert (xl.unit.engine_type, xl.unit.rules_level) == ("xl", 2)


def test_megameks_sized_communications_equipment():
    # MegaMek's newer files write variable-size items as "<name>:SIZE:<tons>": the catalogued row of
    # that size (decision D-VEH3-1), and the file's own line is written back
    from designer.formats.blk_writer import unit_to_blk

    text = _tank("IS Level 2", {"Body Equipment": ["Communications Equipment:SIZE:7.0"],
                                "Turret Equipment": ["Medium Laser"]})
    result = parse_blk(text)
    assert [(m.item, m.location.value) for m in result.unit.weapons] == [
        ("Medium Laser", "turret"), ("Communications Equipment (7 ton)", "body")]
    assert result.issues == ()
    written = unit_to_blk(result.unit)
    assert "<Body Equipment>\nCommunications Equipment:SIZE:7.0\n</Body Equipment>" in written
