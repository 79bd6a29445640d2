"""The battle armor kind (decision D-BA-1): its document, construction rules, Battle Value, Alpha
Strike card, BLK reader and writer, editing facts, record sheet and editor (docs/architecture.md,
*Kind folders*)."""
