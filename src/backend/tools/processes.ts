// winproc_list_processes (live source): an immutable listing of process identities from the latest applied
// snapshot and retained history, frozen into a connection-owned capture and paged with bound cursors (spec §6, §7).
import type { ListProcessesArgs, OutProcessRow } from '../../../generated/types/tools.js';
import { identityKey, type ProcessContainer, type ProcessIdentity, type ProcessSample, type Snapshot } from '../../model/types.js';
import { compareStart, type ProcessEntry } from '../../model/index.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { nullableTimestamp, timestamp } from '../encode.js';
import { pageLimit, readableCapture, renderPage, freeze, signatureOf } from '../paging.js';
import { chooseSource, sourceFields, type ReadSource } from '../sources.js';
import type { ProcessReferences } from '../references.js';
import { jsonBytesBound, type CaptureRow, type FrozenRows } from '../captures.js';
import { CAPTURE_FIELDS } from '../../contract/limits.js';

/** Every field of a process-list row, in row order. */
export const PROCESS_LIST_FIELDS = CAPTURE_FIELDS.process_list;

/**
 * Sensitive static fields are opt-in through projection (spec §7), and so are the Linux control-group fields, which
 * the spec's default row does not have, and the task name, which only differs from the name for a program
 * that renamed its main thread (docs/metrics.md, Process names). A listing has no command line at all: snapshots do not sample it and a listing
 * never collects, so the field is not in the schema rather than a null that would read as "no command line"
 * (winproc_get_process_info reads it for one lifetime).
 */
const OPT_IN_FIELDS: ReadonlySet<string> = new Set(['user', 'task_name', 'cgroup', 'systemd_unit', 'container', 'namespace_pid']);
const DEFAULT_FIELDS: readonly string[] = PROCESS_LIST_FIELDS.filter((field) => !OPT_IN_FIELDS.has(field));

/** Lookups into one snapshot, built once per snapshot and shared by every request that reads it. */
export interface SnapshotIndex {
  readonly byKey: ReadonlyMap<string, ProcessSample>;
  readonly byPid: ReadonlyMap<number, readonly ProcessSample[]>;
}

const INDEXES = new WeakMap<Snapshot, SnapshotIndex>();

export function snapshotIndex(snapshot: Snapshot): SnapshotIndex {
  let index = INDEXES.get(snapshot);
  if (!index) {
    const byKey = new Map<string, ProcessSample>();
    const byPid = new Map<number, ProcessSample[]>();
    for (const sample of snapshot.processes) {
      byKey.set(identityKey(sample.identity), sample);
      const same = byPid.get(sample.identity.pid);
      if (same) same.push(sample);
      else byPid.set(sample.identity.pid, [sample]);
    }
    index = { byKey, byPid };
    INDEXES.set(snapshot, index);
  }
  return index;
}

const EMPTY_INDEX: SnapshotIndex = { byKey: new Map(), byPid: new Map() };

/**
 * The parent relationship of spec §7: `verified` only when the latest snapshot holds exactly one candidate with
 * the recorded parent PID and that candidate was created strictly earlier than the child; otherwise `unknown`
 * with the recorded PID. A snapshot consistency check, not a historical ancestry query.
 */
function parentOf(entry: ProcessEntry, index: SnapshotIndex, references: ProcessReferences): NonNullable<OutProcessRow['parent']> {
  const parentPid = entry.parentPid;
  if (parentPid === null) return { status: 'unknown', pid: null };
  const candidates = index.byPid.get(parentPid) ?? [];
  if (candidates.length === 1) {
    const candidate = candidates[0]!;
    const order = compareStart(candidate.identity, entry.identity);
    if (order !== null && order < 0) {
      return { status: 'verified', pid: parentPid, process_ref: references.refFor(identityKey(candidate.identity)) };
    }
  }
  return { status: 'unknown', pid: parentPid };
}

/** Case-insensitive name order, then the identity tie-breakers: PID, start time (unknown last), identity key. */
function byName(a: ProcessEntry, b: ProcessEntry): number {
  return compareText(a.nameKey, b.nameKey) || a.identity.pid - b.identity.pid || byStart(a, b) || compareText(a.key, b.key);
}

