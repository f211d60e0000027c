"""The label table's words (meaning/printed.py) are read everywhere: they spell out a word cut
short ("Ded." is "deductible" when one table word begins so) and take a word the reader got one
letter wrong for the table word it misreads. A word added to the table for one form's caption
can change how every other document reads, so these readings are held here."""
from __future__ import annotations

import pytest

from docq.workers import labels

# a word cut short and marked so, spelt out as the one table word that begins so
SPELT_OUT = {"min.": "minimum", "ded.": "deductible", "fed.": "federal", "soc.": "social", "sec.": "security",
             "bal.": "balance", "ins.": "insurance", "int.": "interest", "tot.": "total"}
# ordinary words a document prints, never taken for a table word they resemble ("Third Party"
# is no "part", a till's "Tender" no "lender"), and cut words no one table word begins
AS_PRINTED = ("party", "tender", "rent", "healthy", "royal", "tents", "parts", "rep.", "vol.")
# a reader's one-letter misreads of table words
MISREAD = {"totl": "total", "amcunt": "amount", "totel": "total"}


@pytest.mark.parametrize("cut, word", SPELT_OUT.items())
def test_a_word_cut_short_is_spelt_out(cut, word):
    assert labels.spell_out(f"{cut} due") == f"{word} due"


@pytest.mark.parametrize("word", AS_PRINTED)
def test_an_ordinary_word_reads_as_printed(word):
    assert labels.spell_out(word) == word
    assert labels._as_the_table_spells(word.rstrip(".")) == word.rstrip(".")


@pytest.mark.parametrize("misread, word", MISREAD.items())
def test_a_misread_table_word_reads_as_the_table_spells_it(misread, word):
    assert labels._as_the_table_spells(misread) == word
