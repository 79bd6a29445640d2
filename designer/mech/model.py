"""The BattleMech document: what a player writes down while following the construction rules
(seed 000 lines 4231-4365). Plain data; every derived figure lives in ``designer.mech``."""

from __future__ import annotations

import functools
from enum import StrEnum
from typing import Any, ClassVar, Literal

from pydantic import (Field, NonNegativeFloat, NonNegativeInt, PositiveInt, ValidationInfo, field_validator,
                      SerializerFunctionWrapHandler, model_serializer)

from designer.catalog import catalog

from designer.model.common import AmmoKindField, Document, Pilot, TechBase, UnitDocument


class MechLocation(StrEnum):
    """Hit locations. Bipeds use HD CT LT RT LA RA LL RL; quads FLL FRL RLL RRL for limbs."""

    HD = "HD"
    CT = "CT"
    LT = "LT"
    RT = "RT"
    LA = "LA"
    RA = "RA"
    LL = "LL"
    RL = "RL"
    FLL = "FLL"
    FRL = "FRL"
    RLL = "RLL"
    RRL = "RRL"


class MechConfig(StrEnum):
    BIPED = "biped"
    QUAD = "quad"


HEAD_AND_TORSOS = (MechLocation.HD, MechLocation.CT, MechLocation.LT, MechLocation.RT)
BIPED_LOCATIONS = (*HEAD_AND_TORSOS, MechLocation.LA, MechLocation.RA, MechLocation.LL, MechLocation.RL)
QUAD_LOCATIONS = (*HEAD_AND_TORSOS, MechLocation.FLL, MechLocation.FRL, MechLocation.RLL, MechLocation.RRL)
TORSOS = (MechLocation.CT, MechLocation.LT, MechLocation.RT)
ARMS = (MechLocation.LA, MechLocation.RA)
BIPED_LEGS = (MechLocation.LL, MechLocation.RL)
QUAD_LEGS = (MechLocation.FLL, MechLocation.FRL, MechLocation.RLL, MechLocation.RRL)
LEGS = BIPED_LEGS + QUAD_LEGS

LOCATION_NAMES = {
    MechLocation.HD: "Head",
    MechLocation.CT: "Center Torso",
    MechLocation.LT: "Left Torso",
    MechLocation.RT: "Right Torso",
    MechLocation.LA: "Left Arm",
    MechLocation.RA: "Right Arm",
    MechLocation.LL: "Left Leg",
    MechLocation.RL: "Right Leg",
    MechLocation.FLL: "Front Left Leg",
    MechLocation.FRL: "Front Right Leg",
    MechLocation.RLL: "Rear Left Leg",
    MechLocation.RRL: "Rear Right Leg",
}


# Item fields written only when set, so files without them do not change.
_QUIET_FALSE = ("pod",)
_QUIET_NONE = ("split", "slots")
_QUIET_DEFAULT = {"kind": "standard"}


def _without(data: dict[str, Any], *, pod: bool = False, nones: bool = False) -> dict[str, Any]:
    """A dump without ``pod: false`` (every plain 'Mech's items), an unsplit mount's ``split``, a
    standard bin's ``kind``, or without unset (None) fields."""
    return {key: value for key, value in data.items()
            if not (pod and _quiet(key, value)) and not (nones and value is None)}


def _quiet(key: str, value: Any) -> bool:
    return ((key in _QUIET_FALSE and value is False) or (key in _QUIET_NONE and value is None)
            or _QUIET_DEFAULT.get(key, ...) == value)


class PodFlagDump:
    """Items write ``pod`` only when it is true (a mount ``split`` only when split, a bin ``kind``
    only when not standard), so plain 'Mech files do not change."""

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return _without(handler(self), pod=True)


class NoneFreeDump:
    """OmniMech parts write only the fields they set."""

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return _without(handler(self), nones=True)


class ArmActuators(Document):
    """Which removable arm actuators an arm keeps (seed 000 line 4350: "The 'Mech's Upper,
    Lower, or Hand Actuators may be removed"). Shoulders are never removable."""

    upper_arm: bool = True
    lower_arm: bool = True
    hand: bool = True


class SplitSlots(Document):
    """Where a split weapon continues (decision D-SPLIT-1): the adjacent location, the first slot
    it fills there and how many. The mount's own location holds the rest of its slots."""

    location: MechLocation
    slot: PositiveInt
    slots: PositiveInt


