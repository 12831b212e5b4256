// string-width for ink's bundled modules (scripts/ink-patched.mjs): the same widths, with a fast path for the text the
// TUI draws most. string-width counts printable ASCII by its length but segments anything else into graphemes and tests
// each against emoji regular expressions; a Graph's Braille plot lines and the box-drawing borders took most of a
// workspace frame that way (docs/architecture.md "Rendering cost"). Printable ASCII, box drawing and block elements
// (U+2500-U+259F, East Asian Ambiguous: narrow, as string-width counts them by default) and Braille patterns
// (U+2800-U+28FF) are each one grapheme of width 1, none an emoji (test/unit/build/ink-fast-string-width.test.ts checks
// every one against string-width): a text of only those, after SGR colour codes, is as wide as it is long.
import stringWidth from 'string-width';

const NARROW_ONLY = /^[\u0020-\u007E\u2500-\u259F\u2800-\u28FF]*$/;
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
