"""Day-first or month-first: what a document's own dates say, else where its money is from."""
from docq.workers import dates


def test_a_date_that_cannot_be_month_first_decides():
    assert dates.find_dates(["Date: 17/01/2018", "TOTAL $5.00"], "receipt")["closing_date"] == "2018-01-17"
    assert dates.find_dates(["Date: 01/17/2018", "TOTAL RM 5.00"], "receipt")["closing_date"] == "2018-01-17"


def test_undecided_dates_follow_the_currency():
    ringgit = dates.find_dates(["Date: 11/05/2018 10:22", "TOTAL RM 68.90"], "receipt")
    pounds = dates.find_dates(["Date: 04/03/2024", "Total £12.50"], "receipt")
    dollars = dates.find_dates(["Date: 11/05/2018 10:22", "TOTAL $68.90"], "receipt")
    assert ringgit["closing_date"] == "2018-05-11"
    assert pounds["closing_date"] == "2024-03-04"
    assert dollars["closing_date"] == "2018-11-05"


def test_words_containing_rm_are_not_ringgit():
    assert dates.find_dates(["FORM 1099 Date 03/04/2024", "PERMIT 12.00"], "other").get("closing_date") in (None, "2024-03-04")
