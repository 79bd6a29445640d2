"""Imports every rule family so that their finding codes and validators are registered.
A new unit kind adds one import line here."""

import designer.rules.mech.validation  # noqa: F401
