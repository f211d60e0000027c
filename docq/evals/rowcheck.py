"""rowcheck: how many label→value pairs the reader rebuilds right, misses, or gets WRONG.

Two kinds of ground truth:
- a generated corpus directory (evals/generate.py's layout): each `<corpus>/truth.json` maps
  a file name to {"pairs": [[label as printed, value as printed], ...]}, known by construction;
- the SROIE receipts (`NNN.jpg` + `NNN.json` with the key's "total"): the total line, i.e. a
  pair whose label says TOTAL and whose value is the key's total.

A wrong pair is a pair whose label is a known label and whose value is not that label's
value: the seed's "ENDING BALANCE 241.99". Missing costs an answer; wrong costs money.

Every scored pair (its label is a known label) is then re-read from its pixels by the second
reader, as the answer guard does before stating a figure: a pair the re-read disagrees with
is "held" (it would go to review, never be stated). `wrong` counts wrong pairs the re-read
let through; `wrong_read` counts all wrong pairs as rows built them, before that guard.

    python -m docq.evals.rowcheck CORPUS_DIR [--sroie DIR] [--json]
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import asdict, dataclass, field
from difflib import SequenceMatcher
from pathlib import Path

from docq.money import normalise
from docq.records import Pair
from docq.evals.pages import read_pages
from docq.workers.render import page_image
from docq.workers.reread import reread_image
from docq.workers.rows import build_layout

LABEL_MATCH = 0.85
# Words that make a receipt's TOTAL label name something other than the amount payable.
NOT_THE_TOTAL = {"SUB", "SUBTOTAL", "QTY", "QUANTITY", "TAX", "GST", "SST", "EXCL", "EXCLUDING", "ITEM",
                 "ITEMS", "DISCOUNT", "SAVING", "SAVINGS", "SERVICE", "POINTS", "UNITS", "WEIGHT", "SALES"}


@dataclass
class DocResult:
    file: str
    right: int = 0
    missing: list[list[str]] = field(default_factory=list)
    wrong: list[list[str]] = field(default_factory=list)    # [label read, value read, value true]
    caught: list[list[str]] = field(default_factory=list)   # wrong pairs the re-read held
    held_right: int = 0                                     # right pairs the re-read held


@dataclass
class Read:
    """A pair as rows built it, and whether a re-read of its pixels agreed."""
    pair: Pair
    agrees: bool = True


def norm_label(s: str) -> str:
    s = re.sub(r"[^A-Z0-9%&/.,\- ]", " ", s.upper())
    return re.sub(r"\s+", " ", s).strip(" .:,-")


def same_label(a: str, b: str) -> bool:
    a, b = norm_label(a), norm_label(b)
    return a == b or SequenceMatcher(None, a, b).ratio() >= LABEL_MATCH


def score(reads: list[Read], truth: list[list[str]], file: str) -> DocResult:
    r = DocResult(file)
    for label, value in truth:
        want = normalise(value)
        if want is None:
            continue            # a date or a name: rows pair amounts only
        hits = [x for x in reads if same_label(x.pair.label, label) and normalise(x.pair.value) == want]
        if any(x.agrees for x in hits):
            r.right += 1
        else:
            r.held_right += bool(hits)
            r.missing.append([label, value])
    for x in reads:
        p = x.pair
        known = [normalise(v) for lab, v in truth if same_label(p.label, lab)]
        if known and normalise(p.value) not in known:
            (r.wrong if x.agrees else r.caught).append([p.label, p.value, " / ".join(k or "?" for k in known)])
    return r


def page_reads(path: Path, cfg=None, keep=lambda p: True) -> tuple[list[Read], str]:
    """The pairs `keep` selects on every page, each re-read from its pixels, and the
    document's layout text."""
    out, text = [], []
    for page in read_pages(path, cfg):
        layout = build_layout(page)
        text.append(layout.text)
        pairs = [p for p in layout.pairs if keep(p)]
        im = page_image(path, page.number, 300, page.rotation) if pairs else None
        for p in pairs:
            others = [w.box for i, w in enumerate(page.words) if i not in p.words]
            out.append(Read(p, reread_image(im, p.value_box, p.value, cfg, others).agrees))
    return out, "\n".join(text)


