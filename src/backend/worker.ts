// Entry of the MCP worker thread: the listener, connections and read queries run here, off the UI thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { WireSnapshot } from '../model/wire.js';
import { adoptFileUsersLockBuffer, closeInvestigationPool } from '../investigation-pool/index.js';
import { BackendServer } from './server.js';
import { BackendState } from './state.js';
import type { FromMcpWorker, McpWorkerData, ToMcpWorker } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('the MCP worker must run in a worker thread');
const data = workerData as McpWorkerData;
const post = (message: FromMcpWorker) => port.postMessage(message);
// One file-user scan at a time across the TUI and MCP: when the App hands over its lock buffer, this thread (and
// through it every investigation pool worker) shares the App's lock; otherwise the pool workers share this one.
if (data.fileUsersLockBuffer instanceof SharedArrayBuffer) adoptFileUsersLockBuffer(data.fileUsersLockBuffer);

const state = new BackendState(data.platform);
const server = new BackendServer({
  state,
  applicationVersion: data.applicationVersion,
  onListenerState: (listenerState, backendInstanceId) => post({ type: 'listener', state: listenerState, backendInstanceId }),
});

port.on('message', (message: ToMcpWorker) => {
  switch (message.type) {
    case 'set_enabled':
      void server.setEnabled(message.enabled);
      return;
    case 'mirror_port':
      message.port.on('message', (wire: WireSnapshot) => state.receiveMirrored(wire));
      return;
    case 'shutdown':
      void server
        .close()
        .then(() => closeInvestigationPool())
        .then(() => post({ type: 'shutdown_complete' }));
      return;
    default:
      state.apply(message);
  }
});

if (data.enabled) void server.setEnabled(true);
else post({ type: 'listener', state: { state: 'disabled' }, backendInstanceId: null });
