"""The published 1987 BattleForce Values Table (seed 001 lines 1711-1853), shipped as data in
``designer/catalog/data/battleforce/values_1987.yaml``.

That file is generated from the team's transcription ``shared/reference/battleforce-1987-values.csv``
(printed values kept exactly, typos included) by::

    python -m designer.battleforce.published ../shared/reference/battleforce-1987-values.csv

Columns: 'Mechs and vehicles RA CA D R MP; fighters AV ST D R M (stored in ra ca d r mp);
DropShips RA D RN (RN stored in r). "7/5" MP means walk 7, jump 5; a vehicle MP carries its
motive letter (H hover, T tracked, W wheeled)."""

from __future__ import annotations

import csv
import functools
import re
import sys
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_data_file

DATA_NAME = "battleforce/values_1987.yaml"
MOTIVES = {"H": "hover", "T": "tracked", "W": "wheeled"}
_MP = re.compile(r"^(\d+)(?:/(\d+))?([HTW]?)$")


class PublishedRow(BaseModel):
    """One printed row. ``jump_mp`` is the printed jump MP when it differs from the walk MP
    ("7/5"), else equal to ``mp`` for (J) units and 0 otherwise."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    section: str
    class_: str
    tons: float | None = None
    ra: int
    ca: int | None = None
    d: int
    r: int
    r_text: str
    mp: int | None = None
    jump_mp: int = 0
    jump: bool = False
    indirect: bool = False
    notes: str = ""


def _class_of(section: str, mp_text: str) -> str:
    if section.startswith("AeroSpace"):
        return "fighter"
    if section == "DropShips":
        return "dropship"
    if section == "Vehicles":
        return "vehicle:" + MOTIVES[mp_text[-1]]
    return "mech"


def _int(text: str) -> int | None:
    return int(text) if text.strip() else None


def row_from_csv(row: dict[str, str]) -> dict[str, object]:
    """One CSV row -> the YAML mapping of a PublishedRow (printed values kept)."""
    match = _MP.match(row["mp"].strip()) if row["mp"].strip() else None
    mp = int(match.group(1)) if match else None
    jump = row["jump"] == "J"
    jump_mp = int(match.group(2)) if match and match.group(2) else (mp or 0) if jump else 0
    r_text = row["r"].strip()
    out: dict[str, object] = {
        "name": row["name"], "section": row["section"], "class_": _class_of(row["section"], row["mp"].strip()),
        "tons": float(row["tons"]) if row["tons"] else None, "ra": int(row["ra"]), "ca": _int(row["ca"]),
        "d": int(row["d"]), "r": int(r_text.split("-")[0]), "r_text": r_text, "mp": mp,
        "jump_mp": jump_mp, "jump": jump, "indirect": row["indirect"] == "I", "notes": row["notes"]}
    return {key: value for key, value in out.items() if value is not None and value != "" and value is not False}


def generate(csv_path: str | Path) -> str:
    """The YAML text of the data file, with its "generated, don't edit" header."""
    with open(csv_path, encoding="utf-8", newline="") as stream:
        rows = [row_from_csv(row) for row in csv.DictReader(stream)]
    header = ("# Generated from shared/reference/battleforce-1987-values.csv by\n"
              "#   python -m designer.battleforce.published ../shared/reference/battleforce-1987-values.csv\n"
              "# Do not edit: the published BattleForce Values Table (seed 001 lines 1711-1713: "
              "\"BATTLEFORCE VALUES TABLE Tons = Weight of 'Mech\").\n")
    return header + yaml.safe_dump({"units": rows}, sort_keys=False, allow_unicode=True, width=120)


@functools.cache
def published_rows() -> tuple[PublishedRow, ...]:
    return tuple(PublishedRow.model_validate(row) for row in load_data_file(DATA_NAME)["units"])


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m designer.battleforce.published CSV", file=sys.stderr)
        return 2
    target = Path(__file__).resolve().parent.parent / "catalog" / "data" / DATA_NAME
    from designer.formats.yaml_io import atomic_write_text  # every output: the one atomic writer

    atomic_write_text(target, generate(argv[0]), backup=False)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
