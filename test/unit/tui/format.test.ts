// Guards the TUI's value formatting: exact bigint byte counts beyond 2^53, a dash (never 0) for missing values, percentages, column fitting and process names drawn without control characters.
import { describe, expect, it } from 'vitest';
import stringWidth from 'string-width';
import type { MetricUnit } from '../../../generated/metrics.js';
import { displaySafe, fillLine, fit, formatBytes, formatCount, formatMetric, formatPercent, MISSING, truncateLine } from '../../../src/tui/format.js';

const UNITS: readonly MetricUnit[] = ['percent', 'bytes', 'bytes_per_second', 'pages_per_second', 'events_per_second', 'count', 'text'];
const SCALE: Record<string, bigint> = { K: 1n << 10n, M: 1n << 20n, G: 1n << 30n, T: 1n << 40n, P: 1n << 50n, E: 1n << 60n };

/** Parses `12.3G` back into an exact rational (numerator, denominator) of bytes. */
function parseBytes(text: string): { num: bigint; den: bigint } {
  const m = /^(\d+)(?:\.(\d+))?([KMGTPE])$/.exec(text);
  if (!m) throw new Error(`not a scaled byte string: ${text}`);
  const fraction = m[2] ?? '';
  const den = 10n ** BigInt(fraction.length);
  return { num: BigInt(m[1]! + fraction) * SCALE[m[3]!]!, den };
}

/** A deterministic stream of bigints in [2^53, 2^64) (xorshift64). */
function* bigValues(count: number): Generator<bigint> {
  let x = 0x9e3779b97f4a7c15n;
  const mask = (1n << 64n) - 1n;
  for (let i = 0; i < count; i++) {
    x ^= (x << 13n) & mask;
    x ^= x >> 7n;
    x ^= (x << 17n) & mask;
    const bits = 53n + (x % 11n); // spread over every magnitude from 2^53 to 2^64
    yield (1n << bits) + (x & ((1n << bits) - 1n));
  }
}

describe('bytes', () => {
  it('are exact below 1 KiB and binary-scaled above', () => {
    expect(formatBytes(0n)).toBe('0B');
    expect(formatBytes(1023n)).toBe('1023B');
    expect(formatBytes(1024n)).toBe('1.00K');
    expect(formatBytes(1536n)).toBe('1.50K');
    expect(formatBytes(32n << 20n)).toBe('32.0M');
    expect(formatBytes(200n << 30n)).toBe('200G');
  });

  it('format values beyond 2^53 from the bigint itself, up to the largest 64-bit count', () => {
    expect(formatBytes(2n ** 53n)).toBe('8.00P');
    expect(formatBytes(2n ** 53n + 1n)).toBe('8.00P');
    expect(formatBytes(2n ** 63n)).toBe('8.00E');
    expect(formatBytes(2n ** 64n - 1n)).toBe('16.0E');
    expect(formatMetric(2n ** 64n - 1n, 'bytes')).toBe('16.0E');
    expect(formatMetric(3n * 2n ** 60n, 'bytes_per_second')).toBe('3.00E/s');
  });

  it('stay within display rounding of the exact value and never decrease as the value grows', () => {
    const values = [...bigValues(2000)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    let previous = { num: 0n, den: 1n };
    for (const value of values) {
      const text = formatBytes(value);
      const shown = parseBytes(text);
      // |shown - value| <= 0.5% of value, in exact integer arithmetic: |num - value*den| * 200 <= value*den.
      const diff = shown.num - value * shown.den;
      expect((diff < 0n ? -diff : diff) * 200n <= value * shown.den, `${value} shown as ${text}`).toBe(true);
      expect(shown.num * previous.den >= previous.num * shown.den, `${value} shown as ${text} after a larger one`).toBe(true);
      previous = shown;
    }
  });

  it('keep the sign of a negative value', () => {
    expect(formatBytes(-2048n)).toBe('-2.00K');
  });

  it('rounds a value just below a unit boundary to 1.00 of the next unit, never 1024 of the smaller', () => {
    // 1,048,575 B is 1023.999 KiB: choosing the unit before rounding would print "1024K".
    expect(formatBytes(2n ** 20n - 1n)).toBe('1.00M');
    expect(formatBytes(2n ** 60n - 1n)).toBe('1.00E');
    expect(formatBytes(10n * 2n ** 50n - 1n)).toBe('10.0P'); // printed "10.00P": two decimals after rounding to 10
  });
});

describe('missing values', () => {
  it.each(UNITS)('show a dash for unit %s, never zero', (unit) => {
    expect(formatMetric(undefined, unit)).toBe(MISSING);
    expect(MISSING).toBe('-');
  });

  it('keep a measured zero distinct from a missing value', () => {
    expect(formatMetric(0n, 'bytes')).toBe('0B');
    expect(formatMetric(0, 'percent')).toBe('0.0');
    expect(formatMetric(0n, 'count')).toBe('0');
    expect(formatMetric(0n, 'bytes_per_second')).toBe('0B/s');
  });
});

describe('percent', () => {
  it('shows one decimal and reaches 100 only from 99.95', () => {
    expect(formatPercent(0)).toBe('0.0');
    expect(formatPercent(12.345)).toBe('12.3');
    expect(formatPercent(99.94)).toBe('99.9');
    expect(formatPercent(99.95)).toBe('100');
    expect(formatPercent(100)).toBe('100');
    expect(formatMetric(7.25, 'percent')).toBe('7.3');
  });
});

describe('counts', () => {
  it('are exact up to 99,999 and scaled above', () => {
    expect(formatCount(0n)).toBe('0');
    expect(formatCount(99_999n)).toBe('99999');
    expect(formatCount(100_000n)).toBe('100k');
    expect(formatCount(250_000_000n)).toBe('250M');
    expect(formatMetric(42n, 'count')).toBe('42');
  });

  it('prints counts from 99,999,500 to 99,999,999 in M, within the 6-column cell', () => {
    expect(formatCount(99_999_999n).length).toBeLessThanOrEqual(6);
  });
});

describe('fit', () => {
  it('pads numbers left, text right, and cuts with an ellipsis', () => {
    expect(fit('42', 5, 'right')).toBe('   42');
    expect(fit('bash', 6, 'left')).toBe('bash  ');
    expect(fit('systemd-journald', 8, 'left')).toBe('systemd…');
    expect(fit('abc', 1, 'left')).toBe('…');
    expect(fit('abc', 0, 'left')).toBe('');
  });

  it('draws a name with control characters on one line, one U+FFFD cell per character', () => {
    expect(displaySafe('a\nb\tc\u001b[2Jd\u007fe\u009bf')).toBe('a\ufffdb\ufffdc\ufffd[2Jd\ufffde\ufffdf');
    expect(displaySafe('plain é \\x80')).toBe('plain é \\x80');
  });
});

describe('fillLine', () => {
  it('is truncateLine filled with spaces to exactly the width, styled and wide lines included', () => {
    const lines = ['Used 1.39G/23.5G', 'R 53.1K/s W 3.92M/s', '', 'x'.repeat(30), 'cpu \u001b[7m12.5%\u001b[27m', '漢字漢字漢字漢字漢字漢字', 'a漢字', '🙂 ok'];
    for (const line of lines) {
      for (const width of [1, 5, 11, 20]) {
        const filled = fillLine(line, width);
        const cut = truncateLine(line, width);
        expect(filled.startsWith(cut), `${line} @${width}`).toBe(true);
        expect(filled.slice(cut.length).trim(), `${line} @${width}`).toBe('');
        expect(stringWidth(filled), `${line} @${width}`).toBe(width);
      }
    }
  });
});
