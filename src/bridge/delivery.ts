// Bridge delivery (spec §4): strips delivery arguments, tells the backend the delivery mode, and for paged tools in
// the normal bridge manages captures — releases one-pass results after their final page, marks what stays
// retained, and supplies the exact read_capture continuation. Raw mode (`mcp-bridge --raw`) adds none of this.
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
}

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

export class Delivery {
  private readonly tracked = new Map<string, Tracked>();
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
        captureRetained = !(await this.release(captureId, signal));
        this.tracked.delete(captureId);
      } else {
        this.remember(captureId, 'caller');
      }
    } else {
      this.remember(captureId, owner);
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

  private remember(captureId: string, owner: Owner): void {
    const known = this.tracked.get(captureId);
    if (known) {
      known.owner = owner;
      // Map order is recency order: a stream that was just read moves to the back.
      this.tracked.delete(captureId);
      this.tracked.set(captureId, known);
      return;
    }
    if (this.tracked.size >= MAX_TRACKED_CAPTURES) this.tracked.delete(this.tracked.keys().next().value as string);
    this.tracked.set(captureId, { owner, expiresAtMs: this.now() + BOOKKEEPING_LIFETIME_MS });
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
