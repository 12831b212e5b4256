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
const SGR = /\u001B\[[\d;]*m/g;

type Options = Parameters<typeof stringWidth>[1];

/**
 * The width of a text made of fast-path characters and SGR codes only (one column, one UTF-16 unit, one grapheme
 * each: also the number of characters ansi-tokenize makes of it); -1 for any other text.
 */
export function narrowWidth(input: string): number {
  if (NARROW_ONLY.test(input)) return input.length;
  if (input.includes('\u001B')) {
    const plain = input.replace(SGR, '');
    if (NARROW_ONLY.test(plain)) return plain.length;
  }
  return -1;
}

export default function fastStringWidth(input: string, options?: Options): number {
  if (options !== undefined || typeof input !== 'string') return stringWidth(input, options);
  const width = narrowWidth(input);
  return width >= 0 ? width : stringWidth(input);
}
