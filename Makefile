# The two commands of README.md: `make site` and `make test`.
SWIFT ?= swift
DATE ?=

.PHONY: site test deps test-deps build check clean

site: deps build
	.build/release/jokesite build

test: test-deps
	$(SWIFT) build
	$(SWIFT) test
	python3 -m pytest -q Tests/serve
	scripts/check-site.sh

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build -c release --product jokesite

clean:
	rm -rf .build public
