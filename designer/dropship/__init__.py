"""DropShips and small craft: one unit kind package (model, BLK reader and writer, construction
rules, Battle Value, cost, BattleForce), registered in ``designer.kinds`` as the kinds
``dropship`` and ``small_craft``. The seeds print no construction rules for them: the rules are
the TechManual's as MegaMek's verifier applies them (decision D-DS-1, docs/rules-decisions.md)."""
