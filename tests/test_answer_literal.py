"""The literal guard (answer/guards.py check_money): a figure is printed in its document's own
words, read where they stand on the line, not in the order a text layer happens to store
them (State Farm stores "Policy Premium $ 115" as "Policy", "Premium", "115", "$")."""
from __future__ import annotations

from datetime import date

from docq.answer import compose, guards
from docq.answer.candidates import Candidate
from docq.answer.library import Doc, DocPage
from docq.answer.parse import parse
from docq.records import Box, Sidecar, Word
from docq.review import reasons as R


def _premium_page(dollar_x: float) -> DocPage:
    words = [Word("Policy", Box(313.2, 371.8, 342.7, 385.8), 100.0, "text"),
             Word("Premium", Box(345.4, 371.8, 388.2, 385.8), 100.0, "text"),
             Word("115", Box(422.1, 371.9, 438.8, 385.3), 100.0, "text"),
             Word("$", Box(dollar_x, 371.9, dollar_x + 5.6, 385.3), 100.0, "text")]
    return DocPage(1, words, "Policy Premium | $ 115")


def _literal(page: DocPage, cfg) -> bool:
    doc = Doc(1, "renters.pdf", None, Sidecar(doc_type="insurance-declarations"))
    c = Candidate(doc, "premium", "money", "115.00", "rows", page=1, box=Box(415.1, 371.9, 438.8, 385.3),
                  label="Policy Premium", printed="$ 115")
    return R.NOT_LITERAL not in guards.check_money(c, [page], set(), False, cfg, None).reasons


def test_a_dollar_sign_stored_after_its_figure_still_prints_it_in_dollars(cfg):
    assert _literal(_premium_page(415.1), cfg)


def test_a_dollar_sign_elsewhere_on_the_line_is_not_the_figures(cfg):
    # "$" at the far left of the line: "115" stands alone, a number, not a dollar figure
    assert not _literal(_premium_page(100.0), cfg)


def _totale_page(gap: float) -> DocPage:
    # an Italian till's TOTALE 81,20 read as "8" and "1,20"
    words = [Word("TOTALE", Box(6.5, 203.0, 50.6, 212.6), 100.0, "rapidocr"),
             Word("8", Box(115.4, 202.1, 123.1, 211.2), 100.0, "rapidocr"),
             Word("1,20", Box(123.1 + gap, 201.8, 153.6 + gap, 211.2), 100.0, "rapidocr")]
    return DocPage(1, words, "TOTALE | 8 1,20")


def _totale_literal(page: DocPage, cfg) -> bool:
    doc = Doc(1, "tavolo.jpeg", None, Sidecar(doc_type="receipt"))
    c = Candidate(doc, "total", "money", "81.20", "rows", page=1, box=Box(115.4, 201.8, 155.0, 211.2),
                  label="TOTALE", printed="81,20")
    return R.NOT_LITERAL not in guards.check_money(c, [page], set(), False, cfg, None).reasons


def test_a_figure_cut_between_its_digits_touching_prints_the_figure(cfg):
    assert _totale_literal(_totale_page(1.4), cfg)


def test_a_digit_a_word_space_before_a_price_prints_no_larger_figure(cfg):
    assert not _totale_literal(_totale_page(6.0), cfg)


def _limit_page(between: bool) -> DocPage:
    # ACORD 80 prints "$" at its box's left edge, the limit entered at its right; its text
    # layer stores the form's own print (the "$") long after the entries
    words = [Word("PERSONAL", Box(22, 615, 53, 621), 100.0, "text"), Word("PROPERTY", Box(56, 615, 87, 621), 100.0, "text"),
             Word("983,150", Box(145, 614, 180, 624), 100.0, "text")]
    if between:
        words.append(Word("Limit", Box(124, 615, 140, 621), 100.0, "text"))
    words.append(Word("$", Box(119, 615, 122, 621), 100.0, "text"))
    return DocPage(1, words, "PERSONAL PROPERTY | $ | 983,150")


def _limit_literal(page: DocPage, cfg) -> bool:
    doc = Doc(1, "acord80.pdf", None, Sidecar(doc_type="insurance-declarations"))
    c = Candidate(doc, "coverage_limit", "money", "983150.00", "rows", page=1,
                  box=Box(119, 614, 180, 624), label="PERSONAL PROPERTY Limit", printed="$983,150")
    return R.NOT_LITERAL not in guards.check_money(c, [page], set(), False, cfg, None).reasons


def test_a_forms_dollar_sign_at_its_boxs_edge_makes_the_amount_a_figure(cfg):
    assert _limit_literal(_limit_page(between=False), cfg)


def test_a_word_between_the_dollar_sign_and_a_number_leaves_the_number_bare(cfg):
    assert not _limit_literal(_limit_page(between=True), cfg)


def test_a_figure_with_no_label_is_said_to_have_none():
    """A decline for a figure whose label says more than asked quoted its empty label: "the
    figure I found is labelled “”, which says more than you asked"."""
    doc = Doc(1, "travelers.pdf", None, Sidecar(doc_type="insurance-declarations", issuer="Travelers"))
    c = Candidate(doc, "coverage_limit", "money", "31.40", "rows", label="", printed="31.40", notes=["label Coverage"])
    a = compose.unmatched(parse("What is the Coverage A limit on my Travelers policy?", [], date(2026, 3, 1)), c, None, [])
    assert "“”" not in a.text and "no label" in a.text, a.text
