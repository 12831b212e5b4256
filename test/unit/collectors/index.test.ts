// Guards platform selection: Linux gets the /proc sampler, Windows is pending, everything else is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { createSampler, samplingPlatform, UnsupportedPlatformError, type PlatformSampler } from '../../../src/collectors/index.js';
import { FixtureRoot } from './linux/fixtures.js';
import { decodedPass } from '../../support/decoded-pass.js';

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

describe('createSampler', () => {
  it('refuses macOS with a clear message', async () => {
    await expect(createSampler({ platform: 'darwin' })).rejects.toBeInstanceOf(UnsupportedPlatformError);
    await expect(createSampler({ platform: 'darwin' })).rejects.toThrow(/does not support the platform 'darwin'/);
    expect(() => samplingPlatform('freebsd')).toThrow(UnsupportedPlatformError);
  });

  it('loads the Windows sampler only on Windows', async () => {
    await expect(createSampler({ platform: 'win32' })).rejects.toThrow(/only usable on Windows/);
  });

  it('gives the /proc sampler on Linux, with cached host info', async () => {
    const root = new FixtureRoot('host-basic');
    let sampler: PlatformSampler | null = null;
    cleanup.push(() => {
      sampler?.close();
      root.remove();
    });
    sampler = await createSampler({ platform: 'linux', procRoot: root.dir, sysRoot: root.path('_sys') });
    expect(decodedPass(sampler).processes.length).toBe(5);
    const host = sampler.hostInfo();
    expect(host.platform).toBe('linux');
    expect(sampler.hostInfo()).toBe(host);
  });
});
