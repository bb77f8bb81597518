#!/usr/bin/env bash
# Packs the release binary for installing without a Swift toolchain, into
# the current folder (`make package` runs it). Usage:
#   scripts/package.sh VERSION BINARY
# Linux: jokesite_VERSION_ARCH.deb (ARCH as dpkg names it: amd64, arm64),
#   its Depends: computed by dpkg-shlibdeps from the libraries the binary
#   links (libcmark, Cairo, Pango, librsvg, libqrencode, libcurl, ...).
# macOS: jokesite_VERSION_macos_ARCH.tar.gz, the binary with a note of the
#   Homebrew libraries it needs.
# Both hold the manual page (made from the binary's --help texts) and the
# sample site (content/ and templates/ of this folder).
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:?"usage: scripts/package.sh VERSION BINARY (make package reads VERSION from Sources/jokesite/Version.swift)"}
binary=${2:?"usage: scripts/package.sh VERSION BINARY"}

# A binary left from another version would ship under this one's name.
printed=$("$binary" --version)
if [ "$printed" != "jokesite $version" ]; then
  echo "$binary says \"$printed\", not \"jokesite $version\": run make build first" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The manual page and the sample site into $1/$2 and $1/$3.
add_manual_and_sample() {
  mkdir -p "$(dirname "$1/$2")" "$1/$3"
  scripts/manual-page.sh "$binary" "$version" > "$1/$2"
  # What commands leave beside the catalogue (its lock, a change under way) is not the sample.
  tar -c --exclude='.jokesite*' content templates | tar -x -C "$1/$3"
}

make_deb() {
  local architecture root package
  architecture=$(dpkg --print-architecture)
  package="jokesite_${version}_${architecture}.deb"
  root="$work/root"
  mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/doc/jokesite"
  # Without the DWARF (161 MB to about 110 MB); the symbol table stays, so
  # a crash's backtrace still names its functions.
  objcopy --strip-debug "$binary" "$root/usr/bin/jokesite"
  chmod 755 "$root/usr/bin/jokesite"
  add_manual_and_sample "$root" usr/share/man/man1/jokesite.1 usr/share/jokesite/sample
  gzip -9n "$root/usr/share/man/man1/jokesite.1"
  cp README.md "$root/usr/share/doc/jokesite/README.md"

  # dpkg-shlibdeps reads the package list from debian/control.
  mkdir -p "$work/debian"
  printf 'Source: jokesite\n\nPackage: jokesite\nArchitecture: any\n' > "$work/debian/control"
  # Its warnings (the Swift runtime's $ORIGIN run path, GLib linked
  # through librsvg) are printed only when it fails.
  local depends
  if ! depends=$(cd "$work" && dpkg-shlibdeps -O -e root/usr/bin/jokesite 2>"$work/shlibdeps.log"); then
    cat "$work/shlibdeps.log" >&2
    echo "dpkg-shlibdeps could not work out the packages of $binary's libraries (dpkg-dev: scripts/install-deps.sh package)" >&2
    exit 1
  fi
  depends=${depends#shlibs:Depends=}

  cat > "$root/DEBIAN/control" <<CONTROL
Package: jokesite
Version: $version
Architecture: $architecture
Maintainer: jokesite maintainers <maintainers@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: fonts-inter, fonts-noto-color-emoji
Section: web
Priority: optional
Description: static site generator for the Mr. Funny Jokes catalogue
 jokesite turns a joke catalogue (Firestore-shaped JSON in content/) and
 Mustache templates (templates/) into a deployable public/ folder: HTML
 pages and their Markdown twins, feeds, social cards, widget snapshots and
 a Pagefind search index. A sample site is in /usr/share/jokesite/sample.
 The search index needs Pagefind's binary on the PATH or in the site's
 .venv/bin (or "search": false in site.json).
CONTROL
  # zstd packs the 110 MB in a second or two; xz, dpkg's default, takes
  # minutes on two busy cores for a third less. dpkg reads zstd since
  # Debian 12 and Ubuntu 21.10, older than the C library the binary needs.
  dpkg-deb -Zzstd --root-owner-group --build "$root" "$package" >/dev/null
  echo "$package"
}

make_archive() {
  local architecture folder archive
  architecture=$(uname -m)
  folder="jokesite-$version"
  archive="jokesite_${version}_macos_${architecture}.tar.gz"
  mkdir -p "$work/$folder"
  cp "$binary" "$work/$folder/jokesite"
  add_manual_and_sample "$work/$folder" jokesite.1 sample
  cat > "$work/$folder/INSTALL.txt" <<NOTE
jokesite $version for macOS ($architecture)

It needs Homebrew's libcmark, Cairo, Pango, librsvg and libqrencode:

  brew install cmark cairo pango librsvg qrencode

then, in this folder, lift the quarantine a browser's download is under
(jokesite is not notarised) and put the binary and its manual page on
your PATH:

  xattr -cr .
  sudo install -m 755 jokesite /usr/local/bin/jokesite
  sudo mkdir -p /usr/local/share/man/man1 && sudo install -m 644 jokesite.1 /usr/local/share/man/man1/
  jokesite --version

sample/ is a site to start from: cd sample && jokesite build. Its search
index needs Pagefind's binary on the PATH, or "search": false in
sample/content/site.json:

  curl -sL https://github.com/Pagefind/pagefind/releases/download/v1.5.2/pagefind_extended-v1.5.2-aarch64-apple-darwin.tar.gz | sudo tar -xz -C /usr/local/bin
NOTE
  tar -C "$work" -czf "$archive" "$folder"
  echo "$archive"
}

case "$(uname -s)" in
  Linux) make_deb ;;
  Darwin) make_archive ;;
  *) echo "make package knows Linux (.deb) and macOS (.tar.gz), not $(uname -s)" >&2; exit 1 ;;
esac
