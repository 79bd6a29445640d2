"""Before a batch's workers fork, the kinds its BLK files hold are imported, found by a quick look at
each file's head (``formats.blk.head_unit_type``); a kind no file names is left to a worker that
meets one, and a file whose head names no type means every kind, as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from designer.cli import parallel
from designer.formats.blk import head_unit_type
from designer.kinds import unit_kinds

# The head MegaMek writes (research/megameklab.md section 4.2): a comment, the block version, the
# version, then the unit type.
HEAD = ("#building block data file\n<BlockVersion>\n1\n</BlockVersion>\n\n"
        "# Write the version number just in case...\n<Version>\nMAM0\n</Version>\n\n")


def _blk(folder: Path, name: str, unit_type: str) -> Path:
    path = folder / name
    path.write_text(f"{HEAD}<UnitType>\n{unit_type}\n</UnitType>\n\n<Name>\nX\n</Name>\n", encoding="utf-8")
    return path


def test_the_head_names_the_unit_type_as_the_reader_compares_it(tmp_path):
    assert head_unit_type(str(_blk(tmp_path, "a.blk", "Tank"))) == "tank"
    assert head_unit_type(str(_blk(tmp_path, "b.blk", "  Battle  Armor "))) == "battle armor"
    (tmp_path / "c.blk").write_text("<Name>\nX\n</Name>\n", encoding="utf-8")
    assert head_unit_type(str(tmp_path / "c.blk")) is None
    assert head_unit_type(str(tmp_path / "missing.blk")) is None
    assert head_unit_type(str(tmp_path)) is None   # a folder


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_never_waited_on(tmp_path):
    os.mkfifo(tmp_path / "pipe.blk")
    assert head_unit_type(str(tmp_path / "pipe.blk")) is None


def test_the_batch_types_or_none_for_every_kind(tmp_path):
    files = [_blk(tmp_path, "a.blk", "Tank"), _blk(tmp_path, "b.blk", "VTOL"), tmp_path / "c.mtf"]
    assert parallel._blk_unit_types(files) == {"tank", "vtol"}
    (tmp_path / "d.blk").write_text("no blocks\n", encoding="utf-8")
    assert parallel._blk_unit_types([*files, tmp_path / "d.blk"]) is None


def test_only_the_kinds_the_files_hold_are_imported_before_the_fork(tmp_path):
    _blk(tmp_path, "a.blk", "Tank")
    readers = {spec.kind: str(spec.blk_reader).partition(":")[0] for spec in unit_kinds()
               if isinstance(spec.blk_reader, str)}
    tank = [spec.kind for spec in unit_kinds() if spec.kind in readers and "tank" in spec.blk_unit_types]
    assert len(tank) == 1
    script = ("import sys\nfrom pathlib import Path\nfrom designer.cli import parallel\n"
              f"parallel._import_unit_machinery([Path({str(tmp_path / 'a.blk')!r})])\n"
              f"print(sorted(kind for kind, module in {readers!r}.items() if module in sys.modules))\n")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.split() == [repr(tank)]
