"""Where a rebuilt row's cells stand on the page: each cell's left and right edge, found from
the page's words. A table whose rows leave a column blank ("2021 | $89775 | $0 | $0 | $525 |
$90300" under seven captions, its Commission column empty) lines up with its header by where
its figures are printed, not by how many cells it has.
"""
from __future__ import annotations

import re

from docq import money
from docq.records import Word
from docq.workers.rows_lines import clean

# A dollar sign a row's cells joined to the amount printed apart from it ("$ | 50,000" read as
# "$50,000"): on the page, two words
_SIGN_JOINED = re.compile(r"(?<!\S)\$(?=\d)")


def spans(words: list[Word], cells: list[str], above: float | None = None) -> list[tuple[float, float]] | None:
    """Each cell's (left, right) edge, from its words on one line of the page, in order; None
    when a cell is empty, when the line's words are not all found, or when the line is printed
    in more than one place (with `above`, a page's height: the one printed nearest above it,
    as a header repeated over each of a page's tables stands over its own rows)."""
    return _edges(*_found(words, cells, above))


def spans_and_height(words: list[Word], cells: list[str]) -> tuple[list[tuple[float, float]] | None, float | None]:
    """spans, and where on the page the line is printed (its first word's middle), its words
    looked up once."""
    found, cells = _found(words, cells)
    return _edges(found, cells), (found[0].box.cy if found else None)


def _edges(found: list[Word] | None, cells: list[str]) -> list[tuple[float, float]] | None:
    if found is None:
        return None
    out, k = [], 0
    for ts in (c.split() for c in cells):
        ws = found[k:k + len(ts)]
        k += len(ts)
        out.append((ws[0].box.x0, ws[-1].box.x1))
    return out


def _found(words: list[Word], cells: list[str], above: float | None = None) -> tuple[list[Word] | None, list[str]]:
    found = line_words(words, cells, above)
    if found is None and any(_SIGN_JOINED.search(c) for c in cells):
        cells = [_SIGN_JOINED.sub("$ ", c) for c in cells]
        found = line_words(words, cells, above)
    return found, cells


def line_words(words: list[Word], cells: list[str], above: float | None = None) -> list[Word] | None:
    """The page's words of one rebuilt line, in order; None as for spans."""
    tokens = [c.split() for c in cells]
    flat = [t for ts in tokens for t in ts]
    if not flat or not all(tokens):
        return None
    found = []
    # (compared as the rows printed them: a mark glued to a figure, "-18.75*", is no part of it)
    for start in (w for w in words if clean(w.text) == flat[0]):
        if above is not None and start.box.cy >= above:
            continue
        level = max(start.box.height, 1.0) / 2
        line = sorted((w for w in words if abs(w.box.cy - start.box.cy) < level and w.box.x0 >= start.box.x0 - 0.5),
                      key=lambda w: w.box.x0)
        got = []
        for w in line:
            if len(got) < len(flat) and clean(w.text) == flat[len(got)]:
                got.append(w)
        if len(got) == len(flat):
            found.append(got)
    if above is not None and found:
        return max(found, key=lambda got: got[0].box.cy)
    return found[0] if len(found) == 1 else None


def stacked(words: list[Word], caption_lines: list[list[str]], cells: list[str]) -> list[str] | None:
    """The caption over each of a row's cells when a table's header is printed on two lines
    and its words run together into fewer cells than the row has ("Sick" over "Pay", "Paid
    Time" over "Off"; "Regular Overtime" read as one cell): each cell's caption is the header
    words printed over it, the upper line's first. A header word over no cell goes with the
    word beside it in its own caption ("Time" printed past a narrow figure's edge). None unless
    every cell of the row has a word over it and no header word stands over two cells."""
    row = spans(words, cells)
    if row is None or not caption_lines or any(len(figures_only(c)) > 1 for c in cells):
        return None     # (figures run together into one cell are several columns': under_captions)
    over: list[list[str]] = [[] for _ in row]
    for caption in caption_lines:
        found = line_words(words, caption)
        if found is None:
            return None
        k = 0
        for cell in caption:
            ws = found[k:k + len(cell.split())]
            k += len(ws)
            at = [[i for i, (x0, x1) in enumerate(row) if min(x1, w.box.x1) - max(x0, w.box.x0) > 0] for w in ws]
            if any(len(a) > 1 for a in at):
                return None
            for j, w in enumerate(ws):
                near = at[j] or next((at[n] for n in (j - 1, j + 1) if 0 <= n < len(ws) and at[n]), [])
                if near:
                    over[near[0]].append(w.text)
    return [" ".join(o) for o in over] if all(over) else None


