// Text parsers for /proc, /sys and /etc sources: pure functions of file text, integers exact (bigint, or a Counter).
//
// They run once per process per sampling pass, so they scan with indexOf and slice only the fields
// they return instead of splitting whole files into arrays or running regexes over them.

/** The fields of `/proc/PID/stat` that the sampler uses. */
export interface ProcStat {
  readonly pid: number;
  /** Raw `comm` (the kernel's task name, at most 15 bytes); may contain spaces and parentheses. */
  readonly comm: string;
  /** One-letter state: R, S, D, Z (zombie), T, t, X, I, … */
  readonly state: string;
  readonly ppid: number;
  /** `flags` (PF_*); PF_KTHREAD marks kernel threads. */
  readonly flags: number;
  /** User and system CPU time in clock ticks. */
  readonly utime: Counter;
  readonly stime: Counter;
  readonly numThreads: Counter;
  /** Major page faults of the process (field 12 `majflt`): faults that waited for a page read from disk or swap. */
  readonly majflt: Counter;
  /** Start time in clock ticks since boot, exactly as the kernel printed it. */
  readonly startTicks: string;
}

/**
 * An unsigned counter the sampler reads every pass per process (stat, statm, io): a number while its digits fit a
 * double exactly (up to 15, so below 2^53), a bigint beyond. The sampler writes a number straight into the wire's
 * cells, so the common case makes no bigint; the rare longer one stays exact.
 */
export type Counter = number | bigint;

/** The kernel's PF_KTHREAD flag in `/proc/PID/stat` field 9. */
export const PF_KTHREAD = 0x00200000;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Digits that always fit a double exactly (2^53 has 16). */
const EXACT_DIGITS = 15;

/**
 * The bigints 0 to 4095, made once. Most counters a pass parses per process are this small (the ticks of an idle
 * process, thread and descriptor counts, page counts of small processes), and a bigint is a heap object: sharing these
 * (bigints are immutable) spares a pass one allocation per such value and the collector the garbage.
 */
const SMALL_BIGINTS: readonly bigint[] = Array.from({ length: 4096 }, (_, i) => BigInt(i));

/** `BigInt(n)` of a non-negative safe integer, shared when small. */
export function bigintOf(n: number): bigint {
  return n < SMALL_BIGINTS.length && n >= 0 ? SMALL_BIGINTS[n] : BigInt(n);
}

/**
 * Parses the unsigned decimal that starts at `from` (after optional blanks); null when there is none. Runs once per
 * number per process per pass: up to 15 digits are accumulated as a number (one BigInt, no substring), longer ones
 * go through their text, so every value stays exact.
 */
function decimalAt(text: string, from: number): bigint | null {
  const value = decimalNumberAt(text, from);
  const digits = decimalEnd - decimalStart;
  if (digits === 0) return null;
  return digits <= EXACT_DIGITS ? bigintOf(value) : BigInt(text.slice(decimalStart, decimalEnd));
}

/** The unsigned decimal at `from` (after optional blanks) as a Counter; null when there is none. */
function counterAt(text: string, from: number): Counter | null {
  const value = decimalNumberAt(text, from);
  const digits = decimalEnd - decimalStart;
  if (digits === 0) return null;
  return digits <= EXACT_DIGITS ? value : BigInt(text.slice(decimalStart, decimalEnd));
}

/** Where the digits of the last `decimalNumberAt` began and ended (module state: no result object per number). */
let decimalStart = 0;
let decimalEnd = 0;

/** The digits at `from` (after optional blanks) as a number, exact up to 15 digits; sets decimalStart/decimalEnd. */
function decimalNumberAt(text: string, from: number): number {
  let i = from;
  let c = text.charCodeAt(i);
  while (c === 32 || c === 9) c = text.charCodeAt(++i);
  decimalStart = i;
  let value = 0;
  while (isDigit(c)) {
    value = value * 10 + (c - 48);
    c = text.charCodeAt(++i);
  }
  decimalEnd = i;
  return value;
}

/** The signed decimal at `from` as a number (stat's ppid and flags, both 32-bit); NaN when there is none. */
function intAt(text: string, from: number): number {
  let i = from;
  let c = text.charCodeAt(i);
  const negative = c === 45;
  if (negative) c = text.charCodeAt(++i);
  const start = i;
  let value = 0;
  while (isDigit(c)) {
    value = value * 10 + (c - 48);
    c = text.charCodeAt(++i);
  }
  if (i === start) return Number.NaN;
  return negative ? -value : value;
}

/**
 * The index of the last `)` in `text` at or after `from`, or -1. Found forwards with indexOf, which is a fast builtin,
 * where `lastIndexOf` is a runtime call that costs as much as the rest of the stat parse, once per process per pass.
 * Only a comm that holds `)` itself takes more than the two searches.
 */
