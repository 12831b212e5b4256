// Guards the parser of /proc/PID/environ behind the Process Info Environment tab: NUL-separated entries in block
// order, values holding `=`, empty values, an entry without `=`, and the empty entry after the final NUL.
import { describe, expect, it } from 'vitest';
import { parseEnviron } from '../../../../src/collectors/linux/investigations/environment.js';

describe('parseEnviron', () => {
  it('splits NAME=value entries in block order, keeping `=` inside values', () => {
    expect(parseEnviron('HOME=/root\0OPTS=a=b=c\0EMPTY=\0')).toEqual([
      { name: 'HOME', value: '/root' },
      { name: 'OPTS', value: 'a=b=c' },
      { name: 'EMPTY', value: '' },
    ]);
  });

  it('keeps an entry without `=` as a name with an empty value, and reads an empty block as no variables', () => {
    expect(parseEnviron('JUSTTEXT\0=leading\0')).toEqual([
      { name: 'JUSTTEXT', value: '' },
      { name: '=leading', value: '' },
    ]);
    expect(parseEnviron('')).toEqual([]);
  });
});
