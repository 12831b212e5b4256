// Bounds-checked little-endian reads over a Buffer, shared by the IPC reply parser and the NetTrace reader: running
// out of bytes throws Truncated (the IPC parser reports a malformed reply; the stream reader waits for more bytes).

export class Truncated extends Error {
  override readonly name = 'Truncated';
  constructor() {
    super('the bytes end before the value');
  }
}

export class ByteReader {
  constructor(
    readonly bytes: Buffer,
    public pos: number,
    readonly limit: number = bytes.length,
  ) {}

  need(n: number): void {
    if (n < 0 || this.pos + n > this.limit) throw new Truncated();
  }
  u8(): number {
    this.need(1);
    return this.bytes[this.pos++];
  }
  /** A fixed-size value at the current position, which then moves past it. */
  private fixed<T>(size: number, read: (offset: number) => T): T {
    this.need(size);
    const value = read(this.pos);
    this.pos += size;
    return value;
  }
  i16(): number {
    return this.fixed(2, (at) => this.bytes.readInt16LE(at));
  }
  i32(): number {
    return this.fixed(4, (at) => this.bytes.readInt32LE(at));
  }
  u32(): number {
    return this.fixed(4, (at) => this.bytes.readUInt32LE(at));
  }
  i64(): bigint {
    return this.fixed(8, (at) => this.bytes.readBigInt64LE(at));
  }
  u64(): bigint {
    return this.fixed(8, (at) => this.bytes.readBigUInt64LE(at));
  }
  take(n: number): Buffer {
    this.need(n);
    const v = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }
  /** 7 bits per byte, least significant group first (NetTrace headers). */
  varUint(maxBytes: number, tooLong: () => Error): bigint {
    let value = 0n;
    for (let i = 0; i < maxBytes; i++) {
      const byte = this.u8();
      value |= BigInt(byte & 0x7f) << BigInt(7 * i);
      if ((byte & 0x80) === 0) return value;
    }
    throw tooLong();
  }
  /** UTF-16LE up to and without its NUL terminator. */
  utf16z(): string {
    for (let end = this.pos; end + 1 < this.limit; end += 2) {
      if (this.bytes[end] === 0 && this.bytes[end + 1] === 0) {
        const text = this.bytes.toString('utf16le', this.pos, end);
        this.pos = end + 2;
        return text;
      }
    }
    throw new Truncated();
  }
}
