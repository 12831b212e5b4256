// A loaded log as plain data that crosses threads (the log-load worker to the MCP worker): everything as it is but the
// store, which goes as its history arrays (ModelStore.toTransfer), moved rather than copied or rebuilt frame by frame.
import { ModelStore, type StoreTransfer } from '../model/store.js';
import type { LogLoadFailure } from './load-error.js';
import type { LoadedLog } from './reader.js';

/** What the MCP side asks a log-load worker to do (its workerData). */
export interface LoadRequest {
  readonly path: string;
  readonly budgetBytes: number;
  readonly noFollow: boolean;
  /** The tool the load serves and the thread-log test hook's file (src/channel/thread-log.ts), if any. */
  readonly label: string;
  readonly threadLog: string | undefined;
}

export type LoadedLogTransfer = Omit<LoadedLog, 'store'> & { readonly store: StoreTransfer };

/** The worker's one answer: the log, or why it failed (`kind` null: not a LogLoadError). */
export type LoadWorkerMessage =
  | { readonly ok: true; readonly log: LoadedLogTransfer }
  | { readonly ok: false; readonly kind: LogLoadFailure | null; readonly message: string; readonly line: number | null };

/** The log as plain data and the buffers to transfer; the log must not be used afterwards. */
export function toLoadedLogTransfer(log: LoadedLog): { readonly transfer: LoadedLogTransfer; readonly buffers: ArrayBufferLike[] } {
  const { transfer: store, buffers } = log.store.toTransfer();
  return { transfer: { ...log, store }, buffers };
}

export function fromLoadedLogTransfer(transfer: LoadedLogTransfer): LoadedLog {
  return { ...transfer, store: ModelStore.fromTransfer(transfer.store) };
}
