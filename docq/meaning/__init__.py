"""meaning: what a printed label and a question's words mean, in one place.

A label and a question each reduce to a concept (a money field: the amount due, a premium, a
W-2's box 1) plus qualifiers from closed sets. The tables that say so live here, and the
modules that read labels (workers/labels.py) or questions (answer/vocab.py, answer/wording.py,
rates.py, parties.py, columns.py) import them:

- `languages`: the words a receipt printed in another language names a concept by, by
  concept and language.
"""
