// Guards the sampler's one pass (LinuxSampler.sampleWire, the wire the application takes) over recorded /proc trees
// and the edge cases of a live /proc, against what each test knows by itself: values read from the fixture files by
// the test, counters and rates computed here in bigint arithmetic, and a wire in canonical form (what encodeSnapshot
// writes for the decoded pass: nothing left of a process dropped halfway), with each lifetime in the wire's order.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { LinuxSampler, type LinuxSamplerOptions } from '../../../../src/collectors/linux/sampling.js';
import type { TcpCountersByInode } from '../../../../src/collectors/linux/tcp-diag.js';
import { parseTcpDumpReply } from '../../../../src/collectors/linux/tcp-diag.js';
import { decodeSnapshot, encodeSnapshot, type WireSnapshot } from '../../../../src/model/wire.js';
import type { ProcessSample, Snapshot } from '../../../../src/model/types.js';
import { FakeClock, FixtureRoot, failingFs, FIXTURES } from './fixtures.js';

const roots: FixtureRoot[] = [];
const samplers: LinuxSampler[] = [];

afterEach(() => {
  for (const s of samplers.splice(0)) s.close();
  for (const r of roots.splice(0)) r.remove();
});

function samplerOver(root: FixtureRoot, scenario: string, clock: FakeClock, extra: Partial<LinuxSamplerOptions>): LinuxSampler {
  const sysRoot = scenario.includes('/') ? `${FIXTURES}${scenario.split('/')[0]}/_sys` : root.path('_sys');
  const sampler = new LinuxSampler({
    procRoot: root.dir,
    sysRoot,
    passwdPath: root.path('_etc/passwd'),
    clockTicksPerSecond: 100,
    pageSize: 4096,
    clock,
    ...extra,
  });
  samplers.push(sampler);
  return sampler;
}

/** The wire without the pass's own CPU time (each pass measures its own). */
function cellsOf(wire: WireSnapshot): object {
  return {
    sequence: wire.sequence,
    capturedAtMs: wire.capturedAtMs,
    processCount: wire.processCount,
    numbers: Array.from(wire.numbers),
    kinds: Array.from(wire.kinds),
    texts: wire.texts,
    extra: wire.extra,
    gpus: wire.gpus,
  };
}

/**
 * Runs `passes` passes of one sampler over a copy of `scenario`, `between(pass, root, clock)` changing it before each
 * later pass. Each pass's wire must be canonical (the one encodeSnapshot writes for its decoded snapshot: no cell of
 * a dropped process left, every slot in its kind) and its lifetimes the decoded processes in order. Returns the
 * decoded snapshots and the root.
 */
function run(
  scenario: string,
  passes: number,
  between: (pass: number, root: FixtureRoot, clock: FakeClock) => void,
  extra: Partial<LinuxSamplerOptions> = {},
  prepare: (root: FixtureRoot) => void = () => undefined,
): { snapshots: Snapshot[]; wires: WireSnapshot[]; root: FixtureRoot } {
  const clock = new FakeClock();
  const root = new FixtureRoot(scenario);
  roots.push(root);
  prepare(root);
  const sampler = samplerOver(root, scenario, clock, extra);
  const snapshots: Snapshot[] = [];
  const wires: WireSnapshot[] = [];
  for (let pass = 0; pass < passes; pass++) {
    if (pass > 0) between(pass, root, clock);
    const { wire, lifetimes } = sampler.sampleWire();
    const decoded = decodeSnapshot(wire);
    expect(cellsOf(wire), `pass ${pass}: the wire in canonical form`).toEqual(cellsOf(encodeSnapshot(decoded)));
    expect(lifetimes.map((l) => [l.identity.pid, l.identity.startToken, l.kernelThread === true])).toEqual(
      decoded.processes.map((p) => [p.identity.pid, p.identity.startToken, p.kernelThread === true]),
    );
    snapshots.push(decoded);
    wires.push(wire);
  }
  return { snapshots, wires, root };
}

/** What the test reads itself from a recorded process's stat and statm: parent, threads, resident bytes (none for a zombie). */
function recorded(root: FixtureRoot, pid: number): { readonly ppid: number | null; readonly threads: bigint; readonly rssBytes: bigint | null } {
  const stat = readFileSync(root.path(`${pid}/stat`), 'latin1');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is stat's field 3 (state): field n is fields[n - 3].
  const statm = readFileSync(root.path(`${pid}/statm`), 'latin1').trim().split(' ');
  const zombie = fields[0] === 'Z';
  // A parent PID of 0 (the kernel's threads and init) is no parent.
  const ppid = Number(fields[4 - 3]);
  return { ppid: ppid === 0 ? null : ppid, threads: BigInt(fields[20 - 3]!), rssBytes: zombie ? null : BigInt(statm[1]!) * 4096n };
}

const each = (roots: readonly FixtureRoot[], f: (root: FixtureRoot) => void): void => roots.forEach(f);

