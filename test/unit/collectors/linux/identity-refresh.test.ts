// Guards the schedule of the sampler's identity refresh (status for the uid, cgroup, the exe link, an io retry) on
// recorded /proc fixtures, counting the reads of each pass: spread over the passes by PID rather than all processes
// on one pass (issue 31), a second look at a process first read just after it started, and an exec caught at once
// by the stat it reads every pass, even one that keeps the comm.
import { cpSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DENIED_RETRY_PASSES, LinuxSampler, PATH_REFRESH_PASSES, STATUS_REFRESH_PASSES } from '../../../../src/collectors/linux/sampling.js';
import { refreshTurn } from '../../../../src/collectors/linux/refresh-turn.js';
import type { ProcFs } from '../../../../src/collectors/linux/procfs.js';
import type { ProcessSample, Snapshot } from '../../../../src/model/types.js';
import { decodedPass } from '../../../support/decoded-pass.js';
import { FakeClock, FixtureRoot, failingFs } from './fixtures.js';

const roots: FixtureRoot[] = [];
const samplers: LinuxSampler[] = [];

afterEach(() => {
  for (const s of samplers.splice(0)) s.close();
  for (const r of roots.splice(0)) r.remove();
});

/** PF_FORKNOEXEC in stat's flags (field 9): set by fork, cleared by exec. */
const PF_FORKNOEXEC = 0x40;

/**
 * A sampler over a copy of host-basic whose file system records every path it opens, reads or follows, and throws
 * EACCES for paths ending with a suffix in `denied` (a set the test may change between passes).
 */
function countingSampler(denied = new Set<string>()): { r: FixtureRoot; clock: FakeClock; s: LinuxSampler; read: string[] } {
  const r = new FixtureRoot('host-basic');
  roots.push(r);
  const clock = new FakeClock();
  const read: string[] = [];
  const fs = failingFs([]);
  const check = (path: string): void => {
    read.push(path);
    for (const suffix of denied) if (path.endsWith(suffix)) throw Object.assign(new Error(`EACCES: injected`), { code: 'EACCES' });
  };
  const counting: ProcFs = {
    ...fs,
    readText: (path, encoding) => (check(path), fs.readText(path, encoding)),
    readRecord: (path, encoding) => (check(path), fs.readRecord(path, encoding)),
    readTextBytes: (path) => (check(path), fs.readTextBytes(path)),
    openFile: (path) => (check(path), fs.openFile(path)),
    readLink: (path, encoding) => (check(path), fs.readLink(path, encoding)),
  };
  const s = new LinuxSampler({
    ...r.samplerOptions(clock),
    fs: counting,
  });
  samplers.push(s);
  return { r, clock, s, read };
}

/** Copies host-basic's `sleep` (7288) as each of `pids`, in a cgroup of its own. */
function addSleepers(r: FixtureRoot, pids: readonly number[], flags?: number): void {
  const stat = readFileSync(r.path('7288/stat'), 'utf8');
  for (const pid of pids) {
    cpSync(r.path('7288'), r.path(String(pid)), { recursive: true, verbatimSymlinks: true });
    let text = stat.replace(/^7288 /, `${pid} `);
    if (flags !== undefined) text = withFlags(text, flags);
    writeFileSync(r.path(`${pid}/stat`), text);
    writeFileSync(r.path(`${pid}/cgroup`), `0::/system.slice/sleeper-${pid}.service\n`);
  }
}

/** A stat line with field 9 (flags) replaced. */
function withFlags(stat: string, flags: number): string {
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  fields[6] = String(flags); // fields 3.. after the comm: state is field 3, flags field 9
  return `${stat.slice(0, close + 2)}${fields.join(' ')}`;
}

function flagsOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[6]);
}

function byPid(snapshot: Snapshot, pid: number): ProcessSample {
  const sample = snapshot.processes.find((p) => p.identity.pid === pid);
  if (sample === undefined) throw new Error(`pid ${pid} not in the snapshot`);
  return sample;
}

/** The PIDs among `read` whose `file` was read (status, cgroup, exe, io). */
function pidsReading(read: readonly string[], file: string): number[] {
  const pids: number[] = [];
  for (const path of read) {
    const m = /\/(\d+)\/([a-z]+)$/.exec(path);
    if (m !== null && m[2] === file) pids.push(Number(m[1]));
  }
  return pids;
}

