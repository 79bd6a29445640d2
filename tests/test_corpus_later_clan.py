"""Corpus: TRO 3050-era Clan OmniMech configurations that mount later technology (ATM, HAG, AP
Gauss rifle, plasma cannon, machine-gun arrays, B-Pods; decisions D-L2-LATER, D-LATER-CLAN-1 to
D-LATER-CLAN-3) weigh what the hand computation gives, validate, keep their pods, and export as
MegaMek wrote them."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.mech.mtf import read_mtf
from designer.mech.mtf_omni import configuration_files, gather
from designer.mech.mtf_writer import mech_to_mtf
from designer.mech.omni import configuration
from designer.rules import validate
from designer.mech.weights import weight_breakdown


@pytest.fixture(scope="module")
def level2(level2_dir: Path) -> Path:
    return level2_dir


# Hand computation (level2-spec.md section 2; section 4.1 gives the Prime of each chassis):
# (mass, engine, structure, armor, heat sinks beyond the free 10, jump jets, weapons and equipment,
# ammunition), then the tons of the later items by catalog id. Cockpit 3 t and gyro (engine rating
# / 100, rounded up) are the rest.
BREAKDOWNS = {
    # 375 XL 19.5, endo 4, ferro 12 (as the Prime); 18 DHS -> 8; 2 ER large lasers 8 + 2 ATM 9 at 5 t
    # + light TAG 0.5 = 18.5; three tons each side: ATM-9 standard, ER and HE = 6; gyro 4. Sum 75.
    "Mad Cat (Timber Wolf) E": ((75, 19.5, 4, 12, 8, 0, 18.5, 6), {"Clan ATM 9": 10.0}),
    # 300 XL 9.5, standard 10, 19; 15 DHS -> 5; 2 HAG/40 at 16 t + ER small 0.5 + 2 medium pulse 4 +
    # 2 Streak SRM 6 at 1.5 = 39.5; 10 t of HAG/40 ammunition + 1 Streak = 11; gyro 3. Sum 100.
    "Daishi (Dire Wolf) D": ((100, 9.5, 10, 19, 5, 0, 39.5, 11), {"Clan HAG/40": 32.0}),
    # 200 XL 4.5, endo 1, ferro 2; 10 DHS -> 0; MASC 1 + 2 heavy medium lasers 2 + 6 light MGs at
    # 0.25 t = 1.5 + 2 light MG arrays at 0.25 = 0.5 + 2 B-Pods at 1 t = 2 -> 7; half a ton of light MG
    # ammunition; gyro 2. Sum 20.
    "Dasher (Fire Moth) K": ((20, 4.5, 1, 2, 0, 0, 7, 0.5),
                             {"Clan Light Machine Gun Array": 0.5, "Clan B-Pod": 2.0}),
    # 320 XL 11.5, endo 2, ferro 7, 8 jump jets at 0.5 = 4; light active probe 0.5 + heavy medium
    # laser 1 + plasma cannon 3 + 4 AP Gauss rifles at 0.5 = 2 -> 6.5; plasma 1 + AP Gauss 1 = 2.
    "Dragonfly (Viper) G": ((40, 11.5, 2, 7, 0, 4, 6.5, 2),
                            {"Clan Plasma Cannon": 3.0, "Clan AP Gauss Rifle": 2.0}),
    # the same chassis: 3 ER medium lasers 3 + 8 heavy MGs at 0.5 = 4 + 2 heavy MG arrays at 0.25
    # = 0.5 -> 7.5; one ton of heavy MG ammunition.
    "Dragonfly (Viper) F": ((40, 11.5, 2, 7, 0, 4, 7.5, 1), {"Clan Heavy Machine Gun Array": 0.5}),
    # 325 XL 12, 6.5, 8; 13 DHS -> 3; micro pulse 0.5 + 4 medium pulse 8 + 4 plasma cannons 12 + 4
    # B-Pods (written ISBPod, read as the Clan B-Pod) 4 -> 24.5; 4 t of plasma; gyro 4. Sum 65.
    "Loki (Hellbringer) D": ((65, 12, 6.5, 8, 3, 0, 24.5, 4),
                             {"Clan Plasma Cannon": 12.0, "Clan B-Pod": 4.0}),
    # 180 XL 3.5, endo 1.5, 4; 12 DHS -> 2; 6 jump jets at 0.5 = 3; ATM 3 1.5 + ER PPC 6 + ER small 0.5
    # = 8; ATM-3 standard, ER, HE = 3; gyro 2. Sum 30.
    "Uller (Kit Fox) E": ((30, 3.5, 1.5, 4, 2, 3, 8, 3), {"Clan ATM 3": 1.5}),
    # 250 XL 6.5, 5, 10; 14 DHS -> 4; 5 jump jets 2.5; 3 ER medium 3 + HAG/20 10 = 13; 3 t HAG/20.
    "Black Hawk (Nova) F": ((50, 6.5, 5, 10, 4, 2.5, 13, 3), {"Clan HAG/20": 10.0}),
}
SYSTEMS = {"Engine": 1, "Internal Structure": 2, "Armor": 3, "Heat Sinks": 4, "Jump Jets": 5}


@pytest.mark.parametrize("name", sorted(BREAKDOWNS))
def test_weight_breakdown_computed_by_hand(level2, name):
    mech = read_mtf(level2 / f"{name}.mtf").mech
    expected, later = BREAKDOWNS[name]
    lines = weight_breakdown(mech)
    got = [float(mech.tonnage)] + [0.0] * 7
    items: dict[str, float] = {}
    for line in lines:
        items[line.component] = items.get(line.component, 0.0) + line.tons
        if line.component in SYSTEMS:
            got[SYSTEMS[line.component]] += line.tons
        elif line.component.endswith(" Ammo"):
            got[7] += line.tons
        elif line.component not in ("Cockpit", "Gyro"):
            got[6] += line.tons
    assert got == [float(x) for x in expected]
    assert {item: items[item] for item in later} == later
    assert sum(line.tons for line in lines) == mech.tonnage
    assert [f for f in validate(mech).findings if f.severity.value == "error"] == []


def test_atm_bins_of_every_kind_are_bins_of_the_launcher(level2):
    # the Timber Wolf E: one ton each of ATM-9 standard, ER and HE in each side torso
    mech = read_mtf(level2 / "Mad Cat (Timber Wolf) E.mtf").mech
    assert sorted((b.location.value, b.weapon) for b in mech.ammo) == [
        ("LT", "Clan ATM 9")] * 3 + [("RT", "Clan ATM 9")] * 3
    # written back with the file's own spellings (decision D-LATER-CLAN-2)
    text = mech_to_mtf(mech)
    torso = text[text.index("Left Torso:"):text.index("Right Torso:")]
    assert [line for line in torso.splitlines() if "Ammo" in line] == [
        "Clan Ammo ATM-9 (omnipod)", "Clan Ammo ATM-9 ER (omnipod)", "Clan Ammo ATM-9 HE (omnipod)"]


@pytest.mark.parametrize(("chassis", "config", "pods"), [
    ("Dasher (Fire Moth)", "K",
     {"Clan Light Machine Gun Array": 2, "Clan Light Machine Gun": 6, "Clan B-Pod": 2}),
    ("Loki (Hellbringer)", "D", {"Clan Plasma Cannon": 4, "Clan B-Pod": 4}),
    ("Mad Cat (Timber Wolf)", "E", {"Clan ATM 9": 2}),
    ("Daishi (Dire Wolf)", "D", {"Clan HAG/40": 2}),
    ("Dragonfly (Viper)", "G", {"Clan Plasma Cannon": 1, "Clan AP Gauss Rifle": 4}),
])
def test_later_items_are_pods_of_their_omnimech(level2, tmp_path, chassis, config, pods):
    files = sorted(level2.glob(f"{chassis} *.mtf"))
    (design,) = gather(files)
    mech = configuration(design.mech, config)
    podded: dict[str, int] = {}
    for mount in mech.equipment:
        if mount.pod and mount.item in pods:
            podded[mount.item] = podded.get(mount.item, 0) + 1
    assert podded == pods
    assert [f for f in validate(mech).findings if f.severity.value == "error"] == []
    assert not [f for f in validate(design.mech).findings if f.code.startswith("OMNI-")]
    # exported as MegaMek wrote the configuration: every slot line, "(omnipod)" included, and the
    # Hellbringer D's ISBPod spelling kept (read as the Clan B-Pod, D-L2W-6)
    written = dict((path.stem.rsplit(" ", 1)[-1], text)
                   for path, text in configuration_files(design.mech, tmp_path / f"{chassis}.mtf"))
    source = (level2 / f"{chassis} {config}.mtf").read_text(encoding="utf-8")
    assert _slots(written[config]) == _slots(source)


def _slots(text: str) -> list[str]:
    """The slot lines of the location blocks, case folded."""
    lines = [line.strip().casefold() for line in text.split("\n")]
    start = lines.index("left arm:")
    return [line for line in lines[start:] if line and (":" not in line or line.endswith(":"))][:120]
