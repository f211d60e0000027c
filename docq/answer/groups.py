"""Lines whose figures belong with other lines. A record printed over several lines and closed
by its own total: a remittance's claim (its first service line carries the claim's number and
the patient, the lines after it have none, and "***CLAIM TOTAL***" sums them), an invoice's
order with its sub-lines. The figure the first line prints is that line's, never the record's:
asked of the record (by its number, its patient), the total is the answer, and the first line's
figure is another. And a receipt photographed at a tilt, whose item names the reader paired
with the prices of the lines next to them."""
from __future__ import annotations

import re

from docq import money

# A row that totals the lines above it ("***CLAIM TOTAL***", "Order Total", "Subtotal")
_TOTAL_ROW = re.compile(r"^[\W_]*(?:[A-Za-z]+\s+)?(?:sub)?totals?\b", re.IGNORECASE)
# ...and the token a record's first line opens with: a number or an identifier (its sub-lines
# open with a date or a code, never a label's words)
_KEY = re.compile(r"^[A-Z]*\d[\w-]*$")


def one_line_of_many(page_text: str, item: str, printed: str) -> bool:
    """Whether the table row naming `item` and printing `printed` opens a record of several
    lines of figures that a total row closes, before any line opening another record as it does."""
    lines = page_text.splitlines()
    flat = [" ".join(line.replace(" | ", " ").split()) for line in lines]
    item = " ".join(item.split())
    key = item.split()[0] if item else ""
    if not _KEY.match(key) or len(key) < 5 or sum(ch.isdigit() for ch in key) < 4:
        return False    # a record's number ("0007777"), not a label's ("401k Pre-Tax")
    for i, line in enumerate(flat):
        if not (line.startswith(item) and printed in line.split()):
            continue
        others = 0
        for nxt in flat[i + 1:]:
            first = nxt.split()[0] if nxt.split() else ""
            if _TOTAL_ROW.match(nxt):
                return others > 0
            if first != key and _KEY.match(first) and len(first) == len(key) and first.isdigit() == key.isdigit() \
                    and not money.find_amounts(first):
                return False        # the next record opens: this one had no total row
            if money.find_amounts(nxt):
                if not any(ch.isdigit() for ch in first):
                    return False    # a row a label opens ("Dental | 12.00") is a record of its own
                others += 1
        return False
    return False


# A receipt's line of a count and a price and no name ("1 | 32.00"): the name of its item was
# paired with another line's price
_COUNT_AND_PRICE = re.compile(r"\s*\d{1,2}\s*(?:\|\s*)?\$?\d+[.,]\d{2}\s*")


def names_apart(page_text: str) -> bool:
    """Whether a receipt's page prints an item's count and price on a line without its name:
    the tilt of the photo set its names and prices on lines apart, so which price is which
    item's the lines do not say ("ES AYAM | 2 64.00" was the SOTO AYAM's two at 64.00)."""
    return any(_COUNT_AND_PRICE.fullmatch(line) for line in page_text.splitlines())
