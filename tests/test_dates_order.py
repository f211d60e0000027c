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


def test_a_receipt_says_it_is_malaysian_in_the_ways_its_reader_leaves_legible():
    # lines as Tesseract read real SROIE receipts (sroie-more 288, 311, 440, 453): ringgit in a
    # cell of its own, a 6% GST, a .com.my address, S/B for Sdn Bhd, a company number
    for marks in (["EFuelSave 95 | RM | 50.00 C"], ["*6% GST Included | 0.38"],
                  ["waw dominos.com.my/smila and"], ["99 SPEED HART S/B"], ["SDN BHO"],
                  ["GARDENIA BAKERIES (KL) (139386-X)"], ["Tel: +603-2 352 4137"]):
        assert dates.find_dates(["Date: 06/04/18 10:22", *marks], "receipt")["closing_date"] == "2018-04-06", marks


def test_canadian_gst_and_american_rooms_say_nothing_of_the_order():
    assert dates.find_dates(["Date: 06/04/18", "GST 5% | 0.38", "TOTAL $8.00"], "receipt")["closing_date"] == "2018-06-04"
    assert dates.find_dates(["Date: 06/04/18", "Rm 204, 10 Main St", "TOTAL 8.00"], "receipt")["closing_date"] == "2018-06-04"


def test_a_card_or_points_expiry_is_not_the_day_of_the_sale():
    # sroie-more 222: the card slip prints its sale date and the card's expiry
    lines = ["27/02/18 21:22 | Slip No.: 8020188757", "Card Expiry: 31/05/18", "TOTAL RM 12.00"]
    assert dates.find_dates(lines, "receipt")["period_end"] == "2018-02-27"
    assert dates.find_dates(["Date: 05/03/2018", "Valid until 05/04/2018", "TOTAL RM 5.00"], "receipt")["period_end"] == "2018-03-05"


def test_a_time_printed_against_the_year_ends_the_date():
    # "15/07/201712:07": a receipt's till prints the time with no space after the year
    assert dates.printed_dates("Date: 15/07/201712:07", True) == [("15/07/2017", "2017-07-15")]
    assert dates.printed_dates("12/02/201812:07:33", True) == [("12/02/2018", "2018-02-12")]
    # digits run on that are no time of day are not a date at all
    assert dates.printed_dates("15/07/2017123", True) == []
    assert dates.printed_dates("15/07/2017112:07", True) == []


def test_a_month_named_between_slashes_is_a_date():
    assert dates.printed_dates("CB#:58273599475 02/Jan/2017 10:49:25", True) == [("02/Jan/2017", "2017-01-02")]


def test_a_hyphen_read_as_a_tilde_still_separates_a_date():
    assert dates.printed_dates("02:49PM | 565287 | 05~05-17", dayfirst=True) == [("05~05-17", "2017-05-05")]


def test_a_letter_spaced_date_after_its_label_is_read():
    # sroie-more 475: a thermal slip prints "Date 04042017" letter-spaced; the receipt is
    # Malaysian (its owner's company number), so a compact date is day, month, year
    lines = ["SANYU SUPPLY SDN BHD (1135772-K)", "Total | 14.90",
             "INV NO: CS-SA-0075638 D a t e 0 6 0 7 2 0 1 7"]
    assert dates.find_dates(lines, "receipt")["period_end"] == "2017-07-06"
    # the same digits without a date's label, or with a year that is not last, are no date
    assert "period_end" not in dates.find_dates(["SDN BHD", "Ref 0 6 0 7 2 0 1 7"], "receipt")
    assert "period_end" not in dates.find_dates(["SDN BHD", "Date 20170706"], "receipt")


