"""labels: which printed labels name which canonical money field, per document type.

A label names a field only when the whole label phrase matches (after normalising case,
punctuation, dot leaders and a leading box number): "BASED ON CASH VALUE" is not "Cash
Value", "Minimum Amount Due" is not "Amount Due", "Cash Surrender Value" is not "Cash
Value". Missing a synonym costs an answer; a loose pattern costs money, so patterns are tight.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from docq.workers.kinds import RETURNS, STATEMENTS, TAX_FORMS as FORMS

EVERY_TYPE = tuple(sorted(STATEMENTS | FORMS | RETURNS | {"receipt"}))


@dataclass(frozen=True)
class Spec:
    field: str
    pattern: re.Pattern
    types: frozenset[str]
    box: str = ""            # the form box number a leading number must equal, if any


def _spec(field: str, types, *alternatives: str, box: str = "") -> Spec:
    pat = re.compile(r"(?:" + "|".join(alternatives) + r")")
    return Spec(field, pat, frozenset(types), box)


# An unrecognised document is read with the receipt labels too, and its total with the
# receipt's arithmetic (fields.extract_fields), so "other" never skips the checks.
RECEIPTS = frozenset({"receipt", "other"})
# A currency printed in a label ("Total Incl. GST:RM", "Cash RM", "Total RM Incl. of GST") says
# what the figure is in, not what it is ("Total(SGD)", "Total | CHF"): normalise_label drops it.
# "rn" and "rh" are how a recogniser reads a thermal print's RM; "eurd" and "eur0" its EURO
# (a receipt's "TOTALE EURO").
_CURRENCY = re.compile(r"(?<![a-z0-9])(?:in )?(?:rm|rn|rh|myr|usd|sgd|eur|euro|eur[d0]|gbp|aud|cad|nzd|hkd|chf)"
                       r"(?![a-z0-9])|\$")
# A rate printed with its decimals ("GST 6.00%") is the rate the tables spell "6%".
_RATE = re.compile(r"(\d)[.,]0+ ?%")
_AMOUNT_DUE = [r"(?:total |current )?amount due(?: now)?", r"total (?:amount )?due", r"balance due",
               r"please pay(?: this amount)?", r"pay this amount", r"amount now due",
               r"total amount due now", r"amount to pay", r"(?:total|balance) to pay",
               r"(?:total |net )?amount payable", r"total payable"]

SPECS: tuple[Spec, ...] = (
    # statements and bills
    _spec("amount_due", STATEMENTS, *_AMOUNT_DUE),
    _spec("new_balance", STATEMENTS, r"new balance(?: total)?", r"new account balance"),
    _spec("minimum_payment", STATEMENTS, r"(?:total )?minimum (?:payment|amount)(?: due)?",
          r"minimum due", r"min payment due"),
    _spec("previous_balance", STATEMENTS, r"previous (?:statement )?balance", r"prior balance",
          r"beginning balance", r"opening balance", r"starting balance",
          r"last statement balance", r"balance (?:from|on) (?:your )?last (?:statement|bill)"),
    _spec("payments", STATEMENTS, r"(?:total )?payments?(?: (?:and |or )?(?:other )?credits)?",
          r"payments? received", r"payments? thank you"),
    _spec("ending_balance", STATEMENTS, r"ending balance", r"closing balance", r"ending account balance",
          r"balance (?:at|as of) (?:the )?end of (?:the )?(?:period|statement|cycle)"),
    _spec("interest_paid", STATEMENTS, r"(?:total )?interest paid(?: this (?:period|statement|year))?",
          r"interest (?:earned|credited)(?: this (?:period|statement))?"),
    # a statement's other summary lines: not answered, only added up (statements.py)
    _spec("_charges", STATEMENTS, r"(?:total )?new charges", r"(?:total )?purchases(?: and (?:other )?(?:adjustments|debits))?",
          r"cash advances?", r"balance transfers?", r"(?:total )?fees(?: charged)?", r"(?:total )?interest charged",
          r"(?:total )?current charges", r"current \w+ charges"),
    _spec("_credits", STATEMENTS, r"(?:other )?credits"),
    _spec("_deposits", STATEMENTS, r"(?:total )?deposits(?: and (?:other )?(?:credits|additions))?"),
    _spec("_withdrawals", STATEMENTS, r"(?:total )?withdrawals(?: and (?:other )?(?:debits|subtractions))?",
          r"(?:total )?checks and (?:other )?debits"),
    # W-2
    _spec("w2_box1", {"w2"}, r"wages tips(?: and)? other comp(?:ensation)?", box="1"),
    _spec("w2_box2", {"w2"}, r"federal income tax withheld", box="2"),
    _spec("w2_box3", {"w2"}, r"social security wages", box="3"),
    _spec("w2_box4", {"w2"}, r"social security tax withheld", box="4"),
    _spec("w2_box5", {"w2"}, r"medicare wages and tips", box="5"),
    _spec("w2_box6", {"w2"}, r"medicare tax withheld", box="6"),
    _spec("w2_box10", {"w2"}, r"dependent care benefits", box="10"),
    _spec("w2_box16", {"w2"}, r"state wages tips etc", box="16"),
    _spec("w2_box17", {"w2"}, r"state income tax", box="17"),
    _spec("w2_box18", {"w2"}, r"local wages tips etc", box="18"),
    _spec("w2_box19", {"w2"}, r"local income tax", box="19"),
    # 1099-INT / 1099-DIV
    _spec("int_box1", {"1099-int"}, r"interest income", box="1"),
    _spec("int_box3", {"1099-int"}, r"interest on u ?s savings bonds and treas(?:ury)? obligations", box="3"),
    _spec("int_box4", {"1099-int"}, r"federal income tax withheld", box="4"),
    _spec("div_box1a", {"1099-div"}, r"total ordinary dividends", box="1a"),
    _spec("div_box1b", {"1099-div"}, r"qualified dividends", box="1b"),
    _spec("int_box2", {"1099-int"}, r"early withdrawal penalty", box="2"),
    _spec("int_box8", {"1099-int"}, r"tax exempt interest", box="8"),
    _spec("div_box2a", {"1099-div"}, r"total capital gain distributions", r"total capital gain distr", box="2a"),
    _spec("div_box3", {"1099-div"}, r"nondividend distributions", box="3"),
    _spec("div_box5", {"1099-div"}, r"sec(?:tion)? 199a dividends", box="5"),   # ("sec." is security too)
    _spec("div_box12", {"1099-div"}, r"exempt interest dividends", box="12"),
    # 1099-NEC: what a client paid a person not its employee, and what it withheld
    _spec("nec_box1", {"1099-nec"}, r"nonemployee compensation", box="1"),
    _spec("nec_box3", {"1099-nec"}, r"excess golden parachute payments", box="3"),
    _spec("nec_box4", {"1099-nec"}, r"federal income tax withheld", box="4"),
    _spec("nec_box5", {"1099-nec"}, r"state tax withheld", box="5"),
    _spec("nec_box7", {"1099-nec"}, r"state income", box="7"),
    # box 6 of a 1099-INT, box 7 of a 1099-DIV
    _spec("foreign_tax_paid", {"1099-int", "1099-div"}, r"foreign tax paid"),
    # 1098 and county bills
    _spec("mortgage_interest", {"1098"}, r"mortgage interest received from payers? ?borrowers?",
          r"mortgage interest received(?: from)?", box="1"),
    _spec("property_tax", {"1098"}, r"(?:other )?(?:real estate|property) tax(?:es)?(?: paid)?", box="10"),
    _spec("mortgage_principal", {"1098"}, r"outstanding mortgage principal", box="2"),
    _spec("overpaid_interest_refund", {"1098"}, r"refund of overpaid interest", box="4"),
    _spec("mortgage_insurance", {"1098"}, r"mortgage insurance premiums?", box="5"),
    _spec("points_paid", {"1098"}, r"points paid on purchase of principal residence", box="6"),
    _spec("property_tax", {"property-tax-bill"},
          r"total (?:property |real estate |annual )?tax(?:es)?(?: billed| levied| amount)?",
          r"(?:total )?net (?:property )?tax(?:es)?", r"total tax(?:es)? due"),
    # insurance
    _spec("premium", {"insurance-declarations", "life-insurance-statement"},
          r"(?:total |annual |policy |term |renewal |six month |6 month |12 month |twelve month |"
          r"earthquake |homeowners |auto |umbrella |planned |full |estimated )*premium(?: amount| total)?"),
    _spec("deductible", {"insurance-declarations", "medical-bill"},
          r"(?:policy |all (?:other )?perils |aop |annual )?deductible"),
    _spec("collision_deductible", {"insurance-declarations"}, r"collision(?: coverage)? deductible",
          r"deductible (?:for )?collision"),
    _spec("comprehensive_deductible", {"insurance-declarations"},
          r"(?:comprehensive|other than collision|otc)(?: coverage)? deductible",
          r"deductible (?:for )?(?:comprehensive|other than collision)"),
    _spec("coverage_limit", {"insurance-declarations"},
          r"(?:coverage|policy|liability|dwelling|combined dwelling) limit(?: of liability)?",
          r"limit of (?:liability|insurance)", r"(?:coverage a )?dwelling(?: combined| limit| coverage)?",
          r"(?:umbrella |personal umbrella |excess )?liability limit"),
    _spec("cash_value", {"life-insurance-statement"}, r"(?:total |policy |current )?cash value"),
    _spec("surrender_value", {"life-insurance-statement"},
          r"(?:net |total )?(?:cash )?surrender value"),
    _spec("death_benefit", {"life-insurance-statement"}, r"(?:total |current |net )?death benefit(?: amount)?"),
    # receipts
    # "Total Amount Payable", "Total Incl. of GST", "TOTAL (GST INCL)", "GrandTotal", "Amount
    # Incl. GST": a total's qualifiers in the orders receipts print them; a tax is named only
    # as included (a total excluding it is the subtotal, "Total GST" the tax)
    _spec("total", RECEIPTS,
          r"(?:grand ?|nett? ?|final ?|rounded |round )?total(?: amount| amt| sales| due| payable| rounded){0,3}"
          r"(?: (?:(?:incl(?:uding|usive|uded?|udes)?(?: of)?|inc|w) ?(?:gst|tax|sst|vat)(?: ?@? ?\d{1,2} ?[%x]?)?"
          r"|(?:gst|tax|sst|vat) (?:incl(?:uded|usive)?|inc)))?",
          r"(?:nett?|net) amt", r"amount to be paid",
          r"total sales inclusive (?:of )?gst", r"(?:nett?|net) amount",
          r"amount (?:incl(?:uding|usive|uded?)?|inc|w) ?(?:of )?(?:gst|tax|sst|vat)",
          r"(?:amount|amt) (?:due|payable)", r"total after rounding", r"rounded total",
          # a restaurant's guest check: "Check Total", "Bill Amount"; a pump's "TOTAL (D)", its
          # tax code's letter after it
          r"check total", r"bill amount", r"total [a-z]",
          r"total after (?:adj|adjustment|rounding)(?: (?:incl|inc|inclusive of) (?:gst|sst|tax))?",
          # in another language (Italian "TOTALE" and Swedish "TOTALT" read as "total" already):
          # German "Summe" / "Gesamtbetrag", Swedish "Att betala"
          r"summe", r"gesamtbetrag", r"att betala"),
    _spec("subtotal", RECEIPTS,
          r"sub ?-?total(?: amount| amt)?(?: (?:ex|excl?|excluding|exclusive of)(?: gst| tax| sst| vat)?)?",
          # a subtotal that says it includes the tax ("SUB-TOTAL (GST)", "Subtotal Incl. GST")
          r"sub ?-?total(?: amount| amt)? (?:(?:incl(?:uding|usive|uded?)?|inc|w) ?(?:of )?(?:gst|tax|sst|vat)"
          r"|(?:gst|tax|sst|vat)(?: incl(?:uded|usive)?| inc)?)",
          r"total (?:sales )?(?:excl(?:uding|usive)?|exc|before|w o) (?:of )?(?:gst|tax|sst|vat)"),
    # a tax named by its kind and as a tax too ("GST/TAX 6%") is the tax
    # a tax named by who levies it ("State Tax", "Govt. Tax"), or as several ("Total Taxes")
    _spec("tax", RECEIPTS, r"(?:total )?(?:gst|sst|vat|hst|(?:state |city |county |local |govt |government )?"
          r"(?:sales )?tax(?:es)?|(?:gst|sst|vat) tax)(?: \d{1,2}(?: \d{1,2})? ?%)?"
          r"(?: amount| payable)?",
          r"(?:gst|sst|vat) @ ?\d{1,2} ?%", r"\d{1,2} ?% (?:gst|sst|vat|tax)",
          # its rate after what it is ("GST payable (6%)")
          r"(?:gst|sst|vat|tax) (?:payable|amount) \d{1,2} ?%"),
    # on a receipt, a tax named by any one word of who or what levies it ("Food Tax", "Gorv. Tax
    # (6%)", a misread "Govt."); never a word that says the figure is before, after, with or
    # without the tax (a subtotal or a total). Not on a document of no known kind: its "Estimated
    # Tax" or "Income Tax" is no sale's tax
    _spec("tax", {"receipt"},
          r"(?!(?:pre|before|after|excl?|excluding|exclusive|incl?|including|inclusive|with|w|wo|"
          r"no|non|plus|less|sub|subtotal|net|nett|total|amount|amt)\b)[a-z]{3,12} tax(?: \d{1,2} ?%)?"),
    _spec("_rounding", RECEIPTS, r"(?:total )?rounding(?: adj(?:ustment)?s?)?", r"(?:round(?:ing)?|rnd) adj(?:ustment)?",
          r"rounding adjustment"),
    _spec("tip", RECEIPTS, r"tip", r"gratuity", r"tips"),
    # what was handed over; a receipt's bare "Payment" is that too (a bill's is a payment received).
    # Receipts printed in another language name the cash by its word there: Italian "contante"
    # ("PAGAMENTO CONTANTE"), Spanish "efectivo", French "espèces", German "Bargeld" / "gegeben",
    # Swedish and Danish "kontant"
    _spec("cash_tendered", RECEIPTS, r"cash(?: tendered| received| paid| tend)?", r"tendered",
          r"amount tendered", r"payment",
          r"(?:pagamento )?contant[ei]?", r"efectivo", r"especes", r"bargeld", r"gegeben", r"kontant"),
    # a card network's charge, the card's last digits before it ("VISA CHARGE", "*7524 DISCOVER
    # NETWORK CHARGE"); never a bare "Card Charge", a fee for paying by card
    _spec("_card_paid", RECEIPTS, r"(?:visa|mastercard|master card|amex|american express|discover|"
          r"debit|credit|card)(?: card)?(?: sale| payment| tend(?:ered)?)?(?: \d{4})?",
          r"(?:\d{4} )?(?:visa|mastercard|master card|amex|american express|discover)(?: network)? charge",
          # the card named in the receipt's own language: Swedish, Danish and Norwegian
          # "KREDITKORT" / "BANKKORT", German "Kartenzahlung", Italian "carta di credito"
          r"(?:kredit|bank|betal|debet)kort", r"kartenzahlung", r"carta di credito",
          # the card by its masked number, after at most a few short words ("VISA
          # XXXXXXXXXXXX1207", its network's name however misread)
          r"(?:[a-z]{1,4} ){0,3}x{4,}\d{4}"),
    # change named by what it was given back from ("CASH CHANGE") is the change; in another
    # language: Italian "resto", German "Rückgeld", French "rendu", Spanish "cambio" / "vuelto",
    # Swedish "växel"
    _spec("change", RECEIPTS, r"(?:cash )?change(?: due| given| amount| amt)?", r"chg",
          r"resto", r"rue?ckgeld", r"rendu", r"monnaie rendue", r"cambio", r"vuelto", r"vaxel"),
    # medical
    _spec("patient_responsibility", {"medical-bill"}, r"(?:total )?patient responsibility",
          r"(?:the )?amount you (?:owe|may owe)", r"you owe", r"patient balance(?: due)?",
          r"your responsibility", r"patient amount due"),
    _spec("amount_due", {"receipt"}, r"(?:amount|amt) due(?: now)?", r"balance due"),
    _spec("total", {"medical-bill", "other"}, r"(?:invoice |statement )?total(?: charges| due| amount)?",
          r"total (?:billed|amount billed)"),
)

# "07:18PM Amt. Due": the time a till stamped before a label is not part of it
_TIME_PREFIX = re.compile(r"^\d{1,2}:\d\d ?(?:[ap]\.?m\.?)? ")
# "2024-25 TOTAL TAX": the year a county prints before a label is not part of it
_YEAR_PREFIX = re.compile(r"^(?:19|20)\d\d(?: \d\d(?:\d\d)?)? ")
# how a recogniser misreads the last letter of TOTAL on receipts: "Tota)", "Tota!", "TOTAI"
_OCR_TOTAL = re.compile(r"\btota[il1|!)\]](?![a-z])")
# "Total Amount Due by 02/15/2024", "Previous Balance as of Jan 7, 2024": the date is not the label
_DATE_SUFFIX = re.compile(r"(?: (?:by|on or before|before|as of|on|thru|through))? "
                          r"(?:[a-z]{3,9} \d{1,2} \d{4}|\d{1,2} \d{1,2} \d{2,4}|\d{1,2} \d{1,2})$")
# a recogniser reads box "1a" as "la" and "1" as "l"
_OCR_BOX_ONE = re.compile(r"^[li]([a-d]?) (?=[a-z])")
# a reader's specks before a box's number ("ee 1 Interest income"): not part of the label
_OCR_SPECKS = re.compile(r"^[a-z]{1,2} (?=\d{1,2}[a-d]? [a-z]{3})")
_BOXNUM = re.compile(r"^(?:box )?(\d{1,2}[a-d]?)\s+")
_LEADERS = re.compile(r"\.{2,}|_{2,}|·+|…+")


_ABBREVIATED = re.compile(r"\b([a-z]{3,})\.(?=\s|$)")


@lru_cache(maxsize=1)
def _label_words() -> frozenset[str]:
    """Every word the label table spells out."""
    return frozenset(w for spec in SPECS for w in re.findall(r"[a-z]{4,}", re.sub(r"\\[a-z]", " ", spec.pattern.pattern)))


def _spelt_out(m: re.Match) -> str:
    """"ded." → "deductible": a word cut short and marked so, when exactly one word of the
    label table begins so; otherwise as printed."""
    cut = m.group(1)
    full = {w for w in _label_words() if w.startswith(cut) and len(w) > len(cut)}
    return full.pop() if len(full) == 1 and cut not in _label_words() else m.group(0)


# Letters a recogniser takes for one another: the round ones, the upright strokes, the humps.
_LOOKALIKES = tuple(map(frozenset, ("aeocu", "iltjf", "mnh", "uv", "gq", "bh")))


def _misread_of(word: str, meant: str) -> bool:
    """Whether `word` is how a reader misreads `meant`: one letter taken for a look-alike
    ("totel", "amcunt"), or one dropped or added inside the word ("totl", "adjusment"); never
    at its start ("round" is not "ground"), nor a plural's or past's ending ("purchase")."""
    if word == meant or abs(len(word) - len(meant)) > 1:
        return False
    if len(word) == len(meant):
        diff = [(x, y) for x, y in zip(word, meant) if x != y]
        return len(diff) == 1 and any(diff[0][0] in g and diff[0][1] in g for g in _LOOKALIKES)
    short, long_ = (word, meant) if len(word) < len(meant) else (meant, word)
    i = next((k for k, (x, y) in enumerate(zip(short, long_)) if x != y), len(short))
    return short[i:] == long_[i + 1:] and i > 0 and not (i == len(short) and long_[i] in "sd")


@lru_cache(maxsize=4096)
def _as_the_table_spells(word: str) -> str:
    """A word the reader got one letter wrong ("totl", "totel", "peyable") as the one word of the
    label table it misreads; any other word as printed. Only words of four letters or more,
    not themselves in the table, and only when exactly one table word is so close."""
    table = _label_words()
    if len(word) < 4 or word in table or not word.isalpha():
        return word
    near = [w for w in table if _misread_of(word, w)]
    return near[0] if len(near) == 1 else word


def _run_together(word: str) -> str:
    """A word that is two words of the label table with the space between them lost
    ("totalsales") as the two; any other as it is. The table's words include pieces of words
    ("comp" and "ensation" of "comp(?:ensation)?"), so this is tried only on a label that
    names nothing as read."""
    table = _label_words()
    if word in table or not word.isalpha():
        return word
    joined = [f"{word[:i]} {word[i:]}" for i in range(4, len(word) - 3) if word[:i] in table and word[i:] in table]
    return joined[0] if len(joined) == 1 else word


def spell_out(text: str) -> str:
    """`text` in lower case with its abbreviations spelt out ("2 fed. income tax withheld" →
    "2 federal income tax withheld"), as the label table would read them."""
    return _ABBREVIATED.sub(_spelt_out, text.lower())


def _unaccented(text: str) -> str:
    """"espèces" as "especes", "Rückgeld" as "ruckgeld": a label printed in another language
    keeps its letters, not a gap where each accented one was."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def normalise_label(text: str) -> tuple[str, str]:
    """(label words, leading box number or "") for matching: lower case, `&` as "and",
    abbreviations spelt out ("Collision Ded."), a rate's decimals and a currency dropped
    ("GST 6.00% RM" → "gst 6%"), punctuation and dot leaders dropped, space collapsed."""
    s = _TIME_PREFIX.sub("", _unaccented(text.lower()).strip())
    s = spell_out(_LEADERS.sub(" ", s).replace("&", " and ").replace("(s)", "s"))
    s = _OCR_TOTAL.sub("total", s)
    s = _RATE.sub(r"\1%", s)
    s = re.sub(r"[^a-z0-9%@$ ]+", " ", s)
    s = _CURRENCY.sub(" ", s)
    s = " ".join(_as_the_table_spells(w) for w in s.split())
    s = _YEAR_PREFIX.sub("", s)
    s = _OCR_BOX_ONE.sub(r"1\1 ", s)
    s = _OCR_SPECKS.sub("", s)
    s = _DATE_SUFFIX.sub("", s)
    m = _BOXNUM.match(s)
    box = ""
    if m and len(s) > m.end():
        box, s = m.group(1), s[m.end():]
    return s.strip(), box


