"""A household's returns asked as people ask about them: "our joint return" (the filing status
marked on the form), "my 1040-SR", what was refunded or owed, and a line that names another
year than the one asked. The rows are as the layout rebuilt them from real Forms 1040 and 4868
(realdocs-dev)."""
from __future__ import annotations

from datetime import date

import pymupdf

from docq.answer.engine import AnswerContext, answer
from docq.workers import forms, read
from tests.answer_support import reread_agrees

IRS = dict(issuer="Internal Revenue Service")


def ctx_for(lib):
    return AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=date(2026, 3, 1))


def _return_2019(lib, name: str, status: str, refund: str, applied: str, *, title="Form 1040 U.S. Individual Income Tax Return"):
    lib(name, [[f"{title} | 2019 | OMB No. 1545-0074",
                "If you checked | b Subtract line 8a from line 7b. This is your adjusted gross income | a | 8b | 529,351.",
                "20 | If line 19 is more than line 16, subtract line 16 from line 19. This is the amount you overpaid | 20 | 2,000.",
                f"21a Amount of line 20 you want refunded to you. If Form 8888 is attached, check here | a | 21a | {refund}",
                f"22 | Amount of line 20 you want applied to your 2020 estimated tax | a | 22 | {applied}",
                "23 Amount you owe. Subtract line 19 from line 16. For details on how to pay, see instructions a 23 | 1814"]],
        doc_type="1040", tax_year=2019, filing_status=status, **IRS)


