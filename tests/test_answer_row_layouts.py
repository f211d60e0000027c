"""Row layouts of real documents (realdocs-dev) read into labelled figures
(answer/candidates.py, answer/charts.py, answer/vehicles.py): figures printed per vehicle
(Dairyland's application, Nationwide's revised auto policy), a chart's axis beside a summary
and a label wrapped before its date (ANZ's investment funds statement), a dollar sign read
apart from its amount (State Farm's renewal)."""
from __future__ import annotations

from decimal import Decimal

from docq.answer import charts, vehicles
from docq.answer.candidates import figure_labels
from docq.answer.library import DocPage
from docq.answer.parse import parse
from docq.answer.wording import label_extra
from answer_support import placed_page


def _page(*rows: list[tuple[float, str]], gap: float = 18) -> DocPage:
    return placed_page(*rows, gap=gap)


def _right(edge: float, cell: str) -> tuple[float, str]:
    """A cell right-aligned at `edge` (words 6 points a letter, 3 between)."""
    return edge - (6 * len(cell.replace(" ", "")) + 3 * cell.count(" ")), cell


def _labels(page: DocPage) -> dict[str, str]:
    return {label: raw for _, label, _, raw, _ in figure_labels([page])}


DAIRYLAND = _page(
    [(20, "Vehicle Level Coverages"), (200, "Limits"), (400, "Vehicle 1"), (480, "Vehicle 2")],
    [(20, "Bodily Injury Liability"), (200, "$30,000 Each Person"), (400, "$161.44"), (480, "$159.74")],
    [(20, "Medical Payments"), (200, "$1,000 Each Person"), (400, "$21.00"), (480, "$21.00")],
    [(20, "Subtotal Premium By Vehicle"), (400, "$364.88"), (480, "$361.47")],
)


def test_a_column_of_one_vehicle_labels_a_row_that_names_its_concept():
    labels = _labels(DAIRYLAND)
    assert labels["Subtotal Premium By Vehicle Vehicle 1"] == "$364.88"
    assert labels["Subtotal Premium By Vehicle Vehicle 2"] == "$361.47"


def test_a_vehicle_caption_alone_never_says_what_a_figure_is():
    # $161.44 is Bodily Injury's premium, but nothing on its row says so: "Bodily Injury
    # Liability Vehicle 1" would answer its limit
    labels = _labels(DAIRYLAND)
    assert "$161.44" not in labels.values() and "$159.74" not in labels.values()
    assert not any(label.startswith("Medical Payments Vehicle") for label in labels)


def test_a_list_of_vehicles_under_a_premium_heading_gives_each_its_premium():
    page = _page([(20, "Premium Summary and Other Charges")],
                 [(20, "2016 Toyota Corolla L"), (300, "$1,088.05")],
                 [(20, "Total For Policy Coverages"), (300, "$21.00")])
    labels = _labels(page)
    assert labels["2016 Toyota Corolla L Premium"] == "$1,088.05"
    assert "Total For Policy Coverages Premium" not in labels     # the list ended at the first other row


def test_a_vehicle_row_under_no_concept_heading_is_only_the_vehicle():
    page = _page([(20, "Vehicles Insured")], [(20, "2016 Toyota Corolla L"), (300, "$1,088.05")])
    assert "2016 Toyota Corolla L Premium" not in _labels(page)


def test_asked_about_one_car_the_labels_vehicle_words_and_its_subtotal_are_the_questions():
    class Where:    # what the document's own description accounts for: nothing here
        own, named, years, rates, kind = set(), set(), set(), set(), "insurance-declarations"
    kia = parse("What is the premium for my 2011 Kia Optima on the Dairyland policy?", [], None)
    plain = parse("What is the premium on my Dairyland policy?", [], None)
    assert label_extra("Subtotal Premium By Vehicle Vehicle 2", kia, None, Where) == []
    assert {"Subtotal", "Vehicle"} <= set(label_extra("Subtotal Premium By Vehicle Vehicle 2", plain, None, Where))