def match(label: str, doc_type: str) -> list[str]:
    """Canonical field names the printed `label` names on a document of `doc_type`."""
    words, box = normalise_label(label)
    if not words:
        return []
    types = set(doc_type.split("+"))       # "1099-int+1099-div": a composite brokerage form
    out = _fields_named(words, box, types)
    if not out:
        split = " ".join(_run_together(w) for w in words.split())
        out = _fields_named(split, box, types) if split != words else []
    return out


# Every box each form prints, by its number: a number printed before a caption that is none of
# them is the reader's misreading of the box's own ("42 Exempt-interest dividends" for 12, "4a
# Total ordinary dividends" for 1a: a scan's small "1" reads as "4"), and the caption's words,
# which the IRS never gives two boxes of one form, say which box it is.
FORM_BOXES = {
    "w2": frozenset({*map(str, range(1, 21)), "12a", "12b", "12c", "12d"}),
    "1099-int": frozenset(map(str, range(1, 18))),
    "1099-div": frozenset({"1a", "1b", "2a", "2b", "2c", "2d", "2e", "2f", *map(str, range(3, 17))}),
    "1098": frozenset(map(str, range(1, 12))),
    "1099-nec": frozenset(map(str, range(1, 8))),
}


def _a_box_of(box: str, types: set[str]) -> bool:
    """Whether `box` is a box a document of `types` prints (any number on one not listed)."""
    return any(t not in FORM_BOXES or box in FORM_BOXES[t] for t in types)


