// The .NET diagnostics IPC protocol as bytes (dotnet/diagnostics ipc-protocol.md): the 20-byte header, the request
// messages this monitor sends (ProcessInfo, ProcessInfo2, CollectTracing2, StopTracing) and the replies it reads.
// Pure: builds and parses Buffers, never touches a socket, so the session code and the tests share it.
import { ByteReader, Truncated } from './bytes.js';

/** `DOTNET_IPC_V1` and its NUL: every message starts with it. */
export const IPC_MAGIC = Buffer.from('DOTNET_IPC_V1\0', 'ascii');
export const HEADER_SIZE = 20;
/** The size field is a u16 covering header and payload. */
const MAX_MESSAGE = 0xffff;

export const COMMAND = {
  stopTracing: [0x02, 0x01],
  collectTracing2: [0x02, 0x03],
  processInfo: [0x04, 0x00],
  processInfo2: [0x04, 0x04],
} as const satisfies Record<string, readonly [number, number]>;

/** Server reply command set and ids. */
const SERVER_SET = 0xff;
const SERVER_OK = 0x00;
const SERVER_ERROR = 0xff;

/** HRESULTs the runtime answers with that the monitor tells apart. */
export const HRESULT = {
  unknownCommand: 0x80131385,
  badEncoding: 0x80131384,
  notYetAvailable: 0x8013135b,
  runtimeUninitialized: 0x80131371,
} as const;

/** Thrown for bytes that are not a well-formed reply: the session treats the endpoint as failed. */
export class IpcProtocolError extends Error {
  override readonly name = 'IpcProtocolError';
}

function message(command: readonly [number, number], payload: Buffer = Buffer.alloc(0)): Buffer {
  const size = HEADER_SIZE + payload.length;
  if (size > MAX_MESSAGE) throw new RangeError('a diagnostics IPC message is at most 65,535 bytes');
  const header = Buffer.alloc(HEADER_SIZE);
  IPC_MAGIC.copy(header, 0);
  header.writeUInt16LE(size, 14);
  header[16] = command[0];
  header[17] = command[1];
  return Buffer.concat([header, payload]);
}

/** A protocol string: u32 count of UTF-16 units including the terminating NUL, then the units. */
export function ipcString(text: string): Buffer {
  const units = Buffer.from(`${text}\0`, 'utf16le');
  const count = Buffer.alloc(4);
  count.writeUInt32LE(units.length / 2, 0);
  return Buffer.concat([count, units]);
}

/** One EventPipe provider of a session request. */
export interface ProviderConfig {
  readonly name: string;
  readonly keywords: bigint;
  /** EventLevel: 4 Informational, 5 Verbose. */
  readonly level: number;
  /** `key=value` pairs in order; a key or value with `;` or `=` is quoted as NETCore.Client does. */
  readonly arguments: readonly (readonly [string, string])[];
}

const quoted = (text: string): string => (/[;=]/.test(text) ? `"${text}"` : text);

export function providerArguments(pairs: ProviderConfig['arguments']): string {
  return pairs.map(([key, value]) => `${quoted(key)}=${quoted(value)}`).join(';');
}

export const processInfoRequest = (): Buffer => message(COMMAND.processInfo);
export const processInfo2Request = (): Buffer => message(COMMAND.processInfo2);

/**
 * CollectTracing2 with rundown off: the oldest command that expresses a counters session (NETCore.Client's choice too,
 * so runtimes from .NET 5 on accept it), and no rundown walk of every JIT-compiled method when the session ends.
 */
export function collectTracing2Request(providers: readonly ProviderConfig[], circularBufferMB: number): Buffer {
  const head = Buffer.alloc(13);
  head.writeUInt32LE(circularBufferMB, 0);
  head.writeUInt32LE(1, 4); // format 1: NetTrace
  head[8] = 0; // requestRundown = false
  head.writeUInt32LE(providers.length, 9);
  const parts = providers.map((provider) => {
    const fixed = Buffer.alloc(12);
    fixed.writeBigUInt64LE(provider.keywords, 0);
    fixed.writeUInt32LE(provider.level, 8);
    return Buffer.concat([fixed, ipcString(provider.name), ipcString(providerArguments(provider.arguments))]);
  });
  return message(COMMAND.collectTracing2, Buffer.concat([head, ...parts]));
}

export function stopTracingRequest(sessionId: bigint): Buffer {
  const payload = Buffer.alloc(8);
  payload.writeBigUInt64LE(sessionId, 0);
  return message(COMMAND.stopTracing, payload);
}

