"""The OmniMech scan of an MTF file skips a file that names no OmniMech mark and no base chassis heat
sinks, and still finds each of them alone, in any letter case (D-SCALE3-3)."""

from __future__ import annotations

from designer.mech.mtf_omni import OmniRead, scan_omni
from designer.mech.model import MechLocation

PLAIN = "chassis:Atlas\nmodel:AS7-D\nConfig:Biped\n\nLeft Arm:\nShoulder\nMedium Laser\n"


def test_a_file_without_omni_marks_reads_as_no_omnimech():
    assert scan_omni(PLAIN) == OmniRead(False, None, frozenset())


def test_base_heat_sinks_alone_are_still_read():
    assert scan_omni(PLAIN + "\nBASE CHASSIS HEAT SINKS: 12\n") == OmniRead(False, 12, frozenset())


def test_an_omnipod_mark_alone_is_still_read():
    text = PLAIN.replace("Medium Laser", "Medium Laser (OMNIPOD)")
    assert scan_omni(text) == OmniRead(False, None, frozenset({(MechLocation.LA, 2)}))


def test_the_config_mark_is_still_read():
    assert scan_omni(PLAIN.replace("Config:Biped", "Config:Biped OmniMech")).omni
