// Runs descriptor scans (/proc/PID/fd) through the path helper, with the stalled-mount recovery both open files
// and file users use: when a descriptor's stat() hangs, the mount it lives on (fdinfo `mnt_id`, read here from
// procfs, which never touches that mount) is added to the avoid list and the process is scanned again; its
// descriptors on that mount come back unexamined (`u`), and so do those of every later process.
import type { FdsItem, FdsResult } from '../../helper/protocol.js';
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
