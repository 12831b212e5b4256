// Two Linux samplers over the same /proc, their passes interleaved so both see the same host: the pass cost of one
// source measured as the difference between a sampler with it and one without, on a shared and noisy machine.
import { readFileSync } from 'node:fs';
import type { LinuxSampler } from '../src/collectors/linux/sampling.js';
import { decodedPass } from '../test/support/decoded-pass.js';

export const WARMUP_PAIRS = 30;
export const MEASURED_PAIRS = 20;

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

/** The 1, 5 and 15 minute load averages: the bench host is shared, so each number is reported beside them. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'latin1').split(' ').slice(0, 3).join(' ');
}

export interface InterleavedPasses {
  /** Pass thread CPU in ms of each measured pass. */
  readonly withMs: number[];
  readonly withoutMs: number[];
  readonly processes: number;
}

/**
 * WARMUP_PAIRS then MEASURED_PAIRS rounds of one pass per sampler, 100 ms apart, rotating which goes first so none
 * always meets the others' warmed caches; `ms[k]` holds sampler k's pass thread CPU (ms) of each measured round.
 */
export async function interleaveSamplers(samplers: readonly LinuxSampler[]): Promise<{ readonly ms: number[][]; readonly processes: number }> {
  const ms: number[][] = samplers.map(() => []);
  let processes = 0;
  for (let i = 0; i < WARMUP_PAIRS + MEASURED_PAIRS; i++) {
    await pause();
    for (let k = 0; k < samplers.length; k++) {
      const at = (i + k) % samplers.length;
      const snapshot = decodedPass(samplers[at]!);
      if (i >= WARMUP_PAIRS) ms[at]!.push(snapshot.collectionCpuMicros / 1000);
      processes = snapshot.processes.length;
    }
  }
  return { ms, processes };
}

/** Two samplers interleaved: one with a source, one without. */
export async function interleavePasses(withSource: LinuxSampler, without: LinuxSampler): Promise<InterleavedPasses> {
  const { ms, processes } = await interleaveSamplers([withSource, without]);
  return { withMs: ms[0]!, withoutMs: ms[1]!, processes };
}
