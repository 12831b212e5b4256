// The live model: applies sampler snapshots to per-identity, system and GPU histories, tracks identity metadata and tracking scope, and prunes retention.
import type { GpuAdapterMetricId, ProcessMetricId, SystemMetricId } from '../../generated/metrics.js';
import { identityKey, type ProcessIdentity, type ProcessSample, type Snapshot } from './types.js';
import {
  HistoryOrderError,
  NON_TRACKED_CAPACITY,
  SYSTEM_CAPACITY,
  TRACKED_CAPACITY,
  TargetHistory,
  checkSampleValues,
  historyBuffers,
  type HistoryTransfer,
  type HistorySharing,
  type SharedHistoryStorage,
} from './history.js';
import { compareStart, lineageMatches, matchingNames, nameKey, type Lineage } from './lineage.js';
import { GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT } from './metrics.js';
import { rowsOfWire, type WireSnapshot } from './wire.js';

/**
 * General retention in applied snapshots. An identity is "sampled within general retention" when it was
 * present in one of the last `GENERAL_RETENTION_SAMPLES` snapshots applied to this store, that is when
 * `store.sequence - entry.lastSeenSequence < GENERAL_RETENTION_SAMPLES`. Counting applied snapshots
 * rather than wall time keeps the rule exact under irregular sampling and sleep/resume.
 */
export const GENERAL_RETENTION_SAMPLES = NON_TRACKED_CAPACITY;

/** What one retained process identity is known to be; the history holds its samples. */
export interface ProcessEntry {
  readonly key: string;
  readonly identity: ProcessIdentity;
  /** Lower-cased name, the key tracking names compare against. */
  readonly nameKey: string;
  /** Parent PID from the latest sample of this identity. */
  readonly parentPid: number | null;
  /**
   * The parent identity verified at first observation: the newest observed identity with the parent PID
   * whose start time is not after this one's. Null when none was observed or start times are unknown.
   */
  readonly parentKey: string | null;
  readonly lineage: Lineage;
  /** Latest known executable path; kept after exit so a Ghost Row can show it. */
  readonly path: string | null;
  /** Latest known owning user. */
  readonly user: string | null;
  readonly firstSeenMs: number;
  readonly lastSeenMs: number;
  /** Store sequence of the first and latest snapshots that contained this identity. */
  readonly firstSeenSequence: number;
  readonly lastSeenSequence: number;
  /** Present in the latest applied snapshot. */
  readonly present: boolean;
  /** Matches a working tracking name itself or through an observed ancestor. */
  readonly tracked: boolean;
  readonly history: TargetHistory<ProcessMetricId>;
}

/** One GPU adapter seen by the sampler; adapters are never pruned (there are few and they rarely vanish). */
export interface GpuAdapterEntry {
  readonly adapterId: string;
  readonly name: string | null;
  readonly firstSeenMs: number;
  readonly lastSeenMs: number;
  readonly present: boolean;
  readonly history: TargetHistory<GpuAdapterMetricId>;
}

/** Identities the App holds on to beyond general retention (product contracts §3). */
export interface RetentionPins {
  /** Identities visible in a paused display. */
  readonly pausedDisplayKeys?: Iterable<string>;
  /** Identities referenced by process Graphs. */
  readonly graphKeys?: Iterable<string>;
  /** The fixed target of an open Process Info dialog. */
  readonly processInfoKey?: string | null;
}

export interface ApplyOptions {
  readonly pins?: RetentionPins;
  /**
   * Run pruning after the snapshot (default true). A mirror that replays the App's authoritative retention
   * decisions passes false and then calls `removeIdentities` with the keys the App reported.
   */
  readonly prune?: boolean;
  /**
   * The wire form the snapshot was decoded from (the App's live snapshots): the values are checked and appended from
   * its cells (`rowsOfWire`, `TargetHistory.appendRow`) instead of from the samples' value objects, the same numbers
   * without a bigint or property lookup per value. It must list the snapshot's processes in the same order.
   */
  readonly wire?: WireSnapshot;
}

export interface ApplyResult {
  /** Store sequence of this snapshot (1 for the first applied snapshot). */
  readonly sequence: number;
  /** Identities seen for the first time. */
  readonly newKeys: readonly string[];
  /** Identities present in the previous snapshot and absent from this one. */
  readonly exitedKeys: readonly string[];
  /** Identities whose metadata and history were removed; MCP answers REFERENCE_INVALID for them. */
  readonly prunedKeys: readonly string[];
}

export interface TrackingChange {
  /** Identities that became tracked (capacity grew to TRACKED_CAPACITY, samples kept). */
  readonly nowTracked: readonly string[];
  /** Identities that stopped being tracked (capacity shrank to NON_TRACKED_CAPACITY). */
  readonly nowUntracked: readonly string[];
  /** Samples dropped per untracked identity, only where some were dropped. */
  readonly droppedSamples: ReadonlyMap<string, number>;
}

/** One identity of the effective tracked set and the root name that brought it into scope. */
export interface TrackingMatch {
  readonly key: string;
  /** The working tracking name (lower-cased) it matches, itself or through its nearest observed ancestor. */
  readonly rootName: string;
  /** True when it is in scope as a descendant, not by its own name. */
  readonly descendant: boolean;
}

