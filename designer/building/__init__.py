"""The building and gun emplacement kind (seed 000 lines 4564-4626, 2307-2343, 4732-4750): its
document, construction rules, Battle Value, catalog tables, editing facts, record sheet and editor
(docs/architecture.md, *Kind folders*)."""