function lastCloseParen(text: string, from: number): number {
  let last = -1;
  for (let at = text.indexOf(')', from); at >= 0; at = text.indexOf(')', at + 1)) last = at;
  return last;
}

/**
 * `Number.parseInt(text.slice(0, end), 10)`: the pid before the comm's `(`. The kernel's `<digits> ` is read in place
 * (no substring per process per pass); anything else goes through parseInt, so odd text parses as before.
 */
function pidBefore(text: string, end: number): number {
  const value = decimalNumberAt(text, 0);
  if (decimalStart === 0 && decimalEnd > 0 && decimalEnd <= EXACT_DIGITS && decimalEnd === end - 1 && text.charCodeAt(decimalEnd) === 32) {
    return value;
  }
  return Number.parseInt(text.slice(0, end), 10);
}

/**
 * `/proc/PID/stat`. The comm field is the text between the first `(` and the LAST `)`: a task may
 * name itself `a) (b` and only the last parenthesis is the kernel's.
 */
export function parseProcStat(text: string): ProcStat | null {
  const open = text.indexOf('(');
  if (open <= 0) return null;
  const close = lastCloseParen(text, open);
  if (close < open) return null;
  const pid = pidBefore(text, open);
  if (!Number.isSafeInteger(pid)) return null;
  const comm = text.slice(open + 1, close);
  // Fields after the comm, numbered as in proc(5): 3 state, 4 ppid, 9 flags, 14 utime, 15 stime,
  // 12 majflt, 20 num_threads, 22 starttime. Walk the separators instead of splitting ~50 fields.
  let field = 3;
  let start = close + 2;
  let state = '';
  let ppid = 0;
  let flags = 0;
  let utime: Counter | null = null;
  let stime: Counter | null = null;
  let numThreads: Counter | null = null;
  let majflt: Counter | null = null;
  let startTicks: string | null = null;
  while (field <= 22 && start < text.length) {
    let end = text.indexOf(' ', start);
    if (end < 0) end = text.length;
    switch (field) {
      case 3:
        state = text.slice(start, end);
        break;
      case 4:
        ppid = intAt(text, start);
        break;
      case 9:
        flags = intAt(text, start);
        break;
      case 12:
        majflt = counterAt(text, start);
        break;
      case 14:
        utime = counterAt(text, start);
        break;
      case 15:
        stime = counterAt(text, start);
        break;
      case 20:
        numThreads = counterAt(text, start);
        break;
      case 22: {
        // The last field read: a trailing newline (a stat cut after it) is not part of the token.
        let last = end;
        while (last > start && !isDigit(text.charCodeAt(last - 1))) last--;
        if (last > start && isDigit(text.charCodeAt(start))) startTicks = text.slice(start, last);
        break;
      }
      default:
        break;
    }
    field++;
    start = end + 1;
  }
  if (state === '' || majflt === null || utime === null || stime === null || numThreads === null || startTicks === null) {
    return null;
  }
  return {
    pid,
    comm,
    state,
    ppid: Number.isSafeInteger(ppid) ? ppid : 0,
    flags: Number.isSafeInteger(flags) ? flags : 0,
    utime,
    stime,
    numThreads,
    majflt,
    startTicks,
  };
}

/**
 * The fields of `/proc/PID/stat` that the sampler reads every pass, scanned in place from the file's bytes
 * (scanProcStat) into one object reused for every process: no string or object per process per pass. The comm and
 * the start ticks stay byte ranges of the scanned buffer until a caller needs their text (a new lifetime, a rename).
 */
export interface ProcStatScan {
  pid: number;
  /** The state letter's code (`Z` 90, `X` 88, …); 0 when the state is not one letter (parseProcStat's text then). */
  state: number;
  ppid: number;
  flags: number;
  utime: Counter;
  stime: Counter;
  numThreads: Counter;
  majflt: Counter;
  /** Byte range of the comm (between the first `(` and the last `)`), and of the start ticks' digits. */
  commStart: number;
  commEnd: number;
  startStart: number;
  startEnd: number;
}

export function newProcStatScan(): ProcStatScan {
  return { pid: 0, state: 0, ppid: 0, flags: 0, utime: 0, stime: 0, numThreads: 0, majflt: 0, commStart: 0, commEnd: 0, startStart: 0, startEnd: 0 };
}

/** Where the last `counterOfBytes` stopped (module state: no result object per number). */
let bytesEnd = 0;

/** The unsigned decimal at `from` as a Counter (sets bytesEnd); -1 when no digit is there. */
function counterOfBytes(bytes: Uint8Array, from: number, length: number): Counter {
  let i = from;
  let value = 0;
  while (i < length) {
    const c = bytes[i]!;
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
    i++;
  }
  bytesEnd = i;
  if (i === from) return -1;
  return i - from <= EXACT_DIGITS ? value : BigInt(latin1Of(bytes, from, i));
}

