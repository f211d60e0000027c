"""The words a receipt printed in another language than English names a concept by: one table,
by concept and then language, each word a pattern of the printed-label table (lower case,
accents dropped, as workers/labels.normalise_label reads a label).

Italian "TOTALE" and Swedish "TOTALT" read as "total" already, so the total's own words here
are only those that do not.
"""
from __future__ import annotations

import re

# concept (a field of the printed-label table) → language → label patterns, in the order tried
OTHER_LANGUAGES: dict[str, dict[str, tuple[str, ...]]] = {
    # German "Summe" / "Gesamtbetrag", Swedish "Att betala"
    "total": {
        "de": (r"summe", r"gesamtbetrag"),
        "sv": (r"att betala",),
    },
    # the cash handed over: Italian "contante" ("PAGAMENTO CONTANTE"), Spanish "efectivo", French
    # "espèces", German "Bargeld" / "gegeben", Swedish and Danish "kontant"
    "cash_tendered": {
        "it": (r"(?:pagamento )?contant[ei]?",),
        "es": (r"efectivo",),
        "fr": (r"especes",),
        "de": (r"bargeld", r"gegeben"),
        "sv": (r"kontant",),
    },
    # the card: Swedish, Danish and Norwegian "KREDITKORT" / "BANKKORT", German "Kartenzahlung",
    # Italian "carta di credito"
    "_card_paid": {
        "sv": (r"(?:kredit|bank|betal|debet)kort",),
        "de": (r"kartenzahlung",),
        "it": (r"carta di credito",),
    },
    # the change: Italian "resto", German "Rückgeld", French "rendu", Spanish "cambio" / "vuelto",
    # Swedish "växel"
    "change": {
        "it": (r"resto",),
        "de": (r"rue?ckgeld",),
        "fr": (r"rendu", r"monnaie rendue"),
        "es": (r"cambio", r"vuelto"),
        "sv": (r"vaxel",),
    },
}


def words_for(concept: str) -> tuple[str, ...]:
    """Every other-language pattern of `concept`, in the table's order."""
    return tuple(w for words in OTHER_LANGUAGES.get(concept, {}).values() for w in words)


# Words a till prints for its sale only in another language than English: its total, its tax,
# how it was paid and the change (Italian, German, French, Spanish, Swedish), as printed
# (accents kept or lost): a sale so written is in no currency a rule can name (workers/fields.py)
ANOTHER_LANGUAGE = re.compile(r"\b(?:totale|totalt|summe|gesamtbetrag|att betala|kreditkort|bankkort|"
                              r"kartenzahlung|contante|efectivo|esp[eè]ces|bargeld|r[uü]ckgeld|vuelto|"
                              r"v[aä]xel|moms|mwst|iva|scontrino|kvitto|quittung)\b", re.IGNORECASE)

# A word naming what a sale or a bill comes to, in English or a till's other language (Italian
# "importo", German "Betrag" / "Summe", French "montant", Malay "jumlah" / "harga"), which a
# currency's code follows or leads ("TOTALE EURO", "Amount (RM)", "RM Total"): a code beside it
# marks money (workers/fields.py)
MONEY_WORD = re.compile(r"^(?:sub-?)?total[eta]?:?$|^(?:amount|amt|price|importo|betrag|summe|montant|jumlah|"
                        r"harga|balance|due|paid|payable):?$", re.IGNORECASE)


# What an invoice calls itself: English "invoice", French "facture", Spanish "factura",
# Italian "fattura", Portuguese "fatura" / "nota fiscal", Dutch "factuur", Swedish, Danish,
# Norwegian and Polish "faktura", German "Rechnung"
INVOICE_WORDS = ("invoice", "facture", "factura", "fattura", "fatura", "nota fiscal", "factuur", "faktura", "rechnung")
