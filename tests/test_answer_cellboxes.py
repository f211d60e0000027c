"""A table whose rows leave a column blank (answer/cellboxes.py): its figures line up with
the header by where they are printed. The layout is Xactus's income table (realdocs-dev), its
Commission column empty in every row."""
from __future__ import annotations

from docq.answer.candidates import figure_labels
from docq.answer.library import DocPage
from docq.records import Box, Word
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


def _at(*rows: list[tuple[str, list[tuple[float, str]]]], top: float = 600.0) -> DocPage:
    """A page of rows, each its rebuilt cells as read and its words where they are printed
    (left edge, word), 6 points a letter: captions printed apart but read as one cell."""
    words, lines, y = [], [], top
    for cells, placed in rows:
        for left, token in placed:
            words.append(Word(token, Box(left, y, left + 6 * len(token), y + 9), 96.0, "text"))
        lines.append(" | ".join(cells))
        y += 18
    return DocPage(1, words, "\n".join(lines))


def _right(edge: float, *tokens: str) -> list[tuple[float, str]]:
    """Words printed right-aligned to `edge`, a letter's space apart."""
    out, x = [], edge
    for t in reversed(tokens):
        x -= 6 * len(t)
        out.insert(0, (x, t))
        x -= 3
    return out


def test_captions_and_figures_run_together_are_read_by_where_each_is_printed():
    """An EOB's claim table: captions right-aligned over two lines, close enough to be read as
    one cell ("Amount Allowed Plan"), and two figures of a row read as one cell too."""
    page = _at((["Service", "Amount Allowed Plan", "What You"],
                [(20, "Service")] + _right(240, "Amount") + _right(310, "Allowed") + _right(370, "Plan")
                + _right(500, "What", "You")),
               (["Description", "Billed Amount", "Paid Copay", "Owe"],
                [(20, "Description")] + _right(240, "Billed") + _right(310, "Amount") + _right(370, "Paid")
                + _right(430, "Copay") + _right(500, "Owe")),
               (["Office visit", "$285.00", "$152.60 $122.60", "$30.00", "$30.00"],
                [(20, "Office"), (59, "visit")] + _right(240, "$285.00") + _right(310, "$152.60")
                + _right(370, "$122.60") + _right(430, "$30.00") + _right(500, "$30.00")),
               (["Totals", "$406.00", "$186.42 $122.60", "$30.00", "$63.82"],
                [(20, "Totals")] + _right(240, "$406.00") + _right(310, "$186.42") + _right(370, "$122.60")
                + _right(430, "$30.00") + _right(500, "$63.82")))
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([page])}
    assert ("Office visit Amount Billed", "$285.00") in labels
    assert ("Office visit Allowed Amount", "$152.60") in labels
    assert ("Office visit Plan Paid", "$122.60") in labels
    assert ("Office visit Copay", "$30.00") in labels and ("Office visit What You Owe", "$30.00") in labels
    assert ("Totals Allowed Amount", "$186.42") in labels and ("Totals What You Owe", "$63.82") in labels
    assert not any(raw in ("$152.60", "$122.60") and "Allowed Plan" in label for label, raw in labels)


def test_one_wide_figure_under_two_captions_printed_close_is_neithers():
    # "Deductible" and "Copay" are two captions; a figure printed under both is no one column's
    page = _at((["Service", "Billed", "Deductible Copay"],
                [(20, "Service")] + _right(240, "Billed") + [(300, "Deductible"), (366, "Copay")]),
               (["Description", "Amount", "Applied"],
                [(20, "Description")] + _right(240, "Amount") + [(420, "Applied")]),
               (["Office visit", "$285.00", "$1,234,567.00 $30.00"],
                [(20, "Office"), (59, "visit")] + _right(240, "$285.00") + [(320, "$1,234,567.00"),
                                                                            (420, "$30.00")]))
    labels = {raw: label for _, label, _, raw, _ in figure_labels([page]) if label}
    assert labels.get("$285.00") == "Office visit Amount" and "$1,234,567.00" not in labels, labels


def test_two_figures_read_as_one_cell_are_not_both_the_column_its_order_gives():
    # a row's "$152.60 $122.60" under a header of as many cells: one caption is not both figures'
    page = placed_page([(20, "Service"), (200, "Billed"), (300, "Allowed")],
                       [(20, "Office visit"), (200, "$285.00"), (300, "$152.60 $122.60")], top=600.0)
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([page])}
    assert ("Office visit Billed", "$285.00") in labels
    assert not any(raw in ("$152.60", "$122.60") and label for label, raw in labels), labels


