// Loads a saved log on a worker thread (load-worker.ts): the worker reads, parses, checks and decodes the file (its
// own LogReader, budget and all), and sends each stored frame's rows back in transferable batches (frame-batch.ts);
// this thread only appends those rows to its history store, a few milliseconds at a time between its other work,
// so keys and redraws stay responsive while a large log loads. Progress is reported as the fraction of the file
// read; aborting terminates the worker at once and drops what was rebuilt.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { ThreadChannel } from '../channel/index.js';
import { ModelStore } from '../model/index.js';
import { FrameBatchApplier, type FrameBatch } from './frame-batch.js';
import { LOG_CAPACITY, LogLoadError, type LoadedLog, type LogLoadFailure } from './reader.js';

/** What the worker answers: the log without its store (this thread rebuilt that), or why it failed. */
export type LogSummary = Omit<LoadedLog, 'store'>;
export type LoaderReply = { readonly ok: true; readonly summary: LogSummary } | { readonly ok: false; readonly kind: LogLoadFailure; readonly message: string; readonly line: number | null };

export type AppToLogLoader = {
  readonly requests: { readonly load: { readonly args: { readonly path: string; readonly budgetBytes: number }; readonly reply: LoaderReply } };
  readonly notices: Record<never, never>;
};

export type LogLoaderToApp = {
  readonly requests: Record<never, never>;
  /** `frames`: stored frames, in order, before the load's reply; `progress`: bytes read of the file so far. */
  readonly notices: { readonly frames: FrameBatch; readonly progress: { readonly readBytes: number; readonly totalBytes: number } };
};

export interface ThreadedLoadOptions {
  readonly budgetBytes: number;
  readonly signal?: AbortSignal;
  /** The fraction (0..1) of the file the worker has read and decoded. */
  readonly onProgress?: (fraction: number) => void;
}

/** Longest run of appends on this thread before it yields to keys and redraws. */
const SLICE_MS = 8;
/** Frames appended between clock reads within a slice. */
const FRAMES_PER_STEP = 32;
/** Histories grown ahead per step: with FRAMES_PER_STEP, 32 histories per 512 frames get their room in time. */
const GROWTHS_PER_STEP = 2;

export function loadLogInWorker(scriptUrl: URL, path: string, options: ThreadedLoadOptions): Promise<LoadedLog> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new LogLoadError('cancelled', 'The load was cancelled.'));
  return new Promise<LoadedLog>((resolve, reject) => {
    const worker = new Worker(scriptUrl);
    const channel = new ThreadChannel<AppToLogLoader, LogLoaderToApp>(worker);
    const store = new ModelStore({ fixedCapacity: LOG_CAPACITY });
    const applier = new FrameBatchApplier(store);
    const queue: FrameBatch[] = [];
    let position = 0;
    let draining = false;
    let summary: LogSummary | null = null;
    let settled = false;

    const end = (outcome: { log: LoadedLog } | { error: LogLoadError }) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      channel.close('the log load ended');
      void worker.terminate();
      queue.length = 0;
      if ('log' in outcome) resolve(outcome.log);
      else reject(outcome.error);
    };
    const complete = () => {
      if (summary !== null && !draining && queue.length === 0) end({ log: { ...summary, store } });
    };
    const drain = () => {
      if (settled) return;
      const until = performance.now() + SLICE_MS;
      try {
        while (queue.length > 0 && performance.now() < until) {
          const batch = queue[0]!;
          if (position === 0) applier.define(batch);
          const count = FrameBatchApplier.count(batch);
          const to = Math.min(count, position + FRAMES_PER_STEP);
          // A few histories grow ahead of need per step: all of a frame's histories doubling at once was the
          // longest stall of a load (tens to hundreds of ms at 2,048, 4,096... frames).
          store.growHistoriesAhead(GROWTHS_PER_STEP);
          applier.apply(batch, position, to);
          position = to;
          if (position >= count) {
            queue.shift();
            position = 0;
          }
        }
      } catch (error) {
        // The worker's reader stored the same frames with the same checks: this is not expected to happen.
        return end({ error: new LogLoadError('parse_error', `A frame could not be stored (${(error as Error).message}); the log cannot be loaded.`) });
      }
      if (queue.length > 0) setImmediate(drain);
      else {
        draining = false;
        complete();
      }
    };
    const onAbort = () => end({ error: new LogLoadError('cancelled', 'The load was cancelled.') });
    signal?.addEventListener('abort', onAbort, { once: true });

    channel.onNotice('frames', (batch) => {
      queue.push(batch);
      if (!draining) {
        draining = true;
        setImmediate(drain);
      }
    });
    channel.onNotice('progress', ({ readBytes, totalBytes }) => options.onProgress?.(totalBytes === 0 ? 1 : readBytes / totalBytes));
    worker.once('error', (error) => end({ error: new LogLoadError('unreadable', `The log loader stopped (${error.name}); the log was not loaded.`) }));
    channel.request('load', { path, budgetBytes: options.budgetBytes }).then(
      (reply) => {
        if (!reply.ok) return end({ error: new LogLoadError(reply.kind, reply.message, reply.line) });
        summary = reply.summary;
        complete();
      },
      () => end({ error: new LogLoadError('unreadable', 'The log loader stopped before it answered; the log was not loaded.') }),
    );
  });
}
