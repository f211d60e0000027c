"""meaning: what a printed label and a question's words mean, in one place.

A label and a question each reduce to a concept (a money field: the amount due, a premium, a
W-2's box 1) plus qualifiers from closed sets. The tables that say so live here; the modules
that read labels (workers/labels.py) and questions (answer/vocab.py, answer/wording.py,
answer/rates.py, answer/parties.py, answer/columns.py) import them and keep only how they read.

- `printed`: which printed label names which field on which kind of document (the sidecar's
  table, matched whole), the form boxes, the W-2's box 12 codes.
- `fields`: each field a person may ask about: its noun, the phrases a question names it by,
  the label fragments that agree with it and those that disqualify a row; the words naming a
  kind of document.
- `qualifiers`: the closed sets a figure of one concept is told apart by: what a tax is for,
  the exclusive sets (gross/net, premium/deductible/limit, principal/interest/escrow...), a
  year's scope, rates (how often), parties (who pays), a table column's concept.
- `words`: the words that name no concept: filler, a kind's generic nouns, who sends each
  kind, neutral label words, periods and months, words meaning the same.
- `languages`: the words a receipt printed in another language names a concept by, by
  concept and language.
"""
