// A typed two-way channel between threads of the application (the App on the main thread, the MCP worker, the
// sampling worker): either side sends requests and waits for their replies, serves the other side's requests, and
// posts notices that need no reply. Requests are matched by PendingReplies; a request can be cancelled through an
// AbortSignal, which reaches the serving handler as its own signal.
import type { Transferable } from 'node:worker_threads';
import { PendingReplies } from './pending.js';

/** What a channel needs of a Worker, a MessagePort or a worker's parentPort. */
export interface ChannelPort {
  postMessage(value: unknown, transferList?: readonly Transferable[]): void;
  on(event: 'message', listener: (value: unknown) => void): unknown;
  off(event: 'message', listener: (value: unknown) => void): unknown;
}

/** One direction of a protocol: the requests a side sends (with their reply types) and the notices it posts. */
export type ChannelProtocol = {
  readonly requests: { readonly [method: string]: { readonly args: unknown; readonly reply: unknown } };
  readonly notices: { readonly [topic: string]: unknown };
};

type Method<P extends ChannelProtocol> = keyof P['requests'] & string;
type Topic<P extends ChannelProtocol> = keyof P['notices'] & string;
type Args<P extends ChannelProtocol, M extends Method<P>> = P['requests'][M]['args'];
type Reply<P extends ChannelProtocol, M extends Method<P>> = P['requests'][M]['reply'];

/** A request that failed: on the serving side (its `code`, or `failed`), or here (`closed`, `timeout`, `cancelled`, `no_handler`). */
export class ChannelError extends Error {
  override readonly name = 'ChannelError';

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Envelope =
  | { readonly channel: 'request'; readonly id: number; readonly method: string; readonly args: unknown }
  | { readonly channel: 'reply'; readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly channel: 'reply'; readonly id: number; readonly ok: false; readonly code: string; readonly message: string }
  | { readonly channel: 'cancel'; readonly id: number }
  | { readonly channel: 'notice'; readonly topic: string; readonly body: unknown };

export interface RequestOptions {
  readonly timeoutMs?: number;
  /** Aborting fails the request with `cancelled` at once and aborts the serving handler's signal. */
  readonly signal?: AbortSignal;
  /** Objects moved rather than copied (MessagePorts, ArrayBuffers) inside `args`. */
  readonly transfer?: readonly Transferable[];
}

type Handler = (args: unknown, signal: AbortSignal) => unknown;

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { channel?: unknown }).channel === 'string';
}

/**
 * `Sends` is what this side sends (and the other side serves); `Serves` is what the other side sends to this one.
 * Messages that are not channel envelopes are left to other listeners of the port.
 */
export class ThreadChannel<Sends extends ChannelProtocol, Serves extends ChannelProtocol> {
  private readonly replies = new PendingReplies<number, unknown>();
  private readonly handlers = new Map<string, Handler>();
  private readonly noticeListeners = new Map<string, Set<(body: unknown) => void>>();
  /** Requests this side is serving, so the other side can cancel them. */
  private readonly serving = new Map<number, AbortController>();
  private nextId = 1;
  private closedReason: string | null = null;
  private readonly listener = (value: unknown) => this.receive(value);

  constructor(private readonly port: ChannelPort) {
    port.on('message', this.listener);
  }

  request<M extends Method<Sends>>(method: M, args: Args<Sends, M>, options: RequestOptions = {}): Promise<Reply<Sends, M>> {
    if (this.closedReason !== null) return Promise.reject(new ChannelError('closed', this.closedReason));
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new ChannelError('cancelled', `${method} was cancelled`));
    const id = this.nextId++;
    const reply = this.replies.wait(id, options.timeoutMs, () => new ChannelError('timeout', `${method} had no reply within ${options.timeoutMs} ms`));
    const onAbort = () => {
      if (this.replies.fail(id, new ChannelError('cancelled', `${method} was cancelled`))) this.post({ channel: 'cancel', id });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    this.post({ channel: 'request', id, method, args }, options.transfer);
    return (signal ? reply.finally(() => signal.removeEventListener('abort', onAbort)) : reply) as Promise<Reply<Sends, M>>;
  }

  notify<T extends Topic<Sends>>(topic: T, body: Sends['notices'][T], transfer?: readonly Transferable[]): void {
    if (this.closedReason !== null) return;
    this.post({ channel: 'notice', topic, body }, transfer);
  }

  /** Serves the other side's `method`; the handler's value (or thrown error) is the reply. */
  serve<M extends Method<Serves>>(method: M, handler: (args: Args<Serves, M>, signal: AbortSignal) => Reply<Serves, M> | Promise<Reply<Serves, M>>): this {
    this.handlers.set(method, handler as Handler);
    return this;
  }

  /** Listens to the other side's notices on `topic`; returns the unsubscribe function. */
  onNotice<T extends Topic<Serves>>(topic: T, listener: (body: Serves['notices'][T]) => void): () => void {
    let listeners = this.noticeListeners.get(topic);
    if (!listeners) this.noticeListeners.set(topic, (listeners = new Set()));
    const untyped = listener as (body: unknown) => void;
    listeners.add(untyped);
    return () => listeners.delete(untyped);
  }

  get pendingCount(): number {
    return this.replies.size;
  }

  /** Stops listening, fails this side's pending requests with `closed` and aborts the requests it is serving. */
  close(reason = 'the channel closed'): void {
    if (this.closedReason !== null) return;
    this.closedReason = reason;
    this.port.off('message', this.listener);
    this.replies.failAll(new ChannelError('closed', reason));
    for (const controller of this.serving.values()) controller.abort();
    this.serving.clear();
  }

  private post(envelope: Envelope, transfer?: readonly Transferable[]): void {
    this.port.postMessage(envelope, transfer);
  }

  private receive(value: unknown): void {
    if (!isEnvelope(value)) return;
    switch (value.channel) {
      case 'reply':
        if (value.ok) this.replies.settle(value.id, value.value);
        else this.replies.fail(value.id, new ChannelError(value.code, value.message));
        return;
      case 'request':
        void this.answer(value.id, value.method, value.args);
        return;
      case 'cancel':
        this.serving.get(value.id)?.abort();
        return;
      case 'notice':
        for (const listener of this.noticeListeners.get(value.topic) ?? []) listener(value.body);
        return;
    }
  }

  private async answer(id: number, method: string, args: unknown): Promise<void> {
    const handler = this.handlers.get(method);
    if (!handler) {
      this.post({ channel: 'reply', id, ok: false, code: 'no_handler', message: `nothing serves ${method} on this side` });
      return;
    }
    const controller = new AbortController();
    this.serving.set(id, controller);
    let reply: Envelope;
    try {
      reply = { channel: 'reply', id, ok: true, value: await handler(args, controller.signal) };
    } catch (error) {
      const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'failed';
      reply = { channel: 'reply', id, ok: false, code, message: error instanceof Error ? error.message : `${method} failed` };
    }
    this.serving.delete(id);
    if (this.closedReason === null) this.post(reply);
  }
}
