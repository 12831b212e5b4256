// Hands the C library's free heap memory back to the kernel once a minute, after a sampling pass (Linux: glibc's
// malloc_trim; elsewhere nothing happens). Issue 31, docs/architecture.md "Memory per process".
import { samplingPlatform } from './platform.js';

/**
 * How often the sampler trims. Every process's history ring lives in glibc's heap (its SharedArrayBuffer), grows
 * 16 → 32 → 64 → 128 slots and is freed two minutes after its process exits; the freed blocks of all sizes between
 * live rings are free memory glibc keeps resident (45 MB free of an 86 MB arena at +2,000 processes with churn,
 * measured by mallinfo2). malloc_trim(0) returns their whole pages (-12 MB there); once a minute keeps that while
 * the walk over the free chunks (a few milliseconds, on this thread, right after a pass) stays negligible.
 */
export const ARENA_TRIM_INTERVAL_MS = 60_000;

/** Trims at most once per ARENA_TRIM_INTERVAL_MS; the first trim comes one interval after the first pass. */
export class ArenaTrim {
  private lastMs: number | null = null;
  private trim: (() => boolean | null) | null | undefined = undefined;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * After a pass: trims when an interval has passed since the last trim (or since the first call). Resolves true
   * when memory was returned, false when none was, null when nothing was done (not due, or no such call here).
   */
  async afterPass(): Promise<boolean | null> {
    const now = this.now();
    if (this.lastMs === null) this.lastMs = now;
    if (now - this.lastMs < ARENA_TRIM_INTERVAL_MS) return null;
    this.lastMs = now;
    this.trim ??= await platformTrim();
    return this.trim === null ? null : this.trim();
  }
}

/**
 * Blocks this large or larger come from mmap and go back to the kernel when freed. glibc's default (128 KB) rises
 * dynamically to the largest mmapped block freed so far: after the first of a pass's snapshot buffers (hundreds of KB
 * at 2,000 processes, sent from this thread each pass) is freed, later ones land in the heap between history rings
 * and leave free holes there. Fixed here, those buffers are mapped and unmapped each pass instead (measured in
 * docs/testing.md, issue 31 "s40 arena").
 */
export const MMAP_THRESHOLD_BYTES = 64 * 1024;
/** Free memory at the heap's top above this goes back to the kernel at once (glibc's default, kept from rising). */
export const TRIM_THRESHOLD_BYTES = 128 * 1024;

/**
 * Fixes the C library's mmap and trim thresholds for the whole process (Linux with glibc; null elsewhere and where
 * the call is missing): called once when the sampler thread starts, before its first pass. `platform` is the
 * process's own; a test names Windows to check that nothing happens there.
 */
export async function fixMallocThresholds(platform: string = process.platform): Promise<boolean | null> {
  if (samplingPlatform(platform) !== 'linux') return null;
  const { setMallocThresholds } = await import('../../native/linux/libc.js');
  return setMallocThresholds(MMAP_THRESHOLD_BYTES, TRIM_THRESHOLD_BYTES);
}

/** glibc's malloc_trim(0) on Linux (null without it); null elsewhere. */
async function platformTrim(): Promise<(() => boolean | null) | null> {
  if (samplingPlatform() !== 'linux') return null;
  const { mallocTrim } = await import('../../native/linux/libc.js');
  return mallocTrim;
}
