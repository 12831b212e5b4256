// The full-name rules shared by the sampler and the investigations: a comm shorter than 15 bytes is the name; a
// 15-byte comm is the kernel's cut of the executable's (or argv[0]'s) file name it begins, compared as bytes so a
// cut through a multi-byte character still matches; anything else stays the comm.
import { describe, expect, it } from 'vitest';
import { commIsNameOrItsCut, fullProcessName } from '../../../../src/collectors/linux/process-name.js';

const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1'); // a comm as stat text is read

describe('Linux process names', () => {
  it('takes a short comm as the name and never reads the exe link or cmdline for it', () => {
    const never = () => {
      throw new Error('read');
    };
    expect(fullProcessName('bash', never, never)).toBe('bash');
    expect(commIsNameOrItsCut('bash', 'bash')).toBe(true);
    expect(commIsNameOrItsCut('bash', 'bash-5')).toBe(false);
  });

  it('completes a cut comm from the exe link first, then from argv[0]', () => {
    expect(fullProcessName('my-long-service', () => '/opt/x/my-long-service-name', () => null)).toBe('my-long-service-name');
    expect(fullProcessName('my-long-service', () => '/usr/bin/node', () => '/tmp/my-long-service-name\0--flag\0')).toBe('my-long-service-name');
    expect(fullProcessName('my-long-service', () => '/opt/x/my-long-service-name (deleted)', () => null)).toBe('my-long-service-name');
  });

  it('keeps a cut comm that begins neither name (a renamed task)', () => {
    expect(fullProcessName('renamed-task-ab', () => '/usr/bin/node', () => 'node\0')).toBe('renamed-task-ab');
  });

  it('matches a cut through a multi-byte character by bytes', () => {
    const name = 'abcdefghijklmné-service'; // é is two bytes: the 15-byte cut ends inside it
    const cut = latin1(name).slice(0, 15);
    expect(commIsNameOrItsCut(cut, name)).toBe(true);
    expect(fullProcessName(cut, () => `/srv/${name}`, () => null)).toBe(name);
    expect(commIsNameOrItsCut(cut, 'abcdefghijklmnx-service')).toBe(false);
  });
});
