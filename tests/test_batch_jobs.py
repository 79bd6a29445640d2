"""Batch commands on every core: ``--jobs N`` prints what ``--jobs 1`` prints, in the
order the files were given, one bad file among good ones is one line on stderr and the rest are
still checked, and the JSON list streamed object by object is the JSON of the whole list."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from designer.cli import main
from designer.cli.outcome import JsonList
from designer.library import library_root

MECHS = ("Locust LCT-1V", "Stinger STG-3R", "Atlas AS7-D", "Wasp WSP-1A")


@pytest.fixture(scope="module")
def batch(tmp_path_factory) -> Path:
    """24 unit files, numbered so that their order is known, with an unreadable one at 011."""
    folder = tmp_path_factory.mktemp("batch")
    root = library_root()
    assert root is not None
    for number in range(24):
        name = MECHS[number % len(MECHS)]
        shutil.copy(root / "mechs" / f"{name}.yaml", folder / f"{number:03d} {name}.yaml")
    (folder / f"011 {MECHS[11 % len(MECHS)]}.yaml").write_text("kind: mech\ntonnage: [\n", encoding="utf-8")
    return folder


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_validate_jobs_keeps_the_order_and_goes_on_past_a_bad_file(batch, capsys):
    code, out, err = _run(["validate", "--jobs", "2", str(batch)], capsys)
    assert code == 2                              # a file could not be read
    assert err.count("\n") == 1 and "011 Wasp WSP-1A.yaml" in err
    *reports, summary = out.splitlines()
    files = [line.split(": ")[0] for line in reports if not line.startswith(" ")]
    expected = [str(path) for path in sorted(batch.iterdir()) if not path.name.startswith("011")]
    assert files == expected                      # 23 files, in order, the bad one left out
    assert summary.startswith("24 designs: ") and summary.endswith(", 1 unreadable")
    serial = _run(["validate", "--jobs", "1", str(batch)], capsys)
    assert serial == (code, out, err)


def test_validate_json_jobs_is_the_serial_list(batch, capsys):
    code, out, err = _run(["validate", "--json", "--jobs", "2", str(batch)], capsys)
    listed = json.loads(out)
    assert [Path(item["file"]).name[:3] for item in listed] == [f"{n:03d}" for n in range(24)]
    assert "error" in listed[11] and all("error" not in item for item in listed[:11])
    assert _run(["validate", "--json", "--jobs", "1", str(batch)], capsys) == (code, out, err)


def test_info_json_jobs_is_the_serial_list(batch, capsys):
    parallel = _run(["info", "--json", "--jobs", "2", str(batch)], capsys)
    assert parallel == _run(["info", "--json", "--jobs", "1", str(batch)], capsys)
    names = [item.get("name") for item in json.loads(parallel[1])]
    assert names[:3] == ["Locust LCT-1V", "Stinger STG-3R", "Atlas AS7-D"] and names[11] is None


def test_convert_jobs_writes_every_good_file(batch, tmp_path, capsys):
    argv = ["convert", "--jobs", "2", str(batch), str(tmp_path / "out"), "--to", "mtf"]
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == "converted 23, failed 1\n"
    assert len(list((tmp_path / "out").iterdir())) == 23


@pytest.mark.parametrize("objects", [[], [{"a": 1}], [{"a": [1, {"b": "x\\ny"}]}, {"c": None}, {}]])
def test_a_streamed_json_list_is_json_dumps_of_the_list(objects):
    class Text:
        text = ""

        def write(self, part: str) -> None:
            self.text += part

    out = Text()
    writer = JsonList(out)   # type: ignore[arg-type]
    for value in objects:
        writer.add(value)
    writer.close()
    assert out.text == json.dumps(objects, indent=2) + "\n"


@pytest.mark.parametrize("objects", [[{"a": 1}], [{"a": [1, {"b": "x\\ny"}]}, {"c": None}, {}]])
def test_objects_encoded_in_a_worker_print_as_json_dumps_of_the_list(objects):
    # A worker records each object already encoded (FileOutcome.object -> json_item); the command's
    # process replays the text: still exactly the JSON of the whole list.
    import io

    from designer.cli.outcome import FileOutcome, replay

    outcomes = []
    for value in objects:
        outcome = FileOutcome()
        outcome.object(value)
        outcomes.append(outcome)
    out = io.StringIO()
    writer = JsonList(out)
    for outcome in outcomes:
        replay(outcome, out, writer)
    writer.close()
    assert out.getvalue() == json.dumps(objects, indent=2) + "\n"


def test_chunks_cover_every_item_in_order_and_shrink_toward_the_end():
    from designer.cli.parallel import MAX_CHUNK, _chunks

    items = list(range(1221))   # the reference sets' file count
    chunks = list(_chunks(items, 1, 2))
    assert [item for chunk in chunks for item in chunk] == items[1:]
    sizes = [len(chunk) for chunk in chunks]
    # 1,220 files on 2 workers: an eighth of a worker's share of what is left, 32 at most:
    # 1220 // 16 = 76 -> 32 first; the last chunks hold one file each (fewer than 16 left)
    assert sizes[0] == MAX_CHUNK == 32
    assert sizes == sorted(sizes, reverse=True)
    assert sizes[-15:] == [1] * 15


_MACHINERY = """
import sys
from pathlib import Path
from designer.cli.parallel import _import_unit_machinery
from designer.formats.load import READERS
from designer.kinds import unit_kinds

