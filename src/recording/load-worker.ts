// Entry of the saved-log loader thread (built as dist/workers/log-load.js): reads, parses, checks and decodes one log
// for the TUI (threaded-load.ts) with the same reader and budget as a load on any thread, and sends each stored frame
// back as transferable row batches, so the main thread never parses JSON or collects its garbage.
import { parentPort } from 'node:worker_threads';
import { ThreadChannel } from '../channel/index.js';
import { batchTransfer, FrameBatcher } from './frame-batch.js';
import { loadLogFile } from './load.js';
import { LogLoadError } from './reader.js';
import type { AppToLogLoader, LogLoaderToApp } from './threaded-load.js';

/** Frames per batch: large enough that messages stay few, small enough that the main thread starts early. */
const BATCH_FRAMES = 256;

const port = parentPort;
if (!port) throw new Error('the log loader must run in a worker thread');
const channel = new ThreadChannel<LogLoaderToApp, AppToLogLoader>(port);

channel.serve('load', async ({ path, budgetBytes }, signal) => {
  const batcher = new FrameBatcher();
  const flush = () => {
    const batch = batcher.take();
    if (batch !== null) channel.notify('frames', batch, batchTransfer(batch));
  };
  let percent = -1;
  try {
    const log = await loadLogFile(path, {
      budgetBytes,
      signal,
      tap: { frame: (frame) => batcher.addFrame(frame), snapshot: (snapshot) => batcher.addSnapshot(snapshot) },
      onChunk: (readBytes, totalBytes) => {
        if (batcher.pending >= BATCH_FRAMES) flush();
        // One notice per whole percent: the main thread redraws on each.
        const now = totalBytes === 0 ? 100 : Math.floor((readBytes / totalBytes) * 100);
        if (now !== percent) {
          percent = now;
          channel.notify('progress', { readBytes, totalBytes });
        }
      },
    });
    flush();
    const { store: _store, ...summary } = log;
    return { ok: true, summary };
  } catch (error) {
    if (error instanceof LogLoadError) return { ok: false, kind: error.kind, message: error.message, line: error.line };
    throw error;
  }
});
