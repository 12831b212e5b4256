// Frozen-read plumbing shared by the paged tools (spec §6, §8): page limits,
// cursor signatures, the side table of what each capture holds, and page slicing under the encoded budget so the
// MCP message carrying a page in both representations stays within 4 MiB.
import type { BackendMethod } from '../../generated/backend/registry.js';
import { createHash } from 'node:crypto';
import { successEnvelope, type SuccessEnvelope } from '../contract/envelope.js';
import { LIMITS } from '../contract/limits.js';
import { rowsBetween, type Capture, type CaptureMetadata, type CaptureRow, type CaptureRows, type CaptureStore } from './captures.js';
import { withKnownJson } from '../ipc/known-json.js';
import type { ToolContext } from './context.js';
import { cursorInvalid, querySignature } from './cursors.js';
import { invalidArgument, ToolError } from './errors.js';
import { requireLiveActivity } from './sources.js';

/** The page size: the caller's limit, else 5,000 (100 in raw mode); never above the 5,000 cap. */
export function pageLimit(limit: number | undefined, context: ToolContext): number {
  const fallback = context.delivery?.raw ? LIMITS.raw_page_limit_default : LIMITS.page_limit_default;
  const chosen = limit ?? fallback;
  if (!Number.isSafeInteger(chosen) || chosen < 1 || chosen > LIMITS.page_limit_max) {
    throw invalidArgument(`limit must be an integer from 1 through ${LIMITS.page_limit_max}.`);
  }
  return chosen;
}

/**
 * The signature a cursor binds: every supplied query argument except those named, hashed so cursors stay short
 * (well under the 4,096-character cursor bound) whatever the filters are.
 */
export function signatureOf<Args extends object>(tool: BackendMethod, args: Args, exclude: readonly (keyof Args & string)[]): string {
  return createHash('sha256').update(querySignature(tool, args as Record<string, unknown>, exclude)).digest('base64url');
}

// ---------------------------------------------------------------------------------------------------------------
// What a capture holds

/** Facts about a capture the read path needs beyond CaptureMetadata; kept beside the store, keyed by the capture. */
export interface CaptureInfo {
  /** Row fields the capture holds, when the kind has a fixed field list (a listing holds only what was projected). */
  readonly fields: readonly string[] | null;
  /** `BackendState.liveEpoch` when a live capture was frozen; entering Log view invalidates older live captures. */
  readonly liveEpoch: number;
  /** Derived (filtered/projected) captures made from this one; released with it. */
  readonly derived: string[];
}

const INFO = new WeakMap<Capture, CaptureInfo>();

/** Freezes rows as a capture of this connection and records what it holds. */
export function freeze(
  context: ToolContext,
  rows: CaptureRows,
  metadata: CaptureMetadata,
  options: { readonly fields: readonly string[] | null; readonly derivedFrom?: Capture; readonly reuseKey?: string },
): Capture {
  const capture = context.connection.captures.create(rows, metadata, options.derivedFrom ?? null, 0, options.reuseKey);
  const parent = options.derivedFrom ? INFO.get(options.derivedFrom) : undefined;
  INFO.set(capture, { fields: options.fields, liveEpoch: parent?.liveEpoch ?? context.state.liveEpoch, derived: [] });
  parent?.derived.push(capture.id);
  return capture;
}

export function infoOf(capture: Capture): CaptureInfo | undefined {
  return INFO.get(capture);
}

/**
 * A capture for reading: ACTIVITY_CONFLICT for a live capture in Log view, and invalid once the TUI has been in
 * Log view since it was frozen (spec §9). `via` chooses the error of a vanished capture: REFERENCE_INVALID when
 * the caller named the capture, CURSOR_INVALID when it came from a cursor (spec §8).
 */
