// The lifetime-name rules shared by the sampler and the investigations: the comm when it is the executable's or the
// started-as file name (argv[0], a login shell's `-bash`, a title's first word, an interpreter's script in argv[1]
// or argv[2]); a 15-byte comm is the kernel's cut of such a name, compared as bytes so a cut through a multi-byte
// character still matches, and the full name is taken; anything else is a renamed task, named by its executable, or
// argv[0] where the exe link cannot be read. A name that is not UTF-8 keeps its bytes (hex) and an escaped form, so
// two names that differ only in invalid bytes never read the same.
import { describe, expect, it } from 'vitest';
import {
  commIsNameOrItsCut,
  lifetimeName,
  processNameBytes,
  processNameText,
  stillNamed,
} from '../../../../src/collectors/linux/process-name.js';

const latin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1'); // bytes as stat text is read
const bytes = (...values: number[]) => Buffer.from(values).toString('latin1');

describe('Linux process names', () => {
  it('takes a comm that is the executable\'s file name as the name without reading the cmdline', () => {
    const never = () => {
      throw new Error('read');
    };
    expect(lifetimeName('bash', () => '/usr/bin/bash', never)).toEqual({ name: 'bash' });
    expect(commIsNameOrItsCut('bash', 'bash')).toBe(true);
    expect(commIsNameOrItsCut('bash', 'bash-5')).toBe(false);
  });

  it('keeps the comm that is argv[0]\'s file name where the executable is a link target (python3 -> python3.11)', () => {
    expect(lifetimeName('python3', () => '/usr/bin/python3.11', () => 'python3\0script.py\0').name).toBe('python3');
    expect(lifetimeName('ls', () => '/bin/busybox', () => 'ls\0-l\0').name).toBe('ls');
  });

  it('keeps the comm of a script run through its interpreter, a login shell and a process that retitled its argv', () => {
    // `#!/bin/sh` start.sh: comm is the script's name, the exe is the shell, argv is `/bin/sh ./start.sh`.
    expect(lifetimeName('start.sh', () => '/usr/bin/dash', () => '/bin/sh\0./start.sh\0').name).toBe('start.sh');
    // `#!/usr/bin/python3 -u`: one more word before the script.
    expect(lifetimeName('tool.py', () => '/usr/bin/python3.11', () => '/usr/bin/python3\0-u\0/opt/tool.py\0').name).toBe('tool.py');
    expect(lifetimeName('bash', () => null, () => '-bash\0').name).toBe('bash');
    expect(lifetimeName('sshd', () => null, () => 'sshd: root@pts/0\0').name).toBe('sshd');
    expect(lifetimeName('nginx', () => null, () => 'nginx: worker process\0').name).toBe('nginx');
    // A plain word in argv[1] or argv[2] is no script path: a task renamed to it is still a renamed task.
    expect(lifetimeName('early-worker', () => '/tmp/renamer', () => '/tmp/renamer\0now\0early-worker\0').name).toBe('renamer');
  });

  it('completes a cut comm from the exe link first, then from argv[0]', () => {
    expect(lifetimeName('my-long-service', () => '/opt/x/my-long-service-name', () => null).name).toBe('my-long-service-name');
    expect(lifetimeName('my-long-service', () => '/usr/bin/node', () => '/tmp/my-long-service-name\0--flag\0').name).toBe('my-long-service-name');
    expect(lifetimeName('my-long-service', () => '/opt/x/my-long-service-name (deleted)', () => null).name).toBe('my-long-service-name');
  });

  it('names a task that renamed itself by its executable, else by argv[0], else keeps the comm', () => {
    // Node 24 names its main thread MainThread, Node 26 node-MainThread (15 bytes, a cut of nothing here).
    expect(lifetimeName('MainThread', () => '/opt/node-v24/bin/node', () => 'node\0server.js\0').name).toBe('node');
    expect(lifetimeName('node-MainThread', () => '/usr/local/bin/node', () => 'node\0').name).toBe('node');
    expect(lifetimeName('renamed-task-ab', () => '/usr/bin/node', () => 'node\0').name).toBe('node');
    // Another user's process: the exe link is unreadable, the cmdline is not.
    expect(lifetimeName('MainThread', () => null, () => '/usr/bin/node\0server.js\0').name).toBe('node');
    // A kernel thread or a zombie: no exe, an empty cmdline.
    expect(lifetimeName('kworker/0:1-events', () => null, () => '').name).toBe('kworker/0:1-events');
    expect(lifetimeName('kthreadd', () => null, () => null).name).toBe('kthreadd');
  });

  it('names a program whose argv[0] is not its file by its comm, the file the kernel executed', () => {
    // `exec -a fancy-name sleep 60`: the comm is sleep, the exe's file name.
    expect(lifetimeName('sleep', () => '/usr/bin/sleep', () => 'fancy-name\x0060\0').name).toBe('sleep');
  });

  it('recognizes the same lifetime after a rename, and another program after an exec', () => {
    expect(stillNamed('node', 'MainThread', () => '/usr/bin/node', () => 'node\0')).toBe(true);
    expect(stillNamed('node', 'MainThread', () => null, () => 'node\0x.js\0')).toBe(true);
    expect(stillNamed('python3', 'worker', () => '/usr/bin/python3.11', () => 'python3\0')).toBe(true);
    expect(stillNamed('sh', 'sleep', () => '/usr/bin/sleep', () => 'sleep\x0060\0')).toBe(false);
  });

  it('matches a cut through a multi-byte character by bytes', () => {
    const name = 'abcdefghijklmné-service'; // é is two bytes: the 15-byte cut ends inside it
    const cut = latin1(name).slice(0, 15);
    expect(commIsNameOrItsCut(cut, latin1(name))).toBe(true);
    expect(lifetimeName(cut, () => `/srv/${latin1(name)}`, () => null)).toEqual({ name });
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
    expect(lifetimeName(cut, () => `/tmp/${full}`, () => null)).toEqual({ name: 'long-name-with-\\xff-tail', nameBytesHex: Buffer.from(full, 'latin1').toString('hex') });
  });
});
