// Guards the format-3 line codec: every record encodes to one line that the original application's published line
// schema accepts (compatibility reference) and that decodes back to the same record, positions and exact integers
// included; missing values stay missing; invalid lines are refused with a reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeV3, luidOfAdapterKey, sessionIdOf, V3_PROCESS_INTEGERS, V3_SYSTEM_INTEGERS, type V3Record } from '../../../src/recording/v3-layout.js';
import { decodeV3, V3DecodeError } from '../../../src/recording/v3-decode.js';
import { draft2020 } from '../../support/ajv.js';

const REFERENCE = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../shared/reference/recording-v3-line.schema.json'), 'utf8')) as object;
const validateReference = draft2020().compile(REFERENCE);

const records: [string, V3Record][] = [
  [
    'session',
    {
      kind: 'session',
      session: {
        id: '20261205101500',
        app: 'winproc-tui 0.1.0',
        host: 'box',
        startMs: 1_764_929_700_000,
        intervalSeconds: 5,
        tracked: ['node', 'bash'],
        columns: ['cpu_percent', 'private_bytes'],
        sort: { column: 'cpu_percent', direction: 'desc' },
        system: { cpu: 'Some CPU', topology: '1 socket, 2 cores, 2 logical processors' },
      },
    },
  ],
  ['process with path', { kind: 'process', process: { processId: 0, pid: 4242, name: 'node "x", y', startTimeMs: 1_764_929_600_123, path: '/usr/bin/node' } }],
  ['process without start time or path', { kind: 'process', process: { processId: 1, pid: 7, name: 'kworker', startTimeMs: null, path: null } }],
  ['gpu', { kind: 'gpu', gpu: { adapterId: 0, luidHigh: 0, luidLow: 1, name: null } }],
  [
    'frame',
    {
      kind: 'frame',
      frame: {
        capturedAtMs: 1_764_929_705_000,
        system: { physical_memory_bytes: 123_456_789n, cpu_percent: 13, disk_queue_length: 0.25, network_sent_bytes_per_sec: 0n },
        gpus: [{ adapterId: 0, values: { utilization_percent: 12.5, dedicated_bytes: 1024n } }],
        processes: [
          { processId: 0, values: { cpu_percent: 1.5, private_bytes: 9_007_199_254_740_993n, io_write_bytes_per_sec: 0n } },
          { processId: 1, values: {} },
        ],
      },
    },
  ],
  ['end stopped', { kind: 'end', end: { endedAtMs: 1_764_929_710_000, reason: 'stopped' } }],
  ['end at the duration limit', { kind: 'end', end: { endedAtMs: 1_764_929_710_000, reason: 'duration_limit' } }],
  // A name that is not UTF-8 (bytes 61 ff 5c 62: `a\xff\\b`) keeps its bytes within the name string.
  ['process named by bytes that are not UTF-8', { kind: 'process', process: { processId: 2, pid: 8, name: 'a\\xff\\\\b', nameBytesHex: '61ff5c62', startTimeMs: null, path: null } }],
];