/** The bytes `from`..`to` as latin1 text (one char per byte, as the sampler's string path reads them). */
export function latin1Of(bytes: Uint8Array, from: number, to: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', from, to);
}

/** Whether bytes `from`..`to` are `text`'s chars (latin1). */
export function bytesAre(bytes: Uint8Array, from: number, to: number, text: string): boolean {
  if (to - from !== text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[from + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** The stat fields scanProcStat reads, by proc(5) number. */
const READ_FIELDS: readonly boolean[] = Array.from({ length: 23 }, (_, i) => [4, 9, 12, 14, 15, 20, 22].includes(i));

/**
 * `/proc/PID/stat` as the kernel prints it (`<pid> (<comm>) <state> ...`, single spaces, unsigned fields), scanned
 * into `out` from its bytes; false for anything else, which the caller parses as text (parseProcStat) instead, so odd
 * text keeps that parser's reading. The same fields and values as parseProcStat for the text it reads.
 */
export function scanProcStat(bytes: Uint8Array, length: number, out: ProcStatScan): boolean {
  const pid = counterOfBytes(bytes, 0, length);
  const open = bytesEnd + 1;
  if (typeof pid !== 'number' || pid < 0 || bytes[bytesEnd] !== 32 || bytes[open] !== 40) return false;
  // The last `)`: the fields after the comm are numbers and one state letter, so the first from the end is it.
  let close = length - 1;
  while (close > open && bytes[close] !== 41) close--;
  if (close <= open || bytes[close + 1] !== 32) return false;
  out.pid = pid;
  out.commStart = open + 1;
  out.commEnd = close;
  // Field 3, the state: one letter, then a space.
  if (bytes[close + 3] !== 32) return false;
  out.state = bytes[close + 2]!;
  let at = close + 4;
  // Fields 4 to 22, numbered as in proc(5); those read are each an unsigned decimal ended by a space (22 by a space,
  // a final newline or the end); the others (tpgid, priority and nice can be negative) are skipped to their space.
  for (let field = 4; field <= 22; field++) {
    if (!READ_FIELDS[field]) {
      while (at < length && bytes[at] !== 32) at++;
      if (at >= length) return false;
      at++;
      continue;
    }
    const value = counterOfBytes(bytes, at, length);
    const end = bytesEnd;
    const next = bytes[end];
    // Field 22 may end the text, or its line when nothing follows (the text parser's token would run on past it).
    if (value === -1 || (end < length && next !== 32 && !(field === 22 && next === 10 && end === length - 1))) return false;
    switch (field) {
      case 4:
        if (typeof value !== 'number' || value > 0x7fffffff) return false;
        out.ppid = value;
        break;
      case 9:
        if (typeof value !== 'number' || value > 0xffffffff) return false;
        out.flags = value | 0;
        break;
      case 12:
        out.majflt = value;
        break;
      case 14:
        out.utime = value;
        break;
      case 15:
        out.stime = value;
        break;
      case 20:
        out.numThreads = value;
        break;
      case 22:
        out.startStart = at;
        out.startEnd = end;
        return true;
      default:
        break;
    }
    if (end >= length) return false;
    at = end + 1;
  }
  return false;
}

/** `/proc/PID/statm`'s resident and shared pages, scanned from its bytes (`<size> <resident> <shared> ...`). */
export interface ProcStatmScan {
  residentPages: Counter;
  sharedPages: Counter;
}

/** statm as the kernel prints it, into `out`; false for anything else (parse it as text, parseProcStatm). */
export function scanProcStatm(bytes: Uint8Array, length: number, out: ProcStatmScan): boolean {
  if (counterOfBytes(bytes, 0, length) === -1 || bytes[bytesEnd] !== 32) return false;
  const resident = counterOfBytes(bytes, bytesEnd + 1, length);
  if (resident === -1 || bytes[bytesEnd] !== 32) return false;
  const shared = counterOfBytes(bytes, bytesEnd + 1, length);
  if (shared === -1 || (bytesEnd < length && bytes[bytesEnd] !== 32 && bytes[bytesEnd] !== 10)) return false;
  out.residentPages = resident;
  out.sharedPages = shared;
  return true;
}

/** `rchar: ` and `\nwchar: `, the first two lines of `/proc/PID/io` as the kernel prints them. */
const RCHAR = [114, 99, 104, 97, 114, 58, 32];
const WCHAR = [10, 119, 99, 104, 97, 114, 58, 32];

/** io's rchar and wchar as the kernel prints them (its first two lines), into `out`; false for anything else (parseProcIo). */
export function scanProcIo(bytes: Uint8Array, length: number, out: { rchar: Counter | null; wchar: Counter | null }): boolean {
  for (let i = 0; i < RCHAR.length; i++) if (bytes[i] !== RCHAR[i]) return false;
  const rchar = counterOfBytes(bytes, RCHAR.length, length);
  if (rchar === -1) return false;
  const at = bytesEnd;
  for (let i = 0; i < WCHAR.length; i++) if (bytes[at + i] !== WCHAR[i]) return false;
  const wchar = counterOfBytes(bytes, at + WCHAR.length, length);
  if (wchar === -1 || (bytesEnd < length && bytes[bytesEnd] !== 10)) return false;
  out.rchar = rchar;
  out.wchar = wchar;
  return true;
}

/**
 * What the sampler's status refresh takes from `/proc/PID/status`, scanned from its bytes (scanProcStatus): the real
 * uid's digits as a byte range, the innermost namespace PID, and the memory fields in bytes (null when absent).
 */
export interface ProcStatusScan {
  uidStart: number;
  uidEnd: number;
  /** The innermost PID namespace's PID when NSpid names more than one, else null (also when NSpid is absent). */
  namespacePid: number | null;
  vmRss: Counter | null;
  rssAnon: Counter | null;
  rssFile: Counter | null;
  rssShmem: Counter | null;
  vmSwap: Counter | null;
}

export function newProcStatusScan(): ProcStatusScan {
  return { uidStart: 0, uidEnd: 0, namespacePid: null, vmRss: null, rssAnon: null, rssFile: null, rssShmem: null, vmSwap: null };
}

/** Where the last `statusValueAt` stopped, -1 when the key is absent (module state: no result object per field). */
let statusValueEnd = 0;

/**
 * The position of the value after `\n<key>` in `bytes` (blanks skipped, `length` their count), -1 when the key is
 * absent. Buffer's own search: no string made.
 */
function statusValueAt(bytes: Buffer, length: number, key: string): number {
  const found = bytes.indexOf(key, 0, 'latin1');
  if (found < 0) return -1;
  let i = found + key.length;
  while (i < length && (bytes[i] === 32 || bytes[i] === 9)) i++;
  return i;
}

/**
 * A `Key:   123 kB` line's bytes, as parseProcStatus's sizeField reads it (kB times 1024, a value without a unit as it
 * is); null when the key is absent; -1 when its value is not a decimal (the caller parses the text instead).
 */
function statusSizeOf(bytes: Buffer, length: number, key: string): Counter | null {
  const at = statusValueAt(bytes, length, key);
  if (at < 0) return null;
  const value = counterOfBytes(bytes, at, length);
  if (value === -1) return -1;
  const end = bytesEnd;
  if (!(end + 1 < length && bytes[end] === 32 && bytes[end + 1] === 107)) return value;
  if (typeof value === 'number' && value * 1024 <= Number.MAX_SAFE_INTEGER) return value * 1024;
  return BigInt(value) * 1024n;
}

const STATUS_UID = '\nUid:';
const STATUS_NSPID = '\nNSpid:';
const STATUS_SIZE_KEYS = ['\nVmRSS:', '\nRssAnon:', '\nRssFile:', '\nRssShmem:', '\nVmSwap:'] as const;

/**
 * `/proc/PID/status` as the kernel prints it, scanned into `out` from its bytes for the fields the sampler's refresh
 * takes: the values parseProcStatus reads from the same text (its uid's text is the digits' range), with no string per
 * read. False for anything not printed as the kernel does (a uid with a leading zero or over 15 digits, an NSpid or
 * memory value that is not a plain decimal), which the caller parses as text instead.
 */
export function scanProcStatus(buffer: Buffer, length: number, out: ProcStatusScan): boolean {
  // A view of the file's bytes: a key missing from it (a kernel thread has no memory lines) is not searched for, nor
  // found, in the stale bytes of the shared buffer beyond them.
  const bytes = buffer.subarray(0, length);
  const uidAt = statusValueAt(bytes, length, STATUS_UID);
  if (uidAt < 0) return false;
  let end = uidAt;
  while (end < length && bytes[end]! >= 48 && bytes[end]! <= 57) end++;
  if (end === uidAt || end - uidAt > EXACT_DIGITS || (bytes[uidAt] === 48 && end - uidAt > 1)) return false;
  out.uidStart = uidAt;
  out.uidEnd = end;
  out.namespacePid = null;
  const nsAt = statusValueAt(bytes, length, STATUS_NSPID);
  if (nsAt >= 0) {
    // Tab-separated PIDs, the host's first; the innermost is the last. One that is not a positive decimal: as text.
    let count = 0;
    let last = 0;
    let i = nsAt;
    while (i < length && bytes[i] !== 10) {
      const pid = counterOfBytes(bytes, i, length);
      if (typeof pid !== 'number' || pid <= 0 || !Number.isSafeInteger(pid)) return false;
      count++;
      last = pid;
      i = bytesEnd;
      while (i < length && (bytes[i] === 32 || bytes[i] === 9)) i++;
    }
    if (count === 0) return false;
    out.namespacePid = count > 1 ? last : null;
  }
  const vmRss = statusSizeOf(bytes, length, STATUS_SIZE_KEYS[0]);
  const rssAnon = statusSizeOf(bytes, length, STATUS_SIZE_KEYS[1]);
  const rssFile = statusSizeOf(bytes, length, STATUS_SIZE_KEYS[2]);
  const rssShmem = statusSizeOf(bytes, length, STATUS_SIZE_KEYS[3]);
  const vmSwap = statusSizeOf(bytes, length, STATUS_SIZE_KEYS[4]);
  if (vmRss === -1 || rssAnon === -1 || rssFile === -1 || rssShmem === -1 || vmSwap === -1) return false;
  out.vmRss = vmRss;
  out.rssAnon = rssAnon;
  out.rssFile = rssFile;
  out.rssShmem = rssShmem;
  out.vmSwap = vmSwap;
  return true;
}

/** The fields of `/proc/PID/status` that the sampler uses; memory in bytes, null when absent. */
export interface ProcStatus {
  /** `Name`, as the kernel escaped it (the stat comm is the unescaped form). */
  readonly name: string | null;
  /** Real uid (first `Uid:` column) as decimal text. */
  readonly uid: string | null;
  readonly threads: bigint | null;
  readonly vmRss: bigint | null;
  readonly rssAnon: bigint | null;
  readonly rssFile: bigint | null;
  readonly rssShmem: bigint | null;
  readonly vmSwap: bigint | null;
  /** `Kthread:` (kernels 6.x); null on kernels that do not print it. */
  readonly kthread: boolean | null;
  /** `NSpid:` (Linux 4.1+): the PID in each nested PID namespace, the host's first; null when absent. */
  readonly nsPids: readonly number[] | null;
}

/** Position just after `\n<key>` (a line start), or -1. */
function lineValueStart(text: string, key: string, from = 0): number {
  const i = text.indexOf(key, from);
  return i < 0 ? -1 : i + key.length;
}

/** A `Key:   123 kB` line as bytes; a value without a unit is taken as-is. */
function sizeField(text: string, key: string): bigint | null {
  const at = lineValueStart(text, key);
  if (at < 0) return null;
  const value = decimalAt(text, at);
  if (value === null) return null;
  const i = decimalEnd;
  // Units are " kB" in every field we read; the kernel's kB is 1024 bytes.
  return text.charCodeAt(i) === 32 && text.charCodeAt(i + 1) === 107 ? value * 1024n : value;
}

export function parseProcStatus(text: string): ProcStatus {
  let name: string | null = null;
  if (text.startsWith('Name:')) {
    const end = text.indexOf('\n');
    name = text.slice(5, end < 0 ? text.length : end).trim();
  }
  let uid: string | null = null;
  const uidAt = lineValueStart(text, '\nUid:');
  if (uidAt >= 0) {
    const value = decimalAt(text, uidAt);
    uid = value === null ? null : value.toString();
  }
  const kthreadAt = lineValueStart(text, '\nKthread:');
  const kthreadValue = kthreadAt < 0 ? null : decimalAt(text, kthreadAt);
  const threadsAt = lineValueStart(text, '\nThreads:');
  return {
    name,
    uid,
    threads: threadsAt < 0 ? null : decimalAt(text, threadsAt),
    vmRss: sizeField(text, '\nVmRSS:'),
    rssAnon: sizeField(text, '\nRssAnon:'),
    rssFile: sizeField(text, '\nRssFile:'),
    rssShmem: sizeField(text, '\nRssShmem:'),
    vmSwap: sizeField(text, '\nVmSwap:'),
    kthread: kthreadValue === null ? null : kthreadValue !== 0n,
    nsPids: nsPidsOf(text),
  };
}

/** The `NSpid:` line's PIDs (tab-separated, outermost namespace first), or null when absent or odd. */
function nsPidsOf(text: string): number[] | null {
  const at = lineValueStart(text, '\nNSpid:');
  if (at < 0) return null;
  const end = text.indexOf('\n', at);
  const pids = text.slice(at, end < 0 ? text.length : end).trim().split(/\s+/).map(Number);
  return pids.length > 0 && pids.every((pid) => Number.isSafeInteger(pid) && pid > 0) ? pids : null;
}

/**
 * `/proc/PID/statm` in pages: the same mm counters that status prints as VmRSS (resident), and
 * RssFile + RssShmem (shared); resident − shared is RssAnon. Kernel threads and zombies have no mm
 * and print zeros, so callers must not read those as measurements.
 */
export interface ProcStatm {
  readonly sizePages: Counter;
  readonly residentPages: Counter;
  readonly sharedPages: Counter;
}

export function parseProcStatm(text: string): ProcStatm | null {
  const a = text.indexOf(' ');
  const b = a < 0 ? -1 : text.indexOf(' ', a + 1);
  if (b < 0) return null;
  const size = counterAt(text, 0);
  const resident = counterAt(text, a + 1);
  const shared = counterAt(text, b + 1);
  if (size === null || resident === null || shared === null) return null;
  return { sizePages: size, residentPages: resident, sharedPages: shared };
}

/**
 * /proc/uptime's first field (seconds since boot, printed by the kernel as `%lu.%02lu`) in hundredths of a second: the
 * clock of stat's start ticks, exact as a bigint; null when the text is not the kernel's.
 */
export function parseUptimeCentiseconds(text: string): bigint | null {
  const match = /^(\d+)\.(\d\d)\s/.exec(text);
  return match === null ? null : BigInt(match[1]!) * 100n + BigInt(match[2]!);
}

/** `/proc/PID/io` character counters: every byte passed through read/write-like calls. */
export interface ProcIo {
  readonly rchar: Counter | null;
  readonly wchar: Counter | null;
}

export function parseProcIo(text: string): ProcIo {
  const r = text.startsWith('rchar:') ? 6 : lineValueStart(text, '\nrchar:');
  const w = lineValueStart(text, '\nwchar:');
  return { rchar: r < 0 ? null : counterAt(text, r), wchar: w < 0 ? null : counterAt(text, w) };
}

/** Jiffies of one `/proc/stat` cpu line. */
export interface CpuTimes {
  readonly user: bigint;
  readonly nice: bigint;
  readonly system: bigint;
  readonly idle: bigint;
  readonly iowait: bigint;
  readonly irq: bigint;
  readonly softirq: bigint;
  readonly steal: bigint;
}

export interface SystemStat {
  /** The aggregate `cpu` line. */
  readonly total: CpuTimes | null;
  /** `cpu0`, `cpu1`, … by name; an offline CPU has no line. */
  readonly perCpu: ReadonlyMap<string, CpuTimes>;
  /** Boot time in seconds since the epoch. */
  readonly btime: bigint | null;
}

function cpuTimes(fields: readonly string[]): CpuTimes {
  // guest and guest_nice are already included in user and nice, so they are not read.
  const at = (i: number): bigint => (i < fields.length && fields[i] !== '' ? BigInt(fields[i]) : 0n);
  return {
    user: at(1),
    nice: at(2),
    system: at(3),
    idle: at(4),
    iowait: at(5),
    irq: at(6),
    softirq: at(7),
    steal: at(8),
  };
}

/** `/proc/stat`: cpu lines and btime. */
export function parseSystemStat(text: string): SystemStat {
  let total: CpuTimes | null = null;
  const perCpu = new Map<string, CpuTimes>();
  let btime: bigint | null = null;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (text.startsWith('cpu', start)) {
      const fields = text.slice(start, end).split(/\s+/);
      if (fields[0] === 'cpu') total = cpuTimes(fields);
      else perCpu.set(fields[0], cpuTimes(fields));
    } else if (text.startsWith('btime ', start)) {
      btime = decimalAt(text, start + 6);
    } else if (total !== null && btime !== null) {
      // cpu lines come first and btime after intr/ctxt; nothing else is needed.
      break;
    }
    start = end + 1;
  }
  return { total, perCpu, btime };
}

/** `/proc/meminfo` as bytes by key (kB values times 1024; unitless values such as HugePages_* as-is). */
export function parseMeminfo(text: string): Map<string, bigint> {
  const out = new Map<string, bigint>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const colon = text.indexOf(':', start);
    if (colon > start && colon < end) {
      let i = colon + 1;
      let c = text.charCodeAt(i);
      while (c === 32 || c === 9) c = text.charCodeAt(++i);
      const s = i;
      while (isDigit(c)) c = text.charCodeAt(++i);
      if (i > s) {
        const value = BigInt(text.slice(s, i));
        const kb = text.charCodeAt(i) === 32 && text.charCodeAt(i + 1) === 107;
        out.set(text.slice(start, colon), kb ? value * 1024n : value);
      }
    }
    start = end + 1;
  }
  return out;
}

/**
 * The paging counters of `/proc/vmstat` behind pages_input/output_per_sec (Windows Pages Input/Output/sec count
 * hard faults and pages written to free memory, file-backed and paging-file alike, not swap traffic alone):
 * `pgmajfault`, faults that had to read from disk (swap or a file), and `nr_vmscan_write`, pages page reclaim
 * wrote out to free memory (anonymous pages to swap, dirty file pages to their files).
 */
export interface VmStat {
  readonly majorFaults: bigint | null;
  readonly reclaimWrites: bigint | null;
}

export function parseVmstat(text: string): VmStat {
  const find = (key: string): bigint | null => {
    const at = text.startsWith(key) ? key.length : lineValueStart(text, `\n${key}`);
    return at < 0 ? null : decimalAt(text, at);
  };
  return { majorFaults: find('pgmajfault '), reclaimWrites: find('nr_vmscan_write ') };
}

/** One `/proc/diskstats` line: sectors are 512 bytes whatever the device's sector size. */
export interface DiskStat {
  readonly major: number;
  readonly minor: number;
  readonly name: string;
  readonly sectorsRead: bigint;
  readonly sectorsWritten: bigint;
  /** Field 14: weighted milliseconds spent doing I/O (queue-length integral). */
  readonly weightedIoMs: bigint;
}

export function parseDiskstats(text: string): DiskStat[] {
  const out: DiskStat[] = [];
  for (const line of text.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length < 14) continue;
    out.push({
      major: Number(f[0]),
      minor: Number(f[1]),
      name: f[2],
      sectorsRead: BigInt(f[5]),
      sectorsWritten: BigInt(f[9]),
      weightedIoMs: BigInt(f[13]),
    });
  }
  return out;
}