/** History a tracking change would discard beyond general retention, for the confirmation prompt. */
export interface HistoryLoss {
  readonly key: string;
  /** The removed tracking names that covered this identity (lower-cased). */
  readonly rootNames: readonly string[];
  /** Samples that would be discarded. */
  readonly samplesLost: number;
  /** True when the identity would be pruned entirely at the next snapshot (an exited Ghost Row). */
  readonly identityPruned: boolean;
}

/** Why a snapshot was refused; nothing in the store changed. */
export class SnapshotRejectedError extends Error {
  constructor(
    readonly reason: 'invalid_time' | 'out_of_order' | 'duplicate_identity' | 'duplicate_adapter',
    message: string,
  ) {
    super(message);
    this.name = 'SnapshotRejectedError';
  }
}

/** A process of a decoded frame: its identity and key, fixed for the lifetime (the reader keeps one per definition). */
export interface DecodedProcess {
  readonly key: string;
  readonly identity: ProcessIdentity;
  readonly path: string | null;
}

/** A GPU adapter of a decoded frame. */
export interface DecodedGpu {
  readonly adapterId: string;
  readonly name: string | null;
}

/**
 * One frame of a loaded log decoded straight into rows (the bulk path, `applyDecodedFrame`): the system row at
 * offset 0, then `gpuCount` GPU rows, then `processCount` process rows, each in its layout's column order (see
 * `SampleRow`). `gpus` and `processes` may be longer scratch arrays: only their first counts are read. Processes
 * have no parent PID or user (a recording keeps neither).
 */
export interface DecodedFrame {
  readonly capturedAtMs: number;
  readonly cells: Float64Array;
  readonly big: ReadonlyMap<number, bigint>;
  readonly gpuCount: number;
  readonly gpus: readonly DecodedGpu[];
  readonly processCount: number;
  readonly processes: readonly DecodedProcess[];
}

/**
 * A store as plain data for another thread (ModelStore.toTransfer, fromTransfer): entries as they are, every history
 * as its typed arrays, which move in the transfer list instead of being copied. A loaded log is parsed on a worker
 * thread and handed over this way (src/recording/load-worker.ts).
 */
export interface StoreTransfer extends StoreEntries<HistoryTransfer> {
  readonly fixedCapacity: number | null;
}

/** A store's entries and counters with each history in the form `H` it crosses threads in. */
interface StoreEntries<H> {
  readonly trackingNames: readonly string[];
  readonly sequence: number;
  readonly revision: number;
  readonly lastCapturedAtMs: number | null;
  readonly presentKeys: readonly string[];
  readonly system: H;
  readonly processes: readonly (Omit<ProcessEntry, 'history'> & { readonly history: H })[];
  readonly gpus: readonly (Omit<GpuAdapterEntry, 'history'> & { readonly history: H })[];
}

/** A shared history as a reader starting late maps it: its capacity and the writer's storage now. */
export interface ReaderHistoryStart {
  readonly capacity: number;
  readonly storage: SharedHistoryStorage | null;
}

/**
 * A writing store as the starting point of a reading store on another thread (ModelStore.readerStart, fromReaderStart):
 * entries as they are, each history as its shared storage, which crosses by reference (nothing is copied). The MCP
 * worker, started when the first bridge connects, begins from it and then follows the App's notices.
 */
export type ReaderStart = StoreEntries<ReaderHistoryStart>;

/** A shared history whose storage changed: `target` is `system`, `gpu:<adapter id>` or `process:<identity key>`. */
export interface HistoryStorageChange {
  readonly target: string;
  readonly storage: SharedHistoryStorage;
}

/**
 * Who holds the samples of a store's histories: the store itself (`own`, the default); the store, in shared memory
 * that readers may map (`write`, the App's live store, which then lists storage changes for `takeStorageChanges`); or
 * another store whose shared storage this one maps (`read`, the MCP worker's view of the App's model: it applies the
 * same snapshots for identities and windows but stores no values, reading the writer's rings).
 */
export type HistoryHolding = 'own' | 'write' | 'read';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const NO_VALUES: Readonly<Record<string, never>> = {};
type MutableProcessEntry = Mutable<Omit<ProcessEntry, 'lineage'>> & { lineage: Lineage | null };
type ResolvedProcessEntry = MutableProcessEntry & { lineage: Lineage };

/**
 * The one owner of retained live state. It mutates only inside `applySnapshot`, `setTrackingNames`,
 * `prune` and `removeIdentities`; every read (including the functions of `query.ts`) is synchronous.
 * A reader therefore gets a consistent, immutable view for as long as it runs without yielding to the
 * event loop between those mutations: run all reads of one request in one synchronous turn, and copy
 * (for example with `queryRaw`) whatever must outlive it. `revision` changes on every mutation.
 */
