"""The real IRS forms read as forms: the tax year is the "For calendar year" entry, never the
revision line ("Rev. January 2024" is reused for several years), and a CORRECTED form is known
by its checked box (every form prints the caption) and replaces the original of the same
payer and year. On main a 2023 1099-INT on the January 2024 revision was taken for 2024, a
2024 1098 on the January 2022 revision for 2022, and a corrected form's figure passed over."""
from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from docq.answer import parse, vocab
from docq.answer.engine import AnswerContext, answer
from docq.records import Box, Page, Word
from docq.workers import dates, formbox, forms, labels, read, rows, sidecar, titleyear
from docq.workers.evidence import Token, items
from evals import docs, irs
from evals.corpora import irsforms
from tests.answer_support import reread_agrees

INT = "f1099int-rev-2024-01.pdf"
MORTGAGE = "f1098-rev-2022-01.pdf"
PAYER = "Harbor Federal Bank\n1 Main St, Portland OR 97204"


def read_form(path: Path, cfg):
    pages = read.read_document(path, cfg)
    return sidecar.extract(path.name, pages, [rows.build_layout(p) for p in pages])


@pytest.mark.parametrize("form, year, values", [
    (INT, 2023, {"payer": PAYER, "recipient": "Dana R Whitfield", "1": "1,234.56"}),
    (INT, 2025, {"payer": PAYER, "recipient": "Dana R Whitfield", "1": "88.10"}),
    (MORTGAGE, 2024, {"payer": "Cascade Home Loans", "recipient": "Dana R Whitfield", "1": "16,500.00"}),
])
def test_the_tax_year_is_the_calendar_year_box_not_the_revision(form, year, values, cfg, tmp_path):
    sc = read_form(irs.fill(form, tmp_path / f"{year}.pdf", values, tax_year=year), cfg)
    assert sc.tax_year == year, (sc.tax_year, sc.tax_year_source, sc.notes)
    assert not sc.corrected


def test_a_scanned_form_keeps_its_year_and_its_corrected_box(cfg, tmp_path):
    filled = irs.fill(INT, tmp_path / "int.pdf", {"payer": PAYER, "recipient": "Dana R Whitfield", "1": "1,234.56"},
                      tax_year=2023, corrected=True)
    sc = read_form(irs.scan(filled, tmp_path / "scan.pdf"), cfg)
    assert sc.tax_year in (2023, None), sc.tax_year          # never the revision's 2024
    assert sc.doc_type == "1099-int"


def test_only_a_checked_box_makes_a_form_corrected(cfg, tmp_path):
    values = {"payer": PAYER, "recipient": "Dana R Whitfield", "1": "1,234.56"}
    plain = read_form(irs.fill(INT, tmp_path / "plain.pdf", values, tax_year=2023), cfg)
    fixed = read_form(irs.fill(INT, tmp_path / "fixed.pdf", values, tax_year=2023, corrected=True), cfg)
    assert not plain.corrected and fixed.corrected


@pytest.fixture
def two_versions(lib, cfg, tmp_path):
    """A payer's 1099-INT for 2023 and its CORRECTED copy, as read from the real form."""
    for name, amount, corrected in (("harbor-1099int-2023.pdf", "1,234.56", False),
                                    ("harbor-1099int-2023-corrected.pdf", "1,243.56", True)):
        path = irs.fill(INT, tmp_path / name, {"payer": PAYER, "recipient": "Dana R Whitfield", "1": amount},
                        tax_year=2023, corrected=corrected)
        sc = read_form(path, cfg)
        assert sc.corrected is corrected and sc.tax_year == 2023
        lib(name, [["Harbor Federal Bank", "Form 1099-INT (Rev. January 2024)", "For calendar year 2023",
                    "CORRECTED (if checked)" + (" | X" if corrected else ""), f"1 Interest income | ${amount}"]],
            doc_type="1099-int", issuer="Harbor Federal Bank", tax_year=2023, person="Dana R Whitfield",
            fields=[("int_box1", amount, "1 Interest income")], corrected=sc.corrected)
    return lib


def ctx_for(lib):
    return AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=date(2026, 3, 1))


def test_the_corrected_form_replaces_the_original(two_versions):
    a = answer("How much interest did Harbor Federal Bank pay me in 2023?", ctx_for(two_versions))
    assert a.status == "answered" and a.amount == "1243.56", a.text
    assert "CORRECTED" in a.text and a.citations[0].document == "harbor-1099int-2023-corrected.pdf"


def test_the_original_when_asked_for_by_name(two_versions):
    a = answer("What interest did my original 2023 1099-INT from Harbor Federal Bank show?", ctx_for(two_versions))
    assert a.status == "answered" and a.amount == "1234.56", a.text
    assert a.citations[0].document == "harbor-1099int-2023.pdf"


def test_a_year_the_revision_line_names_is_not_the_forms(two_versions):
    a = answer("How much interest did Harbor Federal Bank pay me in 2024?", ctx_for(two_versions))
    assert a.status == "declined" and a.amount is None, a.text


DIV = "f1099div-rev-2024-01.pdf"
W2 = "fw2-2024-copy-c.pdf"
VANGUARD = "THE VANGUARD GROUP\nPO BOX 982901\nEL PASO TX 79998"


def layout_pairs(path: Path, cfg) -> dict[str, str]:
    page = read.read_document(path, cfg)[0]
    return {p.label: p.value for p in rows.build_layout(page).pairs}


def test_a_figure_is_its_own_box_caption_s_never_the_caption_under_it(cfg, tmp_path):
    """On the IRS's grid every caption stands over its entry: 1b's figure sits just over 2a's
    caption, closer to it than to its own, and is still 1b's; the payer's address in the block
    beside a box is no caption of it."""
    path = irs.fill(DIV, tmp_path / "div.pdf", {"payer": VANGUARD, "recipient": "MARISOL T OKAFOR",
                                                "1a": "4,870.36", "1b": "4,115.09", "2a": "1,264.50"}, tax_year=2024)
    pairs = layout_pairs(path, cfg)
    assert pairs.get("1a Total ordinary dividends") == "$ 4,870.36", pairs
    assert pairs.get("1b Qualified dividends") == "$ 4,115.09", pairs
    assert all("4,115.09" not in v for k, v in pairs.items() if not k.startswith("1b")), pairs


def test_the_payer_is_read_under_the_irs_s_own_caption(cfg, tmp_path):
    """The IRS's PDFs print "PAYER’S name" with a curly apostrophe."""
    path = irs.fill(DIV, tmp_path / "div.pdf", {"payer": VANGUARD, "recipient": "MARISOL T OKAFOR", "1a": "4,870.36"},
                    tax_year=2024)
    assert read_form(path, cfg).issuer == "The Vanguard Group"


