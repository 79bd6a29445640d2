"""Maintainer tool: rebuilds ``units/mechs/level2/``, the Level 2 canon 'Mechs the project keeps for
its own checks, from MegaMek's TRO 3050-era files:

    python -m tools.library_level2 [REFERENCE_FOLDER] [OUTPUT_FOLDER]

(defaults: ``../shared/reference/level2`` beside the checkout, and ``units/mechs/level2``). The
selection below is the whole recipe: the 20 acceptance units of research/level2-spec.md section 4,
later-era designs (Era 3055 and after) chosen to cover the later technology, and Clan OmniMechs
with every configuration file of their chassis. The chosen files are copied into a scratch folder
and converted there by ``designer convert FOLDER OUT`` (which gathers an OmniMech's configuration
files into one design); then only the statistics are kept: the reader's ``meta`` (MegaMek's header
lines, manufacturer and factory names, the file's own slot spellings) and any fluff are dropped, as
for the TRO 3025 'Mechs in ``units/mechs/``. MegaMek's unit data is CC BY-NC-SA (units/README.md).

Not a test and not part of the program: tests read only ``units/``."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any
from shutil import copyfile

from designer.formats.yaml_io import atomic_write_text, dump_unit, read_unit
from designer.mech.model import Mech

REPO = Path(__file__).resolve().parent.parent
REFERENCE = REPO.parent / "shared" / "reference" / "level2"
OUTPUT = REPO / "units" / "mechs" / "level2"

# research/level2-spec.md section 4, units 12-20 (Inner Sphere; the Axman splits its AC/20 over two
# locations, D-MTF-10).
ACCEPTANCE_IS = (
    "Atlas AS7-K", "Awesome AWS-9M", "Raven RVN-3L", "Cyclops CP-11-C", "Black Knight BL-6-KNT",
    "Axman AXM-1N", "Grand Dragon DRG-5K", "Crockett CRK-5003-1", "Exterminator EXT-4D",
)

# Clan OmniMechs, one design each with all the configurations the corpus holds. The first eleven
# are the acceptance units 1-11 (their Prime); their later configurations (Era 3054-3071) carry
# ATM, HAG, plasma cannon, AP Gauss, heavy and micro lasers, B-pod, light TAG, HMG arrays.
OMNIMECHS = (
    "Daishi (Dire Wolf)", "Mad Cat (Timber Wolf)", "Ryoken (Stormcrow)", "Vulture (Mad Dog)",
    "Thor (Summoner)", "Masakari (Warhawk)", "Uller (Kit Fox)", "Black Hawk (Nova)",
    "Koshi (Mist Lynx)", "Fenris (Ice Ferret)", "Dasher (Fire Moth)",
    "Man O' War (Gargoyle)",      # ATM 12, LB 20-X, ER micro laser
    "Loki (Hellbringer)",         # A-pod, B-pod, plasma cannon
    "Gladiator (Executioner)",    # HAG/30, Clan light active probe, UAC/20
    "Dragonfly (Viper)",          # ATM 3, heavy machine gun array
    "Puma (Adder)",               # HAG/20, AP Gauss, micro pulse laser
)

# Later Technical Readouts (Era 3055 and after; the corpus has no Inner Sphere OmniMech): what each
# file brings that the others do not, as its MTF header and slots say.
LATER = (
    "Annihilator ANH-3A",         # compact engine and gyro, light ferro-fibrous, light AC/2
    "Assassin ASN-99",            # stealth armor, light PPC, sword, TAG
    "Banshee BNC-8S",             # XL gyro, hatchet, snub-nose PPC, TSM
    "Blackjack BJ-4",             # light engine, light AC/5, targeting computer
    "Bombardier BMB-14K",         # MML 7, machine gun array
    "Cataphract CTF-5D",          # light engine, stealth, small cockpit, improved jump jets, plasma rifle
    "Catapult CPLT-K5",           # MRM 30
    "Centurion CN9-D5",           # rotary AC/5, MASC
    "Centurion CN9-D3D",          # light Gauss rifle
    "Champion CHP-3P",            # C3i, improved Narc, Ultra AC/10
    "Charger CGR-KMZ",            # heavy PPC, MML 9, sword, light PPC
    "Clint CLNT-6S",              # heavy ferro-fibrous, small cockpit
    "Commando COM-4H",            # rocket launcher 15
    "Crab CRB-45",                # heavy ferro-fibrous, C3i
    "Crockett CRK-5005-1",        # MML 3, light engine, small cockpit
    "Flea FLE-19",                # light machine gun array, rocket launcher 10
    "Guillotine GLT-6WB",         # compact gyro, small cockpit, heavy PPC
    "Hatchetman HCT-5DD",         # rotary AC/2, hatchet
    "Highlander HGN-738",         # heavy Gauss rifle (in one location)
    "Hunchback HBK-5SS",          # heavy-duty gyro, MML 9
    "Hunchback HBK-5SG",          # stealth armor with a compact gyro
    "JagerMech JM7-G",            # LB 2-X AC, rotary AC/2
    "Jenner JR7-C2",              # XL gyro, heavy ferro-fibrous, MML 5
    "Katana (Crockett) CRK-5003-CM",  # C3 master
    "King Crab KGC-007",          # plasma rifle, rotary AC/5, light PPC
    "King Crab KGC-008",          # heavy-duty gyro, small cockpit, C3i
    "Lancelot LNC25-08",          # XL gyro, LB 5-X AC, C3i
    "Mercury MCY-104",            # C3i, MASC and TAG on a 20-ton 'Mech
    "Orion ON1-MC",               # MRM 20 and MRM 30
    "Thorn THE-N2",               # MML 7 on a 20-ton 'Mech
    "Victor VTR-10D",             # Ultra AC/20
    "Vindicator VND-6L",          # stealth, plasma rifle, sword with TSM
    "Wolf Trap (Tora) WFT-2",     # MML 9, plasma rifle, light machine gun array
    "Zeus ZEU-10WB",              # XL gyro with a light engine, heavy PPC
    "Falcon FLC-6C",              # a Clan 'Mech that is not an OmniMech (Era 3065)
    "Atlas AS7-C",                # mixed technology (Inner Sphere chassis, Clan weapons)
)


def selected_files(reference: Path) -> list[Path]:
    """The MTF files of the selection: one per design, every configuration of an OmniMech."""
    files = [reference / f"{name}.mtf" for name in (*ACCEPTANCE_IS, *LATER)]
    for chassis in OMNIMECHS:
        configurations = sorted(path for path in reference.glob("*.mtf")
                                if path.stem.startswith(f"{chassis} "))
        if not configurations:
            raise FileNotFoundError(f"{reference}: no configuration file of {chassis}")
        files += configurations
    missing = [str(path) for path in files if not path.is_file()]
    if missing:
        raise FileNotFoundError(f"not in the reference folder: {', '.join(missing)}")
    return files


def statistics_only(mech: Mech) -> Mech:
    """The design without the reader's ``meta`` (MegaMek's header and prose-bearing lines, its own
    spellings) and without fluff, in the design and in each configuration. The file's ``Era:`` is
    not made the design's ``year``: the MTF reader does not read it back, so a design with a year
    could not be exported to MTF unchanged (``designer convert`` refuses it)."""
    configurations = {name: config.model_copy(update={"meta": None})
                      for name, config in mech.configurations.items()}
    return mech.model_copy(update={"meta": {}, "fluff": None, "configurations": configurations})


def rebuild(reference: Path = REFERENCE, output: Path = OUTPUT) -> list[Path]:
    """Converts the selection into ``output`` (its old YAML files removed first); the files written."""
    return convert_into(selected_files(reference), output, Mech, statistics_only)


def convert_into(files: list[Path], output: Path, model: type, strip: Callable[[Any], Any]) -> list[Path]:
    """Converts MegaMek's ``files`` with ``designer convert`` (a folder at once, so OmniMech
    configurations are gathered) and writes each design, ``strip`` ped to its statistics, into
    ``output`` (its old YAML files removed first); the files written."""
    with tempfile.TemporaryDirectory() as scratch:
        source, converted = Path(scratch) / "source", Path(scratch) / "yaml"
        source.mkdir()
        for path in files:
            copyfile(path, source / path.name)
        command = [sys.executable, "-m", "designer", "convert", str(source), str(converted)]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        output.mkdir(parents=True, exist_ok=True)
        for old in output.glob("*.yaml"):
            old.unlink()
        written = []
        for path in sorted(converted.glob("*.yaml")):
            unit = read_unit(path)
            assert isinstance(unit, model), path
            atomic_write_text(output / path.name, dump_unit(strip(unit)), backup=False)
            written.append(output / path.name)
    return written


def main(argv: list[str] | None = None, reference: Path = REFERENCE, output: Path = OUTPUT,
         make: Callable[[Path, Path], list[Path]] = rebuild) -> int:
    """``python -m MODULE [REFERENCE [OUTPUT]]``: rebuilds a kept canon library folder."""
    args = sys.argv[1:] if argv is None else argv
    reference = Path(args[0]) if args else reference
    output = Path(args[1]) if len(args) > 1 else output
    written = make(reference, output)
    print(f"wrote {len(written)} designs into {output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
