// The MCP side's mirror of application state: the same model code fed the same snapshots and retention decisions
// the App applied, so reads never touch the main thread. Owned by the MCP worker.
import { decodeSnapshot, type WireSnapshot } from '../model/wire.js';
import type { HostInfo, Platform, Snapshot } from '../model/types.js';
import { ModelStore, type HistoryStorageChange, type ReaderStart } from '../model/index.js';
import type { Activity } from '../model/activity.js';

/** Messages the App posts to the MCP worker after each change it applied. */
export type MirrorUpdate =
  | {
      readonly type: 'applied';
      readonly snapshot: Snapshot;
      /** Identities the App's pruning removed with this snapshot. */
      readonly prunedKeys: readonly string[];
      /** The working Tracking List in effect for this snapshot (capacities follow it). */
      readonly trackingNames: readonly string[];
      /** The App's history storage that changed with this snapshot (shared histories; empty otherwise). */
      readonly storage?: readonly HistoryStorageChange[];
    }
  /**
   * The App applied the snapshot with this key, which the sampler worker posted to this thread directly
   * (see `mirrorKey`); only the retention decision crosses from the main thread.
   */
  | {
      readonly type: 'applied_key';
      /** mirrorKey of the snapshot as the sampler stamped it (the App may have moved its time, see `capturedAtMs`). */
      readonly key: string;
      /** The time the App applied it at: later than the sampler's stamp while the wall clock is behind (App.ordered). */
      readonly capturedAtMs: number;
      readonly prunedKeys: readonly string[];
      readonly trackingNames: readonly string[];
      readonly storage?: readonly HistoryStorageChange[];
    }
  /** The working Tracking List changed; `revision` is the App's shared revision after the change. */
  | {
      readonly type: 'tracking';
      readonly trackingNames: readonly string[];
      readonly prunedKeys: readonly string[];
      readonly revision: string;
      readonly storage?: readonly HistoryStorageChange[];
    }
  /**
   * Part of the storage changes of the next 'applied', 'applied_key' or 'tracking' notice, sent ahead of it in
   * chunks: a message's shared buffers cost its serializer time quadratic in their number.
   */
  | { readonly type: 'storage'; readonly storage: readonly HistoryStorageChange[] }
  | { readonly type: 'activity'; readonly activity: Activity; readonly displayPaused: boolean }
  | { readonly type: 'host'; readonly host: HostInfo };

/**
 * What a mirror started after the App has been running begins from (the MCP worker starts when the first bridge
 * connects, src/backend/host.ts): the App's store as a reader maps it, its latest snapshot and the state its notices
 * would have carried. Captures, cursors and references belong to connections, so none exists before it.
 */
export interface MirrorStart {
  readonly store: ReaderStart;
  readonly latest: Snapshot | null;
  readonly host: HostInfo | null;
  readonly activity: Activity;
  readonly displayPaused: boolean;
  readonly revision: string | null;
}

/** The key pairing a directly mirrored snapshot with the App's notice that it applied it. */
export function mirrorKey(snapshot: { readonly sequence: number; readonly capturedAtMs: number }): string {
  return `${snapshot.sequence}@${snapshot.capturedAtMs}`;
}

/**
 * The App's notice that it applied a snapshot the sampler worker mirrored directly. The key is the sampler's stamp,
 * which the mirrored copy carries; the App's time goes with it (they differ after a backward clock step, App.ordered).
 */
export function appliedNotice(snapshot: Snapshot, prunedKeys: readonly string[], trackingNames: readonly string[], sampledAtMs: number): AppliedNotice {
  return { type: 'applied_key', key: mirrorKey({ sequence: snapshot.sequence, capturedAtMs: sampledAtMs }), capturedAtMs: snapshot.capturedAtMs, prunedKeys, trackingNames };
}

/** What a condition wait hears from the mirror: each snapshot as it is applied, and the TUI entering Log view. */
export interface StateWatcher {
  applied(snapshot: Snapshot): void;
  enteredLogView(): void;
}

/** Snapshots or notices waiting for their partner; a few suffice since both arrive within one sampling interval. */
const MIRROR_PENDING_LIMIT = 8;
/**
 * Notices waiting for their snapshot. More can pile up than snapshots: a worker started after the first frame receives
 * every notice queued meanwhile before the sampler's port delivers the snapshots (dozens at a test's short interval).
 */
const NOTICE_PENDING_LIMIT = 1024;

type AppliedNotice = Extract<MirrorUpdate, { type: 'applied_key' }>;

/**
 * The clocks a sample's age is read from. The monotonic one measures it, so a wall-clock step (NTP, `date -s`, a VM
 * resume) neither freezes nor inflates it; the wall clock is read once per sample, for the time it took to arrive.
 * Tests inject both (the real clock of a shared machine cannot be stepped).
 */
