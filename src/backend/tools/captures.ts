// winproc_read_capture and winproc_release_capture: pages of frozen captures, never a new collection (spec §6, §8).
// An unmodified read slices the same capture (any page size); selectors or a projection make a separately budgeted
// derived capture that inherits the source's expiry.
import type { ReadCaptureArgs, ReleaseCaptureArgs } from '../../../generated/types/tools.js';
import { successEnvelope } from '../../contract/envelope.js';
import type { Capture, CaptureRow } from '../captures.js';
import type { MethodHandler, ToolContext } from '../context.js';
import { project } from '../encode.js';
import { cursorInvalid } from '../cursors.js';
import { invalidArgument } from '../errors.js';
import { freeze, infoOf, pageLimit, readableCapture, releaseWithDerived, renderPage, signatureOf } from '../paging.js';
import { CAPTURE_FIELDS, OWNER_FIELD } from '../../contract/limits.js';

/** Kinds whose rows carry a `path`, so path selectors apply. */
/** Looked up by a capture's kind string; a kind not published accepts any projection of its own fields. */
const FIELDS_BY_KIND: Readonly<Record<string, readonly string[] | undefined>> = CAPTURE_FIELDS;
const OWNER_BY_KIND: Readonly<Record<string, string | undefined>> = OWNER_FIELD;

const hasPath = (kind: string) => FIELDS_BY_KIND[kind]?.includes('path') ?? true;

interface Selectors {
  readonly filter?: string;
  readonly owner_name?: string;
  readonly extension?: string;
  readonly distinct_paths?: boolean;
  readonly projection?: readonly string[];
}

function isModified(args: ReadCaptureArgs): boolean {
  return args.filter !== undefined || args.owner_name !== undefined || args.extension !== undefined || args.distinct_paths === true || args.projection !== undefined;
}

/** Semantic checks of selectors against the capture kind; nothing is read before they pass. */
function checkSelectors(capture: Capture, selectors: Selectors): void {
  const { kind } = capture;
  if (kind === 'history') {
    throw invalidArgument('A raw history capture accepts neither path selectors nor projection; read it unmodified.');
  }
  if (selectors.distinct_paths === true && !(selectors.projection?.length === 1 && selectors.projection[0] === 'path')) {
    throw invalidArgument('distinct_paths requires projection ["path"].');
  }
  if ((selectors.filter !== undefined || selectors.extension !== undefined || selectors.distinct_paths === true) && !hasPath(kind)) {
    throw invalidArgument(`Captures of kind ${kind} have no path: filter, extension and distinct_paths do not apply.`);
  }
  if (selectors.owner_name !== undefined && OWNER_BY_KIND[kind] === undefined) {
    throw invalidArgument(`Captures of kind ${kind} record no owning process: owner_name does not apply.`);
  }
  if (selectors.projection) {
    const known = FIELDS_BY_KIND[kind];
    const foreign = known ? selectors.projection.filter((field) => !known.includes(field)) : [];
    if (foreign.length > 0) throw invalidArgument(`These fields do not exist in captures of kind ${kind}: ${foreign.join(', ')}.`);
    // A listing holds only what it projected (user and command_line are opt-in): reading never collects more.
    const held = infoOf(capture)?.fields;
    const missing = held ? selectors.projection.filter((field) => !held.includes(field)) : [];
    if (missing.length > 0) {
      throw invalidArgument(`This capture does not hold these fields: ${missing.join(', ')}. A capture keeps the fields its query projected; repeat that query with them projected.`);
    }
  }
}

/** The lower-case extension of a path's final component including the dot, or null. */
function extensionOf(path: string): string | null {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : null;
}