class Mount(PodFlagDump, Document):
    """One piece of slotted equipment (weapon, heat sink, jump jet, hatchet).

    ``location``/``slot`` are None while the item is still unallocated; ``slot`` is the first
    critical slot it fills, counted from 1 as on the record sheet. ``split``: a weapon whose
    slots run on into an adjacent location (rules level 2, decision D-SPLIT-1). ``slots``: the
    slots it fills in its own location when a file gives it another number than its size (None =
    as the rules size it; decision D-TRUST-1: the layout holds what the file says and validation
    reports the difference)."""

    item: str
    location: MechLocation | None = None
    slot: PositiveInt | None = None
    rear: bool = False
    pod: bool = False  # pod-mounted on an OmniMech configuration (designer.mech.omni)
    split: SplitSlots | None = None
    slots: PositiveInt | None = None


class AmmoBin(PodFlagDump, AmmoKindField, Document):
    """One ton (or, for machine guns, half a ton) of ammunition for ``weapon``; one slot.
    ``kind``: the ammunition type of a Level 2 weapon (``kind`` of its rows in
    catalog/data/level2/ammo.yaml: standard, cluster, artemis, narc, inferno; decision D-AMMO-1)."""

    weapon: str
    location: MechLocation | None = None
    slot: PositiveInt | None = None
    half: bool = False
    pod: bool = False  # pod-mounted on an OmniMech configuration (designer.mech.omni)
    kind: str = "standard"


class ChassisChanges(NoneFreeDump, Document):
    """What an OmniMech configuration's source file changed in the locked chassis. Kept so an
    import is lossless and validation can report it (OMNI-CHASSIS-CHANGED); a configuration made
    in the designer has none. None = as the base chassis."""

    tonnage: NonNegativeInt | None = None
    engine_rating: NonNegativeInt | None = None
    engine_type: str | None = None
    walking_mp: NonNegativeInt | None = None
    structure_type: str | None = None
    armor_type: str | None = None
    heat_sink_type: str | None = None
    base_chassis_heat_sinks: NonNegativeInt | None = None
    armor: dict[MechLocation, NonNegativeInt] | None = None
    rear_armor: dict[MechLocation, NonNegativeInt] | None = None
    fixed_equipment: tuple[Mount, ...] | None = None
    fixed_ammo: tuple[AmmoBin, ...] | None = None

    @field_validator("engine_type", "structure_type", "armor_type", "heat_sink_type")
    @classmethod
    def _known_type(cls, value: str | None, info: ValidationInfo) -> str | None:
        """A changed construction type is still a row of its table (as on the 'Mech)."""
        return value if value is None else Mech._known_type(value, info)


class OmniConfiguration(NoneFreeDump, Document):
    """One named configuration of an OmniMech: its pod-mounted equipment and ammunition, its total
    heat sinks and jump MP (pod-mounted jump jets), and the arm actuators it keeps."""

    heat_sinks: NonNegativeInt | None = None  # total, fixed and pod; None = the base chassis count
    jump_mp: NonNegativeInt | None = None
    actuators: dict[MechLocation, ArmActuators] | None = None
    equipment: tuple[Mount, ...] = ()
    ammo: tuple[AmmoBin, ...] = ()
    # The chassis's fixed items at other slots of the same locations (MegaMek files move them).
    fixed_slots: tuple[Mount, ...] | None = None
    fixed_ammo_slots: tuple[AmmoBin, ...] | None = None
    chassis_changes: ChassisChanges | None = None
    # The configuration file's own kept lines (UnitDocument.meta) where they differ from the design's.
    meta: dict[str, Any] | None = None


# Fixed slots one location of ``Mech.fixed_slots`` may list (a location has at most 12; the limit of "slot").
MAX_FIXED_SLOTS = 100

# construction type field -> table of data/construction.yaml it names a row of
CONSTRUCTION_TABLES = {"engine_type": "engines", "structure_type": "structures", "armor_type": "armors",
                       "heat_sink_type": "heat_sinks", "gyro_type": "gyros", "cockpit_type": "cockpits"}


