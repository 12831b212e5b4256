// The full-name rules shared by the sampler and the investigations: a comm shorter than 15 bytes is the name; a
// 15-byte comm is the kernel's cut of the executable's (or argv[0]'s) file name it begins, compared as bytes so a
// cut through a multi-byte character still matches; anything else stays the comm. A name that is not UTF-8 keeps its
// bytes (hex) and an escaped form, so two names that differ only in invalid bytes never read the same.
import { describe, expect, it } from 'vitest';
import {
  commIsNameOrItsCut,
  fullProcessName,
  processNameBytes,
  processNameText,
} from '../../../../src/collectors/linux/process-name.js';

const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1'); // bytes as stat text is read
const bytes = (...values: number[]) => Buffer.from(values).toString('latin1');

describe('Linux process names', () => {
  it('takes a short comm as the name and never reads the exe link or cmdline for it', () => {
    const never = () => {
      throw new Error('read');
    };
    expect(fullProcessName('bash', never, never)).toEqual({ name: 'bash' });
    expect(commIsNameOrItsCut('bash', 'bash')).toBe(true);
    expect(commIsNameOrItsCut('bash', 'bash-5')).toBe(false);
  });

  it('completes a cut comm from the exe link first, then from argv[0]', () => {
    expect(fullProcessName('my-long-service', () => '/opt/x/my-long-service-name', () => null).name).toBe('my-long-service-name');
    expect(fullProcessName('my-long-service', () => '/usr/bin/node', () => '/tmp/my-long-service-name\0--flag\0').name).toBe('my-long-service-name');
    expect(fullProcessName('my-long-service', () => '/opt/x/my-long-service-name (deleted)', () => null).name).toBe('my-long-service-name');
  });

  it('keeps a cut comm that begins neither name (a renamed task)', () => {
    expect(fullProcessName('renamed-task-ab', () => '/usr/bin/node', () => 'node\0').name).toBe('renamed-task-ab');
  });

  it('matches a cut through a multi-byte character by bytes', () => {
    const name = 'abcdefghijklmné-service'; // é is two bytes: the 15-byte cut ends inside it
    const cut = latin1(name).slice(0, 15);
    expect(commIsNameOrItsCut(cut, latin1(name))).toBe(true);
    expect(fullProcessName(cut, () => `/srv/${latin1(name)}`, () => null)).toEqual({ name });
    expect(commIsNameOrItsCut(cut, latin1('abcdefghijklmnx-service'))).toBe(false);
  });

  it('keeps the bytes of a name that is not UTF-8 and shows them escaped, so two such names stay apart', () => {
    const a = processNameText(bytes(0x77, 0x80, 0x78)); // w, a lone continuation byte, x
    const b = processNameText(bytes(0x77, 0x81, 0x78));
    expect(a).toEqual({ name: 'w\\x80x', nameBytesHex: '778078' });
    expect(b).toEqual({ name: 'w\\x81x', nameBytesHex: '778178' });
    expect(processNameText(bytes(0x5c, 0xff))).toEqual({ name: '\\\\\\xff', nameBytesHex: '5cff' }); // backslash doubled
    expect(processNameBytes(a)).toBe(bytes(0x77, 0x80, 0x78));
    expect(processNameBytes({ name: 'é' })).toBe(latin1('é'));
    expect(processNameText(latin1('né'))).toEqual({ name: 'né' });
  });

  it('completes a cut comm from an exe name that is not UTF-8 and keeps all its bytes', () => {
    const full = bytes(...Buffer.from('long-name-with-'), 0xff, ...Buffer.from('-tail'));
    const cut = full.slice(0, 15);
    expect(fullProcessName(cut, () => `/tmp/${full}`, () => null)).toEqual({ name: 'long-name-with-\\xff-tail', nameBytesHex: Buffer.from(full, 'latin1').toString('hex') });
  });
});
