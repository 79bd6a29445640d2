"""The lance builder's forces as MegaMek force files: members added from the library get MegaMek's
chassis, model and movement type; an OmniMech configuration is its model; unsaved designs refuse."""

from __future__ import annotations

from dataclasses import replace

import pytest

from designer.editing.lance import ForceDraft, LanceDraft, member_from_unit, members_from_reference
from designer.editing.lance_mul import force_file_of, write_mul_force
from designer.formats.errors import FormatError
from designer.forces.resolve import unit_catalog
from designer.forces.values import force_rows
from designer.formats.mul import read_mul
from tests.conftest import canon


def test_library_members_become_entities_with_their_pilots(tmp_path):
    wasp = replace(members_from_reference("Wasp WSP-1A")[0], gunnery=3, piloting=4, pilot_name="Kit")
    [prime] = [m for m in members_from_reference("Vulture (Mad Dog)") if m.configuration == "Prime"]
    force = ForceDraft("Strike", (LanceDraft("Recon", (wasp, prime)),))
    path = tmp_path / "strike.mul"
    write_mul_force(force, path)
    units = read_mul(path).units
    # the OmniMech by its design's chassis (as MegaMek's own file spells it) and the configuration as model
    assert [(u.chassis, u.model, u.type, u.path_names) for u in units] == [
        ("Wasp", "WSP-1A", "Biped", ("Strike", "Recon")),
        ("Vulture (Mad Dog)", "Prime", "Biped", ("Strike", "Recon"))]
    assert (units[0].crew.name, units[0].crew.gunnery, units[0].crew.piloting) == ("Kit", 3, 4)
    assert (units[1].crew.gunnery, units[1].crew.piloting) == (4, 5)   # the builder's default skills
    rows = force_rows(read_mul(path), unit_catalog())
    # found again by MegaMek's name: Wasp at 3/4 (MUL 384 x1.32), Prime at 4/5 (MUL 2,351)
    assert [row.battle_value for row in rows] == [round(384 * 1.32), 2351]


def test_an_unsaved_design_cannot_go_into_a_force_file():
    member = member_from_unit(canon("Wasp WSP-1A"), None)
    with pytest.raises(FormatError, match="has not been saved"):
        force_file_of(ForceDraft("F", (LanceDraft("L", (member,)),)))
