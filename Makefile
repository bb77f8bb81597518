# The two commands of README.md: `make site` and `make test`.
SWIFT ?= swift
# The Python test tools live here (scripts/install-deps.sh test makes it).
VENV := $(CURDIR)/.venv
# The release binary. On Linux the Swift libraries are linked in: every
# command starts about 15 ms sooner (a third of its start) without
# resolving Foundation's and ICU's symbols at run time. macOS has them in
# the system.
RELEASE := -c release --product jokesite $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

.PHONY: site test bench deps test-deps build clean screenshots

site: deps build
	.build/release/jokesite build

# actionlint (for the workflow test) is found on the PATH.
test: test-deps
	$(SWIFT) build
	PATH="$(VENV)/bin:$$PATH" $(SWIFT) test
	$(VENV)/bin/python -m pytest -q Tests/serve
# Tests/incremental: 500 random edits, each built twice, by the release binary.
	$(SWIFT) build $(RELEASE)
	$(VENV)/bin/python -m pytest -q Tests/incremental
	$(VENV)/bin/python -m pytest -q Tests/site
	scripts/check-site.sh

# Figures, not tests: see docs/performance.md.
bench: deps build
	@[ -x /usr/bin/time ] || scripts/install-deps.sh bench
	scripts/bench.sh

# Every page type at 320, 390 and 1280 px, light and dark, into screenshots/.
screenshots: test-deps
	$(SWIFT) build
	$(VENV)/bin/python scripts/screenshots.py screenshots

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build $(RELEASE)

clean:
	rm -rf .build public
