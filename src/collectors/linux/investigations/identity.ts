// Identity verification for Linux investigations: the target lifetime is checked before and after collection,
// so a process that exits or whose PID is reused never delivers another lifetime's data.
//
// Method: pidfd_open(2) (through native/linux/libc.ts) pins the process that holds the PID *before* its stat is
// read; when that stat's start time token and comm match the identity, the pidfd refers to the identity's
// lifetime. After collection, `Pid:` in the pidfd's fdinfo is -1 once that process has been reaped, and the
// stat is re-read and compared again. Where pidfd_open is unavailable (kernels before 5.3, seccomp sandboxes,
// no glibc for koffi, a fixture procRoot) the start-time recheck alone is used: the start time in clock ticks
// changes with every new lifetime, so the only case it misses is a PID reused within the same clock tick
// (10 ms at USER_HZ 100) after a full PID wrap — which no collector's run can produce in practice.
import type { ProcessIdentity } from '../../../model/types.js';
import { InvestigationError } from '../../investigations/errors.js';
import type { HeldLifetime } from '../../investigations/types.js';
import { parseProcStat, type ProcStat } from '../parse.js';
import { errnoCode, isDenied, isGone, type ProcFs } from '../procfs.js';
import { processNameBytes, stillNamed } from '../process-name.js';

/** A target whose identity was verified; holds the pidfd until `release`. */
export interface VerifiedTarget {
  readonly identity: ProcessIdentity;
  readonly pid: number;
  /** `${procRoot}/${pid}`. */
  readonly base: string;
  /** The stat text and its parse read during verification (after the pidfd was opened). */
  readonly statText: string;
  readonly stat: ProcStat;
  /** The pidfd, or null when the start-time recheck alone guards this target. */
  readonly pidfd: number | null;
}

export interface IdentityContext {
  readonly fs: ProcFs;
  readonly procRoot: string;
  /** Use pidfd_open when available (only meaningful for the real /proc). */
  readonly usePidfd: boolean;
}

interface PidfdCalls {
  readonly open: (pid: number) => { ok: true; value: number } | { ok: false; errno: number };
  /** The pidfd is not Node's: it is closed by the same native library that opened it. */
  readonly close: (fd: number) => unknown;
}

/** Loaded once per thread; false when the binding cannot be loaded (the recheck alone is used then). */
let pidfdCalls: PidfdCalls | false | null = null;
const ESRCH = 3;

async function loadPidfd(): Promise<PidfdCalls | false> {
  if (pidfdCalls !== null) return pidfdCalls;
  try {
    const libc = await import('../../../../native/linux/libc.js');
    pidfdCalls = { open: libc.pidfdOpen, close: libc.closeDescriptor };
  } catch {
    pidfdCalls = false;
  }
  return pidfdCalls;
}

function closePidfd(fd: number): void {
  if (pidfdCalls) pidfdCalls.close(fd);
}

function exited(): InvestigationError {
  return new InvestigationError('exited', 'The process exited before or during collection.');
}

function readStat(ctx: IdentityContext, base: string): string {
  try {
    return ctx.fs.readText(`${base}/stat`, 'latin1');
  } catch (error) {
    if (isGone(error)) throw exited();
    if (isDenied(error)) throw new InvestigationError('access_denied', 'The process status cannot be read by this user.');
    throw new InvestigationError('failed', `Reading the process status failed (${errnoCode(error) ?? 'unknown error'}).`);
  }
}

/**
 * Compares a stat with the identity: a different start time is another lifetime, a different name an exec. The
 * name is the lifetime's name (process-name.ts), so a comm that is its 15-byte cut matches, and so does a task that
 * renamed itself while its executable (or argv[0]), the name the sampler kept, stayed the same.
 */
function compare(ctx: IdentityContext, base: string, identity: ProcessIdentity, stat: ProcStat | null): ProcStat {
  if (stat === null || stat.state === 'Z' || stat.state === 'X' || stat.startTicks !== identity.startToken) throw exited();
  if (!stillNamed(processNameBytes(identity), stat.comm, () => readOrNull(ctx, `${base}/exe`, true), () => readOrNull(ctx, `${base}/cmdline`, false))) {
    throw new InvestigationError('identity_changed', 'The process now runs under another name (it executed another program); refresh the process list.');
  }
  return stat;
}

