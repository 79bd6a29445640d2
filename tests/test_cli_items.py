"""``designer items``: the searchable item catalogue (designer/editing/item_list.py)."""

import json

from designer.cli import main
from designer.editing.item_list import item_rows, search_items


def run(argv, capsys):
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_er_large_lists_the_er_large_lasers_of_both_tech_bases_with_their_numbers(capsys):
    code, out, _ = run(["items", "er", "large", "--json"], capsys)
    rows = {row["name"]: row for row in json.loads(out)}
    assert code == 0 and set(rows) == {"IS ER Large Laser", "Clan ER Large Laser"}
    # Master Rules weapons tables (seed 002, Inner Sphere from line 461, Clan from line 341): the Inner
    # Sphere ER large laser 12 heat, 8 damage, 5 tons, 2 slots; the Clan one 12 heat, 10 damage,
    # 4 tons, 1 slot. Battle Value: MegaMek ISERLaserLarge 163, CLERLaserLarge 248 (bv_mech_items.yaml);
    # price 200,000 each (TechManual, catalog/data/level2/prices.yaml).
    inner, clan = rows["IS ER Large Laser"], rows["Clan ER Large Laser"]
    assert (inner["heat"], inner["damage"], inner["tons"], inner["slots"]) == (12, "8", 5, 2)
    assert (clan["heat"], clan["damage"], clan["tons"], clan["slots"]) == (12, "10", 4, 1)
    assert (inner["bv"], clan["bv"], inner["cost"], clan["cost"]) == (163, 248, 200000, 200000)
    assert inner["sheet_name"] == clan["sheet_name"] == "ER Large Laser"
    assert (inner["tech_base"], clan["tech_base"]) == ("IS", "Clan")


def test_the_table_names_what_to_write(capsys):
    code, out, _ = run(["items", "er", "large"], capsys)
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("name to write") and lines[-1] == "2 items"
    assert any(line.startswith("IS ER Large Laser") and "163" in line for line in lines)


def test_filters_by_tech_base_year_and_kind():
    rows = item_rows("mech")
    # the Inner Sphere ER large laser came in 2620 (catalog intro_year), so a 2600 design has none
    assert [row.name for row in search_items(rows, "er large", "IS", 3025)] == ["IS ER Large Laser"]
    assert search_items(rows, "er large", "IS", 2600) == []
    claws = {row.name for row in search_items(item_rows("battlearmor"), "battle claw")}
    assert "BABattleClaw" in claws   # a battle armor manipulator is an item
    assert "ProtoMech Jump Jet" in {row.name for row in search_items(item_rows("protomech"), "jump jet")}


def test_a_bad_kind_or_tech_base_is_one_line_and_exit_2(capsys):
    code, _, err = run(["items", "--kind", "starship"], capsys)
    assert code == 2 and "unknown kind 'starship'" in err
    code, _, err = run(["items", "--tech-base", "Periphery"], capsys)
    assert code == 2 and "unknown tech base" in err
