"""A slip printed in a till's few dozen columns is a receipt even when its words are in a
language (or a reading) the receipt cues miss; the same words set across an office page are
not. Pages are built from word boxes, as a reader returns them."""
from __future__ import annotations

from docq.records import Box, Page, Word
from docq.workers import doctype
from docq.workers.rows import build_layout
from docq.workers.sidecar import extract

CHAR = 6.0      # points a character of the page's type takes
LINE = 14.0

# An Italian supermarket's slip, as a photo of it reads: no word of it is an English cue, and
# its total's label is misread ("EURD").
ITALIAN_SLIP = [
    ("LIDL ITALIA SRL", None), ("Via Delle Rustica 133", None),
    ("GRANA PADANO GRATT", "2.39"), ("RANA CAPPELLETTI", "5,50"), ("PANNA DA CUCINA", "2.69"),
    ("SUGO POMOD BASIL", "0.99"), ("CASERECCIO AFFETTATO", "0.99"),
    ("TOTALE EURD", "17,36"), ("PAGAMENTO CONTANTE", "17.50"), ("RESTO", "0.14"),
]


def page(lines: list[tuple[str, str | None]], columns: int) -> Page:
    """Each line's label at the left margin and its figure ending at `columns` characters."""
    words = []
    for i, (label, figure) in enumerate(lines):
        y = 40 + i * LINE
        x = 20.0
        for t in label.split():
            words.append(Word(t, Box(x, y, x + CHAR * len(t), y + 10), 95.0, "rapidocr"))
            x += CHAR * (len(t) + 1)
        if figure:
            x1 = 20 + CHAR * columns
            words.append(Word(figure, Box(x1 - CHAR * len(figure), y, x1, y + 10), 95.0, "rapidocr"))
    return Page(1, 20 + CHAR * columns + 20, 60 + LINE * len(lines), words, "ocr:rapidocr")


def test_a_slip_in_a_tills_columns_is_a_receipt():
    slip = page(ITALIAN_SLIP, 32)
    assert doctype.till_printed([slip])
    assert extract("slip.jpeg", [slip], [build_layout(slip)]).doc_type == "receipt"


def test_the_same_words_across_an_office_page_are_not_a_receipt():
    letter = page(ITALIAN_SLIP, 90)
    assert not doctype.till_printed([letter])
    assert extract("letter.pdf", [letter], [build_layout(letter)]).doc_type == "other"


def test_a_page_of_a_few_words_does_not_tell():
    assert not doctype.till_printed([page(ITALIAN_SLIP[:3], 32)])


def test_the_tills_columns_count_only_beside_the_cues():
    # a slip of nothing a receipt prints is not made one by its width alone
    bare = page([(f"ITEM {i}", None) for i in range(8)], 32)
    assert extract("note.jpeg", [bare], [build_layout(bare)]).doc_type == "other"


def test_an_application_for_a_policy_is_read_as_its_declarations():
    text = ("DATE (MM/DD/YYYY)\nHOMEOWNER APPLICATION\n5/7/2021\nAGENCY | CARRIER | NAIC CODE\n"
            "NAMED INSURED(S)\nPLAN | FACILITY CODE | EFFECTIVE DATE | EXPIRATION DATE\n"
            "DWELLING | $ | 1,404,500\nPERSONAL PROPERTY | $ | 983,150\nCONSTRUCTION TYPE | FRAME")
    assert doctype.rules(text)[0] == "insurance-declarations"


# A loan's Closing Disclosure says "Cash to Close", "Did this change?", "Loan Costs Subtotals"
# and "Total Interest Percentage (TIP)": a receipt's words, across five office pages.
DISCLOSURE = [("Closing Information Date Issued 8/18/2021", None), ("Cash to Close", "$10,925.54"),
              ("Did this change? Loan Amount", "$548,250.00"), ("Loan Costs Subtotals", "$239.85"),
              ("Total Interest Percentage TIP", "17.02"), ("Thank you for your business", None),
              ("Cash from Borrower Sales Tax", "$0.00"), ("Change in the Total", "$12.00")]


def test_several_office_pages_are_no_receipt_whatever_words_they_print():
    pages = [page(DISCLOSURE, 90) for _ in range(5)]
    assert doctype.office_printed(pages)
    assert doctype.classify("\n".join(t for t, _ in DISCLOSURE) + "\nsubtotal", None, False,
                            doctype.office_printed(pages)) != "receipt"
    assert doctype.classify("\n".join(t for t, _ in DISCLOSURE) + "\nsubtotal") == "receipt"


def test_a_slip_of_several_pages_is_still_a_receipt():
    pages = [page(ITALIAN_SLIP, 32) for _ in range(3)]
    assert not doctype.office_printed(pages)
    assert not doctype.office_printed([page(DISCLOSURE, 90)] * 2)


def test_a_loans_own_disclosure_is_of_no_known_kind():
    text = "This form is a statement of final loan terms and closing costs.\nClosing Disclosure\n" + \
        "\n".join(f"{t} | {f or ''}" for t, f in DISCLOSURE) + "\nProperty Taxes | $4,100.00\nsubtotal"
    assert doctype.classify(text) == "other"
