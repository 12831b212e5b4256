// The environment block of one process from /proc/PID/environ (NUL-separated NAME=value entries), for the TUI's
// Environment tab. Secret-bearing: the TUI shows it locally and nothing in the MCP catalog can request it.
import type { ProcessIdentity } from '../../../model/types.js';
import { InvestigationError, throwIfCancelled } from '../../investigations/errors.js';
import { parseEnviron } from '../../investigations/environment.js';
import type { EnvironmentResult } from '../../investigations/types.js';
import { isDenied } from '../procfs.js';
import { linuxContext, readFull, type LinuxInvestigationOptions } from './context.js';
import { withVerifiedTarget } from './identity.js';

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