export class ModelStore {
  #system: TargetHistory<SystemMetricId>;
  #processes = new Map<string, ResolvedProcessEntry>();
  /**
   * Retained identities by PID: the one entry, or an array of them while a PID was reused within retention (rare: a
   * Set per PID was ~160 bytes for each process of the App's store and the MCP worker's mirror; issue 31 s43 rss).
   */
  #byPid = new Map<number, ResolvedProcessEntry | ResolvedProcessEntry[]>();
  #presentKeys: string[] = [];
  #gpus = new Map<string, Mutable<GpuAdapterEntry>>();
  #trackingNames = new Set<string>();
  #sequence = 0;
  #revision = 0;
  #lastCapturedAtMs: number | null = null;
  /** Every history's capacity when fixed (a loaded log keeps every frame); null: the live retention capacities. */
  readonly #fixedCapacity: number | null;
  readonly #holding: HistoryHolding;
  /** A writing store's histories whose storage changed since `takeStorageChanges`, by target. */
  readonly #storageChanges = new Map<string, TargetHistory>();

  /**
   * @param options.fixedCapacity one capacity for every history instead of the live ones (product contracts §3:
   * loaded logs are not subject to them); tracking then changes no capacity.
   */
  constructor(options: { readonly trackingNames?: Iterable<string>; readonly fixedCapacity?: number; readonly histories?: HistoryHolding } = {}) {
    if (options.trackingNames !== undefined) this.#trackingNames = normalizeNames(options.trackingNames);
    this.#fixedCapacity = options.fixedCapacity ?? null;
    this.#holding = options.histories ?? 'own';
    this.#system = new TargetHistory<SystemMetricId>(SYSTEM_LAYOUT, this.#fixedCapacity ?? SYSTEM_CAPACITY, this.#sharing('system'));
  }

  get system(): TargetHistory<SystemMetricId> {
    return this.#system;
  }

