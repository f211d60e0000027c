"""rows on word boxes laid out by hand: the pairing rules, without OCR."""
from __future__ import annotations

import math

from docq.money import normalise
from docq.records import Box, Page, Word
from docq.workers.rows import build_layout

H = 8.0   # word height in points (a 10 pt face)


def words_at(*items: tuple[str, float, float], skew: float = 0.0) -> list[Word]:
    """Words from (text, left x, top y), ~5 pt a character; `skew` in degrees tilts the page
    about its top-left corner the way a crooked scan does."""
    out = []
    t = math.tan(math.radians(skew))
    for text, x, y in items:
        for part in text.split(" "):
            w = 5.0 * len(part)
            dy = t * (x + w / 2)
            out.append(Word(part, Box(x, y + dy, x + w, y + dy + H), 95.0, "tesseract"))
            x += w + 3.0
    return out


def page(words: list[Word], skew: float = 0.0) -> Page:
    return Page(1, 612, 792, words, "ocr:tesseract", skew=skew)


def pairs(layout) -> dict[str, str]:
    return {p.label: p.value for p in layout.pairs}


ADT = [("PREVIOUS BALANCE", "241.99"), ("PAYMENT RECEIVED", "241.99 CR"), ("QUALITY SERVICE PLAN", "7.00"),
       ("MONITORING SERVICE", "26.99"), ("CELLGUARD SERVICE", "4.00"), ("PULSE INTERACTIVE", "5.00"),
       ("ENDING BALANCE", "42.99")]


def adt_words(skew: float = 0.0, order: str = "flattened") -> list[Word]:
    labels = [(lab, 72, 170 + 20 * i) for i, (lab, _) in enumerate(ADT)]
    values = [(v, 540 - 5 * len(v), 170 + 20 * i) for i, (_, v) in enumerate(ADT)]
    # The recogniser's order: every label, then every value (the seed's flattened table).
    return words_at(*(labels + values if order == "flattened" else values + labels), skew=skew)


def test_flattened_two_column_bill_pairs_each_amount_with_its_own_label():
    got = pairs(build_layout(page(adt_words())))
    assert got["ENDING BALANCE"] == "42.99"
    assert got["PREVIOUS BALANCE"] == "241.99"
    assert normalise(got["PAYMENT RECEIVED"]) == "-241.99"
    assert len(got) == 7


def test_layout_text_is_one_row_a_line_with_cells_joined():
    text = build_layout(page(adt_words(order="values-first"))).text.splitlines()
    assert text[0] == "PREVIOUS BALANCE | 241.99"
    assert text[-1] == "ENDING BALANCE | 42.99"


def test_skewed_page_pairs_every_row_once_deskewed():
    ws = adt_words(skew=2.0)
    naive = pairs(build_layout(page(ws)))           # skew not known: rows drift apart
    fixed = pairs(build_layout(page(ws, skew=2.0)))
    assert fixed == {lab: v for lab, v in ADT}
    assert all(fixed.get(lab) == v for lab, v in naive.items() if lab in fixed)


def test_value_between_two_label_lines_is_left_unpaired():
    ws = words_at(("PREVIOUS BALANCE", 72, 100), ("PAYMENT RECEIVED", 72, 110), ("241.99", 500, 105))
    assert build_layout(page(ws)).pairs == []


def test_side_by_side_blocks_are_separate_rows():
    ws = words_at(("Previous Balance", 72, 100), ("1,204.33", 260, 100), ("Minimum Payment Due", 340, 100),
                  ("35.00", 515, 100))
    layout = build_layout(page(ws))
    assert pairs(layout) == {"Previous Balance": "1,204.33", "Minimum Payment Due": "35.00"}
    assert [r.block for r in layout.rows] == [0, 1]


def test_dot_leaders_and_parentheses():
    ws = words_at(("Interest charged", 72, 100), ("..............", 160, 100), ("(12.48)", 300, 100))
    (p,) = build_layout(page(ws)).pairs
    assert (p.label, normalise(p.value), p.how) == ("Interest charged", "-12.48", "leader")


def test_trailing_minus_and_currency_sign_cells():
    ws = words_at(("Payments", 72, 100), ("1,204.33-", 300, 100), ("TOTAL", 72, 120), ("$", 280, 120),
                  ("42.99", 300, 120))
    got = pairs(build_layout(page(ws)))
    assert normalise(got["Payments"]) == "-1204.33"
    assert normalise(got["TOTAL"]) == "42.99"


def test_label_and_amount_in_one_cell_are_split():
    ws = words_at(("TOTAL RM 27.55", 72, 100))
    assert pairs(build_layout(page(ws))) == {"TOTAL": "RM 27.55"}


