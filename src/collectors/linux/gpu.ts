// GPU collection on Linux from DRM: adapters from /sys/class/drm (keyed by the device's PCI slot, else its platform
// device name) and per-process usage from the DRM fdinfo of /proc/PID/fdinfo/N (the kernel's drm-usage-stats), for
// every driver that publishes it. Each process's usage is kept per device; adapter utilization and encode/decode are
// the sums over that device's clients per engine class, each client counted once however many fds and processes
// share it. NVIDIA's proprietary driver publishes no engine stats: its adapters come from NVML (nvml.ts).
import { GPU_ADAPTER_METRIC_IDS, type GpuAdapterMetricId } from '../../../generated/metrics.js';
import type { GpuAdapterSample, MetricValue, UnavailableReason } from '../../model/types.js';
import { parseDrmFdinfo, parseSysfsInteger, type DrmFdinfo } from './parse.js';
import { errnoCode, isDenied, readOptional, type ProcFs } from './procfs.js';
import { IDLE_REFRESH_PASSES } from './process-network.js';
import { refreshTurn } from './refresh-turn.js';

const CARD = /^card\d+$/;
const DRM_NODE = /^(card|renderD|controlD|accel)\d+$/;

/** A DRM device: one adapter, reached through its card and render nodes. */
export interface DrmDevice {
  /** The adapter key: the PCI slot (`0000:03:00.0`, the form drm-pdev prints), else the device's sysfs name. */
  readonly key: string;
  readonly card: string;
  /** `<sysRoot>/class/drm/cardN/device`. */
  readonly sysDevice: string;
  readonly driver: string | null;
}

/** The DRM devices and which node (`card0`, `renderD128`) belongs to which device key. */
export interface DrmInventory {
  readonly devices: readonly DrmDevice[];
  readonly nodeKeys: ReadonlyMap<string, string>;
  /** Whether any DRM device node exists at all (processes can be DRM clients). */
  readonly present: boolean;
}

const NO_DRM: DrmInventory = { devices: [], nodeKeys: new Map(), present: false };

/**
 * Lists `/sys/class/drm` each pass; each node's device key is read from sysfs once while the listing stays the same
 * (connector entries such as `card0-HDMI-A-1` are skipped).
 */
export class DrmTopology {
  private listing = '';
  private inventory: DrmInventory = NO_DRM;

  constructor(
    private readonly fs: ProcFs,
    private readonly sysRoot: string,
  ) {}

  list(): DrmInventory {
    let names: string[];
    try {
      names = this.fs.listDir(`${this.sysRoot}/class/drm`).filter((n) => DRM_NODE.test(n));
    } catch {
      this.listing = '';
      this.inventory = NO_DRM;
      return NO_DRM;
    }
    const listing = names.sort().join('\n');
    if (listing === this.listing && this.inventory !== NO_DRM) return this.inventory;
    this.listing = listing;
    const nodeKeys = new Map<string, string>();
    const devices: DrmDevice[] = [];
    for (const node of names) {
      const sysDevice = `${this.sysRoot}/class/drm/${node}/device`;
      const uevent = readOptional(this.fs, `${sysDevice}/uevent`, 'latin1');
      const key = deviceKey(this.fs, sysDevice, uevent) ?? node;
      nodeKeys.set(node, key);
      if (!CARD.test(node)) continue;
      const driver = uevent === null ? null : (/^DRIVER=(.*)$/m.exec(uevent)?.[1] ?? null);
      devices.push({ key, card: node, sysDevice, driver });
    }
    devices.sort((a, b) => Number(a.card.slice(4)) - Number(b.card.slice(4)));
    this.inventory = { devices, nodeKeys, present: names.length > 0 };
    return this.inventory;
  }
}

