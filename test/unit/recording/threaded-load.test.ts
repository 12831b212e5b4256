// Guards the saved-log load on a worker thread (the real dist/workers/log-load.js): the history the main thread
// rebuilds from the transferred row batches equals what a load on this thread builds (v3 and v2 fixtures, and a
// generated log with integers above 2^53, new processes joining and leaving, and GPU rows), with the same session,
// final frame, warnings and reservation; failures arrive as the same LogLoadError kinds; progress reaches 100 %;
// aborting rejects at once with `cancelled`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GPU_ADAPTER_LAYOUT, PROCESS_LAYOUT, SYSTEM_LAYOUT, type MetricLayout, type ModelStore, type TargetHistory } from '../../../src/model/index.js';
import { loadLogFile } from '../../../src/recording/load.js';
import { LogLoadError, type LoadedLog } from '../../../src/recording/reader.js';
import { loadLogInWorker } from '../../../src/recording/threaded-load.js';
import { encodeV3, type V3Record } from '../../../src/recording/v3-layout.js';

const SCRIPT = new URL('../../../dist/workers/log-load.js', import.meta.url);
const FIXTURES = join(import.meta.dirname, '../../fixtures/recordings');
const BUDGET = 1024 * 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'winproc-threaded-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function history<Id extends string>(layout: MetricLayout<Id>, h: TargetHistory<Id>): string[] {
  const rows: string[] = [];
  for (let i = 0; i < h.length; i++) rows.push(`${h.timestampAt(i)}:${layout.ids.map((id) => String(h.valueAt(id, i) ?? '-')).join(',')}`);
  return rows;
}

/** Everything a Log view or a log-source query reads from the store, as comparable text. */
function digest(store: ModelStore): unknown {
  return {
    system: history(SYSTEM_LAYOUT, store.system),
    processes: [...store.processes()].map((e) => ({ key: e.key, path: e.path, present: e.present, first: e.firstSeenMs, last: e.lastSeenMs, history: history(PROCESS_LAYOUT, e.history) })),
    gpus: [...store.gpuAdapters()].map((g) => ({ id: g.adapterId, name: g.name, present: g.present, history: history(GPU_ADAPTER_LAYOUT, g.history) })),
  };
}

function expectSame(threaded: LoadedLog, direct: LoadedLog): void {
  const { store: threadedStore, ...threadedRest } = threaded;
  const { store: directStore, ...directRest } = direct;
  expect(threadedRest).toEqual(directRest);
  expect(digest(threadedStore)).toEqual(digest(directStore));
}

/** 800 one-second frames; processes come and go, one value sits above 2^53, two GPU adapters. */
function generated(path: string): void {
  const T0 = 1_772_359_200_000;
  const lines: string[] = [];
  const add = (r: V3Record) => lines.push(encodeV3(r));
  add({ kind: 'session', session: { id: '20260301100000', app: 'test', host: 'h', startMs: T0, intervalSeconds: 1, tracked: ['w'], columns: [], sort: { column: 'cpu_percent', direction: 'desc' } } });
  for (const adapterId of [0, 1]) add({ kind: 'gpu', gpu: { adapterId, luidHigh: 0, luidLow: adapterId, name: `card${adapterId}` } });
  for (let f = 0; f < 800; f++) {
    const ids = Array.from({ length: 12 }, (_, i) => i + Math.floor(f / 100) * 3);
    for (const p of ids) if (p >= Math.floor((f - 1) / 100) * 3 + 12 || f === 0) add({ kind: 'process', process: { processId: p, pid: 1000 + p, name: `w${p}`, startTimeMs: T0 + p, path: p % 2 === 0 ? `/bin/w${p}` : null } });
    add({
      kind: 'frame',
      frame: {
        capturedAtMs: T0 + (f + 1) * 1000,
        system: { physical_memory_bytes: 2n ** 60n + BigInt(f), cpu_percent: f % 100, disk_queue_length: 0.25 },
        gpus: [{ adapterId: 0, values: { utilization_percent: 1.5, dedicated_bytes: 1024n } }, { adapterId: 1, values: {} }],
        processes: ids.map((p) => ({ processId: p, values: { cpu_percent: (f + p) % 7, private_bytes: BigInt(4096 * (f + p)), ...(p === 5 ? { workset_bytes: 2n ** 55n + 3n } : {}) } })),
      },
    });
  }
  writeFileSync(path, lines.join(''));
}

describe('loading a saved log on a worker thread', () => {
  it.each(['v3-basic.log', 'v2-basic.log'])('rebuilds %s exactly as a load on this thread does', async (name) => {
    const path = join(FIXTURES, name);
    expectSame(await loadLogInWorker(SCRIPT, path, { budgetBytes: BUDGET }), await loadLogFile(path, { budgetBytes: BUDGET }));
  });

  it('rebuilds a log with exact integers above 2^53, changing processes and GPU rows, reporting progress to 100 %', async () => {
    const path = join(dir, 'generated.log');
    generated(path);
    const progress: number[] = [];
    const threaded = await loadLogInWorker(SCRIPT, path, { budgetBytes: BUDGET, onProgress: (fraction) => progress.push(fraction) });
    expectSame(threaded, await loadLogFile(path, { budgetBytes: BUDGET }));
    expect(threaded.frameCount).toBe(800);
    expect(threaded.store.system.valueAt('physical_memory_bytes', 799)).toBe(2n ** 60n + 799n);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it.each([
    ['a file that is not a recording', 'not a recording\n', BUDGET, 'not_a_recording'],
    ['an empty file', '', BUDGET, 'empty'],
    ['a log over the budget', null, 1024 * 1024 + 100, 'over_budget'],
  ] as const)('fails %s with the same kind', async (_what, text, budgetBytes, kind) => {
    const path = text === null ? join(FIXTURES, 'v3-basic.log') : join(dir, `${kind}.log`);
    if (text !== null) writeFileSync(path, text);
    const error = await loadLogInWorker(SCRIPT, path, { budgetBytes }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LogLoadError);
    expect((error as LogLoadError).kind).toBe(kind);
  });

  it('rejects with cancelled when aborted during the load', async () => {
    const path = join(dir, 'cancel.log');
    generated(path);
    const abort = new AbortController();
    const loading = loadLogInWorker(SCRIPT, path, { budgetBytes: BUDGET, signal: abort.signal, onProgress: () => abort.abort() });
    const error = await loading.catch((e: unknown) => e);
    expect((error as LogLoadError).kind).toBe('cancelled');
  });
});
