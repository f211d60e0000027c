"""A return's numbered lines (answer/formlines.py): the whole-dollar entry beside a line
number is the line's figure, labelled by what its caption says; nowhere else is a bare
number money. The rows are as the layout rebuilt them from real Forms 1040 (realdocs-dev)."""
from decimal import Decimal

from docq import money
from docq.answer import formlines
from docq.answer.candidates import figure_labels, money_spots
from docq.answer.library import DocPage
from docq.records import Box, Word
from docq.workers import doctype, reread


def _page(*rows: str) -> DocPage:
    words, y = [], 20.0
    for row in rows:
        x = 20.0
        for token in row.replace(" | ", " ").split():
            words.append(Word(token, Box(x, y, x + 7 * len(token), y + 10), 96.0, "pdf"))
            x += 7 * len(token) + 5
        y += 14
    return DocPage(1, words, "\n".join(rows))


def _labels(*rows: str) -> dict[str, str]:
    return {e.label: e.printed for e in formlines.entries([_page(*rows)])}


def test_an_entry_is_labelled_by_the_figure_its_caption_names():
    found = _labels(
        "b Add lines 1, 2b, 3b, 4b, 4d, 5b, 6, and 7a. This is your total income | a | 7b | 529,351.",
        "If you checked | b Subtract line 8a from line 7b. This is your adjusted gross income | a | 8b | 529,351.",
        "11 Subtract line 10 from line 9. This is your adjusted gross income. | G 11 | 55,647.",
        "15 | Taxable income. Subtract line 14 from line 11. If zero or less, enter -0- | 15 | 479,531.")
    assert found == {"7b total income": "529,351.", "8b adjusted gross income": "529,351.",
                     "11 adjusted gross income": "55,647.", "15 Taxable income": "479,531."}


def test_a_caption_printed_on_the_row_above_its_entry_labels_it():
    found = _labels(
        "7 | Adjusted gross income. If you have no adjustments to income, enter the amount from line 6; otherwise",
        "subtract Schedule 1, line 36, from line 6 | 7 | 74,944")
    assert found == {"7 Adjusted gross income": "74,944"}


def test_a_sub_line_that_names_only_a_part_takes_its_line_before():
    found = _labels("c Pensions and annuities | 4c | 85249 d Taxable amount | 4d | 84958")
    assert found == {"4d Pensions and annuities taxable amount": "84958"}


def test_no_caption_is_borrowed_across_another_entry_or_from_a_sub_line():
    # line 12's entry stands after 12a's caption and 12b's: neither is line 12's own
    found = _labels("Head of | 12 | a Child tax credit/credit for other dependents | 2,000 b Add any amount "
                    "from Schedule 3 and check here u | 12 | 2,000")
    assert found == {}


def test_a_table_of_bare_numbers_is_not_a_set_of_line_entries():
    found = _labels("1 | 13,850 | Head of | 1 | 20,000", "2 | 15,500 | household | 2 | 21,650",
                    "Married | 1 | 25,700 | 1 | 13,500")
    assert found == {}


def test_bare_entries_are_money_only_on_a_return():
    page = _page("10 | Taxable income. Subtract lines 8 and 9 from line 7. If zero or less, enter -0- | 10 | 46,014")
    assert [(label, raw) for _, label, _, raw, _ in figure_labels([page], lined=True)] == [
        ("10 Taxable income", "46,014")]
    assert figure_labels([page]) == []
    assert [s.printed for s in money_spots([page], "46014.00", lined=True)] == ["46,014"]
    assert money_spots([page], "46014.00") == []


def test_a_bare_whole_number_grounds_only_when_asked_to():
    words = ["Taxable", "income", "10", "46,014"]
    assert money.grounded("46014.00", words, bare=True)
    assert not money.grounded("46014.00", words)
    assert money.bare_whole("529,351.") == Decimal("529351.00")
    assert money.bare_whole("529,351.20") is None and money.bare_whole("12/31") is None