/** PCI_SLOT_NAME from the device's uevent, else the name the `device` link points at (a platform device). */
function deviceKey(fs: ProcFs, sysDevice: string, uevent: string | null): string | null {
  const slot = uevent === null ? null : (/^PCI_SLOT_NAME=(.*)$/m.exec(uevent)?.[1] ?? null);
  if (slot) return slot.toLowerCase();
  try {
    const target = fs.readLink(sysDevice);
    return target.slice(target.lastIndexOf('/') + 1) || null;
  } catch {
    return null;
  }
}

/**
 * Engine classes that do video encode or decode, by driver (drm-usage-stats names them per driver). Intel's video
 * engines (i915 `video`, xe `vcs`) both encode and decode: their busy time counts for each.
 */
const ENCODE_CLASSES: ReadonlySet<string> = new Set(['enc', 'enc_1', 'video', 'vcs']);
const DECODE_CLASSES: ReadonlySet<string> = new Set(['dec', 'jpeg', 'video', 'vcs']);

/**
 * Drivers whose clients print drm-engine-* or drm-cycles-* (docs: drm-usage-stats, the drivers' own pages): with no
 * client at all such a device is idle (0 %). Any other driver counts once a client of it shows engine stats.
 */
const ENGINE_STATS_DRIVERS: ReadonlySet<string> = new Set(['amdgpu', 'i915', 'xe', 'msm', 'panfrost', 'panthor', 'v3d', 'ivpu', 'etnaviv', 'lima']);

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

type AdapterValues = Partial<Record<GpuAdapterMetricId, MetricValue>>;
type AdapterUnavailable = Partial<Record<GpuAdapterMetricId, UnavailableReason>>;

/** One sysfs attribute into values/unavailable: missing file → unsupported, EACCES → access_denied. */
function sysfsMetric(
  fs: ProcFs,
  path: string,
  id: GpuAdapterMetricId,
  asFloat: boolean,
  values: AdapterValues,
  unavailable: AdapterUnavailable,
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

// ---- engine busy time -------------------------------------------------------------------------------------------

/** One client's cumulative counters at one pass. */
interface ClientCounters {
  readonly device: string;
  readonly info: DrmFdinfo;
}

/** Busy share per engine class of one device over an interval: 0..1 of the class's engines, and their count. */
export interface ClassUse {
  readonly share: number;
  readonly capacity: number;
}

/**
 * Busy shares per engine class over the clients present in both passes, per device: engine ns deltas over the
 * elapsed time (drm-engine-<class>), or cycle deltas over the total-cycles window (drm-cycles-<class>, xe), each
 * divided by the class's engine count (drm-engine-capacity-<class>, default 1). A client first seen this pass adds
 * nothing (its counters may hold work from before the interval).
 */
function classUse(
  current: ReadonlyMap<string, ClientCounters>,
  previous: ReadonlyMap<string, ClientCounters>,
  elapsedNs: number,
): Map<string, Map<string, ClassUse>> {
  const busyNs = new Map<string, Map<string, number>>();
  const cycles = new Map<string, Map<string, { busy: number; window: number }>>();
  const capacity = new Map<string, Map<string, number>>();
  for (const [key, now] of current) {
    const caps = mapOf(capacity, now.device);
    for (const [engine, n] of now.info.engineCapacity) caps.set(engine, Math.max(caps.get(engine) ?? 1, n));
    for (const engine of now.info.engineNs.keys()) if (!caps.has(engine)) caps.set(engine, 1);
    for (const engine of now.info.cycles.keys()) if (!caps.has(engine)) caps.set(engine, 1);
    const before = previous.get(key);
    if (before === undefined || before.device !== now.device) continue;
    const busy = mapOf(busyNs, now.device);
    for (const [engine, ns] of now.info.engineNs) {
      const was = before.info.engineNs.get(engine);
      if (was !== undefined && ns >= was) busy.set(engine, (busy.get(engine) ?? 0) + Number(ns - was));
    }
    const cyc = mapOf(cycles, now.device);
    for (const [engine, n] of now.info.cycles) {
      const was = before.info.cycles.get(engine);
      const total = now.info.totalCycles.get(engine);
      const totalWas = before.info.totalCycles.get(engine);
      if (was === undefined || total === undefined || totalWas === undefined || n < was || total <= totalWas) continue;
      const acc = cyc.get(engine) ?? { busy: 0, window: 0 };
      acc.busy += Number(n - was);
      // Every client of one GPU reads the same timestamp counter: the widest window is the interval.
      acc.window = Math.max(acc.window, Number(total - totalWas));
      cyc.set(engine, acc);
    }
  }
  const out = new Map<string, Map<string, ClassUse>>();
  for (const [device, caps] of capacity) {
    const use = new Map<string, ClassUse>();
    const busy = busyNs.get(device);
    const cyc = cycles.get(device);
    for (const [engine, cap] of caps) {
      let share = 0;
      const ns = busy?.get(engine);
      const c = cyc?.get(engine);
      if (ns !== undefined && elapsedNs > 0) share = ns / (elapsedNs * cap);
      else if (c !== undefined && c.window > 0) share = c.busy / (c.window * cap);
      use.set(engine, { share: Math.min(1, Math.max(0, share)), capacity: cap });
    }
    out.set(device, use);
  }
  return out;
}

function mapOf<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let inner = outer.get(key);
  if (inner === undefined) {
    inner = new Map();
    outer.set(key, inner);
  }
  return inner;
}

