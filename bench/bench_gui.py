"""How long one edit takes to reach the status line and the findings panel.

Opens the Atlas AS7-D (100 tons), fills every free critical slot with heat sinks, then presses
the heat sink spin box's up and down arrows (one step each) and times each step until the
window has caught up: structure tab, status line and findings. Prints the mean and worst
times and their ratio to one bare ``validate()`` call on the same design.

    QT_QPA_PLATFORM=offscreen python bench/bench_gui.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from designer.gui.app import application  # noqa: E402

STEPS = 60
BUDGET_MS = 50.0
ATLAS = Path(__file__).resolve().parents[1] / "units" / "mechs" / "Atlas AS7-D.yaml"


def full_crit_atlas():
    from designer.editing import criticals, mech as edits
    from designer.formats.yaml_io import read_unit
    from designer.rules.mech.figures import figures

    mech = read_unit(ATLAS)
    free = sum(figures(mech).slots_free(loc) for loc in mech.locations)
    mech = criticals.place_all(edits.set_heat_sinks(mech, mech.heat_sinks + free))
    left = sum(figures(mech).slots_free(loc) for loc in mech.locations)
    return mech, left


def time_ms(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def main() -> int:
    application()
    from designer.gui.document import DesignDocument
    from designer.gui.main_window import MainWindow
    from designer.rules.validate import validate

    mech, free_left = full_crit_atlas()
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    view = window.add_document(DesignDocument(mech))
    spin = view.page("structure").heat_sinks
    application().processEvents()
    edits = [time_ms(spin.stepUp if i % 2 == 0 else spin.stepDown) for i in range(STEPS)]
    view.show_tab("criticals")
    application().processEvents()
    from designer.editing.mech import set_heat_sinks
    count = view.document.mech.heat_sinks
    with_crits = [time_ms(lambda n=count + (i % 2 == 0): view.document.edit(set_heat_sinks, n)) for i in range(STEPS)]
    bare = min(time_ms(lambda: validate(view.document.mech)) for _ in range(20))
    mean, worst = statistics.mean(edits), max(edits)
    print(f"Atlas AS7-D, 100 t, {free_left} free slots, {len(view.findings.findings())} findings")
    print(f"one spin-box step -> status + findings: mean {mean:.1f} ms, worst {worst:.1f} ms "
          f"(budget {BUDGET_MS:.0f} ms)")
    print(f"same edit with the Criticals tab showing: mean {statistics.mean(with_crits):.1f} ms, "
          f"worst {max(with_crits):.1f} ms")
    print(f"one bare validate(): {bare:.2f} ms; edit / validate ratio {mean / bare:.1f}x")
    for other in window.views():
        other.document.history.mark_saved()
    window.close()
    return 0 if mean < BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