def test_two_amounts_after_one_label_stay_unpaired():
    ws = words_at(("Interest paid", 72, 100), ("12.00", 300, 100), ("140.00", 450, 100))
    assert build_layout(page(ws)).pairs == []


def test_several_amounts_after_one_label_pair_through_their_column_headers():
    ws = words_at(("This Period", 290, 70), ("Year to Date", 430, 70),
                  ("Dividends", 72, 85), ("1.10", 300, 85), ("12.00", 450, 85),
                  ("Interest paid", 72, 100), ("12.00", 300, 100), ("140.00", 450, 100))
    got = {(p.label, p.value, p.how) for p in build_layout(page(ws)).pairs}
    assert got == {("Dividends This Period", "1.10", "column"), ("Dividends Year to Date", "12.00", "column"),
                   ("Interest paid This Period", "12.00", "column"),
                   ("Interest paid Year to Date", "140.00", "column")}


def test_column_headers_that_do_not_match_the_amounts_one_to_one_pair_nothing():
    one_header_over_both = words_at(("Period", 290, 85), ("and", 330, 85), ("YTD", 370, 85),
                                    ("Interest paid", 72, 100), ("12.00", 300, 100), ("140.00", 450, 100))
    extra_header = words_at(("Current", 290, 85), ("Prior", 370, 85), ("Year to Date", 430, 85),
                            ("Interest paid", 72, 100), ("12.00", 300, 100), ("140.00", 450, 100))
    dates_as_headers = words_at(("12/31/2023", 290, 85), ("12/31/2024", 440, 85),
                                ("Interest paid", 72, 100), ("12.00", 300, 100), ("140.00", 450, 100))
    far_header = words_at(("This Period", 290, 40), ("Year to Date", 430, 40),
                          ("Interest paid", 72, 100), ("12.00", 300, 100), ("140.00", 450, 100))
    # a receipt's GST summary: "TOTAL AMOUNT" would name the amount before tax as the total
    gst_summary = words_at(("AMOUNT", 290, 85), ("TAX", 450, 85),
                           ("TOTAL:", 72, 100), ("26.00", 300, 100), ("1.56", 450, 100))
    units = words_at(("(RM)", 300, 85), ("(RM)", 450, 85),
                     ("TOTAL:", 72, 100), ("26.00", 300, 100), ("1.56", 450, 100))
    for ws in (one_header_over_both, extra_header, dates_as_headers, far_header, gst_summary, units):
        assert not [p for p in build_layout(page(ws)).pairs if p.how == "column"]


def test_w2_box_label_above_value():
    ws = words_at(("1 Wages, tips, other compensation", 76, 100), ("2 Federal income tax withheld", 310, 100),
                  ("116,701.45", 250, 122), ("18,240.12", 484, 122))
    layout = build_layout(page(ws))
    got = {p.label: (p.value, p.how) for p in layout.pairs}
    assert got == {"1 Wages, tips, other compensation": ("116,701.45", "box-above"),
                   "2 Federal income tax withheld": ("18,240.12", "box-above")}
    assert "1 Wages, tips, other compensation | 116,701.45" in layout.text.splitlines()


def test_wrapped_box_label_is_read_whole():
    ws = words_at(("1 Wages, tips, other", 76, 100), ("compensation", 76, 110), ("116,701.45", 150, 126))
    assert pairs(build_layout(page(ws))) == {"1 Wages, tips, other compensation": "116,701.45"}


def test_value_under_two_labels_is_left_unpaired():
    # Centred under "Fees" but wider than it, reaching under "Payments": no single box.
    ws = words_at(("Payments", 200, 100), ("Fees", 300, 100), ("1,204.33", 285, 120))
    assert build_layout(page(ws)).pairs == []


def test_value_under_a_row_that_already_has_one_is_not_taken_as_its_box():
    ws = words_at(("PREVIOUS BALANCE", 72, 100), ("241.99", 500, 100), ("42.99", 505, 120))
    assert pairs(build_layout(page(ws))) == {"PREVIOUS BALANCE": "241.99"}


def test_pair_boxes_and_word_indexes_point_at_the_page_words():
    pg = page(adt_words())
    for p in build_layout(pg).pairs:
        assert " ".join(pg.words[i].text for i in p.words) == p.value
        assert p.value_box.x0 > p.label_box.x1


def test_empty_page():
    layout = build_layout(page([]))
    assert (layout.rows, layout.pairs, layout.text) == ([], [], "")


