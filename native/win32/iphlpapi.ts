// koffi declarations of iphlpapi.dll: the TCP and UDP endpoint tables with owning PIDs, IPv4 and IPv6.
import { declare, fail, lazyLibrary, ok, ERROR, type NativeFn, type Win32Result } from './common.js';
import { decodeTcp4Table, decodeTcp6Table, decodeUdp4Table, decodeUdp6Table, type EndpointRow } from './structs.js';

export const AF_INET = 2;
export const AF_INET6 = 23;
/** TCP_TABLE_OWNER_PID_ALL and UDP_TABLE_OWNER_PID. */
const TCP_TABLE_OWNER_PID_ALL = 5;
const UDP_TABLE_OWNER_PID = 1;

interface Iphlpapi {
  GetExtendedTcpTable: NativeFn<[Buffer | null, Buffer, number, number, number, number], number>;
  GetExtendedUdpTable: NativeFn<[Buffer | null, Buffer, number, number, number, number], number>;
}

const ip = lazyLibrary('iphlpapi.dll', (lib): Iphlpapi => ({
  GetExtendedTcpTable: declare(lib, 'uint32_t __stdcall GetExtendedTcpTable(void *table, void *size, int order, uint32_t af, int tableClass, uint32_t reserved)'),
  GetExtendedUdpTable: declare(lib, 'uint32_t __stdcall GetExtendedUdpTable(void *table, void *size, int order, uint32_t af, int tableClass, uint32_t reserved)'),
}));

/** Calls a Get*Table function until the buffer is large enough (tables grow between calls). The result is the error code. */
function table(call: (b: Buffer | null, size: Buffer) => number): Win32Result<{ buffer: Buffer; length: number }> {
  const size = Buffer.alloc(4);
  let status = call(null, size);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (status !== ERROR.INSUFFICIENT_BUFFER && status !== 0) return fail(status);
    const length = size.readUInt32LE(0) + 4096;
    size.writeUInt32LE(length, 0);
    const b = Buffer.alloc(length);
    status = call(b, size);
    if (status === 0) return ok({ buffer: b, length });
  }
  return fail(status);
}

/** The raw MIB_TCP(6)TABLE_OWNER_PID bytes (recording fixtures for the decoders' unit tests). */
export function tcpTableBytes(family: typeof AF_INET | typeof AF_INET6): Win32Result<{ buffer: Buffer; length: number }> {
  return table((b, size) => ip().GetExtendedTcpTable(b, size, 1, family, TCP_TABLE_OWNER_PID_ALL, 0));
}

/** The raw MIB_UDP(6)TABLE_OWNER_PID bytes (recording fixtures for the decoders' unit tests). */
export function udpTableBytes(family: typeof AF_INET | typeof AF_INET6): Win32Result<{ buffer: Buffer; length: number }> {
  return table((b, size) => ip().GetExtendedUdpTable(b, size, 1, family, UDP_TABLE_OWNER_PID, 0));
}

export function tcpTable(family: typeof AF_INET | typeof AF_INET6): Win32Result<EndpointRow[]> {
  const r = table((b, size) => ip().GetExtendedTcpTable(b, size, 1, family, TCP_TABLE_OWNER_PID_ALL, 0));
  if (!r.ok) return r;
  return ok(family === AF_INET ? decodeTcp4Table(r.value.buffer, r.value.length) : decodeTcp6Table(r.value.buffer, r.value.length));
}

export function udpTable(family: typeof AF_INET | typeof AF_INET6): Win32Result<EndpointRow[]> {
  const r = table((b, size) => ip().GetExtendedUdpTable(b, size, 1, family, UDP_TABLE_OWNER_PID, 0));
  if (!r.ok) return r;
  return ok(family === AF_INET ? decodeUdp4Table(r.value.buffer, r.value.length) : decodeUdp6Table(r.value.buffer, r.value.length));
}