def _fields_named(words: str, box: str, types: set[str]) -> list[str]:
    out = []
    for spec in SPECS:
        if not types & spec.types:
            continue
        if box and spec.box and box != spec.box and _a_box_of(box, types):
            continue
        if spec.pattern.fullmatch(words):
            out.append(spec.field)
    return list(dict.fromkeys(out))


# The codes a W-2 prints in box 12 beside each amount, with what each reports, as the IRS's
# instructions for the W-2 list them: a person asks for "my 401(k)" or "the health coverage",
# the form prints "D" and "DD".
W2_BOX12_MEANINGS = {
    "A": "uncollected social security or RRTA tax on tips", "B": "uncollected Medicare tax on tips",
    "C": "taxable cost of group-term life insurance over $50,000",
    "D": "elective deferrals to a section 401(k) cash or deferred arrangement",
    "E": "elective deferrals under a section 403(b) salary reduction agreement",
    "F": "elective deferrals under a section 408(k)(6) salary reduction SEP",
    "G": "elective and nonelective deferrals to a section 457(b) deferred compensation plan",
    "H": "elective deferrals to a section 501(c)(18)(D) tax-exempt organization plan",
    "J": "nontaxable sick pay", "K": "20% excise tax on excess golden parachute payments",
    "L": "substantiated employee business expense reimbursements",
    "M": "uncollected social security or RRTA tax on taxable cost of group-term life insurance over $50,000",
    "N": "uncollected Medicare tax on taxable cost of group-term life insurance over $50,000",
    "P": "excludable moving expense reimbursements", "Q": "nontaxable combat pay",
    "R": "employer contributions to an Archer MSA", "S": "employee salary reduction contributions under a section 408(p) SIMPLE plan",
    "T": "adoption benefits", "V": "income from exercise of nonstatutory stock options",
    "W": "employer contributions to a health savings account (HSA)",
    "Y": "deferrals under a section 409A nonqualified deferred compensation plan",
    "Z": "income under a nonqualified deferred compensation plan that fails to satisfy section 409A",
    "AA": "designated Roth contributions under a section 401(k) plan",
    "BB": "designated Roth contributions under a section 403(b) plan",
    "DD": "cost of employer-sponsored health coverage",
    "EE": "designated Roth contributions under a governmental section 457(b) plan",
    "FF": "permitted benefits under a qualified small employer health reimbursement arrangement",
    "GG": "income from qualified equity grants under section 83(i)",
    "HH": "aggregate deferrals under section 83(i) elections",
    "II": "Medicaid waiver payments excluded from gross income",
}
W2_BOX12_CODES = frozenset(W2_BOX12_MEANINGS)


