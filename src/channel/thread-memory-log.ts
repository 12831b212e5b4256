// The worker threads' part of the WINPROC_TUI_TEST_MEMORY_LOG test hook (test build only; callers read the hook and
// pass its file): once a period, one JSON line with this thread's name and its own V8 heap (each thread is an isolate
// with its own heap, which process.memoryUsage() in the main thread does not show), so bench/memory-retention.ts can
// say which isolate the RSS belongs to. Without a file nothing happens.
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { thisThreadName } from './threads.js';

/** This isolate's heap spaces: committed and used bytes by space (new, old, code, large objects...). */
export function heapSpaces(): Record<string, readonly [committed: number, used: number]> {
  const spaces: Record<string, readonly [number, number]> = {};
  for (const space of getHeapSpaceStatistics()) spaces[space.space_name] = [space.space_size, space.space_used_size];
  return spaces;
}

/** Starts the log for this thread; the timer never keeps the thread alive. */
export function startThreadMemoryLog(path: string | undefined, periodMs: number): void {
  if (path === undefined) return;
  const write = () => {
    const heap = getHeapStatistics();
    const line = {
      at_ms: Date.now(),
      thread: thisThreadName(),
      heap_used: heap.used_heap_size,
      heap_total: heap.total_heap_size,
      heap_physical: heap.total_physical_size,
      external: heap.external_memory,
      malloced: heap.malloced_memory,
      spaces: heapSpaces(),
    };
    try {
      appendFileSync(path, `${JSON.stringify(line)}\n`);
    } catch {
      // A benchmark's log file vanishing must not disturb the application.
    }
  };
  write();
  setInterval(write, periodMs).unref();
}
