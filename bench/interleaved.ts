// Two Linux samplers over the same /proc, their passes interleaved so both see the same host: the pass cost of one
// source measured as the difference between a sampler with it and one without, on a shared and noisy machine.
import { readFileSync } from 'node:fs';
import type { LinuxSampler } from '../src/collectors/linux/sampling.js';

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

/** WARMUP_PAIRS then MEASURED_PAIRS pairs of passes, 100 ms apart, alternating which sampler goes first. */
export async function interleavePasses(withSource: LinuxSampler, without: LinuxSampler): Promise<InterleavedPasses> {
  const withMs: number[] = [];
  const withoutMs: number[] = [];
  let processes = 0;
  for (let i = 0; i < WARMUP_PAIRS + MEASURED_PAIRS; i++) {
    await pause();
    // Alternate which goes first, so neither always meets the other's warmed caches.
    const order = i % 2 === 0 ? [withSource, without] : [without, withSource];
    const passes = order.map((sampler) => ({ sampler, snapshot: sampler.sample() }));
    if (i < WARMUP_PAIRS) continue;
    for (const { sampler, snapshot } of passes) (sampler === withSource ? withMs : withoutMs).push(snapshot.collectionCpuMicros / 1000);
    processes = passes[0].snapshot.processes.length;
  }
  return { withMs, withoutMs, processes };
}
