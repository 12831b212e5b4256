// Guards the worker threads' part of the memory-log test hook: with a file, a line naming the calling thread with its
// own isolate's heap and its spaces (here the test's thread, holding a known ballast).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startThreadMemoryLog } from '../../../src/channel/thread-memory-log.js';
import { thisThreadName } from '../../../src/channel/threads.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'winproc-thread-memlog-'));
  dirs.push(dir);
  return dir;
}

describe('startThreadMemoryLog', () => {
  it("writes a line at once with the thread's name and its isolate's heap", () => {
    const path = join(tempDir(), 'memory.jsonl');
    // ~16 MB of small live objects: the heap the line reports must hold them.
    const ballast = Array.from({ length: 250_000 }, (_, i) => ({ i, s: `x${i}` }));
    startThreadMemoryLog(path, 3_600_000);
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, number | string | Record<string, [number, number]>>);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.thread).toBe(thisThreadName());
    expect(line.heap_used as number).toBeGreaterThan(8 * 1024 * 1024);
    expect(line.heap_total as number).toBeGreaterThanOrEqual(line.heap_used as number);
    // Each heap space committed and used: the old space holds the ballast, and no space uses more than it committed.
    const spaces = line.spaces as Record<string, [number, number]>;
    expect(spaces.old_space![1]).toBeGreaterThan(8 * 1024 * 1024);
    for (const [committed, used] of Object.values(spaces)) expect(committed).toBeGreaterThanOrEqual(used);
    expect(ballast.length).toBe(250_000);
  });
});
