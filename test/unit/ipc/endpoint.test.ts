// Guards the endpoint seam (the not-built-yet list, the factory) and the /proc/locks reading behind "the instance lock is ours".
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEndpoint, NOT_BUILT_YET } from '../../../src/ipc/endpoint.js';
import { flockHeldBy, LinuxEndpoint } from '../../../src/ipc/endpoint-linux.js';

const repoFile = (rel: string): URL => new URL(`../../../${rel}`, import.meta.url);

describe('not built yet', () => {
  it.each(NOT_BUILT_YET.map((e) => [e.item, e.reason]))('%s is still absent (remove it from the list once it exists)', (item, reason) => {
    expect(reason.length).toBeGreaterThan(0);
    expect(existsSync(repoFile(item))).toBe(false);
  });
  it('every platform endpoint exists and none is listed as pending', () => {
    for (const item of ['src/ipc/endpoint-linux.ts', 'src/ipc/endpoint-win32.ts']) {
      expect(existsSync(repoFile(item))).toBe(true);
      expect(NOT_BUILT_YET.map((e) => e.item)).not.toContain(item);
    }
  });
});

describe('createEndpoint', () => {
  it.runIf(process.platform === 'linux')('returns the Linux endpoint on Linux', () => {
    const ep = createEndpoint({ linux: { env: {} } });
    expect(ep).toBeInstanceOf(LinuxEndpoint);
    expect(ep.platform).toBe('linux');
    expect(ep.path.endsWith('/mcp.v1.sock')).toBe(true);
  });
});

describe('flockHeldBy (reading /proc/locks)', () => {
  const locks = [
    '1: FLOCK  ADVISORY  WRITE 28077 fe:00:2171156 0 EOF',
    '2: POSIX  ADVISORY  WRITE 500 fe:00:99 0 EOF',
    '3: FLOCK  ADVISORY  READ 600 fe:00:77 0 EOF',
    '3: -> FLOCK  ADVISORY  WRITE 700 fe:00:77 0 EOF',
    '4: FLOCK  ADVISORY  WRITE 800 103:02:55 0 EOF',
  ].join('\n');
  const dev = (major: number, minor: number): number => major * 256 + minor;
  it.each([
    ['our exclusive flock', { pid: 28077, dev: dev(0xfe, 0), ino: 2171156 }, true],
    ['another pid', { pid: 1, dev: dev(0xfe, 0), ino: 2171156 }, false],
    ['another inode', { pid: 28077, dev: dev(0xfe, 0), ino: 2171157 }, false],
    ['another device', { pid: 28077, dev: dev(8, 1), ino: 2171156 }, false],
    ['a POSIX lock, not flock', { pid: 500, dev: dev(0xfe, 0), ino: 99 }, false],
    ['a shared flock', { pid: 600, dev: dev(0xfe, 0), ino: 77 }, false],
    ['a blocked waiter', { pid: 700, dev: dev(0xfe, 0), ino: 77 }, false],
    ['hex major and minor', { pid: 800, dev: dev(0x103, 2), ino: 55 }, true],
  ])('%s', (_name, file, held) => {
    expect(flockHeldBy(locks, file)).toBe(held);
  });
});
