// Test hook for the idle-memory benchmark (bench/idle-rss.ts): appends the process's memory use once a period as a
// JSON line, split into what a leak would grow (heap, performance entries) and what grows by design (history rings
// filling up to their capacity), so a measurement can tell the two apart. Off unless WINPROC_TUI_TEST_MEMORY_LOG names a file.
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { ModelStore } from '../model/index.js';
import { heapSpaces } from '../channel/thread-memory-log.js';

/** Bytes the live model holds in history ring storage: system, every retained process and every GPU adapter. */
export function historyStorageBytes(store: ModelStore): number {
  let bytes = store.system.storageBytes();
  for (const entry of store.processes()) bytes += entry.history.storageBytes();
  for (const entry of store.gpuAdapters()) bytes += entry.history.storageBytes();
  return bytes;
}

/** What the release of start-up's pages did, as src/main.ts hands it over (src/collectors/startup-pages.ts). */
export interface StartupPagesLine {
  readonly mappings: number;
  readonly residentKb: number;
  readonly mallocTrimmed: boolean | null;
  readonly failures: readonly string[];
}

export interface MemoryLogLine {
  readonly at_ms: number;
  readonly rss: number;
  readonly heap_used: number;
  readonly heap_total: number;
  readonly external: number;
  readonly array_buffers: number;
  /** Entries in the main thread's performance timeline (React's development build fills it). */
  readonly performance_entries: number;
  readonly history_bytes: number;
  readonly retained_processes: number;
  /** Whether heap_used was read right after a forced full collection (node --expose-gc). */
  readonly after_gc: boolean;
  /** What the release of start-up's pages did (null until it ran, and where the platform releases nothing). */
  readonly startup_pages: StartupPagesLine | null;
  /** What the latest release after an on-demand MCP worker's start did (null before the first such start). */
  readonly worker_start_pages: StartupPagesLine | null;
  /** The main isolate's heap spaces: committed and used bytes by space. */
  readonly spaces: Record<string, readonly [committed: number, used: number]>;
}

/** Starts the log; returns the function that stops it. */
export function startMemoryLog(
  path: string,
  store: ModelStore,
  periodMs: number,
  startupPages: () => StartupPagesLine | null,
  workerStartPages: () => StartupPagesLine | null = () => null,
): () => void {
  // Under --expose-gc (bench/idle-rss.ts runs the app so) each line is taken after a full collection: heap_used is
  // then the live set, and its growth is a leak rather than garbage waiting for the next collection.
  const collect = (globalThis as { gc?: () => void }).gc;
  const write = () => {
    collect?.();
    const usage = process.memoryUsage();
    let retained = 0;
    for (const _ of store.processes()) retained += 1;
    const line: MemoryLogLine = {
      at_ms: Date.now(),
      rss: usage.rss,
      heap_used: usage.heapUsed,
      heap_total: usage.heapTotal,
      external: usage.external,
      array_buffers: usage.arrayBuffers,
      performance_entries: performance.getEntries().length,
      history_bytes: historyStorageBytes(store),
      retained_processes: retained,
      after_gc: collect !== undefined,
      startup_pages: startupPages(),
      worker_start_pages: workerStartPages(),
      spaces: heapSpaces(),
    };
    try {
      appendFileSync(path, `${JSON.stringify(line)}\n`);
    } catch {
      // A benchmark's log file vanishing must not disturb the application.
    }
  };
  write();
  const timer = setInterval(write, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
