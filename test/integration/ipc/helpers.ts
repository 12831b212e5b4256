// Shared fixtures for the IPC integration tests: a temp XDG_RUNTIME_DIR per test, a listener with a scriptable
// dispatcher, and a raw socket client that speaks (or deliberately breaks) the framing by hand.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DispatchContext, Dispatcher } from '../../../src/ipc/connection.js';
import { createLinuxEndpoint, type LinuxEndpoint } from '../../../src/ipc/endpoint-linux.js';
import { encodeFrame, FrameDecoder, type JsonObject } from '../../../src/ipc/framing.js';
import { IpcListener, type ListenerDiagnostic, type ListenerLimits, type ListenerOptions } from '../../../src/ipc/listener.js';
import type { MarkerHandle } from '../../../src/ipc/endpoint.js';

export interface Runtime {
  xdg: string;
  endpoint: LinuxEndpoint;
  cleanup(): void;
}

const cleanups: Array<() => void | Promise<void>> = [];

/** Registers cleanup work for afterEach (see `runCleanups`). */
export function onCleanup(fn: () => void | Promise<void>): void {
  cleanups.push(fn);
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch {
      // best effort
    }
  }
}

/** A fresh XDG_RUNTIME_DIR (mode 0700, ours) and an endpoint resolved from it. */
export function makeRuntime(): Runtime {
  const xdg = fs.mkdtempSync(path.join(os.tmpdir(), 'wpt-ipc-'));
  const endpoint = createLinuxEndpoint({ env: { XDG_RUNTIME_DIR: xdg } });
  const cleanup = (): void => fs.rmSync(xdg, { recursive: true, force: true });
  onCleanup(cleanup);
  return { xdg, endpoint, cleanup };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(err: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface Harness {
  runtime: Runtime;
  listener: IpcListener;
  lock: MarkerHandle;
  diagnostics: ListenerDiagnostic[];
  calls: Array<{ method: string; args: { [key: string]: unknown }; ctx: DispatchContext }>;
}

/**
 * The default test dispatcher: `echo` returns its arguments, `wait` resolves when the test releases it (or rejects
 * on abort), `big` returns a result of `bytes` characters, `throw` throws, anything else answers INVALID_ARGUMENT.
 */
export function testDispatcher(calls: Harness['calls'], gates: Map<string, Deferred<object>>): Dispatcher {
  return async (method, args, ctx) => {
    calls.push({ method, args, ctx });
    switch (method) {
      case 'echo':
        return { api_version: '1.0', data: args };
      case 'wait': {
        const gate = deferred<object>();
        gates.set(ctx.requestId, gate);
        ctx.signal.addEventListener('abort', () => gate.reject(new Error('aborted')), { once: true });
        return gate.promise;
      }
      case 'big': {
        const bytes = typeof args['bytes'] === 'number' ? args['bytes'] : 1024;
        return { api_version: '1.0', data: { blob: 'x'.repeat(bytes) } };
      }
      case 'throw':
        throw new Error('secret value that must not leak');
      default:
        return { api_version: '1.0', error: { code: 'INVALID_ARGUMENT', message: 'unknown method', retryable: false } };
    }
  };
}

export async function startHarness(
  options: { limits?: Partial<ListenerLimits>; dispatch?: Dispatcher; runtime?: Runtime; peerAlive?: ListenerOptions['peerAlive'] } = {},
): Promise<Harness & { gates: Map<string, Deferred<object>> }> {
  const runtime = options.runtime ?? makeRuntime();
  const lock = await runtime.endpoint.tryAcquireInstanceLock();
  if (lock === null) throw new Error('instance lock unexpectedly held');
  const calls: Harness['calls'] = [];
  const gates = new Map<string, Deferred<object>>();
  const listener = await IpcListener.start({
    endpoint: runtime.endpoint,
    dispatch: options.dispatch ?? testDispatcher(calls, gates),
    applicationVersion: '0.1.0-test',
    limits: options.limits,
    peerAlive: options.peerAlive,
  });
  const diagnostics: ListenerDiagnostic[] = [];
  listener.onDiagnostic((d) => diagnostics.push(d));
  onCleanup(async () => {
    await listener.close();
    lock.release();
  });
  return { runtime, listener, lock, diagnostics, calls, gates };
}

/** Header + payload bytes, for frames the encoder would refuse to build. */
export function rawFrame(payload: Uint8Array | string, announced?: number): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const header = Buffer.alloc(4);
  header.writeUInt32LE(announced ?? body.byteLength, 0);
  return Buffer.concat([header, body]);
}

export const HELLO = { kind: 'hello', ipc_major: 1, ipc_minor: 0, bridge_version: '0.1.0-test' } as const;

export function request(id: string, method = 'echo', args: { [key: string]: unknown } = {}): JsonObject {
  return { kind: 'request', request_id: id, method, arguments: args };
}

/** A hand-driven client over the real socket: sends bytes as told, collects decoded frames and the close. */
export class RawClient {
  readonly frames: JsonObject[] = [];
  readonly decoder = new FrameDecoder();
  closed = false;
  private readonly waiters: Array<() => void> = [];
  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      const { frames } = this.decoder.push(chunk);
      this.frames.push(...frames);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static connect(socketPath: string): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const s = net.createConnection({ path: socketPath });
      s.once('connect', () => resolve(new RawClient(s)));
      s.once('error', reject);
    });
  }

  /** Connects and completes the handshake. */
  static async open(socketPath: string): Promise<RawClient> {
    const c = await RawClient.connect(socketPath);
    c.send(HELLO);
    const welcome = await c.nextFrame();
    if (welcome['kind'] !== 'welcome') throw new Error(`expected welcome, got ${String(welcome['kind'])}`);
    return c;
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  private async until(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  send(message: object): void {
    this.socket.write(encodeFrame(message));
  }

  write(bytes: Uint8Array): void {
    this.socket.write(bytes);
  }

  private consumed = 0;

  /** The next frame not yet returned by nextFrame. */
  async nextFrame(timeoutMs = 3_000): Promise<JsonObject> {
    await this.until(() => this.frames.length > this.consumed, timeoutMs, 'a frame');
    return this.frames[this.consumed++]!;
  }

  /** Waits for the response to `id` (in whatever order responses arrive). */
  async response(id: string, timeoutMs = 3_000): Promise<JsonObject> {
    let found: JsonObject | undefined;
    await this.until(
      () => (found = this.frames.find((f) => f['kind'] === 'response' && f['request_id'] === id)) !== undefined,
      timeoutMs,
      `response ${id}`,
    );
    return found!;
  }

  async waitClosed(timeoutMs = 3_000): Promise<void> {
    await this.until(() => this.closed, timeoutMs, 'the connection to close');
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** Round trip on an established raw client: proves the connection (and listener) still serve. */
export async function assertServes(client: RawClient, tag: string): Promise<void> {
  const id = `probe-${tag}-${Math.random().toString(36).slice(2)}`;
  client.send(request(id, 'echo', { tag }));
  const res = await client.response(id);
  const result = res['result'] as { data?: { tag?: string } };
  if (result.data?.tag !== tag) throw new Error('probe answered with the wrong data');
}

export async function waitFor(predicate: () => boolean, timeoutMs = 3_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** Creates a Unix socket file at `target` that nobody listens on (a crashed backend's leftover). */
export async function makeStaleSocket(target: string, mode = 0o600): Promise<void> {
  const tmp = `${target}.tmp-${process.pid}`;
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(tmp, resolve));
  fs.linkSync(tmp, target); // a hard link survives the unlink that closing the server performs
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(tmp, { force: true });
  fs.chmodSync(target, mode);
}
