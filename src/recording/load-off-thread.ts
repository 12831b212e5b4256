// Loads a saved log on a worker thread of its own (src/recording/load-worker.ts) and rebuilds it here from the
// transferred arrays: the calling thread (the MCP worker) parses nothing and stays free for other clients' calls.
import { Worker } from 'node:worker_threads';
import { findWorkerScript } from '../channel/worker-script.js';
import { HELPER_WORKER_RESOURCE_LIMITS } from '../channel/threads.js';
import { fromLoadedLogTransfer, type LoadRequest, type LoadWorkerMessage } from './load-transfer.js';
import { LogLoadError } from './load-error.js';
import type { LoadedLog } from './reader.js';

export interface OffThreadLoadOptions {
  readonly budgetBytes: number;
  readonly signal: AbortSignal;
  readonly noFollow: boolean;
  /** The tool the load serves, and where it notes its parsing thread (the thread-log test hook; unset for users). */
  readonly label: string;
  readonly threadLog?: string;
}

/**
 * Loads `path` in a new log-load worker. Fails with LogLoadError as loadLogFile does (`cancelled` once `signal`
 * aborts); a worker that ends without an answer is an Error. The worker is ended whatever the outcome.
 */
export function loadLogOffThread(path: string, options: OffThreadLoadOptions): Promise<LoadedLog> {
  if (options.signal.aborted) return Promise.reject(new LogLoadError('cancelled', 'The load was cancelled.'));
  const request: LoadRequest = { path, budgetBytes: options.budgetBytes, noFollow: options.noFollow, label: options.label, threadLog: options.threadLog };
  const worker = new Worker(findWorkerScript('log-load'), { workerData: request, resourceLimits: HELPER_WORKER_RESOURCE_LIMITS });
  return new Promise<LoadedLog>((resolve, reject) => {
    const cancel = () => worker.postMessage('cancel');
    options.signal.addEventListener('abort', cancel, { once: true });
    const settle = (outcome: () => void) => {
      options.signal.removeEventListener('abort', cancel);
      worker.removeAllListeners();
      void worker.terminate();
      outcome();
    };
    worker.once('message', (message: LoadWorkerMessage) =>
      settle(() => {
        if (message.ok) {
          try {
            resolve(fromLoadedLogTransfer(message.log));
          } catch (error) {
            reject(error as Error);
          }
        } else if (message.kind !== null) reject(new LogLoadError(message.kind, message.message, message.line));
        else reject(new Error(message.message));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', () => settle(() => reject(new Error('the log-load worker ended without an answer'))));
  });
}
