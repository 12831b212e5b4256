// The environment block of one process from /proc/PID/environ (NUL-separated NAME=value entries), for the TUI's
// Environment tab. Secret-bearing: the TUI shows it locally and nothing in the MCP catalog can request it.
import type { ProcessIdentity } from '../../../model/types.js';
import { InvestigationError, throwIfCancelled } from '../../investigations/errors.js';
import type { EnvironmentResult, EnvironmentRow } from '../../investigations/types.js';
import { isDenied } from '../procfs.js';
import { linuxContext, readFull, type LinuxInvestigationOptions } from './context.js';
import { withVerifiedTarget } from './identity.js';

/**
 * Entries in block order. An entry without `=` (a process may write anything there) keeps its text as the name
 * with an empty value; the empty entry after the final NUL is not a variable.
 */
export function parseEnviron(text: string): EnvironmentRow[] {
  const rows: EnvironmentRow[] = [];
  for (const entry of text.split('\0')) {
    if (entry === '') continue;
    const at = entry.indexOf('=');
    rows.push(at <= 0 ? { name: entry, value: '' } : { name: entry.slice(0, at), value: entry.slice(at + 1) });
  }
  return rows;
}

export async function collectEnvironment(target: ProcessIdentity, signal: AbortSignal, options: LinuxInvestigationOptions = {}): Promise<EnvironmentResult> {
  const ctx = linuxContext(options);
  const startedAtMs = Date.now();
  throwIfCancelled(signal);
  return withVerifiedTarget(target, ctx, ctx.afterVerify, async (verified) => {
    let text: string;
    try {
      text = readFull(ctx, `${verified.base}/environ`, 'utf8');
    } catch (error) {
      if (isDenied(error)) throw new InvestigationError('access_denied', 'This user may not read the environment of the process.');
      throw error;
    }
    const rows = parseEnviron(text);
    // A kernel thread has no environment at all; an empty block of a user process is just empty.
    return { kind: 'environment', rows, coverage: {}, status: 'complete', warnings: [], startedAtMs, finishedAtMs: Date.now() } satisfies EnvironmentResult;
  });
}
