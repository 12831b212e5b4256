// Guards the sampler's direct wire path (LinuxSampler.sampleWire, which the application runs) against the sample
// path (LinuxSampler.sample then encodeSnapshot, the hand-over before it): over recorded /proc trees and the edge
// cases of a live /proc, both must give the same wire cell for cell and the same decoded snapshot field by field.
import { readFileSync, writeFileSync } from 'node:fs';
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

/** One side of the comparison: its own copy of the scenario, its own sampler, the shared clock. */
interface Side {
  readonly root: FixtureRoot;
  readonly sampler: LinuxSampler;
}

function side(scenario: string, clock: FakeClock, extra: Partial<LinuxSamplerOptions>): Side {
  const root = new FixtureRoot(scenario);
  roots.push(root);
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
  return { root, sampler };
}

/** The wire without the pass's own CPU time (each sampler measures its own). */
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

/** A decoded snapshot as plain data, values and reasons included (without the pass's own CPU time). */
function fieldsOf(snapshot: Snapshot): object {
  return {
    sequence: snapshot.sequence,
    capturedAtMs: snapshot.capturedAtMs,
    processes: snapshot.processes.map((p: ProcessSample) => ({
      identity: p.identity,
      parentPid: p.parentPid,
      path: p.path,
      user: p.user,
      kernelThread: p.kernelThread,
      cgroup: p.cgroup,
      values: p.values,
      unavailable: p.unavailable,
    })),
    system: snapshot.system,
    gpus: snapshot.gpus,
  };
}

/**
 * Runs `passes` passes of two samplers over identical copies of `scenario`, the old path on one and the direct wire
 * on the other, with `between(pass, roots)` changing both copies alike before each later pass. Checks each pass;
 * returns the wire path's decoded snapshots.
 */