# The IRS's W-2 prints "Code" down the side of each box 12 slot, one letter a line: a reader
# gives its letters before the code ("d D", "C o d e DD").
_CODE_LETTERS = frozenset({"C", "o", "d", "e"})


def box12_code(label: str) -> bool:
    """A W-2 label that is one of box 12's codes ("D"): the amount beside it is in box 12."""
    return box12_code_of(label) is not None


def box12_code_of(label: str) -> str | None:
    """The box 12 code a W-2 label is ("D" for "D", "d D" or "C o d e DD"), or None."""
    words = label.strip(" :").split()
    if not words or not all(w in _CODE_LETTERS for w in words[:-1]):
        return None
    return words[-1] if words[-1] in W2_BOX12_CODES else None


# "box 12 code D", "code DD in box 12": the box 12 code a question names
_ASKED_CODE = re.compile(r"\b[Cc]ode\s+([A-Z]{1,2})\b")


def box12_code_asked(question: str) -> str | None:
    m = _ASKED_CODE.search(question)
    return m.group(1) if m and m.group(1) in W2_BOX12_CODES else None


def box12_slot(label: str) -> str | None:
    """"12a" (alone, or with "See instructions for box 12" / "Code") → "w2_box12a"."""
    s = re.sub(r"[^a-z0-9 ]+", " ", label.lower())
    s = re.sub(r"\s+", " ", s).strip()
    m = re.fullmatch(r"(?:box )?12 ?([a-d])(?: see instructions for box 12)?(?: code)?", s)
    return f"w2_box12{m.group(1)}" if m else None