def test_a_joint_return_is_the_one_whose_married_filing_jointly_box_is_marked(lib):
    _return_2019(lib, "Peck_2019.pdf", "married filing jointly", "1,500.", "500.")
    _return_2019(lib, "Carrol_2019.pdf", "single", "250.", "0.")
    a = answer("How much was refunded to us on our 2019 joint federal return?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1500.00"
    assert a.citations[0].document == "Peck_2019.pdf"
    # a status no return is marked with is said, not answered from the other
    b = answer("What was refunded on our 2019 return filed as head of household?", ctx_for(lib))
    assert b.status == "declined" and b.amount is None and "head of household" in b.text


def test_without_a_status_two_returns_of_one_year_are_not_chosen_between(lib):
    _return_2019(lib, "Peck_2019.pdf", "married filing jointly", "1,500.", "500.")
    _return_2019(lib, "Carrol_2019.pdf", "single", "250.", "0.")
    a = answer("How much was refunded on my 2019 return?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None


def test_a_joint_question_never_takes_a_return_marked_otherwise_when_one_is_unread(lib):
    _return_2019(lib, "Carrol_2019.pdf", "single", "250.", "0.")
    _return_2019(lib, "Unread_2019.pdf", None, "1,500.", "500.")
    a = answer("How much was refunded to us on our 2019 joint return?", ctx_for(lib))
    assert a.amount in (None, "1500.00")
    assert all(c.document != "Carrol_2019.pdf" for c in a.citations)


def test_a_forms_variant_named_in_the_question_picks_the_return_titled_with_it(lib):
    _return_2019(lib, "Peck_2019.pdf", None, "1,500.", "500.")
    _return_2019(lib, "Carrol_2019.pdf", None, "250.", "0.",
                 title="Form 1040-SR U.S. Tax Return for Seniors")
    a = answer("How much was refunded on my 2019 1040-SR?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "250.00" and a.citations[0].document == "Carrol_2019.pdf"


def test_a_form_asked_by_its_bare_number_is_not_the_one_titled_with_a_variant(lib):
    # "our 2019 Form 1040" beside a 1040-SR of the same year: the one titled Form 1040 (on main
    # the two returns' figures were set against each other and the question declined)
    _return_2019(lib, "Peck_2019.pdf", None, "1,500.", "500.")
    _return_2019(lib, "Carrol_2019.pdf", None, "250.", "0.",
                 title="Form 1040-SR U.S. Tax Return for Seniors")
    a = answer("How much was refunded on our 2019 Form 1040?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1500.00" and a.citations[0].document == "Peck_2019.pdf"
    a = answer("How much was refunded on my 2019 return?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None


def test_what_a_return_says_was_owed_is_its_amount_you_owe_line(lib):
    _return_2019(lib, "Carrol_2019.pdf", "single", "250.", "0.")
    a = answer("How much did I owe when I filed my 2019 federal return?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1814.00" and "$1,814" in a.text


def test_a_line_for_another_years_estimated_tax_answers_only_for_that_year(lib):
    _return_2019(lib, "Peck_2019.pdf", "married filing jointly", "1,500.", "500.")
    a = answer("How much was applied to our 2020 estimated tax on our 2019 joint return?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "500.00"
    # the same line asked for 2021's estimated tax: no line of this return is for 2021
    b = answer("How much was applied to our 2021 estimated tax on our 2019 joint return?", ctx_for(lib))
    assert b.amount is None


def _extension_2021(lib):
    lib("Form4868_2021.pdf", [["Form 4868 | Application for Automatic Extension of Time | 2021",
                               "1 Your name(s) (see instructions) | 4 Estimate of total tax liability for 2021 | $ 111.00",
                               "Bob Barbus | 5 Total 2021 payments | 1111.00",
                               "321 Sad Street | 7 Amount you’re paying (see instructions) | 11111.00"]],
        doc_type="4868", tax_year=2021, **IRS)


def test_an_extension_requests_line_is_labelled_from_its_own_number_not_the_column_beside_it(lib):
    _extension_2021(lib)
    a = answer("How much did I pay with my extension request (Form 4868) for tax year 2021?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "11111.00"


def test_what_was_paid_during_a_year_is_not_what_that_years_return_paid_after_it_ended(lib):
    # a return, and a request to extend it, is filed after its tax year ends: the 2021 extension
    # paid its 11,111 in 2022, not in 2021
    _extension_2021(lib)
    for asked in ("How much did I pay the IRS in 2021?", "What did we pay with the extension in 2021?"):
        a = answer(asked, ctx_for(lib))
        assert a.status == "declined" and a.amount is None, asked
    # the tax year said is the return's own, and so is a year paid for
    for asked in ("How much did we pay with our 2021 extension request?", "How much did we pay with the extension for 2021?"):
        a = answer(asked, ctx_for(lib))
        assert a.status == "answered" and a.amount == "11111.00", asked


def _form_pdf(path, tick: str | None) -> None:
    """A return's filing-status row as a filled-in PDF prints it: boxes drawn before each
    caption; the filer's mark drawn as two strokes ("drawn") or typed as an X ("typed")."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((40, 76), "Filing Status", fontsize=8)
    captions = [(96, "Single"), (139, "Married filing jointly"), (225, "Married filing separately (MFS)"),
                (340, "Head of household (HOH)")]
    for x, caption in captions:
        page.draw_rect(pymupdf.Rect(x, 68, x + 8, 76), color=(0, 0, 0), fill=(1, 1, 1), width=0.5)
        page.insert_text((x + 11, 75), caption, fontsize=8)
    if tick == "drawn":
        shape = page.new_shape()
        shape.draw_line((140, 72), (142.5, 75))
        shape.draw_line((142.5, 75), (146, 69.5))
        shape.finish(color=(0, 0, 0), width=1)
        shape.commit()
    elif tick == "typed":
        page.insert_text((97, 75), "X", fontsize=9)
    page.insert_text((40, 120), "Your first name and middle initial    Last name    Your social security number", fontsize=8)
    doc.save(path)


def test_a_filing_status_is_read_from_a_drawn_tick_or_a_typed_x_in_its_box(tmp_path):
    drawn, typed = tmp_path / "drawn.pdf", tmp_path / "typed.pdf"
    _form_pdf(drawn, "drawn")
    _form_pdf(typed, "typed")
    assert forms.filing_status(read.read_document(drawn, None)) == "married filing jointly"
    assert forms.filing_status(read.read_document(typed, None)) == "single"


def test_an_unmarked_status_row_says_no_status(tmp_path):
    blank = tmp_path / "blank.pdf"
    _form_pdf(blank, None)
    assert forms.filing_status(read.read_document(blank, None)) is None


def test_the_forms_title_never_speaks_for_one_concept_in_place_of_another(lib):
    # a 1040 is an "Income Tax Return": "income" and "tax" are both its title's words, and
    # "Total tax" is not the total income the 2018 form prints no line for
    lib("Gomez_2018.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2018 | OMB No. 1545-0074",
                            "Filing status: | Single | Married filing jointly | Married filing separately | Head of household",
                            "Your first name and initial | Last name | Your social security number",
                            "Home address (number and street). If you have a P.O. box, see instructions. | Apt. no.",
                            "City, town or post office, state, and ZIP code. If you have a foreign address, attach Schedule 6."],
                           ["Form 1040 (2018) | Page 2",
                            "1 Wages, salaries, tips, etc. Attach Form(s) W-2 | 1 | 80,000",
                            "7 Adjusted gross income. If you have no adjustments to income, enter the amount from line 6 | 7 | 74,944",
                            "10 Taxable income. Subtract line 9 from line 7. If zero or less, enter -0- | 10 | 46,014",
                            "15 Total tax. Add lines 13 and 14 | 15 | 6,635",
                            "18 Add lines 16 and 17. These are your total payments | 18 | 4,972"]],
        doc_type="1040", tax_year=2018, **IRS)
    a = answer("What was my total income on my 2018 tax return?", ctx_for(lib))
    assert a.amount is None and "6,635" not in a.text
    b = answer("What was my total tax on my 2018 tax return?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "6635.00"
    c = answer("What was my taxable income on my 2018 tax return?", ctx_for(lib))
    assert c.status == "answered" and c.amount == "46014.00"


def test_a_returns_line_that_carries_part_of_its_figure_from_the_year_before_is_the_years_own(lib):
    # line 26 of every Form 1040 since 2020: its caption is the form's own, eleven words long, and
    # names the year before only as where part of the figure came from
    lib("Roy_2021.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2021 | OMB No. 1545-0074",
                          "Filing Status | Single | Married filing jointly | Head of household (HOH)"],
                         ["Form 1040 (2021) | Page 2",
                          "24 Add lines 22 and 23. This is your total tax | 24 | 11,187.",
                          "26 2021 estimated tax payments and amount applied from 2020 return | 26 | 8,036.",
                          "33 Add lines 25d, 26, and 32. These are your total payments | 33 | 8,065.",
                          "36 Amount of line 34 you want applied to your 2022 estimated tax | 36 | 0."]],
        doc_type="1040", tax_year=2021, **IRS)
    a = answer("What were the estimated tax payments on my 2021 tax return?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "8036.00", a.text
    # the line for another year's estimated tax is still that year's
    b = answer("How much was applied to my 2023 estimated tax on my 2021 tax return?", ctx_for(lib))
    assert b.amount is None, b.text


def test_payments_a_label_prints_are_what_the_person_paid(lib):
    """"How much did I pay in estimated tax for 2021?" declined: line 26 says "estimated tax
    payments", and "payments" was a word the question did not say. Payments a label prints,
    plural, are what was paid; a payment due is not."""
    lib("Roy_2021.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2021 | OMB No. 1545-0074"],
                         ["Form 1040 (2021) | Page 2",
                          "24 Add lines 22 and 23. This is your total tax | 24 | 11,187.",
                          "26 2021 estimated tax payments and amount applied from 2020 return | 26 | 8,036."]],
        doc_type="1040", tax_year=2021, **IRS)
    a = answer("How much did I pay in estimated tax for 2021?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "8036.00", a.text
    lib("plan.pdf", [["Installment Agreement 2021", "Estimated tax payments due | $2,009.00"]],
        doc_type="other", issuer="Franchise Tax Board", dates={"statement_date": "2021-04-15"})
    for asked in ("How much did I pay in estimated tax to the Franchise Tax Board?",
                  "How much did I pay in estimated tax payments to the Franchise Tax Board?"):
        a = answer(asked, ctx_for(lib))
        assert a.amount is None, (asked, a.text)


def test_a_label_asking_for_a_payment_is_not_what_was_paid(lib):
    """"How much did I pay Con Edison in August 2024" took the bill's "Pay By" amount, the
    amount due by a day: a label asking the person to pay says what is due."""
    lib("coned.pdf", [["Con Edison | Your monthly bill", "Billing period: Jul 29, 2024 to Aug 28, 2024",
                       "Pay By | Aug 22, 2024 | $521,341.68", "Total amount due | $521,341.68"]],
        doc_type="utility-bill", issuer="Con Edison", dates={"statement_date": "2024-08-28"})
    for asked in ("How much did I pay Con Edison in August 2024?", "What did I pay by August 22, 2024 on my Con Edison bill?"):
        a = answer(asked, ctx_for(lib))
        assert a.amount is None, (asked, a.text)
    a = answer("How much do I have to pay Con Edison by August 22, 2024?", ctx_for(lib))
    assert a.amount in (None, "521341.68"), a.text


def test_an_extension_requests_body_text_says_nothing_of_what_its_figures_are(lib):
    # the 4868's first page opens with sentences wrapped over several lines ("...your estimated
    # income tax due and"): they are not what the document is, and "estimated" is not its title's
    lib("Form4868_2021.pdf", [["4868 | Application for Automatic Extension of Time | OMB No. 1545-0074",
                               "To File U.S. Individual Income Tax Return | 2021",
                               "There are three ways to request an automatic extension of time to",
                               "1. You can pay all or part of your estimated income tax due and",
                               "indicate that the payment is for an extension using Direct Pay,"],
                              ["Form 4868 | Application for Automatic Extension of Time | 2021",
                               "4 Estimate of total tax liability for 2021 | $ 111.00",
                               "5 Total 2021 payments | 1111.00",
                               "7 Amount you’re paying (see instructions) | 11111.00"]],
        doc_type="4868", tax_year=2021, **IRS)
    a = answer("What were my 2021 estimated tax payments on my extension request?", ctx_for(lib))
    assert a.amount is None and "1,111" not in a.text, a.text
    b = answer("What were my total 2021 payments on my extension request?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "1111.00", b.text


def test_a_line_the_words_name_is_asked_before_a_field_guessed_from_how_much(lib):
    # "how much was the total tax on the 2021 1040": the field was read from "how much was",
    # the amount due's words, and the return's amount owed ($3,162) was stated for its total tax
    lib("Roy_2021.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2021 | OMB No. 1545-0074",
                          "24 Add lines 22 and 23. This is your total tax. | G 24 | 11,187.",
                          "Amount | 37 Amount you owe. Subtract line 33 from line 24. For details on how to pay, "
                          "see instructions. | G 37 | 3,162."]],
        doc_type="1040", tax_year=2021, filing_status="single", **IRS)
    a = answer("How much was the total tax on the 2021 1040?", ctx_for(lib))
    assert a.amount != "3162.00", a.text
    assert a.status == "answered" and a.amount == "11187.00", a.text
    a = answer("How much was due on my 2021 1040?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3162.00", a.text


def test_a_persons_social_security_is_the_benefits_a_return_prints(lib):
    """"How much of my social security was taxable" asks line 5b of the 1040-SR, printed "5a
    Social security benefits ... b Taxable amount": on the engine this began from "benefits" was
    a word the question did not say, and the line was declined. "Benefits" adds nothing to what
    a figure is, as "amount" does not; the taxable part is still not the whole."""
    lib("Carrol_2019.pdf", [["Form 1040-SR U.S. Tax Return for Seniors | 2019 | OMB No. 1545-0074",
                             "Filing Status | Single",
                             "Your first name and middle initial | Last name | Your social security number",
                             "Robert | Carrol | 558-11-4766",
                             "1 Wages, salaries, tips, etc. Attach Form(s) W-2 | 1 | 12,500",
                             "2a Tax-exempt interest | 2a | 0 b Taxable interest | 2b | 43",
                             "c Pensions and annuities | 4c | 85249 d Taxable amount | 4d | 84958",
                             "5a Social security benefits | 5a | 20750 b Taxable amount | 5b | 17638"]],
        doc_type="1040", tax_year=2019, **IRS)
    a = answer("How much of my social security was taxable on my 2019 1040-SR?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "17638.00", a.text
    b = answer("How much social security did I get according to my 2019 1040-SR?", ctx_for(lib))
    assert b.amount != "17638.00", b.text


def test_a_line_a_return_leaves_blank_is_never_another_lines_figure(lib):
    # "how much of my pension was taxable in 2021" stated line 15, Taxable income, $35,300:
    # a return prints every line's caption, "Pensions and annuities" too, with nothing on it
    lib("Roy_2021.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2021 | OMB No. 1545-0074",
                          "Filing Status | Single",
                          "1 Wages, salaries, tips, etc. Attach Form(s) W-2 | 1 | 48,200",
                          "5a Pensions and annuities | 5a | b Taxable amount | 5b |",
                          "15 Taxable income. Subtract line 14 from line 11. If zero or less, enter -0- | 15 | 35,300"]],
        doc_type="1040", tax_year=2021, **IRS)
    a = answer("How much of my pension was taxable in 2021?", ctx_for(lib))
    assert a.amount != "35300.00", a.text
    a = answer("What was my taxable income in 2021?", ctx_for(lib))
    assert a.amount == "35300.00", a.text


def test_two_filers_returns_of_one_year_where_only_one_prints_the_figure_ask_whose(lib):
    """Two 2019 returns, one owing $1,814 and one owing nothing (its line 23 is blank): "how
    much did I owe with my 2019 tax return" stated the $1,814 of a return that may not be the
    asker's. Two returns of one year are two filers': the answer asks whose."""
    _return_2019(lib, "Carrol_2019.pdf", "single", "250.", "0.")
    lib("Peck_2019.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2019 | OMB No. 1545-0074",
                           "21a Amount of line 20 you want refunded to you. If Form 8888 is attached, check here | a | 21a | 1,500.",
                           "23 Amount you owe. Subtract line 19 from line 16. For details on how to pay, see instructions a 23"]],
        doc_type="1040", tax_year=2019, filing_status="married filing jointly", **IRS)
    for q in ("How much did I owe with my 2019 tax return?", "How much did I owe on my 2019 return?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "declined" and a.amount is None, a.text
        assert "Peck_2019.pdf" in a.text and "Carrol_2019.pdf" in a.text
    # the return the question names by its form's variant answers
    a = answer("How much did I owe when I filed my 2019 federal return as single?", ctx_for(lib))
    assert a.amount in (None, "1814.00"), a.text


def test_a_return_is_named_by_its_year(lib):
    """"the total tax on the 2021 return" is the tax return's total tax: "return" after a year
    names the return, so no receipt's sales tax is set against it."""
    lib("Roy_2021.pdf", [["Form 1040 U.S. Individual Income Tax Return | 2021 | OMB No. 1545-0074",
                          "24 | Add lines 22 and 23. This is your total tax | 24 | 11,187."]],
        doc_type="1040", tax_year=2021, **IRS)
    lib("cafe.pdf", [["Blue Door Cafe", "03/02/2021", "Subtotal | 10.00", "Tax | 0.85", "Total | 10.85"]],
        doc_type="receipt", issuer="Blue Door Cafe", dates={"purchase_date": "2021-03-02"})
    a = answer("What was the total tax on the 2021 return?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "11187.00", a.text


def test_a_return_is_named_by_its_filers_name(lib):
    """Whom a return is filed by (its sidecar's person, read from its name captions) names it:
    "How much did Robert Carrol owe on his 2019 return" answers from his, and a name no return
    is filed by answers from none."""
    lib("Carrol_2019.pdf", [["Form 1040-SR U.S. Tax Return for Seniors | 2019 | OMB No. 1545-0074",
                             "Your first name and middle initial | Last name | Your social security number",
                             "Robert | Carrol | 558-11-4766",
                             "23 Amount you owe. Subtract line 19 from line 16. For details on how to pay, see instructions a 23 | 1814"]],
        doc_type="1040", tax_year=2019, filing_status="single", person="Robert Carrol", **IRS)
    a = answer("How much did Robert Carrol owe on his 2019 return?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1814.00", a.text
    a = answer("How much did Dana Whitfield owe on her 2019 return?", ctx_for(lib))
    assert a.amount is None, a.text
