// Windows: ends one verified lifetime. The process is opened with PROCESS_TERMINATE and its creation time compared
// with the identity's start token; while that handle is open Windows never gives the PID to another process, so
// TerminateProcess on it can only end the verified lifetime. Windows has no polite request to end an arbitrary
// process (SIGTERM): both signals terminate it.
import { ERROR } from '../../../native/win32/common.js';
import { closeHandle, PROCESS_TERMINATE, terminateProcess } from '../../../native/win32/kernel32.js';
import type { ProcessIdentity } from '../../model/types.js';
import { InvestigationError } from '../investigations/errors.js';
import type { LifetimeState, SignalOutcome, TerminationSignal } from '../../model/termination.js';
import { refusalOf } from '../signal-refusal.js';
import { holdVerifiedLifetime, openVerified } from './identity.js';

/** The exit code a terminated process reports (as Task Manager's End task leaves it: 1). */
const TERMINATED_EXIT_CODE = 1;

export async function signalLifetime(identity: ProcessIdentity, _signal: TerminationSignal): Promise<SignalOutcome> {
  let handle: ReturnType<typeof openVerified>['handle'];
  try {
    handle = openVerified(identity, PROCESS_TERMINATE).handle;
  } catch (error) {
    return refusalOf(error);
  }
  try {
    const ended = terminateProcess(handle, TERMINATED_EXIT_CODE);
    if (ended.ok) return { ok: true };
    if (ended.error === ERROR.ACCESS_DENIED) return { ok: false, reason: 'access_denied', message: 'permission denied (this user may not end the process).' };
    return { ok: false, reason: 'failed', message: `TerminateProcess failed (Win32 error ${ended.error}).` };
  } finally {
    closeHandle(handle);
  }
}

export async function lifetimeRunning(identity: ProcessIdentity): Promise<LifetimeState> {
  try {
    const held = holdVerifiedLifetime(identity);
    const state = held.check();
    held.release();
    return state === 'alive' ? true : state === 'exited' || state === 'replaced' ? false : null;
  } catch (error) {
    if (error instanceof InvestigationError && (error.kind === 'exited' || error.kind === 'identity_changed')) return false;
    return null;
  }
}
