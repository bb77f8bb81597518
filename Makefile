# The two commands of README.md: `make site` and `make test`.
SWIFT ?= swift

.PHONY: site test bench deps test-deps build clean screenshots

site: deps build
	.build/release/jokesite build

test: test-deps
	$(SWIFT) build
	$(SWIFT) test
	python3 -m pytest -q Tests/serve
	python3 -m pytest -q Tests/site
	scripts/check-site.sh

# Figures, not tests: see README.md, "Performance".
bench: deps build
	@command -v hugo >/dev/null && [ -x /usr/bin/time ] || scripts/install-deps.sh bench
	scripts/bench.sh

# Every page type at 390 and 1280 px, light and dark, into screenshots/.
screenshots: test-deps
	$(SWIFT) build
	python3 scripts/screenshots.py screenshots

deps:
	@scripts/install-deps.sh

test-# Every page type at 390 and 1280 px, light and dark, into screenshots/.
screenshots: test-deps
	$(SWIFT) build
	python3 scripts/screenshots.py screenshots

deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build -c release --product jokesite

clean:
	rm -rf .build public
