// Guards the row form of Linux file names: valid UTF-8 is its text with no bytes field; anything else keeps its exact
// bytes in path_bytes_hex and a display form that escapes exactly the bytes outside well-formed UTF-8 sequences
// (overlongs, surrogates, values above U+10FFFF, truncated sequences) and backslashes, so it can be decoded back.
import { describe, expect, it } from 'vitest';
import { pathKey, pathText, pathTextOfBinary } from '../../../../src/collectors/linux/investigations/path-text.js';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));

/** Reverses the display form: `\\` is a backslash, `\xNN` a byte, everything else its UTF-8. */
function undisplay(path: string): Buffer {
  const out: Buffer[] = [];
  for (let i = 0; i < path.length; ) {
    if (path[i] === '\\' && path[i + 1] === '\\') {
      out.push(Buffer.from('\\'));
      i += 2;
    } else if (path[i] === '\\' && path[i + 1] === 'x') {
      out.push(Buffer.from([Number.parseInt(path.slice(i + 2, i + 4), 16)]));
      i += 4;
    } else {
      const char = String.fromCodePoint(path.codePointAt(i)!);
      out.push(Buffer.from(char, 'utf8'));
      i += char.length;
    }
  }
  return Buffer.concat(out);
}

describe('pathText', () => {
  it('valid UTF-8 is its text, backslashes and a real U+FFFD included, without path_bytes_hex', () => {
    for (const text of ['/tmp/a.txt', '/tmp/é 日本 🎉', '/tmp/a\\xff', '/tmp/\uFFFD', '']) {
      expect(pathText(Buffer.from(text, 'utf8'))).toEqual({ path: text });
    }
  });

  it('escapes only the bytes outside well-formed sequences, and every backslash, keeping the exact bytes', () => {
    const cases: [Buffer, string][] = [
      [bytes('/a', [0xff], '.txt'), '/a\\xff.txt'],
      [bytes('/a', [0xfe], '.txt'), '/a\\xfe.txt'],
      [bytes('/é', [0x80], '\\'), '/é\\x80\\\\'],
      [bytes([0xc0, 0xaf]), '\\xc0\\xaf'], // overlong '/'
      [bytes([0xed, 0xa0, 0x80]), '\\xed\\xa0\\x80'], // a surrogate
      [bytes([0xf4, 0x90, 0x80, 0x80]), '\\xf4\\x90\\x80\\x80'], // above U+10FFFF
      [bytes('x', [0xe6, 0x97], '日'), 'x\\xe6\\x97日'], // truncated, then valid
    ];
    for (const [raw, display] of cases) {
      const text = pathText(raw);
      expect(text).toEqual({ path: display, path_bytes_hex: raw.toString('hex') });
      expect(undisplay(text.path).equals(raw)).toBe(true);
    }
  });

  it('two names a lossy decoder merges stay distinct in path, path_bytes_hex and key', () => {
    const a = pathText(bytes('/n-', [0xff]));
    const b = pathText(bytes('/n-', [0xfe]));
    const literal = pathText(bytes('/n-\\xff'));
    expect(a.path).not.toBe(b.path);
    expect(new Set([a, b, literal].map((t) => pathKey(t.path, t.path_bytes_hex))).size).toBe(3);
  });

  it('reads byte strings (latin1) the same way', () => {
    expect(pathTextOfBinary('/usr/lib/libc.so.6')).toEqual({ path: '/usr/lib/libc.so.6' });
    expect(pathTextOfBinary(bytes('/é').toString('latin1'))).toEqual({ path: '/é' });
    expect(pathTextOfBinary(bytes('/', [0xff]).toString('latin1'))).toEqual({ path: '/\\xff', path_bytes_hex: '2fff' });
  });
});
