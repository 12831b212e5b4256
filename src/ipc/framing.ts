// IPC framing (spec §5): a 4-byte little-endian payload length, then exactly that many bytes of one UTF-8
// JSON object, at most 4 MiB. Decoder for arbitrary chunks, encoder with the size limit, one serialized writer.
import { Buffer } from 'node:buffer';
import { stringifyWithKnownJson } from './known-json.js';

export const FRAME_HEADER_BYTES = 4;
export const MAX_FRAME_PAYLOAD_BYTES = 4 * 1024 * 1024;

/** A decoded frame: a plain JSON object (never an array, string, number, boolean or null). */
export type JsonObject = { [key: string]: unknown };

export type FrameErrorCode =
  | 'ZERO_LENGTH'
  | 'OVERSIZED'
  | 'INVALID_UTF8'
  | 'MALFORMED_JSON'
  | 'NOT_AN_OBJECT'
  | 'TRUNCATED'
  | 'DECODER_DEAD';

/** A framing violation; the connection that produced it must be closed. Messages never contain payload bytes. */
export class FrameError extends Error {
  override readonly name = 'FrameError';
  constructor(
    readonly code: FrameErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** An outbound message over the 4 MiB limit; callers answering a request map it to `RESULT_TOO_LARGE`. */
export class FrameTooLargeError extends Error {
  override readonly name = 'FrameTooLargeError';
  readonly code = 'RESULT_TOO_LARGE';
  constructor(readonly payloadBytes: number) {
    super(`encoded message of ${payloadBytes} bytes exceeds the ${MAX_FRAME_PAYLOAD_BYTES}-byte frame limit`);
  }
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Encodes one message as a complete frame (header and payload in one buffer, so one write is one frame). */
export function encodeFrame(message: object): Buffer {
  if (!isJsonObject(message)) throw new TypeError('a frame carries exactly one JSON object');
  // JSON.stringify's text; arrays whose elements were serialized already are written from those texts (known-json.ts).
  const json = stringifyWithKnownJson(message);
  const payloadBytes = Buffer.byteLength(json, 'utf8');
  if (payloadBytes > MAX_FRAME_PAYLOAD_BYTES) throw new FrameTooLargeError(payloadBytes);
  const frame = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payloadBytes);
  frame.writeUInt32LE(payloadBytes, 0);
  frame.write(json, FRAME_HEADER_BYTES, payloadBytes, 'utf8');
  return frame;
}

export interface DecodeResult {
  /** Complete frames in arrival order, including those that preceded an error in the same chunk. */
  frames: JsonObject[];
  /** Set once the stream is invalid; the decoder is dead from then on. */
  error: FrameError | null;
}

/**
 * Incremental decoder. Chunks are kept as a list and joined only when a frame is complete, so a
 * frame arriving one byte at a time costs linear, not quadratic, work. An oversized announcement is
 * rejected from the header alone, before any of the body is buffered.
 */
export class FrameDecoder {
  // ignoreBOM keeps a leading U+FEFF in the text, so JSON.parse rejects it instead of silently accepting it.
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private chunks: Buffer[] = [];
  private buffered = 0;
  private expected: number | null = null;
  private failure: FrameError | null = null;

  constructor(private readonly maxPayloadBytes: number = MAX_FRAME_PAYLOAD_BYTES) {}

  get dead(): boolean {
    return this.failure !== null;
  }

  /** Bytes received but not yet part of a complete frame. */
  get bufferedBytes(): number {
    return this.buffered;
  }

  /** True when no partial frame is pending (a clean place for the stream to end). */
  get atBoundary(): boolean {
    return this.buffered === 0 && this.expected === null;
  }

  push(chunk: Uint8Array): DecodeResult {
    const frames: JsonObject[] = [];
    if (this.failure !== null) {
      return { frames, error: new FrameError('DECODER_DEAD', 'frame stream already failed') };
    }
    if (chunk.byteLength > 0) {
      this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      this.buffered += chunk.byteLength;
    }
    for (;;) {
      if (this.expected === null) {
        if (this.buffered < FRAME_HEADER_BYTES) break;
        const length = this.take(FRAME_HEADER_BYTES).readUInt32LE(0);
        if (length === 0) return { frames, error: this.fail('ZERO_LENGTH', 'zero-length frame') };
        if (length > this.maxPayloadBytes) {
          return { frames, error: this.fail('OVERSIZED', `frame announces ${length} bytes, limit is ${this.maxPayloadBytes}`) };
        }
        this.expected = length;
      }
      if (this.buffered < this.expected) break;
      const payload = this.take(this.expected);
      this.expected = null;
      const decoded = this.decodePayload(payload);
      if (decoded instanceof FrameError) return { frames, error: decoded };
      frames.push(decoded);
    }
    return { frames, error: null };
  }

  /** Reports a stream that ended inside a frame; call when the peer's EOF arrives. */
  end(): FrameError | null {
    if (this.failure !== null) return null;
    if (this.atBoundary) return null;
    return this.fail('TRUNCATED', 'stream ended inside a frame');
  }

  private decodePayload(payload: Buffer): JsonObject | FrameError {
    let text: string;
    try {
      text = this.utf8.decode(payload);
    } catch {
      return this.fail('INVALID_UTF8', 'frame payload is not valid UTF-8');
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return this.fail('MALFORMED_JSON', 'frame payload is not valid JSON');
    }
    if (!isJsonObject(value)) return this.fail('NOT_AN_OBJECT', 'frame payload is not a JSON object');
    return value;
  }

  private fail(code: FrameErrorCode, message: string): FrameError {
    this.failure = new FrameError(code, message);
    this.chunks = [];
    this.buffered = 0;
    this.expected = null;
    return this.failure;
  }

  /** Removes exactly n buffered bytes from the front (n <= buffered). */
  private take(n: number): Buffer {
    const first = this.chunks[0]!;
    if (first.byteLength === n) {
      this.chunks.shift();
      this.buffered -= n;
      return first;
    }
    if (first.byteLength > n) {
      this.chunks[0] = first.subarray(n);
      this.buffered -= n;
      return first.subarray(0, n);
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const head = this.chunks[0]!;
      const wanted = n - filled;
      if (head.byteLength <= wanted) {
        head.copy(out, filled);
        filled += head.byteLength;
        this.chunks.shift();
      } else {
        head.copy(out, filled, 0, wanted);
        this.chunks[0] = head.subarray(wanted);
        filled += wanted;
      }
    }
    this.buffered -= n;
    return out;
  }
}

/** The part of a writable socket the writer needs (net.Socket satisfies it). */
export interface FrameSink {
  write(data: Uint8Array): boolean;
  once(event: 'drain', listener: () => void): unknown;
  readonly writableLength: number;
  readonly destroyed: boolean;
}

export interface FrameWriterOptions {
  /** Outbound bytes (our queue plus the socket's own buffer) beyond which the peer counts as not reading. */
  maxQueuedBytes: number;
  /** Called once when the limit is exceeded; the owner closes the connection. */
  onOverflow: () => void;
}

export const DEFAULT_MAX_QUEUED_OUTBOUND_BYTES = 16 * 1024 * 1024;

/**
 * The single writer for one direction of one connection. Frames are written whole and in order; while
 * the socket reports backpressure they wait in our queue, and a peer that stops reading trips the
 * byte cap instead of growing memory without bound or stalling anyone else.
 */
export class FrameWriter {
  private readonly queue: Buffer[] = [];
  private queueBytes = 0;
  private waitingForDrain = false;
  private overflowed = false;

  constructor(
    private readonly sink: FrameSink,
    private readonly options: FrameWriterOptions = {
      maxQueuedBytes: DEFAULT_MAX_QUEUED_OUTBOUND_BYTES,
      onOverflow: () => undefined,
    },
  ) {}

  /** Bytes accepted but not yet handed to the kernel. */
  get queuedBytes(): number {
    return this.queueBytes + this.sink.writableLength;
  }

  /** Queues one encoded frame; returns false if the writer is closed or the cap was exceeded. */
  write(frame: Buffer): boolean {
    if (this.overflowed || this.sink.destroyed) return false;
    if (this.queuedBytes + frame.byteLength > this.options.maxQueuedBytes) {
      this.overflowed = true;
      this.queue.length = 0;
      this.queueBytes = 0;
      this.options.onOverflow();
      return false;
    }
    this.queue.push(frame);
    this.queueBytes += frame.byteLength;
    this.flush();
    return true;
  }

  private flush(): void {
    while (!this.waitingForDrain && this.queue.length > 0) {
      if (this.sink.destroyed) {
        this.queue.length = 0;
        this.queueBytes = 0;
        return;
      }
      const frame = this.queue.shift()!;
      this.queueBytes -= frame.byteLength;
      if (!this.sink.write(frame)) {
        this.waitingForDrain = true;
        this.sink.once('drain', () => {
          this.waitingForDrain = false;
          this.flush();
        });
      }
    }
  }
}
