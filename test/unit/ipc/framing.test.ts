// Guards the IPC frame codec: exact frames from any chunking, every rejection class, the 4 MiB limit, and the writer's order and cap.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  encodeFrame,
  FrameDecoder,
  FrameError,
  FrameTooLargeError,
  FrameWriter,
  MAX_FRAME_PAYLOAD_BYTES,
  type FrameSink,
} from '../../../src/ipc/framing.js';

function rawFrame(payload: Uint8Array | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const header = Buffer.alloc(4);
  header.writeUInt32LE(body.byteLength, 0);
  return Buffer.concat([header, body]);
}

function header(length: number): Buffer {
  const h = Buffer.alloc(4);
  h.writeUInt32LE(length, 0);
  return h;
}

const messages = [
  { kind: 'hello', ipc_major: 1, ipc_minor: 0, bridge_version: '0.1.0' },
  { kind: 'request', request_id: 'r1', method: 'm', arguments: { text: 'grüße 🚀', n: 3 } },
  { kind: 'cancel', request_id: 'r1' },
];

describe('FrameDecoder', () => {
  it('decodes frames fed one byte at a time', () => {
    const stream = Buffer.concat(messages.map((m) => encodeFrame(m)));
    const decoder = new FrameDecoder();
    const out: unknown[] = [];
    for (const byte of stream) {
      const { frames, error } = decoder.push(Uint8Array.of(byte));
      expect(error).toBeNull();
      out.push(...frames);
    }
    expect(out).toEqual(messages);
    expect(decoder.atBoundary).toBe(true);
  });

  it('decodes several frames coalesced into one chunk', () => {
    const decoder = new FrameDecoder();
    const { frames, error } = decoder.push(Buffer.concat(messages.map((m) => encodeFrame(m))));
    expect(error).toBeNull();
    expect(frames).toEqual(messages);
  });

  it('decodes frames split at every possible boundary', () => {
    const stream = Buffer.concat(messages.map((m) => encodeFrame(m)));
    for (let cut = 1; cut < stream.length; cut++) {
      const decoder = new FrameDecoder();
      const a = decoder.push(stream.subarray(0, cut));
      const b = decoder.push(stream.subarray(cut));
      expect(a.error).toBeNull();
      expect(b.error).toBeNull();
      expect([...a.frames, ...b.frames]).toEqual(messages);
    }
  });

  it('rejects a zero-length frame', () => {
    const { error } = new FrameDecoder().push(header(0));
    expect(error?.code).toBe('ZERO_LENGTH');
  });

  it('rejects an oversized announcement from the header alone, before any body arrives', () => {
    const decoder = new FrameDecoder();
    const { error } = decoder.push(header(MAX_FRAME_PAYLOAD_BYTES + 1));
    expect(error).toBeInstanceOf(FrameError);
    expect(error?.code).toBe('OVERSIZED');
    expect(decoder.bufferedBytes).toBe(0);
    expect(decoder.dead).toBe(true);
  });

  it('rejects an oversized announcement whose header arrives in two pieces', () => {
    const decoder = new FrameDecoder();
    const h = header(0xffffffff);
    expect(decoder.push(h.subarray(0, 3)).error).toBeNull();
    expect(decoder.push(h.subarray(3)).error?.code).toBe('OVERSIZED');
  });

  it('accepts a payload of exactly 4 MiB', () => {
    const filler = 'x'.repeat(MAX_FRAME_PAYLOAD_BYTES - '{"a":""}'.length);
    const frame = rawFrame(`{"a":"${filler}"}`);
    expect(frame.byteLength).toBe(4 + MAX_FRAME_PAYLOAD_BYTES);
    const { frames, error } = new FrameDecoder().push(frame);
    expect(error).toBeNull();
    expect(frames).toHaveLength(1);
  });

  it.each([
    ['truncated two-byte sequence', [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]],
    ['overlong encoding of NUL', [0x7b, 0x22, 0xc0, 0x80, 0x22, 0x3a, 0x31, 0x7d]],
    ['encoded UTF-16 surrogate', [0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]],
    ['byte 0xff', [0x7b, 0xff, 0x7d]],
  ])('rejects invalid UTF-8: %s', (_name, bytes) => {
    const { error } = new FrameDecoder().push(rawFrame(Uint8Array.from(bytes)));
    expect(error?.code).toBe('INVALID_UTF8');
  });

  it.each([
    ['unterminated object', '{"a":1'],
    ['trailing garbage', '{"a":1} x'],
    ['single quotes', "{'a':1}"],
    ['leading byte order mark', '\ufeff{"a":1}'],
    ['two objects in one frame', '{}{}'],
  ])('rejects malformed JSON: %s', (_name, text) => {
    const { error } = new FrameDecoder().push(rawFrame(text));
    expect(error?.code).toBe('MALFORMED_JSON');
  });

  it.each([['[]'], ['[{}]'], ['null'], ['1'], ['"s"'], ['true']])('rejects a JSON value that is not an object: %s', (text) => {
    const { error } = new FrameDecoder().push(rawFrame(text));
    expect(error?.code).toBe('NOT_AN_OBJECT');
  });

  it('returns the good frames that preceded a bad one in the same chunk, then stays dead', () => {
    const decoder = new FrameDecoder();
    const { frames, error } = decoder.push(Buffer.concat([encodeFrame({ a: 1 }), rawFrame('nope'), encodeFrame({ b: 2 })]));
    expect(frames).toEqual([{ a: 1 }]);
    expect(error?.code).toBe('MALFORMED_JSON');
    const again = decoder.push(encodeFrame({ c: 3 }));
    expect(again.frames).toEqual([]);
    expect(again.error?.code).toBe('DECODER_DEAD');
  });

  it('reports a stream that ends inside a frame, and not one that ends between frames', () => {
    const frame = encodeFrame({ a: 1 });
    const partial = new FrameDecoder();
    partial.push(frame.subarray(0, frame.length - 1));
    expect(partial.end()?.code).toBe('TRUNCATED');
    const headerOnly = new FrameDecoder();
    headerOnly.push(frame.subarray(0, 4));
    expect(headerOnly.end()?.code).toBe('TRUNCATED');
    const clean = new FrameDecoder();
    clean.push(frame);
    expect(clean.end()).toBeNull();
  });

  it('keeps a "__proto__" key as plain data', () => {
    const { frames } = new FrameDecoder().push(rawFrame('{"__proto__":{"polluted":true}}'));
    expect(Object.getPrototypeOf(frames[0])).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('encodeFrame', () => {
  it('writes the UTF-8 byte length, not the character count', () => {
    const frame = encodeFrame({ s: 'é🚀' });
    const payload = Buffer.from(JSON.stringify({ s: 'é🚀' }), 'utf8');
    expect(frame.readUInt32LE(0)).toBe(payload.byteLength);
    expect(frame.subarray(4)).toEqual(payload);
  });

  it('refuses a payload over 4 MiB with an error mapped to RESULT_TOO_LARGE', () => {
    // 3-byte characters: under 4 Mi characters but over 4 MiB of UTF-8.
    const big = { s: '€'.repeat(1_500_000) };
    let caught: unknown;
    try {
      encodeFrame(big);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(FrameTooLargeError);
    expect((caught as FrameTooLargeError).code).toBe('RESULT_TOO_LARGE');
  });

  it('accepts a payload of exactly 4 MiB', () => {
    const s = 'x'.repeat(MAX_FRAME_PAYLOAD_BYTES - '{"s":""}'.length);
    expect(encodeFrame({ s }).byteLength).toBe(4 + MAX_FRAME_PAYLOAD_BYTES);
  });

  it('refuses anything but a JSON object', () => {
    expect(() => encodeFrame([] as unknown as object)).toThrow(TypeError);
  });
});

class FakeSink extends EventEmitter implements FrameSink {
  written: Buffer[] = [];
  writableLength = 0;
  destroyed = false;
  accepting = true;
  write(data: Uint8Array): boolean {
    this.written.push(Buffer.from(data));
    if (!this.accepting) this.writableLength += data.byteLength;
    return this.accepting;
  }
  drainAll(): void {
    this.writableLength = 0;
    this.accepting = true;
    this.emit('drain');
  }
}

describe('FrameWriter', () => {
  it('holds frames back while the socket reports backpressure and writes them in order after drain', () => {
    const sink = new FakeSink();
    const writer = new FrameWriter(sink, { maxQueuedBytes: 1_000, onOverflow: () => undefined });
    sink.accepting = false;
    writer.write(Buffer.from('a'));
    writer.write(Buffer.from('b'));
    writer.write(Buffer.from('c'));
    expect(sink.written.map(String)).toEqual(['a']);
    sink.drainAll();
    expect(sink.written.map(String)).toEqual(['a', 'b', 'c']);
  });

  it('trips the cap once when a peer stops reading, counting the socket buffer too', () => {
    const sink = new FakeSink();
    let overflows = 0;
    const writer = new FrameWriter(sink, { maxQueuedBytes: 10, onOverflow: () => overflows++ });
    sink.accepting = false;
    expect(writer.write(Buffer.alloc(6))).toBe(true);
    expect(writer.queuedBytes).toBe(6);
    expect(writer.write(Buffer.alloc(4))).toBe(true);
    expect(writer.write(Buffer.alloc(1))).toBe(false);
    expect(writer.write(Buffer.alloc(1))).toBe(false);
    expect(overflows).toBe(1);
  });
});
