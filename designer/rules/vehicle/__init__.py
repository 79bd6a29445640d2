"""Combat vehicle rules (seed 000 lines 4366-4490): weights, figures, cost, validation and the
summary. Importing the package registers the validator and the summarizer."""

from designer.rules.vehicle import summary, validation  # noqa: F401
