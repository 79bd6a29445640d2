"""The ``<transporters>`` kinds a support vehicle's chassis holds besides cargo bays and troop
space (MegaMek ``Bay`` and ``Transporter`` names, lower case): seats, quarters, infantry bays and
battle armor handles (decision D-SV-1)."""

from __future__ import annotations

from designer.vehicle.support_model import BA_HANDLES

SEATS = ("standardseats", "pillionseats", "ejectionseats")
QUARTERS = ("1stclassquarters", "2ndclassquarters", "crewquarters", "steeragequarters")
BA_HANDLES_LINE = "BattleArmorHandles - troopers:-1"   # as MegaMek writes it
SUPPORT_BAYS = frozenset({*SEATS, *QUARTERS, "infantrybay", BA_HANDLES})