def check_corpus(root: Path, cfg=None, skip: frozenset[str] = frozenset()) -> list[DocResult]:
    """Every document of every `truth.json` under `root` that lists pairs, but for the corpora
    in `skip` (a sealed corpus is never looked into)."""
    out = []
    for tf in sorted(Path(root).rglob("truth.json")):
        if tf.parent.name in skip:
            continue
        for name, t in sorted(json.loads(tf.read_text()).items()):
            if t.get("pairs") and (tf.parent / name).is_file():
                labels = [lab for lab, _ in t["pairs"]]
                reads, _ = page_reads(tf.parent / name, cfg, lambda p: any(same_label(p.label, x) for x in labels))
                out.append(score(reads, t["pairs"], f"{tf.parent.name}/{name}"))
    return out


def is_total_label(label: str) -> bool:
    """A label that says the amount payable: TOTAL, GRAND TOTAL, Total (Inclusive of GST),
    "TOTAL" followed by a recogniser's noise marks; not SUB-TOTAL, TOTAL QTY, TOTAL TAX."""
    words = set(re.findall(r"[A-Z]{2,}", label.upper()))
    if "INCL" in words or "INCLUSIVE" in words:
        words -= {"GST", "SST", "TAX"}
    # A misread exclusion ("Bxoluding") still excludes.
    near = {w for w in words - {"TOTAL"} if not w.startswith("INCL")
            for x in NOT_THE_TOTAL if len(x) >= 5 and SequenceMatcher(None, w, x).ratio() >= 0.75}
    return "TOTAL" in words and not (words | near) & NOT_THE_TOTAL and not near


def _before_rounding(value: str | None, total: str, text: str, values: list) -> bool:
    """A total printed before a rounding adjustment the receipt also prints (23.26 → 23.25):
    within 5 sen of the key, on a receipt that says ROUNDING or also prints the key's total."""
    return (value is not None and abs(float(value) - float(total)) < 0.05
            and ("ROUNDING" in text.upper() or total in values))


def check_sroie(root: Path, cfg=None) -> list[DocResult]:
    """The total line of each receipt: right when a TOTAL-labelled pair holds the key's total;
    wrong when a pair labelled only as the total holds another figure."""
    out = []
    for img in sorted(Path(root).glob("*.jpg")):
        key = img.with_suffix(".json")
        if not key.is_file():
            continue
        total = normalise(json.loads(key.read_text())["total"])
        reads, text = page_reads(img, cfg, lambda p: "TOTAL" in p.label.upper())
        r = DocResult(f"sroie/{img.name}")
        hits = [x for x in reads if normalise(x.pair.value) == total]
        if any(x.agrees for x in hits):
            r.right = 1
        else:
            r.held_right = int(bool(hits))
            r.missing.append(["TOTAL", total or "?"])
        if not any(x.agrees for x in hits):
            for x in reads:
                v = normalise(x.pair.value)
                if is_total_label(x.pair.label) and v not in (total, None) and not _before_rounding(v, total, text, [normalise(x.pair.value) for x in reads]):
                    (r.wrong if x.agrees else r.caught).append([x.pair.label, x.pair.value, total])
        out.append(r)
    return out


def summary(results: list[DocResult]) -> dict:
    return {"documents": len(results), "right": sum(r.right for r in results),
            "missing": sum(len(r.missing) for r in results),
            "wrong": sum(len(r.wrong) for r in results),
            "wrong_read": sum(len(r.wrong) + len(r.caught) for r in results),
            "held_right": sum(r.held_right for r in results),
            "wrong_documents": [r.file for r in results if r.wrong]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m docq.evals.rowcheck", description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", nargs="?", type=Path, help="generated corpus directory (truth.json files)")
    ap.add_argument("--sroie", type=Path, help="SROIE receipts directory")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    results = (check_corpus(a.corpus) if a.corpus else []) + (check_sroie(a.sroie) if a.sroie else [])
    s = summary(results)
    if a.json:
        print(json.dumps({"summary": s, "documents": [asdict(r) for r in results]}, indent=1))
    else:
        for r in results:
            for w in r.wrong:
                print(f"WRONG {r.file}: {w[0]!r} -> {w[1]} (true {w[2]})")
            for w in r.caught:
                print(f"held  {r.file}: {w[0]!r} -> {w[1]} (true {w[2]}; the re-read disagreed)")
        print(f"{s['documents']} documents: {s['right']} right, {s['missing']} missing "
              f"({s['held_right']} of them held by the re-read), {s['wrong']} wrong "
              f"({s['wrong_read']} wrong as rows built them, before the re-read)")
    return 1 if s["wrong"] else 0


if __name__ == "__main__":
    sys.exit(main())
