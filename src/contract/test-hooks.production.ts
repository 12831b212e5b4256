// The published bundle's stand-in for test-hooks.ts (scripts/build.mjs swaps it in): no test hook exists, nothing
// reads a WINPROC_TUI_TEST_* variable, and no code named by the environment is ever loaded.
import type { GeneratedValidator } from '../../generated/validators/index.js';

/** What test-hooks.ts offers; every override is undefined (the product's own value holds) where there are none. */
export interface TestHooks {
  /** False in the published bundle. */
  readonly present: boolean;
  readonly sampleIntervalMs: () => number | undefined;
  readonly confirmationTimeoutMs: () => number | undefined;
  readonly stalledOutputBytes: () => number | undefined;
  readonly memoryLog: () => string | undefined;
  readonly memoryLogPeriodMs: () => number | undefined;
  /** `connection=<bytes>,total=<bytes>` (src/backend/budget.ts). */
  readonly retainedBytes: () => string | undefined;
  /** `method=ms,...` (src/backend/response-delays.ts). */
  readonly responseDelays: () => string | undefined;
  readonly collectorHoldMs: () => number | undefined;
  /** A stand-in for libnvidia-ml.so.1 (a path the NVML tests build); a user's run always loads the real library. */
  readonly nvmlLibrary: () => string | undefined;
  /** Linux: a file the sampler reads in place of /proc/stat (a test writes per-CPU jiffies it knows); a user's run reads /proc/stat. */
  readonly procStat: () => string | undefined;
  /** A file each MCP tool call appends the threads it was handled and serialized on to (src/backend/thread-log.ts). */
  readonly threadLog: () => string | undefined;
  /** How long the on-demand MCP worker outlives its last connection (src/backend/host.ts, IDLE_STOP_MS). */
  readonly mcpIdleStopMs: () => number | undefined;
  /** How long the first frame waits for the first snapshot (src/main.ts, FIRST_SNAPSHOT_WAIT_MS). */
  readonly firstSnapshotWaitMs: () => number | undefined;
  /**
   * Holds the application's first sample request until a file exists (the test creates it once it has seen the frame
   * drawn without a snapshot, src/main.ts FIRST_SNAPSHOT_WAIT_MS): called with what starts sampling, it returns what
   * stops the wait. A user's run starts sampling at once.
   */
  readonly firstSampleHold: () => ((release: () => void) => () => void) | undefined;
  /** A file each script bundle appends what became of its code cache to (src/code-cache/start.ts). */
  readonly codeCacheLog: () => string | undefined;
  /** The generated output validators the suite checks every result with, or null. */
  readonly resultValidators: (env?: NodeJS.ProcessEnv) => Promise<Readonly<Record<string, GeneratedValidator>> | null>;
}

const none = (): undefined => undefined;

export const RESULT_CHECK_ENV = '';

export const testHooks: TestHooks = {
  present: false,
  sampleIntervalMs: none,
  confirmationTimeoutMs: none,
  stalledOutputBytes: none,
  memoryLog: none,
  memoryLogPeriodMs: none,
  retainedBytes: none,
  responseDelays: none,
  collectorHoldMs: none,
  nvmlLibrary: none,
  procStat: none,
  threadLog: none,
  mcpIdleStopMs: none,
  firstSnapshotWaitMs: none,
  firstSampleHold: none,
  codeCacheLog: none,
  resultValidators: async () => null,
};