def test_a_ringgit_column_heading_says_the_dates_are_day_first():
    # sroie-more 005: "RM" heads the price columns, and no figure carries it
    lines = ["Date | 09/01/2019 8:01:11 PM", "Description | Qty Price Amount", "RM | RM", "Total: | 31.00"]
    assert dates.find_dates(lines, "receipt")["period_end"] == "2019-01-09"
    assert dates.find_dates(["Date | 09/01/2019", "Firm | Rm", "Total: | 31.00"], "receipt")["period_end"] == "2019-09-01"


def test_a_day_month_and_two_digit_year_is_a_date_and_an_hour_is_not_a_year():
    assert dates.printed_dates("24 Mar 18 09:12:41 PM") == [("24 Mar 18", "2018-03-24")]
    assert dates.printed_dates("1-Jan-24") == [("1-Jan-24", "2024-01-01")]
    assert dates.printed_dates("Served 12 Mar 18:30") == []
    # a day before a month-first date with its year is not a day-first date
    assert dates.printed_dates("Page 2 Dec 15, 2024") == [("Dec 15, 2024", "2024-12-15")]


def test_a_policy_term_printed_as_its_two_ends_is_the_policys_period():
    # the ways real declarations print a term's start and end apart (realdocs-dev)
    farmers = dates.find_dates(["Effective: 8/31/2021 12:01 AM", "Expiration: 8/31/2022 12:01 AM",
                                "Effective: | 8/31/2021 12:01 AM"], "insurance-declarations")
    assert (farmers["period_start"], farmers["period_end"]) == ("2021-08-31", "2022-08-31")
    root = dates.find_dates(["Your coverage begins on October 22, 2021 at 11:28am CDT. It expires on "
                             "April 22, 2022 at 12:01am CDT."], "insurance-declarations")
    assert (root["period_start"], root["period_end"]) == ("2021-10-22", "2022-04-22")
    start_only = dates.find_dates(["AUTO APPLICATION | Effective Date: 02/22/2022", "Term 12 Month"],
                                  "insurance-declarations")
    assert start_only["period_start"] == "2022-02-22" and "period_end" not in start_only


def test_no_term_from_a_changes_date_a_print_date_or_another_kinds_effective_date():
    change = dates.find_dates(["Policy Expiration: | 03/31/2022", "Effective Date of This Transaction: | 6/18/2021"],
                              "insurance-declarations")
    assert "period_start" not in change and "period_end" not in change
    printed = dates.find_dates(["Information on this declaration is effective 10/12/2021 02:15PM."],
                               "insurance-declarations")
    assert "period_start" not in printed
    # a rate's effective date on a statement is no term, and no date of the statement
    assert dates.find_dates(["New APR Effective Date: 03/01/2024"], "credit-card-statement") == {}


def test_a_date_printed_before_its_caption_on_its_row_is_the_captions():
    # a declarations page prints each date in a cell with its caption after it ("08/01/2021 |
    # Effective Date"), a column of prose beside them
    got = dates.find_dates(["Standard Time at the residence premises. | 12 months, this policy will be",
                            "08/01/2021 | Effective Date | subject to the premiums, rules and forms",
                            "12 months Policy Period | succeeding policy period.",
                            "08/01/2022 | Expiration of Policy Period | will give you written notice"],
                           "insurance-declarations")
    assert (got["period_start"], got["period_end"]) == ("2021-08-01", "2022-08-01")
    # only a caption that is its own cell takes the date before it, and only a date that is one
    assert "period_start" not in dates.find_dates(["Paid 07/01/2021 | Effective Date | of the change"],
                                                  "insurance-declarations")
    assert "period_start" not in dates.find_dates(["07/01/2021 | Effective Date of This Transaction"],
                                                  "insurance-declarations")


def test_a_policy_period_with_the_hours_it_starts_and_ends_is_a_term():
    got = dates.find_dates(["EMAIL ADDRESS: | POLICY PERIOD:",
                            "03/15/2021 at 12:01 a.m. ET to 09/14/2021 at 11:59 p.m. ET"], "insurance-declarations")
    assert (got["period_start"], got["period_end"]) == ("2021-03-15", "2021-09-14")


