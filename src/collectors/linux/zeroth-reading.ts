// The zeroth reading (issue 31, first screen): each process's I/O counters, read by the main thread at the
// application's start, right after it started the sampler thread (early-sampler.ts), and handed to that thread in
// shared memory. The sampler thread's first pass comes a few hundred ms later (its start-up and the pass's own opens),
// and takes this reading as each lifetime's previous one: the first table's IO Read/s and IO Write/s are then exact
// rates over the real time between the two reads of each process instead of `-`.
//
// One file per process (io: rchar, wchar), the main thread's cost at start-up. Which lifetime was read needs no stat:
// the reading notes the boot-time clock once before it starts (/proc/uptime, the clock of a process's start ticks), and
// a process the first pass finds under a PID the reading read, started before that instant, was alive when its files
// were read, so it is the process that was read (a PID is reused only after its process is gone). The CPU share is not
// read: /proc/PID/stat counts in clock ticks of 10 ms, so over ~300 ms one tick either way is 3.3% of a CPU, noise
// beside most processes' shares; CPU% (and major faults/s, in stat too) stay pending on the first table, as the issue
// allows for CPU%. This module is part of the application's entry bundle (src/cli.ts): node:fs only.
import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { parseProcIo, parseUptimeCentiseconds, type Counter } from './parse.js';

/** One process's cells in the shared buffer, each a 64-bit integer: pid, the time its io was read, rchar, wchar. */
const FIELDS = 4;
const PID = 0;
const MONO_NS = 1;
const RCHAR = 2;
const WCHAR = 3;
/** A counter that could not be read. */
const UNREAD = -1n;
/**
 * The buffer starts with two 32-bit words, the state and the count of processes published, then one 64-bit cell, the
 * boot-time clock in hundredths of a second before the first process was read, then the processes' cells. The state is
 * 0 (a new buffer's zeros) until the sampler thread sets TAKEN as its first pass starts: the reader then stops.
 */
const HEADER_BYTES = 16;
const TAKEN = 1;

/** The zeroth reading of one PID's io, with the monotonic time it was read. */
export interface ZerothCounters {
  readonly monoNs: bigint;
  readonly rchar: Counter | null;
  readonly wchar: Counter | null;
}

/** The reading as the first pass takes it: by PID, and the boot-time clock (1/100 s) before any was read. */
export interface ZerothReading {
  readonly byPid: ReadonlyMap<number, ZerothCounters>;
  readonly startedAtCentiseconds: bigint;
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

/** One read buffer for every file (io and uptime are far below 4 KB), made on first use: the sampler thread needs none. */
let chunk: Buffer | null = null;

function readSmall(path: string): string | null {
  chunk ??= Buffer.allocUnsafe(4096);
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
 * Reads each of `pids`' io into `buffer` (zerothBuffer(pids.length)), publishing each process once written: the sampler
 * thread takes what was published when its first pass starts, never waiting for the rest (on a host with thousands of
 * processes the first pass may come before the last are read: those have their rates from the second pass, as before),
 * and this stops then.
 */
export function takeZerothReading(buffer: SharedArrayBuffer, pids: readonly number[], procRoot = '/proc'): void {
  const header = new Int32Array(buffer, 0, 2);
  const cells = new BigInt64Array(buffer, 8);
  const startedAt = parseUptimeCentiseconds(readSmall(`${procRoot}/uptime`) ?? '');
  if (startedAt === null) return;
  cells[0] = startedAt;
  let count = 0;
  for (const pid of pids) {
    if (1 + (count + 1) * FIELDS > cells.length || Atomics.load(header, 0) === TAKEN) break;
    const monoNs = process.hrtime.bigint();
    const text = readSmall(`${procRoot}/${pid}/io`);
    if (text === null) continue;
    const io = parseProcIo(text);
    const at = 1 + count * FIELDS;
    cells[at + PID] = BigInt(pid);
    cells[at + MONO_NS] = monoNs;
    cells[at + RCHAR] = stored(io.rchar);
    cells[at + WCHAR] = stored(io.wchar);
    // The cells written above (and the start) are visible to a thread that sees this count (Atomics are sequentially
    // consistent).
    Atomics.store(header, 1, ++count);
  }
}

/** A counter back as the sampler keeps it: a number while exact, else a bigint; null where it was not read. */
function counter(value: bigint): Counter | null {
  if (value === UNREAD) return null;
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

/**
 * The processes of the reading in `buffer` published so far; the main thread then stops reading (the first pass does
 * not wait for the rest: their rates stay pending).
 */
export function readZerothReading(buffer: SharedArrayBuffer): ZerothReading {
  const header = new Int32Array(buffer, 0, 2);
  Atomics.store(header, 0, TAKEN);
  const published = Atomics.load(header, 1);
  const cells = new BigInt64Array(buffer, 8);
  const byPid = new Map<number, ZerothCounters>();
  for (let at = 1; at < 1 + published * FIELDS; at += FIELDS) {
    byPid.set(Number(cells[at + PID]), { monoNs: cells[at + MONO_NS]!, rchar: counter(cells[at + RCHAR]!), wchar: counter(cells[at + WCHAR]!) });
  }
  return { byPid, startedAtCentiseconds: cells[0]! };
}
