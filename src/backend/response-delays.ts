// A test hook of the application: chosen backend requests, and job results, are held back, so system tests can make
// the real application slow where they need it (for example to spend a bridge call's shared response deadline, or
// to keep a job running while the bridge waits for it) without a fake backend. Set only by tests; docs/testing.md
// names it. Unset, nothing is held and every path stays as it is.
import { setTimeout as delay } from 'node:timers/promises';

// WINPROC_TUI_TEST_RESPONSE_DELAYS (read through src/contract/test-hooks.ts, absent from the published bundle):
// `get_job=5000,read_capture=6000,job=3000`, how long the MCP worker holds each request of a method before handling
// it; the key `job` holds every job's collector result that long before the job settles.

/** The pseudo-method of a job's result. */
export const JOB_RESULT = 'job';

let delays: ReadonlyMap<string, number> = new Map();

/** Reads the variable's value once at worker start; a malformed entry is ignored rather than guessed at. */
export function configureResponseDelays(value: string | undefined): void {
  const parsed = new Map<string, number>();
  for (const entry of (value ?? '').split(',')) {
    const match = /^\s*([a-z_]+)\s*=\s*(\d{1,6})\s*$/.exec(entry);
    if (match) parsed.set(match[1]!, Number(match[2]));
  }
  delays = parsed;
}

/** True when `method` (or JOB_RESULT) is held back: only then does a caller take the asynchronous detour. */
export function isDelayed(method: string): boolean {
  return delays.has(method);
}

/**
 * Holds `method` for its configured delay, so what it answers is the state after the delay. False when `signal`
 * aborted meanwhile (the request's connection closed): it must not be handled then.
 */
export async function holdBack(method: string, signal?: AbortSignal): Promise<boolean> {
  const ms = delays.get(method);
  if (ms === undefined) return true;
  return delay(ms, true, signal ? { signal } : undefined).catch(() => false);
}
