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


def claim(lib, name: str, issuer: str, provider: str, due: str) -> None:
    lib(name, [[issuer, "Statement of Services", f"Rendering Provider | {provider}", f"Amount Due | ${due}"]],
        doc_type="medical-bill", issuer=issuer, dates={"statement_date": "2024-05-02"},
        fields=[("amount_due", f"${due}", "Amount Due")])


def test_a_provider_said_with_a_title_picks_the_bill_printing_the_name(lib):
    # "Dr. Jane Doe" is printed "Jane Doe, MD": the bill she rendered, not another sender's
    claim(lib, "bayview-2024-05.pdf", "Bayview Clinic", "Jane Doe, MD", "140.00")
    claim(lib, "harbor-2024-05.pdf", "Harbor Hospital", "Omar Reyes, MD", "95.00")
    a = answer("What is the amount due on the bill from Dr. Jane Doe?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "140.00" and a.citations[0].document == "bayview-2024-05.pdf", a.text


def policy_pages(lines: list[str], cover_unread: bool) -> list[list[str]]:
    return [[], lines] if cover_unread else [lines]


def test_a_cover_read_as_nothing_does_not_hide_the_sender_on_the_next_page(lib):
    # the revised policy's cover (its letterhead) was not read; its next page prints the insurer
    lib("revised-2021.pdf", policy_pages(["Nationwide | Important Reminders from Nationwide",
                                          "Policy Period | Jan 19, 2021 - Jun 23, 2021",
                                          "Total Policy Premium | $1,709.56"], cover_unread=True),
        doc_type="insurance-declarations", dates={"period_start": "2021-01-19", "period_end": "2021-06-23"},
        fields=[("premium", "$1,709.56", "Total Policy Premium", 2)])
    lib("condo-2022.pdf", [["Nationwide", "Condominium Unitowners Policy Declarations",
                            "Policy Period | Mar 31, 2022 - Mar 31, 2023", "Total Policy Premium | $612.00"]],
        doc_type="insurance-declarations", issuer="Nationwide",
        dates={"period_start": "2022-03-31", "period_end": "2023-03-31"},
        fields=[("premium", "$612.00", "Total Policy Premium")])
    a = answer("What is the total policy premium on my Nationwide policy starting January 19, 2021?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1709.56" and a.citations[0].document == "revised-2021.pdf", a.text


def test_several_policies_are_policies(lib):
    for name, issuer in (("granite-home.pdf", "Granite State Casualty"), ("evergreen-home.pdf", "Evergreen Mutual")):
        lib(name, [[issuer, "Homeowners Policy Declarations", "Dwelling | $300,000"]],
            doc_type="insurance-declarations", issuer=issuer, dates={"period_start": "2025-04-01"})
    a = answer("What is the flood premium on my homeowners policy?", ctx_for(lib))
    assert a.status == "declined" and "policies from" in a.text and "policys" not in a.text, a.text
