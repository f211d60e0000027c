"""Insurance policies as real issuers print them (docq/answer/lines.py, columns.py): a packet
that names its line of insurance only on the declarations page inside, a packet holding two
lines, a declarations table whose title below ends the table above. Constructed libraries
(real Store, real index, real guards)."""
from __future__ import annotations

from datetime import date
from json import dumps

from docq import money
from docq.answer import lines, rates, wording
from docq.answer.candidates import before_article, figure_labels
from docq.answer import engine
from docq.answer.engine import answer
from docq.answer.library import DocPage
from docq.answer.parse import parse
from docq.records import Box, Word
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


def tenant(lib):
    """A tenant policy's coverages table as Nationwide prints it: the deductible printed in the
    header, prose beside the rows, a deductible row under the Limits column."""
    lib("shield-tenant-2024.pdf", [["Shield Mutual", "Tenant Policy", "Thank you for insuring with us."], [
        "TENANT POLICY DECLARATIONS", "Policy Period 04/16/2024 to 04/16/2025",
        "Property Coverages | Limits Of Liability | Deductible: | $500 ALL PERILS",
        "COVERAGE-C-PERSONAL PROPERTY | $36,800 | Incase of a loss under Section | we",
        "Other Coverages | Limits of Liability",
        "Water Backup | $25,000", "Water Backup Deductible | $1,000",
        "PREMIUM SUMMARY", "POLICY PREMIUM | $245.67", "Annual Premium | $254.05"]],
        doc_type="insurance-declarations", issuer="Shield Mutual",
        dates={"period_start": "2024-04-16", "period_end": "2025-04-16"})