def test_1099_box_value_goes_to_the_label_above_not_the_name_beside_it():
    ws = words_at(("RECIPIENT'S name, street address", 50, 100), ("2 Early withdrawal penalty", 295, 100),
                  ("DANA R WHITFIELD", 52, 112), ("0.00", 522, 112),
                  ("1420 NW LOVEJOY ST", 52, 124), ("3 Interest on U.S. Savings Bonds", 295, 124),
                  ("PORTLAND OR 97209", 52, 136), ("12.00", 515, 136))
    layout = build_layout(page(ws))
    assert {p.label: (p.value, p.how) for p in layout.pairs} == {
        "2 Early withdrawal penalty": ("0.00", "box-above"),
        "3 Interest on U.S. Savings Bonds": ("12.00", "box-above")}
    assert "DANA R WHITFIELD" in layout.text.splitlines()


def test_column_header_above_a_table_is_not_a_box_label():
    ws = words_at(("DESCRIPTION", 72, 100), ("AMOUNT", 505, 100),
                  ("PREVIOUS BALANCE", 72, 115), ("241.99", 510, 115),
                  ("ENDING BALANCE", 72, 130), ("42.99", 515, 130))
    assert pairs(build_layout(page(ws))) == {"PREVIOUS BALANCE": "241.99", "ENDING BALANCE": "42.99"}


def test_a_dated_rows_figures_are_its_columns_never_boxes_under_their_headers():
    # a mortgage's transaction with figures in columns only it fills: on main each header over
    # a lone figure was read as a form box's label ("Interest | $0.00"), and that transaction's
    # $0.00 stated as the interest in the monthly payment
    ws = words_at(("Date", 40, 100), ("Description", 84, 100), ("Total", 290, 100), ("Principal", 330, 100),
                  ("Interest", 385, 100), ("Escrow", 440, 100),
                  ("04/10/2024", 40, 113), ("Partial Payment Received", 84, 113), ("$1,000.00", 270, 113),
                  ("$0.00", 340, 113), ("$0.00", 390, 113), ("$0.00", 440, 113))
    got = build_layout(page(ws))
    assert not any(p.label in ("Principal", "Interest", "Escrow") for p in got.pairs), got.pairs
    assert "Interest | $0.00" not in got.text, got.text


def test_label_is_the_cells_next_to_the_value_not_the_next_block():
    ws = words_at(("Account Ending 4-71007", 72, 100), ("Minimum Payment Due", 340, 100), ("$40.00", 515, 100))
    assert pairs(build_layout(page(ws))) == {"Minimum Payment Due": "$40.00"}


def test_a_label_without_its_value_is_never_paired_across_into_the_next_block():
    ws = words_at(("Previous Balance", 72, 100), ("1,204.33", 260, 100), ("Minimum Payment Due", 340, 100),
                  ("35.00", 515, 100),
                  ("Payment Due Date", 72, 115), ("New Balance", 340, 115), ("399.63", 510, 115),
                  ("Account Number", 72, 130), ("399.63", 510, 130))   # left label, right-block value
    got = pairs(build_layout(page(ws)))
    assert got == {"Previous Balance": "1,204.33", "Minimum Payment Due": "35.00", "New Balance": "399.63"}


def test_address_line_beside_a_far_value_is_not_its_label():
    ws = words_at(("DANA R WHITFIELD", 58, 108), ("1420 NW LOVEJOY ST APT 5", 58, 120), ("241.99", 508, 120),
                  ("PORTLAND OR 97209", 58, 132))
    assert build_layout(page(ws)).pairs == []


def test_a_date_over_a_value_is_not_a_box_label():
    ws = words_at(("Please pay by", 322, 80), ("February 19, 2024", 463, 80),
                  ("Total", 322, 100), ("due", 356, 100), ("$96.41", 515, 100))
    assert pairs(build_layout(page(ws))) == {"Total due": "$96.41"}


def test_big_print_is_not_pulled_into_the_small_print_line_it_half_covers():
    small = words_at(("DANA R WHITFIELD", 58, 94))
    big = [Word("Total", Box(322, 96.4, 357, 106.5), 96.0, "tesseract"),
           Word("due", Box(363, 96.0, 389, 106.3), 96.0, "tesseract"),
           Word("$96.41", Box(511, 95.2, 559, 107.2), 96.0, "tesseract")]
    layout = build_layout(page(small + big))
    assert "DANA R WHITFIELD" in layout.text.splitlines()
    assert pairs(layout) == {"Total due": "$96.41"}


