// Test runner configuration: one run covers unit, generated fixture, integration and system tests.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every tool result produced while the suite runs (in-process dispatcher, the application's MCP worker and every
    // bridge the tests spawn inherit this) is checked against its tool's generated output validator; a field that
    // drifts from the schema turns the result into an INTERNAL_ERROR naming the schema path (src/contract/result-check.ts).
    env: {
      WINPROC_TUI_RESULT_CHECK: fileURLToPath(new URL('./generated/validators/outputs.js', import.meta.url)),
      // The applications the tests start keep their code cache (src/code-cache/) in this run's own directory, not in
      // the user's ~/.cache (test/global-setup.ts removes it at the end); a test about the cache names its own.
      XDG_CACHE_HOME: join(tmpdir(), `winproc-tui-test-cache-${process.pid}`),
    },
    reporters: ['default'],
  },
});
