// Guards the abandonable path helper with a call that really blocks in the kernel: open() of a FIFO that no
// process has open for writing sleeps until a writer appears — here, never. This stands in for a stalled NFS or
// FUSE mount, where open()/stat() sleep in the kernel waiting for a server that does not answer: in both cases
// the calling thread is stuck inside a syscall that no JavaScript can interrupt, and only killing the process
// that made it frees the caller. The helper's `paths` operation is the one process info uses on the executable
// (open, fstat, read the ELF header), so the blocked call is exactly the one a real scan would make.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PathHelperClient, type ItemResult } from '../../../../src/collectors/helper/client.js';
import type { PathsItem } from '../../../../src/collectors/helper/protocol.js';
import { collectFileUsers } from '../../../../src/collectors/linux/investigations/file-users.js';

const STALL_MS = 500;
let dir: string;
let fifo: string;
let fileA: string;
let fileB: string;
const clients: PathHelperClient[] = [];

function client(): PathHelperClient {
  const c = new PathHelperClient({ stallTimeoutMs: STALL_MS });
  clients.push(c);
  return c;
}

const item = (path: string): PathsItem => ({ path, open: true, header: 4 });

/** Whether a PID still exists (as anything but a zombie). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return false;
  }
}

async function waitUntil(predicate: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!predicate() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return predicate();
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'winproc-helper-'));
  fifo = join(dir, 'nobody-writes');
  execFileSync('mkfifo', [fifo]);
  fileA = join(dir, 'a.bin');
  fileB = join(dir, 'b.bin');
  writeFileSync(fileA, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1]));
  writeFileSync(fileB, 'hello');
});

afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('path helper on a call that blocks forever', () => {
  it('times out within its deadline while the event loop keeps ticking, and the next request gets a fresh helper', async () => {
    const helper = client();
    expect(await helper.warm()).toBe(true);
    const stalledPid = helper.helperPid!;
    let ticks = 0;
    const interval = setInterval(() => ticks++, 10);
    const started = performance.now();
    const [result] = await helper.run('paths', { avoidPrefixes: [] }, [item(fifo)]);
    const elapsed = performance.now() - started;
    const ticksDuringStall = ticks;
    clearInterval(interval);

    // (a) a timeout, not a hang (the FIFO blocks forever: without the deadline the test would reach its own
    // timeout), and not before the deadline; how soon after it depends on the machine's load and is not timed
    expect(result).toEqual({ s: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(STALL_MS - 20);
    // (b) the caller's event loop ran all along: ~elapsed/10 ticks; demand a third of them
    expect(ticksDuringStall).toBeGreaterThan(elapsed / 10 / 3);
    // The stalled helper was killed and does not linger.
    expect(await waitUntil(() => !alive(stalledPid))).toBe(true);
    expect(helper.abandonCount).toBe(1);

    // (c) the next request succeeds with a fresh helper
    const [next] = await helper.run('paths', { avoidPrefixes: [] }, [item(fileB)]);
    expect(next).toMatchObject({ s: 'ok', type: 'f', size: '5', header: Buffer.from('hell').toString('hex') });
    expect(helper.helperPid).not.toBe(stalledPid);
    expect(helper.spawnCount).toBe(2);
  });

  it('items before and after the blocked one are answered (by a fresh helper for those after)', async () => {
    const helper = client();
    const results = await helper.run('paths', { avoidPrefixes: [] }, [item(fileA), item(fifo), item(fileB), item(join(dir, 'missing'))]);
    expect(results[0]).toMatchObject({ s: 'ok', type: 'f', header: '7f454c46' });
    expect(results[1]).toEqual({ s: 'timeout' });
    expect(results[2]).toMatchObject({ s: 'ok', size: '5' });
    expect(results[3]).toEqual({ s: 'error', code: 'ENOENT' });
    // Coarse attempt stalls, the precise retry pins the FIFO, a third helper finishes the rest.
    expect(helper.spawnCount).toBe(3);
  });

  it('a timeout hook can retry the item with the stalled location avoided, and later items skip it too', async () => {
    const helper = client();
    const secondFifo = join(dir, 'also-nobody');
    execFileSync('mkfifo', [secondFifo]);
    let hookCalls = 0;
    const results: ItemResult<'paths'>[] = await helper.run('paths', { avoidPrefixes: [] }, [item(fifo), item(secondFifo), item(fileB)], {
      onItemTimeout: (_index, stalled) => {
        hookCalls++;
        return { retry: true, options: { avoidPrefixes: [stalled.path.slice(0, stalled.path.lastIndexOf('/'))] } };
      },
    });
    expect(results.map((r) => r.s)).toEqual(['avoided', 'avoided', 'avoided']);
    expect(hookCalls).toBe(1);
    // One stalled mount costs two stall periods (coarse, then precise), not one per item: each stall abandons its
    // helper, so the first two helpers stalled and the third answered every item (counted, not timed).
    expect(helper.spawnCount).toBe(3);
    rmSync(secondFifo);
  });

  it('cancellation during a stall returns at once and abandons the helper', async () => {
    // A stall deadline far beyond the test's own timeout: only the cancellation can end this call, and it says so.
    const helper = new PathHelperClient({ stallTimeoutMs: 600_000 });
    clients.push(helper);
    await helper.warm();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const [result] = await helper.run('paths', { avoidPrefixes: [] }, [item(fifo)], { signal: controller.signal });
    expect(result).toEqual({ s: 'cancelled' });
    expect(helper.abandonCount).toBe(1);
  });

  it('refuses to pile up helpers that cannot die: beyond the limit requests are unavailable, not hung', async () => {
    const helper = new PathHelperClient({ stallTimeoutMs: 200, maxAbandoned: 0 });
    clients.push(helper);
    const [result] = await helper.run('paths', { avoidPrefixes: [] }, [item(fileB)]);
    expect(result).toEqual({ s: 'unavailable' });
  });
});

describe('file-user scan with a process whose files block', () => {
  it('the blocked process is failed in coverage, the scan goes on and reports partial', async () => {
    // A procfs-shaped tree: process 100's stat is a FIFO (its open blocks like a stalled mount), process 200
    // holds a real file through an fd symlink, process 300 has vanished (no stat).
    const root = join(dir, 'proc');
    mkdirSync(join(root, '100', 'fd'), { recursive: true });
    execFileSync('mkfifo', [join(root, '100', 'stat')]);
    mkdirSync(join(root, '200', 'fd'), { recursive: true });
    writeFileSync(join(root, '200', 'stat'), '200 (holder) S 1 200 200 0 -1 0 0 0 0 0 1 1 0 0 20 0 1 0 4242 0 0 0\n');
    symlinkSync(fileB, join(root, '200', 'fd', '3'));
    symlinkSync('socket:[123]', join(root, '200', 'fd', '4'));
    symlinkSync(dir, join(root, '200', 'cwd'));
    symlinkSync('/', join(root, '200', 'root'));
    mkdirSync(join(root, '300'));
    writeFileSync(join(root, 'stat'), 'cpu 1 1 1 1\nbtime 1700000000\n');
    const helper = client();
    const result = await collectFileUsers(AbortSignal.timeout(20_000), { procRoot: root, helper, usePidfd: false, pathTimeoutMs: STALL_MS, clockTicksPerSecond: 100 });
    expect(result.rows).toEqual([
      { pid: 200, name: 'holder', path: dir, kind: 'cwd', handle_count: null },
      { pid: 200, name: 'holder', path: '/', kind: 'root', handle_count: null },
      { pid: 200, name: 'holder', path: fileB, kind: 'handle', handle_count: 1 },
    ]);
    expect(result.coverage).toEqual({ processes_total: 3, processes_scanned: 1, processes_failed: 2 });
    expect(result.status).toBe('partial');
    expect(result.warnings.join(' ')).toMatch(/could not be examined in time/);
    expect(result.processes).toEqual([{ pid: 200, name: 'holder', startTimeMs: 1700000000000 + 42420, startToken: '4242' }]);
  });
});

describe('modules on a procfs-shaped tree with a network mount', () => {
  it('stats local files in-process, network-mounted ones in the helper (by their exact bytes), and marks deleted ones missing', async () => {
    const root = join(dir, 'proc-modules');
    const base = join(root, '4242');
    mkdirSync(join(base, 'root', 'usr', 'lib'), { recursive: true });
    mkdirSync(join(base, 'root', 'mnt', 'nfs'), { recursive: true });
    writeFileSync(join(base, 'stat'), '4242 (app) S 1 4242 4242 0 -1 0 0 0 0 0 1 1 0 0 20 0 1 0 777 0 0 0\n');
    writeFileSync(join(base, 'root', 'usr', 'lib', 'libc.so.6'), 'local');
    writeFileSync(join(base, 'root', 'mnt', 'nfs', 'libremote.so'), 'remote!');
    // A name that is not valid UTF-8 reaches the helper's stat() unchanged.
    const oddName = Buffer.concat([Buffer.from('lib'), Buffer.from([0xff]), Buffer.from('.so')]);
    writeFileSync(Buffer.concat([Buffer.from(join(base, 'root', 'mnt', 'nfs') + '/'), oddName]), 'odd');
    symlinkSync('/usr/bin/app', join(base, 'exe'));
    writeFileSync(
      join(base, 'maps'),
      Buffer.concat([
        Buffer.from(
          [
            '55d000000000-55d000001000 r-xp 00000000 fd:01 10 /usr/bin/app',
            '7f0000000000-7f0000001000 r-xp 00000000 fd:01 11 /usr/lib/libc.so.6',
            '7f0000001000-7f0000002000 r--p 00001000 fd:01 11 /usr/lib/libc.so.6',
            '7f0000002000-7f0000003000 r-xp 00000000 00:30 12 /mnt/nfs/libremote.so',
            '7f0000003000-7f0000004000 r-xp 00000000 fd:01 13 /opt/gone lib.so (deleted)',
            '7f0000004000-7f0000005000 r-xp 00000000 00:30 14 /mnt/nfs/',
          ].join('\n'),
        ),
        oddName,
        Buffer.from('\n'),
      ]),
    );
    writeFileSync(join(base, 'mountinfo'), '26 1 254:0 / / rw - ext4 /dev/vda rw\n40 26 0:50 / /mnt/nfs rw - nfs4 srv:/export rw\n');
    writeFileSync(join(root, 'stat'), 'cpu 1 1 1 1\nbtime 1700000000\n');
    const helper = client();
    const { collectModules } = await import('../../../../src/collectors/linux/investigations/modules.js');
    const result = await collectModules({ pid: 4242, name: 'app', startTimeMs: null, startToken: '777' }, AbortSignal.timeout(20_000), {
      procRoot: root,
      helper,
      usePidfd: false,
    });
    expect(result.rows.map((r) => [r.name, r.directory, r.size_bytes])).toEqual([
      ['gone lib.so', '/opt', { unavailable: 'missing' }],
      ['libc.so.6', '/usr/lib', { value: '5' }],
      ['libremote.so', '/mnt/nfs', { value: '7' }],
      ['lib\\xff.so', '/mnt/nfs', { value: '3' }],
    ]);
    expect(result.rows[3]).toMatchObject({ path: '/mnt/nfs/lib\\xff.so', path_bytes_hex: Buffer.from('/mnt/nfs/lib\xff.so', 'latin1').toString('hex') });
    expect(result.rows[1].modified_at).toMatchObject({ value: expect.stringMatching(/Z$/) });
    // Only the network-mounted module went through the helper.
    expect(helper.spawnCount).toBe(1);
  });
});
