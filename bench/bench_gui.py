"""How long one edit takes to reach the status line and the findings panel.

Opens the Atlas AS7-D (100 tons), fills every free critical slot with heat sinks, then presses
the heat sink spin box's up and down arrows (one step each) and times each step until the
window has caught up: structure tab, status line and findings. Prints the mean and worst
times and their ratio to one bare ``validate()`` call on the same design.

    python -m bench gui
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import Row  # noqa: E402
from designer.gui.app import application  # noqa: E402

STEPS = 60
BUDGET_MS = 50.0
ATLAS = Path(__file__).resolve().parents[1] / "units" / "mechs" / "Atlas AS7-D.yaml"


def full_crit_atlas():
    from designer.mech import critical_edits as criticals
    from designer.mech import edits
    from designer.formats.yaml_io import read_unit
    from designer.mech.figures import figures

    mech = read_unit(ATLAS)
    free = sum(figures(mech).slots_free(loc) for loc in mech.locations)
    mech = criticals.place_all(edits.set_heat_sinks(mech, mech.heat_sinks + free))
    left = sum(figures(mech).slots_free(loc) for loc in mech.locations)
    return mech, left


def time_ms(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def measure() -> dict[str, float]:
    """Edit timings in ms: spin-box steps on the Structure tab, edits with the Criticals tab
    showing, and one bare validate() of the same design."""
    application()
    from designer.mech.edits import set_heat_sinks
    from designer.gui.document import DesignDocument
    from designer.gui.main_window import MainWindow
    from designer.rules.validate import validate

    mech, _ = full_crit_atlas()
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    view = window.add_document(DesignDocument(mech))
    spin = view.page("structure").heat_sinks
    application().processEvents()
    edits = [time_ms(spin.stepUp if i % 2 == 0 else spin.stepDown) for i in range(STEPS)]
    view.show_tab("criticals")
    application().processEvents()
    count = view.document.mech.heat_sinks
    with_crits = [time_ms(lambda n=count + (i % 2 == 0): view.document.edit(set_heat_sinks, n)) for i in range(STEPS)]
    bare = min(time_ms(lambda: validate(view.document.mech)) for _ in range(20))
    for other in window.views():
        other.document.history.mark_saved()
    window.close()
    return {"mean": statistics.mean(edits), "worst": max(edits),
            "crits_mean": statistics.mean(with_crits), "crits_worst": max(with_crits), "bare": bare}


def run() -> list[Row]:
    m = {key: value / 1000 for key, value in measure().items()}   # Row values are seconds
    bare = "one bare validate() of the design"
    return [
        Row("GUI: one spin-box step -> status + findings (mean)", m["mean"], bare, m["bare"], "< 50 ms"),
        Row("GUI: same, worst of 60", m["worst"], bare, m["bare"], "< 50 ms"),
        Row("GUI: edit with the Criticals tab showing (mean)", m["crits_mean"], bare, m["bare"], "< 50 ms"),
    ]


def main() -> int:
    rows = run()
    for row in rows:
        print(f"{row.name}: {row.value * 1000:.1f} ms ({row.ratio:.1f}x {row.baseline_name})")
    return 0 if rows[0].value * 1000 < BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
