"""A figure's pixels are re-read only from the bytes the document was read from: the second
reader's verdicts are remembered by content, and a file saved over under the same name (a
re-scan whose text layer misreads what its pixels print) proves nothing for the old reading.
On main the verdict was remembered by path for the daemon's whole life."""
from __future__ import annotations

from datetime import date

from docq.answer import guards
from docq.answer.engine import AnswerContext, answer
from tests.answer_support import reread_agrees

BILL = [["NW Natural", "Bill Date 10/15/2017", "Amount Due | $148.09", "Due Date | 11/05/2017"]]


def test_a_file_saved_over_is_not_re_read_for_the_old_reading(lib, tmp_path):
    calls = []

    def counting(path, page, box, expected, cfg, **kw):
        calls.append(expected)
        return reread_agrees(path, page, box, expected, cfg, **kw)

    lib("nwn-2017-10.pdf", BILL, doc_type="utility-bill", issuer="NW Natural",
        dates={"statement_date": "2017-10-15", "due_date": "2017-11-05"}, fields=[("amount_due", "$148.09", "Amount Due")])
    ctx = AnswerContext(lib.cfg, lib.store, lib.index, reread=guards.RereadMemo(counting), today=date(2026, 3, 1))
    q = "What was the amount due on my October 2017 NW Natural bill?"
    assert answer(q, ctx).amount == "148.09"
    assert answer(q, ctx).amount == "148.09" and len(calls) == 1        # remembered, by content
    (tmp_path / "files" / "nwn-2017-10.pdf").write_bytes(b"%PDF-1.4 another scan saved over it")
    again = answer(q, ctx)
    assert again.status != "answered" and again.amount is None, again.text
    assert len(calls) == 1                                                # nothing re-read from other bytes
