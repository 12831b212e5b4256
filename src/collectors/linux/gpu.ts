// GPU collection on Linux: adapters from /sys/class/drm/cardN/device and per-process usage from the
// DRM fdinfo of /proc/PID/fdinfo/N (kernel drm-usage-stats), where the driver exposes them.
import type { GpuAdapterMetricId } from '../../../generated/metrics.js';
import type { GpuAdapterSample, MetricValue, UnavailableReason } from '../../model/types.js';
import { parseDrmFdinfo, parseSysfsInteger, type DrmFdinfo } from './parse.js';
import { errnoCode, isDenied, readOptional, type ProcFs } from './procfs.js';

const CARD = /^card\d+$/;
const DRM_NODE = /^(card|renderD)\d+$/;

/** Adapter ids (`card0`, …) and whether any DRM device node exists at all. */
export interface DrmInventory {
  readonly cards: readonly string[];
  readonly present: boolean;
}

/** Lists `/sys/class/drm`; connector entries such as `card0-HDMI-A-1` are skipped. */
export function listDrm(fs: ProcFs, sysRoot: string): DrmInventory {
  let names: string[];
  try {
    names = fs.listDir(`${sysRoot}/class/drm`);
  } catch {
    return { cards: [], present: false };
  }
  const cards = names.filter((n) => CARD.test(n)).sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
  return { cards, present: names.some((n) => DRM_NODE.test(n)) };
}

const ENCODE_DECODE: readonly GpuAdapterMetricId[] = [
  'encode_average_percent',
  'encode_max_percent',
  'encode_engine_count',
  'decode_average_percent',
  'decode_max_percent',
  'decode_engine_count',
];

const nameCache = new Map<string, string | null>();

/** A readable adapter name: the board's product_name, else `<driver> <PCI id>` from uevent. */
function adapterName(fs: ProcFs, device: string): string | null {
  const cached = nameCache.get(device);
  if (cached !== undefined) return cached;
  let name: string | null = readOptional(fs, `${device}/product_name`)?.trim() || null;
  if (name === null) {
    const uevent = readOptional(fs, `${device}/uevent`);
    if (uevent !== null) {
      const driver = /^DRIVER=(.*)$/m.exec(uevent)?.[1] ?? null;
      const pciId = /^PCI_ID=(.*)$/m.exec(uevent)?.[1] ?? null;
      name = [driver, pciId].filter((p) => p !== null && p !== '').join(' ') || null;
    }
  }
  nameCache.set(device, name);
  return name;
}

/** One sysfs attribute into values/unavailable: missing file → unsupported, EACCES → access_denied. */
function sysfsMetric(
  fs: ProcFs,
  path: string,
  id: GpuAdapterMetricId,
  asFloat: boolean,
  values: Partial<Record<GpuAdapterMetricId, MetricValue>>,
  unavailable: Partial<Record<GpuAdapterMetricId, UnavailableReason>>,
): void {
  let text: string;
  try {
    text = fs.readText(path, 'latin1');
  } catch (error) {
    unavailable[id] = isDenied(error) ? 'access_denied' : errnoCode(error) === 'ENOENT' ? 'unsupported' : 'unknown';
    return;
  }
  const n = parseSysfsInteger(text);
  if (n === null) unavailable[id] = 'unknown';
  else values[id] = asFloat ? Math.min(100, Number(n)) : n;
}

/**
 * Reads each DRM card's device attributes. amdgpu exposes all of them; other drivers expose fewer,
 * and what is missing is `unsupported`. Encode/decode engines have no generic sysfs source.
 */
