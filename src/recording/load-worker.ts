// Entry of a saved-log load worker (dist/workers/log-load.js): parses one log for an MCP client off the MCP thread
// (spec §2: on-demand work in bounded job workers) and hands the result over as plain data whose history arrays move
// in the transfer list (src/recording/load-off-thread.ts rebuilds it). One load per worker; the worker ends after it.
import { parentPort, workerData } from 'node:worker_threads';
import { noteThread } from '../channel/thread-log.js';
import { nameThisThread } from '../channel/threads.js';
import { loadLogFile } from './load.js';
import { LogLoadError } from './load-error.js';
import { toLoadedLogTransfer, type LoadRequest, type LoadWorkerMessage } from './load-transfer.js';

nameThisThread('wpt-log-load');
const port = parentPort;
if (!port) throw new Error('the log-load worker must run in a worker thread');
const request = workerData as LoadRequest;
const controller = new AbortController();
port.on('message', (message: 'cancel') => {
  if (message === 'cancel') controller.abort();
});

function post(message: LoadWorkerMessage, transfer: ArrayBufferLike[] = []): void {
  // The MCP side ends this worker once the answer arrived.
  port!.postMessage(message, transfer as ArrayBuffer[]);
}

noteThread(request.threadLog, request.label, 'parse');
loadLogFile(request.path, { budgetBytes: request.budgetBytes, signal: controller.signal, noFollow: request.noFollow }).then(
  (log) => {
    const { transfer, buffers } = toLoadedLogTransfer(log);
    post({ ok: true, log: transfer }, buffers);
  },
  (error: unknown) => {
    if (error instanceof LogLoadError) post({ ok: false, kind: error.kind, message: error.message, line: error.line });
    else post({ ok: false, kind: null, message: 'The saved log could not be parsed.', line: null });
  },
);
