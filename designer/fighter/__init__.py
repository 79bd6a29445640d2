"""Fighters, AeroSpace and conventional: one unit kind package (model, BLK reader and writer,
construction rules, Battle Value, cost, Alpha Strike, BattleForce, editing facts, record sheet and
editor), registered in ``designer.kinds`` as the kind ``fighter`` (seed 000 lines 4491-4563,
costs 4662-4700)."""
