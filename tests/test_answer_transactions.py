"""Transaction rows selected by their own printed date: a deposit, payment or balance on a
day, from the word boxes of a statement's or an asset report's transaction table, whose
cells are often printed at slightly different heights (a date over two lines, a figure a
little lower than its date)."""
from __future__ import annotations

from datetime import date
from types import SimpleNamespace

from docq.answer import transactions
from docq.answer.engine import AnswerContext, answer
from docq.answer.library import DocPage
from docq.answer.parse import Period
from docq.records import Box, Word
from docq.store import dumps
from tests.answer_support import reread_agrees

TODAY = date(2026, 3, 1)
# the columns' left edges: Date, Description, Inflow/Debit, Outflow/Credit, Balance
COLS = (50, 150, 350, 410, 500)


def w(text: str, col: int, y: float, dx: float = 0) -> Word:
    x = COLS[col] + dx
    return Word(text, Box(x, y, x + 6 * len(text), y + 12), 96.0, "text")


def header(y: float, captions=("Date", "Description", "Inflow", "Outflow", "Ending daily balance")) -> list[Word]:
    out = []
    for col, cap in enumerate(captions):
        x = COLS[col]
        for t in cap.split():
            out.append(Word(t, Box(x, y, x + 6 * len(t), y + 12), 96.0, "text"))
            x += 6 * len(t) + 3
    return out


def plaid_like() -> list[Word]:
    """A report printing each date over two lines, its figures a few points lower than it."""
    ws = header(100)
    ws += [w("September", 0, 130), w("22,", 0, 130, 60), w("BMW", 1, 130), w("BANK", 1, 130, 30),
           w("$954.37", 3, 136), w("$157,506.12", 4, 136), w("2020", 0, 143), w("WEB", 1, 143)]
    ws += [w("September", 0, 166), w("23,", 0, 166, 60), w("CHASE", 1, 166), w("AUTOPAY", 1, 166, 40),
           w("$2,693.86", 3, 172), w("$154,812.26", 4, 172), w("2020", 0, 179)]
    ws += [w("September", 0, 202), w("30,", 0, 202, 60), w("PAYROLL", 1, 202), w("DIRECT", 1, 202, 50),
           w("$8,136.88", 2, 208), w("2020", 0, 215)]
    ws += [w("September", 0, 238), w("30,", 0, 238, 60), w("ZELLE", 1, 238), w("PAYMENT", 1, 238, 40),
           w("$70.00", 3, 244), w("$165,800.00", 4, 244), w("2020", 0, 251)]
    ws += [w("October", 0, 274), w("2,", 0, 274, 50), w("2020", 0, 274, 65), w("ATM", 1, 274), w("WITHDRAWAL", 1, 274, 25),
           w("$40.00", 3, 274), w("$165,760.00", 4, 274)]
    ws += [w("October", 0, 298), w("2,", 0, 298, 50), w("2020", 0, 298, 65), w("ATM", 1, 298), w("WITHDRAWAL", 1, 298, 25),
           w("$60.00", 3, 298), w("$165,700.00", 4, 298)]
    return ws


def add_report(lib, words: list[Word], name="Plaid_asset_report_2020-11.pdf", issuer="Plaid") -> int:
    doc_id = lib(name, [[" ".join(x.text for x in words)]], doc_type="asset-report", issuer=issuer,
                 dates={"statement_date": "2020-11-17", "closing_date": "2020-11-17"})
    with lib.store.tx() as c:
        c.execute("UPDATE pages SET words = ?, text = ? WHERE doc_id = ?",
                  (dumps([x.to_dict() for x in words]), _text(words), doc_id))
    return doc_id


def _text(words: list[Word]) -> str:
    lines: dict[float, list[Word]] = {}
    for x in words:
        lines.setdefault(x.box.y0, []).append(x)
    return "\n".join(" | ".join(x.text for x in sorted(ws, key=lambda x: x.box.x0)) for _, ws in sorted(lines.items()))


def ctx_for(lib):
    return AnswerContext(lib.cfg, lib.store, lib.index, reread=reread_agrees, today=TODAY)


def test_rows_take_their_figures_from_beside_their_own_date():
    rows = transactions.rows([DocPage(1, plaid_like(), "")])
    first = rows[0]
    assert first.day == date(2020, 9, 22) and not first.unsure
    assert [(c.kind, x.text) for c, x in first.figures] == [("out", "$954.37"), ("balance", "$157,506.12")]
    assert "BMW" in first.description and "CHASE" not in first.description


