"""The infantry platoon kind (seed 000 lines 2101-2173, 2344-2367, 2689-2714, 4753-4773; the later
platoon of the TechManual): its document, construction rules, Battle Value, Alpha Strike card,
BattleForce values, BLK reader and writer, catalog tables, editing facts, record sheet and editor
(docs/architecture.md, *Kind folders*)."""
