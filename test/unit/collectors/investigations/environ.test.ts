// Guards the parsers behind the Process Info Environment tab: /proc/PID/environ (NUL-separated entries in block
// order, values holding `=`, empty values, an entry without `=`, and the empty entry after the final NUL) and the
// Windows block (Windows' hidden `=C:` drive directories, the double NUL that ends it, an empty block).
import { describe, expect, it } from 'vitest';
import { parseEnviron, parseEnvironmentBlock } from '../../../../src/collectors/investigations/environment.js';

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

describe('parseEnvironmentBlock (Windows)', () => {
  it('keeps a leading = in the name and stops at the double NUL', () => {
    expect(parseEnvironmentBlock('=C:=C:\\work\0Path=C:\\Windows;C:\\bin\0WINPROC_PROBE=a=b\0\0garbage=after\0')).toEqual([
      { name: '=C:', value: 'C:\\work' },
      { name: 'Path', value: 'C:\\Windows;C:\\bin' },
      { name: 'WINPROC_PROBE', value: 'a=b' },
    ]);
  });

  it('reads an empty block and a block cut before its end', () => {
    expect(parseEnvironmentBlock('\0\0X=1\0')).toEqual([]);
    expect(parseEnvironmentBlock('\0')).toEqual([]);
    expect(parseEnvironmentBlock('A=1\0B=2')).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: '2' },
    ]);
  });
});
