// The zeroth reading (issue 31, first screen): each process's I/O and major-fault counters, read by the main thread at
// the application's start, right after it started the sampler thread (early-sampler.ts), and handed to that thread in
// shared memory. The sampler thread's first pass comes a few hundred ms later (its start-up and the pass's own opens),
// and takes this reading as each lifetime's previous one: the first table's IO Read/s and IO Write/s (and major
// faults/s) are then exact rates over the real time between the two reads of each process instead of `-`.
//
// Only the counters a rate needs exactly are read. The CPU share is not: /proc/PID/stat counts in clock ticks of 10 ms,
// so over ~300 ms one tick either way is 3.3% of a CPU, noise beside most processes' shares; CPU% stays pending on the
// first table as the issue allows. This module is part of the application's entry bundle (src/cli.ts): node:fs only.
import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { parseProcIo, parseProcStat, type Counter } from './parse.js';

/** One process's counters in the shared buffer, each a 64-bit integer: pid, start ticks, read time, rchar, wchar, majflt. */
const FIELDS = 6;
const PID = 0;
const START_TICKS = 1;
const MONO_NS = 2;
const RCHAR = 3;
const WCHAR = 4;
const MAJFLT = 5;
/** A counter that could not be read (another user's io file without the right to read it). */
const UNREAD = -1n;
/**
 * The buffer starts with two 32-bit words, the state and the count of processes published, then the counters. The
 * state is 0 (a new buffer's zeros) until the sampler thread sets TAKEN as its first pass starts: the reader then stops.
 */
const HEADER_BYTES = 8;
const TAKEN = 1;

/** The zeroth reading of one lifetime (the pid's start ticks name it), with the monotonic time its files were read. */
export interface ZerothCounters {
  readonly startTicks: bigint;
  readonly monoNs: bigint;
  readonly rchar: Counter | null;
  readonly wchar: Counter | null;
  readonly majflt: Counter | null;
}

/** Room for the processes of the listing (sizes the buffer before the sampler thread starts with it). */
export function zerothBuffer(processes: number): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER_BYTES + processes * FIELDS * 8);
}

/** The process directories of `procRoot` now; empty where there is no procfs (the reading is then empty too). */
export function listZerothProcesses(procRoot = '/proc'): number[] {
  let names: string[];
  try {
    names = readdirSync(procRoot);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of names) {
    const code = name.charCodeAt(0);
    if (code >= 48 && code <= 57) pids.push(Number(name));
  }
  return pids;
}

/** One read buffer for every file: stat and io are far below 4 KB. */
const chunk = Buffer.allocUnsafe(4096);

function readSmall(path: string): string | null {
  let fd = -1;
  try {
    fd = openSync(path, 'r');
    return chunk.toString('latin1', 0, readSync(fd, chunk, 0, chunk.length, 0));
  } catch {
    return null; // gone, or not ours to read
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/** A counter as a signed 64-bit integer (the kernel's are unsigned 64-bit; above 2^63 one reads as not read). */
function stored(value: Counter | null): bigint {
  if (value === null) return UNREAD;
  const big = BigInt(value);
  return big > 0x7fff_ffff_ffff_ffffn ? UNREAD : big;
}

/**
 * Reads each of `pids` into `buffer` (zerothBuffer(pids.length)), publishing each process once written: the sampler
 * thread takes what was published when its first pass starts, never waiting for the rest (on a host with thousands of
 * processes the first pass may come before the last are read: those have their rates from the second pass, as before),
 * and this stops then.
 */
export function takeZerothReading(buffer: SharedArrayBuffer, pids: readonly number[], procRoot = '/proc'): void {
  const header = new Int32Array(buffer, 0, 2);
  const cells = new BigInt64Array(buffer, HEADER_BYTES);
  let count = 0;
  for (const pid of pids) {
    if ((count + 1) * FIELDS > cells.length || Atomics.load(header, 0) === TAKEN) break;
    const monoNs = process.hrtime.bigint();
    const statText = readSmall(`${procRoot}/${pid}/stat`);
    const stat = statText === null ? null : parseProcStat(statText);
    if (stat === null) continue;
    const ioText = readSmall(`${procRoot}/${pid}/io`);
    const io = ioText === null ? null : parseProcIo(ioText);
    const at = count * FIELDS;
    cells[at + PID] = BigInt(pid);
    cells[at + START_TICKS] = BigInt(stat.startTicks);
    cells[at + MONO_NS] = monoNs;
    cells[at + RCHAR] = stored(io?.rchar ?? null);
    cells[at + WCHAR] = stored(io?.wchar ?? null);
    cells[at + MAJFLT] = stored(stat.majflt);
    // The counters written above are visible to a thread that sees this count (Atomics are sequentially consistent).
    Atomics.store(header, 1, ++count);
  }
}

/** A counter back as the sampler keeps it: a number while exact, else a bigint; null where it was not read. */
function counter(value: bigint): Counter | null {
  if (value === UNREAD) return null;
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

/**
 * The processes of the reading in `buffer` published so far, by pid; the main thread then stops reading (the first
 * pass does not wait for the rest: their rates stay pending).
 */
export function readZerothReading(buffer: SharedArrayBuffer): Map<number, ZerothCounters> {
  const header = new Int32Array(buffer, 0, 2);
  Atomics.store(header, 0, TAKEN);
  const published = Atomics.load(header, 1);
  const cells = new BigInt64Array(buffer, HEADER_BYTES);
  const found = new Map<number, ZerothCounters>();
  for (let at = 0; at < published * FIELDS; at += FIELDS) {
    found.set(Number(cells[at + PID]), {
      startTicks: cells[at + START_TICKS]!,
      monoNs: cells[at + MONO_NS]!,
      rchar: counter(cells[at + RCHAR]!),
      wchar: counter(cells[at + WCHAR]!),
      majflt: counter(cells[at + MAJFLT]!),
    });
  }
  return found;
}