/** The busiest class's share in percent (0 when no class). */
function busiest(use: ReadonlyMap<string, ClassUse>): number {
  let max = 0;
  for (const { share } of use.values()) max = Math.max(max, share);
  return Math.min(100, max * 100);
}

// ---- per process -----------------------------------------------------------------------------------------------

/** A DRM descriptor of a process: its fd name and the node it opens (`renderD128`, `card0`). */
export type DrmLink = readonly [fd: string, node: string];

/** The fd walk the sampler shares with the socket scan: this process's DRM descriptors, or why none could be read. */
export type DrmLinks = readonly DrmLink[] | 'denied' | 'gone';

/** Per-identity DRM state kept between passes. */
export interface DrmProcessState {
  /** DRM descriptors at the last walk. */
  links: readonly DrmLink[];
  lastWalkPass: number;
  lastFdCount: number;
  /** Counters per client at the previous pass. */
  previous: Map<string, ClientCounters> | null;
  prevMonoNs: bigint;
}

export function newDrmState(): DrmProcessState {
  return { links: [], lastWalkPass: -1, lastFdCount: -1, previous: null, prevMonoNs: 0n };
}

/** A process whose descriptor count changed since its last walk is walked again this often (staggered by PID). */
export const DRM_CHANGED_RESCAN_PASSES = 10;

/**
 * Whether this process's descriptors must be walked again for DRM this pass: never walked; a DRM client whose
 * descriptor count changed (a client opened or closed); a process whose count changed, every
 * DRM_CHANGED_RESCAN_PASSES passes; any process on the socket scan's staggered refresh (IDLE_REFRESH_PASSES, the same
 * stagger, so that walk is shared and an unchanged process costs no walk of its own). A process without DRM
 * descriptors is not walked on every count change: monitors and servers change theirs all the time, and a walk costs
 * one readlink per descriptor.
 */
export function drmWalkDue(state: DrmProcessState, pid: number, pass: number, fdCount: number): boolean {
  if (state.lastWalkPass < 0) return true;
  if (pass === state.lastWalkPass) return false;
  const changed = fdCount !== state.lastFdCount;
  if (changed && state.links.length > 0) return true;
  return refreshTurn(pid, pass, IDLE_REFRESH_PASSES) || (changed && refreshTurn(pid, pass, DRM_CHANGED_RESCAN_PASSES));
}

/** Records a walk's DRM descriptors (from the GPU's own schedule or from the socket scan's). */
export function acceptDrmWalk(state: DrmProcessState, links: readonly DrmLink[], pass: number, fdCount: number): void {
  state.links = links;
  state.lastWalkPass = pass;
  state.lastFdCount = fdCount;
}

