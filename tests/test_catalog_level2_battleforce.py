"""The BattleForce rows of the Level 2 weapons (designer/catalog/data/battleforce/level2.yaml)."""

from __future__ import annotations

from designer.battleforce.tables import MaxDamageRow, tables
from designer.catalog.level2 import Level2Item, level2_catalog
from designer.catalog.loader import load_data_file


def _data() -> dict:
    return load_data_file("battleforce/level2.yaml")


def _rows() -> dict[str, MaxDamageRow]:
    # The rows have the shape of tables.yaml's max_damage rows: the same model reads them.
    return {row.weapon: row for row in (MaxDamageRow.model_validate(r) for r in _data()["max_damage"])}


def test_two_rows_checked_by_hand_against_the_spec():
    rows = _rows()
    # Clan ER large laser: damage 10, long range 25 (seed 002 lines 359, 367) -> range 25 // 4 = 6,
    # capped at 5 (the printed AC/2, long 24, has 5: seed 001 line 1455); range rating 10 x 5 = 50; no
    # minimum range, so it counts for Close Attack (level2-spec.md section 5.1: 10 / 5 / 50 / yes).
    assert rows["Clan ER Large Laser"] == MaxDamageRow(weapon="Clan ER Large Laser", damage=10, range=5,
                                                      range_rating=50, close_attack=True)
    # MRM 30: the roll-7 row of the Missile Hit Table gives 9 hits for 15 missiles (seed 002 line 181,
    # "7 1 2 3 3 4 5 6 8 9 12"), so 30 missiles give 2 x 9 = 18 points at 1 per missile; long range 15
    # (line 525, "9-15") -> 3; rating 54; no minimum range (spec section 5.1: 18 / 3 / 54 / yes).
    assert rows["IS MRM 30"] == MaxDamageRow(weapon="IS MRM 30", damage=18, range=3, range_rating=54,
                                             close_attack=True)
    # Ultra AC/20 (IS): 1.5 x 20 = 30 (decision D-L2-9), long 10 (line 507, "8-10") -> 2; 60.
    assert (rows["IS Ultra AC/20"].damage, rows["IS Ultra AC/20"].range_rating) == (30, 60)


def test_rows_follow_the_range_and_close_attack_rules():
    """Range = long // 4 up to 5, rating = damage x range, Close Attack = no minimum range: the rules
    that give every printed row of seed 001 lines 1449-1471."""
    lib = level2_catalog()
    for weapon, row in _rows().items():
        item = lib.get(weapon)
        assert isinstance(item, Level2Item), weapon
        if item.max_range_mapsheets is not None:  # artillery: RA only (D-BF-9)
            assert (row.range, row.range_rating, row.close_attack, row.indirect) == (None, None, False, True)
            assert row.damage == item.damage
            continue
        reach = item.long if item.long is not None else item.medium  # the Clan HMG has no long band
        assert reach is not None
        assert row.range == min(5, reach // 4), weapon
        assert row.range_rating == row.damage * row.range, weapon
        assert row.close_attack == (item.min_range == 0), weapon
        assert row.indirect == item.name.startswith("LRM"), weapon


def test_every_level2_weapon_has_a_row_or_is_listed_as_left_out():
    printed = {r.weapon for r in tables().max_damage} | {a for r in tables().max_damage for a in r.aliases}
    rows = _rows()
    left_out = set(_data()["no_damage"])
    assert not printed & set(rows), "a 1987 weapon keeps its tables.yaml row"
    for item in level2_catalog().items:
        if item.is_weapon or item.id in left_out:
            assert (item.id in printed) + (item.id in rows) + (item.id in left_out) == 1, item.id
    # The catalog rows carry the same values (level2-spec.md section 5.1 table, CSV bf1987_* columns).
    for weapon, row in rows.items():
        values = level2_catalog().get(weapon).battleforce
        assert (values.max_damage, values.range, values.range_rating, values.close_attack) == (
            row.damage, row.range, row.range_rating, row.close_attack), weapon


def test_chits_name_catalog_items():
    lib = level2_catalog()
    chits = {c["item"]: c["chit"] for c in _data()["chits"]}
    assert all(lib.get(item) is not None for item in chits)
    assert chits["IS Guardian ECM Suite"] == "ECM" and chits["IS Beagle Active Probe"] == "AEP"
