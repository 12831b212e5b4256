// Guards the saved-log reader: v3 and v2 recordings rebuild one history sample per recorded frame (aggregated
// timestamps kept, gaps stay gaps, exact integers), interrupted files keep every complete frame and say so, and
// files that are empty, not recordings, of another version, malformed or over the reservation budget fail clearly.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLogFile } from '../../../src/recording/load.js';
import { LogLoadError } from '../../../src/recording/load-error.js';
import { LogReader, parseRecordLine, RESERVATION } from '../../../src/recording/reader.js';
import { identityKey } from '../../../src/model/types.js';
import { draft2020 } from '../../support/ajv.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/recordings');
const REFERENCE = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../shared/reference/recording-v3-line.schema.json'), 'utf8')) as object;
const validateReference = draft2020().compile(REFERENCE);
const BUDGET = 64 * 1024 * 1024;

const fixture = (name: string) => join(FIXTURES, name);

function tempLog(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'winproc-reader-')), 'test.log');
  writeFileSync(path, text);
  return path;
}

async function failure(path: string, budget = BUDGET): Promise<LogLoadError> {
  const error = await loadLogFile(path, { budgetBytes: budget }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LogLoadError);
  return error as LogLoadError;
}

describe('v3 recordings', () => {
  it('the fixture is valid under the original application published line schema', () => {
    const lines = readFileSync(fixture('v3-basic.log'), 'utf8').trim().split('\n');
    for (const line of lines) expect(validateReference(JSON.parse(line)), line.slice(0, 40)).toBe(true);
  });

  it('rebuilds one sample per frame at the recorded times, without inventing samples in gaps', async () => {
    const log = await loadLogFile(fixture('v3-basic.log'), { budgetBytes: BUDGET });
    expect(log.session).toMatchObject({ schemaVersion: 3, id: '20260301100000', intervalSeconds: 2, trackedNames: ['worker'] });
    expect(log.frameCount).toBe(3);
    expect(log.partial).toBe(false);
    expect(log.end).toEqual({ atMs: 1772359211000, reason: 'stopped' });
    const system = log.store.system;
    expect([0, 1, 2].map((i) => system.timestampAt(i))).toEqual([1772359202000, 1772359204000, 1772359210000]);
    expect(system.valueAt('physical_memory_bytes', 1)).toBe(8000001000n);
    // System CPU sits in an integer position of the format but is a float metric.
    expect(system.valueAt('cpu_percent', 0)).toBe(12);
    expect(system.valueAt('disk_queue_length', 0)).toBe(0.5);
    expect(system.valueAt('disk_queue_length', 1)).toBeNull();

    const first = log.store.process(identityKey({ pid: 1200, name: 'worker', startTimeMs: 1772359100000, startToken: '1772359100000' }))!;
    expect(first.history.length).toBe(3);
    expect(first.history.valueAt('private_bytes', 1)).toBe(18446744073709551614n);
    expect(first.history.valueAt('cpu_percent', 2)).toBeNull();
    expect(first.path).toBe('/opt/worker/bin/worker');
    // Absent from the middle frame: two samples, not three.
    const second = log.store.process(identityKey({ pid: 1300, name: 'worker', startTimeMs: null, startToken: null }))!;
    expect(second.history.length).toBe(2);
    expect([second.history.timestampAt(0), second.history.timestampAt(1)]).toEqual([1772359202000, 1772359210000]);
    // Shorter process arrays from older writers are padded as unavailable.
    expect(second.history.valueAt('workset_bytes', 0)).toBeNull();
    expect(second.history.valueAt('workset_bytes', 1)).toBe(8192n);

    expect(log.finalFrame?.capturedAtMs).toBe(1772359210000);
    expect(log.finalFrame?.processes.map((p) => p.identity.pid)).toEqual([1200, 1300]);
    expect(log.store.gpuAdapter('0:59881')?.name).toBe('Example GPU');
    expect(log.store.gpuAdapter('0:59881')?.history.valueAt('dedicated_bytes', 0)).toBe(268435456n);
  });

  it('an interrupted file (truncated last line, no end record) keeps every complete frame and reports partial', async () => {
    const lines = readFileSync(fixture('v3-basic.log'), 'utf8').trim().split('\n');
    const cut = `${lines.slice(0, 7).join('\n')}\n${lines[7]!.slice(0, 40)}`;
    const log = await loadLogFile(tempLog(cut), { budgetBytes: BUDGET });
    expect(log.frameCount).toBe(2);
    expect(log.partial).toBe(true);
    expect(log.end).toBeNull();
    expect(log.warnings.join(' ')).toMatch(/last line \(line 8\) is incomplete/);
    expect(log.warnings.join(' ')).toMatch(/no end record/);
  });

  it('a malformed line in the middle is an explicit parse error naming the line', async () => {
    const lines = readFileSync(fixture('v3-basic.log'), 'utf8').trim().split('\n');
    lines[4] = '{"f":[1,2,3';
    const error = await failure(tempLog(`${lines.join('\n')}\n`));
    expect(error.kind).toBe('parse_error');
    expect(error.line).toBe(5);
  });

  it('a frame naming a process with no definition is a parse error', async () => {
    const lines = readFileSync(fixture('v3-basic.log'), 'utf8').trim().split('\n');
    const error = await failure(tempLog(`${[lines[0], lines[4]].join('\n')}\n`));
    expect(error.kind).toBe('parse_error');
    expect(error.message).toMatch(/no definition/);
  });

  it('another schema version is unsupported', async () => {
    const error = await failure(tempLog('{"s":{"v":5,"id":"20260301100000"}}\n'));
    expect(error.kind).toBe('unsupported_version');
  });
});