export function readableCapture(context: ToolContext, id: string, via: 'capture_id' | 'cursor'): Capture {
  let capture: Capture;
  try {
    capture = context.connection.captures.get(id);
  } catch (error) {
    if (via === 'cursor' && error instanceof ToolError && error.code === 'REFERENCE_INVALID') {
      throw cursorInvalid('the capture it pages has expired or was released (captures live 5 minutes after completion)');
    }
    throw error;
  }
  if (capture.logRef !== undefined && !context.connection.logs.has(capture.logRef)) {
    // The log it was made from was closed or expired: its captures went with it (spec §10).
    context.connection.captures.releaseFromLog(capture.logRef);
    const why = 'the log it was read from was closed or expired';
    if (via === 'cursor') throw cursorInvalid(why);
    throw new ToolError('REFERENCE_INVALID', `This capture cannot be read: ${why}. Open the log again and repeat the query.`, { retryable: false });
  }
  if (capture.source === 'live') {
    requireLiveActivity(context);
    const info = INFO.get(capture);
    if (info && info.liveEpoch !== context.state.liveEpoch) {
      const why = 'the TUI entered Log view after it was frozen, which invalidates live captures';
      if (via === 'cursor') throw cursorInvalid(why);
      throw new ToolError('REFERENCE_INVALID', `This capture cannot be read: ${why}. Repeat the query for a new capture.`, { retryable: false });
    }
  }
  return capture;
}

/** Releases a capture and every capture derived from it; idempotent. Returns whether `id` itself was retained. */
export function releaseWithDerived(store: CaptureStore, id: string): boolean {
  if (!store.has(id)) return store.release(id);
  const capture = store.get(id);
  for (const child of INFO.get(capture)?.derived ?? []) releaseWithDerived(store, child);
  return store.release(id);
}

// ---------------------------------------------------------------------------------------------------------------
// Encoded budget

/**
 * Room kept below 4 MiB for what is added after the backend sized a page: JSON-RPC framing and the tool-result
 * wrapper, the bridge's managed-delivery metadata (next_action repeats the cursor; retained capture ids) and the
 * text block's escaping of both. Generous on purpose: those additions are a few hundred bytes.
 */
export const DELIVERY_RESERVE_BYTES = 16 * 1024;
export const MESSAGE_BUDGET_BYTES = LIMITS.max_message_bytes - DELIVERY_RESERVE_BYTES;

/**
 * Bytes a JSON text adds to the MCP tool result: once as structuredContent and once as the same JSON escaped
 * inside the text block's string (quotes and backslashes doubled, control characters escaped; other characters
 * stay as UTF-8).
 */
export function dualEncodedBytes(json: string): number {
  return Buffer.byteLength(json) + Buffer.byteLength(JSON.stringify(json)) - 2;
}

/** Per-row costs of a capture's rows, computed on first use and kept as long as the rows live. */
const ROW_COSTS = new WeakMap<CaptureRows, Float64Array>();

/** The cost of row `index` of `rows`, which is `row` (built by the caller). */
function rowCost(rows: CaptureRows, index: number, row: CaptureRow): number {
  let costs = ROW_COSTS.get(rows);
  if (!costs) {
    costs = new Float64Array(rows.length).fill(-1);
    ROW_COSTS.set(rows, costs);
  }
  let cost = costs[index]!;
  if (cost < 0) {
    // The row plus its separating comma, in both representations.
    cost = dualEncodedBytes(JSON.stringify(row)) + 2;
    costs[index] = cost;
  }
  return cost;
}

export interface PageSlice {
  readonly rows: readonly CaptureRow[];
  /** Offset of the next page, or null when this page ends the capture. */
  readonly nextOffset: number | null;
}

/**
 * Rows from `offset`, at most `limit`, as many as fit beside `fixedBytes` (the page without rows) in the
 * message budget. A first row that alone does not fit is RESULT_TOO_LARGE rather than an empty page that
 * could never advance.
 */
