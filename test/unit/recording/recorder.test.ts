// Guards Recording aggregation (product-contracts §7): per window the arithmetic mean of the available values of
// each metric per process lifetime and per GPU adapter, missing values and absent processes never counted (never
// as zero), byte and count means rounded to the nearest integer exactly, float means kept, the frame time being the
// last snapshot time of the window; windows follow the fixed interval from the start, and process / GPU definitions
// come before the first frame that uses them (a process again when its path appears or changes).
import { describe, expect, it } from 'vitest';
import { MeanAccumulator, roundedMean } from '../../../src/recording/aggregate.js';
import { Recorder } from '../../../src/recording/recorder.js';
import type { V3Record } from '../../../src/recording/v3-layout.js';
import type { Snapshot } from '../../../src/model/types.js';
import { keyOf, snapshot, type ProcessSpec } from '../model/snapshots.js';

const START = 1_000_000;
const A: ProcessSpec = { pid: 10, name: 'alpha', start: 500, path: '/bin/alpha' };
const B: ProcessSpec = { pid: 11, name: 'beta', start: 600 };
const OTHER: ProcessSpec = { pid: 12, name: 'other', start: 700 };
const recordedKeys = new Set([keyOf(A), keyOf(B)]);
const recorded = (key: string) => recordedKeys.has(key);

const at = (ms: number, procs: ProcessSpec[]): Snapshot => snapshot(START + ms, procs);
const frames = (records: V3Record[]) => records.flatMap((r) => (r.kind === 'frame' ? [r.frame] : []));

describe('window means', () => {
  it('rounds integer means to the nearest integer (halves up) without leaving bigint', () => {
    expect(roundedMean(3n, 2)).toBe(2n); // 1.5
    expect(roundedMean(5n, 4)).toBe(1n); // 1.25
    expect(roundedMean(7n, 4)).toBe(2n); // 1.75
    expect(roundedMean(9_007_199_254_740_993n * 3n, 3)).toBe(9_007_199_254_740_993n);
  });

  it('averages available values only: an unavailable value is left out, never a zero', () => {
    const acc = new MeanAccumulator(['private_bytes', 'cpu_percent', 'handle_count'] as const);
    acc.add({ private_bytes: 100n, cpu_percent: 1 });
    acc.add({ cpu_percent: 2 }); // private_bytes unavailable in this sample
    acc.add({ private_bytes: 201n, cpu_percent: 0 }); // a measured zero counts
    expect(acc.means()).toEqual({ private_bytes: 151n, cpu_percent: 1 });
  });
});

