// Guards the reversible display form of names that are bytes: escaping and unescaping are exact inverses for names
// that are not UTF-8, anything else is refused by the inverse, and control characters are drawn as U+FFFD.
import { describe, expect, it } from 'vitest';
import { displaySafe, escapeNameBytes, hexOfBytes, isUtf8Bytes, unescapeNameText } from '../../../src/model/name-bytes.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('names as bytes', () => {
  it('escapes bytes outside well-formed UTF-8 as \\xNN and doubles backslashes, and the inverse restores them', () => {
    const cases = [
      bytes(0x61, 0x80, 0x62), // a lone continuation byte
      bytes(0x5c, 0xff), // a backslash before an invalid byte
      bytes(0xe2, 0x82), // a cut 3-byte sequence
      bytes(0xed, 0xa0, 0x80), // an encoded surrogate
      bytes(0xc3, 0xa9, 0xfe, 0x0a), // é, an invalid byte and a newline
    ];
    for (const name of cases) {
      expect(isUtf8Bytes(name)).toBe(false);
      const text = escapeNameBytes(name);
      expect(hexOfBytes(unescapeNameText(text)!)).toBe(hexOfBytes(name));
    }
    expect(escapeNameBytes(bytes(0x5c, 0xff))).toBe('\\\\\\xff');
    expect(escapeNameBytes(bytes(0xc3, 0xa9, 0xfe))).toBe('é\\xfe');
  });

  it('refuses text that is not such a form: a stray backslash, an escaped printable byte, or UTF-8 after all', () => {
    expect(unescapeNameText('a\\q')).toBeNull();
    expect(unescapeNameText('a\\x41')).toBeNull(); // `A` would have been shown as itself
    expect(unescapeNameText('plain')).toBeNull();
    expect(unescapeNameText('\\xc3\\xa9')).toBeNull(); // valid UTF-8 (é) is never escaped
    expect(unescapeNameText('a\\x8')).toBeNull();
  });

  it('draws C0, DEL and C1 control characters as U+FFFD and leaves other text alone', () => {
    expect(displaySafe('a\nb\u001b[31m\u007f\u0085c')).toBe('a\ufffdb\ufffd[31m\ufffd\ufffdc');
    expect(displaySafe('é ok')).toBe('é ok');
  });
});
