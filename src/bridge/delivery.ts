// Bridge delivery (spec §4): strips delivery arguments, tells the backend the delivery mode, and for paged tools in
// the normal bridge manages captures — releases one-pass results after their final page, marks what stays
// retained, and supplies the exact read_capture continuation. Raw mode (`mcp-bridge --raw`) adds none of this.
import { setTimeout as delay } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { adapterFor, type ToolAdapter } from '../../generated/bridge/adapters.js';
import { LazyAbort } from '../channel/lazy-abort.js';
import { errorEnvelope } from '../contract/envelope.js';
import { LIMITS } from '../contract/limits.js';
import { CallEnvelope } from './call-envelope.js';
import { isErrorEnvelope, type ToolEnvelope } from './envelope.js';
import type { BackendGateway } from './server.js';

/**
 * The reserved argument the bridge adds after schema validation to tell the backend its delivery mode; the
 * backend's dispatcher strips it before any handler (DELIVERY_ARGUMENT in src/backend/context.ts, same name).
 * Inputs reject unknown fields at the bridge, so a client can never send it itself.
 */
export const DELIVERY_ARGUMENT = '__delivery';

/** Bridge continuation bookkeeping lives five minutes (spec §4), like the captures it describes. */
export const BOOKKEEPING_LIFETIME_MS = 5 * 60_000;
/** Far above the eight captures a connection can retain; only a guard against unbounded growth. */
const MAX_TRACKED_CAPTURES = 64;

type Owner = 'bridge' | 'caller';

interface Tracked {
  /** `bridge`: a one-pass stream the bridge releases after its final page; `caller`: retained for the caller. */
  owner: Owner;
  readonly expiresAtMs: number;
  /** Captures released together with this stream after its final page (a job's source capture). */
  readonly alsoRelease?: readonly string[];
  /** The job whose rows this stream delivers; it is consumed once the stream ends. */
  readonly jobId?: string;
}

/** Interval between get_job polls while the bridge waits for a job (spec §4: ~100–200 ms). */
export const JOB_POLL_INTERVAL_MS = 150;

export interface DeliveryOptions {
  readonly raw: boolean;
  readonly gateway: BackendGateway;
  readonly now?: () => number;
}

/** One MCP tool call as its backend requests see it: the client's cancellation and the envelope they share. */
interface ToolCall {
  readonly cancellation: LazyAbort;
  readonly envelope: CallEnvelope;
}

interface PageData extends Record<string, unknown> {
  capture_id: string;
  next_cursor: string | null;
}