describe('Recorder', () => {
  it('closes a window when the next window begins: frame time is the last snapshot of the window', () => {
    const recorder = new Recorder(2, START);
    expect(recorder.accept(at(100, [A]), recorded)).toEqual([]);
    expect(recorder.accept(at(1_100, [A]), recorded)).toEqual([]);
    const closed = recorder.accept(at(2_100, [A]), recorded);
    expect(frames(closed).map((f) => f.capturedAtMs)).toEqual([START + 1_100]);
    const tail = recorder.finish();
    expect(frames(tail).map((f) => f.capturedAtMs)).toEqual([START + 2_100]);
    expect(recorder.finish()).toEqual([]);
  });

  it('records only lifetimes in scope, and an absent process does not pull its mean down', () => {
    const recorder = new Recorder(5, START);
    recorder.accept(at(0, [{ ...A, values: { private_bytes: 1_000n, cpu_percent: 10 } }, OTHER]), recorded);
    recorder.accept(at(1_000, [{ ...B, values: { private_bytes: 5n } }]), recorded); // A absent here
    recorder.accept(at(2_000, [{ ...A, values: { private_bytes: 2_001n, cpu_percent: 20 } }, { ...B, values: {} }]), recorded);
    const [frame] = frames(recorder.finish());
    expect(frame!.processes).toEqual([
      { processId: 0, values: { private_bytes: 1_501n, cpu_percent: 15 } },
      { processId: 1, values: { private_bytes: 5n } },
    ]);
    // System means: the snapshot builder's process_count (1, 1, 2 processes... as bigint) and cpu 12.5 each time.
    expect(frame!.system).toEqual({ process_count: 2n, cpu_percent: 12.5 });
  });

  it('defines each process before its first frame, and again when its path appears or changes', () => {
    const recorder = new Recorder(1, START);
    recorder.accept(at(0, [{ ...B, path: null }]), recorded);
    const first = recorder.accept(at(1_000, [{ ...B, path: '/bin/beta' }]), recorded);
    expect(first.map((r) => r.kind)).toEqual(['process', 'frame']);
    expect(first[0]).toEqual({ kind: 'process', process: { processId: 0, pid: 11, name: 'beta', startTimeMs: 600, path: null } });
    const second = recorder.accept(at(2_000, [{ ...B, path: '/bin/beta' }]), recorded);
    expect(second[0]).toEqual({ kind: 'process', process: { processId: 0, pid: 11, name: 'beta', startTimeMs: 600, path: '/bin/beta' } });
    const third = recorder.accept(at(3_000, [{ ...B, path: null }]), recorded);
    // The path became unreadable: the known path stays, nothing is redefined.
    expect(third.map((r) => r.kind)).toEqual(['frame']);
  });

  it('writes zero processes when no tracked process runs (zero matches is fine)', () => {
    const recorder = new Recorder(1, START);
    recorder.accept(at(0, [OTHER]), recorded);
    const [frame] = frames(recorder.finish());
    expect(frame!.processes).toEqual([]);
  });

  it('aggregates GPU adapters by adapter and defines each once', () => {
    const recorder = new Recorder(1, START);
    const gpu = (utilization: number, used: bigint): Snapshot => ({
      ...at(0, []),
      gpus: [{ adapterId: 'card1', name: 'Test GPU', values: { utilization_percent: utilization, dedicated_bytes: used }, unavailable: {} }],
    });
    recorder.accept({ ...gpu(10, 100n), capturedAtMs: START }, recorded);
    recorder.accept({ ...gpu(30, 301n), capturedAtMs: START + 500 }, recorded);
    const records = recorder.accept({ ...gpu(0, 0n), capturedAtMs: START + 1_000 }, recorded);
    expect(records[0]).toEqual({ kind: 'gpu', gpu: { adapterId: 0, luidHigh: 0, luidLow: 1, name: 'Test GPU', adapterKey: 'card1' } });
    expect(frames(records)[0]!.gpus).toEqual([{ adapterId: 0, values: { utilization_percent: 20, dedicated_bytes: 201n } }]);
    expect(recorder.finish().map((r) => r.kind)).toEqual(['frame']);
  });

  it('skips empty windows (a gap stays a gap) and puts a snapshot taken just before the start in the first window', () => {
    const recorder = new Recorder(1, START);
    recorder.accept(at(-200, [A]), recorded);
    const closed = recorder.accept(at(3_000, [A]), recorded);
    expect(frames(closed).map((f) => f.capturedAtMs)).toEqual([START - 200]);
    expect(frames(recorder.finish()).map((f) => f.capturedAtMs)).toEqual([START + 3_000]);
    expect(recorder.frames).toBe(2);
  });

  it('asks the scope of a lifetime only where it takes a new position, and keeps each at its own number', () => {
    const C: ProcessSpec = { pid: 13, name: 'gamma', start: 800 };
    const asked: string[] = [];
    const scope = (key: string) => {
      asked.push(key);
      return key !== keyOf(OTHER);
    };
    const recorder = new Recorder(1, START);
    const with_ = (spec: ProcessSpec, bytes: bigint): ProcessSpec => ({ ...spec, values: { private_bytes: bytes } });
    const passes: ProcessSpec[][] = [
      [with_(A, 1n), OTHER, with_(B, 2n)],
      [with_(A, 3n), OTHER, with_(B, 4n)], // the same order: nothing asked
      [OTHER, with_(B, 5n), with_(A, 6n)], // every position changed: all asked again
      [OTHER, with_(B, 7n), with_(C, 8n)], // A gone, C new at its position
      [with_(C, 9n)],
    ];
    const written = passes.flatMap((procs, i) => frames(recorder.accept(at(i * 1_000, procs), scope)));
    written.push(...frames(recorder.finish()));
    expect(asked).toEqual([keyOf(A), keyOf(OTHER), keyOf(B), keyOf(OTHER), keyOf(B), keyOf(A), keyOf(C), keyOf(C)]);
    expect(written.map((frame) => frame.processes.map((p) => [p.processId, p.values.private_bytes]))).toEqual([
      [[0, 1n], [1, 2n]],
      [[0, 3n], [1, 4n]],
      [[0, 6n], [1, 5n]], // listed by number, not by snapshot order
      [[1, 7n], [2, 8n]],
      [[2, 9n]],
    ]);
  });
});
