"""Imports every rule family so that their finding codes and validators are registered.
A new unit kind adds one import line here."""

import designer.rules.mech.validation  # noqa: F401
import designer.rules.vehicle  # noqa: F401
import designer.rules.infantry  # noqa: F401
import designer.rules.building  # noqa: F401
import designer.rules.fighter  # noqa: F401
