// Identity verification for Windows investigations: the target is opened once and its handle held for the whole
// collection (Windows never reuses a PID while a handle to the process is open); its creation time must equal the
// identity's start token before, and the process must still run with that creation time after, or the result is
// discarded as PROCESS_EXITED.
import { basename } from 'node:path/win32';
import { ERROR, type Handle } from '../../../native/win32/common.js';
import { closeHandle, openProcess, processAlive, processImagePath, processTimes, PROCESS_QUERY_LIMITED_INFORMATION, SYNCHRONIZE, WAIT_OBJECT_0, WAIT_TIMEOUT, waitForObject } from '../../../native/win32/kernel32.js';
import { InvestigationError } from '../investigations/errors.js';
import type { ProcessIdentity } from '../../model/types.js';
import type { HeldLifetime } from '../investigations/types.js';

export interface HeldTarget {
  readonly identity: ProcessIdentity;
  readonly pid: number;
  /** Process handle with PROCESS_QUERY_LIMITED_INFORMATION plus what the caller asked for. */
  readonly handle: Handle;
  /** Creation FILETIME, the identity's start token. */
  readonly creation: bigint;
}

export function exitedError(): InvestigationError {
  return new InvestigationError('exited', 'The process exited before or during collection.');
}

/** Opens `target` and verifies its creation time and image name; the caller closes the returned handle. */
export function openVerified(target: ProcessIdentity, extraAccess: number): { handle: Handle; creation: bigint } {
  if (target.startToken === null) {
    throw new InvestigationError('identity_unverifiable', 'The process has no known creation time, so it cannot be identified safely; refresh the process list.');
  }
  const opened = openProcess(target.pid, PROCESS_QUERY_LIMITED_INFORMATION | SYNCHRONIZE | extraAccess);
  if (!opened.ok) {
    if (opened.error === ERROR.INVALID_PARAMETER) throw exitedError();
    if (opened.error === ERROR.ACCESS_DENIED) throw new InvestigationError('access_denied', 'This user may not open the process.');
    throw new InvestigationError('failed', `Opening the process failed (Win32 error ${opened.error}).`);
  }
  const handle = opened.value;
  try {
    const before = processTimes(handle);
    if (!before.ok) throw new InvestigationError('access_denied', 'The creation time of the process cannot be read by this user.');
    if (before.value.creation.toString() !== target.startToken || !processAlive(handle)) throw exitedError();
    // Windows has no exec: a process keeps its image for life. A different name means the identity is not this process.
    const image = processImagePath(handle);
    if (image.ok && basename(image.value).toLowerCase() !== target.name.toLowerCase()) throw exitedError();
    return { handle, creation: before.value.creation };
  } catch (error) {
    closeHandle(handle);
    throw error;
  }
}

/** Opens and verifies `target`, runs `collect` with the held handle, verifies again, then closes the handle. */
export async function withHeldTarget<T>(target: ProcessIdentity, extraAccess: number, collect: (held: HeldTarget) => Promise<T> | T, afterVerify?: () => void | Promise<void>): Promise<T> {
  const { handle, creation } = openVerified(target, extraAccess);
  try {
    if (afterVerify !== undefined) await afterVerify();
    const result = await collect({ identity: target, pid: target.pid, handle, creation });
    const after = processTimes(handle);
    if (!processAlive(handle) || !after.ok || after.value.creation !== creation) throw exitedError();
    return result;
  } finally {
    closeHandle(handle);
  }
}

/**
 * Holds `target` for exit checks (condition waits): the SYNCHRONIZE handle is signalled exactly when the process
 * exits, and while it is open the PID cannot name another process. A wait that fails is `unknown`, never an exit.
 */
export function holdVerifiedLifetime(target: ProcessIdentity): HeldLifetime {
  const { handle } = openVerified(target, 0);
  let open = true;
  const release = () => {
    if (open) closeHandle(handle);
    open = false;
  };
  return {
    check() {
      if (!open) return 'exited';
      const wait = waitForObject(handle, 0);
      if (wait === WAIT_TIMEOUT) return 'alive';
      if (wait !== WAIT_OBJECT_0) return 'unknown';
      release();
      return 'exited';
    },
    release,
  };
}
