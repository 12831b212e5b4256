#!/bin/sh
# Builds bench/proc-read-floor.c with the host's C compiler and runs it with EXTRA sleeping processes besides the
# host's own (issue 31's kernel-side floor; docs/testing.md), our reads and btop's alternately, three times each.
# Usage: sh bench/proc-read-floor.sh [EXTRA] [PASSES]
set -eu
extra=${1:-0}
passes=${2:-50}
cc=$(command -v cc || command -v gcc || true)
if [ -z "$cc" ]; then echo "proc-read-floor: skipped, no C compiler (cc) on this host"; exit 0; fi
dir=$(mktemp -d)
pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null || true; done; rm -rf "$dir"; }
trap cleanup EXIT INT TERM
"$cc" -O2 -o "$dir/floor" "$(dirname "$0")/proc-read-floor.c"
i=0
while [ "$i" -lt "$extra" ]; do sleep 600 & pids="$pids $!"; i=$((i + 1)); done
sleep 1
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in 1 2 3; do "$dir/floor" "$passes"; "$dir/floor" "$passes" btop; done
