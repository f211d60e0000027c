# The README's two commands: `make run` (set up and start the daemon) and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: setup run test bench eval clean

setup:
	bash scripts/setup.sh

run: setup
	$(VENV)/bin/docq start

test:
	bash scripts/setup.sh --doctr
	$(PY) -m pytest -q

bench: setup
	$(PY) -m pytest benchmarks --benchmark-enable -q

clean:
	rm -rf $(VENV) .venv-doctr .pytest_cache .benchmarks evals/out
