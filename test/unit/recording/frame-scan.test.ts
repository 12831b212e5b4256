// Guards the saved-log reader's frame scanner (src/recording/frame-scan.ts): every number it reads equals JSON.parse's
// (floats correctly rounded, integers exact beyond 2^53), anything not in the writer's exact form is declined, and a
// reader using it builds the same store as the general path (forced by a reserved position holding a string).
import { describe, expect, it } from 'vitest';
import { PROCESS_LAYOUT, SYSTEM_LAYOUT, type TargetHistory } from '../../../src/model/index.js';
import { scanFrame, SYSTEM_WIDTH, type FrameScratch } from '../../../src/recording/frame-scan.js';
import { LogLoadError } from '../../../src/recording/load-error.js';
import { LogReader } from '../../../src/recording/reader.js';
import { encodeV3 } from '../../../src/recording/v3-layout.js';

const T0 = 1_772_359_200_000;
const SYSTEM = '[[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21],null,[]]';
const CPU = PROCESS_LAYOUT.columnOf('cpu_percent')!;
const PRIVATE = PROCESS_LAYOUT.columnOf('private_bytes')!;
const QUEUE = SYSTEM_LAYOUT.columnOf('disk_queue_length')!;

function scratch(): FrameScratch {
  return { capturedAtMs: 0, cells: new Float64Array(8), big: new Map(), overRange: null, gpuCount: 0, gpuIds: [], processCount: 0, processIds: [] };
}

/** A frame of one process whose cpu_percent and private_bytes cells hold the given literals. */
function frame(cpu: string, privateBytes: string, reserved = 'null'): string {
  return `{"f":[${T0},${SYSTEM},[[0,[${cpu},null,${reserved},null,null],[${privateBytes},7]]]]}`;
}

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function digitsOf(next: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(Math.floor(next() * 10));
  return out;
}

describe('frame scanner', () => {
  it('reads float literals exactly as JSON.parse does, in process and system float positions', () => {
    const literals = ['0', '-0', '0.5', '-12.25', '0.30000000000000004', '1e-7', '1E+3', '2.5e2', '123456789012345.6', '12345678901234.5', '1e400', '99999999999999999999', '5e-324', '0.000001', '-999999999999999'];
    const next = random(7);
    // Decimals of every length around the exact case (15 digits in all) and beyond it.
    for (let i = 0; i < 4000; i++) {
      const whole = 1 + Math.floor(next() * 12);
      const fraction = 1 + Math.floor(next() * 10);
      literals.push(`${next() < 0.3 ? '-' : ''}${String(Number(digitsOf(next, whole)))}.${digitsOf(next, fraction)}`);
    }
    const out = scratch();
    for (const literal of literals) {
      expect(scanFrame(frame(literal, '1'), out), literal).toBe(true);
      expect(Object.is(out.cells[SYSTEM_WIDTH + CPU], JSON.parse(literal)), literal).toBe(true);
      const queued = frame('1', '1').replace(',null,[]]', `,${literal},[]]`);
      expect(scanFrame(queued, out), literal).toBe(true);
      expect(Object.is(out.cells[QUEUE], JSON.parse(literal)), literal).toBe(true);
    }
  });

  it('reads integers exactly: doubles below 2^53, bigints above, the first value past the storable range named', () => {
    const out = scratch();
    for (const literal of ['0', '7', '123456789012345', '1000000000000000', '9007199254740991']) {
      expect(scanFrame(frame('1', literal), out)).toBe(true);
      expect(out.cells[SYSTEM_WIDTH + PRIVATE]).toBe(Number(literal));
      expect(out.big.size).toBe(0);
    }
    for (const literal of ['9007199254740993', '18446744073709551614']) {
      expect(scanFrame(frame('1', literal), out)).toBe(true);
      expect(Number.isNaN(out.cells[SYSTEM_WIDTH + PRIVATE])).toBe(true);
      expect(out.big.get(SYSTEM_WIDTH + PRIVATE)).toBe(BigInt(literal));
    }
    expect(scanFrame(frame('1', '18446744073709551615'), out)).toBe(true);
    expect(out.overRange).toBe('private_bytes');
    // A null cell is missing, never zero.
    expect(scanFrame(frame('null', 'null'), out)).toBe(true);
    expect(Number.isNaN(out.cells[SYSTEM_WIDTH + CPU]) && Number.isNaN(out.cells[SYSTEM_WIDTH + PRIVATE])).toBe(true);
  });

  it('declines every line that is not exactly the writer form', () => {
    const out = scratch();
    const declined = [
      frame('1', '5.0'),
      frame('1', '1e3'),
      frame('1', '-1'),
      frame('1', '01'),
      frame('01', '1'),
      frame('1.', '1'),
      frame('1', '1', '"x"'),
      frame('1', '1', 'nul'),
      `${frame('1', '1')} `,
      frame('1', '1').replace('[[0,', '[[ 0,'),
      frame('1', '1').replace('"f":[', '"f":[-'),
      frame('1', '1').replace(',7]', ',7,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]'),
      frame('1', '1').replace('21]', '21,22]'),
      frame('1', '1').replace('[0,[1', '[\u00e9,[1'),
      frame('1', '1').slice(0, -1),
      '{"f":[]}',
    ];
    for (const line of declined) expect(scanFrame(line, out), line).toBe(false);
  });
});

