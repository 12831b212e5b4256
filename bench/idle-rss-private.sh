#!/bin/bash
# Idle RSS on a shared machine: runs bench/idle-rss.ts in a private PID namespace (root; util-linux unshare) beside a
# steady, desktop-like set of 200 long-lived processes, so other users' process churn (which the sampler must retain
# histories for) does not pass for growth of an idle application. Usage: bench/idle-rss-private.sh [minutes] [log]
set -euo pipefail
cd "$(dirname "$0")/.."
exec unshare --pid --fork --mount-proc bash -c '
  for i in $(seq 1 200); do sleep 86400 & done
  npx tsx bench/idle-rss.ts "$@"
  kill $(jobs -p) 2>/dev/null || true
' idle-rss "${1:-30}" ${2:+"$2"}
