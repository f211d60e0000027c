"""docTR adapter: for users who have its weights.

docTR downloads its weights at first use when there is a network, or loads them from the
folder the `doctr_weights` setting names (det.pt and reco.pt, for the fast_base detector and
the crnn_vgg16_bn recogniser). With neither, it fails with an error naming that setting.
python-doctr (and torch) are an optional install: `pip install 'docq[doctr]'`.

`to_words` is the whole of the conversion from docTR's exported geometry (page-relative
coordinates, a two-point box or a four-point polygon) to our word boxes in points.
"""
from __future__ import annotations

from pathlib import Path

from docq.errors import ConfigError, MissingDependency, OCRError
from docq.records import Box, Word
from docq.workers.ocr import px_to_pt

DET_ARCH, RECO_ARCH = "fast_base", "crnn_vgg16_bn"
NO_WEIGHTS = ("docTR could not get its weights ({why}); download them where there is a network "
              "and set `doctr_weights` to the folder holding det.pt and reco.pt")


def to_words(export: dict, dpi: int) -> list[Word]:
    """Words of the first page of a docTR `Document.export()` dict, in points."""
    page = export["pages"][0]
    h_px, w_px = page["dimensions"]
    out = []
    for block in page.get("blocks", ()):
        for line in block.get("lines", ()):
            for w in line.get("words", ()):
                text = (w.get("value") or "").strip()
                if not text:
                    continue
                pts = [tuple(map(float, p)) for p in w["geometry"]]
                xs = [min(max(x, 0.0), 1.0) * w_px for x, _ in pts]
                ys = [min(max(y, 0.0), 1.0) * h_px for _, y in pts]
                out.append(Word(text, Box(px_to_pt(min(xs), dpi), px_to_pt(min(ys), dpi),
                                          px_to_pt(max(xs), dpi), px_to_pt(max(ys), dpi)),
                                float(w.get("confidence", 0.0)) * 100, "doctr"))
    return out


def _modules():
    try:
        import torch
        from doctr.io import DocumentFile
        from doctr.models import crnn_vgg16_bn, fast_base, ocr_predictor
    except ImportError as e:
        raise MissingDependency("docTR is not installed; install it with `pip install 'docq[doctr]'` "
                                "(python-doctr and torch), or set ocr_engine to tesseract") from e
    return torch, DocumentFile, ocr_predictor, fast_base, crnn_vgg16_bn


def build(weights: str = "", pretrained: bool = True):
    """A docTR predictor: from `weights` (a folder), downloaded weights, or (pretrained=False)
    untrained models, which give real geometry and meaningless text."""
    torch, _, ocr_predictor, fast_base, crnn = _modules()
    if weights or not pretrained:
        # Built here, without the backbone download ocr_predictor(pretrained=False) still does.
        det, reco = fast_base(pretrained=False, pretrained_backbone=False), crnn(pretrained=False, pretrained_backbone=False)
        if weights:
            folder = Path(weights).expanduser()
            det_w, reco_w = folder / "det.pt", folder / "reco.pt"
            if not (det_w.is_file() and reco_w.is_file()):
                raise ConfigError(NO_WEIGHTS.format(why=f"no det.pt and reco.pt in {folder}"))
            det.load_state_dict(torch.load(det_w, map_location="cpu"))
            reco.load_state_dict(torch.load(reco_w, map_location="cpu"))
        return ocr_predictor(det_arch=det, reco_arch=reco, pretrained=False)
    try:
        return ocr_predictor(det_arch=DET_ARCH, reco_arch=RECO_ARCH, pretrained=pretrained)
    except OSError as e:    # urllib's URLError is an OSError: no network for the download
        raise MissingDependency(NO_WEIGHTS.format(why=e)) from e


class DocTR:
    name = "doctr"

    def __init__(self, predictor):
        self.predictor = predictor

    def read(self, image: Path, dpi: int) -> list[Word]:
        _, DocumentFile, *_ = _modules()
        try:
            result = self.predictor(DocumentFile.from_images([str(image)]))
        except (RuntimeError, ValueError) as e:
            raise OCRError(f"docTR could not read {Path(image).name}: {e}") from e
        return to_words(result.export(), dpi)


def make(cfg=None) -> DocTR:
    return DocTR(build(getattr(cfg, "doctr_weights", "") if cfg is not None else ""))