function byPid(snapshot: Snapshot, pid: number): ProcessSample {
  const sample = snapshot.processes.find((p) => p.identity.pid === pid);
  if (sample === undefined) throw new Error(`pid ${pid} not in the snapshot`);
  return sample;
}

/** `/proc/PID/stat` of the host-basic scenario's process 7286 with utime, stime and majflt replaced. */
function statWith(root: FixtureRoot, pid: number, fields: { readonly majflt?: string; readonly utime?: string; readonly stime?: string }): void {
  const path = root.path(`${pid}/stat`);
  const text = readFileSync(path, 'latin1');
  const close = text.lastIndexOf(')');
  const rest = text.slice(close + 2).split(' ');
  // rest[0] is field 3 (state): field n is rest[n - 3].
  if (fields.majflt !== undefined) rest[12 - 3] = fields.majflt;
  if (fields.utime !== undefined) rest[14 - 3] = fields.utime;
  if (fields.stime !== undefined) rest[15 - 3] = fields.stime;
  writeFileSync(path, `${text.slice(0, close + 2)}${rest.join(' ')}`, 'latin1');
}

describe('the sampling pass (sampleWire) against what the test knows', () => {
  it('host-basic over twelve passes: every recorded PID, its parent, threads and memory; kernel thread, zombie, odd names, the 10th-pass refresh', () => {
    const { snapshots, root } = run('host-basic', 12, (_pass, _root, clock) => clock.advance(1000));
    const pids = readdirSync(root.dir).filter((name) => /^[0-9]+$/.test(name)).map(Number).sort((a, b) => a - b);
    for (const [pass, snapshot] of snapshots.entries()) {
      expect(snapshot.processes.map((p) => p.identity.pid).sort((a, b) => a - b), `pass ${pass}`).toEqual(pids);
      for (const pid of pids) {
        const p = byPid(snapshot, pid);
        const known = recorded(root, pid);
        expect([p.parentPid, p.values.thread_count], `pass ${pass} pid ${pid}`).toEqual([known.ppid, known.threads]);
        if (known.rssBytes !== null && !p.kernelThread) expect(p.values.workset_bytes, `pass ${pass} pid ${pid}`).toBe(known.rssBytes);
      }
      expect(snapshot.system.values.process_count).toBe(BigInt(pids.length));
      expect(snapshot.system.values.thread_count).toBe(pids.reduce((sum, pid) => sum + recorded(root, pid).threads, 0n));
      expect(byPid(snapshot, 7286).identity.name).toBe('my (weird) p)');
    }
    const last = snapshots.at(-1)!;
    expect(byPid(last, 2).kernelThread).toBe(true);
    expect(byPid(last, 7289).unavailable.workset_bytes).toBe('exited');
  });

  it('two-pass scenarios in canonical form: rates, a restarted process, DRM clients and adapters', () => {
    // sampling.test.ts checks these scenarios' values; here each pass's wire must be canonical with its lifetimes.
    for (const scenario of ['rates', 'drm', 'drm-drivers']) {
      const { snapshots } = run(`${scenario}/pass1`, 3, (pass, root, clock) => {
        if (pass === 1) root.load(`${scenario}/pass2`);
        clock.advance(pass === 1 ? 3000 : 1000);
      });
      expect(snapshots[1]!.processes.length, scenario).toBeGreaterThan(0);
    }
  });

  it('per-process TCP rates from recorded socket counters', () => {
    const framed = readFileSync(`${FIXTURES}../sock-diag/tcp4-dump.bin`);
    const recordedDump: TcpCountersByInode = new Map();
    for (let at = 0; at < framed.length; at += 4 + framed.readUInt32LE(at)) parseTcpDumpReply(framed.subarray(at + 4), framed.readUInt32LE(at), recordedDump);
    const dumps: TcpCountersByInode[] = [new Map([[317888, { received: 0n, acked: 0n }], [317889, { received: 1000n, acked: 2346n }]]), recordedDump];
    const { snapshots } = run(
      'network/pass1',
      3,
      (pass, root, clock) => {
        if (pass === 1) root.load('network/pass2');
        clock.advance(2000);
      },
      { tcpCounters: { dump: () => dumps.shift() ?? null, close: () => undefined } },
    );
    expect(byPid(snapshots[1]!, 601).values.network_received_bytes_per_sec).toBe(6172n);
  });

  it('counters above 2^53 (stat ticks and faults, io, statm pages) stay exact; 16-digit ones and the number/bigint edge alike', () => {
    const big = 18446744073709551615n;
    const { snapshots } = run('host-basic', 4, (pass, r, clock) => {
      clock.advance(1000);
      if (pass === 1) {
        statWith(r, 7286, { majflt: '9007199254740990', utime: '4503599627370496', stime: '999999999999999' });
        writeFileSync(r.path('7286/io'), `rchar: ${big - 10_000_000_000n}\nwchar: 9007199254740993\n`);
        writeFileSync(r.path('7286/statm'), '4398046511104 4398046511104 1099511627776 0 0 0 0\n');
      } else if (pass === 2) {
        statWith(r, 7286, { majflt: '9007199254741000', utime: '4503599627370596', stime: '1000000000000099' });
        writeFileSync(r.path('7286/io'), `rchar: ${big}\nwchar: 9007199254750993\n`);
      } else {
        // Counters going back (a wrapped or reset counter) are unknown, never a negative rate.
        writeFileSync(r.path('7286/io'), 'rchar: 5\nwchar: 5\n');
      }
    });
    const p = byPid(snapshots[2]!, 7286);
    expect(p.values.io_read_bytes_per_sec).toBe(10_000_000_000n);
    expect(p.values.io_write_bytes_per_sec).toBe(10_000n);
    expect(p.values.page_faults_major_per_sec).toBe(10n);
    expect(p.values.workset_bytes).toBe(4398046511104n * 4096n);
    expect(p.values.workset_private_bytes).toBe((4398046511104n - 1099511627776n) * 4096n);
    expect(p.values.cpu_percent).toBeCloseTo(100, 10); // 200 ticks over 1 s of 2 CPUs
    expect(byPid(snapshots[1]!, 7286).values.workset_bytes).toBe(4398046511104n * 4096n);
    expect(byPid(snapshots[3]!, 7286).unavailable.io_read_bytes_per_sec).toBe('unknown');
  });

  it('rates floored exactly on both sides of the number path (delta x 1e9 up to 2^52), over odd elapsed times', () => {
    const rchar = [0n];
    let seed = 7;
    const next = (): number => (seed = (seed * 48271) % 2147483647);
    const deltas = [0n, 1n, 4503599n, 4503600n, 4503601n, 9007199n, 123456789012n];
    for (let i = 0; i < 24; i++) deltas.push(BigInt(next() % 9_000_000));
    for (const d of deltas) rchar.push(rchar.at(-1)! + d);
    const elapsed: bigint[] = [];
    const { snapshots } = run('host-basic', rchar.length, (pass, r, clock) => {
      const ns = BigInt(999_999_000 + (next() % 2_000_000));
      elapsed[pass] = ns;
      clock.mono += ns;
      clock.wall += 1000;
      writeFileSync(r.path('7286/io'), `rchar: ${rchar[pass]!}\nwchar: 0\n`);
    });
    for (let pass = 2; pass < rchar.length; pass++) {
      const expected = ((rchar[pass]! - rchar[pass - 1]!) * 1_000_000_000n) / elapsed[pass]!;
      expect(byPid(snapshots[pass]!, 7286).values.io_read_bytes_per_sec, `pass ${pass}`).toBe(expected);
    }
  });

  it('missing io (EACCES) is access_denied; a process gone between listing and read, or after its first slots were written, leaves the wire of a host without it', () => {
    // ESRCH on io comes after the process's stat, memory and handle slots: the wire must hold nothing of it, cell
    // for cell the wire of the same host with that process's directory removed.
    const cases: readonly (readonly (readonly [string, string])[])[] = [
      [['/7286/io', 'EACCES']],
      [['/7287/stat', 'ENOENT']],
      [['/7287/fd', 'ESRCH']],
      [['/7288/io', 'ESRCH']],
      [['/7288/io', 'ESRCH'], ['/7287/exe', 'EACCES'], ['/7286/io', 'EACCES']],
    ];
    for (const rules of cases) {
      const label = rules.map((r) => r.join(' ')).join(', ');
      const gone = rules.filter(([, code]) => code !== 'EACCES').map(([path]) => path.split('/')[1]!);
      const denied = rules.filter(([, code]) => code === 'EACCES').map(([path]) => path);
      const tick = (_pass: number, _root: FixtureRoot, clock: FakeClock): void => clock.advance(1000);
      const failing = run('host-basic', 2, tick, { fs: failingFs(rules) });
      // The same host with the gone processes' directories removed, the denied files denied alike.
      const without = run('host-basic', 2, tick, { fs: failingFs(rules.filter(([, code]) => code === 'EACCES')) }, (root) => {
        for (const pid of gone) rmSync(root.path(pid), { recursive: true });
      });
      expect(failing.snapshots[1]!.processes.length, label).toBe(5 - gone.length);
      expect(failing.snapshots[1]!.system.values.process_count, label).toBe(BigInt(5 - gone.length));
      for (const pass of [0, 1]) expect(cellsOf(failing.wires[pass]!), `${label}, pass ${pass}`).toEqual(cellsOf(without.wires[pass]!));
      if (denied.includes('/7286/io')) expect(byPid(failing.snapshots[1]!, 7286).unavailable.io_read_bytes_per_sec, label).toBe('access_denied');
    }
  });
});
