"""Which document a question is about, over constructed libraries (real Store, real index, real
guards): a name the question says that a document prints as a party other than its sender (the
provider on a claim form, a payee) picks the documents printing it, said with or without a
person's title; a cover read as nothing does not hide the sender printed on the next page; a
field's usual kind of document is not a kind the question said; and a decline's nouns are
proper plurals."""
from __future__ import annotations

from datetime import date

from docq import money
from docq.answer.engine import AnswerContext, answer
from tests.answer_support import reread_agrees


def ctx_for(lib) -> AnswerContext:
    return AnswerContext(lib.cfg, lib.store, lib.index, reader=None, reread=reread_agrees, today=date(2026, 3, 1))


def test_several_policies_are_policies(lib):
    for name, issuer in (("granite-home.pdf", "Granite State Casualty"), ("evergreen-home.pdf", "Evergreen Mutual")):
        lib(name, [[issuer, "Homeowners Policy Declarations", "Dwelling | $300,000"]],
            doc_type="insurance-declarations", issuer=issuer, dates={"period_start": "2025-04-01"})
    a = answer("What is the flood premium on my homeowners policy?", ctx_for(lib))
    assert a.status == "declined" and "policies from" in a.text and "policys" not in a.text, a.text
