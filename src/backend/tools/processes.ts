// winproc_list_processes (live source): an immutable listing of process identities from the latest applied
// snapshot and retained history, frozen into a connection-owned capture and paged with bound cursors (spec §6, §7).
import type { ListProcessesArgs, OutProcessRow } from '../../../generated/types/tools.js';
import { identityKey, type ProcessSample, type Snapshot } from '../../model/types.js';
import { compareStart, type ProcessEntry } from '../../model/index.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { nullableTimestamp, timestamp } from '../encode.js';
import { pageLimit, readableCapture, renderPage, freeze, signatureOf } from '../paging.js';
import { chooseSource, sourceFields, type ReadSource } from '../sources.js';
import type { ProcessReferences } from '../references.js';
import type { CaptureRow } from '../captures.js';
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

/** The rows of a listing: the scope's identities, filtered, sorted when asked, each with the fields given. */
function listingRows(source: ReadSource, args: ListProcessesArgs, fields: readonly string[]): CaptureRow[] {
  const snapshot = source.latest;
  const index = snapshot ? snapshotIndex(snapshot) : EMPTY_INDEX;
  const references = source.references;
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

  return entries.map((entry) => {
    const sample = index.byKey.get(entry.key);
    // Built in `fields` order, each field set at most once: the row is its own projection (no copy per row).
    const row: OutProcessRow & CaptureRow = {};
    for (const field of fields) {
      switch (field) {
        case 'process_ref':
          row.process_ref = references.refFor(entry.key);
          break;
        case 'pid':
          row.pid = entry.identity.pid;
          break;
        case 'name':
          row.name = entry.identity.name;
          break;
        case 'name_bytes_hex':
          // Present only for a name that is not UTF-8: a field the schema marks optional, never null.
          if (entry.identity.nameBytesHex !== undefined) row.name_bytes_hex = entry.identity.nameBytesHex;
          break;
        case 'start_time':
          row.start_time = nullableTimestamp(entry.identity.startTimeMs);
          break;
        case 'parent':
          row.parent = parentOf(entry, index, references);
          break;
        case 'lifecycle':
          // Evidence at list time: live when in the latest snapshot; history-only is unknown, never inferred exited.
          // A recording's rows are always unknown: recorded membership is not current OS liveness (spec §10).
          row.lifecycle = source.lifecycle(sample !== undefined);
          break;
        case 'last_seen_at':
          row.last_seen_at = timestamp(entry.lastSeenMs);
          break;
        case 'history_from':
          // Through `read`: the oldest slot of a ring shared with the App is the one its writer reuses first.
          row.history_from = nullableTimestamp(entry.history.read(() => entry.history.firstTimestamp()));
          break;
        case 'history_to':
          row.history_to = nullableTimestamp(entry.history.read(() => entry.history.lastTimestamp()));
          break;
        case 'path':
          row.path = sample?.path ?? null;
          break;
        case 'task_name': {
          // The current snapshot's comm; a log records none and an identity absent from the snapshot has none now.
          const task = sample?.values.task_name;
          row.task_name = typeof task === 'string' ? task : null;
          break;
        }
        case 'user':
          row.user = sample?.user ?? entry.user ?? null;
          break;
        case 'cgroup':
          row.cgroup = sample?.cgroup?.path ?? null;
          break;
        case 'systemd_unit':
          row.systemd_unit = sample?.cgroup?.unit ?? null;
          break;
        case 'container': {
          const c = sample?.cgroup?.container ?? null;
          row.container = c === null ? null : { runtime: c.runtime, id: c.id, pod_uid: c.podUid, name: c.name };
          break;
        }
        case 'namespace_pid':
          row.namespace_pid = sample?.cgroup?.namespacePid ?? null;
          break;
      }
    }
    return row;
  });
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