  /**
   * This store as plain data that crosses threads, with the buffers to transfer. The histories' own arrays go: the
   * store must not be used once they were transferred.
   */
  toTransfer(): { readonly transfer: StoreTransfer; readonly buffers: ArrayBufferLike[] } {
    const buffers: ArrayBufferLike[] = [];
    const take = (history: TargetHistory<string>): HistoryTransfer => {
      const transfer = history.toTransfer();
      buffers.push(...historyBuffers(transfer));
      return transfer;
    };
    const transfer: StoreTransfer = {
      fixedCapacity: this.#fixedCapacity,
      trackingNames: [...this.#trackingNames],
      sequence: this.#sequence,
      revision: this.#revision,
      lastCapturedAtMs: this.#lastCapturedAtMs,
      presentKeys: [...this.#presentKeys],
      system: take(this.#system),
      processes: [...this.#processes.values()].map((entry) => ({ ...entry, history: take(entry.history) })),
      gpus: [...this.#gpus.values()].map((gpu) => ({ ...gpu, history: take(gpu.history) })),
    };
    return { transfer, buffers };
  }

  /** The store `toTransfer` described, over the transferred arrays. Throws when a history does not fit its layout. */
  static fromTransfer(transfer: StoreTransfer): ModelStore {
    const store = new ModelStore({ trackingNames: transfer.trackingNames, ...(transfer.fixedCapacity === null ? {} : { fixedCapacity: transfer.fixedCapacity }) });
    store.#system = TargetHistory.fromTransfer(SYSTEM_LAYOUT, transfer.system);
    for (const entry of transfer.processes) {
      store.#addEntry({ ...entry, history: TargetHistory.fromTransfer(PROCESS_LAYOUT, entry.history) });
    }
    for (const gpu of transfer.gpus) store.#gpus.set(gpu.adapterId, { ...gpu, history: TargetHistory.fromTransfer(GPU_ADAPTER_LAYOUT, gpu.history) });
    store.#presentKeys = [...transfer.presentKeys];
    store.#sequence = transfer.sequence;
    store.#revision = transfer.revision;
    store.#lastCapturedAtMs = transfer.lastCapturedAtMs;
    return store;
  }

  /** This writing store as a reading store starting now on another thread maps it (see ReaderStart). */
  readerStart(): ReaderStart {
    if (this.#holding !== 'write') throw new Error('only a store that shares its histories can start a reader');
    const start = (history: TargetHistory<string>): ReaderHistoryStart => ({ capacity: history.capacity, storage: history.sharedStorage() });
    return {
      trackingNames: [...this.#trackingNames],
      sequence: this.#sequence,
      revision: this.#revision,
      lastCapturedAtMs: this.#lastCapturedAtMs,
      presentKeys: [...this.#presentKeys],
      system: start(this.#system),
      processes: [...this.#processes.values()].map((entry) => ({ ...entry, history: start(entry.history) })),
      gpus: [...this.#gpus.values()].map((gpu) => ({ ...gpu, history: start(gpu.history) })),
    };
  }

  /** A reading store over the writer's storage that `readerStart` described: the same entries, windows and counters. */
  static fromReaderStart(start: ReaderStart): ModelStore {
    const store = new ModelStore({ trackingNames: start.trackingNames, histories: 'read' });
    store.#system = TargetHistory.reading(SYSTEM_LAYOUT, start.system.capacity, start.system.storage);
    for (const entry of start.processes) {
      store.#addEntry({ ...entry, history: TargetHistory.reading(PROCESS_LAYOUT, entry.history.capacity, entry.history.storage) });
    }
    for (const gpu of start.gpus) {
      store.#gpus.set(gpu.adapterId, { ...gpu, history: TargetHistory.reading(GPU_ADAPTER_LAYOUT, gpu.history.capacity, gpu.history.storage) });
    }
    store.#presentKeys = [...start.presentKeys];
    store.#sequence = start.sequence;
    store.#revision = start.revision;
    store.#lastCapturedAtMs = start.lastCapturedAtMs;
    return store;
  }

  /** Indexes an entry built elsewhere (a transfer) by key and PID. */
  #addEntry(resolved: ResolvedProcessEntry): void {
    this.#processes.set(resolved.key, resolved);
    this.#indexPid(resolved);
  }

  /** Adds an entry to the PID index (see #byPid). */
  #indexPid(entry: ResolvedProcessEntry): void {
    const pid = entry.identity.pid;
    const samePid = this.#byPid.get(pid);
    if (samePid === undefined) this.#byPid.set(pid, entry);
    else if (Array.isArray(samePid)) samePid.push(entry);
    else this.#byPid.set(pid, [samePid, entry]);
  }

  /** Removes an entry from the PID index. */
  #unindexPid(entry: ResolvedProcessEntry): void {
    const pid = entry.identity.pid;
    const samePid = this.#byPid.get(pid);
    if (samePid === entry) this.#byPid.delete(pid);
    else if (Array.isArray(samePid)) {
      const rest = samePid.filter((other) => other !== entry);
      this.#byPid.set(pid, rest.length === 1 ? rest[0]! : rest);
    }
  }

  /** The retained entries with this PID. */
  #samePid(pid: number): readonly ResolvedProcessEntry[] {
    const samePid = this.#byPid.get(pid);
    return samePid === undefined ? [] : Array.isArray(samePid) ? samePid : [samePid];
  }

  /** How a new history of `target` holds its samples. */
  #sharing(target: string): HistorySharing {
    switch (this.#holding) {
      case 'own':
        return { mode: 'own' };
      case 'read':
        return { mode: 'read' };
      case 'write':
        return { mode: 'write', changed: (history) => this.#storageChanges.set(target, history) };
    }
  }

  /** Who holds this store's samples. */
  get holding(): HistoryHolding {
    return this.#holding;
  }

  /** A writing store's storage changes since the last call, for the readers (empty for other stores). */
  takeStorageChanges(): HistoryStorageChange[] {
    const changes: HistoryStorageChange[] = [];
    for (const [target, history] of this.#storageChanges) {
      const storage = history.takeStorage();
      if (storage !== null) changes.push({ target, storage });
    }
    this.#storageChanges.clear();
    return changes;
  }

  /**
   * A reading store maps the writer's changed storage (targets it has pruned meanwhile are skipped): `current` when
   * taken with the snapshot this store has just applied (windows then match the writer's exactly), else older.
   */
  adoptStorageChanges(changes: readonly HistoryStorageChange[], current = true): void {
    for (const { target, storage } of changes) this.#historyOf(target)?.adoptStorage(storage, current);
  }

  #historyOf(target: string): TargetHistory | undefined {
    if (target === 'system') return this.system;
    if (target.startsWith('gpu:')) return this.#gpus.get(target.slice(4))?.history;
    if (target.startsWith('process:')) return this.#processes.get(target.slice(8))?.history;
    return undefined;
  }

  /** Number of snapshots applied so far; the clock of general retention. */
  get sequence(): number {
    return this.#sequence;
  }

  /** Changes on every mutation, so a reader can tell whether two reads saw the same state. */
  get revision(): number {
    return this.#revision;
  }

  /** Capture time of the latest applied snapshot, or null before the first. */
  get lastCapturedAtMs(): number | null {
    return this.#lastCapturedAtMs;
  }

  /**
   * Applies one snapshot atomically: validates everything first (throwing `SnapshotRejectedError` or
   * `HistoryValueError` with nothing changed), then appends one sample per present identity, the system and
   * each GPU adapter, updates metadata, and prunes with `options.pins` unless `options.prune` is false.
   */
  /** The adapter seen at `at` (live sample or recorded frame): created on first sight, its name and presence updated. */
  private seenAdapter(adapterId: string, name: string | null, at: number): Mutable<GpuAdapterEntry> {
    let gpu = this.#gpus.get(adapterId);
    if (gpu === undefined) {
      gpu = { adapterId, name, firstSeenMs: at, lastSeenMs: at, present: true, history: new TargetHistory<GpuAdapterMetricId>(GPU_ADAPTER_LAYOUT, this.#fixedCapacity ?? SYSTEM_CAPACITY, this.#sharing(`gpu:${adapterId}`)) };
      this.#gpus.set(adapterId, gpu);
    }
    if (name !== null) gpu.name = name;
    gpu.lastSeenMs = at;
    gpu.present = true;
    return gpu;
  }

  applySnapshot(snapshot: Snapshot, options: ApplyOptions = {}): ApplyResult {
    const at = snapshot.capturedAtMs;
    this.#checkTime(at);
    const reading = this.#holding === 'read';
    // A reading store stores no values: it follows the writer, so the wire's rows would go unused.
    // The previous wire's cells were appended and are not read again: written over where they fit.
    const rows = options.wire === undefined || reading ? null : rowsOfWire(options.wire, this.#wireCells);
    if (rows !== null) this.#wireCells = rows.cells;
    if (rows !== null && rows.processCount !== snapshot.processes.length) throw new RangeError('the wire form lists other processes than the snapshot');
    const keys = this.#validate(snapshot, rows === null);

    const sequence = ++this.#sequence;
    this.#lastCapturedAtMs = at;
    const previous = this.#presentKeys;
    this.#markAbsent(previous);

    const newEntries: MutableProcessEntry[] = [];
    const row = this.#row;
    if (rows !== null) {
      row.cells = rows.cells;
      row.big = rows.big;
    }
    const stride = PROCESS_LAYOUT.ids.length;
    const processes = snapshot.processes;
    for (let i = 0; i < processes.length; i++) {
      const sample = processes[i]!;
      const key = keys[i]!;
      let entry: MutableProcessEntry | undefined = this.#processes.get(key);
      if (entry === undefined) {
        entry = this.#createEntry(key, sample, at, sequence);
        newEntries.push(entry);
      }
      this.#seen(entry, sample.parentPid, sample.path, sample.user, at, sequence);
      if (rows !== null) {
        row.offset = i * stride;
        entry.history.appendRow(at, row);
      } else {
        // A reading store's history only follows the writer: its values are not read (they may decode lazily).
        entry.history.append(at, reading ? NO_VALUES : sample.values);
      }
    }
    this.#settleNewEntries(newEntries);
    this.#presentKeys = keys;

    if (rows !== null) {
      row.offset = rows.systemOffset;
      this.#system.appendRow(at, row);
    } else this.#system.append(at, snapshot.system.values);
    for (const gpu of this.#gpus.values()) gpu.present = false;
    for (const sample of snapshot.gpus) this.seenAdapter(sample.adapterId, sample.name, at).history.append(at, sample.values);

    // Every entry of the previous snapshot was marked absent and those listed again present: no set of this
    // snapshot's keys needed to find the ones that exited.
    const exitedKeys = previous.filter((key) => this.#processes.get(key)?.present === false);
    this.#revision++;
    const prunedKeys = options.prune === false ? [] : this.prune(options.pins);
    return { sequence, newKeys: newEntries.map((e) => e.key), exitedKeys, prunedKeys };
  }

  /**
   * The bulk form of `applySnapshot` without pruning, for a loaded log: the same entries, flags and histories,
   * written from checked rows (`SampleRow`) with no per-sample objects. Order and duplicates are checked before
   * anything changes (`SnapshotRejectedError`); the values were checked by the decoder.
   */
  applyDecodedFrame(frame: DecodedFrame): void {
    const at = frame.capturedAtMs;
    this.#checkTime(at);
    // The previous frame came this way and nothing replaced its present keys since: when this frame lists the
    // same processes in the same order (most frames of a log), its keys, checks and entries carry over unchanged.
    const previous = this.#bulkPresent !== null && this.#bulkPresent.keys === this.#presentKeys ? this.#bulkPresent : null;
    let same = previous !== null && previous.sources.length === frame.processCount;
    for (let i = 0; same && i < frame.processCount; i++) same = previous!.sources[i] === frame.processes[i];
    const seen = this.#frameKeys;
    let keys: string[];
    if (same) keys = previous!.keys;
    else {
      seen.clear();
      keys = new Array<string>(frame.processCount);
      for (let i = 0; i < frame.processCount; i++) {
        const key = frame.processes[i]!.key;
        seen.add(key);
        // One set operation per key: a key seen before leaves the size short.
        if (seen.size !== i + 1) throw new SnapshotRejectedError('duplicate_identity', 'snapshot lists one process identity twice');
        keys[i] = key;
      }
    }
    seen.clear();
    for (let i = 0; i < frame.gpuCount; i++) {
      seen.add(frame.gpus[i]!.adapterId);
      if (seen.size !== i + 1) throw new SnapshotRejectedError('duplicate_adapter', 'snapshot lists one GPU adapter twice');
    }

    const sequence = ++this.#sequence;
    this.#lastCapturedAtMs = at;
    if (previous !== null) {
      for (const entry of previous.entries) entry.present = false;
    } else this.#markAbsent(this.#presentKeys);
    const presentEntries: MutableProcessEntry[] = same ? (previous!.entries as MutableProcessEntry[]) : new Array<MutableProcessEntry>(frame.processCount);
    const row = this.#row;
    row.cells = frame.cells;
    row.big = frame.big;
    row.offset = 0;
    this.#system.appendRow(at, row);
    row.offset = SYSTEM_LAYOUT.ids.length;

    for (const gpu of this.#gpus.values()) gpu.present = false;
    for (let i = 0; i < frame.gpuCount; i++) {
      const sample = frame.gpus[i]!;
      this.seenAdapter(sample.adapterId, sample.name, at).history.appendRow(at, row);
      row.offset += GPU_ADAPTER_LAYOUT.ids.length;
    }

    const newEntries: MutableProcessEntry[] = [];
    for (let i = 0; i < frame.processCount; i++) {
      const sample = frame.processes[i]!;
      let entry: MutableProcessEntry | undefined = same ? presentEntries[i] : this.#processes.get(sample.key);
      if (entry === undefined) {
        entry = this.#createEntry(sample.key, { identity: sample.identity, parentPid: null, path: sample.path, user: null, values: {}, unavailable: {} }, at, sequence);
        newEntries.push(entry);
      }
      // A recording keeps neither parent PID nor user.
      this.#seen(entry, null, sample.path, null, at, sequence);
      entry.history.appendRow(at, row);
      row.offset += PROCESS_LAYOUT.ids.length;
      presentEntries[i] = entry;
    }
    this.#settleNewEntries(newEntries);
    this.#presentKeys = keys;
    if (!same) this.#bulkPresent = { keys, entries: presentEntries, sources: frame.processes.slice(0, frame.processCount) };
    this.#revision++;
  }

  /**
   * Grows at most `limit` histories ahead of need (TargetHistory.growAhead). A log rebuilt frame by frame calls it
   * between frames, so the histories of processes recorded together do not all double, and copy, in one frame.
   */
  growHistoriesAhead(limit: number): void {
    let grown = this.#system.growAhead() ? 1 : 0;
    for (const gpu of this.#gpus.values()) {
      if (grown >= limit) return;
      if (gpu.history.growAhead()) grown++;
    }
    for (const entry of this.#processes.values()) {
      if (grown >= limit) return;
      if (entry.history.growAhead()) grown++;
    }
  }

  /** The entries of `#presentKeys` when the bulk path set them (valid while that array is still the present one). */
  #bulkPresent: { readonly keys: string[]; readonly entries: readonly MutableProcessEntry[]; readonly sources: readonly DecodedProcess[] } | null = null;

  /** Scratch of applyDecodedFrame, reused for every frame. */
  readonly #frameKeys = new Set<string>();
  readonly #row: { cells: Float64Array; offset: number; big: ReadonlyMap<number, bigint> } = { cells: new Float64Array(0), offset: 0, big: new Map() };
  /** The cells `rowsOfWire` wrote for the last live snapshot, its own (never a loaded frame's): reused for the next. */
  #wireCells: Float64Array | undefined = undefined;

  /**
   * Removes every identity that no retention rule keeps (product contracts §3) and returns the removed keys.
   * Kept: present identities, identities sampled within general retention, pinned identities, and the
   * newest exited identity per tracked name (Ghost Row). Metadata and history go together.
   */
  prune(pins: RetentionPins = {}): string[] {
    const keep = pinnedKeys(pins);
    for (const key of this.ghostKeys().values()) keep.add(key);
    const pruned: string[] = [];
    for (const entry of this.#processes.values()) {
      if (entry.present || this.#withinGeneralRetention(entry) || keep.has(entry.key)) continue;
      pruned.push(entry.key);
    }
    return this.removeIdentities(pruned);
  }

  /**
   * Removes the given identities with their histories; returns the keys that existed. The App's pruning
   * uses it, and a mirror replays the App's decisions through it.
   */
  removeIdentities(keys: Iterable<string>): string[] {
    const removed: string[] = [];
    for (const key of keys) {
      const entry = this.#processes.get(key);
      if (entry === undefined) continue;
      this.#processes.delete(key);
      this.#unindexPid(entry);
      removed.push(key);
    }
    if (removed.length > 0) {
      const gone = new Set(removed);
      this.#presentKeys = this.#presentKeys.filter((key) => !gone.has(key));
      this.#revision++;
    }
    return removed;
  }

  /**
   * Replaces the working tracking names (compared case-insensitively). Identities that become tracked grow
   * to TRACKED_CAPACITY keeping their samples; identities no longer tracked shrink to NON_TRACKED_CAPACITY,
   * dropping their oldest samples and the peaks those held. Exited identities kept only as Ghost Rows are
   * pruned at the next snapshot. Confirm with `previewTrackingChange` first where history would be lost.
   */
  setTrackingNames(names: Iterable<string>): TrackingChange {
    this.#trackingNames = normalizeNames(names);
    const nowTracked: string[] = [];
    const nowUntracked: string[] = [];
    const droppedSamples = new Map<string, number>();
    for (const entry of this.#processes.values()) {
      const tracked = lineageMatches(entry.lineage, this.#trackingNames);
      if (tracked === entry.tracked) continue;
      entry.tracked = tracked;
      if (this.#fixedCapacity !== null) continue;
      if (tracked) {
        entry.history.setCapacity(TRACKED_CAPACITY);
        nowTracked.push(entry.key);
      } else {
        const dropped = entry.history.setCapacity(NON_TRACKED_CAPACITY);
        if (dropped > 0) droppedSamples.set(entry.key, dropped);
        nowUntracked.push(entry.key);
      }
    }
    this.#revision++;
    return { nowTracked, nowUntracked, droppedSamples };
  }

  /**
   * History that replacing the working tracking names by `names` would discard: samples beyond
   * NON_TRACKED_CAPACITY of identities that stop being tracked, and whole exited identities that only
   * their Ghost Row protected (unless `pins` still hold them). Changes nothing.
   */
  previewTrackingChange(names: Iterable<string>, pins: RetentionPins = {}): HistoryLoss[] {
    const next = normalizeNames(names);
    const removed = new Set([...this.#trackingNames].filter((name) => !next.has(name)));
    const keepNext = pinnedKeys(pins);
    for (const key of this.#ghostKeysFor(next).values()) keepNext.add(key);
    const ghostsNow = new Set(this.ghostKeys().values());
    const losses: HistoryLoss[] = [];
    for (const entry of this.#processes.values()) {
      // Only losses the change causes: an identity that its current Ghost Row status alone keeps.
      const identityPruned =
        ghostsNow.has(entry.key) && !(entry.present || this.#withinGeneralRetention(entry) || keepNext.has(entry.key));
      const stillTracked = lineageMatches(entry.lineage, next);
      const shrink = entry.tracked && !stillTracked ? Math.max(0, entry.history.length - NON_TRACKED_CAPACITY) : 0;
      if (!identityPruned && shrink === 0) continue;
      losses.push({
        key: entry.key,
        rootNames: matchingNames(entry.lineage, removed),
        samplesLost: identityPruned ? entry.history.length : shrink,
        identityPruned,
      });
    }
    return losses;
  }

  /** The working tracking names, lower-cased. */
  trackingNames(): string[] {
    return [...this.#trackingNames];
  }

  /** Whether the identity is tracked (by name or as an observed descendant); false for unknown keys. */
  isTracked(key: string): boolean {
    return this.#processes.get(key)?.tracked ?? false;
  }

  /** The effective tracked identity set (`matching_processes`), present and retained. */
  trackedKeys(): string[] {
    const keys: string[] = [];
    for (const entry of this.#processes.values()) if (entry.tracked) keys.push(entry.key);
    return keys;
  }

  /**
   * The effective tracked identity set with why each is in scope: the tracked root name nearest in its observed
   * ancestry (its own name first), and whether it is in scope only as a descendant of that root.
   */
  trackingMatches(): TrackingMatch[] {
    const matches: TrackingMatch[] = [];
    for (const entry of this.#processes.values()) {
      if (!entry.tracked) continue;
      const rootName = matchingNames(entry.lineage, this.#trackingNames)[0];
      if (rootName !== undefined) matches.push({ key: entry.key, rootName, descendant: !this.#trackingNames.has(entry.nameKey) });
    }
    return matches;
  }

  /**
   * Ghost Rows: per tracked name (lower-cased), the key of its newest exited identity (latest last-seen
   * snapshot, then latest start). Matched by the identity's own name: a descendant with another name is
   * tracked but is not the Ghost Row of its root's name.
   */
  ghostKeys(): Map<string, string> {
    return this.#ghostKeysFor(this.#trackingNames);
  }

  /** A retained identity, or undefined when it was never seen or has been pruned. */
  process(key: string): ProcessEntry | undefined {
    return this.#processes.get(key);
  }

  /** Every retained identity, present and exited, in first-seen order. */
  processes(): IterableIterator<ProcessEntry> {
    return this.#processes.values();
  }

  /** Keys of the identities in the latest applied snapshot, in snapshot order. */
  presentKeys(): readonly string[] {
    return this.#presentKeys;
  }

  gpuAdapter(adapterId: string): GpuAdapterEntry | undefined {
    return this.#gpus.get(adapterId);
  }

  gpuAdapters(): IterableIterator<GpuAdapterEntry> {
    return this.#gpus.values();
  }

  /** The identities of the previous snapshot or frame, absent until this one lists them again. */
  #markAbsent(keys: readonly string[]): void {
    for (const key of keys) {
      const entry = this.#processes.get(key);
      if (entry !== undefined) entry.present = false;
    }
  }

  /** An identity listed in the snapshot or frame at `at`: its latest metadata (a known path or user is kept) and presence. */
  #seen(entry: MutableProcessEntry, parentPid: number | null, path: string | null, user: string | null, at: number, sequence: number): void {
    entry.parentPid = parentPid;
    if (path !== null) entry.path = path;
    if (user !== null) entry.user = user;
    entry.lastSeenMs = at;
    entry.lastSeenSequence = sequence;
    entry.present = true;
  }

  /** A snapshot's or frame's capture time, checked before anything changes. */
  #checkTime(at: number): void {
    if (!Number.isFinite(at)) throw new SnapshotRejectedError('invalid_time', 'snapshot capture time is not finite');
    if (this.#lastCapturedAtMs !== null && at < this.#lastCapturedAtMs) {
      // Wall-clock steps backwards would make per-target timestamps decrease; the App decides what to do.
      throw new SnapshotRejectedError('out_of_order', 'snapshot captured before the previously applied one');
    }
  }

  /**
   * Lineage, tracking and capacity of the identities first seen in a snapshot or frame. Parents are resolved once
   * every identity of it is registered, so a parent first seen in the same snapshot as its child is found. A new
   * history holds one sample, so setting its capacity after the append moves nothing.
   */
  #settleNewEntries(newEntries: readonly MutableProcessEntry[]): void {
    for (const entry of newEntries) this.#resolveLineage(entry, new Set());
    for (const entry of newEntries) {
      const resolved = entry as ResolvedProcessEntry;
      resolved.tracked = lineageMatches(resolved.lineage, this.#trackingNames);
      if (this.#fixedCapacity === null) resolved.history.setCapacity(resolved.tracked ? TRACKED_CAPACITY : NON_TRACKED_CAPACITY);
    }
  }

  /**
   * Checks the whole snapshot before anything changes; returns the identity key of each process sample. `values`:
   * check the processes' and the system's values too (not where they come from checked rows, `rowsOfWire`).
   */
  #validate(snapshot: Snapshot, values: boolean): string[] {
    const keys: string[] = [];
    const seen = new Set<string>();
    for (const sample of snapshot.processes) {
      const key = identityKey(sample.identity);
      if (seen.has(key)) throw new SnapshotRejectedError('duplicate_identity', 'snapshot lists one process identity twice');
      seen.add(key);
      keys.push(key);
      // A reading store's writer checked the values before storing them; it stores none itself.
      if (values && this.#holding !== 'read') checkSampleValues(PROCESS_LAYOUT, sample.values);
    }
    if (values && this.#holding !== 'read') checkSampleValues(SYSTEM_LAYOUT, snapshot.system.values);
    const adapters = new Set<string>();
    for (const gpu of snapshot.gpus) {
      if (adapters.has(gpu.adapterId)) throw new SnapshotRejectedError('duplicate_adapter', 'snapshot lists one GPU adapter twice');
      adapters.add(gpu.adapterId);
      if (this.#holding !== 'read') checkSampleValues(GPU_ADAPTER_LAYOUT, gpu.values);
    }
    return keys;
  }

  #createEntry(key: string, sample: ProcessSample, at: number, sequence: number): MutableProcessEntry {
    const entry: MutableProcessEntry = {
      key,
      identity: sample.identity,
      nameKey: nameKey(sample.identity.name),
      parentPid: sample.parentPid,
      parentKey: null,
      lineage: null,
      path: sample.path,
      user: sample.user,
      firstSeenMs: at,
      lastSeenMs: at,
      firstSeenSequence: sequence,
      lastSeenSequence: sequence,
      present: true,
      tracked: false,
      history: new TargetHistory<ProcessMetricId>(PROCESS_LAYOUT, this.#fixedCapacity ?? NON_TRACKED_CAPACITY, this.#sharing(`process:${key}`)),
    };
    // Registered before lineage is resolved; every registered entry has a lineage by the end of applySnapshot.
    this.#processes.set(key, entry as ResolvedProcessEntry);
    this.#indexPid(entry as ResolvedProcessEntry);
    return entry;
  }

  /**
   * Fixes the parent of a new identity once, at first observation: among observed identities with the parent
   * PID, the newest whose start time is not after the child's (equal start times are one clock tick, so the
   * parent can share it). With an unknown start time on either side nothing is linked. `visiting` breaks
   * the (theoretical) cycle of two same-tick identities naming each other as parent.
   */
  #resolveLineage(entry: MutableProcessEntry, visiting: Set<MutableProcessEntry>): Lineage {
    if (entry.lineage !== null) return entry.lineage;
    visiting.add(entry);
    let parent: ResolvedProcessEntry | MutableProcessEntry | null = null;
    if (entry.parentPid !== null) {
      for (const candidate of this.#samePid(entry.parentPid)) {
        if (candidate === entry || visiting.has(candidate)) continue;
        const order = compareStart(candidate.identity, entry.identity);
        if (order === null || order > 0) continue;
        if (parent === null || isNewerParent(candidate, parent)) parent = candidate;
      }
    }
    const parentLineage = parent === null ? null : this.#resolveLineage(parent, visiting);
    entry.parentKey = parent?.key ?? null;
    entry.lineage = { nameKey: entry.nameKey, parent: parentLineage };
    visiting.delete(entry);
    return entry.lineage;
  }

  #withinGeneralRetention(entry: ProcessEntry): boolean {
    return this.#sequence - entry.lastSeenSequence < GENERAL_RETENTION_SAMPLES;
  }

  /** The newest exited identity per name in `names`: latest last-seen snapshot, then latest start. */
  #ghostKeysFor(names: ReadonlySet<string>): Map<string, string> {
    const newest = new Map<string, ResolvedProcessEntry>();
    if (names.size === 0) return new Map();
    for (const entry of this.#processes.values()) {
      if (entry.present || !names.has(entry.nameKey)) continue;
      const best = newest.get(entry.nameKey);
      if (best === undefined || isNewerExit(entry, best)) newest.set(entry.nameKey, entry);
    }
    return new Map([...newest].map(([name, entry]) => [name, entry.key]));
  }
}

function normalizeNames(names: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const name of names) if (name.length > 0) set.add(nameKey(name));
  return set;
}

function pinnedKeys(pins: RetentionPins): Set<string> {
  const keep = new Set<string>(pins.pausedDisplayKeys ?? []);
  for (const key of pins.graphKeys ?? []) keep.add(key);
  if (pins.processInfoKey != null) keep.add(pins.processInfoKey);
  return keep;
}

/** Among same-PID parent candidates: the later start wins; with equal starts (an exec rename), the newer sighting. */
function isNewerParent(a: MutableProcessEntry, b: MutableProcessEntry): boolean {
  const order = compareStart(a.identity, b.identity) ?? 0;
  if (order !== 0) return order > 0;
  return a.lastSeenSequence > b.lastSeenSequence;
}

function isNewerExit(a: ProcessEntry, b: ProcessEntry): boolean {
  if (a.lastSeenSequence !== b.lastSeenSequence) return a.lastSeenSequence > b.lastSeenSequence;
  const order = compareStart(a.identity, b.identity);
  if (order !== null && order !== 0) return order > 0;
  return a.key > b.key;
}