def test_a_w2_s_box_12_amounts_keep_their_codes(cfg, tmp_path):
    """The W-2 prints "Code" down each box 12 slot; the code beside an amount is still read as
    its code, and a question naming a code selects that amount."""
    path = irs.fill(W2, tmp_path / "w2.pdf", {"c": "LARKSPUR BIOTECH INC", "1": "176,310.44", "12a code": "D",
                                              "12a": "23,000.00", "12b code": "DD", "12b": "14,388.96"})
    coded = {labels.box12_code_of(k): v for k, v in layout_pairs(path, cfg).items() if labels.box12_code_of(k)}
    assert coded == {"D": "23,000.00", "DD": "14,388.96"}, coded
    assert labels.box12_code_asked("What's in box 12 code D on my W-2?") == "D"
    assert labels.box12_code_asked("the health coverage, code DD, on my W-2") == "DD"
    assert labels.box12_code_asked("What's in box 12 on my W-2?") is None


def test_a_year_written_on_the_entry_rule_is_the_calendar_year():
    assert dates.body_tax_year("1 Interest income | (Rev. January 2024)\nFor calendar year\n_2024\n") == 2024


@pytest.mark.parametrize("label, form, field", [
    ("2a Total capital gain distr.", "1099-div", "div_box2a"),
    ("5 Section 199A dividends", "1099-div", "div_box5"),
    ("12 Exempt-interest dividends", "1099-div", "div_box12"),
    ("7 Foreign tax paid", "1099-div", "foreign_tax_paid"),
    ("2 Early-withdrawal penalty", "1099-int", "int_box2"),
    ("8 Tax-exempt interest", "1099-int", "int_box8"),
    ("19 Local income tax", "w2", "w2_box19"),
    ("2 Outstanding mortgage principal", "1098", "mortgage_principal"),
    ("5 Mortgage insurance premiums", "1098", "mortgage_insurance"),
    ("6 Points paid on purchase of principal residence", "1098", "points_paid"),
    ("3 Soc. sec. wages", "w2", "w2_box3"),      # "sec." is still security, not section
    ("1 Gross distribution", "1099-r", "r_box1"),
    ("2a Taxable amount", "1099-r", "r_box2a"),
    ("14 State tax withheld", "1099-r", "r_box14"),
    ("1 Student loan interest received by lender", "1098-e", "student_loan_interest"),
    ("5 Scholarships or grants", "1098-t", "scholarships"),
    # a scan's reader garbles the caption's last line most ("expenses" as "eel tai")
    ("1 Payments received for qualified tuition and related", "1098-t", "tuition_paid"),
])
def test_every_money_box_people_ask_about_is_named(label, form, field):
    assert labels.match(label, form) == [field]


@pytest.mark.parametrize("question, field", [
    ("What capital gain distributions did Vanguard report for 2024?", "div_box2a"),
    ("What were the points I paid on my mortgage in 2023?", "points_paid"),
    ("How much mortgage insurance premium did I pay in 2024?", "mortgage_insurance"),
    ("How much local income tax was withheld on my W-2?", "w2_box19"),
    ("What early withdrawal penalty did Ally charge me in 2024?", "int_box2"),
])
def test_a_box_asked_for_in_a_person_s_words(question, field):
    assert parse.parse(question, [], date(2026, 3, 1)).field == field


