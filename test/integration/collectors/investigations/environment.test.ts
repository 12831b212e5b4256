// Guards the Environment collector against real processes: a spawned child's block is read in full with the
// variable the test gave it, and a target that exited before collection yields `exited`, never another lifetime's
// environment.
import { afterAll, describe, expect, it } from 'vitest';
import { collectEnvironment } from '../../../../src/collectors/linux/investigations/index.js';
import { isInvestigationError } from '../../../../src/collectors/investigations/index.js';
import { killAllChildren, killAndReap, startSleeper } from './helpers.js';

afterAll(killAllChildren);

describe.runIf(process.platform === 'linux')('collectEnvironment', () => {
  it('reads the block of a live child, the test’s own variable included', async () => {
    const marker = `winproc-env-${process.pid}-${Date.now()}`;
    const { child, identity } = await startSleeper('sleep', { env: { ...process.env, WINPROC_ENV_MARKER: marker } });
    try {
      const result = await collectEnvironment(identity, new AbortController().signal);
      expect(result.kind).toBe('environment');
      expect(result.status).toBe('complete');
      expect(result.rows).toContainEqual({ name: 'WINPROC_ENV_MARKER', value: marker });
    } finally {
      await killAndReap(child);
    }
  });

  it('reports `exited` for a lifetime that ended', async () => {
    const { child, identity } = await startSleeper();
    await killAndReap(child);
    const failure = await collectEnvironment(identity, new AbortController().signal).catch((error: unknown) => error);
    expect(isInvestigationError(failure, 'exited')).toBe(true);
  });
});
