// A streaming reader of the NetTrace format (v4/v5, FastSerialization objects: perfview NetTraceFormat_v5.md) as the
// runtime writes it on an EventPipe session's socket: it takes chunks as they arrive, keeps an incomplete object for
// the next chunk, decodes metadata and event blocks into named fields, and stops at the end-of-stream tag. Garbage
// or an impossible size raises NettraceFormatError. Pure: bytes in, events out.

import { ByteReader, Truncated } from './bytes.js';

const MAGIC = Buffer.from('Nettrace', 'ascii');
const SERIALIZATION = '!FastSerialization.1';
const TAG_NULL = 0x01;
const TAG_BEGIN = 0x05;
const TAG_END = 0x06;
/** Larger blocks are not what a runtime writes (it flushes small buffers); refuse instead of buffering garbage. */
const MAX_BLOCK_BYTES = 64 * 1024 * 1024;
const MAX_TYPE_NAME = 64;

export class NettraceFormatError extends Error {
  override readonly name = 'NettraceFormatError';
}

/** A decoded payload field: numbers, exact 64-bit integers, strings, nested objects. */
export type FieldValue = number | bigint | string | boolean | { readonly [name: string]: FieldValue };

interface FieldDescriptor {
  readonly typeCode: number;
  readonly name: string;
  readonly nested: readonly FieldDescriptor[] | null;
}

export interface EventMetadata {
  readonly providerName: string;
  readonly eventId: number;
  readonly eventName: string;
  readonly version: number;
  /** Null when the record uses a field type this reader does not decode (its events are skipped). */
  readonly fields: readonly FieldDescriptor[] | null;
}

export interface NettraceEvent {
  readonly providerName: string;
  readonly eventName: string;
  readonly eventId: number;
  readonly version: number;
  /** QPC ticks; `TraceClock.toEpochMs` converts. */
  readonly timestamp: bigint;
  readonly fields: { readonly [name: string]: FieldValue };
}

/** The trace object's clock: converts event timestamps to wall-clock milliseconds. */
export interface TraceClock {
  readonly syncTimeUtcMs: number;
  readonly syncTimeQpc: bigint;
  readonly qpcFrequency: bigint;
  readonly processId: number;
}

export function toEpochMs(clock: TraceClock, timestamp: bigint): number {
  return clock.syncTimeUtcMs + (Number(timestamp - clock.syncTimeQpc) * 1000) / Number(clock.qpcFrequency);
}

/** Inside a block a truncated record means the block itself is corrupt (its size was known). */
function withinBlock<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Truncated) throw new NettraceFormatError('a record runs past the end of its block');
    throw error;
  }
}

const TYPE_SIZES: Readonly<Record<number, number>> = { 3: 4, 4: 2, 5: 1, 6: 1, 7: 2, 8: 2, 9: 4, 10: 4, 11: 8, 12: 8, 13: 4, 14: 8, 15: 16, 16: 8, 17: 16 };
const OBJECT = 1;
const STRING = 18;

function readFieldDescriptors(cursor: ByteReader, count: number, depth: number): FieldDescriptor[] | null {
  if (count < 0 || count > 1024 || depth > 4) throw new NettraceFormatError('a metadata field list is out of bounds');
  const fields: FieldDescriptor[] = [];
  let decodable = true;
  for (let i = 0; i < count; i++) {
    const typeCode = cursor.i32();
    let nested: FieldDescriptor[] | null = null;
    if (typeCode === OBJECT) {
      nested = readFieldDescriptors(cursor, cursor.i32(), depth + 1);
      if (nested === null) decodable = false;
    } else if (typeCode !== STRING && TYPE_SIZES[typeCode] === undefined) {
      decodable = false;
    }
    fields.push({ typeCode, name: cursor.utf16z(), nested });
  }
  return decodable ? fields : null;
}