class Mech(UnitDocument):
    """A BattleMech design. ``armor`` holds front (or only) armor per location, ``rear_armor``
    the rear of the three torsos."""

    # The fields schema 2 added; a schema 1 file reads with their defaults, the 1987 technology.
    SCHEMA_2_FIELDS: ClassVar[tuple[str, ...]] = ("tech_base", "rules_level", "year", *CONSTRUCTION_TABLES)

    kind: Literal["mech"] = "mech"
    config: MechConfig = MechConfig.BIPED
    tech_base: TechBase = TechBase.INNER_SPHERE
    rules_level: int = Field(default=1, ge=1, le=4)
    year: PositiveInt | None = None
    tonnage: NonNegativeInt
    engine_rating: NonNegativeInt
    engine_type: str = "fusion"
    walking_mp: NonNegativeInt
    jump_mp: NonNegativeInt = 0
    heat_sinks: NonNegativeInt = 10
    heat_sink_type: str = "single"
    structure_type: str = "standard"
    gyro_type: str = "standard"
    cockpit_type: str = "standard"
    armor_type: str = "standard"
    armor_tons: NonNegativeFloat = 0.0
    armor: dict[MechLocation, NonNegativeInt] = Field(default_factory=dict)
    rear_armor: dict[MechLocation, NonNegativeInt] = Field(default_factory=dict)
    actuators: dict[MechLocation, ArmActuators] = Field(default_factory=dict)
    # The fixed components (engine, gyro, cockpit, sensors, life support, actuators) of a location
    # as its file places them, slot by slot (None = no component), for the locations where they
    # differ from the layout the rules give (mech/layout.py; decision D-TRUST-2).
    fixed_slots: dict[MechLocation, tuple[str | None, ...]] = Field(default_factory=dict)
    lam: bool = False
    # The arms are weapon pods that cannot punch (TRO 3025's Locust, Jenner, Cicada; MegaMek's
    # "quirk:no_arms"). A design attribute used by BattleForce's Close Attack (decision D-BF-7).
    weapon_pod_arms: bool = False
    equipment: tuple[Mount, ...] = ()
    ammo: tuple[AmmoBin, ...] = ()
    # An OmniMech: the fields above are its locked base chassis (equipment and ammo: the fixed
    # items) and each named configuration adds pod-mounted items (designer.mech.omni).
    omni: bool = False
    base_chassis_heat_sinks: NonNegativeInt | None = None
    configurations: dict[str, OmniConfiguration] = Field(default_factory=dict)
    pilot: Pilot | None = None
    source: str = ""

    @field_validator(*CONSTRUCTION_TABLES)
    @classmethod
    def _known_type(cls, value: str, info: ValidationInfo) -> str:
        """A construction type names a row of its table in data/construction.yaml."""
        field = info.field_name or ""
        known = _type_ids(CONSTRUCTION_TABLES[field])
        if value not in known:
            raise ValueError(f"unknown {field.replace('_', ' ')} {value!r} (expected one of: "
                             f"{', '.join(known)})")
        return value

    @field_validator("fixed_slots")
    @classmethod
    def _bounded_fixed_slots(cls, value: dict[MechLocation, tuple[str | None, ...]]
                             ) -> dict[MechLocation, tuple[str | None, ...]]:
        """A location's written fixed slots are at most the sane slot limit (docs/limits.md)."""
        for location, names in value.items():
            if len(names) > MAX_FIXED_SLOTS:
                raise ValueError(f"{location}: {len(names)} fixed slots; the sane limit is {MAX_FIXED_SLOTS} "
                                 "(docs/limits.md)")
        return value

    @property
    def is_clan(self) -> bool:
        return self.tech_base is TechBase.CLAN

    @property
    def is_quad(self) -> bool:
        return self.config is MechConfig.QUAD

    @property
    def locations(self) -> tuple[MechLocation, ...]:
        return QUAD_LOCATIONS if self.is_quad else BIPED_LOCATIONS

    def in_slot_order(self) -> Mech:
        """The same design with mounts and bins sorted by location and slot (unplaced last): the
        order a slot-based format such as MTF gives back, for comparing round trips."""
        order = {location: index for index, location in enumerate(MechLocation)}

        def key(entry: Mount | AmmoBin) -> tuple[int, int]:
            if entry.location is None or entry.slot is None:
                return (len(order), 0)
            return (order[entry.location], entry.slot)

        return self.model_copy(update={"equipment": tuple(sorted(self.equipment, key=key)),
                                       "ammo": tuple(sorted(self.ammo, key=key))})

    def arm_actuators(self, location: MechLocation) -> ArmActuators:
        """The actuators an arm keeps; an arm not listed keeps all of them."""
        return self.actuators.get(location) or _FULL_ARM


_FULL_ARM = ArmActuators()


@functools.cache   # the catalog is fixed for the run; every 'Mech read validates its construction types
def _type_ids(table: str) -> tuple[str, ...]:
    """The ids of a construction table's rows (data/construction.yaml), in the table's order."""
    return tuple(row.id for row in catalog().construction.table(table))
