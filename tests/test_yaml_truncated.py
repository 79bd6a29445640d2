"""A truncated YAML file is reported on its last line, where the text stops, not on the line after it."""

import pytest

from designer.formats import FormatError, parse_unit


@pytest.mark.parametrize(("text", "line"), [
    # six lines; the flow mapping opened on line 6 is never closed
    ("kind: mech\nschema: 2\nchassis: Atlas\ntonnage: 100\nequipment:\n"
     "- {item: Medium Laser, location: CT\n", 6),
    # four lines and blank ones after: the list opened on line 4 is never closed
    ("kind: mech\nchassis: Atlas\nequipment:\n  - item: [Medium Laser\n\n\n", 4),
    # an unclosed quote is reported where it opens (line 2)
    ('kind: mech\nchassis: "Atlas\ntonnage: 100\n', 2),
])
def test_a_truncated_file_is_reported_on_the_line_where_it_stops(text, line):
    with pytest.raises(FormatError) as error:
        parse_unit(text, "cut.yaml")
    assert error.value.line == line and str(error.value).startswith(f"cut.yaml:{line}: malformed YAML")
