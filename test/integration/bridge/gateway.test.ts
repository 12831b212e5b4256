// Guards the bridge gateway's call semantics against a real IPC listener on a real socket (spec §3.3, §8):
// cancellation before dispatch sends nothing (CANCELLED); cancellation after dispatch closes the connection
// and reports OUTCOME_UNKNOWN without replay; an idle connection loss is reported once, then the next call
// reconnects; a second concurrent call gets BUSY.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adapterFor } from '../../../generated/bridge/adapters.js';
import { BridgeGateway } from '../../../src/bridge/gateway.js';
import { createLinuxEndpoint } from '../../../src/ipc/endpoint-linux.js';
import { IpcListener } from '../../../src/ipc/listener.js';
import { IpcClient } from '../../../src/ipc/client.js';
import { ConnectionState } from '../../../src/backend/context.js';
import { dispatchTool, SERVED_TOOLS } from '../../../src/backend/dispatcher.js';
import { BackendState } from '../../../src/backend/state.js';
import { snap } from '../../unit/backend/harness.js';
import { inProcessOperations } from '../../support/operations.js';

interface Envelope {
  backend_instance_id?: string | null;
  error?: { code: string; message: string };
}

const STATUS = adapterFor('winproc_get_status')!;

function runtimeEnv(): Record<string, string> {
  const runtime = join(mkdtempSync(join(tmpdir(), 'winproc-gateway-')), 'run');
  mkdirSync(runtime, { mode: 0o700 });
  return { XDG_RUNTIME_DIR: runtime };
}

