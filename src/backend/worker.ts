// Entry of the MCP worker thread: the listener, connections and read queries run here, off the UI thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { WireSnapshot } from '../model/wire.js';
import { adoptFileUsersLockBuffer, adoptInvestigationSlotsBuffer, closeInvestigationPool } from '../investigation-pool/index.js';
import { RetainedBudget } from './budget.js';
import { configureResponseDelays } from './response-delays.js';
import { testHooks } from '../contract/test-hooks.js';
import { BackendServer } from './server.js';
import { createEndpoint } from '../ipc/endpoint.js';
import { HandedOverEndpoint } from '../ipc/handover.js';
import { BackendState } from './state.js';
import { ThreadChannel } from '../channel/index.js';
import { nameThisThread } from '../channel/threads.js';
import { startThreadMemoryLog } from '../channel/thread-memory-log.js';
import { takeMirrorStart, type AppToMcpWorker, type McpWorkerData, type McpWorkerToApp } from './worker-protocol.js';

nameThisThread('wpt-mcp');
const port = parentPort;
if (!port) throw new Error('the MCP worker must run in a worker thread');
const data = workerData as McpWorkerData;
const channel = new ThreadChannel<McpWorkerToApp, AppToMcpWorker>(port);
// One file-user scan at a time across the TUI and MCP: when the App hands over its lock buffer, this thread (and
// through it every investigation pool worker) shares the App's lock; otherwise the pool workers share this one.
if (data.fileUsersLockBuffer instanceof SharedArrayBuffer) adoptFileUsersLockBuffer(data.fileUsersLockBuffer);
// One budget of investigation slots across the TUI's Process Info and every MCP client (spec §8): this thread's pool
// draws from the App's slots; without a buffer (tests of the worker alone) it has a budget of its own.
if (data.investigationSlotsBuffer instanceof SharedArrayBuffer) adoptInvestigationSlotsBuffer(data.investigationSlotsBuffer);

/**
 * Settles once the first tool call has its answer, and the answer has gone out (the next turn of the event loop): the
 * script-bundle runner (src/code-cache/script-bundle.ts) then writes this thread's code cache, holding the functions
 * the start and a first call compiled, so the next on-demand start of this worker answers from cached code.
 */
let firstAnswered: () => void = () => undefined;
export const startupDone = new Promise<void>((resolve) => (firstAnswered = () => setImmediate(resolve)));

const onDemand = data.onDemand;
const state = new BackendState(data.platform, { sharedHistories: data.sharedHistories === true, start: takeMirrorStart(data) });
// Started on demand, the App accepts and this thread serves what it hands over; otherwise this thread listens.
const handover = onDemand === undefined ? null : createEndpoint().handover;
if (onDemand !== undefined && handover === null) throw new Error('the MCP worker was started on demand where connections cannot be handed over');
const endpoint = onDemand !== undefined && handover !== null ? new HandedOverEndpoint(onDemand.path, handover) : undefined;
// Unset outside tests: nothing is held back.
configureResponseDelays(testHooks.responseDelays());
// Unset outside tests: this isolate's heap beside the main thread's in the memory log (bench/memory-retention.ts).
startThreadMemoryLog(testHooks.memoryLog(), testHooks.memoryLogPeriodMs() ?? 60_000);

const server = new BackendServer({
  state,
  applicationVersion: data.applicationVersion,
  endpoint,
  // The ledger lives in the App (it outlives listeners and connections); each call is one request to it.
  operations: {
    submit: (submission) => channel.request('submit_operation', submission),
    status: (operationId) => channel.request('get_operation', { operationId }),
    profiles: () => channel.request('list_profiles', null),
    graphs: (query) => channel.request('get_graphs', query),
    dotnetCollection: (key) => channel.request('get_dotnet_collection', { key }),
    recording: () => channel.request('get_recording', null),
  },
  onConnectionClosed: (connectionId) => channel.notify('connection_closed', { connectionId }),
  onListenerState: (listenerState, backendInstanceId) => channel.notify('listener', { state: listenerState, backendInstanceId }),
  // Unset outside tests: 64 MiB per connection, 256 MiB across connections.
  budget: RetainedBudget.fromTestHook(testHooks.retainedBytes()),
  onFirstAnswer: () => firstAnswered(),
});

channel
  .serve('set_enabled', ({ enabled }) => server.setEnabled(enabled))
  .serve('idle', () => server.admittedCount === 0)
  .serve('shutdown', async () => {
    await server.close();
    await closeInvestigationPool();
  });
channel.onNotice('mirror', (update) => state.apply(update));
channel.onNotice('connection', ({ fd }) => endpoint?.accept(fd));
channel.onNotice('mirror_port', (mirror) => mirror.on('message', (wire: WireSnapshot) => state.receiveMirrored(wire)));

if (data.enabled) void server.setEnabled(true);
else channel.notify('listener', { state: { state: 'disabled' }, backendInstanceId: null });
