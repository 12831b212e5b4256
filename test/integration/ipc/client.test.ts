// Guards the bridge-side client over a real socket: round trips and cancellation against the real listener, connection
// loss rejecting every pending request distinguishably, and fake servers that must never be mistaken for the application.
import net from 'node:net';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { IpcClient } from '../../../src/ipc/client.js';
import { ConnectionLostError, EndpointUnavailableError, HandshakeError } from '../../../src/ipc/errors.js';
import { encodeFrame, FrameDecoder } from '../../../src/ipc/framing.js';
import { makeRuntime, onCleanup, runCleanups, startHarness, waitFor, type Runtime } from './helpers.js';

afterEach(runCleanups);

/** A fake server at the real endpoint path (ours, 0600, live), answering each connection with `behave`. */
async function fakeServer(rt: Runtime, behave: (sock: net.Socket) => void): Promise<void> {
  rt.endpoint.ensureDirectory();
  const server = net.createServer((sock) => {
    sock.on('error', () => undefined);
    behave(sock);
  });
  await new Promise<void>((resolve) => server.listen(rt.endpoint.path, resolve));
  fs.chmodSync(rt.endpoint.path, 0o600);
  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => sockets.add(s));
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  );
}

/** Answers the first frame it receives with `reply` (raw bytes). */
function replyToHello(reply: Buffer): (sock: net.Socket) => void {
  return (sock) => {
    const decoder = new FrameDecoder();
    sock.on('data', (chunk: Buffer) => {
      if (decoder.push(chunk).frames.length > 0) sock.write(reply);
    });
  };
}

async function connectError(rt: Runtime): Promise<unknown> {
  return IpcClient.connect({ endpoint: rt.endpoint, bridgeVersion: '0.1.0-test' }).then(
    (c) => {
      c.close();
      return null;
    },
    (e: unknown) => e,
  );
}

describe('against the real listener', () => {
  it('resolves each response to its own request, in whatever order they complete', async () => {
    const h = await startHarness();
    const client = await IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: '0.1.0-test' });
    expect(client.welcome).toMatchObject({ kind: 'welcome', ipc_major: 1, application_version: '0.1.0-test' });
    expect(client.backendInstanceId).toBe(h.listener.backendInstanceId);
    const slow = client.send('wait', {});
    const fast = client.request('echo', { n: 1 });
    expect(await fast).toEqual({ api_version: '1.0', data: { n: 1 } });
    await waitFor(() => h.gates.has(slow.requestId));
    h.gates.get(slow.requestId)!.resolve({ api_version: '1.0', data: 'slow' });
    expect(await slow.result).toEqual({ api_version: '1.0', data: 'slow' });
    expect(client.pendingCount).toBe(0);
    client.close();
  });

  it('uses ids unique among pending requests', async () => {
    const h = await startHarness();
    const client = await IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: 't' });
    const sent = Array.from({ length: 8 }, () => client.send('wait', {}));
    expect(new Set(sent.map((s) => s.requestId)).size).toBe(8);
    await waitFor(() => h.gates.size === 8);
    for (const g of h.gates.values()) g.resolve({ ok: true });
    await Promise.all(sent.map((s) => s.result));
    client.close();
  });

  it('sends cancel, which aborts the dispatcher signal', async () => {
    const h = await startHarness();
    const client = await IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: 't' });
    const pending = client.send('wait', {});
    await waitFor(() => h.gates.has(pending.requestId));
    expect(client.cancel(pending.requestId)).toBe(true);
    expect(await pending.result).toMatchObject({ error: { code: 'CANCELLED' } });
    expect(h.calls[0]!.ctx.signal.aborted).toBe(true);
    expect(client.cancel(pending.requestId)).toBe(false);
    client.close();
  });

  it('rejects every pending request with ConnectionLostError when the backend goes away', async () => {
    const h = await startHarness();
    const client = await IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: 't' });
    const closed = new Promise<ConnectionLostError>((resolve) => client.onClose(resolve));
    const pending = [client.send('wait', {}), client.send('wait', {}), client.send('wait', {})];
    await waitFor(() => h.gates.size === 3);
    await h.listener.close();
    for (const p of pending) {
      const err = await p.result.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ConnectionLostError);
      expect((err as ConnectionLostError).reason).toBe('REMOTE_CLOSED');
    }
    expect((await closed).code).toBe('CONNECTION_LOST');
    expect(client.closed).toBe(true);
    await expect(client.request('echo', {})).rejects.toBeInstanceOf(ConnectionLostError);
  });

  it('rejects pending requests with LOCAL_CLOSED when the bridge closes', async () => {
    const h = await startHarness();
    const client = await IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: 't' });
    const p = client.send('wait', {});
    await waitFor(() => h.gates.size === 1);
    client.close();
    const err = await p.result.catch((e: unknown) => e);
    expect((err as ConnectionLostError).reason).toBe('LOCAL_CLOSED');
    await waitFor(() => h.calls[0]!.ctx.signal.aborted, 3_000, 'server-side abort');
  });

  it('surfaces a CONNECTION_LIMIT refusal as HandshakeError REFUSED with the code', async () => {
    const h = await startHarness({ limits: { maxConnections: 1 } });
    const first = await IpcClient.connect({ endpoint: h.runtime.endpoint, bridgeVersion: 't' });
    const err = await connectError(h.runtime);
    expect(err).toBeInstanceOf(HandshakeError);
    expect(err).toMatchObject({ failure: 'REFUSED', refusedCode: 'CONNECTION_LIMIT' });
    expect(await first.request('echo', { still: 'served' })).toEqual({ api_version: '1.0', data: { still: 'served' } });
    first.close();
  });
});