def test_item_name_above_its_code_quantity_and_price_is_not_a_box_label():
    ws = words_at(("1K YELLOW 70GRAMS", 60, 100), ("9557589450025", 60, 112), ("1", 180, 112),
                  ("0.00", 230, 112), ("17.45", 300, 112))
    assert build_layout(page(ws)).pairs == []


def test_form_with_labels_under_its_values_pairs_each_value_with_the_label_under_it():
    # Values printed over their labels: the middle row of values sits under one row of labels
    # and over the next; only the top row (no label over it) says which side labels are on.
    ws = words_at(("DANA R WHITFIELD", 45, 100),
                  ("98,410.55", 45, 150), ("14,022.18", 215, 150),
                  ("1 Wages, tips, other comp.", 45, 165), ("2 Federal income tax withheld", 215, 165),
                  ("6,101.45", 45, 190), ("1,426.95", 215, 190),
                  ("4 Social security tax withheld", 45, 205), ("6 Medicare tax withheld", 215, 205))
    got = {p.label: (p.value, p.how) for p in build_layout(page(ws)).pairs}
    assert got == {"1 Wages, tips, other comp.": ("98,410.55", "box-below"),
                   "2 Federal income tax withheld": ("14,022.18", "box-below"),
                   "4 Social security tax withheld": ("6,101.45", "box-below"),
                   "6 Medicare tax withheld": ("1,426.95", "box-below")}


def test_a_label_between_two_rows_of_figures_is_neither_figures_when_the_page_does_not_say():
    # Captions printed under their figures, under a section heading that the top row's first
    # figure reads as a label over it: the page does not say which side its labels are on.
    # "New Balance" stands under 2,481.73 and over 2,521.73 (whose own caption, with a date in
    # it, is no box label): it must not become 2,521.73's label
    ws = words_at(("Account Summary", 45, 140),
                  ("2,481.73", 45, 155), ("50.00", 215, 155),
                  ("New Balance", 45, 167), ("Minimum Payment", 215, 167),
                  ("2,521.73", 45, 190), ("10,500.00", 215, 190),
                  ("Amount Due After 09/16/2024", 45, 202), ("Credit Line", 215, 202))
    got = {p.label: (p.value, p.how) for p in build_layout(page(ws)).pairs}
    assert got.get("New Balance") in (None, ("2,481.73", "box-below")), got
    assert got.get("Minimum Payment") in (None, ("50.00", "box-below")), got
    assert "2,521.73" not in {v for v, _ in got.values()} or got.get("Amount Due After 09/16/2024", ("",))[0] == "2,521.73", got


def test_values_between_label_rows_go_up_when_the_top_row_of_boxes_has_labels_over_it():
    ws = words_at(("1 Wages", 45, 100), ("2 Federal income tax", 215, 100),
                  ("98,410.55", 45, 115), ("14,022.18", 215, 115),
                  ("3 Social security wages", 45, 130), ("4 Social security tax", 215, 130),
                  ("7,000.00", 45, 145), ("434.00", 215, 145),
                  ("Form W-2 Wage and Tax Statement", 45, 160))          # a footer, not a label
    got = {p.label: (p.value, p.how) for p in build_layout(page(ws)).pairs}
    assert got == {"1 Wages": ("98,410.55", "box-above"), "2 Federal income tax": ("14,022.18", "box-above"),
                   "3 Social security wages": ("7,000.00", "box-above"),
                   "4 Social security tax": ("434.00", "box-above")}


def test_a_space_grouped_european_amount_is_never_cut_to_its_last_group():
    # "Total TTC 1 234,56": a narrow space groups the thousands; 234,56 is no figure of its own
    ws = words_at(("Total TTC 1", 72, 100)) + [Word("234,56", Box(126, 100, 156, 108), 95.0, "t")]
    layout = build_layout(page(ws))
    assert [p for p in layout.pairs if p.value.endswith("234,56")] == []
    assert "Total TTC 1 234,56" in layout.text


def test_a_rupee_sign_in_its_own_cell_joins_its_amount():
    ws = words_at(("Grand Total", 72, 100), ("₹", 500, 100), ("2,360.00", 508, 100))
    assert pairs(build_layout(page(ws))) == {"Grand Total": "₹ 2,360.00"}


