"""OmniMech checks (research/level2-spec.md section 2.12; decision D-OMNI-1): every configuration is
validated as the plain 'Mech it yields (``omni.configuration``), its findings' locations prefixed
with the configuration's name, and then the OmniMech rules: the base chassis is locked (engine,
structure, armor and fixed items are the same in every configuration), pods fit in the pod space,
pods are never chassis items, and no configuration has fewer heat sinks than the base chassis."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import Equipment, EquipmentKind
from designer.mech.model import Mech, Mount
from designer.mech import omni
from designer.rules.common.checks import Check, run_checks
from designer.rules.findings import Finding, FindingSpec, Severity, register
from designer.mech.figures import MechFigures, figures
from designer.mech.layout import engine_heat_sinks, item_of
from designer.mech.pod_space import pod_space

# The seeds name OmniMechs but give no construction rule for them (decision D-OMNI-1): the
# closest passages are the 1987 allocation rule and seed 002's modular OmniMechs and OmniVehicles.
_BLANK_SPACES = "seed 000 line 4346: \"The number of blank spaces remaining on the table\""
_MODULAR = "seed 002 line 21: \"pueden ser construidos como OmniVehículos modulares\""
_SAME_SHEET = "seed 002 line 27: \"tanto para los ‘Mechs regulares como para los OmniMechs\""

CHASSIS_CHANGED = register(
    "OMNI-CHASSIS-CHANGED", Severity.ERROR, "A configuration changes the locked base chassis",
    f"{_MODULAR} (only the pods change between configurations; decision D-OMNI-1)",
    "Configuration A of an OmniMech with another engine rating than the base chassis.")
POD_SPACE = register(
    "OMNI-POD-SPACE", Severity.ERROR, "Pods need more slots than the location's pod space",
    f"{_BLANK_SPACES} (pod space: the slots the fixed chassis leaves; decision D-OMNI-1)",
    "Pods filling 9 slots of an arm whose actuators and fixed items leave 8.")
POD_CHASSIS_ITEM = register(
    "OMNI-POD-CHASSIS-ITEM", Severity.ERROR, "A chassis item mounted in a pod",
    f"{_MODULAR} (structure and armor slots belong to the locked chassis; decision D-OMNI-1)",
    "An Endo Steel slot listed among configuration B's pods.")
BASE_HEAT_SINKS = register(
    "OMNI-BASE-HEAT-SINKS", Severity.ERROR, "Fewer heat sinks than the base chassis",
    f"{_SAME_SHEET} (the base chassis heat sinks are fixed in every configuration; decision D-OMNI-1)",
    "Base chassis heat sinks 12 and configuration Prime with 11.")



def validate_omni(mech: Mech, mech_checks: tuple[Check, ...], failed: FindingSpec) -> Iterator[Finding]:
    """Every finding of an OmniMech: each configuration's 'Mech checked by ``mech_checks`` and the
    configuration checks below, locations prefixed with its name (``Prime: LT``); a single
    configuration's 'Mech (no ``configurations``) is checked the same way, unprefixed."""
    if not mech.configurations:
        yield from run_checks((*mech_checks, *CHECKS), mech, figures(mech), failed=failed)
        return
    for name in mech.configurations:
        config = omni.configuration(mech, name)
        findings = [*validate_omni(config, mech_checks, failed),
                    *run_checks((check_chassis_locked,), mech, name, failed=failed)]
        yield from (_prefixed(finding, name) for finding in findings)


def _prefixed(finding: Finding, name: str) -> Finding:
    location = f"{name}: {finding.location}" if finding.location else name
    return Finding(finding.code, finding.severity, location, finding.message, finding.rule)


# The base chassis (engine, structure, armor, fixed items) is the same in every configuration.
def check_chassis_locked(mech: Mech, name: str) -> Iterator[Finding]:
    changes = mech.configurations[name].chassis_changes
    if changes is None:
        return
    for field, value in changes.model_dump(exclude_none=True).items():
        what = field.replace("_", " ")
        shown = f"{len(value)} items" if isinstance(value, (list, tuple)) else value
        yield CHASSIS_CHANGED.finding(f"configuration {name} changes the locked chassis's {what} ({shown}); "
                                      "change the base chassis instead")


# Pods fit in the slots the fixed components and fixed items leave in each location.
def check_pod_space(config: Mech, fig: MechFigures) -> Iterator[Finding]:
    for space in pod_space(config):
        if space.used > space.space:
            yield POD_SPACE.finding(f"pods fill {space.used} slots but the chassis leaves {space.space}",
                                    str(space.location))


# Endo steel and ferro-fibrous slots are the chassis's structure and armor: never pods.
def check_pod_items(config: Mech, fig: MechFigures) -> Iterator[Finding]:
    for mount in config.equipment:
        item = item_of(mount)
        if mount.pod and isinstance(item, Equipment) and item.kind is EquipmentKind.SPREADABLE:
            yield POD_CHASSIS_ITEM.finding(f"{item.id} is part of the locked chassis, not a pod",
                                           str(mount.location) if mount.location else None)


# The base chassis heat sinks are fixed: a configuration only adds pod-mounted heat sinks.
def check_base_heat_sinks(config: Mech, fig: MechFigures) -> Iterator[Finding]:
    base = omni.base_chassis_heat_sinks(config)
    if config.heat_sinks < base:
        yield BASE_HEAT_SINKS.finding(f"{config.heat_sinks} heat sinks; the base chassis has {base}")
    in_engine = engine_heat_sinks(config.model_copy(update={"heat_sinks": base}))
    fixed = sum(1 for mount in config.equipment if not mount.pod and _is_heat_sink(mount))
    if base > in_engine + fixed:
        yield BASE_HEAT_SINKS.finding(f"the base chassis declares {base} heat sinks but its engine holds "
                                      f"{in_engine} and {fixed} are fixed in slots")


def _is_heat_sink(mount: Mount) -> bool:
    item = item_of(mount)
    return isinstance(item, Equipment) and item.kind is EquipmentKind.HEAT_SINK


# The checks of one configuration's 'Mech (check_chassis_locked needs the whole OmniMech).
CHECKS = (check_pod_space, check_pod_items, check_base_heat_sinks)