_import_unit_machinery([Path(name) for name in sys.argv[1:]])
loaded = lambda ref: isinstance(ref, str) and ref.partition(":")[0] in sys.modules
print([spec.kind for spec in unit_kinds() if loaded(spec.validator)])
print(READERS[".blk"][0] in sys.modules)
"""


def _machinery_after(*names: str) -> tuple[set[str], bool]:
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", _MACHINERY, *names], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(root)), check=True, timeout=120)
    kinds, blk = done.stdout.splitlines()
    return set(json.loads(kinds.replace("'", '"'))), blk == "True"


def test_a_batch_of_mtf_files_imports_no_blk_reader_nor_blk_kind_before_the_fork():
    from designer.kinds import unit_kinds

    kinds, blk = _machinery_after("a.mtf", "b.MTF")
    assert not blk
    # the MTF reader makes 'Mechs only: no kind that reads BLK unit types is imported for it
    assert not kinds & {spec.kind for spec in unit_kinds() if spec.blk_unit_types and spec.file_type != "mtf"}


def test_a_mixed_batch_imports_every_kind_its_formats_may_hold():
    from designer.kinds import unit_kinds

    kinds, blk = _machinery_after("a.mtf", "b.blk")
    assert blk
    assert kinds >= {spec.kind for spec in unit_kinds() if spec.blk_unit_types or spec.file_type == "mtf"}
    kinds, blk = _machinery_after("Atlas AS7-D")   # a library design's name: any kind, every reader
    assert blk and kinds == {spec.kind for spec in unit_kinds()}


_BUILT = """
import sys
from designer.cli.parallel import _import_unit_machinery
from designer.kinds import unit_kinds

_import_unit_machinery(["a.blk"])
wanted = [ref.partition(":")[0] for spec in unit_kinds() if spec.blk_unit_types
          for ref in (spec.blk_reader, spec.blk_blocks, spec.summarizer, spec.item_names)
          if isinstance(ref, str)]
print(sorted(name for name in wanted if name not in sys.modules))
from designer.catalog.battlearmor import ba_item_names
from designer.catalog.protomech_tables import protomech_item_names
print(ba_item_names.cache_info().currsize, protomech_item_names.cache_info().currsize)
print("designer.rules.citations" in sys.modules)
"""


def test_a_blk_batch_builds_what_reading_and_validating_each_kind_uses_before_the_fork():
    # what a worker builds itself is built once in each worker: the BLK readers, the BLK blocks the
    # reader compares a file with, the summaries, the findings' citations and each kind's item names
    # (battle armor and ProtoMech tables read and indexed) are made once, in the command's process
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", _BUILT], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(root)), check=True, timeout=120)
    missing, built, citations = done.stdout.splitlines()
    assert missing == "[]"
    assert built == "1 1"
    assert citations == "True"