# A declarations table of Nationwide's (realdocs-dev): a coverage's limit printed with its
# dollar sign at the column's left edge, apart from the amount, and a deductible in words
COVERAGES = [(41, "Coverages"), (228, "Limits of Liability"), (506, "Premium")]


def test_an_entry_printed_in_two_cells_of_one_column_is_that_columns():
    # "Actual Cash Value Less $" and "500" are one entry of the limits column: by their order
    # the row had one cell too many for its header, and its premium was never read
    page = _page(COVERAGES, [(41, "Collision"), (228, "Actual Cash Value Less $"), (357, "500"), (496, "$ 179.13")])
    labels = _labels(page)
    assert labels["Collision Premium"] == "$ 179.13"
    # ...and the loss paid less of $500 is the deductible, never the coverage's limit
    assert labels["Collision Deductible"] == "$500"
    assert "Collision Limit" not in labels


def test_a_rows_label_under_the_first_caption_is_never_put_out_of_its_column():
    # by order four cells under three captions put the label in no column, and the deductible
    # "Less A $ 200" in the limits column: the $200 was read as the coverage's limit
    page = _page(COVERAGES, [(41, "Personal Injury Protection"), (228, "$"), (244, "50,000"), (385, "Less A $ 200"),
                             (496, "$ 80.61")])
    labels = _labels(page)
    assert labels["Personal Injury Protection Limit"] == "$50,000"
    assert labels["Personal Injury Protection Deductible"] == "$ 200"
    assert labels["Personal Injury Protection Premium"] == "$ 80.61"
    assert "Personal Injury Protection Coverages" not in labels


def test_a_header_printed_again_over_another_table_is_that_tables():
    # one page, two schedules under the same captions printed at other places: the rows of
    # the second stand under the header nearest above them
    second = [(41, "Coverages"), (300, "Limits of Liability"), (506, "Premium")]
    page = _page(COVERAGES, [(41, "Bodily Injury"), (228, "$ 100,000"), (496, "$ 201.51")], second,
                 [(41, "Collision"), (300, "Actual Cash Value Less $"), (429, "1,000"), (496, "$ 305.72")])
    labels = _labels(page)
    assert labels["Collision Premium"] == "$ 305.72" and labels["Collision Deductible"] == "$1,000"


def test_a_long_table_keeps_its_header_while_its_rows_go_on():
    # twenty coverages: a row far below the header, right under the rows before it, is still
    # the table's (the header reached fifteen lines, and the last rows were read without it)
    rows = [[(41, f"Coverage {n}"), (228, f"${n},000"), (496, f"${n}.00")] for n in range(1, 21)]
    labels = _labels(_page(COVERAGES, *rows))
    assert labels["Coverage 20 Premium"] == "$20.00" and labels["Coverage 20 Limit"] == "$20,000"


def test_a_header_s_shorter_second_line_is_the_rest_of_the_captions_over_it():
    """A servicer's past payments: "Paid Last | Paid Year" over "Month | to Date", the lower
    line two cells: read apart, the month's figures were "Paid Last" and the year's "Paid Year"
    (a row with fewer cells than the captions printed beside them was not read at all). Each
    figure is the caption's over it, both lines of it."""
    page = _page([(300, "Paid Last"), (380, "Paid Year"), (450, "Date"), (500, "Description")],
                 [(300, "Month"), (380, "to Date")],
                 [(40, "Principal"), (300, "$348.97"), (380, "$696.16")],
                 [(40, "Interest"), (300, "$1,473.86"), (380, "$2,949.50")])
    labels = _labels(page)
    assert labels.get("Principal Paid Last Month") == "$348.97", labels
    assert labels.get("Interest Paid Last Month") == "$1,473.86", labels
    assert labels.get("Interest Year-to-Date") == "$2,949.50", labels
    assert "Interest Paid Last" not in labels and "Interest Paid Year" not in labels


