# redzone: `make demo` resolves the example boards, `make test` runs the checks and the tests.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup demo test lint docs bench clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	@for f in examples/*.yaml; do \
		echo "=== $$f"; \
		$(BIN)/redzone resolve "$$f" || exit 1; \
		echo; \
	done

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks docs
	$(BIN)/mypy
	$(BIN)/lint-imports

# The docs site (docs/, Sphinx): offline, every warning an error; build/docs/index.html.
docs: $(STAMP)
	$(BIN)/sphinx-build -W --keep-going -q -b html docs build/docs

test: $(STAMP) lint docs
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_resolve.py
	$(BIN)/python benchmarks/bench_assign.py
	$(BIN)/python benchmarks/bench_solve.py
	$(BIN)/python benchmarks/bench_cards.py
	$(BIN)/python benchmarks/bench_odds.py
	$(BIN)/python benchmarks/bench_web.py
	$(BIN)/python benchmarks/bench_batch.py --quick

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build src/*.egg-info
