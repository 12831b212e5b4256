// Guards the published bundle against test hooks: nothing in dist/ (what npm publishes) reads a WINPROC_TUI_TEST_*
// variable or WINPROC_TUI_RESULT_CHECK, or loads a module the environment names; only the test build
// (build/test-hooks/dist, scripts/build.mjs --test-hooks) carries them. test/global-setup.ts built both for this run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const HOOK = /WINPROC_TUI_TEST_[A-Z_]*|WINPROC_TUI_RESULT_CHECK/g;

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name));
}

function hooksIn(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of scripts(dir)) {
    const names = readFileSync(file, 'utf8').match(HOOK);
    if (names) found.set(file.slice(dir.length + 1), [...new Set(names)]);
  }
  return found;
}

describe('the published bundle', () => {
  it('contains no test hook: no hook variable is named anywhere in dist/*.js', () => {
    expect(scripts(join(ROOT, 'dist')).length).toBeGreaterThan(5);
    expect(hooksIn(join(ROOT, 'dist'))).toEqual(new Map());
  });

  it('is the test build that carries them (so the check above looks at the right names)', () => {
    const names = [...hooksIn(join(ROOT, 'build/test-hooks/dist')).values()].flat();
    for (const hook of ['WINPROC_TUI_RESULT_CHECK', 'WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS', 'WINPROC_TUI_TEST_CONFIRMATION_TIMEOUT_MS', 'WINPROC_TUI_TEST_RESPONSE_DELAYS', 'WINPROC_TUI_TEST_RETAINED_BYTES', 'WINPROC_TUI_TEST_COLLECTOR_HOLD_MS']) {
      expect(names).toContain(hook);
    }
  });
});
