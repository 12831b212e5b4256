// Whether a named pipe exists, asked by its name where the pipe namespace cannot be listed (Wine): WaitNamedPipe with
// a 1 ms timeout connects to nothing and takes no instance from the server, it only answers whether one of that name
// exists (free, or every instance busy) or not.
import { ERROR } from '../../../native/win32/common.js';
import { waitNamedPipe } from '../../../native/win32/kernel32.js';

/** ERROR_SEM_TIMEOUT: the pipe exists but no instance became free within the timeout. */
const ERROR_SEM_TIMEOUT = 121;

/** true: a pipe of that name exists; false: none; null: the answer was something else (unknown). */
export function namedPipeExists(path: string): boolean | null {
  const result = waitNamedPipe(path, 1);
  if (result.ok || result.error === ERROR_SEM_TIMEOUT || result.error === ERROR.PIPE_BUSY) return true;
  if (result.error === ERROR.FILE_NOT_FOUND) return false;
  return null;
}
