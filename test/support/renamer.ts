// A real program that renames its main thread with prctl(PR_SET_NAME), as Node 24 does at start and as any
// program may later in life: compiled from the C below with the system's cc into the test's own directory, under the
// file name the test chooses (that file name is the comm the kernel gives it at exec).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { compileC, nextLine } from './c-program.js';

// argv[1] "now": rename before saying ready; "later": say ready, rename on the first stdin line, say renamed. Then it
// waits for stdin to close, so the test's kill (or its exit) ends it.
const SOURCE = `
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
int main(int argc, char **argv) {
  char line[64];
  if (argc < 3) return 2;
  if (strcmp(argv[1], "now") == 0) prctl(PR_SET_NAME, argv[2], 0, 0, 0);
  printf("ready\\n"); fflush(stdout);
  if (strcmp(argv[1], "later") == 0) {
    if (fgets(line, sizeof line, stdin) == NULL) return 0;
    prctl(PR_SET_NAME, argv[2], 0, 0, 0);
    printf("renamed\\n"); fflush(stdout);
  }
  while (fgets(line, sizeof line, stdin) != NULL) {}
  return 0;
}
`;

/** Compiles the renamer as `dir/fileName` and returns its path. */
export function buildRenamer(dir: string, fileName: string): string {
  return compileC(dir, 'renamer.c', SOURCE, fileName);
}

/** A running renamer; `when` is when it renames itself to `newName`. */
export async function startRenamer(binary: string, when: 'now' | 'later', newName: string, prefix: readonly string[] = []): Promise<ChildProcessWithoutNullStreams> {
  const [command, ...args] = [...prefix, binary, when, newName];
  const child = spawn(command!, args, { stdio: 'pipe' });
  await nextLine(child, 'ready', 'the renamer');
  return child;
}

/** Asks a `later` renamer to rename itself now and waits until it has. */
export async function renameNow(child: ChildProcessWithoutNullStreams): Promise<void> {
  child.stdin.write('rename\n');
  await nextLine(child, 'renamed', 'the renamer');
}
