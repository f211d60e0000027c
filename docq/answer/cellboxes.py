"""Where a rebuilt row's cells stand on the page: each cell's left and right edge, found from
the page's words. A table whose rows leave a column blank ("2021 | $89775 | $0 | $0 | $525 |
$90300" under seven captions, its Commission column empty) lines up with its header by where
its figures are printed, not by how many cells it has.
"""
from __future__ import annotations

from docq.records import Word


def spans(words: list[Word], cells: list[str]) -> list[tuple[float, float]] | None:
    """Each cell's (left, right) edge, from its words on one line of the page, in order; None
    when a cell is empty, when the line's words are not all found, or when the line is printed
    in more than one place."""
    tokens = [c.split() for c in cells]
    flat = [t for ts in tokens for t in ts]
    if not flat or not all(tokens):
        return None
    found = None
    for start in (w for w in words if w.text == flat[0]):
        level = max(start.box.height, 1.0) / 2
        line = sorted((w for w in words if abs(w.box.cy - start.box.cy) < level and w.box.x0 >= start.box.x0 - 0.5),
                      key=lambda w: w.box.x0)
        got = []
        for w in line:
            if len(got) < len(flat) and w.text == flat[len(got)]:
                got.append(w)
        if len(got) < len(flat):
            continue
        if found is not None:
            return None
        found = got
    if found is None:
        return None
    out, k = [], 0
    for ts in tokens:
        ws = found[k:k + len(ts)]
        k += len(ts)
        out.append((ws[0].box.x0, ws[-1].box.x1))
    return out


def under(header: list[str], header_spans: list[tuple[float, float]], row_spans: list[tuple[float, float]]
          ) -> list[str] | None:
    """The header cell over each of a row's cells, by where they are printed: each cell under
    exactly one caption, no two cells under the same one. None otherwise."""
    out, taken = [], set()
    for x0, x1 in row_spans:
        over = [i for i, (h0, h1) in enumerate(header_spans) if min(x1, h1) - max(x0, h0) > 0]
        if len(over) != 1 or over[0] in taken:
            return None
        taken.add(over[0])
        out.append(header[over[0]])
    return out
