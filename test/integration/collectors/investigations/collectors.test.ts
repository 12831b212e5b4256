// Guards the Linux investigations against real processes this test spawns: a child holding known files, a
// directory, a FIFO and a listener, running worker threads under nice 5; and children that exit mid-capture,
// which must fail with `exited` rather than deliver another lifetime's data.
import { cpus as onlineCpus } from 'node:os';
import { createSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectFileUsers,
  collectModules,
  collectNetwork,
  collectOpenFiles,
  collectProcessInfo,
  collectScheduling,
  collectThreads,
  closeSharedPathHelper,
  type FileUsersProgress,
  type InvestigationResult,
} from '../../../../src/collectors/investigations/index.js';
import * as linux from '../../../../src/collectors/linux/investigations/index.js';
import type { ProcessIdentity } from '../../../../src/model/types.js';
import { HOLDER, identityOf, killAllChildren, killAndReap, startHolder, startReporting, startSleeper, type Holder, type HolderReport } from './helpers.js';
import { nodeNamed } from '../../../support/node-runtime.js';

const WORKERS = 3;
const signal = (): AbortSignal => AbortSignal.timeout(30_000);
let dir: string;
let holder: Holder;

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'winproc-inv-')));
  holder = await startHolder(dir, WORKERS, 5);
});

afterAll(async () => {
  await killAllChildren();
  closeSharedPathHelper();
  rmSync(dir, { recursive: true, force: true });
});

function expectEnvelope(result: InvestigationResult<unknown, unknown>): void {
  expect(result.startedAtMs).toBeLessThanOrEqual(result.finishedAtMs);
  expect(Array.isArray(result.warnings)).toBe(true);
  // Rows are published unchanged: JSON-ready, no bigint, no undefined.
  expect(JSON.parse(JSON.stringify(result.rows))).toEqual(result.rows);
}