/**
 * Fallback whole-disk rule when `/sys/block` cannot be read: exclude virtual block devices (loop,
 * ram, zram, device-mapper, md RAID, nbd, optical and floppy drives) and partitions (`sda1`, `vdb2`,
 * `nvme0n1p1`, `mmcblk0p1`). With sysfs the sampler uses the exact rule instead: a name listed in
 * `/sys/block` (partitions are not) that has a `device` link (virtual devices have none).
 */
export function isWholeDiskName(name: string): boolean {
  if (/^(loop|ram|zram|dm-|md|nbd|sr|fd)\d/.test(name)) return false;
  if (/^(sd|hd|vd|xvd)[a-z]+\d+$/.test(name)) return false;
  if (/^(nvme\d+n\d+|mmcblk\d+|nbd\d+)p\d+$/.test(name)) return false;
  return true;
}

/** One `/proc/net/dev` interface. */
export interface NetDevStat {
  readonly name: string;
  readonly rxBytes: bigint;
  readonly txBytes: bigint;
}

/** `/proc/net/dev` without the loopback interface, whose traffic never leaves the host. */
export function parseNetDev(text: string): NetDevStat[] {
  const out: NetDevStat[] = [];
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim();
    if (name === 'lo' || name === '' || name.includes('|')) continue;
    const f = line.slice(colon + 1).trim().split(/\s+/);
    if (f.length < 9) continue;
    out.push({ name, rxBytes: BigInt(f[0]), txBytes: BigInt(f[8]) });
  }
  return out;
}

