#!/usr/bin/env bash
# The GPU device lane (not part of `npm test`; docs/testing.md): on a machine with an NVIDIA GPU and its driver, the
# sampler's NVML adapter figures (LinuxSampler on the real /proc, libnvidia-ml.so.1 through koffi) against
# `nvidia-smi --query-gpu=utilization.gpu,utilization.encoder,utilization.decoder,memory.used,memory.total
# --format=csv` read in the same second, ten rounds; then one NVML fixture recorded for the unit tests
# (test/fixtures/nvml/recorded-<gpu>-<date>.script, in the stand-in library's script format; copied to $OUT when set).
# Needs node_modules installed (npm ci) beforehand: device machines reach no registry. At most five minutes.
# Prints one line per round and check; exits non-zero on a mismatch beyond the tolerances in gpu-device-lane.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v nvidia-smi >/dev/null || { echo "[gpu-lane] no nvidia-smi: not an NVIDIA machine" >&2; exit 2; }
[ -d node_modules ] || { echo "[gpu-lane] node_modules missing: run npm ci first" >&2; exit 2; }
nvidia-smi --query-gpu=pci.bus_id,uuid,name,driver_version --format=csv,noheader
exec timeout 300 npx tsx scripts/gpu-device-lane.ts "$@"
