// Builds the published dist/ (package tests, its bundle checked for test hooks) and the test build
// build/test-hooks/dist (test/support/bridge.ts CLI: what system tests run) once before the suite.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build.mjs', '--test-hooks'], { stdio: 'inherit' });
}
