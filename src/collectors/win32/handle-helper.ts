// The Windows helper process (dist/workers/win32-handle-helper.js): runs the `win32_handles` and `win32_files`
// requests of the shared helper line protocol. Synchronous on purpose, like the Linux path helper: a call that
// blocks forever blocks only this process, and every result line is written before the next item starts, so the
// application knows where a stall happened and abandons this process.
import { writeSync } from 'node:fs';
import type { HelperLine } from '../helper/protocol.js';
import { serveRequests } from '../helper/serve.js';
import { readFileFacts, readHandleTable, scanProcessHandles } from './handle-scan.js';
import type { Win32FilesItem, Win32FilesOptions, Win32HandlesItem, Win32HandlesOptions } from './helper-protocol.js';

const FLUSH_MS = 50;

interface Request {
  readonly id: number;
  readonly op: 'win32_handles' | 'win32_files';
  readonly options: unknown;
  readonly precise: boolean;
  readonly items: readonly unknown[];
}

function emit(line: HelperLine): void {
  let buffer = Buffer.from(`${JSON.stringify(line)}\n`, 'utf8');
  while (buffer.length > 0) {
    let n = 0;
    try {
      n = writeSync(1, buffer);
    } catch {
      process.exit(0); // the application is gone
    }
    buffer = buffer.subarray(n);
  }
}

function handle(request: Request): void {
  // Coarse mode batches results, but never holds one back longer than FLUSH_MS: the client's stall timer runs.
  const flushEvery = request.precise ? 1 : 64;
  let pending: unknown[] = [];
  let pendingAt = 0;
  let lastFlush = performance.now();
  const flush = (): void => {
    if (pending.length > 0) emit({ id: request.id, at: pendingAt, r: pending });
    pending = [];
    lastFlush = performance.now();
  };
  const push = (index: number, result: unknown): void => {
    if (pending.length === 0) pendingAt = index;
    pending.push(result);
    if (pending.length >= flushEvery || performance.now() - lastFlush >= FLUSH_MS) flush();
  };
  if (request.op === 'win32_handles') {
    const options = request.options as Win32HandlesOptions;
    const items = request.items as Win32HandlesItem[];
    const table = readHandleTable(new Set(items.map((i) => i.pid)));
    const skip = new Set(options.skip);
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if ('error' in table) {
        push(i, { s: 'error', code: `NTSTATUS_${(table.error >>> 0).toString(16)}` });
        continue;
      }
      const result = scanProcessHandles(item, table.byPid.get(item.pid) ?? [], table.fileIndex !== null, options, skip, (h) => {
        if (request.precise) emit({ id: request.id, at: i, p: h });
      });
      push(i, result);
    }
  } else {
    const options = request.options as Win32FilesOptions;
    const items = request.items as Win32FilesItem[];
    for (let i = 0; i < items.length; i++) push(i, readFileFacts(items[i]!, options));
  }
  flush();
  emit({ id: request.id, done: true });
}

function isRequest(value: unknown): value is Request {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && (v.op === 'win32_handles' || v.op === 'win32_files') && typeof v.options === 'object' && v.options !== null && Array.isArray(v.items);
}

function main(): void {
  serveRequests(isRequest, (request) => {
    try {
      handle(request);
    } catch {
      emit({ id: request.id, fatal: 'the request failed' });
    }
  }, emit);
}

main();
