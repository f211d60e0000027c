"""Insurance policies as real issuers print them (docq/answer/lines.py, columns.py): a packet
that names its line of insurance only on the declarations page inside, a packet holding two
lines, a declarations table whose title below ends the table above. Constructed libraries
(real Store, real index, real guards)."""
from __future__ import annotations

from docq import money
from docq.answer import lines
from docq.answer.candidates import figure_labels
from docq.answer.engine import answer
from docq.answer.library import DocPage
from tests.test_answer_engine import ctx_for


def no_figure(a) -> bool:
    return a.amount is None and not money.MONEY_IN_ANSWER_RE.search(a.text)


def packet(lib):
    """A cover letter naming no line, a homeowners declarations page, then a personal
    umbrella addendum with its own figures (as Branch prints a home policy)."""
    lib("acme-home-2024.pdf", [
        ["Welcome to Acme Mutual", "Thank you for choosing us to protect what matters to you."],
        ["Homeowners Policy", "Declarations", "Policy Period 05/01/2024 to 05/01/2025",
         "Premium for Property Insured | $1,753.02", "Fees | $18.00", "Total Price | $2,106.73"],
        ["Personal Umbrella", "Policy Declarations", "Each Occurrence Limit | $1,000,000.00",
         "Umbrella Premium | $110.64"]],
        doc_type="insurance-declarations", issuer="Acme Mutual",
        dates={"period_start": "2024-05-01", "period_end": "2025-05-01"})


def test_the_line_of_insurance_is_read_from_the_section_the_figure_is_in(lib):
    packet(lib)
    a = answer("What is the total price of my Acme homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2106.73", a.text


def test_when_a_policy_took_effect_is_its_period(lib):
    packet(lib)
    for q in ("What is the total price of my Acme homeowners policy that took effect May 1, 2024?",
              "What is the total price of my Acme homeowners policy effective May 1, 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "2106.73", a.text


def test_another_lines_section_never_answers_for_this_line(lib):
    packet(lib)
    # the packet prints "Umbrella" beside a figure, but the total price is the homeowners page's
    a = answer("What is the total price of my Acme umbrella policy?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text
    a = answer("What is the total price of my Acme auto policy?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text


def test_a_section_title_names_one_line_and_runs_to_the_next():
    assert lines.title_words("Automobile") == {"automobile"}
    assert lines.title_words("Homeowners Renters Policy") == {"homeowners", "renters"}
    # a sentence naming several lines is body text, not a title
    assert lines.title_words("IMPORTANT INFORMATION ABOUT YOUR HOME OR PERSONAL AUTOMOBILE") == set()
    assert lines.title_words("Home or Auto Policy") == set()
    got = lines.sections([(1, ["Welcome"]), (2, ["Automobile", "Declarations"]), (3, ["DRIVERS"]),
                          (4, ["Personal Umbrella"])])
    assert got == {2: {"automobile"}, 3: {"automobile"}, 4: {"umbrella"}}


def test_a_title_under_a_table_ends_its_columns():
    page = DocPage(1, [], "\n".join([
        "DEDUCTIBLE | DEDUCTIBLE AMOUNTS", "Windstorm and Hail | $5,000.00",
        "TOTAL PRICE FOR THE POLICY PERIOD", "Premium for Property Insured | $1,753.02"]))
    labels = {label: raw for _, label, _, raw, _ in figure_labels([page])}
    assert labels.get("Windstorm and Hail Deductible") == "$5,000.00"
    assert "Premium for Property Insured Deductible" not in labels
    assert labels.get("Premium for Property Insured") == "$1,753.02"
