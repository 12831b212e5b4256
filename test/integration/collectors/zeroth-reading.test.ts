// Guards the zeroth reading (src/collectors/linux/zeroth-reading.ts, issue 31's first screen): the io counters the main
// thread reads before the sampler's first pass make that pass's I/O rates exact values over the real time between the
// two readings of each process, for the lifetime that was read only; CPU% stays pending; processes not read yet are not
// waited for.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LinuxSampler } from '../../../src/collectors/linux/sampling.js';
import { listZerothProcesses, takeZerothReading, zerothBuffer } from '../../../src/collectors/linux/zeroth-reading.js';
import type { ProcessSample, Snapshot } from '../../../src/model/types.js';
import { killAndReap, nextLine, sendCommand } from '../../support/c-program.js';
import { decodedPass } from '../../support/decoded-pass.js';

/** Bytes the child reads from /dev/zero and writes to /dev/null on `io`, synchronously, in one call each. */
const READ_BYTES = 4 * 1024 * 1024;
const WRITE_BYTES = 8 * 1024 * 1024;
/**
 * What else the child may read or write meanwhile: the command's line on stdin and its answer on stdout (a few bytes
 * each); far below the tolerance.
 */
const OTHER_BYTES = 4096;

const CHILD = `
const fs = require('fs');
let lines = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  lines += d;
  let nl;
  while ((nl = lines.indexOf('\\n')) >= 0) {
    const cmd = lines.slice(0, nl); lines = lines.slice(nl + 1);
    if (cmd === 'io') {
      const zero = fs.openSync('/dev/zero', 'r'); const into = Buffer.alloc(${READ_BYTES});
      if (fs.readSync(zero, into, 0, into.length, null) !== into.length) throw new Error('short read');
      const sink = fs.openSync('/dev/null', 'w');
      if (fs.writeSync(sink, Buffer.alloc(${WRITE_BYTES}, 7)) !== ${WRITE_BYTES}) throw new Error('short write');
      fs.closeSync(zero); fs.closeSync(sink);
    }
    process.stdout.write('done ' + cmd + '\\n');
  }
});
process.stdout.write('ready\\n');
`;

const children: ChildProcessWithoutNullStreams[] = [];
const samplers: LinuxSampler[] = [];

afterEach(async () => {
  for (const sampler of samplers.splice(0)) sampler.close();
  for (const child of children.splice(0)) await killAndReap(child);
});

async function startChild(): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn(process.execPath, ['-e', CHILD], { stdio: 'pipe' });
  children.push(child);
  await nextLine(child, 'ready', 'the I/O child');
  return child;
}

function command(child: ChildProcessWithoutNullStreams, cmd: string): Promise<void> {
  return sendCommand(child, cmd, 'the I/O child');
}

function getconf(name: string): number {
  return Number(execFileSync('getconf', [name], { encoding: 'utf8' }).trim());
}

function sampleOf(snapshot: Snapshot, pid: number): ProcessSample {
  const sample = snapshot.processes.find((p) => p.identity.pid === pid);
  if (sample === undefined) throw new Error(`pid ${pid} not in the pass`);
  return sample;
}

/** A sampler of the real /proc whose first pass takes `buffer` as its zeroth reading. */
function samplerWith(buffer: SharedArrayBuffer): LinuxSampler {
  const sampler = new LinuxSampler({ zerothReading: buffer });
  samplers.push(sampler);
  return sampler;
}

/** A rate of `bytes` moved between two readings, each taken at an unknown instant within its [from, to] (hrtime ns). */
function expectRate(rate: unknown, bytes: number, zeroth: readonly [bigint, bigint], pass: readonly [bigint, bigint]): void {
  expect(typeof rate).toBe('bigint');
  const longest = pass[1] - zeroth[0];
  const shortest = pass[0] - zeroth[1];
  expect(rate as bigint).toBeGreaterThanOrEqual((BigInt(bytes) * 1_000_000_000n) / longest);
  expect(rate as bigint).toBeLessThanOrEqual((BigInt(bytes + OTHER_BYTES) * 1_000_000_000n) / shortest);
}

describe.runIf(process.platform === 'linux')('the zeroth reading', () => {
  it("gives the first pass exact I/O rates of the bytes a process moved since it, CPU% still pending; later passes as before", async () => {
    const child = await startChild();
    const pid = child.pid!;
    const buffer = zerothBuffer(listZerothProcesses().length + 16);
    const zerothFrom = process.hrtime.bigint();
    takeZerothReading(buffer, listZerothProcesses());
    const zerothTo = process.hrtime.bigint();
    await command(child, 'io');
    // Started after the reading: a lifetime it does not have.
    const late = await startChild();
    const sampler = samplerWith(buffer);
    const passFrom = process.hrtime.bigint();
    const first = decodedPass(sampler);
    const passTo = process.hrtime.bigint();

    const sample = sampleOf(first, pid);
    expectRate(sample.values.io_read_bytes_per_sec, READ_BYTES, [zerothFrom, zerothTo], [passFrom, passTo]);
    expectRate(sample.values.io_write_bytes_per_sec, WRITE_BYTES, [zerothFrom, zerothTo], [passFrom, passTo]);
    // Not in the reading (stat is not read there): pending on the first pass, as before.
    expect(sample.unavailable.cpu_percent).toBe('first_sample');
    expect(sample.unavailable.page_faults_major_per_sec).toBe('first_sample');
    expect(sampleOf(first, late.pid!).unavailable.io_read_bytes_per_sec).toBe('first_sample');
    expect(sampleOf(first, late.pid!).unavailable.io_write_bytes_per_sec).toBe('first_sample');

    // The second pass: the first pass's own counters are its previous reading, as on every later pass (the idle child
    // moved next to nothing since; the zeroth reading as the previous one would still count its 8 MiB).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = sampleOf(decodedPass(sampler), pid);
    expect(second.values.io_write_bytes_per_sec).toBeLessThan(BigInt(OTHER_BYTES) * 100n);
    expect(typeof second.values.cpu_percent).toBe('number');
  });

  it('is not used for a process that started after the reading began (another lifetime of a PID it read), nor waited for where not read yet', async () => {
    const child = await startChild();
    const pid = child.pid!;
    // A reading whose boot-time clock says it began 1 s before the child started: whatever it read under the child's
    // PID was another process (a PID is reused only once its process is gone).
    const root = mkdtempSync(join(tmpdir(), 'winproc-zeroth-'));
    try {
      mkdirSync(join(root, String(pid)));
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      const startTicks = BigInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!);
      const hz = BigInt(getconf('CLK_TCK'));
      const before = (startTicks * 100n) / hz - 100n;
      writeFileSync(join(root, 'uptime'), `${before / 100n}.${String(before % 100n).padStart(2, '0')} 0.00\n`);
      writeFileSync(join(root, String(pid), 'io'), readFileSync(`/proc/${pid}/io`, 'latin1'));
      const other = zerothBuffer(1);
      takeZerothReading(other, [pid], root);
      // A buffer the main thread has published nothing in yet: the first pass does not wait for it.
      const unfinished = zerothBuffer(listZerothProcesses().length);
      await command(child, 'io');
      for (const buffer of [other, unfinished]) {
        // Closed at once: each keeps descriptors of every process on the host.
        const sampler = new LinuxSampler({ zerothReading: buffer });
        let sample: ProcessSample;
        try {
          sample = sampleOf(decodedPass(sampler), pid);
        } finally {
          sampler.close();
        }
        expect(sample.unavailable.io_read_bytes_per_sec).toBe('first_sample');
        expect(sample.unavailable.io_write_bytes_per_sec).toBe('first_sample');
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
