// Reads every /proc/PID/fd link of one process: the shared loop of the in-process socket scan and the path
// helper's descriptor scans.
//
// Measured and rejected: probing 0, 1, 2, … with readlink up to the descriptor count that stat() of the
// directory reports (Linux >= 6.2) instead of listing it. It saves ~8 µs per dense table but a failed readlink
// costs more than twice a successful one in Node (the thrown error), and many tables are not dense: shells keep
// fds 10 and 255, and children inherit such descriptors (on the benchmark host 322 of 387 processes).
import { readdirSync, readlinkSync } from 'node:fs';

export interface FdLinks {
  /** `[fd name, link target]` of each descriptor that was still open when its link was read. */
  readonly links: [string, string][];
  /** Descriptors listed whose readlink failed for a reason other than closing meanwhile. */
  readonly failed: number;
  /** Descriptors listed but closed before their link was read. */
  readonly closed: number;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

const isDeniedCode = (code: string | undefined): boolean => code === 'EACCES' || code === 'EPERM';

/** The links of `${procRoot}/${pid}/fd`; `gone` when the process vanished, `denied` when they are not ours to read. */
export function readFdLinks(procRoot: string, pid: number): FdLinks | 'gone' | 'denied' {
  const dir = `${procRoot}/${pid}/fd`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    return isDeniedCode(codeOf(error)) ? 'denied' : 'gone';
  }
  const links: [string, string][] = [];
  let failed = 0;
  let closed = 0;
  for (const name of names) {
    try {
      links.push([name, readlinkSync(`${dir}/${name}`)]);
    } catch (error) {
      const code = codeOf(error);
      if (code === 'ENOENT' || code === 'ESRCH') closed++;
      else if (isDeniedCode(code)) return 'denied';
      else failed++;
    }
  }
  return { links, failed, closed };
}