function byPid(a: ProcessEntry, b: ProcessEntry): number {
  return a.identity.pid - b.identity.pid || byStart(a, b) || compareText(a.nameKey, b.nameKey) || compareText(a.key, b.key);
}

function byStart(a: ProcessEntry, b: ProcessEntry): number {
  const order = compareStart(a.identity, b.identity);
  if (order !== null) return Math.sign(order);
  const aKnown = a.identity.startTimeMs !== null || a.identity.startToken !== null;
  const bKnown = b.identity.startTimeMs !== null || b.identity.startToken !== null;
  return aKnown === bKnown ? 0 : aKnown ? -1 : 1;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The identities a scope lists, deduplicated by full identity key (spec §6). */
function entriesOf(source: ReadSource, scope: 'live' | 'retained' | 'all'): ProcessEntry[] {
  const { store } = source;
  const entries: ProcessEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: ProcessEntry | undefined) => {
    if (entry === undefined || seen.has(entry.key)) return;
    seen.add(entry.key);
    entries.push(entry);
  };
  if (scope !== 'retained') for (const key of store.presentKeys()) add(store.process(key));
  if (scope !== 'live') for (const entry of store.processes()) if (entry.history.length > 0) add(entry);
  return entries;
}

/** JSON bytes at most of a value that `nullableTimestamp` renders: `null`, or Date#toISOString (ASCII, at most 27 characters) quoted. */
const TIMESTAMP_BOUND = 29;
/** JSON bytes at most of a `parent` object: its keys, the longest status, a PID and a quoted `p_` reference of 16 characters. */
const PARENT_BOUND = jsonBytesBound({ status: 'verified', pid: 0, process_ref: '' }) + 6 * 18;

/** The container facts of a listing row, as the schema names them. */
function containerRow(c: ProcessContainer | null): OutProcessRow['container'] {
  return c === null ? null : { runtime: c.runtime, id: c.id, pod_uid: c.podUid, name: c.name };
}

/**
 * A listing frozen as columns (FrozenRows): what a row reads from the model at list time is copied here when the
 * listing is made, as a row would have held it (values that change later, such as last seen or the history's
 * ends, are the list-time ones; references are issued as before, so a reference in a later page is the one issued
 * with the capture); the row objects, their timestamps' texts and their JSON are made only for the pages read.
 * Immutable: nothing writes a column after the constructor.
 */
class ListingRows implements FrozenRows {
  readonly length: number;
  readonly jsonBytesBound: number;
  readonly #fields: readonly string[];
  readonly #identities: readonly ProcessIdentity[];
  readonly #refs: readonly string[] | null;
  /** Parent PID (NaN: null) and the verified parent's reference (null: unknown). */
  readonly #parentPids: Float64Array | null;
  readonly #parentRefs: readonly (string | null)[] | null;
  /** The lifecycle of each row. */
  readonly #lifecycles: readonly string[] | null;
  readonly #lastSeen: Float64Array | null;
  /** History ends (NaN: an empty history). */
  readonly #historyFrom: Float64Array | null;
  readonly #historyTo: Float64Array | null;
  /** The text and number fields read from the sample or entry, by field. */
  readonly #plain: ReadonlyMap<string, readonly (string | number | null)[]>;
  readonly #containers: readonly (ProcessContainer | null)[] | null;

