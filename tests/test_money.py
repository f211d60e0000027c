from decimal import Decimal

import pytest
from hypothesis import given, strategies as st

from docq import money
from docq.errors import BadInput


@pytest.mark.parametrize("printed, value", [
    ("42.99", "42.99"),
    ("$1,234.56", "1234.56"),
    ("1.317.128,02", "1317128.02"),      # a recogniser's periods as thousands separators
    ("1.317.128.02", "1317128.02"),
    ("241.99 CR", "-241.99"),
    ("241.99CR", "-241.99"),
    ("(42.99)", "-42.99"),
    ("42.99-", "-42.99"),
    ("RM27.55", "27.55"),
    ("USD 1,552,945.61", "1552945.61"),
    ("-$5.00", "-5.00"),
])
def test_parse_amount_reads_printed_forms(printed, value):
    assert money.normalise(printed) == value


@pytest.mark.parametrize("text", ["", "42", "12/31/2024", "1,234", "abc", "4.2", "12.345"])
def test_parse_amount_refuses_what_is_not_one_amount(text):
    assert money.parse_amount(text) is None


def test_find_amounts_in_a_flattened_row():
    found = [str(v) for _, v in money.find_amounts("ENDING BALANCE 241.99 241.99 CR 7.00 $42.99")]
    assert found == ["241.99", "-241.99", "7.00", "42.99"]


def test_grounded_needs_the_figure_itself():
    words = ["Wages,", "tips", "1,148,528.02", "Federal", "315,259.24"]
    assert money.grounded("1148528.02", words)
    assert not money.grounded("1317128.02", words)     # the seed's fabricated Box 1


def test_grounded_joins_a_split_figure():
    assert money.grounded("1234.56", ["Total", "$", "1,234.56"])
    assert money.grounded("1234.56", ["1,234", ".56"])
    assert not money.grounded("1234.56", ["1,234", "due", ".56"])


def test_grounded_sets_aside_a_unit_glued_on_after_the_figure():
    assert money.grounded("20000", ["Annual", "Limit", "of", "$20,000/year.", "There's"])
    assert money.grounded("29.25", ["$29.25/mo"])
    assert not money.grounded("20000", ["$20,000/12"])        # a number after the slash is no unit
    assert money.unglued("$150/day") == "$150" and money.unglued("12/Jan") == "12/Jan"


def test_strict_amount_is_strict():
    assert money.strict_amount("1,234.56") == Decimal("1234.56")
    assert money.strict_amount("$40") == Decimal("40")
    with pytest.raises(BadInput):
        money.strict_amount("forty")
    with pytest.raises(BadInput):
        money.strict_amount("12.3.4")


def test_format_amount():
    assert money.format_amount("1234.5") == "$1,234.50"
    assert money.format_amount("-42.99") == "-$42.99"
    assert money.format_amount("27.55", "RM") == "RM 27.55"


@given(st.decimals(min_value=0, max_value=10**9, places=2, allow_nan=False, allow_infinity=False))
def test_every_formatted_amount_grounds_and_round_trips(v):
    printed = money.format_amount(v)
    assert money.parse_amount(printed) == v
    assert money.grounded(v, printed.split())


def test_dates_and_quantities_are_not_amounts():
    assert money.find_amounts("Date 31.12.2024") == []
    assert [str(v) for _, v in money.find_amounts("Qty 2 100.00")] == ["100.00"]
    assert not money.grounded("2100.00", ["2", "100.00"])
    assert money.parse_amount("2 100.00") is None


@pytest.mark.parametrize("text", ["1 234,56", "€1 234,56", "Total TTC 1 234,56 €", "kr 1 234,50",
                                  "CHF 1'234.50", "Summe: 12 345,00", "1\u202f234,56"])
def test_the_last_group_of_a_space_or_apostrophe_grouped_number_is_not_a_figure(text):
    # read alone, 234,56 would be a smaller, wrong figure; declining is the safe reading
    assert money.find_amounts(text) == []


@pytest.mark.parametrize("text, found", [
    ("2 100.00", ["100.00"]),                  # a quantity and a price
    ("Qty 2 12,50", ["12,50"]),                # two decimals after a comma, but not three digits
    ("TOTAL | 1 | 234,56", ["234,56"]),        # separate cells: a quantity column
    ("A4 120,00", ["120,00"]),                 # a code, not a group
    ("1.234,56", ["1.234,56"]), ("1,234.56", ["1,234.56"]),
])
def test_figures_that_only_look_grouped_are_still_found(text, found):
    assert [raw for raw, _ in money.find_amounts(text)] == found


@pytest.mark.parametrize("currency, printed", [("USD", "$1,234.56"), ("GBP", "£1,234.56"), ("EUR", "€1,234.56"),
                                               ("INR", "₹1,234.56"), ("RM", "RM 1,234.56"), ("CHF", "CHF 1,234.56")])
def test_format_amount_in_each_currency(currency, printed):
    assert money.format_amount("1234.56", currency) == printed
    assert money.find_amounts(printed) and money.MONEY_IN_ANSWER_RE.search(printed)


@pytest.mark.parametrize("printed", ["₹2,360.00", "Rs. 2,360.00", "Rs.2,360.00", "INR 2,360.00"])
def test_rupee_amounts_parse(printed):
    assert money.parse_amount(printed) == Decimal("2360.00")


def test_words_ending_in_rs_are_not_a_rupee_sign():
    assert [raw for raw, _ in money.find_amounts("Hrs. 12.50")] == ["12.50"]


@pytest.mark.parametrize("printed, value", [
    ("$96600.0", "96600.00"),       # a report written by a program prints a float so
    ("$96,600.5", "96600.50"),
    ("$ 1,250.0", "1250.00"),
])
def test_dollars_with_one_decimal_digit_are_money(printed, value):
    assert money.parse_whole_dollars(printed) == Decimal(value)
    assert [v for _, v in money.find_figures(f"Rate of Pay: {printed} Annual")] == [Decimal(value)]
    assert money.grounded(Decimal(value), ["Rate", "of", "Pay:", printed.replace("$ ", "$"), "Annual"])


@pytest.mark.parametrize("printed", ["10.5", "96600.0", "$96600.05.1", "$1.2.3"])
def test_one_decimal_digit_without_a_dollar_sign_is_not_money(printed):
    assert money.parse_whole_dollars(printed) is None
    assert money.find_figures(f"Hours {printed} per week") == []


def test_a_figure_printed_with_a_zero_tenth_is_said_in_whole_dollars():
    assert money.printed_whole("$96600.0")
    assert money.format_amount(Decimal("96600.00"), whole=money.printed_whole("$96600.0")) == "$96,600"
    assert not money.printed_whole("$96600.5")


def test_a_figure_cut_between_two_of_its_digits_only_when_the_two_touch():
    assert money.cut_figure("8", "1,20", 1.4, 9.4)            # a digit's spacing
    assert money.cut_figure("166", ".10", 2.0, 9.0)           # before its point, as before
    assert not money.cut_figure("8", "1,20", 5.0, 9.4)        # a word space: a quantity and a price
    assert not money.cut_figure("8", "1,2", 1.4, 9.4)
    assert not money.cut_figure("x8", "1,20", 1.4, 9.4)
