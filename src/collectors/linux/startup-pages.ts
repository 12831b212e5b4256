// Linux: hands back the file-backed pages the process touched while starting (node's binary, the shared libraries)
// and no longer uses, so its resident set stops counting them (issue 31, docs/architecture.md "Memory per process").
import { readFileSync } from 'node:fs';
import { madvise, MADV_DONTNEED, mallocTrim } from '../../../native/linux/libc.js';
import type { StartupPagesRelease } from '../startup-pages.js';

/** One mapping of /proc/self/smaps whose pages can be dropped and read back from its file unchanged. */
export interface ReleasableMapping {
  readonly start: number;
  readonly length: number;
  readonly file: string;
  /** Resident kilobytes when smaps was read. */
  readonly residentKb: number;
}

const HEADER = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \S+\s*(.*)$/;

/**
 * The mappings of a file that hold nothing but the file's own bytes: readable, never writable, and without a
 * privately modified (anonymous) page. Dropping such a page loses nothing: the next access maps it again from the
 * page cache (a minor fault) with the same bytes. A mapping with an anonymous page (a relocated RELRO segment, a
 * written data segment) would lose its changes, so it is left alone, as is everything writable (a page could be
 * written between the read of smaps and the advice), anonymous memory and the kernel's own ([vdso], [vvar]).
 */
export function releasableMappings(smaps: string): ReleasableMapping[] {
  const found: ReleasableMapping[] = [];
  let current: { start: number; end: number; perms: string; file: string; anonymousKb: number | null; residentKb: number } | null = null;
  const close = () => {
    if (current === null) return;
    const fileBacked = current.file.startsWith('/') && !current.file.endsWith(' (deleted)');
    if (fileBacked && current.perms[0] === 'r' && current.perms[1] === '-' && current.anonymousKb === 0 && current.residentKb > 0) {
      found.push({ start: current.start, length: current.end - current.start, file: current.file, residentKb: current.residentKb });
    }
  };
  for (const line of smaps.split('\n')) {
    const header = HEADER.exec(line);
    if (header) {
      close();
      current = { start: parseInt(header[1]!, 16), end: parseInt(header[2]!, 16), perms: header[3]!, file: header[4]!, anonymousKb: null, residentKb: 0 };
      continue;
    }
    if (current === null) continue;
    // A mapping whose Anonymous line is missing (an unexpected smaps) keeps null and is never advised.
    if (line.startsWith('Anonymous:')) current.anonymousKb = Number(/(\d+) kB/.exec(line)?.[1] ?? Number.NaN);
    else if (line.startsWith('Rss:')) current.residentKb = Number(/(\d+) kB/.exec(line)?.[1] ?? 0);
  }
  close();
  return found;
}

/**
 * Advises MADV_DONTNEED on every releasable mapping of this process, then has glibc return its arenas' free memory
 * (start-up's garbage in the threads' arenas, ~4 MB measured); what was advised and what the kernel refused.
 */
export function releaseStartupPages(smapsPath = '/proc/self/smaps'): StartupPagesRelease {
  let text: string;
  try {
    text = readFileSync(smapsPath, 'utf8');
  } catch (error) {
    return { mappings: 0, residentKb: 0, mallocTrimmed: null, failures: [`read ${smapsPath}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`] };
  }
  let mappings = 0;
  let residentKb = 0;
  const failures: string[] = [];
  for (const mapping of releasableMappings(text)) {
    const result = madvise(mapping.start, mapping.length, MADV_DONTNEED);
    if (result.ok) {
      mappings += 1;
      residentKb += mapping.residentKb;
    } else failures.push(`${mapping.file} at ${mapping.start.toString(16)}: errno ${result.errno}`);
  }
  return { mappings, residentKb, mallocTrimmed: mallocTrim(), failures };
}
