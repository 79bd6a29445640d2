"""Hypothesis strategies for generated 'Mech designs (shared by the property tests)."""

from hypothesis import strategies as st

from designer.mech.model import AmmoBin, ArmActuators, Mech, MechConfig, MechLocation, Mount

locations = st.sampled_from(list(MechLocation))
mounts = st.builds(Mount, item=st.sampled_from(["PPC", "AC/20", "Heat Sink", "Jump Jet", "Hatchet", "LRM-15",
                                                "Machine Gun", "Nonsense"]),
                   location=st.none() | locations, slot=st.none() | st.integers(1, 14), rear=st.booleans())
bins = st.builds(AmmoBin, weapon=st.sampled_from(["AC/20", "Machine Gun", "PPC", "Nonsense"]),
                 location=st.none() | locations, slot=st.none() | st.integers(1, 14), half=st.booleans())
designs = st.builds(
    Mech, chassis=st.text(max_size=30), config=st.sampled_from(list(MechConfig)),
    tonnage=st.integers(0, 200), engine_rating=st.integers(0, 1000), walking_mp=st.integers(0, 20),
    jump_mp=st.integers(0, 20), heat_sinks=st.integers(0, 40),
    armor_tons=st.floats(0, 40, allow_nan=False), armor=st.dictionaries(locations, st.integers(0, 100)),
    rear_armor=st.dictionaries(locations, st.integers(0, 50)),
    actuators=st.dictionaries(locations, st.builds(ArmActuators)), lam=st.booleans(),
    equipment=st.lists(mounts, max_size=12).map(tuple), ammo=st.lists(bins, max_size=4).map(tuple))
