"""Spreadable slots placed when chosen (decision D-GUI2-1) and the Inner Sphere <-> Clan switch
that converts what has a counterpart (decision D-GUI2-2)."""

from designer.mech import technology_edits as technology
from designer.mech import critical_edits as criticals
from designer.mech.edits import add_ammo, add_item, blank_mech, set_walking_mp
from designer.mech.tech_convert import base_name, convert_tech_base
from designer.model.common import TechBase


def _level2(tons: int = 55):
    """Walking 6: a 330 engine holds all ten heat sinks (rating / 25), so none wait unallocated."""
    return set_walking_mp(technology.set_year(blank_mech(tons), 3058), 6)


def _count(mech, item):
    mounts = [m for m in mech.equipment if m.item == item]
    return len(mounts), sum(1 for m in mounts if m.location is not None)


def test_choosing_endo_steel_and_ferro_fibrous_places_their_slots():
    # Inner Sphere endo steel and ferro-fibrous fill 14 slots each (spec 2.3-2.4).
    mech = technology.set_construction(_level2(), "structure_type", "endo_steel")
    mech = technology.set_construction(mech, "armor_type", "ferro_fibrous")
    assert _count(mech, "Endo Steel") == (14, 14)
    assert _count(mech, "Ferro-Fibrous") == (14, 14)
    assert criticals.unallocated(mech) == []
    # Arms first (decision D-GUI2-1): a 55-ton biped arm has 8 free slots after its 4 actuators.
    arm = [m for m in mech.equipment if m.location is not None and m.location.value == "LA"]
    assert len(arm) == 8
    back = technology.set_construction(mech, "structure_type", "standard")
    assert _count(back, "Endo Steel") == (0, 0)


def test_a_spreadable_slot_moves_by_hand_and_place_all_puts_it_back():
    mech = technology.set_construction(_level2(), "structure_type", "endo_steel")
    ref = criticals.EntryRef(criticals.EntryKind.MOUNT, 0)
    unplaced = criticals.unplace(mech, ref)
    assert criticals.unallocated(unplaced) == [ref]   # visible in Unallocated
    assert criticals.place_all(unplaced).equipment[0].location is not None


def test_tsm_is_added_as_six_placed_slots():
    # TSM takes 6 slots spread over any locations (seed 002 line 565).
    mech = add_item(_level2(), "IS TSM")
    assert _count(mech, "IS TSM") == (6, 6)


def test_base_names_of_twins_agree():
    assert base_name("Clan ER Large Laser") == base_name("IS ER Large Laser") == "er large laser"
    assert base_name("LRM-10") == base_name("Clan LRM 10")


def test_inner_sphere_to_clan_converts_what_has_a_counterpart():
    mech = technology.set_construction(set_walking_mp(_level2(), 6), "engine_type", "xl")
    for field, value in (("structure_type", "endo_steel"), ("armor_type", "ferro_fibrous"),
                         ("heat_sink_type", "double")):
        mech = technology.set_construction(mech, field, value)
    for item in ("IS ER Large Laser", "IS Streak SRM 2", "Medium Laser"):
        mech = add_item(mech, item)
    mech = add_ammo(mech, "IS Streak SRM 2")
    result = convert_tech_base(mech, TechBase.CLAN)
    clan = result.mech
    assert (clan.tech_base, clan.engine_type, clan.structure_type, clan.armor_type, clan.heat_sink_type) == (
        TechBase.CLAN, "clan_xl", "clan_endo_steel", "clan_ferro_fibrous", "clan_double")
    # Clan endo steel and ferro-fibrous fill 7 slots each (spec 2.3-2.4).
    assert _count(clan, "Endo Steel") == (7, 7) and _count(clan, "Ferro-Fibrous") == (7, 7)
    items = [m.item for m in clan.equipment]
    assert "Clan ER Large Laser" in items and "Clan Streak SRM 2" in items
    assert clan.ammo[0].weapon == "Clan Streak SRM 2"
    # The Clans field no standard medium laser: it stays, and the player is told.
    assert "Medium Laser" in items
    assert result.unconverted == ["Medium Laser (no counterpart)"]
    assert "Engine: XL -> Clan XL" in result.converted
    back = convert_tech_base(clan, TechBase.INNER_SPHERE).mech
    assert (back.engine_type, back.structure_type) == ("xl", "endo_steel")
    assert _count(back, "Endo Steel") == (14, 14)


def test_a_type_without_counterpart_goes_back_to_standard_and_is_listed():
    mech = technology.set_construction(technology.set_year(blank_mech(60), 3060), "gyro_type", "compact")
    result = convert_tech_base(mech, TechBase.CLAN)
    assert result.mech.gyro_type == "standard"
    assert result.unconverted == ["Gyro: Compact (none for this tech base: now Standard)"]


def test_adding_from_the_slot_catalog_places_the_unallocated_copy_first():
    from designer.mech.slot_catalog import CatalogChoice, add_to_location
    from designer.mech.model import MechLocation

    mech = add_item(_level2(), "IS ER Large Laser")
    placed = add_to_location(mech, CatalogChoice("IS ER Large Laser"), MechLocation.RT)
    lasers = [m for m in placed.equipment if m.item == "IS ER Large Laser"]
    assert [(m.location, m.slot) for m in lasers] == [(MechLocation.RT, 1)]


def test_free_slots_count_what_waits_unallocated():
    # An IS ER large laser needs 2 slots (data/level2: IS ER Large Laser), an ammo ton 1.
    mech = add_ammo(add_item(_level2(), "IS ER Large Laser"), "IS Streak SRM 2")
    assert criticals.unallocated_slots(mech) == 3


def test_a_configuration_s_fixed_equipment_is_locked():
    from designer.mech.model import Mount

    mounts = (Mount(item="Medium Laser"), Mount(item="PPC", pod=True))
    mech = _level2().model_copy(update={"equipment": mounts})
    fixed, pod = (criticals.EntryRef(criticals.EntryKind.MOUNT, i) for i in (0, 1))
    assert criticals.is_locked(mech, fixed, True) and not criticals.is_locked(mech, pod, True)
    assert not criticals.is_locked(mech, fixed, False)


# --- the lance builder and library OmniMechs ----------------------------------------------
def test_a_library_omnimech_joins_a_lance_by_name_and_configuration(tmp_path):
    from designer.editing import lance as drafts

    members = drafts.members_from_reference("Loki (Hellbringer): Prime")
    assert [(m.configuration, m.label) for m in members] == [("Prime", members[0].label)]
    first = drafts.members_from_reference("Loki (Hellbringer)")
    # units/mechs/level2/Loki (Hellbringer).yaml: Prime, A, B, C, D, E, F, H; by its name alone one
    # member, its first configuration (eight would overfill a lance of four)
    assert [m.configuration for m in first] == ["Prime"]
    assert [m.configuration for m in drafts.members_from_reference("Loki (Hellbringer): H")] == ["H"]
    force = drafts.ForceDraft(lances=(drafts.LanceDraft(members=tuple(members)),))
    text = drafts.force_text(force, tmp_path)
    assert "unit: Loki (Hellbringer)\n" in text and "designer/units" not in text
    path = tmp_path / "lance.yaml"
    drafts.write_force(force, path)
    again = drafts.read_force(path)
    assert again.lances[0].members[0].configuration == "Prime"
