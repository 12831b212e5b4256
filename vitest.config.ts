// Test runner configuration: one run covers unit, generated fixture, integration and system tests.
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
    env: { WINPROC_TUI_RESULT_CHECK: fileURLToPath(new URL('./generated/validators/outputs.js', import.meta.url)) },
    reporters: ['default'],
  },
});
