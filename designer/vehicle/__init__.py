"""Vehicles: combat vehicles (seed 000 lines 4366-4490) and support vehicles (TechManual, decisions
D-SV-*), one unit kind package registered in ``designer.kinds`` as the kind ``vehicle``: model,
BLK reader and block writer, construction rules, Battle Value, cost, Alpha Strike, BattleForce,
editing facts, record sheets (``sheet/``) and editor (``editor/``)."""
