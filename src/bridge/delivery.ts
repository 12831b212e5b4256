// Bridge delivery (spec §4): strips delivery arguments, tells the backend the delivery mode, and for paged tools in
// the normal bridge manages captures — releases one-pass results after their final page, marks what stays
// retained, and supplies the exact read_capture continuation. Raw mode (`mcp-bridge --raw`) adds none of this.
import { randomUUID } from 'node:crypto';
import { adapterFor, type ToolAdapter } from '../../generated/bridge/adapters.js';
import { errorEnvelope } from '../contract/envelope.js';
import { LIMITS } from '../contract/limits.js';
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

interface PageData extends Record<string, unknown> {
  capture_id: string;
  next_cursor: string | null;
}

function errorCode(envelope: ToolEnvelope): string | undefined {
  const code = (envelope as { error?: { code?: unknown } }).error?.code;
  return typeof code === 'string' ? code : undefined;
}

function pageData(envelope: ToolEnvelope): PageData | null {
  const data = (envelope as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const page = data as Record<string, unknown>;
  if (typeof page.capture_id !== 'string' || !('next_cursor' in page)) return null;
  return page as PageData;
}

/** Operation states that can still change; the bridge waits on them and offers a continuation for some. */
const UNSETTLED_OPERATION: ReadonlySet<string> = new Set(['pending', 'running', 'pending_confirmation']);

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

  async call(adapter: ToolAdapter, args: Record<string, unknown>, signal: AbortSignal): Promise<ToolEnvelope> {
    // One tool call at a time (spec §8), including the release a managed page may need after its read.
    if (this.busy) return errorEnvelope(null, 'BUSY', 'Another tool call of this MCP session is still running; retry when it has finished.', true);
    this.busy = true;
    try {
      return await this.deliver(adapter, args, signal);
    } finally {
      this.busy = false;
    }
  }

  private async deliver(adapter: ToolAdapter, args: Record<string, unknown>, signal: AbortSignal): Promise<ToolEnvelope> {
    if (adapter.delivery === 'capture_starter') return this.deliverJob(adapter, args, signal);
    if (adapter.delivery === 'mutation') return this.deliverOperation(adapter, args, signal);
    const retain = adapter.paged && args.retain_capture === true;
    const native = this.nativeArguments(adapter, args);
    let envelope = await this.options.gateway.call(adapter, native, signal);
    // Abandoned one-pass streams (a client that stopped paging) must not hold the connection's eight capture slots
    // for five minutes: when a new capture does not fit, the least recently used bridge-owned stream goes first,
    // and the read-only call is sent again. Caller-retained captures are never evicted.
    for (let victim = this.evictable(); !this.options.raw && adapter.paged && errorCode(envelope) === 'RESOURCE_LIMIT' && victim !== null; victim = this.evictable()) {
      this.tracked.delete(victim);
      if (!(await this.release(victim, signal))) break;
      envelope = await this.options.gateway.call(adapter, native, signal);
    }
    if (adapter.tool === 'winproc_get_status' && !isErrorEnvelope(envelope)) return this.withDeliveryDefaults(envelope);
    if (adapter.tool === 'winproc_get_operation' && !this.options.raw) return withOperationContinuation(envelope);
    if (this.options.raw || !adapter.paged || isErrorEnvelope(envelope)) return envelope;
    const data = pageData(envelope);
    // A history summary is one result, not a page: nothing to manage.
    if (data === null) return envelope;
    return this.manage(adapter, args, retain, envelope, data, signal);
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

  private async manage(adapter: ToolAdapter, args: Record<string, unknown>, retain: boolean, envelope: ToolEnvelope, data: PageData, signal: AbortSignal): Promise<ToolEnvelope> {
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
        // One-pass result: the final page has been copied, so the capture goes now (spec §4).
        const entry = this.tracked.get(captureId);
        captureRetained = !(await this.release(captureId, signal));
        // A job's stream also ends its source capture and consumes the job's rows.
        for (const id of entry?.alsoRelease ?? []) await this.release(id, signal);
        if (entry?.jobId !== undefined) this.markConsumed(entry.jobId);
        this.tracked.delete(captureId);
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

  /** The least recently used bridge-owned stream, or null. */
  private evictable(): string | null {
    this.sweep();
    for (const [id, entry] of this.tracked) if (entry.owner === 'bridge') return id;
    return null;
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
  private async deliverJob(adapter: ToolAdapter, args: Record<string, unknown>, signal: AbortSignal): Promise<ToolEnvelope> {
    const raw = this.options.raw;
    const waitMs = typeof args.wait_ms === 'number' ? args.wait_ms : raw ? 0 : LIMITS.default_wait_ms;
    const read = typeof args.read === 'object' && args.read !== null ? (args.read as Record<string, unknown>) : undefined;
    const retain = args.retain_capture === true;
    const deadline = this.now() + waitMs;
    const started = Date.now();
    let envelope = await this.options.gateway.call(adapter, this.nativeArguments(adapter, args), signal);
    if (isErrorEnvelope(envelope)) return envelope;
    let data = (envelope as { data?: Record<string, unknown> }).data;
    if (!data || typeof data.job_id !== 'string') return envelope;
    const jobId = data.job_id;
    const getJob = adapterFor('winproc_get_job')!;
    // Poll get_job (never the start) until terminal or the wait budget ends; the budget uses the real clock too,
    // so an injected test clock cannot make the bridge wait forever.
    while (data.state === 'running' && this.now() < deadline && Date.now() - started < waitMs && !signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(JOB_POLL_INTERVAL_MS, Math.max(1, waitMs - (Date.now() - started)))));
      const polled = await this.options.gateway.call(getJob, { job_id: jobId, [DELIVERY_ARGUMENT]: { raw } }, signal);
      if (isErrorEnvelope(polled)) return polled;
      envelope = polled;
      data = (polled as { data: Record<string, unknown> }).data;
    }
    const result = (data.result ?? {}) as { capture_id?: unknown };
    const captureId = typeof result.capture_id === 'string' ? result.capture_id : null;

    if (raw) {
      // Raw mode: caller-owned captures; an inline page only when read was given.
      if (data.state !== 'succeeded' || captureId === null || read === undefined) return envelope;
      const page = await this.readFirstPage(captureId, read, signal);
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
    const page = await this.readFirstPage(captureId, read ?? {}, signal);
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
        captureRetained = !(await this.release(captureId, signal));
        if (derived) await this.release(pageId, signal);
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
   * operation settles or wait_ms ends (default 5 s; 0 in raw mode), and return the last status; the normal bridge
   * adds the exact get_operation continuation while it is pending or running. A failed poll after the operation was
   * accepted never hides it: the last known status is returned with its continuation.
   */
  private async deliverOperation(adapter: ToolAdapter, args: Record<string, unknown>, signal: AbortSignal): Promise<ToolEnvelope> {
    const raw = this.options.raw;
    const waitMs = typeof args.wait_ms === 'number' ? args.wait_ms : raw ? 0 : LIMITS.default_wait_ms;
    // Graph additions and export may omit operation_id (spec §10): it is generated here, before dispatch, so an
    // uncertain dispatch can still name the operation. Every other mutation's schema requires one.
    const operationId = typeof args.operation_id === 'string' ? args.operation_id : `op-${randomUUID()}`;
    let envelope = await this.options.gateway.call(adapter, this.nativeArguments(adapter, { ...args, operation_id: operationId }), signal);
    if (errorCode(envelope) === 'OUTCOME_UNKNOWN') return withOperationId(envelope, operationId);
    const getOperation = adapterFor('winproc_get_operation')!;
    const started = Date.now();
    for (;;) {
      const data = operationOf(envelope);
      const remaining = waitMs - (Date.now() - started);
      if (data === null || !UNSETTLED_OPERATION.has(data.state) || remaining <= 0 || signal.aborted) break;
      await new Promise((resolve) => setTimeout(resolve, Math.min(JOB_POLL_INTERVAL_MS, remaining)));
      const polled = await this.options.gateway.call(getOperation, { operation_id: data.operation_id, [DELIVERY_ARGUMENT]: { raw } }, signal);
      if (isErrorEnvelope(polled)) break;
      envelope = polled;
    }
    return raw ? envelope : withOperationContinuation(envelope);
  }

  /** The first page of a job's capture through read_capture with the caller's selection. */
  private async readFirstPage(captureId: string, read: Record<string, unknown>, signal: AbortSignal): Promise<ToolEnvelope> {
    const readCapture = adapterFor('winproc_read_capture')!;
    return this.options.gateway.call(readCapture, { ...read, capture_id: captureId, [DELIVERY_ARGUMENT]: { raw: this.options.raw } }, signal);
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.tracked) if (entry.expiresAtMs <= now) this.tracked.delete(id);
  }

  /**
   * Releases a capture through the backend; true when it is gone. A transport failure has already closed the
   * connection, whose cleanup releases every connection-owned capture, so that counts as gone; nothing is replayed.
   */
  private async release(captureId: string, signal: AbortSignal): Promise<boolean> {
    const adapter = adapterFor('winproc_release_capture');
    if (!adapter) return false;
    const result = await this.options.gateway.call(adapter, { capture_id: captureId, [DELIVERY_ARGUMENT]: { raw: this.options.raw } }, signal);
    if (!isErrorEnvelope(result)) return true;
    const code = errorCode(result);
    return code === 'OUTCOME_UNKNOWN' || code === 'BACKEND_UNAVAILABLE';
  }
}