/** One DRM client as one process reads it this pass: the adapter sums count each `key` once. */
export interface DrmClientReading {
  /** `<device>|<drm-client-id>`; a client without an id is keyed by its process and fd. */
  readonly key: string;
  readonly device: string;
  readonly info: DrmFdinfo;
}

export interface ProcessGpuResult {
  /** The busiest device's busiest engine class (never a sum across devices). */
  readonly percent: number | UnavailableReason;
  readonly dedicated: bigint | UnavailableReason;
  readonly shared: bigint | UnavailableReason;
  /** The clients read (for the adapter sums); empty when none. */
  readonly clients: readonly DrmClientReading[];
}

const UNSUPPORTED: ProcessGpuResult = { percent: 'unsupported', dedicated: 'unsupported', shared: 'unsupported', clients: [] };
const DENIED: ProcessGpuResult = { percent: 'access_denied', dedicated: 'access_denied', shared: 'access_denied', clients: [] };

function isDedicatedRegion(region: string): boolean {
  return region.startsWith('vram') || region.startsWith('local');
}

/** GTT and system memory; `memory`, the one region of integrated GPUs (msm, panfrost), is system memory too. */
function isSharedRegion(region: string): boolean {
  return region === 'gtt' || region === 'memory' || region.startsWith('system');
}

/**
 * Per-process GPU usage from DRM fdinfo. `walk` reads the process's descriptor links (shared with the socket
 * scan, see sampling.ts) and is called only when drmWalkDue says so; in between, the fdinfo of the descriptors
 * already known to be DRM clients is re-read. Clients reached through several fds (dup, fork) count once, keyed by
 * device and `drm-client-id`; the device is `drm-pdev` where printed, else the node the fd opens; clients of the
 * devices in `otherSource` (NVML's) are skipped. Memory adds up
 * over devices (bytes are bytes); the percent is the busiest device's, never a sum across devices.
 */
export function readProcessGpu(
  fs: ProcFs,
  pid: number,
  base: string,
  state: DrmProcessState,
  pass: number,
  fdCount: number,
  monoNs: bigint,
  nodeKeys: ReadonlyMap<string, string>,
  walk: () => DrmLinks,
  otherSource: ReadonlySet<string>,
): ProcessGpuResult {
  if (drmWalkDue(state, pid, pass, fdCount)) {
    const links = walk();
    if (links === 'denied') return DENIED;
    if (links === 'gone') {
      const gone = new Error('process vanished') as NodeJS.ErrnoException;
      gone.code = 'ESRCH';
      throw gone;
    }
    acceptDrmWalk(state, links, pass, fdCount);
  }
  if (state.links.length === 0) {
    state.previous = null;
    return UNSUPPORTED;
  }
  const current = new Map<string, ClientCounters>();
  const clients: DrmClientReading[] = [];
  for (const [fd, node] of state.links) {
    let text: string;
    try {
      text = fs.readText(`${base}/fdinfo/${fd}`, 'latin1');
    } catch (error) {
      if (isDenied(error)) return DENIED;
      state.lastWalkPass = -1; // the fd was closed: walk again next pass
      continue;
    }
    const info = parseDrmFdinfo(text);
    if (info === null) continue;
    const device = info.pdev?.toLowerCase() ?? nodeKeys.get(node) ?? `${info.driver ?? 'drm'}:${node}`;
    // A device NVML answers for is NVML's alone: its DRM clients would count it twice.
    if (otherSource.has(device)) continue;
    const key = info.clientId === null ? `${device}|${base}/${fd}` : `${device}|${info.clientId}`;
    if (current.has(key)) continue;
    current.set(key, { device, info });
    clients.push({ key, device, info });
  }
  if (current.size === 0) return UNSUPPORTED;

  let dedicated: bigint | null = null;
  let shared: bigint | null = null;
  let hasEngines = false;
  for (const { info } of current.values()) {
    for (const [region, bytes] of info.residentBytes) {
      if (isDedicatedRegion(region)) dedicated = (dedicated ?? 0n) + bytes;
      else if (isSharedRegion(region)) shared = (shared ?? 0n) + bytes;
    }
    if (info.engineNs.size > 0 || info.cycles.size > 0) hasEngines = true;
  }

  let percent: number | UnavailableReason;
  if (!hasEngines) percent = 'unsupported';
  else if (state.previous === null || monoNs <= state.prevMonoNs) percent = 'first_sample';
  else {
    // Each device's busiest class; the process's value is the busiest device's, never a sum across devices.
    percent = 0;
    for (const use of classUse(current, state.previous, Number(monoNs - state.prevMonoNs)).values()) percent = Math.max(percent, busiest(use));
  }
  state.previous = current;
  state.prevMonoNs = monoNs;
  return { percent, dedicated: dedicated ?? 'unsupported', shared: shared ?? 'unsupported', clients };
}

