"""Corpus: the OmniMechs of TRO 3050 in ../shared/reference/level2 (MegaMek files, one per
configuration) gather into one design per chassis with every configuration, and every
configuration agrees on the locked base chassis (research/level2-spec.md 2.12)."""

from collections import Counter

import pytest

from designer.battleforce.omni import resolve_units
from designer.mech.mtf_omni import gather, scan_omni
from designer.formats.yaml_io import write_unit
from designer.mech.omni import configuration, expand
from designer.rules import validate
from designer.mech.sheet.job import render_mech_sheets

TIMBER_WOLF = "Mad Cat (Timber Wolf)"


@pytest.fixture(scope="module")
def omni_files(level2_dir):
    """Chassis -> configuration files, found by their own ``Config:`` line (not by the reader)."""
    files: dict[str, list] = {}
    for path in sorted(level2_dir.glob("*.mtf")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if scan_omni(text).omni:
            files.setdefault(_chassis(text), []).append(path)
    return files


def _chassis(text: str) -> str:
    """The chassis line: ``chassis:NAME`` or, in the legacy form, the line after ``Version:``."""
    lines = [line.strip() for line in text.split("\n")]
    for index, line in enumerate(lines):
        if line.casefold().startswith("chassis:"):
            return line.split(":", 1)[1].strip().casefold()
        if line.casefold().startswith("version:"):
            return lines[index + 1].casefold()
    raise AssertionError("no chassis line")


@pytest.fixture(scope="module")
def gathered(omni_files):
    return gather(path for paths in omni_files.values() for path in paths)


def test_every_chassis_gathers_into_one_design_with_all_its_configurations(omni_files, gathered):
    assert len(omni_files) >= 10 and sum(map(len, omni_files.values())) >= 100
    counts = {g.mech.chassis.casefold(): len(g.mech.configurations) for g in gathered}
    assert counts == {chassis: len(paths) for chassis, paths in omni_files.items()}


def test_no_canon_omnimech_breaks_an_omnimech_rule(gathered):
    # Canon designs obey the locked chassis, pod space and base heat sinks (decision D-OMNI-1).
    found = [(g.mech.chassis, str(f)) for g in gathered for f in validate(g.mech).findings
             if f.code.startswith("OMNI-")]
    assert found == []


def test_every_configuration_agrees_on_the_base_chassis(gathered):
    changed = [(g.mech.chassis, name) for g in gathered for name, config in g.mech.configurations.items()
               if config.chassis_changes is not None]
    assert changed == []


def test_each_configuration_reads_back_as_its_file(gathered, level2_dir):
    # The pods of each configuration are exactly its file's "(omnipod)" slots.
    for design in gathered:
        for source, name in zip(design.sources, design.mech.configurations, strict=True):
            config = configuration(design.mech, name)
            assert config.model == name
            read = scan_omni(source.read_text(encoding="utf-8", errors="replace"))
            pods = {(m.location, m.slot) for m in (*config.equipment, *config.ammo) if m.pod}
            assert pods <= read.pods, (source.name, pods - read.pods)


def test_timber_wolf_prime_a_b_c_are_one_omnimech(level2_dir, tmp_path):
    files = [level2_dir / f"{TIMBER_WOLF} {name}.mtf" for name in ("Prime", "A", "B", "C")]
    (design,) = gather(files)
    mech = design.mech
    assert list(mech.configurations) == ["Prime", "A", "B", "C"]
    # The files: 375 XL, base chassis heat sinks 15; Prime 17 and A 20 double heat sinks.
    assert (mech.engine_rating, mech.base_chassis_heat_sinks) == (375, 15)
    assert [configuration(mech, n).heat_sinks for n in ("Prime", "A")] == [17, 20]
    assert validate(mech).findings == ()   # Prime, A, B and C are valid 'Mechs (Level 2 catalog)
    path = tmp_path / "timber-wolf.yaml"
    write_unit(mech, path)
    # Four record sheets, titled by configuration.
    assert render_mech_sheets(expand(mech), tmp_path / "tw.pdf") == 4
    assert [m.name for m in expand(mech)] == [f"{TIMBER_WOLF} {n}" for n in ("Prime", "A", "B", "C")]
    # Four BattleForce lance members.
    assert len(resolve_units(str(path))) == 4


def test_configuration_names_are_the_file_models(gathered):
    names = Counter(name for g in gathered for name in g.mech.configurations)
    assert names["Prime"] == len(gathered)   # every TRO 3050 OmniMech has a Prime


def _slot_blocks(text: str) -> list[str]:
    """The slot lines of every location block, case folded (MegaMek's headers vary in case)."""
    lines = [line.strip().casefold() for line in text.split("\n")]
    start = lines.index("left arm:")
    return [line for line in lines[start:] if line and ":" not in line or line.endswith(":")][:120]


def test_timber_wolf_configurations_export_as_megamek_wrote_them(level2_dir, tmp_path):
    from designer.mech.mtf_omni import configuration_files

    files = {name: level2_dir / f"{TIMBER_WOLF} {name}.mtf" for name in ("Prime", "A", "B", "C")}
    (design,) = gather(files.values())
    for path, text in configuration_files(design.mech, tmp_path / "Timber Wolf.mtf"):
        name = path.stem.removeprefix("Timber Wolf ")
        source = files[name].read_text(encoding="utf-8")
        assert _slot_blocks(text) == _slot_blocks(source), name   # every "(omnipod)" where MegaMek has it
        assert "base chassis heat sinks:15" in text.casefold() and "config:biped omnimech" in text.casefold()
