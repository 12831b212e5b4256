// Exact values as text for the Samples inspector and the drill-down: integers in full with thousands separators
// (bigint all the way, never through a float), signed differences, the unit's short suffix and an elapsed time.
import type { MetricUnit } from '../../generated/metrics.js';
import type { StoredValue } from '../model/history.js';
import { MISSING } from './format.js';

/** The unit after an exact value ("+52,551,680 B"); counts have none. */
export function unitSuffix(unit: MetricUnit): string {
  switch (unit) {
    case 'bytes':
      return ' B';
    case 'bytes_per_second':
      return ' B/s';
    case 'percent':
      return ' %';
    case 'pages_per_second':
    case 'events_per_second':
      return ' /s';
    case 'count':
    case 'text':
      return '';
  }
}

/** Digits of a non-negative integer in groups of three. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An exact value: an integer in full with separators, a float to two decimals; a missing value is a dash, never 0. */
export function formatExact(value: StoredValue | null): string {
  if (value === null) return MISSING;
  if (typeof value === 'bigint') return value < 0n ? `-${grouped((-value).toString())}` : grouped(value.toString());
  const text = Math.abs(value).toFixed(2);
  const [whole, fraction] = text.split('.');
  return `${value < 0 && Number(text) !== 0 ? '-' : ''}${grouped(whole!)}.${fraction}`;
}

/** A difference with its sign: "+10,510,336", "-4,096", "+0". */
export function formatSigned(value: StoredValue | null): string {
  if (value === null) return MISSING;
  const negative = typeof value === 'bigint' ? value < 0n : value < 0 && Number(Math.abs(value).toFixed(2)) !== 0;
  return negative ? formatExact(value) : `+${formatExact(value)}`;
}

/**
 * A duration: seconds below a minute (one decimal when not whole: compressed sampling in tests, sub-second
 * intervals), else minutes and seconds, else hours and minutes; negative when B lies before A.
 */
export function formatElapsed(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const abs = Math.abs(ms);
  if (abs < 60_000) {
    const seconds = abs / 1000;
    return `${sign}${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
  }
  const totalSeconds = Math.round(abs / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${sign}${hours} h ${minutes} min` : `${sign}${minutes} min ${seconds} s`;
}

/** B−A as one line: "+52,551,680 B in 18 s". */
export function formatDifference(difference: { readonly value: StoredValue; readonly elapsedMs: number } | null, unit: MetricUnit): string {
  if (difference === null) return MISSING;
  return `${formatSigned(difference.value)}${unitSuffix(unit)} in ${formatElapsed(difference.elapsedMs)}`;
}

/** A sample time as the inspector lists it (UTC, as the Graph axis and status line show times). */
export function formatSampleTime(ms: number, withMilliseconds = false): string {
  const iso = new Date(ms).toISOString();
  return withMilliseconds ? iso.slice(11, 23) : iso.slice(11, 19);
}
