"""A table whose rows leave a column blank (answer/cellboxes.py): its figures line up with
the header by where they are printed. The layout is Xactus's income table (realdocs-dev), its
Commission column empty in every row."""
from __future__ import annotations

from docq.answer.candidates import figure_labels
from docq.answer.library import DocPage
from docq.records import Box, Word

HEADER = [(25, "Year"), (106, "Base Pay"), (184, "Overtime"), (264, "Commission"), (350, "Bonuses"),
          (429, "Other Income"), (514, "Total Pay")]


def _page(*rows: list[tuple[float, str]]) -> DocPage:
    """Rows of (left edge, cell), each word 6 points a letter wide."""
    words, lines, y = [], [], 600.0
    for row in rows:
        for left, cell in row:
            x = left
            for token in cell.split():
                words.append(Word(token, Box(x, y, x + 6 * len(token), y + 9), 96.0, "text"))
                x += 6 * len(token) + 3
        lines.append(" | ".join(cell for _, cell in row))
        y += 18
    return DocPage(1, words, "\n".join(lines))


def _labels(page: DocPage) -> dict[str, str]:
    return {label: raw for _, label, _, raw, _ in figure_labels([page])}


def test_a_row_leaving_a_column_blank_is_read_by_where_its_figures_stand():
    page = _page(HEADER, [(25, "2021"), (105, "$89775"), (185, "$0"), (350, "$525"), (429, "$1200"),
                          (515, "$91500")])
    labels = _labels(page)
    assert labels["2021 Total Pay"] == "$91500"
    assert labels["2021 Other Income"] == "$1200"
    assert labels["2021 Bonuses"] == "$525"       # not Commission, the cell its order would give it
    assert "2021 Commission" not in labels


def test_a_figure_straddling_two_columns_is_given_neither():
    # "$525000" runs from under Commission into Bonuses: which column it is, its place does not say
    page = _page(HEADER, [(25, "2021"), (105, "$89775"), (185, "$0"), (315, "$525000"), (429, "$1200"),
                          (515, "$91500")])
    labels = _labels(page)
    assert "$525000" not in labels.values() and "2021 Total Pay" not in labels
