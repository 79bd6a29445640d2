"""The kill test: a sheet job and a conversion are killed (SIGKILL, and SIGTERM /
Ctrl-C) at random moments; the target is always the old complete file or the new complete file.

The jobs run in processes forked from one warm helper process (designer already imported), so
the random moments fall on the work itself (reading, drawing, writing, renaming) rather than on
Python's start-up, and 20 kills of each take seconds."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

HERE = Path(__file__).parent
MECHS = Path(__file__).parents[1] / "designer" / "units" / "mechs"

KILLER = textwrap.dedent(r"""
    import json, os, random, signal, sys, time
    from pathlib import Path
    from designer.cli import main

    target, attempts, sig = Path(sys.argv[1]), int(sys.argv[4]), int(sys.argv[5])
    old_argv, new_argv = json.loads(sys.argv[2]), json.loads(sys.argv[3])

    def run(argv):
        pid = os.fork()
        if pid == 0:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1); os.dup2(devnull, 2)
            os._exit(main(argv))
        return pid

    def finish(argv):
        pid = run(argv)
        start = time.monotonic()
        assert os.waitpid(pid, 0)[1] == 0
        return target.read_bytes(), time.monotonic() - start

    def put_back(data):   # the old file again, for the next attempt (test set-up, not the writer under test)
        temp = target.with_name("setup.part")
        temp.write_bytes(data)
        os.replace(temp, target)

    import contextlib, io
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        assert main(new_argv) == 0   # warm: every module, catalog and template loaded before forking
    new, duration = finish(new_argv)
    old, _ = finish(old_argv)
    assert old != new
    rng = random.Random(14)
    seen = []
    for _ in range(attempts):
        pid = run(new_argv)
        time.sleep(rng.uniform(0, duration * 1.1))
        os.kill(pid, sig)
        os.waitpid(pid, 0)
        now = target.read_bytes()
        seen.append("new" if now == new else "old" if now == old else "BROKEN")
        if now != old:
            put_back(old)
    finish(new_argv)   # a job after the kills removes what the killed jobs left
    leftovers = sorted(p.name for p in target.parent.iterdir() if p.name.endswith(".tmp"))
    print(json.dumps({"seen": seen, "leftovers": leftovers, "duration": duration}))
""")


def kill_runs(target: Path, old_argv: list[str], new_argv: list[str], signal_number: int, attempts: int = 20):
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            KILLER,
            str(target),
            json.dumps(old_argv),
            json.dumps(new_argv),
            str(attempts),
            str(signal_number),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def _sheet_argvs(tmp_path: Path) -> tuple[Path, list[str], list[str]]:
    out = tmp_path / "sheets.pdf"
    units = [str(MECHS / name) for name in ("Wasp WSP-1A.yaml", "Atlas AS7-D.yaml")]
    return out, ["sheet", units[0], "-o", str(out)], ["sheet", *units, "-o", str(out)]


def test_sigkill_during_a_sheet_job_leaves_the_old_or_the_new_pdf(tmp_path):
    out, old_argv, new_argv = _sheet_argvs(tmp_path)
    result = kill_runs(out, old_argv, new_argv, 9)
    assert len(result["seen"]) == 20 and "BROKEN" not in result["seen"], result
    assert result["leftovers"] == []


def test_sigkill_during_a_conversion_leaves_the_old_or_the_new_file(tmp_path):
    out = tmp_path / "unit.mtf"
    old_argv = ["convert", str(MECHS / "Wasp WSP-1A.yaml"), str(out), "--force"]
    new_argv = ["convert", str(MECHS / "Atlas AS7-D.yaml"), str(out), "--force"]
    result = kill_runs(out, old_argv, new_argv, 9)
    assert len(result["seen"]) == 20 and "BROKEN" not in result["seen"], result
    assert result["leftovers"] == []


def test_sigterm_and_ctrl_c_during_a_sheet_job(tmp_path):
    out, old_argv, new_argv = _sheet_argvs(tmp_path)
    for signal_number in (15, 2):  # SIGTERM, SIGINT: unwound, the temporary file removed at once
        result = kill_runs(out, old_argv, new_argv, signal_number, attempts=4)
        assert "BROKEN" not in result["seen"] and result["leftovers"] == [], result


REGIMENT = HERE / "data" / "regiment-lancers.yaml"


def test_sigkill_during_regiment_counters_leaves_the_old_or_the_new_pdf(tmp_path):
    out = tmp_path / "counters.pdf"
    old_argv = ["regiment", str(REGIMENT), "--counters", str(out), "--paper", "a4"]
    new_argv = ["regiment", str(REGIMENT), "--counters", str(out)]
    result = kill_runs(out, old_argv, new_argv, 9)
    assert len(result["seen"]) == 20 and "BROKEN" not in result["seen"], result
    assert result["leftovers"] == []


def test_sigkill_during_a_scenario_briefing_leaves_the_old_or_the_new_pdf(tmp_path):
    out = tmp_path / "brief.pdf"
    old_argv = ["regiment", "scenario", "steel-tip", "-o", str(out)]
    new_argv = ["regiment", "scenario", "steel-tip", "-o", str(out), "--paper", "a4"]
    result = kill_runs(out, old_argv, new_argv, 9)
    assert len(result["seen"]) == 20 and "BROKEN" not in result["seen"], result
    assert result["leftovers"] == []