def test_a_box_12_code_is_asked_for_by_what_it_reports(lib):
    """"my 403(b)" is code E, "the health coverage" code DD: the IRS's list of codes says so."""
    lib("w2.pdf", [["Form W-2 Wage and Tax Statement 2024", "Cedar Valley School District",
                    "1 Wages, tips, other compensation | 38,450.00", "E | 1,700.00", "DD | 6,120.00"]],
        doc_type="w2", issuer="Cedar Valley School District", tax_year=2024, person="Marisol T Okafor",
        fields=[("w2_box1", "38,450.00", "1 Wages, tips, other compensation")])
    a = answer("How much went into my 403(b) on my Cedar Valley W-2?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1700.00", a.text
    a = answer("How much was the employer-sponsored health coverage on my W-2?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "6120.00", a.text


def _word(text, x0, y0, x1, y1):
    return Word(text, Box(x0, y0, x1, y1), 80.0, "tesseract")


def test_the_calendar_year_under_a_caption_the_reader_misread():
    """A scan of the 1098's small print reads "For calendar year" as "Ea culendar yore"; the
    entry under it, the form's "20" and the payer's "23", is still the year."""
    page = Page(1, 612, 792, [_word("Ea", 405, 86, 412, 92), _word("culendar", 414, 86, 440, 92),
                              _word("yore", 442, 86, 455, 92), _word("20", 423, 98, 432, 104),
                              _word("23", 440, 98, 449, 104), _word("(Rev.", 405, 76, 420, 82)], "ocr:tesseract")
    assert forms.calendar_year([page]) == 2023


def test_a_box_s_dollar_sign_is_not_the_figure_before_it(cfg, tmp_path):
    """The 1099-DIV's box 5 figure ends just before box 6's printed "$": read as one cell, box 5
    lost its caption and the figure went to the recipient's street address beside it."""
    path = irs.fill(DIV, tmp_path / "div.pdf", {"payer": VANGUARD, "recipient": "MARISOL T OKAFOR",
                                                "street": "2217 BEXLEY PARK RD", "3": "48.12", "4": "0.00",
                                                "5": "211.40"}, tax_year=2024)
    pairs = layout_pairs(path, cfg)
    assert pairs.get("5 Section 199A dividends") == "$ 211.40", pairs
    assert pairs.get("3 Nondividend distributions") == "$ 48.12", pairs
    assert pairs.get("4 Federal income tax withheld") == "0.00", pairs


def test_a_scanned_w2_keeps_the_year_printed_beside_its_title(cfg, tmp_path):
    """The W-2 prints its year large beside "Wage and Tax Statement", in a face Tesseract reads
    as letters ("Evie" for 2024): the word is read again alone and the scan is for 2024."""
    filled = irs.Filled("fw2-2024-copy-2.pdf", {"c": "CEDAR VALLEY SCHOOL DISTRICT", "1": "38,450.00",
                                                "2": "3,102.40"})
    sc = read_form(irs.write(filled, tmp_path / "w2.pdf", "scan", seed=117), cfg)
    assert sc.doc_type == "w2"
    assert sc.tax_year == 2024, (sc.tax_year, sc.notes)


def test_a_year_read_as_letters_beside_the_w2_s_title_is_read_again_and_a_year_read_is_kept():
    title = [_word(t, x, 348, x + 20, 356) for t, x in (("Wage", 106), ("and", 137), ("Tax", 158), ("Statement", 179))]
    unsure = Word("Evie", Box(291, 340, 355, 359), 33.0, "tesseract")
    assert titleyear.unread(title + [unsure]) is unsure
    assert titleyear.unread(title + [Word("2024", Box(291, 340, 355, 359), 91.0, "tesseract")]) is None
    assert titleyear.unread([unsure]) is None                  # no title: nothing is the year


def _line(y, *runs):
    """Tokens of one printed line: each run (x, "words") set at 5 points a letter, one space apart."""
    out = []
    for x, words in runs:
        for t in words.split():
            out.append(Token(t, Box(x, y, x + 5 * len(t), y + 6)))
            x += 5 * len(t) + 3
    return out


def _boxes(lines, doc_type):
    return {c.field: c.value for c in formbox.below(lines, doc_type, 1, 6.0, 612.0)}


def test_two_captions_a_reader_ran_together_are_each_their_own_box():
    """A scan's reading runs box 18's caption into box 19's ("18 Local wages, tips, etc. 19 Local
    income tax"): each caption still takes the figure under it."""
    lines = [_line(283, (362, "18 Local wages, tips, etc. 19 Local income tax"), (560, "20 Locality name")),
             _line(300, (407, "40,150.00"), (491, "1,003.75"), (566, "COLUMBUS"))]
    got = _boxes(lines, "w2")
    assert got.get("w2_box19") == Decimal("1003.75"), got
    assert got.get("w2_box18") == Decimal("40150.00"), got


def test_a_caption_wrapped_in_its_narrow_box_still_names_the_figure_under_it():
    """The 1098 prints "4 Refund of overpaid" over "interest" in a narrow box; the figure is
    under both lines."""
    lines = [_line(164, (296, "4 Refund of overpaid"), (397, "5 Mortgage insurance")),
             _line(172, (296, "interest"), (397, "premiums")),
             _line(181, (296, "$"), (340, "84.10"), (398, "$"), (440, "1,146.00"))]
    got = _boxes(lines, "1098")
    assert got.get("overpaid_interest_refund") == Decimal("84.10"), got
    assert got.get("mortgage_insurance") == Decimal("1146.00"), got
    assert _boxes(lines[:1] + lines[2:], "1098") == {}          # the caption cut short names nothing


@pytest.mark.parametrize("label, form, want", [
    ("42 Exempt-interest dividends", "1099-div", ["div_box12"]),     # a scan's "1" read as "4"
    ("4a Total ordinary dividends", "1099-div", ["div_box1a"]),
    ("41 Wages, tips, other compensation", "w2", ["w2_box1"]),
    ("4 Total ordinary dividends", "1099-div", []),                   # box 4 is another box
    ("3 Wages, tips, other compensation", "w2", []),
    ("12 Interest income", "1099-int", []),
])
def test_a_box_number_the_form_does_not_print_leaves_the_caption_to_say_the_box(label, form, want):
    assert labels.match(label, form) == want


def test_a_w2_s_state_is_the_postal_code_in_its_state_box(cfg, tmp_path):
    """Box 15 says which state boxes 16 and 17 are for; the employee's address (OH) is not it."""
    path = irs.fill(W2, tmp_path / "w2.pdf", {"c": "LARKSPUR BIOTECH INC\n4100 TORREY PINES RD\nSAN DIEGO CA 92121",
                                              "e first": "Marisol T", "e last": "Okafor",
                                              "f": "2217 BEXLEY PARK RD\nCOLUMBUS OH 43209", "1": "176,310.44",
                                              "15": "CA", "15 id": "402-7716-5", "16": "178,110.44", "17": "12,044.61"})
    assert read_form(path, cfg).states == ["CA"]
    blank = irs.fill(W2, tmp_path / "blank.pdf", {"c": "LARKSPUR BIOTECH INC", "1": "176,310.44"})
    assert read_form(blank, cfg).states == []


@pytest.mark.parametrize("question, field, state", [
    ("How much California income tax was withheld on my Larkspur W-2?", "w2_box17", "CA"),
    ("What were my Ohio wages in 2024?", "w2_box16", "OH"),
    ("How much New York state tax was withheld?", "w2_box17", "NY"),
    ("How much West Virginia withholding is on my W-2?", "w2_box17", "WV"),
    ("What do I owe Southern California Edison?", "amount_due", None),
])
def test_a_state_named_for_its_tax_or_wages_asks_for_the_state_boxes(question, field, state):
    q = parse.parse(question, ["Larkspur Biotech"], date(2026, 3, 1))
    assert (q.field, q.state) == (field, state)


@pytest.fixture
def two_states(lib):
    """Two W-2s of one year, one for California and one for Ohio, each with its box 17."""
    for name, employer, code, tax in (("w2-larkspur.pdf", "Larkspur Biotech Inc", "CA", "12,044.61"),
                                      ("w2-cedar.pdf", "Cedar Valley School District", "OH", "1,104.87")):
        lib(name, [[f"Form W-2 Wage and Tax Statement 2024", employer, "15 State | Employer's state ID number",
                    f"{code} | 402-7716-5", f"17 State income tax | {tax}"]],
            doc_type="w2", issuer=employer, tax_year=2024, person="Marisol T Okafor",
            fields=[("w2_box17", tax, "17 State income tax")], states=[code])
    return lib


def test_a_state_s_income_tax_is_box_17_of_the_form_for_that_state(two_states):
    a = answer("How much California income tax was withheld in 2024?", ctx_for(two_states))
    assert a.status == "answered" and a.amount == "12044.61", a.text
    a = answer("How much Ohio income tax was withheld in 2024?", ctx_for(two_states))
    assert a.status == "answered" and a.amount == "1104.87", a.text


def test_a_state_no_form_is_for_is_declined(two_states):
    a = answer("How much Texas income tax was withheld in 2024?", ctx_for(two_states))
    assert a.status == "declined" and a.amount is None, a.text
    assert "Texas" in a.text


def test_a_1098_s_origination_date_is_read_in_its_box(cfg, tmp_path):
    """Box 3's date stands in its box under "3 Mortgage origination date", beside box 2's
    figure and the form's small print, on no row of its caption."""
    path = irs.fill(MORTGAGE, tmp_path / "1098.pdf", {"payer": "SCIOTO RIVER MORTGAGE CO", "recipient": "MARISOL T OKAFOR",
                                                      "1": "14,906.31", "2": "331,418.76", "3": "06/28/2021"},
                    tax_year=2024)
    boxed = [(f.name, f.value, f.label) for f in read_form(path, cfg).fields if f.kind == "date"]
    assert boxed == [("origination_date", "2021-06-28", "3 Mortgage origination date")], boxed


@pytest.mark.parametrize("question", ["When did my mortgage with Scioto River originate?",
                                      "What is the origination date on my 1098?",
                                      "When did I take out my mortgage?"])
def test_a_mortgage_s_origination_is_asked_as_a_person_says_it(question, lib):
    lib("1098.pdf", [["Form 1098 Mortgage Interest Statement", "SCIOTO RIVER MORTGAGE CO", "For calendar year 2024",
                      "2 Outstanding mortgage | 3 Mortgage origination date", "Principal | The information in boxes 1",
                      "$ 331,418.76 | 06/28/2021 | through 9 and 11 is"]],
        doc_type="1098", issuer="Scioto River Mortgage Co", tax_year=2024, person="Marisol T Okafor",
        fields=[("origination_date", "06/28/2021", "3 Mortgage origination date", 1, "date")])
    a = answer(question, ctx_for(lib))
    assert a.status == "answered" and "06/28/2021" in a.text, a.text


def test_a_payer_named_as_the_way_money_went_is_the_payer(lib):
    """"through Vanguard" names the payer as "from Vanguard" does; "through" asks nothing of a label."""
    lib("div.pdf", [["Form 1099-DIV Dividends and Distributions", "THE VANGUARD GROUP", "For calendar year 2023",
                     "1a Total ordinary dividends | 4,402.18", "7 Foreign tax paid | 57.34"]],
        doc_type="1099-div", issuer="The Vanguard Group", tax_year=2023, person="Marisol T Okafor",
        fields=[("div_box1a", "4,402.18", "1a Total ordinary dividends"), ("foreign_tax_paid", "57.34", "7 Foreign tax paid")])
    a = answer("What foreign tax did I pay through Vanguard in 2023?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "57.34", a.text


NEC = "f1099nec-rev-2025-01"


def test_a_1099_nec_is_read_box_by_box(cfg, tmp_path):
    """The 1099-NEC, drawn from the IRS's published grid: its kind, its payer under "PAYER’S
    name" (not the "Form" printed before its number), its money boxes and its state box."""
    path = irs.fill(NEC, tmp_path / "nec.pdf", {
        "payer": "OLENTANGY RIVER ARTS COUNCIL\n2450 N FOURTH ST\nCOLUMBUS OH 43202", "recipient": "MARISOL T OKAFOR",
        "1": "4,200.00", "4": "420.00", "5": "126.00", "6": "OH 51-8820141", "7": "4,200.00"}, tax_year=2025)
    sc = read_form(path, cfg)
    assert (sc.doc_type, sc.issuer, sc.tax_year, sc.states) == ("1099-nec", "Olentangy River Arts Council", 2025, ["OH"])
    assert {f.name: f.value for f in sc.fields} == {"nec_box1": "4200.00", "nec_box4": "420.00", "nec_box5": "126.00",
                                                     "nec_box7": "4200.00"}


@pytest.mark.parametrize("question, field", [
    ("How much did Brightline Design Studio pay me as a contractor in 2025?", "nec_box1"),
    ("What nonemployee compensation is on my 1099-NEC?", "nec_box1"),
    ("How much federal tax was withheld from my 1099-NEC?", "nec_box4"),
    ("How much Ohio tax was withheld on my 1099-NEC?", "nec_box5"),
    ("How much federal tax was withheld on my W-2?", "w2_box2"),
])
def test_a_1099_nec_s_boxes_asked_in_a_person_s_words(question, field):
    assert parse.parse(question, [], date(2026, 3, 1)).field == field


def test_a_1099_nec_answers_for_its_state_and_its_client(lib):
    lib("nec.pdf", [["Form 1099-NEC Nonemployee Compensation", "OLENTANGY RIVER ARTS COUNCIL", "For calendar year 2025",
                     "1 Nonemployee compensation | 4,200.00", "4 Federal income tax withheld | 420.00",
                     "5 State tax withheld | 126.00", "6 State/Payer’s state no. | OH 51-8820141"]],
        doc_type="1099-nec", issuer="Olentangy River Arts Council", tax_year=2025, person="Marisol T Okafor",
        fields=[("nec_box1", "4,200.00", "1 Nonemployee compensation"), ("nec_box4", "420.00", "4 Federal income tax withheld"),
                ("nec_box5", "126.00", "5 State tax withheld")], states=["OH"])
    a = answer("How much Ohio tax was withheld on my 1099-NEC from Olentangy River Arts Council?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "126.00", a.text
    a = answer("How much did Olentangy River Arts Council pay me as a contractor in 2025?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "4200.00", a.text
    a = answer("How much Texas tax was withheld on my 1099-NEC?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None, a.text


PENSION, STUDENT_LOAN = "f1099r-rev-2025-01", "f1098e-rev-2025-01"


def test_a_1099_r_is_read_box_by_box(cfg, tmp_path):
    """The 1099-R, drawn from the IRS's published grid: its kind, its payer, its year, and each
    money box by its own caption — the gross distribution (1) apart from its taxable part (2a),
    the federal (4) and state (14) tax withheld, and box 15's state."""
    path = irs.fill(PENSION, tmp_path / "r.pdf", {
        "payer": "OHIO PUBLIC EMPLOYEES RETIREMENT SYSTEM\n277 E TOWN ST\nCOLUMBUS OH 43215", "recipient": "MARISOL T OKAFOR",
        "1": "28,416.00", "2a": "27,204.00", "4": "2,720.40", "5": "1,212.00", "7": "7", "14": "816.12",
        "15": "OH 31-6400011", "16": "27,204.00"}, tax_year=2025)
    sc = read_form(path, cfg)
    assert (sc.doc_type, sc.issuer, sc.tax_year, sc.states) == (
        "1099-r", "Ohio Public Employees Retirement System", 2025, ["OH"])
    assert {f.name: f.value for f in sc.fields} == {"r_box1": "28416.00", "r_box2a": "27204.00", "r_box4": "2720.40",
                                                     "r_box5": "1212.00", "r_box14": "816.12", "r_box16": "27204.00"}


def test_a_1098_e_is_read_as_student_loan_interest_not_a_mortgage(cfg, tmp_path):
    """The 1098-E prints "1098" too: it is its own kind, its lender the payer, its box 1 the
    student loan interest — never a 1098's mortgage interest."""
    path = irs.fill(STUDENT_LOAN, tmp_path / "e.pdf", {
        "payer": "NELNET\nPO BOX 82561\nLINCOLN NE 68501", "recipient": "MARISOL T OKAFOR", "1": "1,842.37"}, tax_year=2025)
    sc = read_form(path, cfg)
    assert (sc.doc_type, sc.issuer, sc.tax_year) == ("1098-e", "Nelnet", 2025)
    assert {f.name: f.value for f in sc.fields} == {"student_loan_interest": "1842.37"}


@pytest.mark.parametrize("question, field", [
    ("What was the gross distribution from my Vanguard IRA in 2025?", "r_box1"),
    ("How much did my pension pay me in 2025?", "r_box1"),
    ("What was the taxable amount of my 2025 IRA distribution?", "r_box2a"),
    ("How much of my 2025 pension was taxable?", "r_box2a"),
    ("How much federal income tax was withheld from my 1099-R?", "r_box4"),
    ("How much Ohio tax was withheld from my 1099-R?", "r_box14"),
    ("How much student loan interest did I pay in 2025?", "student_loan_interest"),
    ("How much mortgage interest did I pay in 2025 according to my 1098?", "mortgage_interest"),
    # a return's line is no 1099-R's box, whatever words they share
    ("How much of my pensions and annuities was taxable on my 2019 1040-SR?", None),
])
def test_a_1099_r_and_a_1098_e_asked_in_a_person_s_words(question, field):
    assert parse.parse(question, [], date(2026, 3, 1)).field == field


def test_a_1099_r_answers_each_box_and_never_another_form_s(lib):
    """A pension's 1099-R and a fund's 1099-DIV both print "4 Federal income tax withheld":
    the form asked of answers, and a 1098-E's interest never answers for a mortgage."""
    lib("r.pdf", [["Form 1099-R Distributions From Pensions, Annuities", "VANGUARD FIDUCIARY TRUST COMPANY",
                   "For calendar year 2025", "1 Gross distribution | 15,000.00", "2a Taxable amount | 13,860.00",
                   "4 Federal income tax withheld | 1,500.00"]],
        doc_type="1099-r", issuer="Vanguard Fiduciary Trust Company", tax_year=2025, person="Marisol T Okafor",
        fields=[("r_box1", "15,000.00", "1 Gross distribution"), ("r_box2a", "13,860.00", "2a Taxable amount"),
                ("r_box4", "1,500.00", "4 Federal income tax withheld")])
    lib("div.pdf", [["Form 1099-DIV Dividends and Distributions", "THE VANGUARD GROUP", "For calendar year 2025",
                     "1a Total ordinary dividends | 4,870.36", "4 Federal income tax withheld | 212.00"]],
        doc_type="1099-div", issuer="The Vanguard Group", tax_year=2025, person="Marisol T Okafor",
        fields=[("div_box1a", "4,870.36", "1a Total ordinary dividends")])
    lib("e.pdf", [["Form 1098-E Student Loan Interest Statement", "NELNET", "For calendar year 2025",
                   "1 Student loan interest received by lender | 1,842.37"]],
        doc_type="1098-e", issuer="Nelnet", tax_year=2025, person="Marisol T Okafor",
        fields=[("student_loan_interest", "1,842.37", "1 Student loan interest received by lender")])
    lib("int.pdf", [["Form 1099-INT Interest Income", "ALLY BANK", "For calendar year 2024",
                     "1 Interest income | 412.80"]],
        doc_type="1099-int", issuer="Ally Bank", tax_year=2024, person="Marisol T Okafor",
        fields=[("int_box1", "412.80", "1 Interest income")])
    ctx = ctx_for(lib)
    a = answer("What was the taxable amount of my 2025 IRA distribution from Vanguard?", ctx)
    assert a.status == "answered" and a.amount == "13860.00", a.text
    a = answer("How much federal income tax was withheld from my IRA distribution from Vanguard in 2025?", ctx)
    assert a.status == "answered" and a.amount == "1500.00", a.text
    a = answer("How much student loan interest did I pay in 2025?", ctx)
    assert a.status == "answered" and a.amount == "1842.37", a.text
    for q in ("How much mortgage interest did I pay in 2025?", "What was the gross distribution on my 2024 1099-R?",
              "How much student loan interest did I pay in 2024?"):
        a = answer(q, ctx)
        assert a.status == "declined" and a.amount is None, (q, a.text)
    # a form's box is on that form only: the decline says which year's form is missing, and
    # names the payer that sent the form, not another the brand also begins
    a = answer("How much student loan interest did I pay in 2024?", ctx)
    assert a.text == "I don't see a 2024 1098-E; I have 2025.", a.text
    a = answer("What was the gross distribution on my 2024 1099-R from Vanguard?", ctx)
    assert a.text == "I don't see a 2024 1099-R from Vanguard Fiduciary Trust Company; I have 2025.", a.text


TUITION = "f1098t-rev-2025-01"


def test_a_1098_t_is_read_box_by_box(cfg, tmp_path):
    """The 1098-T, drawn from the IRS's published grid: the school is its FILER (the student
    is the person), box 1 the tuition it received, box 5 the scholarships — never box 6's
    adjustment to them."""
    path = irs.fill(TUITION, tmp_path / "t.pdf", {
        "payer": "COLUMBUS STATE COMMUNITY COLLEGE\n550 E SPRING ST\nCOLUMBUS OH 43215", "recipient": "MARISOL T OKAFOR",
        "1": "6,418.50", "4": "120.00", "5": "2,150.00", "6": "300.00", "8": "X"}, tax_year=2025)
    sc = read_form(path, cfg)
    assert (sc.doc_type, sc.issuer, sc.tax_year) == ("1098-t", "Columbus State Community College", 2025)
    assert {f.name: f.value for f in sc.fields} == {"tuition_paid": "6418.50", "scholarships": "2150.00"}


@pytest.mark.parametrize("question, field", [
    ("How much tuition did I pay Columbus State Community College in 2025?", "tuition_paid"),
    ("What scholarships or grants are on my 2025 1098-T?", "scholarships"),
    ("How much did I pay in tuition in 2025?", "tuition_paid"),
])
def test_a_1098_t_asked_in_a_person_s_words(question, field):
    assert parse.parse(question, [], date(2026, 3, 1)).field == field


MISC = "f1099misc-rev-2025-04"


def test_a_1099_misc_is_read_box_by_box(cfg, tmp_path):
    """The 1099-MISC, drawn from the IRS's published grid: rents, royalties and other income
    each in its own box beside the payer's block, its federal and state tax withheld apart."""
    path = irs.fill(MISC, tmp_path / "m.pdf", {
        "payer": "MAPLEWOOD PRESS INC\n40 W 23RD ST\nNEW YORK NY 10010", "recipient": "MARISOL T OKAFOR",
        "1": "16,800.00", "2": "3,412.66", "3": "500.00", "4": "341.27", "16": "504.00", "17": "OH 51-0041772",
        "18": "16,800.00"}, tax_year=2025)
    sc = read_form(path, cfg)
    assert (sc.doc_type, sc.issuer, sc.tax_year) == ("1099-misc", "Maplewood Press", 2025)
    assert {f.name: f.value for f in sc.fields} == {
        "misc_box1": "16800.00", "misc_box2": "3412.66", "misc_box3": "500.00", "misc_box4": "341.27",
        "misc_box16": "504.00", "misc_box18": "16800.00"}


@pytest.mark.parametrize("question, field", [
    ("How much did Short North Property Management pay me in rent in 2025?", "misc_box1"),
    ("What rental income is on my 1099-MISC?", "misc_box1"),
    ("What royalties did Maplewood Press pay me in 2025?", "misc_box2"),
    ("What other income is on my 1099-MISC from Maplewood Press?", "misc_box3"),
    # the rent a tenant pays is no 1099's
    ("How much did I transfer out for June rent on 5/14/2023?", None),
    ("What is my monthly rent?", None),
])
def test_a_1099_misc_asked_in_a_person_s_words(question, field):
    assert parse.parse(question, [], date(2026, 3, 1)).field == field


def test_a_1099_misc_s_tax_withheld_is_its_own_box_4(lib):
    """A 1099-NEC and a 1099-MISC both print "4 Federal income tax withheld": the payer named
    answers from the form it sent, and a 1099-MISC's box answers for no other form."""
    lib("misc.pdf", [["Form 1099-MISC Miscellaneous Information", "MAPLEWOOD PRESS INC", "For calendar year 2025",
                      "2 Royalties | 3,412.66", "3 Other income | 500.00", "4 Federal income tax withheld | 341.27"]],
        doc_type="1099-misc", issuer="Maplewood Press Inc", tax_year=2025, person="Marisol T Okafor",
        fields=[("misc_box2", "3,412.66", "2 Royalties"), ("misc_box3", "500.00", "3 Other income"),
                ("misc_box4", "341.27", "4 Federal income tax withheld")])
    lib("nec.pdf", [["Form 1099-NEC Nonemployee Compensation", "BRIGHTLINE DESIGN STUDIO LLC", "For calendar year 2025",
                     "1 Nonemployee compensation | 18,450.00", "4 Federal income tax withheld | 1,845.00"]],
        doc_type="1099-nec", issuer="Brightline Design Studio LLC", tax_year=2025, person="Marisol T Okafor",
        fields=[("nec_box1", "18,450.00", "1 Nonemployee compensation"),
                ("nec_box4", "1,845.00", "4 Federal income tax withheld")])
    ctx = ctx_for(lib)
    a = answer("How much federal income tax did Maplewood Press withhold in 2025?", ctx)
    assert a.status == "answered" and a.amount == "341.27", a.text
    assert a.text.startswith("The federal income tax withheld (1099-MISC box 4) on your 2025 1099-MISC from "
                             "Maplewood Press Inc is $341.27"), a.text
    a = answer("How much in royalties did Maplewood Press pay me in 2025?", ctx)
    assert a.status == "answered" and a.amount == "3412.66", a.text
    # the sentence agrees with what it names
    assert a.text.startswith("The royalties (1099-MISC box 2) on your 2025 1099-MISC from Maplewood Press Inc are $3,412.66"), a.text
    for q in ("How much in royalties did Brightline Design Studio pay me in 2025?",
              "How much in royalties did Maplewood Press pay me in 2024?",
              "What nonemployee compensation is on my 1099-NEC from Maplewood Press?"):
        a = answer(q, ctx)
        assert a.status == "declined" and a.amount is None, (q, a.text)


def test_an_ssa_1099_is_read_box_by_box(cfg, tmp_path):
    """The SSA-1099 has no payer's block: its sender is the Social Security Administration,
    its person box 1's name, its year the year its boxes name ("Benefits Paid in 2025"); each
    "Box N." caption is its own box, and the Medicare premiums are read from box 3's description."""
    path = irs.write(irsforms.ssa(2025, "20,011.20", "2,220.00", "1,184.00", "2,001.00"), tmp_path / "s.pdf", "digital")
    sc = read_form(path, cfg)
    assert (sc.doc_type, sc.issuer, sc.person, sc.tax_year) == (
        "ssa-1099", "Social Security Administration", "MARISOL T OKAFOR", 2025)
    assert {f.name: f.value for f in sc.fields} == {
        "ssa_box3": "22231.20", "ssa_box4": "1184.00", "ssa_box5": "21047.20", "ssa_box6": "2001.00",
        "ssa_medicare": "2220.00"}


@pytest.mark.parametrize("question, field", [
    ("How much in Social Security benefits did I get in 2024?", "ssa_box5"),
    ("How much social security did I get in 2024?", "ssa_box5"),
    ("What benefits did Social Security pay me in 2025, before what I repaid?", "ssa_box3"),
    ("How much did I repay to Social Security in 2025?", "ssa_box4"),
    ("How much was taken out of my Social Security for Medicare Part B in 2024?", "ssa_medicare"),
    # a W-2's social security boxes stay the W-2's
    ("How much social security tax was withheld on my Cedar Valley W-2?", "w2_box4"),
    ("What were my social security wages at Larkspur Biotech in 2024?", "w2_box3"),
])
def test_an_ssa_1099_asked_in_a_person_s_words(question, field):
    assert parse.parse(question, [], date(2026, 3, 1)).field == field


def test_an_ssa_1099_s_benefits_are_never_a_w2_s(lib):
    """Net benefits and benefits paid differ when some were repaid; the federal tax withheld
    from the benefits is the SSA-1099's box 6, never the W-2's box 2 of the same year."""
    lib("ssa.pdf", [["FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT", "2025",
                     "Box 3. Benefits Paid in 2025 | 22,231.20", "Box 4. Benefits Repaid to SSA in 2025 | 1,184.00",
                     "Box 5. Net Benefits for 2025 (Box 3 minus Box 4) | 21,047.20",
                     "Box 6. Voluntary Federal Income Tax Withheld | 2,001.00"]],
        doc_type="ssa-1099", issuer="Social Security Administration", tax_year=2025, person="Marisol T Okafor",
        fields=[("ssa_box3", "22,231.20", "Box 3. Benefits Paid in 2025"),
                ("ssa_box4", "1,184.00", "Box 4. Benefits Repaid to SSA in 2025"),
                ("ssa_box5", "21,047.20", "Box 5. Net Benefits for 2025 (Box 3 minus Box 4)"),
                ("ssa_box6", "2,001.00", "Box 6. Voluntary Federal Income Tax Withheld")])
    lib("w2.pdf", [["Form W-2 Wage and Tax Statement 2025", "LARKSPUR BIOTECH INC",
                    "1 Wages, tips, other compensation | 176,310.44", "2 Federal income tax withheld | 31,877.12",
                    "4 Social security tax withheld | 10,453.20"]],
        doc_type="w2", issuer="Larkspur Biotech Inc", tax_year=2025, person="Marisol T Okafor",
        fields=[("w2_box1", "176,310.44", "1 Wages, tips, other compensation"),
                ("w2_box2", "31,877.12", "2 Federal income tax withheld"),
                ("w2_box4", "10,453.20", "4 Social security tax withheld")])
    ctx = ctx_for(lib)
    for q, amount in (("How much social security did I get in 2025?", "21047.20"),
                      ("What were my net Social Security benefits for 2025?", "21047.20"),
                      ("How much did Social Security pay me in 2025, before what I repaid?", "22231.20"),
                      ("How much did I repay to Social Security in 2025?", "1184.00"),
                      ("How much federal tax was withheld from my Social Security in 2025?", "2001.00"),
                      ("How much social security tax was withheld on my 2025 W-2?", "10453.20")):
        a = answer(q, ctx)
        assert a.status == "answered" and a.amount == amount, (q, a.text)
    a = answer("How much in Social Security benefits did I get in 2024?", ctx)
    assert a.text == "I don't see a 2024 SSA-1099; I have 2025.", a.text


def _ssa_page(year: int) -> list[str]:
    """An SSA-1099 as its reader lines it up: the captions of boxes 3-5 on a line over their
    figures, then box 3's description, whose last row is the benefits for the year."""
    return ["FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT", f"PART OF YOUR BENEFITS SHOWN IN BOX 5 | {year}",
            f"Box 3. Benefits Paid in {year} | Box 4. Benefits Repaid to SSA in {year} | "
            f"Box 5. Net Benefits for {year} (Box 3 minus Box 4)",
            "$ 22,231.20 | $ 1,184.00 | $ 21,047.20", "DESCRIPTION OF AMOUNT IN BOX 3",
            "Paid by check or direct deposit | $20,011.20", "Total Additions | $22,231.20",
            f"Benefits for {year} | $22,231.20"]


def test_net_benefits_are_the_net_box_not_the_row_that_says_benefits_alone(lib):
    """"my net Social Security benefits for 2025" says the words of box 3's last row ("Benefits
    for 2025") and the net box's more fully; and a word the question qualifies with ("net") is
    grounded by a figure's label, never by a box caption printed beside it: without its net
    box read, the row is not stated for the net."""
    lib("ssa.pdf", [_ssa_page(2025)], doc_type="ssa-1099", issuer="Social Security Administration", tax_year=2025,
        fields=[("ssa_box3", "22,231.20", "Box 3. Benefits Paid in 2025"),
                ("ssa_box5", "21,047.20", "Box 5. Net Benefits for 2025 (Box 3 minus Box 4)")])
    a = answer("What were my net Social Security benefits for 2025?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "21047.20", a.text


def test_a_box_caption_beside_a_figure_grounds_no_word_of_the_question(lib):
    lib("ssa.pdf", [_ssa_page(2025)], doc_type="ssa-1099", issuer="Social Security Administration", tax_year=2025,
        fields=[("ssa_box3", "22,231.20", "Box 3. Benefits Paid in 2025")])
    a = answer("What were my net Social Security benefits for 2025?", ctx_for(lib))
    assert a.amount != "22231.20", a.text


def test_what_was_taken_out_is_what_the_label_says_was_deducted(lib):
    """"How much was taken out of my Social Security for Medicare" is the row of box 3's
    description that says the premiums were deducted from the benefits."""
    lib("ssa.pdf", [_ssa_page(2025) + ["Medicare Part B premiums deducted from your benefits | $2,220.00"]],
        doc_type="ssa-1099", issuer="Social Security Administration", tax_year=2025,
        fields=[("ssa_medicare", "2,220.00", "Medicare Part B premiums deducted from your benefits")])
    a = answer("How much was taken out of my Social Security for Medicare Part B in 2025?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2220.00", a.text


BROKER = "f1099b-rev-2025-01"


def test_a_1099_b_is_read_box_by_box(cfg, tmp_path):
    """The 1099-B, drawn from the IRS's published grid: one sale's proceeds beside its basis,
    the loss a wash sale disallows, and the federal and state tax withheld, each its own box;
    the dates the shares were bought and sold are no money."""
    path = irs.fill(BROKER, tmp_path / "b.pdf", {
        "payer": "ROBINHOOD SECURITIES LLC\n500 COLONIAL CENTER PKWY STE 100\nLAKE MARY FL 32746",
        "recipient": "MARISOL T OKAFOR", "1a": "120 SH FORD\nMOTOR CO", "1b": "01/05/2024", "1c": "06/18/2024",
        "1d": "1,456.80", "1e": "1,690.20", "1g": "233.40", "4": "145.68", "12": "X", "14": "OH",
        "15": "51-2290447", "16": "43.70"}, tax_year=2024)
    sc = read_form(path, cfg)
    assert (sc.doc_type, sc.issuer, sc.tax_year) == ("1099-b", "Robinhood Securities", 2024)
    assert {f.name: f.value for f in sc.fields} == {
        "b_box1d": "1456.80", "b_box1e": "1690.20", "b_box1g": "233.40", "b_box4": "145.68", "b_box16": "43.70"}


@pytest.mark.parametrize("question, field", [
    ("What were the proceeds from the Procter & Gamble shares I sold in 2025?", "b_box1d"),
    ("How much did I get from selling my Ford stock in 2024?", "b_box1d"),
    ("What was my cost basis in the Procter & Gamble stock I sold in 2025?", "b_box1e"),
    ("How much of my loss was disallowed as a wash sale on my 2024 1099-B?", "b_box1g"),
    # a 1099-B prints no gain: nothing asks for one of its boxes
    ("What was my gain on the Procter & Gamble shares I sold in 2025?", None),
    # what a person pays on a schedule is no basis
    ("What do I pay on a monthly basis for my phone?", None),
])
def test_a_1099_b_asked_in_a_person_s_words(question, field):
    assert parse.parse(question, [], date(2026, 3, 1)).field == field


def test_a_box_s_ruled_edge_read_into_its_dollar_sign_leaves_the_figure_alone():
    """Tesseract reads a box's left rule and its "$" as one "|$": the mark, like "$", belongs
    to the figure after it, so the box's figure stands alone under its caption."""
    its = items([Token("|$", Box(375.8, 156.7, 379.7, 163.9)), Token("9,102.50", Box(438.7, 155.3, 477.6, 163.2))])
    assert [(it.kind, it.value) for it in its] == [("amount", Decimal("9102.50"))]


@pytest.mark.parametrize("question, kind, box", [
    ("How much state tax was withheld on my 1099-NEC?", "1099-nec", "nec_box5"),
    ("How much state tax was withheld on my 1099-MISC?", "1099-misc", "misc_box16"),
    ("How much state tax did Robinhood withhold from my stock sale in 2024?", "1099-b", "b_box16"),
    ("How much state tax was withheld on my 1099-R?", "1099-r", "r_box14"),
])
def test_the_state_tax_on_a_form_is_that_form_s_state_box(question, kind, box):
    """"State tax" asks for the state's tax withheld on whichever form reports it: on a form
    named, it is that form's own state box, never declined for want of a W-2."""
    asked = parse.parse(question, [], date(2026, 3, 1)).field
    assert asked is not None and box in vocab.fields_on(asked, kind)


def _merrill():
    docs, _ = irsforms.build()
    return next(d for d in docs if d.name.startswith("Merrill_Consolidated"))


def test_a_consolidated_1099_reads_each_section_s_boxes_and_no_column_header_as_a_box(cfg, tmp_path):
    """A brokerage's consolidated 1099: its 1099-DIV and 1099-INT sections' boxes each read,
    and its 1099-B summary's "Proceeds" header, printed over its short-term, long-term and total
    rows with no box number, never takes the first row (4,120.00) for the year's proceeds."""
    doc = _merrill()
    sc = read_form(docs.write(doc, tmp_path), cfg)
    assert (sc.doc_type, sc.tax_year) == ("1099-div", 2025)
    got = {f.name: f.value for f in sc.fields}
    assert {k: got.get(k) for k in ("div_box1a", "div_box1b", "int_box1", "int_box3")} == {
        "div_box1a": "2318.44", "div_box1b": "1906.12", "int_box1": "642.19", "int_box3": "1210.00"}
    assert "b_box1d" not in got and "4120.00" not in got.values()
    assert vocab.forms_of(sc) >= {"1099-div", "1099-int"}


def test_a_consolidated_1099_answers_for_each_form_it_holds(lib):
    """"My 1099-INT from Merrill" is the interest section of the consolidated 1099 typed by its
    dividends, and the answer names the form the figure was read from."""
    lib("merrill.pdf", [["MERRILL 2025 TAX REPORTING STATEMENT", "Consolidated Form 1099",
                         "2025 1099-DIV* DIVIDENDS AND DISTRIBUTIONS", "1a Total Ordinary Dividends | 2,318.44",
                         "2025 1099-INT* INTEREST INCOME", "1 Interest Income | 642.19"]],
        doc_type="1099-div", issuer="Merrill Lynch, Pierce, Fenner & Smith", tax_year=2025, person="Marisol T Okafor",
        fields=[("div_box1a", "2,318.44", "1a Total Ordinary Dividends"), ("int_box1", "642.19", "1 Interest Income")])
    ctx = ctx_for(lib)
    a = answer("What interest income is on my 2025 1099-INT from Merrill?", ctx)
    assert a.status == "answered" and a.amount == "642.19", a.text
    assert "your 2025 1099-INT from Merrill" in a.text, a.text
    a = answer("How much in ordinary dividends did Merrill pay me in 2025?", ctx)
    assert a.status == "answered" and a.amount == "2318.44", a.text
    assert "your 2025 1099-DIV from Merrill" in a.text, a.text


def test_a_box_whose_number_the_reader_lost_keeps_its_figure_but_a_table_header_takes_no_row():
    """"Foreign tax paid" read without its 7 still names the one figure in its box; "Proceeds"
    over a row of five figures is a summary table's header, and its first row (the short-term
    sales) is not the year's proceeds."""
    box = [_line(240, (300, "Foreign tax paid"), (400, "8 Foreign country or U.S. possession")),
           _line(253, (56, "City or town"), (301, "$"), (360, "57.34"))]
    assert _boxes(box, "1099-div").get("foreign_tax_paid") == Decimal("57.34")
    table = [_line(400, (250, "Proceeds"), (320, "Cost Basis"), (400, "Wash Sale Loss")),
             _line(414, (54, "Short-term"), (120, "A"), (250, "4,120.00"), (320, "4,388.50"), (400, "0.00"),
                   (480, "(268.50)")),
             _line(428, (54, "Total"), (250, "23,025.30"), (320, "16,629.25"), (400, "0.00"), (480, "6,396.05"))]
    assert "b_box1d" not in _boxes(table, "1099-div+1099-int+1099-b")


def test_a_box_12_code_read_in_one_cell_with_another_box_still_says_what_it_reports(lib):
    """Larkspur's W-2 prints box 14's CASDI beside box 12c: the reader joins "1,984.22" and
    "d DD" in one cell. The code still says its amount is the employer-sponsored health
    coverage's (on main "sponsored" was printed by no document and the question declined)."""
    lib("larkspur-w2.pdf", [["Form W-2 Wage and Tax Statement 2024", "c Employer's name, address, and ZIP code",
                             "LARKSPUR BIOTECH INC", "1 Wages, tips, other compensation | 176,310.44", "14 Other | 12c", "C", "o",
                             "CASDI | 1,984.22    d DD | 14,388.96", "e"]],
        doc_type="w2", issuer="Larkspur Biotech", tax_year=2024,
        fields=[("w2_box1", "176,310.44", "1 Wages, tips, other compensation")])
    a = answer("How much was the employer-sponsored health coverage, code DD, on my Larkspur W-2?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "14388.96", a.text


def test_a_scanned_w2_s_box_12_slots_print_only_their_letters(lib):
    """A scan of the W-2 loses "12a" to "2a" and keeps "12b", "12c", "12d" alone over their
    codes: a form's lettered box printed with no caption is that box, and "box 12 code E" is
    asked of the figure beside the E (on main "box 12" was printed by no label)."""
    lib("scan_0117.pdf", [["W-2 Wage and Tax Statement 2024", "c Employer's name, address, and ZIP code",
                           "CEDAR VALLEY SCHOOL DISTRICT",
                           "41 Wages, tips, other compensation | 38,450.00",
                           "e Employee's first | and initial | Last name | Suff. | 14. Nonqualified plans | 2a",
                           "Marisol T | Okafor | 2 | E | 1,700.00",
                           "a | 13 Statutory | Retirement | Third-party | 12b",
                           "COLUMBUS OH 43209 | [-] | DD | 6,120.00", "14 Other", "12c", "12d"]],
        doc_type="w2", issuer="Cedar Valley School District", tax_year=2024, person="Marisol T Okafor",
        fields=[("w2_box1", "38,450.00", "41 Wages, tips, other compensation")],
        box_pairs=[(1, "E", "1,700.00"), (1, "DD", "6,120.00")])    # each code beside its amount
    ctx = ctx_for(lib)
    for q in ("How much went into my 403(b), box 12 code E, on the Cedar Valley W-2?",
              "What's in box 12 code E on the Cedar Valley W-2?"):
        a = answer(q, ctx)
        assert a.status == "answered" and a.amount == "1700.00", (q, a.text)
    a = answer("What's in box 12 code W on the Cedar Valley W-2?", ctx)
    assert a.status != "answered" and "1,700.00" not in a.text and "6,120.00" not in a.text, a.text


def test_a_consolidated_1099_s_summary_of_sales_answers_for_its_1099_b(lib, cfg, tmp_path):
    """Merrill's consolidated 1099 prints its 1099-B as a summary table: "what I sold" is its
    1099-B's to say, and the total row, which leaves the Form 8949 column blank, is read by
    where its figures stand (on main the header, naming a form, was no header, and "sold" was
    printed by no 1099-DIV)."""
    pages = read.read_document(docs.write(_merrill(), tmp_path), cfg)
    lib("Merrill_Consolidated_1099_2025.pdf", [rows.build_layout(p).text.splitlines() for p in pages],
        placed=[p.words for p in pages], doc_type="1099-div", issuer="Merrill Lynch, Pierce, Fenner & Smith",
        tax_year=2025, person="Marisol T Okafor",
        fields=[("div_box1a", "2,318.44", "1a Total Ordinary Dividends"),
                ("b_box4", "0.00", "4 Federal Income Tax Withheld")])
    ctx = ctx_for(lib)
    for q, amount in (("What were my total proceeds from sales at Merrill in 2025?", "23025.30"),
                      ("What was the total cost basis of what I sold at Merrill in 2025?", "16629.25"),
                      ("What was my total realized gain at Merrill for 2025?", "6396.05")):
        a = answer(q, ctx)
        assert a.status == "answered" and a.amount == amount, (q, a.text)
    assert " is $16,629.25" in answer("What was the total cost basis of what I sold at Merrill in 2025?", ctx).text
    a = answer("What was my total realized loss at Merrill for 2025?", ctx)
    assert a.status != "answered" and "6,396.05" not in a.text, a.text
