"""Fighter rules, AeroSpace and conventional (seed 000 lines 4491-4563, costs 4662-4700).
Importing the package registers the validator and the summarizer."""

from designer.rules.fighter import summary, validation  # noqa: F401