def test_only_a_vehicle_number_is_a_vehicle_caption():
    assert vehicles.numbered_caption("Vehicle 2") and vehicles.numbered_caption("Veh #1")
    assert not vehicles.numbered_caption("Vehicle Level Coverages") and not vehicles.numbered_caption("2")


ANZ = _page(
    [(20, "Opening balance at 1 April 2025"), (400, "$103,339.46"), _right(450, "$150,000")],
    [(20, "Contributions"), (400, "$4,750.00"), _right(450, "$120,000")],
    [(20, "Investment return"), (400, "$8,770.20"), _right(450, "$90,000")],
    [(20, "Tax"), (400, "-$1,055.02"), _right(450, "$60,000")],
    [(20, "Annual fund charge"), (400, "-$990.83"), _right(450, "$30,000")],
    [(20, "Closing balance at"), _right(450, "$0")],
    [(20, "31 March 2026"), (400, "$110,813.81")],
    gap=7)


def test_a_charts_axis_is_found_by_its_shape():
    # right edges aligned, evenly spaced, one step apart down to $0
    assert charts.axis_ticks(ANZ.words) == {"$150,000", "$120,000", "$90,000", "$60,000", "$30,000", "$0"}


def test_a_summary_column_is_no_axis():
    # right-aligned, evenly spaced, down to $0, but not one step apart: a policy's summary
    summary = _page(*[[(20, label), _right(450, raw)] for label, raw in
                      (("Premium", "$400"), ("Fees", "$250"), ("Tax", "$100"), ("Credit", "$0"))], gap=7)
    assert charts.axis_ticks(summary.words) == set()
    # one step apart but not down to $0: no axis either
    limits = _page(*[[(20, label), _right(450, raw)] for label, raw in
                     (("A", "$400,000"), ("B", "$300,000"), ("C", "$200,000"), ("D", "$100,000"))], gap=7)
    assert charts.axis_ticks(limits.words) == set()


def test_a_row_with_an_axis_tick_on_its_line_keeps_its_own_figure():
    labels = _labels(ANZ)
    assert labels["Investment return"] == "$8,770.20"
    assert labels["Annual fund charge"] == "-$990.83"
    assert not any(raw in {"$90,000", "$30,000", "$0"} for raw in labels.values())


def test_a_label_cut_before_its_date_is_joined_to_it():
    assert _labels(ANZ)["Closing balance at 31 March 2026"] == "$110,813.81"


def test_a_date_label_under_other_words_stays_a_date():
    page = _page([(20, "Account activity")], [(20, "31 March 2026"), (400, "$110.81")])
    assert _labels(page)["31 March 2026"] == "$110.81"
    assert Decimal("110.81") in {v for *_, v in figure_labels([page])}


def test_a_dollar_sign_read_as_its_own_cell_is_the_figures_after_it():
    page = _page([(20, "DEDUCTIBLES")], [(20, "Section Deductible"), (300, "Deductible Amount")],
                 [(20, "Wind or Hail 3%"), (300, "$"), (312, "7,227")])
    assert _labels(page)["Wind or Hail 3% Deductible"] == "$7,227"


def test_a_value_after_its_label_ends_that_label_and_the_next_figures_label_starts_after_it():
    # Ridgeline's panels side by side: a maturity date, a penalty's "No", then another panel's
    # label and figure; a date that says which figure stays with it, and a transaction's date
    # opening its row stays with its description
    page = DocPage(1, [], "\n".join([
        "Maturity Date | 06/01/2052 | Past Due Payment(s) | $1,888.96",
        "Prepayment Penalty | No | Unpaid Late Charges | $75.04",
        "Amount Due After | 05/16/2024 | $3,928.00",
        "04/17/2024 | Late Charge Assessed | $75.04",
        "Interest Rate | 7.250% Fixed | Interest | $1,297.00"]))
    labels = {label: raw for _, label, _, raw, _ in figure_labels([page])}
    assert labels["Past Due Payment(s)"] == "$1,888.96" and labels["Unpaid Late Charges"] == "$75.04", labels
    # ...and a rate is the value of the label before it: the payment's interest is "Interest"
    assert labels["Interest"] == "$1,297.00", labels
    assert labels["Amount Due After 05/16/2024"] == "$3,928.00", labels
    assert labels["04/17/2024 Late Charge Assessed"] == "$75.04", labels


