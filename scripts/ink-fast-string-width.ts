// string-width for ink's bundled modules (scripts/ink-patched.mjs): the same widths, with a fast path for the text the
// TUI draws most. string-width counts printable ASCII by its length but segments anything else into graphemes and tests
// each against emoji regular expressions; a Graph's Braille plot lines and the box-drawing borders took most of a
// workspace frame that way (docs/architecture.md "Rendering cost"). Printable ASCII, box drawing and block elements
// (U+2500-U+259F, East Asian Ambiguous: narrow, as string-width counts them by default), Braille patterns
// (U+2800-U+28FF), and the other symbols the TUI draws in its headers and footers — arrows (U+2190-U+21FF), the
// geometric shapes but two (U+25A0-U+25FC, U+25FF: the sort mark ▼▲, ▸ ▾), and · § × – — † … › − — are each one
// grapheme of width 1, none an emoji (test/unit/build/ink-fast-string-width.test.ts checks every one against
// string-width): a text of only those, after SGR colour codes, is as wide as it is long. The footer and the table's
// header line (its sort mark) fell back to string-width, whose grapheme segmenting allocated ~140 KB a frame.
import stringWidth from 'string-width';

const NARROW_ONLY = /^[\u0020-\u007E\u00A7\u00B7\u00D7\u2013\u2014\u2020\u2026\u203A\u2190-\u21FF\u2212\u2500-\u25FC\u25FF\u2800-\u28FF]*$/;
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