describe('bridge gateway against a real listener', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function setup(dispatch: (signal: AbortSignal) => Promise<object>) {
    const env = runtimeEnv();
    const serverEndpoint = createLinuxEndpoint({ env });
    const marker = await serverEndpoint.tryAcquireInstanceLock();
    const calls: string[] = [];
    const listener = await IpcListener.start({
      endpoint: serverEndpoint,
      applicationVersion: 'test',
      dispatch: async (method, _args, ctx) => {
        calls.push(method);
        return dispatch(ctx.signal);
      },
    });
    // The gateway never launches anything here: the instance marker is held, so a missing endpoint is an error.
    const gateway = new BridgeGateway({ raw: false, endpoint: createLinuxEndpoint({ env }), plan: () => ({ ok: false, guidance: 'no launch in tests' }) });
    cleanup.push(async () => {
      await gateway.close();
      await listener.close();
      marker?.release();
    });
    return { gateway, listener, calls };
  }

  const answer = (listener: IpcListener) => async () => ({ api_version: '1.0', backend_instance_id: listener.backendInstanceId, source: 'live', status: 'complete', warnings: [], data: {} });

  it('answers CANCELLED and dispatches nothing when cancelled before dispatch', async () => {
    let listenerRef: IpcListener | null = null;
    const { gateway, listener, calls } = await setup(async () => answer(listenerRef!)());
    listenerRef = listener;
    const aborted = new AbortController();
    aborted.abort();
    const result = (await gateway.call(STATUS, {}, aborted.signal)) as Envelope;
    expect(result.error?.code).toBe('CANCELLED');
    expect(calls).toEqual([]);
  });

  it('closes the connection and reports OUTCOME_UNKNOWN when cancelled after dispatch, without replaying', async () => {
    let backendSawAbort = false;
    let listenerRef: IpcListener | null = null;
    let first = true;
    const { gateway, listener, calls } = await setup((signal) => {
      if (!first) return answer(listenerRef!)();
      first = false;
      // The first call hangs until its connection goes away.
      return new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          backendSawAbort = true;
          void answer(listenerRef!)().then(resolve);
        });
      });
    });
    listenerRef = listener;
    const cancel = new AbortController();
    const pending = gateway.call(STATUS, {}, cancel.signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual(['get_status']);
    cancel.abort();
    const result = (await pending) as Envelope;
    expect(result.error?.code).toBe('OUTCOME_UNKNOWN');
    // The connection was closed, which aborts the backend's work for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(backendSawAbort).toBe(true);
    // The next call opens a fresh connection and is answered; the cancelled call was never sent again.
    const next = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(next.error).toBeUndefined();
    expect(calls).toEqual(['get_status', 'get_status']);
  });

  it('says what it found when another program squats the single-instance marker, and never launches', async () => {
    const env = runtimeEnv();
    const endpoint = createLinuxEndpoint({ env });
    endpoint.ensureDirectory();
    const markerFile = join(endpoint.dir, 'instance.lock');
    writeFileSync(markerFile, '', { mode: 0o600 });
    const squatter = spawn('flock', ['--exclusive', markerFile, 'sleep', '60'], { stdio: 'ignore' });
    cleanup.push(async () => {
      squatter.kill('SIGKILL');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    let launched = false;
    const gateway = new BridgeGateway({ raw: false, endpoint, plan: () => ((launched = true), { ok: false, guidance: 'no launch in tests' }) });
    cleanup.push(() => gateway.close());
    const result = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(result.error?.code).toBe('BACKEND_UNAVAILABLE');
    expect(result.error?.message).toMatch(/another program holds its single-instance marker/);
    expect(result.error?.message).toContain('instance.lock');
    expect(launched).toBe(false);
  });

  it('says the marker cannot be inspected safely when it is not a regular file', async () => {
    const env = runtimeEnv();
    const endpoint = createLinuxEndpoint({ env });
    endpoint.ensureDirectory();
    mkdirSync(join(endpoint.dir, 'instance.lock'));
    const gateway = new BridgeGateway({ raw: false, endpoint, plan: () => ({ ok: false, guidance: 'no launch in tests' }) });
    cleanup.push(() => gateway.close());
    const result = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(result.error?.message).toMatch(/single-instance marker cannot be inspected safely \(.*instance\.lock.*not a regular file\)/);
  });

  it('reports an idle connection loss once as OUTCOME_UNKNOWN, then reconnects to a new backend instance', async () => {
    const env = runtimeEnv();
    const serverEndpoint = createLinuxEndpoint({ env });
    const marker = await serverEndpoint.tryAcquireInstanceLock();
    const start = () =>
      IpcListener.start({
        endpoint: serverEndpoint,
        applicationVersion: 'test',
        dispatch: async () => ({ api_version: '1.0', backend_instance_id: current?.backendInstanceId, source: 'live', status: 'complete', warnings: [], data: {} }),
      });
    let current: IpcListener | null = await start();
    const gateway = new BridgeGateway({ raw: false, endpoint: createLinuxEndpoint({ env }), plan: () => ({ ok: false, guidance: 'no launch in tests' }) });
    cleanup.push(async () => {
      await gateway.close();
      await current?.close();
      marker?.release();
    });
    const first = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    const firstInstance = first.backend_instance_id;
    expect(firstInstance).toBe(current.backendInstanceId);
    await current.close();
    current = await start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lost = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(lost.error?.code).toBe('OUTCOME_UNKNOWN');
    const again = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(again.error).toBeUndefined();
    expect(again.backend_instance_id).toBe(current.backendInstanceId);
    expect(again.backend_instance_id).not.toBe(firstInstance);
  });

  it('reconnects cleanly after the backend closed its idle connection, and old references fail with REFERENCE_INVALID', async () => {
    // The real dispatcher with per-connection state, wired as BackendServer wires it, on a listener that admits one
    // connection. The listener closes a connection at capacity only when its bridge process is gone; this test's
    // injected peerAlive says every peer is gone (the gateway runs in this very process, which cannot exit here).
    const env = runtimeEnv();
    const serverEndpoint = createLinuxEndpoint({ env });
    const marker = await serverEndpoint.tryAcquireInstanceLock();
    const state = new BackendState('linux');
    state.apply({ type: 'applied', snapshot: snap(Date.now(), [{ pid: 4242, name: 'idle-target', start: 1_000 }]), prunedKeys: [], trackingNames: [] });
    const connections = new Map<string, ConnectionState>();
    const listener: IpcListener = await IpcListener.start({
      endpoint: serverEndpoint,
      applicationVersion: 'test',
      limits: { maxConnections: 1 },
      peerAlive: () => false,
      dispatch: (method, args, ctx) => {
        let connection = connections.get(ctx.connectionId);
        if (!connection) connections.set(ctx.connectionId, (connection = new ConnectionState(ctx.connectionId)));
        return dispatchTool(method, args, { state, backendInstanceId: listener.backendInstanceId, applicationVersion: 'test', connection, signal: ctx.signal, operations: inProcessOperations(), servedTools: SERVED_TOOLS, nowMs: Date.now });
      },
    });
    listener.onConnectionChange((event) => {
      if (event.type === 'closed') connections.get(event.connectionId)?.dispose();
    });
    const evictions: string[] = [];
    listener.onDiagnostic((d) => {
      if (d.type === 'closed' && d.reason === 'PEER_GONE') evictions.push(d.connectionId);
    });
    const gateway = new BridgeGateway({ raw: false, endpoint: createLinuxEndpoint({ env }), plan: () => ({ ok: false, guidance: 'no launch in tests' }) });
    cleanup.push(async () => {
      await gateway.close();
      await listener.close();
      marker?.release();
    });
    const delivery = { __delivery: { raw: false } };
    const listing = (await gateway.call(adapterFor('winproc_list_processes')!, { ...delivery }, new AbortController().signal)) as Envelope & { data: { rows: { pid: number; process_ref: string }[] } };
    expect(listing.error).toBeUndefined();
    const ref = listing.data.rows.find((row) => row.pid === 4242)!.process_ref;

    // Another client arrives at capacity: the gateway's connection (its peer "gone") is closed, then the newcomer leaves.
    const other = await IpcClient.connect({ endpoint: createLinuxEndpoint({ env }), bridgeVersion: 'test' });
    expect(evictions).toHaveLength(1);
    other.close();
    // The bridge learns of the close asynchronously, as it would between two tool calls (a private field, read only here).
    const held = () => (gateway as unknown as { client: IpcClient | null }).client;
    for (let waited = 0; held() !== null && waited < 5_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(held()).toBeNull();

    // Nothing was in flight: the next call reconnects (same backend instance) and is answered, not OUTCOME_UNKNOWN.
    const status = (await gateway.call(STATUS, { ...delivery }, new AbortController().signal)) as Envelope;
    expect(status.error).toBeUndefined();
    expect(status.backend_instance_id).toBe(listener.backendInstanceId);
    const stale = (await gateway.call(adapterFor('winproc_get_process_info')!, { process_ref: ref, ...delivery }, new AbortController().signal)) as Envelope;
    expect(stale.error?.code).toBe('REFERENCE_INVALID');
  });

  it('answers BUSY to a second concurrent call of the same bridge', async () => {
    let release: (() => void) | null = null;
    let listenerRef: IpcListener | null = null;
    const { gateway, listener } = await setup(
      () =>
        new Promise((resolve) => {
          release = () => void answer(listenerRef!)().then(resolve);
        }),
    );
    listenerRef = listener;
    const first = gateway.call(STATUS, {}, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = (await gateway.call(STATUS, {}, new AbortController().signal)) as Envelope;
    expect(second.error?.code).toBe('BUSY');
    (release as (() => void) | null)?.();
    const done = (await first) as Envelope;
    expect(done.error).toBeUndefined();
  });
});