export function readGpuAdapters(fs: ProcFs, sysRoot: string, cards: readonly string[]): GpuAdapterSample[] {
  const out: GpuAdapterSample[] = [];
  for (const card of cards) {
    const device = `${sysRoot}/class/drm/${card}/device`;
    const values: Partial<Record<GpuAdapterMetricId, MetricValue>> = {};
    const unavailable: Partial<Record<GpuAdapterMetricId, UnavailableReason>> = {};
    sysfsMetric(fs, `${device}/gpu_busy_percent`, 'utilization_percent', true, values, unavailable);
    for (const id of ENCODE_DECODE) unavailable[id] = 'unsupported';
    sysfsMetric(fs, `${device}/mem_info_vram_used`, 'dedicated_bytes', false, values, unavailable);
    sysfsMetric(fs, `${device}/mem_info_vram_total`, 'dedicated_total_bytes', false, values, unavailable);
    sysfsMetric(fs, `${device}/mem_info_gtt_used`, 'shared_bytes', false, values, unavailable);
    sysfsMetric(fs, `${device}/mem_info_gtt_total`, 'shared_total_bytes', false, values, unavailable);
    out.push({ adapterId: card, name: adapterName(fs, device), values, unavailable });
  }
  return out;
}

/** Per-identity DRM state kept between passes. */
export interface DrmProcessState {
  /** fd numbers whose link pointed at /dev/dri/ at the last full scan. */
  fds: number[];
  lastFullScanPass: number;
  lastFdCount: number;
  /** Busy ns / cycles per `client|engine` at the previous pass. */
  prevEngineNs: Map<string, bigint> | null;
  prevCycles: Map<string, bigint> | null;
  prevTotalCycles: Map<string, bigint> | null;
  prevMonoNs: bigint;
}

export function newDrmState(): DrmProcessState {
  return {
    fds: [],
    lastFullScanPass: -1,
    lastFdCount: -1,
    prevEngineNs: null,
    prevCycles: null,
    prevTotalCycles: null,
    prevMonoNs: 0n,
  };
}

/** A full rescan of the fd links runs at most this often per identity when its fd count is unchanged. */
export const DRM_RESCAN_PASSES = 10;

export interface ProcessGpuResult {
  readonly percent: number | UnavailableReason;
  readonly dedicated: bigint | UnavailableReason;
  readonly shared: bigint | UnavailableReason;
}

const UNSUPPORTED: ProcessGpuResult = { percent: 'unsupported', dedicated: 'unsupported', shared: 'unsupported' };
const DENIED: ProcessGpuResult = {
  percent: 'access_denied',
  dedicated: 'access_denied',
  shared: 'access_denied',
};

function isDedicatedRegion(region: string): boolean {
  return region.startsWith('vram') || region.startsWith('local');
}

function isSharedRegion(region: string): boolean {
  return region === 'gtt' || region.startsWith('system');
}

/**
 * Per-process GPU usage from DRM fdinfo. To keep the scan cheap it readlinks the fds only when the
 * identity is new, its fd count changed, or every DRM_RESCAN_PASSES passes; in between it re-reads the
 * fdinfo of the fds already known to be DRM clients. Clients reached through several fds (dup) count
 * once, keyed by `drm-pdev` and `drm-client-id`.
 */