describe('v2 recordings', () => {
  it('reads the product-contract record shapes with exact integers and separate lifetimes', async () => {
    const log = await loadLogFile(fixture('v2-basic.log'), { budgetBytes: BUDGET });
    expect(log.session).toMatchObject({ schemaVersion: 2, id: '20260301090000', intervalSeconds: 5, host: 'WS-17', trackedNames: ['svc.exe'] });
    expect(log.frameCount).toBe(3);
    expect(log.partial).toBe(false);
    const start = Date.parse('2026-03-01T08:59:58.250Z');
    const svc = log.store.process(identityKey({ pid: 4120, name: 'svc.exe', startTimeMs: start, startToken: String(start) }))!;
    expect(svc.history.length).toBe(3);
    expect(svc.history.valueAt('private_bytes', 1)).toBe(9007199254740993n);
    expect(svc.history.valueAt('cpu_percent', 1)).toBe(0);
    expect(svc.history.valueAt('user_object_count', 0)).toBeNull();
    expect(svc.tracked).toBe(true);
    const restarted = Date.parse('2026-03-01T09:00:15Z');
    expect(log.store.process(identityKey({ pid: 4120, name: 'svc.exe', startTimeMs: restarted, startToken: String(restarted) }))?.history.length).toBe(1);
    expect(log.store.system.valueAt('committed_bytes', 0)).toBeNull();
    expect(log.store.system.timestampAt(2) - log.store.system.timestampAt(1)).toBe(10_000);
    expect(log.store.gpuAdapter('0:59881')?.history.valueAt('utilization_percent', 0)).toBe(3.5);
  });

  it('a v2 record that breaks the v2 schema is a parse error', async () => {
    const lines = readFileSync(fixture('v2-basic.log'), 'utf8').trim().split('\n');
    lines[1] = '{"record_type":"frame","schema_version":2}';
    const error = await failure(tempLog(`${lines.join('\n')}\n`));
    expect(error.kind).toBe('parse_error');
    expect(error.line).toBe(2);
  });
});

describe('files that are not loadable', () => {
  it('an empty file', async () => {
    expect((await failure(tempLog(''))).kind).toBe('empty');
    expect((await failure(tempLog('\n\n'))).kind).toBe('empty');
  });

  it('a file that is not a recording', async () => {
    expect((await failure(tempLog('hello world\nsecond line\n'))).kind).toBe('not_a_recording');
    expect((await failure(tempLog('{"record_type":"frame","schema_version":2}\n'))).kind).toBe('not_a_recording');
  });

  it('a log whose reservation exceeds the budget fails instead of being shortened', async () => {
    const text = readFileSync(fixture('v3-basic.log'), 'utf8');
    // Room for the reader and the definitions but not for every frame.
    const budget = RESERVATION.readerBytes + 3 * RESERVATION.definitionBytes + 200 + RESERVATION.frameBytes + 2 * RESERVATION.processSampleBytes + RESERVATION.gpuSampleBytes;
    const error = await failure(tempLog(text), budget);
    expect(error.kind).toBe('over_budget');
    // The same log within budget loads whole.
    expect((await loadLogFile(tempLog(text), { budgetBytes: BUDGET })).frameCount).toBe(3);
  });

  it('a directory is unreadable, not a crash', async () => {
    expect((await failure(FIXTURES)).kind).toBe('unreadable');
  });
});

describe('exact integer parsing', () => {
  it('keeps integers beyond 2^53 exact and leaves digits inside strings alone', () => {
    expect(parseRecordLine('{"a":[18446744073709551614,1.5,"12345678901234567890"]}')).toEqual({ a: [18446744073709551614n, 1.5, '12345678901234567890'] });
    expect(parseRecordLine('{"a":"x\\"12345678901234567","b":12345678901234567}')).toEqual({ a: 'x"12345678901234567', b: 12345678901234567n });
  });

  it('a reader fed lines directly matches the file loader', () => {
    const reader = new LogReader(BUDGET);
    readFileSync(fixture('v3-basic.log'), 'utf8')
      .trim()
      .split('\n')
      .forEach((line, i) => reader.line(line, i + 1));
    expect(reader.finish().frameCount).toBe(3);
  });
});
