"""The kind registry imports a kind's document model when the kind is first used, so validating a
'Mech file never imports the vehicle, fighter, building, infantry, battle armor or ProtoMech models
(D-SCALE3-5); a kind asked for by name still gives its model."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from designer.kinds import unit_kind

ROOT = Path(__file__).resolve().parent.parent
ATLAS = ROOT / "units" / "mechs" / "Atlas AS7-D.yaml"
OTHER_MODELS = {"battlearmor", "building", "fighter", "infantry", "protomech", "support_vehicle", "vehicle"}


def test_validating_a_mech_imports_no_other_kinds_model():
    code = ("import sys\nfrom designer.cli import main\n"
            f"code = main(['validate', {str(ATLAS)!r}])\n"
            # a model of designer/model/ by its module name, a kind folder's (designer/<kind>/model.py)
            # by its folder's
            "print(code, sorted(m.split('.')[-1] if m.startswith('designer.model.') else m.split('.')[1]\n"
            "    for m in sys.modules if m.startswith('designer.model.')\n"
            "    or (m.startswith('designer.') and m.endswith('.model') and m.count('.') == 2)))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    status, models = result.stdout.strip().splitlines()[-1].split(" ", 1)
    assert status == "0", result.stderr
    imported = {name.strip("'") for name in models.strip("[]").split(", ")}
    assert "mech" in imported and not imported & OTHER_MODELS


def test_a_kind_named_gives_its_model():
    from designer.protomech.model import ProtoMech
    from designer.vehicle.model import Vehicle

    assert unit_kind("vehicle").model is Vehicle and unit_kind("protomech").model is ProtoMech
