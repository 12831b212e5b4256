// scripts/ink-fast-string-width.ts: the widths string-width gives, for every character its fast path takes and for
// the texts that fall back to string-width (wide, combining, emoji, other escape sequences).
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import fastStringWidth from '../../../scripts/ink-fast-string-width.js';

const ranges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2190, 0x21ff],
  [0x2212, 0x2212],
  [0x2500, 0x25fc],
  [0x25ff, 0x25ff],
  [0x2800, 0x28ff],
];

describe('ink fast string width', () => {
  it('gives string-width\'s width 1 for every character of its fast path, alone and in a line', () => {
    let line = '';
    for (const [from, to] of ranges) {
      for (let code = from; code <= to; code++) {
        const character = String.fromCharCode(code);
        expect(stringWidth(character), `U+${code.toString(16)}`).toBe(1);
        expect(fastStringWidth(character)).toBe(1);
        line += character;
      }
    }
    expect(fastStringWidth(line)).toBe(stringWidth(line));
    expect(fastStringWidth(line)).toBe(line.length);
  });

  it('counts SGR colour codes as nothing, as string-width does', () => {
    const text = '\u001B[31m⣿⣀ cpu\u001B[39m ─┤\u001B[1;4m▇\u001B[0m';
    expect(fastStringWidth(text)).toBe(stringWidth(text));
    expect(fastStringWidth(text)).toBe(10);
  });

  it('falls back to string-width for anything else', () => {
    // U+25FD and U+25FE (white/black medium small square) are emoji presentation: wide, outside the fast path.
    for (const text of ['漢字⣿', '⣿\u0301x', '\u25FD', '▼\u25FE', '→\uFE0F', '👍🏽 ok', 'a\u200Db', '\u001B]8;;http://x\u0007link\u001B]8;;\u0007', '\u00AD⣿', 'é…\u0301', '◽ ◾', 'a\u202Eb', 'x\u2028y', '\u2060…', 'é…']) {
      expect(fastStringWidth(text), JSON.stringify(text)).toBe(stringWidth(text));
    }
    expect(fastStringWidth('漢字', { ambiguousIsNarrow: false })).toBe(stringWidth('漢字', { ambiguousIsNarrow: false }));
  });
});
