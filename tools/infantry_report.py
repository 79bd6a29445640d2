"""The infantry corpus report: every MegaMek Infantry file of a folder (the 84 platoons of
``../shared/reference/level2-blk/infantry``) read and validated; each file with an error finding
is listed with its findings and their rules.

Run ``python -m tools.infantry_report [FOLDER [TARGET]]`` to rewrite
``docs/infantry-rejections.md``; ``tests/test_corpus_infantry.py`` keeps it current."""

from __future__ import annotations

import sys

from tools.blk_corpus import CorpusReport

REPORT = CorpusReport(
    "Infantry", "Infantry", "infantry", "infantry-rejections.md", "tools.infantry_report",
    "tests/test_corpus_infantry.py", "motive", lambda unit: str(getattr(unit, "motive", "?")))
FOLDER, DOC = REPORT.folder_path, REPORT.doc_path
check_folder, render = REPORT.check_folder, REPORT.render

if __name__ == "__main__":
    sys.exit(REPORT.main(sys.argv[1:]))