function errorCode(envelope: ToolEnvelope): string | undefined {
  const code = (envelope as { error?: { code?: unknown } }).error?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The connection closed under the request (timeout, cancellation, loss): the connection-owned cleanup has released
 * every capture and cancelled every job of the connection, and nothing more of the call can be sent.
 */
function isTransportFailure(envelope: ToolEnvelope): boolean {
  const code = errorCode(envelope);
  return code === 'OUTCOME_UNKNOWN' || code === 'BACKEND_UNAVAILABLE';
}

/** A RESOURCE_LIMIT of the connection's capture room (it names the retained captures), not of its job records. */
function isCaptureRoomLimit(envelope: ToolEnvelope): boolean {
  const error = (envelope as { error?: { code?: unknown; retained_capture_ids?: unknown } }).error;
  return error?.code === 'RESOURCE_LIMIT' && Array.isArray(error.retained_capture_ids);
}

function pageData(envelope: ToolEnvelope): PageData | null {
  const data = (envelope as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const page = data as Record<string, unknown>;
  if (typeof page.capture_id !== 'string' || !('next_cursor' in page)) return null;
  return page as PageData;
}

/**
 * Operation states the bridge waits on. `pending_confirmation` can still change, but only by the person at the TUI:
 * it returns at once and is never polled, approved or replayed by the bridge (spec §4).
 */
const AWAITED_OPERATION: ReadonlySet<string> = new Set(['pending', 'running']);

function operationOf(envelope: ToolEnvelope): { operation_id: string; state: string } | null {
  if (isErrorEnvelope(envelope)) return null;
  const data = (envelope as { data?: { operation_id?: unknown; state?: unknown } }).data;
  return typeof data?.operation_id === 'string' && typeof data.state === 'string' ? (data as { operation_id: string; state: string }) : null;
}

/**
 * The normal bridge's `next_action` for an operation: the exact winproc_get_operation call while it is pending or
 * running; null once settled and while it waits for local confirmation (the person at the TUI decides, so there is
 * no automatic follow-up — the catalog's out_next_action says so).
 */
function withOperationContinuation(envelope: ToolEnvelope): ToolEnvelope {
  const data = operationOf(envelope);
  if (data === null) return envelope;
  const polling = data.state === 'pending' || data.state === 'running';
  const nextAction = polling ? { tool: 'winproc_get_operation', arguments: { operation_id: data.operation_id } } : null;
  return { ...envelope, data: { ...(envelope as { data: object }).data, next_action: nextAction } };
}

/**
 * What the final poll's answer, the first-page read and the release keep of the ten-second response deadline when
 * wait_ms reaches it (the schema allows 10,000 ms): polling stops this much earlier, so a long wait returns the
 * running job instead of timing out its own last steps (spec §4: the wait budget covers polling; reading and cleanup
 * run inside the outer deadline).
 */
export const DELIVERY_RESERVE_MS = 1_000;

/** The polling part of a wait: wait_ms, never past the call's deadline less the reserve for its last steps. */
function pollWindow(waitMs: number): number {
  return Math.min(waitMs, LIMITS.response_deadline_ms - DELIVERY_RESERVE_MS);
}

/** An uncertain dispatch names the operation it may have entered, so its status can be asked after reconnecting. */
function withOperationId(envelope: ToolEnvelope, operationId: string): ToolEnvelope {
  const error = (envelope as { error: Record<string, unknown> }).error;
  return { ...envelope, error: { ...error, operation_id: operationId } } as ToolEnvelope;
}

export class Delivery {
  private readonly tracked = new Map<string, Tracked>();
  /** Jobs whose rows the bridge delivered and released: later polls report result_consumed (5-minute bookkeeping). */
  private readonly consumed = new Map<string, number>();
  private readonly now: () => number;
  private busy = false;

  constructor(private readonly options: DeliveryOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Captures the bridge currently remembers, for tests and diagnostics. */
  trackedCaptures(): ReadonlyMap<string, { readonly owner: Owner }> {
    this.sweep();
    return this.tracked;
  }

  async call(adapter: ToolAdapter, args: Record<string, unknown>, cancellation: AbortSignal | LazyAbort): Promise<ToolEnvelope> {
    // One tool call at a time (spec §8), including the release a managed page may need after its read.
    if (this.busy) return errorEnvelope(null, 'BUSY', 'Another tool call of this MCP session is still running; retry when it has finished.', true);
    this.busy = true;
    // One envelope for every backend request of this call: one response deadline, one cancellation (spec §4).
    const call: ToolCall = { cancellation: LazyAbort.of(cancellation), envelope: new CallEnvelope() };
    try {
      return await this.deliver(adapter, args, call);
    } finally {
      call.envelope.end();
      this.busy = false;
    }
  }

  /** Every backend request of a call goes through here, with the call's envelope. */
  private send(adapter: ToolAdapter, args: Record<string, unknown>, call: ToolCall): Promise<ToolEnvelope> {
    return this.options.gateway.call(adapter, args, call.cancellation, call.envelope);
  }

  /**
   * Sends a request that may need a new capture. Abandoned one-pass streams (a client that stopped paging, or never
   * followed a starter's continuation) must not hold the connection's eight capture slots for five minutes: when a
   * new capture does not fit, the least recently used bridge-owned stream goes first and the request is sent again.
   * Only requests a RESOURCE_LIMIT rejected before doing anything come here (a read, or a start that started no
   * job), so sending them again repeats no work. Caller-retained captures are never evicted.
   */
  private async withRoom(adapter: ToolAdapter, args: Record<string, unknown>, call: ToolCall): Promise<ToolEnvelope> {
    let envelope = await this.send(adapter, args, call);
    while (isCaptureRoomLimit(envelope) && (await this.evict(call))) envelope = await this.send(adapter, args, call);
    return envelope;
  }

  private async deliver(adapter: ToolAdapter, args: Record<string, unknown>, call: ToolCall): Promise<ToolEnvelope> {
    // A wait job (a condition wait) is delivered like a capture starter: its result simply names no capture.
    if (adapter.delivery === 'capture_starter' || adapter.delivery === 'wait_job') return this.deliverJob(adapter, args, call);
    if (adapter.delivery === 'mutation') return this.deliverOperation(adapter, args, call);
    const retain = adapter.paged && args.retain_capture === true;
    const native = this.nativeArguments(adapter, args);
    const envelope = adapter.paged ? await this.withRoom(adapter, native, call) : await this.send(adapter, native, call);
    if (adapter.tool === 'winproc_get_status' && !isErrorEnvelope(envelope)) return this.withDeliveryDefaults(envelope);
    if (adapter.tool === 'winproc_get_operation' && !this.options.raw) return withOperationContinuation(envelope);
    if (this.options.raw || !adapter.paged || isErrorEnvelope(envelope)) return envelope;
    const data = pageData(envelope);
    // A history summary is one result, not a page: nothing to manage.
    if (data === null) return envelope;
    return this.manage(adapter, args, retain, envelope, data, call);
  }

  /** winproc_get_status reports the bridge's delivery defaults (`data.delivery`), which only the bridge knows. */
  private withDeliveryDefaults(envelope: ToolEnvelope): ToolEnvelope {
    const data = (envelope as { data?: unknown }).data;
    if (typeof data !== 'object' || data === null) return envelope;
    const raw = this.options.raw;
    const delivery = { mode: raw ? 'raw' : 'normal', default_wait_ms: raw ? 0 : LIMITS.default_wait_ms, default_page_limit: raw ? LIMITS.raw_page_limit_default : LIMITS.page_limit_default };
    return { ...envelope, data: { ...data, delivery } };
  }

  /**
   * The arguments the backend receives: delivery arguments removed (they are the bridge's and do not change the
   * query or its cursor binding), the delivery mode added. Classes whose bridge delivery is not built yet
   * (capture starters, wait jobs, mutations) keep wait_ms/read for now; only retain_capture of paged tools goes.
   */
  private nativeArguments(adapter: ToolAdapter, args: Record<string, unknown>): Record<string, unknown> {
    const native: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(args)) {
      if (adapter.paged && key === 'retain_capture') continue;
      // wait_ms, read and retain_capture of starters are the bridge's: removed before native dispatch (spec §4).
      if ((adapter.deliveryArguments as readonly string[]).includes(key)) continue;
      native[key] = value;
    }
    native[DELIVERY_ARGUMENT] = { raw: this.options.raw };
    return native;
  }

  private async manage(adapter: ToolAdapter, args: Record<string, unknown>, retain: boolean, envelope: ToolEnvelope, data: PageData, call: ToolCall): Promise<ToolEnvelope> {
    this.sweep();
    const captureId = data.capture_id;
    const owner = this.ownerOf(adapter, args, captureId, retain);
    const related: string[] = [];
    // A derived read keeps its source's status visible: a retained source stays the caller's to release.
    const sourceId = adapter.tool === 'winproc_read_capture' && typeof args.capture_id === 'string' && args.capture_id !== captureId ? args.capture_id : null;
    if (sourceId !== null && this.tracked.get(sourceId)?.owner === 'caller') related.push(sourceId);

    let captureRetained = true;
    let nextAction: Record<string, unknown> | null = null;
    if (data.next_cursor === null) {
      if (owner === 'bridge') {
        // One-pass result: the final page has been copied, so the stream goes now (spec §4).
        const entry = this.tracked.get(captureId);
        this.tracked.delete(captureId);
        captureRetained = !(await this.endStream(captureId, entry, call));
      } else {
        this.remember(captureId, 'caller');
      }
    } else {
      this.remember(captureId, owner, this.tracked.get(captureId));
      const continuation: Record<string, unknown> = { capture_id: captureId, cursor: data.next_cursor };
      if (typeof args.limit === 'number') continuation.limit = args.limit;
      // Continuations preserve retention (spec §4).
      if (owner === 'caller') continuation.retain_capture = true;
      nextAction = { tool: 'winproc_read_capture', arguments: continuation };
    }
    if (captureRetained && owner === 'caller') related.unshift(captureId);
    if (captureRetained && owner === 'bridge' && data.next_cursor === null) related.unshift(captureId);
    return {
      ...envelope,
      data: { ...data, next_action: nextAction, capture_retained: captureRetained, retained_capture_ids: related },
    };
  }

  /** Who owns the capture a page came from, updating the bookkeeping for a retain request. */
  private ownerOf(adapter: ToolAdapter, args: Record<string, unknown>, captureId: string, retain: boolean): Owner {
    const known = this.tracked.get(captureId);
    if (retain) return 'caller';
    if (known) return known.owner;
    if (adapter.tool === 'winproc_read_capture') {
      // A derived capture this call created is a one-pass stream; a capture the bridge does not remember (retained
      // by the caller, or bookkeeping past five minutes) is never released behind the caller's back.
      return args.capture_id !== captureId ? 'bridge' : 'caller';
    }
    // A listing or raw history page: the bridge created the stream (a continuation by cursor of a stream whose
    // bookkeeping expired is treated the same; its capture has expired by then too).
    return 'bridge';
  }

  /** Ends the least recently used bridge-owned stream; false when there is none, or it could not be released. */
  private async evict(call: ToolCall): Promise<boolean> {
    this.sweep();
    for (const [id, entry] of this.tracked) {
      if (entry.owner !== 'bridge') continue;
      this.tracked.delete(id);
      return this.endStream(id, entry, call);
    }
    return false;
  }

  /**
   * Releases a bridge-owned stream: its capture and the source it was derived from — a source the bridge no longer
   * remembers would hold its slot for five minutes with nobody to release it — and a job's rows count as consumed,
   * so a later poll reports result_consumed instead of reading a released capture. True when the stream is gone.
   */
  private async endStream(captureId: string, entry: Tracked | undefined, call: ToolCall): Promise<boolean> {
    const released = await this.release(captureId, call);
    for (const id of entry?.alsoRelease ?? []) await this.release(id, call);
    if (entry?.jobId !== undefined) this.markConsumed(entry.jobId);
    return released;
  }

  private remember(captureId: string, owner: Owner, extra: Pick<Tracked, 'alsoRelease' | 'jobId'> = {}): void {
    const known = this.tracked.get(captureId);
    if (known) {
      known.owner = owner;
      // Map order is recency order: a stream that was just read moves to the back.
      this.tracked.delete(captureId);
      this.tracked.set(captureId, known);
      return;
    }
    if (this.tracked.size >= MAX_TRACKED_CAPTURES) this.tracked.delete(this.tracked.keys().next().value as string);
    this.tracked.set(captureId, {
      owner,
      expiresAtMs: this.now() + BOOKKEEPING_LIFETIME_MS,
      ...(extra.alsoRelease ? { alsoRelease: extra.alsoRelease } : {}),
      ...(extra.jobId !== undefined ? { jobId: extra.jobId } : {}),
    });
  }

  private markConsumed(jobId: string): void {
    if (this.consumed.size >= MAX_TRACKED_CAPTURES) this.consumed.delete(this.consumed.keys().next().value as string);
    this.consumed.set(jobId, this.now() + BOOKKEEPING_LIFETIME_MS);
  }

  private isConsumed(jobId: string): boolean {
    const until = this.consumed.get(jobId);
    if (until === undefined) return false;
    if (until <= this.now()) {
      this.consumed.delete(jobId);
      return false;
    }
    return true;
  }

  /**
   * Capture starters and winproc_get_job (spec §4): dispatch the original request once, then poll only get_job
   * until terminal or wait_ms; after success read the first page with the caller's `read` selection into
   * `data.result_page` and release the chain unless retain_capture. Raw mode waits only when asked (wait_ms
   * defaults to 0), reads only with an explicit `read`, and adds no managed metadata.
   */
  private async deliverJob(adapter: ToolAdapter, args: Record<string, unknown>, call: ToolCall): Promise<ToolEnvelope> {
    const raw = this.options.raw;
    const waitMs = typeof args.wait_ms === 'number' ? args.wait_ms : raw ? 0 : LIMITS.default_wait_ms;
    const read = typeof args.read === 'object' && args.read !== null ? (args.read as Record<string, unknown>) : undefined;
    const retain = args.retain_capture === true;
    let envelope = await this.withRoom(adapter, this.nativeArguments(adapter, args), call);
    if (isErrorEnvelope(envelope)) return envelope;
    let data = (envelope as { data?: Record<string, unknown> }).data;
    if (!data || typeof data.job_id !== 'string') return envelope;
    const jobId = data.job_id;
    const getJob = adapterFor('winproc_get_job')!;
    // Poll get_job (never the start) until terminal or the wait budget ends, inside the call's one deadline.
    const window = pollWindow(waitMs);
    for (let left = call.envelope.waitRemainingMs(window); data.state === 'running' && left > 0; left = call.envelope.waitRemainingMs(window)) {
      // A cancellation ends the pause: the call's envelope has closed the connection (which cancels the job and
      // releases its captures, since the client never learns the job ID), and the poll reports OUTCOME_UNKNOWN.
      await delay(Math.min(JOB_POLL_INTERVAL_MS, left), undefined, { signal: call.cancellation.signal }).catch(() => undefined);
      const polled = await this.send(getJob, { job_id: jobId, [DELIVERY_ARGUMENT]: { raw } }, call);
      // A closed connection took the job with it; any other failed poll must not hide the running job's ID, or its
      // result would stay retained with nobody able to reach it: the last known state goes back with its continuation.
      if (isTransportFailure(polled)) return polled;
      if (isErrorEnvelope(polled)) break;
      envelope = polled;
      data = (polled as { data: Record<string, unknown> }).data;
    }
    const result = (data.result ?? {}) as { capture_id?: unknown };
    const captureId = typeof result.capture_id === 'string' ? result.capture_id : null;

    if (raw) {
      // Raw mode: caller-owned captures; an inline page only when read was given.
      if (data.state !== 'succeeded' || captureId === null || read === undefined) return envelope;
      const page = await this.readFirstPage(captureId, read, call);
      if (isTransportFailure(page)) return page;
      return { ...envelope, data: { ...data, result_page: page } };
    }

    if (data.state === 'running') {
      const continuation: Record<string, unknown> = { job_id: jobId };
      if (read !== undefined) continuation.read = read;
      if (retain) continuation.retain_capture = true;
      return { ...envelope, data: { ...data, next_action: { tool: 'winproc_get_job', arguments: continuation } } };
    }
    if (data.state !== 'succeeded' || captureId === null) return { ...envelope, data: { ...data, next_action: null } };
    if (this.isConsumed(jobId)) {
      // The rows were delivered and released: never reconstructed or rescanned (spec §4).
      return { ...envelope, data: { ...data, result_consumed: true, capture_retained: false, retained_capture_ids: [], next_action: null } };
    }
    this.sweep();
    const known = this.tracked.get(captureId);
    // A capture the caller retained earlier stays the caller's, whatever this poll asks.
    const keep = retain || known?.owner === 'caller';
    const page = await this.readFirstPage(captureId, read ?? {}, call);
    // The connection closed under the read: the source went with it, and the call's outcome is unknown.
    if (isTransportFailure(page)) return page;
    if (isErrorEnvelope(page)) {
      // A failed first-page selection leaves the source retained for correction (spec §4).
      this.remember(captureId, 'caller');
      return { ...envelope, data: { ...data, result_page: page, next_action: null, capture_retained: true, retained_capture_ids: [captureId] } };
    }
    const pageInfo = pageData(page)!;
    const pageId = pageInfo.capture_id;
    const derived = pageId !== captureId;
    let captureRetained: boolean;
    let retainedIds: string[];
    let nextAction: Record<string, unknown> | null = null;
    if (pageInfo.next_cursor === null) {
      if (keep) {
        this.remember(captureId, 'caller');
        if (derived) this.remember(pageId, 'caller');
        captureRetained = true;
        retainedIds = derived ? [captureId, pageId] : [captureId];
      } else {
        // One pass: the page has been copied, so the source and its derived capture go now.
        captureRetained = !(await this.release(captureId, call));
        if (derived) await this.release(pageId, call);
        this.tracked.delete(captureId);
        this.markConsumed(jobId);
        retainedIds = captureRetained ? [captureId] : [];
      }
    } else {
      // More pages: keep the chain for the generic read_capture continuation of the frozen next page.
      if (keep) {
        this.remember(captureId, 'caller');
        if (derived) this.remember(pageId, 'caller');
        retainedIds = derived ? [captureId, pageId] : [captureId];
      } else {
        this.remember(pageId, 'bridge', { ...(derived ? { alsoRelease: [captureId] } : {}), jobId });
        retainedIds = [];
      }
      captureRetained = true;
      const continuation: Record<string, unknown> = { capture_id: pageId, cursor: pageInfo.next_cursor };
      if (typeof read?.limit === 'number') continuation.limit = read.limit;
      if (keep) continuation.retain_capture = true;
      nextAction = { tool: 'winproc_read_capture', arguments: continuation };
    }
    const managed = { next_action: nextAction, capture_retained: captureRetained, retained_capture_ids: retainedIds };
    const resultPage = { ...page, data: { ...pageInfo, ...managed } };
    return { ...envelope, data: { ...data, result_page: resultPage, ...managed } };
  }

  /**
   * State-changing tools (spec §4, §10): dispatch the request once, then poll only winproc_get_operation until the
   * operation settles, waits for local confirmation (returned at once, never polled) or wait_ms ends (default 5 s;
   * 0 in raw mode), and return the last status; the normal bridge
   * adds the exact get_operation continuation while it is pending or running. A failed poll after the operation was
   * accepted never hides it: the last known status is returned with its continuation.
   */
  private async deliverOperation(adapter: ToolAdapter, args: Record<string, unknown>, call: ToolCall): Promise<ToolEnvelope> {
    const raw = this.options.raw;
    const waitMs = typeof args.wait_ms === 'number' ? args.wait_ms : raw ? 0 : LIMITS.default_wait_ms;
    // Graph additions and export may omit operation_id (spec §10): it is generated here, before dispatch, so an
    // uncertain dispatch can still name the operation. Every other mutation's schema requires one.
    const operationId = typeof args.operation_id === 'string' ? args.operation_id : `op-${randomUUID()}`;
    let envelope = await this.send(adapter, this.nativeArguments(adapter, { ...args, operation_id: operationId }), call);
    if (errorCode(envelope) === 'OUTCOME_UNKNOWN') return withOperationId(envelope, operationId);
    const getOperation = adapterFor('winproc_get_operation')!;
    // The wait counts from the dispatch inside the call's one response deadline, like a job's (pollWindow).
    const window = pollWindow(waitMs);
    for (;;) {
      const data = operationOf(envelope);
      const left = call.envelope.waitRemainingMs(window);
      if (data === null || !AWAITED_OPERATION.has(data.state) || left <= 0 || call.cancellation.aborted) break;
      await delay(Math.min(JOB_POLL_INTERVAL_MS, left), undefined, { signal: call.cancellation.signal }).catch(() => undefined);
      if (call.cancellation.aborted) break;
      const polled = await this.send(getOperation, { operation_id: data.operation_id, [DELIVERY_ARGUMENT]: { raw } }, call);
      if (isErrorEnvelope(polled)) break;
      envelope = polled;
    }
    return raw ? envelope : withOperationContinuation(envelope);
  }

  /** The first page of a job's capture through read_capture with the caller's selection (a derived one needs room). */
  private async readFirstPage(captureId: string, read: Record<string, unknown>, call: ToolCall): Promise<ToolEnvelope> {
    const readCapture = adapterFor('winproc_read_capture')!;
    return this.withRoom(readCapture, { ...read, capture_id: captureId, [DELIVERY_ARGUMENT]: { raw: this.options.raw } }, call);
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.tracked) if (entry.expiresAtMs <= now) this.tracked.delete(id);
  }

  /**
   * Releases a capture through the backend; true when it is gone. A transport failure has already closed the
   * connection, whose cleanup releases every connection-owned capture, so that counts as gone; nothing is replayed.
   */
  private async release(captureId: string, call: ToolCall): Promise<boolean> {
    const adapter = adapterFor('winproc_release_capture');
    if (!adapter) return false;
    const result = await this.send(adapter, { capture_id: captureId, [DELIVERY_ARGUMENT]: { raw: this.options.raw } }, call);
    return !isErrorEnvelope(result) || isTransportFailure(result);
  }
}