export interface MirrorClock {
  monotonicMs(): number;
  wallMs(): number;
}

const systemClock: MirrorClock = { monotonicMs: () => performance.now(), wallMs: () => Date.now() };

export class BackendState {
  private readonly pendingSnapshots = new Map<string, Snapshot>();
  /** Storage changes sent ahead of the notice they belong to (see the 'storage' update). */
  private storageAhead: HistoryStorageChange[] = [];
  /** Storage changes of notices whose snapshot never came: adopted, without their windows, with the next snapshot. */
  private olderStorage: HistoryStorageChange[] = [];
  private readonly pendingNotices = new Map<string, AppliedNotice>();

  readonly store: ModelStore;

  /** When `latest` was applied here, on the monotonic clock, and how old it was then (its wall-clock age, never below 0). */
  private latestAppliedMonoMs = 0;
  private latestAgeAtApplyMs = 0;
  private readonly clock: MirrorClock;

  /**
   * @param platform the platform the application samples (metric availability differs per platform).
   * @param options.sharedHistories the App shares its history storage (the notices carry it): this mirror then keeps
   * identities and windows only and reads the App's rings, instead of a second copy of every sample.
   * @param options.clock the clocks a sample's age is read from (tests inject them).
   */
  constructor(
    readonly platform: Platform,
    options: { readonly sharedHistories?: boolean; readonly clock?: MirrorClock; readonly start?: MirrorStart } = {},
  ) {
    this.clock = options.clock ?? systemClock;
    const start = options.start;
    if (start === undefined) {
      this.store = new ModelStore({ histories: options.sharedHistories === true ? 'read' : 'own' });
      return;
    }
    this.store = ModelStore.fromReaderStart(start.store);
    this.host = start.host;
    this.activity = start.activity;
    this.displayPaused = start.displayPaused;
    this.revision = start.revision;
    if (start.latest !== null) this.noteLatest(start.latest);
  }

  latest: Snapshot | null = null;
  host: HostInfo | null = null;
  activity: Activity = 'live';
  /**
   * The App's shared revision as of the last tracking notice, reported by getters; null until the App sent one.
   * It may trail the App by a notice in flight: a client then gets STATE_CONFLICT and reads again, never a
   * revision newer than the state it read alongside.
   */
  revision: string | null = null;
  displayPaused = false;
  /**
   * Counts entries into Log view. Live captures remember the epoch they were frozen in; a later epoch means the TUI
   * has been in Log view since, which invalidates them (spec §9).
   */
  liveEpoch = 0;
  /**
   * Counts the changes this mirror applied (every update from the App, every snapshot): while it stands, a read of the
   * mirror answers what it answered before (winproc_list_processes offers a refused listing again, captures.ts).
   */
  version = 0;
  /** Called with identities that were pruned, so connection-owned references to them can be invalidated. */
  onPruned: (keys: readonly string[]) => void = () => undefined;
  /** Told after each applied snapshot and on entering Log view (condition waits); see `watch`. */
  private readonly watchers = new Set<StateWatcher>();

  /** Registers a watcher until the returned function is called. */
  watch(watcher: StateWatcher): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  apply(update: MirrorUpdate): void {
    this.version += 1;
    switch (update.type) {
      case 'storage':
        this.storageAhead.push(...update.storage);
        return;
      case 'applied':
        this.applied(update.snapshot, update.prunedKeys, update.trackingNames, this.takeStorageAhead(update.storage));
        return;
      case 'applied_key': {
        // The changes sent ahead belong to this notice, even when its snapshot arrives after the next ones.
        if (this.storageAhead.length > 0) update = { ...update, storage: this.takeStorageAhead(update.storage) };
        const snapshot = this.pendingSnapshots.get(update.key);
        if (snapshot === undefined) {
          // A notice that ages out unmatched still hands on its storage changes: a shared history must not keep a
          // buffer its writer has replaced (they are taken with the next notice; storage is never older than the window).
          const evicted = remember(this.pendingNotices, update.key, update, NOTICE_PENDING_LIMIT);
          for (const notice of evicted) this.olderStorage.push(...(notice.storage ?? []));
          return;
        }
        this.pendingSnapshots.delete(update.key);
        this.applied(asApplied(snapshot, update), update.prunedKeys, update.trackingNames, update.storage ?? []);
        return;
      }
      case 'tracking':
        this.syncTracking(update.trackingNames);
        this.revision = update.revision;
        this.remove(update.prunedKeys);
        // Not `current`: a snapshot notice may still wait for its snapshot, so this store can be a sample behind.
        this.store.adoptStorageChanges(this.takeStorageAhead(update.storage), false);
        return;
      case 'activity':
        if (update.activity === 'log_view' && this.activity !== 'log_view') {
          this.liveEpoch += 1;
          this.activity = update.activity;
          for (const watcher of [...this.watchers]) watcher.enteredLogView();
        }
        this.activity = update.activity;
        this.displayPaused = update.displayPaused;
        return;
      case 'host':
        this.host = update.host;
        return;
    }
  }

