import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TESTS = Path(__file__).parent
REPO = TESTS.parent
SHARED = REPO.parent / "shared"
REFERENCE_UNITS = SHARED / "reference" / "megamek-units"


@pytest.fixture
def merlin():
    from designer.formats import read_unit

    return read_unit(TESTS / "units" / "merlin.yaml")
