"""A table whose rows leave a column blank (answer/cellboxes.py): its figures line up with
the header by where they are printed. The layout is Xactus's income table (realdocs-dev), its
Commission column empty in every row."""
from __future__ import annotations

from docq.answer.candidates import figure_labels
from docq.answer.library import DocPage
from answer_support import placed_page

HEADER = [(25, "Year"), (106, "Base Pay"), (184, "Overtime"), (264, "Commission"), (350, "Bonuses"),
          (429, "Other Income"), (514, "Total Pay")]


def _page(*rows: list[tuple[float, str]]) -> DocPage:
    return placed_page(*rows, top=600.0)


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


def test_a_header_wrapped_onto_two_lines_is_read_as_one_caption_a_column():
    """CCC Verify's income table: "Sick Pay" and "Vacation Pay" wrapped over two lines, and the
    second line's captions read run together ("Regular Overtime", "Incentive Tips") into
    fewer cells than each row has."""
    page = _page([(300, "Sick"), (340, "Vacation"), (460, "Paid Time")],
                 [(25, "Year"), (70, "Regular Overtime"), (200, "Incentive Tips"), (300, "Pay"), (340, "Pay"),
                  (400, "Gross"), (460, "Off")],
                 [(25, "2020"), (64, "59267.17"), (139, "0.00"), (230, "0.00"), (257, "0.00"), (300, "0.00"),
                  (340, "0.00"), (400, "59267.17"), (460, "0.00")])
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([page])}
    assert ("2020 Gross", "59267.17") in labels and ("2020 Regular", "59267.17") in labels
    assert ("2020 Sick Pay", "0.00") in labels and ("2020 Vacation Pay", "0.00") in labels
    assert ("2020 Overtime", "0.00") in labels and ("2020 Tips", "0.00") in labels
    assert ("2020 Paid Time Off", "0.00") in labels


def test_a_figure_printed_under_another_caption_than_its_order_gives_is_not_that_columns():
    # a closing disclosure's comparison: no caption over the rows' labels, one over the prose
    # beside them, so the captions count as many as the cells and their order is off by one
    page = _page([(190, "Loan Estimate"), (285, "Final"), (345, "Did this change?")],
                 [(40, "Total Closing Costs (J)"), (210, "-$490.00"), (285, "-$239.85")],
                 [(40, "Cash to Close"), (200, "$11,142.00"), (280, "$10,925.54")])
    labels = _labels(page)
    assert labels.get("Cash to Close Final") == "$10,925.54", labels
    assert labels.get("Cash to Close Loan Estimate") == "$11,142.00", labels
    assert labels.get("Total Closing Costs (J) Final") != "-$490.00", labels
    assert "Cash to Close Did this change?" not in labels, labels
