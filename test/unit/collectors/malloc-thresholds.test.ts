// The sampler's fixed malloc thresholds (src/collectors/arena-trim.ts fixMallocThresholds): large buffers freed between
// live ones go back to the kernel instead of staying resident as holes in glibc's heap (Linux, glibc). A file of its
// own: it changes this test process's malloc settings and needs a heap with no free holes from other tests.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fixMallocThresholds, MMAP_THRESHOLD_BYTES } from '../../../src/collectors/arena-trim.js';

/** Resident bytes of this process (every thread), as the kernel counts them. */
function residentBytes(): number {
  const match = /^Rss:\s+(\d+) kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'));
  return Number(match![1]) * 1024;
}

describe('fixMallocThresholds', () => {
  it('does nothing on Windows (no glibc there)', async () => {
    expect(await fixMallocThresholds('win32')).toBeNull();
  });

  // glibc's thresholds have no getter: the setting is read back by its effect. Without it the test fails: the freed
  // 8 MB block below raises glibc's dynamic threshold to 8 MB, the buffers then land in the heap, and their pages stay
  // resident when they are freed between the live small ones.
  it.skipIf(process.platform !== 'linux')('sends large buffers freed between live ones back to the kernel', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const collect = async () => {
      gc();
      // Backing stores of collected buffers are freed by V8 after the collection; give its tasks a turn.
      await new Promise((resolve) => setTimeout(resolve, 200));
      gc();
    };
    let raise: ArrayBuffer | null = new ArrayBuffer(8 * 1024 * 1024);
    new Uint8Array(raise).fill(1);
    raise = null;
    await collect();
    expect(await fixMallocThresholds()).toBe(true);
    // 160 buffers of 3x the threshold (~30 MB touched), each followed by a small live one, as a pass's snapshot
    // buffers fall between history rings.
    const live: ArrayBuffer[] = [];
    let large: ArrayBuffer[] = [];
    for (let i = 0; i < 160; i++) {
      const buffer = new ArrayBuffer(3 * MMAP_THRESHOLD_BYTES);
      new Uint8Array(buffer).fill(1);
      large.push(buffer);
      live.push(new ArrayBuffer(1024));
    }
    const before = residentBytes();
    large = [];
    await collect();
    expect(before - residentBytes()).toBeGreaterThan(20 * 1024 * 1024);
    expect(live).toHaveLength(160);
  });
});
