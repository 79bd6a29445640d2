"""Maintainer tool: rebuilds ``units/fighters/level2/``, the canon Level 2 fighters the project keeps
for its own checks, from MegaMek's BLK files:

    python -m tools.library_fighters_level2 [REFERENCE_FOLDER] [OUTPUT_FOLDER]

(defaults: ``../shared/reference/level2-blk/fighters`` beside the checkout, and
``units/fighters/level2``). The selection below is the whole recipe: Inner Sphere and Clan fighters
chosen to cover the Level 2 construction (XL engines, ferro-aluminum and heavy ferro-aluminum armor,
double heat sinks, the small cockpit, cargo) and the equipment and later weapons canon fighters
mount (CASE, Artemis IV, targeting computers, ECM, probes, improved heavy lasers, ProtoMech AC/8,
improved heavy Gauss rifle, PPC capacitor), plus the one conventional fighter. Each file is read and
converted by ``designer convert``; only the statistics are kept (the reader's ``meta``, MegaMek's
header and prose lines, and any fluff are dropped), as for ``units/mechs/level2``. MegaMek's unit
data is CC BY-NC-SA (units/README.md).

Not a test and not part of the program: tests read only ``units/``."""

from __future__ import annotations

import sys
from pathlib import Path

from tools.library_level2 import convert_into
from tools.library_level2 import main as library_main
from designer.fighter.model import Fighter

REPO = Path(__file__).resolve().parent.parent
REFERENCE = REPO.parent / "shared" / "reference" / "level2-blk" / "fighters"
OUTPUT = REPO / "units" / "fighters" / "level2"

# What each file brings, as its BLK tags and equipment lines say.
SELECTION = (
    "Sabre SB-27b",               # IS: XL engine, ferro-aluminum, double heat sinks
    "Trident TRN-3V",             # IS: small cockpit, heavy ferro-aluminum, pulse and ER lasers
    "Corsair CSR-V18",            # IS: heavy ferro-aluminum
    "Chippewa CHP-W7T",           # IS: Artemis IV, XL engine, ten weapons in four arcs
    "Ahab AHB-MD",                # IS: targeting computer
    "Sparrowhawk SPR-7D",         # IS: XL engine, ferro-aluminum
    "Schrack SCK-O",              # IS OmniFighter: improved heavy Gauss rifle
    "Sternensturm STM-OA",        # IS OmniFighter: PPC capacitor, heavy ferro-aluminum
    "Mechbuster (Mary)",          # the conventional fighter: turbine, light Gauss rifle
    "Bashkir Prime",              # Clan: XL, Clan ferro-aluminum, double heat sinks, Clan CASE
    "Avar A",                     # Clan: Artemis IV and CASE
    "Batu B",                     # Clan: targeting computer
    "Chippewa IIC",               # Clan: Artemis IV, targeting computer
    "Kirghiz C",                  # Clan: ten tons of cargo
    "Qasar D",                    # Clan: improved heavy medium lasers
    "Wusun D",                    # Clan: improved heavy large laser
    "Issedone D",                 # Clan: ProtoMech AC/8
)


def selected_files(reference: Path) -> list[Path]:
    files = [reference / f"{name}.blk" for name in SELECTION]
    missing = [str(path) for path in files if not path.is_file()]
    if missing:
        raise FileNotFoundError(f"not in the reference folder: {', '.join(missing)}")
    return files


def statistics_only(fighter: Fighter) -> Fighter:
    """The design without the reader's ``meta`` and without fluff."""
    return fighter.model_copy(update={"meta": {}, "fluff": None})


def rebuild(reference: Path = REFERENCE, output: Path = OUTPUT) -> list[Path]:
    """Converts the selection into ``output`` (its old YAML files removed first); the files written."""
    return convert_into(selected_files(reference), output, Fighter, statistics_only)


def main(argv: list[str] | None = None) -> int:
    return library_main(argv, REFERENCE, OUTPUT, rebuild)


if __name__ == "__main__":
    sys.exit(main())
