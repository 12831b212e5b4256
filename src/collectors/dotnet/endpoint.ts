// Where a process's .NET diagnostics endpoint is: on Linux the runtime's Unix socket
// `dotnet-diagnostic-<pid>-<key>-socket` in the process's own temp directory, where <key> is its /proc starttime, so
// the name ties the socket to exactly one process lifetime; on Windows the `dotnet-diagnostic-<pid>` named pipe.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SamplingPlatform } from '../platform.js';
import { EndpointFailure } from './session.js';

/** The TMPDIR of the target's own environment (the runtime creates its socket there), or null when unreadable/unset. */
export function tmpDirFromEnviron(environ: Buffer): string | null {
  for (const entry of environ.toString('utf8').split('\0')) {
    if (entry.startsWith('TMPDIR=') && entry.length > 'TMPDIR='.length) return entry.slice('TMPDIR='.length);
  }
  return null;
}

/** Windows: the pipe namespace the runtime's `dotnet-diagnostic-<pid>` pipe lives in. */
export const WINDOWS_PIPE_DIR = '\\\\.\\pipe\\';

/** Linux: the runtime's socket name for exactly one lifetime (its /proc starttime is the disambiguation key). */
export function socketName(pid: number, startToken: string): string {
  return `dotnet-diagnostic-${pid}-${startToken}-socket`;
}

export interface EndpointQuery {
  readonly platform: SamplingPlatform;
  readonly pid: number;
  /** Linux: /proc starttime in clock ticks (the runtime's disambiguation key); Windows: unused. */
  readonly startToken: string | null;
  readonly procRoot?: string;
  /** Where to look when the target's environment cannot be read (its owner or root only). */
  readonly fallbackTmpDir?: string;
}

/**
 * The endpoint path of exactly this lifetime. Throws EndpointFailure `no_endpoint` when there is none: diagnostics
 * disabled (DOTNET_EnableDiagnostics=0), not a .NET process, or only a socket of an earlier process with this PID.
 */
export function locateEndpoint(query: EndpointQuery): string {
  if (query.platform === 'win32') return `${WINDOWS_PIPE_DIR}dotnet-diagnostic-${query.pid}`;
  if (query.startToken === null) throw new EndpointFailure('no_endpoint', 'the process start time is unknown, so its diagnostics socket cannot be matched to this lifetime');
  const procRoot = query.procRoot ?? '/proc';
  let dir = query.fallbackTmpDir ?? '/tmp';
  try {
    dir = tmpDirFromEnviron(readFileSync(join(procRoot, String(query.pid), 'environ'))) ?? '/tmp';
  } catch {
    // Another user's environment is unreadable: the runtime's default (/tmp) is the best guess; connect tells.
  }
  const name = socketName(query.pid, query.startToken);
  const path = join(dir, name);
  try {
    if (!statSync(path).isSocket()) throw new EndpointFailure('no_endpoint', 'a file with the diagnostics socket name is not a socket');
    return path;
  } catch (error) {
    if (error instanceof EndpointFailure) throw error;
    if ((error as NodeJS.ErrnoException).code === 'EACCES') throw new EndpointFailure('access_denied', "the process's temp directory is not readable by this user (access denied)");
  }
  const others = safeList(dir).filter((entry) => entry.startsWith(`dotnet-diagnostic-${query.pid}-`) && entry.endsWith('-socket'));
  if (others.length > 0) throw new EndpointFailure('no_endpoint', 'only a diagnostics socket of another lifetime with this PID exists (stale); this lifetime has none');
  throw new EndpointFailure('no_endpoint', 'no diagnostics socket for this process (diagnostics disabled with DOTNET_EnableDiagnostics=0, another temp directory or container, or not a .NET process)');
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
