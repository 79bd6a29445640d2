"""The BattleTech Manual's worked example, the 60-ton Merlin (seed 000 lines 4231-4365):
every intermediate tonnage in the text matches the weight breakdown."""

from designer.rules import validate
from designer.mech.figures import figures
from designer.mech.layout import engine_heat_sinks, heat_sinks_to_place


def _tons(fig, component):
    return sum(line.tons for line in fig.weights if line.component == component)


def test_weight_breakdown_matches_the_worked_example(merlin):
    fig = figures(merlin)
    # "a 240-ton-rated Pitban engine weighs 11.5 tons ... This leaves 48.5 tons"
    assert _tons(fig, "Engine") == 11.5 and 60 - 11.5 == 48.5
    # "The Merlin's cockpit weighs three tons, leaving 45.5 tons"
    assert _tons(fig, "Cockpit") == 3
    # "requires a three-ton gyroscope (240/100 = 2.4, rounded up to 3) ... 42.5 tons left"
    assert _tons(fig, "Gyro") == 3
    # "internal structure takes up six tons, leaving 36.5 tons"
    assert _tons(fig, "Internal Structure") == 6
    # "jump movement point allowance of 4, requiring 4.0 tons ... 32.5 tons left"
    assert _tons(fig, "Jump Jets") == 4
    # "another eight heat sinks, weighing a total of eight tons"
    assert _tons(fig, "Heat Sinks") == 8
    # "ten tons ... Armor Value of 160 ... 14.5 tons of space left"
    assert _tons(fig, "Armor") == 10 and fig.armor_points_bought == 160
    # weapons: PPC 7, two medium lasers 1 each, flamer 1, MG .5, LRM-5 2, one ton each of ammo
    weapons = {"PPC": 7, "Medium Laser": 2, "Flamer": 1, "Machine Gun": 0.5, "LRM-5": 2,
               "LRM-5 Ammo": 1, "Machine Gun Ammo": 1}
    for component, tons in weapons.items():
        assert _tons(fig, component) == tons, component
    assert sum(weapons.values()) == 14.5
    # "After its weapons are added, the Merlin has zero tons remaining"
    assert fig.total_weight == 60 and fig.tons_left == 0


def test_running_tally_of_the_example(merlin):
    fig = figures(merlin)
    remaining = 60.0
    tally = []
    for component in ("Engine", "Cockpit", "Gyro", "Internal Structure", "Jump Jets", "Heat Sinks", "Armor"):
        remaining -= _tons(fig, component)
        tally.append(remaining)
    # The text's remaining tonnage after each step: 48.5, 45.5, 42.5, 36.5, 32.5, (24.5), 14.5
    assert tally == [48.5, 45.5, 42.5, 36.5, 32.5, 24.5, 14.5]


def test_heat_sinks_allocated_as_in_the_example(merlin):
    # "Of the 18 heat sinks, 9 are not displayed and 9 must be allocated": 240 / 25 = 9.6 -> 9
    assert engine_heat_sinks(merlin) == 9
    assert heat_sinks_to_place(merlin) == 9


def test_structure_and_armor_caps(merlin):
    fig = figures(merlin)
    # "center torso has 20 circles, both torsos 14 apiece, arms 10 each, legs 14"
    assert fig.internal_structure["CT"] == 20
    assert fig.internal_structure["LT"] == fig.internal_structure["RT"] == 14
    assert fig.internal_structure["LA"] == fig.internal_structure["RA"] == 10
    assert fig.internal_structure["LL"] == fig.internal_structure["RL"] == 14
    # "if a 'Mech has ten circles in its left arm, then an Armor Value of no more than 20"
    assert fig.max_armor["LA"] == 20
    assert fig.max_armor["HD"] == 9


def test_merlin_validates_without_findings(merlin):
    report = validate(merlin)
    assert report.is_valid
    assert report.findings == ()


def test_movement_and_heat(merlin):
    fig = figures(merlin)
    # running = ceil(1.5 x 4) = 6; jump 4
    assert (fig.walking_mp, fig.running_mp, fig.jumping_mp) == (4, 6, 4)
    # PPC 10 + 2 x ML 3 + flamer 3 + MG 0 + LRM-5 2 = 21; jumping 4 hexes = 4 heat (min 3)
    assert fig.heat.weapons == 21
    assert fig.heat.worst_case == 25
    assert fig.heat.dissipation == 18


def test_lam_modes_of_the_merlin_lam():
    from pathlib import Path

    from designer.formats import read_unit
    from designer.mech.figures import lam_figures

    lam = lam_figures(read_unit(Path(__file__).parent / "units" / "merlin-lam.yaml"))
    # seed 000 lines 4074-4161: Air'Mech walk/run one third rounded up (4 -> 2, 6 -> 2), jump x 3 (12);
    # fighter thrust = walk 4, overthrust = run 6; SI = max(60/10 - 1, 4) = 5; fuel 30
    assert (lam.airmech_walking, lam.airmech_running, lam.airmech_jumping) == (2, 2, 12)
    assert (lam.fighter_thrust, lam.fighter_overthrust, lam.structural_integrity, lam.fuel) == (4, 6, 5, 30)