function compare(
  scenario: string,
  passes: number,
  between: (pass: number, roots: readonly FixtureRoot[], clock: FakeClock) => void,
  extra: (side: 'old' | 'wire') => Partial<LinuxSamplerOptions> = () => ({}),
): Snapshot[] {
  const clock = new FakeClock();
  const old = side(scenario, clock, extra('old'));
  const direct = side(scenario, clock, extra('wire'));
  const out: Snapshot[] = [];
  for (let pass = 0; pass < passes; pass++) {
    if (pass > 0) between(pass, [old.root, direct.root], clock);
    const reference = encodeSnapshot(old.sampler.sample());
    const { wire, lifetimes } = direct.sampler.sampleWire();
    expect(cellsOf(wire), `pass ${pass}: the wire's cells`).toEqual(cellsOf(reference));
    const decoded = decodeSnapshot(wire);
    expect(fieldsOf(decoded), `pass ${pass}: decoded field by field`).toEqual(fieldsOf(decodeSnapshot(reference)));
    expect(lifetimes.map((l) => [l.identity.pid, l.identity.startToken, l.kernelThread === true])).toEqual(
      decoded.processes.map((p) => [p.identity.pid, p.identity.startToken, p.kernelThread === true]),
    );
    out.push(decoded);
  }
  return out;
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

describe('the direct wire path (sampleWire) against sample() + encodeSnapshot', () => {
  it('host-basic over twelve passes: kernel thread, zombie, odd names, the 10th-pass status, uid and exe refresh', () => {
    const snapshots = compare('host-basic', 12, (_pass, _roots, clock) => clock.advance(1000));
    const last = snapshots.at(-1)!;
    expect(byPid(last, 2).kernelThread).toBe(true);
    expect(byPid(last, 7289).unavailable.workset_bytes).toBe('exited');
  });

  it('two-pass scenarios: rates, a restarted process, DRM clients and adapters', () => {
    for (const scenario of ['rates', 'drm', 'drm-drivers']) {
      const snapshots = compare(`${scenario}/pass1`, 3, (pass, roots, clock) => {
        if (pass === 1) each(roots, (r) => r.load(`${scenario}/pass2`));
        clock.advance(pass === 1 ? 3000 : 1000);
      });
      expect(snapshots[1]!.processes.length, scenario).toBeGreaterThan(0);
    }
  });

  it('per-process TCP rates from recorded socket counters', () => {
    const framed = readFileSync(`${FIXTURES}../sock-diag/tcp4-dump.bin`);
    const recorded: TcpCountersByInode = new Map();
    for (let at = 0; at < framed.length; at += 4 + framed.readUInt32LE(at)) parseTcpDumpReply(framed.subarray(at + 4), framed.readUInt32LE(at), recorded);
    const dumps = (): TcpCountersByInode[] => [new Map([[317888, { received: 0n, acked: 0n }], [317889, { received: 1000n, acked: 2346n }]]), recorded];
    const perSide = { old: dumps(), wire: dumps() };
    const snapshots = compare(
      'network/pass1',
      3,
      (pass, roots, clock) => {
        if (pass === 1) each(roots, (r) => r.load('network/pass2'));
        clock.advance(2000);
      },
      (which) => ({ tcpCounters: { dump: () => perSide[which].shift() ?? null, close: () => undefined } }),
    );
    expect(byPid(snapshots[1]!, 601).values.network_received_bytes_per_sec).toBe(6172n);
  });

  it('counters above 2^53 (stat ticks and faults, io, statm pages) stay exact; 16-digit ones and the number/bigint edge alike', () => {
    const big = 18446744073709551615n;
    const snapshots = compare('host-basic', 4, (pass, roots, clock) => {
      clock.advance(1000);
      each(roots, (r) => {
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
    });
    const p = byPid(snapshots[2]!, 7286);
    expect(p.values.io_read_bytes_per_sec).toBe(10_000_000_000n);
    expect(p.values.io_write_bytes_per_sec).toBe(10_000n);
    expect(p.values.page_faults_major_per_sec).toBe(10n);
    expect(p.values.workset_bytes).toBe(4398046511104n * 4096n);
    expect(p.values.workset_private_bytes).toBe((4398046511104n - 1099511627776n) * 4096n);
    expect(p.values.cpu_percent).toBeCloseTo(100, 10); // 200 ticks over 1 s of 2 CPUs
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
    const snapshots = compare('host-basic', rchar.length, (pass, roots, clock) => {
      const ns = BigInt(999_999_000 + (next() % 2_000_000));
      elapsed[pass] = ns;
      clock.mono += ns;
      clock.wall += 1000;
      each(roots, (r) => writeFileSync(r.path('7286/io'), `rchar: ${rchar[pass]!}\nwchar: 0\n`));
    });
    for (let pass = 2; pass < rchar.length; pass++) {
      const expected = ((rchar[pass]! - rchar[pass - 1]!) * 1_000_000_000n) / elapsed[pass]!;
      expect(byPid(snapshots[pass]!, 7286).values.io_read_bytes_per_sec, `pass ${pass}`).toBe(expected);
    }
  });

  it('missing io (EACCES), a process gone between listing and read, and one gone after its first slots were written', () => {
    // ESRCH on io comes after the process's stat, memory and handle slots: the wire must hold nothing of it.
    const cases: readonly (readonly (readonly [string, string])[])[] = [
      [['/7286/io', 'EACCES']],
      [['/7287/stat', 'ENOENT']],
      [['/7287/fd', 'ESRCH']],
      [['/7288/io', 'ESRCH']],
      [['/7288/io', 'ESRCH'], ['/7287/exe', 'EACCES'], ['/7286/io', 'EACCES']],
    ];
    for (const rules of cases) {
      const snapshots = compare('host-basic', 2, (_pass, _roots, clock) => clock.advance(1000), () => ({ fs: failingFs(rules) }));
      const label = rules.map((r) => r.join(' ')).join(', ');
      expect(snapshots[1]!.system.values.process_count, label).toBe(BigInt(snapshots[1]!.processes.length));
      expect(snapshots[1]!.processes.length, label).toBe(rules.some(([, code]) => code !== 'EACCES') ? 4 : 5);
    }
  });
});
