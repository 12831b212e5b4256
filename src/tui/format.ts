// Formats raw metric values for display, by the unit the metric catalog declares; never invents a value.
import type { MetricUnit } from '../../generated/metrics.js';
import type { MetricValue } from '../model/types.js';
import cliTruncate from 'cli-truncate';
import stringWidth from 'string-width';

/** Drawing outside text on one line: the model's rule, shared with the App's confirmation descriptions. */
export { displaySafe } from '../model/name-bytes.js';

const BYTE_UNITS = ['B', 'K', 'M', 'G', 'T', 'P', 'E'];

/** Bytes as a short binary-scaled string (`1.5G`); exact below 1 KiB. Works on bigint without precision loss. */
export function formatBytes(value: bigint): string {
  if (value < 0n) return `-${formatBytes(-value)}`;
  if (value < 1024n) return `${value}B`;
  let unit = 0;
  let scaled = value;
  // Integer steps first so values beyond 2^53 never pass through a lossy float.
  while (scaled >= 1024n * 1024n && unit < BYTE_UNITS.length - 2) {
    scaled /= 1024n;
    unit += 1;
  }
  let fractional = Number(scaled) / 1024;
  unit += 1;
  // Round first, then pick the unit: 1023.999K is 1.00M, not 1024K.
  let text = roundForDisplay(fractional);
  if (Number(text) >= 1024 && unit < BYTE_UNITS.length - 1) {
    fractional /= 1024;
    unit += 1;
    text = roundForDisplay(fractional);
  }
  return `${text}${BYTE_UNITS[unit]}`;
}

/** Three significant digits: 1.23, 12.3, 123; the decimals follow the rounded value. */
function roundForDisplay(value: number): string {
  const two = value.toFixed(2);
  if (Number(two) < 10) return two;
  const one = value.toFixed(1);
  if (Number(one) < 100) return one;
  return value.toFixed(0);
}

export function formatCount(value: bigint): string {
  if (value < 100_000n) return value.toString();
  // 99,999,500 and up would round to 100000k, wider than a count cell.
  if (value < 99_999_500n) return `${(Number(value) / 1000).toFixed(0)}k`;
  return `${(Number(value / 1000n) / 1000).toFixed(0)}M`;
}

export function formatPercent(value: number): string {
  return value >= 99.95 ? '100' : value.toFixed(1);
}

/** A missing value shows as a dash: never as zero. */
export const MISSING = '-';

export function formatMetric(value: MetricValue | undefined, unit: MetricUnit): string {
  if (value === undefined) return MISSING;
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'percent':
      return formatPercent(Number(value));
    case 'bytes':
      return typeof value === 'bigint' ? formatBytes(value) : formatBytes(BigInt(Math.round(value)));
    case 'bytes_per_second':
      return `${typeof value === 'bigint' ? formatBytes(value) : formatBytes(BigInt(Math.round(value)))}/s`;
    case 'pages_per_second':
    case 'events_per_second':
    case 'count':
      return typeof value === 'bigint' ? formatCount(value) : value.toFixed(1);
    default:
      return String(value);
  }
}

/** Fits text into a column: pads right (or left for numbers) and cuts with an ellipsis. */
export function fit(text: string, width: number, align: 'left' | 'right'): string {
  if (width <= 0) return '';
  if (text.length > width) return width === 1 ? '…' : `${text.slice(0, width - 1)}…`;
  return align === 'right' ? text.padStart(width) : text.padEnd(width);
}

/**
 * Characters one terminal column wide each: printable ASCII, the table's markers † and …, tree branches ├─└│, the
 * minus sign, the Samples cursor ▸ and the groups' ▸ ▾ (string-width counts each as one column).
 */
const ONE_COLUMN_EACH = /^[\x20-\x7e\u2020\u2026\u2212\u2500-\u257f\u25b8\u25be]*$/;

/** SGR codes (colour, bold, inverse...), which take no column. */
const SGR_CODES = /\u001b\[[\d;]*m/g;

/** Whether a line of one-column characters and SGR codes takes at most `width` columns (measured by its length less the codes). */
function fitsStyled(line: string, width: number): boolean {
  const visible = line.replace(SGR_CODES, '');
  return visible.length <= width && ONE_COLUMN_EACH.test(visible);
}

/**
 * A line cut to `width` terminal columns with an ellipsis last, as ink cuts a Text with wrap="truncate" (cli-truncate
 * at the end), for panels that draw many lines as one Text, where ink would cut the whole text as one line. Unlike
 * cli-truncate, never wider than `width`: where a wide character (CJK, emoji) straddles the cut, it goes too (ink's
 * own cut left such a line one column wider than its box). The same string where it fits; a line of one-column
 * characters (and SGR codes) is measured by its length alone.
 */
export function truncateLine(line: string, width: number): string {
  if (line.length <= width && ONE_COLUMN_EACH.test(line)) return line;
  // The selected row's cell cursor (SGR codes around a cell): string-width counts no column for the codes.
  // (cli-truncate gives no column at all below one, whatever the line.)
  if (width >= 1 && line.includes('\u001b') && fitsStyled(line, width)) return line;
  let cut = cliTruncate(line, width, { position: 'end' });
  for (let columns = width - 1; columns > 0 && stringWidth(cut) > width; columns--) cut = cliTruncate(line, columns, { position: 'end' });
  return cut;
}

/**
 * A line cut to `width` columns (truncateLine) and filled with spaces to exactly `width`: a Text of such lines keeps
 * its size while its values change, so ink lays out the frame again only when something else changed size
 * (scripts/ink-layout-on-resize.mjs). Drawn the same: ink's rows are spaces wherever nothing was written.
 */
export function fillLine(line: string, width: number): string {
  const cut = truncateLine(line, width);
  const columns = ONE_COLUMN_EACH.test(cut) ? cut.length : fitsStyled(cut, width) ? cut.replace(SGR_CODES, '').length : stringWidth(cut);
  return columns < width ? cut + ' '.repeat(width - columns) : cut;
}
