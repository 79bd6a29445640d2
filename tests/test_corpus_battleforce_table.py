"""Corpus: the shipped BattleForce Values Table (designer/catalog/data/battleforce/values_1987.yaml)
is exactly what the generator makes of the team's transcription, ../shared/reference/
battleforce-1987-values.csv (seed 001 lines 1711-1853)."""

from tools import battleforce_accuracy as accuracy
from designer.battleforce.published import generate


def test_published_table_data_is_not_stale(reference_dir):
    shipped = accuracy.REPO / "designer" / "catalog" / "data" / "battleforce" / "values_1987.yaml"
    assert shipped.read_text(encoding="utf-8") == generate(reference_dir / "battleforce-1987-values.csv")