def test_a_rows_figures_no_column_tells_apart_are_unlabelled_even_when_equal():
    # Ridgeline's payment history: "Since Last Statement | Year to Date" printed over two lines
    # no column reads; the row's label says which figure of the two neither is, however equal
    page = DocPage(1, [], "\n".join([
        "Payment History",
        "Unpaid Late Charges | $75.04    Late Charges/Fees | $0.00 | $0.00",
        "Principal | $0.00 | $600.43"]))
    labels = [(label, raw) for _, label, _, raw, _ in figure_labels([page])]
    assert ("Unpaid Late Charges", "$75.04") in labels, labels
    assert not any(raw in ("$0.00", "$600.43") for _, raw in labels), labels


def _items(lines: list[str]) -> dict[str, set[str]]:
    from docq.answer.candidates import figure_items
    out: dict[str, set[str]] = {}
    for _, label, _, raw, _, _, _ in figure_items([DocPage(1, [], "\n".join(lines))]):
        out.setdefault(label, set()).add(raw)
    return out


def test_two_boxes_under_one_header_are_each_their_own_rows():
    # a brokerage's income summary beside its realized gains, their captions on one line: the
    # gains' figures were read as the income's ("Interest This Period" = the long-term gain,
    # $1,412.55), and two captions run into one cell were read as the second's alone
    # ("This Period Year-to-Date" over 84.12: "Dividends Year-to-Date")
    labels = _items(["Income Summary | Realized Gain/Loss from Sales",
                     "This Period Year-to-Date | This Period | Year-to-Date",
                     "Dividends | 84.12 | 231.50    Short-term Gain | 0.00 | 0.00",
                     "Interest | 3.21 | 11.51    Long-term Gain | 1,412.55 | 1,412.55"])
    assert labels["Long-term Gain This Period"] == {"1,412.55"} and labels["Short-term Gain Year-to-Date"] == {"0.00"}
    assert "1,412.55" not in labels.get("Interest This Period", set()) | labels.get("Interest Year-to-Date", set())
    assert "84.12" not in labels.get("Dividends Year-to-Date", set()), labels
    # ...but a box's line that is no row of figures stays where it is ("$446.00 of $1,500.00 met")
    eob = _items(["Service | Billed | Allowed | Plan Paid | What You Owe",
                  "Office visit | $285.00 | $132.40 | $122.60 | $30.00",
                  "Family deductible: | $1,046.00 of | $3,000.00    met | Deductible: $1,500 $3,000 family"])
    assert "$3,000.00" not in labels_of(eob, "met"), eob


def labels_of(labels: dict[str, set[str]], word: str) -> set[str]:
    return {raw for label, raws in labels.items() if word in label.split() for raw in raws}


def test_a_figure_whose_cell_runs_on_into_another_box_is_no_columns():
    # a money market's row: its ending value, then "not applicable" under cost basis and gain;
    # the quantity was read as its unrealized gain/loss
    labels = _items(["Description | Quantity | Price | Ending | Cost | Unrealized",
                     "Per Unit | Value | Basis | Gain/Loss",
                     "HARBORVIEW MONEY MARKET (HGMXX) | 4,237.75 | 1.0000 | 4,237.75    not applicable | not applicable",
                     "APPLE INC (AAPL) | 50.000 | 171.4800 | 8,574.00 | 6,210.55 | 2,363.45"])
    assert not any("Gain" in label for label, raws in labels.items() if "4,237.75" in raws), labels