def test_the_second_reader_reads_a_return_entry_with_its_cents_point():
    assert reread.agrees("529,351.", "529,351.")
    assert reread.agrees("529,351", "529,351.")
    assert not reread.agrees("529,357.", "529,351.")


def test_returns_are_known_by_their_titles_and_nothing_else_is():
    ret = ("Form 1040 U.S. Individual Income Tax Return | 2018\n7 | Adjusted gross income. If you have no "
           "adjustments to income, enter the amount from line 6")
    ext = ("4868 | Application for Automatic Extension of Time | OMB No. 1545-0074\nTo File U.S. Individual "
           "Income Tax Return\n4 Estimate of total tax liability for 2022 | $ 21000.00\n6 Balance due")
    w2 = ("Form W-2 Wage and Tax Statement 2023\nEmployer's name\n1 Wages, tips, other compensation\n"
          "See the instructions for Form 1040, U.S. Individual Income Tax Return, and your adjusted gross income")
    assert doctype.form_types(ret) == ["1040"]
    assert doctype.form_types(ext)[0] == "4868"
    assert doctype.form_types(w2)[0] == "w2"
    assert doctype.rules("Statement of account. Adjusted gross income was not reported.")[0] != "1040"


def _placed(*rows: list[tuple[float, str]]) -> DocPage:
    """A page whose rows are cells printed where given: (left edge, text)."""
    words, y = [], 20.0
    for row in rows:
        for x, text in row:
            for token in text.split():
                words.append(Word(token, Box(x, y, x + 7 * len(token), y + 10), 96.0, "pdf"))
                x += 7 * len(token) + 5
        y += 14
    return DocPage(1, words, "\n".join(" | ".join(t for _, t in row) for row in rows))


def test_an_entry_beside_a_caption_wrapped_onto_its_row_is_that_lines():
    # Form 4868: line 6's caption wraps; its entry stands beside "See instructions", under it
    page = _placed([(36, "Address (see instructions)"), (312, "6 Balance due. Subtract line 5 from line 4.")],
                   [(36, "123 Happy Lane"), (324, "See instructions"), (542, "18996.00")],
                   [(36, "321 Sad Street"), (312, "7 Amount you're paying"), (546, "7500.00")])
    labels = [(label, raw) for _, label, _, raw, _ in figure_labels([page], lined=True)]
    assert labels == [("6 Balance due", "18996.00"), ("7 Amount you're paying", "7500.00")]
    assert [(e.label, e.printed) for e in formlines.wrapped_entries([page])] == [("6 Balance due", "18996.00")]


def test_a_caption_is_not_taken_by_a_figure_printed_elsewhere_on_the_next_row():
    # the figure's words stand under the left column, not under line 6's caption; and a line
    # whose caption prints its own entry lends nothing to the row below
    page = _placed([(36, "Address (see instructions)"), (312, "6 Balance due. Subtract line 5 from line 4.")],
                   [(36, "Rent paid"), (160, "1200.00")],
                   [(36, "Name"), (312, "5 Total 2022 payments"), (546, "2004.00")],
                   [(36, "Phone"), (324, "See instructions"), (542, "18.00")])
    assert formlines.wrapped_entries([page]) == []
    assert [label for _, label, *_ in figure_labels([page], lined=True)][0] == "Rent paid"


def test_two_lines_printed_side_by_side_are_each_read():
    """The 2020 Form 1040 prints lines 2a and 2b, 3a and 3b on one row; on the engine this began
    from only the row's last entry was read, and "my qualified dividends" was declined."""
    found = _labels("3a Qualified dividends | 3a | 25. | b Ordinary dividends | 3b | 69.",
                    "2a Tax-exempt interest | 2a | b Taxable interest | 2b | 2,049.")
    assert found == {"3a Qualified dividends": "25.", "3b Ordinary dividends": "69.",
                     "2b Taxable interest": "2,049."}


def test_a_caption_that_lists_the_kinds_it_takes_in_is_named_by_the_first():
    found = _labels("1 | Wages, salaries, tips, etc. Attach Form(s) W-2 | 1 | 502,213.")
    assert found == {"1 Wages": "502,213."}