// ---- per adapter -----------------------------------------------------------------------------------------------

/**
 * The adapter-wide engine use from every client the pass read, each client once (a client shared by several
 * processes or fds is one): begin a pass, add each process's clients, then `use()` gives the busy share per device
 * and engine class since the previous pass. Only a pass that read every process's descriptors is complete; an
 * incomplete one (another user's process refused) has no adapter figures from fdinfo.
 */
export class DrmAdapterUsage {
  private current = new Map<string, ClientCounters>();
  private previous: Map<string, ClientCounters> | null = null;
  private currentMonoNs = 0n;
  private previousMonoNs = 0n;
  private complete = true;
  private previousComplete = false;
  /** Devices whose clients were ever seen with engine stats, and the classes (with capacities) they showed. */
  private readonly seenClasses = new Map<string, Map<string, number>>();

  private started = false;

  beginPass(monoNs: bigint): void {
    this.previous = this.started ? this.current : null;
    this.started = true;
    this.previousMonoNs = this.currentMonoNs;
    this.previousComplete = this.complete;
    this.current = new Map();
    this.currentMonoNs = monoNs;
    this.complete = true;
  }

  add(clients: readonly DrmClientReading[]): void {
    for (const client of clients) {
      if (this.current.has(client.key)) continue;
      this.current.set(client.key, client);
      const { info } = client;
      if (info.engineNs.size === 0 && info.cycles.size === 0) continue;
      const classes = mapOf(this.seenClasses, client.device);
      for (const engine of [...info.engineNs.keys(), ...info.cycles.keys()]) {
        classes.set(engine, Math.max(classes.get(engine) ?? 1, info.engineCapacity.get(engine) ?? 1));
      }
    }
  }

  /** A process whose descriptors or fdinfo could not be read: its clients are missing from this pass's sums. */
  markIncomplete(): void {
    this.complete = false;
  }

  /**
   * Busy share per engine class of `device` since the previous pass, or why there is none: `access_denied` when
   * a process could not be read, `first_sample` on the first pass, `unsupported` when the driver publishes no
   * engine stats (no client of it ever showed any and it is not a driver known to).
   */
  use(device: DrmDevice): ReadonlyMap<string, ClassUse> | UnavailableReason {
    const seen = this.seenClasses.get(device.key);
    if (seen === undefined && (device.driver === null || !ENGINE_STATS_DRIVERS.has(device.driver))) return 'unsupported';
    if (!this.complete || !this.previousComplete) return this.previous === null ? 'first_sample' : 'access_denied';
    if (this.previous === null || this.currentMonoNs <= this.previousMonoNs) return 'first_sample';
    const elapsed = Number(this.currentMonoNs - this.previousMonoNs);
    const deviceOnly = (m: ReadonlyMap<string, ClientCounters>): Map<string, ClientCounters> => new Map([...m].filter(([, c]) => c.device === device.key));
    const use = new Map(classUse(deviceOnly(this.current), deviceOnly(this.previous), elapsed).get(device.key) ?? []);
    // Classes no client shows this pass (no client at all: the device is idle) are idle, not unknown.
    for (const [engine, capacity] of seen ?? []) if (!use.has(engine)) use.set(engine, { share: 0, capacity });
    return use;
  }
}

