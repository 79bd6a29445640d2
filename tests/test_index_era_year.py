"""A MegaMek file's ``Era:`` is the year `index` shows for a design that names none (decision
D-ARCH-6 keeps it out of the design's own ``year``; D-TRUST-5 already checks items against it)."""

import json
import re

from designer.cli import main
from tests.conftest import UNITS


def test_index_shows_the_era_of_a_megamek_file(tmp_path, capsys):
    mtf = tmp_path / "atlas.mtf"
    assert main(["convert", str(UNITS / "mechs" / "Atlas AS7-D.yaml"), str(mtf)]) == 0
    text = mtf.read_text(encoding="utf-8")
    assert re.search(r"(?im)^era:3025$", text)   # the writer's era of the 1987 rules (D-MTF-4)
    mtf.write_text(re.sub(r"(?im)^era:3025$", "Era:3049", text), encoding="utf-8")
    capsys.readouterr()
    assert main(["index", "--json", "--no-cache", str(tmp_path)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(row["name"], row["year"]) for row in rows] == [("Atlas AS7-D", 3049)]