  constructor(source: ReadSource, entries: readonly ProcessEntry[], fields: readonly string[], index: SnapshotIndex) {
    const n = entries.length;
    const wants = new Set(fields);
    const references = source.references;
    this.length = n;
    this.#fields = fields;
    const identities = new Array<ProcessIdentity>(n);
    const samples = new Array<ProcessSample | undefined>(n);
    for (let i = 0; i < n; i++) {
      identities[i] = entries[i]!.identity;
      samples[i] = index.byKey.get(entries[i]!.key);
    }
    this.#identities = identities;
    // Each field's bound per row: its key (escaped, quoted, colon, comma) and its value.
    const keyBound = (field: string) => 6 * field.length + 4;
    let bound = 2;
    const column = <T>(field: string, read: (i: number) => T): T[] | null => {
      if (!wants.has(field)) return null;
      const out = new Array<T>(n);
      for (let i = 0; i < n; i++) out[i] = read(i);
      return out;
    };
    const numbers = (field: string, read: (i: number) => number): Float64Array | null => {
      if (!wants.has(field)) return null;
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) out[i] = read(i);
      bound += n * (keyBound(field) + TIMESTAMP_BOUND);
      return out;
    };
    this.#refs = column('process_ref', (i) => references.refFor(entries[i]!.key));
    if (wants.has('parent')) {
      const pids = new Float64Array(n);
      const refs = new Array<string | null>(n);
      for (let i = 0; i < n; i++) {
        const parent = parentOf(entries[i]!, index, references);
        pids[i] = parent.pid ?? Number.NaN;
        refs[i] = parent.status === 'verified' ? parent.process_ref! : null;
      }
      this.#parentPids = pids;
      this.#parentRefs = refs;
      bound += n * (keyBound('parent') + PARENT_BOUND);
    } else {
      this.#parentPids = null;
      this.#parentRefs = null;
    }
    // Evidence at list time: live when in the latest snapshot; history-only is unknown, never inferred exited.
    // A recording's rows are always unknown: recorded membership is not current OS liveness (spec §10).
    this.#lifecycles = column('lifecycle', (i) => source.lifecycle(samples[i] !== undefined));
    this.#lastSeen = numbers('last_seen_at', (i) => entries[i]!.lastSeenMs);
    // Through `read`: the oldest slot of a ring shared with the App is the one its writer reuses first.
    this.#historyFrom = numbers('history_from', (i) => entries[i]!.history.read(() => entries[i]!.history.firstTimestamp()) ?? Number.NaN);
    this.#historyTo = numbers('history_to', (i) => entries[i]!.history.read(() => entries[i]!.history.lastTimestamp()) ?? Number.NaN);
    const plain = new Map<string, readonly (string | number | null)[]>();
    const text = (field: string, read: (i: number) => string | number | null) => {
      const values = column(field, read);
      if (values !== null) plain.set(field, values);
    };
    text('path', (i) => samples[i]?.path ?? null);
    text('task_name', (i) => {
      // The current snapshot's comm; a log records none and an identity absent from the snapshot has none now.
      const task = samples[i]?.values.task_name;
      return typeof task === 'string' ? task : null;
    });
    text('user', (i) => samples[i]?.user ?? entries[i]!.user ?? null);
    text('cgroup', (i) => samples[i]?.cgroup?.path ?? null);
    text('systemd_unit', (i) => samples[i]?.cgroup?.unit ?? null);
    text('namespace_pid', (i) => samples[i]?.cgroup?.namespacePid ?? null);
    this.#plain = plain;
    this.#containers = column('container', (i) => samples[i]?.cgroup?.container ?? null);
    // What each row holds besides the numeric columns sized above.
    for (let i = 0; i < n; i++) {
      const identity = identities[i]!;
      let row = 2;
      if (this.#refs !== null) row += keyBound('process_ref') + jsonBytesBound(this.#refs[i]);
      if (wants.has('pid')) row += keyBound('pid') + 25;
      if (wants.has('name')) row += keyBound('name') + jsonBytesBound(identity.name);
      if (wants.has('name_bytes_hex') && identity.nameBytesHex !== undefined) row += keyBound('name_bytes_hex') + jsonBytesBound(identity.nameBytesHex);
      if (wants.has('start_time')) row += keyBound('start_time') + TIMESTAMP_BOUND;
      if (this.#lifecycles !== null) row += keyBound('lifecycle') + jsonBytesBound(this.#lifecycles[i]);
      for (const [field, values] of plain) row += keyBound(field) + jsonBytesBound(values[i]);
      if (this.#containers !== null) row += keyBound('container') + jsonBytesBound(containerRow(this.#containers[i]!));
      bound += row + 1;
    }
    this.jsonBytesBound = bound;
  }

  row(i: number): CaptureRow {
    const identity = this.#identities[i]!;
    // Built in `fields` order, each field set at most once: the row is its own projection (no copy per row).
    const row: OutProcessRow & CaptureRow = {};
    for (const field of this.#fields) {
      switch (field) {
        case 'process_ref':
          row.process_ref = this.#refs![i]!;
          break;
        case 'pid':
          row.pid = identity.pid;
          break;
        case 'name':
          row.name = identity.name;
          break;
        case 'name_bytes_hex':
          // Present only for a name that is not UTF-8: a field the schema marks optional, never null.
          if (identity.nameBytesHex !== undefined) row.name_bytes_hex = identity.nameBytesHex;
          break;
        case 'start_time':
          row.start_time = nullableTimestamp(identity.startTimeMs);
          break;
        case 'parent': {
          const pid = this.#parentPids![i]!;
          const ref = this.#parentRefs![i]!;
          row.parent = ref !== null ? { status: 'verified', pid, process_ref: ref } : { status: 'unknown', pid: Number.isNaN(pid) ? null : pid };
          break;
        }
        case 'lifecycle':
          row.lifecycle = this.#lifecycles![i] as OutProcessRow['lifecycle'];
          break;
        case 'last_seen_at':
          row.last_seen_at = timestamp(this.#lastSeen![i]!);
          break;
        case 'history_from':
          row.history_from = nullableTimestamp(this.#historyFrom![i]);
          break;
        case 'history_to':
          row.history_to = nullableTimestamp(this.#historyTo![i]);
          break;
        case 'container':
          row.container = containerRow(this.#containers![i]!);
          break;
        default: {
          const values = this.#plain.get(field);
          if (values !== undefined) (row as CaptureRow)[field] = values[i];
        }
      }
    }
    return row;
  }
}

/** The rows of a listing: the scope's identities, filtered, sorted when asked, each with the fields given (frozen, see ListingRows). */
function listingRows(source: ReadSource, args: ListProcessesArgs, fields: readonly string[]): ListingRows {
  const snapshot = source.latest;
  const index = snapshot ? snapshotIndex(snapshot) : EMPTY_INDEX;
  const nameTerm = args.filter?.name?.toLowerCase();
  const pathTerm = args.filter?.path?.toLowerCase();
  const pidTerm = args.filter?.pid;
  let entries = entriesOf(source, args.scope ?? 'live').filter((entry) => {
    if (pidTerm !== undefined && entry.identity.pid !== pidTerm) return false;
    if (nameTerm !== undefined && !entry.nameKey.includes(nameTerm)) return false;
    if (pathTerm !== undefined) {
      // Paths come from current snapshot rows only: a history-only identity has none and never matches (spec §6).
      const path = index.byKey.get(entry.key)?.path;
      if (path == null || !path.toLowerCase().includes(pathTerm)) return false;
    }
    return true;
  });
  if (args.sort) entries = [...entries].sort(args.sort.by === 'name' ? byName : byPid);
  return new ListingRows(source, entries, fields, index);
}

export const listProcesses: MethodHandler<'list_processes'> = (args, context) => {
  const choice = chooseSource(args.source, args.log_ref);
  const source = choice.open(context);
  const limit = pageLimit(args.limit, context);
  // The cursor binds every query argument including limit; retain_capture is the bridge's, not the query's.
  const signature = signatureOf('list_processes', args, ['cursor']);

  if (args.cursor !== undefined) {
    const position = context.connection.cursors.decodeFor(args.cursor, signature);
    const capture = readableCapture(context, position.captureId, 'cursor');
    return renderPage(context, { capture, offset: position.offset, limit, signature, head: { capture_id: capture.id } });
  }

  const fields: readonly string[] = args.projection ? PROCESS_LIST_FIELDS.filter((field) => args.projection!.includes(field)) : DEFAULT_FIELDS;
  const snapshot = source.latest;
  // A listing refused for want of room and asked for again while the mirror is unchanged (the bridge's eviction
  // and retry, CaptureStore.refusedRows) is the same listing: its rows are not built again.
  const reuseKey = `${signature} ${context.state.version}`;
  const rows = context.connection.captures.refusedRows(reuseKey) ?? listingRows(source, args, fields);

  const warnings = [...choice.warnings];
  if (!snapshot) warnings.push(source.kind === 'log' ? 'The log holds no complete frame, so nothing is listed.' : 'No sample has been applied yet, so nothing is listed; retry after the first sample.');
  const capture = freeze(
    context,
    rows,
    {
      kind: 'process_list',
      capturedAtMs: snapshot?.capturedAtMs ?? null,
      ...sourceFields(source.metadata, warnings, snapshot !== null),
      coverage: {},
    },
    { fields, reuseKey },
  );
  return renderPage(context, { capture, offset: 0, limit, signature, head: { capture_id: capture.id } });
};
