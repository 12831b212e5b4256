// Shared setup of the Linux investigations: options with test seams (procRoot, ProcFs, helper, hooks), the
// identity context, clock-tick conversions and field helpers.
import { readFileSync } from 'node:fs';
import type { FieldUnavailableReason, InvestigationOptions, UnavailableField } from '../../investigations/types.js';
import { PathHelperClient, sharedPathHelper } from '../../helper/client.js';
import { clockTicksPerSecond } from '../sampling.js';
import { parseSystemStat } from '../parse.js';
import { isDenied, isGone, listProcessIds, nodeProcFs, readOptional, type ProcFs } from '../procfs.js';
import type { IdentityContext } from './identity.js';

/** Options of every Linux investigation: the platform-neutral ones plus seams for tests. */
export interface LinuxInvestigationOptions extends InvestigationOptions {
  /** Where procfs is mounted; recorded fixtures in tests. Default `/proc`. */
  readonly procRoot?: string;
  /** Where sysfs is mounted. Default `/sys`. */
  readonly sysRoot?: string;
  /** In-process procfs reads (tests inject failures and changing files). */
  readonly fs?: ProcFs;
  /** The path helper client; default: this thread's shared client. */
  readonly helper?: PathHelperClient;
  /** pidfd_open for identity checks; default true for the real `/proc`. */
  readonly usePidfd?: boolean;
  /** USER_HZ; default `getconf CLK_TCK`. */
  readonly clockTicksPerSecond?: number;
  /** passwd file for user names. Default `/etc/passwd`. */
  readonly passwdPath?: string;
  /**
   * Test seam: runs after the identity was verified and before anything is collected (a test kills the
   * target here to prove that an exit mid-capture never yields another lifetime's data).
   */
  readonly afterVerify?: () => void | Promise<void>;
}

export interface LinuxContext extends IdentityContext {
  readonly sysRoot: string;
  readonly ticksPerSecond: number;
  readonly helperClient: () => PathHelperClient;
  readonly pathTimeoutMs: number | undefined;
  readonly passwdPath: string;
  readonly afterVerify: (() => void | Promise<void>) | undefined;
}

export function linuxContext(options: LinuxInvestigationOptions = {}): LinuxContext {
  const procRoot = options.procRoot ?? '/proc';
  return {
    fs: options.fs ?? nodeProcFs,
    procRoot,
    sysRoot: options.sysRoot ?? '/sys',
    usePidfd: options.usePidfd ?? (procRoot === '/proc' && process.platform === 'linux'),
    ticksPerSecond: options.clockTicksPerSecond ?? clockTicksPerSecond(),
    helperClient: () => options.helper ?? sharedPathHelper(),
    pathTimeoutMs: options.pathTimeoutMs,
    passwdPath: options.passwdPath ?? '/etc/passwd',
    afterVerify: options.afterVerify,
  };
}

export function unavailable(reason: FieldUnavailableReason): UnavailableField {
  return { unavailable: reason };
}

export const NOT_ON_PLATFORM: UnavailableField = Object.freeze({ unavailable: 'not_available_on_platform' });

/** The reason for a failed procfs read of a live (verified) process. */
export function reasonOf(error: unknown): FieldUnavailableReason {
  if (isGone(error)) return 'exited';
  if (isDenied(error)) return 'access_denied';
  return 'not_available';
}

/** Boot time in ms since the epoch from `/proc/stat` btime, cached per procRoot. */
const bootTimes = new Map<string, number | null>();

export function bootTimeMs(ctx: LinuxContext): number | null {
  let value = bootTimes.get(ctx.procRoot);
  if (value === undefined) {
    const text = readOptional(ctx.fs, `${ctx.procRoot}/stat`, 'latin1');
    const btime = text === null ? null : parseSystemStat(text).btime;
    value = btime === null ? null : Number(btime) * 1000;
    bootTimes.set(ctx.procRoot, value);
  }
  return value;
}

/** Start time in ms since the epoch from a start-ticks token (same arithmetic as the sampler). */
export function startTimeMs(ctx: LinuxContext, startTicks: string): number | null {
  const boot = bootTimeMs(ctx);
  if (boot === null) return null;
  return boot + Number((BigInt(startTicks) * 1000n) / BigInt(ctx.ticksPerSecond));
}

export function rfc3339(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Numeric directory names of procRoot: the PIDs of every process (thread group) visible to us, ascending. Listed
 * natively on the real procfs (listProcessIds: no string per entry), through the injected ProcFs otherwise.
 */
export function listPids(ctx: LinuxContext): number[] {
  return listProcessIds(ctx.fs, ctx.procRoot).sort((a, b) => a - b);
}

/**
 * Reads a procfs file that can exceed one page (maps, net tables, mountinfo) to its end. `ProcFs.readText`
 * stops after the first short read, which is right for the one-page files the sampler reads but truncates a
 * seq_file: it returns at most a page per read(2). The real procfs is therefore read with readFileSync (which
 * reads until EOF); an injected ProcFs (fixtures, regular files) keeps its own readText.
 */
export function readFull(ctx: LinuxContext, path: string, encoding: 'utf8' | 'latin1'): string {
  return ctx.fs === nodeProcFs ? readFileSync(path, encoding) : ctx.fs.readText(path, encoding);
}