describe('format-3 line codec', () => {
  it.each(records)('%s: one line the reference schema accepts, decoding to the same record', (_name, record) => {
    const line = encodeV3(record);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    const ok = validateReference(JSON.parse(line));
    expect(validateReference.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    expect(decodeV3(line.slice(0, -1))).toEqual(record);
  });

  it('writes the 21 system and 21 process integers in their fixed positions, missing as null (never zero)', () => {
    const line = encodeV3(records[4]![1]);
    const [, [systemIntegers, queue], processes] = (JSON.parse(line) as { f: [number, [unknown[], unknown, unknown[]], [number, unknown[], unknown[]][]] }).f;
    expect(systemIntegers).toHaveLength(21);
    expect(systemIntegers[V3_SYSTEM_INTEGERS.indexOf('physical_memory_bytes')]).toBe(123_456_789);
    expect(systemIntegers[V3_SYSTEM_INTEGERS.indexOf('cpu_percent')]).toBe(13);
    expect(systemIntegers[V3_SYSTEM_INTEGERS.indexOf('network_sent_bytes_per_sec')]).toBe(0);
    expect(systemIntegers[V3_SYSTEM_INTEGERS.indexOf('available_memory_bytes')]).toBeNull();
    expect(queue).toBe(0.25);
    expect(processes[1]).toEqual([1, [null, null, null, null, null], new Array(21).fill(null)]);
    expect(processes[0]![2][V3_PROCESS_INTEGERS.indexOf('io_write_bytes_per_sec')]).toBe(0);
  });

  it('keeps integers beyond 2^53 exact in the text and on reading', () => {
    const line = encodeV3(records[4]![1]);
    expect(line).toContain('9007199254740993');
    const decoded = decodeV3(line.trim());
    expect(decoded.kind === 'frame' && decoded.frame.processes[0]!.values.private_bytes).toBe(9_007_199_254_740_993n);
  });

  it('rounds system percentages to whole percent (integer positions) and reads them back as numbers', () => {
    const line = encodeV3({ kind: 'frame', frame: { capturedAtMs: 1, system: { cpu_user_percent: 12.5, cpu_kernel_percent: 0.4 }, gpus: [], processes: [] } });
    const decoded = decodeV3(line.trim());
    expect(decoded.kind === 'frame' && decoded.frame.system).toEqual({ cpu_user_percent: 13, cpu_kernel_percent: 0 });
  });

  it('pads process arrays of older writers as unavailable', () => {
    const decoded = decodeV3('{"f":[5,[[' + new Array(21).fill('null').join(',') + '],null,[]],[[3,[2.5],[100,200]]]]}');
    expect(decoded.kind === 'frame' && decoded.frame.processes).toEqual([{ processId: 3, values: { cpu_percent: 2.5, private_bytes: 100n, workset_bytes: 200n } }]);
  });

  it.each([
    ['a cut line', '{"f":[5,[['],
    ['two keys', '{"e":[1,"stopped"],"s":{}}'],
    ['an unknown reason', '{"e":[1,"crashed"]}'],
    ['a negative integer', '{"p":[0,-1,"x",null,null]}'],
    ['a session of another version', '{"s":{"v":2,"id":"20260101000000","app":"a","host":"h","start":1,"interval":1,"tracked":[],"columns":[],"sort":["pid","asc"]}}'],
  ])('refuses %s with a reason', (_name, line) => {
    expect(() => decodeV3(line)).toThrow(V3DecodeError);
  });

  it('carries a name that is not UTF-8 as NUL + its escaped form, and reads a name that only looks escaped as text', () => {
    const line = encodeV3({ kind: 'process', process: { processId: 2, pid: 8, name: 'a\\xff\\\\b', nameBytesHex: '61ff5c62', startTimeMs: null, path: null } });
    expect(JSON.parse(line)).toEqual({ p: [2, 8, '\u0000a\\xff\\\\b', null, null] });
    // A UTF-8 name that happens to contain `\x41` is written as it is and stays text.
    const plain = decodeV3(encodeV3({ kind: 'process', process: { processId: 3, pid: 9, name: 'a\\x41', startTimeMs: null, path: null } }).trim());
    expect(plain).toEqual({ kind: 'process', process: { processId: 3, pid: 9, name: 'a\\x41', startTimeMs: null, path: null } });
    // A NUL-marked name that is not the exact escaped form of non-UTF-8 bytes is kept as text, marker included.
    for (const forged of ['\u0000a\\x41', '\u0000plain', '\u0000a\\q']) {
      const decoded = decodeV3(JSON.stringify({ p: [4, 10, forged, null, null] }));
      expect(decoded).toEqual({ kind: 'process', process: { processId: 4, pid: 10, name: forged, startTimeMs: null, path: null } });
    }
  });

  it('names the session by its local start time and maps adapter keys to LUIDs', () => {
    const start = new Date(2026, 11, 5, 9, 8, 7).getTime();
    expect(sessionIdOf(start)).toBe('20261205090807');
    expect(luidOfAdapterKey('0:70412')).toEqual({ high: 0, low: 70412 });
    expect(luidOfAdapterKey('card1')).toEqual({ high: 0, low: 1 });
    // A Linux adapter's PCI slot: domain high, bus << 8 | device << 3 | function low.
    expect(luidOfAdapterKey('0000:03:00.0')).toEqual({ high: 0, low: 0x300 });
    expect(luidOfAdapterKey('0001:c1:1f.7')).toEqual({ high: 1, low: (0xc1 << 8) | (0x1f << 3) | 7 });
    expect(luidOfAdapterKey('weird')).toEqual({ high: 0, low: 0 });
  });
});