describe('the identity refresh of the Linux sampler', () => {
  it('re-reads status, cgroup and the exe link of processes first seen together spread over the passes, each once per round', () => {
    const { r, clock, s, read } = countingSampler();
    const pids = Array.from({ length: 2 * STATUS_REFRESH_PASSES }, (_, i) => 20_000 + i);
    addSleepers(r, pids);
    const ours = new Set(pids);
    decodedPass(s);
    // The first pass reads every process's facts (a new identity has none yet).
    for (const file of ['status', 'cgroup', 'exe']) expect(pidsReading(read, file).filter((pid) => ours.has(pid)).length, file).toBe(pids.length);
    const every = { status: STATUS_REFRESH_PASSES, cgroup: STATUS_REFRESH_PASSES, exe: PATH_REFRESH_PASSES } as const;
    const seen = { status: [] as number[], cgroup: [] as number[], exe: [] as number[] };
    for (let pass = 2; pass <= Math.max(STATUS_REFRESH_PASSES, PATH_REFRESH_PASSES) + 1; pass++) {
      read.length = 0;
      clock.advance(1000);
      decodedPass(s);
      for (const file of ['status', 'cgroup', 'exe'] as const) {
        const now = pidsReading(read, file).filter((pid) => ours.has(pid));
        // A few of the 120 each pass (two when every 60 passes): never the whole set on one pass.
        expect(now.sort((a, b) => a - b), `${file} on pass ${pass}`).toEqual(pids.filter((pid) => refreshTurn(pid, pass, every[file])));
        expect(now.length, `${file} on pass ${pass}`).toBeLessThanOrEqual(Math.ceil(pids.length / every[file]));
        if (pass <= every[file] + 1) seen[file].push(...now);
      }
    }
    // Over one round of passes each process was re-read exactly once.
    for (const file of ['status', 'cgroup', 'exe'] as const) expect(seen[file].sort((a, b) => a - b), file).toEqual(pids);
  });

  it('a process first read just after it started is read on its first two passes, then on its turn', () => {
    const { r, clock, s, read } = countingSampler();
    decodedPass(s);
    clock.advance(1000);
    decodedPass(s);
    // On pass 3, a PID whose turn is neither pass 3 nor 4.
    const pid = 30_000 + ((STATUS_REFRESH_PASSES - ((30_000 + 3 + 10) % STATUS_REFRESH_PASSES)) % STATUS_REFRESH_PASSES);
    const turn = 3 + 10;
    expect(refreshTurn(pid, turn, STATUS_REFRESH_PASSES)).toBe(true);
    addSleepers(r, [pid]);
    // Its first read half a second after it started (the sleepers' start ticks are 7288's, 222,856 at 100 per second).
    writeFileSync(r.path('uptime'), '2229.06 4000.00\n');
    const readOn = new Map<number, string[]>();
    for (let pass = 3; pass <= turn + 1; pass++) {
      read.length = 0;
      clock.advance(1000);
      // A daemon's worker dropping its privileges and moving to its cgroup right after the first read.
      if (pass === 4) {
        writeFileSync(r.path(`${pid}/status`), readFileSync(r.path(`${pid}/status`), 'utf8').replace(/^Uid:\t0\t0\t0\t0$/m, 'Uid:\t1000\t1000\t1000\t1000'));
        writeFileSync(r.path(`${pid}/cgroup`), '0::/system.slice/worker.service\n');
      }
      const sample = byPid(decodedPass(s), pid);
      readOn.set(pass, ['status', 'cgroup'].filter((file) => pidsReading(read, file).includes(pid)));
      if (pass === 3) expect(sample.user).toBe('root');
      if (pass === 4) {
        expect(sample.user).toBe('alice');
        expect(sample.cgroup?.unit).toBe('worker.service');
      }
    }
    expect(readOn.get(3)).toEqual(['status', 'cgroup']);
    expect(readOn.get(4)).toEqual(['status', 'cgroup']);
    for (let pass = 5; pass < turn; pass++) expect(readOn.get(pass), `pass ${pass}`).toEqual([]);
    expect(readOn.get(turn)).toEqual(['status', 'cgroup']);
  });

  it('processes first read long after they started get no second look: the second pass reads only those on their turn', () => {
    const { r, clock, s, read } = countingSampler();
    const pids = Array.from({ length: 30 }, (_, i) => 40_000 + i);
    addSleepers(r, pids);
    // A hundred seconds after they started, as most processes are on the monitor's first pass.
    writeFileSync(r.path('uptime'), '2328.56 4000.00\n');
    decodedPass(s);
    read.length = 0;
    clock.advance(1000);
    decodedPass(s);
    const due = pids.filter((pid) => refreshTurn(pid, 2, STATUS_REFRESH_PASSES));
    expect(pidsReading(read, 'status').filter((pid) => pid >= 40_000)).toEqual(due);
  });

  it('an exec keeping the comm (PF_FORKNOEXEC cleared) shows the new path and re-reads uid and cgroup at once; a second one waits for the turn', () => {
    const { r, clock, s, read } = countingSampler();
    const pid = 7288;
    const stat = readFileSync(r.path(`${pid}/stat`), 'utf8');
    // A forked child that has not executed yet (a shell's subshell).
    writeFileSync(r.path(`${pid}/stat`), withFlags(stat, flagsOf(stat) | PF_FORKNOEXEC));
    writeFileSync(r.path(`${pid}/cgroup`), '0::/system.slice/a.service\n');
    const first = byPid(decodedPass(s), pid);
    expect(first.path).toBe('/usr/bin/sleep');
    // Its exec of another `sleep`: the comm stays, the flag goes; it had been moved (systemd-run --scope) just before.
    unlinkSync(r.path(`${pid}/exe`));
    symlinkSync('/opt/other/sleep', r.path(`${pid}/exe`));
    writeFileSync(r.path(`${pid}/stat`), withFlags(stat, flagsOf(stat) & ~PF_FORKNOEXEC));
    writeFileSync(r.path(`${pid}/cgroup`), '0::/system.slice/b.scope\n');
    read.length = 0;
    clock.advance(1000);
    expect(refreshTurn(pid, 2, STATUS_REFRESH_PASSES)).toBe(false);
    const execed = byPid(decodedPass(s), pid);
    expect(execed.path).toBe('/opt/other/sleep');
    expect(execed.values.path).toBe('/opt/other/sleep');
    expect(execed.cgroup?.unit).toBe('b.scope');
    expect(pidsReading(read, 'status')).toContain(pid);
    // The same name: the same lifetime, its counters go on.
    expect(execed.identity).toEqual(first.identity);
    // A second exec keeping the comm: no flag left to clear, so the path is re-read on the process's turn.
    unlinkSync(r.path(`${pid}/exe`));
    symlinkSync('/opt/third/sleep', r.path(`${pid}/exe`));
    let pass = 3;
    for (; !refreshTurn(pid, pass, PATH_REFRESH_PASSES); pass++) {
      clock.advance(1000);
      expect(byPid(decodedPass(s), pid).path, `pass ${pass}`).toBe('/opt/other/sleep');
    }
    clock.advance(1000);
    expect(byPid(decodedPass(s), pid).path).toBe('/opt/third/sleep');
  });

  it('a rename of a user process re-reads its uid and cgroup at once; a kworker renaming itself costs no read', () => {
    const { r, clock, s, read } = countingSampler();
    decodedPass(s);
    writeFileSync(r.path('7288/stat'), readFileSync(r.path('7288/stat'), 'utf8').replace('(sleep)', '(renamed)'));
    writeFileSync(r.path('2/stat'), readFileSync(r.path('2/stat'), 'utf8').replace(/\(([^)]*)\)/, '(kworker/0:9-events)'));
    read.length = 0;
    clock.advance(1000);
    expect(refreshTurn(7288, 2, STATUS_REFRESH_PASSES) || refreshTurn(2, 2, STATUS_REFRESH_PASSES)).toBe(false);
    decodedPass(s);
    expect(pidsReading(read, 'status')).toEqual([7288]);
    expect(pidsReading(read, 'exe')).toEqual([7288]);
  });

  it('an io file denied is tried again on its turn, and at once when the uid it is read with changes (swap active)', () => {
    const denied = new Set(['/7287/io']);
    const { r, clock, s, read } = countingSampler(denied);
    // Swap active: status is read every pass, so a uid change is seen on the pass it happens.
    writeFileSync(r.path('meminfo'), readFileSync(r.path('meminfo'), 'utf8').replace(/^SwapTotal:\s+0 kB$/m, 'SwapTotal:       1048576 kB'));
    const pid = 7287;
    expect(byPid(decodedPass(s), pid).unavailable.io_read_bytes_per_sec).toBe('access_denied');
    denied.clear();
    let pass = 2;
    for (; !refreshTurn(pid, pass, DENIED_RETRY_PASSES) && pass < 8; pass++) {
      read.length = 0;
      clock.advance(1000);
      expect(byPid(decodedPass(s), pid).unavailable.io_read_bytes_per_sec, `pass ${pass}`).toBe('access_denied');
      expect(pidsReading(read, 'io')).not.toContain(pid);
    }
    // Its uid changes (it dropped or took credentials): the io file is tried on that pass.
    writeFileSync(r.path(`${pid}/status`), readFileSync(r.path(`${pid}/status`), 'utf8').replace(/^Uid:\t(\d+)\t(\d+)\t(\d+)\t(\d+)$/m, 'Uid:\t0\t0\t0\t0'));
    read.length = 0;
    clock.advance(1000);
    const after = byPid(decodedPass(s), pid);
    expect(after.user).toBe('root');
    expect(pidsReading(read, 'io')).toContain(pid);
    expect(after.unavailable.io_read_bytes_per_sec).toBe('first_sample');
  });
});