export interface LoadAvg {
  readonly load1: number;
  readonly load5: number;
  readonly load15: number;
  readonly runnable: bigint;
  /** Kernel scheduling entities (processes and threads) host-wide, across all PID namespaces. */
  readonly entities: bigint;
}

export function parseLoadavg(text: string): LoadAvg | null {
  const f = text.trim().split(/\s+/);
  if (f.length < 4) return null;
  const slash = f[3].indexOf('/');
  if (slash < 0) return null;
  return {
    load1: Number(f[0]),
    load5: Number(f[1]),
    load15: Number(f[2]),
    runnable: BigInt(f[3].slice(0, slash)),
    entities: BigInt(f[3].slice(slash + 1)),
  };
}

export interface CpuInfo {
  readonly modelName: string | null;
  readonly logicalCount: number;
  /** Distinct (physical id, core id) pairs; null when the architecture does not print them. */
  readonly physicalCoreCount: number | null;
  readonly socketCount: number | null;
}

/** `/proc/cpuinfo`: blocks separated by blank lines, one per logical CPU. */
export function parseCpuinfo(text: string): CpuInfo {
  let modelName: string | null = null;
  let logical = 0;
  const cores = new Set<string>();
  const sockets = new Set<string>();
  let physicalId: string | null = null;
  let coreId: string | null = null;
  const flush = (): void => {
    if (physicalId !== null) sockets.add(physicalId);
    if (coreId !== null) cores.add(`${physicalId ?? '0'}:${coreId}`);
    physicalId = null;
    coreId = null;
  };
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) {
      if (line.trim() === '') flush();
      continue;
    }
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (key === 'processor') logical++;
    else if (key === 'model name' && modelName === null) modelName = value;
    else if (key === 'physical id') physicalId = value;
    else if (key === 'core id') coreId = value;
  }
  flush();
  return {
    modelName,
    logicalCount: logical,
    physicalCoreCount: cores.size > 0 ? cores.size : null,
    socketCount: sockets.size > 0 ? sockets.size : null,
  };
}

