// Condition waits (spec §10 "Bounded condition waiting"): connection-owned jobs that watch what the application
// samples anyway and end at the caller's deadline. Nothing here samples: a presence or threshold wait looks at each
// snapshot the mirror applies after the request, an exit wait checks its held pidfd or process handle on the same
// beat. Evidence names the observation and its time; a missing, stale or unreadable value never satisfies a wait,
// and an access failure is never taken for an exit. Log view, cancellation, disconnect and the deadline end it.
import type { HeldLifetime } from '../investigation-pool/index.js';
import { nameKey } from '../model/index.js';
import { identityKey, type MetricValue, type ProcessSample, type Snapshot } from '../model/types.js';
import type { JobError, JobEvidence, LocalWork } from './jobs.js';
import type { BackendState } from './state.js';
import { encodeValue, outProcessName, timestamp, type OutProcessName } from './encode.js';

/** What one applied snapshot says about a wait: nothing yet, met (with evidence), or failed for good. */
export type Verdict = null | { readonly ok: true; readonly evidence: JobEvidence } | { readonly ok: false; readonly error: JobError };

export type Comparison = 'gt' | 'ge' | 'lt' | 'le' | 'eq';

type Settled = Exclude<Verdict, null>;

const ended = (code: JobError['code'], message: string, retryable = false): Settled => ({ ok: false, error: { code, message, retryable } });

/**
 * Runs `evaluate` on every snapshot applied from now on until it answers, the deadline passes (TIMEOUT), the TUI
 * enters Log view (CANCELLED) or the job is stopped. `release` runs once, however the wait ends.
 */
export function watchSnapshots(state: BackendState, timeoutMs: number, evaluate: (snapshot: Snapshot) => Verdict, release: () => void = () => undefined): LocalWork {
  let settle!: (verdict: Settled) => void;
  let done = false;
  const outcome = new Promise<Settled>((resolve) => {
    settle = (verdict) => {
      if (done) return;
      done = true;
      unwatch();
      clearTimeout(timer);
      release();
      resolve(verdict);
    };
  });
  const unwatch = state.watch({
    applied: (snapshot) => {
      const verdict = evaluate(snapshot);
      if (verdict !== null) settle(verdict);
    },
    enteredLogView: () => settle(ended('CANCELLED', 'The TUI entered Log view, which ends live condition waits.')),
  });
  const timer = setTimeout(() => settle(ended('TIMEOUT', `The condition was not met within ${timeoutMs} ms.`, true)), timeoutMs);
  timer.unref();
  return { outcome, stop: () => settle(ended('CANCELLED', 'The wait was cancelled.')) };
}

/** process_present: met by the first applied snapshot that lists a process of that case-insensitive name. */
export function presenceCheck(name: string, refFor: (key: string) => string): (snapshot: Snapshot) => Verdict {
  const wanted = nameKey(name);
  return (snapshot) => {
    const match = snapshot.processes.find((process) => nameKey(process.identity.name) === wanted);
    if (match === undefined) return null;
    return { ok: true, evidence: { kind: 'process_present', observed_at: timestamp(snapshot.capturedAtMs), ...processFields(match, refFor) } };
  };
}

/** process_exited: met when the held pidfd or handle says the lifetime ended; `unknown` (no access) goes on. */
export function exitCheck(held: HeldLifetime, process: { readonly ref: string; readonly pid: number } & OutProcessName, now: () => number): () => Verdict {
  return () => {
    const state = held.check();
    if (state === 'alive' || state === 'unknown') return null;
    if (state === 'replaced') return ended('IDENTITY_CHANGED', 'The process executed another program: the awaited identity ended without the process exiting. List processes again for its new identity.');
    return { ok: true, evidence: { kind: 'process_exited', observed_at: timestamp(now()), process_ref: process.ref, pid: process.pid, ...outProcessName({ name: process.name, nameBytesHex: process.name_bytes_hex }) } };
  };
}

/** Where a threshold wait reads its value in a snapshot. */
export type ThresholdTarget =
  | { readonly kind: 'system' }
  | { readonly kind: 'gpu_adapter'; readonly adapterId: string }
  | { readonly kind: 'process'; readonly key: string; readonly ref: string };

/**
 * metric_threshold: met by a snapshot whose value of the metric compares as asked with the exact decimal
 * threshold. A value the snapshot lacks (unavailable, not finite) only waits; a process that left the samples
 * fails the wait, since its metric can never be fresh again.
 */
export function thresholdCheck(metricId: string, comparison: Comparison, threshold: string, target: ThresholdTarget, index: (snapshot: Snapshot) => ReadonlyMap<string, ProcessSample>): (snapshot: Snapshot) => Verdict {
  const limit = parseDecimal(threshold)!;
  return (snapshot) => {
    let values: Readonly<Partial<Record<string, MetricValue>>> | undefined;
    let process: ProcessSample | undefined;
    if (target.kind === 'system') values = snapshot.system.values;
    else if (target.kind === 'gpu_adapter') values = snapshot.gpus.find((gpu) => gpu.adapterId === target.adapterId)?.values;
    else {
      process = index(snapshot).get(target.key);
      if (process === undefined) return ended('PROCESS_EXITED', 'The process left the samples before its metric met the threshold: it exited.');
      values = process.values;
    }
    const value = values?.[metricId];
    const decimal = value === undefined ? null : parseDecimal(typeof value === 'bigint' ? value.toString() : typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value);
    if (decimal === null || !holds(compareDecimals(decimal, limit), comparison)) return null;
    const encoded = encodeValue(value)!;
    return {
      ok: true,
      evidence: {
        kind: 'metric_threshold',
        observed_at: timestamp(snapshot.capturedAtMs),
        metric_id: metricId,
        value: encoded,
        ...(process !== undefined && target.kind === 'process' ? { process_ref: target.ref, pid: process.identity.pid, ...outProcessName(process.identity) } : {}),
      },
    };
  };
}

function processFields(process: ProcessSample, refFor: (key: string) => string) {
  return { process_ref: refFor(identityKey(process.identity)), pid: process.identity.pid, ...outProcessName(process.identity) };
}

function holds(order: number, comparison: Comparison): boolean {
  switch (comparison) {
    case 'gt':
      return order > 0;
    case 'ge':
      return order >= 0;
    case 'lt':
      return order < 0;
    case 'le':
      return order <= 0;
    case 'eq':
      return order === 0;
  }
}

/** An exact decimal: digits scaled by 10^-scale. */
export interface Decimal {
  readonly digits: bigint;
  readonly scale: number;
}

/**
 * Parses a decimal such as "-12.50", "1073741824" or a number's shortest form with an exponent ("1e+21",
 * "5e-7") exactly; null for anything else. A float metric is compared as the decimal a client reads.
 */
export function parseDecimal(text: string): Decimal | null {
  const match = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:e([+-]?[0-9]+))?$/i.exec(text);
  if (match === null) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number.parseInt(exponent, 10);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, exactly. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.digits * 10n ** BigInt(scale - a.scale);
  const right = b.digits * 10n ** BigInt(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
