// The compact form of a Snapshot that crosses thread boundaries (sampler worker -> App and MCP worker), with its
// exact, lossless encoder and decoder. Pure data: no I/O, no platform.
import { PROCESS_METRIC_IDS, SYSTEM_METRIC_IDS } from '../../generated/metrics.js';
import type { ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';
import { HistoryValueError, MAX_STORABLE_INTEGER } from './history.js';
import { PROCESS_LAYOUT, SYSTEM_LAYOUT, type MetricLayout } from './metrics.js';
import type { GpuAdapterSample, MetricSet, MetricValue, ProcessCgroup, ProcessIdentity, ProcessContainer, ProcessSample, Snapshot, SystemSample, UnavailableReason } from './types.js';

/**
 * A snapshot as it crosses the thread boundary. Structured clone writes every element of every array and every
 * property name of every object, and the receiving thread rebuilds each as a heap object (a bigint per integer
 * value): at a thousand processes that was the larger part of the hand-over on both sides, and garbage for three
 * heaps each second. So every metric slot is two typed-array cells instead: a kind (`kinds`) and a number
 * (`numbers`); typed arrays cross as one copy of their bytes. A process is PROCESS_NUMBERS cells of `numbers`
 * for its header (pid, start time, parent PID, kernel-thread flag; NaN for null) and PROCESS_TEXTS strings of
 * `texts` (name, start token, path, user, the name's bytes in hex, the cgroup facts as one string, see
 * cgroupText; null for none), then one slot per PROCESS_METRIC_IDS entry; the system's slots follow the last
 * process's. A slot's kind says what its number means (see SLOT_*): absent, a float, an integer (a bigint up to
 * 2^53, exact as a double), an index into `extra` (a string, or a bigint above 2^53), or an unavailable reason.
 */
export interface WireSnapshot {
  readonly sequence: number;
  readonly capturedAtMs: number;
  readonly collectionCpuMicros: number;
  readonly processCount: number;
  /** Per process: PROCESS_NUMBERS header cells, then its metric values; then the system's values. */
  readonly numbers: Float64Array;
  /** One kind per metric slot (processes' then the system's), in the order of their `numbers` cells. */
  readonly kinds: Uint8Array;
  /** Per process: PROCESS_TEXTS strings. */
  readonly texts: readonly (string | null)[];
  /** Values that are not numbers: strings, and bigints too large to be exact as a double. */
  readonly extra: readonly (string | bigint)[];
  readonly gpus: readonly GpuAdapterSample[];
}

/** Unavailable reasons by wire code; append only. */
const REASON_CODES = [
  'unsupported',
  'access_denied',
  'not_collected',
  'first_sample',
  'exited',
  'unknown',
] as const satisfies readonly UnavailableReason[];
// Compile-time check that every reason has a code.
const everyReasonHasACode: Exclude<UnavailableReason, (typeof REASON_CODES)[number]> extends never ? true : never = true;
void everyReasonHasACode;

/** Header cells per process in `numbers`: pid, start time (ms), parent PID, kernel-thread flag (1 or 0). */
const PROCESS_NUMBERS = 4;
/** Strings per process in `texts`: name, start token, path, user, name bytes (hex), cgroup facts. */
const PROCESS_TEXTS = 6;
/**
 * The longest `texts` a WireBuilder makes at its full size up front (16,666 processes): V8 gives `new Array(n)` fast
 * elements up to 100,000 (JSArray::kInitialMaxFastElementArray) and a dictionary beyond; past this it grows as it fills.
 */
const TEXTS_PRESIZED_AT_MOST = 99_996;
/** `numbers` cells per process: its header, then its metrics. */
const PROCESS_STRIDE = PROCESS_NUMBERS + PROCESS_METRIC_IDS.length;

/** Slot kinds (`WireSnapshot.kinds`); a reason's kind is SLOT_REASON + its index in REASON_CODES. */
const SLOT_ABSENT = 0;
const SLOT_FLOAT = 1;
/** A bigint in 0..2^53 (or -2^53..0), its number exact. */
const SLOT_INTEGER = 2;
/** `extra[number]`: a string, or a bigint beyond 2^53. */
const SLOT_EXTRA = 3;
const SLOT_REASON = 8;
const UNKNOWN_KIND = SLOT_REASON + REASON_CODES.indexOf('unknown');

/**
 * Each reason's slot kind (SLOT_REASON + its index in REASON_CODES), derived once: the sampler writes about ten reasons
 * per process per pass, and `REASON_CODES.indexOf` was a builtin call each (issue 31, s44 samplerjs).
 */
const REASON_KINDS = Object.fromEntries(REASON_CODES.map((reason, i) => [reason, SLOT_REASON + i])) as Record<UnavailableReason, number>;

function reasonKind(reason: UnavailableReason): number {
  return REASON_KINDS[reason];
}

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Bigints 0..SMALL_INTEGERS-1, made once: most integer values of a pass are small (thread and handle counts, the
 * rates of idle processes), and decoding them this way allocates nothing.
 */
const SMALL_INTEGERS = 4096;
const smallIntegers: readonly bigint[] = Array.from({ length: SMALL_INTEGERS }, (_, i) => BigInt(i));

function integerOf(n: number): bigint {
  return n >= 0 && n < SMALL_INTEGERS ? smallIntegers[n]! : BigInt(n);
}

/**
 * A ProcessCgroup as one string, its fields NUL-separated (NUL never occurs in a cgroup path or a container name):
 * one string per process rather than an object whose property names structured clone would write every pass. The
 * sampler hands over the same object while a process's cgroup is unchanged, so both directions are cached.
 */
const cgroupTexts = new WeakMap<ProcessCgroup, string>();
const cgroupsByText = new Map<string, ProcessCgroup>();
/** Decoded cgroups kept for reuse at most (the live processes' distinct cgroups; a busy host has a few thousand). */
const CGROUP_CACHE_LIMIT = 16_384;

/**
 * A cgroup's facts as the wire carries them (one string). Cached per object; a caller that keeps the object for many
 * passes (the Linux sampler) keeps the text beside it and hands it to `endProcess`, with no lookup per process.
 */
export function cgroupText(cgroup: ProcessCgroup): string {
  let text = cgroupTexts.get(cgroup);
  if (text === undefined) {
    const c = cgroup.container;
    text = [cgroup.path ?? '', cgroup.unit ?? '', c?.runtime ?? '', c?.id ?? '', c?.podUid ?? '', c?.name ?? '', cgroup.namespacePid ?? ''].join('\0');
    cgroupTexts.set(cgroup, text);
  }
  return text;
}

function cgroupOfText(text: string): ProcessCgroup {
  let cgroup = cgroupsByText.get(text);
  if (cgroup === undefined) {
    const [path, unit, runtime, id, podUid, name, namespacePid] = text.split('\0');
    cgroup = {
      path: path === '' ? null : path,
      unit: unit === '' ? null : unit,
      container: runtime === '' ? null : { runtime: runtime as ProcessContainer['runtime'], id, podUid: podUid === '' ? null : podUid, name: name === '' ? null : name },
      namespacePid: namespacePid === '' ? null : Number(namespacePid),
    };
    if (cgroupsByText.size >= CGROUP_CACHE_LIMIT) cgroupsByText.clear();
    cgroupsByText.set(text, cgroup);
  }
  return cgroup;
}

/** Writes one slot's value or reason at `cell` (`extra` takes what is not a number). */
function encodeSlot(
  numbers: Float64Array,
  kinds: Uint8Array,
  kindAt: number,
  cell: number,
  extra: (string | bigint)[],
  value: MetricValue | undefined,
  reason: UnavailableReason | undefined,
): void {
  if (value === undefined) {
    kinds[kindAt] = reason === undefined ? SLOT_ABSENT : reasonKind(reason);
  } else if (typeof value === 'number') {
    // Every float metric is a percentage or a queue length: a negative or non-finite one is not a measurement.
    if (Number.isFinite(value) && value >= 0) {
      kinds[kindAt] = SLOT_FLOAT;
      numbers[cell] = value;
    } else kinds[kindAt] = UNKNOWN_KIND;
  } else if (typeof value === 'bigint' && value <= MAX_EXACT && value >= -MAX_EXACT) {
    kinds[kindAt] = SLOT_INTEGER;
    numbers[cell] = Number(value);
  } else {
    kinds[kindAt] = SLOT_EXTRA;
    numbers[cell] = extra.length;
    extra.push(value);
  }
}

/** Reads the slots of `ids` (kinds from `kindAt`, numbers from `cell`) into `values` and `unavailable` (null: the reasons are left to the caller). */
function decodeInto<Id extends string>(
  wire: WireSnapshot,
  kindAt: number,
  cell: number,
  ids: readonly Id[],
  values: Partial<Record<Id, MetricValue>>,
  unavailable: Partial<Record<Id, UnavailableReason>> | null,
): void {
  const { kinds, numbers } = wire;
  for (let i = 0; i < ids.length; i++) {
    const kind = kinds[kindAt + i]!;
    if (kind === SLOT_ABSENT) continue;
    const n = numbers[cell + i]!;
    if (kind === SLOT_FLOAT) values[ids[i]!] = n;
    else if (kind === SLOT_INTEGER) values[ids[i]!] = integerOf(n);
    else if (kind === SLOT_EXTRA) values[ids[i]!] = wire.extra[n]!;
    else if (unavailable !== null) unavailable[ids[i]!] = REASON_CODES[kind - SLOT_REASON] ?? 'unknown';
  }
}

/**
 * Each distinct set of a process's unavailable metrics and their reasons, made once and shared (frozen) by every
 * decoded process with that set: most processes of a host have one of a few (on Linux ~20 metrics each, the
 * Windows-only ones `unsupported`, some `access_denied`), and an object of that many keys set one by one is a
 * ~0.8 KB dictionary in V8. The App keeps every live process's decoded sample (and the table's rows a generation
 * more), so one per process cost ~2 MB of the main isolate's heap at 2,000 processes (issue 31, docs/testing.md
 * "s42 rss"). Keyed by the reason slots' indexes and codes.
 */
const unavailableBySlots = new Map<string, Partial<Record<ProcessMetricId, UnavailableReason>>>();
/** Distinct sets kept at most (a few are usual; the limit only bounds a pathological host). */
const UNAVAILABLE_CACHE_LIMIT = 4_096;

function decodeProcessValues(wire: WireSnapshot, p: number): MetricSet<ProcessMetricId> {
  const values: Partial<Record<ProcessMetricId, MetricValue>> = {};
  const kindAt = p * PROCESS_METRIC_IDS.length;
  decodeInto(wire, kindAt, p * PROCESS_STRIDE + PROCESS_NUMBERS, PROCESS_METRIC_IDS, values, null);
  return { values, unavailable: sharedUnavailable(wire.kinds, kindAt) };
}

/** The shared, frozen set of the reasons in the process slots' kinds from `kindAt` (see unavailableBySlots). */
function sharedUnavailable(kinds: Uint8Array, kindAt: number): Partial<Record<ProcessMetricId, UnavailableReason>> {
  let key = '';
  for (let i = 0; i < PROCESS_METRIC_IDS.length; i++) {
    const kind = kinds[kindAt + i]!;
    if (kind >= SLOT_REASON) key += String.fromCharCode(i, kind);
  }
  let unavailable = unavailableBySlots.get(key);
  if (unavailable === undefined) {
    const made: Partial<Record<ProcessMetricId, UnavailableReason>> = {};
    for (let k = 0; k < key.length; k += 2) made[PROCESS_METRIC_IDS[key.charCodeAt(k)]!] = REASON_CODES[key.charCodeAt(k + 1) - SLOT_REASON] ?? 'unknown';
    unavailable = Object.freeze(made);
    if (unavailableBySlots.size >= UNAVAILABLE_CACHE_LIMIT) unavailableBySlots.clear();
    unavailableBySlots.set(key, unavailable);
  }
  return unavailable;
}

/**
 * A decoded process whose values are decoded from the wire when first read: the MCP worker's mirror applies every
 * snapshot for its identities but reads the values of few processes. `values` and `unavailable` are getters of the
 * class, not own properties: an object literal with its own getters cost ~10 µs to make (V8 defines each accessor at
 * run time, per object) against ~0.1 µs for this, at thousands of processes per snapshot. So a spread or
 * Object.keys of such a sample does not see them; read them by name (nothing in the MCP worker copies a sample).
 */
class LazyProcessSample implements ProcessSample {
  // Declared only: a class field would make both own properties (undefined) on every sample.
  declare readonly kernelThread?: boolean;
  declare readonly cgroup?: ProcessCgroup;
  #decoded: MetricSet<ProcessMetricId> | null = null;
  readonly #wire: WireSnapshot;
  readonly #index: number;

  constructor(
    readonly identity: ProcessIdentity,
    readonly parentPid: number | null,
    readonly path: string | null,
    readonly user: string | null,
    kernelThread: boolean,
    cgroup: ProcessCgroup | undefined,
    wire: WireSnapshot,
    index: number,
  ) {
    // Present only where set, as the collector made them.
    if (kernelThread) this.kernelThread = true;
    if (cgroup !== undefined) this.cgroup = cgroup;
    this.#wire = wire;
    this.#index = index;
  }

  get values(): Partial<Record<ProcessMetricId, MetricValue>> {
    return (this.#decoded ??= decodeProcessValues(this.#wire, this.#index)).values;
  }

  get unavailable(): Partial<Record<ProcessMetricId, UnavailableReason>> {
    return (this.#decoded ??= decodeProcessValues(this.#wire, this.#index)).unavailable;
  }
}

/** A nullable number as a header cell: NaN for null. */
function cellOf(n: number | null): number {
  return n === null ? Number.NaN : n;
}

function numberOfCell(n: number): number | null {
  return n === n ? n : null;
}

/**
 * Where a collector writes one target's metric slots, by slot index (a metric's index in PROCESS_METRIC_IDS, see
 * PROCESS_SLOTS): the Linux sampler writes a pass's processes straight into the wire's cells (WireBuilder), its
 * steps taking only this interface. Each slot is written at most once per process.
 */
export interface SlotWriter {
  /** A value as a MetricSet holds it (a float, an integer as bigint, a string). */
  value(slot: number, value: MetricValue): void;
  /** An integer metric's value given as an exact integer number (beyond 2^53 it goes aside as a bigint): no bigint made for it. */
  integer(slot: number, value: number): void;
  reason(slot: number, reason: UnavailableReason): void;
}

/** A process of a pass as the .NET detector reads it (collectors/sampler-worker.ts). */
export interface PassLifetime {
  readonly identity: ProcessIdentity;
  readonly kernelThread?: boolean;
}

/** A sampling pass in the form that crosses threads, and each process's lifetime in the wire's order. */
export interface WirePass {
  readonly wire: WireSnapshot;
  readonly lifetimes: readonly PassLifetime[];
}

/** Each process metric's slot index (its index in PROCESS_METRIC_IDS). */
export const PROCESS_SLOTS: Readonly<Record<ProcessMetricId, number>> = Object.fromEntries(PROCESS_METRIC_IDS.map((id, i) => [id, i])) as Record<ProcessMetricId, number>;

/**
 * Builds a WireSnapshot process by process, each metric written straight into its cells (SlotWriter): the sampler's
 * pass makes no value object per process. `beginProcess`, the slots, then `endProcess` with the header, or
 * `dropProcess` for one that vanished while being read (its cells are cleared, as if never begun). Sized for
 * `capacity` processes (the pass's PID listing); a pass that keeps fewer hands over arrays cut to size.
 */
export class WireBuilder implements SlotWriter {
  private readonly capacity: number;
  private numbers: Float64Array;
  private kinds: Uint8Array;
  /** Sized for every process at once where V8 keeps such an array fast (see TEXTS_PRESIZED_AT_MOST), filled by index. */
  private readonly texts: (string | null)[];
  private readonly extra: (string | bigint)[] = [];
  private count = 0;
  /** The process being written: its first metric cell in `numbers` and first kind, and `extra`'s length before it. */
  private cell = PROCESS_NUMBERS;
  private kindAt = 0;
  private extraAt = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.numbers = new Float64Array(capacity * PROCESS_STRIDE + SYSTEM_METRIC_IDS.length);
    this.kinds = new Uint8Array(capacity * PROCESS_METRIC_IDS.length + SYSTEM_METRIC_IDS.length);
    // Pushed one by one, the array was copied as it grew: ~3x its final size in garbage per pass (issue 31).
    const texts = capacity * PROCESS_TEXTS;
    this.texts = texts <= TEXTS_PRESIZED_AT_MOST ? new Array<string | null>(texts) : [];
  }

  beginProcess(): void {
    if (this.count >= this.capacity) throw new RangeError('more processes than the wire was sized for');
    this.cell = this.count * PROCESS_STRIDE + PROCESS_NUMBERS;
    this.kindAt = this.count * PROCESS_METRIC_IDS.length;
    this.extraAt = this.extra.length;
  }

  value(slot: number, value: MetricValue): void {
    encodeSlot(this.numbers, this.kinds, this.kindAt + slot, this.cell + slot, this.extra, value, undefined);
  }

  integer(slot: number, value: number): void {
    if (value <= Number.MAX_SAFE_INTEGER) {
      this.kinds[this.kindAt + slot] = SLOT_INTEGER;
      this.numbers[this.cell + slot] = value;
    } else this.value(slot, BigInt(value));
  }

  reason(slot: number, reason: UnavailableReason): void {
    this.kinds[this.kindAt + slot] = reasonKind(reason);
  }

  /** The process's header (a ProcessSample's fields but its values), known to the sampler after its slots. */
  endProcess(
    identity: ProcessIdentity,
    parentPid: number | null,
    path: string | null,
    user: string | null,
    kernelThread: boolean | undefined,
    cgroup: ProcessCgroup | undefined,
    /** `cgroupText(cgroup)` when the caller already has it. */
    cgroupWire?: string,
  ): void {
    const p = this.count++;
    const cell = p * PROCESS_STRIDE;
    const numbers = this.numbers;
    numbers[cell] = identity.pid;
    numbers[cell + 1] = cellOf(identity.startTimeMs);
    numbers[cell + 2] = cellOf(parentPid);
    numbers[cell + 3] = kernelThread === true ? 1 : 0;
    const texts = this.texts;
    const text = p * PROCESS_TEXTS;
    texts[text] = identity.name;
    texts[text + 1] = identity.startToken;
    texts[text + 2] = path;
    texts[text + 3] = user;
    texts[text + 4] = identity.nameBytesHex ?? null;
    texts[text + 5] = cgroup === undefined ? null : (cgroupWire ?? cgroupText(cgroup));
  }

  dropProcess(): void {
    const metrics = PROCESS_METRIC_IDS.length;
    this.kinds.fill(0, this.kindAt, this.kindAt + metrics);
    this.numbers.fill(0, this.cell, this.cell + metrics);
    this.extra.length = this.extraAt;
  }

  /** The snapshot with the system's slots after the processes written so far. */
  finish(
    meta: { readonly sequence: number; readonly capturedAtMs: number; readonly collectionCpuMicros: number },
    system: SystemSample,
    gpus: readonly GpuAdapterSample[],
  ): WireSnapshot {
    const count = this.count;
    let { numbers, kinds } = this;
    if (count < this.capacity) {
      // Cut to size (a copy: a view would still carry the whole buffer across threads).
      numbers = numbers.slice(0, count * PROCESS_STRIDE + SYSTEM_METRIC_IDS.length);
      kinds = kinds.slice(0, count * PROCESS_METRIC_IDS.length + SYSTEM_METRIC_IDS.length);
      numbers.fill(0, count * PROCESS_STRIDE);
      kinds.fill(0, count * PROCESS_METRIC_IDS.length);
    }
    // The presized array cut to the processes written (those dropped left no texts).
    this.texts.length = count * PROCESS_TEXTS;
    const metrics = PROCESS_METRIC_IDS.length;
    for (let i = 0; i < SYSTEM_METRIC_IDS.length; i++) {
      const id = SYSTEM_METRIC_IDS[i]!;
      encodeSlot(numbers, kinds, count * metrics + i, count * PROCESS_STRIDE + i, this.extra, system.values[id], system.unavailable[id]);
    }
    return {
      sequence: meta.sequence,
      capturedAtMs: meta.capturedAtMs,
      collectionCpuMicros: meta.collectionCpuMicros,
      processCount: count,
      numbers,
      kinds,
      texts: this.texts,
      extra: this.extra,
      gpus,
    };
  }
}

/** Snapshot → wire form (worker side). */
export function encodeSnapshot(snapshot: Snapshot): WireSnapshot {
  const builder = new WireBuilder(snapshot.processes.length);
  for (const sample of snapshot.processes) {
    builder.beginProcess();
    const { values, unavailable } = sample;
    for (let i = 0; i < PROCESS_METRIC_IDS.length; i++) {
      const id = PROCESS_METRIC_IDS[i]!;
      const value = values[id];
      if (value !== undefined) builder.value(i, value);
      else {
        const reason = unavailable[id];
        if (reason !== undefined) builder.reason(i, reason);
      }
    }
    builder.endProcess(sample.identity, sample.parentPid, sample.path, sample.user, sample.kernelThread, sample.cgroup);
  }
  return builder.finish(snapshot, snapshot.system, snapshot.gpus);
}

/** `previous` when it is the identity these fields describe (same PID), else a new identity object. */
function identityFrom(previous: ProcessIdentity | undefined, pid: number, name: string, startTimeMs: number | null, startToken: string | null, nameBytesHex: string | null): ProcessIdentity {
  if (
    previous !== undefined &&
    previous.name === name &&
    previous.startTimeMs === startTimeMs &&
    previous.startToken === startToken &&
    (previous.nameBytesHex ?? null) === nameBytesHex
  ) {
    return previous;
  }
  // The field only where the name is not UTF-8, as the collector made it.
  return nameBytesHex === null ? { pid, name, startTimeMs, startToken } : { pid, name, nameBytesHex, startTimeMs, startToken };
}

/** Process `p`'s sample with its values decoded now (the header fields read by the caller). */
function decodedSample(
  wire: WireSnapshot,
  p: number,
  identity: ProcessIdentity,
  parentPid: number | null,
  path: string | null,
  user: string | null,
  kernelThread: boolean,
  cgroup: string | null,
): ProcessSample {
  const { values, unavailable } = decodeProcessValues(wire, p);
  // The optional fields present only where set, as the collector made them; added rather than spread in, so no
  // object is made and copied for them per process.
  const sample: { -readonly [K in keyof ProcessSample]: ProcessSample[K] } = { identity, parentPid, path, user, values, unavailable };
  if (kernelThread) sample.kernelThread = true;
  if (cgroup !== null) sample.cgroup = cgroupOfText(cgroup);
  return sample;
}

/** The snapshot of `wire` with its decoded `processes`: the system's values decoded, the rest as the wire has it. */
function snapshotOf(wire: WireSnapshot, processes: readonly ProcessSample[]): Snapshot {
  const count = wire.processCount;
  const systemValues: Partial<Record<SystemMetricId, MetricValue>> = {};
  const systemUnavailable: Partial<Record<SystemMetricId, UnavailableReason>> = {};
  decodeInto(wire, count * PROCESS_METRIC_IDS.length, count * PROCESS_STRIDE, SYSTEM_METRIC_IDS, systemValues, systemUnavailable);
  const system: SystemSample = { values: systemValues, unavailable: systemUnavailable };
  return {
    sequence: wire.sequence,
    capturedAtMs: wire.capturedAtMs,
    collectionCpuMicros: wire.collectionCpuMicros,
    processes,
    system,
    gpus: wire.gpus,
  };
}

/** Whether `wire`'s `cell` and `before`'s `beforeCell` hold the same number, NaN (null) equal to NaN. */
function sameCell(wire: WireSnapshot, cell: number, before: WireSnapshot, beforeCell: number): boolean {
  const a = wire.numbers[cell]!;
  const b = before.numbers[beforeCell]!;
  return a === b || (a !== a && b !== b);
}

/**
 * Whether process `p` of `wire` and process `q` of `before` (the same lifetime) carry the same header, texts and
 * values: every slot's kind, and its number or extra value where the kind has one (an `extra` index differs between
 * snapshots while the string or bigint it names does not).
 */
function sameProcess(wire: WireSnapshot, p: number, before: WireSnapshot, q: number): boolean {
  const cell = p * PROCESS_STRIDE;
  const beforeCell = q * PROCESS_STRIDE;
  // The identity the caller matched covers the PID, start time, name, start token and name bytes; the parent PID and
  // the kernel-thread flag remain of the header.
  if (!sameCell(wire, cell + 2, before, beforeCell + 2) || wire.numbers[cell + 3] !== before.numbers[beforeCell + 3]) return false;
  const metrics = PROCESS_METRIC_IDS.length;
  const { kinds } = wire;
  const beforeKinds = before.kinds;
  for (let i = 0; i < metrics; i++) {
    const kind = kinds[p * metrics + i]!;
    if (kind !== beforeKinds[q * metrics + i]) return false;
    if (kind === SLOT_FLOAT || kind === SLOT_INTEGER) {
      if (wire.numbers[cell + PROCESS_NUMBERS + i] !== before.numbers[beforeCell + PROCESS_NUMBERS + i]) return false;
    } else if (kind === SLOT_EXTRA && wire.extra[wire.numbers[cell + PROCESS_NUMBERS + i]!] !== before.extra[before.numbers[beforeCell + PROCESS_NUMBERS + i]!]) {
      return false;
    }
  }
  // The strings last: values differ far more often, and texts arrive as new strings each pass (compared by content).
  const text = p * PROCESS_TEXTS;
  const beforeText = q * PROCESS_TEXTS;
  return (
    wire.texts[text + 2] === before.texts[beforeText + 2] && // path
    wire.texts[text + 3] === before.texts[beforeText + 3] && // user
    wire.texts[text + 5] === before.texts[beforeText + 5] // cgroup
  );
}

/**
 * The one decoder of wire snapshots. It decodes a thread's stream of snapshots and keeps, from one decode to the next,
 * what is unchanged: a lifetime keeps its identity object (as the sampler keeps it), so what is keyed by the object
 * (identityKey) is made once per lifetime rather than once per pass; and with `keepSamples` (the App's decoder, on the
 * main thread) a lifetime whose header, texts and values are all unchanged since the previous snapshot keeps its
 * decoded sample: on a host at rest most processes repeat every value from one pass to the next (idle: 0% CPU, the
 * same memory; ~98% of 2,300 processes measured, docs/testing.md s40 maindecode), so their value objects are neither
 * made again nor left as garbage, and what is keyed by the sample (the live table's rows) is kept with it. Samples are
 * immutable: a reused one is the same value, whichever snapshot a consumer holds it from.
 *
 * `lazyValues` (per decode, never with `keepSamples`): each process's values are decoded from its slots when first
 * read (LazyProcessSample): the MCP worker's mirror applies every snapshot for its identities but reads the values of
 * few processes. A kept sample is always decoded at once: a lazy one would keep its wire (every value of every process)
 * alive for as long as it is reused. Without `keepSamples` the decoder holds only the previous decode's identities and
 * PIDs, never its samples or wire.
 */
export class SnapshotDecoder {
  readonly #keepSamples: boolean;
  /** The previous wire, held only to compare slots with (`keepSamples`). */
  #before: WireSnapshot | null = null;
  /** The previous decode's samples in its wire's order (`keepSamples`; otherwise none are held). */
  #beforeSamples: readonly ProcessSample[] = [];
  /** The previous decode's identities in its wire's order. */
  #beforeIdentities: readonly ProcessIdentity[] = [];
  /** The previous decode's PIDs in its order (the first `#beforeIdentities.length` cells), and the buffer this decode fills. */
  #beforePids = new Float64Array(0);
  #pids = new Float64Array(0);
  /** The previous decode's process index by PID, made on the first PID found out of the previous order. */
  #beforeIndex: Map<number, number> | null = null;

  constructor(options: { readonly keepSamples?: boolean } = {}) {
    this.#keepSamples = options.keepSamples ?? true;
  }

  decode(wire: WireSnapshot, options: { readonly lazyValues?: boolean } = {}): Snapshot {
    const lazy = options.lazyValues === true;
    if (lazy && this.#keepSamples) throw new Error('a decoder that keeps samples decodes values at once');
    const count = wire.processCount;
    const { numbers, texts } = wire;
    checkLayout(wire);
    const before = this.#before;
    const beforeSamples = this.#beforeSamples;
    const beforeIdentities = this.#beforeIdentities;
    const beforeCount = beforeIdentities.length;
    const beforePids = this.#beforePids;
    // The PIDs kept apart from the samples: the next decode matches by them without reading a sample's identity.
    if (this.#pids.length < count) this.#pids = new Float64Array(count);
    const pids = this.#pids;
    const processes = new Array<ProcessSample>(count);
    const identities = new Array<ProcessIdentity>(count);
    // Both passes list processes in the order the collector read them: most are found at the next index of the
    // previous decode; a PID out of that order is looked up by PID.
    let next = 0;
    for (let p = 0; p < count; p++) {
      const cell = p * PROCESS_STRIDE;
      const text = p * PROCESS_TEXTS;
      const pid = numbers[cell]!;
      pids[p] = pid;
      let q = -1;
      if (beforeCount > 0) {
        if (next < beforeCount && beforePids[next] === pid) q = next;
        else q = this.#indexOf(pid);
        if (q >= 0) next = q + 1;
      }
      const previous = q >= 0 ? beforeIdentities[q] : undefined;
      const name = texts[text] as string;
      const startTimeMs = numberOfCell(numbers[cell + 1]!);
      const identity = identityFrom(previous, pid, name, startTimeMs, texts[text + 1]!, texts[text + 4]!);
      identities[p] = identity;
      if (before !== null && previous === identity && sameProcess(wire, p, before, q)) {
        processes[p] = beforeSamples[q]!;
        continue;
      }
      const parentPid = numberOfCell(numbers[cell + 2]!);
      const kernelThread = numbers[cell + 3] === 1;
      const cgroup = texts[text + 5]!;
      processes[p] = lazy
        ? new LazyProcessSample(identity, parentPid, texts[text + 2]!, texts[text + 3]!, kernelThread, cgroup === null ? undefined : cgroupOfText(cgroup), wire, p)
        : decodedSample(wire, p, identity, parentPid, texts[text + 2]!, texts[text + 3]!, kernelThread, cgroup);
    }
    this.#before = this.#keepSamples ? wire : null;
    this.#beforeSamples = this.#keepSamples ? processes : [];
    this.#beforeIdentities = identities;
    this.#pids = beforePids;
    this.#beforePids = pids;
    this.#beforeIndex = null;
    return snapshotOf(wire, processes);
  }

  #indexOf(pid: number): number {
    let index = this.#beforeIndex;
    if (index === null) {
      const beforePids = this.#beforePids;
      index = new Map();
      for (let q = 0; q < this.#beforeIdentities.length; q++) index.set(beforePids[q]!, q);
      this.#beforeIndex = index;
    }
    return index.get(pid) ?? -1;
  }
}

/** This thread's decoder for `decodeSnapshot`: identities kept from one decode to the next, samples made anew. */
const threadDecoder = new SnapshotDecoder({ keepSamples: false });

/**
 * Wire form → Snapshot, through this thread's decoder (SnapshotDecoder without `keepSamples`: each call's samples are
 * its own, a lifetime's identity object is kept from the previous call on this thread). With `lazyValues` each
 * process's values are decoded from its slots when first read.
 */
export function decodeSnapshot(wire: WireSnapshot, options: { readonly lazyValues?: boolean } = {}): Snapshot {
  return threadDecoder.decode(wire, options);
}

function checkLayout(wire: WireSnapshot): void {
  const count = wire.processCount;
  if (wire.numbers.length !== count * PROCESS_STRIDE + SYSTEM_METRIC_IDS.length || wire.kinds.length !== count * PROCESS_METRIC_IDS.length + SYSTEM_METRIC_IDS.length) {
    throw new RangeError('snapshot wire form of another layout');
  }
}

/**
 * A wire snapshot's numeric values as history rows (`SampleRow`), for the store to append without decoded value
 * objects: the processes' rows first, PROCESS_LAYOUT.ids.length cells each in layout column order, then the system's
 * row at `systemOffset` (SYSTEM_LAYOUT order). A missing value (absent, or unavailable with any reason) is NaN; a
 * bigint above 2^53 is NaN in `cells` and exact in `big`.
 */
export interface WireRows {
  readonly processCount: number;
  readonly cells: Float64Array;
  readonly big: ReadonlyMap<number, bigint>;
  readonly systemOffset: number;
}

/** For each column of a layout, the index of its metric's slot among `ids` (the wire's slot order), and whether it holds integers. */
function columnSlots(layout: MetricLayout, ids: readonly string[]): { readonly slots: Int32Array; readonly integers: Uint8Array } {
  const slots = Int32Array.from(layout.ids, (id) => ids.indexOf(id));
  if (slots.includes(-1)) throw new Error(`a ${layout.targetKind} column has no wire slot`);
  return { slots, integers: Uint8Array.from(layout.representations, (r) => (r === 'integer' ? 1 : 0)) };
}

/** Made on first use: the sampler thread, which only encodes, never pays for them. */
let processColumns: ReturnType<typeof columnSlots> | null = null;
let systemColumns: ReturnType<typeof columnSlots> | null = null;

/**
 * Writes the row of one target from its slots (kinds from `kindAt`, numbers from `cell`) at `cells[at]`, checking each
 * value exactly as `checkSampleValues` checks a decoded one (the same HistoryValueError for the same value).
 */
function fillRow(
  wire: WireSnapshot,
  kindAt: number,
  cell: number,
  columns: { readonly slots: Int32Array; readonly integers: Uint8Array },
  layout: MetricLayout,
  cells: Float64Array,
  at: number,
  big: Map<number, bigint>,
): void {
  const { kinds, numbers } = wire;
  const { slots, integers } = columns;
  for (let c = 0; c < slots.length; c++) {
    const slot = slots[c]!;
    const kind = kinds[kindAt + slot]!;
    if (kind === SLOT_ABSENT || kind >= SLOT_REASON) {
      cells[at + c] = Number.NaN;
      continue;
    }
    const n = numbers[cell + slot]!;
    const id = layout.ids[c]!;
    if (integers[c] === 0) {
      if (kind !== SLOT_FLOAT) throw new HistoryValueError(id, 'float metrics must be number');
      cells[at + c] = n;
    } else if (kind === SLOT_INTEGER) {
      if (n < 0) throw new HistoryValueError(id, 'integer value outside the storable range 0..2^64-2');
      cells[at + c] = n;
    } else {
      const value = kind === SLOT_EXTRA ? wire.extra[n] : undefined;
      if (typeof value !== 'bigint') throw new HistoryValueError(id, 'integer metrics must be bigint');
      if (value < 0n || value > MAX_STORABLE_INTEGER) throw new HistoryValueError(id, 'integer value outside the storable range 0..2^64-2');
      cells[at + c] = Number.NaN;
      big.set(at + c, value);
    }
  }
}

/**
 * The rows of every process and the system of a wire snapshot (`WireRows`), checked: throws HistoryValueError for a
 * value a history cannot store, as the store's check of the decoded snapshot would. The App's store appends these
 * instead of the decoded samples' values, so the main thread makes no bigint or property lookup per value. `reuse`:
 * cells the caller is done with (the previous snapshot's), written over when large enough, so a pass allocates no
 * new array for them while the process count does not grow past it.
 */
export function rowsOfWire(wire: WireSnapshot, reuse?: Float64Array): WireRows {
  const count = wire.processCount;
  const stride = PROCESS_LAYOUT.ids.length;
  const systemOffset = count * stride;
  const length = systemOffset + SYSTEM_LAYOUT.ids.length;
  // Every cell up to `length` is written below; cells past it are never read (the rows' offsets say where each is).
  const cells = reuse !== undefined && reuse.length >= length ? reuse : new Float64Array(length);
  const big = new Map<number, bigint>();
  const metrics = PROCESS_METRIC_IDS.length;
  const processes = (processColumns ??= columnSlots(PROCESS_LAYOUT, PROCESS_METRIC_IDS));
  for (let p = 0; p < count; p++) fillRow(wire, p * metrics, p * PROCESS_STRIDE + PROCESS_NUMBERS, processes, PROCESS_LAYOUT, cells, p * stride, big);
  fillRow(wire, count * metrics, count * PROCESS_STRIDE, (systemColumns ??= columnSlots(SYSTEM_LAYOUT, SYSTEM_METRIC_IDS)), SYSTEM_LAYOUT, cells, systemOffset, big);
  return { processCount: count, cells, big, systemOffset };
}
