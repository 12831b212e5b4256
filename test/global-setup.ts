// Builds the published dist/ (package tests, its bundle checked for test hooks) and the test build
// build/test-hooks/dist (test/support/bridge.ts CLI: what system tests run) once before the suite.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build.mjs', '--test-hooks'], { stdio: 'inherit' });
  // The run's code cache directory (vitest.config.ts names it after this process, which runs both).
  return () => rmSync(join(tmpdir(), `winproc-tui-test-cache-${process.pid}`), { recursive: true, force: true });
}
