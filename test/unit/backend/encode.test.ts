// Guards the boundary encodings: exact integers as decimal strings, only finite numbers, RFC 3339 parsing with
// offsets, leap seconds and sub-millisecond digits, and summaries that omit what is unavailable.
import { describe, expect, it } from 'vitest';
import { compareInstants, encodeSummary, encodeValue, lowerBoundMs, parseInstant, project, upperBoundMs } from '../../../src/backend/encode.js';

describe('encode', () => {
  it('encodes integers as decimal strings and only finite floats as numbers', () => {
    expect(encodeValue(2n ** 64n - 2n)).toBe('18446744073709551614');
    expect(encodeValue(0n)).toBe('0');
    expect(encodeValue(-3n)).toBe('-3');
    expect(encodeValue(0)).toBe(0);
    expect(encodeValue(12.5)).toBe(12.5);
    expect(encodeValue(Number.NaN)).toBeUndefined();
    expect(encodeValue(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(encodeValue(null)).toBeUndefined();
    expect(encodeValue('/bin/x')).toBe('/bin/x');
  });

  it('parses RFC 3339 with offsets, leap seconds and sub-millisecond digits', () => {
    expect(parseInstant('2026-10-31T03:00:00Z', 'from').ms).toBe(Date.UTC(2026, 9, 31, 3));
    expect(parseInstant('2026-10-31t05:30:00+02:30', 'from').ms).toBe(Date.UTC(2026, 9, 31, 3));
    expect(parseInstant('2026-12-31T23:59:60Z', 'to').ms).toBe(Date.UTC(2027, 0, 1));
    const fine = parseInstant('2026-10-31T03:00:00.123456Z', 'from');
    expect(fine.ms).toBe(Date.UTC(2026, 9, 31, 3) + 123);
    expect(lowerBoundMs(fine)).toBe(fine.ms + 1);
    expect(upperBoundMs(fine)).toBe(fine.ms);
    expect(lowerBoundMs(parseInstant('2026-10-31T03:00:00.123000Z', 'from'))).toBe(fine.ms);
    expect(compareInstants(parseInstant('2026-10-31T03:00:00.1234Z', 'a'), parseInstant('2026-10-31T03:00:00.12341Z', 'b'))).toBeLessThan(0);
    expect(() => parseInstant('2026-02-30T00:00:00Z', 'from')).toThrow(/from is not a valid calendar/);
    expect(() => parseInstant('yesterday', 'to')).toThrow(/to is not an RFC 3339/);
  });

  it('omits unavailable statistics and keeps integer means rational', () => {
    expect(encodeSummary({ representation: 'integer', sample_count: 2, available_value_count: 0, missing_value_count: 2 })).toEqual({ sample_count: 2, available_value_count: 0, missing_value_count: 2 });
    expect(
      encodeSummary({
        representation: 'integer',
        sample_count: 1,
        available_value_count: 1,
        missing_value_count: 0,
        min: 5n,
        max: 5n,
        mean: { numerator: '5', denominator: '1' },
        first: { value: 5n, timestamp_ms: 0 },
        last: { value: 5n, timestamp_ms: 0 },
      }),
    ).toEqual({ sample_count: 1, available_value_count: 1, missing_value_count: 0, min: '5', max: '5', mean: { numerator: '5', denominator: '1' }, first: { value: '5', timestamp: '1970-01-01T00:00:00.000Z' }, last: { value: '5', timestamp: '1970-01-01T00:00:00.000Z' } });
    const float = encodeSummary({ representation: 'float', sample_count: 1, available_value_count: 1, missing_value_count: 0, min: 1, max: 1, mean: Number.NaN, delta: Number.POSITIVE_INFINITY });
    expect(float).toEqual({ sample_count: 1, available_value_count: 1, missing_value_count: 0, min: 1, max: 1 });
  });

  it('projects fields in the order asked, skipping absent ones', () => {
    expect(project({ a: 1, b: 2, c: 3 }, ['c', 'a', 'z'])).toEqual({ c: 3, a: 1 });
  });
});