def test_summary_grid_with_labels_under_its_figures_pairs_each_figure_with_the_label_under_it():
    # A statement's summary as printed: figures over their captions, under a section heading
    # that stands over the first figure only; the heading is no row of labels, so the top row
    # says the captions are under their figures
    ws = words_at(("Account Summary", 45, 140),
                  ("$13,193.43", 45, 155), ("$1,804.65", 215, 155), ("$4,100.89", 385, 155),
                  ("Opening Balance", 45, 165), ("Deposits", 215, 165), ("Withdrawals", 385, 165),
                  ("$43.63", 45, 190), ("$10,940.82", 215, 190),
                  ("Interest Paid", 45, 200), ("Ending Balance", 215, 200))
    got = {p.label: (p.value, p.how) for p in build_layout(page(ws)).pairs}
    assert got == {"Opening Balance": ("$13,193.43", "box-below"), "Deposits": ("$1,804.65", "box-below"),
                   "Withdrawals": ("$4,100.89", "box-below"), "Interest Paid": ("$43.63", "box-below"),
                   "Ending Balance": ("$10,940.82", "box-below")}


def test_bill_grid_under_the_mailing_address_pairs_its_figures_with_the_captions_under_them():
    # The address block over the first figure is no label of it; "&" is printed, not dust; a
    # caption with a date in it still names its figure; "-USD" is the credit's sign and currency
    ws = words_at(("GRACE PETROV", 60, 92), ("3610 SPRUCE TER", 60, 105), ("SALEM OR 97347", 60, 118),
                  ("$218.51", 60, 140), ("-USD", 215, 140), ("218.51", 241, 140),
                  ("Previous Balance", 60, 150), ("Payment Received", 215, 150),
                  ("$114.48", 60, 175), ("$53.19", 215, 175),
                  ("Transmission & Delivery", 60, 185), ("Amount Due After May 23, 2023", 215, 185))
    got = {p.label: (p.value, p.how) for p in build_layout(page(ws)).pairs}
    assert got == {"Previous Balance": ("$218.51", "box-below"), "Payment Received": ("-USD 218.51", "box-below"),
                   "Transmission & Delivery": ("$114.48", "box-below"),
                   "Amount Due After May 23, 2023": ("$53.19", "box-below")}


def _tall(text: str, x: float, y: float, h: float) -> Word:
    return Word(text, Box(x, y, x + 5.0 * len(text), y + h), 95.0, "tesseract")


def test_summary_grid_with_labels_over_its_figures_pairs_each_figure_with_the_label_over_it():
    # Captions over their figures under a heading in larger print (no line of the first
    # caption); a caption's leading "+" is printed, so it starts where its figure does
    ws = [_tall("Account", 45, 130, 12.0), _tall("Summary", 88, 130, 12.0)] + words_at(
        ("Balance Forward", 45, 150), ("Payments and Credits", 215, 150), ("+ Purchases", 385, 150),
        ("USD 2,327.46", 45, 161), ("USD 785.46", 215, 161), ("USD 646.79", 385, 161),
        ("Cash Advance", 45, 185), ("Interest Charged", 215, 185),
        ("USD 250.00", 45, 196), ("USD 59.53", 215, 196))
    got = {p.label: (p.value, p.how) for p in build_layout(page(ws)).pairs}
    assert got == {"Balance Forward": ("USD 2,327.46", "box-above"), "Payments and Credits": ("USD 785.46", "box-above"),
                   "+ Purchases": ("USD 646.79", "box-above"), "Cash Advance": ("USD 250.00", "box-above"),
                   "Interest Charged": ("USD 59.53", "box-above")}


def test_a_label_between_a_date_and_a_figure_is_neither_when_the_page_does_not_say():
    # One label over the top row's first figure, hugging it as closely as the captions under
    # the row do (the reader may have lost the others): the page does not say which side its
    # labels are on. "Billing Date" stands under its date and over 177.73; it is not 177.73's
    # label (nor is any label between two rows of figures)
    ws = words_at(("Previous Balance", 45, 90),
                  ("$218.51", 45, 100), ("-$218.51", 215, 100), ("May 5, 2023", 385, 100),
                  ("Payment Due", 45, 110), ("Payment Received", 215, 110), ("Billing Date", 385, 110),
                  ("$114.48", 45, 135), ("$53.19", 215, 135), ("$177.73", 385, 135),
                  ("Natural Gas Supply", 45, 145), ("Delivery", 215, 145))
    assert build_layout(page(ws)).pairs == []


def test_a_form_whose_top_label_was_missed_does_not_shift_every_label_onto_the_figure_over_it():
    # A 1098's column of boxes, labels over figures, the first label lost by the reader: the
    # top figure has a label only under it, which looked like "labels under figures" and
    # paired each figure with the next box's label. The last figure, with no label under it,
    # says otherwise: the side is unknown and the labels between figures are neither's
    ws = words_at(("6,736.16", 500, 110),
                  ("2 Outstanding mortgage principal", 360, 125), ("494,462.00", 500, 137),
                  ("10 Property tax", 360, 152), ("3,069.21", 500, 164))
    assert build_layout(page(ws)).pairs == []


