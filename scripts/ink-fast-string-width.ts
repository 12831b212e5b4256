// string-width for ink's bundled modules (scripts/ink-patched.mjs): the same widths, with a fast path for the text the
// TUI draws most. string-width counts printable ASCII by its length but segments anything else into graphemes and tests
// each against emoji regular expressions; a Graph's Braille plot lines and the box-drawing borders took most of a
// workspace frame that way (docs/architecture.md "Rendering cost"). The fast path takes printable ASCII and Latin-1
// (the soft hyphen excepted), General Punctuation's dashes, quotes, bullets and the ellipsis (U+2010-U+2027,
// U+2030-U+205E), arrows (U+2190-U+21FF), the minus sign (U+2212), box drawing, block elements and geometric shapes
// (U+2500-U+25FC and U+25FF: U+25FD-U+25FE are wide emoji) and Braille patterns (U+2800-U+28FF): each one grapheme of width 1 (the East Asian Ambiguous ones
// narrow, as string-width counts them by default), none an emoji (test/unit/build/ink-fast-string-width.test.ts checks
// every one against string-width): a text of only those, after SGR colour codes, is as wide as it is long. The table's
// header (its sort arrow), the footer's key hints (←→) and every row with a shortened name (…) took the slow path on
// each frame they changed, and their first use compiled its Unicode property expressions during the first frame.
import stringWidth from 'string-width';

const NARROW_ONLY = /^[\u0020-\u007E\u00A0-\u00AC\u00AE-\u00FF\u2010-\u2027\u2030-\u205E\u2190-\u21FF\u2212\u2500-\u25FC\u25FF\u2800-\u28FF]*$/;

type Options = Parameters<typeof stringWidth>[1];

/** Whether a UTF-16 unit is one of NARROW_ONLY's characters. */
function isNarrowUnit(c: number): boolean {
  if (c <= 0xff) return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c !== 0xad);
  return (c >= 0x2010 && c <= 0x2027) || (c >= 0x2030 && c <= 0x205e) || (c >= 0x2190 && c <= 0x21ff) || c === 0x2212 || (c >= 0x2500 && c <= 0x25fc) || c === 0x25ff || (c >= 0x2800 && c <= 0x28ff);
}

/**
 * The width of `input` from `from` to `to` when it is made of fast-path characters and SGR codes (`ESC [` digits and
 * semicolons `m`) only, else -1: read in place, so a styled line (a Graph's plot row) is measured without the copy
 * that removing its codes would make.
 */
export function narrowWidthBetween(input: string, from: number, to: number): number {
  let width = 0;
  for (let i = from; i < to; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x1b) {
      if (i + 1 >= to || input.charCodeAt(i + 1) !== 0x5b) return -1;
      let j = i + 2;
      while (j < to) {
        const d = input.charCodeAt(j);
        if ((d < 0x30 || d > 0x39) && d !== 0x3b) break;
        j++;
      }
      if (j >= to || input.charCodeAt(j) !== 0x6d) return -1;
      i = j;
    } else if (isNarrowUnit(c)) {
      width++;
    } else {
      return -1;
    }
  }
  return width;
}

/**
 * The width of a text made of fast-path characters and SGR codes only (one column, one UTF-16 unit, one grapheme
 * each: also the number of characters ansi-tokenize makes of it); -1 for any other text.
 */
export function narrowWidth(input: string): number {
  if (NARROW_ONLY.test(input)) return input.length;
  return input.includes('\u001B') ? narrowWidthBetween(input, 0, input.length) : -1;
}

export default function fastStringWidth(input: string, options?: Options): number {
  if (options !== undefined || typeof input !== 'string') return stringWidth(input, options);
  const width = narrowWidth(input);
  return width >= 0 ? width : stringWidth(input);
}

/**
 * widest-line for ink's bundled modules (scripts/ink-patched.mjs): the width of the widest line, each line measured
 * where it lies in the text (fast path) or by string-width, without splitting the text into an array of lines first.
 * ink measures every changed text twice a frame with it (its layout, then its output).
 */
export function fastWidestLine(text: string): number {
  // One line (a table row, a panel's line): the fast path's own test, which reads plain text faster than a loop.
  if (!text.includes('\n')) return fastStringWidth(text);
  let widest = 0;
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    let width = narrowWidthBetween(text, start, end);
    if (width < 0) width = stringWidth(text.slice(start, end));
    if (width > widest) widest = width;
    if (newline < 0) return widest;
    start = newline + 1;
  }
}