def with_line(words: list[Word], captions: list[str], line: list[str], below: bool) -> list[str] | None:
    """A header's captions with the words of a line printed right under them (`below`) or right
    over them added, each to the caption it stands in: a header printed on two lines whose
    shorter line the reader kept apart ("Paid Last | Paid Year" over "Month | to Date", "Market
    Wash Sale Loss | Realized" over "Discount | Disallowed | Gain or (Loss)"). A word in no
    caption's span goes with the word beside it in its cell. None unless the line is printed
    within two lines' height of the captions, on the side asked, and no word stands in two
    captions."""
    heads, mine = line_words(words, captions), line_words(words, line)
    if heads is None or mine is None:
        return None
    edges = _edges(heads, captions)
    height = max(heads[0].box.height, 1.0)
    gap = mine[0].box.cy - heads[0].box.cy
    if not 0 < (gap if below else -gap) <= 2.5 * height:
        return None
    at = [[i for i, (x0, x1) in enumerate(edges) if min(x1, w.box.x1) - max(x0, w.box.x0) > 0] for w in mine]
    if any(len(a) > 1 for a in at):
        return None
    added: list[list[str]] = [[] for _ in captions]
    k = 0
    for cell in line:
        n = len(cell.split())
        ws = at[k:k + n]
        for j, a in enumerate(ws):
            near = a or next((ws[i] for i in (j - 1, j + 1, j - 2, j + 2) if 0 <= i < n and ws[i]), [])
            if not near:
                return None     # a cell of the line in no caption's span
            added[near[0]].append(mine[k + j].text)
        k += n
    return [" ".join([c, *a] if below else [*a, c]) for c, a in zip(captions, added)]


def columns_of(header_spans: list[tuple[float, float]], row_spans: list[tuple[float, float]]
               ) -> list[int | None] | None:
    """The caption each of a row's cells stands under, by where they are printed, when several
    cells stand in one column ("Collision | Actual Cash Value Less | $500 | $179.13" under
    "Coverages | Limits of Liability | Premium": the limit's words and the amount they end in
    are one entry). A cell under no caption stands in the column of the cell before it when the
    caption after that one already holds a cell (a column holds one entry of a row); cells left
    of the first caption are the row's label, in no column (None). None when a cell stands
    under two captions, when the captions do not follow the cells' order, or when a cell could
    be either of two columns' entry."""
    over = [captions_over(header_spans, s) for s in row_spans]
    if any(len(o) > 1 for o in over) or not any(over):
        return None
    out: list[int | None] = [o[0] if o else None for o in over]
    first = next(i for i, c in enumerate(out) if c is not None)
    if any(row_spans[i][1] > header_spans[out[first]][0] for i in range(first)):
        return None     # (a cell before the first captioned one reaching into its column)
    for k in range(first + 1, len(out)):
        if out[k] is not None:
            continue
        after = next((c for c in out[k + 1:] if c is not None), None)
        if after is None or after - out[k - 1] not in (0, 1):
            return None
        out[k] = out[k - 1]
    if any(b is not None and a is not None and b < a for a, b in zip(out, out[1:])):
        return None
    return out


def part_over(words: list[Word], header: list[str], at: int, parts: tuple[str, str], span: tuple[float, float],
              above: float | None = None) -> str | None:
    """Which of two captions run together into the header's cell `at` ("This Period
    Year-to-Date") a cell printed at `span` stands under, by where each caption's words are
    printed; None when it stands under both or neither."""
    found = line_words(words, header, above)
    if found is None:
        return None
    k = sum(len(c.split()) for c in header[:at])
    n = len(parts[0].split())
    cell = found[k:k + len(header[at].split())]
    edges = [(ws[0].box.x0, ws[-1].box.x1) for ws in (cell[:n], cell[n:]) if ws]
    if len(edges) != 2:
        return None
    hit = captions_over(edges, span)
    return parts[hit[0]] if len(hit) == 1 else None


def captions_over(header_spans: list[tuple[float, float]], span: tuple[float, float]) -> list[int]:
    """The captions printed over a cell: those its span overlaps."""
    x0, x1 = span
    return [i for i, (h0, h1) in enumerate(header_spans) if min(x1, h1) - max(x0, h0) > 0]


def under(header: list[str], header_spans: list[tuple[float, float]], row_spans: list[tuple[float, float]],
          labelled: bool = False) -> list[str | None] | None:
    """The header cell over each of a row's cells, by where they are printed: each cell under
    exactly one caption, no two cells under the same one. None otherwise. With `labelled` (the
    row's first cell is its label, no figure), the label may stand under no caption: a table's rows
    are often indented under a heading of their own ("Deductions", then
    "Medicare Tax | -61.84 | 285.36"), and it is the figures that stand in the columns."""
    out: list[str | None] = []
    taken: set[int] = set()
    for at, (x0, x1) in enumerate(row_spans):
        above = captions_over(header_spans, (x0, x1))
        if labelled and at == 0 and not above:
            out.append(None)
            continue
        if len(above) != 1 or above[0] in taken:
            return None
        taken.add(above[0])
        out.append(header[above[0]])
    return out


