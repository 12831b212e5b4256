// Linux: signals one verified lifetime. pidfd_open pins the process that holds the PID, its stat's start time (and
// name) are compared with the identity, and pidfd_send_signal delivers through that pidfd, so the signal can only
// reach the verified process even if it exited and the PID was reused in between. Without pidfds (old kernels,
// seccomp), the start time is rechecked right before kill(2): only a reuse within the same clock tick slips by.
import { constants } from 'node:os';
import type { ProcessIdentity } from '../../model/types.js';
import { InvestigationError } from '../investigations/errors.js';
import type { LifetimeState, SignalOutcome, TerminationSignal } from '../../model/termination.js';
import { refusalOf } from '../signal-refusal.js';
import { linuxContext, type LinuxInvestigationOptions } from './investigations/context.js';
import { recheckTarget, releaseTarget, verifyTarget } from './investigations/identity.js';

const ESRCH = 3;
const EPERM = 1;
const ENOSYS = 38;

const DENIED: SignalOutcome = { ok: false, reason: 'access_denied', message: 'permission denied (EPERM: the process belongs to another user).' };

function signalNumber(signal: TerminationSignal): number {
  return signal === 'term' ? constants.signals.SIGTERM : constants.signals.SIGKILL;
}

export async function signalLifetime(identity: ProcessIdentity, signal: TerminationSignal, options: LinuxInvestigationOptions = {}): Promise<SignalOutcome> {
  const ctx = linuxContext(options);
  let target: Awaited<ReturnType<typeof verifyTarget>>;
  try {
    target = await verifyTarget(identity, ctx);
  } catch (error) {
    return refusalOf(error);
  }
  try {
    const signo = signalNumber(signal);
    if (target.pidfd !== null) {
      const { pidfdSendSignal } = await import('../../../native/linux/libc.js');
      const sent = pidfdSendSignal(target.pidfd, signo);
      if (sent.ok) return { ok: true };
      if (sent.errno === EPERM) return DENIED;
      if (sent.errno === ESRCH) return refusalOf(new InvestigationError('exited', ''));
      if (sent.errno !== ENOSYS) return { ok: false, reason: 'failed', message: `pidfd_send_signal failed (errno ${sent.errno}).` };
    }
    // No pidfd signaling here: the start time again, immediately before kill(2).
    recheckTarget(target, ctx);
    try {
      process.kill(identity.pid, signo);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPERM') return DENIED;
      if (code === 'ESRCH') return refusalOf(new InvestigationError('exited', ''));
      return { ok: false, reason: 'failed', message: `kill failed (${code ?? 'unknown error'}).` };
    }
    return { ok: true };
  } catch (error) {
    return refusalOf(error);
  } finally {
    releaseTarget(target);
  }
}

export async function lifetimeRunning(identity: ProcessIdentity, options: LinuxInvestigationOptions = {}): Promise<LifetimeState> {
  try {
    releaseTarget(await verifyTarget(identity, linuxContext(options)));
    return true;
  } catch (error) {
    if (error instanceof InvestigationError && (error.kind === 'exited' || error.kind === 'identity_changed')) return false;
    return null;
  }
}