/** A reply whose header arrived whole: OK with its payload, or the runtime's error HRESULT. */
export type IpcReply = { readonly ok: true; readonly payload: Buffer } | { readonly ok: false; readonly hresult: number };

/**
 * Reads one reply from the front of `bytes`: null while the bytes do not hold the whole message yet, else the reply
 * and how many bytes it took (for CollectTracing the nettrace stream follows on the same connection).
 */
export function readReply(bytes: Buffer): { readonly reply: IpcReply; readonly consumed: number } | null {
  if (bytes.length < HEADER_SIZE) return null;
  if (!bytes.subarray(0, IPC_MAGIC.length).equals(IPC_MAGIC)) throw new IpcProtocolError('the endpoint answered without the diagnostics IPC magic');
  const size = bytes.readUInt16LE(14);
  if (size < HEADER_SIZE) throw new IpcProtocolError('the reply header declares an impossible size');
  if (bytes.length < size) return null;
  const [set, id] = [bytes[16], bytes[17]];
  if (set !== SERVER_SET || (id !== SERVER_OK && id !== SERVER_ERROR)) throw new IpcProtocolError('the reply is not a server OK or error message');
  const payload = bytes.subarray(HEADER_SIZE, size);
  if (id === SERVER_ERROR) {
    if (payload.length < 4) throw new IpcProtocolError('an error reply without its HRESULT');
    return { reply: { ok: false, hresult: payload.readUInt32LE(0) }, consumed: size };
  }
  return { reply: { ok: true, payload }, consumed: size };
}

/** A protocol string: u32 count of UTF-16 units including the NUL (0 means no string), then the units. */
function readIpcString(reader: ByteReader): string {
  const count = reader.u32();
  if (count === 0) return '';
  if (count > reader.limit) throw new IpcProtocolError('a reply string longer than its message');
  const text = reader.take(count * 2).toString('utf16le');
  return text.endsWith('\0') ? text.slice(0, -1) : text;
}

/** Runs `read` over a reply payload; running past its end is a malformed reply, never a read of other bytes. */
function readPayload<T>(payload: Buffer, read: (reader: ByteReader) => T): T {
  try {
    return read(new ByteReader(payload, 0));
  } catch (error) {
    if (error instanceof Truncated) throw new IpcProtocolError('the reply payload is truncated');
    throw error;
  }
}

export interface ProcessInfo {
  /** The PID inside the target's own PID namespace. */
  readonly processId: bigint;
  readonly commandLine: string;
  readonly os: string;
  readonly arch: string;
  /** ProcessInfo2 only: the CLR product version (SemVer, maybe with `+commit`), else null. */
  readonly clrProductVersion: string | null;
}

/** The ProcessInfo (v1) or ProcessInfo2 reply payload; the cookie GUID follows the PID. */
export function parseProcessInfo(payload: Buffer, version: 1 | 2): ProcessInfo {
  return readPayload(payload, (reader) => {
    const processId = reader.u64();
    reader.take(16); // runtime cookie
    const commandLine = readIpcString(reader);
    const os = readIpcString(reader);
    const arch = readIpcString(reader);
    let clrProductVersion: string | null = null;
    if (version === 2) {
      readIpcString(reader); // managed entry-point assembly name
      clrProductVersion = readIpcString(reader);
    }
    return { processId, commandLine, os, arch, clrProductVersion };
  });
}

/** The major version of a CLR product version string (`10.0.0-rc.1+abc` -> 10), or null when it does not parse. */
export function clrMajor(version: string | null): number | null {
  const match = version === null ? null : /^(\d+)\./.exec(version);
  return match ? Number(match[1]) : null;
}

/** The session id of a CollectTracing or StopTracing OK reply. */
export function parseSessionId(payload: Buffer): bigint {
  return readPayload(payload, (reader) => reader.u64());
}

/** A short safe name for an HRESULT the runtime answered with. */
export function describeHresult(hresult: number): string {
  const hex = `0x${hresult.toString(16).toUpperCase().padStart(8, '0')}`;
  switch (hresult) {
    case HRESULT.unknownCommand:
      return `${hex} (command unknown to this runtime: too old)`;
    case HRESULT.badEncoding:
      return `${hex} (request not understood by this runtime)`;
    case HRESULT.notYetAvailable:
    case HRESULT.runtimeUninitialized:
      return `${hex} (the runtime is not initialized yet)`;
    default:
      return hex;
  }
}
