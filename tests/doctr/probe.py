"""Runs inside the docTR virtualenv (scripts/setup.sh --doctr; python-doctr and torch), as a
subprocess of tests/test_doctr_model.py, and prints what it found as JSON.

docTR's weights cannot be downloaded here, so the model is docTR's own fast_base + crnn_vgg16_bn
built without pretrained weights. Untrained, its detector marks nothing as text; with the
probability head's weights set to zero it marks every pixel (sigmoid(0) = 0.5, above the 0.1
threshold), so docTR finds exactly one word box: the whole page. That box is known without any
recognition, which makes the conversion from docTR's geometry to our points checkable.

Usage: probe.py PAGE.png WORK_DIR
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import torch

from docq import config
from docq.errors import DocqError
from docq.workers import ocr, ocr_doctr
from docq.workers.read import read_document


def _error(fn) -> dict:
    try:
        fn()
    except DocqError as e:
        return {"type": type(e).__name__, "message": str(e)}
    return {"type": None, "message": ""}


def main(page: Path, work: Path) -> dict:
    torch.manual_seed(0)
    predictor = ocr_doctr.build(pretrained=False)
    det = predictor.det_predictor.model
    with torch.no_grad():
        det.prob_head[-1].weight.zero_()
    weights = work / "weights"
    weights.mkdir()
    torch.save(det.state_dict(), weights / "det.pt")
    torch.save(predictor.reco_predictor.model.state_dict(), weights / "reco.pt")

    cfg = config.load(work / "home", {"ocr_engine": "doctr", "doctr_weights": str(weights)})
    (read,) = read_document(page, cfg)

    empty = work / "no-weights"
    empty.mkdir()
    no_files = _error(lambda: ocr.engine("doctr", config.load(work / "home", {"doctr_weights": str(empty)})))
    # No folder set: docTR tries to download; its host is unreachable here (and made so by a
    # dead proxy, in case this machine has a network), so it must say which setting to use.
    os.environ.update(HTTPS_PROXY="http://127.0.0.1:9", HTTP_PROXY="http://127.0.0.1:9",
                      DOCTR_CACHE_DIR=str(work / "cache"))
    offline = _error(lambda: ocr_doctr.build(""))
    return {
        "page": {"width": read.width, "height": read.height, "source": read.source},
        "words": [{"text": w.text, "engine": w.engine, "conf": w.conf,
                   "box": [w.box.x0, w.box.y0, w.box.x1, w.box.y1]} for w in read.words],
        "no_weight_files": no_files,
        "offline": offline,
    }


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1]), Path(sys.argv[2]))))
