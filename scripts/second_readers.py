"""Second readers measured on real receipts: how each reads back the figure RapidOCR read, and
whether it would confirm a figure whose first digit the first reading dropped (issue 14).

For every receipt image of a corpus with SROIE keys (`<stem>.jpg` beside `<stem>.json`), the
receipt is read as docq reads it (read_document, ocr_engine "auto": RapidOCR), and at every
place a read word holds the key's total (`27.55`, `RM27.55`), each *look* reads the crop cut
around that word's box, with the page's other words painted out as the answer guard paints
them:

- *same*: the look reads one figure cleanly (docq.workers.reread.reading) and it is the key's;
- *other*: it reads another figure cleanly (a disagreement: the figure would be held);
- *none*: nothing clean (no evidence: the next look, if any, is tried);
- *dropped*: with the box's left edge moved in by one character (a first reading that lost
  the figure's first digit: "7.55" for 27.55), the look reads the shortened figure cleanly:
  it would confirm a wrong figure. Only figures of two digits or more before the point.

Looks (`--looks` to choose): `tesseract` Tesseract's looks as the guard makes them
(reread.TESSERACT_LOOKS, the first clean reading decides); `ppocrv5-wide` the PP-OCRv5
recogniser on the crop RapidOCR re-reads a Tesseract page with (2 heights either side, half a
height above and below); `ppocrv5` on the recogniser's crop the guard cuts
(reread.RECOGNISER_CROP); `guard` what the guard does for a figure RapidOCR read
(reread.reread_image: PP-OCRv5, then Tesseract's looks when it reads nothing clean).

    OMP_THREAD_LIMIT=1 python scripts/second_readers.py --corpus ../shared/corpora/sroie-dev

prints one row per look (places, same, other, none, dropped, receipts with a place read the
same) and, with --out, each place's readings as JSON lines.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from docq import config, money  # noqa: E402
from docq.records import Box  # noqa: E402
from docq.workers import render, reread  # noqa: E402
from docq.workers.read import read_document  # noqa: E402

RAPID_PAGE = frozenset({"rapidocr"})


def _tesseract(im, box, others) -> str:
    seen = []
    for closer, line_px, binarize in reread.TESSERACT_LOOKS:
        seen.append(reread.read_crop(reread.crop(im, box, others, band=True, closer=closer), "tesseract",
                                     None, line_px, binarize))
        if reread.reading(seen[-1]) is not None:
            break
    return reread.deciding(seen) or ""


def _guard(im, box, others) -> str:
    # the verdict is the guard's; the reading that decided is what is compared here
    return reread.reread_image(im, box, "0.00", None, others, RAPID_PAGE).text


LOOKS = {
    "tesseract": _tesseract,
    "ppocrv5-wide": lambda im, box, others: reread.read_crop(reread.crop(im, box, others), "ppocrv5"),
    "ppocrv5": lambda im, box, others: reread.read_crop(reread.crop(im, box, others, **reread.RECOGNISER_CROP),
                                                        "ppocrv5"),
    "guard": _guard,
}


def _without_first_digit(word: str, box: Box) -> Box:
    return Box(box.x0 + box.width / max(len(word), 1), box.y0, box.x1, box.y1)


def places(corpus: Path, cfg):
    """(stem, key total, page image, word, the page's other boxes) for every place read."""
    for jpg in sorted(corpus.glob("*.jpg")):
        key = json.loads(jpg.with_suffix(".json").read_text())
        want = money.normalise(key["total"])
        (page, *_) = read_document(jpg, cfg)
        im = render.page_image(jpg, 1, reread.DPI, page.rotation)
        for w in page.words:
            found = money.find_amounts(w.text)
            if len(found) == 1 and f"{abs(found[0][1]):.2f}" == want:
                yield jpg.stem, want, im, w, [o.box for o in page.words if o is not w]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, required=True)
    ap.add_argument("--looks", default=",".join(LOOKS))
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    looks = args.looks.split(",")
    cfg = config.load(Path(ROOT / "evals" / "out" / "second-readers-home"))
    counts = {k: {"places": 0, "same": 0, "other": 0, "none": 0, "dropped": 0, "droppable": 0, "receipts": set()}
              for k in looks}
    out = args.out.open("w") if args.out else None
    for stem, want, im, w, others in places(args.corpus, cfg):
        row = {"receipt": stem, "total": want, "word": w.text}
        short = want[1:] if want.index(".") > 1 else None
        for k in looks:
            c = counts[k]
            got = reread.reading(LOOKS[k](im, w.box, others))
            verdict = "none" if got is None else ("same" if got == want else "other")
            c["places"] += 1
            c[verdict] += 1
            if verdict == "same":
                c["receipts"].add(stem)
            row[k] = got
            if short:
                c["droppable"] += 1
                lost = reread.reading(LOOKS[k](im, _without_first_digit(w.text, w.box), others))
                c["dropped"] += lost == short
                row[k + " (first digit cut)"] = lost
        if out:
            out.write(json.dumps(row) + "\n")
    receipts = len(list(args.corpus.glob("*.jpg")))
    print("| look | places | same | other | none | shortened figure confirmed | receipts read the same |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for k in looks:
        c = counts[k]
        print(f"| `{k}` | {c['places']} | {c['same']} | {c['other']} | {c['none']} | "
              f"{c['dropped']} of {c['droppable']} | {len(c['receipts'])}/{receipts} |")


if __name__ == "__main__":
    main()