/** A metadata record (the payload of a metadata blob). */
export function parseMetadataRecord(payload: Buffer): { readonly id: number; readonly metadata: EventMetadata } {
  return withinBlock(() => {
    const cursor = new ByteReader(payload, 0);
    const id = cursor.i32();
    const providerName = cursor.utf16z();
    const eventId = cursor.i32();
    const eventName = cursor.utf16z();
    cursor.i64(); // keywords
    const version = cursor.i32();
    cursor.i32(); // level
    const fields = readFieldDescriptors(cursor, cursor.i32(), 0);
    // v5 tags may follow (opcode, V2 parameters for arrays); none of the counter events needs them.
    return { id, metadata: { providerName, eventId, eventName, version, fields } };
  });
}

function readValue(cursor: ByteReader, field: FieldDescriptor): FieldValue {
  switch (field.typeCode) {
    case OBJECT:
      return readFields(cursor, field.nested ?? []);
    case STRING:
      return cursor.utf16z();
    case 3:
      return cursor.i32() !== 0;
    case 5:
      return cursor.take(1).readInt8(0);
    case 6:
      return cursor.u8();
    case 7:
      return cursor.i16();
    case 8:
      return cursor.take(2).readUInt16LE(0);
    case 9:
      return cursor.i32();
    case 10:
      return cursor.take(4).readUInt32LE(0);
    case 11:
      return cursor.i64();
    case 12:
      return cursor.take(8).readBigUInt64LE(0);
    case 13:
      return cursor.take(4).readFloatLE(0);
    case 14:
      return cursor.take(8).readDoubleLE(0);
    default:
      // Char, Decimal, DateTime, Guid: kept as their raw size, not interpreted.
      cursor.take(TYPE_SIZES[field.typeCode] ?? 0);
      return 0;
  }
}

function readFields(cursor: ByteReader, fields: readonly FieldDescriptor[]): { [name: string]: FieldValue } {
  const record: { [name: string]: FieldValue } = {};
  for (const field of fields) record[field.name] = readValue(cursor, field);
  return record;
}

/** Decodes an event payload by its metadata; null when the metadata has undecodable types or the payload is short. */
export function decodePayload(metadata: EventMetadata, payload: Buffer): { [name: string]: FieldValue } | null {
  if (metadata.fields === null) return null;
  try {
    return readFields(new ByteReader(payload, 0), metadata.fields);
  } catch (error) {
    if (error instanceof Truncated) return null;
    throw error;
  }
}

interface BlobHeader {
  metadataId: number;
  sequence: number;
  captureThreadId: bigint;
  processor: number;
  threadId: bigint;
  stackId: number;
  timestamp: bigint;
  payloadSize: number;
}

const freshHeader = (): BlobHeader => ({ metadataId: 0, sequence: 0, captureThreadId: 0n, processor: 0, threadId: 0n, stackId: 0, timestamp: 0n, payloadSize: 0 });

const tooLong = () => new NettraceFormatError('a variable-length integer runs past its size');
const var64 = (cursor: ByteReader): bigint => cursor.varUint(10, tooLong);
const var32 = (cursor: ByteReader): number => Number(cursor.varUint(5, tooLong) & 0xffffffffn);

/** One blob of a compressed block; `prev` carries the previous blob's values (the format's delta base). */
function readCompressedBlob(cursor: ByteReader, prev: BlobHeader): { header: BlobHeader; payload: Buffer } {
  const flags = cursor.u8();
  const header = { ...prev };
  if (flags & 0x01) header.metadataId = var32(cursor);
  if (flags & 0x02) {
    header.sequence = (prev.sequence + var32(cursor) + 1) | 0;
    header.captureThreadId = var64(cursor);
    header.processor = var32(cursor);
  } else if (header.metadataId !== 0) {
    header.sequence = (prev.sequence + 1) | 0;
  }
  if (flags & 0x04) header.threadId = var64(cursor);
  if (flags & 0x08) header.stackId = var32(cursor);
  header.timestamp = prev.timestamp + var64(cursor);
  if (flags & 0x10) cursor.take(16);
  if (flags & 0x20) cursor.take(16);
  if (flags & 0x80) header.payloadSize = var32(cursor);
  if (header.payloadSize < 0 || header.payloadSize > cursor.limit - cursor.pos) throw new NettraceFormatError('an event payload runs past its block');
  return { header, payload: cursor.take(header.payloadSize) };
}

