// The sampler's once-a-minute trim of glibc's free heap memory (src/collectors/arena-trim.ts): when it trims, and that
// a trim really returns the pages of freed history-ring-sized buffers lying between live ones (Linux, glibc).
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ARENA_TRIM_INTERVAL_MS, ArenaTrim } from '../../../src/collectors/arena-trim.js';

/** Resident bytes of this process (every thread), as the kernel counts them. */
function residentBytes(): number {
  const match = /^Rss:\s+(\d+) kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'));
  return Number(match![1]) * 1024;
}

describe('ArenaTrim', () => {
  it('trims once per interval, the first one interval after the first pass', async () => {
    let now = 1_000;
    const trim = new ArenaTrim(() => now);
    expect(await trim.afterPass()).toBeNull();
    now += ARENA_TRIM_INTERVAL_MS - 1;
    expect(await trim.afterPass()).toBeNull();
    now += 1;
    const first = await trim.afterPass();
    // glibc answers whether it returned memory; a platform without malloc_trim does nothing.
    if (process.platform === 'linux') expect(typeof first).toBe('boolean');
    else expect(first).toBeNull();
    now += ARENA_TRIM_INTERVAL_MS - 1;
    expect(await trim.afterPass()).toBeNull();
  });

  // glibc is the C library here; a Linux with another (musl has no malloc_trim) would answer null and keep the pages.
  it.skipIf(process.platform !== 'linux')('returns the whole free pages between live rings to the kernel', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // As the store's rings grow (16, 32, 64 then 128 slots of 13 columns), each process leaves three freed blocks
    // between the live rings: 2,000 processes leave ~23 MB of them.
    const live: SharedArrayBuffer[] = [];
    let freed: SharedArrayBuffer[] = [];
    for (let i = 0; i < 2_000; i++) {
      for (const slots of [16, 32, 64]) freed.push(new SharedArrayBuffer(8 + slots * 8 * 13));
      live.push(new SharedArrayBuffer(8 + 128 * 8 * 13));
    }
    freed = [];
    gc();
    // Backing stores of collected buffers are freed by V8 after the collection; give its tasks a turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    gc();
    let now = 0;
    const trim = new ArenaTrim(() => now);
    await trim.afterPass();
    now = ARENA_TRIM_INTERVAL_MS;
    const before = residentBytes();
    expect(await trim.afterPass()).toBe(true);
    const after = residentBytes();
    expect(before - after).toBeGreaterThan(5 * 1024 * 1024);
    expect(live).toHaveLength(2_000);
  });
});