def under_captions(words: list[Word], caption_lines: list[list[str]], cells: list[str], centred: bool = False
                   ) -> tuple[list[str], list[str | None]] | None:
    """A row of figures under a header of one or two lines whose captions run together, as its
    figures do ("Amount Network Allowed" over "Billed Savings Amount", a row's "$152.60 $122.60"
    read as one cell): each figure's column is the header words printed over it, the upper
    line's first. Returns the row's cells with each figure a cell of its own, and the caption
    over each (None over the row's words). None unless every figure has header words over it,
    no header word stands over two figures, and the words over one figure on one line stand a
    word's space apart (two captions printed close over one wide figure are neither's). With
    `centred`, captions printed centred over right-aligned figures: a word over any part of a
    figure is over it ("Gross Amount" over "$2,935.00"), and a run of words over none is no
    figure's ("# of Spots" over the count)."""
    covers = _touches if centred else _covers
    row = line_words(words, cells)
    heads = [line_words(words, c) for c in caption_lines]
    if row is None or not heads or any(h is None for h in heads):
        return None
    out: list[list] = []        # [text, figure word or None]
    k = 0
    for cell in cells:
        ws = row[k:k + len(cell.split())]
        k += len(ws)
        if figures_only(cell):
            out += [[w.text, w] for w in ws]
        else:
            out.append([cell, None])
    figures = [w for _, w in out if w is not None]
    if not figures:
        return None
    over: dict[int, list[tuple[int, Word]]] = {id(f): [] for f in figures}
    for at, (caption, line) in enumerate(zip(caption_lines, heads)):
        k = 0
        for cell in caption:
            cell_words = line[k:k + len(cell.split())]
            k += len(cell_words)
            # (captions centred over their figures run together in one cell: each run of words
            # a word's space apart is one caption, "# of Spots" apart from "Gross Amount")
            for ws in _runs(cell_words) if centred else [cell_words]:
                under = [[f for f in figures if covers(w, f)] for w in ws]
                if any(len(u) > 1 for u in under):
                    return None
                if len({id(u[0]) for u in under if u}) == 1:
                    # a caption over one figure is that figure's whole, words past its edge too
                    # ("Paid" of "Paid Last" over "Month")
                    f = next(u[0] for u in under if u)
                    over[id(f)] += [(at, w) for w in ws]
                    continue
                for w, u in zip(ws, under):     # captions run together: each word its own figure's
                    if u:
                        over[id(u[0])].append((at, w))
    for f in figures:
        got = over[id(f)]
        if not got:
            return None
        for at in {a for a, _ in got}:
            same = sorted((w for a, w in got if a == at), key=lambda w: w.box.x0)
            if any(b.box.x0 - a.box.x1 > 0.6 * max(a.box.height, 1.0) for a, b in zip(same, same[1:])):
                return None
    captions = [" ".join(w.text for _, w in sorted(over[id(f)], key=lambda aw: (aw[0], aw[1].box.x0)))
                if f is not None else None for _, f in out]
    return [t for t, _ in out], captions


def _covers(caption: Word, figure: Word) -> bool:
    """A caption word printed over a figure: their spans overlap by half the narrower one."""
    a, b = caption.box, figure.box
    shared = min(a.x1, b.x1) - max(a.x0, b.x0)
    return shared > 0.5 * min(a.x1 - a.x0, b.x1 - b.x0)


def _runs(words: list[Word]) -> list[list[Word]]:
    """A line's words in runs, each word within a word's space of the one before it."""
    out: list[list[Word]] = []
    for w in words:
        if out and w.box.x0 - out[-1][-1].box.x1 <= 0.6 * max(w.box.height, 1.0):
            out[-1].append(w)
        else:
            out.append([w])
    return out


def _touches(caption: Word, figure: Word) -> bool:
    """A caption word printed over any part of a figure."""
    return min(caption.box.x1, figure.box.x1) - max(caption.box.x0, figure.box.x0) > 0


def figures_only(cell: str) -> list[str]:
    """The words of a cell that is nothing but money figures ("$152.60 $122.60"), else []."""
    tokens = cell.split()
    whole = [t for t in tokens if (f := money.find_figures(t)) and f[0][0] == t]
    return whole if tokens and len(whole) == len(tokens) else []