export function readProcessGpu(
  fs: ProcFs,
  base: string,
  state: DrmProcessState,
  pass: number,
  fdCount: number,
  monoNs: bigint,
): ProcessGpuResult {
  if (state.lastFullScanPass < 0 || fdCount !== state.lastFdCount || pass - state.lastFullScanPass >= DRM_RESCAN_PASSES) {
    let names: string[];
    try {
      names = fs.listDir(`${base}/fd`);
    } catch (error) {
      if (isDenied(error)) return DENIED;
      throw error;
    }
    const fds: number[] = [];
    for (const name of names) {
      let target: string;
      try {
        target = fs.readLink(`${base}/fd/${name}`);
      } catch {
        continue; // closed meanwhile
      }
      if (target.startsWith('/dev/dri/')) fds.push(Number(name));
    }
    state.fds = fds;
    state.lastFullScanPass = pass;
    state.lastFdCount = fdCount;
  }
  if (state.fds.length === 0) {
    state.prevEngineNs = null;
    return UNSUPPORTED;
  }
  const clients = new Map<string, DrmFdinfo>();
  for (const fd of state.fds) {
    let text: string;
    try {
      text = fs.readText(`${base}/fdinfo/${fd}`, 'latin1');
    } catch (error) {
      if (isDenied(error)) return DENIED;
      state.lastFullScanPass = -1; // the fd was closed: rescan next pass
      continue;
    }
    const info = parseDrmFdinfo(text);
    if (info === null) continue;
    clients.set(info.clientId === null ? `fd${fd}` : `${info.pdev ?? ''}|${info.clientId}`, info);
  }
  if (clients.size === 0) return UNSUPPORTED;

  let dedicated: bigint | null = null;
  let shared: bigint | null = null;
  const engineNs = new Map<string, bigint>();
  const cycles = new Map<string, bigint>();
  const totalCycles = new Map<string, bigint>();
  const capacity = new Map<string, number>();
  for (const [client, info] of clients) {
    for (const [region, bytes] of info.residentBytes) {
      if (isDedicatedRegion(region)) dedicated = (dedicated ?? 0n) + bytes;
      else if (isSharedRegion(region)) shared = (shared ?? 0n) + bytes;
    }
    for (const [engine, ns] of info.engineNs) engineNs.set(`${client}\u0000${engine}`, ns);
    for (const [engine, n] of info.cycles) cycles.set(`${client}\u0000${engine}`, n);
    for (const [engine, n] of info.totalCycles) totalCycles.set(`${client}\u0000${engine}`, n);
    for (const [engine, n] of info.engineCapacity) capacity.set(engine, n);
  }

  let percent: number | UnavailableReason;
  if (engineNs.size === 0 && cycles.size === 0) percent = 'unsupported';
  else if (state.prevEngineNs === null || monoNs <= state.prevMonoNs) percent = 'first_sample';
  else {
    // Busy time per engine class over all clients present in both passes, as a share of the
    // elapsed time times the class's engine count; the process's GPU% is the busiest class.
    const busy = new Map<string, bigint>();
    for (const [key, ns] of engineNs) {
      const before = state.prevEngineNs.get(key);
      if (before === undefined || ns < before) continue;
      const engine = key.slice(key.indexOf('\u0000') + 1);
      busy.set(engine, (busy.get(engine) ?? 0n) + (ns - before));
    }
    const elapsed = Number(monoNs - state.prevMonoNs);
    let max = 0;
    for (const [engine, ns] of busy) {
      max = Math.max(max, (Number(ns) / (elapsed * (capacity.get(engine) ?? 1))) * 100);
    }
    const cyclesBusy = new Map<string, { busy: bigint; total: bigint }>();
    for (const [key, n] of cycles) {
      const before = state.prevCycles?.get(key);
      const total = totalCycles.get(key);
      const totalBefore = state.prevTotalCycles?.get(key);
      if (before === undefined || total === undefined || totalBefore === undefined) continue;
      if (n < before || total <= totalBefore) continue;
      const engine = key.slice(key.indexOf('\u0000') + 1);
      const acc = cyclesBusy.get(engine) ?? { busy: 0n, total: 0n };
      acc.busy += n - before;
      // Every client of one GPU sees the same timestamp counter: keep the largest window.
      if (total - totalBefore > acc.total) acc.total = total - totalBefore;
      cyclesBusy.set(engine, acc);
    }
    for (const [engine, acc] of cyclesBusy) {
      max = Math.max(max, (Number(acc.busy) / (Number(acc.total) * (capacity.get(engine) ?? 1))) * 100);
    }
    percent = Math.min(100, Math.max(0, max));
  }
  state.prevEngineNs = engineNs;
  state.prevCycles = cycles;
  state.prevTotalCycles = totalCycles;
  state.prevMonoNs = monoNs;
  return { percent, dedicated: dedicated ?? 'unsupported', shared: shared ?? 'unsupported' };
}
