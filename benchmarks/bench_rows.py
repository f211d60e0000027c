"""rows speed (issue 4): build_layout milliseconds per page, target < 20 ms for a 300-word page.

The page is 30 statement lines of ten words each (date, description, two amounts), skewed
0.7° as a scan is, with the skew known (read estimates it), so the de-rotation is timed too.
Run: `python -m pytest benchmarks/bench_rows.py --benchmark-enable -s`
"""
from __future__ import annotations

import math

from docq.records import Box, Page, Word
from docq.workers.rows import build_layout

SKEW = 0.7


def page_300_words() -> Page:
    t = math.tan(math.radians(SKEW))
    words = []
    for line in range(30):
        y = 100 + 20 * line
        texts = [f"11/{line % 28 + 1:02d}", "POS", "PURCHASE", "STORE", f"#{line:04d}", "PORTLAND", "OR",
                 "REF", f"{line * 7.13 % 900 + 1:,.2f}", f"{line * 91.7 % 9000 + 100:,.2f}"]
        xs = [50, 95, 120, 170, 205, 240, 290, 310, 440, 520]
        for text, x in zip(texts, xs):
            w = 4.5 * len(text)
            dy = t * x
            words.append(Word(text, Box(x, y + dy, x + w, y + dy + 8), 92.0, "tesseract"))
    return Page(1, 612, 792, words, "ocr:tesseract", skew=SKEW)


def test_rows_ms_per_300_word_page(benchmark):
    page = page_300_words()
    assert len(page.words) == 300
    layout = benchmark(build_layout, page)
    assert len(layout.rows) >= 30
    stats = getattr(benchmark, "stats", None)
    if stats is not None and stats.stats.data:
        ms = stats.stats.median * 1000
    else:
        import time
        t = time.perf_counter()
        for _ in range(20):
            build_layout(page)
        ms = (time.perf_counter() - t) / 20 * 1000
    benchmark.extra_info.update(ms_per_page=round(ms, 2), words=300, target="< 20 ms")
    print(f"\nrows: {ms:.2f} ms for a 300-word page (target < 20 ms)")
