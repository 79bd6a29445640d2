"""Building and gun emplacement rules (seed 000 lines 4564-4626, 2307-2343, 4732-4750).
Importing the package registers the validator and the summarizer."""

from designer.rules.building import summary, validation  # noqa: F401
