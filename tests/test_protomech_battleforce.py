"""BattleForce refuses ProtoMechs by name (decision D-PM-3): the 1987 rules (seed 001) give them no
values, so a lance holding one says so instead of leaving it out."""

from __future__ import annotations

import pytest

from designer.battleforce.lance import lance_values
from designer.battleforce.unit_values import UnsupportedUnitError
from designer.cli import main
from designer.editing.lance import member_from_unit
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from tests.conftest import REPO, canon

CENTAUR = REPO / "units" / "examples" / "protomech-centaur.yaml"


def test_a_lance_with_a_protomech_names_it_and_the_reason():
    proto = load_unit(CENTAUR).unit
    message = r"Centaur \(Standard\) is a ProtoMech: the 1987 BattleForce"
    with pytest.raises(UnsupportedUnitError, match=message):
        lance_values([canon("Locust LCT-1V"), proto], [(4, 5), (4, 5)])


def test_the_lance_builder_refuses_it_with_the_message():
    with pytest.raises(FormatError, match="do not rate ProtoMechs"):
        member_from_unit(load_unit(CENTAUR).unit, CENTAUR)


def test_the_cli_says_so_and_exits_2(capsys):
    assert main(["battleforce", str(CENTAUR)]) == 2
    assert "is a ProtoMech: the 1987 BattleForce rules do not rate ProtoMechs" in capsys.readouterr().err
