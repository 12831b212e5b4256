// scripts/ink-fast-string-width.ts: the widths string-width gives, for every character its fast path takes and for
// the texts that fall back to string-width (wide, combining, emoji, other escape sequences); and the widest line
// widest-line gives (scripts/ink-fast-widest-line.ts), for texts of several such lines.
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import widestLine from 'widest-line';
import fastStringWidth from '../../../scripts/ink-fast-string-width.js';
import fastWidestLine from '../../../scripts/ink-fast-widest-line.js';

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

  it("gives widest-line's width for texts of several lines, styled, plain and falling back, with empty lines", () => {
    const lines = ['', 'plain ascii', '\u001B[2m   7.45G┤\u001B[22m\u001B[32m⠀⣀⠤\u001B[7m⠒\u001B[27m⠉\u001B[39m', '漢字⣿ wide', '\u001B[12', 'a lone \u001B here', '\u001B[31mred\u001B[', '─'.repeat(40), 'é…\u0301', '\u001B[1;4m▇\u001B[0m'];
    for (let a = 0; a < lines.length; a++) {
      for (let b = 0; b < lines.length; b++) {
        for (const text of [lines[a]!, `${lines[a]}\n${lines[b]}`, `${lines[b]}\n${lines[a]}\n`, `\n${lines[a]}\n\n${lines[b]}`]) {
          expect(fastWidestLine(text), JSON.stringify(text)).toBe(widestLine(text));
        }
      }
    }
  });
});