/** The exe link or the cmdline as a byte string (latin1), or null when unreadable (another user's, a kernel thread). */
function readOrNull(ctx: IdentityContext, path: string, link: boolean): string | null {
  try {
    return link ? ctx.fs.readLink(path, 'latin1') : ctx.fs.readText(path, 'latin1');
  } catch {
    return null;
  }
}

/** `Pid:` of a pidfd's fdinfo: -1 once the process it refers to has been reaped. */
function pidfdAlive(ctx: IdentityContext, pidfd: number): boolean {
  try {
    const text = ctx.fs.readText(`/proc/self/fdinfo/${pidfd}`, 'latin1');
    const at = text.indexOf('\nPid:');
    if (at < 0) return true; // kernels before 5.10 do not print it; the stat recheck still runs
    return Number.parseInt(text.slice(at + 5), 10) > 0;
  } catch {
    return true;
  }
}

/** Verifies that the PID still holds the identity's lifetime; throws `exited`/`identity_changed`/… otherwise. */
export async function verifyTarget(identity: ProcessIdentity, ctx: IdentityContext): Promise<VerifiedTarget> {
  if (identity.startToken === null) {
    throw new InvestigationError('identity_unverifiable', 'The process start time is unknown, so its identity cannot be verified.');
  }
  if (!Number.isSafeInteger(identity.pid) || identity.pid <= 0) throw exited();
  const base = `${ctx.procRoot}/${identity.pid}`;
  let pidfd: number | null = null;
  if (ctx.usePidfd) {
    const calls = await loadPidfd();
    if (calls !== false) {
      const result = calls.open(identity.pid);
      if (result.ok) pidfd = result.value;
      else if (result.errno === ESRCH) throw exited();
      // ENOSYS, EPERM (seccomp), EINVAL: fall back to the start-time recheck.
    }
  }
  try {
    const statText = readStat(ctx, base);
    const stat = compare(ctx, base, identity, parseProcStat(statText));
    return { identity, pid: identity.pid, base, statText, stat, pidfd };
  } catch (error) {
    if (pidfd !== null) closePidfd(pidfd);
    throw error;
  }
}

/** The after-check: the same lifetime still holds the PID. Throws `exited` (or `identity_changed`) otherwise. */
export function recheckTarget(target: VerifiedTarget, ctx: IdentityContext): void {
  if (target.pidfd !== null && !pidfdAlive(ctx, target.pidfd)) throw exited();
  compare(ctx, target.base, target.identity, parseProcStat(readStat(ctx, target.base)));
}

/** Targets already released: a second release must not close a descriptor number the process reused since. */
const released = new WeakSet<VerifiedTarget>();

export function releaseTarget(target: VerifiedTarget): void {
  if (target.pidfd === null || released.has(target)) return;
  released.add(target);
  closePidfd(target.pidfd);
}

/**
 * Runs `collect` between a verification and a recheck of `identity`; the pidfd is always released. Any
 * failure of the collection that is explained by the process having exited is reported as `exited`.
 */
export async function withVerifiedTarget<T>(
  identity: ProcessIdentity,
  ctx: IdentityContext,
  afterVerify: (() => void | Promise<void>) | undefined,
  collect: (target: VerifiedTarget) => Promise<T>,
): Promise<T> {
  const target = await verifyTarget(identity, ctx);
  try {
    await afterVerify?.();
    let value: T;
    try {
      value = await collect(target);
    } catch (error) {
      // A read that failed because the process vanished surfaces as the identity failure it really is.
      recheckTarget(target, ctx);
      throw error;
    }
    recheckTarget(target, ctx);
    return value;
  } finally {
    releaseTarget(target);
  }
}

/**
 * Holds `identity` for exit checks (condition waits): verified once, then each check rereads the pidfd's fdinfo
 * and the stat. Exit is only what those say (gone, zombie, reaped, another start time); a read this user may not
 * do is `unknown`, never an exit.
 */
export async function holdVerifiedLifetime(identity: ProcessIdentity, ctx: IdentityContext): Promise<HeldLifetime> {
  const target = await verifyTarget(identity, ctx);
  let ended: 'exited' | 'replaced' | null = null;
  return {
    check() {
      if (ended !== null) return ended;
      try {
        recheckTarget(target, ctx);
        return 'alive';
      } catch (error) {
        if (!(error instanceof InvestigationError)) return 'unknown';
        if (error.kind === 'exited') ended = 'exited';
        else if (error.kind === 'identity_changed') ended = 'replaced';
        else return 'unknown';
        releaseTarget(target);
        return ended;
      }
    },
    release: () => releaseTarget(target),
  };
}