def test_a_price_for_several_is_no_date_and_a_date_keeps_one_separator():
    # a grocery slip's "2/3.00" (two for 3.00) printed above the sale's own date
    lines = ["IA | YELLOW BANANAS | 1.39 B", "1 2/3.00", "BALANCE DUE | 21.76", "1/05/13 16:51 2534 21 0106 217"]
    assert dates.printed_dates("1 2/3.00") == []
    assert dates.find_dates(lines, "receipt")["period_end"] == "2013-01-05"


def test_a_year_printed_first_with_slashes_or_dots_is_a_date():
    assert dates.printed_dates("2015/09/23 16:55 | 207408") == [("2015/09/23", "2015-09-23")]
    assert dates.printed_dates("Datum 2006.01.10") == [("2006.01.10", "2006-01-10")]
    assert dates.find_dates(["CIRCLE K #7408", "2015/09/23 16:55 | 207408", "Total | $10.06"], "receipt")["period_end"] == "2015-09-23"


def test_a_checks_month_day_and_two_digit_year_is_a_date():
    assert dates.printed_dates("Nov26'09 06:11PM | Gst 2") == [("Nov26'09", "2009-11-26")]


def test_the_last_day_to_return_the_goods_is_not_the_day_of_the_sale():
    lines = ["TARGET", "TOTAL | $26.73", "10/20/2015 | 11:50 AM", "RETURN BY 11/19/15"]
    assert dates.find_dates(lines, "receipt")["period_end"] == "2015-10-20"


def test_the_euro_spelt_out_or_a_vat_named_in_its_language_writes_dates_day_first():
    for marks in (["Total: | 19,65 Euro"], ["IVA INCLUIDO"], ["MwSt 19% | 2,46"], ["TVA 20% | 1,20"]):
        assert dates.find_dates(["Fecha:05/03/11 08:10:53 PM", *marks], "receipt")["period_end"] == "2011-03-05", marks


def test_a_prize_draws_dates_are_not_the_day_of_the_sale():
    lines = ["AUSTRALIA POST", "TOTAL | $63.05", "14/12/16 14:02:58 414027 01/016554 2",
             "Entry between 9am (AEDT) 26/09/16", "Draw: 9am (AEDT) 04/01/17,"]
    assert dates.find_dates(lines, "receipt")["period_end"] == "2016-12-14"


def test_a_date_with_backslashes_read_as_bars_or_a_one_is_a_date():
    # wildreceipt 983624103a8b prints "21\Feb\2012"; RapidOCR read "211Feb|2012"
    assert dates.printed_dates("211Feb|2012 20:12 PL1") == [("211Feb|2012", "2012-02-21")]
    assert dates.printed_dates("21\\Feb\\2012") == [("21\\Feb\\2012", "2012-02-21")]
    assert dates.find_dates(["211Feb|2012 20:12 PL1", "Total | 144.25"], "receipt")["period_end"] == "2012-02-21"
    # two digits before the month leave no backslash to have been misread: no guess
    assert dates.printed_dates("11Feb|2012") == []


def test_a_time_printed_against_a_two_digit_year_ends_the_date_and_no_year_is_1812():
    assert dates.printed_dates("03/10/1812:07") == [("03/10/18", "2018-03-10")]
    assert dates.printed_dates("3/10/1812") == []


def test_a_remittance_is_of_the_day_its_check_or_transfer_was_made():
    """A payer's remittance prints the day it paid as "Check/EFT Date": the document's own day.
    On the engine this began from it printed no date a reader knew, and "the remittance dated
    June 13, 2023" found none."""
    got = dates.find_dates(["Summary", "Payer | SENSIBLE", "Check/EFT Date | 06/13/2023",
                            "Check/EFT # | 0123456789", "Billed Amount | 1700.00"], "medical-bill")
    assert got["statement_date"] == "2023-06-13" and got["closing_date"] == "2023-06-13"