describe('open files and file users of a child holding known files', () => {
  it('open_files lists exactly the child\'s regular files and directories in the temp dir', async () => {
    const result = await collectOpenFiles(holder.identity, signal());
    expectEnvelope(result);
    const mine = result.rows.filter((row) => row.path === dir || row.path.startsWith(`${dir}/`));
    const expected = holder.report.held.map((h) => ({ path: h.path, handle: String(h.fd), kind: h.kind }));
    expect(mine.map(({ path, handle, kind }) => ({ path, handle, kind })).sort((a, b) => Number(a.handle) - Number(b.handle))).toEqual(
      expected.sort((a, b) => Number(a.handle) - Number(b.handle)),
    );
    // The FIFO is held but is not a disk file.
    expect(result.rows.some((row) => row.handle === String(holder.report.fifoFd))).toBe(false);
    expect(mine.find((row) => row.path.endsWith('/a.txt'))?.size_bytes).toBe('12');
    expect(mine.find((row) => row.kind === 'directory')?.size_bytes).toBeUndefined();
    expect(result.coverage.handles_total).toBeGreaterThanOrEqual(holder.report.held.length + 2);
    expect(result.coverage.handles_failed).toBe(0);
    expect(result.status).toBe('complete');
  });

  it('file_users finds each path with owner pid, name and handle count (a file opened twice counts 2)', async () => {
    const progress: FileUsersProgress[] = [];
    const result = await collectFileUsers(signal(), { onProgress: (p) => progress.push(p) });
    expectEnvelope(result);
    const mine = result.rows.filter((row) => row.pid === holder.report.pid && (row.path === dir || row.path.startsWith(`${dir}/`)));
    expect(mine.map(({ path, handle_count }) => ({ path, handle_count })).sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual([
      { path: dir, handle_count: 1 },
      { path: join(dir, 'a.txt'), handle_count: 1 },
      { path: join(dir, 'b file.txt'), handle_count: 2 },
    ]);
    expect(mine.every((row) => row.name === holder.identity.name)).toBe(true);
    expect(result.processes).toContainEqual(expect.objectContaining({ pid: holder.report.pid, startToken: holder.identity.startToken, name: holder.identity.name }));
    const { processes_total, processes_scanned, processes_failed } = result.coverage;
    expect(processes_total).toBeGreaterThan(1);
    expect(processes_scanned + processes_failed).toBe(processes_total);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toMatchObject({ processes_scanned, processes_failed, processes_total });
  });

  it('a second file_users scan while one runs gets busy', async () => {
    const first = collectFileUsers(signal());
    await expect(collectFileUsers(signal())).rejects.toMatchObject({ kind: 'busy' });
    await first;
  });
});

describe('network, modules, threads, scheduling and process info of the child', () => {
  it('network lists the child\'s 127.0.0.1 listener under its PID, per process and host-wide', async () => {
    const listener = { protocol: 'tcp', local_address: '127.0.0.1', local_port: holder.report.port, state: 'LISTEN', pid: holder.report.pid, owner_name: holder.identity.name, remote_address: null, remote_port: null };
    const own = await collectNetwork(holder.identity, signal());
    expectEnvelope(own);
    expect(own.rows).toContainEqual(listener);
    expect(own.rows.every((row) => row.pid === holder.report.pid)).toBe(true);
    expect(own.coverage.tables_succeeded).toBeGreaterThanOrEqual(2);
    const host = await collectNetwork(null, signal());
    expect(host.rows).toContainEqual(listener);
    expect(host.processes).toContainEqual(expect.objectContaining({ pid: holder.report.pid, startToken: holder.identity.startToken }));
  });

  it('network reports a connected UDP socket as ESTABLISHED and an unconnected one without state', async () => {
    const bound = createSocket('udp4');
    const connected = createSocket('udp4');
    try {
      await new Promise<void>((resolve) => bound.bind(0, '127.0.0.1', resolve));
      await new Promise<void>((resolve) => connected.bind(0, '127.0.0.1', resolve));
      await new Promise<void>((resolve) => connected.connect(bound.address().port, '127.0.0.1', resolve));
      const host = await collectNetwork(null, signal());
      const udp = host.rows.filter((row) => row.protocol === 'udp' && row.pid === process.pid);
      expect(udp).toContainEqual(expect.objectContaining({ local_port: connected.address().port, remote_address: '127.0.0.1', remote_port: bound.address().port, state: 'ESTABLISHED' }));
      expect(udp).toContainEqual(expect.objectContaining({ local_port: bound.address().port, remote_address: null, remote_port: null, state: null }));
    } finally {
      bound.close();
      connected.close();
    }
  });

  it('modules include libc and exclude the node executable', async () => {
    const result = await collectModules(holder.identity, signal());
    expectEnvelope(result);
    const names = result.rows.map((row) => row.name);
    expect(names.some((name) => name === 'libc.so.6' || name.startsWith('ld-musl') || name.startsWith('libc.musl'))).toBe(true);
    expect(result.rows.some((row) => row.path === realpathSync(process.execPath))).toBe(false);
    const libc = result.rows.find((row) => row.name === 'libc.so.6' || row.name.startsWith('ld-musl'));
    expect(libc?.size_bytes).toMatchObject({ value: expect.stringMatching(/^\d+$/) });
    expect(libc?.modified_at).toMatchObject({ value: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(libc?.company).toEqual({ unavailable: 'not_available_on_platform' });
    expect(libc?.directory).toBe(libc?.path.slice(0, libc.path.lastIndexOf('/')));
  });

  it(`threads of a child with ${WORKERS} worker threads: at least ${WORKERS + 1}, the main thread first`, async () => {
    const result = await collectThreads(holder.identity, signal());
    expectEnvelope(result);
    expect(result.rows.length).toBeGreaterThanOrEqual(WORKERS + 1);
    expect(result.rows[0].tid).toBe(holder.report.pid);
    // The main thread started node: it has used CPU time (ticks of its stat line, not a constant 0).
    expect(result.rows[0].cpu_seconds).toBeGreaterThan(0);
    const cpus = onlineCpus().length;
    for (const row of result.rows) {
      expect(Number.isFinite(row.cpu_seconds)).toBe(true);
      // A CPU this machine has (field 39 of the thread's stat), not merely a non-negative number.
      expect(Number.isInteger(row.last_cpu) && (row.last_cpu ?? cpus) < cpus, `last_cpu ${row.last_cpu} of ${cpus} CPUs`).toBe(true);
      expect(row.base_priority).toBe(25); // 20 + nice 5
      expect(row.ideal_cpu).toBeUndefined();
    }
    expect(result.omitted.ideal_cpu).toBe('not_available_on_platform');
  });

  it('scheduling of a child started with nice -n 5 shows nice 5', async () => {
    const result = await collectScheduling(holder.identity, signal());
    expectEnvelope(result);
    expect(result.rows[0]).toMatchObject({ nice: 5, policy: 'SCHED_OTHER', process_affinity_mask: { hex: expect.stringMatching(/^[0-9a-f]+$/) } });
    expect(result.status).toBe('complete');
  });

  it('process info: every field, user and command line only when requested', async () => {
    const all = await collectProcessInfo(holder.identity, signal(), {
      fields: ['image', 'version', 'user', 'command_line', 'parent', 'start_time', 'architecture', 'file'],
    });
    expectEnvelope(all);
    const row = all.rows[0];
    expect(row.pid).toBe(holder.report.pid);
    expect(row.image).toEqual({ value: { path: realpathSync(process.execPath), signature: { unavailable: 'not_available_on_platform' } } });
    expect(row.version).toEqual({ unavailable: 'not_available_on_platform' });
    expect(row.user).toEqual({ value: userInfo().username });
    expect(row.command_line).toMatchObject({ value: expect.stringContaining('holder.mjs') });
    expect(row.parent).toEqual({ value: { pid: process.pid } });
    expect(row.start_time).toMatchObject({ value: expect.stringMatching(/Z$/) });
    expect(row.architecture).toEqual({ value: process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'aarch64' : expect.any(String) });
    expect(row.file).toMatchObject({ value: { size_bytes: expect.stringMatching(/^\d+$/), modified_at: expect.any(String) } });
    expect(all.status).toBe('complete');

    const defaults = await collectProcessInfo(holder.identity, signal());
    expect(Object.keys(defaults.rows[0]).sort()).toEqual(['image', 'name', 'pid', 'version']);
  });
});

describe('a process whose executable name is longer than the 15-byte comm', () => {
  const LONG = 'winproc-long-named-holder';
  let longDir: string;
  let long: Holder;

  beforeAll(async () => {
    longDir = realpathSync(mkdtempSync(join(tmpdir(), 'winproc-inv-long-')));
    // Node under the long file name: the kernel names the task after it, cut to "winproc-long-na", and the sampler
    // takes the full name from the exe link (on Node 24, whose main thread renames itself MainThread, the exe link's
    // file name is the name as well).
    const link = nodeNamed(longDir, LONG);
    const { child, report } = await startReporting<HolderReport>(link, [HOLDER, longDir, '1']);
    expect([LONG.slice(0, 15), 'MainThread', 'node-MainThread']).toContain(readFileSync(`/proc/${report.pid}/comm`, 'utf8').trim());
    // The identity as the sampler names it: the full executable name, not the comm.
    long = { child, report, identity: { ...identityOf(report.pid), name: LONG } };
  });

  afterAll(() => rmSync(longDir, { recursive: true, force: true }));

  it('is inspected under its full name: the cut comm is not taken for an exec of another program', async () => {
    const files = await collectOpenFiles(long.identity, signal());
    expect(files.rows.some((row) => row.path === join(longDir, 'a.txt'))).toBe(true);
    const modules = await collectModules(long.identity, signal());
    expect(modules.rows.length).toBeGreaterThan(0);
  });

  it('is named by its full name as the owner of sockets and files, so owners match the sampler\'s identities', async () => {
    const network = await collectNetwork(null, signal());
    expect(network.rows).toContainEqual(expect.objectContaining({ pid: long.report.pid, local_port: long.report.port, owner_name: LONG }));
    expect(network.processes).toContainEqual(expect.objectContaining({ pid: long.report.pid, name: LONG }));
    const users = await collectFileUsers(signal());
    expect(users.rows.filter((row) => row.pid === long.report.pid && row.path === join(longDir, 'a.txt')).map((row) => row.name)).toEqual([LONG]);
    expect(users.processes).toContainEqual(expect.objectContaining({ pid: long.report.pid, name: LONG, startToken: long.identity.startToken }));
  });

  it('still refuses a lifetime that executed another program', async () => {
    await expect(collectOpenFiles({ ...long.identity, name: 'sleep' }, signal())).rejects.toMatchObject({ kind: 'identity_changed' });
  });
});

describe('a child that exits mid-capture never yields another process\'s data', () => {
  type Collect = (target: ProcessIdentity, afterVerify: () => Promise<void>) => Promise<unknown>;
  const kinds: [string, Collect][] = [
    ['open_files', (t, afterVerify) => linux.collectOpenFiles(t, signal(), { afterVerify })],
    ['modules', (t, afterVerify) => linux.collectModules(t, signal(), { afterVerify })],
    ['threads', (t, afterVerify) => linux.collectThreads(t, signal(), { afterVerify })],
    ['scheduling', (t, afterVerify) => linux.collectScheduling(t, signal(), { afterVerify })],
    ['network', (t, afterVerify) => linux.collectNetwork(t, signal(), { afterVerify })],
    ['process_info', (t, afterVerify) => linux.collectProcessInfo(t, signal(), { afterVerify, fields: ['image', 'file', 'architecture', 'user', 'command_line'] })],
  ];

  it.each(kinds)('%s: killed between the identity check and collection -> exited', async (_kind, collect) => {
    const { child, identity } = await startSleeper();
    const outcome = await collect(identity, () => killAndReap(child)).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    expect(outcome).toEqual({ error: expect.objectContaining({ kind: 'exited' }) });
  });

  it('an identity whose process has already exited is rejected before anything is read', async () => {
    const { child, identity } = await startSleeper();
    await killAndReap(child);
    await expect(collectThreads(identity, signal())).rejects.toMatchObject({ kind: 'exited' });
    await expect(collectOpenFiles(identity, signal())).rejects.toMatchObject({ kind: 'exited' });
  });

  it('a stale start token (another lifetime of a live PID) is rejected', async () => {
    const stale: ProcessIdentity = { ...holder.identity, startToken: String(BigInt(holder.identity.startToken!) - 1n) };
    await expect(collectModules(stale, signal())).rejects.toMatchObject({ kind: 'exited' });
  });
});
