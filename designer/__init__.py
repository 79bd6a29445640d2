"""designer: BattleTech unit construction under the 1987 BattleTech Manual rules."""

__version__ = "0.1.0"
