"""Battle armor construction rules (decision D-BA-1): weights, validation, summary."""