def test_a_header_s_upper_line_and_a_total_row_under_fewer_cells_are_read_by_place():
    """A consolidated 1099's summary of sales: "Market | Wash Sale Loss | Realized" printed over
    "Discount | Disallowed | Gain or (Loss)", a form's name in one caption ("Form 8949 type",
    no figure), and the total row leaving the form's column blank."""
    def row(*placed):
        """The cells as read, each word printed after the one before it in its cell."""
        words = []
        for x, cell in placed:
            for w in cell.split():
                words.append((x, w))
                x += 6 * len(w) + 3
        return [cell for _, cell in placed], words
    page = _at((["Market Wash Sale Loss", "Realized"],
                [(300, "Market"), (370, "Wash"), (397, "Sale"), (424, "Loss"), (450, "Realized")]),
               row((20, "Term"), (90, "Form 8949 type"), (180, "Proceeds"), (240, "Cost Basis"), (300, "Discount"),
                   (370, "Disallowed"), (450, "Gain or (Loss)")),
               row((20, "Short-term"), (90, "A"), (180, "4,120.00"), (240, "4,388.50"), (300, "0.00"), (370, "0.00"),
                   (450, "(268.50)")),
               row((20, "Total"), (180, "23,025.30"), (240, "16,629.25"), (300, "0.00"), (370, "0.00"),
                   (450, "6,396.05")))
    labels = _labels(page)
    assert labels.get("Total Proceeds") == "23,025.30", labels
    assert labels.get("Total Cost Basis") == "16,629.25", labels
    assert labels.get("Total Realized Gain or (Loss)") == "6,396.05", labels
    assert labels.get("Short-term A Realized Gain or (Loss)") == "(268.50)", labels
    assert labels.get("Total Wash Sale Loss Disallowed") == "0.00", labels


def test_captions_run_into_one_cell_name_the_figures_printed_under_them():
    """A station order's totals: its captions, centred over right-aligned figures, read as one
    cell ("# of Spots Gross Amount Agency Comm. Net Amount") that is no caption row at all, and
    the figures unread. Each figure is the caption's printed over any part of it."""
    words = [(116, "#"), (124, "of"), (134, "Spots"), (172, "Gross"), (198, "Amount"), (245, "Agency"),
             (278, "Comm."), (334, "Net"), (350, "Amount")]
    page = _at((["Time Period", "# of Spots Gross Amount Agency Comm. Net Amount"],
                [(16, "Time"), (39, "Period")] + words),
               (["Totals", "14", "$2,935.00", "($440.25) $2,494.75"],
                [(16, "Totals"), (147, "14"), (189, "$2,935.00"), (268, "($440.25)"), (330, "$2,494.75")]))
    labels = _labels(page)
    assert labels.get("Totals 14 Gross Amount") == "$2,935.00", labels
    assert labels.get("Totals 14 Net Amount") == "$2,494.75", labels
    assert labels.get("Totals 14 Agency Comm.") == "($440.25)", labels


def test_a_figure_printed_with_a_footnote_mark_is_placed_by_where_it_stands():
    # a stub's "-18.75*" (its mark: "excluded from federal taxable wages") rebuilds as "-18.75",
    # and its word was never found on the page: the row, of fewer cells than its header, was
    # placed nowhere, and every deduction marked so went unread
    from dataclasses import replace
    page = placed_page([(40, "Earnings"), (150, "rate"), (200, "hours"), (249, "this period"), (315, "year to date")],
                       [(40, "Dental"), (260, "-18.75"), (330, "93.75")], top=300.0)
    marked = [replace(w, text=w.text + "*") if w.text == "-18.75" else w for w in page.words]
    labels = _labels(DocPage(page.page, marked, page.text))
    assert labels.get("Dental this period") == "-18.75" and labels.get("Dental Year-to-Date") == "93.75", labels


def test_a_total_row_under_a_header_of_two_lines_is_named_by_both():
    """A broker's holdings: "Ending | Cost | Unrealized" printed over "Value | Basis |
    Gain/Loss". Each holding's row, of more cells than the lower line's captions, was named by
    both lines; the total row, which leaves the quantity and price blank, by the lower line's
    alone ("Total Holdings Value", "Total Holdings Gain/Loss")."""
    page = placed_page([(20, "Description"), (200, "Quantity"), (260, "Price"), (320, "Ending"), (380, "Cost"),
                        (440, "Unrealized")],
                       [(260, "Per Unit"), (320, "Value"), (380, "Basis"), (440, "Gain/Loss")],
                       [(20, "APPLE INC (AAPL)"), (200, "50.000"), (260, "171.4800"), (320, "8,574.00"),
                        (380, "6,210.55"), (440, "2,363.45")],
                       [(20, "Total Holdings"), (320, "$46,343.10"), (380, "$34,626.34"), (440, "$7,479.01")],
                       top=300.0)
    labels = _labels(page)
    assert labels.get("APPLE INC (AAPL) Ending Value") == "8,574.00", labels
    assert labels.get("Total Holdings Ending Value") == "$46,343.10", labels
    assert labels.get("Total Holdings Cost Basis") == "$34,626.34", labels
    assert labels.get("Total Holdings Unrealized Gain/Loss") == "$7,479.01", labels