describe('against endpoints that are not the application', () => {
  it('reports a missing endpoint as missing (the only case that may lead to a launch)', async () => {
    const rt = makeRuntime();
    const err = await connectError(rt);
    expect(err).toBeInstanceOf(EndpointUnavailableError);
    expect(err).toMatchObject({ reason: 'MISSING', missing: true });
  });

  it('fails the handshake on a live socket that answers garbage, and never treats it as the app', async () => {
    const rt = makeRuntime();
    await fakeServer(rt, (sock) => sock.write('HTTP/1.1 400 Bad Request\r\n\r\n'));
    const err = await connectError(rt);
    expect(err).toBeInstanceOf(HandshakeError);
    expect(err).toMatchObject({ failure: 'PROTOCOL', code: 'HANDSHAKE_FAILED' });
    expect((err as HandshakeError).message).toMatch(/not a winproc-tui backend/);
  });

  it.each([
    ['a well-framed object that is not a welcome', encodeFrame({ kind: 'response', request_id: 'x', result: {} })],
    ['a welcome with an unknown field', encodeFrame({ kind: 'welcome', ipc_major: 1, ipc_minor: 0, backend_instance_id: 'a', application_version: 'b', extra: 1 })],
    ['invalid UTF-8 in a frame', Buffer.from([3, 0, 0, 0, 0x7b, 0xc3, 0x7d])],
  ])('fails the handshake with PROTOCOL on %s', async (_name, reply) => {
    const rt = makeRuntime();
    await fakeServer(rt, replyToHello(reply));
    const err = await connectError(rt);
    expect(err).toMatchObject({ failure: 'PROTOCOL' });
  });

  it.each([
    ['the same fields', { kind: 'welcome', ipc_major: 2, ipc_minor: 0, backend_instance_id: 'a', application_version: 'b' }],
    ['fields this version does not know', { kind: 'welcome', ipc_major: 2, ipc_minor: 0, backend_instance_id: 'a', application_version: 'b', features: [] }],
  ])('fails with VERSION_MISMATCH on a backend that welcomes with another major and %s', async (_name, welcome) => {
    const rt = makeRuntime();
    await fakeServer(rt, replyToHello(encodeFrame(welcome)));
    expect(await connectError(rt)).toMatchObject({ failure: 'VERSION_MISMATCH' });
  });

  it('fails with TIMEOUT once the 2 s attempt budget is spent on a live socket that never answers', async () => {
    const rt = makeRuntime();
    await fakeServer(rt, () => undefined);
    const started = Date.now();
    const err = await connectError(rt);
    const elapsed = Date.now() - started;
    expect(err).toMatchObject({ failure: 'TIMEOUT' });
    // Not before the budget is spent; how soon after depends on the machine's load, so it is not timed (a socket
    // that never answers would otherwise hold the test to its own timeout).
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
  });

  it('fails with CLOSED on a socket that hangs up during the handshake', async () => {
    const rt = makeRuntime();
    await fakeServer(rt, (sock) => sock.end());
    expect(await connectError(rt)).toMatchObject({ failure: 'CLOSED' });
  });

  it('drops the connection when an established backend answers a request that is not pending', async () => {
    const rt = makeRuntime();
    await fakeServer(rt, (sock) => {
      const decoder = new FrameDecoder();
      sock.on('data', (chunk: Buffer) => {
        for (const f of decoder.push(chunk).frames) {
          if (f['kind'] === 'hello') sock.write(encodeFrame({ kind: 'welcome', ipc_major: 1, ipc_minor: 0, backend_instance_id: 'f', application_version: 'f' }));
          else sock.write(encodeFrame({ kind: 'response', request_id: 'someone-else', result: {} }));
        }
      });
    });
    const client = await IpcClient.connect({ endpoint: rt.endpoint, bridgeVersion: 't' });
    const err = await client.request('echo', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionLostError);
    expect((err as ConnectionLostError).reason).toBe('PROTOCOL_ERROR');
  });
});