/** What one DRM client's `/proc/PID/fdinfo/N` reports (kernel drm-usage-stats format). */
export interface DrmFdinfo {
  readonly driver: string | null;
  readonly pdev: string | null;
  readonly clientId: string | null;
  /** `drm-engine-<name>`: busy time in ns. */
  readonly engineNs: ReadonlyMap<string, bigint>;
  /** `drm-engine-capacity-<name>`: engines of that class (default 1). */
  readonly engineCapacity: ReadonlyMap<string, number>;
  /** `drm-cycles-<name>` and `drm-total-cycles-<name>` (drivers such as xe report these instead). */
  readonly cycles: ReadonlyMap<string, bigint>;
  readonly totalCycles: ReadonlyMap<string, bigint>;
  /**
   * Resident memory per region in bytes: `drm-resident-<region>` where printed, else the older
   * `drm-memory-<region>` (which also means resident).
   */
  readonly residentBytes: ReadonlyMap<string, bigint>;
}

const DRM_UNITS: Record<string, bigint> = { '': 1n, KiB: 1024n, MiB: 1024n * 1024n, GiB: 1024n ** 3n };

/** DRM fdinfo keys; null when the text has no `drm-` key (not a DRM client or a driver without stats). */
export function parseDrmFdinfo(text: string): DrmFdinfo | null {
  if (!text.includes('\ndrm-') && !text.startsWith('drm-')) return null;
  let driver: string | null = null;
  let pdev: string | null = null;
  let clientId: string | null = null;
  const engineNs = new Map<string, bigint>();
  const engineCapacity = new Map<string, number>();
  const cycles = new Map<string, bigint>();
  const totalCycles = new Map<string, bigint>();
  const legacyMemory = new Map<string, bigint>();
  const resident = new Map<string, bigint>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('drm-')) continue;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(4, colon);
    const value = line.slice(colon + 1).trim();
    if (key === 'driver') driver = value;
    else if (key === 'pdev') pdev = value;
    else if (key === 'client-id') clientId = value;
    else {
      const parts = value.split(/\s+/);
      if (!/^\d+$/.test(parts[0] ?? '')) continue;
      const n = BigInt(parts[0]);
      if (key.startsWith('engine-capacity-')) engineCapacity.set(key.slice(16), Number(n));
      else if (key.startsWith('engine-')) engineNs.set(key.slice(7), n); // value carries the unit "ns"
      else if (key.startsWith('total-cycles-')) totalCycles.set(key.slice(13), n);
      else if (key.startsWith('cycles-')) cycles.set(key.slice(7), n);
      else if (key.startsWith('memory-') || key.startsWith('resident-')) {
        const scale = DRM_UNITS[parts[1] ?? ''];
        if (scale === undefined) continue;
        if (key.startsWith('memory-')) legacyMemory.set(key.slice(7), n * scale);
        else resident.set(key.slice(9), n * scale);
      }
    }
  }
  for (const [region, bytes] of legacyMemory) if (!resident.has(region)) resident.set(region, bytes);
  return { driver, pdev, clientId, engineNs, engineCapacity, cycles, totalCycles, residentBytes: resident };
}