def test_one_figure_on_top_of_a_form_does_not_make_it_captions_below():
    # A photographed 1098 whose first box label the reader set on another line: the top figure
    # has only the next box's label under it, and the last figure (a name's box) happens to have
    # a line under it too. One figure alone on top does not say the page prints captions below.
    ws = words_at(("12,458.90", 500, 110),
                  ("2 Outstanding mortgage principal", 360, 125), ("324,986.03", 500, 137),
                  ("10 Property tax", 360, 152), ("5,307.19", 500, 164),
                  ("GRACE IYER", 360, 179))
    pairs = {p.label: p.value for p in build_layout(page(ws)).pairs}
    assert pairs.get("10 Property tax") != "324,986.03" and pairs.get("2 Outstanding mortgage principal") != "12,458.90"


def _w2_top(first_captions: list[tuple[str, float]]) -> list[Word]:
    """A W-2's top two rows of boxes: captions over figures, EIN in the first box."""
    return words_at(("b Employer identification number (EIN)", 60, 100), *[(c, x, 100) for c, x in first_captions],
                    ("57-4811000", 60, 114), ("67,350.52", 320, 114), ("15,274.59", 540, 114),
                    ("c Employer's name, address, and ZIP code", 60, 134), ("3 Social security wages", 320, 134),
                    ("4 Social security tax withheld", 540, 134),
                    ("THISTLECREST LOGISTICS CORP", 60, 148), ("89,850.52", 320, 148), ("5,570.73", 540, 148))


def test_captions_run_into_one_cell_still_stand_over_their_figures():
    # A reader ran box 1's and box 2's captions into one cell; the figures under it have no
    # label of their own over them, but captions are over them all the same: the page is not
    # captions-below, and box 3's caption is the 89,850.52 under it, never the 67,350.52 over it
    ws = _w2_top([("1 Wages, tips, other compensation 2 Federal income tax withheld", 320)])
    got = pairs(build_layout(page(ws)))
    assert got.get("3 Social security wages") == "89,850.52"
    assert got.get("4 Social security tax withheld") == "5,570.73"
    assert "67,350.52" not in got.values() and "15,274.59" not in got.values()


def test_an_identifier_in_a_lettered_box_pairs_with_its_caption():
    ws = _w2_top([("1 Wages, tips, other compensation", 320), ("2 Federal income tax withheld", 540)])
    layout = build_layout(page(ws))
    got = {p.label: (p.value, p.how) for p in layout.pairs}
    assert got["b Employer identification number (EIN)"] == ("57-4811000", "box-above")
    assert got["1 Wages, tips, other compensation"] == ("67,350.52", "box-above")
    assert "b Employer identification number (EIN) | 57-4811000" in layout.text.splitlines()
    # a title over an identifier is no caption
    ws = words_at(("Form W-2 Wage and Tax Statement 2024", 60, 80), ("57-4811000", 60, 94))
    assert pairs(build_layout(page(ws))) == {}


def test_a_figure_cut_before_its_point_touching_is_one_figure():
    # a thermal print's wide point read as two words ("166" ".10", TGIF's Amt. Due): one figure
    ws = [Word("Amt.", Box(52, 109, 69, 118), 95.0, "rapidocr"), Word("Due", Box(72, 109, 83, 118), 95.0, "rapidocr"),
          Word("166", Box(117, 108, 138, 117), 95.0, "rapidocr"), Word(".10", Box(140, 108, 160, 117), 95.0, "rapidocr")]
    assert pairs(build_layout(page(ws))) == {"Amt. Due": "166.10"}


def test_a_quantity_and_cents_a_word_space_apart_are_not_one_figure():
    ws = [Word("Amt.", Box(52, 109, 69, 118), 95.0, "rapidocr"), Word("Due", Box(72, 109, 83, 118), 95.0, "rapidocr"),
          Word("166", Box(117, 108, 138, 117), 95.0, "rapidocr"), Word(".10", Box(145, 108, 165, 117), 95.0, "rapidocr")]
    assert "166.10" not in pairs(build_layout(page(ws))).values()


