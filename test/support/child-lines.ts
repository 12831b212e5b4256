// Waiting for a line a test's child program prints on stdout (the C programs of test/support: renamer, tcp-pair).
import type { ChildProcessWithoutNullStreams } from 'node:child_process';

/** Resolves once `child` printed the line `expected`; rejects if it exits first. `what` names the program in that error. */
export function nextLine(child: ChildProcessWithoutNullStreams, expected: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.split('\n').includes(expected)) {
        child.stdout.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => reject(new Error(`${what} exited (${code}) before saying ${expected}`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}
