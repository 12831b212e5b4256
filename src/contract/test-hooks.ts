// Every test-only override of the application in one module: environment variables that shorten sampling and
// confirmation timeouts or lower limits for system tests, and the suite's result check, which loads the validator
// module the environment names. The published bundle never contains this module: scripts/build.mjs replaces it with
// test-hooks.production.ts (no hooks at all), so nothing in a user's run reads these variables or loads code they
// name; only the test build (build/test-hooks/dist, which test/support runs) and source runs (vitest) have them.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { GeneratedValidator } from '../../generated/validators/index.js';
import type { TestHooks } from './test-hooks.production.js';

export type { TestHooks } from './test-hooks.production.js';

/** The variable that names the generated output validators (vitest.config.ts sets it for the whole suite). */
export const RESULT_CHECK_ENV = 'WINPROC_TUI_RESULT_CHECK';

function positiveInteger(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export const testHooks: TestHooks = {
  present: true,
  sampleIntervalMs: () => positiveInteger('WINPROC_TUI_TEST_SAMPLE_INTERVAL_MS'),
  confirmationTimeoutMs: () => positiveInteger('WINPROC_TUI_TEST_CONFIRMATION_TIMEOUT_MS'),
  stalledOutputBytes: () => positiveInteger('WINPROC_TUI_TEST_STALLED_OUTPUT_BYTES'),
  memoryLog: () => process.env.WINPROC_TUI_TEST_MEMORY_LOG || undefined,
  memoryLogPeriodMs: () => positiveInteger('WINPROC_TUI_TEST_MEMORY_LOG_PERIOD_MS'),
  retainedBytes: () => process.env.WINPROC_TUI_TEST_RETAINED_BYTES,
  responseDelays: () => process.env.WINPROC_TUI_TEST_RESPONSE_DELAYS,
  collectorHoldMs: () => positiveInteger('WINPROC_TUI_TEST_COLLECTOR_HOLD_MS'),
  nvmlLibrary: () => process.env.WINPROC_TUI_TEST_NVML_LIBRARY || undefined,
  procStat: () => process.env.WINPROC_TUI_TEST_PROC_STAT || undefined,
  threadLog: () => process.env.WINPROC_TUI_TEST_THREAD_LOG || undefined,
  mcpIdleStopMs: () => positiveInteger('WINPROC_TUI_TEST_MCP_IDLE_STOP_MS'),
  firstSnapshotWaitMs: () => positiveInteger('WINPROC_TUI_TEST_FIRST_SNAPSHOT_WAIT_MS'),
  firstSampleHold: () => {
    const gate = process.env.WINPROC_TUI_TEST_FIRST_SAMPLE_GATE;
    if (!gate) return undefined;
    return (release) => {
      // Polled: the file appears once, and the poll ends with it.
      const poll = setInterval(() => {
        if (!existsSync(gate)) return;
        clearInterval(poll);
        release();
      }, 25);
      return () => clearInterval(poll);
    };
  },
  codeCacheLog: () => process.env.WINPROC_TUI_TEST_CODE_CACHE_LOG || undefined,
  resultValidators: async (env = process.env) => {
    const path = env[RESULT_CHECK_ENV];
    if (path === undefined || path === '') return null;
    type Validators = { TOOL_OUTPUT_VALIDATORS: Readonly<Record<string, GeneratedValidator>> };
    // Loaded with require (an ES module too, on Node 20.19+): the MCP worker is a script bundle run from V8's cached
    // data, which has no import() on Node 20 (src/code-cache/script-bundle.ts). import() only where require cannot.
    try {
      return (createRequire(import.meta.url)(path) as Validators).TOOL_OUTPUT_VALIDATORS;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ERR_REQUIRE_ESM') throw error;
      return ((await import(pathToFileURL(path).href)) as Validators).TOOL_OUTPUT_VALIDATORS;
    }
  },
};