function contents(history: TargetHistory, ids: readonly string[]): unknown {
  const rows: unknown[] = [];
  for (let i = 0; i < history.length; i++) rows.push([history.timestampAt(i), ...ids.map((id) => history.valueAt(id, i))]);
  return { rows, peaks: ids.map((id) => history.peak(id)) };
}

/** A log of many frames: every line the scanner reads, or every frame line with a string in a reserved position. */
function log(general: boolean): string[] {
  const lines = [
    encodeV3({ kind: 'session', session: { id: '20260301100000', app: 't', host: 'h', startMs: T0, intervalSeconds: 1, tracked: ['w'], columns: [], sort: { column: 'cpu_percent', direction: 'desc' } } }),
    encodeV3({ kind: 'process', process: { processId: 0, pid: 10, name: 'w', startTimeMs: T0, path: null } }),
    encodeV3({ kind: 'process', process: { processId: 1, pid: 11, name: 'x', startTimeMs: T0, path: '/x' } }),
  ].map((line) => line.trimEnd());
  const next = random(3);
  const reserved = general ? '"general"' : 'null';
  for (let i = 0; i < 300; i++) {
    const cpu = next() < 0.1 ? 'null' : `${Math.floor(next() * 100)}.${digitsOf(next, 1 + Math.floor(next() * 16))}`;
    const bytes = next() < 0.1 ? 'null' : next() < 0.2 ? `${2n ** 53n + BigInt(i)}` : String(Math.floor(next() * 2 ** 40));
    const second = i % 3 === 0 ? '' : `,[1,[0.5,null,${reserved},null,null],[${i},null,3]]`;
    lines.push(`{"f":[${T0 + i * 1000},[[${i},2,3,4,5,6,7,8,9,10,11,12,13,14,${i % 101},16,17,18,19,20,21],${i % 2 ? 'null' : '0.25'},[]],[[0,[${cpu},null,${reserved},null,null],[${bytes},${i}]]${second}]]}`);
  }
  return lines;
}

describe('reader with the frame scanner', () => {
  it('builds the same store as the general path', () => {
    const load = (general: boolean) => {
      const reader = new LogReader(64 * 1024 * 1024);
      log(general).forEach((line, i) => reader.line(line, i + 1));
      return reader.finish();
    };
    const scanned = load(false);
    const parsed = load(true);
    expect(scanned.frameCount).toBe(300);
    expect(contents(scanned.store.system, SYSTEM_LAYOUT.ids)).toEqual(contents(parsed.store.system, SYSTEM_LAYOUT.ids));
    const keys = [...parsed.store.processes()].map((entry) => entry.key);
    expect([...scanned.store.processes()].map((entry) => entry.key)).toEqual(keys);
    for (const key of keys) {
      const a = scanned.store.process(key)!;
      const b = parsed.store.process(key)!;
      expect({ ...a, history: contents(a.history, PROCESS_LAYOUT.ids) }).toEqual({ ...b, history: contents(b.history, PROCESS_LAYOUT.ids) });
    }
    expect(scanned.finalFrame).toEqual(parsed.finalFrame);
    expect(scanned.reservedBytes).toBe(parsed.reservedBytes);
  });

  it('lines the scanner declines are decided by the general path: accepted or refused as before', () => {
    const head = log(false).slice(0, 3);
    const read = (line: string) => {
      const reader = new LogReader(64 * 1024 * 1024);
      [...head, line].forEach((text, i) => reader.line(text, i + 1));
      return reader.finish().store.process([...reader.finish().store.processes()][0]!.key)!.history;
    };
    // A whole number written with a fraction in an integer position: accepted by the general path as before.
    expect(read(frame('1', '5.0')).valueAt('private_bytes', 0)).toBe(5n);
    const refused = (line: string) => {
      try {
        read(line);
      } catch (error) {
        return error instanceof LogLoadError ? error.message : String(error);
      }
      return 'accepted';
    };
    expect(refused(frame('1', '-1'))).toMatch(/Line 4 is not a valid v3 recording record \(an integer position holds something else than a non-negative integer\)/);
    expect(refused(frame('1', '01'))).toMatch(/Line 4 is not a valid v3 recording record/);
    expect(refused(frame('1', '1').replace('[[0,', '[[5,'))).toMatch(/a process sample names a process with no definition before it/);
  });
});
