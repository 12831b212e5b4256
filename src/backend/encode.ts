// The MCP boundary's encodings (spec §6): integer metric values as decimal strings, finite floats as numbers (never
// NaN or Infinity), RFC 3339 timestamps in and out, process names, history summaries and coverage, and row projection.
import type { OutMetricSummary, OutTemporalCoverage } from '../../generated/types/tools.js';
import { rfc3339 } from '../contract/envelope.js';
import type { MetricSummary, StoredValue, TemporalCoverage } from '../model/index.js';
import type { ProcessIdentity } from '../model/types.js';
import { invalidArgument } from './errors.js';

/** A metric value as it crosses the boundary: a decimal string (integer), a finite number (float) or text. */
export type EncodedValue = string | number;

/**
 * Encodes one value; undefined means "not available" (missing, or a float that is not finite), so the caller
 * lists the metric in `unavailable` instead of emitting a number JSON cannot carry.
 */
export function encodeValue(value: StoredValue | string | null | undefined): EncodedValue | undefined {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value;
  return undefined;
}

/**
 * Recently rendered timestamps: a listing repeats the same few (every live row was last seen in the latest
 * snapshot), and Date#toISOString dominated a 400-row listing. Bounded; cleared when full.
 */
const RENDERED = new Map<number, string>();
const RENDERED_MAX = 8192;

export function timestamp(ms: number): string {
  let text = RENDERED.get(ms);
  if (text === undefined) {
    text = rfc3339(ms);
    if (RENDERED.size >= RENDERED_MAX) RENDERED.clear();
    RENDERED.set(ms, text);
  }
  return text;
}

export function nullableTimestamp(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? null : timestamp(ms);
}

const RFC3339 = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 instant: whole epoch milliseconds (rounded down) and the digits below a millisecond. */
export interface Instant {
  readonly ms: number;
  /** Sub-millisecond digits, right-padded to a fixed width so two instants compare as text. */
  readonly subMs: string;
}

const SUB_MS_WIDTH = 12;

/**
 * Parses an RFC 3339 timestamp (already format-checked by the bridge). A leap second (:60) is the instant after
 * :59.999. `field` names the argument in the error message, never its value.
 */
export function parseInstant(text: string, field: string): Instant {
  const match = RFC3339.exec(text);
  if (!match) throw invalidArgument(`${field} is not an RFC 3339 timestamp with an explicit offset.`);
  const [, date, hh, mm, ss, fraction = '', zone] = match;
  // Date.parse rolls some impossible dates over (February 30 becomes March 2): check the calendar first.
  const [year, month, day] = date!.split('-').map(Number) as [number, number, number];
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years 0-99 as written
  const valid =
    calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day && Number(hh) <= 23 && Number(mm) <= 59 && Number(ss) <= 60;
  if (!valid) throw invalidArgument(`${field} is not a valid calendar date and time.`);
  const leap = ss === '60';
  const millis = fraction.slice(0, 3).padEnd(3, '0');
  const base = Date.parse(`${date}T${hh}:${mm}:${leap ? '59.999' : `${ss}.${millis}`}${zone!.toUpperCase()}`);
  if (!Number.isFinite(base)) throw invalidArgument(`${field} is not a valid calendar date and time.`);
  if (leap) return { ms: base + 1, subMs: ''.padEnd(SUB_MS_WIDTH, '0') };
  return { ms: base, subMs: fraction.slice(3, 3 + SUB_MS_WIDTH).padEnd(SUB_MS_WIDTH, '0') };
}

export function compareInstants(a: Instant, b: Instant): number {
  return a.ms !== b.ms ? a.ms - b.ms : a.subMs < b.subMs ? -1 : a.subMs > b.subMs ? 1 : 0;
}

/**
 * Samples carry whole-millisecond timestamps, so an inclusive bound with a finer fraction is rounded inward: a
 * lower bound up, an upper bound down. Neither admits a sample outside the requested interval.
 */
export function lowerBoundMs(instant: Instant): number {
  return /[1-9]/.test(instant.subMs) ? instant.ms + 1 : instant.ms;
}

export function upperBoundMs(instant: Instant): number {
  return instant.ms;
}

export function encodeCoverage(coverage: TemporalCoverage): OutTemporalCoverage {
  return {
    retained_from: nullableTimestamp(coverage.retained_from),
    retained_to: nullableTimestamp(coverage.retained_to),
    sample_count: coverage.sample_count,
    max_sample_interval_ms: coverage.max_sample_interval_ms,
  };
}

/**
 * One metric's summary in the published shape (`out_metric_summary`): counts always; min, max, mean, first, last
 * and delta only when available. Integer statistics are decimal strings and the integer mean an exact rational.
 */
export function encodeSummary(summary: MetricSummary): OutMetricSummary {
  const out: OutMetricSummary = {
    sample_count: summary.sample_count,
    available_value_count: summary.available_value_count,
    missing_value_count: summary.missing_value_count,
  };
  const put = (key: 'min' | 'max' | 'delta', value: StoredValue | undefined) => {
    const encoded = value === undefined ? undefined : encodeValue(value);
    if (encoded !== undefined) out[key] = encoded;
  };
  put('min', summary.min);
  put('max', summary.max);
  if (summary.representation === 'integer') {
    if (summary.mean !== undefined) out.mean = { numerator: summary.mean.numerator, denominator: summary.mean.denominator };
  } else if (summary.mean !== undefined && Number.isFinite(summary.mean)) {
    out.mean = summary.mean;
  }
  for (const key of ['first', 'last'] as const) {
    const timed = summary[key];
    const value = timed === undefined ? undefined : encodeValue(timed.value);
    if (timed !== undefined && value !== undefined) out[key] = { value, timestamp: rfc3339(timed.timestamp_ms) };
  }
  put('delta', summary.delta);
  return out;
}

/** A process name as MCP results carry it: `name_bytes_hex` only beside a Linux name that is not UTF-8 (schema). */
export interface OutProcessName {
  readonly name: string;
  readonly name_bytes_hex?: string;
}

export function outProcessName(identity: Pick<ProcessIdentity, 'name' | 'nameBytesHex'>): OutProcessName {
  return identity.nameBytesHex === undefined ? { name: identity.name } : { name: identity.name, name_bytes_hex: identity.nameBytesHex };
}

/** The named fields of a row, in the order given; fields the row lacks are left out. */
export function project<T extends object>(row: T, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (Object.prototype.hasOwnProperty.call(row, field)) out[field] = (row as Record<string, unknown>)[field];
  return out;
}