export function slicePage(rows: CaptureRows, offset: number, limit: number, fixedBytes: number, budget = MESSAGE_BUDGET_BYTES): PageSlice {
  const end = Math.min(rows.length, offset + limit);
  // Only the rows this page may return are built (frozen rows) or copied.
  const page = rowsBetween(rows, offset, end);
  if (end > offset) {
    // Almost every page fits whole: serialized at once, its rows cost what the row-by-row sum below would come to
    // (each row and its comma in both representations is the page's dual-encoded size less its two brackets'
    // extra 2 bytes), and the page's JSON goes into the frame as it is (src/ipc/known-json.ts), so no row is
    // serialized twice. A page that does not fit is cut row by row.
    const json = JSON.stringify(page);
    if (fixedBytes + dualEncodedBytes(json) - 2 <= budget) return { rows: withKnownJson(page, json), nextOffset: end < rows.length ? end : null };
  }
  let used = fixedBytes;
  let index = offset;
  while (index < end) {
    const cost = rowCost(rows, index, page[index - offset]!);
    if (used + cost > budget) break;
    used += cost;
    index += 1;
  }
  if (index === offset && offset < end) {
    throw new ToolError('RESULT_TOO_LARGE', 'A single row of this result is larger than the 4 MiB response budget and cannot be returned. Narrow the query (for example with a projection).', { retryable: false });
  }
  return { rows: page.slice(0, index - offset), nextOffset: index < rows.length ? index : null };
}

/** A placeholder as long as any cursor this codec issues, so the fixed part is sized with a real cursor in it. */
const CURSOR_PLACEHOLDER = 'x'.repeat(256);

export interface PageRequest {
  readonly capture: Capture;
  readonly offset: number;
  readonly limit: number;
  /** Signature the next cursor binds (see signatureOf). */
  readonly signature: string;
  /** Data fields placed before `rows` (for example target, capture_id, kind). */
  readonly head: object;
  /** Extra warnings of this read, merged after the capture's own. */
  readonly warnings?: readonly string[];
}

/**
 * One page of a frozen capture as a complete envelope: the capture's own source, timestamps, status and
 * warnings (frozen pages keep their capture metadata), `rows`, `next_cursor`, `coverage` with `listed`, and the
 * capture's page extras (such as temporal coverage of a raw history).
 */
export function renderPage<Data extends object>(context: ToolContext, request: PageRequest): SuccessEnvelope<Data> {
  const { capture } = request;
  if (!Number.isSafeInteger(request.offset) || request.offset < 0 || request.offset > capture.frozen.length) {
    throw cursorInvalid('it points outside its capture');
  }
  const warnings = [...capture.warnings];
  for (const warning of request.warnings ?? []) if (!warnings.includes(warning)) warnings.push(warning);
  const build = (rows: readonly CaptureRow[], nextCursor: string | null) =>
    successEnvelope(
      context.backendInstanceId,
      {
        ...request.head,
        rows,
        next_cursor: nextCursor,
        coverage: { ...capture.coverage, listed: capture.frozen.length },
        ...(capture.pageExtras ?? {}),
      },
      {
        source: capture.source,
        capturedAtMs: capture.capturedAtMs ?? null,
        ...(capture.captureStartedAtMs !== undefined ? { captureStartedAtMs: capture.captureStartedAtMs } : {}),
        ...(capture.captureFinishedAtMs !== undefined ? { captureFinishedAtMs: capture.captureFinishedAtMs } : {}),
        status: capture.status,
        warnings,
        ...(capture.logRef !== undefined ? { logRef: capture.logRef } : {}),
        ...(capture.recordingIntervalSeconds !== undefined ? { recordingIntervalSeconds: capture.recordingIntervalSeconds } : {}),
      },
    );
  const fixed = dualEncodedBytes(JSON.stringify(build([], CURSOR_PLACEHOLDER)));
  const slice = slicePage(capture.frozen, request.offset, request.limit, fixed);
  const nextCursor =
    slice.nextOffset === null
      ? null
      : context.connection.cursors.encode({ captureId: capture.id, offset: slice.nextOffset, querySignature: request.signature });
  // A capture's rows are stored untyped (one store for every kind); the handler that froze them built them as its
  // tool's row type, and the suite checks every page against the tool's output schema (src/contract/result-check.ts).
  return build(slice.rows, nextCursor) as unknown as SuccessEnvelope<Data>;
}
