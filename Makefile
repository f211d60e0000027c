# The README's two commands: `make run` (set up and start the daemon) and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: setup run test bench eval-real clean

setup:
	bash scripts/setup.sh

run: setup
	$(VENV)/bin/docq start

test:
	bash scripts/setup.sh --doctr
	$(PY) -m pytest -q

bench: setup
	$(PY) -m pytest benchmarks --benchmark-enable -q

# The real sets whole, SROIE's receipts too, by hand (CI reads each one's fixed sample: evals/sample.py)
REAL := ../shared/corpora
eval-real: setup
	mkdir -p evals/out && $(PY) -m docq eval evals/questions-real/*.json evals/questions/sroie.json \
		$(foreach s,adbuy-dev realdocs-dev wildreceipt-dev,--docs $(s)=$(REAL)/$(s)) --docs sroie=$(REAL)/sroie-dev \
		--gate --timeout 1500 --report evals/out/eval-real.md --json > evals/out/eval-real.json

clean:
	rm -rf $(VENV) .venv-doctr .pytest_cache .benchmarks evals/out
