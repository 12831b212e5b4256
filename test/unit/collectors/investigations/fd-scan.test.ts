// Guards the stalled-mount recovery of descriptor scans: when the helper reports that stat() of a descriptor
// hangs, the scan reads that descriptor's mount from fdinfo and retries the process with the mount avoided —
// once per mount, never for an unknown descriptor.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ItemResult, PathHelperClient, RunOptions, TimeoutDecision } from '../../../../src/collectors/helper/client.js';
import type { FdsItem, FdsOptions } from '../../../../src/collectors/helper/protocol.js';
import { linuxContext } from '../../../../src/collectors/linux/investigations/context.js';
import { scanDescriptors } from '../../../../src/collectors/linux/investigations/fd-scan.js';

const root = mkdtempSync(join(tmpdir(), 'winproc-fdscan-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, '50', 'fdinfo'), { recursive: true });
writeFileSync(join(root, '50', 'fdinfo', '7'), 'pos:\t0\nflags:\t0100000\nmnt_id:\t91\nino:\t5\n');

/** A client double that reports item 0 stalled on descriptor `fd` until the options avoid mount 91. */
function stallingClient(fd: number | undefined, decisions: TimeoutDecision<'fds'>[], seen: FdsOptions[]): PathHelperClient {
  return {
    async run(_op: 'fds', options: FdsOptions, items: readonly FdsItem[], run: RunOptions<'fds'> = {}) {
      let current = options;
      seen.push(current);
      while (!current.avoidMounts.includes(91)) {
        const decision = run.onItemTimeout?.(0, items[0], fd) ?? null;
        decisions.push(decision);
        if (decision === null) return items.map((): ItemResult<'fds'> => ({ s: 'timeout' }));
        current = decision.options;
        seen.push(current);
      }
      return items.map((): ItemResult<'fds'> => ({ s: 'ok', nameBytes: 'x', start: '1', n: 1, failed: 0, e: [[7, '/mnt/nfs/f', 'u']], cwd: { path: '/' }, root: { path: '/' } }));
    },
  } as unknown as PathHelperClient;
}

describe('descriptor scan recovery', () => {
  it('a stalled descriptor puts its mount on the avoid list and the process is scanned again', async () => {
    const decisions: TimeoutDecision<'fds'>[] = [];
    const seen: FdsOptions[] = [];
    const ctx = linuxContext({ procRoot: root, helper: stallingClient(7, decisions, seen), usePidfd: false, clockTicksPerSecond: 100 });
    const outcome = await scanDescriptors(ctx, [50], false, new AbortController().signal);
    expect(outcome.stalledMounts).toBe(1);
    expect(decisions).toHaveLength(1);
    expect(seen.map((o) => o.avoidMounts)).toEqual([[], [91]]);
    expect(outcome.results[0]).toMatchObject({ s: 'ok', e: [[7, '/mnt/nfs/f', 'u']] });
  });

  it('without a known descriptor (the stall was before any stat) the process is given up', async () => {
    const decisions: TimeoutDecision<'fds'>[] = [];
    const ctx = linuxContext({ procRoot: root, helper: stallingClient(undefined, decisions, []), usePidfd: false, clockTicksPerSecond: 100 });
    const outcome = await scanDescriptors(ctx, [50], false, new AbortController().signal);
    expect(decisions).toEqual([null]);
    expect(outcome.results[0]).toEqual({ s: 'timeout' });
  });

  it('a descriptor without readable fdinfo is given up', async () => {
    const decisions: TimeoutDecision<'fds'>[] = [];
    const ctx = linuxContext({ procRoot: root, helper: stallingClient(8, decisions, []), usePidfd: false, clockTicksPerSecond: 100 });
    const outcome = await scanDescriptors(ctx, [50], false, new AbortController().signal);
    expect(decisions).toEqual([null]);
    expect(outcome.stalledMounts).toBe(0);
  });
});