/** Selectors run before projection (spec §6): all-term path match, exact owner, extension, then distinct paths. */
function select(capture: Capture, selectors: Selectors): CaptureRow[] {
  const terms = selectors.filter?.toLowerCase().split(/\s+/).filter((term) => term.length > 0) ?? [];
  const owner = selectors.owner_name?.toLowerCase();
  const ownerField = OWNER_BY_KIND[capture.kind];
  const extension = selectors.extension?.toLowerCase();
  const pathOf = (row: CaptureRow) => (typeof row.path === 'string' ? row.path : null);
  let rows = capture.rows.filter((row) => {
    if (terms.length > 0 || extension !== undefined) {
      const path = pathOf(row);
      if (path === null) return false;
      const lower = path.toLowerCase();
      if (!terms.every((term) => lower.includes(term))) return false;
      if (extension !== undefined && extensionOf(path) !== extension) return false;
    }
    if (owner !== undefined) {
      const value = ownerField === undefined ? undefined : row[ownerField];
      if (typeof value !== 'string' || value.toLowerCase() !== owner) return false;
    }
    return true;
  });
  if (selectors.distinct_paths === true) {
    const seen = new Set<string>();
    rows = rows.filter((row) => {
      const path = pathOf(row);
      if (path === null) return false;
      // A name that is not valid UTF-8 is its bytes: two such files stay two rows even where their display
      // forms meet (NUL never occurs in a path, so a byte key cannot equal a text key).
      const key = typeof row.path_bytes_hex === 'string' ? `\0${row.path_bytes_hex}` : path;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return selectors.projection ? rows.map((row) => project(row, selectors.projection!)) : rows;
}

/** The data fields a read_capture page carries before its rows. */
interface ReadCaptureHead {
  readonly capture_id: string;
  readonly kind: string;
  readonly log_ref?: string;
  readonly recording_interval_seconds?: number;
}

function head(capture: Capture): ReadCaptureHead {
  return {
    capture_id: capture.id,
    kind: capture.kind,
    ...(capture.logRef !== undefined ? { log_ref: capture.logRef } : {}),
    ...(capture.recordingIntervalSeconds !== undefined ? { recording_interval_seconds: capture.recordingIntervalSeconds } : {}),
  };
}

export const readCapture: MethodHandler<'read_capture'> = (args, context) => {
  const limit = pageLimit(args.limit, context);

  // Continuing by cursor is the cursor path of spec §8 even though the capture is named too: a vanished capture is
  // CURSOR_INVALID there, REFERENCE_INVALID when only the capture ID was given.
  const via = args.cursor !== undefined ? 'cursor' : 'capture_id';
  if (!isModified(args)) {
    // Unmodified: slice the very same capture from any cursor this connection issued for it (a listing's, a raw
    // history's or an earlier read's); only the page size may change. No new capture, no new slot.
    let offset = 0;
    if (args.cursor !== undefined) {
      const position = context.connection.cursors.decode(args.cursor);
      if (position.captureId !== args.capture_id) throw cursorInvalid('it was issued for another capture');
      offset = position.offset;
    }
    const capture = readableCapture(context, args.capture_id, via);
    const signature = signatureOf('read_capture', { capture_id: capture.id }, []);
    return renderPage(context, { capture, offset, limit, signature, head: head(capture) });
  }

  const source = readableCapture(context, args.capture_id, via);
  const selectors: Selectors = args;
  checkSelectors(source, selectors);
  // A derived read is an ordinary query: its cursor binds every supplied argument, limit included (spec §6 lets
  // only the unmodified read change its page size).
  const signature = signatureOf('read_capture', args, ['cursor']);
  if (args.cursor !== undefined) {
    const position = context.connection.cursors.decodeFor(args.cursor, signature);
    const derived = readableCapture(context, position.captureId, 'cursor');
    return renderPage(context, { capture: derived, offset: position.offset, limit, signature, head: head(derived) });
  }
  const info = infoOf(source);
  const fields = selectors.projection ? [...selectors.projection] : (info?.fields ?? null);
  // A derived capture is a new, separately budgeted capture that inherits the source's expiry (spec §8, §12).
  const derived = freeze(
    context,
    select(source, selectors),
    {
      kind: source.kind,
      source: source.source,
      capturedAtMs: source.capturedAtMs ?? null,
      ...(source.captureStartedAtMs !== undefined ? { captureStartedAtMs: source.captureStartedAtMs } : {}),
      ...(source.captureFinishedAtMs !== undefined ? { captureFinishedAtMs: source.captureFinishedAtMs } : {}),
      status: source.status,
      warnings: source.warnings,
      coverage: source.coverage,
      ...(source.pageExtras !== undefined ? { pageExtras: source.pageExtras } : {}),
      ...(source.logRef !== undefined ? { logRef: source.logRef } : {}),
      ...(source.recordingIntervalSeconds !== undefined ? { recordingIntervalSeconds: source.recordingIntervalSeconds } : {}),
    },
    { fields, derivedFrom: source },
  );
  return renderPage(context, { capture: derived, offset: 0, limit, signature, head: head(derived) });
};

/** Releases a capture and its derived captures; releasing an unknown, expired or released one is a no-op. */
export const releaseCapture: MethodHandler<'release_capture'> = (args, context) => {
  const released = releaseWithDerived(context.connection.captures, args.capture_id);
  return successEnvelope(context.backendInstanceId, { capture_id: args.capture_id, released });
};
