# The two commands of README.md: `make site` and `make test`.
SWIFT ?= swift
# The Python test tools live here (scripts/install-deps.sh test makes it).
VENV := $(CURDIR)/.venv
# The release binary. On Linux the Swift libraries are linked in: every
# command starts about 15 ms sooner (a third of its start) without
# resolving Foundation's and ICU's symbols at run time. macOS has them in
# the system.
RELEASE := -c release --product jokesite $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
# jokesite's one version, read from where `jokesite --version` gets it.
VERSION := $(shell sed -n 's/^let jokesiteVersion = "\(.*\)"$$/\1/p' Sources/jokesite/Version.swift)

.PHONY: site test bench deps test-deps package-deps build package version release-asset clean screenshots

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
# The .deb installed by apt into a fresh Debian root (Tests/package).
	$(MAKE) package
	$(VENV)/bin/python -m pytest -q Tests/package

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

# jokesite_VERSION_ARCH.deb on Linux, jokesite_VERSION_macos_ARCH.tar.gz
# on macOS, in this folder: the release binary without a toolchain.
package: package-deps build
	scripts/package.sh $(VERSION) .build/release/jokesite

package-deps:
	@scripts/install-deps.sh package

version:
	@echo $(VERSION)

# The name the release workflow gives this system's package (the system
# as /etc/os-release names it), which the site workflow looks for.
release-asset:
	@. /etc/os-release && echo "jokesite_$(VERSION)_$${ID}-$${VERSION_ID}_$$(dpkg --print-architecture).deb"

clean:
	rm -rf .build public jokesite_*.deb jokesite_*.tar.gz