def test_a_payment_asked_by_the_date_its_row_prints(lib):
    # on main the date was read as the document's own, and no document is of September 22
    add_report(lib, plaid_like())
    a = answer("How much was my BMW payment on September 22, 2020?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "954.37", a.text
    b = answer("What was the balance on September 23, 2020?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "154812.26", b.text


def test_what_the_question_asks_picks_one_of_two_rows_of_a_day(lib):
    # September 30 prints a deposit and a payment: "deposited" is the inflow, never the outflow
    add_report(lib, plaid_like())
    a = answer("How much was deposited on September 30, 2020?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "8136.88", a.text
    b = answer("How much was the Zelle payment on September 30, 2020?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "70.00", b.text


def test_two_rows_of_a_day_that_could_each_answer_are_declined(lib):
    add_report(lib, plaid_like())
    a = answer("How much was the ATM withdrawal on October 2, 2020?", ctx_for(lib))
    assert a.status == "declined" and a.amount is None, a.text
    assert "$" not in a.text


def test_a_day_no_row_prints_is_never_answered_from_another_day(lib):
    add_report(lib, plaid_like())
    a = answer("How much was my BMW payment on September 21, 2020?", ctx_for(lib))
    assert a.status != "answered" and a.amount is None, a.text


def test_a_figure_half_way_between_two_rows_belongs_to_neither():
    ws = header(100)
    ws += [w("09/01/2020", 0, 130), w("RENT", 1, 130), w("09/02/2020", 0, 160), w("GROCER", 1, 160),
           w("$500.00", 3, 145)]
    rows = transactions.rows([DocPage(1, ws, "")])
    assert all(r.unsure and not r.figures for r in rows)


def test_one_transaction_in_a_summary_and_in_the_history_is_one(lib):
    caps = ("Date", "Description", "Amount", "Tags")
    ws = [w("AccountChek", 0, 60)] + header(100, caps) + [w("03/16/2021", 0, 130), w("IRS", 1, 130), w("2,800.00", 2, 130),
                              w("TaxRefund", 3, 130)]
    ws += header(200, caps) + [w("03/16/2021", 0, 230), w("IRS", 1, 230), w("2,800.00", 2, 230),
                               w("TaxRefund", 3, 230),
                               w("03/18/2021", 0, 254), w("MOBILE", 1, 254), w("460.48", 2, 254),
                               w("ManualDeposit", 3, 254)]
    add_report(lib, ws, name="AccountChek_asset_report_2021-05.pdf", issuer="AccountChek")
    a = answer("How much was the tax refund deposit in March 2021 on my AccountChek report?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "2800.00", a.text
    # a month holds many rows: without words that name one, none is picked
    b = answer("How much was deposited in March 2021?", ctx_for(lib))
    assert b.amount is None, b.text


def test_a_month_that_is_the_documents_own_names_the_document_not_a_row(lib):
    # "in September 2020" of a statement closing that month asks the statement's figure
    ws = [w("CHASE", 0, 60), w("STATEMENT", 1, 60)] + plaid_like()
    doc_id = lib("Chase_statement_2020-09.pdf", [[" ".join(x.text for x in ws)]], doc_type="bank-statement",
                 issuer="Chase", dates={"statement_date": "2020-09-30", "closing_date": "2020-09-30"})
    with lib.store.tx() as c:
        c.execute("UPDATE pages SET words = ?, text = ? WHERE doc_id = ?",
                  (dumps([x.to_dict() for x in ws]), _text(ws), doc_id))
    # (the month names the statement, and the words its one BMW row: that row, dated in the
    # month too; this was declined only while the sender's name, printed in another row,
    # was taken for a word a row must carry)
    a = answer("How much was the BMW payment on my Chase statement in September 2020?", ctx_for(lib))
    assert a.amount in (None, "954.37"), a.text
    # its rows still answer for their own day
    b = answer("How much was the BMW payment on September 22, 2020?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "954.37", b.text


def test_a_report_table_of_years_whose_cells_ran_together(lib):
    # the layout text ran "$0.00 $500.00" into one cell under a header whose captions ran
    # together too; the word boxes place each figure under its own caption
    printed = [("Year", 78, 93), ("Base", 134, 151), ("Pay", 154, 167), ("Overtime", 176, 208),
               ("Bonuses", 276, 307), ("Total", 470, 486), ("Pay", 489, 502)]
    ws = [Word("Veri-Tax", Box(60, 40, 110, 50), 99.0, "text")]
    ws += [Word(t, Box(x0, 640, x1, 649), 99.0, "text") for t, x0, x1 in printed]
    row = [("2021", 77, 94), ("$109,056.00", 122, 167), ("$0.00", 189, 209), ("$500.00", 278, 307),
           ("$109,556.00", 457, 503)]
    ws += [Word(t, Box(x0, 660, x1, 669), 99.0, "text") for t, x0, x1 in row]
    doc_id = lib("VeriTax_VOE_2022.pdf", [["Veri-Tax", "Year | Base Pay Overtime Bonuses | Total Pay",
                                           "2021 | $109,056.00 | $0.00 $500.00 $109,556.00"]],
                 doc_type="income-report", dates={"statement_date": "2022-06-01", "closing_date": "2022-06-01"})
    with lib.store.tx() as c:
        c.execute("UPDATE pages SET words = ? WHERE doc_id = ?", (dumps([x.to_dict() for x in ws]), doc_id))
    a = answer("What was my 2021 base pay on my Veri-Tax verification?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "109056.00", a.text
    b = answer("What were my 2021 bonuses on my Veri-Tax verification?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "500.00", b.text
    c = answer("What were my 2019 bonuses on my Veri-Tax verification?", ctx_for(lib))
    assert c.amount is None, c.text


def test_a_column_captioned_only_amount_says_neither_in_nor_out(lib):
    # a statement's withdrawals section prints its figures positive under "Amount": only
    # the row's own words can say a figure came in
    caps = ("Date", "Description", "Amount")
    ws = [w("WITHDRAWALS", 0, 80)] + header(100, caps) + [
        w("03/03/2021", 0, 130), w("CHECK", 1, 130), w("1234", 1, 130, 40), w("250.00", 2, 130),
        w("03/04/2021", 0, 154), w("MOBILE", 1, 154), w("DEPOSIT", 1, 154, 45), w("75.00", 2, 154)]
    add_report(lib, ws, name="Hometown_statement_2021-04.pdf", issuer="Hometown Bank")
    a = answer("How much was deposited on March 3, 2021?", ctx_for(lib))
    assert a.amount is None, a.text
    b = answer("How much was deposited on March 4, 2021?", ctx_for(lib))
    assert b.status == "answered" and b.amount == "75.00", b.text


def checking(lib, rows: list[tuple[str, str, str]], kind: str = "bank-statement", name: str = "lakeshore-2024-02.pdf",
             issuer: str = "Lakeshore Federal Bank") -> int:
    """A statement for February 2024, its rows dated by month and day alone under "Date |
    Description | Amount | Balance", each with the balance after it."""
    ws = header(100, ("Date", "Description", "Amount", "", "Balance"))
    lines = ["Date | Description | Amount | Balance"]
    for i, (day, what, amount) in enumerate(rows):
        y = 130 + 20 * i
        dx = 0.0
        for t in what.split():
            ws.append(w(t, 1, y, dx))
            dx += 6 * len(t) + 4
        balance = f"{5000 + 100 * i:,}.00"
        ws += [w(day, 0, y), w(amount, 2, y), w(balance, 4, y)]
        lines.append(f"{day} | {what} | {amount} | {balance}")
    doc_id = lib(name, [[" ".join(x.text for x in ws)]], doc_type=kind, issuer=issuer,
                 dates={"period_start": "2024-02-01", "period_end": "2024-02-29", "statement_date": "2024-02-29"})
    with lib.store.tx() as c:
        c.execute("UPDATE pages SET words = ?, text = ? WHERE doc_id = ?",
                  (dumps([x.to_dict() for x in ws]), "\n".join(lines), doc_id))
    return doc_id


def test_a_merchant_asked_by_month_is_its_row_dated_by_month_and_day(lib):
    # "02/03 | Card Purchase Costco Whse | -187.43": on main the row's date had no year, and a
    # month needed words naming the statement as well as the row; a bank's minus under an
    # Amount column says the money went out
    checking(lib, [("02/03", "Card Purchase Costco Whse", "-187.43"), ("02/10", "ATM Withdrawal", "-200.00"),
                   ("02/15", "Birchwood Payroll", "2,843.17")])
    a = answer("How much did I spend at Costco in February?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "187.43", a.text
    # ...what came in is never what was spent, and two rows of the month are not one
    a = answer("How much did I spend at Birchwood in February?", ctx_for(lib))
    assert a.amount is None, a.text


def test_a_payment_that_came_in_is_still_asked_as_a_payment(lib):
    # "the interest payment" is money the bank paid in: the words asking what was spent are not its
    checking(lib, [("02/03", "Card Purchase Costco Whse", "-187.43"), ("02/29", "Interest Payment", "12.50")])
    a = answer("What was the interest payment in February 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "12.50", a.text


def test_two_rows_of_a_month_naming_the_merchant_are_declined(lib):
    checking(lib, [("02/03", "Card Purchase Costco Whse", "-187.43"), ("02/24", "Card Purchase Costco Whse", "-243.76")])
    a = answer("How much did I spend at Costco in February?", ctx_for(lib))
    assert a.status != "answered" and a.amount is None, a.text


def test_a_cards_minus_is_no_spending(lib):
    # a card prints a refund or a payment to it with a minus: never what was spent there
    checking(lib, [("02/03", "Refund Best Buy", "-649.99")], kind="credit-card-statement")
    a = answer("How much did I spend at Best Buy in February?", ctx_for(lib))
    assert a.amount is None, a.text


def test_a_table_printed_beside_another_panel_starts_at_its_date_caption():
    # Cascade's statement: "Past Payments Breakdown" and "Transaction Activity" share the
    # header's line ("Paid Last | Paid Year | Date | Description | Charges | Payments"), so no
    # line opened with "Date" and no transaction of a mortgage statement was read
    def at(text, x, y):
        return Word(text, Box(x, y, x + 6 * len(text), y + 12), 96.0, "text")
    ws = [at("Paid", 170, 100), at("Last", 200, 100), at("Paid", 238, 100), at("Year", 268, 100),
          at("Date", 320, 100), at("Description", 356, 100), at("Charges", 478, 100), at("Payments", 530, 100),
          at("Month", 170, 112), at("to", 238, 112), at("Date", 252, 112),
          at("03/17", 320, 130), at("Late", 356, 130), at("Fee", 386, 130), at("$45.00", 486, 130),
          at("Principal", 44, 136), at("$350.75", 180, 136), at("$1,046.91", 250, 136),
          at("03/18", 320, 160), at("Payment", 356, 160), at("Received", 404, 160), at("$2,235.33", 530, 160),
          at("Interest", 44, 166), at("$1,472.08", 170, 166), at("$4,421.58", 250, 166)]
    rows = transactions.rows([DocPage(1, ws, "")], date(2024, 2, 21), date(2024, 3, 20))
    dated = {r.day: r for r in rows if r.day}
    assert [(c.text, x.text) for c, x in dated[date(2024, 3, 17)].figures] == [("Charges", "$45.00")]
    assert [(c.text, x.text) for c, x in dated[date(2024, 3, 18)].figures] == [("Payments", "$2,235.33")]
    # ...and the panel beside it is none of its rows' words or figures
    assert not any("Principal" in r.description or "Interest" in r.description for r in rows)


def test_a_day_first_documents_rows_are_read_day_first():
    # a New Zealand fund's transactions: "25/02/2026" says the order, so "06/01/2026" is
    # 6 January, never June 1 (a question of June 1 was answerable from the January row)
    ws = header(100, ("Date", "Description", "Amount")) + [
        w("06/01/2026", 0, 130), w("Investment", 1, 130), w("$150.00", 2, 130),
        w("25/02/2026", 0, 160), w("Investment", 1, 160), w("$150.00", 2, 160)]
    rows = transactions.rows([DocPage(1, ws, _text(ws))])
    assert [r.day for r in rows] == [date(2026, 1, 6), date(2026, 2, 25)]


def test_a_check_asked_by_its_number_is_its_row(lib):
    # "how much was check 1043": the number names the row "Check # 1043", which no field of the
    # statement is (the question was read as the amount due, and no figure said so)
    checking(lib, [("02/05", "Check # 1041", "-1,650.00"), ("02/21", "Check # 1043", "-240.00"),
                   ("02/22", "Online Transfer To Sav ...2290 Transaction#: 19982301", "-500.00"),
                   ("02/23", "Online Transfer Fee Transaction#: 19982301", "-5.00")])
    a = answer("How much was check 1043?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "240.00" and "Check # 1043" in a.text, a.text
    a = answer("check number 1041 amount", ctx_for(lib))
    assert a.status == "answered" and a.amount == "1650.00", a.text
    # ...asked for its amount: what a check was for is its payee
    assert answer("What was check 1043 for?", ctx_for(lib)).amount is None
    # ...of the month asked only, and never a number no row prints
    assert answer("How much was check 1043 in March 2024?", ctx_for(lib)).amount is None
    assert answer("How much was check 1042?", ctx_for(lib)).amount is None
    # one number printed on two rows names neither
    a = answer("How much was transaction 19982301?", ctx_for(lib))
    assert a.amount is None and "19982301" in a.text, a.text
    # an account given by its end is no transaction: a row printing it answers no balance of it
    a = answer("What's the balance on my account ending 2290?", ctx_for(lib))
    assert a.amount != "5200.00", a.text


def test_a_date_caption_wrapped_over_two_lines_heads_its_table():
    # a card statement's "Date of" over "Transaction | Merchant Name or Transaction Description
    # | $ Amount": no line opened with "Date", and no transaction of such a statement was read
    ws = [w("Date", 0, 100), w("of", 0, 100, 30),
          w("Transaction", 0, 112), w("Merchant", 1, 112), w("Name", 1, 112, 54), w("$", 3, 112), w("Amount", 3, 112, 10),
          w("02/08", 0, 130), w("MARRIOTT", 1, 130), w("GASLAMP", 1, 130, 54), w("512.35", 3, 130),
          w("02/10", 0, 150), w("SPOTIFY", 1, 150), w("USA", 1, 150, 48), w("10.99", 3, 150)]
    rows = transactions.rows([DocPage(1, ws, "")], date(2024, 1, 15), date(2024, 2, 14))
    assert [(r.day, r.description, [x.text for _, x in r.figures]) for r in rows] == [
        (date(2024, 2, 8), "MARRIOTT GASLAMP", ["512.35"]), (date(2024, 2, 10), "SPOTIFY USA", ["10.99"])]
    # ...and a figure under "$ Amount" is said to be the amount
    assert transactions.label(rows[0], rows[0].figures[0][0]) == "Amount on 02/08 (MARRIOTT GASLAMP)"
    # ...a line of words over a header is no part of it
    assert transactions.rows([DocPage(1, [w("Account", 0, 100), w("Activity", 0, 100, 50)] + ws[2:], "")],
                             date(2024, 1, 15), date(2024, 2, 14)) == []


def test_a_cards_charge_named_by_its_merchant_is_its_row(lib):
    # "how much was the Marriott charge": no period, no field; on a card an amount printed
    # without a minus is a charge to it, with one a payment or a refund
    checking(lib, [("02/03", "DD DOORDASH THAIBASIL", "38.90"), ("02/08", "MARRIOTT GASLAMP SAN DIEGO", "512.35"),
                   ("02/21", "BEST BUY 00011", "649.99"), ("02/22", "NETFLIX.COM", "15.49"),
                   ("02/24", "REFUND HOME DEPOT", "-87.10")],
             kind="credit-card-statement", name="crestline-2024-02.pdf", issuer="Crestline")
    checking(lib, [("02/06", "Crestline Card Epay", "-1,200.00"), ("02/10", "Card Purchase Safeway Card 6621", "-52.10"),
                   ("02/22", "NETFLIX.COM", "-15.49")])
    for q, want in (("How much was the Marriott charge?", "512.35"),
                    ("How much did I spend at Best Buy on my Crestline card?", "649.99"),
                    ("How much did I pay Crestline from my checking?", "1200.00")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)
    # a refund is no spending, and a charge printed on two statements is neither
    for q in ("How much did I spend at Home Depot?", "How much was the Netflix charge?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None, (q, a.text)


def test_a_cards_table_of_transaction_and_posting_dates_is_read_with_its_signs():
    # Northgate: "Trans Date | Post Date | Description | Amount", rows dated "Mar 12" by the
    # month's name, a payment printed "- $845.20" with its minus apart: no row was read, and a
    # minus standing apart would have made the payment a charge
    ws = [w("Trans", 0, 100), w("Date", 0, 100, 36), w("Post", 1, 100), w("Date", 1, 100, 30),
          w("Description", 2, 100), w("Amount", 3, 100),
          w("Mar", 0, 130), w("12", 0, 130, 24), w("Mar", 1, 130), w("12", 1, 130, 24), w("NORTHGATE", 2, 130),
          w("-", 3, 130, -14), w("$845.20", 3, 130),
          w("Mar", 0, 150), w("20", 0, 150, 24), w("Mar", 1, 150), w("21", 1, 150, 24), w("IKEA", 2, 150),
          w("$364.36", 3, 150)]
    rows = transactions.rows([DocPage(1, ws, "")], date(2024, 2, 23), date(2024, 3, 22))
    assert [(r.day, [x.text for _, x in r.figures]) for r in rows] == [
        (date(2024, 3, 12), ["-$845.20"]), (date(2024, 3, 20), ["$364.36"])]
    assert "-" not in rows[0].description.split()


def test_a_month_naming_the_statement_names_any_of_its_rows_the_words_name():
    # "what did I pay at Petco in February 2024": February names the card's statement closing
    # in February, whose rows were then never searched (its month was the document's, not a
    # row's); its Petco row is dated in January, the cycle's start
    ws = [w("Trans", 0, 100), w("Date", 0, 100, 36), w("Description", 2, 100), w("Amount", 3, 100),
          w("01/30", 0, 130), w("PETCO", 2, 130), w("87.26", 3, 130),
          w("02/05", 0, 150), w("IKEA", 2, 150), w("364.36", 3, 150)]
    rows = transactions.rows([DocPage(1, ws, "")], date(2024, 1, 15), date(2024, 2, 14))
    card = SimpleNamespace(sidecar=SimpleNamespace(doc_type="credit-card-statement"))
    docs = [(card, rows, {"petco", "ikea", "northgate"}, date(2024, 2, 14))]
    found = transactions.select("What did I pay at Petco in February 2024?", Period(2024, 2), docs)
    assert [(f.row.day, f.word.text) for f in found] == [(date(2024, 1, 30), "87.26")]
    # ...and words naming no row name none of them
    assert transactions.select("How much did I pay in February 2024?", Period(2024, 2), docs) == []


def test_a_balance_named_by_another_issuer_is_never_a_rows_running_balance(lib):
    # "what was my Crestline balance at the beginning of February": the card's statement was
    # declined for it (its new balance is where it closed), and the checking account's row
    # paying Crestline answered with the checking account's balance after it, $5,000.00
    doc_id = checking(lib, [("02/07", "Crestline Card Epay", "-1,500.00"), ("02/15", "Birchwood Payroll", "2,843.17")])
    with lib.store.tx() as c:       # its summary, printed above its rows
        c.execute("UPDATE pages SET text = 'Beginning Balance | $6,500.00' || char(10) || text WHERE doc_id = ?",
                  (doc_id,))
    lib("crestline-2024-02.pdf", [["Crestline Card Services", "Statement Closing Date 02/14/2024",
                                   "New Balance | $2,911.02"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-01-15", "period_end": "2024-02-14", "closing_date": "2024-02-14"})
    a = answer("What was my Crestline balance at the beginning of February?", ctx_for(lib))
    assert a.amount is None and "5,000.00" not in a.text, a.text
    # ...the account's own balance on the day is still its row's
    a = answer("What was my checking balance on February 7, 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5000.00", a.text


def test_what_was_spent_on_a_card_is_never_a_row_paying_it_nor_a_fee_it_charged(lib):
    """"How much did I spend on the Crestline card in February" names the card as the account:
    on the engine this began from it was answered with the checking account's row paying the
    card ($1,500.00), and "what did I spend on my card this billing cycle" with a purchase row
    printing "BILL". "How much did I charge on my card" is what the person bought, never the
    fees or the interest the card charged them. Paying the card is still the payment's row."""
    doc_id = checking(lib, [("02/07", "Crestline Card Epay", "-1,500.00"), ("02/15", "Birchwood Payroll", "2,843.17")])
    lib("crestline-2024-02.pdf", [["Crestline Card Services", "Statement Closing Date 02/14/2024",
                                   "Fees Charged | +$0.00", "Interest Charged | +$22.84", "New Balance | $2,911.02",
                                   "02/03 | APPLE.COM/BILL | 2.99", "02/09 | SAFEWAY #1432 | 84.10"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-01-15", "period_end": "2024-02-14", "closing_date": "2024-02-14"})
    ctx = ctx_for(lib)
    for q in ("How much did I spend on the Crestline card in February?",
              "What did I spend on my Crestline card this billing cycle?",
              "How much did I charge on my Crestline card in February?",
              "How much did I charge on my Crestline card?",
              # (the card named as what was spent on, not as a card: still the card's own)
              "How much did I spend on Crestline this period?",
              "How much did I spend on Crestline in February?"):
        a = answer(q, ctx)
        assert a.amount not in ("1500.00", "2.99", "0.00", "22.84"), (q, a.text)
    a = answer("How much did I pay on my Crestline card in February?", ctx)
    assert a.status == "answered" and a.amount == "1500.00", a.text
    # ...and a fee or the interest asked is never the row paying the card the words name
    # ("Crestline Card Epay"), whatever the checking statement prints elsewhere ("Fees | -12.00")
    with lib.store.tx() as c:
        c.execute("UPDATE pages SET text = text || ? WHERE doc_id = ?",
                  ("\nFees | -12.00\nA late fee may apply; interest is paid monthly", doc_id))
    ctx = ctx_for(lib)
    for q in ("What is the late fee on the Crestline card if I pay late?", "What is the interest on my Crestline card?"):
        a = answer(q, ctx)
        assert a.amount != "1500.00" and "1,500" not in a.text, (q, a.text)


def test_a_word_naming_which_fee_is_the_fees_own_label_never_a_heading(lib):
    """"What is my checking account's monthly service fee?" of a statement headed "CUSTOMER
    SERVICE INFORMATION" and summing "Fees | 0 | 0.00": on the engine this began from "service"
    was grounded by that heading and the summary's $0.00 stated, the fee itself being $12.00."""
    lib("lakeshore-2024-03.pdf", [["Lakeshore Federal Bank", "CUSTOMER SERVICE INFORMATION",
                                   "Lakeshore Total Checking 000000381552290",
                                   "Beginning Balance | $5,000.00", "Fees | 0 | 0.00", "Ending Balance | $6,343.17"]],
        doc_type="bank-statement", issuer="Lakeshore Federal Bank",
        dates={"period_start": "2024-03-01", "period_end": "2024-03-31", "statement_date": "2024-03-31"})
    a = answer("What is my checking account's monthly service fee?", ctx_for(lib))
    assert a.amount != "0.00", a.text


def test_a_balance_asked_of_no_day_is_never_a_rows_running_balance(lib):
    """"What's my Chase checking balance?" of an asset report: on the engine this began from the
    running balance after a row printing "CHASE CREDIT CRD AUTOPAY" was stated, the balance on
    one day in September. A row's running balance is its day's, asked only by that day."""
    checking(lib, [("02/07", "CHASE CREDIT CRD AUTOPAY", "-1,500.00"), ("02/15", "Birchwood Payroll", "2,843.17")])
    a = answer("What's my Chase checking balance?", ctx_for(lib))
    assert a.amount not in ("5000.00", "5100.00"), a.text
    a = answer("What was my checking balance on February 7, 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "5000.00", a.text


def test_a_row_the_words_name_whose_day_is_unread_may_be_of_the_month_asked(lib):
    # "October 1 3, 2020": a reader's split day left a payment to the card undated; the one row
    # of the month it could read is not all the month paid
    ws = header(100)
    ws += [w("October", 0, 130), w("6,", 0, 130, 50), w("2020", 0, 130, 65), w("AMERICAN", 1, 130),
           w("EXPRESS", 1, 130, 55), w("$127.17", 3, 130), w("$157,268.07", 4, 130)]
    ws += [w("October", 0, 160), w("1", 0, 160, 50), w("3,", 0, 160, 58), w("2020", 0, 160, 75),
           w("AMERICAN", 1, 160), w("EXPRESS", 1, 160, 55), w("$1,810.35", 3, 160), w("$155,457.72", 4, 160)]
    ws += [w("October", 0, 190), w("15,", 0, 190, 50), w("2020", 0, 190, 65), w("PAYROLL", 1, 190),
           w("$2,759.65", 2, 190), w("$158,217.37", 4, 190)]
    add_report(lib, ws)
    assert [r.day for r in transactions.rows([DocPage(1, ws, "")])][:2] == [date(2020, 10, 6), None]
    a = answer("How much did I pay American Express in October 2020?", ctx_for(lib))
    assert a.amount is None, a.text
    # ...a day asked is the row printed on it
    a = answer("How much did I pay American Express on October 6, 2020?", ctx_for(lib))
    assert a.amount == "127.17", a.text


def test_a_tax_year_asked_is_no_rows_of_another_year(lib):
    # "how much state tax did I pay in 2022" stated a 2025 row of a fund's statement printing
    # "PIE tax": a tax year asked is a year's figure, never a row of any day
    checking(lib, [("02/03", "Card Purchase Costco Whse", "-187.43"), ("02/20", "State Tax Payment", "-300.00")])
    a = answer("How much state tax did I pay in 2023?", ctx_for(lib))
    assert a.amount is None, a.text


def test_a_merchants_purchase_asked_of_a_card_is_its_row_never_the_statements(lib):
    # on the engine this began from "how much was my Home Depot purchase" stated the New
    # Balance, "what was the amount of my Best Buy purchase" the Purchases, and "how much was my
    # February Crestline payment" the New Balance again
    lib("crestline-2024-02.pdf", [["Crestline Card Services", "Statement Closing Date 02/14/2024",
                                   "Previous Balance | $2,395.22", "Payment, Credits | -$1,200.00",
                                   "Purchases | +$1,873.46", "New Balance | $3,068.68",
                                   "Minimum Payment Due | $53.53",
                                   "02/05 | THE HOME DEPOT #0631 SAN JOSE CA | 287.12",
                                   "02/06 | Payment Thank You-Mobile | -1,200.00",
                                   "02/21 | BEST BUY 00011 | 649.99"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-01-15", "period_end": "2024-02-14", "closing_date": "2024-02-14"})
    ctx = ctx_for(lib)
    for q in ("how much was my Home Depot purchase?", "what was the amount of my Best Buy purchase?",
              "how much was my Best Buy bill?", "how much was my February Crestline payment?"):
        a = answer(q, ctx)
        assert a.amount not in ("3068.68", "1873.46"), (q, a.text)
    a = answer("What was the new balance on my Crestline statement?", ctx)
    assert a.amount == "3068.68", a.text


def test_a_payment_supposed_and_a_difference_are_declined(lib):
    checking(lib, [("02/07", "Crestline Card Epay", "-1,500.00"), ("02/15", "Birchwood Payroll", "2,843.17")])
    lib("crestline-2024-02.pdf", [["Crestline Card Services", "Statement Closing Date 02/14/2024",
                                   "Interest Charged | +$22.84", "New Balance | $2,911.02",
                                   "Total Transactions for This Period | $1,337.89",
                                   "If you make no additional charges and each month you pay | You will pay off "
                                   "the balance in | And you will end up paying an estimated total of",
                                   "Only the minimum payment | 11 years | $6,536",
                                   "$112 | 3 years | $4,044"]],
        doc_type="credit-card-statement", issuer="Crestline",
        dates={"period_start": "2024-01-15", "period_end": "2024-02-14", "closing_date": "2024-02-14"})
    ctx = ctx_for(lib)
    # (on real statements these had stated a Total Transactions, and a checking row paying the
    # card: said what they ask, the declines say so)
    for q, says in (("what would I pay in total on Crestline if I pay $112 a month?", "suppose"),
                    ("what would I pay in total if I only pay the minimum on Crestline?", "suppose"),
                    ("how much more interest did I pay on Crestline in February than January?", "difference"),
                    # (figures put together: two months, one and another, a share of one; each had
                    # stated one of its figures)
                    ("how much interest did Crestline charge in January and February 2024?", "for one period"),
                    ("how much interest plus fees did Crestline charge in February?", "for one period"),
                    ("what's 15% of my Crestline new balance?", "for one period")):
        a = answer(q, ctx)
        assert a.status == "declined" and a.amount is None and says in a.text, (q, a.text)


def test_a_statements_own_sender_in_its_row_names_the_statement_not_the_row():
    # "what was the total of other credits on Northgate" stated the $845.20 "NORTHGATE MOBILE
    # PYMT" row of Northgate's own statement; its Other Credits are -$12.50
    ws = [w("Trans", 0, 100), w("Date", 0, 100, 36), w("Description", 2, 100), w("Amount", 3, 100),
          w("03/12", 0, 130), w("NORTHGATE", 2, 130), w("MOBILE", 2, 130, 60), w("PYMT", 2, 130, 100),
          w("-845.20", 3, 130),
          w("03/16", 0, 150), w("PETCO", 2, 150), w("87.26", 3, 150)]
    rows = transactions.rows([DocPage(1, ws, "")], date(2024, 2, 23), date(2024, 3, 22))
    card = SimpleNamespace(sidecar=SimpleNamespace(doc_type="credit-card-statement", issuer="NORTHGATE Card Services"))
    docs = [(card, rows, {"petco", "northgate", "mobile", "pymt", "other", "credit"}, date(2024, 3, 22))]
    assert transactions.select("What was the total of other credits on Northgate?", None, docs) == []
    found = transactions.select("How much was the Petco charge on Northgate?", None, docs)
    assert [f.word.text for f in found] == ["87.26"]


def test_a_kind_of_thing_spent_on_is_no_row_its_word_prints(lib):
    """"How much did I spend on gas in February 2024" stated the one row printing the word,
    "COSTCO GAS", $58.02, beside a Shell and a Chevron purchase that do not print it: a kind
    of thing said in small letters ("on gas", "on groceries") is a sum no printed word picks
    out whole. A shop's name still names its row."""
    checking(lib, [("02/05", "SHELL OIL 57442 SAN JOSE CA", "52.10"), ("02/11", "CHEVRON 0094512 SANTA CLARA", "48.75"),
                   ("02/17", "COSTCO GAS #0472 SAN JOSE CA", "58.02"), ("02/21", "BEST BUY 00011", "649.99")],
             kind="credit-card-statement", name="crestline-2024-02.pdf", issuer="Crestline")
    for q in ("How much did I spend on gas in February 2024?", "How much did I spend on gas in February?",
              "What did I spend on gas this February?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None, (q, a.text)
    for q, want in (("How much did I spend at Costco in February 2024?", "58.02"),
                    ("How much did I spend on Best Buy in February 2024?", "649.99")):
        a = answer(q, ctx_for(lib))
        assert a.status == "answered" and a.amount == want, (q, a.text)


def test_a_merchant_a_card_prints_shortened_is_not_left_out_of_what_was_spent(lib):
    """"How much did I spend at Whole Foods" stated the bank's "Whole Foods Market" row, $88.14,
    beside a card's "WHOLEFDS SJC 10184" purchase of $92.41 that no word of the question matched:
    a row printing the name shortened may be the same shop's, so the rows found are not all."""
    checking(lib, [("02/24", "WHOLEFDS SJC 10184 SAN JOSE CA", "92.41"), ("02/21", "BEST BUY 00011", "649.99")],
             kind="credit-card-statement", name="northgate-2024-02.pdf", issuer="Northgate")
    checking(lib, [("02/09", "Card Purchase 02/08 Whole Foods Market San Jose CA Card 6621", "-88.14")])
    for q in ("How much did I spend at Whole Foods?", "How much did I spend at Whole Foods in February 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None, (q, a.text)
    a = answer("How much did I spend at Best Buy?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "649.99", a.text


def test_what_was_spent_after_a_return_is_a_difference_never_the_purchase(lib):
    """"How much did I spend at REI after the return" stated the $219.95 purchase alone, beside
    the statement's "REI #45 (RETURN) -$12.50": what is left after a return or a refund is one
    figure taken from another, which no label prints."""
    checking(lib, [("02/04", "REI #45 SAN JOSE CA", "219.95"), ("02/09", "REI #45 SAN JOSE CA (RETURN)", "-12.50")],
             kind="credit-card-statement", name="northgate-2024-02.pdf", issuer="Northgate")
    for q in ("How much did I spend at REI after the return?", "What did I spend at REI net of the refund?"):
        a = answer(q, ctx_for(lib))
        assert a.status == "declined" and a.amount is None and "difference" in a.text, (q, a.text)


def test_a_count_of_rows_asked_is_never_a_rows_dollars(lib):
    """"How many ATM and debit card withdrawals were there in February?" stated one ATM row's
    $200.00, and "the number of fees charged" the service fee's $12.00: a question that counts
    asks no row's amount."""
    checking(lib, [("02/10", "ATM Withdrawal", "-200.00"), ("02/29", "Monthly Service Fee", "-12.00")])
    for q in ("How many ATM withdrawals were there in February 2024?",
              "What was the number of fees charged on checking in February 2024?"):
        a = answer(q, ctx_for(lib))
        assert a.amount is None and "$" not in a.text, (q, a.text)
    a = answer("How much was the ATM withdrawal on February 10, 2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount in ("200.00", "-200.00"), a.text


def test_a_day_said_without_its_year_is_that_day_of_the_rows_printed(lib):
    """"How much did I withdraw from the ATM on March 23?" declined: a day said without its year
    picked no row, while a month said so picks that month of any year the rows print."""
    checking(lib, [("02/10", "ATM Withdrawal", "-200.00"), ("02/29", "Monthly Service Fee", "-12.00")])
    a = answer("How much did I withdraw from the ATM on February 10?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "200.00", a.text
    a = answer("How much did I withdraw from the ATM on February 11?", ctx_for(lib))
    assert a.amount is None, a.text


def test_a_day_said_as_when_a_payment_fell_due_is_never_a_purchase_of_that_day(lib):
    """"What was the payment due 05/02/2024 on the Meridian card?" stated $40.65, a purchase the
    May statement prints on 05/02, while the April statement's payment was due that day. A day
    said after "due" is a due date: no transaction row is picked out by it."""
    doc_id = checking(lib, [("02/03", "NEW SEASONS MARKET", "40.65"), ("02/08", "AUTOPAY PAYMENT - THANK YOU", "-300.00")],
                      kind="credit-card-statement", name="meridian-2024-02.pdf", issuer="Meridian Express")
    with lib.store.tx() as c:
        c.execute("UPDATE pages SET text = 'Meridian Express Card | Payment Due Date 03/03/2024' || char(10) || text "
                  "WHERE doc_id = ?", (doc_id,))
    lib("meridian-2024-01.pdf", [["Meridian Express", "Closing Date 01/07/2024", "Payment Due Date 02/03/2024",
                                  "Minimum Payment Due | $45.76"]],
        doc_type="credit-card-statement", issuer="Meridian Express",
        dates={"period_start": "2023-12-08", "period_end": "2024-01-07", "closing_date": "2024-01-07",
               "due_date": "2024-02-03"}, fields=[("minimum_payment", "$45.76", "Minimum Payment Due")])
    a = answer("What was the payment due 02/03/2024 on the Meridian card?", ctx_for(lib))
    assert a.amount != "40.65", a.text
    # ...while the day said as the purchase's still is
    a = answer("What did I pay at New Seasons Market on 02/03/2024?", ctx_for(lib))
    assert a.status == "answered" and a.amount == "40.65", a.text
