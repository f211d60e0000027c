"""Why a money answer was held for review: the reason codes, declared once.

The answer engine imports these constants when it holds a figure; the review queue stores
them and `docq review list/show` explains them. A code is a short stable string (it is
written to the store and to JSON output), its explanation is for the person deciding.
"""
from __future__ import annotations

NOT_LITERAL = "not-literal"              # the figure is not printed in the cited document's words
LABEL_DISAGREES = "label-disagrees"      # its row/box label is not the field that was asked
REREAD_DISAGREES = "reread-disagrees"    # a second reading of its pixels gave another text
LOW_CONFIDENCE = "low-confidence"        # the recogniser's confidence is under the floor
CONFLICTING = "conflicting"              # the document prints different values for the field
WRONG_PERIOD = "wrong-period"            # the document is not of the asked period / tax year
MODEL_ONLY = "model-only"                # only the model tier found it; no layout evidence
REREAD_UNAVAILABLE = "reread-unavailable"  # no second reader could look at the pixels
SOURCE_MISSING = "source-missing"        # the document's file is gone; its pixels cannot be re-read
NOT_LOCATED = "not-located"              # the figure's place on the page was not found
WORDS_UNGROUNDED = "words-ungrounded"    # a word of the question (or of the label) is not accounted for
IDENTIFIER_UNPRINTED = "identifier-unprinted"  # a number the question names a document by is not printed on it
WORD_UNKNOWN = "word-unknown"            # the figure's label says a word no table of meaning/ knows
PAGE_UNREAD = "page-unread"              # the document's page reads as mostly non-words (workers/legibility)

EXPLAIN: dict[str, str] = {
    NOT_LITERAL: "the figure is not printed literally in the cited document",
    LABEL_DISAGREES: "the label next to the figure is not the field asked about",
    REREAD_DISAGREES: "a second reading of the figure's pixels disagrees",
    LOW_CONFIDENCE: "the text recogniser was not confident reading it",
    CONFLICTING: "the document shows different values for this field",
    WRONG_PERIOD: "the document may be of another period or tax year",
    MODEL_ONLY: "only the language model found it; nothing in the layout confirms it",
    REREAD_UNAVAILABLE: "no second reader was available to re-read the figure",
    SOURCE_MISSING: "the document's file is no longer on disk to re-read",
    NOT_LOCATED: "the figure's place on the page was not found",
    WORDS_UNGROUNDED: "a word of the question is not printed with the figure or on the document",
    IDENTIFIER_UNPRINTED: "a number the question names a document by is not printed on the cited document",
    WORD_UNKNOWN: "the figure's label says a word whose meaning is not known, so it may be another figure",
    PAGE_UNREAD: "a page of the document could not be read (mostly non-words)",
}

ALL: tuple[str, ...] = tuple(EXPLAIN)


def explain(code: str) -> str:
    """A sentence for a code; an unknown code (from a newer version) is shown as itself."""
    return EXPLAIN.get(code, code)
