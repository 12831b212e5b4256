// Releases the pages start-up touched and the running application does not use, on the platforms where that is done
// (Linux: src/collectors/linux/startup-pages.ts); elsewhere nothing happens.
import { samplingPlatform } from './platform.js';

/**
 * What one release did: the mappings advised, their resident kilobytes before, whether malloc_trim returned memory
 * (null without glibc's malloc_trim, or when the release failed before it), and each refusal (none expected).
 */
export interface StartupPagesRelease {
  readonly mappings: number;
  readonly residentKb: number;
  readonly mallocTrimmed: boolean | null;
  readonly failures: readonly string[];
}

/**
 * Linux: drops this process's clean file-backed pages (node's binary, shared libraries), the ones still in use come
 * back from the page cache on their next access; then glibc's arenas return their free memory (malloc_trim).
 * Windows: null (its memory manager trims working sets itself; not done here). Called a few seconds after the first
 * frame, when start-up's code has run, and again two minutes later, when V8's optimizing compiler has warmed up.
 */
export async function releaseStartupPages(): Promise<StartupPagesRelease | null> {
  if (samplingPlatform() !== 'linux') return null;
  const linux = await import('./linux/startup-pages.js');
  return linux.releaseStartupPages();
}