  /** A snapshot the sampler worker posted directly; it is applied once the App says it applied it too. */
  receiveMirrored(wire: WireSnapshot): void {
    // Values decoded when a tool or a condition wait reads them; the mirror itself needs only the identities.
    const snapshot = decodeSnapshot(wire, { lazyValues: this.store.holding === 'read' });
    const key = mirrorKey(snapshot);
    const notice = this.pendingNotices.get(key);
    if (notice !== undefined) {
      // Notices older than this one will never meet their snapshot (the port delivers in order): their storage
      // changes still count, adopted before this notice's own.
      for (const [olderKey, older] of this.pendingNotices) {
        if (olderKey === key) break;
        this.pendingNotices.delete(olderKey);
        this.olderStorage.push(...(older.storage ?? []));
      }
    }
    if (notice === undefined) {
      // A snapshot the App never applies (one that arrives as the TUI enters Log view) ages out here.
      remember(this.pendingSnapshots, key, snapshot);
      return;
    }
    this.pendingNotices.delete(key);
    // The notice already holds the storage changes sent ahead of it (later ones may be waiting for the next notice).
    this.applied(asApplied(snapshot, notice), notice.prunedKeys, notice.trackingNames, notice.storage ?? []);
  }

  /**
   * How old the latest applied sample is (ms), or null before the first: the monotonic time since it was applied here
   * plus its age on arrival. A wall clock stepped back after it was applied cannot make it look fresh.
   */
  sampleAgeMs(): number | null {
    if (this.latest === null) return null;
    // Whole milliseconds, as published (sample_age_ms is an integer); performance.now() has fractions.
    return Math.round(Math.max(0, this.clock.monotonicMs() - this.latestAppliedMonoMs) + this.latestAgeAtApplyMs);
  }

  /** One snapshot the App applied, its pruning, its Tracking List and the App's storage that changed with it. */
  private applied(snapshot: Snapshot, prunedKeys: readonly string[], trackingNames: readonly string[], storage: readonly HistoryStorageChange[]): void {
    this.version += 1;
    this.syncTracking(trackingNames);
    this.store.applySnapshot(snapshot, { prune: false });
    this.remove(prunedKeys);
    if (this.olderStorage.length > 0) {
      this.store.adoptStorageChanges(this.olderStorage, false);
      this.olderStorage = [];
    }
    this.store.adoptStorageChanges(storage);
    this.noteLatest(snapshot);
    for (const watcher of [...this.watchers]) watcher.applied(snapshot);
  }

  /** The latest applied snapshot, applied now: its age counts from here on the monotonic clock. */
  private noteLatest(snapshot: Snapshot): void {
    this.latest = snapshot;
    this.latestAppliedMonoMs = this.clock.monotonicMs();
    this.latestAgeAtApplyMs = Math.max(0, this.clock.wallMs() - snapshot.capturedAtMs);
  }

  /** The changes sent ahead, then the notice's own; the list ahead starts again empty. */
  private takeStorageAhead(own: readonly HistoryStorageChange[] = []): readonly HistoryStorageChange[] {
    if (this.storageAhead.length === 0) return own;
    const all = [...this.storageAhead, ...own];
    this.storageAhead = [];
    return all;
  }

  private syncTracking(names: readonly string[]): void {
    const current = this.store.trackingNames();
    if (current.length !== names.length || current.some((name, i) => name !== names[i])) this.store.setTrackingNames(names);
  }

  private remove(keys: readonly string[]): void {
    if (keys.length === 0) return;
    this.onPruned(this.store.removeIdentities(keys));
  }
}

/** The sampler's snapshot at the time the App applied it (they differ only after a backward wall-clock step). */
function asApplied(snapshot: Snapshot, notice: AppliedNotice): Snapshot {
  return snapshot.capturedAtMs === notice.capturedAtMs ? snapshot : { ...snapshot, capturedAtMs: notice.capturedAtMs };
}

/** Keeps `value` pending under `key`, the oldest leaving beyond `limit`; returns those that left. */
function remember<V>(pending: Map<string, V>, key: string, value: V, limit = MIRROR_PENDING_LIMIT): V[] {
  pending.set(key, value);
  const evicted: V[] = [];
  while (pending.size > limit) {
    const oldest = pending.keys().next().value as string;
    evicted.push(pending.get(oldest)!);
    pending.delete(oldest);
  }
  return evicted;
}
