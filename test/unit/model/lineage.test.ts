// Guards the start-time order of two process lifetimes: decimal start tokens compare by value (leading zeros, lengths
// beyond a double's exact integers), exactly as BigInt would, and unknown starts compare as unknown.
import { describe, expect, it } from 'vitest';
import { compareDecimal, compareStart } from '../../../src/model/lineage.js';

const identity = (startToken: string | null, startTimeMs: number | null) => ({ pid: 1, name: 'p', startToken, startTimeMs });

describe('compareDecimal', () => {
  it('orders decimal strings by value as BigInt does, leading zeros and 20-digit FILETIMEs included', () => {
    const values = ['0', '00', '7', '007', '10', '9', '123456789012345678901', '123456789012345678900', '133500000000000001', '133500000000000000', '0133500000000000000', '18446744073709551615'];
    for (const a of values) {
      for (const b of values) {
        const expected = BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0;
        expect(compareDecimal(a, b), `${a} vs ${b}`).toBe(expected);
      }
    }
  });
});

describe('compareStart', () => {
  it('uses the tokens when both are decimal, else the milliseconds, else unknown', () => {
    expect(compareStart(identity('9007199254740993', 5), identity('9007199254740992', 9))).toBe(1);
    expect(compareStart(identity('0042', 9), identity('42', 5))).toBe(0);
    expect(compareStart(identity('abc', 5), identity('42', 9))).toBe(-4);
    expect(compareStart(identity(null, null), identity('42', 9))).toBeNull();
  });
});
