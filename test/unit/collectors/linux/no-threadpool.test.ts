// Guards the sampler thread's steady cost (issue 31): a sampling pass and the .NET detection after it read the host
// synchronously, so a pass never queues work on libuv's thread pool (each async fs, dns, crypto or zlib request wakes a
// pool thread) and never leaves a timer or other handle armed behind it.
import { createHook } from 'node:async_hooks';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createSampler, type PlatformSampler } from '../../../../src/collectors/index.js';
import { DotnetDetector } from '../../../../src/collectors/dotnet/detect.js';
import { decodedPass } from '../../../support/decoded-pass.js';

/** async_hooks resource types of requests that run on libuv's thread pool (Node's AsyncWrap provider names). */
const THREADPOOL_TYPES = new Set(['FSREQCALLBACK', 'FSREQPROMISE', 'FILEHANDLE', 'FILEHANDLECLOSEREQ', 'STATWATCHER', 'FSEVENTWRAP', 'GETADDRINFOREQWRAP', 'GETNAMEINFOREQWRAP', 'ZLIB', 'PBKDF2REQUEST', 'RANDOMBYTESREQUEST', 'SCRYPTREQUEST', 'SIGNREQUEST', 'HASHREQUEST', 'CIPHERREQUEST', 'KEYGENREQUEST', 'DERIVEBITSREQUEST', 'CHECKPRIMEREQUEST']);

/** Every async resource created while `during` runs, by type (the hook is on only for that call). */
function resourcesCreatedBy(during: () => void): Map<string, number> {
  const created = new Map<string, number>();
  const hook = createHook({
    init(_id, type) {
      created.set(type, (created.get(type) ?? 0) + 1);
    },
  });
  hook.enable();
  try {
    during();
  } finally {
    hook.disable();
  }
  return created;
}

const samplers: PlatformSampler[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const sampler of samplers.splice(0)) sampler.close();
  for (const child of children.splice(0)) child.kill();
});

describe.runIf(process.platform === 'linux')('a sampling pass on the real /proc', () => {
  it('queues nothing on the thread pool and arms no timer or handle past the first pass, nor does the .NET detection after it', async () => {
    // A process of our own that lives through the passes, so each pass reads at least one process's files.
    const child = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(child);
    const sampler = await createSampler();
    samplers.push(sampler);
    const detector = new DotnetDetector(() => undefined, { platform: 'linux' });
    // The first pass opens and keeps descriptors and loads what it needs once; steady passes are the ones per second.
    const first = decodedPass(sampler);
    detector.pass(first.processes);
    expect(first.processes.some((sample) => sample.identity.pid === child.pid)).toBe(true);
    let sampled = 0;
    const byPasses = resourcesCreatedBy(() => {
      for (let i = 0; i < 3; i++) sampled += decodedPass(sampler).processes.length;
    });
    expect(sampled).toBeGreaterThan(3);
    // Promises aside (a pass may resolve one), nothing is left to wake the thread later.
    expect([...byPasses.keys()].filter((type) => type !== 'PROMISE')).toEqual([]);
    // The detector may probe a .NET runtime's socket where the host runs one (a connection, not pool work).
    const byDetection = resourcesCreatedBy(() => {
      for (let i = 0; i < 3; i++) detector.pass(first.processes);
    });
    expect([...byDetection.keys()].filter((type) => THREADPOOL_TYPES.has(type))).toEqual([]);
  });

  it('the hook sees an asynchronous read (the check above can fail)', async () => {
    const { readFile } = await import('node:fs');
    const created = resourcesCreatedBy(() => readFile('/proc/self/stat', () => undefined));
    expect(created.get('FSREQCALLBACK')).toBe(1);
  });
});