/** `/etc/passwd`: uid (decimal text) to user name; the first entry of a uid wins. */
export function parsePasswd(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const f = line.split(':');
    if (f.length < 3 || f[0] === '' || !/^\d+$/.test(f[2])) continue;
    if (!out.has(f[2])) out.set(f[2], f[0]);
  }
  return out;
}

/** `os-release(5)`: KEY=value lines, values optionally quoted. */
export function parseOsRelease(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const eq = line.indexOf('=');
    if (eq <= 0 || line.startsWith('#')) continue;
    let value = line.slice(eq + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) {
      value = value.slice(1, -1).replace(/\\(["'$`\\])/g, '$1');
    }
    out.set(line.slice(0, eq).trim(), value);
  }
  return out;
}

/** A sysfs cache `size` such as `32K`, `1024K` or `32M` in bytes. */
export function parseCacheSize(text: string): bigint | null {
  const m = /^(\d+)([KMG]?)$/.exec(text.trim());
  if (m === null) return null;
  const scale = m[2] === 'K' ? 1024n : m[2] === 'M' ? 1024n ** 2n : m[2] === 'G' ? 1024n ** 3n : 1n;
  return BigInt(m[1]) * scale;
}

/** A sysfs file holding one unsigned integer (for example `mem_info_vram_used`). */
export function parseSysfsInteger(text: string): bigint | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? BigInt(t) : null;
}
