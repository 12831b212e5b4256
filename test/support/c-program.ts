// The small C programs of test/support (renamer, tcp-pair): compiled with the system's cc under the file name a test
// chooses (the comm the kernel gives it at exec); and for any child a test drives by lines (those, and the node -e
// children of the collector tests): the lines it prints on stdout awaited, a command answered by `done <command>`,
// and the child killed and reaped.
import { execFileSync, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Compiles `source` (written as `dir/sourceName`) into `dir/fileName` and returns the binary's path. */
export function compileC(dir: string, sourceName: string, source: string, fileName: string): string {
  const sourcePath = join(dir, sourceName);
  writeFileSync(sourcePath, source);
  const binary = join(dir, fileName);
  execFileSync('cc', ['-O0', '-o', binary, sourcePath], { stdio: 'pipe' });
  return binary;
}

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

/** Writes the line `command` to `child` and resolves once it printed `done <command>`. */
export async function sendCommand(child: ChildProcessWithoutNullStreams, command: string, what: string): Promise<void> {
  const done = nextLine(child, `done ${command}`, what);
  child.stdin.write(`${command}\n`);
  await done;
}

/** Kills a child and waits until it has been reaped, so its PID no longer names it. */
export async function killAndReap(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}