/** One blob of an uncompressed block (fixed header, payload padded to 4 bytes from the block start). */
function readUncompressedBlob(cursor: ByteReader, blockStart: number): { header: BlobHeader; payload: Buffer } {
  const eventSize = cursor.i32();
  const start = cursor.pos;
  const header = freshHeader();
  header.metadataId = cursor.i32() & 0x7fffffff;
  header.sequence = cursor.i32();
  header.threadId = cursor.i64();
  header.captureThreadId = cursor.i64();
  header.processor = cursor.i32();
  header.stackId = cursor.i32();
  header.timestamp = cursor.i64();
  cursor.take(32); // activity and related activity ids
  header.payloadSize = cursor.i32();
  if (header.payloadSize < 0 || start + eventSize > cursor.limit) throw new NettraceFormatError('an event runs past its block');
  const payload = cursor.take(header.payloadSize);
  cursor.pos = start + eventSize;
  const misalign = (cursor.pos - blockStart) % 4;
  if (misalign !== 0) cursor.pos = Math.min(cursor.limit, cursor.pos + 4 - misalign);
  return { header, payload };
}

/** The blobs of an event or metadata block's content. */
function* blobs(content: Buffer): Generator<{ header: BlobHeader; payload: Buffer }> {
  const cursor = new ByteReader(content, 0);
  const headerSize = withinBlock(() => cursor.i16());
  const flags = withinBlock(() => cursor.i16());
  if (headerSize < 20 || headerSize > content.length) throw new NettraceFormatError('a block header has an impossible size');
  cursor.pos = headerSize;
  const compressed = (flags & 1) !== 0;
  let prev = freshHeader();
  while (cursor.pos < content.length) {
    const blob = withinBlock(() => (compressed ? readCompressedBlob(cursor, prev) : readUncompressedBlob(cursor, 0)));
    prev = blob.header;
    yield blob;
  }
}

export class NettraceParser {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Absolute stream offset of the first buffered byte (blocks align their content to 4 bytes of the stream). */
  private base = 0;
  private stage: 'magic' | 'objects' | 'ended' = 'magic';
  private readonly metadata = new Map<number, EventMetadata>();
  clock: TraceClock | null = null;

  /** True once the end-of-stream tag was read: the runtime finished the session cleanly. */
  get ended(): boolean {
    return this.stage === 'ended';
  }

  /** Bytes held for an object that has not fully arrived. */
  get pendingBytes(): number {
    return this.buffered;
  }

  /** Feeds the next chunk; returns the events of every object it completed. */
  push(chunk: Buffer): NettraceEvent[] {
    if (this.stage === 'ended') {
      if (chunk.length > 0) throw new NettraceFormatError('bytes after the end of the stream');
      return [];
    }
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const bytes = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    const events: NettraceEvent[] = [];
    let consumed = 0;
    while (!this.ended && consumed < bytes.length) {
      const cursor = new ByteReader(bytes, consumed);
      // An object's events count only once the whole object (its closing tag included) was read: an incomplete one
      // is read again from its start with the next chunk.
      const objectEvents: NettraceEvent[] = [];
      try {
        if (this.stage === 'magic') this.readMagic(cursor);
        else this.readObject(cursor, objectEvents);
      } catch (error) {
        if (error instanceof Truncated) break;
        throw error;
      }
      events.push(...objectEvents);
      consumed = cursor.pos;
    }
    this.base += consumed;
    const rest = bytes.subarray(consumed);
    this.chunks = rest.length > 0 ? [Buffer.from(rest)] : [];
    this.buffered = rest.length;
    if (this.ended && rest.length > 0) throw new NettraceFormatError('bytes after the end of the stream');
    return events;
  }

