#!/usr/bin/env bash
# Prints jokesite(1), the manual page, made from the binary's own --help
# texts (the command's, then each subcommand's, nested ones too), so the
# page says what the binary it ships with does. Usage:
#   scripts/manual-page.sh BINARY VERSION > jokesite.1
set -euo pipefail
binary=$1
version=$2

# The names listed under SUBCOMMANDS: in a --help text.
subcommands() {
  awk '/^SUBCOMMANDS:/ { listing = 1; next }
       listing && /^[^ ]/ { listing = 0 }
       listing && /^  [a-z]/ { print $1 }'
}

# A help text as roff: shown as written, a leading dot or quote and every
# backslash escaped.
as_roff() {
  sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
}

# The section of `jokesite WORDS...`, then its subcommands' sections.
section() {
  local help
  help=$("$binary" help "$@")
  printf '.SS "jokesite %s"\n.nf\n' "$*"
  printf '%s\n' "$help" | as_roff
  printf '.fi\n'
  local name
  for name in $(printf '%s\n' "$help" | subcommands); do
    section "$@" "$name"
  done
}

top=$("$binary" --help)
cat <<ROFF
.TH JOKESITE 1 "" "jokesite $version" "User Commands"
.SH NAME
jokesite \\- a static site generator for the Mr. Funny Jokes catalogue
.SH SYNOPSIS
.B jokesite
.I subcommand
.RI [ options ]
.SH DESCRIPTION
jokesite turns a catalogue in
.I content/
and templates in
.I templates/
into a deployable
.I public/
folder. Run it in the site's folder. A sample site to start from comes
with it: in
.I /usr/share/jokesite/sample/
from the Debian package,
.I sample/
in the macOS archive.
.PP
.nf
ROFF
printf '%s\n' "$top" | as_roff
printf '.fi\n.SH COMMANDS\n'
for name in $(printf '%s\n' "$top" | subcommands); do
  section "$name"
done
cat <<'ROFF'
.SH "EXIT STATUS"
0 success, 1 catalogue or template errors, 2 usage errors, 3 I/O errors;
.B pull
and
.B push
also exit 4 when there was nothing to change.
ROFF