const VIDEO_METRICS = {
  encode: ['encode_average_percent', 'encode_max_percent', 'encode_engine_count'],
  decode: ['decode_average_percent', 'decode_max_percent', 'decode_engine_count'],
} as const;

/**
 * Encode or decode figures from the classes of one kind: the average over all their engines, the busiest class's
 * share as the maximum (a class of several engines counts as its mean: fdinfo gives no per-engine split), and the
 * engine count.
 */
function videoMetrics(
  use: ReadonlyMap<string, ClassUse>,
  classes: ReadonlySet<string>,
  ids: readonly [GpuAdapterMetricId, GpuAdapterMetricId, GpuAdapterMetricId],
  values: AdapterValues,
  unavailable: AdapterUnavailable,
): void {
  let engines = 0;
  let busy = 0;
  let max = 0;
  for (const [engine, { share, capacity }] of use) {
    if (!classes.has(engine)) continue;
    engines += capacity;
    busy += share * capacity;
    max = Math.max(max, share);
  }
  if (engines === 0) {
    for (const id of ids) unavailable[id] = 'unsupported';
    return;
  }
  values[ids[0]] = Math.min(100, (busy / engines) * 100);
  values[ids[1]] = Math.min(100, max * 100);
  values[ids[2]] = BigInt(engines);
}

/**
 * Each DRM device as an adapter: utilization and encode/decode from the fdinfo sums (DrmAdapterUsage), amdgpu's
 * gpu_busy_percent where those are not available; memory from amdgpu's mem_info_* attributes. What a driver does
 * not publish is `unsupported`.
 */
export function readGpuAdapters(fs: ProcFs, inventory: DrmInventory, usage: DrmAdapterUsage): GpuAdapterSample[] {
  const out: GpuAdapterSample[] = [];
  for (const device of inventory.devices) {
    const dir = device.sysDevice;
    const values: AdapterValues = {};
    const unavailable: AdapterUnavailable = {};
    const use = usage.use(device);
    if (typeof use !== 'string') values.utilization_percent = busiest(use);
    else {
      sysfsMetric(fs, `${dir}/gpu_busy_percent`, 'utilization_percent', true, values, unavailable);
      if (unavailable.utilization_percent === 'unsupported') unavailable.utilization_percent = use;
    }
    for (const kind of ['encode', 'decode'] as const) {
      const ids = VIDEO_METRICS[kind];
      if (typeof use === 'string') for (const id of ids) unavailable[id] = use;
      else videoMetrics(use, kind === 'encode' ? ENCODE_CLASSES : DECODE_CLASSES, ids, values, unavailable);
    }
    sysfsMetric(fs, `${dir}/mem_info_vram_used`, 'dedicated_bytes', false, values, unavailable);
    sysfsMetric(fs, `${dir}/mem_info_vram_total`, 'dedicated_total_bytes', false, values, unavailable);
    sysfsMetric(fs, `${dir}/mem_info_gtt_used`, 'shared_bytes', false, values, unavailable);
    sysfsMetric(fs, `${dir}/mem_info_gtt_total`, 'shared_total_bytes', false, values, unavailable);
    out.push({ adapterId: device.key, name: adapterName(fs, dir), values: ordered(values), unavailable });
  }
  return out;
}

/** The values in catalog order (GPU_ADAPTER_METRIC_IDS), the key order every other adapter sample has. */
function ordered(values: AdapterValues): AdapterValues {
  const out: AdapterValues = {};
  for (const id of GPU_ADAPTER_METRIC_IDS) if (values[id] !== undefined) out[id] = values[id];
  return out;
}