def test_a_table_rows_figures_are_no_captions_of_the_entries_over_them():
    # a vehicle's coverage table: "N/A" and "Not Purchased" over the collision row's deductible
    # and premium are the row above's entries, not captions of the figures under them
    ws = words_at(("Coverages for Vehicle", 42, 420), ("Limit", 330, 420), ("Deductible", 426, 420),
                  ("Premium", 500, 420),
                  ("Comprehensive Coverage", 42, 436), ("Not Purchased", 279, 436), ("N/A", 426, 436),
                  ("Not Purchased", 499, 436),
                  ("Collision Coverage", 42, 453), ("Actual Cash Value", 279, 453), ("$2,000.00", 426, 453),
                  ("$5.00", 499, 453),
                  ("Uninsured Motorist Property Damage", 42, 471), ("Not Purchased", 279, 471), ("N/A", 432, 471),
                  ("Not Purchased", 499, 471))
    layout = build_layout(page(ws))
    assert "$2,000.00" not in pairs(layout).values() and "$5.00" not in pairs(layout).values()
    assert "Collision Coverage | Actual Cash Value | $2,000.00 | $5.00" in layout.text.splitlines()


def test_the_next_tables_header_is_no_caption_of_a_row_of_figures_over_it():
    # "Subtotal Premium By Vehicle" prints one figure per vehicle; "Limits" under the first is
    # the header of the next table, not its caption
    ws = words_at(("Vehicle Level Coverages", 36, 240), ("Limits", 260, 240), ("Vehicle 1", 380, 240),
                  ("Vehicle 2", 436, 240),
                  ("Collision", 36, 357), ("Not Selected Not Selected", 363, 357),
                  ("Subtotal Premium By Vehicle", 61, 372), ("$364.88", 380, 372), ("$361.47", 436, 372),
                  ("Policy Level Coverages", 38, 400), ("Limits", 312, 400), ("Deductible", 443, 400),
                  ("Premium", 524, 400))
    layout = build_layout(page(ws))
    assert "Limits" not in pairs(layout)
    assert "Subtotal Premium By Vehicle | $364.88 | $361.47" in layout.text.splitlines()


def test_a_columns_entries_saying_it_has_no_figure_make_its_header_no_caption():
    # "Premium" over 96.68, "Included" and 25.00: a column's header, not the 96.68's caption
    ws = words_at(("Coverages and Limits of Liability", 36, 300), ("Limit", 420, 300), ("Premium", 540, 300),
                  ("C. Personal Property", 100, 316), ("$15,000", 420, 316), ("96.68", 560, 316),
                  ("D. Loss of Use", 100, 328), ("$6,000", 420, 328), ("Included", 550, 328),
                  ("E. Personal Liability", 100, 340), ("$100,000", 420, 340), ("25.00", 560, 340))
    layout = build_layout(page(ws))
    assert pairs(layout).get("Premium") is None and pairs(layout).get("Included") is None


def test_a_tables_first_row_keeps_its_own_label_under_the_column_header():
    # "Coverage | Limits of Liability" captions a declarations table, not a form box: the
    # figure under "Limits of Liability" is the Dwelling Protection's, as its row says
    ws = words_at(("Coverage", 42, 68), ("Limits of Liability", 273, 68),
                  ("Dwelling Protection", 42, 88), ("$813,000.00", 273, 88),
                  ("Increased Building Structure Protection", 42, 108), ("40% of Dwelling Coverage Limit", 273, 108),
                  ("Other Structures Protection", 42, 131), ("$243,900.00", 273, 131))
    lay = build_layout(page(ws))
    assert pairs(lay).get("Dwelling Protection") == "$813,000.00"
    assert "Limits of Liability" not in pairs(lay)
    assert "Dwelling Protection | $813,000.00" in lay.text.splitlines()


def test_a_figure_cut_between_its_digits_touching_is_one_figure():
    # an Italian till's TOTALE read as "8" and "1,20", a digit's spacing apart: one figure, 81,20
    ws = [Word("TOTALE", Box(6.5, 203, 50.6, 212.6), 100.0, "rapidocr"),
          Word("8", Box(115.4, 202.1, 123.1, 211.2), 100.0, "rapidocr"), Word("1,20", Box(124.6, 201.8, 155.0, 211.2), 100.0, "rapidocr")]
    assert pairs(build_layout(page(ws))) == {"TOTALE": "81,20"}


def test_a_quantity_and_a_price_a_word_space_apart_are_two_figures():
    ws = [Word("TOTALE", Box(6.5, 203, 50.6, 212.6), 100.0, "rapidocr"),
          Word("8", Box(115.4, 202.1, 123.1, 211.2), 100.0, "rapidocr"), Word("1,20", Box(128.6, 201.8, 159.0, 211.2), 100.0, "rapidocr")]
    assert "81,20" not in pairs(build_layout(page(ws))).values()


