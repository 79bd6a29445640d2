"""The battle armor corpus report: every MegaMek BattleArmor file of a folder (the 134 files of
``../shared/reference/level2-blk/battlearmor``) read and validated; each file with an error finding
is listed with its findings and their rules.

Run ``python -m tools.battlearmor_report [FOLDER [TARGET]]`` to rewrite
``docs/battlearmor-rejections.md``; ``tests/test_corpus_battlearmor.py`` keeps it current."""

from __future__ import annotations

import sys

from tools.blk_corpus import CorpusReport

REPORT = CorpusReport(
    "Battle armor", "BattleArmor", "battlearmor", "battlearmor-rejections.md", "tools.battlearmor_report",
    "tests/test_corpus_battlearmor.py", "tech base", lambda unit: str(getattr(unit, "tech_base", "?")),
    ("inner_sphere", "clan"))
FOLDER, DOC = REPORT.folder_path, REPORT.doc_path
check_folder, render = REPORT.check_folder, REPORT.render

if __name__ == "__main__":
    sys.exit(REPORT.main(sys.argv[1:]))
