// Guards the streaming NetTrace reader with streams recorded from a real .NET 10 runtime (test/fixtures/dotnet/
// streams/: a System.Diagnostics.Metrics session and an EventCounters session, each ended by StopTracing): the same
// events whatever the read sizes, a clean end-of-stream, and truncated or garbage input failing or waiting but never
// producing invented events.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NettraceFormatError, NettraceParser, type NettraceEvent } from '../../../../src/collectors/dotnet/nettrace.js';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/dotnet/streams/${name}`, import.meta.url));
const METER = fixture('meter-net10.nettrace');
const COUNTERS = fixture('eventcounters-net10.nettrace');

function parseInChunks(bytes: Buffer, size: number): { events: NettraceEvent[]; parser: NettraceParser } {
  const parser = new NettraceParser();
  const events: NettraceEvent[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) events.push(...parser.push(bytes.subarray(offset, offset + size)));
  return { events, parser };
}

const summary = (events: readonly NettraceEvent[]) => events.map((e) => `${e.providerName}/${e.eventName}/${e.timestamp}`);

describe('recorded runtime streams', () => {
  it('decodes the meter session: heap sizes per generation with the shared session id, then the end of the stream', () => {
    const { events, parser } = parseInChunks(METER, METER.length);
    expect(parser.ended).toBe(true);
    expect(parser.clock?.qpcFrequency).toBeGreaterThan(0n);
    const heap = events.filter((e) => e.eventName === 'UpDownCounterRateValuePublished' && e.fields.instrumentName === 'dotnet.gc.last_collection.heap.size');
    expect(heap.length).toBeGreaterThanOrEqual(5);
    expect(new Set(heap.map((e) => e.fields.tags))).toEqual(new Set(['gc.heap.generation=gen0', 'gc.heap.generation=gen1', 'gc.heap.generation=gen2', 'gc.heap.generation=loh', 'gc.heap.generation=poh']));
    expect(heap.every((e) => e.fields.sessionId === 'SHARED' && /^\d+$/.test(String(e.fields.value)))).toBe(true);
  });

  it('decodes the EventCounters session: nested counter payloads with names, types and the interval series', () => {
    const { events, parser } = parseInChunks(COUNTERS, COUNTERS.length);
    expect(parser.ended).toBe(true);
    const counters = events.filter((e) => e.eventName === 'EventCounters');
    expect(counters.length).toBeGreaterThan(10);
    const payloads = counters.map((e) => Object.values(e.fields)[0] as { Payload: Record<string, unknown> }).map((f) => f.Payload);
    const lohSize = payloads.find((p) => p.Name === 'loh-size');
    expect(lohSize).toMatchObject({ CounterType: 'Mean', Series: 'Interval=1000', DisplayUnits: 'B' });
    expect(payloads.find((p) => p.Name === 'alloc-rate')).toMatchObject({ CounterType: 'Sum' });
  });

  it.each([1, 3, 7, 64, 1000])('gives the same events when the bytes arrive %i at a time', (size) => {
    const whole = parseInChunks(METER, METER.length).events;
    const { events, parser } = parseInChunks(METER, size);
    expect(summary(events)).toEqual(summary(whole));
    expect(parser.ended).toBe(true);
  });
});

describe('bad input', () => {
  it('waits on a truncated stream without inventing events or reporting its end, and resumes with the rest', () => {
    const whole = parseInChunks(COUNTERS, COUNTERS.length).events;
    for (const cut of [5, 30, 100, Math.floor(COUNTERS.length / 2), COUNTERS.length - 1]) {
      const parser = new NettraceParser();
      const events = parser.push(COUNTERS.subarray(0, cut));
      expect(parser.ended).toBe(false);
      expect(events.length).toBeLessThanOrEqual(whole.length);
      expect(summary(events)).toEqual(summary(whole).slice(0, events.length));
      const rest = parser.push(COUNTERS.subarray(cut));
      expect(summary([...events, ...rest])).toEqual(summary(whole));
      expect(parser.ended).toBe(true);
    }
  });

  it('rejects a stream that does not start with Nettrace', () => {
    expect(() => new NettraceParser().push(Buffer.from('HTTP/1.1 200 OK\r\n\r\n' + 'x'.repeat(40)))).toThrow(NettraceFormatError);
  });

  it('rejects garbage after a valid header, an impossible block size and bytes after the end', () => {
    const header = METER.subarray(0, 8 + 4 + 20);
    expect(() => new NettraceParser().push(Buffer.concat([header, Buffer.from([0x42, 0x42, 0x42, 0x42])]))).toThrow(NettraceFormatError);
    // A block object whose size field claims 2 GiB.
    const block = Buffer.concat([Buffer.from([0x05, 0x05, 0x01, 2, 0, 0, 0, 2, 0, 0, 0, 10, 0, 0, 0]), Buffer.from('EventBlock'), Buffer.from([0x06, 0xff, 0xff, 0xff, 0x7f])]);
    const parser = new NettraceParser();
    const traceEnd = findFirstBlock(METER);
    parser.push(METER.subarray(0, traceEnd));
    expect(() => parser.push(block)).toThrow(NettraceFormatError);
    expect(() => parseInChunks(Buffer.concat([METER, Buffer.from([0x05])]), 4096)).toThrow(NettraceFormatError);
  });

  it('rejects random bytes inside a block instead of reading past it', () => {
    const corrupt = Buffer.from(METER);
    const start = findFirstBlock(METER) + 40;
    for (let i = start; i < start + 64; i++) corrupt[i] = 0xff;
    expect(() => parseInChunks(corrupt, corrupt.length)).toThrow(NettraceFormatError);
  });
});

/** Offset just past the Trace object (where the first block object starts). */
function findFirstBlock(stream: Buffer): number {
  const at = stream.indexOf(Buffer.from('MetadataBlock'));
  return stream.lastIndexOf(Buffer.from([0x05, 0x05, 0x01]), at);
}