def test_a_block_beside_a_row_whose_value_is_no_figure_is_still_a_block_of_its_own():
    # a mortgage statement's two panels: where the left panel's value is a word, a rate or an
    # address, the right panel's label is still its own row's, cut where the gutter runs
    ws = words_at(("Outstanding Principal", 44, 100), ("$288,057.36", 247, 100), ("Principal", 320, 100),
                  ("$352.54", 539, 100),
                  ("Interest Rate", 44, 115), ("6.125%", 262, 115), ("Interest", 320, 115), ("$1,470.29", 532, 115),
                  ("Prepayment Penalty", 44, 130), ("None", 272, 130), ("Escrow (for Taxes)", 320, 130),
                  ("$412.50", 539, 130),
                  ("Escrow Balance", 44, 145), ("$1,275.30", 247, 145), ("Monthly Payment", 320, 145),
                  ("$2,235.33", 532, 145),
                  ("Property Address", 44, 160), ("4127 Juniper Ln", 170, 160), ("Total Fees Charged", 320, 160),
                  ("$45.00", 540, 160))
    layout = build_layout(page(ws))
    got = pairs(layout)
    assert got["Interest"] == "$1,470.29"
    assert got["Escrow (for Taxes)"] == "$412.50"
    assert got["Total Fees Charged"] == "$45.00"
    assert "Prepayment Penalty | None    Escrow (for Taxes) | $412.50" in layout.text.splitlines()


def test_a_label_under_a_row_with_its_own_value_is_a_row_not_a_box_under_a_caption():
    # "Amount Due | $2,280.33" under "Payment Due Date | 04/01/2024": the date is that row's
    # value, so "Amount Due" is no box's content and the small print under the figure ("... a
    # $45.00 late fee") is not its caption
    ws = words_at(("Payment Due Date", 350, 85), ("04/01/2024", 512, 85),
                  ("Amount Due", 350, 100), ("$2,280.33", 513, 100),
                  ("If paid after 04/16/2024, a", 350, 112), ("$45.00", 480, 112), ("late fee", 513, 112))
    layout = build_layout(page(ws))
    assert pairs(layout) == {"If paid after 04/16/2024, a": "$45.00"}
    assert "Amount Due | $2,280.33" in layout.text.splitlines()


def test_a_figure_and_the_next_panels_label_set_apart_are_two_cells():
    # a statement's panels side by side, closer than a cell's gap but further than a space: the
    # figure ends its panel's row and the words after it start the next panel's
    ws = words_at(("Escrow Balance", 40, 100), ("$1,036.42", 150, 100), ("Escrow (Taxes & Insurance)", 206, 100),
                  ("$388.17", 360, 100),
                  ("Maturity Date", 40, 120), ("06/01/2052", 145, 120), ("Past Due Payment(s)", 206, 120),
                  ("$1,888.96", 360, 120))
    text = build_layout(page(ws)).text.splitlines()
    assert text[0] == "Escrow Balance | $1,036.42    Escrow (Taxes & Insurance) | $388.17", text
    assert text[1].startswith("Maturity Date | 06/01/2052 | Past Due Payment(s)"), text


def test_a_rate_and_the_next_panels_label_set_apart_are_two_cells():
    # "7.250% Fixed" and the payment breakdown's "Interest" beside it, 1.45 line heights apart:
    # on main they were one cell, "Interest Rate | 7.250% Fixed Interest | $1,297.00", and the
    # payment's interest was labelled by the loan's rate
    ws = words_at(("Interest Rate", 40, 100), ("7.250% Fixed", 150, 100), ("Interest", 220, 100),
                  ("$1,297.00", 360, 100))
    text = build_layout(page(ws)).text.splitlines()
    assert text[0] == "Interest Rate | 7.250% Fixed | Interest | $1,297.00", text
    # ...a space away, the rate's words are its own
    ws = words_at(("Interest Rate", 40, 100), ("7.250% Fixed Until 2029", 150, 100))
    assert build_layout(page(ws)).text.splitlines() == ["Interest Rate | 7.250% Fixed Until 2029"]


def test_a_figures_unit_or_its_own_words_stay_with_it():
    # "Each Person" is what the limit is counted per, at whatever distance; "ALL PERILS" a space away
    ws = words_at(("Bodily Injury Liability", 40, 100), ("$ 100,000", 170, 100), ("Each Person", 223, 100),
                  ("Section I Deductible", 40, 120), ("$500 ALL PERILS", 170, 120))
    text = build_layout(page(ws)).text.splitlines()
    assert text == ["Bodily Injury Liability | $ 100,000 Each Person", "Section I Deductible | $500 ALL PERILS"], text
