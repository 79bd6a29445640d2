"""The whole command over a mixed library: ``designer validate --json``, ``designer
validate`` (text) and ``designer index --no-cache --json`` over the reference sets together ('Mechs,
vehicles, fighters, battle armor, ProtoMechs: ``../shared/reference``), each a fresh process timed
from start to its last byte, as milliseconds a file, against a fresh process that only reads the
same files' bytes, in the same run. Target: 1,000 files a second or more on two cores (1 ms a file).
CPU seconds (user + system of the process and its workers) are given beside: on a shared machine
the wall time also waits for a core."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

from bench import Row

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "reference"
# the mixed library: every kind the reference sets hold ('Mech, vehicle, fighter, battle armor, ProtoMech)
FOLDERS = ("megamek-units", "level2", "level2-blk/vehicles", "level2-blk/fighters",
           "level2-blk/battlearmor", "level2-blk/protomechs")
EXTENSIONS = (".mtf", ".blk")
READ_BYTES = ("import sys\nfrom pathlib import Path\n"
              "total = sum(len(p.read_bytes()) for a in sys.argv[1:] for p in sorted(Path(a).iterdir())"
              f" if p.suffix.lower() in {EXTENSIONS!r})\nsys.stdout.write(str(total))\n")


def library() -> tuple[list[str], int]:
    folders = [REFERENCE / name for name in FOLDERS if (REFERENCE / name).is_dir()]
    count = sum(1 for folder in folders for path in folder.iterdir() if path.suffix.lower() in EXTENSIONS)
    return [str(folder) for folder in folders], count


def timed(arguments: list[str], runs: int = 3) -> tuple[float, float]:
    """Best wall and best CPU seconds of ``runs`` fresh processes (after one warming run: bytecode,
    catalog cache); standard output read to its last byte. The processes may write bytecode, as a
    player's install does: a ``PYTHONDONTWRITEBYTECODE`` of the calling shell would make every run
    compile the program again (about a fifth of a second of start-up each)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(ROOT)
    wall = cpu = float("inf")
    for _ in range(runs + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, *arguments], env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
        wall = min(wall, time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = min(cpu, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, cpu


def run() -> list[Row]:
    folders, count = library()
    if not count:
        return [Row(f"whole command: {REFERENCE} absent", 0.0, "-", 0.0, "", unit="ms")]
    read_wall, read_cpu = timed(["-c", READ_BYTES, *folders])
    rows = []
    for label, arguments in (("validate --json", ["validate", "--json"]), ("validate (text)", ["validate"]),
                             ("index --no-cache --json", ["index", "--no-cache", "--json"])):
        wall, cpu = timed(["-m", "designer", *arguments, *folders])
        rows.append(Row(f"{label}: {count} files, wall a file", wall / count,
                        "reading the bytes", read_wall / count, "<= 1 ms (1,000 files/s)"))
        rows.append(Row(f"{label}: CPU a file", cpu / count,
                        "reading the bytes", read_cpu / count, ""))
    return rows