def test_a_coverage_is_read_by_its_row_and_its_column(lib):
    tenant(lib)
    a = answer("What personal property limit does my Shield tenant policy have?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "36800.00", a.text
    a = answer("What is the water backup limit on my Shield tenant policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "25000.00", a.text


def test_a_rows_own_concept_is_never_its_columns():
    page = DocPage(1, [], "\n".join(["Other Coverages | Limits of Liability", "Water Backup | $25,000",
                                     "Water Backup Deductible | $1,000"]))
    labels = {label: raw for _, label, _, raw, _ in figure_labels([page])}
    assert labels.get("Water Backup Limit") == "$25,000"
    assert "Water Backup Deductible Limit" not in labels and labels.get("Water Backup Deductible") == "$1,000"


def test_a_premium_printed_under_its_coverage_is_that_coverages():
    page = DocPage(1, [], "\n".join([
        "Coverage premiums, limits and deductibles",
        "Bodily injury liability | $25,000 each person", "Premium: $395 | $50,000 each accident",
        "Property damage liability | $25,000 each accident", "Premium: $130",
        "PREMIUM SUMMARY", "Premium: $525"]))
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([page])}
    assert ("Bodily injury liability Premium", "$395") in labels
    assert ("Property damage liability Premium", "$130") in labels
    # under a title that is no coverage, a bare "Premium" stays bare
    assert ("Premium:", "$525") in labels


def autos(lib):
    lib("root-auto-2024.pdf", [[
        "Root Insurance Co.", "Auto insurance policy declarations", "Policy Period 10/22/2024 to 04/22/2025",
        "Named insured | Vehicles", "Natalie Dominguez | 1999 Toyota Camry (4T1BG22K6XU861111)",
        "Property Damage Liability Premium | $130.00", "Collision Deductible | $500.00"]],
        doc_type="insurance-declarations", issuer="Root Insurance",
        dates={"period_start": "2024-10-22", "period_end": "2025-04-22"})
    lib("branch-auto-2024.pdf", [[
        "Branch Insurance Exchange", "Automobile Declarations", "Policy Period 03/15/2024 to 09/14/2024",
        "VEHICLE #1", "Model Year: 1998 | Description: JEEP CHEROKEE SPT",
        "Collision Deductible | $2,000.00", "VEHICLE #2", "Model Year: 2015 | Description: HONDA ODYSSEY TOU",
        "Collision Deductible | $500.00"]],
        doc_type="insurance-declarations", issuer="Branch Insurance Exchange",
        dates={"period_start": "2024-03-15", "period_end": "2024-09-14"})


def test_a_cars_year_and_make_are_neither_the_period_nor_the_issuer():
    q = parse("What is the collision deductible on my 1998 Jeep Cherokee under my Branch auto policy?",
              ["Branch Insurance Exchange"], date(2026, 3, 1))
    assert q.vehicle is not None and (q.vehicle.year, q.vehicle.make, q.vehicle.model) == (1998, "jeep", ("cherokee",))
    assert q.period is None and q.tax_year is None and "Jeep" not in (q.issuer_asked or "")
    assert parse("What is the premium on my Mercury Insurance policy?", [], date(2026, 3, 1)).vehicle is None


def test_a_vehicle_is_answered_only_from_a_policy_printing_it_or_from_its_own_block(lib):
    autos(lib)
    a = answer("How much is the property damage liability premium on my Root policy for the 1999 Toyota Camry?",
               ctx_for(lib))
    assert a.status == "answered" and a.amount == "130.00", a.text
    a = answer("How much is the property damage liability premium on my Root policy for the 2003 Toyota Camry?",
               ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text
    # the policy lists two cars, each with its collision deductible in its own block
    for car, want in (("1998 Jeep Cherokee", "2000.00"), ("Honda Odyssey", "500.00")):
        a = answer(f"What is the collision deductible on my {car} under my Branch auto policy?", ctx_for(lib))
        assert a.status == "answered" and a.amount == want, a.text
    # a car the policy does not list is no block's
    a = answer("What is the collision deductible on my 2015 Honda Civic under my Branch auto policy?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text


def test_a_vehicle_is_told_by_its_column_or_its_number(lib):
    """Dairyland prints each coverage's premium in a column per vehicle ("Vehicle 1 | Vehicle
    2") and names the cars in a table of vehicles numbered 1 and 2; Nationwide cuts the make
    in its schedule ("2016 Toyo Corolla L")."""
    from docq.answer import vehicles
    texts = ("Vehicle Level Coverages | Limits | Vehicle 1 | Vehicle 2\n"
             "Bodily Injury Liability | $30,000 Each Person | $161.44 | $159.74\n"
             "Policy Level Coverages | Limits | Deductible | Premium\nUninsured Motorist | $40.00",
             "Vehicle Information\n1 2000 | Dodge | DURANGO | 1B4HS28N8YF272222\n2 2011 | Kia | OPTIMA LX | KNAGM4A76B5667788")
    kia, dodge = vehicles.asked("my 2011 Kia Optima"), vehicles.asked("my 2000 Dodge Durango")
    label = "Bodily Injury Liability Vehicle 2"
    assert vehicles.of_figure(kia, texts, 0, "$159.74", label) is True
    assert vehicles.of_figure(dodge, texts, 0, "$159.74", label) is False
    assert vehicles.of_figure(kia, texts, 0, "$40.00", "Uninsured Motorist") is None
    schedule = ("2021 Suba Forester\nCollision | $ 179.13\n", "2016 Toyo Corolla L\nCollision | $ 305.72\n"
                "Policy Level Schedule of Coverages\nRoadside Assistance Plus | $ 21.00")
    corolla = vehicles.asked("the 2016 Toyota Corolla")
    assert not vehicles.unprinted(corolla, "\n".join(schedule))
    assert vehicles.others(corolla, "\n".join(schedule)) == ["Subaru Forester"]
    assert vehicles.of_figure(corolla, schedule, 1, "$ 305.72", "Collision") is True
    assert vehicles.of_figure(corolla, schedule, 0, "$ 179.13", "Collision") is False
    assert vehicles.of_figure(corolla, schedule, 1, "$ 21.00", "Roadside Assistance Plus") is None


def test_a_vehicles_coverage_is_read_from_its_own_schedule_by_column(lib):
    """Nationwide's schedule (realdocs-dev), one page a vehicle: each coverage's limit printed
    with its dollar sign apart from the amount, the deductible as the loss paid "Less $500",
    the premium in its own column. Asked in a person's words ("what am I paying for")."""
    from tests.answer_support import placed_page
    caps = [(41, "Coverages"), (228, "Limits of Liability"), (506, "Premium")]
    pages = [placed_page([(41, "Your Policy Declarations")], [(41, "Nationwide Auto Policy")], [(41, car)], caps,
                         [(41, "Personal Injury Protection"), (228, "$"), (244, "50,000"), (385, "Less A $ 200"),
                          (496, "$ 80.61")], [(385, "Deductible")],
                         [(41, "Collision"), (228, "Actual Cash Value Less $"), (357, deductible), (496, premium)],
                         [(41, "Total for this Vehicle")], top=80.0)
             for car, deductible, premium in (("2021 Suba Forester", "500", "$ 179.13"),
                                              ("2016 Toyo Corolla L", "1,000", "$ 305.72"))]
    pages.insert(0, placed_page([(41, "Premium Summary and Other Charges")], [(41, "2021 Subaru Forester"), (496, "$ 727.49")],
                                [(41, "2016 Toyota Corolla L"), (496, "$ 1,088.05")], top=80.0))
    lib("nationwide-auto-2021.pdf", [p.text.splitlines() for p in pages], placed=[p.words for p in pages],
        doc_type="insurance-declarations", issuer="Nationwide",
        dates={"period_start": "2021-01-19", "period_end": "2021-06-23"})
    a = answer("What's the collision deductible on my 2021 Subaru Forester with Nationwide?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "500.00", a.text
    a = answer("How much am I paying for collision on the 2016 Toyota Corolla under my Nationwide auto policy?",
               ctx_for(lib))
    assert a.status == "answered" and a.amount == "305.72", a.text
    # a figure of the other car's schedule is never the one asked
    a = answer("What's the collision deductible on my 2016 Toyota Corolla with Nationwide?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1000.00", a.text


def test_a_coverages_figure_counted_per_accident_is_its_limit(lib):
    """Root prints its limits with no column saying so, each figure counted per person or per
    accident ("Bodily injury liability | $25,000 each person"): that is what a limit is."""
    lib("root-auto-2021.pdf", [["Root Insurance Co.", "Auto insurance policy initial declarations",
                                "Coverage premiums, limits and deductibles",
                                "Bodily injury liability | $25,000 each person",
                                "Premium: $395 | $50,000 each accident",
                                "Property damage liability | $25,000 each accident", "Premium: $130"]],
        doc_type="insurance-declarations", issuer="Root Insurance",
        dates={"period_start": "2021-10-22", "period_end": "2022-04-22"})
    for q, want in (("What is the bodily injury limit per accident on my Root auto policy?", "50000.00"),
                    ("What's the bodily injury limit per person on my Root policy?", "25000.00"),
                    ("What's the most my Root auto policy pays for bodily injury in one accident?", "50000.00")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    # ...never its premium or a deductible, and never one half of a split limit for the whole
    for q in ("What is the bodily injury deductible per accident on my Root policy?",
              "What is the bodily injury limit on my Root policy?"):
        a = answer(q, ctx_for(lib))
        assert no_figure(a), (q, a.text)


def renters(lib, address: str | None = None):
    """A renters policy as State Farm prints it: its type in a labelled cell, a yearly premium
    with no word of how often, and "12 months" in its renewal notice."""
    lib("farmstead-renters-2024.pdf", [[
        "DECLARATIONS", "Farmstead Fire and Casualty Company", "Policy Period 08/01/2024 to 08/01/2025",
        "12 months Policy Period | Automatic Renewal If the Policy Period is shown as 12 months",
        "Policy Type | Renters", "Limit of Liability Section 1 | Personal Property $10,400",
        "Policy Premium | $115.00"]],
        doc_type="insurance-declarations", issuer="Farmstead Fire and Casualty",
        dates={"period_start": "2024-08-01", "period_end": "2025-08-01"}, address=address)


def test_the_line_a_policy_says_it_is_grounds_the_question(lib):
    renters(lib)
    a = answer("What is the policy premium on my Farmstead renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "115.00", a.text
    assert lines.declared("Policy Type | Renters") == {"renters"}
    assert lines.declared("Line of Business: Personal Auto") == {"auto"}
    assert lines.declared("Policy Type | Special Form 3") == set()


def test_a_policy_forms_title_alone_on_its_line_says_its_line():
    # State Farm's renewal prints "Homeowners Basic Policy" under its header block, no type label
    page = "RENEWAL DECLARATIONS\nHomeowners Basic Policy\nTotal Premium | $1,888.00"
    assert lines.declared(page) == {"homeowners"}
    # a title in a sentence, or two titles of two kinds, say nothing
    assert lines.declared("Your policy consists of these Declarations and the Homeowners Basic Policy") == set()
    assert lines.declared("Homeowners Policy\nRenters Policy") == set()


def test_a_rate_asked_is_grounded_by_the_figures_label_or_the_documents_period_only(lib):
    # a word printed elsewhere ("12 months" in a renewal notice, an address read from it) never
    # makes a yearly premium a monthly one
    renters(lib, address="12 months, this policy will be renewed")
    for q in ("What is the premium per month on my Farmstead renters policy?",
              "How much is my Farmstead renters premium a month?",
              "What is my monthly premium on my Farmstead renters policy?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "declined" and no_figure(a), (q, a.text)
    # the document's own period (a year) grounds "yearly"
    a = answer("What is the yearly premium on my Farmstead renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "115.00", a.text


def test_a_premium_for_six_months_is_never_the_annual_or_the_monthly_one(lib):
    # a six-month auto term whose label says so (USAA prints "6 MONTH PREMIUM")
    lib("granite-auto-2024.pdf", [[
        "Granite Mutual", "Auto Policy Declarations", "Policy Period 08/07/2024 to 02/07/2025",
        "6 MONTH PREMIUM | $493.45", "ANNUAL MILEAGE DISCOUNT | $12.00"]],
        doc_type="insurance-declarations", issuer="Granite Mutual",
        dates={"period_start": "2024-08-07", "period_end": "2025-02-07"})
    for q in ("What is my annual premium on my Granite auto policy?",
              "How much is my Granite auto premium per month?",
              "What is my yearly Granite auto premium?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "declined" and no_figure(a), (q, a.text)
    for q in ("What is the six-month premium on my Granite auto policy?",
              "What is the premium on my Granite auto policy?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "493.45", (q, a.text)


def test_a_label_that_says_its_rate_decides_over_the_documents_period(lib):
    # a yearly policy printing its premium per month: the year's term never makes it annual
    lib("toggle-renters-2024.pdf", [[
        "Cedar Renters Declarations Page", "Policy Period 09/24/2024 to 09/24/2025",
        "Monthly Premium | $29.25"]],
        doc_type="insurance-declarations", issuer="Cedar Insurance",
        dates={"period_start": "2024-09-24", "period_end": "2025-09-24"})
    a = answer("What is the annual premium on my Cedar renters policy?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text
    a = answer("What is the monthly premium on my Cedar renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "29.25", a.text


def test_rates_are_said_in_months():
    assert [m for _, m in rates.said("How much do I pay per month, or a year, or six-month?")] == [1, 12, 6]
    assert rates.of_label("6 MONTH PREMIUM") == {6}
    assert rates.of_label("Total Six-Month Policy Premium") == {6}
    assert rates.of_label("Annual Limit of") == {12}
    assert rates.of_label("Policy Premium") == set()
    assert rates.said("a year ago") == []
    assert rates.of_period("2024-08-07", "2025-02-07") == {6}
    assert rates.of_period("2024-03-01", "2024-03-31") == {1}


def test_a_rate_printed_after_a_figure_is_part_of_its_label(lib):
    # a renters policy for a year that prints its premium per month
    lib("lemon-renters-2024.pdf", [[
        "Lemon Insurance", "Renters Declarations Page", "Policy Period 05/01/2024 to 05/01/2025",
        "Policy Premium | $29.25 /month", "Personal Property Limit | $20,000"]],
        doc_type="insurance-declarations", issuer="Lemon Insurance",
        dates={"period_start": "2024-05-01", "period_end": "2025-05-01"})
    for q in ("How much do I pay per month for my Lemon renters insurance?",
              "What is my monthly premium on my Lemon renters policy?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "29.25", (q, a.text)
    for q in ("How much do I pay a year for my Lemon renters insurance?",
              "What is the annual premium on my Lemon renters policy?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "declined" and no_figure(a), (q, a.text)
    labels = [label for _, label, _, _, _ in figure_labels([DocPage(1, [], "premium of $66.92 per month, and unless")])]
    assert labels == ["premium of per month"]


def test_a_premium_the_sidecar_read_without_the_rate_its_row_prints_is_that_rates(lib):
    """Toggle's "Policy Premium" over "$29.25" over "/month" was read by the extractor as the
    policy's premium, and "how much is my Toggle renters premium" stated $29.25 for a policy
    costing $351.00 a year. The row prints the rate; the figure is the monthly premium."""
    lib("lemon-renters-2024.pdf", [[
        "Lemon Insurance", "Renters Declarations Page", "Policy Period 05/01/2024 to 05/01/2025",
        "Policy Premium | $29.25 /month", "Personal Property Limit | $20,000"]],
        doc_type="insurance-declarations", issuer="Lemon Insurance",
        dates={"period_start": "2024-05-01", "period_end": "2025-05-01"},
        fields=[("premium", "$29.25", "Policy Premium")])
    a = answer("How much is my Lemon renters premium?", ctx_for(lib))
    assert a.status != "answered" and no_figure(a), a.text
    monthly = answer("What is my monthly premium on my Lemon renters policy?", ctx_for(lib))
    assert monthly.amount == "29.25", monthly.text

def _stacked(*words: tuple[str, float, float, float]) -> list[Word]:
    """Words at (text, left, top, height), each 6 points a letter wide."""
    return [Word(t, Box(x, y, x + 6 * len(t), y + h), 96.0, "text") for t, x, y, h in words]


def test_a_rate_printed_alone_under_its_figure_is_the_figures():
    # Toggle prints "Policy Premium" over a large "$29.25" over "/month", and "Policy Period"
    # with its dates in the left column: the rows rebuilt from it set "/month" beside "Policy
    # Period", but it stands under the figure, and says how often the premium recurs
    text = "\n".join(["Policy Premium | $29.25", "Policy Period | /month", "Personal liability | $300,000"])
    column = _stacked(("Policy", 60, 224, 8), ("Period", 98, 224, 8), ("Policy", 520, 198, 8),
                      ("Premium", 558, 198, 8), ("$29.25", 517, 207, 18), ("/month", 543, 224, 9),
                      ("Personal", 60, 260, 8), ("liability", 114, 260, 8), ("$300,000", 517, 260, 8))
    labels = {label: raw for _, label, _, raw, _ in figure_labels([DocPage(1, column, text)])}
    assert labels["Policy Premium /month"] == "$29.25"
    assert rates.of_label("Policy Premium /month") == {1}
    # the same words with "/month" under the left column's label, not under the figure: no rate
    beside = _stacked(*[(t, 60 if t == "/month" else x, y, h) for t, x, y, h in
                        [("Policy", 60, 224, 8), ("Period", 98, 224, 8), ("Policy", 520, 198, 8),
                         ("Premium", 558, 198, 8), ("$29.25", 517, 207, 18), ("/month", 543, 224, 9)]])
    labels = {label: raw for _, label, _, raw, _ in figure_labels([DocPage(1, beside, text)])}
    assert labels["Policy Premium"] == "$29.25" and "Policy Premium /month" not in labels
    # nor a rate two lines down, under another figure of the column
    far = _stacked(("Policy", 520, 198, 8), ("Premium", 558, 198, 8), ("$29.25", 517, 207, 18),
                   ("$300,000", 517, 228, 8), ("/month", 543, 250, 9))
    labels = {label: raw for _, label, _, raw, _ in figure_labels([DocPage(1, far, "\n".join([
        "Policy Premium | $29.25", "Personal liability | $300,000", "Policy Period | /month"]))])}
    assert labels["Policy Premium"] == "$29.25" and "Personal liability /month" not in labels


def test_a_figure_with_its_rate_glued_on_is_read_and_located(lib):
    # "$20,000/year." is one word on the page: the figure is what is printed before the slash
    lib("lemon-pet-2024.pdf", [[
        "Lemon Pet Insurance", "Your pet policy", "Policy Period 05/01/2024 to 05/01/2025",
        "Annual Limit of $20,000/year. There's also an Annual $250 Deductible."]],
        doc_type="insurance-declarations", issuer="Lemon Insurance",
        dates={"period_start": "2024-05-01", "period_end": "2025-05-01"})
    a = answer("What is the annual limit on my Lemon pet policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "20000.00", a.text


def test_a_sentences_second_figure_is_labelled_by_its_own_words():
    # Lemonade's policy says its limit and its deductible in one sentence: the deductible is
    # never the annual limit because the sentence began with the limit's words
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([DocPage(1, [], "\n".join([
        "Annual Limit of $20,000/year. There's also an Annual $250 Deductible",
        "Interest Paid 614.75 Ending Balance 182,536.15",
        "Bodily Injury Liability $100,000 each person / $300,000 each accident"]))])}
    assert ("Annual Limit of /year", "$20,000") in labels
    assert not any(raw == "$250" and "Limit" in label for label, raw in labels)
    assert ("Ending Balance", "182,536.15") in labels and ("Interest Paid", "614.75") in labels
    # only the first figure's unit between the two: the row's words are both figures'
    assert {("Bodily Injury Liability each person", "$100,000"),
            ("Bodily Injury Liability each accident", "$300,000")} <= labels


def test_what_a_cell_prints_after_its_figure_says_what_the_figure_is(lib):
    # a deductible printed in the Limits column ("$500 deductible") is the deductible, never the
    # limit; "each person" and "each accident" tell a split limit's two figures apart
    lib("granite-auto-2024.pdf", [[
        "Granite Mutual", "Auto Policy Declarations", "Policy Period 08/07/2024 to 08/07/2025",
        "Coverage | Limits | Premium",
        "Bodily Injury Liability | $100,000 each person / $300,000 each accident | $412.00",
        "Collision | $500 deductible | $388.00",
        "Total Annual Premium | $1,010.00"]],
        doc_type="insurance-declarations", issuer="Granite Mutual",
        dates={"period_start": "2024-08-07", "period_end": "2025-08-07"})
    a = answer("What is my collision limit on my Granite auto policy?", ctx_for(lib))
    assert a.status == "declined" and no_figure(a), a.text
    a = answer("What is my collision deductible on my Granite auto policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "500.00", a.text
    a = answer("What is my bodily injury limit on my Granite auto policy?", ctx_for(lib))
    assert no_figure(a), a.text
    labels = {label for _, label, _, _, _ in figure_labels([DocPage(1, [], "\n".join([
        "Coverage | Limits | Premium",
        "Bodily Injury Liability | $100,000 each person / $300,000 each accident | $412.00",
        "Collision | $500 deductible | $388.00"]))])}
    assert {"Bodily Injury Liability Limit each person", "Bodily Injury Liability Limit each accident",
            "Collision Deductible", "Collision Premium"} <= labels


def test_a_heading_that_names_its_rows_labels_each_figure_of_its_list():
    page = DocPage(1, [], "Deductibles:\nHURRICANE: | 2% - $6560\nALL OTHER COVERED PERILS: | $2500\n"
                         "Account Summary:\nPrevious Balance: | $50.00")
    labels = {raw: label for _, label, _, raw, _ in figure_labels([page])}
    assert labels["$6560"].startswith("Deductibles HURRICANE")
    assert labels["$2500"].startswith("Deductibles ALL OTHER COVERED PERILS")
    # a heading naming a part of the page says nothing of what its rows' figures are
    assert labels["$50.00"] == "Previous Balance:"


def test_a_vehicles_coverage_table_is_read_by_row_and_column_and_a_question_naming_no_car_declines(lib):
    """Branch prints each vehicle's coverages under its own heading, a Limit column between the
    coverage and its deductible: the limit's words ("Actual Cash Value") are not the row's label."""
    page = DocPage(1, [], "\n".join([
        "Coverages for Vehicle | Limit | Deductible | Premium",
        "Collision Coverage | Actual Cash Value | $500.00 | $29.00"]))
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([page])}
    assert ("Collision Coverage Deductible", "$500.00") in labels
    assert ("Collision Coverage Premium", "$29.00") in labels
    # a group's caption before the coverage keeps the coverage's words: the header is not the row's
    page = DocPage(1, [], "Coverage | Limit | Premium\nSECTION II: | E. Personal Liability | $300,000")
    assert {label for _, label, _, _, _ in figure_labels([page])} == {"SECTION II: E. Personal Liability Premium"}
    lib("branch-auto-2024.pdf", [[
        "Branch Insurance Exchange", "Automobile Declarations", "Policy Period 03/15/2024 to 09/14/2024",
        "VEHICLE #1", "Model Year: 1998 | Description: JEEP CHEROKEE SPT",
        "Coverages for Vehicle | Limit | Deductible | Premium",
        "Collision Coverage | Actual Cash Value | $2,000.00 | $5.00",
        "VEHICLE #2", "Model Year: 2015 | Description: HONDA ODYSSEY TOU",
        "Coverages for Vehicle | Limit | Deductible | Premium",
        "Collision Coverage | Actual Cash Value | $500.00 | $29.00"]],
        doc_type="insurance-declarations", issuer="Branch Insurance Exchange",
        dates={"period_start": "2024-03-15", "period_end": "2024-09-14"})
    a = answer("What is the collision deductible on my 2015 Honda Odyssey under my Branch auto policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "500.00", a.text
    a = answer("What is the collision premium on my 1998 Jeep Cherokee under my Branch auto policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5.00", a.text
    # which car's, the question does not say: no figure
    a = answer("What is the collision deductible on my Branch auto policy?", ctx_for(lib))
    assert no_figure(a) and a.status == "declined", a.text


def state_farm_renters(lib):
    """A renters declarations page as State Farm prints it: each limit printed before the
    coverage it is for, under a heading naming the list's concept; the insurer's name begins
    with "State"."""
    lib("state-harvest-renters-2024.pdf", [[
        "DECLARATIONS", "State Harvest Fire and Casualty Company", "A Stock Company with Home Offices in Bloomington",
        "Policy Period 08/01/2024 to 08/01/2025", "Limit of Liability - Section 1 | required by law.", "$10,400 | Personal Property",
        "Deductibles - Section I $1,000", "Limit of Liability - Section 2",
        "$100,000 | Personal Liability | deductible will be applied per occurrence and will be",
        "$5,000 | Medical Payments to Others | deducted from the amount of the loss.",
        "Policy Type | Renters | Earthquake:", "Policy Premium | $ 115"]],
        doc_type="insurance-declarations", issuer="State Harvest Fire and Casualty",
        dates={"period_start": "2024-08-01", "period_end": "2025-08-01"})


def test_a_figure_printed_before_its_coverage_is_read_under_its_lists_heading():
    page = DocPage(1, [], "\n".join([
        "Limit of Liability - Section 1 | required by law.", "$10,400 | Personal Property",
        "Deductibles - Section I $1,000", "$2,000 | Not a limit: the list ended above",
        "Limit of Liability - Section 2", "$100,000 | Personal Liability | deductible will be applied per"]))
    labels = {raw: label for _, label, _, raw, _ in figure_labels([page])}
    assert labels["$10,400"] == "Personal Property Limit"
    assert labels["$100,000"] == "Personal Liability Limit"
    assert labels["$1,000"] == "Deductibles - Section I"
    # a row labelled the ordinary way ends the list: what follows is no limit
    assert "Limit" not in labels["$2,000"]


def test_a_coverages_limit_printed_first_answers_and_the_insurers_name_is_no_qualifier(lib):
    state_farm_renters(lib)
    a = answer("What personal property limit is on my State Harvest renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "10400.00", a.text
    a = answer("What is the personal liability limit on my State Harvest renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "100000.00", a.text
    # a policy that says it is a renters policy is no homeowners policy, though "Home" is printed on it
    a = answer("What is the policy premium on my State Harvest renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "115.00", a.text
    a = answer("What is the policy premium on my State Harvest homeowners policy?", ctx_for(lib))
    assert no_figure(a), a.text
    # the state a tax is for is still a qualifier when no insurer's name says it
    a = answer("What state personal property limit is on my State Harvest renters policy?", ctx_for(lib))
    assert no_figure(a), a.text


def homesite(lib):
    """Two policies of one insurer whose titles name neither kind: the renters one is written on
    the renters form (HO 00 04), the homeowners one on the special form (HO 00 03); both print
    the insurer's boilerplate naming homeowners, renters and condominium insurance."""
    boiler = "A provider of homeowners, renters and condominium insurance."
    lib("acme-advantage-renters-2024.pdf", [
        ["Acme Home Advantage", "Welcome to your homeowners insurance policy.", boiler],
        ["Acme Home Advantage", "New Business Declarations", "Policy Period 03/03/2024 to 03/03/2025",
         "Coverage | Limit | Premium", "Coverage C - Personal Property | $10,000 | $58.00",
         "Coverage E - Personal Liability | $100,000 | $56.00", "Total | $125.00",
         "Contents Broad Form (HO 00 04 0511)", "HO 04 14 0511 Special Computer Coverage | $24.00"]],
        doc_type="insurance-declarations", issuer="Acme Home Advantage",
        dates={"period_start": "2024-03-03", "period_end": "2025-03-03"})
    lib("acme-advantage-home-2024.pdf", [
        ["Acme Home Advantage", "Welcome to your homeowners insurance policy.", boiler],
        ["Acme Home Advantage", "Renewal Declarations", "Policy Period 07/01/2024 to 07/01/2025",
         "Coverage | Limit | Premium", "Coverage A - Dwelling | $475,000 | $610.00",
         "Coverage C - Personal Property | $142,500 | $120.00", "Total | $1,020.00",
         "Special Form (HO 00 03 0511)"]],
        doc_type="insurance-declarations", issuer="Acme Home Advantage",
        dates={"period_start": "2024-07-01", "period_end": "2025-07-01"})


def test_the_form_a_property_policy_is_written_on_says_its_kind(lib):
    assert lines.form_words("Contents Broad Form (HO 00 04 0511)") == {"renters", "tenant"}
    assert lines.form_words("Homeowners Policy, HO-4 WA (11-06)") == {"renters", "tenant"}
    assert lines.form_words("Special Form (HO 00 03 0511)") == {"homeowners"}
    # an endorsement's number is no form; forms of two kinds say none
    assert lines.form_words("HO 04 14 0511 Special Computer Coverage") == set()
    assert lines.form_words("HO 00 03 and HO 00 04 compared") == set()
    assert lines.form_words("Mobile Home Form HO-7") == set()
    homesite(lib)
    a = answer("What is the personal property limit on my Acme renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "10000.00", a.text
    a = answer("What is the personal property limit on my Acme homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "142500.00", a.text
    # the homeowners policy prints "renters" only in its insurer's boilerplate: never a renters policy
    a = answer("What is the personal property limit on my Acme renters policy for July 2024?", ctx_for(lib))
    assert no_figure(a), a.text


def test_what_a_coverage_costs_is_its_premium_never_its_limit(lib):
    # "coverage" names the row ("collision coverage"); "cost" asks what the policy charges for it
    lib("usaa-auto-2024.pdf", [[
        "USAA Casualty Insurance Company", "Auto Policy Renewal Declarations",
        "Policy Period 08/07/2024 to 02/07/2025",
        "Collision Coverage Limit | $25,000.00", "Collision Coverage Premium | $199.96",
        "Comprehensive Coverage Premium | $60.22"]],
        doc_type="insurance-declarations", issuer="USAA Casualty Insurance",
        dates={"period_start": "2024-08-07", "period_end": "2025-02-07"})
    a = answer("How much does collision coverage cost on my USAA auto policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "199.96", a.text


def test_a_coverage_asked_is_never_the_policys_total_nor_what_it_pays_out(lib):
    """"The dwelling premium" is Coverage A's, never the policy's total: on the engine this began
    from "dwelling" was grounded by the title of a home policy ("home" is the dwelling), and
    the total premium was stated. "Coverage A" is said with a letter any article is, and "how
    much do I pay for" a coverage, or what it costs, is never its limit."""
    homesite(lib)
    lib("farmers-home-2024.pdf", [["Home Insurance Renewal", "Your Farmers Policy", "Property Insured",
                                   "Policy Period 08/31/2024 to 08/31/2025", "Policy Premium | $543.90",
                                   "Coverages | Limits", "Coverage A - Dwelling | $398,000",
                                   "Coverage C - Personal Property | $199,000"]],
        doc_type="insurance-declarations", issuer="Farmers",
        dates={"period_start": "2024-08-31", "period_end": "2025-08-31"})
    ctx = ctx_for(lib)
    for q, never in (("What is the dwelling premium on my Farmers policy?", ("543.90", "398000.00")),
                     ("What is the dwelling premium on my Acme homeowners policy?", ("1020.00", "475000.00")),
                     ("How much do I pay for Coverage A on my Acme homeowners policy?", ("1020.00", "475000.00")),
                     ("How much does my Farmers dwelling coverage cost?", ("543.90", "398000.00")),
                     ("How much is Coverage C on my Farmers policy?", ("398000.00", "543.90"))):
        a = answer(q, ctx)
        assert a.amount not in never, (q, a.text)
    a = answer("What is the Coverage A limit on my Acme homeowners policy?", ctx)
    assert a.status == "answered" and a.amount == "475000.00", a.text
    a = answer("What is the premium on my Farmers homeowners policy?", ctx)
    assert a.status == "answered" and a.amount == "543.90", a.text
    # ...while a policy whose title says the coverage itself is of it whole
    lib("aspen-umbrella-2023.pdf", [["Aspenwater Indemnity Co.", "Personal Umbrella Liability Policy",
                                     "Declarations Page", "Named Insured | Policy No. | PUP 259598",
                                     "PRIYA HADDAD", "Policy Period May 1, 2023 to May 1, 2024",
                                     "1214 HEMLOCK CT", "BEND OR 97723", "Coverages and Limits",
                                     "Each Occurrence Limit | Self-Insured Retention | Total Annual Premium",
                                     "Coverages and Limits Each Occurrence Limit | $3,000,000.00",
                                     "Self-Insured Retention | $1,000.00", "Total Annual Premium | $328.83"]],
        doc_type="insurance-declarations", issuer="Aspenwater Indemnity",
        dates={"period_start": "2023-05-01", "period_end": "2024-05-01"})
    a = answer("What's the liability limit on my umbrella policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "3000000.00", a.text


def test_a_homeowners_question_is_never_answered_from_a_renters_policy(lib):
    """A policy that says it is a renters policy ("Policy Type | Renters", the renters form HO 00
    04) answers no homeowners question, the kind said before any noun ("my homeowners premium")
    or its sections' titles a home's brand ("Progressive Home Advantage"). On the engine this began from "What
    is my homeowners premium for 2024?" stated the renters policy's $115: "homeowners" was read
    as a plain word, grounded by "Home Offices" through "home"."""
    state_farm_renters(lib)
    ctx = ctx_for(lib)
    for q in ("What is my homeowners premium for 2024?", "What is my homeowners deductible for 2024?",
              "What was my homeowners personal liability limit in 2024?"):
        a = answer(q, ctx)
        assert a.amount not in ("115.00", "1000.00", "100000.00"), (q, a.text)
    a = answer("What is my State Harvest renters premium for 2024?", ctx)
    assert a.status == "answered" and a.amount == "115.00", a.text


def test_a_row_of_entries_under_a_header_is_the_tables_not_its_captions():
    # "Not Purchased | N/A | Not Purchased" is the comprehensive row's, not a new header over the
    # collision row: its $2,000.00 is the Deductible column's
    page = DocPage(1, [], "\n".join([
        "Coverages for Vehicle | Limit | Deductible | Premium",
        "Comprehensive Coverage | Not Purchased | N/A | Not Purchased",
        "Collision Coverage | Actual Cash Value | $2,000.00 | $5.00"]))
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([page])}
    assert ("Collision Coverage Deductible", "$2,000.00") in labels
    assert ("Collision Coverage Premium", "$5.00") in labels


def test_a_vehicle_selects_the_policy_printing_it_among_its_insurers_newer_ones(lib):
    lib("shore-auto-2021.pdf", [[
        "Shoreline Mutual", "Auto Policy Declarations", "Policy Period 01/19/2021 to 06/23/2021",
        "Premium Summary", "2016 Toyota Corolla L | $ 1,088.05", "Total Policy Premium | $ 1,088.05"]],
        doc_type="insurance-declarations", issuer="Shoreline Mutual",
        dates={"period_start": "2021-01-19", "period_end": "2021-06-23"})
    lib("shore-condo-2022.pdf", [[
        "Shoreline Mutual", "Condominium Policy Declarations", "Policy Period 03/31/2022 to 03/31/2023",
        "Total Policy Premium | $ 412.00"]],
        doc_type="insurance-declarations", issuer="Shoreline Mutual",
        dates={"period_start": "2022-03-31", "period_end": "2023-03-31"})
    a = answer("How much is the premium for the 2016 Toyota Corolla on my Shoreline policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1088.05", a.text


def deductible_table(lib):
    """A homeowners renewal whose deductible is named only by its column's header, its row
    saying it applies to every covered loss (as Farmers prints it)."""
    lib("harbor-home-2024.pdf", [
        ["Homeowners Declarations", "Policy Period 08/31/2024 to 08/31/2025", "Policy Premium | $543.90",
         "Coverage A - Dwelling | $398,000"],
        ["Deductible", "Type of Loss | Deductible", "Applicable to each covered loss | $2,500",
         "Discounts Applied to Policy", "Total Discount Savings | $443.16"]],
        doc_type="insurance-declarations", issuer="Harbor Mutual",
        dates={"period_start": "2024-08-31", "period_end": "2025-08-31"})


def test_a_figure_named_only_by_its_columns_header_answers_for_that_concept(lib):
    deductible_table(lib)
    a = answer("What is the deductible on my Harbor homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2500.00", a.text
    # the column says deductible: it is never the premium, nor a peril's own deductible
    a = answer("What is the premium on my Harbor homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "543.90", a.text
    a = answer("What is the wind deductible on my Harbor homeowners policy?", ctx_for(lib))
    assert no_figure(a), a.text


def test_a_caption_and_its_value_before_a_figures_caption_are_not_its_label(lib):
    # a pet policy prints the pet's details in a column beside its premiums: "SEX: M" is no
    # part of what the wellness endorsement costs
    page = DocPage(1, [], "\n".join(["SEX: M | WELLNESS ENDORSEMENT: | $168.00",
                                     "AGE: 3 | TOTAL COST OF POLICY: | $801.91"]))
    labels = {raw: label for _, label, _, raw, _ in figure_labels([page])}
    assert labels == {"$168.00": "WELLNESS ENDORSEMENT:", "$801.91": "TOTAL COST OF POLICY:"}
    lib("paws-pet-2022.pdf", [["Pet Insurance Declarations", "Policy Period 02/27/2022 to 02/27/2023",
                               "PET NAME: Baci | BASE PREMIUM: | $633.91",
                               "SEX: M | WELLNESS ENDORSEMENT: | $168.00",
                               "AGE: 3 | TOTAL COST OF POLICY: | $801.91"]],
        doc_type="insurance-declarations", issuer="Paws Mutual",
        dates={"period_start": "2022-02-27", "period_end": "2023-02-27"})
    a = answer("How much does the wellness endorsement add to my Paws pet policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "168.00", a.text


def two_asi_policies(lib):
    """One company's two policies under two names (as ASI prints them): a homeowners policy
    from "American Strategic Insurance" and a renters policy from "ASI Home Insurance", titled
    "Homeowners Declarations", that says it is a renters policy only in its list of forms, and
    prints its coverages under a group's caption ("SECTION I:")."""
    lib("asi-home-2021.pdf", [[
        "American Strategic Insurance", "Homeowners Declarations", "Policy Period 08/03/2021 to 08/03/2022",
        "Coverages and Limits of Liability | Limit | Premium",
        "SECTION I: | A. Dwelling | $250,000 | 420.00", "C. Personal Property | $125,000 | 180.00",
        "Total Policy Premium: | $693.00"]],
        doc_type="insurance-declarations", issuer="American Strategic Insurance",
        dates={"period_start": "2021-08-03", "period_end": "2022-08-03"})
    lib("asi-renters-2021.pdf", [[
        "ASI Home Insurance", "Homeowners Declarations", "Policy Period 03/31/2021 to 03/31/2022",
        "Total Policy Premium: | $141.28",
        "Coverages and Limits of Liability | Limit | Premium",
        "SECTION I: | C. Personal Property | $15,000 | 96.68", "D. Loss of Use | $6,000 | Included",
        "Other Coverages And Endorsements | Form Number",
        "Renters Protection Policy | ASI HOR GA 12 16"]],
        doc_type="insurance-declarations", issuer="ASI Home Insurance",
        dates={"period_start": "2021-03-31", "period_end": "2022-03-31"})


def test_a_coverages_part_of_the_premium_on_a_policy_that_names_its_line_by_its_form(lib):
    two_asi_policies(lib)
    for q in ("How much of my ASI renters premium is for personal property coverage?",
              "What is the personal property premium on my ASI renters policy?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == "96.68", (q, a.text)
    # the homeowners policy's own figure, never the renters one's
    a = answer("What is the personal property premium on my American Strategic homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "180.00", a.text


def test_a_forms_title_beside_its_form_number_says_its_line():
    assert lines.declared("Other Coverages And Endorsements | Form Number\n"
                          "Renters Protection Policy | ASI HOR GA 12 16") == {"renters"}
    # a title beside words, or two titles of two kinds, say nothing
    assert lines.declared("Renters Protection Policy | see your agent") == set()
    assert lines.declared("Renters Protection Policy | HO 04 12\nHomeowners Policy | HO 00 03") == set()


def test_a_groups_caption_before_a_row_is_in_no_column_and_no_part_of_its_label():
    from docq.answer import columns
    header = ["Coverages and Limits of Liability", "Limit", "Premium"]
    row = ["SECTION I:", "C. Personal Property", "$15,000", "96.68"]
    assert columns.aligned(header, row) == [None, *header]
    page = DocPage(1, [], "\n".join([" | ".join(header), " | ".join(row)]))
    labels = {(label, str(value)) for _, label, _, _, value in figure_labels([page])}
    assert ("C. Personal Property Premium", "96.68") in labels
    assert ("C. Personal Property Limit", "15000.00") in labels


def test_a_heading_wrapped_onto_a_second_line_names_both_its_lines():
    # "...YOUR HOME, LANDLORD, RENTAL OR PERSONAL" over "AUTOMOBILE POLICY PREMIUM": a notice
    # about both lines in a renters packet, not the title of an automobile section
    wrapped = ["IMPORTANT INFORMATION ABOUT YOUR HOME, LANDLORD, RENTAL OR PERSONAL", "AUTOMOBILE POLICY PREMIUM"]
    assert lines.sections([(1, wrapped), (2, ["Homeowners Renters Policy"])]) == {2: {"homeowners", "renters"}}
    # a title of its own over another stays one
    assert lines.sections([(1, ["HOMEOWNERS POLICY", "AUTOMOBILE POLICY"])]) == {1: {"homeowners"}}


def test_a_figure_a_sentence_prints_after_an_article_is_named_by_the_words_after_it():
    page = DocPage(1, [], "\n".join([
        "email. Other charges that may apply include a | $10.00    late charge and a | $25.00    fee",
        "for payments returned by your bank.",
        "A | $10.00    late fee may be assessed if payment is received after the due date.",
        "2022 | $16,932 | a | $3,750"]))
    labels = {(label, raw) for _, label, _, raw, _ in figure_labels([page])}
    assert ("late charge", "$10.00") in labels and ("late fee", "$10.00") in labels
    assert ("fee for payments returned by your bank", "$25.00") in labels
    assert not any(raw == "$25.00" and "late" in label for label, raw in labels)
    assert not any("include" in label for label, _ in labels)
    # a table's footnote letter before a figure with no words after it names nothing
    assert any(raw == "$3,750" for _, raw in labels)


def test_the_words_before_an_article_are_no_label():
    assert before_article("late charge and a") and before_article("include an")
    assert not before_article("Coverage A") and not before_article("Late Charge")


def test_a_coverage_a_question_names_is_grounded_never_taken_by_the_fields_phrases(lib):
    # the sidecar's coverage limit is the dwelling's; "liability" and "property" name other rows
    # (Nationwide's condominium declarations), and the pronoun "I" names no place
    lib("acme-condo-2024.pdf", [
        ["CONDOMINIUM POLICY DECLARATIONS", "Policy Period 03/31/2024 to 03/31/2025"],
        ["CONDOMINIUM POLICY DECLARATIONS", "SECTION I",
         "Property Coverages | Limits Of Liability | Deductible: | $500 ALL PERILS",
         "COVERAGE-A-DWELLING | $92,000.00", "COVERAGE-C-PERSONAL PROPERTY | $46,000.00",
         "SECTION II", "Liability Coverages | Limits Of Liability",
         "COVERAGE-E-PERSONAL LIABILITY | $300,000.00", "FOR EACH OCCURRENCE:",
         "COVERAGE-F-MEDICAL PAYMENTS | $5,000.00"]],
        doc_type="insurance-declarations", issuer="Acme Mutual",
        dates={"period_start": "2024-03-31", "period_end": "2025-03-31"},
        fields=[("coverage_limit", "$92,000.00", "COVERAGE-A-DWELLING", 2)])
    for q, row in (("How much liability coverage do I have on my Acme condo policy?", "300000.00"),
                   ("How much coverage do I have for personal property on my Acme condo policy?", "46000.00"),
                   ("How much personal property coverage do I have on my Acme condo policy?", "46000.00")):
        a = answer(q, ctx_for(lib))
        assert a.amount in (None, row) and "92,000" not in a.text, (q, a.text)
    a = answer("What is the personal property coverage on my Acme condo policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "46000.00", a.text
    a = answer("How much dwelling coverage do I have on my Acme condo policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "92000.00", a.text
    a = answer("What is my personal liability coverage on my Acme condo policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "300000.00", a.text


def allstate_renters(lib):
    lib("allstate-renters-2021.pdf", [["Allstate Renters Policy Declarations", "Policy effective date: | February 16, 2021",
                                       "Coverage | Limits of Liability | Applicable Deductible(s)",
                                       "Personal Property Protection - | $15,000 | $500 All peril",
                                       "Family Liability Protection | $100,000 each occurrence",
                                       "Guest Medical Protection | $1,000 each person"]],
        doc_type="insurance-declarations", issuer="Allstate",
        dates={"period_start": "2021-02-16", "period_end": "2022-02-16"})


def test_a_coverage_asked_by_one_name_is_the_row_printed_under_another(lib):
    # Allstate's "Family Liability Protection" is the personal liability coverage; its one limit,
    # counted per occurrence, is the liability coverage asked for
    allstate_renters(lib)
    a = answer("How much liability coverage do I have on my Allstate renters policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "100000.00" and "each occurrence" in a.text, a.text
    # another coverage's name accounts for nothing: "Guest Medical" is not the liability
    assert wording.coverage_named("Guest Medical Protection Limit each person", "how much liability coverage") == set()
    assert wording.coverage_named("Family Deductible", "what is my deductible") == set()


# Root's declarations: a split limit's second half on the line under its first, beside the premium
ROOT_AUTO = ["Root Insurance Co.", "Auto insurance policy declarations", "Policy Period 10/22/2021 to 04/22/2022",
             "Coverage premiums, limits and deductibles",
             "Bodily injury liability | $25,000 each person", "Premium: $395 | $50,000 each accident",
             "Property damage liability | $25,000 each accident", "Premium: $130"]


def root_auto(lib):
    lib("root-auto-2021.pdf", [ROOT_AUTO], doc_type="insurance-declarations", issuer="Root Insurance",
        dates={"period_start": "2021-10-22", "period_end": "2022-04-22"})


def test_a_split_limits_half_is_never_the_limit_asked(lib):
    # "$25,000 each person" has its other half on the next line, under no label: asked for the
    # bodily injury coverage, neither half is the one
    root_auto(lib)
    a = answer("How much bodily injury liability coverage do I have on my Root auto policy?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None, a.text


def test_a_row_of_pairs_under_a_repeated_header_labels_each_figure_by_its_own_cell():
    # Farmers prints its coverages two to a row under "Coverage | Limit | Coverage | Limit": the
    # second figure is Coverage C's, never "Coverage A - Dwelling Coverage C - Personal Property"
    page = DocPage(1, [], "\n".join([
        "Property Coverage", "Coverage | Limit | Coverage | Limit",
        "Coverage A - Dwelling | $398,000 | Coverage C - Personal Property | $218,900",
        "Coverage B - Separate Structures | $39,800 | Coverage D - Loss of Use | $79,600"]))
    labels = {raw: label for _, label, _, raw, _ in figure_labels([page])}
    assert labels == {"$398,000": "Coverage A - Dwelling Limit", "$218,900": "Coverage C - Personal Property Limit",
                      "$39,800": "Coverage B - Separate Structures Limit", "$79,600": "Coverage D - Loss of Use Limit"}
    # a row whose figures stand in columns of other concepts shares its one label
    page = DocPage(1, [], "\n".join(["Coverage | Limit | Deductible", "Collision | $50,000 | $500"]))
    assert {label for _, label, _, _, _ in figure_labels([page])} == {"Collision Limit", "Collision Deductible"}


def test_a_coverage_said_with_what_it_covers_in_parentheses_is_that_coverage(lib):
    # Travelers: the sign printed at the end of the leader dots, the coverage's parts in
    # parentheses; neither makes the row another figure, nor the label a sentence
    lib("travelers-renters-2021.pdf", [["Travelers", "Homeowners Renters Policy", "Policy Period 12/10/21 - 12/10/22",
                                        "POLICY COVERAGES AND LIMITS OF LIABILITY, CONTINUED",
                                        "Section II - Liability Coverages",
                                        "E - Personal Liability (Bodily Injury and Property Damage) Each Occurrence.. $ | 100,000",
                                        "F - Medical Payments to Others Each Person ........ $ | 1,000"]],
        doc_type="insurance-declarations", issuer="Travelers",
        dates={"period_start": "2021-12-10", "period_end": "2022-12-10"})
    a = answer("What's the personal liability limit on my Travelers renters insurance?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "100000.00", a.text
    # what a label says in parentheses is still read where it says another thing
    page = DocPage(1, [], "Total (excl. tax) | $50.00")
    where = wording.Described(own={"receipt"}, printed=set())
    q = parse("What was the total on my receipt?", [], date(2026, 3, 1))
    assert "excl" in wording.label_extra("Total (excl. tax)", q, None, where)
    # one coverage in parentheses says which coverage a figure is for, not what a coverage covers
    q = parse("What's my earthquake deductible?", [], date(2026, 3, 1))
    assert "Dwelling" in wording.label_extra("Deductible (Dwelling) (15%)", q, None, where)
    assert [label for _, label, _, _, _ in figure_labels([page])] == ["Total (excl. tax)"]


def test_a_split_limits_second_half_under_no_label_is_its_rows(lib):
    # Root prints "$50,000 each accident" on the line under "Bodily injury liability | $25,000
    # each person", beside the premium: it is bodily injury's limit each accident, no other row's
    page = DocPage(1, [], "\n".join(ROOT_AUTO))
    labels = {label: raw for _, label, _, raw, _ in figure_labels([page])}
    assert labels["Bodily injury liability each accident"] == "$50,000"
    assert labels["Property damage liability each accident"] == "$25,000"
    root_auto(lib)
    ctx = ctx_for(lib)
    a = answer("What is my bodily injury liability each accident on my Root auto policy?", ctx)
    assert a.status == "answered" and a.amount == "50000.00", a.text
    a = answer("How much bodily injury liability coverage do I have on my Root auto policy?", ctx)
    assert a.status == "declined" and a.amount is None, a.text


def _read(*lines_: str) -> list[tuple[str, str]]:
    """(label, value) of each figure one page of these lines prints."""
    return [(lab, str(v)) for _, lab, _, _, v in figure_labels([DocPage(1, [], "\n".join(lines_))])]


def _statefarm_home(lib, *pages: list[str]) -> None:
    lib("statefarm-home-2022.pdf", list(pages), doc_type="insurance-declarations", issuer="State Farm Lloyds",
        dates={"period_start": "2022-03-30", "period_end": "2023-03-30"})


def test_a_limit_printed_without_its_dollar_sign_under_a_limit_column_is_dollars(lib):
    # State Farm prints Section I's limits bare ("B Personal Property | 96,360") under "Coverage
    # | Limit of Liability": no figure was read, and the personal property limit was declined
    assert _read("Coverage | Limit of Liability", "Other Structures | 24,090", "B Personal Property | 96,360") == \
        [("Other Structures Limit", "24090.00"), ("B Personal Property Limit", "96360.00")]
    # ...under no limit, deductible or premium, a grouped number is a count, not dollars
    assert _read("Dwelling | Square Feet", "Main house | 2,150") == []
    assert _read("Coverage | Limit of Liability", "Rental car | 12,000 miles") == []
    _statefarm_home(lib, ["State Farm Lloyds", "Homeowners Policy", "SECTION I - PROPERTY COVERAGES AND LIMITS",
                          "Coverage | Limit of Liability", "Other Structures | 24,090",
                          "B Personal Property | 96,360", "C Loss of Use | 48,180"])
    a = answer("What's the personal property limit on my State Farm homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "96360.00", a.text


def test_a_dollar_sign_read_as_a_letter_of_its_own_leaves_the_limit_its_row(lib):
    # State Farm prints "$" in a column of its own; the reader took Dwelling's for an "A"
    # ("A Dwelling | A | 240,900") and the row printed no figure: the dwelling limit was
    # declined, and the field's rows offered the Arson Reward limit in its place
    assert _read("Coverage | Limit of Liability", "A Dwelling | A | 240,900", "Other Structures | 24,090") == \
        [("A Dwelling Limit", "240900.00"), ("Other Structures Limit", "24090.00")]
    # ...a lone letter is a column's own elsewhere: a day of the week in a schedule of spots
    assert _read("Station | Day | Rate", "KRIV | F | $260.00")[0][0] != "KRIV Rate"
    _statefarm_home(lib, ["State Farm Lloyds", "Homeowners Policy", "Renewal Declarations"],
                    ["SECTION I - PROPERTY COVERAGES AND LIMITS", "Coverage | Limit of Liability",
                     "A Dwelling | A | 240,900", "Other Structures | 24,090", "Additional Coverages", "Arson Reward | $1,000"])
    a = answer("What is the dwelling limit on my State Farm homeowners policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "240900.00", a.text


def test_a_coverage_table_printed_bare_near_the_top_is_never_the_documents_title(lib):
    # a one-page declarations whose limits are printed bare before any "$": its rows were read
    # as the lines a document opens with, "Other Structures" as words the policy describes
    # itself by, and the dwelling limit (its row unread) was given as Other Structures'
    _statefarm_home(lib, ["State Farm Lloyds", "Homeowners Policy", "SECTION I - PROPERTY COVERAGES AND LIMITS",
                          "Coverage | Limit of Liability", "Other Structures | 24,090",
                          "Additional Coverages", "Arson Reward | $1,000"])
    a = answer("What is the dwelling limit on my State Farm homeowners policy?", ctx_for(lib))
    assert no_figure(a), a.text
    assert wording.heading("State Farm Lloyds\nHomeowners Policy\nCoverage | Limit of Liability\n"
                           "Other Structures | 24,090") == ["State Farm Lloyds", "Homeowners Policy",
                                                             "Coverage", "Limit of Liability"]


def test_a_policys_one_deductible_printed_in_a_coverages_row_is_its_deductible(lib):
    # Allstate's renters table prints one deductible, in Personal Property Protection's row:
    # "my deductible" named no coverage, and asked by its words the row's own were held as
    # more than the question said (the field's own reading of the real page failed first)
    def allstate(name, *rows):
        lib(name, [["Allstate Insurance Company", "Your renters insurance renewal", "Thank you for choosing Allstate."],
                   ["Renewal Renters Policy Declarations | Page 2 of 3", "Coverage detail for the property insured",
                    "Coverage | Limits of Liability | Applicable Deductible(s)", *rows,
                    "Family Liability Protection | $100,000 each occurrence", "Guest Medical Protection | $1,000 each person"]],
            doc_type="insurance-declarations", issuer="Allstate",
            dates={"period_start": "2021-02-16", "period_end": "2022-02-16"})
    allstate("allstate-renters-2021.pdf", "Personal Property Protection - | $15,000 | $500 All peril")
    ctx = ctx_for(lib)
    q = parse("How much is my deductible on the Allstate renters policy?", ctx.library.issuers(), ctx.date())
    a = engine.by_label(q, ctx, "cli", None)
    assert a is not None and a.status == "answered" and a.amount == "500.00", a and a.text
    # ...of two deductibles, the words name neither
    allstate("allstate-renters-2022.pdf", "Personal Property Protection - | $15,000 | $500 All peril",
             "Water Backup | $5,000 | $250")
    q = parse("How much is my deductible on the Allstate renters policy for 2022?", ctx.library.issuers(), ctx.date())
    a = engine.by_label(q, ctx, "cli", None)
    assert a is None or no_figure(a), a.text


def test_a_rate_the_question_says_accounts_for_the_labels_way_of_saying_it(lib):
    # Lemonade prints "premium of $66.92 per month" in a sentence: "the monthly premium" found
    # the label by its rate, and then held it for "per", which no word of the question said
    lib("lemonade-pet-2021.pdf", [["Lemonade Insurance", "Pet Policy Declarations",
                                   "Your policy premium of $66.92 per month, and unless you cancel, renews each year."]],
        doc_type="insurance-declarations", issuer="Lemonade Insurance")
    a = answer("What's the monthly premium for my Lemonade pet policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "66.92", a.text
    a = answer("What's the annual premium for my Lemonade pet policy?", ctx_for(lib))
    assert no_figure(a), a.text


def test_a_previous_figure_is_the_one_printed_prior():
    # a policy change prints "Prior Annual Premium" beside "Revised Annual Premium": "my previous
    # premium" was declined, "previous" a word no label printed
    assert wording.same_word(wording.stem("previous"), wording.stems("Prior Annual Premium"))
    assert wording.same_word(wording.stem("prior"), wording.stems("Previous Balance"))
    assert not wording.same_word(wording.stem("previous"), wording.stems("Revised Annual Premium"))


def test_a_coverages_row_whose_column_was_not_read_is_no_deductible(lib):
    """"What's my earthquake deductible on personal property?" stated $100,000.00 from a
    photographed declarations page: the row "Personal Property | $100,000.00" stands under the
    table's "Limit" column (its "Deductible" cell blank), a slant the rows did not place, so its
    label said no concept, and the deductible asked was never required of it."""
    printed = ["CALIFORNIA EARTHQUAKE AUTHORITY", "Homeowners Earthquake Policy Declarations",
             "Policy Period | 08/01/2024 to 08/01/2025", "Coverage | Limit | Deductible",
             "Dwelling (combined) | $979,291.00 | 15%", "Personal Property | $100,000.00", "Loss of Use | $25,000.00",
             "Annual Earthquake Premium | $1,927.00", "Dwelling Deductible | 15%"]
    doc_id = lib("cea-earthquake-2024.pdf", [printed], doc_type="insurance-declarations",
                 issuer="California Earthquake Authority", dates={"period_start": "2024-08-01", "period_end": "2025-08-01"})
    # the page's words as the photo was read: each row a few points lower at its right end
    placed = [("CALIFORNIA", 59, 60, 140, 70), ("EARTHQUAKE", 145, 60, 230, 70), ("AUTHORITY", 235, 60, 310, 70),
              ("Homeowners", 59, 80, 130, 90), ("Earthquake", 135, 80, 200, 90), ("Policy", 205, 80, 240, 90),
              ("Declarations", 245, 80, 320, 90), ("Policy", 59, 120, 90, 130), ("Period", 95, 120, 130, 130),
              ("08/01/2024", 200, 121, 260, 131), ("to", 265, 121, 275, 131), ("08/01/2025", 280, 122, 340, 132),
              ("Coverage", 59.5, 166.8, 112.1, 177.6), ("Limit", 377.3, 173.0, 405.1, 185.3),
              ("Deductible", 502.8, 175.9, 563.0, 188.6), ("Dwelling", 59.5, 187.2, 99.1, 197.0),
              ("(combined)", 103.4, 188.2, 157.0, 198.0), ("$979,291.00", 344.9, 193.4, 404.6, 202.6),
              ("15%", 542.2, 198.2, 562.1, 205.7), ("Personal", 59.0, 201.4, 98.4, 209.3),
              ("Property", 103.0, 202.6, 142.3, 212.2), ("$100,000.00", 344.4, 207.6, 404.2, 216.7),
              ("Loss", 58.8, 215.3, 78.5, 222.7), ("of", 82.3, 215.8, 91.7, 223.0), ("Use", 95.0, 216.2, 111.8, 223.4),
              ("$25,000.00", 350.2, 221.5, 403.9, 230.6), ("Annual", 57.4, 248.4, 99.8, 257.3),
              ("Earthquake", 105.4, 249.4, 175.2, 260.9), ("Premium", 180.5, 251.0, 234.5, 260.4),
              ("$1,927.00", 342.0, 254.4, 403.0, 264.7), ("Dwelling", 57.6, 265.2, 97.4, 275.0),
              ("Deductible", 102.0, 266.2, 152.4, 274.3), ("15%", 382.8, 272.6, 402.5, 280.1)]
    words = [Word(t, Box(x0, y0, x1, y1), 96.0, "rapidocr").to_dict() for t, x0, y0, x1, y1 in placed]
    with lib.store.tx() as c:
        c.execute("UPDATE pages SET words = ? WHERE doc_id = ?", (dumps(words), doc_id))
    for asked in ("What's my earthquake deductible on personal property?",
                  "What's the deductible on loss of use for the earthquake policy?"):
        a = answer(asked, ctx_for(lib))
        assert a.amount is None, (asked, a.text)
    a = answer("What's my earthquake premium?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1927.00", a.text


def test_a_vehicle_asked_by_its_number_is_never_the_policys_total(lib):
    """"What is the premium for vehicle 2 on the Dairyland application?" stated the Total Policy
    Premium, $819.35, and so did vehicle 1 and a vehicle 3 the policy does not have: "2" was no
    word the evidence had to ground. A vehicle named by its number must be the row's."""
    lib("dairyland-auto-2022.pdf", [["Dairyland Insurance", "Auto Insurance Application",
                                     "Policy Period | 02/22/2022 to 08/22/2022",
                                     "Subtotal Premium By Vehicle | Vehicle 1 | $364.88 | Vehicle 2 | $361.47",
                                     "New Business Policy Fee | $48.00", "Total Policy Premium | $819.35"]],
        doc_type="insurance-declarations", issuer="Dairyland Insurance",
        dates={"period_start": "2022-02-22", "period_end": "2022-08-22"},
        fields=[("premium", "$819.35", "Total Policy Premium")])
    for n, own in ((1, "364.88"), (2, "361.47"), (3, None)):
        a = answer(f"What is the premium for vehicle {n} on the Dairyland application?", ctx_for(lib))
        assert a.amount in (None, own), (n, a.text)
    a = answer("What is the total premium on the Dairyland application?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "819.35", a.text


def test_a_premium_asked_by_its_verb_is_the_row_printing_that_verb(lib):
    """"What is the total cost of my Nationwide pet policy?" asks its premium by the verb "cost":
    6751a81 required "premium" of the row, and "TOTAL COST OF POLICY | $801.91" lost its
    answer to nothing (the BASE PREMIUM saying more). The row printing the verb says it."""
    lib("nationwide-pet-2022.pdf", [["Nationwide", "Pet Insurance Declarations", "Policy Period | 02/27/2022 to 02/27/2023",
                                     "BASE PREMIUM | $633.91", "WELLNESS ENDORSEMENT | $168.00",
                                     "TOTAL COST OF POLICY | $801.91"]],
        doc_type="insurance-declarations", issuer="Nationwide",
        dates={"period_start": "2022-02-27", "period_end": "2023-02-27"})
    a = answer("What is the total cost of my Nationwide pet policy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "801.91", a.text


def test_a_coverage_asked_what_it_costs_is_its_rows_figure(lib):
    """"What am I paying for the special computer coverage on my Progressive Home Advantage
    renters policy?" lost its $24.00 at 6751a81, which required "premium" of the endorsement's
    row: a premium asked is the row the words name, only a deductible must be said."""
    lib("progressive-renters-2021.pdf", [["Progressive Home Advantage", "Renters Policy Declarations",
                                          "Policy Period | 03/03/2021 to 03/03/2022",
                                          "Coverage C - Personal Property | $20,000 | $98.00",
                                          "HO 04 14 0511 Special Computer Coverage | $24.00", "Policy Premium | $125.00"]],
        doc_type="insurance-declarations", issuer="Progressive Home Advantage",
        dates={"period_start": "2021-03-03", "period_end": "2022-03-03"})
    a = answer("What am I paying for the special computer coverage on my Progressive Home Advantage policy?",
               ctx_for(lib))
    assert a.status == "answered" and a.amount == "24.00", a.text
