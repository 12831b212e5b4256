// Runs descriptor scans (/proc/PID/fd, plus the cwd and root links) through the path helper, with the stalled-mount recovery both open files
// and file users use: when a descriptor's stat() hangs, the mount it lives on (fdinfo `mnt_id`, read here from
// procfs, which never touches that mount) is added to the avoid list and the process is scanned again; its
// descriptors on that mount come back unexamined (`u`), and so do those of every later process.
import type { FdEntry, FdsItem, FdsResult, LinkTarget } from '../../helper/protocol.js';
import type { PathText } from '../../investigations/types.js';
import type { ItemResult } from '../../helper/client.js';
import type { LinuxContext } from './context.js';
import { parseFdinfo } from './parse.js';

export interface FdScanOutcome {
  readonly results: ItemResult<'fds'>[];
  /** Mounts that stalled during this scan. */
  readonly stalledMounts: number;
}

export async function scanDescriptors(
  ctx: LinuxContext,
  pids: readonly number[],
  sizes: boolean,
  signal: AbortSignal,
  onResults?: (at: number, results: readonly FdsResult[]) => void,
): Promise<FdScanOutcome> {
  const avoid = new Set<number>();
  const items: FdsItem[] = pids.map((pid) => ({ pid }));
  const results = await ctx.helperClient().run(
    'fds',
    { procRoot: ctx.procRoot, sizes, avoidMounts: [] },
    items,
    {
      signal,
      stallTimeoutMs: ctx.pathTimeoutMs,
      onResults,
      onItemTimeout: (_index, item, fd) => {
        if (fd === undefined) return null;
        let mount: number | null = null;
        try {
          mount = parseFdinfo(ctx.fs.readText(`${ctx.procRoot}/${item.pid}/fdinfo/${fd}`, 'latin1')).mntId;
        } catch {
          return null;
        }
        if (mount === null || avoid.has(mount)) return null;
        avoid.add(mount);
        return { retry: true, options: { procRoot: ctx.procRoot, sizes, avoidMounts: [...avoid] } };
      },
    },
  );
  return { results, stalledMounts: avoid.size };
}

/** The row path of a descriptor entry: `path_bytes_hex` only when the helper sent the target's bytes. */
export function entryPath(entry: FdEntry): PathText {
  const hex = entry[4];
  return hex === undefined ? { path: entry[1] } : { path: entry[1], path_bytes_hex: hex };
}

/** The current and root directory of a scanned process, as `[row kind, path]`, in that order (as fuser lists them). */
export interface DirectoryLinks {
  readonly links: readonly (readonly ['cwd' | 'root', LinkTarget])[];
  /** Links that could not be read although the process was (its descriptors were). */
  readonly unreadable: number;
}

export function directoryLinks(result: Extract<FdsResult, { s: 'ok' }>): DirectoryLinks {
  const links: ['cwd' | 'root', LinkTarget][] = [];
  if (result.cwd !== null) links.push(['cwd', result.cwd]);
  if (result.root !== null) links.push(['root', result.root]);
  return { links, unreadable: 2 - links.length };
}
