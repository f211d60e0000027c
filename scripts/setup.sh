#!/usr/bin/env bash
# Installs everything docq needs on a fresh Debian machine, idempotently:
# Tesseract, Chromium and Redis (Debian), a virtualenv in .venv with docq and its Python packages, and the
# bundled model file. Safe to run again; it only does what is missing.
#
#   --doctr  also make .venv-doctr: docq with python-doctr and torch, for the tests that run
#            the docTR adapter against a real docTR model (`make test` passes it). About 6 GB.
set -euo pipefail
cd "$(dirname "$0")/.."

with_doctr=0
for arg in "$@"; do
  case "$arg" in
    --doctr) with_doctr=1 ;;
    *) echo "setup: unknown option $arg (known: --doctr)" >&2; exit 2 ;;
  esac
done

VENV=${DOCQ_VENV:-.venv}
PY=${PYTHON:-python3}

need_apt=()
command -v tesseract >/dev/null 2>&1 || need_apt+=(tesseract-ocr tesseract-ocr-eng)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need_apt+=(fonts-dejavu-core)
# the browser the review pages' tests drive (Selenium, headless)
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
# the test that proves the daemon makes no network call traces it with strace
command -v strace >/dev/null 2>&1 || need_apt+=(strace)
# the shared reading queue's tests start their own Redis (a password, a free loopback port)
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]} from Debian" >&2
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if [ ! -x "$VENV/bin/python" ]; then
  echo "setup: creating $VENV" >&2
  "$PY" -m venv "$VENV"
  "$VENV/bin/pip" install -q --upgrade pip
fi

# llama-cpp-python compiles llama.cpp on install, by default with -march=native. On a CPU with
# AMX (Xeon Sapphire Rapids and later) that compiles ggml's AMX kernels, and Debian 12's GCC 12
# drops the stores that fill their tile configuration (its _tile_loadconfig tells the compiler
# it reads 8 bytes, not 64), so the first prompt dies in ggml_backend_amx_mul_mat (SIGSEGV)
# and takes the daemon with it. A fixed instruction set (AVX2, FMA, F16C: any x86-64 since
# 2013) builds the same library on every machine; LLAVA_BUILD=OFF skips the image-input
# library docq never loads, a quarter of the build. DOCQ_LLAMA_CMAKE_ARGS replaces these flags
# (e.g. for a GPU build).
LLAMA_CMAKE_ARGS=${DOCQ_LLAMA_CMAKE_ARGS:--DGGML_NATIVE=OFF -DLLAVA_BUILD=OFF}
llama_req=$(grep -o '"llama-cpp-python[^"]*"' pyproject.toml | tr -d '"')
llama_build="$llama_req CMAKE_ARGS=$LLAMA_CMAKE_ARGS"
llama_stamp="$VENV/.docq-llama-build"
if [ "$(cat "$llama_stamp" 2>/dev/null)" != "$llama_build" ]; then
  # pip's cache keeps a wheel it built under the source's name alone, whatever CMAKE_ARGS were,
  # so it would hand back a build made with other flags: keep built wheels here, one per build
  wheels="${XDG_CACHE_HOME:-$HOME/.cache}/docq/llama-wheels/$(printf %s "$llama_build" | sha256sum | cut -c1-16)"
  if ! ls "$wheels"/llama_cpp_python-*.whl >/dev/null 2>&1; then
    echo "setup: building $llama_req with $LLAMA_CMAKE_ARGS (3-5 min, once per machine)" >&2
    rm -rf "$wheels" "$wheels.part"
    CMAKE_ARGS="$LLAMA_CMAKE_ARGS" "$VENV/bin/pip" wheel -q --no-cache-dir --no-deps \
      --no-binary llama-cpp-python -w "$wheels.part" "$llama_req"
    mv "$wheels.part" "$wheels"
  fi
  echo "setup: installing $llama_req built with $LLAMA_CMAKE_ARGS" >&2
  "$VENV/bin/pip" install -q --force-reinstall --no-deps "$wheels"/llama_cpp_python-*.whl
  printf '%s\n' "$llama_build" > "$llama_stamp"
fi

stamp="$VENV/.docq-installed"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ "$llama_stamp" -nt "$stamp" ]; then
  echo "setup: installing Python packages" >&2
  "$VENV/bin/pip" install -q -e ".[llm,test]"
  touch "$stamp"
fi

"$VENV/bin/python" -m docq.answer.model_setup >&2

# docTR and torch into the virtualenv $1 (`-e` as $2: docq installed editable from here).
doctr_venv() {
  [ -x "$1/bin/python" ] || "$PY" -m venv "$1"
  echo "setup: installing docTR and torch into $1 (about 6 GB, the first time only)" >&2
  "$1/bin/pip" install -q --upgrade pip
  "$1/bin/pip" install -q $TORCH_PINS
  "$1/bin/pip" install -q ${2:-} ".[doctr]"
  touch "$1/.docq-installed"
}

if [ "$with_doctr" = 1 ]; then
  # The pair that imports together on this machine kind (PyPI's newest torchvision does not
  # load beside the CPU-only torch some machines carry: 'torchvision::nms does not exist').
  TORCH_PINS="torch==2.14.1 torchvision==0.29.1"
  if [ -n "${DOCQ_DOCTR_VENV:-}" ] || { [ -d .venv-doctr ] && [ ! -L .venv-doctr ]; }; then
    # a folder of its own (given, or made here by an earlier set-up): installed again when pyproject.toml changes
    DVENV=${DOCQ_DOCTR_VENV:-.venv-doctr}
    dstamp="$DVENV/.docq-installed"
    [ -f "$dstamp" ] && [ ! pyproject.toml -nt "$dstamp" ] || doctr_venv "$DVENV" -e
  else
    # One per machine, made once for this pyproject.toml and these pins and linked here: a
    # fresh clone does not install 6 GB again. Its copy of docq is never the one tested (the
    # docTR tests run it with the clone on PYTHONPATH).
    key=$({ cat pyproject.toml; echo "$TORCH_PINS"; "$PY" -V; } | sha256sum | cut -c1-16)
    DVENV="${XDG_CACHE_HOME:-$HOME/.cache}/docq/doctr-venvs/$key"
    mkdir -p "$(dirname "$DVENV")"
    (
      flock 9      # two set-ups at once: one installs, the other waits for it
      [ -f "$DVENV/.docq-installed" ] || { rm -rf "$DVENV"; doctr_venv "$DVENV"; }
    ) 9>"$DVENV.lock"
    ln -sfn "$DVENV" .venv-doctr
  fi
fi
