"""ProtoMech construction rules (issue 29; decision D-PM-1): weights, validation, summary."""
