"""The literal guard (answer/guards.py check_money): a figure is printed in its document's own
words, read where they stand on the line, not in the order a text layer happens to store
them (State Farm stores "Policy Premium $ 115" as "Policy", "Premium", "115", "$")."""
from __future__ import annotations

from docq.answer import guards
from docq.answer.candidates import Candidate
from docq.answer.library import Doc, DocPage
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
