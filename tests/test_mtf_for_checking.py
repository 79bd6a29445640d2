"""An MTF file read only to be checked (``validate``, ``index``: ``for_writing=False``) leaves out
of its meta what only the writer needs to give the file back line for line (the slot lines spelled
otherwise than the writer spells them, the ``Weapons:`` list as written); the design, its other kept
lines and every finding are those of the file read for writing.

The file is the Merlin (tests/units/merlin.yaml: the BattleTech Manual's worked example, seed 000
lines 4231-4365) written by our writer, then given an older spelling of its left arm medium laser
(``ISMediumLaser``, as MegaMekLab wrote it before 2010) and an older weapons list."""

from __future__ import annotations

from pathlib import Path

from designer.formats.load import load_unit
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.formats.yaml_io import read_unit
from designer.rules import validate

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"
OLD_LIST = "Weapons:2\n1 ISMediumLaser, Left Arm\n1 ISPPC, Right Torso"


def old_spelled_merlin() -> str:
    lines = mech_to_mtf(read_unit(MERLIN)).split("\n")
    lines[lines.index("Left Arm:") + 5] = "ISMediumLaser"   # LA slot 5: the medium laser
    text = "\n".join(lines)
    start = text.index("Weapons:")
    return text[:start] + OLD_LIST + text[text.index("\n\n", start):]


def test_read_for_checking_is_the_same_design_without_the_writers_lines():
    text = old_spelled_merlin()
    full, checked = parse_mtf(text), parse_mtf(text, for_writing=False)
    assert checked.mech == full.mech.model_copy(update={"meta": checked.mech.meta})
    assert checked.issues == full.issues
    # read for writing: the file's own spellings are kept, and written back
    assert full.mech.meta["mtf slots"] == {"LA": {"5": "ISMediumLaser"}}
    assert full.mech.meta["mtf weapons"]["lines"] == OLD_LIST.split("\n")[1:]
    written = mech_to_mtf(full.mech).split("\n")
    assert written[written.index("Left Arm:") + 5] == "ISMediumLaser"
    assert "1 ISPPC, Right Torso" in written
    # read to be checked: neither is kept; every other kept key is
    assert "mtf slots" not in checked.mech.meta and "mtf weapons" not in checked.mech.meta
    assert {k: v for k, v in full.mech.meta.items() if k not in ("mtf slots", "mtf weapons")} \
        == checked.mech.meta


def test_checked_the_same_either_way(tmp_path):
    path = tmp_path / "merlin.mtf"
    path.write_text(old_spelled_merlin(), encoding="utf-8")
    full, checked = load_unit(path), load_unit(path, for_writing=False)
    assert checked.issues == full.issues
    assert validate(checked.unit).findings == validate(full.unit).findings
    assert validate(full.unit).is_valid   # the Merlin is a legal 1987 design (seed 000 lines 4231-4365)
