// Guards MCP saved-log loading off the MCP thread (spec §2: on-demand work in bounded job workers): a log loaded on
// its log-load worker reads exactly as one parsed here (every history value and peak, entries, frames, session), its
// arrays moved across rather than rebuilt; and while a large log loads for one connection, nothing of it is parsed on
// the MCP thread (LogReader.line is observed here, never replaced) and another connection's get_status is answered
// before the load completes. A real worker thread (dist/workers/log-load.js, built by the global setup) and real files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionState } from '../../../src/backend/context.js';
import type { TargetHistory } from '../../../src/model/history.js';
import type { ModelStore } from '../../../src/model/store.js';
import { loadLogFile } from '../../../src/recording/load.js';
import { loadLogOffThread } from '../../../src/recording/load-off-thread.js';
import { LogReader, type LoadedLog } from '../../../src/recording/reader.js';
import { encodeV3 } from '../../../src/recording/v3-layout.js';
import { Harness } from '../../unit/backend/harness.js';

const T0 = 1_772_359_200_000;
const BUDGET = 64 * 1024 * 1024;

/** A v3 recording of `processes` processes over `frames` one-second frames; one value above 2^53 keeps bigints exact. */
function writeLog(path: string, frames: number, processes: number): void {
  const lines = [
    encodeV3({ kind: 'session', session: { id: '20260301100000', app: 'test', host: 'test', startMs: T0, intervalSeconds: 1, tracked: ['worker-1'], columns: ['cpu_percent'], sort: { column: 'cpu_percent', direction: 'desc' } } }),
    encodeV3({ kind: 'gpu', gpu: { adapterId: 0, luidHigh: 0, luidLow: 0, name: 'card0' } }),
  ];
  for (let p = 0; p < processes; p++) lines.push(encodeV3({ kind: 'process', process: { processId: p, pid: 1000 + p, name: `worker-${p}`, startTimeMs: T0 - 60_000 + p, path: `/usr/bin/worker-${p}` } }));
  for (let i = 0; i < frames; i++) {
    lines.push(
      encodeV3({
        kind: 'frame',
        frame: {
          capturedAtMs: T0 + (i + 1) * 1000,
          system: { physical_memory_bytes: 8_000_000_000n + BigInt(i), cpu_percent: (i % 100) / 2 },
          gpus: [{ adapterId: 0, values: { utilization_percent: 3.5 } }],
          // A process leaves halfway through: entries absent from later frames travel too.
          processes: Array.from({ length: i < frames / 2 ? processes : processes - 1 }, (_, p) => ({
            processId: p,
            values: { cpu_percent: ((i * 7 + p) % 1000) / 10, private_bytes: p === 0 ? 2n ** 60n + BigInt(i) : BigInt(100_000_000 + i * 4096 + p), thread_count: BigInt(8 + (p % 5)) },
          })),
        },
      }),
    );
  }
  writeFileSync(path, lines.join(''));
}

function contents(history: TargetHistory<string>): unknown {
  const ids = history.layout.ids;
  const rows: unknown[] = [];
  for (let i = 0; i < history.length; i++) rows.push([history.timestampAt(i), ...ids.map((id) => history.valueAt(id, i))]);
  return { capacity: history.capacity, rows, peaks: ids.map((id) => history.peak(id)) };
}

function storeContents(store: ModelStore): unknown {
  return {
    sequence: store.sequence,
    revision: store.revision,
    last: store.lastCapturedAtMs,
    system: contents(store.system),
    processes: [...store.processes()].map(({ history, ...entry }) => ({ ...entry, history: contents(history) })),
    gpus: [...store.gpuAdapters()].map(({ history, ...gpu }) => ({ ...gpu, history: contents(history) })),
  };
}

const summary = ({ store, ...rest }: LoadedLog) => ({ ...rest, store: storeContents(store) });

describe('saved logs loaded for MCP on a log-load worker', () => {
  it('read exactly as a log parsed on this thread', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'winproc-offthread-')), 'log.log');
    writeLog(path, 600, 12);
    const here = await loadLogFile(path, { budgetBytes: BUDGET });
    const there = await loadLogOffThread(path, { budgetBytes: BUDGET, signal: new AbortController().signal, noFollow: true, label: 'test' });
    expect(there.frameCount).toBe(600);
    expect(summary(there)).toEqual(summary(here));
    // The rebuilt store keeps working as a store: a further frame appends after the transferred ones.
    there.store.system.append(T0 + 601_000, {});
    expect(there.store.system.length).toBe(here.store.system.length + 1);
  });

  it('answers another connection while a large log loads, and parses none of it on the MCP thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'winproc-offthread-'));
    writeLog(join(dir, 'large.log'), 2_500, 40); // about 10 MB, within the 64 MiB reservation
    const h = new Harness('c1', { recording: { directory: dir } });
    const other = new ConnectionState('c2', () => h.clock);
    const listing = (await h.ok('winproc_list_logs', { wait_ms: 10_000 }, { raw: true })).data as { capture_id?: string; job_id: string };
    await h.connection.jobs.whenSettled(listing.job_id);
    const job = (await h.ok('winproc_get_job', { job_id: listing.job_id }, { raw: true })).data as { result: { capture_id: string } };
    const rows = (await h.ok('winproc_read_capture', { capture_id: job.result.capture_id }, { raw: true })).data.rows as { log_id: string }[];

    const parsedHere = vi.spyOn(LogReader.prototype, 'line');
    try {
      const load = (await h.ok('winproc_open_log', { log_id: rows[0]!.log_id }, { raw: true })).data as { job_id: string };
      let loaded = false;
      const settled = h.connection.jobs.whenSettled(load.job_id).then(() => (loaded = true));
      const status = await h.ok('winproc_get_status', {}, { connection: other });
      // Ordering, not time: the other connection's answer came while the load was still running.
      expect(status.data.backend_instance_id).toBe(h.backendInstanceId);
      expect(loaded).toBe(false);
      await settled;
      const done = (await h.ok('winproc_get_job', { job_id: load.job_id }, { raw: true })).data as { state: string };
      expect(done.state, JSON.stringify(done)).toBe('succeeded');
      expect(parsedHere).not.toHaveBeenCalled();
    } finally {
      parsedHere.mockRestore();
    }
  });
});