  private readMagic(cursor: ByteReader): void {
    if (!cursor.take(MAGIC.length).equals(MAGIC)) throw new NettraceFormatError('the stream does not start with Nettrace');
    const length = cursor.i32();
    if (length !== SERIALIZATION.length) throw new NettraceFormatError('unsupported serialization header (not NetTrace v4/v5)');
    if (cursor.take(length).toString('ascii') !== SERIALIZATION) throw new NettraceFormatError('unsupported serialization header');
    this.stage = 'objects';
  }

  private expect(cursor: ByteReader, tag: number, what: string): void {
    if (cursor.u8() !== tag) throw new NettraceFormatError(`expected ${what}`);
  }

  private readObject(cursor: ByteReader, events: NettraceEvent[]): void {
    const first = cursor.u8();
    if (first === TAG_NULL) {
      this.stage = 'ended';
      return;
    }
    if (first !== TAG_BEGIN) throw new NettraceFormatError('expected the start of an object');
    this.expect(cursor, TAG_BEGIN, 'the start of a type');
    this.expect(cursor, TAG_NULL, 'the type of a type');
    cursor.i32(); // version
    cursor.i32(); // minimum reader version
    const nameLength = cursor.i32();
    if (nameLength <= 0 || nameLength > MAX_TYPE_NAME) throw new NettraceFormatError('an object type name of impossible length');
    const name = cursor.take(nameLength).toString('ascii');
    this.expect(cursor, TAG_END, 'the end of a type');
    if (name === 'Trace') {
      this.readTrace(cursor);
    } else {
      const size = cursor.i32();
      if (size < 0 || size > MAX_BLOCK_BYTES) throw new NettraceFormatError('a block of impossible size');
      const misalign = (this.base + cursor.pos) % 4;
      if (misalign !== 0) cursor.take(4 - misalign);
      const content = cursor.take(size);
      if (name === 'MetadataBlock') this.readMetadataBlock(content);
      else if (name === 'EventBlock') this.readEventBlock(content, events);
      else if (name !== 'StackBlock' && name !== 'SPBlock') throw new NettraceFormatError('an object of unknown type');
    }
    this.expect(cursor, TAG_END, 'the end of an object');
  }

  private readTrace(cursor: ByteReader): void {
    const time = cursor.take(16);
    const utc = Date.UTC(time.readInt16LE(0), time.readInt16LE(2) - 1, time.readInt16LE(6), time.readInt16LE(8), time.readInt16LE(10), time.readInt16LE(12), time.readInt16LE(14));
    const syncTimeQpc = cursor.i64();
    const qpcFrequency = cursor.i64();
    cursor.i32(); // pointer size
    const processId = cursor.i32();
    cursor.i32(); // processors
    cursor.i32(); // sampling rate
    if (qpcFrequency <= 0n) throw new NettraceFormatError('the trace header has no clock frequency');
    this.clock = { syncTimeUtcMs: utc, syncTimeQpc, qpcFrequency, processId };
  }

  private readMetadataBlock(content: Buffer): void {
    for (const { payload } of blobs(content)) {
      const { id, metadata } = parseMetadataRecord(payload);
      this.metadata.set(id, metadata);
    }
  }

  private readEventBlock(content: Buffer, events: NettraceEvent[]): void {
    for (const { header, payload } of blobs(content)) {
      const metadata = this.metadata.get(header.metadataId);
      if (metadata === undefined) continue; // an event type whose metadata never came (not one of ours)
      const fields = decodePayload(metadata, payload);
      if (fields === null) continue;
      events.push({ providerName: metadata.providerName, eventName: metadata.eventName, eventId: metadata.eventId, version: metadata.version, timestamp: header.timestamp, fields });
    }
  }
}
