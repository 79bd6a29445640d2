"""Golden images: the reference set of sheets (every kind, both papers) rendered again
and compared with the expectations in tests/golden/, written by ``python -m designer.sheets.golden``
(which also writes the PNGs in docs/). A layout change fails here until the set is regenerated on
purpose and the PNGs looked at.

Tolerances: every word present with the same text, within WORD_TOLERANCE of its position and
SIZE_TOLERANCE of its type size (room for font hinting or rounding differences between platforms,
not for a moved block); the same number of rects, lines and curves, their bounding box within
BOX_TOLERANCE and their centroid within CENTROID_TOLERANCE (one pip moved by a row shifts it).
"""

from __future__ import annotations

import json
import math

import pytest

from designer.sheets.golden import CASES, PAPERS, golden_path, snapshot

WORD_TOLERANCE = 1.0      # points, x0 and top of each word
SIZE_TOLERANCE = 0.2      # points of type size
BOX_TOLERANCE = 1.0       # points, each edge of a drawing kind's bounding box
CENTROID_TOLERANCE = 0.5  # points


def _missing_words(expected: list[list], actual: list[list]) -> list[list]:
    """Expected words with no actual word of the same text, position and size within tolerance
    (each actual word matches one expected word)."""
    pool: dict[str, list[list]] = {}
    for word in actual:
        pool.setdefault(word[0], []).append(word)
    missing = []
    for text, x, top, size in expected:
        candidates = pool.get(text, [])
        near = [w for w in candidates if abs(w[1] - x) <= WORD_TOLERANCE and abs(w[2] - top) <= WORD_TOLERANCE
                and abs(w[3] - size) <= SIZE_TOLERANCE]
        if near:
            best = min(near, key=lambda w: math.hypot(w[1] - x, w[2] - top))
            candidates.remove(best)
        else:
            missing.append([text, x, top, size])
    return missing


def _compare_page(where: str, expected: dict, actual: dict) -> list[str]:
    problems = []
    if expected["size"] != actual["size"]:
        problems.append(f"{where}: page size {actual['size']} != {expected['size']}")
    missing = _missing_words(expected["words"], actual["words"])
    extra = _missing_words(actual["words"], expected["words"])
    if missing:
        problems.append(f"{where}: {len(missing)} words moved or gone, e.g. {missing[:5]}")
    if extra:
        problems.append(f"{where}: {len(extra)} new or moved words, e.g. {extra[:5]}")
    for kind in ("rect", "line", "curve"):
        want, got = expected[kind], actual[kind]
        if want["count"] != got["count"]:
            problems.append(f"{where}: {got['count']} {kind}s drawn, expected {want['count']}")
            continue
        if not want["count"]:
            continue
        if any(abs(a - b) > BOX_TOLERANCE for a, b in zip(want["bbox"], got["bbox"], strict=True)):
            problems.append(f"{where}: {kind} bounding box {got['bbox']} != {want['bbox']}")
        centroids = zip(want["centroid"], got["centroid"], strict=True)
        if any(abs(a - b) > CENTROID_TOLERANCE for a, b in centroids):
            problems.append(f"{where}: {kind} centroid {got['centroid']} != {want['centroid']}")
    return problems


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_sheet_matches_its_golden_layout(case, paper):
    path = golden_path(case.name, paper)
    assert path.is_file(), f"{path} missing: run python -m designer.sheets.golden"
    expected = json.loads(path.read_text(encoding="utf-8"))
    actual = snapshot(case.build(paper))
    assert len(actual) == len(expected), f"{len(actual)} pages, expected {len(expected)}"
    problems = []
    for number, (want, got) in enumerate(zip(expected, actual, strict=True), 1):
        problems += _compare_page(f"{case.name} {paper} page {number}", want, got)
    assert not problems, "\n".join(problems) + "\n(regenerate: python -m designer.sheets.golden)"


def test_golden_comparison_catches_a_moved_word_and_a_lost_pip():
    # The comparison itself: a word 1.5 pt off and one curve fewer are both reported; a word
    # 0.4 pt off is within tolerance.
    page = {"size": [612.0, 792.0], "words": [["Atlas", 100.0, 50.0, 7.5], ["AS7-D", 130.0, 50.0, 7.5]],
            "rect": {"count": 0}, "line": {"count": 0},
            "curve": {"count": 2, "bbox": [10.0, 10.0, 20.0, 20.0], "centroid": [15.0, 15.0]}}
    close = dict(page, words=[["Atlas", 100.4, 50.0, 7.5], ["AS7-D", 130.0, 50.0, 7.5]])
    assert _compare_page("p", page, close) == []
    moved = dict(page, words=[["Atlas", 101.5, 50.0, 7.5], ["AS7-D", 130.0, 50.0, 7.5]])
    assert len(_compare_page("p", page, moved)) == 2   # gone from one place, new at another
    lost = dict(page, curve={"count": 1, "bbox": [10.0, 10.0, 14.0, 14.0], "centroid": [12.0, 12.0]})
    assert _compare_page("p", page, lost) == ["p: 1 curves drawn, expected 2"]
